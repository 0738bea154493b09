/// A description's resting layout (step 1), ready to be queried at any offset (steps 2 and 3): one request lays
/// out once, and a timeline queries the same resting layout at every offset.
///
/// The layout lives in computing space (`ComputingSpace`: vertical, left-to-right); a mirrored layout is computed
/// left-to-right with every physical inset's left and right swapped (`contentInset`, and the `safeAreaInsets`,
/// `layoutMargins` and `readableContentInsets` that compositional reads). Queries go in and frames come out
/// through `space`, the one transform, as UIKit does: a horizontal mirrored layout starts at the right end and its
/// pinned headers pin to the right edge. Transforming touches only what a query returns, so a billion-item uniform
/// section mirrors in constant time. `shortContentAlignment: bottom` moves the resting layout itself down
/// (`shift`), before anything is pinned or queried.
struct PreparedLayout {
    /// Variable so that a fling's answer is this layout with the offset moved (`FlingQuery.swift`).
    var description: LayoutDescription
    /// Physical ↔ computing.
    let space: ComputingSpace
    /// The scroll view in computing space (its `contentOffset` is not read: each query passes its own).
    let computing: CollectionViewDescription
    /// The resting layout in computing space, moved down by `shift`.
    var family: FamilyLayout
    /// The content size in physical space.
    let contentSize: Size
    /// How far every resting frame moved down, in computing space: content shorter than the visible area with
    /// `shortContentAlignment: bottom` sits at the bottom (0 otherwise).
    let shift: Double
    /// The pinning rules, for every offset.
    let pinning: Pinning
    /// The host of the layout's own boundary items (compositional): the whole content.
    let wholeHost: Pinning.Host
    /// The sections' extents (nil for the `"all"` query without an anchor, which visits every section anyway).
    let index: SectionIndex?

    /// Up to this many sections a query visits every one instead of building the section index (four arrays
    /// and a tree: about as much work as the walk it saves, for a few sections).
    static let sectionsWalked = 16

    var horizontal: Bool { space.horizontal }
    var mirrored: Bool { space.mirrored }

