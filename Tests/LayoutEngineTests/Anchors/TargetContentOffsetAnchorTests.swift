import Testing

@testable import LayoutEngine

/// MagazineLayout's own `TargetContentOffsetAnchorTests`, as worked examples of the contract's anchor rules:
/// insets `t` 50 and `b` 30, bounds 300×400, content 2000 tall, scale 1, so `minY = -50` and `maxY = 2000 - 400
/// + 30 = 1630`. Each collection is one column of full-width flow items (300 wide, no spacing) whose heights put
/// the first and last fully visible items where the peer's test puts them.
@Suite("Anchors: MagazineLayout's TargetContentOffsetAnchorTests as worked examples")
struct TargetContentOffsetAnchorTests {
    /// A column of items of `heights` (tops at the running sum), in a 300×400 view with insets 50 and 30, at `y`.
    static func column(
        _ heights: [Double], at y: Double?, direction: VerticalLayoutDirection = .topToBottom,
        anchor: AnchorRequest? = .report
    ) -> LayoutDescription {
        let flow = FlowLayoutDescription(
            minimumLineSpacing: 0, minimumInteritemSpacing: 0,
            sections: [FlowSectionDescription(items: .explicit(heights.map { Size(width: 300, height: $0) }))])
        let cv = CollectionViewDescription(
            size: Size(width: 300, height: 400), contentInset: EdgeInsets(top: 50, left: 0, bottom: 30, right: 0),
            contentOffset: y.map { Point(x: 0, y: $0) })
        return LayoutDescription(
            collectionView: cv, family: .flow(flow), anchor: anchor, verticalLayoutDirection: direction)
    }

    static func reported(_ d: LayoutDescription) throws -> Anchor? {
        try computeLayout(d).anchor
    }

    // Reporting.

    /// At y -50 (the top: `-50 <= a(minY)`), whatever is visible.
    @Test("top to bottom, scrolled to the top: top")
    func topToBottomAtTop() throws {
        #expect(try Self.reported(Self.column([20, 270, 20, 1690], at: -50)) == .top)
    }

