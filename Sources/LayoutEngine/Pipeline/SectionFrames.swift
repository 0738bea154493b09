/// Each section's band of the content, for pictures of a layout: along the scroll axis from where the layout
/// began placing the section (before any of its insets) to where a following section would begin (the same
/// `start` and `end` that `until: nextSection` reads), across the whole content on the other axis.
///
/// Bands of consecutive sections touch; IGListKit's sections, which may share a row, may overlap.
///
/// - Complexity: O(sections + explicit items): the resting layout without the query structures.
public func sectionFrames(_ description: LayoutDescription) throws(LayoutError) -> [Rect] {
    let horizontal = description.scrollDirection == .horizontal
    let cv = horizontal ? description.collectionView.transposed : description.collectionView
    let family = try restingLayout(description.family, collectionView: cv, horizontal: horizontal, indexed: false)
    let width = family.contentSize.width
    return family.sections.map { section in
        let band = Rect(x: 0, y: section.start, width: width, height: Swift.max(0, section.end - section.start))
        return horizontal ? band.transposed : band
    }
}
