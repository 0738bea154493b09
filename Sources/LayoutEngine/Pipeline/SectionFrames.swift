/// Each section's band of the content (`LayoutGuides.sectionBands`: the rule lives there), for pictures and tests
/// of a layout, in physical space. A family that answers through its own query path (no `FamilyLayout` sections)
/// has no bands.
///
/// - Complexity: O(sections + explicit items): the resting layout without the query structures.
public func sectionFrames(_ description: LayoutDescription) throws(LayoutError) -> [Rect] {
    var budget = WorkBudget(limit: LayoutLimits.defaultWorkBudget)
    let prepared = try PreparedLayout(description, indexed: false, sectionIndexed: false, budget: &budget)
    return prepared.family.sections.map { prepared.band(from: $0.start, to: $0.end) }
}
