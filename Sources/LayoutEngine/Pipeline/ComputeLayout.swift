/// Lays out a collection and returns the attributes the query asks for.
///
/// A pure function: the same description gives the same result, and nothing outlives the call. Every family
/// goes through the same named steps: (1) the family computes resting frames section by section in vertical
/// space (horizontal scrolling is transposed in and out, a mirrored layout is computed left-to-right and mirrored
/// out: `PreparedLayout`); (2) pinning moves headers, footers and pinned boundary items; (3) the query selects
/// elements in the contract's order (by section: header-edge supplementaries, cells by item, footer-edge
/// supplementaries, decorations), searching each section's frames. A timeline (`collectionView.contentOffsets`)
/// runs step 1 once and steps 2–3 per offset; `scrollTo` finds the item's resting frame, computes UIKit's target
/// offset and runs steps 2–3 there.
///
/// With `guides`, the result also carries what a picture draws besides the elements (`LayoutGuides`: section
/// bands and pin lines, by the same rules).
///
/// - Complexity: O(sections + explicit items) to lay out (and index), plus, per offset of a timeline,
///   O(log sections + sections met + k) for a rect or visible query returning k attributes (each section met
///   searched in O(log n)); uniform sections cost O(1) however many items they hold.
public func computeLayout(
    _ description: LayoutDescription, elements: ElementsQuery = .visible, limits: LayoutLimits = LayoutLimits(),
    guides: Bool = false
) throws(LayoutError) -> LayoutResult {
    // Step 1: resting frames, with the search structures only when queries at several offsets (a timeline)
    // will search them: `"all"` never searches, and one query scans the frames once for what they would give.
    // The section index pays for itself past a few sections; below, a query visits each (the walk it replaces).
    var budget = WorkBudget(limit: limits.workBudget)
    // A fling's snap points, and a range's, are found by several band queries: they search like a timeline.
    let searchesSnapPoints = description.searchesSnapPoints(elements)
    let layout = try PreparedLayout(
        description,
        indexed: (elements != .all && description.collectionView.contentOffsets != nil) || searchesSnapPoints,
        sectionIndexed: (elements != .all || description.anchor != nil || searchesSnapPoints)
            && description.sectionCount > PreparedLayout.sectionsWalked,
        budget: &budget)
    // Without guides the answer is returned as made (no copy of it in this frame).
    guard guides else { return try layout.answer(elements: elements, limits: limits) }
    var result = try layout.answer(elements: elements, limits: limits)
    result.guides = layout.guides(for: result)
    return result
}

extension PreparedLayout {
    /// Steps 2 and 3 as the request asks: at its offset, at `scrollTo`'s target, at the offset an anchor
    /// resolves to, at every offset of a timeline (`collectionView.contentOffsets`), or over a scroll range
    /// (`rangeAnswer`); with `anchor`, each answer reports where it stands.
    func answer(
        elements: ElementsQuery, limits: LayoutLimits
    ) throws(LayoutError) -> LayoutResult {
        if let fling = description.fling {
            return try flingAnswer(fling, elements: elements, limits: limits)
        }
        if case .scrollRange(let from, let to) = elements {
            return try rangeAnswer(from: from, to: to, limit: limits.maxAttributes)
        }
        let reports = description.anchor != nil

        if let offsets = description.collectionView.contentOffsets {
            var entries: [TimelineEntry] = []
            entries.reserveCapacity(offsets.count)
            var remaining = limits.maxAttributes
            for offset in offsets {
                let attributes: [LayoutAttributes]
                do throws(LayoutError) {
                    attributes = try self.attributes(
                        at: offset, elements: elements, limit: remaining,
                        expected: (entries.last?.attributes.count ?? 24) + 8)
                } catch .tooManyAttributes {
                    // The limit counts every entry's attributes.
                    throw .tooManyAttributes(limit: limits.maxAttributes)
                }
                try RangeCheck.check(attributes, offset: .contentOffsets(index: entries.count))
                remaining -= attributes.count
                let anchor = reports ? reportedAnchor(at: offset) : nil
                entries.append(TimelineEntry(contentOffset: offset, attributes: attributes, anchor: anchor))
            }
            if description.timelineEncoding == .delta { entries = TimelineEntry.delta(entries) }
            return LayoutResult(
                contentSize: contentSize, attributes: [], timeline: entries, kindNames: family.kindNames,
                annotations: description.annotations)
        }

        var offset = description.resolvedContentOffset(contentSize: contentSize)
        var moved = false
        // The input that put the offset where it is, named if the answer there would leave ±1e15.
        var offsetSource = ImpossibleNumberSource.contentOffset
        if let scrollTo = description.scrollTo {
            offset = try scrollTarget(scrollTo, from: offset)
            moved = true
            offsetSource = .scrollTo
        }
        if case .resolve(let anchor) = description.anchor {
            offset = resolvedOffset(anchor, from: offset)
            moved = true
            offsetSource = .anchor
        }
        if moved { try RangeCheck.check(offset, offsetSource) }
        let attributes = try self.attributes(
            at: offset, elements: elements, limit: limits.maxAttributes, expected: 32)
        try RangeCheck.check(attributes, offset: offsetSource)
        let anchor = reports ? reportedAnchor(at: offset) : nil
        return LayoutResult(
            contentSize: contentSize, attributes: attributes, contentOffset: moved ? offset : nil,
            kindNames: family.kindNames, anchor: anchor, annotations: description.annotations)
    }
}

