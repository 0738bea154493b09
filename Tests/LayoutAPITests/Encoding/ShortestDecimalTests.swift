import Foundation
import SeededRandom
import Testing

@testable import LayoutAPI

/// The response's number text from 1e-4 up to 2^53 is the standard library's shortest round-trip `description`
/// byte for byte (without its `.0` on integral values): the exact 128-bit search must pick the same digits.
/// `SHORTEST_DECIMAL_SAMPLES` raises the number of random values per family (default 200,000); a release run
/// with `-Xswiftc -enable-testing` checks 10^8 in a few minutes.
@Suite("Shortest decimal")
struct ShortestDecimalTests {
    static let samples = ProcessInfo.processInfo.environment["SHORTEST_DECIMAL_SAMPLES"].flatMap { Int($0) } ?? 200_000

    /// What the writer prints for `v`.
    static func written(_ v: Double) -> String {
        String(decoding: [UInt8].writing(capacity: ByteWriter.maxDoubleLength) { $0.double(v) }, as: UTF8.self)
    }

    /// The standard library's text, which uses fixed notation over this whole range, less a trailing `.0`.
    static func expected(_ v: Double) -> String {
        let text = v.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Checks a batch, recording only the first few mismatches so that a wrong rule does not flood the log.
    static func check(_ values: some Sequence<Double>, family: String) {
        var mismatches = 0
        var checked = 0
        for v in values where v.magnitude >= 1e-4 && v.magnitude < 9_007_199_254_740_992 {
            checked += 1
            let ours = written(v)
            let theirs = expected(v)
            if ours != theirs {
                mismatches += 1
                if mismatches <= 5 { Issue.record("\(family): \(v.bitPattern) wrote \(ours), description \(theirs)") }
            }
        }
        #expect(mismatches == 0, "\(family): \(mismatches) of \(checked) differ")
        #expect(checked > 0, "\(family): no value in range")
    }

    @Test("random bit patterns across the whole range, both signs")
    func randomBits() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        // Binary exponents -14 (just above 1e-4 = 2^-13.3) through 52, any significand.
        let values = (0..<Self.samples).lazy.map { _ -> Double in
            let exponent = UInt64(1023 - 14) + rng.next() % 67
            let sign: UInt64 = rng.next() & 1 == 0 ? 0 : 1 << 63
            return Double(bitPattern: sign | exponent << 52 | rng.next() & 0xF_FFFF_FFFF_FFFF)
        }
        Self.check(values, family: "random bits")
    }

    @Test("short decimals and their neighbours one ulp either side")
    func shortDecimalsAndNeighbours() {
        var rng = SplitMix64(seed: 0x5EED_0002)
        let values = (0..<Self.samples).lazy.flatMap { _ -> [Double] in
            // n / 10^q for up to 17 significant digits: the neighbours' shortest forms are one digit from the
            // interval's ends, where a wrong bound or rounding shows.
            let digits = 1 + Int(rng.next() % 17)
            let n = Double(rng.next() % UInt64(pow(10.0, Double(digits))))
            let v = n / pow(10.0, Double(rng.next() % 20))
            return [v, v.nextUp, v.nextDown, v.nextUp.nextUp, v.nextDown.nextDown]
        }
        Self.check(values, family: "short decimals")
    }

    @Test("layout-like values: fractions of widths, accumulated spacings")
    func layoutLike() {
        var rng = SplitMix64(seed: 0x5EED_0003)
        let values = (0..<Self.samples).lazy.map { _ -> Double in
            let width = Double(rng.next() % 20_000) / 8
            let parts = Double(1 + rng.next() % 13)
            let index = Double(rng.next() % 1000)
            return 16 + index * (width / parts) + Double(rng.next() % 100_000) / 3
        }
        Self.check(values, family: "layout-like")
    }

    @Test("edges: powers of two (the narrower lower gap), 1e-4, 2^52, powers of ten")
    func edges() {
        var values: [Double] = []
        for e in -14...53 {
            let p = Double(sign: .plus, exponent: e, significand: 1)
            values += [p, p.nextUp, p.nextDown, p.nextUp.nextUp, p.nextDown.nextDown, p * 1.5, p * 1.25]
        }
        for e in -4...16 {
            let p = pow(10.0, Double(e))
            values += [p, p.nextUp, p.nextDown, p * 3, (p * 3).nextDown, p * 9.999999999999999, p * 1.0000000000000002]
        }
        values += [1e-4, (1e-4).nextUp, 4_503_599_627_370_495.5, 2_251_799_813_685_247.75, 0.1 + 0.2, 1.0 / 3.0]
        Self.check(values, family: "edges")
    }

    @Test("integers at every digit count, both sides of each power of ten, print as Swift prints them")
    func integers() {
        var values: [Int] = [0, Int.max, Int.min, Int.min + 1]
        var p = 1
        for _ in 0...18 {
            values += [p - 1, p, p + 1, -p, 2 * p - 1]
            p = p.multipliedReportingOverflow(by: 10).overflow ? p : p * 10
        }
        for v in values {
            let text = String(
                decoding: [UInt8].writing(capacity: ByteWriter.maxIntegerLength) { $0.integer(v) }, as: UTF8.self)
            #expect(text == String(v))
        }
        // Every integer up to 100,000 (each digit count's fast path and the general one), as integers and doubles.
        for v in 0...100_000 {
            let text = String(
                decoding: [UInt8].writing(capacity: ByteWriter.maxIntegerLength) { $0.integer(v) }, as: UTF8.self)
            if text != String(v) { #expect(text == String(v)) }
            if Self.written(Double(v)) != String(v) { #expect(Self.written(Double(v)) == String(v)) }
            if Self.written(Double(v) + 0.5) != "\(v).5" { #expect(Self.written(Double(v) + 0.5) == "\(v).5") }
        }
        // The same through `double` for integral doubles below 2^53 (the thousandths path and the one above it).
        for e in 0...53 {
            let d = Double(sign: .plus, exponent: e, significand: 1) - 1
            #expect(Self.written(d) == String(Int(d)))
            #expect(Self.written(-d - 2) == String(Int(-d - 2)))
        }
    }

    @Test("the literal power tables hold the powers")
    func tables() {
        var five: UInt64 = 1
        for k in 0..<ShortestDecimal.powersOfFive.count {
            #expect(ShortestDecimal.powersOfFive[k] == five, "5^\(k)")
            five = five &* 5
        }
        var ten: UInt64 = 1
        for k in 0..<ShortestDecimal.powersOfTen.count {
            #expect(ShortestDecimal.powersOfTen[k] == ten, "10^\(k)")
            ten = ten &* 10
        }
        #expect(ShortestDecimal.powersOfFive.count == 28 && ShortestDecimal.powersOfTen.count == 20)
    }

    @Test("values the exact search leaves to the standard library still print its text")
    func outsideTheRange() {
        // Below 1e-4 and from 2^52 up the writer does not use the search; integral values print as integers.
        #expect(ShortestDecimal.digits(of: 9.99e-5) == nil)
        #expect(ShortestDecimal.digits(of: 4_503_599_627_370_496) == nil)
        #expect(Self.written(4_503_599_627_370_496) == "4503599627370496")
        // In the range the search answers: 0.1 + 0.2 is 30000000000000004 · 10^-17.
        let sum = ShortestDecimal.digits(of: 0.1 + 0.2)
        #expect(sum?.digits == 30_000_000_000_000_004 && sum?.fractionDigits == 17)
    }
}
