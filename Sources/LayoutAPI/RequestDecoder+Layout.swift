import LayoutEngine

/// The `layout` object: `type` first (wherever it is written), then the common and the family's own fields.
extension RequestDecoder {
    static let familyNames: [StaticString] = ["flow", "waterfall", "iglist", "magazine", "compositional"]
    static let directionNames: [StaticString] = ["vertical", "horizontal"]
    /// Fields every family has; each family's own names follow these.
    static let commonLayoutFields: [StaticString] = [
        "type", "scrollDirection", "pinning", "flipsHorizontallyInOppositeLayoutDirection",
    ]
    static let layoutFields: [[StaticString]] = [
        commonLayoutFields + flowLayoutFields, commonLayoutFields + waterfallLayoutFields,
        commonLayoutFields + iglistLayoutFields, commonLayoutFields + magazineLayoutFields,
        commonLayoutFields + compositionalLayoutFields,
    ]
    static let layoutOwners: [String] = [
        "a flow layout", "a waterfall layout", "an iglist layout", "a magazine layout", "a compositional layout",
    ]

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
        var typeSeen = false
        while let key = try nextMember(&first) {
            if !typeSeen && matches(key, "type") {
                typeSeen = true
                let i = try choice(key.component, Self.familyNames)
                result.kind = FamilyKind(rawValue: i)
            } else {
                try skipValue(at: key.component)
            }
        }
        guard typeSeen else {
            try report("is required", at: .name("type"))
            return
        }
        guard let kind = result.kind else { return }

        // Pass 2.
        let end = pos
        pos = start
        _ = peek()
        try enterContainer()
        var seen: UInt64 = 0
        first = true
        try layoutFields(kind, &result, &seen, &first)
        precondition(pos == end, "the two passes over `layout` read the same bytes")
    }

    /// `layout` after its `{` when its first member is `type`, in one pass (what pass 2 reads, with `type` read
    /// as pass 1 reads it), into `result`; `false`, with `result` untouched, when the first member is not `type`.
    mutating func layoutInOnePass(into result: inout DecodedLayout) throws(APIError) -> Bool {
        var first = true
        guard let key = try nextMember(&first), matches(key, "type") else { return false }
        result.kind = FamilyKind(rawValue: try choice(key.component, Self.familyNames))
        guard let kind = result.kind else {
            while let key = try nextMember(&first) { try skipValue(at: key.component) }
            return true
        }
        var seen: UInt64 = 1  // `type`, the first of every family's names
        try layoutFields(kind, &result, &seen, &first)
        return true
    }

    /// The members of a `layout` of `kind` up to its `}` (pass 2).
    mutating func layoutFields(
        _ kind: FamilyKind, _ result: inout DecodedLayout, _ seen: inout UInt64, _ first: inout Bool
    ) throws(APIError) {
        let names = Self.layoutFields[kind.rawValue]
        let owner = Self.layoutOwners[kind.rawValue]
        while let key = try nextMember(&first) {
            let f = try field(key, names, &seen, owner: owner)
            switch f {
            case -1: break
            case 0: try skipValue(at: key.component)  // `type`, read in pass 1
            case 1:
                result.scrollDirection = try choice(key.component, Self.directionNames) == 1 ? .horizontal : .vertical
            case 2: result.pinning = try pinningObject(key.component)
            case 3: result.flipsHorizontallyInOppositeLayoutDirection = try boolean(key.component)
            default:
                let c = key.component
                let own = f - Self.commonLayoutFields.count
                switch kind {
                case .flow: try flowLayoutField(own, c, &result)
                case .waterfall: try waterfallLayoutField(own, c, &result.waterfall)
                case .iglist: try iglistLayoutField(own, c, &result.iglist)
                case .magazine: try magazineLayoutField(own, c, &result.magazine)
                case .compositional: try compositionalLayoutField(own, c, &result.compositional)
                }
            }
        }
    }

    /// `sections`, for the family already known.
    mutating func sections(_ key: Key, into layout: inout DecodedLayout) throws(APIError) {
        guard try beginArray(key.component) else { return }
        // Room for up to 16 sections at once rather than growing 1, 2, 4, 8, 16 (a reallocation each, about 400
        // instructions): no section is shorter than `{"itemCount":0},` (16 bytes), and more grow as usual.
        let room = Swift.min(16, (count &- pos) / 16 &+ 1, limits.maxSections)
        switch layout.kind {
        case .flow: layout.flow.sections.reserveCapacity(room)
        case .waterfall: layout.waterfall.sections.reserveCapacity(room)
        case .iglist: layout.iglist.sections.reserveCapacity(room)
        case .magazine: layout.magazine.sections.reserveCapacity(room)
        case .compositional: layout.compositional.sections.reserveCapacity(room)
        case nil: break
        }
        var first = true
        var s = 0
        while try nextElement(&first) {
            if s >= limits.maxSections {
                throw APIError.tooLarge("more than \(limits.maxSections) sections", pointer: pointer())
            }
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
            case .iglist: layout.iglist.sections.append(try iglistSection(.index(s)))
            case .magazine: layout.magazine.sections.append(try magazineSection(.index(s), index: s))
            case .compositional: layout.compositional.sections.append(try compositionalSection(.index(s)))
            case nil: try skipValue(at: .index(s))
            }
            s += 1
        }
        path.removeLast()
    }

    /// Explicit item sizes (`items` of flow, waterfall, iglist), counted against `maxItems`.
    mutating func sizeItems(_ last: PathComponent) throws(APIError) -> [Size] {
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
                items.append(try size(.index(i)))
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
