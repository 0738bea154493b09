/// One element of a layout, named as the identity rules of an update need it: by its index path, category and
/// kind, and, for a compositional layout's own boundary items (index path `[0, 0]`), as the layout's rather than
/// section 0's. `kind` indexes its own layout's kind names.
struct ElementRef: Sendable, Hashable {
    var section: Int
    var item: Int
    var category: ElementCategory
    var kind: ElementKind?
    /// A compositional layout-level boundary item (`FamilyLayout.layoutSupplementaries`).
    var layoutLevel = false

    static func cell(_ section: Int, _ item: Int) -> ElementRef {
        ElementRef(section: section, item: item, category: .cell, kind: nil)
    }

    /// The name as two words that order names and are equal exactly when the names are: the section and a code
    /// of the category, kind and layout level (below 2^25), then the item.
    var key: Key {
        var code: UInt64
        switch category {
        case .cell: code = 0
        case .supplementary: code = 1
        case .decoration: code = 2
        }
        if let kind { code |= UInt64(kind.order &+ 1) << 2 }
        if layoutLevel { code |= 1 << 24 }
        return Key(high: UInt64(truncatingIfNeeded: section) << 32 | code, low: UInt64(truncatingIfNeeded: item))
    }

    struct Key: Comparable {
        var high: UInt64
        var low: UInt64
        static func < (a: Key, b: Key) -> Bool { a.high != b.high ? a.high < b.high : a.low < b.low }
    }
}

/// The elements one query selected, found by name: their keys sorted once, then searched by bisection. An update
/// asks it once per listed element; sorted keys cost O(k log k) whatever the names, where a hash table's worst case
/// depends on them.
struct SelectionIndex {
    private var keys: [(key: ElementRef.Key, index: Int)]

    /// `refs[j]` names element `j` of the selection.
    init(_ refs: [ElementRef]) {
        keys = refs.enumerated().map { ($1.key, $0) }
        keys.sort { $0.key < $1.key }
    }

    /// The selection's index of the element `ref` names, if it holds it.
    /// - Complexity: O(log k).
    func index(of ref: ElementRef) -> Int? {
        let key = ref.key
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low &+ high) >> 1
            if keys[mid].key < key { low = mid &+ 1 } else { high = mid }
        }
        return low < keys.count && keys[low].key == key ? keys[low].index : nil
    }
}

/// Where an element stands in the contract's order of its layout (the order of an `"all"` answer), compared
/// field by field: the layout's own header-edge items (`band` 0), then per section (`band` 1) its header-edge
/// supplementaries (`part` 0), its cells and their anchored supplementaries (`part` 1: by item, or for a
/// compositional section by group and element within it), its footer-edge supplementaries (`part` 2), its
/// decorations (`part` 3); then the layout's own footer-edge items (`band` 2).
struct ElementOrder: Sendable, Hashable, Comparable {
    var band: Int
    var section: Int
    var part: Int
    var major: Int
    var minor: Int

    static func < (a: ElementOrder, b: ElementOrder) -> Bool {
        (a.band, a.section, a.part, a.major, a.minor) < (b.band, b.section, b.part, b.major, b.minor)
    }
}

/// A prepared layout's elements looked up one at a time at one offset: what the layout's `"all"` answer at that
/// offset holds for the element (frame pinned at the offset, zIndex, flags), and where it stands in that answer.
/// The fast path beside the `"all"` walk for an update's other end: it never visits more than the element's
/// section, so a billion-item uniform section costs O(1) per element (`ElementLookupTests` holds it equal to the
/// walk, element for element, on every family).
struct ElementLookup {
    let layout: PreparedLayout
    /// The offset (physical).
    let offset: Point
    /// The offset along the scroll axis in computing space.
    let computingOffset: Double
    /// Pinning and zIndex at this offset, in computing space, as `PreparedLayout.attributes(at:)` makes them.
    let supplementaries: SupplementaryAttributes

    init(_ layout: PreparedLayout, at offset: Point) {
        self.layout = layout
        self.offset = offset
        computingOffset = layout.space.computing(offset: offset).y
        let family = layout.family
        supplementaries = SupplementaryAttributes(
            pinning: layout.pinning, offset: computingOffset, zIndex: family.zIndex,
            pinningZIndex: layout.description.pinning.zIndex, lastSection: family.sections.count - 1,
            wholeHost: layout.wholeHost)
    }

