// IGListKit's Tests/IGListCollectionViewLayoutTests.m, continued: sections sharing rows, insets on a new row,
// headers forcing a row, and layouts after a change of data or bounds (the layout is a pure function, so
// "after the change" is a request with the new data). Expected numbers: the original's assertions.
import LayoutEngine
import Testing

extension IGListKitCases {
    /// Sections sharing rows and columns.
    static let sections: [PeerCase] =
        [
            PeerCase(
                "test_whenSectionsSmallerThanContainerWidth_withVerticalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow",
                IGListKitSetup(sections: (0..<3).map { _ in S(count: 1, 33, 33) }).expecting(
                    .all, .contentHeight(33), .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(1, 0), 33, 0, 33, 33),
                    .frame(.cell(2, 0), 66, 0, 33, 33))),
            PeerCase(
                "test_whenSectionsSmallerThanContainerHeight_withHorizontalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameColumn",
                IGListKitSetup(sections: (0..<3).map { _ in S(count: 1, 33, 33) }, horizontal: true).expecting(
                    .all, .contentWidth(33), .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(1, 0), 0, 33, 33, 33),
                    .frame(.cell(2, 0), 0, 66, 33, 33))),
        ]
        // At scales 1, 2 and 3, as the half-point item test in IGListKitCases.frames.
        + [1.0, 2.0, 3.0].map { scale in
            PeerCase(
                "test_whenSectionsSmallerThanContainerWidth_withHalfPointSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow at scale \(PeerJSON.number(scale))",
                IGListKitSetup(sections: (0..<3).map { _ in S(interitemSpacing: 0.5, count: 1, 33, 33) }, scale: scale)
                    .expecting(
                        .all, .contentHeight(33), .frame(.cell(0, 0), 0, 0, 33, 33),
                        .frame(
                            .cell(1, 0), igRectIntegralScaled(Rect(x: 33.5, y: 0, width: 33, height: 33), scale: scale)),
                        .frame(.cell(2, 0), 67, 0, 33, 33)))
        } + [
            PeerCase(
                "test_whenSectionsSmallerThanContainerWidth_with0ItemSpacing_withMiddleItemHasInsets_with0LineSpacing_thatNextSectionSnapsBelow",
                IGListKitSetup(sections: [
                    S(count: 1, 33, 33), S(insets: igInsets(10, 10, 10, 10), count: 1, 13, 50), S(count: 1, 33, 33),
                    S(count: 1, 33, 33),
                ]).expecting(
                    .all, .contentHeight(103), .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(1, 0), 43, 10, 13, 50),
                    .frame(.cell(2, 0), 66, 0, 33, 33), .frame(.cell(3, 0), 0, 70, 33, 33))),
            PeerCase(
                "test_whenSectionBustingRow_thatNewlineAppliesSectionInset",
                IGListKitSetup(sections: [S(count: 1, 33, 33), S(insets: igInsets(10, 10, 5, 5), count: 1, 85, 50)])
                    .expecting(
                        .all, .contentHeight(98), .frame(.cell(0, 0), 0, 0, 33, 33),
                        .frame(.cell(1, 0), 10, 43, 85, 50))),
            PeerCase(
                "test_whenSectionsSmallerThanWidth_withSectionHeader_thatHeaderCausesNewline",
                IGListKitSetup(sections: [S(count: 1, 33, 33), S(headerHeight: 10, count: 1, 33, 33)]).expecting(
                    .all, .contentHeight(76), .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(1, 0), 0, 43, 33, 33))),
            PeerCase(
                "test_whenSectionsSmallerThanHeight_withHorizontalScrolling_withSectionHeader_thatHeaderCausesNewline",
                IGListKitSetup(
                    sections: [S(count: 1, 33, 33), S(headerHeight: 10, count: 1, 33, 33)], horizontal: true
                ).expecting(
                    .all, .contentWidth(76), .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(1, 0), 43, 0, 33, 33))),
            // The original performs batch updates (reload, delete, move, insert) on a 100 × 400 view and checks the
            // layout once they complete; the animation is outside the contract, so this lays out the final data.
            PeerCase(
                "test_whenBatchItemUpdates_withHeaderHeight_withLineSpacing_withInsets_thatLayoutCorrectAfterUpdates",
                IGListKitSetup(
                    sections: [
                        [size(85, 30)], [size(85, 40)], [size(85, 30), size(85, 10)], [size(85, 10), size(85, 20)],
                    ].map { S(insets: igInsets(10, 10, 5, 5), lineSpacing: 10, headerHeight: 10, $0) }, height: 400
                ).expecting(
                    .all, .contentHeight(260), .frame(.header(0), 10, 10, 85, 10), .frame(.cell(0, 0), 10, 20, 85, 30),
                    .frame(.header(1), 10, 65, 85, 10), .frame(.cell(1, 0), 10, 75, 85, 40),
                    .frame(.header(2), 10, 130, 85, 10), .frame(.cell(2, 0), 10, 140, 85, 30),
                    .frame(.cell(2, 1), 10, 180, 85, 10), .frame(.header(3), 10, 205, 85, 10),
                    .frame(.cell(3, 0), 10, 215, 85, 10), .frame(.cell(3, 1), 10, 235, 85, 20))),
            // "can no longer fit 3 items in one section": the same data in a 100 × 100 view, then a 70 × 100 one.
            PeerCase(
                "test_whenChangingBoundsSize_withItemsThatNewlineAfterChange_thatLayoutShiftsItems",
                IGListKitSetup(sections: (0..<3).map { _ in S(count: 1, 33, 33) }).expecting(
                    .all, .contentHeight(33), .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(1, 0), 33, 0, 33, 33),
                    .frame(.cell(2, 0), 66, 0, 33, 33)),
                IGListKitSetup(sections: (0..<3).map { _ in S(count: 1, 33, 33) }, width: 70).expecting(
                    .all, .contentHeight(66), .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(1, 0), 33, 0, 33, 33),
                    .frame(.cell(2, 0), 0, 33, 33, 33))),
        ]
}