    /// Step 1. Without `indexed` (the `"all"` query) flow and waterfall skip their band-query structures; without
    /// `sectionIndexed` no section index is built.
    /// The description is borrowed and copied once, into `self`, when the layout is done (an initializer's
    /// parameter is otherwise passed owned: a copy at the call, and another to read it after storing it).
    init(
        _ description: borrowing LayoutDescription, indexed: Bool, sectionIndexed: Bool = true,
        budget: inout WorkBudget
    ) throws(LayoutError) {
        let horizontal = description.scrollDirection == .horizontal
        if horizontal && description.verticalLayoutDirection == .bottomToTop {
            throw .requiresVerticalScrolling(at: .layout(.verticalLayoutDirection))
        }
        if horizontal && description.shortContentAlignment == .bottom {
            throw .requiresVerticalScrolling(at: .layout(.shortContentAlignment))
        }
        let mirrored = description.isMirrored
        var cv = description.collectionView
        if mirrored { cv.swapPhysicalInsets() }
        if horizontal { cv = cv.transposed }
        // The one content width of every family: a `contentInset` wider than the bounds leaves none.
        if cv.contentWidth < 0 { throw .contentInsetExceedsBounds }
        var family = try restingLayout(
            description, collectionView: cv, horizontal: horizontal, indexed: indexed, budget: &budget)
        try RangeCheck.check(family, of: description.family)
        let contentSize = horizontal ? family.contentSize.transposed : family.contentSize
        let shift =
            description.shortContentAlignment == .bottom
            ? Self.bottomAlignmentShift(contentHeight: family.contentSize.height, collectionView: cv) : 0
        if shift != 0 { family.shift(by: shift) }
        let pinning = Pinning(description.pinning, collectionView: cv, family: family)
        let height = family.contentSize.height
        let wholeHost =
            shift == 0
            ? Pinning.Host(contentTop: 0, contentEnd: height, end: height)
            : Pinning.Host(contentTop: shift, contentEnd: height + shift, end: height + shift)
        self.index = sectionIndexed ? Self.sectionIndex(of: family, pinning: pinning) : nil
        self.description = copy description
        self.space = ComputingSpace(
            horizontal: horizontal, mirrored: mirrored, contentWidth: contentSize.width,
            boundsWidth: description.collectionView.size.width)
        computing = cv
        self.contentSize = contentSize
        self.shift = shift
        self.pinning = pinning
        self.wholeHost = wholeHost
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

    /// Steps 2 and 3 at `offset` (physical): the attributes `elements` selects, in the contract's order, in
    /// physical space.
    /// `expected` is how many attributes to reserve room for (a timeline passes its previous entry's count).
    /// - Complexity: O(log sections + sections met + k) for a rect or visible query returning k attributes
    ///   (`SectionIndex.forEachSection`), plus the band search of each section met; O(elements) for all.
    func attributes(
        at offset: Point, elements: ElementsQuery, limit: Int, expected: Int
    ) throws(LayoutError) -> [LayoutAttributes] {
        let o = space.computing(offset: offset)
        var query: Rect?
        // The query as the contract states it, in physical space.
        let physicalQuery: Rect?
        switch elements {
        // A scroll range is answered by `rangeAnswer`; at one offset of it, the visible query.
        case .visible, .scrollRange:
            query = Rect(x: o.x, y: o.y, width: computing.size.width, height: computing.size.height)
            physicalQuery = Rect(
                x: offset.x, y: offset.y, width: description.collectionView.size.width,
                height: description.collectionView.size.height)
        case .all:
            query = nil
            physicalQuery = nil
        case .rect(let r):
            query = space.computing(r)
            physicalQuery = r
        }
        // Mirroring rounds: an element at the query's edge can meet the mirrored query and miss the physical one,
        // or the other way. So a mirrored layout searches a query a few ulps wider and keeps what meets the
        // physical one (`keepIntersecting`), the test a client applies to a scroll range's frames.
        if mirrored, let q = query { query = Self.widened(q) }

        // Steps 2 and 3: pinning and the query.
        let supplementaries = SupplementaryAttributes(
            pinning: pinning, offset: o.y, zIndex: family.zIndex, pinningZIndex: description.pinning.zIndex,
            lastSection: family.sections.count - 1, wholeHost: wholeHost)
        var attributes: [LayoutAttributes]
        if let query {
            var collector = AttributeCollector(query: query, limit: limit)
            collector.attributes.reserveCapacity(Swift.min(expected, limit))
            // The sections are read in place (not copied out of the array: that retains and releases each one's
            // items).
            try family.sections.withUnsafeBufferPointer { sections throws(LayoutError) in
                try supplementaries.forEachLayoutElement(of: family, edge: .header) { a throws(LayoutError) in
                    try collector.add(a)
                }
                // Each section met, visited in place (a loop, not a closure: the collector is not captured).
                var walk =
                    index?.sections(meeting: query.minY, query.maxY, offsets: o.y, o.y)
                    ?? .all(sections.count)
                while let (s, met) = walk.next() {
                    if met {
                        try supplementaries.forEachElement(ofSection: s, in: sections) { a throws(LayoutError) in
                            try collector.add(a)
                        } cells: { () throws(LayoutError) in
                            try SectionView(sections, s).withItems { items throws(LayoutError) in
                                try items.collectCells(into: &collector, section: s, zIndex: family.zIndex)
                            }
                        }
                    } else {
                        // Met only by a header that follows without end: nothing else of it can meet the band.
                        try supplementaries.forEachHeader(ofSection: s, in: sections) { a throws(LayoutError) in
                            try collector.add(a)
                        }
                    }
                }
                try supplementaries.forEachLayoutElement(of: family, edge: .footer) { a throws(LayoutError) in
                    try collector.add(a)
                }
            }
            attributes = collector.attributes
        } else {
            attributes = try allAttributes(family, supplementaries, limit: limit)
        }

        if description.annotations.hasEstimates { markEstimated(&attributes) }
        if horizontal || mirrored { toPhysical(&attributes, at: offset, computingOffset: o.y) }
        if mirrored, let physicalQuery { keepIntersecting(physicalQuery, &attributes) }
        return attributes
    }

    /// `q` a few ulps wider on every side, so that it meets whatever the query it was mirrored from meets.
    static func widened(_ q: Rect) -> Rect {
        let m = 8 * (q.x.magnitude + q.width + q.y.magnitude + q.height).ulp
        return Rect(x: q.x - m, y: q.y - m, width: q.width + 2 * m, height: q.height + 2 * m)
    }

    /// Keeps the attributes whose physical frame intersects `physicalQuery` (an orthogonal element's, the query
    /// moved by `moved(_:_:)`).
    /// - Complexity: O(attributes).
    func keepIntersecting(_ physicalQuery: Rect, _ attributes: inout [LayoutAttributes]) {
        attributes.removeAll { a in !a.frame.intersects(a.orthogonal ? moved(physicalQuery, a.section) : physicalQuery)
        }
    }

    /// The physical query moved for section `s`'s orthogonal elements: by its `orthogonalContentOffset`, which is
    /// physical like every coordinate of an answer, mirrored layout or not.
    func moved(_ physicalQuery: Rect, _ s: Int) -> Rect {
        guard case .compositional(let c) = description.family, s >= 0, s < c.sections.count else {
            return physicalQuery
        }
        let offset = c.sections[s].orthogonalContentOffset
        var r = physicalQuery
        r.x += offset.x
        r.y += offset.y
        return r
    }

    /// Every frame moved from computing to physical space (`space`). A pinned element of a mirrored horizontal
    /// layout takes its origin from its physical follower at the physical offset (`ComputingSpace.physical(_:width:)`),
    /// the number a scroll range's `follows` gives a client, rather than the mirror of its computing origin.
    /// - Complexity: O(attributes).
    func toPhysical(_ attributes: inout [LayoutAttributes], at offset: Point, computingOffset o: Double) {
        let pinsPhysically = horizontal && mirrored
        attributes.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices {
                let computingFrame = buffer[i].frame
                var frame = space.physical(computingFrame)
                if pinsPhysically && buffer[i].pinned,
                    let follower = follower(of: buffer[i], computingFrame: computingFrame, at: o)
                {
                    frame.x = space.physical(follower, width: computingFrame.height).origin(at: offset.x)
                }
                buffer[i].frame = frame
            }
        }
    }

