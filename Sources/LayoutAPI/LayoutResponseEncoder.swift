import LayoutEngine

/// Encodes a layout result as the contract's response body.
///
/// Key order is the contract's example: `contentSize`, then `attributes`, each with `indexPath`, `category`,
/// `kind` (supplementaries and decorations), `frame {x, y, width, height}`, `zIndex`, and `pinned`
/// (supplementaries always, cells and decorations never). Compact, with numbers as `ByteWriter.double` writes
/// them, so equal results give byte-identical bodies.
public enum LayoutResponseEncoder {
    /// A result held NaN or an infinity, which JSON cannot carry and the contract never answers.
    public struct NonFiniteNumber: Error, Sendable {}

    /// The most bytes one attribute takes: the longest fixed text plus three integers and four doubles.
    static let maxAttributeLength = 140 + 3 * ByteWriter.maxIntegerLength + 4 * ByteWriter.maxDoubleLength

    /// The JSON body for `result`; throws instead of answering when any number is NaN or infinite (a bug
    /// upstream: the engine refuses such layouts with a located 422 before they reach here).
    /// - Complexity: O(attributes), one allocation.
    public static func encode(_ result: LayoutResult) throws(NonFiniteNumber) -> [UInt8] {
        let capacity = 64 + 2 * ByteWriter.maxDoubleLength + result.attributes.count * maxAttributeLength
        let body = [UInt8].writingFinite(capacity: capacity) { w in
            w.literal("{\"contentSize\":{\"width\":")
            w.double(result.contentSize.width)
            w.literal(",\"height\":")
            w.double(result.contentSize.height)
            w.literal("},\"attributes\":[")
            result.attributes.withUnsafeBufferPointer { attributes in
                for i in attributes.indices {
                    if i > 0 { w.byte(UInt8(ascii: ",")) }
                    write(attributes[i], to: &w)
                }
            }
            w.literal("]}")
        }
        guard let body else { throw NonFiniteNumber() }
        return body
    }

    /// One attribute object.
    @inline(__always)
    static func write(_ a: LayoutAttributes, to w: inout ByteWriter) {
        w.literal("{\"indexPath\":[")
        w.integer(a.section)
        w.byte(UInt8(ascii: ","))
        w.integer(a.item)
        switch a.category {
        case .cell: w.literal("],\"category\":\"cell\"")
        case .supplementary: w.literal("],\"category\":\"supplementary\"")
        case .decoration: w.literal("],\"category\":\"decoration\"")
        }
        if a.category != .cell, let kind = a.kind {
            switch kind {
            case .header: w.literal(",\"kind\":\"header\"")
            case .footer: w.literal(",\"kind\":\"footer\"")
            case .background: w.literal(",\"kind\":\"background\"")
            }
        }
        w.literal(",\"frame\":{\"x\":")
        w.double(a.frame.x)
        w.literal(",\"y\":")
        w.double(a.frame.y)
        w.literal(",\"width\":")
        w.double(a.frame.width)
        w.literal(",\"height\":")
        w.double(a.frame.height)
        w.literal("},\"zIndex\":")
        w.integer(a.zIndex)
        if a.category == .supplementary {
            if a.pinned { w.literal(",\"pinned\":true}") } else { w.literal(",\"pinned\":false}") }
        } else {
            w.byte(UInt8(ascii: "}"))
        }
    }
}
