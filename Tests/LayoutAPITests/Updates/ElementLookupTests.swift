import LayoutAPI
import Testing

@testable import LayoutEngine

/// An update's element lookup (`ElementLookup`, the fast path of an update's other end) against the walk it
/// replaces: at any offset, every element the layout's `"all"` answer holds is found by its name with the same
/// attributes (frame pinned at that offset, zIndex, flags, bit for bit), the names of two elements differ, and
/// their order is the answer's, on every family, mirrored, horizontal, bottom-aligned, pinned, with compositional
/// boundary, anchored and layout-level items and orthogonal sections.
@Suite("Element lookup: each element found alone equals the \"all\" walk")
struct ElementLookupTests {
    @Test("lookup equals the walk", arguments: UpdateScenario.Family.allCases)
    func lookupEqualsWalk(family: UpdateScenario.Family) throws {
        var checked = 0
        var elements = 0
        for round in 0..<60 {
            let scenario = UpdateScenario(
                seed: UInt64(round) &+ 7000 &* UInt64(UpdateScenario.Family.allCases.firstIndex(of: family)! + 1),
                family: family)
            for body in [
                scenario.previousBody(offset: nil, extra: []), scenario.body(scenario.new, offset: nil, extra: []),
            ] {
                let request = try LayoutAPI.decode(Array(body.utf8))
                var budget = WorkBudget(limit: .max)
                guard let layout = try? PreparedLayout(request.description, indexed: false, budget: &budget) else {
                    continue
                }
                checked += 1
                let extent = scenario.orientation.horizontal ? layout.contentSize.width : layout.contentSize.height
                for step in 0...4 {
                    // Offsets from above the top to past the bottom, where pinned elements move.
                    let u = -100 + (extent + 100) * Double(step) / 4
                    let offset = scenario.orientation.horizontal ? Point(x: u, y: 0) : Point(x: 0, y: u)
                    let all = try layout.attributes(at: offset, elements: .all, limit: .max, expected: 0)
                    let lookup = ElementLookup(layout, at: offset)
                    var previousOrder: ElementOrder?
                    var names = Set<ElementRef>()
                    for a in all {
                        let ref = lookup.ref(of: a)
                        #expect(names.insert(ref).inserted, "\(scenario): two elements named \(ref)")
                        guard let found = lookup.attributes(of: ref) else {
                            Issue.record("\(scenario): \(ref) not found at \(offset)")
                            continue
                        }
                        #expect(found.attributes == a, "\(scenario) at \(offset): \(found.attributes) is not \(a)")
                        if let previousOrder {
                            #expect(previousOrder < found.order, "\(scenario): \(ref) out of order")
                        }
                        previousOrder = found.order
                        elements += 1
                    }
                }
            }
        }
        #expect(checked >= 90, "only \(checked) layouts")
        #expect(elements > 1000, "only \(elements) elements")
    }
}
