import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// A request body of layout family `type`: `collectionView` (375 × 667 unless given), `layout` with `type` and
/// `layout`'s members, `sections`, and further top-level members in `extra`.
func requestBody(
    _ type: String = "flow", layout: String = "", sections: String = "[]",
    collectionView: String = #"{"size": {"width": 375, "height": 667}}"#, extra: String = ""
) -> String {
    let layoutFields = layout.isEmpty ? "" : ", " + layout
    let extraFields = extra.isEmpty ? "" : ", " + extra
    return """
        {"collectionView": \(collectionView), "layout": {"type": "\(type)"\(layoutFields)}, \
        "sections": \(sections)\(extraFields)}
        """
}

/// One answer of the served pipeline (`LayoutAPI.respond`), its body parsed by Foundation's JSONSerialization (a
/// reader independent of the service's own).
struct WireAnswer {
    var status: Int
    var text: String
    var json: [String: Any]

    init(_ body: String, limits: APILimits = APILimits()) {
        let answer = LayoutAPI.respond(toBody: Array(body.utf8), limits: limits)
        status = answer.status
        text = String(decoding: answer.body, as: UTF8.self)
        json = (try? JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any]) ?? [:]
    }

    /// The top-level `anchor`, as a dictionary to compare with `==`.
    var anchor: NSDictionary? { json["anchor"] as? NSDictionary }

    /// The top-level `contentOffset`'s `y` (and `x`).
    var offsetY: Double? { (json["contentOffset"] as? [String: Any])?["y"] as? Double }
    var offsetX: Double? { (json["contentOffset"] as? [String: Any])?["x"] as? Double }

    /// The attribute objects.
    var attributes: [[String: Any]] { json["attributes"] as? [[String: Any]] ?? [] }

    /// The cells' attribute objects.
    var cells: [[String: Any]] { attributes.filter { $0["category"] as? String == "cell" } }

    /// The index paths `[section, item]` of the attributes marked `estimated`, with their category.
    var estimated: [String] {
        attributes.filter { $0["estimated"] as? Bool == true }.map {
            let path = $0["indexPath"] as? [Int] ?? []
            return "\($0["kind"] as? String ?? "cell") \(path)"
        }
    }

    /// The problem's pointers and details.
    var errors: [String] {
        (json["errors"] as? [[String: Any]] ?? []).map { "\($0["pointer"] ?? "") \($0["detail"] ?? "")" }
    }
}

/// A frame as the JSON holds it, as a `Rect`.
func frame(_ attribute: [String: Any]) -> Rect? {
    guard let f = attribute["frame"] as? [String: Any], let x = f["x"] as? Double, let y = f["y"] as? Double,
        let w = f["width"] as? Double, let h = f["height"] as? Double
    else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
}

/// An anchor as the JSON writes it.
func anchorJSON(_ position: String, item: Any? = nil, distance: Double? = nil) -> NSDictionary {
    var d: [String: Any] = ["position": position]
    if let item { d["item"] = item }
    if let distance { d["distance"] = distance }
    return d as NSDictionary
}

/// The annotations of a decoded request.
func annotations(_ json: String) throws -> ItemAnnotations {
    try decoded(json).description.annotations
}
