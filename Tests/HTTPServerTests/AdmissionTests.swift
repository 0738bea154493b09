import Foundation
import HTTPTestSupport
import Synchronization
import Testing

@testable import HTTPServer

/// A handler whose `POST /block` waits until the test opens the gate, counting every request it answers: the
/// worker that takes it stays busy for as long as the test wants.
final class GatedHandler: Sendable {
    private let gate = DispatchSemaphore(value: 0)
    /// `POST /block` requests that have entered the handler.
    let entered = Atomic<Int>(0)
    /// Requests the handler answered (every path).
    let answered = Atomic<Int>(0)

    var handler: HTTPHandler {
        { [self] request in
            if request.path == "/block" {
                entered.add(1, ordering: .relaxed)
                gate.wait()
            }
            answered.add(1, ordering: .relaxed)
            return HTTPResponse(status: 200, body: Array("done \(request.path)".utf8))
        }
    }

    /// Lets `count` blocked requests go.
    func open(_ count: Int = 1) {
        for _ in 0..<count { gate.signal() }
    }

    /// Waits (polling, at most 10 s) until `count` requests have entered `/block`.
    func waitUntilEntered(_ count: Int) -> Bool {
        for _ in 0..<1000 {
            if entered.load(ordering: .relaxed) >= count { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }
}

/// A test's setup that did not happen (a request that never started or never queued).
struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Waits (polling, at most 10 s) until `condition` holds.
func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<1000 {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return condition()
}

/// One worker, a queue of one: the smallest pool, so a test controls exactly what is computing and what waits.
func singleWorkerConfiguration() -> HTTPServerConfiguration {
    var configuration = testConfiguration()
    configuration.workers = 1
    configuration.queueDepth = 1
    return configuration
}

@Suite("Admission: the worker queue, the bytes in flight, abandoned requests")
struct AdmissionTests {
    @Test("a request that finds the queue full is answered 503 with Retry-After at once; the others are computed")
    func queueFull() async throws {
        let gated = GatedHandler()
        let counters = HTTPServerCounters()
        let server = try HTTPServer(
            configuration: singleWorkerConfiguration(), handler: gated.handler, errorResponder: testErrorResponder,
            counters: counters)
        defer { server.stop() }
        let port = server.port
        let (refused, first, second) = try await onThread {
            let computing = try TestClient(port: port)
            try computing.send("POST /block HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            guard gated.waitUntilEntered(1) else { throw TestFailure("the first never started") }
            let waiting = try TestClient(port: port)
            try waiting.send("POST /queued HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            guard eventually({ counters.snapshot().queued == 1 }) else {
                throw TestFailure("the second never queued")
            }
            // The worker is busy and the one place in the queue taken: the third is refused without waiting.
            let refused = try TestClient(port: port, receiveTimeout: 5).request("POST", "/refused", body: [])
            gated.open()
            return (refused, try computing.readResponse(), try waiting.readResponse())
        }
        #expect(refused.status == 503)
        #expect(refused.header("retry-after") == "1")
        #expect(refused.text == "server error 503: the server has 1 requests waiting already; retry shortly")
        #expect(first.text == "done /block" && second.text == "done /queued")
        #expect(counters.snapshot().requestsRefused[.queueFull] == 1)
        #expect(gated.answered.load(ordering: .relaxed) == 2)  // the refused one never reached the handler
    }

    @Test("a declared body that would pass the bytes in flight is answered 503 before it is read, and closes")
    func bytesInFlight() async throws {
        let gated = GatedHandler()
        var configuration = singleWorkerConfiguration()
        configuration.queueDepth = 2  // room in the queue: the bytes are what refuses
        configuration.maxBodyBytes = 16 << 10
        configuration.maxBytesInFlight = 40 << 10
        let counters = HTTPServerCounters()
        let server = try HTTPServer(
            configuration: configuration, handler: gated.handler, errorResponder: testErrorResponder,
            counters: counters)
        defer { server.stop() }
        let port = server.port
        let body = [UInt8](repeating: 0x61, count: 16 << 10)
        let (refused, closed, held) = try await onThread {
            // 16 KiB held by the request computing, 16 KiB by the one queued: 32 of 40 KiB.
            let computing = try TestClient(port: port)
            try computing.send(
                Array("POST /block HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body)
            guard gated.waitUntilEntered(1) else { throw TestFailure("the first never started") }
            let waiting = try TestClient(port: port)
            try waiting.send(
                Array("POST /queued HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body)
            guard eventually({ counters.snapshot().queued == 1 }) else {
                throw TestFailure("the second never queued")
            }
            let held = counters.snapshot().bytesInFlight
            // Another 16 KiB declared: over the 40 KiB. Its head alone is sent; the answer must not wait for the body.
            let third = try TestClient(port: port, receiveTimeout: 5)
            try third.send("POST /third HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.count)\r\n\r\n")
            let refused = try third.readResponse()
            let closed = third.waitForClose()
            gated.open()
            _ = try computing.readResponse()
            _ = try waiting.readResponse()
            return (refused, closed, held)
        }
        // Each body is held by its capacity: at least its 16 KiB, less than two bodies' worth of slack.
        #expect(held >= 2 * body.count && held <= 40 << 10)
        #expect(refused.status == 503 && refused.header("retry-after") == "1")
        #expect(refused.header("connection") == "close")
        #expect(closed)
        #expect(counters.snapshot().requestsRefused[.bytesInFlight] == 1)
        // Everything held has been let go once the answers are sent.
        #expect(eventually { counters.snapshot().bytesInFlight == 0 })
    }

    @Test("a queued request whose client hangs up is dropped before it is computed")
    func abandoned() async throws {
        let gated = GatedHandler()
        var configuration = singleWorkerConfiguration()
        configuration.queueDepth = 4
        let counters = HTTPServerCounters()
        let server = try HTTPServer(
            configuration: configuration, handler: gated.handler, errorResponder: testErrorResponder,
            counters: counters)
        defer { server.stop() }
        let port = server.port
        let first = try await onThread {
            let computing = try TestClient(port: port)
            try computing.send("POST /block HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            guard gated.waitUntilEntered(1) else { throw TestFailure("the first never started") }
            for index in 0..<3 {
                let leaving = try TestClient(port: port)
                try leaving.send("POST /gone\(index) HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")
                guard eventually({ counters.snapshot().queued == index + 1 }) else {
                    throw TestFailure("request \(index) never queued")
                }
            }  // each client closes its socket here, while its request waits
            // Loopback may hand the FIN to the server's socket a moment later, under load: give it that moment.
            Thread.sleep(forTimeInterval: 0.2)
            gated.open()
            return try computing.readResponse()
        }
        #expect(first.text == "done /block")
        #expect(eventually { counters.snapshot().requestsAbandoned == 3 })
        #expect(gated.answered.load(ordering: .relaxed) == 1)
    }

    @Test("stopping with a request queued refuses it uncomputed and stops (libmicrohttpd must not see one suspended)")
    func stopWithQueued() async throws {
        let gated = GatedHandler()
        var configuration = singleWorkerConfiguration()
        configuration.queueDepth = 2
        let counters = HTTPServerCounters()
        let server = try HTTPServer(
            configuration: configuration, handler: gated.handler, errorResponder: testErrorResponder,
            counters: counters)
        let port = server.port
        try await onThread {
            let computing = try TestClient(port: port)
            try computing.send("POST /block HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            guard gated.waitUntilEntered(1) else { throw TestFailure("the first never started") }
            let waiting = try TestClient(port: port)
            try waiting.send("POST /queued HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            guard eventually({ counters.snapshot().queued == 1 }) else {
                throw TestFailure("the second never queued")
            }
            let stopper = Thread {
                server.stop()
            }
            stopper.start()
            Thread.sleep(forTimeInterval: 0.2)
            // The computing one finishes; the queued one is refused without computing. Whether their answers leave
            // before the daemon closes the connections is a race (layoutd drains before it stops; this does not).
            gated.open()
            while stopper.isExecuting || !stopper.isFinished { Thread.sleep(forTimeInterval: 0.01) }
            withExtendedLifetime((computing, waiting)) {}
        }
        #expect(counters.snapshot().requestsRefused[.stopping] == 1)
        #expect(gated.answered.load(ordering: .relaxed) == 1)
    }

    @Test("the route named from the head reaches the handler, on the I/O thread and on a worker alike")
    func routeHandedBack() async throws {
        let server = try HTTPServer(
            configuration: singleWorkerConfiguration(),
            handler: { request in
                HTTPResponse(status: 200, headers: [], body: Array("route \(request.route ?? -1)".utf8))
            },
            errorResponder: testErrorResponder,
            routing: { method, path in Routing(route: path.count, offloaded: method == "POST") })
        defer { server.stop() }
        let port = server.port
        let (get, post) = try await onThread {
            let client = try TestClient(port: port)
            return (try client.request("GET", "/abc"), try client.request("POST", "/abcdef", body: Array("x".utf8)))
        }
        #expect(get.text == "route 4")
        #expect(post.text == "route 7")
    }

    @Test("a bodiless request is answered on the I/O thread unless its routing offloads it")
    func offloadPredicate() async throws {
        let gated = GatedHandler()
        let server = try HTTPServer(
            configuration: singleWorkerConfiguration(), handler: gated.handler, errorResponder: testErrorResponder,
            routing: { _, path in Routing(route: 0, offloaded: path == "/block") })
        defer { server.stop() }
        let port = server.port
        let (inline, blocked) = try await onThread {
            let computing = try TestClient(port: port)
            try computing.send("GET /block HTTP/1.1\r\nHost: x\r\n\r\n")
            guard gated.waitUntilEntered(1) else { throw TestFailure("the first never started") }
            // The only worker is busy: a GET elsewhere is still answered, on the I/O thread.
            let inline = try TestClient(port: port, receiveTimeout: 5).request("GET", "/inline")
            gated.open()
            return (inline, try computing.readResponse())
        }
        #expect(inline.text == "done /inline")
        #expect(blocked.text == "done /block")
    }
}
