/// Step 3 for `"all"`: every element is kept, so the count is known before any is made. A result over the limit
/// is refused at once; otherwise the array is allocated once at its exact size and every element is written in
/// place, in the contract's order (`SupplementaryAttributes.forEachElement`), with no per-element capacity or
/// uniqueness checks.
/// - Complexity: O(sections + elements).
func allAttributes(
    _ family: FamilyLayout, _ supplementaries: SupplementaryAttributes, limit: Int
) throws(LayoutError) -> [LayoutAttributes] {
    // The sections are read in place (not copied out of the array: that retains and releases each one's items).
    try family.sections.withUnsafeBufferPointer { sections throws(LayoutError) in
        var total = family.layoutSupplementaries.count
        for s in sections.indices {
            let elements =
                SectionView(sections, s).withItems { $0.elementCount } &+ SectionView(sections, s).decorations.count
                &+ SectionView(sections, s).supplementaries.count
            let (sum, overflow) = total.addingReportingOverflow(elements)
            total = overflow || elements < 0 ? Int.max : sum
        }
        if total > limit { throw .tooManyAttributes(limit: limit) }
        return [LayoutAttributes](exactCount: total) { buffer in
            guard let base = buffer.baseAddress else { return }
            var next = base
            supplementaries.forEachElement(of: family, sections: sections) { attributes in
                next.initialize(to: attributes)
                next += 1
            } cells: { s in
                next = SectionView(sections, s).withItems {
                    $0.writeCells(section: s, zIndex: family.zIndex, to: next)
                }
            }
            precondition(next == base + total, "every counted element is written")
        }
    }
}

/// The attributes of supplementaries and decorations at one offset: resting frames moved by pinning (each
/// pinned element by its `Follower`), zIndex by the family's scheme (or the element's own).
struct SupplementaryAttributes {
    let pinning: Pinning
    /// The scroll offset along the axis, in computing space.
    let offset: Double
    let zIndex: ZIndexScheme
    /// The request's `pinning.zIndex`.
    let pinningZIndex: Int?
    let lastSection: Int
    /// The host of the layout's own items: the whole content.
    let wholeHost: Pinning.Host

    /// `element` of section `s` at this offset.
    @inline(__always)
    func attributes(of element: RestingSupplementary, section s: Int, in host: Pinning.Host) -> LayoutAttributes {
        let frame = pinning.frame(of: element, section: s, in: host, at: offset)
        let pinned = frame != element.frame
        return LayoutAttributes(
            section: s, item: 0, category: .supplementary, kind: element.kind, frame: frame,
            zIndex: zIndex.supplementary(section: s, pinned: pinned, pinningZIndex: pinningZIndex, own: element.zIndex),
            pinned: pinned, estimated: element.estimated)
    }

    /// The layout's own items on `edge` (compositional's layout-level boundary items): index path `[0, 0]`,
    /// header-edge ones returned before every section, footer-edge ones after, pinned within the whole content.
    @inline(__always)
    func forEachLayoutElement<E: Error>(
        of family: FamilyLayout, edge: SupplementaryEdge, _ body: (LayoutAttributes) throws(E) -> Void
    ) throws(E) {
        for element in family.layoutSupplementaries where element.edge == edge {
            try body(attributes(of: element, section: 0, in: wholeHost))
        }
    }

    /// Section `s`'s elements in the contract's order (`Pinning.forEachPart`), each supplementary at this offset.
    @inline(__always)
    func forEachElement<E: Error>(
        ofSection s: Int, in sections: UnsafeBufferPointer<SectionLayout>,
        _ body: (LayoutAttributes) throws(E) -> Void, cells: () throws(E) -> Void
    ) throws(E) {
        try pinning.forEachPart(ofSection: s, in: sections, isLast: s == lastSection) { e, host throws(E) in
            try body(attributes(of: e, section: s, in: host))
        } cells: {
            () throws(E) in
            try cells()
        } decoration: { a throws(E) in
            try body(a)
        }
    }

    /// Section `s`'s header-edge supplementaries, in order (read in place).
    @inline(__always)
    func forEachHeader<E: Error>(
        ofSection s: Int, in sections: UnsafeBufferPointer<SectionLayout>,
        _ body: (LayoutAttributes) throws(E) -> Void
    ) throws(E) {
        let host = pinning.host(of: sections, s, isLast: s == lastSection)
        for i in 0..<SectionView(sections, s).supplementaries.count
        where SectionView(sections, s).supplementaries[i].edge == .header {
            try body(attributes(of: SectionView(sections, s).supplementaries[i], section: s, in: host))
        }
    }

    /// Every supplementary and decoration of the layout, in the contract's order, handed to `body`, with
    /// `cells(s)` called where section `s`'s cells go: the layout's own header-edge items, every section
    /// (`forEachElement(ofSection:)`), the layout's own footer-edge items.
    @inline(__always)
    func forEachElement<E: Error>(
        of family: FamilyLayout, sections: UnsafeBufferPointer<SectionLayout>,
        _ body: (LayoutAttributes) throws(E) -> Void, cells: (Int) throws(E) -> Void
    ) throws(E) {
        try forEachLayoutElement(of: family, edge: .header, body)
        for s in sections.indices {
            try forEachElement(ofSection: s, in: sections, body) { () throws(E) in try cells(s) }
        }
        try forEachLayoutElement(of: family, edge: .footer, body)
    }
}

extension Pinning {
    /// Section `s`'s parts in the contract's order, the one place it is written: its header-edge supplementaries
    /// (each with its host), its cells (`cells()`), its footer-edge supplementaries, its decorations. The section
    /// is read in place (a copy of it retains and releases its items, supplementaries and decorations).
    @inline(__always)
    func forEachPart<E: Error>(
        ofSection s: Int, in sections: UnsafeBufferPointer<SectionLayout>, isLast: Bool,
        supplementary: (RestingSupplementary, Host) throws(E) -> Void, cells: () throws(E) -> Void,
        decoration: (LayoutAttributes) throws(E) -> Void
    ) throws(E) {
        let host = self.host(of: sections, s, isLast: isLast)
        let count = SectionView(sections, s).supplementaries.count
        for i in 0..<count where SectionView(sections, s).supplementaries[i].edge == .header {
            try supplementary(SectionView(sections, s).supplementaries[i], host)
        }
        try cells()
        for i in 0..<count where SectionView(sections, s).supplementaries[i].edge == .footer {
            try supplementary(SectionView(sections, s).supplementaries[i], host)
        }
        for d in 0..<SectionView(sections, s).decorations.count {
            let resting = SectionView(sections, s).decorations[d]
            try decoration(
                LayoutAttributes(
                    section: s, item: 0, category: .decoration, kind: resting.kind, frame: resting.frame,
                    zIndex: resting.zIndex))
        }
    }
}
