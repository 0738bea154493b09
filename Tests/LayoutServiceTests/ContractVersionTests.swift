import Foundation
import HTTPServer
import LayoutAPI
import LayoutService
import Testing

/// The contract version on the wire: every answer names the one the server speaks, a request may name the one it
/// needs (this one or an earlier one is served, a later one is a 406, anything else a 400), and an unknown field's
/// problem names it too.
@Suite("Layout-Contract: the contract version a client can rely on, called without sockets")
struct ContractVersionTests {
    let service = LayoutService()
    static let flow = CrossOriginTests.flow

    static func post(contract: String?, body: String = flow) -> HTTPRequest {
        var headers = [(name: "content-type", value: "application/json")]
        if let contract { headers.append((name: "layout-contract", value: contract)) }
        return HTTPRequest(method: "POST", path: "/layout", headers: headers, body: Array(body.utf8))
    }

    @Test("this build speaks contract 5, as openapi.yaml's info.version says (5.0.0)")
    func current() throws {
        #expect(LayoutAPI.contract == 5)
        #expect(ContractVersion.current == 5)
        let spec = try String(
            contentsOf: ServiceSupport.repositoryRoot.appendingPathComponent("openapi.yaml"), encoding: .utf8)
        #expect(spec.contains("\ninfo:\n  title: layoutd\n  version: 5.0.0\n"))
    }

    @Test("every answer names the contract: layouts, SVG, problems, 405s, 404s, the operations routes and a 304")
    func everyAnswer() {
        let openAPI = service.handle(ServiceSupport.get("/openapi.yaml"))
        let tag = openAPI.header("ETag") ?? ""
        let answers = [
            service.handle(Self.post(contract: nil)),
            service.handle(ServiceSupport.post(Self.flow, accept: "image/svg+xml")),
            service.handle(Self.post(contract: nil, body: "{")),
            service.handle(ServiceSupport.post("{}", contentType: "text/plain")),
            service.handle(ServiceSupport.get("/layout")),
            service.handle(ServiceSupport.get("/nope")),
            service.handle(ServiceSupport.get("/healthz")),
            service.handle(ServiceSupport.get("/readyz")),
            service.handle(ServiceSupport.get("/metrics")),
            openAPI,
            service.handle(ServiceSupport.get("/")),
            service.handle(
                HTTPRequest(method: "GET", path: "/openapi.yaml", headers: [(name: "if-none-match", value: tag)])),
            service.handleAdmin(ServiceSupport.get("/healthz")),
            Problems.serverResponse(status: 503, detail: "busy"),
        ]
        #expect(answers.map(\.status) == [200, 200, 400, 415, 405, 404, 200, 200, 200, 200, 200, 304, 200, 503])
        for (index, answer) in answers.enumerated() {
            #expect(answer.header("Layout-Contract") == "5", "answer \(index) (\(answer.status))")
            #expect(answer.headers.filter { $0.name == "Layout-Contract" }.count == 1, "answer \(index)")
        }
    }

    @Test(
        "a request naming contract 1 to 5 is served exactly as one naming none",
        arguments: ["1", "4", "5", " 5 ", "05"])
    func served(contract: String) {
        let plain = service.handle(Self.post(contract: nil))
        let named = service.handle(Self.post(contract: contract))
        #expect(named.status == 200)
        #expect(named.body == plain.body)
    }

    @Test(
        "a request naming a later contract is a 406 naming the server's",
        arguments: ["6", "42", "99999999999999999999999"])
    func later(contract: String) {
        let response = service.handle(Self.post(contract: contract))
        #expect(response.status == 406)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.header("Layout-Contract") == "5")
        let body = ServiceSupport.json(response)
        #expect(body["type"] as? String == "/problems/unsupported-contract")
        #expect(body["title"] as? String == "Contract not supported")
        let needs = contract.count > 18 ? "a later one" : "contract \(contract)"
        #expect(body["detail"] as? String == "this server speaks layout contract 5; the request needs \(needs)")
        #expect(ServiceSupport.pointer(response) == "")
    }

    @Test("the 406 comes before the body is read: a later contract with a body that is not JSON is still a 406")
    func laterBeforeBody() {
        #expect(service.handle(Self.post(contract: "6", body: "{")).status == 406)
        var request = Self.post(contract: "6")
        request.headers = [(name: "content-type", value: "text/plain"), (name: "layout-contract", value: "6")]
        #expect(service.handle(request).status == 406)
    }

    @Test(
        "a Layout-Contract that is not a version is a 400 quoting it",
        arguments: ["", "0", "5.0", "v5", "+5", "-1", "4, 5", "five", "5 6"])
    func malformed(contract: String) {
        let response = service.handle(Self.post(contract: contract))
        #expect(response.status == 400)
        let body = ServiceSupport.json(response)
        #expect(body["type"] as? String == "/problems/malformed-request")
        let detail = body["detail"] as? String ?? ""
        #expect(detail.hasPrefix("the Layout-Contract header must be a contract version, a whole number from 1"))
        #expect(detail.contains("(this server speaks 5)"))
        #expect(detail.hasSuffix("not \"\(contract)\""))
    }

    @Test("a long Layout-Contract is quoted cut to 64 characters")
    func longValue() {
        let value = String(repeating: "x", count: 500)
        let detail = ServiceSupport.json(service.handle(Self.post(contract: value)))["detail"] as? String ?? ""
        #expect(detail.hasSuffix("not \"\(String(repeating: "x", count: 64))…\""))
    }

    @Test("the header is read on POST /layout only: other routes answer as without it")
    func otherRoutes() {
        var request = ServiceSupport.get("/healthz")
        request.headers = [(name: "layout-contract", value: "6")]
        #expect(service.handle(request).status == 200)
    }

    @Test("an unknown field's 400 says which contract the server speaks; other 400s do not")
    func unknownField() {
        let misspelt =
            #"{"collectionView":{"size":{"width":100,"height":100}},"layout":{"type":"flow","itemSise":1},"sections":[]}"#
        let body = ServiceSupport.json(service.handle(Self.post(contract: nil, body: misspelt)))
        #expect(
            body["detail"] as? String
                == "The request has an invalid value at /layout/itemSise: unknown field for a flow layout. "
                + "This server speaks layout contract 5.")
        let two = #"{"collectionView":{"size":{"width":-1,"height":100}},"layout":{"type":"flow","z":1},"sections":[]}"#
        #expect(
            ServiceSupport.json(service.handle(Self.post(contract: nil, body: two)))["detail"] as? String
                == "The request has 2 invalid values; see errors. This server speaks layout contract 5.")
        let negative = #"{"collectionView":{"size":{"width":-1,"height":100}},"layout":{"type":"flow"},"sections":[]}"#
        let detail = ServiceSupport.json(service.handle(Self.post(contract: nil, body: negative)))["detail"] as? String
        #expect(detail?.contains("contract") == false)
    }

    @Test("406s and malformed headers are counted by problem type, as undecoded layout requests")
    func metrics() {
        let service = LayoutService()
        _ = service.handle(Self.post(contract: "6"))
        _ = service.handle(Self.post(contract: "x"))
        let text = String(decoding: service.handle(ServiceSupport.get("/metrics")).body, as: UTF8.self)
        #expect(text.contains(#"layoutd_problems_total{type="/problems/unsupported-contract"} 1"#))
        #expect(text.contains(#"layoutd_problems_total{type="/problems/malformed-request"} 1"#))
        #expect(text.contains(#"layoutd_requests_total{family="undecoded"} 2"#))
        #expect(text.contains(#"http_requests_total{method="POST",route="/layout",code="406"} 1"#))
    }
}
