/// CHTCollectionViewWaterfallLayout's resting layout: the Swift `prepare()` with
/// `sectionInsetReference = .fromContentInset` and `UIScreen.main.scale = collectionView.scale`.
///
/// A section is placed in four steps from `top` (the previous section's end; 0 for the first):
/// 1. `top += headerInset.top`; a header exists when its height is > 0, at `x = headerInset.left`, as wide
///    as the *full* bounds width minus `headerInset.left + right` (not the content width: `contentInset` is
///    ignored); then `top = header.maxY + headerInset.bottom`.
/// 2. `top += sectionInset.top`; every column starts there.
/// 3. Items fill the columns (`WaterfallColumns`, queried through `WaterfallColumnFrames`; or
///    `UniformWaterfallFrames` in closed form).
/// 4. `top = longestColumn - minimumInteritemSpacing + sectionInset.bottom` (`contentEnd`), then
///    `top += footerInset.top`; a footer exists when its height is > 0, placed like the header; then
///    `top = footer.maxY + footerInset.bottom` (`end`, where the next section begins).
///
/// CHT's quirks, each named in a test:
/// - `headerInset.top` (and `footerInset.top`) always apply; `.bottom` only when the header (footer) exists.
/// - Headers and footers are as wide as the full bounds width minus their own insets.
/// - The last item's interitem spacing is removed at the section's end — also in an *empty* section, where
///   nothing added it, so an empty section's footer sits `minimumInteritemSpacing` *above* its items' top.
/// - Shortest-first ties go to the lowest column index.
/// - The column width is floored to the pixel grid, so columns may not reach the right inset.
/// - `contentSize` is `{size.width, max(end of the last section, minimumContentHeight)}`, `{0, 0}` with no
///   sections.
///
/// Divergences: a negative column or header width (insets wider than the view) is reported as 0 instead of
/// a negative size; `columnCount < 1` is an error (CHT asserts) — the layout's own value always, a
/// section's override when that section is laid out.
enum WaterfallLayout {
    /// The resting layout of every section, in vertical space (the engine rejects horizontal waterfalls);
    /// explicit sections are built without their column index and envelopes unless `indexed` (the `"all"` query
    /// never searches them). Every explicit section's frames are written into one array, each section keeping
    /// its slice (one allocation, mapped on its own when large: see `FlowLayout.resting`).
    /// - Complexity: O(explicit items × log columns + sections); uniform sections cost O(1).
    static func resting(
        _ d: WaterfallLayoutDescription, collectionView cv: CollectionViewDescription, indexed: Bool = true
    ) throws(LayoutError) -> FamilyLayout {
        if d.columnCount < 1 { throw .columnCountOutOfRange(section: nil, value: d.columnCount) }
        guard !d.sections.isEmpty else { return FamilyLayout(sections: [], contentSize: .zero) }

        // Every section's metrics first (the first invalid section throws), so the layout below cannot throw. A
        // section's metrics are its answers' (and the layout's): sections that share their answers' box share their
        // metrics, computed once (`distinct`, one index a section). The explicit sections' slices are kept in a
        // temporary allocation (on the stack for the usual few sections), not an array made and freed per request.
        let count = d.sections.count
        var sections: [SectionLayout] = []
        sections.reserveCapacity(count)
        var parts = SectionPartsCache()
        var shapes = ShapeCache<UniformWaterfallFrames.Shape.Key, UniformWaterfallFrames.Shape>()
        var top = 0.0
        var distinct: [WaterfallSectionMetrics] = []
        var metricIndex = [Int32](repeating: 0, count: count)
        var lastAnswers: ObjectIdentifier?? = .none
        for s in 0..<count {
            let answers = d.sections[s].sharedAnswers
            if distinct.isEmpty || lastAnswers != .some(answers) {
                distinct.append(try WaterfallSectionMetrics(d, section: s, collectionView: cv))
                lastAnswers = .some(answers)
            }
            metricIndex[s] = Int32(truncatingIfNeeded: distinct.count - 1)
        }
        try distinct.withUnsafeBufferPointer { distinct throws(LayoutError) in
            let metrics = metricIndex.lazy.map { distinct[Int($0)] }
            try withUnsafeTemporaryAllocation(of: ExplicitSection.self, capacity: count) {
                slices throws(LayoutError) in
                var explicitSections = 0
                defer { slices.prefix(explicitSections).deinitialize() }
                let explicitItems = d.sections.reduce(0) { $0 + $1.items.explicitCount }
                let frames = [Rect](laidOutInto: explicitItems) { buffer in
                    var offset = 0
                    for s in 0..<count {
                        let range = offset..<offset + d.sections[s].items.explicitCount
                        let (section, columns) = layoutSection(
                            d.sections[s], index: s, layout: d, metrics: metrics[s], top: top,
                            boundsWidth: cv.size.width, indexed: indexed,
                            frames: UnsafeMutableBufferPointer(rebasing: buffer[range]), parts: &parts,
                            shapes: &shapes)
                        if case .explicit = d.sections[s].items {
                            slices.initializeElement(
                                at: explicitSections, to: ExplicitSection(section: s, range: range, columns: columns))
                            explicitSections += 1
                        }
                        top = section.end
                        sections.append(consume section)
                        offset = range.upperBound
                    }
                }
                for slice in slices.prefix(explicitSections) {
                    sections[slice.section].items = WaterfallColumnFrames(
                        frames: frames[slice.range], columns: slice.columns.columns, indexed: indexed,
                        columnCount: slice.columns.columnCount, inRange: slice.columns.inRange,
                        topBound: slice.columns.itemsTop, bottomBound: slice.columns.longest,
                        topsAscend: d.itemRenderDirection == .shortestFirst)
                }
            }
        }
        let height = Swift.max(top, d.minimumContentHeight)
        return FamilyLayout(
            sections: sections, contentSize: Size(width: cv.size.width, height: height),
            zIndex: .pinnedOnly)
    }

