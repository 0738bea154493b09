import LayoutAPI
import LayoutEngine
import Testing

/// A minimal valid flow request with `sections` and extra `layout` fields spliced in.
func flowRequest(layout: String = "", sections: String = "[]", extra: String = "") -> String {
    let layoutFields = layout.isEmpty ? "" : ", " + layout
    let extraFields = extra.isEmpty ? "" : ", " + extra
    return """
        {"collectionView": {"size": {"width": 375, "height": 667}},
         "layout": {"type": "flow"\(layoutFields)}, "sections": \(sections)\(extraFields)}
        """
}

/// Decodes `json`, expecting success.
func decoded(_ json: String, limits: APILimits = APILimits()) throws -> LayoutRequest {
    do {
        return try LayoutRequestDecoder.decode(Array(json.utf8), limits: limits)
    } catch {
        Issue.record("unexpected \(error.status): \(error.detail) \(error.errors)")
        throw error
    }
}

/// Decodes `bytes`, expecting a problem; returns it (or nil, recording an issue, when decoding succeeds).
func problem(_ bytes: [UInt8], limits: APILimits = APILimits()) -> APIError? {
    do {
        _ = try LayoutRequestDecoder.decode(bytes, limits: limits)
        Issue.record("decoding succeeded but an error was expected")
        return nil
    } catch {
        return error
    }
}

/// Decodes `json`, expecting a problem.
func problem(_ json: String, limits: APILimits = APILimits()) -> APIError? {
    problem(Array(json.utf8), limits: limits)
}

/// The pointers of a problem's errors.
func pointers(_ error: APIError?) -> [String] { error?.errors.map(\.pointer) ?? [] }

/// The flow description of a decoded request.
func flow(_ request: LayoutRequest) -> FlowLayoutDescription? {
    if case .flow(let d) = request.description.family { return d }
    return nil
}
