/// The contract's identity rules ("Identity", "Updates that animate"): which element of one side is which element
/// of the other.
/// - A section with an `id` matches the section with the same `id` on the other side; a section without one
///   matches the section at the same index that has none.
/// - A cell with an item `id` matches the cell with the same `id`, wherever it is; a cell without one matches the
///   cell at the same item index of the matched section that has none.
/// - A header, footer or decoration (and a compositional anchored supplementary) matches the element of the same
///   category, kind and item index in the matched section; a compositional layout's own boundary items match by
///   kind. Kinds are compared by name (a compositional kind's index differs between the two layouts).
///
/// Symmetric by construction: each rule is an equality, so the element of B that an element of A matches matches
/// it back. Nothing here walks the items: ids are looked up in each request's id index, and only sections are
/// indexed (by id, when any section has one).
struct UpdateIdentity {
    /// One side's sections, as the other side sees them.
    struct Side {
        let sectionCount: Int
        /// `ids[s]`: section `s`'s id (empty: no section has one).
        let ids: [String?]
        /// Section index by id.
        let index: [String: Int]
        let annotations: ItemAnnotations
        let family: FamilyLayout
        /// Named kind index by name.
        let kinds: [String: UInt16]

        init(_ layout: PreparedLayout, sectionIDs: [String?]) {
            family = layout.family
            sectionCount = family.sections.count
            ids = sectionIDs
            var index: [String: Int] = [:]
            for (s, id) in sectionIDs.enumerated() { if let id { index[id] = s } }
            self.index = index
            annotations = layout.description.annotations
            var kinds: [String: UInt16] = [:]
            for (i, name) in family.kindNames.enumerated() { kinds[name] = UInt16(truncatingIfNeeded: i) }
            self.kinds = kinds
        }

        func id(ofSection s: Int) -> String? { s < ids.count ? ids[s] : nil }

        func itemCount(_ s: Int) -> Int { family.sections[s].items.count }
    }

    /// The section of `to` that section `s` of `from` matches.
    static func section(_ s: Int, from: Side, to: Side) -> Int? {
        if let id = from.id(ofSection: s) { return to.index[id] }
        return s < to.sectionCount && to.id(ofSection: s) == nil ? s : nil
    }

    /// The element of `to` that `ref` (an element of `from`) matches, if `to` can hold one: a cell is found
    /// here; a supplementary's or decoration's existence is for the caller's lookup to tell.
    static func counterpart(of ref: ElementRef, from: Side, to: Side) -> ElementRef? {
        var result = ref
        if let kind = ref.kind {
            guard let mapped = self.kind(kind, from: from, to: to) else { return nil }
            result.kind = mapped
        }
        if ref.layoutLevel { return result }
        if ref.category == .cell, let id = from.annotations.id(section: ref.section, item: ref.item) {
            // Ids are unique on each side, so the cell at the same index path with the same id is the one the
            // index would find: most cells of a change stay where they were, and comparing two ids costs less
            // than hashing one.
            if to.annotations.id(section: ref.section, item: ref.item) == id { return .cell(ref.section, ref.item) }
            guard let path = to.annotations.index[id] else { return nil }
            return .cell(path.section, path.item)
        }
        guard let s = section(ref.section, from: from, to: to) else { return nil }
        result.section = s
        if ref.category == .cell {
            guard ref.item < to.itemCount(s), to.annotations.id(section: s, item: ref.item) == nil else { return nil }
        }
        return result
    }

    /// `kind` of `from` as `to` names it: the contract's kinds are the same on both sides, a named kind is found
    /// by its name.
    static func kind(_ kind: ElementKind, from: Side, to: Side) -> ElementKind? {
        guard case .named(let i) = kind else { return kind }
        guard Int(i) < from.family.kindNames.count, let j = to.kinds[from.family.kindNames[Int(i)]] else { return nil }
        return .named(j)
    }
}
