import Foundation
import HTTPTestSupport
import Testing

@testable import HTTPServer

@Suite("Body limits and slow clients")
struct HTTPServerLimitTests {
    @Test("a declared 64 MiB body is answered 413 at once, before any of it is sent")
    func declaredTooLarge() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(maxBodyBytes: 1 << 20), handler: echoHandler,
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let (response, afterwards) = try await onThread {
            // No byte of the body is ever sent, so an answer at all is one given without it (a server waiting
            // for the body would leave the read to fail at its receive timeout).
            let client = try TestClient(port: port, receiveTimeout: 30)
            try client.send("POST /layout HTTP/1.1\r\nHost: x\r\nContent-Length: \(64 << 20)\r\n\r\n")
            let response = try client.readResponse()
            // The server still serves a fresh connection correctly afterwards.
            let afterwards = try TestClient(port: port).request("POST", "/", body: Array("ok".utf8))
            return (response, afterwards)
        }
        #expect(response.status == 413)
        #expect(
            response.text == "server error 413: the declared body of 67108864 bytes exceeds the limit of 1048576 bytes")
        #expect(afterwards.status == 200 && afterwards.text == "ok")
    }

    @Test("a body of exactly the limit is accepted, one byte more is refused", arguments: [1024, 1025])
    func boundary(size: Int) async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(maxBodyBytes: 1024), handler: echoHandler,
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let response = try await onThread {
            try TestClient(port: port).request("POST", "/", body: [UInt8](repeating: 65, count: size))
        }
        #expect(response.status == (size <= 1024 ? 200 : 413))
        #expect(size > 1024 || response.body.count == size)
    }

    @Test(
        "the default 32 KiB per connection holds 24 KB of request headers; 40 KB are answered 431",
        arguments: [24_000, 40_000])
    func headerSize(bytes: Int) async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let response = try await onThread {
            let client = try TestClient(port: port, receiveTimeout: 3)
            let header = String(repeating: "a", count: bytes)
            try client.send("POST / HTTP/1.1\r\nHost: x\r\nX-Big: \(header)\r\nContent-Length: 2\r\n\r\nok")
            return try client.readResponse()
        }
        // 32 KiB of pool: 24,000 bytes of headers fit with room for reading; 40,000 cannot (431, RFC 6585).
        #expect(response.status == (bytes < 32_768 ? 200 : 431))
    }

    /// Sends `chunks` as a chunked request body.
    private static func chunked(_ chunks: [[UInt8]]) -> [UInt8] {
        var wire = Array("POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        for chunk in chunks {
            wire += Array("\(String(chunk.count, radix: 16))\r\n".utf8) + chunk + [13, 10]
        }
        return wire + Array("0\r\n\r\n".utf8)
    }

    @Test("a chunked body within the limit arrives whole")
    func chunkedWithinLimit() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(maxBodyBytes: 1024), handler: echoHandler,
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let chunks = [[UInt8](repeating: 97, count: 500), [UInt8](repeating: 98, count: 524)]
        let response = try await onThread {
            let client = try TestClient(port: port)
            try client.send(Self.chunked(chunks))
            return try client.readResponse()
        }
        #expect(response.status == 200)
        #expect(response.body == chunks[0] + chunks[1])
    }

    @Test("a chunked body over the limit is answered 413 and the connection stays usable")
    func chunkedOverLimit() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(maxBodyBytes: 1024), handler: echoHandler,
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let (response, next) = try await onThread {
            let client = try TestClient(port: port)
            // 3 × 600 = 1800 bytes against a limit of 1024.
            try client.send(Self.chunked(Array(repeating: [UInt8](repeating: 120, count: 600), count: 3)))
            return (try client.readResponse(), try client.request("POST", "/", body: Array("next".utf8)))
        }
        #expect(response.status == 413)
        #expect(response.text == "server error 413: the body of 1800 bytes exceeds the limit of 1024 bytes")
        #expect(next.status == 200 && next.text == "next")
    }

    @Test("a chunked body running far past the limit loses its connection instead of being read forever")
    func chunkedFarOverLimit() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(maxBodyBytes: 1024), handler: echoHandler,
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let closed = try await onThread {
            let client = try TestClient(port: port, receiveTimeout: 5)
            // 40 × 64 KiB = 2.5 MiB, past the 1 MiB discard allowance; the terminating chunk never comes.
            var wire = Array("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
            for _ in 0..<40 { wire += Array("10000\r\n".utf8) + [UInt8](repeating: 122, count: 65536) + [13, 10] }
            try? client.send(wire)  // the server may reset the connection while this is still sending
            return client.waitForClose()
        }
        #expect(closed)
    }

    @Test("a connection stalled mid-request is closed after the connection timeout")
    func stalledConnection() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(connectionTimeout: 1), handler: echoHandler,
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let (closed, seconds) = try await onThread {
            let client = try TestClient(port: port, receiveTimeout: 6)
            let start = Date()
            try client.send("GET / HTTP/1.1\r\nHost: x\r\n")  // the blank line never comes
            return (client.waitForClose(), Date().timeIntervalSince(start))
        }
        // Closed by the server, not by the client's 6 s read timeout; and not before the 1 s connection timeout
        // (a lower bound only: a loaded machine can make the close later, never earlier).
        #expect(closed)
        #expect(seconds >= 0.9)
    }
}
