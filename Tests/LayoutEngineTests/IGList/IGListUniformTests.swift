// Large uniform iglist sections use a closed form; it must give the frames that laying out the same items one
// by one gives (exactly, for numbers exact in binary), answer band queries with the same cells, and leave the
// following section where the item-by-item walk leaves it. A billion items cost O(1).
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("IGList uniform sections in closed form")
struct IGListUniformTests {
    /// 5000 items: several full rows and a partial one, in closed form (`IGListUniformFrames`).
    static let count = 5000

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let before: [IGListSectionDescription]
        let section: IGListSectionDescription
        let stretchToEdge: Bool
        let scale: Double
        var testDescription: String { name }
    }

    static func uniform(
        _ w: Double, _ h: Double, insets i: EdgeInsets = .zero, line: Double = 0, interitem: Double = 0,
        header: Double = 0, footer: Double = 0
    ) -> IGListSectionDescription {
        IGListSectionDescription(
            items: .uniform(count: count, item: Size(width: w, height: h)), inset: i, minimumLineSpacing: line,
            minimumInteritemSpacing: interitem, headerSize: Size(width: header, height: header),
            footerSize: Size(width: footer, height: footer))
    }

    static let cases: [Case] = [
        Case(name: "fresh rows of three", before: [], section: uniform(33, 33), stretchToEdge: false, scale: 2),
        Case(
            name: "continuing a shared row, insets and spacings",
            before: [igSection([size(40, 70)])],
            section: uniform(25, 20, insets: insets(3, 4, 5, 6), line: 7, interitem: 2.5), stretchToEdge: false,
            scale: 2),
        Case(
            name: "under a header, with a footer", before: [igSection(igItems(2, 30, 30))],
            section: uniform(45, 12.5, line: 1.5, header: 10, footer: 8), stretchToEdge: false, scale: 2),
        Case(
            name: "stretching the last of each row", before: [], section: uniform(33, 10), stretchToEdge: true,
            scale: 1),
        Case(
            name: "half-point sizes at scale 1", before: [igSection([size(10, 10)])],
            section: uniform(19.5, 10.5, interitem: 0.5, header: 0), stretchToEdge: false, scale: 1),
        Case(name: "one item per row", before: [], section: uniform(100, 4, line: 2), stretchToEdge: false, scale: 4),
    ]

    func explicitTwin(_ s: IGListSectionDescription) -> IGListSectionDescription {
        guard case .uniform(let n, let item) = s.items else { return s }
        var twin = s
        twin.items = .explicit(Array(repeating: item!, count: n))
        return twin
    }

    @Test("closed form equals the item-by-item walk", arguments: cases)
    func closedFormMatchesWalk(_ c: Case) {
        let after = igSection(headerHeight: 5, [size(30, 30), size(30, 30)])
        let closed = igRequest(c.before + [c.section, after], stretchToEdge: c.stretchToEdge, scale: c.scale)
        let walked = igRequest(
            c.before + [explicitTwin(c.section), after], stretchToEdge: c.stretchToEdge, scale: c.scale)
        let a = run(closed)
        let b = run(walked)
        #expect(a.contentSize == b.contentSize)
        #expect(a.attributes == b.attributes)
        for band in [rect(0, 0, 100, 1), rect(0, 333.25, 100, 80), rect(0, a.contentSize.height - 90, 100, 120)] {
            #expect(run(closed, .rect(band)).attributes == run(walked, .rect(band)).attributes)
        }
    }

    /// Random uniform sections of 1 to 400 items, between sections that share their rows, at scales 1, 2, 3 and
    /// 2.5, with insets, spacings and item sizes off the pixel grid (thirds, tenths, tiny widths that put
    /// hundreds on a row), `stretchToEdge` on or off: the closed form answers every attribute bit for bit as the
    /// item-by-item walk does, the section bounds that IGListKit unions one frame at a time included.
    @Test("seeded uniform sections of every size equal the walk bit for bit")
    func seededSectionsEqualWalk() {
        var g = SplitMix64(seed: 0x1611_5733)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        for seed in 0..<400 {
            let scale = pick([1, 2, 3, 2.5])
            let width = pick([100, 320, 375.5, 414])
            let item = Size(
                width: pick([1, 0.3, 1.0 / 3, 7.1, 33.3, 50, 99.9, width]), height: pick([0, 1, 10.25, 33.3, 1.0 / 3]))
            var section = IGListSectionDescription(
                items: .uniform(count: g.int(1...400), item: item),
                inset: insets(pick([0, 2.5, 1.0 / 3]), pick([0, 3, 10.1]), pick([0, 4]), pick([0, 1.5, 7])),
                minimumLineSpacing: pick([0, 1.5, 0.1]), minimumInteritemSpacing: pick([0, 2.5, 0.2]),
                headerSize: Size(width: 10, height: pick([0, 0, 12.5])),
                footerSize: Size(width: 10, height: pick([0, 8])))
            if g.bool() { section.inset.left = 0 }
            let before = igSection([size(pick([10, 40.4, width]), pick([10, 33.3, 1000.3, 4321.7]))])
            let after = igSection([size(30, 30)])
            let stretch = g.bool()
            let closed = igRequest(
                [before, section, after], width: width, height: 300, stretchToEdge: stretch, scale: scale)
            let walked = igRequest(
                [before, explicitTwin(section), after], width: width, height: 300, stretchToEdge: stretch,
                scale: scale)
            let a = run(closed)
            let b = run(walked)
            #expect(a.contentSize == b.contentSize, "seed \(seed)")
            #expect(a.attributes == b.attributes, "seed \(seed): \(section) at scale \(scale)")
        }
    }

    /// Row tops on the pixel grid (whole points at scales 1 to 4, halves and quarters at 2 and 4, from tops deep in
    /// the content) come from row 1 and a step: every row equals the walk's, which floors each row as IGListKit
    /// does; and off the grid (thirds of a point, tenths, scale 2.5) the walk is kept.
    @Test("row tops in closed form and walked equal the rows stepped one by one")
    func rowTopsEqualWalk() throws {
        var g = SplitMix64(seed: 0x1612_0033)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        var closed = 0
        for _ in 0..<300 {
            let scale = pick([1, 2, 3, 4, 2.5])
            let grid = PixelGrid(scale: scale)
            let start = pick([0, 12, 1e6, 123_456_789, 4e12]) + pick([0, 0.5, 0.25, 1.0 / 3, 0.1])
            let height = grid.ceil(pick([1, 10, 33, 10.5, 0.25, 1.0 / 3]))
            let spacing = pick([0, 1, 2.5, 0.5, 0.1])
            let insetTop = pick([0, 3, 0.5, 1.0 / 3])
            let top = grid.floor(start + insetTop)
            let first = IGListRowTops.State(raw: start, top: top, next: Swift.max((top + height) - insetTop, start))
            let rows = g.int(2...3000)
            var budget = WorkBudget(limit: .max)
            let fast = try IGListRowTops(
                rowCount: rows, first: first, lineSpacing: spacing, insetTop: insetTop, height: height, grid: grid,
                budget: &budget, section: 0)
            let walked = try IGListRowTops(
                rowCount: rows, first: first, lineSpacing: spacing, insetTop: insetTop, height: height, grid: grid,
                budget: &budget, section: 0, walking: true)
            if fast.runs.isEmpty { closed += 1 }
            // The rows as IGListKit steps them, one by one.
            var stepped = [first]
            for _ in 1..<rows {
                let last = stepped[stepped.count - 1]
                let raw = last.next + spacing
                let top = grid.floor(raw + insetTop)
                stepped.append(.init(raw: raw, top: top, next: Swift.max((top + height) - insetTop, last.next)))
            }
            let differing = (0..<rows).filter {
                fast.state(ofRow: $0) != stepped[$0] || walked.state(ofRow: $0) != stepped[$0]
            }
            #expect(differing.isEmpty, "start \(start) height \(height) spacing \(spacing) scale \(scale)")
        }
        #expect(closed > 30, "\(closed) in closed form")
    }

    @Test("a billion-item section answers a band deep inside it in O(1)")
    func billionItems() {
        let section = IGListSectionDescription(items: .uniform(count: 1_000_000_000, item: Size(width: 33, height: 33)))
        let request = igRequest([section])
        // 3 items per row (33 + 33 + 33 ≤ 101), 333_333_334 rows of 33: height 11_000_000_022.
        let r = run(request, .rect(rect(0, 3_300_000_000, 100, 33)))
        #expect(r.contentSize.height == 11_000_000_022)
        // Row 100_000_000 starts at y 3_300_000_000 and holds items 300_000_000...300_000_002.
        #expect(r.attributes.map(\.item) == [300_000_000, 300_000_001, 300_000_002])
        expectFrame(r.attributes.first?.frame, rect(0, 3_300_000_000, 33, 33))
    }
}
