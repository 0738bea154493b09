import SeededRandom
import Testing

@testable import LayoutEngine

/// `RepeatedSum` is the loop `x = (x + a) + b` it replaces, term for term, to the bit: the exact closed form and
/// the walk alike, on values real layouts send (whole and half points, thirds at scale 3, tenths) and values
/// chosen to round (tiny steps on large starts); and `FlowFit`'s count is the greedy run's.
@Suite("Repeated sums equal the loop")
struct RepeatedSumPropertyTests {
    /// A value of the kinds layouts send: whole, half and quarter points, thirds, tenths, tiny and huge.
    static func value(_ rng: inout SplitMix64, scale: Double) -> Double {
        switch rng.next() % 8 {
        case 0: Double(rng.next() % 400)
        case 1: Double(rng.next() % 800) / 2
        case 2: Double(rng.next() % 1600) / 4
        case 3: (Double(rng.next() % 1200) / 3).rounded(.down) / scale
        case 4: Double(rng.next() % 4000) / 10
        case 5: Double(rng.next() % 1000) * 0.001
        case 6: Double(rng.next() % 1_000_000) * 1e6 + 0.1
        default: Double.random(in: 0..<1000, using: &rng)
        }
    }

    /// The loop itself, `count` terms.
    static func loop(start: Double, a: Double, b: Double, count: Int) -> [Double] {
        var terms = [start]
        var x = start
        for _ in 1..<Swift.max(1, count) {
            x = (x + a) + b
            terms.append(x)
        }
        return terms
    }

    @Test("every term of the closed form and of the walk is the loop's, and first-term searches agree")
    func termsEqualTheLoop() {
        var rng = SplitMix64(seed: 0x5EED_0033)
        var exact = 0
        for _ in 0..<600 {
            let scale = [1.0, 2, 3][Int(rng.next() % 3)]
            let start = Self.value(&rng, scale: scale) * (rng.next() % 5 == 0 ? -1 : 1)
            let a = Self.value(&rng, scale: scale)
            let b = Self.value(&rng, scale: scale)
            let count = 1 + Int(rng.next() % 3000)
            let expected = Self.loop(start: start, a: a, b: b, count: count)
            let fast = RepeatedSum(start: start, a: a, b: b, count: count)
            let walked = RepeatedSum(start: start, a: a, b: b, count: count, walking: true)
            if fast.isExact { exact += 1 }
            var mismatches = 0
            for n in 0..<count
            where fast.term(n).bitPattern != expected[n].bitPattern
                || walked.term(n).bitPattern != expected[n].bitPattern
            {
                mismatches += 1
            }
            #expect(mismatches == 0, "start \(start) a \(a) b \(b) count \(count)")
            var visited: [Double] = []
            fast.forEachTerm(in: 0..<count) { _, v in visited.append(v) }
            #expect(visited.map(\.bitPattern) == expected.map(\.bitPattern))
            if a + b >= 0 {
                for probe in [expected[count / 2], expected[count - 1], start - 1, expected[count - 1] + 1] {
                    let linear = expected.firstIndex { $0 >= probe } ?? count
                    #expect(fast.firstTerm(atLeast: probe) == linear)
                    #expect(walked.firstTerm(atLeast: probe) == linear)
                }
            }
        }
        // Both ways are exercised.
        #expect(exact > 20 && exact < 550, "\(exact) exact")
    }

