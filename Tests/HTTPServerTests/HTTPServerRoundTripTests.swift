import HTTPTestSupport
import Testing

@testable import HTTPServer

@Suite("HTTP round trips over a real socket")
struct HTTPServerRoundTripTests {
    @Test("an echoed POST comes back with its method, path, query and body")
    func echoRoundTrip() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let response = try await onThread {
            try TestClient(port: port).request("POST", "/echo/a%20b?x=1&y=%20", body: Array("hello, layoutd".utf8))
        }
        #expect(response.status == 200)
        #expect(response.text == "hello, layoutd")
        #expect(response.header("x-method") == "POST")
        // The path is percent-decoded; the query is passed exactly as sent.
        #expect(response.header("x-path") == "/echo/a b")
        #expect(response.header("x-query") == "x=1&y=%20")
        #expect(response.header("content-length") == "14")
    }

    @Test("a target without '?' has no query, and a GET has an empty body")
    func noQuery() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let response = try await onThread { try TestClient(port: port).request("GET", "/healthz") }
        #expect(response.status == 200)
        #expect(response.header("x-query") == "<none>")
        #expect(response.body.isEmpty)
    }

    @Test("request header names arrive lowercased and are found in any case; response headers are sent")
    func headers() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let response = try await onThread {
            try TestClient(port: port).request(
                "GET", "/", headers: [("X-Test", "Mixed Case Value"), ("Accept", "*/*")])
        }
        #expect(response.header("x-test") == "Mixed Case Value")
        #expect(response.header("x-header-names") == "host,x-test,accept")
    }

    @Test("several requests share one keep-alive connection")
    func keepAlive() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let bodies = try await onThread {
            let client = try TestClient(port: port)
            return try (0..<5).map { index in
                let response = try client.request("POST", "/n\(index)", body: Array("body \(index)".utf8))
                #expect(response.header("connection")?.lowercased() != "close")
                return response.text
            }
        }
        #expect(bodies == ["body 0", "body 1", "body 2", "body 3", "body 4"])
    }

    @Test("a HEAD response carries the length of the body it does not send")
    func head() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(),
            handler: { _ in HTTPResponse(status: 200, body: Array("0123456789".utf8)) },
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let (head, get) = try await onThread {
            let client = try TestClient(port: port)
            // The GET after the HEAD proves no body bytes were left on the connection.
            return (try client.request("HEAD", "/"), try client.request("GET", "/"))
        }
        #expect(head.status == 200)
        #expect(head.header("content-length") == "10")
        #expect(head.body.isEmpty)
        #expect(get.text == "0123456789")
    }

    @Test("a handler answering an impossible status is replaced by the error responder's 500")
    func invalidStatus() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: { _ in HTTPResponse(status: 42) },
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let response = try await onThread { try TestClient(port: port).request("GET", "/") }
        #expect(response.status == 500)
        #expect(response.text == "server error 500: the handler answered with status 42")
    }

    @Test("a response header libmicrohttpd refuses becomes a 500 rather than a broken response")
    func invalidHeader() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(),
            handler: { _ in HTTPResponse(status: 200, headers: [("X-Bad", "line\r\nInjected: yes")]) },
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let response = try await onThread { try TestClient(port: port).request("GET", "/") }
        #expect(response.status == 500)
        #expect(response.header("injected") == nil)
    }
}
