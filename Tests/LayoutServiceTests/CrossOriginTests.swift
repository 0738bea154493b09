import Foundation
import HTTPServer
import HTTPTestSupport
import LayoutAPI
import LayoutService
import Testing

/// CORS as the Fetch standard has a browser check it: a preflight (`OPTIONS` with `Origin` and
/// `Access-Control-Request-Method`) must answer 2xx with `Access-Control-Allow-Origin` equal to the page's origin (or
/// `*`), the method among `Access-Control-Allow-Methods` and every non-safelisted request header among
/// `Access-Control-Allow-Headers`; the answer itself must carry `Access-Control-Allow-Origin` again, and the page
/// reads only the headers `Access-Control-Expose-Headers` lists beyond the safelisted ones.
@Suite("Calls from web pages of other origins (CORS), called without sockets")
struct CrossOriginTests {
    static let page = "https://app.example.com"
    static let flow = #"{"collectionView":{"size":{"width":100,"height":100}},"layout":{"type":"flow"},"sections":[]}"#

    static func service(_ origins: String) throws -> LayoutService {
        let policy = try CrossOriginPolicy.parse(origins).get()
        return LayoutService(configuration: ServiceConfiguration(crossOrigin: policy))
    }

    /// The preflight Chromium sends before `fetch(url, {method: "POST", headers: {"Content-Type":
    /// "application/json", "Layout-Contract": "5"}})`: the non-safelisted headers, lowercased and sorted.
    static func preflight(origin: String?, path: String = "/layout") -> HTTPRequest {
        var headers = [
            (name: "access-control-request-method", value: "POST"),
            (name: "access-control-request-headers", value: "content-type,layout-contract"),
        ]
        if let origin { headers.append((name: "origin", value: origin)) }
        return HTTPRequest(method: "OPTIONS", path: path, headers: headers)
    }

    static func post(origin: String?, body: String = flow, headers extra: [(String, String)] = []) -> HTTPRequest {
        var headers = [(name: "content-type", value: "application/json")]
        if let origin { headers.append((name: "origin", value: origin)) }
        headers += extra.map { (name: $0.0, value: $0.1) }
        return HTTPRequest(method: "POST", path: "/layout", headers: headers, body: Array(body.utf8))
    }

    /// Names of the headers a response carries, lowercased, for "none of these" checks.
    static func names(_ response: HTTPResponse) -> Set<String> {
        Set(response.headers.map { $0.name.lowercased() })
    }

    /// What a browser's CORS check would conclude from a preflight answer for a page of `origin` sending `method`
    /// with `headers` (the Fetch standard's CORS check and its method and header checks).
    static func browserAllows(
        _ response: HTTPResponse, origin: String, method: String, headers: [String]
    ) -> Bool {
        guard (200..<300).contains(response.status) else { return false }
        let allowOrigin = response.header("Access-Control-Allow-Origin")
        guard allowOrigin == "*" || allowOrigin == origin else { return false }
        let list = { (name: String) in
            (response.header(name) ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }
        }
        return list("Access-Control-Allow-Methods").contains(method.lowercased())
            && headers.allSatisfy { list("Access-Control-Allow-Headers").contains($0.lowercased()) }
    }

    @Test("off by default: OPTIONS is a 405 listing POST, and no answer carries a CORS header")
    func offByDefault() {
        let service = LayoutService()
        let preflight = service.handle(Self.preflight(origin: Self.page))
        #expect(preflight.status == 405)
        #expect(preflight.header("Allow") == "POST")
        let answer = service.handle(Self.post(origin: Self.page))
        #expect(answer.status == 200)
        #expect(Self.names(answer).filter { $0.hasPrefix("access-control-") }.isEmpty)
        #expect(answer.header("Vary") == nil)
    }

