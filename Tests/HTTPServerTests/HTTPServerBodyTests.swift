import Foundation
import HTTPTestSupport
import Testing

@testable import HTTPServer

/// The two ways a body reaches the handler: in place, when libmicrohttpd hands it over in one piece, and from the
/// connection's own buffer, when it arrives in pieces.
@Suite("Request bodies in one piece and in pieces")
struct HTTPServerBodyTests {
    @Test("a body sent in two pieces, then one in one piece, on one connection: each arrives whole, in order")
    func piecesThenWhole() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let first = [UInt8](repeating: 97, count: 3000) + [UInt8](repeating: 98, count: 3000)
        let second = Array("the second body".utf8)
        let (a, b, c) = try await onThread {
            let client = try TestClient(port: port)
            try client.send("POST /split HTTP/1.1\r\nHost: x\r\nContent-Length: \(first.count)\r\n\r\n")
            try client.send(Array(first[..<1000]))
            Thread.sleep(forTimeInterval: 0.1)  // the server reads the first piece alone
            try client.send(Array(first[1000...]))
            let a = try client.readResponse()
            let b = try client.request("POST", "/whole", body: second)
            // And the pieces again after an in-place body: the connection's buffer was left empty.
            try client.send("POST /again HTTP/1.1\r\nHost: x\r\nContent-Length: \(first.count)\r\n\r\n")
            try client.send(Array(first[..<10]))
            Thread.sleep(forTimeInterval: 0.1)
            try client.send(Array(first[10...]))
            return (a, b, try client.readResponse())
        }
        #expect(a.status == 200 && a.body == first && a.header("x-path") == "/split")
        #expect(b.status == 200 && b.body == second && b.header("x-path") == "/whole")
        #expect(c.status == 200 && c.body == first && c.header("x-path") == "/again")
    }

    @Test("a body larger than libmicrohttpd's read buffer arrives whole", arguments: [20_000, 100_000])
    func largerThanTheReadBuffer(size: Int) async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let body = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let response = try await onThread { try TestClient(port: port).request("POST", "/big", body: body) }
        #expect(response.status == 200)
        #expect(response.body == body)
    }

    @Test(
        "a header compared in place is equal only byte for byte, whatever the name's case",
        arguments: [
            ("Content-Type: application/json\r\n", true), ("content-TYPE: application/json\r\n", true),
            ("Content-Type: application/json; charset=utf-8\r\n", false),
            ("Content-Type: application/jso\r\n", false), ("Content-Type: APPLICATION/JSON\r\n", false),
            ("Content-Type: application/jsonx\r\n", false), ("", false),
        ])
    func headerComparedInPlace(line: String, expected: Bool) async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(),
            handler: { request in
                HTTPResponse(
                    status: 200,
                    headers: [("X-Is-JSON", request.header("content-type", is: "application/json") ? "yes" : "no")])
            },
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let response = try await onThread {
            let client = try TestClient(port: port)
            try client.send("POST /h HTTP/1.1\r\nHost: x\r\n\(line)Content-Length: 2\r\n\r\n{}")
            return try client.readResponse()
        }
        #expect(response.header("x-is-json") == (expected ? "yes" : "no"))
        // A request made by hand answers the same ("\r\n" is one Character).
        let header = line.isEmpty ? [] : [(name: "Content-Type", value: String(line.dropFirst(14).dropLast(1)))]
        #expect(
            HTTPRequest(method: "POST", path: "/", headers: header).header("content-type", is: "application/json")
                == expected)
    }

    @Test("a request made by hand reads its body and headers the same ways the server's do")
    func handMadeRequest() {
        var request = HTTPRequest(
            method: "POST", path: "/", headers: [(name: "Content-Type", value: "application/json")],
            body: Array("{}".utf8))
        #expect(request.header("content-TYPE") == "application/json")
        #expect(request.headers.map(\.name) == ["content-type"])
        #expect(request.withBody { $0.withUnsafeBytes { Array($0) } } == Array("{}".utf8))
        request.body = [1, 2, 3]
        #expect(request.body == [1, 2, 3])
        #expect(request.withBody { $0.byteCount } == 3)
    }

    @Test(
        "header names compare ignoring ASCII case, a word at a time",
        arguments: [
            ("Content-Length", "content-length", true), ("CONTENT-LENGTH", "content-length", true),
            ("content-lengtH", "content-length", true), ("Content_Length", "content-length", false),
            ("Content-Lengti", "content-length", false), ("Dontent-Length", "content-length", false),
            ("HOST", "host", true), ("Hast", "host", false), ("hosT", "host", true),
            ("Transfer-Encoding", "transfer-encoding", true), ("Transfer-EncodinG", "transfer-encoding", true),
            ("Transfer-Encodinh", "transfer-encoding", false),
        ])
    func headerNameComparison(name: String, lowercase: String, expected: Bool) {
        // The comparison takes a static string; the table's second column picks one.
        let result = name.withCString { bytes in
            switch lowercase {
            case "content-length": ASCII.equalIgnoringCase(bytes, "content-length")
            case "transfer-encoding": ASCII.equalIgnoringCase(bytes, "transfer-encoding")
            default: ASCII.equalIgnoringCase(bytes, "host")
            }
        }
        #expect(result == expected)
    }
}
