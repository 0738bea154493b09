import Foundation
import HTTPTestSupport
import Synchronization
import Testing

@testable import HTTPServer

@Suite("Deadlines: which one a connection has passed, and the watchdog that closes it")
struct DeadlineTests {
    static let deadlines = Deadlines(keepAlive: 5000, head: 10_000, request: 30_000)

    @Test(
        "each phase runs the deadlines still ahead of it, and the earliest one passed is the reason",
        arguments: [
            // (phase, elapsed ms, expected): the keep-alive wait runs until the request line, the head deadline until
            // the head is in, the request deadline until the body is; an answering connection has none.
            (ConnectionClock.Phase.awaitingRequest, 4999, nil),
            (.awaitingRequest, 5001, HTTPServerCounters.Closure.keepAliveIdle),
            (.awaitingRequest, 40_000, .keepAliveIdle),
            (.readingHead, 9999, nil),
            (.readingHead, 10_001, .headDeadline),
            (.readingHead, 40_000, .headDeadline),
            (.readingBody, 29_999, nil),
            (.readingBody, 30_001, .requestDeadline),
            (.answering, 1_000_000, nil),
        ] as [(ConnectionClock.Phase, Int, HTTPServerCounters.Closure?)])
    func expired(phase: ConnectionClock.Phase, elapsed: Int, expected: HTTPServerCounters.Closure?) {
        #expect(Self.deadlines.expired(phase, elapsed: elapsed) == expected)
    }

    @Test("a deadline of 0 is none, and a shorter later one still wins")
    func disabled() {
        let none = Deadlines(keepAlive: 0, head: 0, request: 0)
        #expect(none.expired(.awaitingRequest, elapsed: Int.max / 2) == nil)
        // A head deadline set shorter than the keep-alive wait is the one passed first.
        let odd = Deadlines(keepAlive: 8000, head: 2000, request: 0)
        #expect(odd.expired(.awaitingRequest, elapsed: 3000) == .headDeadline)
        #expect(odd.expired(.readingBody, elapsed: 100_000) == nil)
    }

    @Test("the clock keeps the cycle's start across phases; the watchdog's mark fails once the owner moved on")
    func clock() {
        let clock = ConnectionClock(socket: -1, now: 1000)
        clock.enter(.readingHead)
        clock.enter(.readingBody)
        let seen = clock.read()
        #expect(ConnectionClock.decode(seen) == (.readingBody, 1000))
        clock.restart(now: 2500)  // the answer was sent meanwhile: a new cycle
        #expect(!clock.markShut(seen: seen))
        #expect(ConnectionClock.decode(clock.read()) == (.awaitingRequest, 2500))
        #expect(clock.markShut(seen: clock.read()))
        #expect(ConnectionClock.decode(clock.read()) == (.answering, 2500))
    }

    /// A server with the given deadlines (seconds) and its counters.
    static func server(
        keepAlive: Int = 0, head: Int = 0, request: Int = 0
    ) throws -> (HTTPServer, HTTPServerCounters) {
        var configuration = testConfiguration(connectionTimeout: 30)
        configuration.keepAliveTimeout = keepAlive
        configuration.headTimeout = head
        configuration.requestTimeout = request
        let counters = HTTPServerCounters()
        let server = try HTTPServer(
            configuration: configuration, handler: echoHandler, errorResponder: testErrorResponder, counters: counters)
        return (server, counters)
    }

    @Test("a head trickled a byte at a time is closed at the head deadline, though it is never idle")
    func trickledHead() async throws {
        let (server, counters) = try Self.server(head: 1)
        defer { server.stop() }
        let port = server.port
        let closed = try await onThread {
            let client = try TestClient(port: port, receiveTimeout: 0.3)
            try client.send("GET /slow HTTP/1.1\r\nHost: x\r\nX-Slow: ")
            // One byte every 0.3 s keeps the 30 s inactivity timeout far away; at most 30 of them (9 s).
            for _ in 0..<30 {
                if client.waitForClose() { return true }
                do { try client.send("a") } catch { return true }
            }
            return false
        }
        #expect(closed)
        #expect(counters.snapshot().connectionsClosed[.headDeadline] == 1)
    }

    @Test("a body trickled a byte at a time is closed at the request deadline")
    func trickledBody() async throws {
        let (server, counters) = try Self.server(head: 1, request: 2)
        defer { server.stop() }
        let port = server.port
        let closed = try await onThread {
            let client = try TestClient(port: port, receiveTimeout: 0.3)
            try client.send("POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n")
            for _ in 0..<40 {
                if client.waitForClose() { return true }
                do { try client.send("a") } catch { return true }
            }
            return false
        }
        #expect(closed)
        #expect(counters.snapshot().connectionsClosed[.requestDeadline] == 1, "\(counters.snapshot())")
        #expect(counters.snapshot().connectionsClosed[.headDeadline] == 0)  // the head was in at once
    }

    @Test("a keep-alive connection left idle after its answer is closed at the keep-alive timeout")
    func idleKeepAlive() async throws {
        let (server, counters) = try Self.server(keepAlive: 1, head: 10)
        defer { server.stop() }
        let port = server.port
        let (answered, closed) = try await onThread {
            let client = try TestClient(port: port, receiveTimeout: 9)
            let answered = try client.request("GET", "/first")
            return (answered, client.waitForClose())
        }
        #expect(answered.status == 200)
        #expect(closed)
        #expect(counters.snapshot().connectionsClosed[.keepAliveIdle] == 1)
    }

