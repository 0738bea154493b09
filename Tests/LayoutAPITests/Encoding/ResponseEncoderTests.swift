import Foundation
import LayoutAPI
import LayoutEngine
import SeededRandom
import Testing

/// The response body: the contract's shape and key order, shortest round-trip numbers, one text whichever writer.
@Suite("Response encoding")
struct ResponseEncoderTests {
    static let sample = LayoutResult(
        contentSize: Size(width: 375, height: 2210),
        attributes: [
            LayoutAttributes(
                section: 0, item: 0, category: .supplementary, kind: .header,
                frame: Rect(x: 0, y: 64, width: 375, height: 44), zIndex: 1024, pinned: true),
            LayoutAttributes(
                section: 0, item: 3, category: .cell, frame: Rect(x: 10, y: 120, width: 172.5, height: 90)),
            LayoutAttributes(
                section: 0, item: 0, category: .supplementary, kind: .footer,
                frame: Rect(x: 0, y: 300, width: 375, height: 20)),
            LayoutAttributes(
                section: 1, item: 0, category: .decoration, kind: .background,
                frame: Rect(x: 0, y: 320, width: 375, height: 100)),
        ])

    @Test("the contract's example encodes exactly, in its key order, compactly")
    func exampleBytes() throws {
        let text = String(decoding: try LayoutResponseEncoder.encode(Self.sample), as: UTF8.self)
        // Written by hand from the answer's rules (docs/concepts.md, "The answer"): headers and footers carry
        // `pinned`, cells and decorations do not.
        let expected =
            #"{"contentSize":{"width":375,"height":2210},"attributes":["#
            + #"{"indexPath":[0,0],"category":"supplementary","kind":"header","frame":{"x":0,"y":64,"width":375,"height":44},"zIndex":1024,"pinned":true},"#
            + #"{"indexPath":[0,3],"category":"cell","frame":{"x":10,"y":120,"width":172.5,"height":90},"zIndex":0},"#
            + #"{"indexPath":[0,0],"category":"supplementary","kind":"footer","frame":{"x":0,"y":300,"width":375,"height":20},"zIndex":0,"pinned":false},"#
            + #"{"indexPath":[1,0],"category":"decoration","kind":"background","frame":{"x":0,"y":320,"width":375,"height":100},"zIndex":0}"#
            + "]}"
        #expect(text == expected)
    }

    /// Number text for one value, through a one-cell result.
    static func numberText(_ v: Double) -> String {
        // A finite value always encodes; the force is the test's own claim.
        let result = LayoutResult(contentSize: Size(width: v, height: 0), attributes: [])
        let text = String(decoding: (try? LayoutResponseEncoder.encode(result)) ?? [], as: UTF8.self)
        let start = text.index(text.startIndex, offsetBy: #"{"contentSize":{"width":"#.count)
        return String(text[start...].prefix { $0 != "," })
    }

    static let formats: [(Double, String)] = [
        (64, "64"), (-0.0, "0"), (0, "0"), (-12, "-12"), (172.5, "172.5"), (0.1, "0.1"), (-0.25, "-0.25"),
        (1.0 / 3.0, "0.3333333333333333"), (1e-7, "0.0000001"), (9_007_199_254_740_991, "9007199254740991"),
        (123_456_789.125, "123456789.125"), (0.30000000000000004, "0.30000000000000004"),
    ]

    @Test("integral values have no fraction; others are the shortest decimal", arguments: formats)
    func formatting(value: Double, text: String) {
        #expect(Self.numberText(value) == text)
    }

    @Test("large and tiny values use valid JSON exponents and round-trip")
    func exponents() throws {
        for v in [5e20, 1e300, -2.5e-300, 5e-324, 1.7976931348623157e308, 9_007_199_254_740_993.0 * 4] {
            let text = Self.numberText(v)
            #expect(Double(text) == v, "\(text)")
            let parsed = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [NSNumber]
            #expect(parsed?.first?.doubleValue == v, "\(text) is JSON")
            #expect(!text.hasSuffix(".0"))
        }
    }

    @Test("random doubles round-trip exactly and are no longer than Swift's shortest description")
    func randomRoundTrip() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<20_000 {
            let kind = rng.next() % 3
            let v: Double
            switch kind {
            case 0: v = Double(bitPattern: rng.next())  // anything, NaN and infinities skipped below
            case 1: v = Double(Int64(bitPattern: rng.next()) % 2_000_000) / 8  // eighths: typical frames
            default: v = (Double(rng.next() % 1_000_000_000) / 1000) * (rng.next() % 2 == 0 ? 1 : -1)
            }
            guard v.isFinite else { continue }
            let text = Self.numberText(v)
            #expect(Double(text) == v, "\(v) wrote \(text)")
            // Shortest: as many significant digits as Swift's own shortest round-trip description.
            #expect(significantDigits(text) <= significantDigits(v.description), "\(v): \(text) vs \(v.description)")
        }
    }

