/// IGListKit's running position while it walks sections and items (`_calculateLayoutIfNeeded`), in vertical
/// space: the row the next item goes on, the x after the last item, where the next row begins, and the rolling
/// bounds of the current section (which an empty section's header starts from).
struct IGListCursor: Sendable {
    /// `itemCoordInScrollDirection`: the top of the current row, before the section's top inset.
    var itemY = 0.0
    /// `itemCoordInFixedDirection`: where the next item would start on the current row.
    var itemX = 0.0
    /// `nextRowCoordInScrollDirection`: where a new row would begin, before the section's top inset.
    var nextRowY = 0.0
    /// `rollingSectionBounds`: the union of the current section's frames (carried over into an empty section).
    var rolling = Rect.zero
    /// The term of the shared row run (`IGListRowRun`) the last uniform section's x after its last item was read
    /// off, if it was: where the next section's row 0 most likely starts on that run (checked, never trusted).
    var runTerm: Int?

    /// Places item `index` of a section and returns its frame.
    ///
    /// The row breaks when the item would end more than 1 point past `maxX`, or for the first item under a
    /// header. A new row starts at `inset.left`, `minimumLineSpacing` below the next-row line (no spacing before
    /// the first row of a section). With `stretchToEdge`, an item ending within (0, 1] of the padded width
    /// stretches to it. The frame is floored (origin) and ceiled (size) to the pixel grid; rows are tracked in
    /// the section's own top-inset frame, as IGListKit does.
    mutating func place(
        _ size: Size, index: Int, headerExists: Bool, metrics m: IGListSectionMetrics, stretchToEdge: Bool,
        grid: PixelGrid
    ) -> Rect {
        var length = Swift.min(size.width, m.paddedWidth)
        if itemX + length > m.maxX + IGListSectionMetrics.overshootTolerance || (index == 0 && headerExists) {
            itemY = nextRowY
            itemX = m.inset.left
            if index > 0 { itemY += m.lineSpacing }
        }
        let distanceToEdge = m.paddedWidth - (itemX + length)
        if stretchToEdge && distanceToEdge > 0 && distanceToEdge <= IGListSectionMetrics.overshootTolerance {
            length = m.paddedWidth - itemX
        }
        let frame = grid.integral(Rect(x: itemX, y: itemY + m.inset.top, width: length, height: size.height))
        nextRowY = Swift.max(frame.maxY - m.inset.top, nextRowY)
        itemX += length + m.interitemSpacing
        rolling = index == 0 ? frame : rolling.union(frame)
        return frame
    }
}

extension PixelGrid {
    /// IGListKit's `IGListRectIntegralScaled`: the rect with its origin floored and its size ceiled.
    func integral(_ r: Rect) -> Rect {
        Rect(x: floor(r.x), y: floor(r.y), width: ceil(r.width), height: ceil(r.height))
    }
}

/// One section controller's answers, resolved against the content width.
struct IGListSectionMetrics: Sendable {
    /// IGListKit's `epsilon`: how far past the edge an item may end and stay on its row.
    static let overshootTolerance = 1.0

    let inset: EdgeInsets
    let lineSpacing: Double
    let interitemSpacing: Double
    /// `paddedLengthInFixedDirection`: the content width less the section's left and right insets.
    let paddedWidth: Double
    /// `maxCoordinateInFixedDirection`: the content width less the right inset.
    let maxX: Double
    /// Header and footer heights (0 when hidden because the section is empty).
    let headerHeight: Double
    let footerHeight: Double

    /// Section `index`'s answers; throws when its inset leaves no width (`sectionWidth`).
    init(_ s: IGListSectionDescription, index: Int, contentWidth: Double, hidden: Bool) throws(LayoutError) {
        inset = s.inset
        lineSpacing = s.minimumLineSpacing
        interitemSpacing = s.minimumInteritemSpacing
        paddedWidth = try sectionWidth(contentWidth: contentWidth, inset: s.inset, at: .section(index, .inset))
        maxX = contentWidth - s.inset.right
        headerHeight = hidden ? 0 : s.headerSize.height
        footerHeight = hidden ? 0 : s.footerSize.height
    }
}
