// The exactness round's properties: one answer per layout whatever path computes it, and never an impossible
// number. Generators: ExactnessGenerators.swift.
import Testing

@testable import LayoutEngine

@Suite("Exactness properties")
struct ExactnessPropertyTests {
    /// A closed form may differ from a running sum in the last bits, never by more than this.
    static let tolerance = 1e-6
    /// Collections per family and property (each with up to three sections of up to 9,000 items).
    static let seeds: UInt64 = 48

    enum Family: String, CaseIterable, Sendable {
        case flow, waterfall, iglist, magazine
    }

    static func generate(_ family: Family, seed: UInt64) -> LayoutDescription {
        var g = ExactnessGenerator(seed: seed &+ UInt64(Family.allCases.firstIndex(of: family)!) &* 1_000_003)
        switch family {
        case .flow: return g.flow()
        case .waterfall: return g.waterfall()
        case .iglist: return g.iglist()
        case .magazine: return g.magazine()
        }
    }

    /// The layout, or the error it is refused with.
    static func layout(_ d: LayoutDescription, _ elements: ElementsQuery) -> Result<LayoutResult, LayoutError> {
        do throws(LayoutError) {
            return .success(try computeLayout(d, elements: elements))
        } catch {
            return .failure(error)
        }
    }

    /// Expects two results to hold the same elements, in order, with frames within `tolerance`.
    static func expectSame(_ a: LayoutResult, _ b: LayoutResult, _ note: String) {
        #expect(abs(a.contentSize.width - b.contentSize.width) <= tolerance, "\(note): content width")
        #expect(abs(a.contentSize.height - b.contentSize.height) <= tolerance, "\(note): content height")
        #expect(a.attributes.count == b.attributes.count, "\(note): \(a.attributes.count) vs \(b.attributes.count)")
        var reported = 0
        for (x, y) in zip(a.attributes, b.attributes) {
            let same =
                x.section == y.section && x.item == y.item && x.category == y.category && x.kind == y.kind
                && x.zIndex == y.zIndex && x.pinned == y.pinned
                && abs(x.frame.x - y.frame.x) <= tolerance && abs(x.frame.y - y.frame.y) <= tolerance
                && abs(x.frame.width - y.frame.width) <= tolerance && abs(x.frame.height - y.frame.height) <= tolerance
            if !same && reported < 3 {
                reported += 1
                Issue.record("\(note): \(x) differs from \(y)")
            }
        }
    }

    /// What a refusal is about, without its location.
    static func reason(_ error: LayoutError) -> String {
        switch error {
        case .impossibleNumber: "impossible number"
        default: "\(error)"
        }
    }

    @Test(
        "a uniform section equals the same items listed one by one, every attribute within 1e-6",
        arguments: Family.allCases)
    func uniformEqualsExplicit(family: Family) {
        for seed in UInt64(0)..<Self.seeds {
            let uniform = Self.generate(family, seed: seed)
            guard let listed = uniform.listingUniformSections(maxItems: 30_000) else { continue }
            for elements in [ElementsQuery.all, .visible] {
                let note = "\(family) seed \(seed) \(elements)"
                switch (Self.layout(uniform, elements), Self.layout(listed, elements)) {
                case (.success(let u), .success(let e)): Self.expectSame(u, e, note)
                case (.failure(let u), .failure(let e)):
                    // Both refused for the same reason (the pointer differs: a count vs. the listed item).
                    #expect(Self.reason(u) == Self.reason(e), "\(note): refused differently, \(u) vs \(e)")
                case (let u, let e): Issue.record("\(note): uniform \(u) but explicit \(e)")
                }
            }
        }
    }

    @Test(
        "a rect or visible query returns exactly the elements of \"all\" that it meets",
        arguments: Family.allCases)
    func queryEqualsFilteredAll(family: Family) throws {
        for seed in UInt64(0)..<Self.seeds {
            let d = Self.generate(family, seed: seed)
            guard case .success(let all) = Self.layout(d, .all) else { continue }
            var g = ExactnessGenerator(seed: seed)
            var visible = d.collectionView.visibleRect
            if d.scrollDirection == .horizontal {
                // The visible rect is the same bounds; nothing to transpose in content coordinates.
                visible = Rect(x: visible.x, y: visible.y, width: visible.width, height: visible.height)
            }
            let queries: [(ElementsQuery, Rect)] =
                [(.visible, visible)]
                + (0..<4).map { _ in
                    let r = g.rect(in: all.contentSize)
                    return (.rect(r), r)
                }
            for (query, r) in queries {
                let note = "\(family) seed \(seed) \(query)"
                guard case .success(let answered) = Self.layout(d, query) else {
                    Issue.record("\(note): refused although \"all\" was answered")
                    continue
                }
                let expected = all.attributes.filter { $0.frame.intersects(r) }
                #expect(answered.attributes == expected, "\(note)")
            }
        }
    }

    @Test("every answer is finite and within ±1e15, or a 422 that names its cause", arguments: Family.allCases)
    func neverAnImpossibleNumber(family: Family) {
        for seed in UInt64(0)..<80 {
            let d = Self.generate(family, seed: seed &+ 7777)
            switch Self.layout(d, .all) {
            case .success(let r):
                let sizeOK = RangeCheck.contains(r.contentSize.width) && RangeCheck.contains(r.contentSize.height)
                #expect(sizeOK, "\(family) seed \(seed): content size \(r.contentSize)")
                for a in r.attributes where !RangeCheck.contains(a.frame) {
                    Issue.record("\(family) seed \(seed): \(a) is impossible")
                    break
                }
            case .failure(let error):
                switch error {
                case .impossibleNumber, .tooManyAttributes, .workBudgetExceeded: break
                default: Issue.record("\(family) seed \(seed): unexpected \(error)")
                }
            }
        }
    }

    @Test("stickHeight at or above the header's height pins the whole header", arguments: Family.allCases)
    func stickHeightAboveHeaderPinsWholeHeader(family: Family) throws {
        for seed in UInt64(0)..<40 {
            var d = Self.generate(family, seed: seed &+ 99)
            d.pinning = PinningDescription(headers: .all, until: .never)
            guard case .success(let plain) = Self.layout(d, .all) else { continue }
            // Every generated header is at most 50 tall: 60 and 10,000 both pin it whole.
            for stick in [60.0, 10_000] {
                d.pinning.stickHeight = stick
                guard case .success(let stuck) = Self.layout(d, .all) else { continue }
                #expect(stuck.attributes == plain.attributes, "\(family) seed \(seed) stickHeight \(stick)")
            }
        }
    }
}
