// Request-level helpers for the iglist and magazine compatibility tests: JSON requests built like IGListKit's
// and MagazineLayout's test objects, sent through `LayoutAPI.respond(toBody:)`, and the response parsed back
// with Foundation's JSONSerialization (an independent reader of the service's bytes).
import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// One attribute of a response, parsed.
struct APIAttribute: Equatable {
    var section: Int
    var item: Int
    var category: String
    var kind: String?
    var frame: Rect
    var zIndex: Int
    var pinned: Bool?
}

/// A parsed `200` response, with the accessors the engine tests use.
struct APILayout {
    var contentSize: Size
    var attributes: [APIAttribute]

    func cell(_ section: Int, _ item: Int) -> APIAttribute? {
        attributes.first { $0.section == section && $0.item == item && $0.category == "cell" }
    }
    func header(_ section: Int) -> APIAttribute? {
        attributes.first { $0.section == section && $0.kind == "header" }
    }
    func footer(_ section: Int) -> APIAttribute? {
        attributes.first { $0.section == section && $0.kind == "footer" }
    }
    /// Frames of one category (and kind), in response order.
    func frames(_ category: String, _ kind: String? = nil) -> [Rect] {
        attributes.filter { $0.category == category && (kind == nil || $0.kind == kind) }.map(\.frame)
    }
}

/// Sends `json` through the whole request path and parses a `200`; records an issue otherwise.
func respond(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> APILayout {
    let answer = LayoutAPI.respond(toBody: Array(json.utf8))
    let (status, body) = (answer.status, answer.body)
    guard status == 200,
        let root = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
        let size = root["contentSize"] as? [String: Any], let list = root["attributes"] as? [[String: Any]]
    else {
        Issue.record("status \(status): \(String(decoding: body, as: UTF8.self))", sourceLocation: sourceLocation)
        return APILayout(contentSize: .zero, attributes: [])
    }
    func number(_ any: Any?) -> Double { (any as? NSNumber)?.doubleValue ?? .nan }
    let attributes = list.map { a -> APIAttribute in
        let path = a["indexPath"] as? [Int] ?? [-1, -1]
        let f = a["frame"] as? [String: Any] ?? [:]
        return APIAttribute(
            section: path[0], item: path[1], category: a["category"] as? String ?? "?", kind: a["kind"] as? String,
            frame: Rect(x: number(f["x"]), y: number(f["y"]), width: number(f["width"]), height: number(f["height"])),
            zIndex: (a["zIndex"] as? NSNumber)?.intValue ?? 0, pinned: (a["pinned"] as? NSNumber)?.boolValue)
    }
    return APILayout(
        contentSize: Size(width: number(size["width"]), height: number(size["height"])), attributes: attributes)
}

/// Expects a frame from a response to equal `expected` exactly (the wire carries shortest round-trip numbers).
func expectAPIFrame(
    _ actual: APIAttribute?, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual?.frame == expected, "\(String(describing: actual?.frame)) is not \(expected)",
        sourceLocation: sourceLocation)
}

/// `{x, y, width, height}` shorthand.
func apiRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// JSON for a number, integral ones without a fraction.
func js(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

/// An iglist section as IGLayoutTestSection builds it: square header/footer reference sizes.
func igJSONSection(
    insets i: (Double, Double, Double, Double) = (0, 0, 0, 0), lineSpacing: Double = 0, interitemSpacing: Double = 0,
    headerHeight: Double = 0, footerHeight: Double = 0, _ items: [(Double, Double)]
) -> String {
    let list = items.map { "{\"width\": \(js($0.0)), \"height\": \(js($0.1))}" }.joined(separator: ", ")
    return """
        {"items": [\(list)], "inset": {"top": \(js(i.0)), "left": \(js(i.1)), "bottom": \(js(i.2)), \
        "right": \(js(i.3))}, "minimumLineSpacing": \(js(lineSpacing)), \
        "minimumInteritemSpacing": \(js(interitemSpacing)), \
        "headerSize": {"width": \(js(headerHeight)), "height": \(js(headerHeight))}, \
        "footerSize": {"width": \(js(footerHeight)), "height": \(js(footerHeight))}}
        """
}

/// `count` copies of a `width` × `height` item.
func igJSONItems(_ count: Int, _ width: Double, _ height: Double) -> [(Double, Double)] {
    Array(repeating: (width, height), count: count)
}

/// An iglist request as IGListKit's tests set up: 100 × 100 at scale 2 by default; sticky headers as pinning
/// with `offset = topContentInset + stickyHeaderYOffset`.
func igJSONRequest(
    _ sections: [String], width: Double = 100, height: Double = 100, horizontal: Bool = false,
    stickyHeaders: Bool = false, topContentInset: Double = 0, stickyHeaderYOffset: Double = 0,
    stretchToEdge: Bool = false, showHeaderWhenEmpty: Bool = false,
    contentInset: (Double, Double, Double, Double)? = nil, contentOffset: (Double, Double)? = nil,
    scale: Double = 2, elements: String = "\"all\""
) -> String {
    var cv = "\"size\": {\"width\": \(js(width)), \"height\": \(js(height))}, \"scale\": \(js(scale))"
    if let i = contentInset {
        cv +=
            ", \"contentInset\": {\"top\": \(js(i.0)), \"left\": \(js(i.1)), \"bottom\": \(js(i.2)), \"right\": \(js(i.3))}"
    }
    if let o = contentOffset { cv += ", \"contentOffset\": {\"x\": \(js(o.0)), \"y\": \(js(o.1))}" }
    var layout =
        "\"type\": \"iglist\", \"stretchToEdge\": \(stretchToEdge), \"showHeaderWhenEmpty\": \(showHeaderWhenEmpty)"
    if horizontal { layout += ", \"scrollDirection\": \"horizontal\"" }
    if stickyHeaders {
        layout += ", \"pinning\": {\"headers\": \"all\", \"offset\": \(js(topContentInset + stickyHeaderYOffset))}"
    }
    return """
        {"collectionView": {\(cv)}, "layout": {\(layout)}, "sections": [\(sections.joined(separator: ", "))], \
        "elements": \(elements)}
        """
}

/// `{"rect": ...}` for the `elements` field.
func rectElements(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
    "{\"rect\": {\"x\": \(js(x)), \"y\": \(js(y)), \"width\": \(js(w)), \"height\": \(js(h))}}"
}

/// `IGListRectIntegralScaled` of a rect at `scale`, as IGListKit's half-point tests compute their expectation.
func apiIntegral(_ rect: Rect, scale: Double) -> Rect {
    Rect(
        x: (rect.x * scale).rounded(.down) / scale, y: (rect.y * scale).rounded(.down) / scale,
        width: (rect.width * scale).rounded(.up) / scale, height: (rect.height * scale).rounded(.up) / scale)
}
