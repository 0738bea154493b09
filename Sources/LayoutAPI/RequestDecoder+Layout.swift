import LayoutEngine

/// The members every family's layout has (`FlowLayout` … `CompositionalLayout` hold these and their own: a
/// `FlowLayoutField`, a `WaterfallLayoutField`, …).
enum LayoutField: Int, WireNames {
    case type, scrollDirection, pinning, flipsHorizontallyInOppositeLayoutDirection, verticalLayoutDirection
    case shortContentAlignment, snapping
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.type]
}

/// `ScrollDirection`.
enum ScrollDirectionName: Int, WireNames {
    case vertical, horizontal
    static let table = NameTable(Self.self)
}

/// `VerticalLayoutDirection`.
enum VerticalLayoutDirectionName: Int, WireNames {
    case topToBottom, bottomToTop
    static let table = NameTable(Self.self)
}

/// `ShortContentAlignment`.
enum ShortContentAlignmentName: Int, WireNames {
    case top, bottom
    static let table = NameTable(Self.self)
}

extension FamilyKind {
    /// The layout of this family, as unknown-field errors name it.
    var layoutOwner: String {
        switch self {
        case .flow: "a flow layout"
        case .waterfall: "a waterfall layout"
        case .iglist: "an iglist layout"
        case .magazine: "a magazine layout"
        case .compositional: "a compositional layout"
        }
    }
}

/// The `layout` object: `type` first (wherever it is written), then the common and the family's own fields.
extension RequestDecoder {
    /// Reads `layout` into `result` (as `DecodedLayout()` leaves it; one value from the root down, as a
    /// `DecodedLayout` holds every family's description and costs hundreds of instructions to make or copy). When
    /// `type` is its first member (the usual order) the object is read once; otherwise, or when that reading throws
    /// (to keep the two-pass reading's errors exactly), pass 1 finds `type` and validates the object, and pass 2
    /// reads its fields for that family.
    mutating func layoutObject(_ last: PathComponent, into result: inout DecodedLayout) throws(APIError) {
        let start = pos
        guard try beginObject(last) else { return }
        defer { path.removeLast() }
        let opened = (pos: pos, depth: depth, path: path.count, errors: errors.count, items: itemTotal)
        do {
            if try layoutInOnePass(into: &result) { return }
        } catch {
            result = DecodedLayout()
        }
        pos = opened.pos
        depth = opened.depth
        path.removeSubrange(opened.path...)
        errors.removeSubrange(opened.errors...)
        itemTotal = opened.items

        var first = true
        var found = NameSet<LayoutField>()
        while let key = try nextMember(&first) {
            if !found.contains(.type) && matches(key, LayoutField.type.name) {
                found.insert(.type)
                result.kind = try choice(key.component, FamilyKind.self)
            } else {
                try skipValue(at: key.component)
            }
        }
        try require(found)
        guard let kind = result.kind else { return }

        // Pass 2.
        let end = pos
        pos = start
        _ = peek()
        try enterContainer()
        var seen = NameSet<LayoutField>()
        first = true
        try layoutFields(kind, &result, &seen, &first)
        precondition(pos == end, "the two passes over `layout` read the same bytes")
    }

    /// `layout` after its `{` when its first member is `type`, in one pass (what pass 2 reads, with `type` read
    /// as pass 1 reads it), into `result`; `false`, with `result` untouched, when the first member is not `type`.
    mutating func layoutInOnePass(into result: inout DecodedLayout) throws(APIError) -> Bool {
        var first = true
        guard let key = try nextMember(&first), matches(key, LayoutField.type.name) else { return false }
        result.kind = try choice(key.component, FamilyKind.self)
        guard let kind = result.kind else {
            while let key = try nextMember(&first) { try skipValue(at: key.component) }
            return true
        }
        var seen: NameSet<LayoutField> = [.type]
        try layoutFields(kind, &result, &seen, &first)
        return true
    }

