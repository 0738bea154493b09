import Foundation
import HTTPTestSupport
import Testing

@testable import HTTPServer

/// The zlib wrappers on their own, each checked against GNU gzip (an implementation that is not zlib).
@Suite("gzip through zlib: the compressor and the inflater")
struct GzipTests {
    @Test("every level's output is gzip that GNU gzip decompresses to the input", arguments: Array(1...9))
    func levels(level: Int32) throws {
        for count in [0, 1, 1703, 40_000, 300_000] {
            let plain = compressibleText(count)
            let compressed = try #require(GzipCompressor.compress(plain, level: level))
            #expect(try gunzipped(compressed) == plain, "level \(level), \(count) bytes")
        }
    }

    /// Feeds `input` to one inflater in pieces of `piece` bytes: the body and the last outcome.
    func inflate(_ input: [UInt8], piece: Int, limit: Int = 1 << 30) throws -> ([UInt8], GzipInflater.Outcome, Bool) {
        let inflater = try #require(GzipInflater())
        var body: [UInt8] = []
        var outcome = GzipInflater.Outcome.ok
        var offset = 0
        while offset < input.count, outcome == .ok {
            let end = min(offset + piece, input.count)
            outcome = input[offset..<end].withUnsafeBytes { inflater.feed($0, into: &body, limit: limit) }
            offset = end
        }
        return (body, outcome, inflater.atEnd)
    }

    @Test(
        "GNU gzip's output inflates the same whole, in 1-byte pieces and in 4 KiB pieces",
        arguments: [1, 4096, 1 << 30])
    func pieces(piece: Int) throws {
        let plain = compressibleText(200_000)
        let (body, outcome, atEnd) = try inflate(try gzipped(plain), piece: piece)
        #expect(outcome == .ok && atEnd)
        #expect(body == plain)
    }

    @Test("the limit holds the body at most at the limit, and says so at the first byte past it")
    func limit() throws {
        let plain = compressibleText(50_000)
        let compressed = try gzipped(plain)
        let (atLimit, fits, _) = try inflate(compressed, piece: 1000, limit: 50_000)
        #expect(fits == .ok && atLimit == plain)
        let (over, refused, _) = try inflate(compressed, piece: 1000, limit: 49_999)
        #expect(refused == .overLimit)
        #expect(over.count <= 49_999)
        // A body made of zeros is refused after inflating no more than the limit, however far it would go.
        let (zeros, bomb, _) = try inflate(
            try gzipped([UInt8](repeating: 0, count: 5_000_000)), piece: 100_000, limit: 1000)
        #expect(bomb == .overLimit && zeros.count <= 1000)
    }

    @Test("truncated input is not at its end; garbage is malformed")
    func malformed() throws {
        let compressed = try gzipped(compressibleText(5000))
        let (_, outcome, atEnd) = try inflate(Array(compressed.dropLast(1)), piece: 100)
        #expect(outcome == .ok && !atEnd)
        let (_, garbage, _) = try inflate(Array("plain text".utf8), piece: 100)
        #expect(garbage == .malformed("incorrect header check"))
    }
}
