/// Encodes problems as RFC 9457 `application/problem+json`.
public enum ProblemEncoder {

    /// `{"type", "title", "status", "detail", "errors": [{"pointer", "detail"}]}`; `errors` only when there are any.
    /// - Complexity: O(total text length).
    public static func encode(_ error: APIError) -> [UInt8] {
        // The fixed text and the status, then each string at its longest escaped (`JSONString.maxLength`).
        var capacity =
            128 + ByteWriter.maxIntegerLength + JSONString.maxLength(error.type) + JSONString.maxLength(error.title)
            + JSONString.maxLength(error.detail)
        for e in error.errors { capacity += 32 + JSONString.maxLength(e.pointer) + JSONString.maxLength(e.detail) }
        return .writing(capacity: capacity) { w in
            w.literal("{\"type\":")
            w.string(error.type)
            w.literal(",\"title\":")
            w.string(error.title)
            w.literal(",\"status\":")
            w.integer(error.status)
            w.literal(",\"detail\":")
            w.string(error.detail)
            if !error.errors.isEmpty {
                w.literal(",\"errors\":[")
                for (i, e) in error.errors.enumerated() {
                    if i > 0 { w.byte(UInt8(ascii: ",")) }
                    w.literal("{\"pointer\":")
                    w.string(e.pointer)
                    w.literal(",\"detail\":")
                    w.string(e.detail)
                    w.byte(UInt8(ascii: "}"))
                }
                w.byte(UInt8(ascii: "]"))
            }
            w.byte(UInt8(ascii: "}"))
        }
    }
}
