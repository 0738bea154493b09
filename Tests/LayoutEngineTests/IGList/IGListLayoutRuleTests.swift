// Hand-computed iglist cases for the rules IGListKit's own tests leave implicit: its zIndex scheme, the last
// sticky header left unbounded, item widths clamped to the padded width, and element order.
import Testing

@testable import LayoutEngine

@Suite("IGList rules, hand-computed")
struct IGListLayoutRuleTests {
    @Test("zIndex: cells section*1000 + item, headers and footers section*1000 + 999, pinned or not")
    func zIndexScheme() {
        let sections = [
            igSection(headerHeight: 10, footerHeight: 5, igItems(2, 50, 10)),
            igSection(headerHeight: 10, igItems(1, 50, 10)),
        ]
        let r = run(igRequest(sections))
        #expect(r.order == ["h0", "c0.0", "c0.1", "f0", "h1", "c1.0"])
        #expect(r.attributes.map(\.zIndex) == [999, 0, 1, 999, 1999, 1000])
        // Scrolled 3 points with sticky headers: header 0 is pinned and keeps 999 unless pinning.zIndex is set.
        let pinned = run(igRequest(sections, stickyHeaders: true, contentOffset: Point(x: 0, y: 3)))
        #expect(pinned.header(0)?.pinned == true)
        #expect(pinned.header(0)?.zIndex == 999)
        var custom = igRequest(sections, stickyHeaders: true, contentOffset: Point(x: 0, y: 3))
        custom.pinning.zIndex = 50
        #expect(run(custom).header(0)?.zIndex == 50)
    }

    @Test("the last section's sticky header is not bounded, as in IGListKit")
    func lastHeaderUnbounded() {
        // One section: header 0…10, items 10…30. Scrolled to 500 the header still pins at 500.
        let r = run(
            igRequest(
                [igSection(headerHeight: 10, igItems(2, 100, 10))], stickyHeaders: true,
                contentOffset: Point(x: 0, y: 500)))
        expectFrame(r.header(0)?.frame, rect(0, 500, 100, 10))
    }

    @Test("an item wider than the padded width is clamped to it and sits on its own row")
    func oversizedItemClamped() {
        // padded width 100 - 10 - 10 = 80: the 200-wide item becomes 80 wide on row 0 (x 10); the next item
        // (10 + 80 + 10 > 91) starts a new row.
        let r = run(igRequest([igSection(insets: insets(0, 10, 0, 10), [size(200, 10), size(20, 10)])]))
        expectFrames(r.cellFrames(0), [rect(10, 0, 80, 10), rect(10, 10, 20, 10)])
    }

    @Test("a section continuing a row starts after the previous section's right inset plus its own left inset")
    func sharedRowInsets() {
        // s0: x 5, width 20, then itemX = 5 + 20 + 0 + right 7 = 32; s1: 32 + left 3 = 35, top inset 4 → y 4.
        let r = run(
            igRequest([
                igSection(insets: insets(0, 5, 0, 7), [size(20, 10)]),
                igSection(insets: insets(4, 3, 0, 0), [size(20, 10)]),
            ]))
        expectFrame(r.cell(0, 0)?.frame, rect(5, 0, 20, 10))
        expectFrame(r.cell(1, 0)?.frame, rect(35, 4, 20, 10))
    }
}