    /// An explicit section's part of the frames array and its column index, which its `items` are pointed at
    /// once every section is laid out.
    private struct ExplicitSection {
        let section: Int
        let range: Range<Int>
        let columns: WaterfallColumns
    }

    /// Steps 1–4 for one section starting at `start`. An explicit section's frames go into `frames` and its
    /// columns (their index, count and range check) are returned beside the layout, whose `items` the caller
    /// then points at both.
    private static func layoutSection(
        _ section: WaterfallSectionDescription, index s: Int, layout d: WaterfallLayoutDescription,
        metrics m: WaterfallSectionMetrics, top start: Double, boundsWidth: Double, indexed: Bool,
        frames: UnsafeMutableBufferPointer<Rect>, parts: inout SectionPartsCache,
        shapes: inout ShapeCache<UniformWaterfallFrames.Shape.Key, UniformWaterfallFrames.Shape>,
    ) -> (SectionLayout, columns: WaterfallColumns) {
        // Step 1: the header; its top inset applies even without a header.
        var top = start + m.headerInset.top
        let header = supplementary(
            height: m.headerHeight, inset: m.headerInset, y: top, boundsWidth: boundsWidth)
        if let header { top = header.maxY + m.headerInset.bottom }

        // Step 2: the columns start below the section's top inset.
        top += m.inset.top

        // Step 3: the items.
        let items: any ItemFrames
        let longest: Double
        var filled = WaterfallColumns(longest: top)
        switch section.items {
        case .explicit(let aspects):
            let columns = WaterfallColumns(
                aspects, fullSpan: section.fullSpanItems, metrics: m, top: top, indexed: indexed, into: frames)
            items = NoItems()
            filled = columns
            longest = columns.longest
        case .uniform(let count, let item):
            let aspect = item ?? section.itemSize ?? d.itemSize
            let key = UniformWaterfallFrames.Shape.Key(count: count, aspect: aspect, metrics: m)
            let uniform = UniformWaterfallFrames(
                shape: shapes.shape(key) { UniformWaterfallFrames.Shape(key) }, top: top)
            items = uniform
            longest = uniform.longest
        }

        // Step 4: the last spacing comes off (even in an empty section), then the footer.
        let contentEnd = longest - m.interitemSpacing + m.inset.bottom
        top = contentEnd + m.footerInset.top
        let footer = supplementary(
            height: m.footerHeight, inset: m.footerInset, y: top, boundsWidth: boundsWidth)
        if let footer { top = footer.maxY + m.footerInset.bottom }

        let layout = SectionLayout(
            start: start, contentTop: header?.maxY ?? start, contentEnd: contentEnd, end: top, items: items,
            parts: parts.parts(
                header: .part(.header, header, y: .start(plus: m.headerInset.top)),
                footer: .part(.footer, footer, y: .contentEnd(plus: m.footerInset.top))))
        return (layout, filled)
    }

    /// A header or footer at `y`: none when `height` is not positive; `x = inset.left`, as wide as the full
    /// bounds width minus the inset's left and right.
    private static func supplementary(
        height: Double, inset: EdgeInsets, y: Double, boundsWidth: Double
    ) -> Rect? {
        guard height > 0 else { return nil }
        let width = boundsWidth - (inset.left + inset.right)
        return Rect(x: inset.left, y: y, width: Swift.max(0, width), height: height)
    }
}
