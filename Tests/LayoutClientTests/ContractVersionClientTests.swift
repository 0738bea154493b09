import Foundation
import HTTPServer
import LayoutClient
import LayoutService
import Synchronization
import Testing

/// The client and the contract version: it names the contract its requests need, and a server too old for them is
/// its own error kind, told apart from the app's own mistakes.
@Suite("Layout-Contract from the Swift client", .serialized)
struct ContractVersionClientTests {
    static let grid = LayoutClientTests.grid

    @Test("the client speaks the contract the service speaks, and names it on every request")
    func sends() async throws {
        #expect(Layoutd.contract == ContractVersion.current)
        let seen = Mutex<[String?]>([])
        let service = LayoutService()
        let handler: HTTPHandler = { request in
            seen.withLock { $0.append(request.header("layout-contract")) }
            return service.handle(request)
        }
        try await LiveServer.with(handler: handler) { live in
            _ = try await live.client.layout(Self.grid)
            _ = try await live.client.svg(Self.grid)
        }
        #expect(seen.withLock { $0 } == ["5", "5"])
    }

    @Test("a client needing a later contract than the live service's: the service's 406, as serverTooOld")
    func laterThanTheService() async throws {
        let error = try await LayoutClientTests.failure { live in
            let newer = Layoutd.Client(baseURL: live.client.baseURL, session: LiveServer.session, contract: 6)
            _ = try await newer.layout(Self.grid)
        }
        guard case .serverTooOld(let speaks, let needs, let problem) = error else {
            Issue.record("expected serverTooOld, got \(error)")
            return
        }
        #expect(speaks == 5 && needs == 6)
        #expect(problem.status == 406 && problem.type == "/problems/unsupported-contract")
        #expect(error.status == 406)
        #expect(
            error.description
                == "server too old: the service speaks layout contract 5, the request needs contract 6 "
                + "(406: this server speaks layout contract 5; the request needs contract 6)")
        #expect(Layoutd.ScrollRangeModel<Layoutd.FlowLayout>.consequence(of: error) == .stop)
    }

    /// A server from before the header, as the contract-4 service answered a field it did not know: a 400 problem
    /// naming the field, and no `Layout-Contract` on the answer.
    static let contract4Server: HTTPHandler = { _ in
        let body =
            #"{"type":"/problems/invalid-request","title":"Invalid request","status":400,"#
            + #""detail":"The request has an invalid value at /layout/snapping: unknown field for a flow layout.","#
            + #""errors":[{"pointer":"/layout/snapping","detail":"unknown field for a flow layout"}]}"#
        return HTTPResponse(
            status: 400,
            headers: [
                (name: "Content-Type", value: "application/problem+json"), (name: "Cache-Control", value: "no-store"),
            ],
            body: Array(body.utf8))
    }

    @Test("a server from before the header refusing a field it does not know is too old, not the app's mistake")
    func serverWithoutTheHeader() async throws {
        let error = try await LayoutClientTests.failure(handler: Self.contract4Server) {
            _ = try await $0.client.layout(Self.grid)
        }
        guard case .serverTooOld(let speaks, let needs, let problem) = error else {
            Issue.record("expected serverTooOld, got \(error)")
            return
        }
        #expect(speaks == nil && needs == 5)
        #expect(problem.errors.first?.pointer == "/layout/snapping")
        #expect(
            error.description.hasPrefix("server too old: the service names no contract, the request needs contract 5"))
    }

    @Test("an unknown field refused by a server of the client's own contract is the app's problem")
    func currentServerUnknownField() async throws {
        // The live service's own answer to a body with a misspelt field (an app writing raw JSON), served to the client.
        let service = LayoutService()
        let misspelt =
            #"{"collectionView":{"size":{"width":100,"height":100}},"layout":{"type":"flow","itemSise":1},"#
            + #""sections":[]}"#
        let handler: HTTPHandler = { _ in
            service.handle(
                HTTPRequest(
                    method: "POST", path: "/layout", headers: [(name: "content-type", value: "application/json")],
                    body: Array(misspelt.utf8)))
        }
        let error = try await LayoutClientTests.failure(handler: handler) { _ = try await $0.client.layout(Self.grid) }
        guard case .problem(let problem) = error else {
            Issue.record("expected a problem, got \(error)")
            return
        }
        #expect(problem.errors.first?.pointer == "/layout/itemSise")
        #expect(problem.detail.hasSuffix("This server speaks layout contract 5."))
    }

    @Test("other 400s from a server without the header stay problems: only an unknown field tells its age")
    func otherProblems() async throws {
        let handler: HTTPHandler = { _ in
            let body =
                #"{"type":"/problems/invalid-request","title":"Invalid request","status":400,"#
                + #""detail":"d","errors":[{"pointer":"/layout/itemSize/height","detail":"must be a finite number >= 0"}]}"#
            return HTTPResponse(
                status: 400, headers: [(name: "Content-Type", value: "application/problem+json")],
                body: Array(body.utf8))
        }
        let error = try await LayoutClientTests.failure(handler: handler) { _ = try await $0.client.layout(Self.grid) }
        guard case .problem = error else {
            Issue.record("expected a problem, got \(error)")
            return
        }
    }
}
