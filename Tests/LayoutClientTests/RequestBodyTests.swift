import Foundation
import HTTPServer
import LayoutClient
import LayoutService
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Request bodies as the client sends them: gzipped past the threshold, answered by the live server exactly as
/// the same JSON sent plainly; and a 503's `Retry-After` carried by the client's error.
@Suite("Request bodies: gzip on the wire, Retry-After in the error")
struct RequestBodyTests {
    /// A feed of 10,000 posts on a phone: one flow section of explicit items, each with an id and its measured
    /// height (a header and 1 to 13 lines of 22 points: 110 to 374), 393 wide, 8 apart, at scale 3, asking for a
    /// range of three screens: what a `ScrollRangeModel` sends each time it asks for a window of such a feed.
    static let feed = Layoutd.Request(
        collectionView: Layoutd.CollectionView(
            size: Layoutd.Size(width: 393, height: 852), contentInset: Layoutd.Insets(top: 59, bottom: 34), scale: 3),
        layout: Layoutd.FlowLayout(minimumLineSpacing: 8),
        sections: [
            Layoutd.FlowSection(
                .items(
                    (0..<10_000).map {
                        Layoutd.Item(
                            Layoutd.Size(width: 393, height: Double(88 + 22 * (1 + ($0 * 7) % 13))), id: "post-\($0)")
                    }))
        ],
        elements: .scrollRange(from: 40_000, to: 41_704))

    @Test("the 10,000-post feed's range request: gzipped to under a tenth, its length in the trailer")
    func feedBody() throws {
        let plain = try Layoutd.RequestBody(Self.feed, compressing: false)
        let gzipped = try Layoutd.RequestBody(Self.feed)
        #expect(!plain.isGzipped && gzipped.isGzipped)
        #expect(plain.bytes == (try Layoutd.Client.encode(Self.feed)) && gzipped.jsonCount == plain.bytes.count)
        print("BODY 10,000-post feed range request: \(plain.bytes.count) bytes as JSON, \(gzipped.bytes.count) gzipped")
        // JSON of alike items: gzip keeps under a tenth.
        #expect(gzipped.bytes.count * 10 < plain.bytes.count)
        // gzip's magic number, deflate, and the length of the JSON in the trailer (RFC 1952).
        let bytes = [UInt8](gzipped.bytes)
        #expect(bytes.prefix(3) == [0x1f, 0x8b, 8])
        let length = bytes.suffix(4).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        #expect(length == plain.bytes.count)
    }

    @Test("a body under the threshold goes as JSON")
    func smallBody() throws {
        let small = Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 100, height: 100)),
            layout: Layoutd.FlowLayout(itemSize: Layoutd.Size(width: 10, height: 10)),
            sections: [Layoutd.FlowSection(.uniform(count: 3))])
        let body = try Layoutd.RequestBody(small)
        #expect(!body.isGzipped && body.bytes.count < Layoutd.RequestBody.compressionThreshold)
    }

    @Test("the live server answers a gzipped request exactly as the same request sent plainly")
    func gzippedAnswer() async throws {
        try await LiveServer.with { live in
            let plain = Layoutd.Client(
                baseURL: live.client.baseURL, session: LiveServer.session, compressesRequests: false)
            let gzipped = try await live.client.scrollRange(Self.feed)
            let answered = try await plain.scrollRange(Self.feed)
            #expect(gzipped == answered && !answered.attributes.isEmpty)
        }
    }

    @Test("a 503 with Retry-After is .unavailable, with the wait and the problem")
    func retryAfter() async throws {
        let problem = Array(
            #"{"type":"/problems/unavailable","title":"Service unavailable","status":503,"detail":"queue full"}"#.utf8)
        let handler: HTTPHandler = { _ in
            HTTPResponse(
                status: 503,
                headers: [
                    (name: "Content-Type", value: "application/problem+json"), (name: "Retry-After", value: "2"),
                ],
                body: problem)
        }
        let error = try await LayoutClientTests.failure(handler: handler) { _ = try await $0.client.layout(Self.feed) }
        guard case .unavailable(let status, let wait, let details) = error else {
            Issue.record("expected .unavailable, got \(error)")
            return
        }
        #expect(status == 503 && wait == 2 && details?.detail == "queue full")
        #expect(error.retryAfter == 2 && error.status == 503)
    }
}
