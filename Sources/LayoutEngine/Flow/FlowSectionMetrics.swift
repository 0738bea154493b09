/// One flow section's resolved values (the delegate answer when given, else the layout's property) and the
/// rule that places a line's items along it, shared by explicit and uniform sections so both agree.
struct FlowSectionMetrics: Sendable {
    /// The section's inset (`inset` override, else `sectionInset`).
    let inset: EdgeInsets
    /// Distance between lines.
    let lineSpacing: Double
    /// Least distance between items of a line.
    let interitemSpacing: Double
    /// The size of a uniform section's items when the section names none.
    let itemSize: Size
    /// Header height along the scroll axis; 0 = no header.
    let headerHeight: Double
    /// Footer height along the scroll axis; 0 = no footer.
    let footerHeight: Double
    let lineAlignment: FlowLineAlignment
    let itemAlignment: FlowItemAlignment
    /// Room for a line: `contentWidth - inset.left - inset.right` (may be negative; then every item sits alone).
    let available: Double

    init(_ section: FlowSectionDescription, of layout: FlowLayoutDescription, contentWidth: Double) {
        inset = section.inset ?? layout.sectionInset
        lineSpacing = section.minimumLineSpacing ?? layout.minimumLineSpacing
        interitemSpacing = section.minimumInteritemSpacing ?? layout.minimumInteritemSpacing
        itemSize = section.itemSize ?? layout.itemSize
        headerHeight = (section.headerSize ?? layout.headerReferenceSize).height
        footerHeight = (section.footerSize ?? layout.footerReferenceSize).height
        lineAlignment = layout.lineAlignment
        itemAlignment = layout.itemAlignment
        available = contentWidth - inset.left - inset.right
    }

    /// Where a line's first item starts and the distance between neighbours.
    struct LinePlacement: Sendable, Equatable {
        /// x of the first item.
        var firstX: Double
        /// Distance from one item's right edge to the next one's left edge.
        var gap: Double
    }

    /// Places a line of `count` items whose widths sum to `totalWidth`, the last `lastWidth` wide.
    ///
    /// `justified` (UIKit's): the leftover is spread over the gaps, first item on the left inset, last on the
    /// right; a line of one item is centred. The *last* line of a section is spaced as if filled with more items
    /// of its last item's size: `n = count + floor(leftover / (spacing + lastWidth))` items, gap
    /// `(available - (totalWidth + (n - count) * lastWidth)) / (n - 1)`, so a uniform grid's last line stays on
    /// the grid. Hence a lone item on the last line sits on the left inset when the filled line would hold more
    /// than one item (where the grid puts it), and is centred only when one item alone fills the line.
    /// `start` / `center` / `end`: items at `minimumInteritemSpacing`, the group aligned.
    func placement(count: Int, totalWidth: Double, lastWidth: Double, isLastLine: Bool)
        -> LinePlacement
    {
        let left = inset.left
        let spacing = interitemSpacing
        let packed = totalWidth + Double(count - 1) * spacing
        switch lineAlignment {
        case .start:
            return LinePlacement(firstX: left, gap: spacing)
        case .center:
            return LinePlacement(firstX: left + (available - packed) / 2, gap: spacing)
        case .end:
            return LinePlacement(firstX: left + available - packed, gap: spacing)
        case .justified:
            var slots = Double(count)
            var filled = totalWidth
            if isLastLine, spacing + lastWidth > 0 {
                let phantoms = ((available - packed) / (spacing + lastWidth)).rounded(.down)
                if phantoms.isFinite, phantoms > 0 {
                    slots += phantoms
                    filled += phantoms * lastWidth
                }
            }
            if slots <= 1 {
                return LinePlacement(firstX: left + (available - totalWidth) / 2, gap: spacing)
            }
            return LinePlacement(firstX: left, gap: (available - filled) / (slots - 1))
        }
    }

    /// y of an item `height` tall in a line starting at `lineTop`, `lineHeight` tall (`itemAlignment`).
    func itemY(height: Double, lineTop: Double, lineHeight: Double) -> Double {
        switch itemAlignment {
        case .start: lineTop
        case .center: lineTop + (lineHeight - height) / 2
        case .end: lineTop + lineHeight - height
        }
    }
}
