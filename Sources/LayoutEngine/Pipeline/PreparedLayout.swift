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
    /// How far every resting frame moves down, in computing space: content shorter than the visible area with
    /// `shortContentAlignment: bottom` sits at the bottom (0 otherwise).
    let shift: Double

    /// Step 1. Without `indexed` (the `"all"` query) flow and waterfall skip their band-query structures.
    /// The description is borrowed and copied once, into `self`, when the layout is done (an initializer's
    /// parameter is otherwise passed owned: a copy at the call, and another to read it after storing it).
    init(_ description: borrowing LayoutDescription, indexed: Bool, budget: inout WorkBudget) throws(LayoutError) {
        let horizontal = description.scrollDirection == .horizontal
        if horizontal && description.verticalLayoutDirection == .bottomToTop {
            throw .requiresVerticalScrolling(pointer: "/layout/verticalLayoutDirection")
        }
        if horizontal && description.shortContentAlignment == .bottom {
            throw .requiresVerticalScrolling(pointer: "/layout/shortContentAlignment")
        }
        // Each section written out with items pays for its own first step: work per byte stays bounded (a
        // 64 KiB body holds at most 4,369 of them, 35,000 units), and empty sections add nothing to spend elsewhere.
        budget.allow(description.occupiedSectionCount &* WorkBudget.Cost.describedSection)
        let mirrored = description.isMirrored
        var cv = description.collectionView
        if mirrored { cv.swapPhysicalInsets() }
        if horizontal { cv = cv.transposed }
        // The one content width of every family: a `contentInset` wider than the bounds leaves none.
        if cv.contentWidth < 0 { throw .contentInsetExceedsBounds }
        let family = try restingLayout(
            description, collectionView: cv, horizontal: horizontal, indexed: indexed, budget: &budget)
        try RangeCheck.check(family, of: description.family)
        self.description = copy description
        self.horizontal = horizontal
        self.mirrored = mirrored
        computing = cv
        contentSize = horizontal ? family.contentSize.transposed : family.contentSize
        shift =
            description.shortContentAlignment == .bottom
            ? Self.bottomAlignmentShift(contentHeight: family.contentSize.height, collectionView: cv) : 0
        self.family = family
    }

    /// ChatLayout's `keepContentAtBottomOfVisibleArea`: with the visible height `Vh = size.height -
    /// contentInset.top - contentInset.bottom`, content no taller than it (`round(H) <= round(Vh)`, whole points,
    /// halves away from zero) moves down by `round(Vh) - round(H)`; taller content does not move.
    static func bottomAlignmentShift(contentHeight: Double, collectionView cv: CollectionViewDescription) -> Double {
        let visible = (cv.size.height - cv.contentInset.top - cv.contentInset.bottom).rounded()
        let height = contentHeight.rounded()
        return height <= visible ? visible - height : 0
    }

    /// A physical x mirrored across the content (`x' = contentSize.width - x - width`).
    @inline(__always)
    func mirror(x: Double, width: Double) -> Double { contentSize.width - x - width }

    /// Steps 2 and 3 at `offset` (physical): the attributes `elements` selects, in the contract's order, in
    /// physical space. Each candidate examined is charged to `budget`, naming `source` when it runs out.
    /// - Complexity: O(sections + log n + k) for a rect or visible query returning k cells; O(elements) for all.
    /// `expected` is how many attributes to reserve room for (a timeline passes its previous entry's count).
    func attributes(
        at offset: Point, elements: ElementsQuery, limit: Int, budget: inout WorkBudget, source: WorkSource,
        expected: Int
    ) throws(LayoutError) -> [LayoutAttributes] {
        // The scroll view in computing space at this offset (resting frames moved down by `shift` are queried and
        // pinned `shift` higher, then moved down).
        let cv = computingView(at: offset)

        // Each query after the request's first visits every section again: the offsets multiply that.
        if case .contentOffsets = source {
            try budget.charge(family.sections.count &* WorkBudget.Cost.sectionVisit, source)
        }

        let query: Rect?
        switch elements {
        case .visible: query = cv.visibleRect
        case .all: query = nil
        case .rect(var r):
            if mirrored { r.x = mirror(x: r.x, width: r.width) }
            if horizontal { r = r.transposed }
            r.y -= shift
            query = r
        }

        // Steps 2 and 3: pinning and the query.
        let pinning = Pinning(description.pinning, collectionView: cv, family: family)
        let supplementaries = SupplementaryAttributes(
            pinning: pinning, zIndex: family.zIndex, pinningZIndex: description.pinning.zIndex,
            lastSection: family.sections.count - 1)
        var attributes: [LayoutAttributes]
        if let query {
            var collector = AttributeCollector(query: query, limit: limit, budget: budget, source: source)
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
            budget = collector.budget
            attributes = collector.attributes
        } else {
            attributes = try allAttributes(family, supplementaries, limit: limit)
        }

        if description.annotations.hasEstimates { markEstimated(&attributes) }
        if horizontal || mirrored || shift != 0 {
            attributes.withUnsafeMutableBufferPointer { buffer in
                for i in buffer.indices {
                    var frame = buffer[i].frame
                    frame.y += shift
                    if horizontal { frame = frame.transposed }
                    if mirrored { frame.x = mirror(x: frame.x, width: frame.width) }
                    buffer[i].frame = frame
                }
            }
        }
        return attributes
    }

    /// Marks the cells the request calls estimates (`"estimated": true` on the item or its section).
    /// - Complexity: O(attributes).
    func markEstimated(_ attributes: inout [LayoutAttributes]) {
        let annotations = description.annotations
        for i in attributes.indices where attributes[i].category == .cell {
            if annotations.isEstimated(section: attributes[i].section, item: attributes[i].item) {
                attributes[i].estimated = true
            }
        }
    }

    /// The resting frame of a cell in computing space (vertical, unmirrored, `shift` applied); `nil` when the
    /// index path does not exist.
    /// - Complexity: O(1) (a uniform section's frame is a closed form).
    func computingCellFrame(section: Int, item: Int) -> Rect? {
        guard section >= 0, section < family.sections.count, item >= 0,
            item < family.sections[section].items.count
        else { return nil }
        var frame = family.sections[section].items.frame(at: item)
        frame.y += shift
        return frame
    }

    /// The resting frame of a cell in physical space; `nil` when the index path does not exist.
    /// - Complexity: O(1) (a uniform section's frame is a closed form).
    func cellFrame(section: Int, item: Int) -> Rect? {
        guard var frame = computingCellFrame(section: section, item: item) else { return nil }
        if horizontal { frame = frame.transposed }
        if mirrored { frame.x = mirror(x: frame.x, width: frame.width) }
        return frame
    }
}
