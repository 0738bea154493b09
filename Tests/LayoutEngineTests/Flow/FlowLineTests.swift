import Testing

@testable import LayoutEngine

/// Lines of a single flow section: greedy fill, justified spacing, the last-line rule, line and item alignment.
/// Every expectation is computed by hand from the flow rules (docs/flow.md) in the comment beside it.
@Suite("Flow lines")
struct FlowLineTests {
    /// One section of `sizes` in a 375-wide collection view (defaults: spacing 10, inset 0).
    func layout(
        _ sizes: [Size], width: Double = 375, lineAlignment: FlowLineAlignment = .justified,
        itemAlignment: FlowItemAlignment = .center, inset: EdgeInsets = .zero
    ) -> LayoutResult {
        let flow = FlowLayoutDescription(
            sectionInset: inset, lineAlignment: lineAlignment, itemAlignment: itemAlignment,
            sections: [flowSection(sizes)])
        return run(flowRequest(flow, in: collectionView(width, 667)))
    }

    @Test("three 100-point items in 375 points are justified with 37.5-point gaps")
    func threeItemsJustified() {
        // Greedy: 100, 100+10+100 = 210, 210+10+100 = 320 <= 375 → one line of 3, which is also the last line.
        // Last line: leftover 375 - 320 = 55 < 10 + 100 → no phantom → gap (375 - 300) / 2 = 37.5.
        let r = layout(Array(repeating: size(100, 100), count: 3))
        expectFrames(r.cellFrames(0), [rect(0, 0, 100, 100), rect(137.5, 0, 100, 100), rect(275, 0, 100, 100)])
        // contentSize = {content width 375, end of the section 100}.
        #expect(r.contentSize == size(375, 100))
    }

    @Test("a uniform grid's last line stays on the grid")
    func lastLineOnGrid() {
        // 8 items of 100: lines of 3, 3, 2 at y 0, 110, 220 (100 + line spacing 10).
        // Full lines: gap 37.5 → x 0, 137.5, 275.
        // Last line (2 items): leftover 375 - 210 = 165, floor(165 / 110) = 1 phantom → n = 3,
        // gap (375 - (200 + 100)) / 2 = 37.5 → x 0, 137.5: on the grid, not spread to the edges.
        let r = layout(Array(repeating: size(100, 100), count: 8))
        expectFrames(
            r.cellFrames(0),
            [
                rect(0, 0, 100, 100), rect(137.5, 0, 100, 100), rect(275, 0, 100, 100),
                rect(0, 110, 100, 100), rect(137.5, 110, 100, 100), rect(275, 110, 100, 100),
                rect(0, 220, 100, 100), rect(137.5, 220, 100, 100),
            ])
        #expect(r.contentSize == size(375, 320))
    }

    @Test("a lone item on the last line sits where the filled grid puts it: the left inset")
    func loneLastItemOnGrid() {
        // Decision (FlowSectionMetrics.placement): the last line is filled with phantoms of its last item.
        // 4 items: line 2 holds item 3 alone; leftover 375 - 100 = 275, floor(275 / 110) = 2 phantoms → n = 3,
        // gap (375 - 300) / 2 = 37.5, first item at the left inset → x 0 (not centred at 137.5).
        let r = layout(Array(repeating: size(100, 100), count: 4))
        expectFrame(r.cell(0, 3)?.frame, rect(0, 110, 100, 100))
        // A section of one item is the same case: x 0, at the left inset.
        expectFrame(layout([size(100, 100)]).cell(0, 0)?.frame, rect(0, 0, 100, 100))
    }

    @Test("a lone item is centred when no second item of its size would fit the line")
    func loneItemCentred() {
        // Width 300, items 200 wide: 200 + 10 + 200 = 410 > 300, so each line holds one item.
        // Line 0 (not last, one item): centred → x (300 - 200) / 2 = 50.
        // Line 1 (last): leftover 100 < 10 + 200 → no phantom → one slot → centred, x 50.
        let r = layout([size(200, 40), size(200, 40)], width: 300)
        expectFrames(r.cellFrames(0), [rect(50, 0, 200, 40), rect(50, 50, 200, 40)])
    }

