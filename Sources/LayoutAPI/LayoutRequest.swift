import LayoutEngine

/// A decoded `POST /layout` body: what to lay out and which attributes to return.
///
/// The description is held in an immutable shared box, so copying a request (the pipeline hands it to the renderer
/// and the metrics) retains one reference instead of every array and string the description holds (about 300
/// instructions a copy on the typical request); a change to `description` replaces the box, so the value semantics
/// are unchanged.
public struct LayoutRequest: Sendable, Hashable {
    /// The scroll view, family, sections, scroll direction and pinning.
    public var description: LayoutDescription {
        _read { yield storage.description }
        set { storage = Storage(newValue) }
    }
    /// Which attributes the response holds.
    public var elements: ElementsQuery
    private var storage: Storage

    /// A request from its parts.
    public init(description: LayoutDescription, elements: ElementsQuery = .visible) {
        self.storage = Storage(description)
        self.elements = elements
    }

    /// Equal when the descriptions and the elements are (a shared box is equal without comparing).
    public static func == (a: LayoutRequest, b: LayoutRequest) -> Bool {
        a.elements == b.elements && (a.storage === b.storage || a.storage.description == b.storage.description)
    }

    /// Hashes the description, then the elements (as the synthesized conformance did).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.description)
        hasher.combine(elements)
    }

    /// The description, never changed after it is made.
    private final class Storage: Sendable {
        let description: LayoutDescription
        init(_ description: LayoutDescription) { self.description = description }
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
