// Every case of the exactness round's "What was found", pinned with hand-derived expectations.
import Testing

@testable import LayoutEngine

@Suite("Exactness regressions")
struct ExactnessRegressionTests {
    static func flow(
        width: Double, inset: EdgeInsets = .zero, spacing: Double = 10, item: Size, count: Int, uniform: Bool
    ) throws -> LayoutResult {
        let items: ItemList<Size> =
            uniform ? .uniform(count: count, item: item) : .explicit(Array(repeating: item, count: count))
        let d = FlowLayoutDescription(
            minimumInteritemSpacing: spacing, sectionInset: inset, sections: [FlowSectionDescription(items: items)])
        return try computeLayout(
            LayoutDescription(collectionView: collectionView(width, 800), family: .flow(d)), elements: .all)
    }

    @Test(
        "k items of width (available - (k-1)·spacing)/k fill exactly one line, uniform or listed",
        arguments: [
            // 320 - 20 - 20 = 280 available, spacing 1, k = 7: width 274/7; 7 items sum to 280 (± rounding).
            (320.0, 20.0, 1.0, 7),
            // 375 available, spacing 20, k = 6: width 275/6; 6·275/6 + 5·20 = 375.
            (375.0, 0.0, 20.0, 6),
        ])
    func computedWidthsFillOneLine(width: Double, side: Double, spacing: Double, k: Int) throws {
        let available = width - 2 * side
        let w = (available - Double(k - 1) * spacing) / Double(k)
        for uniform in [true, false] {
            let r = try Self.flow(
                width: width, inset: EdgeInsets(top: 0, left: side, bottom: 0, right: side), spacing: spacing,
                item: size(w, 40), count: k, uniform: uniform)
            // One line: every item at y 0, content 40 tall; justified with k items and leftover ~0, the gap is
            // the spacing, so item j sits at side + j·(w + spacing).
            #expect(r.contentSize.height == 40, "uniform \(uniform)")
            for (j, cell) in r.cells(0).enumerated() {
                #expect(cell.frame.y == 0)
                #expect(isClose(cell.frame.x, side + Double(j) * (w + spacing), tolerance: 1e-9))
            }
        }
    }

    @Test("the last line of one item size stays on the grid: 196.8-wide item 1 at 206.8 in 1024")
    func lastLineOfOneSizeStaysOnGrid() throws {
        // Width 1024, items 196.8, spacing 10: five fit (5·196.8 + 4·10 = 1024 exactly, within 1/1024), so
        // the grid's gap is (1024 - 984) / 4 = 10. Two items on the (last) line, one size: automatic keeps the
        // grid, item 1 at 196.8 + 10 = 206.8 (v1's uniform path put it at 275.733 from a count of 4).
        for uniform in [true, false] {
            let r = try Self.flow(width: 1024, item: size(196.8, 100), count: 2, uniform: uniform)
            #expect(isClose(r.cell(0, 1)!.frame.x, 206.8, tolerance: 1e-9), "uniform \(uniform)")
        }
    }

    @Test("IGList: 8,194 uniform items equal the walk at scale 3 and at scale 1")
    func igListUniformEqualsWalk() throws {
        // The uniform section takes IGListUniformFrames; the listed one walks item by item
        // (IGListCursor.place), which is IGListKit's own accumulation. Heights 50.25 ceil to 151/3 at scale 3,
        // so each row's floored top loses part of a pixel: v1's top + n·stride drifted by 206.6 points.
        for scale in [3.0, 1.0] {
            var results: [LayoutResult] = []
            for uniform in [true, false] {
                let item = size(50, 50.25)
                let items: ItemList<Size> =
                    uniform ? .uniform(count: 8194, item: item) : .explicit(Array(repeating: item, count: 8194))
                let d = IGListLayoutDescription(sections: [
                    IGListSectionDescription(items: items, minimumLineSpacing: 10, minimumInteritemSpacing: 10)
                ])
                results.append(
                    try computeLayout(
                        LayoutDescription(collectionView: collectionView(375, 667, scale: scale), family: .iglist(d)),
                        elements: .all))
            }
            #expect(results[0].contentSize == results[1].contentSize, "scale \(scale)")
            #expect(results[0].attributes == results[1].attributes, "scale \(scale)")
        }
    }

    @Test("a waterfall aspect width of 5e-324 or 1e-300 is a 422 at its item, not a zero or 3.75e304 tall cell")
    func tinyAspectWidthIsRefusedAtItsItem() {
        // Column width (320 - 10) / 2 = 155; height = 100 · 155 / 5e-324 overflows to +inf, and with 1e-300
        // it is 1.55e304: both beyond ±1e15, so the layout is refused naming item 0 of section 0.
        for tiny in [5e-324, 1e-300] {
            let d = WaterfallLayoutDescription(sections: [
                WaterfallSectionDescription(items: .explicit([size(tiny, 100), size(100, 100)]))
            ])
            #expect(throws: LayoutError.impossibleNumber(.item(section: 0, item: 0))) {
                try computeLayout(
                    LayoutDescription(collectionView: collectionView(320, 480), family: .waterfall(d)), elements: .all)
            }
        }
    }

    @Test("stickHeight taller than its header pins the whole header at the pin line")
    func stickHeightAboveHeaderPinsWholeHeader() throws {
        // Header 40 at y 0, stickHeight 100, offset 50: pinTop = 50; the lift is max(0, 40 - 100) = 0, so the
        // header pins at 50 (v1 put it at 50 - (40 - 100) = 110, below the pin line).
        let d = FlowLayoutDescription(sections: [
            FlowSectionDescription(items: .uniform(count: 40, item: nil), headerSize: size(375, 40))
        ])
        let r = try computeLayout(
            LayoutDescription(
                collectionView: collectionView(375, 667, offsetY: 50), family: .flow(d),
                pinning: PinningDescription(headers: .all, stickHeight: 100)))
        #expect(r.header(0)?.frame.y == 50)
        #expect(r.header(0)?.pinned == true)
    }

    @Test("the bottom of a billion-item section is reachable: an offset past 1e9 answers its last lines")
    func bottomOfBillionItemSectionIsReachable() throws {
        // 10^9 items of 50×50, spacing 10, in 375: 6 a line (6·50 + 5·10 = 350 <= 375), so ceil(10^9 / 6) =
        // 166,666,667 lines, each 50 + 10 apart: content = 166,666,666·60 + 50 = 10,000,000,010 (v1 capped
        // offsets at 1e9, a tenth of the way down).
        let d = FlowLayoutDescription(sections: [
            FlowSectionDescription(items: .uniform(count: 1_000_000_000, item: nil))
        ])
        let probe = try computeLayout(
            LayoutDescription(collectionView: collectionView(375, 667), family: .flow(d)), elements: .rect(.zero))
        #expect(probe.contentSize.height == 10_000_000_010)
        let bottom = try computeLayout(
            LayoutDescription(collectionView: collectionView(375, 667, offsetY: 10_000_000_010 - 667), family: .flow(d))
        )
        // The last line, 166,666,666, holds items 999,999,996 ... 999,999,999 (10^9 = 6·166,666,666 + 4) at
        // y 166,666,666·60 = 9,999,999,960.
        let last = bottom.attributes.last
        #expect(last?.item == 999_999_999)
        #expect(last?.frame.y == 9_999_999_960)
    }
}