    /// Codable mirror of the response, for Foundation's `JSONDecoder` (correctly rounded). Foundation's
    /// `JSONSerialization` on Linux is not: it reads `216.14285714285714` as `216.14285714285717`, which Swift's
    /// `Double(_:)`, `JSONDecoder` and CPython all read as the double 1513/7, so it cannot judge 17-digit numbers.
    struct Mirror: Decodable {
        struct Frame: Decodable { var x, y, width, height: Double }
        struct Attribute: Decodable {
            var indexPath: [Int]
            var category: String
            var kind: String?
            var frame: Frame
            var zIndex: Int
            var pinned: Bool?
        }
        var contentSize: [String: Double]
        var attributes: [Attribute]
    }

    @Test("Foundation's JSONDecoder reads the response back with the same numbers")
    func foundationCrossCheck() throws {
        var rng = SplitMix64(seed: 7)
        let attributes = (0..<2000).map { i in
            LayoutAttributes(
                section: i / 100, item: i % 100, category: .cell,
                frame: Rect(
                    x: Double(rng.next() % 10_000) / 7, y: Double(rng.next() % 100_000) / 3,
                    width: Double(rng.next() % 1000) / 16, height: Double(rng.next() % 1000)),
                zIndex: i)
        }
        let result = LayoutResult(contentSize: Size(width: 320.5, height: 1e6 / 3), attributes: attributes)
        let body = try LayoutResponseEncoder.encode(result)
        let parsed = try JSONDecoder().decode(Mirror.self, from: Data(body))
        #expect(parsed.contentSize == ["width": 320.5, "height": 1e6 / 3])
        #expect(parsed.attributes.count == attributes.count)
        for (a, p) in zip(attributes, parsed.attributes) {
            #expect(p.frame.x == a.frame.x && p.frame.y == a.frame.y)
            #expect(p.frame.width == a.frame.width && p.frame.height == a.frame.height)
            #expect(p.indexPath == [a.section, a.item] && p.zIndex == a.zIndex)
            #expect(p.category == "cell" && p.kind == nil && p.pinned == nil)
        }
        // JSONSerialization still accepts the body as JSON.
        #expect((try? JSONSerialization.jsonObject(with: Data(body))) != nil)
    }

    /// The encoder writes a body in one of three ways: into the cheap bound's reservation, into the same while
    /// checking every number is finite (the pipeline's), or, when the bound is over the limit, into an exact
    /// reservation measured first in a reused scratch buffer. All three must write the same bytes for every shape
    /// of answer: single offsets, timelines, scroll ranges, anchors and updates (the examples have each).
    @Test("a body is the same bytes whichever way it is written: within the bound, checked finite, or measured first")
    func everyWriterAgrees() throws {
        let folder = Repository.url("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count > 20)
        var results = [("sample", Self.sample)]
        for name in names.sorted() {
            let json = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            results.append((name, try LayoutAPI.compute(try decoded(json))))
        }
        for (name, result) in results {
            let plain = LayoutResponseEncoder.encode(result)
            #expect(!plain.isEmpty, "\(name)")
            let bound = try #require(LayoutResponseEncoder.reservation(for: result, maxBytes: .max))
            #expect(bound > plain.count, "\(name): the cheap bound is no bound")
            #expect(try LayoutResponseEncoder.encodeFinite(result) == plain, "\(name): checked finite")
            // A limit of exactly the body's size is under the bound, so the encoder measures before it writes.
            #expect(try LayoutResponseEncoder.encodeFinite(result, maxBytes: plain.count) == plain, "\(name): measured")
        }
    }

    @Test("an empty result is valid JSON")
    func empty() throws {
        let body = try LayoutResponseEncoder.encode(LayoutResult(contentSize: .zero, attributes: []))
        #expect(String(decoding: body, as: UTF8.self) == #"{"contentSize":{"width":0,"height":0},"attributes":[]}"#)
    }
    @Test("a non-finite number cannot be encoded: the encoder refuses instead of writing 0")
    func nonFiniteIsRefused() {
        // JSON has no NaN or infinity; before exactness round an infinite height was written as `0`.
        for bad in [Double.infinity, -Double.infinity, Double.nan] {
            let result = LayoutResult(
                contentSize: Size(width: 320, height: 10),
                attributes: [
                    LayoutAttributes(
                        section: 0, item: 0, category: .cell, frame: Rect(x: 0, y: 0, width: 10, height: bad))
                ])
            #expect(throws: LayoutResponseEncoder.Refusal.nonFiniteNumber) {
                try LayoutResponseEncoder.encodeFinite(result)
            }
        }
    }

}

/// Significant digits of a decimal text (mantissa digits without leading or trailing zeros).
func significantDigits(_ text: String) -> Int {
    let mantissa = text.split(whereSeparator: { $0 == "e" || $0 == "E" }).first.map(String.init) ?? text
    var digits = mantissa.filter(\.isNumber)
    while digits.hasPrefix("0") { digits.removeFirst() }
    while digits.hasSuffix("0") { digits.removeLast() }
    return max(digits.count, 1)
}
