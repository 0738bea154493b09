import Foundation
import HTTPServer
import HTTPTestSupport
import LayoutAPI
import LayoutPlayground
import Testing

@testable import LayoutService

/// What caches may do with each answer: `no-store` on what describes this moment (health, readiness, metrics) and on
/// every problem, a strong tag and `no-cache` on the fixed documents, and 304 for a matching `If-None-Match`.
@Suite("Cache semantics of the routes, called without sockets")
struct CacheSemanticsTests {
    let service = LayoutService()

    @Test(
        "health, readiness (both states) and metrics may not be stored", arguments: ["/healthz", "/readyz", "/metrics"])
    func noStore(path: String) {
        let service = LayoutService()
        #expect(service.handle(ServiceSupport.get(path)).header("Cache-Control") == "no-store")
        service.beginDraining()
        let draining = service.handle(ServiceSupport.get(path))
        #expect(draining.header("Cache-Control") == "no-store")
        #expect(draining.header("ETag") == nil)
    }

    @Test("every kind of problem answer may not be stored")
    func problems() throws {
        let wide =
            #"{"collectionView":{"size":{"width":100,"height":100}},"layout":{"type":"flow"},"sections":[{"items":[{"width":1,"height":1},{"width":1,"height":1}]}]}"#
        let answers =
            [
                service.handle(ServiceSupport.get("/nope")),  // 404
                service.handle(ServiceSupport.get("/layout")),  // 405
                service.handle(ServiceSupport.post("{}", contentType: "text/plain")),  // 415
                service.handle(ServiceSupport.post("{")),  // 400
                LayoutService(configuration: ServiceConfiguration(limits: APILimits(maxItems: 1)))
                    .handle(ServiceSupport.post(wide)),  // 413
                service.handle(
                    ServiceSupport.post(
                        #"{"collectionView":{"size":{"width":100,"height":100}},"layout":{"type":"waterfall","columnCount":0},"sections":[]}"#
                    )),  // 422
            ] + [400, 413, 415, 500].map { Problems.serverResponse(status: $0, detail: "d") }
        #expect(answers.map(\.status) == [404, 405, 415, 400, 413, 422, 400, 413, 415, 500])
        for answer in answers {
            #expect(answer.header("Content-Type") == "application/problem+json")
            #expect(answer.header("Cache-Control") == "no-store", "\(answer.status)")
        }
    }

    @Test("the server's 415 for a body coding names its own problem type")
    func encodingProblem() {
        let body = ServiceSupport.json(Problems.serverResponse(status: 415, detail: "d"))
        #expect(body["type"] as? String == "/problems/unsupported-content-encoding")
        #expect(body["title"] as? String == "Unsupported content encoding")
    }

    @Test(
        "the fixed documents carry a strong tag of their bytes and no-cache",
        arguments: [("/openapi.yaml", OpenAPIDocument.text), ("/", Playground.html)])
    func validators(path: String, text: String) {
        let response = service.handle(ServiceSupport.get(path))
        #expect(response.status == 200)
        #expect(response.body == Array(text.utf8))
        #expect(response.header("Cache-Control") == "no-cache")
        let tag = response.header("ETag") ?? ""
        #expect(tag == CachedRepresentation.entityTag(of: response.body))
        #expect(tag.hasPrefix("\"") && tag.hasSuffix("\"") && !tag.hasPrefix("W/"))
        // The tag ends with the length in hex; a second service (another process, another replica) gives the same.
        #expect(tag.hasSuffix("-" + String(response.body.count, radix: 16) + "\""))
        #expect(LayoutService().handle(ServiceSupport.get(path)).header("ETag") == tag)
    }

