/// Step 3 for `"all"`: every element is kept, so the count is known before any is made. A result over the limit
/// is refused at once; otherwise the array is allocated once at its exact size and every element is written in
/// place, in the contract's order (by section: header, cells by item, footer, decorations), with no per-element
/// capacity or uniqueness checks.
/// - Complexity: O(sections + elements).
func allAttributes(
    _ family: FamilyLayout, _ supplementaries: SupplementaryAttributes, limit: Int
) throws(LayoutError) -> [LayoutAttributes] {
    // The sections are read in place (not copied out of the array: that retains and releases each one's items).
    try family.sections.withUnsafeBufferPointer { sections throws(LayoutError) in
        var total = 0
        for s in sections.indices {
            let elements =
                sections[s].items.count &+ sections[s].decorations.count
                &+ (sections[s].header == nil ? 0 : 1) &+ (sections[s].footer == nil ? 0 : 1)
            let (sum, overflow) = total.addingReportingOverflow(elements)
            total = overflow ? Int.max : sum
        }
        if total > limit { throw .tooManyAttributes(limit: limit) }
        return [LayoutAttributes](exactCount: total) { buffer in
            guard let base = buffer.baseAddress else { return }
            var next = base
            for s in sections.indices {
                if let header = supplementaries.header(of: sections[s], section: s) {
                    next.initialize(to: header)
                    next += 1
                }
                next = sections[s].items.writeCells(section: s, zIndex: family.zIndex, to: next)
                if let footer = supplementaries.footer(of: sections[s], section: s) {
                    next.initialize(to: footer)
                    next += 1
                }
                for decoration in sections[s].decorations {
                    next.initialize(
                        to: LayoutAttributes(
                            section: s, item: 0, category: .decoration, kind: decoration.kind,
                            frame: decoration.frame))
                    next += 1
                }
            }
            precondition(next == base + total, "every counted element is written")
        }
    }
}

/// A section's header and footer attributes: resting frames moved by pinning, zIndex by the family's scheme.
struct SupplementaryAttributes {
    let pinning: Pinning
    let zIndex: ZIndexScheme
    /// The request's `pinning.zIndex`.
    let pinningZIndex: Int?
    let lastSection: Int

    /// The header's attributes; `nil` when the section has none.
    func header(of section: SectionLayout, section s: Int) -> LayoutAttributes? {
        guard let resting = section.header else { return nil }
        let frame = pinning.header(resting, section: s, of: section, isLast: s == lastSection)
        let pinned = frame != resting
        return LayoutAttributes(
            section: s, item: 0, category: .supplementary, kind: .header, frame: frame,
            zIndex: zIndex.supplementary(section: s, pinned: pinned, pinningZIndex: pinningZIndex), pinned: pinned)
    }

    /// The footer's attributes; `nil` when the section has none.
    func footer(of section: SectionLayout, section s: Int) -> LayoutAttributes? {
        guard let resting = section.footer else { return nil }
        let frame = pinning.footer(resting, section: s, of: section)
        let pinned = frame != resting
        return LayoutAttributes(
            section: s, item: 0, category: .supplementary, kind: .footer, frame: frame,
            zIndex: zIndex.supplementary(section: s, pinned: pinned, pinningZIndex: pinningZIndex), pinned: pinned)
    }
}
