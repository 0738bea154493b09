/// IGListKit's `IGListCollectionViewLayout`, computed in vertical space (the engine transposes horizontal
/// scrolling in and out; `IGListLayoutDescription.transposed` keeps the one asymmetry, the footer position).
///
/// Sections flow into each other and share rows: a section without a header continues the previous row,
/// starting `inset.left` after where the previous section ended (`inset.right` included). Items are left-packed
/// and top-aligned (`IGListCursor.place`). Per section, in order:
/// 1. a header of non-zero height forces the section's first item onto a new row; the header sits right above
///    the section's first item (`minY(items) - height`, x `inset.left`, width = padded width), or, in an empty
///    section shown with `showHeaderWhenEmpty`, at the bottom of the previous section's bounds;
/// 2. the footer starts at the bottom of the items (vertical) and the section's bottom inset comes after it;
/// 3. the section's bounds are its items, header and footer; the next row begins at least `inset.bottom` below.
/// `contentSize` is `{content width, maxY(last bounds) + last inset.bottom}`, and `{0, 0}` with no sections.
/// Sticky headers are the contract's pinning with `end` = the next section's bounds top, the last section
/// unbounded; zIndex is IGListKit's `section*1000 + item` / `+ 999`.
enum IGListLayout {
    /// The resting layout of every section. A uniform section is `IGListUniformFrames`, which gives the frames
    /// item-by-item placement gives (its rows walked until provably periodic, then extrapolated) in memory and
    /// time that do not grow with the count.
    /// - Complexity: O(sections + explicit items).
    static func resting(
        _ d: IGListLayoutDescription, collectionView cv: CollectionViewDescription, budget: inout WorkBudget
    ) throws(LayoutError) -> FamilyLayout {
        guard !d.sections.isEmpty else {
            return FamilyLayout(sections: [], contentSize: .zero, zIndex: .igList, lastHeaderUnbounded: true)
        }
        let contentWidth = cv.contentWidth
        let grid = PixelGrid(scale: cv.scale)
        var cursor = IGListCursor()
        var sections: [SectionLayout] = []
        sections.reserveCapacity(d.sections.count)
        var parts = SectionPartsCache()
        var shapes = ShapeCache<IGListUniformFrames.Shape.Key, IGListUniformFrames.Shape>()
        var runs = IGListRunCache()
        let walks = IGListRowWalks()
        var lastBottomInset = 0.0
        // Each section read in place (a `for … in` copies each description, and its item list through the
        // runtime's generic witnesses).
        try d.sections.withUnsafeBufferPointer { descriptions throws(LayoutError) in
            for s in descriptions.indices {
                sections.append(
                    try restingSection(
                        descriptions[s], index: s, of: d, contentWidth: contentWidth, grid: grid, cursor: &cursor,
                        parts: &parts, shapes: &shapes, runs: &runs, walks: walks, budget: &budget))
            }
            lastBottomInset = descriptions.last?.inset.bottom ?? 0
        }
        // A section's header is pushed away by the top of the next section's bounds; the last one's `end` is
        // where a further section would begin.
        for s in sections.indices {
            // The section's own bounds may pass the next one's start (they share a row): its elements reach there.
            sections[s].placed.reachEnd = sections[s].placed.end
            sections[s].placed.end = s + 1 < sections.count ? sections[s + 1].placed.start : cursor.nextRowY
        }
        let lastBounds = cursor.rolling
        return FamilyLayout(
            sections: sections, contentSize: Size(width: contentWidth, height: lastBounds.maxY + lastBottomInset),
            zIndex: .igList, lastHeaderUnbounded: true)
    }

    /// One section, advancing `cursor`. `start` is the top of the section's bounds and `contentEnd` where its
    /// footer begins; `end` is filled in by the caller.
    static func restingSection(
        _ s: IGListSectionDescription, index: Int, of d: IGListLayoutDescription, contentWidth: Double,
        grid: PixelGrid, cursor: inout IGListCursor, parts: inout SectionPartsCache,
        shapes: inout ShapeCache<IGListUniformFrames.Shape.Key, IGListUniformFrames.Shape>,
        runs: inout IGListRunCache, walks: IGListRowWalks, budget: inout WorkBudget
    ) throws(LayoutError) -> SectionLayout {
        let count = s.items.count
        let itemsEmpty = count == 0
        let m = try IGListSectionMetrics(
            s, index: index, contentWidth: contentWidth, hidden: itemsEmpty && !d.showHeaderWhenEmpty)
        let headerExists = m.headerHeight > 0
        let footerExists = m.footerHeight > 0

        // Room for the header above the first row; the left inset in case the section shares the row.
        cursor.itemY += m.headerHeight
        cursor.nextRowY += m.headerHeight
        cursor.itemX += m.inset.left

        let items: any ItemFrames
        if let (n, item) = s.items.uniformParts {
            let itemSize = item ?? s.itemSize ?? d.itemSize
            if n == 0 {
                items = NoItems()
            } else {
                items = try IGListUniformFrames.place(
                    count: n, size: itemSize, metrics: m, headerExists: headerExists,
                    stretchToEdge: d.stretchToEdge, grid: grid, cursor: &cursor, shapes: &shapes, runs: &runs,
                    walks: walks, budget: &budget,
                    section: index)
            }
        } else {
            items = placeExplicit(
                s.items.explicitItems, metrics: m, headerExists: headerExists, d: d, grid: grid, cursor: &cursor)
        }

        let header = Rect(
            x: m.inset.left, y: itemsEmpty ? cursor.rolling.maxY : cursor.rolling.minY - m.headerHeight,
            width: m.paddedWidth, height: m.headerHeight)
        if itemsEmpty { cursor.rolling = header }
        let footerY = cursor.rolling.maxY + (d.footerFollowsTrailingInset ? m.inset.bottom : 0)
        let footer = Rect(x: m.inset.left, y: footerY, width: m.paddedWidth, height: m.footerHeight)
        if headerExists { cursor.rolling = cursor.rolling.union(header) }
        if footerExists { cursor.rolling = cursor.rolling.union(footer) }
        let bounds = cursor.rolling

        cursor.itemX += m.inset.right
        cursor.nextRowY = Swift.max(cursor.nextRowY, bounds.maxY + m.inset.bottom)

        // The header sits at the bounds' top (the union's least y: its own, above the items and the footer), the
        // footer where the items end.
        let shownHeader = header.isVisibleIGListSupplementary ? header : nil
        return SectionLayout(
            start: bounds.minY, contentTop: shownHeader?.maxY ?? bounds.minY, contentEnd: footerY, end: bounds.maxY,
            items: items,
            parts: parts.parts(
                header: .part(.header, shownHeader, y: .start(plus: nil)),
                footer: .part(.footer, footer.isVisibleIGListSupplementary ? footer : nil, y: .contentEnd(plus: nil))))
    }

    /// Explicit items, one `IGListCursor.place` each.
    static func placeExplicit(
        _ sizes: [Size], metrics m: IGListSectionMetrics, headerExists: Bool, d: IGListLayoutDescription,
        grid: PixelGrid, cursor: inout IGListCursor
    ) -> ExplicitFrames {
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        for (i, size) in sizes.enumerated() {
            frames.append(
                cursor.place(
                    size, index: i, headerExists: headerExists, metrics: m, stretchToEdge: d.stretchToEdge,
                    grid: grid))
        }
        return ExplicitFrames(frames)
    }
}

extension Rect {
    /// IGListKit returns no header or footer whose frame is empty (`CGRectIsEmpty`).
    var isVisibleIGListSupplementary: Bool { width > 0 && height > 0 }
}