    /// Bounds 500..<900; items [0, 480), [480, 560) (cut by the top edge), [560, 580): the first fully inside is
    /// item 2 at 560, distance 560 - (500 + 50) = 10.
    @Test("top to bottom, scrolled to the middle: the first fully visible item, 10 below the inset")
    func topToBottomInTheMiddle() throws {
        #expect(
            try Self.reported(Self.column([480, 80, 20, 1420], at: 500))
                == .topItem(.indexPath(section: 0, item: 2), distance: 10))
    }

    /// Bounds 1630..<2030 (the bottom); items [0, 1620), [1620, 1700) (cut), [1700, 1720): distance 1700 - (1630
    /// + 50) = 20. A top-to-bottom screen at the bottom still reports its top item.
    @Test("top to bottom, scrolled to the bottom: the first fully visible item, 20 below the inset")
    func topToBottomAtBottom() throws {
        #expect(
            try Self.reported(Self.column([1620, 80, 20, 280], at: 1630))
                == .topItem(.indexPath(section: 0, item: 2), distance: 20))
    }

    /// Content 50 tall: `maxY = max(50 - 400 + 30, -50) = -50`, so the view is at the top and at the bottom.
    @Test("content shorter than the view is at the top and at the bottom", arguments: VerticalLayoutDirection.allCases)
    func shortContent(direction: VerticalLayoutDirection) throws {
        let anchor = try Self.reported(Self.column([20, 30], at: -50, direction: direction))
        #expect(anchor == (direction == .topToBottom ? .top : .bottom))
    }

    /// Bounds -50..<350 (the top, not the bottom); items [0, 290) and [290, 310) inside, [310, 2000) cut: the last
    /// fully inside ends at 310, distance 310 - (350 - 30) = -10.
    @Test("bottom to top, scrolled to the top: the last fully visible item, 10 above the inset")
    func bottomToTopAtTop() throws {
        #expect(
            try Self.reported(Self.column([290, 20, 1690], at: -50, direction: .bottomToTop))
                == .bottomItem(.indexPath(section: 0, item: 1), distance: -10))
    }

    /// Bounds 500..<900; items [0, 500) (touching the top), [500, 800), [800, 820), [820, 2000) (cut): the last
    /// fully inside ends at 820, distance 820 - (900 - 30) = -50.
    @Test("bottom to top, scrolled to the middle: the last fully visible item, 50 above the inset")
    func bottomToTopInTheMiddle() throws {
        #expect(
            try Self.reported(Self.column([500, 300, 20, 1180], at: 500, direction: .bottomToTop))
                == .bottomItem(.indexPath(section: 0, item: 2), distance: -50))
    }

    /// At y 1630 = `maxY`.
    @Test("bottom to top, scrolled to the bottom: bottom")
    func bottomToTopAtBottom() throws {
        #expect(try Self.reported(Self.column([1700, 250, 50], at: 1630, direction: .bottomToTop)) == .bottom)
    }

    // Resolving.

    static func resolved(_ heights: [Double], _ anchor: Anchor) throws -> Point? {
        try computeLayout(Self.column(heights, at: nil, anchor: .resolve(anchor))).contentOffset
    }

    @Test("top resolves to minY, -50; bottom to maxY, 1630")
    func topAndBottom() throws {
        #expect(try Self.resolved([20, 1980], .top) == Point(x: 0, y: -50))
        #expect(try Self.resolved([20, 1980], .bottom) == Point(x: 0, y: 1630))
    }

    /// Item 2 at 560, distance 10: 560 - 50 - 10 = 500.
    @Test("topItem at 560 with distance 10 resolves to 500")
    func topItemInTheMiddle() throws {
        #expect(
            try Self.resolved([480, 80, 20, 1420], .topItem(.indexPath(section: 0, item: 2), distance: 10))
                == Point(x: 0, y: 500))
    }

    /// Item 2 at 1700, distance 10: 1700 - 50 - 10 = 1640, clamped to maxY 1630.
    @Test("topItem near the end is clamped to maxY")
    func topItemClamped() throws {
        #expect(
            try Self.resolved([1620, 80, 20, 280], .topItem(.indexPath(section: 0, item: 2), distance: 10))
                == Point(x: 0, y: 1630))
    }

    /// Item 1 ends at 310, distance -10: 310 - 400 + 30 + 10 = -50.
    @Test("bottomItem ending at 310 with distance -10 resolves to -50")
    func bottomItemAtTop() throws {
        #expect(
            try Self.resolved([290, 20, 1690], .bottomItem(.indexPath(section: 0, item: 1), distance: -10))
                == Point(x: 0, y: -50))
    }

    /// Item 2 ends at 820, distance -50: 820 - 400 + 30 + 50 = 500.
    @Test("bottomItem ending at 820 with distance -50 resolves to 500")
    func bottomItemInTheMiddle() throws {
        #expect(
            try Self.resolved([500, 300, 20, 1180], .bottomItem(.indexPath(section: 0, item: 2), distance: -50))
                == Point(x: 0, y: 500))
    }

    /// An anchor whose item is gone keeps the request's offset (MagazineLayout keeps the offset then).
    @Test("an anchor naming an item the request does not have keeps the request's offset")
    func missingItem() throws {
        var d = Self.column([500, 1500], at: 321, anchor: .resolve(.topItem(.id("gone"), distance: 4)))
        #expect(try computeLayout(d).contentOffset == Point(x: 0, y: 321))
        d.anchor = .resolve(.topItem(.indexPath(section: 0, item: 2), distance: 4))
        #expect(try computeLayout(d).contentOffset == Point(x: 0, y: 321))
    }
}

extension VerticalLayoutDirection: CaseIterable {
    static var allCases: [VerticalLayoutDirection] { [.topToBottom, .bottomToTop] }
}
