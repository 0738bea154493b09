// IGListKit's Tests/IGListCollectionViewLayoutTests.m, ported once: every case is named after the original
// method and expects the original's numbers (its XCTAssertEqual frames and content sizes, for a 100 × 100
// collection view at scale 2 unless the case says otherwise). PeerSuiteTests runs each case through the engine
// and through the wire.
//
// Not ported: test_whenQueryingAttributes_withSectionOOB_thatReturnsNil and
// test_whenQueryingAttributes_withItemOOB_thatReturnsNil assert that a per-index-path lookup answers nil, an API
// the contract does not have (a request simply returns no attribute for an index path that does not exist).
import LayoutEngine
import Testing

enum IGListKitCases {
    /// Every ported test, in the original file's order of topics.
    static let all: [PeerCase] = frames + sections + edges + queries + sticky

    typealias S = IGListKitSection

    /// Frames and content sizes.
    static let frames: [PeerCase] =
        [
            PeerCase(
                "test_whenEmptyData_thatContentSizeZero",
                IGListKitSetup(sections: [], stickyHeaders: true).expecting(.all, .contentSize(0, 0), .noAttributes())),
            PeerCase(
                "test_whenLayingOutCellsVertically_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect",
                IGListKitSetup(sections: [
                    S(insets: igInsets(10, 10, 5, 5), lineSpacing: 10, headerHeight: 10, [size(85, 10), size(85, 20)]),
                    S(insets: igInsets(10, 10, 5, 5), lineSpacing: 10, headerHeight: 10, [size(85, 30)]),
                ]).expecting(
                    .all, .contentHeight(120), .frame(.header(0), 10, 10, 85, 10), .frame(.cell(0, 0), 10, 20, 85, 10),
                    .frame(.cell(0, 1), 10, 40, 85, 20), .frame(.header(1), 10, 75, 85, 10),
                    .frame(.cell(1, 0), 10, 85, 85, 30))),
            PeerCase(
                "test_whenLayingOutCellsVertically_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect",
                IGListKitSetup(
                    sections: [
                        S(
                            insets: igInsets(10, 10, 5, 5), lineSpacing: 10, footerHeight: 10,
                            [size(85, 10), size(85, 20)]),
                        S(insets: igInsets(10, 10, 5, 5), lineSpacing: 10, footerHeight: 10, [size(85, 30)]),
                    ], height: 150
                ).expecting(
                    .all, .contentHeight(120), .frame(.cell(0, 0), 10, 10, 85, 10), .frame(.cell(0, 1), 10, 30, 85, 20),
                    .frame(.footer(0), 10, 50, 85, 10), .frame(.cell(1, 0), 10, 75, 85, 30),
                    .frame(.footer(1), 10, 105, 85, 10))),
            PeerCase(
                "test_whenLayingOutCellsVertically_withHeaderHeight_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect",
                IGListKitSetup(
                    sections: [
                        S(
                            insets: igInsets(10, 10, 5, 5), lineSpacing: 10, headerHeight: 10, footerHeight: 10,
                            [size(85, 10), size(85, 20)]),
                        S(
                            insets: igInsets(10, 10, 5, 5), lineSpacing: 10, headerHeight: 10, footerHeight: 10,
                            [size(85, 30)]),
                    ], height: 150
                ).expecting(
                    .all, .contentHeight(140), .frame(.header(0), 10, 10, 85, 10), .frame(.cell(0, 0), 10, 20, 85, 10),
                    .frame(.cell(0, 1), 10, 40, 85, 20), .frame(.footer(0), 10, 60, 85, 10),
                    .frame(.header(1), 10, 85, 85, 10), .frame(.cell(1, 0), 10, 95, 85, 30),
                    .frame(.footer(1), 10, 125, 85, 10))),
            PeerCase(
                "test_whenLayingOutCellsHorizontally_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect",
                IGListKitSetup(
                    sections: [
                        S(
                            insets: igInsets(10, 10, 5, 5), lineSpacing: 10, headerHeight: 10,
                            [size(45, 10), size(45, 20)]),
                        S(insets: igInsets(10, 10, 5, 5), lineSpacing: 10, headerHeight: 10, [size(45, 30)]),
                    ], horizontal: true
                ).expecting(
                    .all, .contentWidth(140), .frame(.header(0), 10, 10, 10, 85), .frame(.cell(0, 0), 20, 10, 45, 10),
                    .frame(.cell(0, 1), 20, 20, 45, 20), .frame(.header(1), 80, 10, 10, 85),
                    .frame(.cell(1, 0), 90, 10, 45, 30))),
            PeerCase(
                "test_whenLayingOutCellsHorizontally_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect",
                IGListKitSetup(
                    sections: [
                        S(
                            insets: igInsets(10, 10, 5, 5), lineSpacing: 10, footerHeight: 10,
                            [size(45, 10), size(45, 20)]),
                        S(insets: igInsets(10, 10, 5, 5), lineSpacing: 10, footerHeight: 10, [size(45, 30)]),
                    ], horizontal: true
                ).expecting(
                    .all, .contentWidth(75), .frame(.footer(0), 60, 10, 10, 85), .frame(.cell(0, 0), 10, 10, 45, 10),
                    .frame(.cell(0, 1), 10, 20, 45, 20), .frame(.footer(1), 60, 10, 10, 85),
                    .frame(.cell(1, 0), 10, 55, 45, 30))),
            PeerCase(
                "test_whenItemsSmallerThanContainerWidth_with0Insets_with0LineSpacing_with0Interitem_thatItemsFitSameRow",
                IGListKitSetup(sections: [S(count: 3, 33, 33), S(count: 1, 33, 33)]).expecting(
                    .all, .contentHeight(66), .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(0, 1), 33, 0, 33, 33),
                    .frame(.cell(0, 2), 66, 0, 33, 33), .frame(.cell(1, 0), 0, 33, 33, 33))),
        ]
        // The original runs at the simulator's scale; the port runs it at 1, 2 and 3, each expecting what
        // IGListRectIntegralScaled makes of the unrounded frame at that scale (as the original computes it).
        + [1.0, 2.0, 3.0].map { scale in
            PeerCase(
                "test_whenItemsSmallerThanContainerWidth_withHalfPointItemSpacing_with0Insets_with0LineSpacing_thatItemsFitSameRow at scale \(PeerJSON.number(scale))",
                IGListKitSetup(sections: [S(interitemSpacing: 0.5, count: 3, 33, 33)], scale: scale).expecting(
                    .all, .contentHeight(33), .frame(.cell(0, 0), 0, 0, 33, 33),
                    .frame(.cell(0, 1), igRectIntegralScaled(Rect(x: 33.5, y: 0, width: 33, height: 33), scale: scale)),
                    .frame(.cell(0, 2), 67, 0, 33, 33)))
        } + [
            PeerCase(
                "test_whenItemsLargerThanContainerHeight_withHorizontalScrolling_with5PointItemSpacing_with0Insets_with10PointLineSpacing_thatItemsBumpToNewColumn",
                IGListKitSetup(sections: [S(lineSpacing: 10, interitemSpacing: 5, count: 3, 33, 33)], horizontal: true)
                    .expecting(
                        .all, .contentWidth(76), .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(0, 1), 0, 38, 33, 33),
                        .frame(.cell(0, 2), 43, 0, 33, 33)))
        ]
}

/// `width` × `height`.
func size(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }
