/// One offset of a scroll timeline: the attributes a single request at `contentOffset` would answer, or, in a
/// delta timeline after the first entry, only those that appeared or changed plus the identities of those that
/// left.
public struct TimelineEntry: Sendable, Hashable {
    public var contentOffset: Point
    public var attributes: [LayoutAttributes]
    /// The elements of the previous entry that this one no longer holds (delta entries after the first); `nil`
    /// in a full timeline and in a delta timeline's first entry.
    public var removed: [ElementIdentity]?
    /// Where the collection stands at this offset (`"anchor": "report"`).
    public var anchor: Anchor?

    public init(
        contentOffset: Point, attributes: [LayoutAttributes], removed: [ElementIdentity]? = nil, anchor: Anchor? = nil
    ) {
        self.contentOffset = contentOffset
        self.attributes = attributes
        self.removed = removed
        self.anchor = anchor
    }
}

/// What names an element across offsets: its index path, category and kind (nil for cells), as the contract's
/// `removed` entries `[section, item, category, kind]` write it.
public struct ElementIdentity: Sendable, Hashable {
    public var section: Int
    public var item: Int
    public var category: ElementCategory
    public var kind: ElementKind?

    public init(section: Int, item: Int, category: ElementCategory, kind: ElementKind?) {
        self.section = section
        self.item = item
        self.category = category
        self.kind = kind
    }

    /// The identity of `attributes`.
    public init(_ attributes: LayoutAttributes) {
        self.init(
            section: attributes.section, item: attributes.item, category: attributes.category,
            kind: attributes.category == .cell ? nil : attributes.kind)
    }
}

extension TimelineEntry {
    /// A full timeline rewritten as a delta one: entry k > 0 keeps the attributes that appeared or changed
    /// (frame, zIndex or pinned) since entry k − 1, in their order, and lists in `removed` the identities of
    /// entry k − 1's elements it no longer holds, in entry k − 1's order.
    ///
    /// Every entry lists its elements in the contract's order, which is an order of identities (by section; the
    /// header, cells by item, the footer, decorations), so two consecutive entries merge like sorted lists. An
    /// entry whose identities are not strictly increasing in that order (a kind this merge does not rank) is
    /// compared by sorting both by identity instead (`hashedChanges`), with the same result.
    /// - Complexity: O(total attributes).
    public static func delta(_ full: [TimelineEntry]) -> [TimelineEntry] {
        guard full.count > 1 else { return full }
        var result = [full[0]]
        result.reserveCapacity(full.count)
        for k in 1..<full.count {
            let previous = full[k - 1].attributes
            let current = full[k].attributes
            let (changed, removed) =
                isOrdered(previous) && isOrdered(current)
                ? mergeChanges(previous, current) : hashedChanges(previous, current)
            result.append(
                TimelineEntry(
                    contentOffset: full[k].contentOffset, attributes: changed, removed: removed, anchor: full[k].anchor)
            )
        }
        return result
    }

    /// For each of `current`'s attributes, the index of an equal attribute (same element, frame, zIndex and
    /// pinned) in `previous`, or -1: what a full timeline's encoder may copy instead of writing again. Entries in
    /// the contract's order merge like sorted lists; in any other order the merge finds fewer pairs, never a wrong
    /// one (a pair is kept only when the two attributes are equal), so no order check is needed.
    /// - Complexity: O(n + m).
    public static func unchangedIndices(
        previous: [LayoutAttributes], current: [LayoutAttributes]
    ) -> [Int] {
        [Int](exactCount: current.count) { result in
            result.initialize(repeating: -1)
            previous.withUnsafeBufferPointer { p in
                current.withUnsafeBufferPointer { c in
                    var i = 0
                    var j = 0
                    while i < p.count && j < c.count {
                        let order = compare(p[i], c[j])
                        if order < 0 {
                            i &+= 1
                        } else if order > 0 {
                            j &+= 1
                        } else {
                            if !differs(p[i], c[j]) && p[i].kind == c[j].kind && p[i].category == c[j].category {
                                result[j] = i
                            }
                            i &+= 1
                            j &+= 1
                        }
                    }
                }
            }
        }
    }

    /// Whether an attribute moved or changed between two entries.
    @inline(__always)
    static func differs(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        a.frame != b.frame || a.zIndex != b.zIndex || a.pinned != b.pinned
    }

    /// Where an element sits within its section in the contract's order: header, cells, footer, decorations.
    @inline(__always)
    static func rank(_ a: LayoutAttributes) -> Int {
        switch a.category {
        case .cell: 1
        case .supplementary: a.kind == .header ? 0 : (a.kind == .footer ? 2 : 3)
        case .decoration: 4
        }
    }

