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
