import LayoutEngine

/// The flings' members: `fling` (after `anchor`, before `scrollRange`), and a range answer's `snapping`,
/// `snapPoints` and `orthogonalSnapping` (after `scrollRange`, before `attributes`).
extension LayoutResponseEncoder {
    /// The most bytes `write(fling)` takes: its fixed text, nine numbers, an index path and the cell's id.
    static func maxLength(_ fling: FlingAnswer, annotations: ItemAnnotations) -> Int {
        var id = 0
        if let cell = fling.snappedTo, let text = annotations.id(section: cell.section, item: cell.item) {
            id = 8 &+ JSONString.maxLength(text)
        }
        return 256 &+ 9 &* ByteWriter.maxDoubleLength &+ 2 &* ByteWriter.maxIntegerLength &+ id
    }

    /// `,"fling":{"projectedOffset","targetOffset","restingOffset","snappedTo","bounced","curve"}`.
    static func write(_ fling: FlingAnswer, annotations: ItemAnnotations, to w: inout ByteWriter) {
        write(fling.projectedOffset, opening: ",\"fling\":{\"projectedOffset\":{\"x\":", to: &w)
        write(fling.targetOffset, opening: ",\"targetOffset\":{\"x\":", to: &w)
        write(fling.restingOffset, opening: ",\"restingOffset\":{\"x\":", to: &w)
        if let cell = fling.snappedTo {
            w.literal(",\"snappedTo\":{\"indexPath\":")
            writeIndexPath(section: cell.section, item: cell.item, to: &w)
            if let id = annotations.id(section: cell.section, item: cell.item) {
                w.literal(",\"id\":")
                w.string(id)
            }
            w.byte(UInt8(ascii: "}"))
        } else {
            w.literal(",\"snappedTo\":null")
        }
        w.literal(fling.bounced ? ",\"bounced\":true" : ",\"bounced\":false")
        switch fling.curve {
        case .decay(let rate, let boundAt, let duration):
            w.literal(",\"curve\":{\"model\":\"decay\",\"rate\":")
            w.double(rate)
            if let boundAt {
                w.literal(",\"boundAt\":")
                w.double(boundAt)
            }
            w.literal(",\"duration\":")
            w.double(duration)
        case .spring(let duration):
            w.literal(",\"curve\":{\"model\":\"spring\",\"duration\":")
            w.double(duration)
        }
        w.literal("}}")
    }

    /// The most bytes one resolved snapping takes.
    static let maxSnappingLength = 512 + 8 * ByteWriter.maxDoubleLength + 2 * ByteWriter.maxIntegerLength
    /// The most bytes one snap point takes, without its id.
    static let maxSnapPointLength = 64 + 3 * ByteWriter.maxDoubleLength + 2 * ByteWriter.maxIntegerLength
    /// The most bytes one `orthogonalSnapping` entry takes.
    static let maxOrthogonalSnappingLength =
        64 + 2 * ByteWriter.maxDoubleLength + ByteWriter.maxIntegerLength
        + maxSnappingLength

    /// The most bytes `write(snapping)` takes, and the most between two of its checkpoints.
    static func snappingBound(_ snapping: SnappingAnswer, longestName: Int) -> (total: Int, unit: Int) {
        let point = maxSnapPointLength &+ longestName
        let total = Bound.sum(
            maxSnappingLength, Bound.product(snapping.points?.count ?? 0, point),
            Bound.product(snapping.orthogonal?.count ?? 0, maxOrthogonalSnappingLength), 64)
        return (total, Bound.sum(maxSnappingLength, point, maxOrthogonalSnappingLength, 64))
    }

