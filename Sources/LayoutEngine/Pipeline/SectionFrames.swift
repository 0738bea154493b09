/// Each section's band of the content, for pictures of a layout: along the scroll axis from where the layout
/// began placing the section (before any of its insets) to where a following section would begin (the same
/// `start` and `end` that `until: nextSection` reads), across the whole content on the other axis; in physical
/// space (transposed back for horizontal scrolling, mirrored when the layout is).
///
/// Bands of consecutive sections touch; IGListKit's sections, which may share a row, may overlap. A family that
/// answers through its own query path (no `FamilyLayout` sections) has no bands.
///
/// - Complexity: O(sections + explicit items): the resting layout without the query structures.
public func sectionFrames(_ description: LayoutDescription) throws(LayoutError) -> [Rect] {
    var budget = WorkBudget(limit: LayoutLimits.defaultWorkBudget)
    let prepared = try PreparedLayout(description, indexed: false, sectionIndexed: false, budget: &budget)
    let width = prepared.family.contentSize.width
    return prepared.family.sections.map { section in
        prepared.space.physical(
            Rect(x: 0, y: section.start, width: width, height: Swift.max(0, section.end - section.start)))
    }
}
