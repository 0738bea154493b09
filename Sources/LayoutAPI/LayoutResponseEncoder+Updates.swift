public import LayoutEngine

/// `"updates"`, written after the rest of the answer, so that everything before it is byte for byte
/// the new request's own answer: `{"from": Point, "to": Point, "elements": [...]}`, each element
/// `{"change", "indexPath", "previousIndexPath", "id", "category", "kind", "from", "to"}` in that order (a deleted
/// element has no `indexPath`, an inserted one no `previousIndexPath`; `id` only on a cell whose item has one,
/// `kind` only on supplementaries and decorations), each end `{"frame": {x, y, width, height}, "zIndex", "alpha"}`.
/// Its size counts in the answer's (`updatesBound`, added to the attributes' by `withBody`).
extension LayoutResponseEncoder {
    /// The fixed text of one element: its member names, quotes, brackets, commas and the longest `change` and
    /// `category` values (236 bytes, rounded up).
    static let maxUpdateElementText = 256

    /// The most bytes `,"updates":{...}` takes for `updates` (`total`): its fixed text and two points, and per
    /// element its fixed text, six integers (two index paths, two zIndexes), ten doubles (two frames, two alphas)
    /// and its id and kind written escaped (`JSONString.maxLength`); and the most it writes between two
    /// checkpoints (`unit`: its head and one element, the longest). Every sum saturates.
    /// - Complexity: O(elements).
    static func updatesBound(_ updates: Updates) -> (total: Int, unit: Int) {
        let head = 64 &+ 4 &* ByteWriter.maxDoubleLength
        let fixed = maxUpdateElementText &+ 6 &* ByteWriter.maxIntegerLength &+ 10 &* ByteWriter.maxDoubleLength
        let longestKind = updates.kindNames.reduce(16) { Swift.max($0, JSONString.maxLength($1)) }
        var total = head
        var longest = 0
        for e in updates.elements {
            let length = fixed &+ (e.id.map(JSONString.maxLength) ?? 0) &+ (e.kind == nil ? 0 : longestKind)
            total = Bound.sum(total, length)
            longest = Swift.max(longest, length)
        }
        return (total, head &+ longest)
    }

    /// `,"updates":{...}`. A measuring writer checkpoints after each element and stops once the body cannot fit,
    /// as after each attribute.
    static func write(_ updates: Updates, to w: inout ByteWriter) {
        write(updates.from, opening: ",\"updates\":{\"from\":{\"x\":", to: &w)
        write(updates.to, opening: ",\"to\":{\"x\":", to: &w)
        w.literal(",\"elements\":[")
        for (i, e) in updates.elements.enumerated() {
            if i > 0 { w.byte(UInt8(ascii: ",")) }
            write(e, names: updates.kindNames, to: &w)
            w.checkpoint()
            if w.exceeded { return }
        }
        w.literal("]}")
    }

    /// One element of `updates.elements`.
    static func write(_ e: UpdateElement, names: [String], to w: inout ByteWriter) {
        switch e.change {
        case .inserted: w.literal("{\"change\":\"inserted\"")
        case .deleted: w.literal("{\"change\":\"deleted\"")
        case .moved: w.literal("{\"change\":\"moved\"")
        case .unchanged: w.literal("{\"change\":\"unchanged\"")
        }
        if let path = e.indexPath {
            w.literal(",\"indexPath\":")
            writeIndexPath(section: path.section, item: path.item, to: &w)
        }
        if let path = e.previousIndexPath {
            w.literal(",\"previousIndexPath\":")
            writeIndexPath(section: path.section, item: path.item, to: &w)
        }
        if let id = e.id {
            w.literal(",\"id\":")
            w.string(id)
        }
        writeCategoryMember(e.category, to: &w)
        if let kind = e.kind {
            w.literal(",\"kind\":")
            write(kind, names: names, to: &w)
        }
        w.literal(",\"from\":")
        write(e.from, to: &w)
        w.literal(",\"to\":")
        write(e.to, to: &w)
        w.byte(UInt8(ascii: "}"))
    }

    /// `{"frame": {...}, "zIndex", "alpha"}`.
    static func write(_ end: UpdateEnd, to w: inout ByteWriter) {
        write(frame: end.frame, opening: "{\"frame\":{\"x\":", closing: "},\"zIndex\":", to: &w)
        w.integer(end.zIndex)
        w.literal(",\"alpha\":")
        w.double(end.alpha)
        w.byte(UInt8(ascii: "}"))
    }
}
