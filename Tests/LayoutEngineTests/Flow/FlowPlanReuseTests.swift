import SeededRandom
import Testing

@testable import LayoutEngine

/// `FlowLayout.resting` reuses the plan of the section before (metrics, uniform shape, header and footer) for a
/// section that `sharesPlan` with it, and its metrics, header and footer with a shape of its own for a section that
/// only `sharesAnswers`. Every section it lays out must equal that section planned afresh, with caches of its own,
/// from the same start: its bounds, every item's frame and every part's frame.
@Suite("Flow plan reuse")
struct FlowPlanReuseTests {
    /// Runs of sections as the decoder makes them (consecutive equal answers share one box), with answers and items
    /// drawn from a few choices so that neighbours often share a plan, and sometimes have equal answers in boxes
    /// of their own or the same answers with other items.
    static func randomLayout(_ g: inout SplitMix64) -> FlowLayoutDescription {
        var d = FlowLayoutDescription(
            itemSize: Size(width: Double(g.int(1...120)), height: Double(g.int(1...60))),
            headerReferenceSize: Size(width: 0, height: Double(g.int(0...1) * 7)),
            footerReferenceSize: Size(width: 0, height: Double(g.int(0...1) * 5)))
        var shared = SharedValues(empty: FlowSectionDescription.Overrides())
        let answers: [FlowSectionDescription.Overrides] = [
            .init(), .init(inset: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6)),
            .init(itemSize: Size(width: 33, height: 11), headerSize: Size(width: 0, height: 9)),
            .init(minimumLineSpacing: 2, minimumInteritemSpacing: 0.5, footerSize: Size(width: 0, height: 0)),
        ]
        while d.sections.count < 40 {
            let items: ItemList<Size>
            switch g.int(0...3) {
            case 0: items = .explicit((0..<g.int(0...6)).map { _ in Size(width: Double(g.int(1...90)), height: 10) })
            case 1: items = .uniform(count: g.int(0...3), item: nil)
            case 2: items = .uniform(count: g.int(1...50), item: Size(width: 25, height: 15))
            default: items = .uniform(count: 7, item: nil)
            }
            let overrides = answers[g.int(0...answers.count - 1)]
            for _ in 0..<g.int(1...4) {
                if g.chance(5) { shared = SharedValues(empty: FlowSectionDescription.Overrides()) }
                d.sections.append(FlowSectionDescription(items: items, overrides: overrides, shared: &shared))
            }
        }
        return d
    }

    @Test("every section laid out with a reused plan equals it planned afresh")
    func reusedPlansAreFresh() throws {
        var g = SplitMix64(seed: 3301)
        var reused = 0
        var answersReused = 0
        for _ in 0..<100 {
            let d = Self.randomLayout(&g)
            let cv = CollectionViewDescription(size: Size(width: Double(g.int(200...400)), height: 600))
            let family = try FlowLayout.resting(d, collectionView: cv)
            #expect(family.sections.count == d.sections.count)
            for s in d.sections.indices {
                if s > 0 && d.sections[s].sharesPlan(with: d.sections[s - 1]) { reused += 1 }
                if s > 0 && d.sections[s].sharesAnswers(with: d.sections[s - 1])
                    && !d.sections[s].sharesPlan(with: d.sections[s - 1])
                {
                    answersReused += 1
                }
                var parts = SectionPartsCache()
                var shapes = ShapeCache<UniformFlowFrames.Shape.Key, UniformFlowFrames.Shape>()
                let plan = try FlowLayout.plan(
                    d.sections[s], index: s, of: d, contentWidth: cv.contentWidth, parts: &parts, shapes: &shapes)
                let count = d.sections[s].items.explicitCount
                let frames = UnsafeMutableBufferPointer<Rect>.allocate(capacity: count)
                defer { frames.deallocate() }
                let got = family.sections[s]
                let fresh = FlowLayout.restingSection(
                    d.sections[s], metrics: plan.metrics, shape: plan.shape, parts: plan.parts,
                    contentWidth: cv.contentWidth, start: got.start, frames: frames)
                #expect(got.start == fresh.start && got.contentTop == fresh.contentTop)
                #expect(got.contentEnd == fresh.contentEnd && got.end == fresh.end)
                #expect(got.items.count == d.sections[s].items.count)
                for i in 0..<got.items.count {
                    let expected = count > 0 ? frames[i] : fresh.items.frame(at: i)
                    #expect(got.items.frame(at: i) == expected, "section \(s) item \(i)")
                }
                let a = got.supplementaries
                let b = fresh.supplementaries
                #expect(a.count == b.count)
                for i in 0..<Swift.min(a.count, b.count) { #expect(a[i] == b[i], "section \(s) part \(i)") }
            }
        }
        #expect(reused > 1000)
        #expect(answersReused > 200, "\(answersReused) sections reuse only the answers")
    }
}
