import Foundation
import HTTPTestSupport
import Synchronization
import Testing

@testable import HTTPServer

/// A gate a handler waits at until the test opens it; it also tells the test when a handler arrived.
final class Gate: Sendable {
    private let isOpen = Atomic<Bool>(false)
    private let arrived = Atomic<Bool>(false)

    func open() { isOpen.store(true, ordering: .releasing) }

    func wait() {
        arrived.store(true, ordering: .releasing)
        while !isOpen.load(ordering: .acquiring) { usleep(1_000) }
    }

    /// Whether a handler is waiting (or has waited) here.
    var hasArrival: Bool { arrived.load(ordering: .acquiring) }
}

/// The reason of a `startFailed` error, or `nil` for any other outcome.
private func startFailure(_ configuration: HTTPServerConfiguration) -> String? {
    do {
        let server = try HTTPServer(
            configuration: configuration, handler: echoHandler, errorResponder: testErrorResponder)
        server.stop()
        return nil
    } catch {
        guard case .startFailed(let reason) = error else { return nil }
        return reason
    }
}

@Suite("Starting, draining and stopping")
struct HTTPServerLifecycleTests {
    @Test("port 0 binds a real free port that answers")
    func anyPort() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        #expect(server.port > 0 && server.port <= 65535)
        let port = server.port
        let response = try await onThread { try TestClient(port: port).request("GET", "/") }
        #expect(response.status == 200)
    }

    @Test("a port already in use fails to start with a reason that says so")
    func portInUse() throws {
        let first = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        defer { first.stop() }
        var configuration = testConfiguration()
        configuration.port = first.port
        #expect(startFailure(configuration) == "address already in use: 127.0.0.1:\(first.port)")
    }

    @Test("a host that is not an address fails to start with a reason naming it")
    func badHost() {
        var configuration = testConfiguration()
        configuration.host = "layout.example"
        #expect(
            startFailure(configuration)
                == "bad host \"layout.example\": expected an IPv4 or IPv6 address or \"localhost\"")
    }

    @Test("an out-of-range option fails to start with a reason naming it")
    func badOption() {
        var configuration = testConfiguration()
        configuration.threads = 0
        #expect(startFailure(configuration) == "bad option threads: 0 is not in 1...1024")
    }

    @Test("\"localhost\" binds the IPv4 loopback")
    func localhost() async throws {
        var configuration = testConfiguration()
        configuration.host = "localhost"
        let server = try HTTPServer(
            configuration: configuration, handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let response = try await onThread { try TestClient(port: port).request("GET", "/") }
        #expect(response.status == 200)
    }

    @Test("\"::\" serves IPv6 and IPv4 clients; \"::1\" serves IPv6 only", arguments: ["::", "::1", "[::1]"])
    func ipv6(host: String) async throws {
        var configuration = testConfiguration()
        configuration.host = host
        let server = try HTTPServer(
            configuration: configuration, handler: echoHandler, errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let (v6, v4) = try await onThread {
            let v6 = try TestClient(port: port, ipv6: true).request("GET", "/v6")
            let v4 = try? TestClient(port: port).request("GET", "/v4")
            return (v6, v4)
        }
        #expect(v6.status == 200 && v6.header("x-path") == "/v6")
        #expect((v4?.status == 200) == (host == "::"))
    }

    @Test("stop is idempotent and afterwards connections are refused")
    func stopTwice() async throws {
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder)
        let port = server.port
        server.stop()
        server.stop()
        #expect(throws: ClientError.self) { _ = try TestClient(port: port) }
    }

    @Test("draining refuses new connections, finishes in-flight requests with Connection: close, then idles")
    func draining() async throws {
        let gate = Gate()
        // A long idle timeout and no deadlines: the idle connection must outlive the whole test even on a loaded
        // machine (with a 10 s timeout it was once closed by the timeout, not by draining, before its late request;
        // the default keep-alive timeout, 5 s, did the same).
        var configuration = testConfiguration(connectionTimeout: 120)
        configuration.keepAliveTimeout = 0
        configuration.headTimeout = 0
        configuration.requestTimeout = 0
        let server = try HTTPServer(
            configuration: configuration,
            handler: { request in
                if request.path == "/slow" { gate.wait() }
                return echoHandler(request)
            },
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        // An idle keep-alive connection opened before draining.
        let idle = try TestClient(port: port)
        #expect(try idle.request("GET", "/before").header("connection")?.lowercased() != "close")

        async let slow = onThread {
            let client = try TestClient(port: port)
            let response = try client.request("POST", "/slow", body: Array("in flight".utf8))
            return (response, client.waitForClose())
        }
        var waited = 0
        while !gate.hasArrival && waited < 10_000 {
            try await Task.sleep(for: .milliseconds(5))
            waited += 5
        }
        #expect(gate.hasArrival)
        #expect(server.inFlight >= 1)

        server.beginDraining()
        server.beginDraining()  // idempotent
        #expect(server.isDraining)
        #expect(throws: ClientError.self) { _ = try TestClient(port: port) }
        #expect(!server.waitUntilIdle(timeout: 0.05))  // the slow request is still being handled

        gate.open()
        let (response, closed) = try await slow
        #expect(response.status == 200 && response.text == "in flight")
        #expect(response.header("connection")?.lowercased() == "close")
        #expect(closed)
        #expect(server.waitUntilIdle(timeout: 5))
        #expect(server.inFlight == 0)

        // A request on a connection accepted before draining is still answered, and told to close.
        let late = try await onThread { (try idle.request("GET", "/after"), idle.waitForClose()) }
        #expect(late.0.status == 200)
        #expect(late.0.header("connection")?.lowercased() == "close")
        #expect(late.1)
    }
}