    @Test("the two documents' tags differ, and the tag is FNV-1a 64 of the bytes")
    func entityTag() {
        #expect(
            OperationsResponses.openAPI.response.header("ETag")
                != OperationsResponses.playground.response.header("ETag"))
        // FNV-1a 64's published test vectors: the empty input is the offset basis; "a" and "foobar".
        #expect(CachedRepresentation.entityTag(of: []) == "\"cbf29ce484222325-0\"")
        #expect(CachedRepresentation.entityTag(of: Array("a".utf8)) == "\"af63dc4c8601ec8c-1\"")
        #expect(CachedRepresentation.entityTag(of: Array("foobar".utf8)) == "\"85944171f73967e8-6\"")
    }

    /// `GET path` (or `method`) with `If-None-Match: value`.
    func conditional(_ path: String, _ value: String, method: String = "GET") -> HTTPResponse {
        service.handle(
            HTTPRequest(method: method, path: path, headers: [(name: "If-None-Match", value: value)]))
    }

    @Test("a matching If-None-Match is a 304 with the tag and no-cache and no body", arguments: ["/openapi.yaml", "/"])
    func notModified(path: String) throws {
        let tag = try #require(service.handle(ServiceSupport.get(path)).header("ETag"))
        for value in [tag, "W/" + tag, "\"other\", " + tag, "*"] {
            for method in ["GET", "HEAD"] {
                let response = conditional(path, value, method: method)
                #expect(response.status == 304, "\(method) \(value)")
                #expect(response.body.isEmpty)
                #expect(response.header("ETag") == tag && response.header("Cache-Control") == "no-cache")
                #expect(response.header("Content-Type") == nil)
            }
        }
        #expect(conditional(path, "\"other\"").status == 200)
        #expect(conditional(path, tag.replacingOccurrences(of: "\"", with: "")).status == 200)
    }
}

@Suite("gzip and validators through the real server and the real service", .serialized)
struct LiveEncodingTests {
    /// The typical request's shape: 300 items in three sections, every attribute (well over 1 KiB of answer).
    static let request =
        #"{"collectionView":{"size":{"width":375,"height":667}},"layout":{"type":"flow","itemSize":{"width":100,"height":100}},"sections":[{"itemCount":100},{"itemCount":100},{"itemCount":100}],"elements":"all"}"#

    @Test("a layout answer asked with gzip decompresses (GNU gzip) to the identity answer; a gzip body gets the same")
    func layout() async throws {
        let live = try LiveService()
        defer { live.server.stop() }
        let body = Array(Self.request.utf8)
        let compressedBody = try gzipped(body)
        let (identity, compressed, inflated) = try await onThread {
            let client = try live.client()
            let json = ("Content-Type", "application/json")
            return (
                try client.request("POST", "/layout", headers: [json], body: body),
                try client.request("POST", "/layout", headers: [json, ("Accept-Encoding", "gzip")], body: body),
                try client.request(
                    "POST", "/layout", headers: [json, ("Content-Encoding", "gzip")], body: compressedBody)
            )
        }
        #expect(identity.status == 200 && identity.body.count > 1024)
        #expect(identity.header("content-encoding") == nil && identity.header("vary") == "Accept-Encoding")
        #expect(compressed.header("content-encoding") == "gzip" && compressed.header("vary") == "Accept-Encoding")
        #expect(compressed.body.count < identity.body.count / 4)
        #expect(try gunzipped(compressed.body) == identity.body)
        #expect(inflated.status == 200 && inflated.body == identity.body)
    }

    @Test("the server's own 413, 415 and 400 for gzip bodies are problems that may not be stored")
    func serverProblems() async throws {
        let live = try LiveService(maxBodyBytes: 1 << 20)
        defer { live.server.stop() }
        let bomb = try gzipped([UInt8](repeating: 0x20, count: 2 << 20))
        let answers = try await onThread {
            let json = ("Content-Type", "application/json")
            return [
                try live.client().request(
                    "POST", "/layout", headers: [json, ("Content-Encoding", "gzip")], body: bomb),
                try live.client().request("POST", "/layout", headers: [json, ("Content-Encoding", "br")], body: [1]),
                try live.client().request(
                    "POST", "/layout", headers: [json, ("Content-Encoding", "gzip")], body: Array("{}".utf8)),
            ]
        }
        #expect(answers.map(\.status) == [413, 415, 400])
        let types = answers.map { $0.json["type"] as? String }
        #expect(
            types == ["/problems/too-large", "/problems/unsupported-content-encoding", "/problems/malformed-request"])
        for answer in answers {
            #expect(answer.header("content-type") == "application/problem+json")
            #expect(answer.header("cache-control") == "no-store")
        }
    }
}
