/// `UICollectionViewCompositionalLayout`, as `docs/compositional.md` states it (its steps 1–18 are the "Step N"
/// of the comments here).
///
/// The layout is computed in vertical space (horizontal scrolling transposes the description in and the frames
/// out): (1) the layout container; (2) each section's group solved once and repeated, sections stacked with
/// `interSectionSpacing`, layout-level boundary items around them (step 16). Pinning (step 17) and the query in
/// the response order of step 18 are the shared pipeline's (`PreparedLayout`, `Pinning`): boundary items are
/// header-edge supplementaries (`top*`, `leading`, `trailing`) or footer-edge ones (`bottom*`), each section's
/// cells and anchored supplementaries are its `CompositionalCells`.
enum CompositionalLayout {
    /// The most cells one solved group may hold (a group of zero-width items in a huge section would otherwise
    /// keep items without end).
    static let maxCellsPerGroup = 100_000
    /// The farthest the content may reach along the scroll axis.
    static let maxContentLength = 1e15

    /// The resting layout, in vertical space (the engine transposes a horizontal description in and the frames
    /// out): every section's supplementaries, cells and decorations, for the shared pipeline to pin and query.
    /// - Complexity: O(sections + groups solved + layout-level items); a uniform section solves at most two
    ///   groups whatever its item count.
    static func resting(
        _ d: CompositionalLayoutDescription, collectionView cv: CollectionViewDescription,
        pinning: PinningDescription, annotations: ItemAnnotations = .none, budget: inout WorkBudget
    ) throws(LayoutError) -> FamilyLayout {
        try validate(pinning)
        let kinds = CompositionalKindTable(d)
        try kinds.validate(d)
        var family = try placed(d, collectionView: cv, kinds: kinds.indices, annotations: annotations, budget: &budget)
        family.kindNames = kinds.names
        return family
    }

    /// `pinning.headers` and `footers` do not apply: this family pins with `pinToVisibleBounds`.
    static func validate(_ pinning: PinningDescription) throws(LayoutError) {
        if pinning.headers != .none { throw .compositional(.pinningSelection, at: .layout(.pinning, .headers)) }
        if pinning.footers != .none { throw .compositional(.pinningSelection, at: .layout(.pinning, .footers)) }
        if pinning.until != nil { throw .compositional(.pinningSelection, at: .layout(.pinning, .until)) }
    }

    /// Steps 1 and 16: every section's resting layout, stacked, with the layout-level boundary items.
    static func placed(
        _ d: CompositionalLayoutDescription, collectionView cv: CollectionViewDescription, kinds: [String: UInt16],
        annotations: ItemAnnotations = .none, budget: inout WorkBudget
    ) throws(LayoutError) -> FamilyLayout {
        // Step 1: the layout container.
        let container = CompositionalContainer(
            width: cv.contentWidth,
            height: Swift.max(0, cv.size.height - cv.contentInset.top - cv.contentInset.bottom), collectionView: cv,
            reference: d.contentInsetsReference)
        let (leading, width) = try container.effective(.automatic)
        let layoutBoundary = BoundaryContainer(x: leading, width: width, height: container.height, scale: cv.scale)
        let layoutSizes = try layoutBoundary.sizes(of: d.boundarySupplementaryItems, at: .layout())
        let top = layoutBoundary.extent(d.boundarySupplementaryItems, layoutSizes, edge: .top)

        // Step 16: sections stack `interSectionSpacing` apart.
        let builder = CompositionalSectionBuilder(container: container, kinds: kinds, cellLimit: maxCellsPerGroup)
        let shared = CompositionalSectionBuilder.Shared()
        var sections: [SectionLayout] = []
        sections.reserveCapacity(d.sections.count)
        var y = top
        // Each section's kinds are checked as it is arranged, before its geometry (the layout's section once, where
        // it is first used): of several 422s, the first in arrangement order is answered.
        var sharedChecked = false
        // The layout's own section and its location, made once (not once a section: a location is an array).
        // Tested once: `if let` on the optional section layout copied it through the runtime's generic witnesses,
        // each section.
        let sharedSection = d.section
        let hasSharedSection = sharedSection != nil
        let sharedLocation = ErrorLocation.layout(.section)
        // Each section read in place (a `for … in` copies each description, and its item list through the runtime's
        // generic witnesses).
        try d.sections.withUnsafeBufferPointer { descriptions throws(LayoutError) in
            for s in descriptions.indices {
                let data = descriptions[s]
                if s > 0 { y += d.interSectionSpacing }
                let placed: SectionLayout
                let unmeasured = s < annotations.sections.count ? annotations.sections[s].unmeasured : []
                if data.hasOwnLayout, let own = data.layout {
                    try CompositionalKindTable.validate(own, at: .section(s, .layout))
                    placed = try builder.place(
                        own, at: .section(s, .layout), data: data, section: s, start: y,
                        unmeasured: unmeasured, marksEstimates: annotations.marksLayoutEstimates, budget: &budget)
                } else if hasSharedSection {
                    if !sharedChecked {
                        try CompositionalKindTable.validate(sharedSection.unsafelyUnwrapped, at: sharedLocation)
                        sharedChecked = true
                    }
                    placed = try builder.place(
                        sharedSection.unsafelyUnwrapped, at: sharedLocation, data: data, section: s, start: y,
                        unmeasured: unmeasured, marksEstimates: annotations.marksLayoutEstimates, budget: &budget,
                        shared: shared)
                } else {
                    throw .compositional(.missingSection, at: .layout(.section))
                }
                // Moved into the array, not copied (its end read first).
                y = placed.end
                sections.append(consume placed)
                if !(y <= maxContentLength) { throw .compositional(.contentTooLarge, at: .section(s)) }
            }
        }
        let bottom = layoutBoundary.extent(d.boundarySupplementaryItems, layoutSizes, edge: .bottom)
        let items = try layoutBoundary.place(
            d.boundarySupplementaryItems, layoutSizes, kinds: kinds, at: .layout(),
            edges: BoundaryEdges(start: 0, groupsStart: top, groupsEnd: y, contentBottom: y))
        let end = y + bottom
        if !(end <= maxContentLength) {
            throw .compositional(.contentTooLarge, at: .layout(.boundarySupplementaryItems))
        }
        return FamilyLayout(
            sections: sections, contentSize: Size(width: container.width, height: end), layoutSupplementaries: items)
    }
}
