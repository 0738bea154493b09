import SeededRandom
import Testing

@testable import LayoutEngine

/// Sections placed with the layout's own section reuse the cells' shape of a recent section (`Shape`: its groups,
/// item count, orthogonal offset and flags), placed from their own start; a section with a layout of its
/// own is solved afresh. Every request laid out through the shared shapes must answer exactly what the same request
/// answers with each section given that layout as its own: every element's attributes, for `"all"` and for rects
/// anywhere in the content, and the content size.
@Suite("Compositional shared shapes")
struct SharedShapeTests {
    @Test("sections sharing a shape answer what sections solved afresh answer")
    func sharedShapesAreFresh() throws {
        var shared = 0
        var sharedAcross = 0
        var compared = 0
        for seed in 0..<120 {
            var gen = CompositionalGenerator(seed: UInt64(0x3_3C0 + seed))
            let layout = gen.sectionLayout()
            var sections: [CompositionalSectionDescription] = []
            // Runs of equal sections (the shapes shared) between others that break them.
            while sections.count < 24 {
                let items: ItemList<Size>
                switch gen.g.int(0...5) {
                case 0: items = .uniform(count: 0, item: nil)
                case 1: items = .explicit((0..<gen.g.int(1...5)).map { _ in Size(width: 40, height: 30) })
                default: items = .uniform(count: [1, 3, 7, 20][gen.g.int(0...3)], item: nil)
                }
                let offset = gen.g.int(0...3) == 0 ? Point(x: 37, y: 0) : .zero
                for _ in 0..<gen.g.int(1...4) {
                    sections.append(CompositionalSectionDescription(items: items, orthogonalContentOffset: offset))
                }
            }
            let cv = CollectionViewDescription(size: Size(width: Double(gen.g.int(280...420)), height: 640))
            let sharing = LayoutDescription(
                collectionView: cv,
                family: .compositional(
                    CompositionalLayoutDescription(section: layout, interSectionSpacing: 5, sections: sections)))
            let own = LayoutDescription(
                collectionView: cv,
                family: .compositional(
                    CompositionalLayoutDescription(
                        interSectionSpacing: 5,
                        sections: sections.map {
                            CompositionalSectionDescription(
                                items: $0.items, layout: layout, orthogonalContentOffset: $0.orthogonalContentOffset)
                        })))
            guard let all = try? computeLayout(sharing, elements: .all) else {
                #expect(throws: LayoutError.self) { try computeLayout(own, elements: .all) }
                continue
            }
            let fresh = try computeLayout(own, elements: .all)
            #expect(all.attributes == fresh.attributes, "seed \(seed)")
            #expect(all.contentSize == fresh.contentSize, "seed \(seed)")
            for _ in 0..<6 {
                let rect = Rect(
                    x: gen.g.double(-50...400), y: gen.g.double(-50...(all.contentSize.height + 50)),
                    width: gen.g.double(0...500), height: gen.g.double(0...700))
                let got = try computeLayout(sharing, elements: .rect(rect))
                let want = try computeLayout(own, elements: .rect(rect))
                #expect(got.attributes == want.attributes, "seed \(seed) \(rect)")
                compared += 1
            }
            // The run reaches sharing: consecutive sections holding one shape.
            var budget = WorkBudget(limit: .max)
            let prepared = try PreparedLayout(sharing, indexed: false, sectionIndexed: false, budget: &budget)
            let cells = prepared.family.sections.compactMap { $0.items as? CompositionalCells }
            for s in cells.indices.dropFirst() where cells[s].shape === cells[s - 1].shape { shared += 1 }
            // And across other sections: a shape found again among the recent ones.
            for s in cells.indices.dropFirst()
            where cells[s].shape !== cells[s - 1].shape
                && cells[..<(s - 1)].contains(where: { $0.shape === cells[s].shape })
            {
                sharedAcross += 1
            }
        }
        #expect(shared > 500 && compared > 400, "\(shared) sections shared a shape, \(compared) rects compared")
        #expect(sharedAcross > 100, "\(sharedAcross) sections shared the shape of a section before the last")
    }
}
