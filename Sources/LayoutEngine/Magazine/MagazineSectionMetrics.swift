/// One MagazineLayout section's metrics (`MagazineLayoutSectionMetrics`): the delegate's answers, section
/// overrides first, and the section's width.
struct MagazineSectionMetrics: Sendable {
    let sectionInsets: EdgeInsets
    let itemInsets: EdgeInsets
    let horizontalSpacing: Double
    let verticalSpacing: Double
    /// The content width less the section's left and right insets (`sectionWidth`: never negative).
    let width: Double
    /// The screen scale item widths are rounded to.
    let scale: Double

    /// Section `index`'s metrics; throws when its insets leave no width (`sectionWidth`).
    init(
        _ s: MagazineSectionDescription, index: Int, of d: MagazineLayoutDescription, contentWidth: Double,
        scale: Double
    ) throws(LayoutError) {
        sectionInsets = s.sectionInsets ?? d.sectionInsets
        itemInsets = s.itemInsets ?? d.itemInsets
        horizontalSpacing = s.horizontalSpacing ?? d.horizontalSpacing
        verticalSpacing = s.verticalSpacing ?? d.verticalSpacing
        width = try sectionWidth(
            contentWidth: contentWidth, inset: sectionInsets,
            at: s.sectionInsets == nil ? .layout(.sectionInsets) : .section(index, .sectionInsets))
        self.scale = scale
    }

    /// The leading margin and the width of an item of `mode`: `((available - spacing * (d - 1)) / d)` rounded
    /// to the nearest pixel (halves away from zero, as `CGFloat.rounded()`), never below 0.
    func placement(of mode: MagazineWidthMode) -> (margin: Double, width: Double) {
        let margin: Double
        let available: Double
        if mode == .fullWidth(respectsHorizontalInsets: false) {
            margin = sectionInsets.left
            available = width
        } else {
            margin = sectionInsets.left + itemInsets.left
            available = width - itemInsets.left - itemInsets.right
        }
        let divisor = Double(mode.divisor)
        let raw = (available - horizontalSpacing * (divisor - 1)) / divisor
        return (margin, Swift.max(0, PixelGrid(scale: scale).round(raw)))
    }
}

extension MagazineWidthMode {
    /// Items per row: 1 for full width, else the fraction's divisor.
    var divisor: Int {
        switch self {
        case .fullWidth: 1
        case .fractional(let divisor): divisor
        }
    }
}
