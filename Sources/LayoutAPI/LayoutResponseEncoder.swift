public import LayoutEngine

/// Encodes a layout result as the contract's response body.
///
/// Key order is the contract's example: `contentSize`, then (for `scrollTo` or a resolved anchor) `contentOffset`,
/// then (when the request has `anchor`) `anchor`, then `attributes`, then (with `previous`, `+Updates`) `updates`;
/// each attribute with `indexPath`, `id` (a cell whose item has one), `category`, `kind` (supplementaries and
/// decorations), `frame {x, y, width, height}`, `zIndex`, and `pinned` (supplementaries always, cells and decorations never), then `"orthogonal": true` on the elements of an
/// orthogonal compositional section and `"estimated": true` on an element whose size is an estimate (both absent
/// elsewhere). Compact, with numbers as `ByteWriter.double` writes them, so equal results give byte-identical
/// bodies, and a request without ids, estimates or an anchor gets no `id`, `estimated` or `anchor` member.
public enum LayoutResponseEncoder {
    /// The most bytes one attribute takes: the longest fixed text plus three integers and four doubles (its `id`
    /// or `kind` is added by `longestName`).
    static let maxAttributeLength = 160 + 3 * ByteWriter.maxIntegerLength + 4 * ByteWriter.maxDoubleLength

    /// Why a result has no JSON body.
    public enum Refusal: Error, Sendable, Hashable {
        /// A number in it is NaN or infinite, which JSON cannot carry and the contract never answers.
        case nonFiniteNumber
        /// The body would be larger than `limit` bytes (`APILimits.maxAnswerBytes`).
        case tooLarge(limit: Int)
    }

    /// The JSON body for `result`: `{"contentSize", "attributes"}`, with `"contentOffset"` between them for a
    /// `scrollTo` answer; a timeline is `{"contentSize", "timeline": [{"contentOffset", "attributes"[,
    /// "removed"]}, ...]}`. For tests and tools: a non-finite number is written as 0, and a body larger than the
    /// default answer size is empty (the pipeline's `encodeFinite` refuses both instead).
    /// - Complexity: O(attributes), one allocation.
    public static func encode(_ result: LayoutResult) -> [UInt8] {
        (try? encode(result, maxBytes: APILimits.defaultMaxAnswerBytes, refusingNonFinite: false)) ?? []
    }

    /// How many bytes the encoder reserves for `result`'s body within `maxBytes`: the cheap upper bound (every
    /// attribute at its longest) when that is within the limit; otherwise the body's exact size, measured in a
    /// scratch buffer, when that is; nil when the body is larger than `maxBytes`. So an answer within the limit is
    /// never refused, and nothing larger than the limit is ever allocated for one.
    /// - Complexity: O(attributes) for the bound, the same again without allocating when the bound is over.
    public static func reservation(for result: LayoutResult, maxBytes: Int) -> Int? {
        withBody(result) { bound, unit, body in reservation(bound: bound, unit: unit, maxBytes: maxBytes, body) }
    }

    /// The body for `result` within `maxBytes` (`reservation`), or why there is none: larger than the limit, or
    /// (when `refusingNonFinite`) holding a non-finite number (the writer notices as it writes: no separate pass).
    static func encode(
        _ result: LayoutResult, maxBytes: Int, refusingNonFinite: Bool
    ) throws(Refusal) -> [UInt8] {
        try withBody(result) { bound, unit, body throws(Refusal) in
            guard let capacity = reservation(bound: bound, unit: unit, maxBytes: maxBytes, body) else {
                throw .tooLarge(limit: maxBytes)
            }
            guard refusingNonFinite else { return .writing(capacity: capacity, body) }
            guard let bytes = [UInt8].writingFinite(capacity: capacity, body) else { throw .nonFiniteNumber }
            return bytes
        }
    }

    /// `bound` when it is within `maxBytes`, else `body`'s measured size when that is (`body` writes at most
    /// `unit` bytes between two checkpoints), else nil.
    static func reservation(
        bound: Int, unit: Int, maxBytes: Int, _ body: (inout ByteWriter) -> Void
    ) -> Int? {
        bound <= maxBytes ? bound : [UInt8].measuring(unit: unit, limit: maxBytes, body)
    }

