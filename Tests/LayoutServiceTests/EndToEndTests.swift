import Foundation
import HTTPServer
import HTTPTestSupport
import LayoutAPI
import LayoutService
import Synchronization
import Testing

/// The real server on 127.0.0.1 with a free port, serving the real service; stopped by each test.
final class LiveService: Sendable {
    let service: LayoutService
    let server: HTTPServer

    init(limits: APILimits = APILimits(), maxBodyBytes: Int = 8 << 20) throws {
        let service = LayoutService(configuration: ServiceConfiguration(limits: limits))
        self.service = service
        server = try HTTPServer(
            configuration: HTTPServerConfiguration(
                host: "127.0.0.1", port: 0, threads: 2, maxBodyBytes: maxBodyBytes, logsLibraryErrors: false),
            handler: { service.handle($0) },
            errorResponder: { Problems.serverResponse(status: $0, detail: $1) })
    }

    func client() throws -> TestClient { try TestClient(port: server.port) }

    func post(_ client: TestClient, _ body: String, contentType: String = "application/json") throws -> WireResponse {
        try client.request("POST", "/layout", headers: [("Content-Type", contentType)], body: Array(body.utf8))
    }

    deinit { server.stop() }
}

extension WireResponse {
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:] }
    var pointer: String? { ((json["errors"] as? [[String: Any]])?.first?["pointer"]) as? String }

    /// The frame and flags of the supplementary `kind` of `section`.
    func supplementary(_ kind: String, section: Int) -> [String: Any]? {
        (json["attributes"] as? [[String: Any]])?.first {
            $0["kind"] as? String == kind && ($0["indexPath"] as? [Int])?.first == section
        }
    }
}

@Suite("End to end: the real server on 127.0.0.1", .serialized)
struct EndToEndTests {
    @Test("both seed scenarios through HTTP follow their articles' formulas")
    func seeds() async throws {
        let live = try LiveService()
        defer { live.server.stop() }
        try await onThread {
            let client = try live.client()
            // Seed 002: section 2's header rests at 460 (hand computation in LayoutHandlerTests) and pins at
            // max(460, offset.y + 64).
            for offset in [0.0, 250, 396, 397, 600, 1200] {
                let body = try LayoutHandlerTests.seed002(offsetY: offset)
                let response = try live.post(client, body)
                #expect(response.status == 200)
                #expect(response.header("Content-Type") == "application/json")
                let header = response.supplementary("header", section: 2)
                let y = max(460, offset + 64)
                if y < offset + 667 {
                    #expect(ServiceSupport.frame(header) == [0, y, 375, 40], "offset \(offset)")
                    #expect(header?["zIndex"] as? Int == (y > 460 ? 20 : 0))
                }
            }
            // Seed 000: y = offset.y - 136 once 200 - offset.y <= 64, else 0.
            for offset in [0.0, 136, 137, 300] {
                let body = try ServiceSupport.example("seed-000-waterfall-stick-header.json").replacingOccurrences(
                    of: "\"y\": 300", with: "\"y\": \(offset)")
                let response = try live.post(client, body)
                #expect(response.status == 200)
                let y = 200 - offset <= 64 ? offset - 136 : 0
                #expect(ServiceSupport.frame(response.supplementary("header", section: 0))[1] == y)
            }
        }
    }

    @Test("bad requests over HTTP: status, problem+json and pointer; the server keeps answering")
    func badRequests() async throws {
        let live = try LiveService()
        defer { live.server.stop() }
        try await onThread {
            let client = try live.client()
            for bad in LayoutHandlerTests.badRequests {
                let response = try live.post(client, bad.body)
                #expect(response.status == bad.status, "\(bad.name)")
                #expect(response.header("Content-Type") == "application/problem+json", "\(bad.name)")
                #expect(response.pointer == bad.pointer, "\(bad.name)")
            }
            let deep = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
            #expect(try live.post(client, deep).status == 400)
            #expect(try live.post(client, "{}", contentType: "text/plain").status == 415)
            let get = try client.request("GET", "/layout")
            #expect(get.status == 405)
            #expect(get.header("Allow") == "POST")
            #expect(try client.request("GET", "/no/such/path").status == 404)
            // After all of that, on the same connection, a good request is answered correctly.
            let good = try live.post(client, try LayoutHandlerTests.seed002(offsetY: 600))
            #expect(good.status == 200)
            #expect(ServiceSupport.frame(good.supplementary("header", section: 2)) == [0, 664, 375, 40])
        }
    }

    @Test("a declared 64 MiB body is answered 413 before any of it is sent")
    func oversizedBody() async throws {
        let live = try LiveService()
        defer { live.server.stop() }
        try await onThread {
            let client = try live.client()
            try client.send(
                "POST /layout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(64 << 20)\r\n\r\n")
            // No byte of the body is ever sent: an answer at all is one given before it.
            let response = try client.readResponse()
            #expect(response.status == 413)
            #expect(response.header("Content-Type") == "application/problem+json")
            // A fresh connection is served normally.
            let again = try live.post(try live.client(), try LayoutHandlerTests.seed002(offsetY: 0))
            #expect(again.status == 200)
        }
    }

    @Test("8 client threads × 500 keep-alive requests: every response correct")
    func concurrency() async throws {
        let live = try LiveService()
        defer { live.server.stop() }
        let template = try ServiceSupport.example("seed-002-flow-pin-section.json")
        let failures = Failures()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for thread in 0..<8 {
                group.addTask {
                    try await onThread {
                        let client = try live.client()
                        for i in 0..<500 {
                            // Each request scrolls elsewhere, so a mixed-up response would show.
                            let offset = Double((thread * 500 + i) % 900)
                            let body = template.replacingOccurrences(of: "\"y\": 600", with: "\"y\": \(offset)")
                            let response = try live.post(client, body)
                            let frame = ServiceSupport.frame(response.supplementary("header", section: 2))
                            let y = max(460, offset + 64)
                            if response.status != 200 || frame != [0, y, 375, 40] {
                                failures.list.withLock {
                                    if $0.count < 5 { $0.append("thread \(thread) request \(i): \(response.status)") }
                                }
                            }
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(failures.list.withLock { $0 }.isEmpty)
        let metrics = try await onThread { try live.client().request("GET", "/metrics").text }
        #expect(metrics.contains(#"http_requests_total{method="POST",route="/layout",code="200"} 4000"#))
    }
}

/// Failures collected from several client threads.
final class Failures: Sendable {
    let list = Mutex<[String]>([])
}