    /// The element's attributes at the offset (physical) and its place in the layout's order; `nil` when the
    /// layout has no such element.
    /// - Complexity: O(1) for a cell of the four families and any supplementary or decoration of a section;
    ///   O(log groups) for a compositional cell or anchored supplementary of groups solved one by one.
    func attributes(of ref: ElementRef) -> (attributes: LayoutAttributes, order: ElementOrder)? {
        guard let (found, order) = computingAttributes(of: ref) else { return nil }
        guard layout.horizontal || layout.mirrored else { return (found, order) }
        // The query's own step to physical space (a pinned element of a mirrored horizontal layout by its
        // physical follower).
        var one = [found]
        layout.toPhysical(&one, at: offset, computingOffset: computingOffset)
        return (one[0], order)
    }

    /// How `a`, an element a query of this layout at this offset returned, is named.
    func ref(of a: LayoutAttributes) -> ElementRef {
        var ref = ElementRef(section: a.section, item: a.item, category: a.category, kind: a.kind)
        guard a.category == .supplementary, a.section == 0, a.item == 0, let kind = a.kind else { return ref }
        let family = layout.family
        guard family.layoutSupplementaries.contains(where: { $0.kind == kind }) else { return ref }
        let inSection = !family.sections.isEmpty && family.sections[0].frame(of: kind) != nil
        if !inSection {
            ref.layoutLevel = true
            return ref
        }
        // Both the layout and section 0 have a boundary item of this kind: the one standing where `a` stands.
        var layoutRef = ref
        layoutRef.layoutLevel = true
        if let own = attributes(of: layoutRef), own.attributes == a { return layoutRef }
        return ref
    }

    // MARK: Computing space

    private func computingAttributes(of ref: ElementRef) -> (LayoutAttributes, ElementOrder)? {
        let family = layout.family
        if ref.layoutLevel {
            guard ref.category == .supplementary, let kind = ref.kind else { return nil }
            for (j, e) in family.layoutSupplementaries.enumerated() where e.kind == kind {
                return (
                    supplementaries.attributes(of: e, section: 0, in: layout.wholeHost),
                    ElementOrder(band: e.edge == .header ? 0 : 2, section: 0, part: 0, major: j, minor: 0)
                )
            }
            return nil
        }
        let s = ref.section
        guard s >= 0, s < family.sections.count else { return nil }
        let section = family.sections[s]
        switch ref.category {
        case .cell:
            let i = ref.item
            guard i >= 0, i < section.items.count else { return nil }
            if let cells = section.items as? CompositionalCells {
                guard let (found, group, element) = cells.cell(i, section: s) else { return nil }
                var a = found
                if layout.description.annotations.isEstimated(section: s, item: i) { a.estimated = true }
                return (a, ElementOrder(band: 1, section: s, part: 1, major: group, minor: element))
            }
            var a = LayoutAttributes(
                section: s, item: i, category: .cell, frame: section.items.frame(at: i),
                zIndex: family.zIndex.cell(section: s, item: i))
            if layout.description.annotations.isEstimated(section: s, item: i) { a.estimated = true }
            return (a, ElementOrder(band: 1, section: s, part: 1, major: i, minor: 0))
        case .supplementary:
            guard let kind = ref.kind else { return nil }
            if ref.item == 0 {
                let host = supplementaries.pinning.host(of: section, isLast: s == family.sections.count - 1)
                let elements = section.supplementaries
                for j in 0..<elements.count where elements[j].kind == kind {
                    return (
                        supplementaries.attributes(of: elements[j], section: s, in: host),
                        ElementOrder(band: 1, section: s, part: elements[j].edge == .header ? 0 : 2, major: j, minor: 0)
                    )
                }
            }
            guard case .named(let named) = kind, let cells = section.items as? CompositionalCells,
                let (a, group, element) = cells.anchoredSupplementary(kind: named, index: ref.item, section: s)
            else { return nil }
            return (a, ElementOrder(band: 1, section: s, part: 1, major: group, minor: element))
        case .decoration:
            guard ref.item == 0, let kind = ref.kind else { return nil }
            for (j, d) in section.decorations.enumerated() where d.kind == kind {
                return (
                    LayoutAttributes(
                        section: s, item: 0, category: .decoration, kind: d.kind, frame: d.frame, zIndex: d.zIndex),
                    ElementOrder(band: 1, section: s, part: 3, major: j, minor: 0)
                )
            }
            return nil
        }
    }
}
