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
    let lastLineAlignment: FlowLastLineAlignment
    let itemAlignment: FlowItemAlignment
    /// Room for a line: `contentWidth - inset.left - inset.right` (`sectionWidth`: never negative).
    let available: Double
    /// What the greedy sum of a line may reach: `available + FlowFit.tolerance`.
    var fitLimit: Double { available + FlowFit.tolerance }

    /// Section `s`'s values; throws when its inset leaves no width (`sectionWidth`).
    init(
        _ section: FlowSectionDescription, index s: Int, of layout: FlowLayoutDescription, contentWidth: Double
    ) throws(LayoutError) {
        inset = section.inset ?? layout.sectionInset
        lineSpacing = section.minimumLineSpacing ?? layout.minimumLineSpacing
        interitemSpacing = section.minimumInteritemSpacing ?? layout.minimumInteritemSpacing
        itemSize = section.itemSize ?? layout.itemSize
        headerHeight = (section.headerSize ?? layout.headerReferenceSize).height
        footerHeight = (section.footerSize ?? layout.footerReferenceSize).height
        lineAlignment = layout.lineAlignment
        lastLineAlignment = layout.lastLineAlignment
        itemAlignment = layout.itemAlignment
        available = try sectionWidth(
            contentWidth: contentWidth, inset: inset,
            at: section.inset == nil ? .layout(.sectionInset) : .section(s, .inset))
    }

    /// Where a line's first item starts and the distance between neighbours.
    struct LinePlacement: Sendable, Equatable {
        /// x of the first item.
        var firstX: Double
        /// Distance from one item's right edge to the next one's left edge.
        var gap: Double
    }

    /// How the last line is placed once `automatic` is resolved: like a line of some alignment, or on the grid.
    enum LastLineRule: Equatable {
        case like(FlowLineAlignment)
        case grid
    }

    /// The contract's `lastLineAlignment`, with `automatic` resolved by UIKit's rule: with `justified` lines, a
    /// section of one item size keeps its last line on the grid, one of several sizes packs it from the left
    /// inset; with another `lineAlignment` the last line is placed like the others.
    func lastLineRule(sameSizes: Bool) -> LastLineRule {
        switch lastLineAlignment {
        case .automatic:
            if lineAlignment == .justified { return sameSizes ? .grid : .like(.start) }
            return .like(lineAlignment)
        case .grid: return .grid
        case .start: return .like(.start)
        case .center: return .like(.center)
        case .end: return .like(.end)
        case .justified: return .like(.justified)
        }
    }

    /// Places a line of `count` items whose widths sum to `totalWidth`, the last `lastWidth` wide, whose greedy
    /// sum (`FlowFit`) is `used`.
    ///
    /// Every line but the last follows `lineAlignment`: `justified` (UIKit's) spreads the leftover over the gaps,
    /// first item on the left inset and last on the right, a line of one item centred; `start` / `center` / `end`
    /// pack the items at `minimumInteritemSpacing` at the left inset, centred, or at the right inset. The last
    /// line follows `lastLineRule`; on the grid it is placed as if filled with `phantoms` further items of its
    /// last item's size (computed by `FlowFit` from `used` when not given) and then aligned like a full line, so
    /// a lone item is centred only when it alone fills the line. When further items add nothing to the line
    /// (`minimumInteritemSpacing + lastWidth` not above 0: a 0-wide last item at zero spacing) the filling never
    /// ends and the line is placed as its limit, without counting phantoms: packed at `minimumInteritemSpacing`
    /// from the left inset with `justified`, by its own length with `start` / `center` / `end`. An item wider
    /// than the line sits at the left inset, whatever the alignment.
    func placement(
        count: Int, totalWidth: Double, lastWidth: Double, used: Double, isLastLine: Bool, sameSizes: Bool,
        phantoms knownPhantoms: Int? = nil
    ) -> LinePlacement {
        if count == 1 && totalWidth > available { return LinePlacement(firstX: inset.left, gap: interitemSpacing) }
        guard isLastLine else { return place(lineAlignment, count: count, totalWidth: totalWidth) }
        switch lastLineRule(sameSizes: sameSizes) {
        case .like(let alignment):
            return place(alignment, count: count, totalWidth: totalWidth)
        case .grid:
            if !(interitemSpacing + lastWidth > 0) {
                return place(lineAlignment == .justified ? .start : lineAlignment, count: count, totalWidth: totalWidth)
            }
            let phantoms =
                knownPhantoms
                ?? FlowFit.further(
                    used: used, width: lastWidth, spacing: interitemSpacing, limit: available + FlowFit.tolerance,
                    maximum: Int.max / 4)
            let filled = count + phantoms
            let filledWidth = totalWidth + Double(phantoms) * lastWidth
            if lineAlignment == .justified && filled > 1 {
                return LinePlacement(firstX: inset.left, gap: (available - filledWidth) / Double(filled - 1))
            }
            var line = place(lineAlignment, count: filled, totalWidth: filledWidth)
            if lineAlignment == .justified { line.gap = interitemSpacing }  // a lone item that fills the line
            return line
        }
    }

    /// A line of `count` items, `totalWidth` in all, placed by `alignment`.
    func place(_ alignment: FlowLineAlignment, count: Int, totalWidth: Double) -> LinePlacement {
        let left = inset.left
        let spacing = interitemSpacing
        let packed = totalWidth + Double(count - 1) * spacing
        switch alignment {
        case .start:
            return LinePlacement(firstX: left, gap: spacing)
        case .center:
            return LinePlacement(firstX: left + (available - packed) / 2, gap: spacing)
        case .end:
            return LinePlacement(firstX: left + available - packed, gap: spacing)
        case .justified:
            if count <= 1 { return LinePlacement(firstX: left + (available - totalWidth) / 2, gap: spacing) }
            return LinePlacement(firstX: left, gap: (available - totalWidth) / Double(count - 1))
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
