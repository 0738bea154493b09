/// `UICollectionViewCompositionalLayout`, as COMPOSITIONAL.md specifies it.
///
/// The layout is computed in vertical space (horizontal scrolling transposes the description in and the frames
/// out): (1) the layout container; (2) each section's group solved once and repeated, sections stacked with
/// `interSectionSpacing`, layout-level boundary items around them (step 16); (3) the query, with pinning
/// (step 17), in the response order of step 18.
enum CompositionalLayout {
    /// The most cells one solved group may hold (a group of zero-width items in a huge section would otherwise
    /// keep items without end).
    static let maxCellsPerGroup = 100_000
    /// The farthest the content may reach along the scroll axis.
    static let maxContentLength = 1e15

    /// The attributes `elements` asks for.
    /// - Complexity: O(sections + groups solved + layout-level items) to lay out; a uniform section solves at
    ///   most two groups whatever its item count, and a query examines only the groups its rect reaches.
    static func compute(
        _ description: CompositionalLayoutDescription, collectionView: CollectionViewDescription,
        horizontal: Bool, pinning: PinningDescription, elements: ElementsQuery, limits: LayoutLimits
    ) throws(LayoutError) -> LayoutResult {
        try validate(pinning)
        let d = horizontal ? description.transposed : description
        let cv = horizontal ? collectionView.transposed : collectionView
        let kinds = CompositionalKindTable(d)
        try kinds.validate(d)
        let layout = try resting(d, collectionView: cv, kinds: kinds.indices)
        let query: Rect?
        switch elements {
        case .visible: query = cv.visibleRect
        case .all: query = nil
        case .rect(let r): query = horizontal ? r.transposed : r
        }
        var collector = CompositionalCollector(
            layout: layout, pinning: CompositionalPinning(pinning, collectionView: cv), query: query, limits: limits)
        try collector.collect()
        var result = LayoutResult(
            contentSize: layout.contentSize, attributes: collector.attributes, kindNames: kinds.names)
        if horizontal {
            result.contentSize = result.contentSize.transposed
            for i in result.attributes.indices {
                result.attributes[i].frame = result.attributes[i].frame.transposed
            }
        }
        return result
    }

    /// `pinning.headers` and `footers` do not apply: this family pins with `pinToVisibleBounds`.
    static func validate(_ pinning: PinningDescription) throws(LayoutError) {
        if pinning.headers != .none { throw .compositional(.pinningSelection, pointer: "/layout/pinning/headers") }
        if pinning.footers != .none { throw .compositional(.pinningSelection, pointer: "/layout/pinning/footers") }
        if pinning.until != nil { throw .compositional(.pinningSelection, pointer: "/layout/pinning/until") }
    }

    /// Steps 1 and 16: every section's resting layout, stacked, with the layout-level boundary items.
    static func resting(
        _ d: CompositionalLayoutDescription, collectionView cv: CollectionViewDescription, kinds: [String: UInt16]
    ) throws(LayoutError) -> CompositionalPlacedLayout {
        // Step 1: the layout container.
        let container = CompositionalContainer(
            width: cv.size.width - cv.contentInset.left - cv.contentInset.right,
            height: Swift.max(0, cv.size.height - cv.contentInset.top - cv.contentInset.bottom), collectionView: cv,
            reference: d.contentInsetsReference)
        let (leading, width) = try container.effective(.automatic)
        let layoutBoundary = BoundaryContainer(x: leading, width: width, height: container.height, scale: cv.scale)
        let layoutSizes = try layoutBoundary.sizes(of: d.boundarySupplementaryItems, pointer: ["layout"])
        let top = layoutBoundary.extent(d.boundarySupplementaryItems, layoutSizes, edge: .top)

        // Step 16: sections stack `interSectionSpacing` apart.
        let builder = CompositionalSectionBuilder(container: container, kinds: kinds, cellLimit: maxCellsPerGroup)
        var sections: [PlacedCompositionalSection] = []
        sections.reserveCapacity(d.sections.count)
        var y = top
        for (s, data) in d.sections.enumerated() {
            if s > 0 { y += d.interSectionSpacing }
            let placed: PlacedCompositionalSection
            if let own = data.layout {
                placed = try builder.place(
                    own, pointer: ["sections", String(s), "layout"], data: data, section: s, start: y)
            } else if let shared = d.section {
                placed = try builder.place(shared, pointer: ["layout", "section"], data: data, section: s, start: y)
            } else {
                throw .compositional(.missingSection, pointer: "/layout/section")
            }
            sections.append(placed)
            y = placed.end
            if !(y <= maxContentLength) { throw .compositional(.contentTooLarge, pointer: "/sections/\(s)") }
        }
        let bottom = layoutBoundary.extent(d.boundarySupplementaryItems, layoutSizes, edge: .bottom)
        let items = try layoutBoundary.place(
            d.boundarySupplementaryItems, layoutSizes, kinds: kinds, pointer: ["layout"],
            edges: BoundaryEdges(start: 0, groupsStart: top, groupsEnd: y, contentBottom: y))
        let end = y + bottom
        if !(end <= maxContentLength) {
            throw .compositional(.contentTooLarge, pointer: "/layout/boundarySupplementaryItems")
        }
        return CompositionalPlacedLayout(
            sections: sections, layoutItems: items, contentSize: Size(width: Swift.max(0, container.width), height: end)
        )
    }
}

/// The whole resting layout, in vertical space.
struct CompositionalPlacedLayout: Sendable {
    var sections: [PlacedCompositionalSection]
    /// The layout-level boundary items (index path `[0, 0]`).
    var layoutItems: [PlacedBoundaryItem]
    var contentSize: Size
}