    /// The members of a `layout` of `kind` up to its `}` (pass 2): the common ones here, the family's own in its
    /// `…LayoutField` reader.
    mutating func layoutFields(
        _ kind: FamilyKind, _ result: inout DecodedLayout, _ seen: inout NameSet<LayoutField>, _ first: inout Bool
    ) throws(APIError) {
        var flow = NameSet<FlowLayoutField>()
        var waterfall = NameSet<WaterfallLayoutField>()
        var iglist = NameSet<IGListLayoutField>()
        var magazine = NameSet<MagazineLayoutField>()
        var compositional = NameSet<CompositionalLayoutField>()
        let owner = kind.layoutOwner
        while let key = try nextMember(&first) {
            let c = key.component
            if let f = lookup(key, LayoutField.self) {
                guard try firstTime(f, key, &seen) else { continue }
                switch f {
                case .type: try skipValue(at: c)  // read in pass 1
                case .scrollDirection:
                    result.scrollDirection =
                        try choice(c, ScrollDirectionName.self) == .horizontal ? .horizontal : .vertical
                case .pinning: result.pinning = try pinningObject(c)
                case .flipsHorizontallyInOppositeLayoutDirection:
                    result.flipsHorizontallyInOppositeLayoutDirection = try boolean(c)
                case .verticalLayoutDirection:
                    annotations.usesV3 = true
                    result.verticalLayoutDirection =
                        try choice(c, VerticalLayoutDirectionName.self) == .bottomToTop ? .bottomToTop : .topToBottom
                case .shortContentAlignment:
                    annotations.usesV3 = true
                    result.shortContentAlignment =
                        try choice(c, ShortContentAlignmentName.self) == .bottom ? .bottom : .top
                case .snapping: result.snapping = try snappingObject(c)
                }
                continue
            }
            switch kind {
            case .flow:
                if let f = try field(key, &flow, owner: owner) { try flowLayoutField(f, c, &result) }
            case .waterfall:
                if let f = try field(key, &waterfall, owner: owner) {
                    try waterfallLayoutField(f, c, &result.waterfall)
                }
            case .iglist:
                if let f = try field(key, &iglist, owner: owner) { try iglistLayoutField(f, c, &result.iglist) }
            case .magazine:
                if let f = try field(key, &magazine, owner: owner) { try magazineLayoutField(f, c, &result.magazine) }
            case .compositional:
                if let f = try field(key, &compositional, owner: owner) {
                    try compositionalLayoutField(f, c, &result.compositional)
                }
            }
        }
    }

