/// Encodes problems as RFC 9457 `application/problem+json`.
public enum ProblemEncoder {
    /// The media type of every error body.
    public static let contentType = "application/problem+json"

    /// `{"type", "title", "status", "detail", "errors": [{"pointer", "detail"}]}`; `errors` only when there are any.
    /// - Complexity: O(total text length).
    public static func encode(_ error: APIError) -> [UInt8] {
        var textLength = error.type.utf8.count + error.title.utf8.count + error.detail.utf8.count
        for e in error.errors { textLength += e.pointer.utf8.count + e.detail.utf8.count + 32 }
        return .writing(capacity: 128 + ByteWriter.maxIntegerLength + 6 * textLength) { w in
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