    /// Hands `use` the body's writer for `result`, the most bytes it writes, and the most it writes between two
    /// checkpoints (the scratch a measuring writer needs). Every sum saturates, so no request can wrap a bound.
    static func withBody<R, E: Error>(
        _ result: LayoutResult, _ use: (_ bound: Int, _ unit: Int, _ body: (inout ByteWriter) -> Void) throws(E) -> R
    ) throws(E) -> R {
        // A named kind (compositional's `elementKind`) is written escaped, and so is a cell's id with its
        // `,"id":` (6 bytes); an attribute has one or the other.
        var longest = result.kindNames.reduce(0) { Swift.max($0, JSONString.maxLength($1)) }
        for section in result.annotations.sections {
            for id in section.ids { if let id { longest = Swift.max(longest, 6 &+ JSONString.maxLength(id)) } }
        }
        if let timeline = result.timeline {
            return try withBody(
                timeline, contentSize: result.contentSize, names: result.kindNames, longestName: longest,
                annotations: result.annotations, use)
        }
        if let range = result.scrollRange { return try withBody(result, range: range, longestName: longest, use) }
        let attributeLength = maxAttributeLength &+ longest
        let anchorLength = Bound.sum(
            result.anchor.map(maxLength) ?? 0,
            result.fling.map { maxLength($0, annotations: result.annotations) } ?? 0)
        let header = 128 &+ 4 &* ByteWriter.maxDoubleLength
        let updates = result.updates.map(updatesBound) ?? (total: 0, unit: 0)
        let bound = Bound.sum(
            header, Bound.product(result.attributes.count, attributeLength), anchorLength, updates.total)
        func body(_ w: inout ByteWriter) {
            writeHead(result.contentSize, to: &w)
            if let offset = result.contentOffset { write(offset, opening: ",\"contentOffset\":{\"x\":", to: &w) }
            if let anchor = result.anchor { write(anchor, to: &w) }
            if let fling = result.fling { write(fling, annotations: result.annotations, to: &w) }
            w.literal(",\"attributes\":")
            write(result.attributes, names: result.kindNames, annotations: result.annotations, to: &w)
            if let updates = result.updates { write(updates, to: &w) }
            w.byte(UInt8(ascii: "}"))
        }
        // The first unit between checkpoints: the head, the anchor, then the first attribute, or with none the
        // updates' head and their first element.
        return try use(bound, header &+ anchorLength &+ attributeLength &+ updates.unit &+ 1, body)
    }

    /// `{"contentSize":{"width":w,"height":h}`: every answer's opening.
    @inline(__always)
    static func writeHead(_ contentSize: Size, to w: inout ByteWriter) {
        w.literal("{\"contentSize\":{\"width\":")
        w.double(contentSize.width)
        w.literal(",\"height\":")
        w.double(contentSize.height)
        w.byte(UInt8(ascii: "}"))
    }

    /// The most bytes one `follows` member takes: its fixed text, three doubles and a zIndex.
    static let maxFollowsLength = 64 + 3 * ByteWriter.maxDoubleLength + ByteWriter.maxIntegerLength

    /// `withBody` for a scroll range: `{"contentSize", "scrollRange": {"from", "to"}, "attributes"}`, with
    /// `"follows": {"offset", "min", "max", "zIndex"}` last in each attribute that pinning moves (`min` or `max`
    /// absent when unbounded).
    static func withBody<R, E: Error>(
        _ result: LayoutResult, range: ScrollRangeAnswer, longestName: Int,
        _ use: (_ bound: Int, _ unit: Int, _ body: (inout ByteWriter) -> Void) throws(E) -> R
    ) throws(E) -> R {
        let attributeLength = maxAttributeLength &+ longestName
        let flingLength = Bound.sum(
            result.fling.map { maxLength($0, annotations: result.annotations) } ?? 0, 2 &* ByteWriter.maxDoubleLength)
        let snapping = result.snapping.map { snappingBound($0, longestName: longestName) } ?? (total: 0, unit: 0)
        let header = Bound.sum(128 &+ 4 &* ByteWriter.maxDoubleLength, flingLength)
        let bound = Bound.sum(
            header, Bound.product(result.attributes.count, attributeLength),
            Bound.product(range.follows.count, maxFollowsLength), snapping.total)
        func body(_ w: inout ByteWriter) {
            writeHead(result.contentSize, to: &w)
            if let offset = result.contentOffset { write(offset, opening: ",\"contentOffset\":{\"x\":", to: &w) }
            if let fling = result.fling { write(fling, annotations: result.annotations, to: &w) }
            w.literal(",\"scrollRange\":{\"from\":")
            w.double(range.from)
            w.literal(",\"to\":")
            w.double(range.to)
            w.byte(UInt8(ascii: "}"))
            if let snapping = result.snapping {
                write(snapping, annotations: result.annotations, to: &w)
                if w.exceeded { return }
            }
            w.literal(",\"attributes\":[")
            var next = 0
            result.attributes.withUnsafeBufferPointer { attributes in
                for i in attributes.indices {
                    if i > 0 { w.byte(UInt8(ascii: ",")) }
                    let follows = next < range.follows.count && range.follows[next].index == i
                    write(
                        attributes[i], names: result.kindNames, annotations: result.annotations, to: &w,
                        closing: !follows)
                    if follows {
                        write(range.follows[next], to: &w)
                        next += 1
                    }
                    w.checkpoint()
                    if w.exceeded { return }
                }
            }
            w.literal("]}")
        }
        return try use(bound, Bound.sum(header, attributeLength, maxFollowsLength, snapping.unit, 2), body)
    }

