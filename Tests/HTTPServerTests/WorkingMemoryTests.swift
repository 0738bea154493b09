import Foundation
import HTTPTestSupport
import Synchronization
import Testing

@testable import HTTPServer

/// What a request costs while it is computed: its working memory (`HTTPServerConfiguration.workingMemory`, from its
/// inflated body) counted in the bytes in flight, a 503 when they have no room for it, and the allocator's free memory
/// given back once the server is idle after a large request.
@Suite("Working memory: counted in the bytes in flight while computing; memory given back after large requests")
struct WorkingMemoryTests {
    /// Two workers (two requests may compute at once), room in the queue, a 16 KiB body limit and no inline handler.
    static func configuration(workingMemory: WorkingMemory, maxBytesInFlight: Int) -> HTTPServerConfiguration {
        var configuration = testConfiguration(maxBodyBytes: 16 << 10)
        configuration.workers = 2
        configuration.queueDepth = 4
        configuration.workingMemory = workingMemory
        configuration.maxBytesInFlight = maxBytesInFlight
        return configuration
    }

    @Test("a request computing counts its working memory in the bytes in flight, and lets it go with its answer")
    func countedWhileComputing() async throws {
        let gated = GatedHandler()
        let counters = HTTPServerCounters()
        // 10 bytes a body byte plus 100,000: a 1,000-byte body counts 110,000 while it computes, besides itself.
        let server = try HTTPServer(
            configuration: Self.configuration(
                workingMemory: WorkingMemory(perBodyByte: 10, perRequest: 100_000), maxBytesInFlight: 1 << 20),
            handler: gated.handler, errorResponder: testErrorResponder, counters: counters)
        defer { server.stop() }
        let port = server.port
        let body = [UInt8](repeating: 0x61, count: 1000)
        let (held, answer) = try await onThread {
            let client = try TestClient(port: port)
            try client.send(Array("POST /block HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n".utf8) + body)
            guard gated.waitUntilEntered(1) else { throw TestFailure("the request never started") }
            let held = counters.snapshot().bytesInFlight
            gated.open()
            return (held, try client.readResponse())
        }
        #expect(answer.status == 200)
        // The body (held by its capacity: at least its 1,000 bytes, its reservation at most 1 MiB) and 110,000.
        #expect(held >= 111_000 && held <= 110_000 + (1 << 20))
        #expect(eventually { counters.snapshot().bytesInFlight == 0 })
    }

    @Test("a request whose working memory the bytes in flight have no room for is answered 503, uncomputed")
    func refusedWithoutRoom() async throws {
        let gated = GatedHandler()
        let counters = HTTPServerCounters()
        // 300 KiB a request in a bound of 512 KiB: one computes, a second at the same time has no room.
        let server = try HTTPServer(
            configuration: Self.configuration(
                workingMemory: WorkingMemory(perBodyByte: 4, perRequest: 300 << 10), maxBytesInFlight: 512 << 10),
            handler: gated.handler, errorResponder: testErrorResponder, counters: counters)
        defer { server.stop() }
        let port = server.port
        let (refused, first, after) = try await onThread {
            let computing = try TestClient(port: port)
            try computing.send("POST /block HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")
            guard gated.waitUntilEntered(1) else { throw TestFailure("the first never started") }
            // The second worker is idle: it takes the request and finds no room for its 300 KiB.
            let refused = try TestClient(port: port).request("POST", "/second", body: Array("{}".utf8))
            gated.open()
            let first = try computing.readResponse()
            // With the first answered, the same request has room again.
            let after = try TestClient(port: port).request("POST", "/third", body: Array("{}".utf8))
            return (refused, first, after)
        }
        #expect(refused.status == 503)
        #expect(refused.header("retry-after") == "1")
        #expect(refused.header("connection") != "close")  // the body was read: the connection can go on
        #expect(first.text == "done /block")
        #expect(after.text == "done /third")
        #expect(counters.snapshot().requestsRefused[.bytesInFlight] == 1)
        #expect(gated.answered.load(ordering: .relaxed) == 2)  // the refused one never reached the handler
        #expect(eventually { counters.snapshot().bytesInFlight == 0 })
    }

    @Test("a gzip body's working memory is counted from its inflated size, not the bytes sent")
    func gzipCountsInflated() async throws {
        let gated = GatedHandler()
        let counters = HTTPServerCounters()
        // 20 bytes a body byte plus 50 KiB in 400 KiB. The request computing counts 50 KiB (no body); a 16 KiB body
        // sent as about 100 bytes of gzip counts 50 + 320 KiB and its inflated buffer (16 KiB or more): 436 KiB in
        // all, no room. 100 plain bytes count 52 KiB: room.
        let server = try HTTPServer(
            configuration: Self.configuration(
                workingMemory: WorkingMemory(perBodyByte: 20, perRequest: 50 << 10), maxBytesInFlight: 400 << 10),
            handler: gated.handler, errorResponder: testErrorResponder, counters: counters)
        defer { server.stop() }
        let port = server.port
        let inflated = [UInt8](repeating: 0x61, count: 16 << 10)
        let compressed = try gzipped(inflated)
        let (gzip, plain) = try await onThread {
            let computing = try TestClient(port: port)
            try computing.send("POST /block HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            guard gated.waitUntilEntered(1) else { throw TestFailure("the first never started") }
            let gzip = try TestClient(port: port).request(
                "POST", "/gzip", headers: [("Content-Encoding", "gzip")], body: compressed)
            let plain = try TestClient(port: port).request("POST", "/plain", body: Array(inflated[0..<100]))
            gated.open()
            _ = try computing.readResponse()
            return (gzip, plain)
        }
        #expect(compressed.count < 200)
        #expect(gzip.status == 503 && gzip.header("retry-after") == "1")
        #expect(plain.text == "done /plain")
        #expect(eventually { counters.snapshot().bytesInFlight == 0 })
    }

    @Test("the bound must hold the largest body and its working memory, or the server does not start")
    func boundBelowLargestRequest() {
        // 16 KiB + 4 × 16 KiB + 300 KiB = 380 KiB.
        var configuration = Self.configuration(
            workingMemory: WorkingMemory(perBodyByte: 4, perRequest: 300 << 10), maxBytesInFlight: (380 << 10) - 1)
        #expect(throws: HTTPServerError.self) {
            _ = try HTTPServer(configuration: configuration, handler: echoHandler, errorResponder: testErrorResponder)
        }
        #expect(configuration.problem()?.contains("could never be computed") == true)
        configuration.maxBytesInFlight = 380 << 10
        #expect(configuration.problem() == nil)
    }

    @Test(
        "after a large request the allocator's free memory is given back once the server is idle, after small ones not")
    func trimsAfterLargeRequests() async throws {
        let counters = HTTPServerCounters()
        var configuration = Self.configuration(workingMemory: .none, maxBytesInFlight: 1 << 20)
        configuration.trimAfterBytes = 4096
        let server = try HTTPServer(
            configuration: configuration, handler: echoHandler, errorResponder: testErrorResponder, counters: counters)
        defer { server.stop() }
        let port = server.port
        try await onThread {
            let client = try TestClient(port: port)
            for _ in 0..<3 { _ = try client.request("POST", "/small", body: Array("{}".utf8)) }
            _ = try client.request("POST", "/large", body: [UInt8](repeating: 0x61, count: 5000))
        }
        #expect(eventually { counters.snapshot().memoryTrims == 1 })
        try await onThread {
            let client = try TestClient(port: port)
            for _ in 0..<3 { _ = try client.request("POST", "/small", body: Array("{}".utf8)) }
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(counters.snapshot().memoryTrims == 1)
    }
}
