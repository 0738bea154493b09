import SeededRandom
import Testing

@testable import LayoutEngine

/// A uniform compositional section's anchor pick is computed over its repeated run (`runAnchorPick`), never by
/// walking its cells; here it is held equal to the walk (`walkedAnchorPick`) over the same frames, for vertical and
/// orthogonal runs, partial last groups, groups of several cells of several sizes, and bounds anywhere around them.
@Suite("Compositional anchors over a repeated run")
struct RunAnchorPickTests {
    @Test("the computed pick is the walked pick")
    func computedEqualsWalked() throws {
        var g = SplitMix64(seed: 0x0A4C_1E33)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        var compared = 0
        var accepted = 0
        for round in 0..<160 {
            let orthogonal = g.int(0...2) == 0
            // A group of two to four cells across (or along, orthogonal) of mixed sizes, some without area.
            let cells = (0..<g.int(2...4)).map { _ in
                CompositionalItem(
                    layoutSize: CompositionalSize(
                        widthDimension: .absolute(pick([0, 30, 41.5, 80])),
                        heightDimension: .absolute(pick([0, 20, 33.25, 50]))))
            }
            let group = CompositionalItem(
                layoutSize: CompositionalSize(
                    widthDimension: orthogonal ? .absolute(pick([90, 200])) : .fractionalWidth(1),
                    heightDimension: .absolute(pick([40, 60.5, 100]))),
                group: CompositionalGroup(axis: .horizontal, subitems: .list(cells)))
            let section = CompositionalSectionLayout(
                group: group, interGroupSpacing: pick([0, 6, 10.5]),
                orthogonalScrollingBehavior: orthogonal ? .continuous : .none)
            let count = g.int(1...60)
            let d = LayoutDescription(
                collectionView: CollectionViewDescription(size: Size(width: 375, height: 600)),
                family: .compositional(
                    CompositionalLayoutDescription(
                        section: section,
                        sections: [CompositionalSectionDescription(items: .uniform(count: count, item: nil))])))
            var budget = WorkBudget(limit: .max)
            guard let layout = try? PreparedLayout(d, indexed: false, sectionIndexed: false, budget: &budget) else {
                continue
            }
            let items = try #require(layout.family.sections[0].items as? CompositionalCells)
            let height = layout.family.contentSize.height
            for _ in 0..<12 {
                let bounds = Rect(
                    x: g.double(-100...300), y: g.double(-100...(height + 50)), width: g.double(0...500),
                    height: g.double(0...400))
                for reversed in [false, true] {
                    let accepts = { (_: Int, f: Rect) in bounds.contains(f) }
                    let computed = items.anchorPick(in: bounds, reversed: reversed, accepts: accepts)
                    let walked = items.walkedAnchorPick(in: bounds, reversed: reversed, accepts: accepts)
                    #expect(computed.first?.item == walked.first?.item, "round \(round) \(bounds) \(reversed)")
                    #expect(computed.first?.frame == walked.first?.frame, "round \(round)")
                    #expect(computed.accepted?.item == walked.accepted?.item, "round \(round) \(bounds) \(reversed)")
                    #expect(computed.accepted?.frame == walked.accepted?.frame, "round \(round)")
                    compared += 1
                    if walked.accepted != nil { accepted += 1 }
                }
            }
        }
        #expect(compared > 2000 && accepted > 200, "\(compared) picks, \(accepted) accepted")
    }
}
