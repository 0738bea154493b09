import Foundation
import HTTPServer
import LayoutClient
import LayoutService
import Testing

/// `ScrollRangeLiveTests`' comparison run today, before the service answers scroll ranges: the live server
/// answers a range request with every element at rest (the same request with `elements: "all"`, the range
/// echoed), which is a valid range answer wherever nothing moves with the scroll. So at every offset where the
/// service's single-offset answer pins nothing, `attributes(at:)` must equal it bit for bit: the visibility
/// rule, the other coordinate's default in mirrored and horizontal layouts, orthogonal sections, ids, estimates
/// and `shortContentAlignment`, in every family, against the real engine. Offsets where something pins are left
/// to the live suite. The two requests built to catch rounding are left out: today's engine selects a mirrored
/// layout's and a bottom-aligned layout's elements in its computing space, which disagrees with the contract's
/// physical test at some element edges; the live suite holds the engine to them.
@Suite("Layoutd.ScrollRangeAnswer against the live server's single offsets where nothing pins (every-element stand-in)")
struct ScrollRangeStandInTests {
    @Test("every example and its variants, at the offsets where nothing is pinned", arguments: LiveServer.exampleNames)
    func example(name: String) async throws {
        let bytes = try Data(contentsOf: LiveServer.examples.appendingPathComponent(name))
        try await ScrollRangeLiveTests.checkVariants(of: bytes, name, .standIn)
    }
}

/// The every-element stand-in of a range answer.
enum ScrollRangeStandIn {
    /// The service, except that a request for `elements: {"scrollRange": r}` is answered as the same request
    /// without pinning (no `pinning`, no flow `section…PinToVisibleBounds`, every compositional
    /// `pinToVisibleBounds` false) with `elements: "all"`, so every element is at rest, with `"scrollRange": r`
    /// added to the answer.
    static func handler() -> HTTPHandler {
        let service = LayoutService()
        return { request in
            guard let parsed = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any],
                let range = (parsed["elements"] as? [String: Any])?["scrollRange"],
                var object = unpinned(parsed) as? [String: Any]
            else { return service.handle(request) }
            var layout = object["layout"] as? [String: Any] ?? [:]
            for key in ["pinning", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds"] {
                layout[key] = nil
            }
            object["layout"] = layout
            object["elements"] = "all"
            guard let body = try? JSONSerialization.data(withJSONObject: object) else { return service.handle(request) }
            var response = service.handle(
                HTTPRequest(
                    method: request.method, path: request.path,
                    headers: [(name: "Content-Type", value: "application/json")], body: Array(body)))
            guard response.status == 200,
                var answer = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            else { return response }
            answer["scrollRange"] = range
            guard let written = try? JSONSerialization.data(withJSONObject: answer) else { return response }
            response.body = Array(written)
            return response
        }
    }

    /// `json` with every `pinToVisibleBounds` false, at any depth.
    static func unpinned(_ json: Any) -> Any {
        if let array = json as? [Any] { return array.map(unpinned) }
        guard var object = json as? [String: Any] else { return json }
        for (key, value) in object {
            object[key] = key == "pinToVisibleBounds" ? false : unpinned(value)
        }
        return object
    }
}
