import Foundation
import HTTPTestSupport
import Testing

@testable import HTTPServer

/// Request bodies sent with `Content-Encoding: gzip` (compressed by GNU gzip, not zlib), inflated as they arrive and
/// held to the body limit; malformed gzip, and codings the server cannot read.
@Suite("gzip request bodies, through the real server")
struct HTTPServerGzipBodyTests {
    /// Starts an echo server with `maxBodyBytes`, runs `body` with its port on a thread, stops the server.
    func withServer<T: Sendable>(
        maxBodyBytes: Int = 1 << 20, _ body: @escaping @Sendable (Int) throws -> T
    ) async throws -> T {
        let server = try HTTPServer(
            configuration: testConfiguration(maxBodyBytes: maxBodyBytes), handler: echoHandler,
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        return try await onThread { try body(port) }
    }

    static let gzipHeader = [("Content-Encoding", "gzip")]

    @Test("a gzip body reaches the handler inflated, in one piece, in pieces and chunked", arguments: [100, 300_000])
    func inflated(count: Int) async throws {
        let plain = compressibleText(count)
        let compressed = try gzipped(plain)
        let (whole, pieces, chunked) = try await withServer { port in
            let client = try TestClient(port: port)
            let whole = try client.request("POST", "/", headers: Self.gzipHeader, body: compressed)
            // The same body in two pieces, the second after a pause, so the server inflates each as it arrives.
            try client.send(
                "POST / HTTP/1.1\r\nHost: x\r\nContent-Encoding: gzip\r\nContent-Length: \(compressed.count)\r\n\r\n")
            try client.send(Array(compressed[..<(compressed.count / 2)]))
            Thread.sleep(forTimeInterval: 0.1)
            try client.send(Array(compressed[(compressed.count / 2)...]))
            let pieces = try client.readResponse()
            // Chunked, 1,000 bytes a chunk.
            var request = Array(
                "POST / HTTP/1.1\r\nHost: x\r\nContent-Encoding: x-gzip\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
            var offset = 0
            while offset < compressed.count {
                let end = min(offset + 1000, compressed.count)
                request += Array("\(String(end - offset, radix: 16))\r\n".utf8) + compressed[offset..<end] + [13, 10]
                offset = end
            }
            try client.send(request + Array("0\r\n\r\n".utf8))
            return (whole, pieces, try client.readResponse())
        }
        for response in [whole, pieces, chunked] {
            #expect(response.status == 200)
            #expect(response.body == plain)
        }
    }

    @Test("two gzip members one after the other are one body, as gzip -d reads them")
    func members() async throws {
        let first = Array("{\"first\":".utf8)
        let second = Array("\"second\"}".utf8)
        let body = try gzipped(first) + gzipped(second)
        #expect(try gunzipped(body) == first + second)
        let response = try await withServer { port in
            try TestClient(port: port).request("POST", "/", headers: Self.gzipHeader, body: body)
        }
        #expect(response.status == 200 && response.body == first + second)
    }

    @Test("a body inflating to exactly the limit is read; one byte more is 413", arguments: [65_536, 65_537])
    func limit(count: Int) async throws {
        let compressed = try gzipped(compressibleText(count))
        let response = try await withServer(maxBodyBytes: 65_536) { port in
            try TestClient(port: port).request("POST", "/", headers: Self.gzipHeader, body: compressed)
        }
        if count <= 65_536 {
            #expect(response.status == 200 && response.body.count == count)
        } else {
            #expect(response.status == 413)
            #expect(response.text == "server error 413: the gzip body inflates to more than the limit of 65536 bytes")
        }
    }

    @Test("a gzip bomb (10 MB of zeros in about 10 KB) is 413, and the connection serves the next request")
    func bomb() async throws {
        let bomb = try gzipped([UInt8](repeating: 0, count: 10_000_000))
        #expect(bomb.count < 20_000)
        let (refused, next) = try await withServer(maxBodyBytes: 1 << 20) { port in
            // A 5-second receive timeout: the answer comes once the ~10 KB have arrived, without 10 MB of inflating.
            let client = try TestClient(port: port, receiveTimeout: 5)
            let refused = try client.request("POST", "/", headers: Self.gzipHeader, body: bomb)
            return (refused, try client.request("POST", "/", body: Array("ok".utf8)))
        }
        #expect(refused.status == 413)
        #expect(refused.text.contains("inflates to more than the limit of 1048576 bytes"))
        #expect(refused.header("connection") == nil)  // the body was read to its end
        #expect(next.status == 200 && next.text == "ok")
    }

    @Test("a compressed body declared over the limit is 413 before it is sent, as any body")
    func declaredOverLimit() async throws {
        let response = try await withServer(maxBodyBytes: 1024) { port in
            let client = try TestClient(port: port, receiveTimeout: 3)
            try client.send("POST / HTTP/1.1\r\nHost: x\r\nContent-Encoding: gzip\r\nContent-Length: 5000\r\n\r\n")
            return try client.readResponse()
        }
        #expect(response.status == 413)
        #expect(response.text.contains("declared body of 5000 bytes"))
    }

    @Test("malformed gzip is a 400 that says what is wrong")
    func malformed() async throws {
        let good = try gzipped(compressibleText(5000))
        var corrupt = good
        corrupt[corrupt.count - 6] ^= 0xFF  // inside the CRC-32 of the trailer
        let cases: [([UInt8], String)] = [
            (Array("{\"not\":\"gzip\"}".utf8), "the gzip body is malformed: incorrect header check"),
            (Array(good.prefix(good.count - 4)), "the gzip body is truncated: it ends inside a gzip member"),
            (Array(good.prefix(10)), "the gzip body is truncated: it ends inside a gzip member"),
            (corrupt, "the gzip body is malformed: incorrect data check"),
            (
                good + Array("trailing".utf8),
                "the gzip body is malformed: bytes after the end of the gzip stream are not another gzip member"
            ),
        ]
        let responses = try await withServer { port in
            let client = try TestClient(port: port)
            return try cases.map { try client.request("POST", "/", headers: Self.gzipHeader, body: $0.0) }
        }
        for (response, (_, detail)) in zip(responses, cases) {
            #expect(response.status == 400)
            #expect(response.text == "server error 400: \(detail)")
        }
    }

    @Test(
        "a body in a coding the server cannot read is 415 with Accept-Encoding: gzip, and the connection closes",
        arguments: [["deflate"], ["br"], ["compress"], ["zstd"], ["gzip, gzip"], ["gzip", "gzip"], ["unknown"]])
    func unsupported(codings: [String]) async throws {
        let (response, closed) = try await withServer { port in
            let client = try TestClient(port: port, receiveTimeout: 3)
            let response = try client.request(
                "POST", "/", headers: codings.map { ("Content-Encoding", $0) }, body: Array("{}".utf8))
            return (response, client.waitForClose())
        }
        #expect(response.status == 415)
        #expect(response.header("accept-encoding") == "gzip")
        #expect(response.header("connection") == "close" && closed)
        #expect(response.text.hasPrefix("server error 415: the body"))
    }

    @Test("identity, an empty Content-Encoding, and any coding on a request without a body read as no coding")
    func noCoding() async throws {
        let responses = try await withServer { port in
            let client = try TestClient(port: port)
            return [
                try client.request("POST", "/", headers: [("Content-Encoding", "identity")], body: Array("{}".utf8)),
                try client.request("POST", "/", headers: [("Content-Encoding", "")], body: Array("{}".utf8)),
                try client.request("GET", "/", headers: [("Content-Encoding", "br")]),
                try client.request("POST", "/", headers: [("Content-Encoding", "br")], body: []),
            ]
        }
        #expect(responses.map(\.status) == [200, 200, 200, 200])
        #expect(responses[0].text == "{}" && responses[1].text == "{}")
    }
}