    @Test("the last line of mixed sizes packs left (UIKit's automatic rule); a lone item on a full line is centred")
    func lastLineOfMixedSizesPacksLeft() {
        // Items 300×40, 100×20, 50×30 in 375. 300 + 10 + 100 = 410 > 375 → line 0 = [300], centred:
        // x (375 - 300) / 2 = 37.5, y 0, line height 40.
        // Line 1 = [100, 50] (160 <= 375), top 40 + 10 = 50, height 30. It is the last line and the sizes differ,
        // so `automatic` packs it at minimumInteritemSpacing from the left inset: x 0, 100 + 10.
        // Centred across the line: 100×20 at 50 + (30 - 20) / 2 = 55; 50×30 at 50.
        let r = layout([size(300, 40), size(100, 20), size(50, 30)])
        expectFrames(r.cellFrames(0), [rect(37.5, 0, 300, 40), rect(0, 55, 100, 20), rect(110, 50, 50, 30)])
        #expect(r.contentSize == size(375, 80))
    }

    @Test("an item wider than its line sits alone on it at the left inset")
    func itemWiderThanLineSitsAtLeftInset() {
        // 400 > 375: the first item of a line always goes in, the next (10 + 100) cannot join it.
        // Line 0 = [400], wider than the line → at the left inset, x 0 (v1 centred it at -12.5).
        // Line 1 = [100] at y 60, the last line of a section of mixed sizes → packed left: x 0.
        let r = layout([size(400, 50), size(100, 50)])
        expectFrames(r.cellFrames(0), [rect(0, 0, 400, 50), rect(0, 60, 100, 50)])
    }

