// The adapter for families that answer whole queries themselves (compositional) applies right to left,
// timelines and scrollTo exactly as the prepared pipeline does: every other family run through it answers the
// same, to the bit.
import Testing

@testable import LayoutEngine

@Suite("Opaque layouts: right to left, timelines and scrollTo around a family's own queries")
struct OpaqueLayoutTests {
    /// A plain single-offset computation, as a family with its own query path provides.
    static let plain: OpaqueLayout.Compute = { d, elements, limits throws(LayoutError) in
        try computeLayout(d, elements: elements, limits: limits)
    }

    @Test("every family through the adapter answers what the prepared pipeline answers", arguments: 0..<150)
    func sameAnswers(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &+ 0x0BA_0E)
        var d = randomDescription(&rng)
        if rng.bool() {
            d.collectionView.layoutDirection = .rightToLeft
            d.flipsHorizontallyInOppositeLayoutDirection = rng.int(0...3) == 0 ? nil : true
        }
        let extent = run(d, .all).contentSize
        switch rng.int(0...2) {
        case 0:
            d.collectionView.contentOffsets = (0..<rng.int(1...12)).map { _ in
                Point(
                    x: rng.double(-100...(extent.width + 100)).rounded(),
                    y: rng.double(-100...(extent.height + 100)).rounded())
            }
            d.timelineEncoding = rng.bool() ? .full : .delta
        case 1:
            let positions: [ScrollPosition] = [
                .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right,
            ]
            d.scrollTo = ScrollToDescription(
                section: rng.int(0...3), item: rng.int(0...40), position: positions[rng.int(0...5)])
        default:
            if rng.bool() { d.collectionView.contentOffset = Point(x: rng.double(-50...500).rounded(), y: 100) }
        }
        let elements: [ElementsQuery] = [
            .visible, .all, .rect(rect(rng.double(-50...600).rounded(), rng.double(-50...900).rounded(), 300, 400)),
        ]
        for query in elements {
            let expected = Result { () throws(LayoutError) in try computeLayout(d, elements: query) }
            let actual = Result { () throws(LayoutError) in
                try answer(try OpaqueLayout(d, compute: Self.plain), elements: query, limits: LayoutLimits())
            }
            switch (expected, actual) {
            case (.success(let e), .success(let a)): #expect(a == e, "seed \(seed) \(query)")
            case (.failure(let e), .failure(let a)): #expect(a == e, "seed \(seed) \(query)")
            default: Issue.record("seed \(seed) \(query): \(expected) vs \(actual)")
            }
        }
    }
}
