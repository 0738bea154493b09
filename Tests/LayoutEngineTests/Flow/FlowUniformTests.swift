import Testing

@testable import LayoutEngine

/// Uniform flow sections: closed form equal to the explicit layout of the same items, never materialised,
/// and a billion-item section queried deep inside in microseconds.
@Suite("Flow uniform sections")
struct FlowUniformTests {
    /// A case: items of one size in a section with the given parameters.
    struct Case: Sendable, CustomTestStringConvertible {
        var count: Int
        var item: Size
        var width: Double
        var inset: EdgeInsets = .zero
        var interitem: Double = 10
        var line: Double = 10
        var alignment: FlowLineAlignment = .justified
        var testDescription: String { "\(count) × \(item.width)×\(item.height) in \(width), \(alignment)" }
    }

    static let cases: [Case] = [
        Case(count: 7, item: size(100, 100), width: 375),
        Case(count: 9, item: size(100, 100), width: 375),  // full last line
        Case(count: 1, item: size(100, 100), width: 375),
        Case(count: 5, item: size(200, 40), width: 300),  // one per line, centred
        Case(count: 3, item: size(400, 40), width: 375),  // wider than the line
        Case(count: 11, item: size(33.5, 20), width: 320, inset: EdgeInsets(top: 3, left: 7, bottom: 5, right: 9)),
        Case(count: 10, item: size(50, 50), width: 375, interitem: 0, line: 0),
        Case(count: 6, item: size(0, 20), width: 100, interitem: 0),  // zero width, zero spacing: one line
        Case(count: 6, item: size(0, 20), width: 100, interitem: 5),
        Case(count: 13, item: size(60, 30), width: 375, alignment: .start),
        Case(count: 13, item: size(60, 30), width: 375, alignment: .center),
        Case(count: 13, item: size(60, 30), width: 375, alignment: .end),
        Case(count: 4, item: size(50, 50), width: 40, inset: EdgeInsets(left: 20, right: 20)),  // no room
    ]

    func flow(_ c: Case, uniform: Bool) -> FlowLayoutDescription {
        let items: ItemList<Size> =
            uniform ? .uniform(count: c.count, item: c.item) : .explicit(Array(repeating: c.item, count: c.count))
        return FlowLayoutDescription(
            minimumLineSpacing: c.line, minimumInteritemSpacing: c.interitem, sectionInset: c.inset,
            headerReferenceSize: size(0, 12), lineAlignment: c.alignment,
            sections: [flowSection(count: 2, 40, 40), FlowSectionDescription(items: items)])
    }

    @Test("a uniform section lays out exactly like the same items listed one by one", arguments: cases)
    func uniformEqualsExplicit(c: Case) throws {
        let cv = collectionView(c.width, 200)
        let uniform = try FlowLayout.resting(flow(c, uniform: true), collectionView: cv)
        let explicit = try FlowLayout.resting(flow(c, uniform: false), collectionView: cv)
        #expect(uniform.sections[1].items is UniformFlowFrames)
        #expect(isClose(uniform.contentSize.height, explicit.contentSize.height))
        #expect(isClose(uniform.sections[1].contentEnd, explicit.sections[1].contentEnd))
        let u = uniform.sections[1].items
        let e = explicit.sections[1].items
        #expect(u.count == e.count)
        expectFrames((0..<u.count).map(u.frame(at:)), (0..<e.count).map(e.frame(at:)))
        // Band queries: every item meeting a band is among the candidates, for bands across the section.
        let top = uniform.sections[1].start
        for minY in stride(from: top - 50, through: top + 300, by: 17.5) {
            let maxY = minY + 45
            let range = u.candidates(minY: minY, maxY: maxY)
            for i in 0..<u.count {
                let f = u.frame(at: i)
                if f.width > 0, f.height > 0, f.minY < maxY, f.maxY > minY {
                    #expect(range.contains(i), "item \(i) \(f) meets \(minY)..<\(maxY) but is not in \(range)")
                }
            }
        }
    }

