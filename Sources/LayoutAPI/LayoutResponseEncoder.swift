public import LayoutEngine

/// Encodes a layout result as the contract's response body.
///
/// Key order is the contract's example: `contentSize`, then (for `scrollTo` or a resolved anchor) `contentOffset`,
/// then (when the request has `anchor`) `anchor`, then `attributes`, then (with `previous`, `+Updates`) `updates`;
/// each attribute with `indexPath`, `id` (a cell whose item has one), `category`, `kind` (supplementaries and
/// decorations), `frame {x, y, width, height}`, `zIndex`, and `pinned` (supplementaries always, cells and decorations never), then `"orthogonal": true` on the elements of an
/// orthogonal compositional section and `"estimated": true` on an element whose size is an estimate (both absent
/// elsewhere). Compact, with numbers as `ByteWriter.double` writes them, so equal results give byte-identical
/// bodies, and a request without contract v3's fields gets exactly its v2 answer.
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
        // A named kind (compositional's `elementKind`) or an id is written escaped: at most 6 bytes per UTF-8
        // byte (an id is at most 256 bytes).
        let longestName = result.kindNames.reduce(0) { Swift.max($0, 6 * $1.utf8.count + 2) }
        var longest = longestName
        for section in result.annotations.sections {
            for id in section.ids { if let id { longest = Swift.max(longest, 8 + 6 * id.utf8.count) } }
        }
        if let timeline = result.timeline {
            return encode(
                timeline, contentSize: result.contentSize, names: result.kindNames, longestName: longest,
                annotations: result.annotations, refusingNonFinite: refusingNonFinite)
        }
        let capacity =
            128 + 4 * ByteWriter.maxDoubleLength + result.attributes.count * (maxAttributeLength + longest)
            + (result.anchor == nil ? 0 : maxAnchorLength) + (result.updates.map(maxUpdatesLength) ?? 0)
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
            w.byte(UInt8(ascii: "}"))
            if let anchor = result.anchor { write(anchor, to: &w) }
            w.literal(",\"attributes\":")
            write(result.attributes, names: result.kindNames, annotations: result.annotations, to: &w)
            if let updates = result.updates { write(updates, to: &w) }
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
        annotations: ItemAnnotations = .none, refusingNonFinite: Bool = false
    ) -> [UInt8]? {
        var capacity = 64 + 2 * ByteWriter.maxDoubleLength
        for entry in timeline {
            capacity +=
                64 + 2 * ByteWriter.maxDoubleLength + entry.attributes.count * (maxAttributeLength + longestName)
                + (entry.removed?.count ?? 0) * (maxRemovedLength + longestName)
                + (entry.anchor == nil ? 0 : maxAnchorLength)
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
                w.byte(UInt8(ascii: "}"))
                if let anchor = entry.anchor { write(anchor, to: &w) }
                w.literal(",\"attributes\":[")
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
                        write(a, names: names, annotations: annotations, to: &w)
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
    static func write(
        _ attributes: [LayoutAttributes], names: [String] = [], annotations: ItemAnnotations = .none,
        to w: inout ByteWriter
    ) {
        w.byte(UInt8(ascii: "["))
        attributes.withUnsafeBufferPointer { attributes in
            for i in attributes.indices {
                if i > 0 { w.byte(UInt8(ascii: ",")) }
                write(attributes[i], names: names, annotations: annotations, to: &w)
            }
        }
        w.byte(UInt8(ascii: "]"))
    }

    /// The most bytes an anchor takes: its fixed text, an id written escaped or an index path, a distance.
    static let maxAnchorLength = 64 + 6 * 256 + 2 * ByteWriter.maxIntegerLength + ByteWriter.maxDoubleLength

    /// `,"anchor":{"position":...}`: `top`, `bottom`, or `topItem`/`bottomItem` with `item` (its id, or its
    /// index path `[section, item]`) and `distance`.
    static func write(_ anchor: Anchor, to w: inout ByteWriter) {
        switch anchor {
        case .top: w.literal(",\"anchor\":{\"position\":\"top\"}")
        case .bottom: w.literal(",\"anchor\":{\"position\":\"bottom\"}")
        case .topItem(let ref, let d), .bottomItem(let ref, let d):
            if case .topItem = anchor {
                w.literal(",\"anchor\":{\"position\":\"topItem\",\"item\":")
            } else {
                w.literal(",\"anchor\":{\"position\":\"bottomItem\",\"item\":")
            }
            switch ref {
            case .id(let id): w.string(id)
            case .indexPath(let s, let i):
                w.byte(UInt8(ascii: "["))
                w.integer(s)
                w.byte(UInt8(ascii: ","))
                w.integer(i)
                w.byte(UInt8(ascii: "]"))
            }
            w.literal(",\"distance\":")
            w.double(d)
            w.byte(UInt8(ascii: "}"))
        }
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
    static func write(
        _ a: LayoutAttributes, names: [String] = [], annotations: ItemAnnotations = .none, to w: inout ByteWriter
    ) {
        w.literal("{\"indexPath\":[")
        w.integer(a.section)
        w.byte(UInt8(ascii: ","))
        w.integer(a.item)
        w.byte(UInt8(ascii: "]"))
        if a.category == .cell, let id = annotations.id(section: a.section, item: a.item) {
            w.literal(",\"id\":")
            w.string(id)
        }
        switch a.category {
        case .cell: w.literal(",\"category\":\"cell\"")
        case .supplementary: w.literal(",\"category\":\"supplementary\"")
        case .decoration: w.literal(",\"category\":\"decoration\"")
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
        if a.estimated { w.literal(",\"estimated\":true") }
        w.byte(UInt8(ascii: "}"))
    }
}
