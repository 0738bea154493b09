// Uniform IGListKit sections whose row 0 continues the row the previous section left read their columns off one
// shared run per item length and metrics (`IGListRowRun`): every frame equals the item-by-item walk's, and a
// hundred thousand such sections, each starting at a new x, cost one walk, not one each.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("IGList rows read off a shared run")
struct IGListRowRunTests {
    func explicitTwin(_ s: IGListSectionDescription) -> IGListSectionDescription {
        guard case .uniform(let n, let item) = s.items else { return s }
        var twin = s
        twin.items = .explicit(Array(repeating: item!, count: n))
        return twin
    }

    /// Chains of 2 to 6 uniform sections of one item size (tiny, thirds and tenths of a point, widths that put
    /// hundreds on a row), each continuing the row the last one left, at scales 1, 2, 3 and 2.5, sometimes with a
    /// header or an inset that breaks the chain, a section of another size between them: every attribute equals
    /// the item-by-item walk's bit for bit.
    @Test("chains of continuing sections equal the walk bit for bit")
    func chainsEqualWalk() {
        var g = SplitMix64(seed: 0x1633_0207)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        var continued = 0
        for seed in 0..<160 {
            let scale = pick([1, 2, 3, 2.5])
            let width = pick([100, 320, 375.5])
            let item = Size(width: pick([0.001, 0.3, 1.0 / 3, 0.1, 7.1, 33.3, 1e-7]), height: pick([1, 1.0 / 3, 10]))
            let spacing = pick([0, 0, 0.2, 1.0 / 3])
            var sections: [IGListSectionDescription] = []
            for _ in 0..<g.int(2...6) {
                var section = IGListSectionDescription(
                    items: .uniform(count: g.int(1...900), item: item), minimumInteritemSpacing: spacing)
                if g.int(0...5) == 0 { section.headerSize = Size(width: 10, height: 5) }
                if g.int(0...5) == 0 { section.inset = insets(0, 1.5, 0, 0) }
                if g.int(0...7) == 0 {
                    sections.append(
                        IGListSectionDescription(items: .uniform(count: 3, item: Size(width: 9, height: 1))))
                }
                sections.append(section)
            }
            let closed = igRequest(sections, width: width, height: 300, scale: scale)
            let walked = igRequest(sections.map(explicitTwin), width: width, height: 300, scale: scale)
            let a = run(closed)
            let b = run(walked)
            #expect(a.contentSize == b.contentSize, "seed \(seed)")
            #expect(a.attributes == b.attributes, "seed \(seed): \(item) spacing \(spacing) at scale \(scale)")
            continued += restingRows(closed).filter { $0.firstRow.isContinued && $0.firstRowOrigin > 0 }.count
        }
        // The chains reach the shared run (not only fresh rows).
        #expect(continued > 100, "\(continued) sections continued a run")
    }

    /// Chains of 2 to 8 uniform sections of one item size stretched to the edge (`stretchToEdge`), content widths
    /// that land items within a point of the edge, each section continuing the row the last one left: a row 0
    /// read off the run up to its stretched column (`IGListRowColumns.init(stretching:origin:metrics:maximum:walks:)`)
    /// gives every attribute the item-by-item walk gives, bit for bit, with and without a stretched column on it,
    /// held by the section or read off the shape shared by sections continuing the run before its stretched column
    /// (`Shape.init(continuingStretched:metrics:run:walks:)`).
    @Test("stretched chains read off the run equal the walk bit for bit")
    func stretchedChainsEqualWalk() {
        var g = SplitMix64(seed: 0x1633_5713)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        var continued = 0
        var stretchedOnRow0 = 0
        var shared = [0, 0]
        for seed in 0..<200 {
            let scale = pick([1, 2, 3, 2.5])
            let width = pick([100, 81.2, 99.95, 375.5, 320])
            let item = Size(
                width: pick([0.001, 0.3, 1.0 / 3, 0.1, 7.1, 33.3, 2.0 / 3, 0.7, 9.9]), height: pick([1, 1.0 / 3, 10]))
            let spacing = pick([0, 0, 0.2, 1.0 / 3])
            var sections: [IGListSectionDescription] = []
            for _ in 0..<g.int(2...8) {
                var section = IGListSectionDescription(
                    items: .uniform(count: g.int(1...700), item: item), minimumInteritemSpacing: spacing)
                if g.int(0...9) == 0 { section.inset = insets(0, 1.5, 0, 0.25) }
                sections.append(section)
            }
            let closed = igRequest(sections, width: width, height: 300, stretchToEdge: true, scale: scale)
            let walked = igRequest(
                sections.map(explicitTwin), width: width, height: 300, stretchToEdge: true, scale: scale)
            let a = run(closed)
            let b = run(walked)
            #expect(a.contentSize == b.contentSize, "seed \(seed)")
            #expect(a.attributes == b.attributes, "seed \(seed): \(item) spacing \(spacing) at scale \(scale)")
            for frames in restingRows(closed) where frames.firstRow.isContinued && frames.firstRowOrigin > 0 {
                continued += 1
                // The section's own stretched column: one of its row 0's items.
                if let j = frames.wideColumn(of: 0), j < frames.itemsOnRow(0) { stretchedOnRow0 += 1 }
                // Read off the shape shared by sections continuing the run, of one row or several.
                if frames.columnShift > 0 { shared[frames.rowCount > 1 ? 1 : 0] += 1 }
            }
        }
        // The chains reach rows 0 read off the run, some of them stretched.
        #expect(continued > 100, "\(continued) stretched sections continued a run")
        #expect(stretchedOnRow0 > 20, "\(stretchedOnRow0) of them stretched on row 0")
        #expect(shared[0] > 20 && shared[1] > 20, "\(shared) one-row and several-row sections on a shared shape")
    }

    /// The sections' uniform frames at rest.
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

    /// The adversary's body: sections of 0.001-point items whose counts cycle 10^10, 10^7 and 10, so each ends
    /// at a new x and the next continues from there. Every section's rows are read off one walk: the walks made
    /// are counted by identity, one for all the sections (each used to walk its own row 0 and later rows).
    @Test("thousands of sections each continuing at a new x share one walk")
    func continuingSectionsShareOneWalk() throws {
        let counts = [10_000_000_000, 10_000_000, 10]
        let sections = (0..<3_000).map { s in
            IGListSectionDescription(
                items: .uniform(count: counts[s % 3], item: Size(width: 0.001, height: 1)))
        }
        let rows = restingRows(igRequest(sections, width: 375, height: 81.2))
        #expect(rows.count == 3_000)
        var walks: [ObjectIdentifier] = []
        for frames in rows {
            for columns in [frames.firstRow, frames.row] {
                let walk = try #require(columns.xs.sum.walk, "0.001 is not exact in binary: the x's are walked")
                if !walks.contains(ObjectIdentifier(walk.storage)) { walks.append(ObjectIdentifier(walk.storage)) }
            }
        }
        #expect(walks.count == 1)
        // Each row 0 but the first continues the run at a new term.
        let origins = Set(rows.map(\.firstRowOrigin))
        let continuing = rows.dropFirst().filter(\.firstRow.isContinued).count
        #expect(continuing == rows.count - 1)
        #expect(origins.count > 100)
    }
}