    @Test("a steady sum (one binade, equal steps) is the loop, up to and across its binade's edges")
    func steadySums() {
        // Starts at large coordinates with steps that round there, counts that end inside the binade, on its
        // edges and past them (where the sum must walk), rising and falling, positive and negative, and steps whose
        // additions tie (a half spacing) so the loop's step alternates with the parity of x. The walk is held to
        // the loop here too: sums that stall right after a jump, and sums falling onto a binade's lowest value
        // (where the doubles below are twice as dense), are the two ways it once went wrong.
        var rng = SplitMix64(seed: 0x57EA_D1)
        var steady = 0
        var walked = 0
        for _ in 0..<4000 {
            let exponent = Int(rng.next() % 60) - 10
            let low = Double(sign: .plus, exponent: exponent, significand: 1)
            let u = low.ulp
            // Somewhere in the binade, often near an edge.
            let fraction: Double =
                switch rng.next() % 4 {
                case 0: Double(rng.next() % 1000) / 1000
                case 1: 1 - Double(rng.next() % 64) * 0x1p-52
                case 2: Double(rng.next() % 64) * 0x1p-52
                default: Double.random(in: 0..<1, using: &rng)
                }
            let sign: Double = rng.next() % 4 == 0 ? -1 : 1
            let start = sign * (low + (low * fraction).rounded(.down) / u * u)
            let a: Double =
                switch rng.next() % 5 {
                case 0: u * (Double(rng.next() % 40) + 0.5)  // ties
                case 1: u * Double(rng.next() % 9) / 4
                case 2: [1e-6, 1e-7, 0.1, 1.0 / 3][Int(rng.next() % 4)]
                case 3: -u * Double(rng.next() % 30) / 3
                default: Double.random(in: 0..<1, using: &rng) * u * 50
                }
            let b: Double =
                switch rng.next() % 5 {
                case 0: 0
                case 1: [10, 0.5, 1.0 / 3, 8][Int(rng.next() % 4)] * (rng.next() % 3 == 0 ? -1 : 1)
                case 2: u * (Double(rng.next() % 20) + 0.5) * (rng.next() % 3 == 0 ? -1 : 1)
                // Nearly undoing `a`: `x + a` in one binade, the term in the next (a sum falling onto its edge).
                case 3: -a + u * Double(Int(rng.next() % 7) - 3) / 2
                default: Double.random(in: -1..<1, using: &rng) * u * 20
                }
            // Counts up to past the binade's edge (at about `room / step` terms).
            let step = (a + b).magnitude
            let room = step > 0 ? Swift.min(1e6, low / step) : 1e6
            let count =
                switch rng.next() % 3 {
                case 0: 2 + Int(rng.next() % 200)
                case 1: Swift.max(2, Swift.min(20_000, Int(room * Double.random(in: 0.5..<1.5, using: &rng))))
                default: Swift.max(2, Swift.min(20_000, Int(room * fraction) + Int(rng.next() % 5) - 2))
                }
            let sum = RepeatedSum(start: start, a: a, b: b, count: count)
            if RepeatedSum.steadyStep(start: start, a: a, b: b, count: count) != nil { steady += 1 }
            if sum.walk != nil { walked += 1 }
            let expected = Self.loop(start: start, a: a, b: b, count: count)
            var mismatches = 0
            for n in 0..<count where sum.term(n).bitPattern != expected[n].bitPattern { mismatches += 1 }
            let rebuilt = RepeatedSum(start: start, a: a, b: b, count: count, walk: sum.walk)
            for n in 0..<count where rebuilt.term(n).bitPattern != expected[n].bitPattern { mismatches += 1 }
            #expect(mismatches == 0, "start \(start) a \(a) b \(b) count \(count)")
        }
        // Both ways are exercised: steady sums, and sums that leave their binade or alternate and so walk.
        #expect(steady > 300 && walked > 300, "\(steady) steady, \(walked) walked")
    }

    /// Found by the generator above (about one sum in 1,500), each traced by hand, with `u` the spacing of
    /// doubles from 1 to 2:
    /// - From 1 with `a` about -5.67u and `b` 6.5u, `x + a` falls below 1 (spacing u/2) and the terms rise by u
    ///   until `x + a` is 1 or more; at 1 + 6u the loop stalls. The walk jumped to that term and stored the stall
    ///   as the last term it had stored, 1 + 2u.
    /// - From 1 with `a` about 12.2u and `b` about -13.4u, the terms fall by u (1 - 1.5u, 1 - 2.5u, ...) while
    ///   `x + a` falls by u towards 1: at 1 - 12.5u the sum `x + a` is 1 - 0.27u, below 1, and rounds to
    ///   1 - 0.5u, so the next term is 1 - 14u, not 1 - 13.5u. The walk let `x + a` move onto 1 itself.
    @Test("the walk stores a stall that follows a jump, and never moves a sum onto its binade's lowest value")
    func walkEdges() {
        let cases: [(start: Double, a: Double, b: Double, count: Int)] = [
            (1.0, -1.2582527612418441e-15, 1.4432899320127035e-15, 20_000),
            (-0.015625, 3.9898639947466563e-17, -4.17646256321111e-17, 20_000),
            (1.0, 2.7158946227679646e-15, -2.980134575793638e-15, 20_000),
            (281_474_976_710_659.0, -0.20833333333333334, -0.3333333333333333, 107),
            (562_949_953_421_314.0, 1.0625, -2.131845568847908, 20_000),
            (0.03125, 8.451824273624925e-17, -1.0755285551056204e-16, 69),
        ]
        for c in cases {
            let expected = Self.loop(start: c.start, a: c.a, b: c.b, count: c.count)
            for walking in [false, true] {
                let sum = RepeatedSum(start: c.start, a: c.a, b: c.b, count: c.count, walking: walking)
                let wrong = (0..<c.count).filter { sum.term($0).bitPattern != expected[$0].bitPattern }
                #expect(wrong.isEmpty, "\(c): first wrong term \(wrong.first ?? -1)")
            }
        }
    }

