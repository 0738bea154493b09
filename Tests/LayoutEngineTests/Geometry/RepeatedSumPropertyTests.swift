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