    /// `,"snapping":{...}`, then `,"snapPoints":[...]` (`item`) and `,"orthogonalSnapping":[...]`
    /// (`compositional`).
    static func write(_ snapping: SnappingAnswer, annotations: ItemAnnotations, to w: inout ByteWriter) {
        w.literal(",\"snapping\":")
        write(snapping.snapping, to: &w)
        w.checkpoint()
        if let points = snapping.points {
            w.literal(",\"snapPoints\":[")
            for (i, p) in points.enumerated() {
                if i > 0 { w.byte(UInt8(ascii: ",")) }
                w.literal("{\"offset\":")
                w.double(p.offset)
                w.literal(",\"extent\":[")
                w.double(p.min)
                w.byte(UInt8(ascii: ","))
                w.double(p.max)
                w.literal("],\"indexPath\":")
                writeIndexPath(section: p.section, item: p.item, to: &w)
                if let id = annotations.id(section: p.section, item: p.item) {
                    w.literal(",\"id\":")
                    w.string(id)
                }
                w.byte(UInt8(ascii: "}"))
                w.checkpoint()
                if w.exceeded { return }
            }
            w.byte(UInt8(ascii: "]"))
        }
        if let orthogonal = snapping.orthogonal {
            w.literal(",\"orthogonalSnapping\":[")
            for (i, o) in orthogonal.enumerated() {
                if i > 0 { w.byte(UInt8(ascii: ",")) }
                w.literal("{\"section\":")
                w.integer(o.section)
                w.literal(",\"range\":[")
                w.double(o.rangeMin)
                w.byte(UInt8(ascii: ","))
                w.double(o.rangeMax)
                w.literal("],\"snapping\":")
                write(o.snapping, to: &w)
                w.byte(UInt8(ascii: "}"))
                w.checkpoint()
                if w.exceeded { return }
            }
            w.byte(UInt8(ascii: "]"))
        }
    }

    /// A resolved snapping: the policy, then every field it reads in the contract's order (`coefficient` under
    /// `continuous`, `reach` after `maxVelocity`; the page fields, then the cell fields, `select` and `limit`,
    /// `floor` last).
    static func write(_ r: ResolvedSnapping, to w: inout ByteWriter) {
        switch r.policy {
        case .none: w.literal("{\"policy\":\"none\"")
        case .page: w.literal("{\"policy\":\"page\"")
        case .item: w.literal("{\"policy\":\"item\"")
        }
        w.literal(",\"decelerationRate\":")
        w.double(r.decelerationRate)
        switch r.projection {
        case .continuous:
            w.literal(",\"projection\":\"continuous\",\"coefficient\":")
            w.double(r.coefficient)
        case .wwdc: w.literal(",\"projection\":\"wwdc\"")
        }
        w.literal(",\"maxVelocity\":")
        w.double(r.maxVelocity)
        w.literal(",\"reach\":")
        w.double(r.reach)
        switch r.bounce {
        case .automatic: w.literal(",\"bounce\":\"automatic\"")
        case .always: w.literal(",\"bounce\":\"always\"")
        case .never: w.literal(",\"bounce\":\"never\"")
        }
        if r.policy == .page {
            w.literal(",\"pageSize\":")
            w.double(r.pageSize)
            w.literal(",\"origin\":")
            w.double(r.origin)
            w.literal(r.pageClamp ? ",\"pageClamp\":true" : ",\"pageClamp\":false")
        }
        if r.policy == .item {
            w.literal(",\"anchor\":\"")
            w.string(raw: r.anchor.rawValue)
            w.literal("\",\"candidates\":\"")
            w.string(raw: r.candidates.rawValue)
            w.byte(UInt8(ascii: "\""))
        }
        if r.policy != .none {
            w.literal(",\"select\":{\"rule\":\"")
            w.string(raw: r.select.rule.rawValue)
            w.byte(UInt8(ascii: "\""))
            let reads = r.select.rule.reads
            if reads.contains(.threshold) {
                w.literal(",\"threshold\":")
                w.double(r.select.threshold)
            }
            if reads.contains(.bias) {
                w.literal(",\"bias\":")
                w.double(r.select.bias)
            }
            if reads.contains(.steps) {
                w.literal(",\"steps\":")
                w.integer(r.select.steps)
            }
            w.byte(UInt8(ascii: "}"))
            if let limit = r.limit {
                w.literal(",\"limit\":{\"count\":")
                w.integer(limit.count)
                w.literal(limit.from == .start ? ",\"from\":\"start\"}" : ",\"from\":\"release\"}")
            } else {
                w.literal(",\"limit\":null")
            }
        }
        if r.policy == .item { w.literal(r.floor ? ",\"floor\":true" : ",\"floor\":false") }
        w.byte(UInt8(ascii: "}"))
    }
}

extension ByteWriter {
    /// A name known to need no escaping (one of the contract's own words), without quotes.
    mutating func string(raw name: String) {
        var name = name
        name.withUTF8 { bytes in
            for b in bytes { byte(b) }
        }
    }
}
