import Testing

@testable import LayoutEngine

/// Sections of a flow layout: headers and footers, per-section overrides, empty sections, content inset,
/// horizontal scrolling. Expected frames are computed by hand in the comments.
@Suite("Flow sections")
struct FlowSectionTests {
    @Test("headers and footers take the full content width and their reference height; sections stack")
    func headersAndFooters() {
        // Header {999, 40}: the width is ignored (full content width 375). Footer {0, 20}. Inset top 5, bottom 5.
        // Section 0: header (0, 0, 375, 40); items at 40 + 5 = 45; two 100-wide items on the last line:
        // leftover 375 - 210 = 165 → 1 phantom → n = 3 → gap (375 - 300) / 2 = 37.5 → x 0, 137.5.
        // Items end 95, + inset.bottom 5 = 100 → footer (0, 100, 375, 20), section ends 120.
        // Section 1 starts at 120: header (0, 120, 375, 40), items at 165, footer (0, 220, 375, 20), end 240.
        let flow = FlowLayoutDescription(
            sectionInset: EdgeInsets(top: 5, bottom: 5), headerReferenceSize: size(999, 40),
            footerReferenceSize: size(0, 20),
            sections: [flowSection(count: 2, 100, 50), flowSection(count: 2, 100, 50)])
        let r = run(flowRequest(flow))
        expectFrame(r.header(0)?.frame, rect(0, 0, 375, 40))
        expectFrames(r.cellFrames(0), [rect(0, 45, 100, 50), rect(137.5, 45, 100, 50)])
        expectFrame(r.footer(0)?.frame, rect(0, 100, 375, 20))
        expectFrame(r.header(1)?.frame, rect(0, 120, 375, 40))
        expectFrames(r.cellFrames(1), [rect(0, 165, 100, 50), rect(137.5, 165, 100, 50)])
        expectFrame(r.footer(1)?.frame, rect(0, 220, 375, 20))
        #expect(r.contentSize == size(375, 240))
        // Unpinned supplementaries: zIndex 0, pinned false.
        #expect(r.header(0)?.zIndex == 0 && r.header(0)?.pinned == false)
    }

    @Test("a zero-height header or footer produces nothing and takes no room")
    func zeroHeightSupplementaries() {
        // Header {375, 0} and footer {375, 0}: none returned; the item sits at y 0 and the content is 50 tall.
        let flow = FlowLayoutDescription(
            headerReferenceSize: size(375, 0), footerReferenceSize: size(375, 0),
            sections: [flowSection(count: 1, 50, 50)])
        let r = run(flowRequest(flow))
        #expect(r.order == ["c0.0"])
        #expect(r.contentSize == size(375, 50))
    }

    @Test("an empty section keeps its header, its top and bottom insets, and its footer")
    func emptySection() {
        // Decision (FlowLayout.restingSection): UIKit applies an empty section's insets.
        // Header 30, inset top 7 + bottom 11, footer 20: header (0, 0, 375, 30), footer at 30 + 7 + 11 = 48,
        // section ends 68. The next section starts at 68: header (0, 68), item at 68 + 30 + 7 = 105.
        let flow = FlowLayoutDescription(
            sectionInset: EdgeInsets(top: 7, bottom: 11), headerReferenceSize: size(0, 30),
            footerReferenceSize: size(0, 20),
            sections: [
                flowSection([]), FlowSectionDescription(items: .uniform(count: 0, item: nil)),
                flowSection(count: 1, 50, 50),
            ])
        let r = run(flowRequest(flow))
        expectFrame(r.header(0)?.frame, rect(0, 0, 375, 30))
        expectFrame(r.footer(0)?.frame, rect(0, 48, 375, 20))
        // A uniform section of 0 items is the same empty section, from 68.
        expectFrame(r.header(1)?.frame, rect(0, 68, 375, 30))
        expectFrame(r.footer(1)?.frame, rect(0, 116, 375, 20))  // 68 + 30 + 7 + 11 = 116
        expectFrame(r.header(2)?.frame, rect(0, 136, 375, 30))
        // Single item, last line: leftover 325 → 5 phantoms (floor(325 / 60)) → on the grid at the left inset.
        expectFrame(r.cell(2, 0)?.frame, rect(0, 173, 50, 50))  // 136 + 30 + 7
        #expect(r.order == ["h0", "f0", "h1", "f1", "h2", "c2.0", "f2"])
    }

