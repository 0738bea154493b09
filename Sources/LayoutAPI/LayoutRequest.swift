public import LayoutEngine

/// A decoded `POST /layout` body: what to lay out and which attributes to return.
public struct LayoutRequest: Sendable, Hashable {
    /// The scroll view, family, sections, scroll direction and pinning.
    public var description: LayoutDescription
    /// Which attributes the response holds.
    public var elements: ElementsQuery
    /// `previous` and `updateAnimation`: the data before an update, answered as `updates`.
    public var update: UpdateDescription?

    /// A request from its parts.
    public init(description: LayoutDescription, elements: ElementsQuery = .visible, update: UpdateDescription? = nil) {
        self.description = description
        self.elements = elements
        self.update = update
    }
}

/// Decodes request bodies strictly, as the contract says: RFC 8259 JSON, no unknown fields, every number finite,
/// every value in range, each violation located by a JSON pointer.
public enum LayoutRequestDecoder {
    /// Decodes a body; throws a 400 or 413 problem naming the offending place.
    /// - Complexity: O(body bytes), one pass (two over a `sections` array written before `layout`).
    public static func decode(_ body: [UInt8], limits: APILimits = APILimits()) throws(APIError) -> LayoutRequest {
        try body.withUnsafeBufferPointer { buffer throws(APIError) in
            try decode(UnsafeRawBufferPointer(buffer), limits: limits)
        }
    }

    /// Decodes a body in place, without copying it.
    /// - Complexity: O(body bytes).
    public static func decode(
        _ body: UnsafeRawBufferPointer, limits: APILimits = APILimits()
    ) throws(APIError) -> LayoutRequest {
        guard let start = body.baseAddress, body.count > 0 else {
            throw APIError.malformed("expected a JSON value; the body is empty", pointer: "")
        }
        var decoder = RequestDecoder(
            base: start.assumingMemoryBound(to: UInt8.self), count: body.count, limits: limits)
        return try decoder.decodeRequest()
    }
}