    /// `sections`, for the family already known.
    mutating func sections(_ key: Key, into layout: inout DecodedLayout) throws(APIError) {
        guard try beginArray(key.component) else { return }
        // Room for every section the rest of the body can hold at once, rather than growing 1, 2, 4, ... (each
        // growth a copy of every section so far, and fresh pages faulted in for it): no section is shorter than
        // `{"itemCount":0},` (16 bytes). Room reserved and not used is never touched, so it costs no memory.
        let room = Swift.min((count &- pos) / 16 &+ 1, limits.maxSections)
        // The families held in an optional (`DecodedLayout.iglist` …) are read into an array of their own and put
        // back once: reaching the array through the optional for each section moves the whole description out
        // and back.
        var sections = SectionsRead()
        sections.take(from: &layout)
        defer { sections.putBack(into: &layout) }
        switch layout.kind {
        case .flow: layout.flow.sections.reserveCapacity(room)
        case .waterfall: layout.waterfall.sections.reserveCapacity(room)
        case .iglist: sections.iglist.reserveCapacity(room)
        case .magazine: sections.magazine.reserveCapacity(room)
        case .compositional: sections.compositional.reserveCapacity(room)
        case nil: break
        }
        annotations.estimatedItemSize = layout.estimatedItemSize
        var first = true
        var s = 0
        // The bytes of the last few distinct sections read, each where its description is, when reading them again
        // gives the same description and nothing else (`repeats`): sections cycling through a few shapes (1,000
        // items, 10,000, ...) are each read once, then copied.
        var recent = RecentSections()
        while try nextElement(&first) {
            annotations.section = s
            if sectionTotal >= limits.maxSections {
                let sides = sectionTotal > s ? " (the previous data's and the request's together)" : ""
                throw APIError.tooLarge("more than \(limits.maxSections) sections\(sides)", pointer: pointer())
            }
            sectionTotal &+= 1
            _ = peek()
            let start = pos
            if let (bytes, i) = recent.match(at: start, in: self) {
                switch layout.kind {
                case .flow: layout.flow.sections.append(layout.flow.sections[i])
                case .waterfall: layout.waterfall.sections.append(layout.waterfall.sections[i])
                case .iglist: sections.iglist.append(sections.iglist[i])
                case .magazine: sections.magazine.append(sections.magazine[i])
                case .compositional: sections.compositional.append(sections.compositional[i])
                case nil: break
                }
                pos = start &+ bytes
                s += 1
                continue
            }
            let errorCount = errors.count
            let marks = annotations.marks
            let items = itemTotal
            // Whether the section's description holds only what its own bytes say (a compositional section's own
            // `layout` is read with state shared across sections: its element kinds, its groups' count).
            var ownBytesOnly = true
            switch layout.kind {
            // Flow and waterfall sections are read in place, in the array (no copy of each description).
            case .flow:
                let i = layout.flow.sections.endIndex
                layout.flow.sections.append(FlowSectionDescription(items: .explicit([])))
                try flowSection(.index(s), into: &layout.flow.sections[i])
            case .waterfall:
                let i = layout.waterfall.sections.endIndex
                layout.waterfall.sections.append(WaterfallSectionDescription(items: .explicit([])))
                try waterfallSection(.index(s), into: &layout.waterfall.sections[i])
            case .iglist: sections.iglist.append(try iglistSection(.index(s)))
            case .magazine: sections.magazine.append(try magazineSection(.index(s), index: s))
            case .compositional:
                let section = try compositionalSection(.index(s))
                ownBytesOnly = !section.hasOwnLayout
                sections.compositional.append(section)
            case nil:
                try skipValue(at: .index(s))
                ownBytesOnly = false
            }
            // Nothing reported, marked or counted: the section's bytes alone made its description.
            let selfContained =
                ownBytesOnly && errors.count == errorCount && annotations.marks == marks && itemTotal == items
            if selfContained {
                let index: Int
                switch layout.kind {
                case .flow: index = layout.flow.sections.endIndex &- 1
                case .waterfall: index = layout.waterfall.sections.endIndex &- 1
                case .iglist: index = sections.iglist.endIndex &- 1
                case .magazine: index = sections.magazine.endIndex &- 1
                case .compositional: index = sections.compositional.endIndex &- 1
                case nil: index = -1
                }
                if index >= 0 { recent.remember(start..<pos, index: index) }
            }
            s += 1
        }
        path.removeLast()
    }

    /// Whether the bytes at `start` repeat those of `range` exactly. A section is one JSON value, read from its
    /// first byte to its last and nothing past them, so the same bytes read again give the same value; the
    /// section that `range` holds reported no error and recorded nothing beyond its description (no estimate, no
    /// id, no explicit item counted), so its copy is what reading them again would give.
    /// - Complexity: O(range.count): a comparison of bytes, far cheaper than reading them as JSON.
    @inline(__always)
    func repeats(_ range: Range<Int>, at start: Int) -> Bool {
        let n = range.count
        guard start >= range.upperBound, start &+ n <= count else { return false }
        let a = UnsafeRawPointer(base + range.lowerBound)
        let b = UnsafeRawPointer(base + start)
        var i = 0
        while i &+ 8 <= n {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            {
                return false
            }
            i &+= 8
        }
        while i < n {
            if base[range.lowerBound &+ i] != base[start &+ i] { return false }
            i &+= 1
        }
        return true
    }