    @Test("an allowed origin's preflight: 204 with the methods, headers and lifetime a browser checks")
    func preflightAllowed() throws {
        let service = try Self.service("https://other.example, \(Self.page)")
        let response = service.handle(Self.preflight(origin: Self.page))
        #expect(response.status == 204)
        #expect(response.body.isEmpty)
        #expect(response.header("Access-Control-Allow-Origin") == Self.page)
        #expect(response.header("Access-Control-Allow-Methods") == "POST")
        #expect(
            response.header("Access-Control-Allow-Headers")
                == "Content-Type, Content-Encoding, Accept, Accept-Encoding, If-None-Match, Layout-Contract, "
                + "Authorization")
        #expect(response.header("Access-Control-Max-Age") == "7200")
        #expect(response.header("Vary") == "Origin")
        #expect(response.header("Allow") == "POST, OPTIONS")
        #expect(response.header("Access-Control-Allow-Credentials") == nil)
        // Everything a page of ours sends: a gzip body, SVG, a validator, the contract, the edge's key.
        let sent = [
            "Content-Type", "Content-Encoding", "Accept", "If-None-Match", "Layout-Contract", "Authorization",
        ]
        #expect(Self.browserAllows(response, origin: Self.page, method: "POST", headers: sent))
        #expect(!Self.browserAllows(response, origin: Self.page, method: "PUT", headers: []))
        #expect(!Self.browserAllows(response, origin: Self.page, method: "POST", headers: ["X-Debug"]))
    }

    @Test("an allowed origin's answers name it and expose ETag, Retry-After and Layout-Contract; each varies on Origin")
    func answersAllowed() throws {
        let service = try Self.service(Self.page)
        let answer = service.handle(Self.post(origin: Self.page))
        #expect(answer.status == 200)
        #expect(answer.header("Access-Control-Allow-Origin") == Self.page)
        #expect(answer.header("Access-Control-Expose-Headers") == "ETag, Retry-After, Layout-Contract")
        #expect(answer.header("Vary") == "Origin")
        // The body is the one any client gets.
        #expect(answer.body == LayoutService().handle(Self.post(origin: nil)).body)
        // Problems too: a page can read why its request failed.
        let problem = service.handle(Self.post(origin: Self.page, body: "{"))
        #expect(problem.status == 400)
        #expect(problem.header("Access-Control-Allow-Origin") == Self.page)
        // And the other routes of the main listener (a page fetching the document).
        let document = service.handle(
            HTTPRequest(method: "GET", path: "/openapi.yaml", headers: [(name: "origin", value: Self.page)]))
        #expect(document.status == 200)
        #expect(document.header("Access-Control-Allow-Origin") == Self.page)
    }

    @Test(
        "an origin not allowed gets the answers as before, without CORS headers (but Vary: Origin)",
        arguments: ["https://evil.example", "https://app.example.com:8443", "http://app.example.com", "null"])
    func otherOrigin(origin: String) throws {
        let service = try Self.service(Self.page)
        let preflight = service.handle(Self.preflight(origin: origin))
        #expect(preflight.status == 204)
        #expect(preflight.header("Access-Control-Allow-Origin") == nil)
        #expect(!Self.browserAllows(preflight, origin: origin, method: "POST", headers: ["Content-Type"]))
        let answer = service.handle(Self.post(origin: origin))
        let plain = LayoutService().handle(Self.post(origin: nil))
        #expect(answer.status == plain.status && answer.body == plain.body)
        #expect(Self.names(answer).filter { $0.hasPrefix("access-control-") }.isEmpty)
        #expect(answer.header("Vary") == "Origin")
    }

    @Test("* allows every origin with a fixed Access-Control-Allow-Origin: *, which does not vary")
    func anyOrigin() throws {
        let service = try Self.service("*")
        for origin in [Self.page, "http://127.0.0.1:8000", "null"] {
            let preflight = service.handle(Self.preflight(origin: origin))
            #expect(Self.browserAllows(preflight, origin: origin, method: "POST", headers: ["Content-Type"]))
            let answer = service.handle(Self.post(origin: origin))
            #expect(answer.header("Access-Control-Allow-Origin") == "*")
            #expect(answer.header("Vary") == nil)
        }
    }

    @Test("with CORS on, OPTIONS is answered on /layout only; other routes' 405 and the admin listener are unchanged")
    func preflightRoutes() throws {
        let service = try Self.service(Self.page)
        let health = service.handle(Self.preflight(origin: Self.page, path: "/healthz"))
        #expect(health.status == 405)
        #expect(health.header("Allow") == "GET, HEAD")
        // The 405 of a wrong method on /layout lists OPTIONS now.
        let get = service.handle(
            HTTPRequest(method: "GET", path: "/layout", headers: [(name: "origin", value: Self.page)]))
        #expect(get.status == 405)
        #expect(get.header("Allow") == "POST, OPTIONS")
        #expect(get.header("Access-Control-Allow-Origin") == Self.page)
        // Probes and scrapers call the admin listener, pages never do.
        let admin = service.handleAdmin(
            HTTPRequest(method: "GET", path: "/healthz", headers: [(name: "origin", value: Self.page)]))
        #expect(admin.status == 200)
        #expect(admin.header("Access-Control-Allow-Origin") == nil)
    }

    @Test("a preflight is answered on the I/O thread that read it, not queued behind layouts")
    func preflightNotOffloaded() {
        #expect(!LayoutService.routing(method: "OPTIONS", path: "/layout").offloaded)
        #expect(LayoutService.routing(method: "POST", path: "/layout").offloaded)
    }

    @Test("a preflight is counted as OPTIONS /layout 204, never as a layout request")
    func preflightMetrics() throws {
        let service = try Self.service(Self.page)
        _ = service.handle(Self.preflight(origin: Self.page))
        let text = String(decoding: service.handle(ServiceSupport.get("/metrics")).body, as: UTF8.self)
        #expect(text.contains(#"http_requests_total{method="OPTIONS",route="/layout",code="204"} 1"#))
        #expect(!text.contains(#"layoutd_requests_total{family="undecoded"} 1"#))
    }

    @Test(
        "--cors-origins values as a browser writes Origin",
        arguments: [
            ("https://App.Example.com/", "https://app.example.com"), ("http://127.0.0.1:8000", "http://127.0.0.1:8000"),
            ("https://a.example:443", "https://a.example"), ("http://a.example:80", "http://a.example"),
            ("http://[::1]:8080", "http://[::1]:8080"), ("http://[::1]", "http://[::1]"),
        ])
    func parsing(written: String, origin: String) throws {
        let service = try Self.service(written)
        #expect(service.handle(Self.post(origin: origin)).header("Access-Control-Allow-Origin") == origin)
    }

    @Test(
        "--cors-origins refuses what is not an origin",
        arguments: [
            "app.example.com", "https://app.example.com/api", "https://*.example.com", "ftp://a.example", "null",
            "https://a.example:99999", "https://a.example:", "https://user@a.example", "*, https://a.example",
        ])
    func refused(written: String) {
        guard case .failure(let error) = CrossOriginPolicy.parse(written) else {
            Issue.record("\(written) was accepted")
            return
        }
        #expect(error.message.contains("is not an origin"))
    }

    @Test("an empty --cors-origins allows nothing, as the default")
    func empty() throws {
        #expect(try CrossOriginPolicy.parse("").get() == .none)
        #expect(try CrossOriginPolicy.parse(" , ").get() == .none)
    }
}

