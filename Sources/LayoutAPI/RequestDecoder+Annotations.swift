import LayoutEngine

/// `FlowItem` and `CompositionalSectionItem`: a size, an `id`, and `estimated`. The decoder requires the size
/// itself (both members, unless the item is `{"estimated": true}` alone), and requires it always of an
/// `IGListItem`, which has the same members (`SizeItemRules`).
enum ItemField: Int, WireNames {
    case width, height, id, estimated
    static let table = NameTable(Self.self)
}

/// Which family's rules an explicit `{width, height}` item follows when it has more than its size.
enum SizeItemRules {
    /// `{"estimated": true}` alone takes the layout's `estimatedItemSize` (a 400 without one).
    case flow
    /// The size is required.
    case iglist
    /// `{"estimated": true}` alone is unmeasured: laid out at its dimensions' estimates.
    case compositional
}

/// The items' annotations while the request is read: their ids and estimates by section, the id index, and
/// whether any field of data that changes (the contract's v3 members) was seen.
struct AnnotationsBuilder {
    /// One entry per section up to the last that says something (padded to every section at the end).
    var sections: [SectionAnnotations] = []
    var index: [String: ItemPath] = [:]
    /// A field of data that changes was read (whatever its value): compositional then marks the cells it lays
    /// out at an estimate, which the answer to a request without such a field never shows.
    var usesV3 = false
    /// The section being read.
    var section = 0
    /// Flow's `layout.estimatedItemSize`, known before any section is read (the root reads `sections` after
    /// `layout`).
    var estimatedItemSize: Size?
    /// How many marks (estimates, ids) have been recorded: a section read without adding one recorded nothing of
    /// its own, so its bytes, read again, would give the same description and nothing else.
    var marks = 0

    /// The current section's entry, made (with those before it) when first needed.
    @inline(never)
    mutating func current() -> Int {
        while sections.count <= section { sections.append(SectionAnnotations()) }
        return section
    }

    mutating func markSectionEstimated() {
        marks &+= 1
        sections[current()].estimated = true
    }

    mutating func setID(_ id: String, item k: Int) {
        marks &+= 1
        let s = current()
        Self.set(&sections[s].ids, at: k, to: id, filler: nil)
    }

    mutating func markEstimated(item k: Int) {
        marks &+= 1
        let s = current()
        Self.set(&sections[s].estimatedItems, at: k, to: true, filler: false)
    }

    mutating func markUnmeasured(item k: Int) {
        marks &+= 1
        let s = current()
        Self.set(&sections[s].unmeasured, at: k, to: true, filler: false)
    }

    /// `list[k] = value`, growing `list` with `filler` up to `k` (items are read in order, so it is at most `k`
    /// long).
    static func set<T>(_ list: inout [T], at k: Int, to value: T, filler: T) {
        while list.count < k { list.append(filler) }
        if list.count == k { list.append(value) } else { list[k] = value }
    }

    /// The engine's annotations for a request of `sectionCount` sections.
    func annotations(sectionCount: Int) -> ItemAnnotations {
        guard usesV3 else { return .none }
        var sections = sections
        if !sections.isEmpty {
            while sections.count < sectionCount { sections.append(SectionAnnotations()) }
        }
        return ItemAnnotations(sections: sections, index: index, marksLayoutEstimates: true)
    }
}

/// An item's members beyond its size: `id`, `estimated`, and the general reader of an item that has more than its size.
extension RequestDecoder {
    /// The most UTF-8 bytes of an item id.
    static let maxIDLength = 256

    /// `"estimated"`: a boolean (a field of data that changes, whatever its value).
    mutating func estimatedFlag(_ last: PathComponent) throws(APIError) -> Bool {
        annotations.usesV3 = true
        return try boolean(last)
    }

    /// An id: a string of 1 to 256 UTF-8 bytes; nil (reported) otherwise.
    mutating func idString(_ last: PathComponent) throws(APIError) -> String? {
        try boundedString(last, maxBytes: Self.maxIDLength, what: "an item id")
    }

    /// A string of 1 to `maxBytes` UTF-8 bytes (after unescaping); nil (reported at `last`) otherwise. Every string
    /// an answer repeats or echoes is read here, so its length is bounded before anything is built from it.
    mutating func boundedString(_ last: PathComponent, maxBytes: Int, what: String) throws(APIError) -> String? {
        guard peek() == UInt8(ascii: "\"") else {
            try report("must be a string (\(what))", at: last)
            try skipValue(at: last)
            return nil
        }
        let s = try stringValue(last)
        guard (1...maxBytes).contains(s.utf8.count) else {
            try report("must be a string of 1 to \(maxBytes) UTF-8 bytes", at: last)
            return nil
        }
        return s
    }

    /// An explicit item's `id` (item `k` of the current section): unique within the request, so a repeat is
    /// reported here, naming where the id was first given.
    mutating func itemID(_ last: PathComponent, item k: Int) throws(APIError) {
        annotations.usesV3 = true
        guard let id = try idString(last) else { return }
        let path = ItemPath(section: annotations.section, item: k)
        if let earlier = annotations.index.updateValue(path, forKey: id) {
            annotations.index[id] = earlier
            try report("repeats the id of /sections/\(earlier.section)/items/\(earlier.item)", at: last)
            return
        }
        annotations.setID(id, item: k)
    }

    /// A uniform section's `item` may not carry an id: its items are named by index path.
    mutating func refuseUniformID(_ last: PathComponent) throws(APIError) {
        annotations.usesV3 = true
        try report("is only for explicit items (a uniform section's items are named by index path)", at: last)
        try skipValue(at: last)
    }

    /// An explicit `{width, height}` item with other members (`id`, `estimated`): item `k` of the current
    /// section, by `rules`. Both sizes are required, except of `{"estimated": true}` without either, which takes
    /// flow's `estimatedItemSize` (a 400 at the item without one) or is compositional's unmeasured placeholder
    /// 0 × 0.
    mutating func sizeItem(_ last: PathComponent, item k: Int, rules: SizeItemRules) throws(APIError) -> Size {
        guard try beginObject(last) else { return .zero }
        var size = Size.zero
        var estimated = false
        var seen = NameSet<ItemField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .width: size.width = try number(key.component)
            case .height: size.height = try number(key.component)
            case .id: try itemID(key.component, item: k)
            case .estimated: estimated = try estimatedFlag(key.component)
            }
        }
        let sized = seen.contains(.width) || seen.contains(.height)
        if estimated && !sized && rules != .iglist {
            if rules == .compositional {
                annotations.markUnmeasured(item: k)
            } else if let estimate = annotations.estimatedItemSize {
                size = estimate
            } else {
                try report(
                    "has no size: give width and height, or layout.estimatedItemSize for an item that is only "
                        + "{\"estimated\": true}")
            }
        } else {
            for f in [ItemField.width, .height] where !seen.contains(f) {
                try report("is required", at: .member(f))
            }
        }
        if estimated { annotations.markEstimated(item: k) }
        path.removeLast()
        return size
    }
}
