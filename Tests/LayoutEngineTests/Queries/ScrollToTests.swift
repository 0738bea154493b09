// scrollTo: UIKit's scrollToItem(at:at:) target offsets for the six positions, clamped to the
// scrollable range, the answer computed there. Hand-computed offsets, a billion-deep uniform item, right to
// left, and a seeded property: each visible item scrolled to the top sits at the top edge unless clamped.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("scrollTo: UIKit's target offsets")
struct ScrollToTests {
    /// A 100 × 100 vertical flow with contentInset top 10, bottom 20: one section of ten 100 × 30 items, lines 10
    /// apart (item k at y 40k); contentSize {100, 390}. Visible length v = 100 - 10 - 20 = 70; y is clamped to
    /// [-10, 390 + 20 - 100 = 310].
    static func column(_ section: Int, _ item: Int, _ position: ScrollPosition) -> LayoutDescription {
        let flow = FlowLayoutDescription(itemSize: size(100, 30), sections: [flowSection(count: 10, 100, 30)])
        return LayoutDescription(
            collectionView: collectionView(100, 100, inset: EdgeInsets(top: 10, bottom: 20)), family: .flow(flow),
            scrollTo: ScrollToDescription(section: section, item: item, position: position))
    }

    @Test(
        "the six positions on a vertical list, clamped to the scrollable range",
        arguments: [
            (3, ScrollPosition.top, Point(x: 0, y: 110)),  // 120 - 10
            (3, .bottom, Point(x: 0, y: 70)),  // 150 - 10 - 70
            (3, .centeredVertically, Point(x: 0, y: 90)),  // 135 - 10 - 35
            (9, .top, Point(x: 0, y: 310)),  // 360 - 10 = 350, clamped to 310
            (0, .bottom, Point(x: 0, y: -10)),  // 30 - 10 - 70 = -50, clamped to -10
            (5, .left, Point(x: 0, y: -10)),  // x: 0 - 0, clamped to [0, max(0, 100 - 100)]; y keeps the default -10
            (5, .right, Point(x: 0, y: -10)),  // x: 100 - 0 - 100 = 0
            (5, .centeredHorizontally, Point(x: 0, y: -10)),
        ])
    func positions(item: Int, position: ScrollPosition, expected: Point) {
        let result = run(Self.column(0, item, position), .visible)
        #expect(result.contentOffset == expected)
        // The answer is computed at that offset: the first visible item starts below y.
        let top = expected.y
        #expect(result.attributes == run(Self.at(top), .visible).attributes)
    }

    static func at(_ y: Double) -> LayoutDescription {
        var d = column(0, 0, .top)
        d.scrollTo = nil
        d.collectionView.contentOffset = Point(x: 0, y: y)
        return d
    }

    @Test("an item that does not exist is an error naming it")
    func missingItem() {
        for (s, i) in [(0, 10), (1, 0), (-1, 0), (0, -1)] {
            #expect(throws: LayoutError.itemNotFound(section: s, item: i)) {
                try computeLayout(Self.column(s, i, .top))
            }
        }
    }

    @Test("a uniform section's item a billion deep is found in constant time")
    func billionDeep() {
        // 10^9 items of 100 × 30 in a 100-wide view: one per line, item k at y 40k. Item 999,999,998 at
        // 39,999,999,920; top: y = 39,999,999,920 - 0; contentSize 40,000,000,000 - 10 = 39,999,999,990, so the
        // largest y is 39,999,999,990 - 100 = 39,999,999,890: clamped.
        let flow = FlowLayoutDescription(
            itemSize: size(100, 30),
            sections: [FlowSectionDescription(items: .uniform(count: 1_000_000_000, item: nil))])
        let d = LayoutDescription(
            collectionView: collectionView(100, 100), family: .flow(flow),
            scrollTo: ScrollToDescription(section: 0, item: 999_999_998, position: .top))
        let result = run(d, .visible)
        #expect(result.contentOffset == Point(x: 0, y: 39_999_999_890))
        // Visible [39,999,999,890, 39,999,999,990]: items 999,999,997 (880...910), 998 (920...950), 999 (960...990).
        #expect(result.order == ["c0.999999997", "c0.999999998", "c0.999999999"])
        var middle = d
        middle.scrollTo = ScrollToDescription(section: 0, item: 500_000_000, position: .centeredVertically)
        // mid = 20,000,000,000 + 15; y = 20,000,000,015 - 50.
        #expect(run(middle, .visible).contentOffset == Point(x: 0, y: 19_999_999_965))
    }

    @Test("with right-to-left the horizontal positions read the mirrored frames")
    func rightToLeft() {
        // The mirrored horizontal flow of RightToLeftTests: contentSize 780 × 200 in a 300 × 200 view; item 0 at
        // x 660, item 7 at 390. x is clamped to [0, 780 - 300 = 480]; y keeps the default -0.
        func target(_ item: Int, _ position: ScrollPosition) -> Point? {
            var d = RightToLeftTests.horizontalFlow(pinned: false)
            d.scrollTo = ScrollToDescription(section: 0, item: item, position: position)
            return run(d, .visible).contentOffset
        }
        #expect(target(0, .left) == Point(x: 480, y: 0))  // 660, clamped to 480
        #expect(target(0, .right) == Point(x: 440, y: 0))  // 740 - 300
        #expect(target(0, .centeredHorizontally) == Point(x: 480, y: 0))  // 700 - 150 = 550, clamped
        #expect(target(7, .left) == Point(x: 390, y: 0))
        #expect(target(7, .right) == Point(x: 170, y: 0))  // 470 - 300
        #expect(target(7, .centeredHorizontally) == Point(x: 280, y: 0))  // 430 - 150
        // A vertical position keeps the default x, the leading (right) end: 780 - 300 + 0 = 480.
        #expect(target(7, .top) == Point(x: 480, y: 0))
    }

    @Test("each visible item scrolled to the top sits at the top edge unless clamped", arguments: 0..<100)
    func visibleItemsAtTop(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 0x5C_0110)
        var d = randomDescription(&rng)
        guard d.scrollDirection == .vertical else { return }
        let all = run(d, .all)
        let visible = run(d, .visible)
        let cv = d.collectionView
        let highest = Swift.max(-cv.contentInset.top, all.contentSize.height + cv.contentInset.bottom - cv.size.height)
        for cell in visible.attributes where cell.category == .cell {
            d.scrollTo = ScrollToDescription(section: cell.section, item: cell.item, position: .top)
            let answer = run(d, .visible)
            guard let offset = answer.contentOffset else {
                Issue.record("no contentOffset")
                return
            }
            let unclamped = cell.frame.minY - cv.contentInset.top
            if unclamped >= -cv.contentInset.top && unclamped <= highest {
                // The item's top is at the visible top edge, below the inset.
                #expect(offset.y + cv.contentInset.top == cell.frame.minY, "seed \(seed) \(cell.section).\(cell.item)")
            } else {
                #expect(offset.y == (unclamped < -cv.contentInset.top ? -cv.contentInset.top : highest))
            }
            #expect(offset.x == cv.contentOffset.x)
            // Its frame (cells never pin) is in the answer unless it has no area.
            if cell.frame.width > 0 && cell.frame.height > 0 {
                #expect(answer.cell(cell.section, cell.item)?.frame == cell.frame)
            }
        }
    }
}