    /// The three-way comparison of two elements' places in the contract's order.
    @inline(__always)
    static func compare(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Int {
        if a.section != b.section { return a.section < b.section ? -1 : 1 }
        let ra = rank(a)
        let rb = rank(b)
        if ra != rb { return ra < rb ? -1 : 1 }
        if a.item != b.item { return a.item < b.item ? -1 : 1 }
        return 0
    }

    /// Whether `attributes` are strictly increasing in the order `compare` ranks, and no two share a place.
    static func isOrdered(_ attributes: [LayoutAttributes]) -> Bool {
        attributes.withUnsafeBufferPointer { a in
            for i in a.indices.dropFirst() where compare(a[i - 1], a[i]) >= 0 { return false }
            return true
        }
    }

    /// The change between two ordered entries, merged like sorted lists.
    /// - Complexity: O(n + m).
    static func mergeChanges(
        _ previous: [LayoutAttributes], _ current: [LayoutAttributes]
    ) -> (changed: [LayoutAttributes], removed: [ElementIdentity]) {
        var changed: [LayoutAttributes] = []
        changed.reserveCapacity(current.count)
        var removed: [ElementIdentity] = []
        removed.reserveCapacity(previous.count)
        var i = 0
        var j = 0
        while i < previous.count || j < current.count {
            let order =
                i == previous.count ? 1 : (j == current.count ? -1 : compare(previous[i], current[j]))
            if order < 0 {
                removed.append(ElementIdentity(previous[i]))
                i += 1
            } else if order > 0 {
                changed.append(current[j])
                j += 1
            } else {
                if differs(previous[i], current[j]) { changed.append(current[j]) }
                i += 1
                j += 1
            }
        }
        return (changed, removed)
    }

    /// The change between two entries in any order (compositional's anchored supplementaries follow their cells;
    /// the layout's own items surround the sections): both entries' indices sorted by identity, merged, and the
    /// changes written back in `current`'s order and the removed in `previous`'s. Identities are unique within
    /// an entry. Sorting small integers costs a fraction of hashing every identity.
    /// - Complexity: O((n + m) log(n + m)).
    static func hashedChanges(
        _ previous: [LayoutAttributes], _ current: [LayoutAttributes]
    ) -> (changed: [LayoutAttributes], removed: [ElementIdentity]) {
        func ordered(_ a: [LayoutAttributes]) -> [Int] {
            a.indices.sorted { identityOrder(a[$0], a[$1]) < 0 }
        }
        let p = ordered(previous)
        let c = ordered(current)
        var matched = [Bool](repeating: false, count: previous.count)
        var unchanged = [Bool](repeating: false, count: current.count)
        var i = 0
        var j = 0
        while i < p.count && j < c.count {
            let order = identityOrder(previous[p[i]], current[c[j]])
            if order < 0 {
                i += 1
            } else if order > 0 {
                j += 1
            } else {
                matched[p[i]] = true
                unchanged[c[j]] = !differs(previous[p[i]], current[c[j]])
                i += 1
                j += 1
            }
        }
        var changed: [LayoutAttributes] = []
        for k in current.indices where !unchanged[k] { changed.append(current[k]) }
        var removed: [ElementIdentity] = []
        for k in previous.indices where !matched[k] { removed.append(ElementIdentity(previous[k])) }
        return (changed, removed)
    }

    /// A total order of identities (section, item, category, kind), for `hashedChanges`.
    @inline(__always)
    static func identityOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Int {
        if a.section != b.section { return a.section < b.section ? -1 : 1 }
        if a.item != b.item { return a.item < b.item ? -1 : 1 }
        let ca = categoryOrder(a.category)
        let cb = categoryOrder(b.category)
        if ca != cb { return ca < cb ? -1 : 1 }
        let ka = a.category == .cell ? -1 : (a.kind?.order ?? -1)
        let kb = b.category == .cell ? -1 : (b.kind?.order ?? -1)
        return ka == kb ? 0 : (ka < kb ? -1 : 1)
    }

    @inline(__always)
    static func categoryOrder(_ c: ElementCategory) -> Int {
        switch c {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }

    /// A delta timeline replayed into the full one it encodes: each entry is the previous one without its
    /// `removed` elements, with its changed attributes replacing or joining them, in the contract's order
    /// (`order` gives each attribute's position; the layout's order within a section: header, cells by item,
    /// footer, decorations).
    /// - Complexity: O(total attributes × log).
    public static func replay(_ delta: [TimelineEntry]) -> [TimelineEntry] {
        guard var state = delta.first else { return [] }
        var result = [state]
        for entry in delta.dropFirst() {
            var byIdentity: [ElementIdentity: LayoutAttributes] = [:]
            for a in state.attributes { byIdentity[ElementIdentity(a)] = a }
            for id in entry.removed ?? [] { byIdentity[id] = nil }
            for a in entry.attributes { byIdentity[ElementIdentity(a)] = a }
            state = TimelineEntry(
                contentOffset: entry.contentOffset, attributes: byIdentity.values.sorted(by: contractOrder),
                anchor: entry.anchor)
            result.append(state)
        }
        return result
    }

    /// The contract's order of elements: by section; within a section the header, then cells by item, then the
    /// footer, then decorations.
    static func contractOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        func rank(_ x: LayoutAttributes) -> Int {
            switch (x.category, x.kind) {
            case (.supplementary, .header?): 0
            case (.cell, _): 1
            case (.supplementary, _): 2
            case (.decoration, _): 3
            }
        }
        if a.section != b.section { return a.section < b.section }
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        if a.item != b.item { return a.item < b.item }
        return (a.kind?.order ?? -1) < (b.kind?.order ?? -1)
    }
}
