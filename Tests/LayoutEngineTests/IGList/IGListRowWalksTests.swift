// Uniform IGListKit sections whose row 0 starts at an x no shared run reaches (`stretchToEdge`, item lengths
// changing from one section to the next) hold that row's walked x's in a bounded table (`IGListRowWalks`), not
// each its own: every frame equals the item-by-item walk's, and what the sections store does not grow with a walk
// per section.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("IGList rows walked on their own, held by a bounded table")
struct IGListRowWalksTests {
    func explicitTwin(_ s: IGListSectionDescription) -> IGListSectionDescription {
        guard case .uniform(let n, let item) = s.items else { return s }
        var twin = s
        twin.items = .explicit(Array(repeating: item!, count: n))
        return twin
    }

    func restingRows(_ description: LayoutDescription) -> [IGListUniformFrames] {
        guard case .iglist(let d) = description.family else { return [] }
        var budget = WorkBudget(limit: .max)
        guard
            let family = try? IGListLayout.resting(d, collectionView: description.collectionView, budget: &budget)
        else {
            Issue.record("the layout threw")
            return []
        }
        return family.sections.compactMap { $0.items as? IGListUniformFrames }
    }

    /// Chains of 2 to 12 uniform sections, item widths alternating between two of tiny, third-, tenth-point and
    /// wider ones from one section to the next (so row 0 starts off the run of its own length), with and
    /// without `stretchToEdge`, at scales 1, 2, 3 and 2.5, with content widths that land items within a point of
    /// the edge: every attribute, queried over the whole content, equals the item-by-item walk's, bit for bit.
    @Test("alternating and stretched chains equal the walk bit for bit")
    func chainsEqualWalk() {
        var g = SplitMix64(seed: 0x1633_1207)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        let widths = [0.001, 0.002, 0.3, 1.0 / 3, 0.1, 7.1, 33.3, 1e-7, 2.0 / 3, 0.7]
        var walked = 0
        var stretched = 0
        for seed in 0..<200 {
            let scale = pick([1, 2, 3, 2.5])
            let width = pick([100, 320, 375.5, 81.2, 99.95])
            let stretch = g.int(0...1) == 1
            let pair = (pick(widths), pick(widths))
            let height = pick([1, 1.0 / 3, 10])
            let spacing = pick([0, 0, 0.2, 1.0 / 3])
            var sections: [IGListSectionDescription] = []
            for i in 0..<g.int(2...12) {
                var section = IGListSectionDescription(
                    items: .uniform(
                        count: g.int(1...1_200), item: Size(width: i % 2 == 0 ? pair.0 : pair.1, height: height)),
                    minimumInteritemSpacing: spacing)
                if g.int(0...7) == 0 { section.inset = insets(0, 1.5, 0, 0.25) }
                sections.append(section)
            }
            let closed = igRequest(sections, width: width, height: 300, stretchToEdge: stretch, scale: scale)
            let explicit = igRequest(
                sections.map(explicitTwin), width: width, height: 300, stretchToEdge: stretch, scale: scale)
            let a = run(closed)
            let b = run(explicit)
            #expect(a.contentSize == b.contentSize, "seed \(seed)")
            #expect(a.attributes == b.attributes, "seed \(seed): \(pair) stretch \(stretch) at scale \(scale)")
            for frames in restingRows(closed) {
                for columns in [frames.firstRow, frames.row] {
                    if case .walked = columns.xs { walked += 1 }
                    if columns.stretched != nil { stretched += 1 }
                }
            }
        }
        // The chains reach rows walked on their own, and stretched columns.
        #expect(walked > 100, "\(walked) rows walked on their own")
        #expect(stretched > 20, "\(stretched) rows with a stretched column")
    }

    /// The walks a section holds in place: those of shared runs only (a `RepeatedSum.Walk` by identity).
    func heldWalks(_ rows: [IGListUniformFrames]) -> (walks: Set<ObjectIdentifier>, table: IGListRowWalks?) {
        var walks = Set<ObjectIdentifier>()
        var table: IGListRowWalks?
        for frames in rows {
            for columns in [frames.firstRow, frames.row] {
                for sum in [columns.xs, columns.after].compactMap({ $0 }) {
                    switch sum {
                    case .held(let s): if let w = s.walk { walks.insert(ObjectIdentifier(w)) }
                    case .walked(_, _, _, let t): table = t
                    }
                }
            }
        }
        return (walks, table)
    }

    /// The adversary's two shapes, 3,000 sections of counts cycling 10^9, 10^6 and 10 in an 81.2-point view:
    /// items alternating 0.001 and 0.002 points wide, and 0.001-point items stretched to the edge. Each row 0
    /// starts at an x of its own and is walked, but no section holds its walk: the sections hold the shared
    /// runs' walks only (one per item length, none stretched), and the table holds at most its capacity.
    @Test("sections walked at new x's hold no walk of their own")
    func walksAreNotStoredPerSection() throws {
        let counts = [1_000_000_000, 1_000_000, 10]
        let alternating = (0..<3_000).map { s in
            IGListSectionDescription(
                items: .uniform(count: counts[s % 3], item: Size(width: s % 2 == 0 ? 0.001 : 0.002, height: 1)))
        }
        let thousandths = (0..<3_000).map { s in
            IGListSectionDescription(items: .uniform(count: counts[s % 3], item: Size(width: 0.001, height: 1)))
        }
        for (sections, stretch, runs) in [(alternating, false, 2), (thousandths, true, 0)] {
            let rows = restingRows(igRequest(sections, width: 81.2, height: 81.2, stretchToEdge: stretch))
            #expect(rows.count == 3_000)
            let (walks, table) = heldWalks(rows)
            #expect(walks.count <= runs, "stretch \(stretch): \(walks.count) walks held by sections")
            let t = try #require(table, "stretch \(stretch): rows walked on their own")
            #expect(t.held <= IGListRowWalks.capacity)
            // Each section made at most its row 0's walk and its stretched tail's.
            #expect(t.made <= 2 * 3_000 + 2, "stretch \(stretch): \(t.made) walks made")
            let own = rows.filter { if case .walked = $0.firstRow.xs { true } else { false } }.count
            #expect(own > 2_900, "stretch \(stretch): \(own) rows 0 walked on their own")
        }
    }
}
