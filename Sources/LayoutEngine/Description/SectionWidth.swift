/// A section's width across the scroll axis, one rule for every family that has section insets:
/// the content width less the inset's left and right (in vertical space: top and bottom when scrolling
/// horizontally). An inset that leaves less than nothing is a 422 at `location`, the inset's field (the layout's,
/// or the section's own override); a width of exactly 0 is valid.
func sectionWidth(
    contentWidth: Double, inset: EdgeInsets, at location: @autoclosure () -> ErrorLocation
) throws(LayoutError) -> Double {
    let width = contentWidth - inset.left - inset.right
    if width < 0 { throw .sectionInsetExceedsContent(at: location()) }
    return width
}
