import Foundation
import HTTPServer
import LayoutClient
import Testing

@Suite("Layoutd.Client against the live server")
struct LayoutClientTests {
    /// A 375 pt wide flow grid: 100 × 100 items, 10 pt section inset, a 44 pt header, default 10 pt spacings.
    static let grid = Layoutd.Request(
        collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 375, height: 667)),
        layout: Layoutd.FlowLayout(
            itemSize: Layoutd.Size(width: 100, height: 100), sectionInset: Layoutd.Insets(all: 10),
            headerReferenceSize: Layoutd.Size(width: 0, height: 44)),
        sections: [Layoutd.FlowSection(.uniform(count: 5))], elements: .all)

    @Test("a flow grid comes back with the frames UIKit's flow rules give")
    func flowGrid() async throws {
        let response = try await LiveServer.with { try await $0.client.layout(Self.grid) }
        // Line width 375 - 10 - 10 = 355 holds 3 items (100 + 110 + 110 = 320; a 4th would need 430).
        // Justified: leftover 355 - 300 = 55 over 2 gaps = 27.5, so x = 10, 137.5, 265.
        // y: header 0…44, inset 10 → line 0 at 54, line 1 at 54 + 100 + 10 = 164.
        // The last line keeps the grid (items 3, 4 at x 10 and 137.5).
        // Height: 44 + 10 + 100 + 10 + 100 + 10 = 274.
        #expect(response.contentSize == Layoutd.Size(width: 375, height: 274))
        #expect(response.cells.count == 5)
        let expected: [(Int, Double, Double)] = [
            (0, 10, 54), (1, 137.5, 54), (2, 265, 54), (3, 10, 164), (4, 137.5, 164),
        ]
        for (item, x, y) in expected {
            let cell = try #require(response.cell(at: [0, item]))
            #expect(cell.frame == Layoutd.Rect(x: x, y: y, width: 100, height: 100), "item \(item)")
            #expect(cell.zIndex == 0)
            #expect(cell.kind == nil)
            #expect(cell.pinned == nil)
        }
        let header = try #require(response.supplementary(.sectionHeader, section: 0))
        #expect(header.frame == Layoutd.Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(header.pinned == false)
        #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
        #expect(response.attributes.first == header, "the header comes before its section's cells")
    }

    @Test("a pinned header reports pinned, the pinning zIndex and its pinned frame")
    func pinnedHeader() async throws {
        var request = Self.grid
        request.collectionView.contentOffset = Layoutd.Point(x: 0, y: 100)
        request.layout.pinning = Layoutd.Pinning(headers: .all, zIndex: 7)
        request.elements = .visible
        let response = try await LiveServer.with { try await $0.client.layout(request) }
        // pinTop = 100; resting y 0; the last section's bound is its end 274 - 44 = 230; so y = max(0, 100) = 100.
        let header = try #require(response.supplementary(.sectionHeader, section: 0))
        #expect(header.frame == Layoutd.Rect(x: 0, y: 100, width: 375, height: 44))
        #expect(header.pinned == true)
        #expect(header.zIndex == 7)
    }

    @Test("a value out of range arrives as a 400 problem pointing at the field")
    func badRequest() async throws {
        let request = Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 375, height: 667)),
            layout: Layoutd.FlowLayout(),
            sections: [
                Layoutd.FlowSection(.uniform(count: 1)),
                Layoutd.FlowSection(
                    .sizes([Layoutd.Size(width: 10, height: 10), Layoutd.Size(width: 10, height: -1)])),
            ])
        let problem = try await Self.problem { _ = try await $0.client.layout(request) }
        #expect(problem.status == 400)
        #expect(problem.type.isEmpty == false)
        #expect(problem.title.isEmpty == false)
        #expect(problem.detail.isEmpty == false)
        #expect(problem.pointer == "/sections/1/items/1/height")
    }

    @Test("a request no layout can satisfy arrives as a 422 problem pointing at the field")
    func unprocessable() async throws {
        let request = Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 375, height: 667)),
            layout: Layoutd.WaterfallLayout(columnCount: 0), sections: [Layoutd.WaterfallSection(.uniform(count: 3))])
        let problem = try await Self.problem { _ = try await $0.client.layout(request) }
        #expect(problem.status == 422)
        #expect(problem.pointer == "/layout/columnCount")
    }

    @Test("an answer that is not the service's (a proxy's HTML page) is an unexpected response")
    func unexpectedResponse() async throws {
        let page = Array("<html>bad gateway</html>".utf8)
        let handler: HTTPHandler = { _ in
            HTTPResponse(status: 502, headers: [(name: "Content-Type", value: "text/html")], body: page)
        }
        let error = try await Self.failure(handler: handler) { _ = try await $0.client.layout(Self.grid) }
        guard case .unexpectedResponse(let status, let contentType, let body) = error else {
            Issue.record("expected an unexpected response, got \(error)")
            return
        }
        #expect(status == 502)
        #expect(contentType == "text/html")
        #expect(Array(body) == page)
    }

    @Test("a server that is gone is a transport error")
    func transport() async throws {
        let live = try LiveServer()
        live.server.stop()
        do {
            _ = try await live.client.layout(Self.grid)
            Issue.record("a stopped server answered")
        } catch {
            guard case .transport = error else {
                Issue.record("expected a transport error, got \(error)")
                return
            }
            #expect(error.status == nil)
        }
    }

    @Test("the SVG picture of a request comes back as SVG text")
    func svg() async throws {
        let picture = try await LiveServer.with { try await $0.client.svg(Self.grid) }
        #expect(picture.contains("<svg"))
        #expect(picture.contains("</svg>"))
    }

    /// The client error `call` ends with against a live server (records an issue for success or another error).
    static func failure(
        handler: HTTPHandler? = nil, _ call: @escaping (LiveServer) async throws -> Void
    ) async throws -> Layoutd.ClientError {
        try await LiveServer.with(handler: handler) { live in
            do {
                try await call(live)
                Issue.record("the call succeeded")
            } catch let error as Layoutd.ClientError {
                return error
            } catch {
                Issue.record("the call threw \(error), not a Layoutd.ClientError")
            }
            return Layoutd.ClientError.invalidRequest("no client error")
        }
    }

    /// The problem details `call` ends with against the live service.
    static func problem(_ call: @escaping (LiveServer) async throws -> Void) async throws -> Layoutd.ProblemDetails {
        let error = try await failure(call)
        guard case .problem(let problem) = error else {
            Issue.record("expected a problem, got \(error)")
            return Layoutd.ProblemDetails(type: "", title: "", status: 0, detail: "")
        }
        #expect(error.status == problem.status)
        return problem
    }
}
