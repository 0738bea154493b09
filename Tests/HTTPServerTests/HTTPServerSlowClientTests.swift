import Foundation
import Testing

@testable import HTTPServer
import HTTPTestSupport

@Suite("Stalled clients and the connection limit")
struct HTTPServerSlowClientTests {
    @Test("200 connections stalled mid-request do not delay a real client")
    func stalledDoNotDelay() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let (response, seconds) = try await onThread {
            let stalled = try (0..<200).map { _ in
                let client = try TestClient(port: port)
                try client.send("POST /layout HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"col")
                return client
            }
            let start = Date()
            let response = try TestClient(port: port).request("POST", "/", body: Array("real".utf8))
            withExtendedLifetime(stalled) {}
            return (response, Date().timeIntervalSince(start))
        }
        #expect(response.status == 200 && response.text == "real")
        #expect(seconds < 1)
    }

    @Test("past the connection limit a new connection waits in the backlog until a connection frees up")
    func connectionLimit() async throws {
        var configuration = testConfiguration()
        configuration.threads = 1  // with a pool, libmicrohttpd splits the limit between the threads
        configuration.connectionLimit = 3
        let server = try HTTPServer(
            configuration: configuration, handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let (answeredWhileFull, served) = try await onThread {
            var held = try (0..<3).map { index in
                let client = try TestClient(port: port)
                // Each held connection is really established: it answers a request and stays open.
                _ = try client.request("GET", "/held\(index)")
                return client
            }
            // libmicrohttpd stops accepting at the limit (epoll mode), so the kernel queues this one.
            let extra = try TestClient(port: port, receiveTimeout: 0.5)
            try extra.send("GET /extra HTTP/1.1\r\nHost: x\r\n\r\n")
            let answeredWhileFull = (try? extra.readResponse()) != nil
            held.removeLast()  // closes one connection: the queued one is accepted and answered
            extra.setReceiveTimeout(3)
            let served = try extra.readResponse()
            withExtendedLifetime(held) {}
            return (answeredWhileFull, served)
        }
        #expect(!answeredWhileFull)
        #expect(served.status == 200 && served.header("x-path") == "/extra")
    }
}