    /// The follower of a pinned supplementary, found by its section and kind among the elements that pin (the
    /// layout's own, for section 0, too) as the one that stands at `computingFrame` at computing offset `o`.
    func follower(of a: LayoutAttributes, computingFrame: Rect, at o: Double) -> Follower? {
        func match(_ e: RestingSupplementary, section s: Int, _ host: Pinning.Host) -> Follower? {
            guard e.kind == a.kind, let f = pinning.follower(of: e, section: s, in: host) else { return nil }
            return f.origin(at: o) == computingFrame.y ? f : nil
        }
        let s = a.section
        if s >= 0 && s < family.sections.count {
            let host = pinning.host(of: family.sections[s], isLast: s == family.sections.count - 1)
            let elements = family.sections[s].supplementaries
            for i in 0..<elements.count {
                if let f = match(elements[i], section: s, host) { return f }
            }
        }
        if s == 0 {
            for e in family.layoutSupplementaries {
                if let f = match(e, section: 0, wholeHost) { return f }
            }
        }
        return nil
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
        return family.sections[section].items.frame(at: item)
    }

    /// The resting frame of a cell in physical space; `nil` when the index path does not exist.
    /// - Complexity: O(1) (a uniform section's frame is a closed form).
    func cellFrame(section: Int, item: Int) -> Rect? {
        computingCellFrame(section: section, item: item).map(space.physical)
    }
}