    @Test("section insets narrow the line and offset it")
    func sectionInset() {
        // Inset {10, 20, 30, 15}: room 375 - 20 - 15 = 340 → 3 per line (320 <= 340, 430 > 340).
        // Gap (340 - 300) / 2 = 20 → x 20, 140, 260. Line 0 at y 10 (inset.top), line 1 at 120.
        // Last line: leftover 240 → 2 phantoms → n = 3, gap 20 → x 20.
        // End = 220 + inset.bottom 30 = 250.
        let r = layout(
            Array(repeating: size(100, 100), count: 4), inset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 15))
        expectFrames(
            r.cellFrames(0),
            [rect(20, 10, 100, 100), rect(140, 10, 100, 100), rect(260, 10, 100, 100), rect(20, 120, 100, 100)])
        #expect(r.contentSize == size(375, 250))
    }

    @Test(
        "start, center and end alignment keep items at the interitem spacing and align the group",
        arguments: [
            // Full line of 3: packed 3 * 100 + 2 * 10 = 320, leftover 55. Last line of 1: leftover 275.
            (FlowLineAlignment.start, [0.0, 110, 220], 0.0),
            (.center, [27.5, 137.5, 247.5], 137.5),  // 55 / 2 = 27.5; 275 / 2 = 137.5
            (.end, [55.0, 165, 275], 275.0),  // 375 - 320 = 55; 375 - 100 = 275
        ])
    func groupAlignment(alignment: FlowLineAlignment, fullLineX: [Double], lastLineX: Double) {
        let r = layout(Array(repeating: size(100, 100), count: 4), lineAlignment: alignment)
        expectFrames(
            r.cellFrames(0),
            fullLineX.map { rect($0, 0, 100, 100) } + [rect(lastLineX, 110, 100, 100)])
    }

    @Test(
        "items sit across their line by itemAlignment, and the line is as tall as its tallest item",
        arguments: [
            // Line height 80 (tallest). center: (80 - 40) / 2 = 20, 0, (80 - 60) / 2 = 10.
            (FlowItemAlignment.center, [20.0, 0, 10]),
            (.start, [0.0, 0, 0]),
            (.end, [40.0, 0, 20]),  // 80 - 40, 80 - 80, 80 - 60
        ])
    func itemAlignment(alignment: FlowItemAlignment, ys: [Double]) {
        // One line, the last of a section of mixed sizes (heights differ): packed left at spacing 10 → x 0, 110, 220.
        let r = layout([size(100, 40), size(100, 80), size(100, 60)], itemAlignment: alignment)
        let xs = [0, 110.0, 220]
        let heights = [40.0, 80, 60]
        expectFrames(r.cellFrames(0), (0..<3).map { rect(xs[$0], ys[$0], 100, heights[$0]) })
        // The next section content would begin below the 80-tall line.
        #expect(r.contentSize.height == 80)
    }

    @Test("a line taller than the next is spaced from the tallest item")
    func lineHeightFromTallest() {
        // Widths 200 each in 375: 200 + 10 + 200 = 410 > 375 → one per line.
        // Line 0: [200×90] y 0; line 1: [200×30] at 90 + 10 = 100.
        // Line 0 is centred: x (375 - 200) / 2 = 87.5; line 1 is the last line of mixed sizes: packed left, x 0.
        let r = layout([size(200, 90), size(200, 30)])
        expectFrames(r.cellFrames(0), [rect(87.5, 0, 200, 90), rect(0, 100, 200, 30)])
    }

    /// A section of `sizes` (or `count` items of `itemSize`, uniform) in a 100-wide view at zero inter-item
    /// spacing, inset `left` 7 and `right` 3 (90 points of line).
    func zeroSpacing(
        _ items: ItemList<Size>, itemSize: Size = size(0, 50), lineAlignment: FlowLineAlignment = .justified,
        lastLineAlignment: FlowLastLineAlignment
    ) -> [Rect] {
        let flow = FlowLayoutDescription(
            itemSize: itemSize, minimumInteritemSpacing: 0, sectionInset: EdgeInsets(left: 7, right: 3),
            lineAlignment: lineAlignment, sections: [FlowSectionDescription(items: items)],
            lastLineAlignment: lastLineAlignment)
        return run(flowRequest(flow, in: collectionView(100, 100))).cellFrames(0)
    }

    @Test(
        "a last line ending in a 0-wide item at zero spacing is placed at its limit, not over a phantom count",
        arguments: [FlowLastLineAlignment.automatic, .grid])
    func zeroWidthLastLine(lastLine: FlowLastLineAlignment) {
        // Two 0 × 50 items: further 0-wide items at 0 spacing add nothing, so "as if filled" never ends. The
        // limit, justified: packed at minimumInteritemSpacing 0 from the left inset 7, so x 7 and 7 (not
        // 7 + 90 / 2^61), explicit or uniform alike.
        let two = [size(0, 50), size(0, 50)]
        #expect(zeroSpacing(.explicit(two), lastLineAlignment: lastLine) == [rect(7, 0, 0, 50), rect(7, 0, 0, 50)])
        #expect(
            zeroSpacing(.uniform(count: 2, item: nil), lastLineAlignment: lastLine)
                == [rect(7, 0, 0, 50), rect(7, 0, 0, 50)])
        // A lone one sits at the left inset.
        #expect(zeroSpacing(.uniform(count: 1, item: nil), lastLineAlignment: lastLine) == [rect(7, 0, 0, 50)])
        // start / center / end place the line by its own length, 0: at 7, at 7 + 90 / 2 = 52, at 7 + 90 = 97.
        for (alignment, x) in [(FlowLineAlignment.start, 7.0), (.center, 52), (.end, 97)] {
            #expect(
                zeroSpacing(.explicit(two), lineAlignment: alignment, lastLineAlignment: lastLine)
                    == [rect(x, 0, 0, 50), rect(x, 0, 0, 50)], "\(alignment)")
        }
    }

    @Test("grid: a last line of mixed widths ending in a 0-wide item packs from the left inset")
    func zeroWidthLastItemOnMixedLine() {
        // 60, 60, 20, 0 in 90 points at spacing 0: line 0 holds 60 (60 + 60 > 90), line 1 holds 60, 20, 0 (80).
        // Line 0 is a lone item, centred: 7 + (90 - 60) / 2 = 22. The last line ends in a 0-wide item, so its
        // filling never ends: packed from 7 at 0 spacing, x 7, 67, 87; centred by its own length 80: 7 + 5 = 12,
        // 72, 92.
        let items = ItemList<Size>.explicit([size(60, 50), size(60, 50), size(20, 50), size(0, 50)])
        #expect(
            zeroSpacing(items, lastLineAlignment: .grid)
                == [rect(22, 0, 60, 50), rect(7, 60, 60, 50), rect(67, 60, 20, 50), rect(87, 60, 0, 50)])
        #expect(
            zeroSpacing(items, lineAlignment: .center, lastLineAlignment: .grid)
                == [rect(22, 0, 60, 50), rect(12, 60, 60, 50), rect(72, 60, 20, 50), rect(92, 60, 0, 50)])
    }
}