@Suite("CORS headers on the HTTP server's own answers", .serialized)
struct CrossOriginServerAnswerTests {
    @Test("a 413 the server gives itself names an allowed origin, so the page can read it")
    func serverAnswer() async throws {
        let policy = try CrossOriginPolicy.parse(CrossOriginTests.page).get()
        let service = LayoutService(configuration: ServiceConfiguration(crossOrigin: policy))
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(
                host: "127.0.0.1", port: 0, threads: 1, maxBodyBytes: 1024, logsLibraryErrors: false),
            handler: { service.handle($0) },
            errorResponder: { Problems.serverResponse(status: $0, detail: $1) },
            serverAnswerHeaders: { service.crossOriginHeaders(for: $0) })
        defer { server.stop() }
        let port = server.port
        try await onThread {
            for (origin, named) in [(CrossOriginTests.page, true), ("https://evil.example", false)] {
                let client = try TestClient(port: port)
                let response = try client.request(
                    "POST", "/layout",
                    headers: [("Content-Type", "application/json"), ("Origin", origin), ("Connection", "close")],
                    body: Array(repeating: 0x20, count: 2048))
                #expect(response.status == 413)
                #expect(response.header("Access-Control-Allow-Origin") == (named ? origin : nil))
                #expect(response.header("Layout-Contract") == "\(LayoutAPI.contract)")
                #expect(response.header("Vary")?.contains("Origin") == true)
            }
        }
    }
}
