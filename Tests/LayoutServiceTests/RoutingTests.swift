import Foundation
import HTTPServer
import LayoutService
import Testing

@Suite("Routing, status codes and problem details, called without sockets")
struct RoutingTests {
    let service = LayoutService()

    @Test("an unknown path is a 404 problem")
    func unknownPath() {
        let response = service.handle(ServiceSupport.get("/nope"))
        #expect(response.status == 404)
        #expect(response.header("Content-Type") == "application/problem+json")
        let body = ServiceSupport.json(response)
        #expect(body["status"] as? Int == 404)
        #expect(body["title"] as? String == "Not found")
        #expect(body["type"] is String && body["detail"] is String)
    }

    @Test("GET on /layout is a 405 whose Allow header lists POST")
    func wrongMethodOnLayout() {
        let response = service.handle(ServiceSupport.get("/layout"))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "POST")
    }

    @Test("POST on /healthz is a 405 whose Allow header lists GET and HEAD")
    func wrongMethodOnHealth() {
        let response = service.handle(ServiceSupport.post("{}", path: "/healthz"))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
    }

    @Test(
        "a body not declared as JSON is a 415",
        arguments: [nil, "text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1"])
    func notJSON(contentType: String?) {
        let response = service.handle(ServiceSupport.post("{}", contentType: contentType))
        #expect(response.status == 415)
        #expect(response.header("Content-Type") == "application/problem+json")
    }

    @Test(
        "application/json with or without charset=utf-8 is accepted",
        arguments: ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=\"UTF-8\""])
    func jsonAccepted(contentType: String) {
        let body = #"{"collectionView":{"size":{"width":100,"height":100}},"layout":{"type":"flow"},"sections":[]}"#
        let response = service.handle(ServiceSupport.post(body, contentType: contentType))
        #expect(response.status == 200)
    }

    @Test("health is always 200; readiness turns 503 once draining")
    func healthAndReadiness() {
        let service = LayoutService()
        #expect(service.handle(ServiceSupport.get("/healthz")).status == 200)
        #expect(service.handle(ServiceSupport.get("/readyz")).status == 200)
        service.beginDraining()
        #expect(service.handle(ServiceSupport.get("/readyz")).status == 503)
        #expect(service.handle(ServiceSupport.get("/healthz")).status == 200)
    }

    @Test("HEAD is answered like GET on the GET routes")
    func head() {
        #expect(service.handle(ServiceSupport.get("/healthz", method: "HEAD")).status == 200)
    }

    @Test("GET /openapi.yaml serves the repository's openapi.yaml byte for byte")
    func openAPIServedAsIs() throws {
        let response = service.handle(ServiceSupport.get("/openapi.yaml"))
        let file = try Data(contentsOf: ServiceSupport.repositoryRoot.appendingPathComponent("openapi.yaml"))
        #expect(response.status == 200)
        #expect(response.header("Content-Type")?.hasPrefix("application/yaml") == true)
        #expect(
            Data(response.body) == file,
            "Sources/LayoutService/Generated/OpenAPIDocument.swift is stale: run scripts/embed")
    }

    @Test("GET / serves the playground page")
    func playground() {
        let response = service.handle(ServiceSupport.get("/"))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.contains("<title>layoutd playground</title>"))
        #expect(text.contains("fetch(\"/layout\""))
    }

    @Test("the playground offers exactly the files under Examples/, as written (scripts/embed)")
    func playgroundExamples() throws {
        let text = String(decoding: service.handle(ServiceSupport.get("/")).body, as: UTF8.self)
        let folder = ServiceSupport.repositoryRoot.appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        for file in files.sorted() {
            var json = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            if json.hasSuffix("\n") { json.removeLast() }
            let name = String(file.dropLast(".json".count))
            #expect(
                text.contains("\"\(name)\": \(json)"),
                "Examples/\(file) is not in the playground as written: run scripts/embed")
        }
        // One member per file: no example the folder no longer has.
        let members = text.split(separator: "\n").filter { $0.hasPrefix("\"") && $0.hasSuffix("\": {") }.count
        #expect(members == files.count, "the playground has \(members) examples, Examples/ \(files.count)")
    }
}