    @Test("per-section overrides replace the layout's values for that section only")
    func perSectionOverrides() {
        // Layout: item 50×50, header 30, footer 10, spacing 10/10, inset 0.
        // Section 0 (uniform 3, no overrides): header (0, 0, 375, 30); k = floor(385 / 60) = 6 → one line, last:
        // leftover 375 - 170 = 205 → 3 phantoms → n = 6, gap (375 - 300) / 5 = 15 → x 0, 65, 130, y 30.
        // Items end 80 → footer (0, 80, 375, 10), end 90.
        // Section 1 (uniform 5; header 0 → none; footer 25; item 80×40; inset 10 all round; line spacing 20;
        // interitem 5): room 355, k = floor(360 / 85) = 4, full gap (355 - 320) / 3 = 35/3.
        // Items from 90 + 10 = 100; x 10 + c * (80 + 35/3); line 1 at 100 + 40 + 20 = 160, its lone item on the
        // grid (leftover 275 → 3 phantoms → n = 4, same gap) at x 10. Items end 200, + 10 → footer (0, 210, 375, 25).
        let flow = FlowLayoutDescription(
            headerReferenceSize: size(0, 30), footerReferenceSize: size(0, 10),
            sections: [
                FlowSectionDescription(items: .uniform(count: 3, item: nil)),
                FlowSectionDescription(
                    items: .uniform(count: 5, item: nil), itemSize: size(80, 40),
                    inset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), minimumLineSpacing: 20,
                    minimumInteritemSpacing: 5, headerSize: .zero, footerSize: size(0, 25)),
            ])
        let r = run(flowRequest(flow))
        expectFrame(r.header(0)?.frame, rect(0, 0, 375, 30))
        expectFrames(r.cellFrames(0), [rect(0, 30, 50, 50), rect(65, 30, 50, 50), rect(130, 30, 50, 50)])
        expectFrame(r.footer(0)?.frame, rect(0, 80, 375, 10))
        #expect(r.header(1) == nil)
        let step = 80 + 35.0 / 3
        expectFrames(
            r.cellFrames(1),
            [
                rect(10, 100, 80, 40), rect(10 + step, 100, 80, 40), rect(10 + 2 * step, 100, 80, 40),
                rect(10 + 3 * step, 100, 80, 40), rect(10, 160, 80, 40),
            ])
        expectFrame(r.footer(1)?.frame, rect(0, 210, 375, 25))
        #expect(r.contentSize == size(375, 235))
    }

    @Test("the content width excludes the horizontal content inset")
    func contentInsetNarrowsContent() {
        // Inset left 10 right 5 → content width 360; header (0, 0, 360, 20).
        // Three 100-wide items, one last line: leftover 360 - 320 = 40 → gap (360 - 300) / 2 = 30 → x 0, 130, 260.
        let flow = FlowLayoutDescription(headerReferenceSize: size(0, 20), sections: [flowSection(count: 3, 100, 100)])
        let r = run(flowRequest(flow, in: collectionView(375, 667, inset: EdgeInsets(top: 64, left: 10, right: 5))))
        expectFrame(r.header(0)?.frame, rect(0, 0, 360, 20))
        expectFrames(r.cellFrames(0), [rect(0, 20, 100, 100), rect(130, 20, 100, 100), rect(260, 20, 100, 100)])
        #expect(r.contentSize == size(360, 120))
    }

    @Test("horizontal scrolling lays lines out as columns with headers on the left")
    func horizontal() {
        // Collection view 320 × 200, horizontal. Item {50, 60}, header {30, 999}, footer {15, 0}.
        // Transposed: content "width" 200, items 60 across × 50 along; room 200 → 60, 130, 200 <= 200 → 3 per
        // column, gap (200 - 180) / 2 = 10 → y 0, 70, 140. Header: x 0, width 30, full height 200.
        // Column 0 at x 30, column 1 at 30 + 50 + 10 = 90; its lone item on the grid (leftover 140 → 2 phantoms
        // → n = 3, gap 10) at y 0. Footer at x 140, width 15. contentSize {155, 200}.
        let flow = FlowLayoutDescription(
            itemSize: size(50, 60), headerReferenceSize: size(30, 999), footerReferenceSize: size(15, 0),
            sections: [FlowSectionDescription(items: .uniform(count: 4, item: nil))])
        let r = run(flowRequest(flow, in: collectionView(320, 200), direction: .horizontal))
        expectFrame(r.header(0)?.frame, rect(0, 0, 30, 200))
        expectFrames(
            r.cellFrames(0),
            [rect(30, 0, 50, 60), rect(30, 70, 50, 60), rect(30, 140, 50, 60), rect(90, 0, 50, 60)])
        expectFrame(r.footer(0)?.frame, rect(140, 0, 15, 200))
        #expect(r.contentSize == size(155, 200))
    }

    @Test("horizontal section overrides and explicit sizes are transposed too")
    func horizontalOverrides() {
        // Section inset {top 4, left 6, bottom 8, right 2}, item sizes {40, 90} and {40, 90}; height 200.
        // Transposed: inset {top 6, left 4, bottom 2, right 8}, items 90 across × 40 along, room 200 - 12 = 188:
        // 90 + 10 + 90 = 190 > 188 → one item per column; last column: leftover 98 < 100 → centred:
        // across 4 + (188 - 90) / 2 = 53. Column 0 along 6, column 1 along 6 + 40 + 10 = 56.
        // End along: 96 + 2 = 98.
        let flow = FlowLayoutDescription(sections: [
            FlowSectionDescription(
                items: .explicit([size(40, 90), size(40, 90)]), inset: EdgeInsets(top: 4, left: 6, bottom: 8, right: 2))
        ])
        let r = run(flowRequest(flow, in: collectionView(320, 200), direction: .horizontal))
        expectFrames(r.cellFrames(0), [rect(6, 53, 40, 90), rect(56, 53, 40, 90)])
        #expect(r.contentSize == size(98, 200))
    }
}