    @Test("a connection that keeps sending requests is never closed by the deadlines, which restart per request")
    func busyKeepAlive() async throws {
        let (server, counters) = try Self.server(keepAlive: 1, head: 1, request: 1)
        defer { server.stop() }
        let port = server.port
        let statuses = try await onThread {
            let client = try TestClient(port: port)
            // 12 requests 0.25 s apart: 3 s on one connection, three times every deadline.
            return try (0..<12).map { index -> Int in
                Thread.sleep(forTimeInterval: 0.25)
                return try client.request("POST", "/\(index)", body: Array("x".utf8)).status
            }
        }
        #expect(statuses == Array(repeating: 200, count: 12))
        #expect(counters.snapshot().connectionsClosed.values.reduce(0, +) == 0)
    }
}

@Suite("Connections per client")
struct ClientConnectionsTests {
    @Test("an IPv4-mapped IPv6 address is its IPv4 client; IPv6 clients are one per /64")
    func keys() {
        let ipv4 = ClientKey(ipv4: inet_addr("192.0.2.7"))
        let mapped = ClientKey(ipv6: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 192, 0, 2, 7])
        #expect(mapped == ipv4)
        let a = ClientKey(ipv6: [0x20, 0x01, 0x0D, 0xB8, 0, 1, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 1])
        let b = ClientKey(ipv6: [0x20, 0x01, 0x0D, 0xB8, 0, 1, 0, 2] + [0xFF, 0xFF, 0, 0, 0, 0, 0, 2])
        let c = ClientKey(ipv6: [0x20, 0x01, 0x0D, 0xB8, 0, 1, 0, 3] + [0, 0, 0, 0, 0, 0, 0, 1])
        #expect(a == b)  // the same /64
        #expect(a != c)
        #expect(ClientKey(ipv4: inet_addr("192.0.2.8")) != ipv4)
    }

    @Test("the table admits up to the limit, counts closes, and forgets a client with none open")
    func counting() {
        let table = ClientConnections(limit: 2)
        let key = ClientKey(ipv4: inet_addr("192.0.2.7"))
        #expect(table.admits(key))
        table.opened(key)
        table.opened(key)
        #expect(!table.admits(key))
        #expect(table.admits(ClientKey(ipv4: inet_addr("192.0.2.8"))))
        table.closed(key)
        #expect(table.admits(key) && table.count(key) == 1)
        table.closed(key)
        #expect(table.count(key) == 0)
        #expect(ClientConnections(limit: 0).admits(key))
    }

    @Test("past the per-client limit a connection is closed at once; another client is still served")
    func perClientLimit() async throws {
        var configuration = testConfiguration()
        configuration.perClientConnectionLimit = 2
        let counters = HTTPServerCounters()
        let server = try HTTPServer(
            configuration: configuration, handler: echoHandler, errorResponder: testErrorResponder, counters: counters)
        defer { server.stop() }
        let port = server.port
        let (refused, other, freed) = try await onThread {
            var held = try (0..<2).map { index in
                let client = try TestClient(port: port)
                _ = try client.request("GET", "/held\(index)")
                return client
            }
            let extra = try TestClient(port: port, receiveTimeout: 3)
            let refused = extra.waitForClose()
            let other = try TestClient(port: port, source: "127.0.0.2").request("GET", "/other")
            held.removeLast()  // closes one: a place for 127.0.0.1 again
            Thread.sleep(forTimeInterval: 0.2)
            let freed = try TestClient(port: port).request("GET", "/freed")
            withExtendedLifetime(held) {}
            return (refused, other, freed)
        }
        #expect(refused)
        #expect(other.header("x-path") == "/other")
        #expect(freed.header("x-path") == "/freed")
        #expect(counters.snapshot().connectionsRefused[.perClientLimit] == 1)
    }
}

@Suite("libmicrohttpd's own answers are reported")
struct LibraryAnswerTests {
    @Test("its log message for an answer before the request line is complete gives the status: 505 and 414 only")
    func parse() {
        #expect(
            libraryAnswerStatus(
                "Error processing request (HTTP response code is 505 ('HTTP Version Not Supported')). Closing connection.\n"
            ) == 505)
        #expect(
            libraryAnswerStatus(
                "Error processing request (HTTP response code is 414 ('URI Too Long')). Closing connection.\n")
                == 414)
        // A 400 logs the same words whether or not the completion callback will report it: not taken from the log.
        #expect(libraryAnswerStatus("Error processing request (HTTP response code is 400 ('Bad Request')).") == nil)
        #expect(libraryAnswerStatus("Connection socket is closed when reading request due to the error") == nil)
    }

    @Test("a request line with HTTP/2.0 gets libmicrohttpd's 505, and the observer hears of it once")
    func httpVersion() async throws {
        let answers = Mutex<[ServerAnswer]>([])
        let server = try HTTPServer(
            configuration: testConfiguration(), handler: echoHandler, errorResponder: testErrorResponder,
            observer: { answer in answers.withLock { $0.append(answer) } })
        defer { server.stop() }
        let port = server.port
        let response = try await onThread {
            let client = try TestClient(port: port, receiveTimeout: 3)
            try client.send("GET / HTTP/2.0\r\nHost: x\r\n\r\n")
            return try client.readResponse()
        }
        #expect(response.status == 505)
        #expect(eventually { answers.withLock { $0.count } == 1 })
        #expect(answers.withLock { $0.first?.status } == 505)
    }
}
