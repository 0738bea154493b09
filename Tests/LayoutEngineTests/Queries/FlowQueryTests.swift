import Testing

@testable import LayoutEngine

/// `computeLayout` queries through the flow family: visible, all, rect, and the contract's order.
@Suite("Flow queries")
struct FlowQueryTests {
    /// 20 items of 100×100 in 375 wide: 3 per line (x 0, 137.5, 275), line i at y 110 i, 7 lines.
    func grid(uniform: Bool, header: Double = 0, footer: Double = 0, sections: Int = 1) -> FlowLayoutDescription {
        let section =
            uniform
            ? FlowSectionDescription(items: .uniform(count: 20, item: nil)) : flowSection(count: 20, 100, 100)
        return FlowLayoutDescription(
            itemSize: size(100, 100), headerReferenceSize: size(0, header), footerReferenceSize: size(0, footer),
            sections: Array(repeating: section, count: sections))
    }

    @Test("visible returns the elements meeting the bounds at contentOffset", arguments: [false, true])
    func visible(uniform: Bool) {
        // Bounds y 250 ..< 450: line 2 (220..320), line 3 (330..430), line 4 (440..540) → items 6 ... 14.
        // Line 1 ends at 210 <= 250 and line 5 starts at 550 >= 450: not visible.
        let r = run(flowRequest(grid(uniform: uniform), in: collectionView(375, 200, offsetY: 250)), .visible)
        #expect(r.attributes.map(\.item) == Array(6...14))
        #expect(r.attributes.allSatisfy { $0.category == .cell && $0.zIndex == 0 })
        expectFrame(r.cell(0, 14)?.frame, rect(275, 440, 100, 100))
    }

    @Test("the default contentOffset is the scrolled-to-top position under contentInset.top")
    func defaultOffset() {
        // contentInset.top 64 → contentOffset y -64, bounds -64 ..< 136 (height 200): lines 0 (0..100) and
        // 1 (110..210) → items 0 ... 5.
        let cv = collectionView(375, 200, inset: EdgeInsets(top: 64))
        let r = run(flowRequest(grid(uniform: false), in: cv), .visible)
        #expect(r.attributes.map(\.item) == Array(0...5))
    }

    @Test("a rect query keeps only frames overlapping it with positive area", arguments: [false, true])
    func rectQuery(uniform: Bool) {
        // Rect (0, 110, 100, 100) is exactly item 3's frame → item 3 alone (item 4 starts at x 137.5).
        let r = run(flowRequest(grid(uniform: uniform)), .rect(rect(0, 110, 100, 100)))
        #expect(r.attributes.map(\.item) == [3])
        // The gap between lines 0 and 1 (y 100 ..< 110) touches both lines along an edge only → nothing.
        #expect(run(flowRequest(grid(uniform: uniform)), .rect(rect(0, 100, 375, 10))).attributes.isEmpty)
        // A column between items (x 100 ..< 137.5) meets no cell either.
        #expect(run(flowRequest(grid(uniform: uniform)), .rect(rect(100, 0, 37.5, 800))).attributes.isEmpty)
    }

    @Test("all returns every element: by section, header, cells by item, footer")
    func allInOrder() {
        // Two sections of 20 with a 30 header and a 10 footer.
        let r = run(flowRequest(grid(uniform: true, header: 30, footer: 10, sections: 2)), .all)
        let section = { (s: Int) in ["h\(s)"] + (0..<20).map { "c\(s).\($0)" } + ["f\(s)"] }
        #expect(r.order == section(0) + section(1))
        // Section 0: header 0..30, lines from 30, 7 lines end 30 + 760 = 790, footer 790..800; section 1 from 800.
        expectFrame(r.footer(0)?.frame, rect(0, 790, 375, 10))
        expectFrame(r.header(1)?.frame, rect(0, 800, 375, 30))
        #expect(r.contentSize == size(375, 1600))
    }

    @Test("a visible query spanning two sections keeps the contract's order")
    func visibleAcrossSections() {
        // Bounds 700 ..< 900: section 0 line 6 (30 + 660 = 690 .. 790): item 18 (x 0; the last line's 2 items sit on
        // the grid, item 19 at 137.5), footer 0 (790..800), header 1 (800..830), section 1 line 0 (830..930): 0 ... 2.
        let r = run(
            flowRequest(
                grid(uniform: true, header: 30, footer: 10, sections: 2), in: collectionView(375, 200, offsetY: 700)),
            .visible)
        #expect(r.order == ["c0.18", "c0.19", "f0", "h1", "c1.0", "c1.1", "c1.2"])
    }

    @Test("zero-area items come back only from all")
    func zeroArea() {
        // Item 0 is 0 wide: a zero-area frame intersects nothing; item 1 (50×50) is visible.
        let flow = FlowLayoutDescription(sections: [flowSection([size(0, 50), size(50, 50)])])
        #expect(run(flowRequest(flow), .visible).attributes.map(\.item) == [1])
        #expect(run(flowRequest(flow), .all).attributes.map(\.item) == [0, 1])
    }

    @Test("queries in horizontal scrolling read the rect in real coordinates")
    func horizontalQuery() {
        // Horizontal, 375 × 200, items 100×100: transposed room 200 → k = floor(210 / 110) = 1 per column, each
        // centred across: y (200 - 100) / 2 = 50. Column i at x 110 i. Bounds x 250 ..< 625: columns 2 ... 5
        // (column 2 spans 220..320; column 6 starts at 660).
        let r = run(
            flowRequest(grid(uniform: true), in: collectionView(375, 200, offsetX: 250), direction: .horizontal),
            .visible)
        #expect(r.attributes.map(\.item) == Array(2...5))
        expectFrame(r.cell(0, 2)?.frame, rect(220, 50, 100, 100))
        #expect(r.contentSize == size(110 * 20 - 10, 200))
    }
}
