import Foundation
import HTTPTestSupport
import Testing

@testable import HTTPServer

/// Answers compressed for the client that asks, checked by decompressing them with GNU gzip (not zlib), and the
/// `Vary`, `ETag` and `Content-Length` that go with them, including on 304s.
@Suite("gzip answers and conditional requests, through the real server")
struct HTTPServerGzipResponseTests {
    /// A server answering `bytesHandler`, and one request to it on a fresh connection.
    func get(
        _ count: Int, method: String = "GET", headers: [(String, String)] = [], gzipLevel: Int = 1
    ) async throws -> WireResponse {
        var configuration = testConfiguration()
        configuration.gzipLevel = gzipLevel
        let server = try HTTPServer(
            configuration: configuration, handler: bytesHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        return try await onThread { try TestClient(port: port).request(method, "/bytes?\(count)", headers: headers) }
    }

    @Test(
        "an answer of 1 KiB or more, asked with gzip, is gzip that GNU gzip decompresses to it",
        arguments: [1024, 100_000, 1 << 20])
    func roundTrip(count: Int) async throws {
        let response = try await get(count, headers: [("Accept-Encoding", "gzip")])
        #expect(response.status == 200)
        #expect(response.header("content-encoding") == "gzip")
        #expect(response.header("vary") == "Accept-Encoding")
        #expect(response.header("content-type") == "text/plain")
        #expect(Int(response.header("content-length") ?? "") == response.body.count)
        #expect(response.body.count < count / 2)  // the text repeats: well under half
        #expect(try gunzipped(response.body) == compressibleText(count))
    }

    @Test("below 1 KiB, or without Accept-Encoding, the answer is identity and still varies on Accept-Encoding")
    func identity() async throws {
        for (count, headers) in [(1023, [("Accept-Encoding", "gzip")]), (100_000, [])] {
            let response = try await get(count, headers: headers)
            #expect(response.status == 200)
            #expect(response.header("content-encoding") == nil)
            #expect(response.header("vary") == "Accept-Encoding")
            #expect(response.body == compressibleText(count))
        }
    }

    @Test(
        "Accept-Encoding as clients send it, through the server (the rules are ContentCodingTests')",
        arguments: [
            ("gzip, deflate, br", true), ("gzip;q=0", false), ("*", true), ("x-gzip", true), ("br", false),
            ("identity", false), ("gzip;q=0.5, identity", false), ("", false),
        ])
    func acceptEncoding(value: String, compressed: Bool) async throws {
        let response = try await get(4096, headers: [("Accept-Encoding", value)])
        #expect((response.header("content-encoding") == "gzip") == compressed)
        #expect(try (compressed ? gunzipped(response.body) : response.body) == compressibleText(4096))
    }

    @Test("a client that refuses identity gets even a 20-byte answer compressed")
    func identityRefused() async throws {
        let response = try await get(20, headers: [("Accept-Encoding", "gzip, identity;q=0")])
        #expect(response.header("content-encoding") == "gzip")
        #expect(try gunzipped(response.body) == compressibleText(20))
    }

    @Test("HEAD gets GET's headers: the compressed length, and no body")
    func head() async throws {
        let get = try await get(50_000, headers: [("Accept-Encoding", "gzip")])
        let head = try await self.get(50_000, method: "HEAD", headers: [("Accept-Encoding", "gzip")])
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.header("content-encoding") == "gzip")
        #expect(head.header("content-length") == get.header("content-length"))
    }

    @Test("a handler's own Content-Encoding is left alone; its Vary listing Accept-Encoding is not repeated")
    func handlerHeaders() async throws {
        let encoded = try await get(
            4096, headers: [("Accept-Encoding", "gzip"), ("X-Response-Header", "Content-Encoding: identity")])
        #expect(encoded.header("content-encoding") == "identity")
        #expect(encoded.header("vary") == nil)
        #expect(encoded.body == compressibleText(4096))
        let varying = try await get(
            4096, headers: [("Accept-Encoding", "gzip"), ("X-Response-Header", "Vary: Accept, accept-encoding")])
        #expect(varying.headers.filter { $0.name == "vary" }.map(\.value) == ["Accept, accept-encoding"])
        #expect(varying.header("content-encoding") == "gzip")
    }

