import Foundation
import LayoutAPI
import LayoutEngine
import SeededRandom
import Testing

/// Random valid requests decode to what a Foundation-based reference reading of the same bytes gives.
@Suite("Foundation cross-check")
struct FoundationCrossCheckTests {
    /// Codable mirror of the parts of a flow request compared here.
    struct Reference: Decodable {
        struct Size: Decodable { var width, height: Double }
        struct CollectionView: Decodable {
            var size: Size
            var scale: Double?
        }
        struct Layout: Decodable {
            var type: String
            var minimumLineSpacing: Double?
            var itemSize: Size?
        }
        struct Section: Decodable {
            var items: [Size]?
            var itemCount: Int?
        }
        var collectionView: CollectionView
        var layout: Layout
        var sections: [Section]
    }

    /// A random decimal text: integers, short fractions, long fractions, exponents. Mantissas of exponent forms
    /// start at 1 because Foundation's `JSONDecoder` on Linux rejects `0e1`, which RFC 8259 allows (the grammar
    /// suite pins that we accept it, as CPython and `JSONSerialization` do).
    static func number(_ rng: inout SplitMix64) -> String {
        switch rng.next() % 4 {
        case 0: return String(rng.next() % 1000)
        case 1: return "\(rng.next() % 1000).\(rng.next() % 100)"
        case 2: return String(Double(rng.next() % 1_000_000_000) / 7_000)
        default: return "\(1 + rng.next() % 99)e\(Int(rng.next() % 5) - 2)"
        }
    }

    @Test("50 random flow requests agree field by field with JSONDecoder", arguments: 0..<50)
    func randomRequests(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        var sections: [String] = []
        for _ in 0..<(rng.next() % 5) {
            if rng.next() % 2 == 0 {
                let items = (0..<(rng.next() % 20)).map { _ in
                    "{\"height\": \(Self.number(&rng)), \"width\": \(Self.number(&rng))}"
                }
                sections.append("{\"items\": [\(items.joined(separator: ", "))]}")
            } else {
                sections.append("{\"itemCount\": \(rng.next() % 10_000)}")
            }
        }
        let body = """
            {"layout": {"minimumLineSpacing": \(Self.number(&rng)), "type": "flow", "itemSize": {"width": \(Self.number(&rng)), "height": \(Self.number(&rng))}},
             "collectionView": {"scale": 3, "size": {"width": \(Self.number(&rng)), "height": \(Self.number(&rng))}},
             "sections": [\(sections.joined(separator: ",\n"))]}
            """
        let ours = try decoded(body)
        let reference = try JSONDecoder().decode(Reference.self, from: Data(body.utf8))
        let d = try #require(flow(ours))
        #expect(ours.description.collectionView.size.width == reference.collectionView.size.width)
        #expect(ours.description.collectionView.size.height == reference.collectionView.size.height)
        #expect(ours.description.collectionView.scale == reference.collectionView.scale)
        #expect(d.minimumLineSpacing == reference.layout.minimumLineSpacing)
        #expect(d.itemSize.width == reference.layout.itemSize?.width)
        #expect(d.sections.count == reference.sections.count)
        for (section, ref) in zip(d.sections, reference.sections) {
            switch section.items {
            case .explicit(let sizes):
                #expect(sizes.map(\.width) == ref.items?.map(\.width))
                #expect(sizes.map(\.height) == ref.items?.map(\.height))
            case .uniform(let count, _):
                #expect(count == ref.itemCount)
            }
        }
    }

    @Test("hard decimals take the correctly rounded fallback and agree with the standard library")
    func hardDecimals() throws {
        let texts = [
            "0.1", "2.2250738585072011e-308", "4.9406564584124654e-324", "9007199254740993", "1.7976931348623157e308",
            "123456789012345678901234567890", "0.000000000000000000000000001", "8.98846567431158e307",
            "3.14159265358979323846264338327950288", "1e22", "1e23", "9007199254740992.5",
        ]
        for text in texts {
            let body = flowRequest(layout: "\"pinning\": {\"offset\": \(text)}")
            let limits = APILimits(maxMagnitude: .greatestFiniteMagnitude)
            let request = try LayoutRequestDecoder.decode(Array(body.utf8), limits: limits)
            #expect(request.description.pinning.offset == Double(text), "\(text)")
            #expect(request.description.pinning.offset == Double("-" + text).map { -$0 }, "\(text)")
        }
    }
}