    @Test("a visible query a billion items deep answers the closed form")
    func billionItems() throws {
        // 1,000,000,000 items of 100×100 in 375: k = floor((375 + 10) / 110) = 3, lines 333,333,334
        // (the last holds 1,000,000,000 - 3 × 333,333,333 = 1 item). Line i at y 110 i; columns x 0, 137.5, 275
        // (gap (375 - 300) / 2 = 37.5). Visible band at y = 110 × 200,000,000 = 22,000,000,000, 667 tall:
        // lines 200,000,000 ... 200,000,006 (top 22e9 + 660 < 22e9 + 667) → items 600,000,000 ... 600,000,020.
        let count = 1_000_000_000
        let flow = FlowLayoutDescription(
            itemSize: size(100, 100), sections: [FlowSectionDescription(items: .uniform(count: count, item: nil))])
        let offset = 110.0 * 200_000_000
        let request = flowRequest(flow, in: collectionView(375, 667, offsetY: offset))
        // The lines before them are never walked (`ComputeBudgetTests` bounds what a query examines).
        let result = try computeLayout(request, elements: .visible)
        #expect(result.attributes.map(\.item) == Array(600_000_000...600_000_020))
        for a in result.attributes {
            let line = a.item / 3
            let column = a.item % 3
            expectFrame(a.frame, rect(Double(column) * 137.5, 110 * Double(line), 100, 100))
        }
        // contentSize: 333,333,334 lines × 100 + 333,333,333 gaps × 10.
        #expect(result.contentSize == size(375, 333_333_334 * 100 + 333_333_333 * 10))
        // The very last item: alone on the last line, on the grid (2 phantoms fit) → x 0, y 110 × 333,333,333.
        let end = try computeLayout(request, elements: .rect(rect(0, 110 * 333_333_333, 375, 100)))
        #expect(end.attributes.map(\.item) == [999_999_999])
        expectFrame(end.attributes.first?.frame, rect(0, 110 * 333_333_333, 100, 100))
    }

    @Test("asking for all of a billion items fails with the attribute limit, before allocating")
    func billionAll() {
        let flow = FlowLayoutDescription(sections: [
            FlowSectionDescription(items: .uniform(count: 1_000_000_000, item: nil))
        ])
        #expect(throws: LayoutError.tooManyAttributes(limit: 100_000)) {
            try computeLayout(flowRequest(flow), elements: .all)
        }
    }

    @Test("explicit and huge uniform sections mix in one collection")
    func mixedCollection() throws {
        // Header 20 everywhere, item 100×100, width 375 (3 per line, x 0, 137.5, 275, line pitch 110).
        // Section 0 (explicit 2): header 0..20, one line at 20 (x 0, 137.5 by the last-line rule), ends 120.
        // Section 1 (uniform 3,000,000): header 120..140, 1,000,000 lines from 140: ends 140 + 1,000,000 × 110 - 10
        // = 110,000,130. Section 2 (explicit 1): header at 110,000,130, item at 110,000,150, ends 110,000,250.
        let flow = FlowLayoutDescription(
            itemSize: size(100, 100), headerReferenceSize: size(0, 20),
            sections: [
                flowSection(count: 2, 100, 100), FlowSectionDescription(items: .uniform(count: 3_000_000, item: nil)),
                flowSection(count: 1, 100, 100),
            ])
        let all = try computeLayout(flowRequest(flow), elements: .rect(rect(0, 110_000_000, 375, 1000)))
        // Band 110,000,000 ..< 110,001,000: section 1's lines i with 140 + 110 i + 100 > 110,000,000 → i >= 999,998
        // (140 + 110 × 999,998 = 109,999,920, bottom 110,000,020); lines 999,998 and 999,999 → items 2,999,994 ...
        // 2,999,999; then section 2's header and item.
        #expect(all.order == (2_999_994...2_999_999).map { "c1.\($0)" } + ["h2", "c2.0"])
        expectFrame(all.cell(1, 2_999_999)?.frame, rect(275, 140 + 110 * 999_999, 100, 100))
        expectFrame(all.header(2)?.frame, rect(0, 110_000_130, 375, 20))
        expectFrame(all.cell(2, 0)?.frame, rect(0, 110_000_150, 100, 100))
        #expect(all.contentSize == size(375, 110_000_250))
    }
}