    @Test("an empty body, a 204, and a server with gzip level 0 neither compress nor vary")
    func nothingToCompress() async throws {
        let empty = try await get(0, headers: [("Accept-Encoding", "gzip")])
        #expect(empty.header("vary") == nil && empty.header("content-encoding") == nil)
        let noContent = try await get(0, headers: [("Accept-Encoding", "gzip"), ("X-Status", "204")])
        #expect(noContent.status == 204 && noContent.header("vary") == nil)
        let off = try await get(4096, headers: [("Accept-Encoding", "gzip")], gzipLevel: 0)
        #expect(off.header("vary") == nil && off.header("content-encoding") == nil)
        #expect(off.body == compressibleText(4096))
    }

    @Test("a strong tag is weakened on the compressed answer and kept on the identity one")
    func tags() async throws {
        let tag = ("X-Response-Header", "ETag: \"v1\"")
        let compressed = try await get(4096, headers: [("Accept-Encoding", "gzip"), tag])
        #expect(compressed.header("etag") == "W/\"v1\"")
        let identity = try await get(4096, headers: [tag])
        #expect(identity.header("etag") == "\"v1\"")
    }

    @Test(
        "If-None-Match that matches the tag is a 304 with no body, the tag, Vary and the 200's length",
        arguments: ["\"v1\"", "W/\"v1\"", "\"v0\", \"v1\"", "*"])
    func notModified(ifNoneMatch: String) async throws {
        let headers = [
            ("X-Response-Header", "ETag: \"v1\""), ("X-Response-Header", "Cache-Control: no-cache"),
            ("If-None-Match", ifNoneMatch),
        ]
        let response = try await get(4096, headers: headers)
        #expect(response.status == 304)
        #expect(response.body.isEmpty)
        #expect(response.header("etag") == "\"v1\"")
        #expect(response.header("cache-control") == "no-cache")
        #expect(response.header("vary") == "Accept-Encoding")
        #expect(response.header("content-type") == nil)
        // RFC 9110 §8.6: a 304's Content-Length, when sent, is the 200's.
        #expect(response.header("content-length") == "4096")
        // Asked with gzip, it stands for the compressed 200: its weak tag and its length.
        let compressed = try await get(4096, headers: headers + [("Accept-Encoding", "gzip")])
        let full = try await get(4096, headers: [("X-Response-Header", "ETag: \"v1\""), ("Accept-Encoding", "gzip")])
        #expect(compressed.status == 304 && compressed.body.isEmpty)
        #expect(compressed.header("etag") == "W/\"v1\"")
        #expect(compressed.header("content-encoding") == nil)
        #expect(compressed.header("content-length") == full.header("content-length"))
        // HEAD is answered as GET.
        let head = try await get(4096, method: "HEAD", headers: headers)
        #expect(head.status == 304)
    }

    @Test("If-None-Match that does not match, on another method, or on a non-2xx answer is ignored")
    func ignored() async throws {
        let tag = ("X-Response-Header", "ETag: \"v1\"")
        #expect(try await get(100, headers: [tag, ("If-None-Match", "\"v2\"")]).status == 200)
        #expect(try await get(100, headers: [tag, ("If-None-Match", "v1")]).status == 200)  // not a tag
        #expect(try await get(100, method: "POST", headers: [tag, ("If-None-Match", "\"v1\"")]).status == 200)
        #expect(try await get(100, method: "POST", headers: [tag, ("If-None-Match", "*")]).status == 200)
        #expect(try await get(100, headers: [tag, ("X-Status", "404"), ("If-None-Match", "*")]).status == 404)
        // No tag: only * matches.
        #expect(try await get(100, headers: [("If-None-Match", "\"v1\"")]).status == 200)
        #expect(try await get(100, headers: [("If-None-Match", "*")]).status == 304)
    }
}
