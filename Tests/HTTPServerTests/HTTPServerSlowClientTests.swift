import Foundation
import HTTPTestSupport
import Testing

@testable import HTTPServer

@Suite("Stalled clients and the connection limit")
struct HTTPServerSlowClientTests {
    @Test("200 connections stalled mid-request do not delay a real client")
    func stalledDoNotDelay() async throws {
        var configuration = testConfiguration()
        configuration.perClientConnectionLimit = 0  // every client here is 127.0.0.1
        let server = try HTTPServer(
            configuration: configuration, handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let response = try await onThread {
            let stalled = try (0..<200).map { _ in
                let client = try TestClient(port: port)
                try client.send("POST /layout HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"col")
                return client
            }
            // The stalled bodies never complete, so a server that waited on them would answer the real client
            // never: its answer arriving while they are held open is the proof, no clock needed.
            let response = try TestClient(port: port).request("POST", "/", body: Array("real".utf8))
            withExtendedLifetime(stalled) {}
            return response
        }
        #expect(response.status == 200 && response.text == "real")
    }

    @Test("past the connection limit, counted over every pool thread, a new connection is closed at once")
    func connectionLimit() async throws {
        var configuration = testConfiguration()
        configuration.threads = 2  // the limit holds across the pool, not per thread
        configuration.connectionLimit = 3
        let server = try HTTPServer(
            configuration: configuration, handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let (closedWhileFull, served) = try await onThread {
            var held = try (0..<3).map { index in
                let client = try TestClient(port: port)
                // Each held connection is really established: it answers a request and stays open.
                _ = try client.request("GET", "/held\(index)")
                return client
            }
            // The fourth is accepted by the kernel, then refused by the accept policy: closed, never answered.
            let extra = try TestClient(port: port, receiveTimeout: 3)
            let closedWhileFull = extra.waitForClose()
            held.removeLast()  // frees one slot
            Thread.sleep(forTimeInterval: 0.2)
            let fresh = try TestClient(port: port, receiveTimeout: 3)
            let served = try fresh.request("GET", "/fresh")
            withExtendedLifetime(held) {}
            return (closedWhileFull, served)
        }
        #expect(closedWhileFull)
        #expect(served.status == 200 && served.header("x-path") == "/fresh")
    }
}
