// IGListKit's Tests/IGListCollectionViewLayoutTests.m, continued: content insets, the 1-point overshoot
// tolerance, stretchToEdge, a grid of inset sections, new sizes; `layoutAttributesForElementsInRect:` as
// `elements: {rect}` queries; sticky headers and showHeaderWhenEmpty. Expected numbers: the original's
// assertions.
import LayoutEngine
import Testing

extension IGListKitCases {
    /// Content insets, the 1-point tolerance, stretching, and a layout after new sizes.
    static let edges: [PeerCase] = [
        PeerCase(
            "test_whenCollectionViewContentInset_withFullWidthItems_thatItemsPinchedIn",
            IGListKitSetup(
                sections: [S(headerHeight: 10, [size(40, 10), size(40, 20)])], contentInset: igInsets(0, 30, 0, 30)
            ).expecting(
                .all, .contentHeight(40), .frame(.header(0), 0, 0, 40, 10), .frame(.cell(0, 0), 0, 10, 40, 10),
                .frame(.cell(0, 1), 0, 20, 40, 20))),
        PeerCase(
            "test_whenItemsAddedWidthSmallerThanWidth_DifferenceSmallerThanEpsilon",
            IGListKitSetup(sections: [S(count: 3, 33, 33)], stretchToEdge: true).expecting(
                .all, .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(0, 1), 33, 0, 33, 33),
                .frame(.cell(0, 2), 66, 0, 34, 33))),
        PeerCase(
            "test_whenItemsAddedWidthSmallerThanWidth_DifferenceBiggerThanEpsilon",
            IGListKitSetup(sections: [S([size(33, 33), size(65, 33)])], stretchToEdge: true).expecting(
                .all, .frame(.cell(0, 0), 0, 0, 33, 33), .frame(.cell(0, 1), 33, 0, 65, 33))),
        PeerCase(
            "test_whenItemsAddedWithBiggerThanWidth_DifferenceSmallerThanEpsilon",
            IGListKitSetup(sections: [S([size(50, 50), size(51, 50)])]).expecting(
                .all, .frame(.cell(0, 0), 0, 0, 50, 50), .frame(.cell(0, 1), 50, 0, 51, 50))),
        PeerCase(
            "test_whenItemsAddedWithBiggerThanWidth_DifferenceBiggerThanEpsilon",
            IGListKitSetup(sections: [S([size(50, 50), size(52, 50)])]).expecting(
                .all, .frame(.cell(0, 0), 0, 0, 50, 50), .frame(.cell(0, 1), 0, 50, 52, 50))),
        // The original's name is `test_`: six inset sections in an iPhone 6 Plus's 414 × 736 view.
        PeerCase(
            "test_",
            IGListKitSetup(
                sections: (0..<6).map { _ in S(insets: igInsets(1, 1, 1, 1), count: 1, 136, 136) }, width: 414,
                height: 736
            ).expecting(
                .all, .contentHeight(276), .frame(.cell(0, 0), 1, 1, 136, 136), .frame(.cell(1, 0), 139, 1, 136, 136),
                .frame(.cell(2, 0), 277, 1, 136, 136), .frame(.cell(3, 0), 1, 139, 136, 136),
                .frame(.cell(4, 0), 139, 139, 136, 136), .frame(.cell(5, 0), 277, 139, 136, 136))),
        PeerCase(
            "test_whenUpdatingSizes_thatLayoutUpdates",
            IGListKitSetup(sections: [S(count: 2, 10, 10)]).expecting(
                .all, .frame(.cell(0, 0), 0, 0, 10, 10), .frame(.cell(0, 1), 10, 0, 10, 10)),
            IGListKitSetup(sections: [S(count: 3, 20, 20)]).expecting(
                .all, .frame(.cell(0, 0), 0, 0, 20, 20), .frame(.cell(0, 1), 20, 0, 20, 20),
                .frame(.cell(0, 2), 40, 0, 20, 20))),
    ]

    /// Rect queries. IGListKit counts a frame that only touches the rect's edge as outside, as the contract does
    /// (positive-area overlap).
    static let queries: [PeerCase] = [
        PeerCase(
            "test_whenQueryingLayoutAttributes_withLotsOfCells_thatExactFramesFetched",
            IGListKitSetup(sections: [S(count: 1000, 100, 20)]).expecting(
                .rect(Rect(x: 0, y: 500, width: 100, height: 100)), .count(5)),
            IGListKitSetup(sections: [S(count: 1000, 100, 20)]).expecting(
                .rect(Rect(x: 0, y: 0, width: 100, height: 1000)), .count(50)),
            IGListKitSetup(sections: [S(count: 1000, 100, 20)]).expecting(
                .rect(Rect(x: 0, y: 250, width: 100, height: 100)), .count(6)),
            IGListKitSetup(sections: [S(count: 1000, 100, 20)]).expecting(
                .rect(Rect(x: 0, y: 250, width: 100, height: 1)), .count(1))),
        // "should include 2 of the 100-height items and one of the 10-height"
        PeerCase(
            "test_whenSecondItemDoesntIntersectRect_thatOtherAttributesExist",
            IGListKitSetup(sections: (0..<6).map { _ in S([size(50, 100), size(50, 10)]) }).expecting(
                .rect(Rect(x: 0, y: 50, width: 100, height: 100)), .indexPaths([[0, 0], [1, 0], [1, 1]]))),
        // "should include 2 of the 100-height items and two of the 10-height"
        PeerCase(
            "test_whenTwoConsecutiveItemsDontIntersectRect_thatOtherAttributesExist",
            IGListKitSetup(sections: (0..<6).map { _ in S([size(30, 100), size(30, 10), size(30, 10)]) }).expecting(
                .rect(Rect(x: 0, y: 50, width: 100, height: 100)), .indexPaths([[0, 0], [1, 0], [1, 1], [1, 2]]))),
    ]

    /// Sticky headers (bounded by the next section, the last section unbounded) and showHeaderWhenEmpty. The
    /// originals' `setUpWithStickyHeaders:showHeaderWhenEmpty:` always turns sticky headers on with
    /// topContentInset 0, whatever its first argument; so do these.
    static let sticky: [PeerCase] = [
        PeerCase(
            "test_whenSectionDataIsEmpty_thatStickyHeaderStillShow",
            IGListKitSetup(
                sections: [S(headerHeight: 10, []), S(headerHeight: 20, []), S(headerHeight: 30, [])],
                stickyHeaders: true, showHeaderWhenEmpty: true
            ).expecting(
                .all, .frame(.header(0), 0, 0, 100, 10), .frame(.header(1), 0, 10, 100, 20),
                .frame(.header(2), 0, 30, 100, 30))),
        // The original expects section 1's header view to be absent (its frame reads as zero); here it is simply
        // not returned.
        PeerCase(
            "test_whenSectionDataIsEmpty_thatStickyHeaderShouldBeHidden",
            IGListKitSetup(
                sections: [
                    S(headerHeight: 10, [size(85, 10)]), S(headerHeight: 20, []),
                    S(headerHeight: 20, [size(85, 10), size(85, 20)]),
                ], stickyHeaders: true, showHeaderWhenEmpty: false
            ).expecting(
                .all, .frame(.header(0), 0, 0, 100, 10), .absent(.header(1)), .frame(.header(2), 0, 20, 100, 20))),
        // Scroll header 0 halfway (offset 5), then header 0 off and 1 up (offset 45).
        PeerCase(
            "test_whenUsingStickyHeaders_withSimulatedScrolling_thatYPositionsAdjusted",
            scrolling(offset: Point(x: 0, y: 5)).expecting(
                .all, .frame(.header(0), 0, 15, 100, 10), .frame(.header(1), 0, 50, 100, 10)),
            scrolling(offset: Point(x: 0, y: 45)).expecting(
                .all, .frame(.header(0), 0, 40, 100, 10), .frame(.header(1), 0, 55, 100, 10))),
        // Scroll header 0 halfway (offset 5), then header 0 off and 1 left (offset 45).
        PeerCase(
            "test_whenUsingStickyHeaders_withSimulatedHorizontalScrolling_thatXPositionsAdjusted",
            horizontalScrolling(offset: Point(x: 5, y: 0)).expecting(
                .all, .frame(.header(0), 15, 0, 10, 100), .frame(.header(1), 50, 0, 10, 100)),
            horizontalScrolling(offset: Point(x: 45, y: 0)).expecting(
                .all, .frame(.header(0), 40, 0, 10, 100), .frame(.header(1), 55, 0, 10, 100))),
        // Header 0 off and 1 up at offset 35, with stickyHeaderYOffset 0, -10 and 10.
        PeerCase(
            "test_whenAdjustingTopYInset_withVaryingHeaderHeights_thatYPositionsUpdated",
            adjustingTopInset(yOffset: 0).expecting(
                .all, .frame(.header(0), 0, 30, 100, 10), .frame(.header(1), 0, 45, 100, 10)),
            adjustingTopInset(yOffset: -10).expecting(
                .all, .frame(.header(0), 0, 30, 100, 10), .frame(.header(1), 0, 40, 100, 10)),
            adjustingTopInset(yOffset: 10).expecting(
                .all, .frame(.header(0), 0, 30, 100, 10), .frame(.header(1), 0, 55, 100, 10))),
    ]

    /// test_whenUsingStickyHeaders_withSimulatedScrolling's data, topContentInset 10, at `offset`.
    static func scrolling(offset: Point) -> IGListKitSetup {
        IGListKitSetup(
            sections: [
                S(headerHeight: 10, [size(100, 20), size(100, 20)]),
                S(headerHeight: 10, [size(100, 30), size(100, 30), size(100, 30)]),
            ], stickyHeaders: true, topContentInset: 10, contentOffset: offset)
    }

    /// The horizontal test's data, topContentInset 10, at `offset`.
    static func horizontalScrolling(offset: Point) -> IGListKitSetup {
        IGListKitSetup(
            sections: [
                S(headerHeight: 10, [size(20, 100), size(20, 100)]),
                S(headerHeight: 10, [size(30, 100), size(30, 100), size(30, 100)]),
            ], horizontal: true, stickyHeaders: true, topContentInset: 10, contentOffset: offset)
    }

    /// test_whenAdjustingTopYInset's data at offset 35, topContentInset 10 and `stickyHeaderYOffset`.
    static func adjustingTopInset(yOffset: Double) -> IGListKitSetup {
        IGListKitSetup(
            sections: [
                S(headerHeight: 10, [size(100, 10), size(100, 20)]),
                S(headerHeight: 10, [size(100, 30), size(100, 40), size(100, 50)]),
            ], stickyHeaders: true, topContentInset: 10, stickyHeaderYOffset: yOffset,
            contentOffset: Point(x: 0, y: 35))
    }
}