    /// `,"follows":{"offset":c,"min":lo,"max":hi,"zIndex":z}}`, closing the attribute it ends; an infinite bound is
    /// left out.
    static func write(_ follows: ScrollRangeAnswer.Follows, to w: inout ByteWriter) {
        let f = follows.follower
        w.literal(",\"follows\":{\"offset\":")
        w.double(f.c)
        if f.lo.isFinite {
            w.literal(",\"min\":")
            w.double(f.lo)
        }
        if f.hi.isFinite {
            w.literal(",\"max\":")
            w.double(f.hi)
        }
        w.literal(",\"zIndex\":")
        w.integer(follows.zIndex)
        w.literal("}}")
    }

    /// The most bytes one `removed` entry takes: `[section,item,"supplementary","background"],`.
    static let maxRemovedLength = 40 + 2 * ByteWriter.maxIntegerLength

    /// `withBody` for a timeline: each entry's offset and attributes, and `removed` on a delta entry after the
    /// first.
    static func withBody<R, E: Error>(
        _ timeline: [TimelineEntry], contentSize: Size, names: [String], longestName: Int,
        annotations: ItemAnnotations,
        _ use: (_ bound: Int, _ unit: Int, _ body: (inout ByteWriter) -> Void) throws(E) -> R
    ) throws(E) -> R {
        let attributeLength = maxAttributeLength &+ longestName
        let removedLength = maxRemovedLength &+ longestName
        let entryLength = 64 &+ 2 &* ByteWriter.maxDoubleLength
        var bound = 64 &+ 2 &* ByteWriter.maxDoubleLength
        var anchorLength = 0
        for entry in timeline {
            let entryAnchor = entry.anchor.map(maxLength) ?? 0
            anchorLength = Swift.max(anchorLength, entryAnchor)
            bound = Bound.sum(
                bound, entryLength, Bound.product(entry.attributes.count, attributeLength),
                Bound.product(entry.removed?.count ?? 0, removedLength), entryAnchor)
        }
        func body(_ w: inout ByteWriter) {
            writeHead(contentSize, to: &w)
            w.literal(",\"timeline\":[")
            // Where each attribute of the previous entry was written: an attribute equal to one there (a cell
            // that did not move, the common case of a fling) is copied instead of formatted again.
            var previousRanges: [Range<Int>] = []
            for (k, entry) in timeline.enumerated() {
                // A measuring writer stops once the body cannot fit.
                if w.exceeded { return }
                write(
                    entry.contentOffset, opening: k == 0 ? "{\"contentOffset\":{\"x\":" : ",{\"contentOffset\":{\"x\":",
                    to: &w)
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
                    w.checkpoint()
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
                        w.literal("\",")
                        if let kind = id.kind { write(kind, names: names, to: &w) } else { w.literal("null") }
                        w.byte(UInt8(ascii: "]"))
                        w.checkpoint()
                    }
                    w.byte(UInt8(ascii: "]"))
                }
                w.byte(UInt8(ascii: "}"))
                w.checkpoint()
            }
            w.literal("]}")
        }
        // Between two checkpoints: the end of an entry and its removed list's head, then the next entry's head,
        // its anchor and its first attribute or removed entry.
        let unit = Bound.sum(2 &* entryLength, anchorLength, attributeLength, removedLength)
        return try use(bound, unit, body)
    }

    /// An attributes array. A measuring writer checkpoints after each attribute and stops once the body cannot
    /// fit (`checkpoint` and `exceeded` are a test of one register for a writing one).
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
                w.checkpoint()
                if w.exceeded { return }
            }
        }
        w.byte(UInt8(ascii: "]"))
    }

    /// The most bytes `write(anchor)` takes: its fixed text, a distance, and an id written escaped or an index path.
    static func maxLength(_ anchor: Anchor) -> Int {
        let fixed = 64 &+ ByteWriter.maxDoubleLength
        switch anchor {
        case .top, .bottom: return fixed
        case .topItem(let ref, _), .bottomItem(let ref, _):
            switch ref {
            case .id(let id): return fixed &+ JSONString.maxLength(id)
            case .indexPath: return fixed &+ 2 &* ByteWriter.maxIntegerLength
            }
        }
    }

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
            case .indexPath(let s, let i): writeIndexPath(section: s, item: i, to: &w)
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

    /// A kind as a JSON string: `"header"`, `"footer"`, `"background"`, or a named kind from `names`, escaped.
    /// The one place a kind is written: attributes, `removed` entries and update elements.
    @inline(__always)
    static func write(_ kind: ElementKind, names: [String], to w: inout ByteWriter) {
        switch kind {
        case .header: w.literal("\"header\"")
        case .footer: w.literal("\"footer\"")
        case .background: w.literal("\"background\"")
        case .named: w.string(kind.name(in: names))
        }
    }

    /// `,"category":"cell"` (or supplementary, decoration): an attribute's and an update element's.
    @inline(__always)
    static func writeCategoryMember(_ category: ElementCategory, to w: inout ByteWriter) {
        switch category {
        case .cell: w.literal(",\"category\":\"cell\"")
        case .supplementary: w.literal(",\"category\":\"supplementary\"")
        case .decoration: w.literal(",\"category\":\"decoration\"")
        }
    }

    /// `[section,item]`: an anchor's item and an update element's index paths.
    @inline(__always)
    static func writeIndexPath(section: Int, item: Int, to w: inout ByteWriter) {
        w.byte(UInt8(ascii: "["))
        w.integer(section)
        w.byte(UInt8(ascii: ","))
        w.integer(item)
        w.byte(UInt8(ascii: "]"))
    }

    /// `x` and `y` between `opening`, which ends in `{"x":` (the member's name and any comma before it, copied
    /// with it at once), and `closing`: the one place a point's or a frame's origin is written.
    @_transparent
    static func write(x: Double, y: Double, opening: StaticString, closing: StaticString, to w: inout ByteWriter) {
        w.literal(opening)
        w.double(x)
        w.literal(",\"y\":")
        w.double(y)
        w.literal(closing)
    }

    /// A point: contentOffset, a timeline entry's, and updates' `from` and `to`.
    @inline(__always)
    static func write(_ p: Point, opening: StaticString, to w: inout ByteWriter) {
        write(x: p.x, y: p.y, opening: opening, closing: "}", to: &w)
    }

    /// A frame `{"x","y","width","height"}` between `opening` and `closing` (which starts with its `}`): an
    /// attribute's and an update end's. Transparent (inlined even where `@inline(__always)` was not, costing 48
    /// instructions an attribute), like `write(x:y:)`: every attribute of every answer goes through it.
    @_transparent
    static func write(frame r: Rect, opening: StaticString, closing: StaticString, to w: inout ByteWriter) {
        write(x: r.x, y: r.y, opening: opening, closing: ",\"width\":", to: &w)
        w.double(r.width)
        w.literal(",\"height\":")
        w.double(r.height)
        w.literal(closing)
    }

    /// One attribute object (without its closing brace when not `closing`: a scroll range's `follows` ends it).
    @inline(__always)
    static func write(
        _ a: LayoutAttributes, names: [String] = [], annotations: ItemAnnotations = .none, to w: inout ByteWriter,
        closing: Bool = true
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
        writeCategoryMember(a.category, to: &w)
        if a.category != .cell, let kind = a.kind {
            w.literal(",\"kind\":")
            write(kind, names: names, to: &w)
        }
        write(frame: a.frame, opening: ",\"frame\":{\"x\":", closing: "},\"zIndex\":", to: &w)
        w.integer(a.zIndex)
        if a.category == .supplementary {
            if a.pinned { w.literal(",\"pinned\":true") } else { w.literal(",\"pinned\":false") }
        }
        if a.orthogonal { w.literal(",\"orthogonal\":true") }
        if a.estimated { w.literal(",\"estimated\":true") }
        if closing { w.byte(UInt8(ascii: "}")) }
    }
}
