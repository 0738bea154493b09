/// One offset of a scroll timeline: the attributes a single request at `contentOffset` would answer, or, in a
/// delta timeline after the first entry, only those that appeared or changed plus the identities of those that
/// left.
public struct TimelineEntry: Sendable, Hashable {
    public var contentOffset: Point
    public var attributes: [LayoutAttributes]
    /// The elements of the previous entry that this one no longer holds (delta entries after the first); `nil`
    /// in a full timeline and in a delta timeline's first entry.
    public var removed: [ElementIdentity]?

    public init(contentOffset: Point, attributes: [LayoutAttributes], removed: [ElementIdentity]? = nil) {
        self.contentOffset = contentOffset
        self.attributes = attributes
        self.removed = removed
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
    /// - Complexity: O(total attributes), hashing each identity once or twice.
    public static func delta(_ full: [TimelineEntry]) -> [TimelineEntry] {
        guard full.count > 1 else { return full }
        var result = [full[0]]
        result.reserveCapacity(full.count)
        var previous: [ElementIdentity: LayoutAttributes] = [:]
        for a in full[0].attributes { previous[ElementIdentity(a)] = a }
        for k in 1..<full.count {
            var current: [ElementIdentity: LayoutAttributes] = [:]
            current.reserveCapacity(full[k].attributes.count)
            var changed: [LayoutAttributes] = []
            for a in full[k].attributes {
                let id = ElementIdentity(a)
                current[id] = a
                if let before = previous[id], before.frame == a.frame, before.zIndex == a.zIndex,
                    before.pinned == a.pinned
                {
                    continue
                }
                changed.append(a)
            }
            let removed = full[k - 1].attributes.lazy.map(ElementIdentity.init).filter { current[$0] == nil }
            result.append(
                TimelineEntry(contentOffset: full[k].contentOffset, attributes: changed, removed: Array(removed)))
            previous = current
        }
        return result
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
                contentOffset: entry.contentOffset, attributes: byIdentity.values.sorted(by: contractOrder))
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
        return (a.kind?.rawValue ?? "") < (b.kind?.rawValue ?? "")
    }
}