/// Step 1: the family's resting layout in vertical space. Without `indexed` (the `"all"` query) flow and
/// waterfall skip their band-query structures, which nothing then reads.
func restingLayout(
    _ description: borrowing LayoutDescription, collectionView cv: CollectionViewDescription, horizontal: Bool,
    indexed: Bool = true, budget: inout WorkBudget
) throws(LayoutError) -> FamilyLayout {
    switch description.family {
    case .flow(let flow):
        return try FlowLayout.resting(horizontal ? flow.transposed : flow, collectionView: cv, indexed: indexed)
    case .waterfall(let waterfall):
        if horizontal { throw .unsupportedScrollDirection(family: "waterfall", direction: .horizontal) }
        return try WaterfallLayout.resting(waterfall, collectionView: cv, indexed: indexed)
    case .iglist(let iglist):
        return try IGListLayout.resting(horizontal ? iglist.transposed : iglist, collectionView: cv, budget: &budget)
    case .magazine(let magazine):
        if horizontal { throw .unsupportedScrollDirection(family: "magazine", direction: .horizontal) }
        return try MagazineLayout.resting(magazine, collectionView: cv)
    case .compositional(let compositional):
        // An orthogonal section's offset is physical: mirrored into the unmirrored space, then transposed.
        let unmirrored = description.isMirrored ? compositional.mirroringOrthogonalOffsets : compositional
        return try CompositionalLayout.resting(
            horizontal ? unmirrored.transposed : unmirrored, collectionView: cv,
            pinning: description.pinning, annotations: description.annotations, budget: &budget)
    }
}

/// Step 3 for a rect query: keeps the elements the query selects, in order, and stops at the attribute limit
/// before allocating past it (`"all"` is written by `allAttributes`).
///
/// What a query examines is bounded by what it returns, by the shape of the code: a section's items are searched
/// by band (and a closed form's columns by x, `UniformRows`), so beyond the attributes it keeps a query examines
/// the sections its band meets and, in each, at most the cells at the band's edges, or the listed items of the
/// band (the body's own).
struct AttributeCollector {
    let query: Rect
    let limit: Int
    var attributes: [LayoutAttributes] = []
    /// How many cells and elements were made and tested against the query (kept or not): what tests bound.
    var examined = 0

    /// The last few answers of `elements(across:_:)`, replaced in turn.
    private var across: [(key: AcrossKey, met: [Int])] = []
    private var nextAcross = 0

    init(query: Rect, limit: Int) {
        self.query = query
        self.limit = limit
    }

    /// A repeated group's solution placed across a run (`CompositionalCells`): the solution, the run's position
    /// across it and the query's extent that way.
    struct AcrossKey: Equatable {
        var solution: ObjectIdentifier
        var alongX: Bool
        var position: Double
        var minimum: Double
        var maximum: Double
    }

    /// The indices of a solution's elements that meet the query across the run, if `remember(_:across:)` kept
    /// them: sections that share the solution and position test its elements once, not once a section (a
    /// solution of a thousand elements under 50,000 sections).
    func elements(across key: AcrossKey) -> [Int]? {
        for entry in across where entry.key == key { return entry.met }
        return nil
    }

    /// Keeps `met` for `key` among the last few, so the memory does not grow with the sections.
    mutating func remember(_ met: [Int], across key: AcrossKey) {
        if across.count < 4 {
            across.append((key, met))
        } else {
            across[nextAcross] = (key, met)
            nextAcross = (nextAcross + 1) % 4
        }
    }

    @inline(__always)
    mutating func add(_ element: LayoutAttributes) throws(LayoutError) {
        examined &+= 1
        if !element.frame.intersects(query) { return }
        try append(element)
    }

    /// Appends an element the caller tested itself, within the attribute limit.
    @inline(__always)
    mutating func append(_ element: LayoutAttributes) throws(LayoutError) {
        if attributes.count >= limit { throw .tooManyAttributes(limit: limit) }
        attributes.append(element)
    }

    /// Item `i` of section `s` as a candidate cell: added when the query selects it.
    @inline(__always)
    mutating func addCandidateCell(section s: Int, item i: Int, frame: Rect, zIndex: ZIndexScheme) throws(LayoutError) {
        examined &+= 1
        if !frame.intersects(query) { return }
        try append(
            LayoutAttributes(
                section: s, item: i, category: .cell, frame: frame, zIndex: zIndex.cell(section: s, item: i)))
    }
}

extension ItemFrames {
    /// The section's cells that `collector`'s query selects, found by the section's own range search. A method
    /// of the frames, so the caller's existential is opened in place: neither it nor the frames it holds is
    /// copied (retained and released) per section and offset; and a requirement, so it is specialised for
    /// each family.
    func collectCells(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme
    ) throws(LayoutError) {
        try collectCells(into: &collector, section: s, zIndex: zIndex, shift: 0)
    }

    /// The band's candidates (for a band moved up by `shift`, widened so rounding in `y + shift` loses none), each
    /// frame moved down by `shift` and tested.
    func collectCells(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme, shift: Double
    ) throws(LayoutError) {
        let query = collector.query
        let (minY, maxY) =
            shift == 0
            ? (query.minY, query.maxY)
            : ShiftedFrames<Self>.widened(query.minY - shift, query.maxY - shift, shift)
        try forEachCandidate(minY: minY, maxY: maxY) { i throws(LayoutError) in
            var frame = frame(at: i)
            if shift != 0 { frame.y += shift }
            try collector.addCandidateCell(section: s, item: i, frame: frame, zIndex: zIndex)
        }
    }
}