    @Test("a billion terms of a sum that rounds: the walk's terms are the loop's where it can be run")
    func longSums() {
        // 0.1-point steps from 1e6: every term rounds. The walk proves its periods and jumps; its first 200,000
        // terms are compared with the loop, and its last term with the loop continued from a term it gave.
        let sum = RepeatedSum(start: 1e6, a: 0.1, b: 0.2, count: 1_000_000_000)
        #expect(!sum.isExact)
        let expected = Self.loop(start: 1e6, a: 0.1, b: 0.2, count: 200_000)
        #expect((0..<200_000).allSatisfy { sum.term($0) == expected[$0] })
        let from = 999_800_000
        let tail = Self.loop(start: sum.term(from), a: 0.1, b: 0.2, count: 200_000)
        #expect((0..<200_000).allSatisfy { sum.term(from + $0) == tail[$0] })
    }

    @Test("a walk through dozens of binades outgrows its room on the stack and still equals the loop")
    func walksPastTheirRoom() {
        // From 1e-9 by steps of about 1e-7 to about 0.2: 28 binades, each a few stored terms and runs before its
        // period shows, more than the 64 terms and 16 runs the walk holds on the stack before moving to the heap.
        for (start, a, b) in [(1e-9, 1e-7, 3e-10), (-1e-9, 1.3e-7, 0.0), (1e-12, 1e-8 / 3, 1e-8 / 7)] {
            let count = 2_000_000
            let sum = RepeatedSum(start: start, a: a, b: b, count: count)
            let walk = sum.walk
            #expect(walk != nil)
            #expect((walk?.runCount ?? 0) > 16, "\(walk?.runCount ?? 0) runs")
            let expected = Self.loop(start: start, a: a, b: b, count: count)
            var mismatches = 0
            sum.forEachTerm(in: 0..<count) { n, v in
                if v.bitPattern != expected[n].bitPattern { mismatches += 1 }
            }
            for n in stride(from: 0, to: count, by: 997) where sum.term(n).bitPattern != expected[n].bitPattern {
                mismatches += 1
            }
            #expect(mismatches == 0, "start \(start) a \(a) b \(b)")
        }
    }

    @Test("the binade and lowest set bit read from a double's bits are the library's")
    func bitsAreTheLibrarys() {
        var rng = SplitMix64(seed: 0xB17_5EED)
        var values: [Double] = [
            1, 1.5, 0.1, 1e-6, 1e15, 3.0e-308, .leastNormalMagnitude, .leastNonzeroMagnitude,
            .leastNormalMagnitude * 0x1p52, .leastNormalMagnitude * 0x1p53, .greatestFiniteMagnitude, -2.5,
        ]
        for _ in 0..<20_000 {
            values.append(Double(bitPattern: rng.next() & ~(0x7FF << 52) | (rng.next() % 2047) << 52))
        }
        for v in values where v != 0 && v.isFinite {
            #expect(RepeatedSum.lowestBit(v) == Int(v.exponent) - v.significandWidth, "\(v)")
            let (low, spacing) = RepeatedSum.binade(of: v)
            #expect(low == Double(sign: .plus, exponent: v.exponent, significand: 1), "\(v)")
            #expect(spacing == v.ulp, "\(v)")
        }
        #expect(RepeatedSum.lowestBit(0) == Int.max)
    }

    @Test("FlowFit's count is the greedy run's, however many items fit")
    func flowFitIsTheRun() {
        var rng = SplitMix64(seed: 0xF10F_17)
        for _ in 0..<400 {
            let scale = [1.0, 2, 3][Int(rng.next() % 3)]
            let width = [Self.value(&rng, scale: scale), Double(rng.next() % 100) * 0.01, 1.0 / 3][
                Int(rng.next() % 3)]
            let spacing = rng.next() % 3 == 0 ? 0 : Self.value(&rng, scale: scale) / 10
            let available = Double(rng.next() % 2000) + (rng.next() % 2 == 0 ? 0 : 1.0 / 3)
            let limit = available + FlowFit.tolerance
            let maximum = 1 + Int(rng.next() % 400_000)
            let used = width
            guard width + spacing > 0, (limit - used) / (width + spacing) < 2_000_000 else { continue }
            let fast = FlowFit.further(used: used, width: width, spacing: spacing, limit: limit, maximum: maximum)
            let run = FlowFit.run(used: used, width: width, spacing: spacing, limit: limit, maximum: maximum)
            #expect(fast == run, "width \(width) spacing \(spacing) available \(available) maximum \(maximum)")
        }
    }
}
