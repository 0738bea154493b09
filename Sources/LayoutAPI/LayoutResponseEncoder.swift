public import LayoutEngine

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

    /// The JSON body for `result`: `{"contentSize", "attributes"}`, with `"contentOffset"` between them for a
    /// `scrollTo` answer; a timeline is `{"contentSize", "timeline": [{"contentOffset", "attributes"[,
    /// "removed"]}, ...]}`.
    /// - Complexity: O(attributes), one allocation.
    public static func encode(_ result: LayoutResult) -> [UInt8] {
        encode(result, refusingNonFinite: false) ?? []
    }

    /// `encode(_:)`, or nil when `refusingNonFinite` and a number in the body is NaN or infinite (the writer
    /// notices as it writes: no separate pass over the numbers).
    static func encode(_ result: LayoutResult, refusingNonFinite: Bool) -> [UInt8]? {
        // A named kind (compositional's `elementKind`) is written escaped: at most 6 bytes per UTF-8 byte.
        let longestName = result.kindNames.reduce(0) { Swift.max($0, 6 * $1.utf8.count + 2) }
        if let timeline = result.timeline {
            return encode(
                timeline, contentSize: result.contentSize, names: result.kindNames, longestName: longestName,
                refusingNonFinite: refusingNonFinite)
        }
        let capacity =
            128 + 4 * ByteWriter.maxDoubleLength + result.attributes.count * (maxAttributeLength + longestName)
        func body(_ w: inout ByteWriter) {
            w.literal("{\"contentSize\":{\"width\":")
            w.double(result.contentSize.width)
            w.literal(",\"height\":")
            w.double(result.contentSize.height)
            if let offset = result.contentOffset {
                w.literal("},\"contentOffset\":{\"x\":")
                w.double(offset.x)
                w.literal(",\"y\":")
                w.double(offset.y)
            }
            w.literal("},\"attributes\":")
            write(result.attributes, names: result.kindNames, to: &w)
            w.byte(UInt8(ascii: "}"))
        }
        return refusingNonFinite ? .writingFinite(capacity: capacity, body) : .writing(capacity: capacity, body)
    }

    /// The most bytes one `removed` entry takes: `[section,item,"supplementary","background"],`.
    static let maxRemovedLength = 40 + 2 * ByteWriter.maxIntegerLength

    /// A timeline's body: each entry's offset and attributes, and `removed` on a delta entry after the first.
    /// - Complexity: O(attributes and removed entries over every entry), one allocation.
    static func encode(
        _ timeline: [TimelineEntry], contentSize: Size, names: [String] = [], longestName: Int = 0,
        refusingNonFinite: Bool = false
    ) -> [UInt8]? {
        var capacity = 64 + 2 * ByteWriter.maxDoubleLength
        for entry in timeline {
            capacity +=
                64 + 2 * ByteWriter.maxDoubleLength + entry.attributes.count * (maxAttributeLength + longestName)
                + (entry.removed?.count ?? 0) * (maxRemovedLength + longestName)
        }
        func body(_ w: inout ByteWriter) {
            w.literal("{\"contentSize\":{\"width\":")
            w.double(contentSize.width)
            w.literal(",\"height\":")
            w.double(contentSize.height)
            w.literal("},\"timeline\":[")
            // Where each attribute of the previous entry was written: an attribute equal to one there (a cell
            // that did not move, the common case of a fling) is copied instead of formatted again.
            var previousRanges: [Range<Int>] = []
            for (k, entry) in timeline.enumerated() {
                w.literal(k == 0 ? "{\"contentOffset\":{\"x\":" : ",{\"contentOffset\":{\"x\":")
                w.double(entry.contentOffset.x)
                w.literal(",\"y\":")
                w.double(entry.contentOffset.y)
                w.literal("},\"attributes\":[")
                // A delta entry holds only what changed: nothing to copy.
                let reuse =
                    k == 0 || entry.removed != nil
                    ? []
                    : TimelineEntry.unchangedIndices(previous: timeline[k - 1].attributes, current: entry.attributes)
                var ranges: [Range<Int>] = []
                ranges.reserveCapacity(entry.attributes.count)
                for (i, a) in entry.attributes.enumerated() {
                    if i > 0 { w.byte(UInt8(ascii: ",")) }
                    let start = w.count
                    if !reuse.isEmpty, reuse[i] >= 0 {
                        let source = previousRanges[reuse[i]]
                        w.repeatBytes(at: source.lowerBound, count: source.count)
                    } else {
                        write(a, names: names, to: &w)
                    }
                    ranges.append(start..<w.count)
                }
                w.byte(UInt8(ascii: "]"))
                previousRanges = ranges
                if let removed = entry.removed {
                    w.literal(",\"removed\":[")
                    for (i, id) in removed.enumerated() {
                        w.literal(i == 0 ? "[" : ",[")
                        w.integer(id.section)
                        w.byte(UInt8(ascii: ","))
                        w.integer(id.item)
                        w.literal(",\"")
                        w.literal(categoryName(id.category))
                        if case .named = id.kind, let kind = id.kind {
                            w.literal("\",")
                            w.string(kind.name(in: names))
                            w.byte(UInt8(ascii: "]"))
                        } else if let kind = id.kind {
                            w.literal("\",\"")
                            w.literal(kindName(kind))
                            w.literal("\"]")
                        } else {
                            w.literal("\",null]")
                        }
                    }
                    w.byte(UInt8(ascii: "]"))
                }
                w.byte(UInt8(ascii: "}"))
            }
            w.literal("]}")
        }
        return refusingNonFinite ? .writingFinite(capacity: capacity, body) : .writing(capacity: capacity, body)
    }

    /// An attributes array.
    @inline(__always)
    static func write(_ attributes: [LayoutAttributes], names: [String] = [], to w: inout ByteWriter) {
        w.byte(UInt8(ascii: "["))
        attributes.withUnsafeBufferPointer { attributes in
            for i in attributes.indices {
                if i > 0 { w.byte(UInt8(ascii: ",")) }
                write(attributes[i], names: names, to: &w)
            }
        }
        w.byte(UInt8(ascii: "]"))
    }

    static func categoryName(_ category: ElementCategory) -> StaticString {
        switch category {
        case .cell: "cell"
        case .supplementary: "supplementary"
        case .decoration: "decoration"
        }
    }

    static func kindName(_ kind: ElementKind) -> StaticString {
        switch kind {
        case .header: "header"
        case .footer: "footer"
        case .background: "background"
        case .named: ""  // written from the result's names by the caller
        }
    }

    /// One attribute object.
    @inline(__always)
    static func write(_ a: LayoutAttributes, names: [String] = [], to w: inout ByteWriter) {
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
