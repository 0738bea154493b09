import LayoutEngine

/// Encodes a layout result as the contract's response body.
///
/// Key order is the contract's example: `contentSize`, then `attributes`, each with `indexPath`, `category`,
/// `kind` (supplementaries and decorations), `frame {x, y, width, height}`, `zIndex`, and `pinned`
/// (supplementaries always, cells and decorations never), then `"orthogonal": true` on the elements of an
/// orthogonal compositional section (absent elsewhere). Compact, with numbers as `ByteWriter.double` writes
/// them, so equal results give byte-identical bodies.
public enum LayoutResponseEncoder {
    /// The most bytes one attribute takes: the longest fixed text plus three integers and four doubles.
    static let maxAttributeLength = 160 + 3 * ByteWriter.maxIntegerLength + 4 * ByteWriter.maxDoubleLength

    /// The JSON body for `result`.
    /// - Complexity: O(attributes), one allocation.
    public static func encode(_ result: LayoutResult) -> [UInt8] {
        // A named kind (compositional's `elementKind`) is written escaped: at most 6 bytes per UTF-8 byte.
        let longestName = result.kindNames.reduce(0) { Swift.max($0, 6 * $1.utf8.count + 2) }
        let capacity =
            64 + 2 * ByteWriter.maxDoubleLength + result.attributes.count * (maxAttributeLength + longestName)
        return .writing(capacity: capacity) { w in
            w.literal("{\"contentSize\":{\"width\":")
            w.double(result.contentSize.width)
            w.literal(",\"height\":")
            w.double(result.contentSize.height)
            w.literal("},\"attributes\":[")
            result.attributes.withUnsafeBufferPointer { attributes in
                for i in attributes.indices {
                    if i > 0 { w.byte(UInt8(ascii: ",")) }
                    write(attributes[i], names: result.kindNames, to: &w)
                }
            }
            w.literal("]}")
        }
    }

    /// One attribute object.
    @inline(__always)
    static func write(_ a: LayoutAttributes, names: [String], to w: inout ByteWriter) {
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
            case .named:
                w.literal(",\"kind\":")
                w.string(kind.name(in: names))
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
            if a.pinned { w.literal(",\"pinned\":true") } else { w.literal(",\"pinned\":false") }
        }
        if a.orthogonal { w.literal(",\"orthogonal\":true") }
        w.byte(UInt8(ascii: "}"))
    }
}
