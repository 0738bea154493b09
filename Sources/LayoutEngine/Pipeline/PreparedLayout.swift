/// A description's resting layout (step 1), ready to be queried at any offset (steps 2 and 3): one request lays
/// out once, and a timeline queries the same resting layout at every offset.
///
/// Two spaces meet here. The *physical* space is the contract's: UIKit coordinates, `contentOffset` the left
/// edge of the visible bounds. The *computing* space is the one the families lay out in: vertical (a horizontal
/// layout is transposed), and left-to-right. A mirrored layout (right-to-left and
/// `flipsHorizontallyInOppositeLayoutDirection`) is computed left-to-right with every physical inset's left and
/// right swapped (`contentInset`, and the `safeAreaInsets`, `layoutMargins` and `readableContentInsets` that
/// compositional reads) and the visible rect mirrored (`x' = contentSize.width - x - size.width`), then every frame is
/// mirrored back (`x' = contentSize.width - x - width`), as UIKit does: a horizontal layout starts at the right
/// end and its pinned headers pin to the right edge. Mirroring touches only what a query returns, so a
/// billion-item uniform section mirrors in constant time.
struct PreparedLayout {
    let description: LayoutDescription
    let horizontal: Bool
    let mirrored: Bool
    /// The scroll view in computing space (its `contentOffset` is set per query).
    let computing: CollectionViewDescription
    let family: FamilyLayout
    /// The content size in physical space.
    let contentSize: Size

    /// Step 1. Without `indexed` (the `"all"` query) flow and waterfall skip their band-query structures.
    /// The description is borrowed and copied once, into `self`, when the layout is done (an initializer's
    /// parameter is otherwise passed owned: a copy at the call, and another to read it after storing it).
    init(_ description: borrowing LayoutDescription, indexed: Bool) throws(LayoutError) {
        let horizontal = description.scrollDirection == .horizontal
        let mirrored = description.isMirrored
        var cv = description.collectionView
        if mirrored { cv.swapPhysicalInsets() }
        if horizontal { cv = cv.transposed }
        // The one content width of every family: a `contentInset` wider than the bounds leaves none.
        if cv.contentWidth < 0 { throw .contentInsetExceedsBounds }
        let family = try restingLayout(
            description.family, collectionView: cv, horizontal: horizontal, pinning: description.pinning,
            indexed: indexed)
        try RangeCheck.check(family, of: description.family)
        self.description = copy description
        self.horizontal = horizontal
        self.mirrored = mirrored
        computing = cv
        contentSize = horizontal ? family.contentSize.transposed : family.contentSize
        self.family = family
    }

    /// A physical x mirrored across the content (`x' = contentSize.width - x - width`).
    @inline(__always)
    func mirror(x: Double, width: Double) -> Double { contentSize.width - x - width }

    /// Steps 2 and 3 at `offset` (physical): the attributes `elements` selects, in the contract's order, in
    /// physical space. `candidateBudget` is what is left of the compute budget and is spent here.
    /// - Complexity: O(sections + log n + k) for a rect or visible query returning k cells; O(elements) for all.
    /// `expected` is how many attributes to reserve room for (a timeline passes its previous entry's count).
    func attributes(
        at offset: Point, elements: ElementsQuery, limit: Int, candidateBudget: inout Int, budgetLimit: Int,
        expected: Int
    ) throws(LayoutError) -> [LayoutAttributes] {
        // The scroll view in computing space at this offset (mirrored, then transposed, as the insets were).
        let unmirrored =
            mirrored ? Point(x: mirror(x: offset.x, width: description.collectionView.size.width), y: offset.y) : offset
        var cv = computing
        cv.contentOffset = horizontal ? unmirrored.transposed : unmirrored

        let query: Rect?
        switch elements {
        case .visible: query = cv.visibleRect
        case .all: query = nil
        case .rect(var r):
            if mirrored { r.x = mirror(x: r.x, width: r.width) }
            query = horizontal ? r.transposed : r
        }

        // Steps 2 and 3: pinning and the query.
        let pinning = Pinning(description.pinning, collectionView: cv, family: family)
        let supplementaries = SupplementaryAttributes(
            pinning: pinning, zIndex: family.zIndex, pinningZIndex: description.pinning.zIndex,
            lastSection: family.sections.count - 1)
        var attributes: [LayoutAttributes]
        if let query {
            var collector = AttributeCollector(
                query: query, limit: limit, candidateBudget: candidateBudget, budgetLimit: budgetLimit)
            collector.attributes.reserveCapacity(Swift.min(expected, limit))
            // The sections are read in place (not copied out of the array: that retains and releases each one's
            // items).
            try family.sections.withUnsafeBufferPointer { sections throws(LayoutError) in
                try supplementaries.forEachElement(of: family, sections: sections) { element throws(LayoutError) in
                    try collector.add(element)
                } cells: { s throws(LayoutError) in
                    try sections[s].items.collectCells(into: &collector, section: s, zIndex: family.zIndex)
                }
            }
            candidateBudget = collector.candidateBudget
            attributes = collector.attributes
        } else {
            attributes = try allAttributes(family, supplementaries, limit: limit)
        }

        if horizontal || mirrored {
            attributes.withUnsafeMutableBufferPointer { buffer in
                for i in buffer.indices {
                    var frame = horizontal ? buffer[i].frame.transposed : buffer[i].frame
                    if mirrored { frame.x = mirror(x: frame.x, width: frame.width) }
                    buffer[i].frame = frame
                }
            }
        }
        return attributes
    }

    /// The resting frame of a cell in physical space; `nil` when the index path does not exist.
    /// - Complexity: O(1) (a uniform section's frame is a closed form).
    func cellFrame(section: Int, item: Int) -> Rect? {
        guard section >= 0, section < family.sections.count, item >= 0,
            item < family.sections[section].items.count
        else { return nil }
        var frame = family.sections[section].items.frame(at: item)
        if horizontal { frame = frame.transposed }
        if mirrored { frame.x = mirror(x: frame.x, width: frame.width) }
        return frame
    }
}