    /// Explicit item sizes (`items` of flow, iglist, compositional), counted against `maxItems`. A plain
    /// `{width, height}` takes the fast paths; an item with more members (an `id`, `estimated`) is read by
    /// `sizeItem` under the family's `rules`.
    mutating func sizeItems(_ last: PathComponent, rules: SizeItemRules) throws(APIError) -> [Size] {
        guard try beginArray(last) else { return [] }
        // Reserved up front instead of about ten reallocations per array of 100: no item is shorter than
        // `{"width":0,"height":0},` (23 bytes), so at most what the rest of the body can hold, within the item
        // limit, and within the previous array's count (similar sections) or 2^16 (1 MiB) for the first one, so
        // that spare capacity stays bounded however many sections there are; beyond that the array grows as usual.
        // The leading run of compact items is written straight into that storage; the loop reads the rest.
        let fit = Swift.min((count &- pos) / 23, limits.maxItems &- itemTotal, itemCountHint)
        var run = 0
        var items = itemsWithCompactRun(capacity: Swift.max(fit, 0) &+ 1, run: &run)
        var first = run == 0
        var i = run
        while try nextElement(&first) {
            try countItem()
            if let item = fastSize() {
                items.append(item)
            } else {
                items.append(try sizeItem(.index(i), item: i, rules: rules))
            }
            i &+= 1
        }
        path.removeLast()
        itemCountHint = i  // not rounded up: 100,000 one-item sections must not each reserve a dozen spare sizes
        return items
    }

    /// Counts one explicit item; past `maxItems`, a 413 at the current `items` array.
    @inline(__always)
    mutating func countItem() throws(APIError) {
        itemTotal &+= 1
        if itemTotal > limits.maxItems {
            throw APIError.tooLarge("more than \(limits.maxItems) items in the request", pointer: pointer())
        }
    }

    /// Checks that a section has exactly one of `items` and `itemCount` (reported at the section).
    mutating func requireOneItemSource(hasItems: Bool, hasCount: Bool) throws(APIError) {
        if hasItems == hasCount {
            try report("must have exactly one of \"items\" and \"itemCount\"")
        }
    }
}

/// The sections of the families `DecodedLayout` holds in an optional, while `sections` reads them.
/// The last few self-contained sections read (`RequestDecoder.sections`): their bytes, and where each one's
/// description is in its family's array. Eight are kept, replaced oldest first, and tried newest first.
struct RecentSections {
    private var bytes: [Range<Int>] = []
    private var indices: [Int] = []
    private var next = 0
    private static let limit = 8

    /// The byte count and description index of a kept section whose bytes the ones at `start` repeat.
    @inline(__always)
    func match(at start: Int, in decoder: borrowing RequestDecoder) -> (bytes: Int, index: Int)? {
        var k = next
        for _ in 0..<bytes.count {
            k = k == 0 ? bytes.count &- 1 : k &- 1
            if decoder.repeats(bytes[k], at: start) { return (bytes[k].count, indices[k]) }
        }
        return nil
    }

    mutating func remember(_ range: Range<Int>, index: Int) {
        if bytes.count < Self.limit {
            bytes.append(range)
            indices.append(index)
            next = bytes.count % Self.limit
        } else {
            bytes[next] = range
            indices[next] = index
            next = (next &+ 1) % Self.limit
        }
    }
}

struct SectionsRead {
    var iglist: [IGListSectionDescription] = []
    var magazine: [MagazineSectionDescription] = []
    var compositional: [CompositionalSectionDescription] = []

    /// Moves the family's sections (those read so far, none when `sections` is read once) out of `layout`.
    mutating func take(from layout: inout DecodedLayout) {
        switch layout.kind {
        case .iglist: swap(&iglist, &layout.iglist.sections)
        case .magazine: swap(&magazine, &layout.magazine.sections)
        case .compositional: swap(&compositional, &layout.compositional.sections)
        case .flow, .waterfall, nil: break
        }
    }

    /// Moves them back.
    mutating func putBack(into layout: inout DecodedLayout) {
        take(from: &layout)
    }
}
