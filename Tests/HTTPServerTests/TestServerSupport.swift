import Foundation
import HTTPServer
import HTTPTestSupport

/// A problem-like body the tests' error responder produces, so tests can see who answered.
@Sendable func testErrorResponder(_ status: Int, _ detail: String) -> HTTPResponse {
    HTTPResponse(
        status: status, headers: [("Content-Type", "text/plain")],
        body: Array("server error \(status): \(detail)".utf8))
}

/// Echoes the request back: method, path, query and `x-test` in headers, the body as the body.
@Sendable func echoHandler(_ request: borrowing HTTPRequest) -> HTTPResponse {
    HTTPResponse(
        status: 200,
        headers: [
            ("X-Method", request.method), ("X-Path", request.path), ("X-Query", request.query ?? "<none>"),
            ("X-Test", request.header("X-TEST") ?? "<none>"),
            ("X-Header-Names", request.headers.map(\.name).joined(separator: ",")),
        ],
        body: request.body)
}

/// A configuration for tests: loopback, any free port, quiet.
func testConfiguration(maxBodyBytes: Int = 1 << 20, connectionTimeout: Int = 10) -> HTTPServerConfiguration {
    HTTPServerConfiguration(
        host: "127.0.0.1", port: 0, threads: 2, maxBodyBytes: maxBodyBytes, connectionTimeout: connectionTimeout,
        logsLibraryErrors: false)
}

/// Answers `GET /bytes?N` with `compressibleText(N)`; the request's `X-Response-Header: Name: value` headers are
/// added to the answer, and `X-Status` sets its status. An ETag-bearing answer goes through
/// `HTTPRequest.notModified(_:)`, as the service's fixed documents do.
@Sendable func bytesHandler(_ request: borrowing HTTPRequest) -> HTTPResponse {
    var headers: [(name: String, value: String)] = [("Content-Type", "text/plain")]
    for header in request.headers where header.name == "x-response-header" {
        let parts = header.value.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2 { headers.append((parts[0], parts[1])) }
    }
    let response = HTTPResponse(
        status: Int(request.header("x-status") ?? "") ?? 200, headers: headers,
        body: compressibleText(Int(request.query ?? "") ?? 0))
    return request.notModified(response) ?? response
}

/// `count` bytes of JSON-like text that compresses as the service's answers do (repeated keys, varying numbers).
func compressibleText(_ count: Int) -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(count + 64)
    var i = 0
    while text.count < count {
        text += Array(#"{"indexPath":[0,\#(i)],"frame":{"x":\#(i % 3 * 125),"y":\#(i / 3 * 90)}},"#.utf8)
        i += 1
    }
    return Array(text.prefix(count))
}
