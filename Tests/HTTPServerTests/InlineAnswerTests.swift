import Foundation
import HTTPTestSupport
import Synchronization
import Testing

@testable import HTTPServer

/// A worker handler and an inline one that say which answered, counting each; the inline one declines (`nil`)
/// `/decline` and `/block`, and the worker's `/block` waits for the gate of `GatedHandler`.
final class TwoHandlers: Sendable {
    let gated = GatedHandler()
    /// Requests the worker handler answered.
    let byWorker = Atomic<Int>(0)
    /// Requests the inline handler answered (not those it declined).
    let inline = Atomic<Int>(0)

    var worker: HTTPHandler {
        let gatedHandler = gated.handler
        return { [self] request in
            byWorker.add(1, ordering: .relaxed)
            let answer = gatedHandler(request)
            return HTTPResponse(status: answer.status, body: Array("worker ".utf8) + request.body)
        }
    }

    var inlineHandler: HTTPInlineHandler {
        { [self] request in
            if request.path == "/decline" || request.path == "/block" { return nil }
            inline.add(1, ordering: .relaxed)
            return HTTPResponse(status: 200, body: Array("inline ".utf8) + request.body)
        }
    }

    func server(_ configuration: HTTPServerConfiguration, counters: HTTPServerCounters) throws -> HTTPServer {
        try HTTPServer(
            configuration: configuration, handler: worker, inline: inlineHandler, errorResponder: testErrorResponder,
            counters: counters)
    }
}

@Suite("Inline answers: a worker idle and nothing waiting, the I/O thread answers a small request itself")
struct InlineAnswerTests {
    @Test("a body in one piece and a chunked one are answered inline, read whole; the worker sees neither")
    func answeredInline() async throws {
        let handlers = TwoHandlers()
        let counters = HTTPServerCounters()
        let server = try handlers.server(testConfiguration(), counters: counters)
        defer { server.stop() }
        let port = server.port
        let (whole, chunked) = try await onThread {
            let client = try TestClient(port: port)
            let whole = try client.request("POST", "/x", body: Array("{\"a\":1}".utf8))
            try client.send(
                "POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n")
            return (whole, try client.readResponse())
        }
        #expect(whole.status == 200 && whole.text == "inline {\"a\":1}")
        #expect(chunked.status == 200 && chunked.text == "inline abcde")
        #expect(handlers.byWorker.load(ordering: .relaxed) == 0)
        #expect(counters.snapshot().requestsAnsweredInline == 2)
        #expect(eventually { counters.snapshot().bytesInFlight == 0 })
    }

    @Test(
        "what the inline handler declines, a gzip body, a body over inlineBodyBytes and inlineBodyBytes 0 go to a worker"
    )
    func handedToAWorker() async throws {
        let handlers = TwoHandlers()
        let counters = HTTPServerCounters()
        var configuration = testConfiguration()
        configuration.inlineBodyBytes = 8
        let server = try handlers.server(configuration, counters: counters)
        defer { server.stop() }
        var off = testConfiguration()
        off.inlineBodyBytes = 0
        let offCounters = HTTPServerCounters()
        let offServer = try handlers.server(off, counters: offCounters)
        defer { offServer.stop() }
        let (port, offPort) = (server.port, offServer.port)
        let gzipBody = try gzipped(Array("ab".utf8))
        let answers = try await onThread {
            let client = try TestClient(port: port)
            return [
                try client.request("POST", "/decline", body: Array("ab".utf8)),
                try client.request("POST", "/x", headers: [("Content-Encoding", "gzip")], body: gzipBody),
                try client.request("POST", "/x", body: Array("123456789".utf8)),  // 9 bytes, over 8
                try client.request("POST", "/x", body: Array("12345678".utf8)),  // exactly 8: inline
                try TestClient(port: offPort).request("POST", "/x", body: Array("ab".utf8)),
            ]
        }
        #expect(answers.map(\.text) == ["worker ab", "worker ab", "worker 123456789", "inline 12345678", "worker ab"])
        #expect(handlers.byWorker.load(ordering: .relaxed) == 4)
        #expect(counters.snapshot().requestsAnsweredInline == 1)
        #expect(offCounters.snapshot().requestsAnsweredInline == 0)
    }

    @Test("with every worker busy, a request waits in the queue for a worker rather than being answered inline")
    func neverAheadOfTheQueue() async throws {
        let handlers = TwoHandlers()
        let counters = HTTPServerCounters()
        var configuration = singleWorkerConfiguration()
        configuration.queueDepth = 2
        let server = try handlers.server(configuration, counters: counters)
        defer { server.stop() }
        let port = server.port
        let (blocked, waited) = try await onThread {
            let computing = try TestClient(port: port)
            try computing.send("POST /block HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n1")
            guard handlers.gated.waitUntilEntered(1) else { throw TestFailure("the first never started") }
            let waiting = try TestClient(port: port)
            try waiting.send("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n2")
            guard eventually({ counters.snapshot().queued == 1 }) else {
                throw TestFailure("the second was not queued behind the busy worker")
            }
            handlers.gated.open()
            return (try computing.readResponse(), try waiting.readResponse())
        }
        #expect(blocked.text == "worker 1" && waited.text == "worker 2")
        #expect(counters.snapshot().requestsAnsweredInline == 0)
        #expect(handlers.inline.load(ordering: .relaxed) == 0)
    }
}
