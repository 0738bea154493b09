/// Airbnb's MagazineLayout (vertical only), from its `SectionModel` arithmetic.
///
/// Sections stack from y 0. In a section of width `w = content width - sectionInsets.left - right`:
/// `sectionInsets.top`, the header (x `sectionInsets.left`, width `w`), then, when the section has items,
/// `itemInsets.top`, rows separated by `verticalSpacing`, `itemInsets.bottom`; then the footer, then
/// `sectionInsets.bottom`. A row ends when it holds `divisor` items or the next item's width mode differs.
/// An item of divisor `d` is `((available - horizontalSpacing * (d - 1)) / d)` wide, rounded to the pixel grid,
/// where `available = w - itemInsets.left - itemInsets.right` (or `w`, from `sectionInsets.left`, for
/// `fullWidth(respectsHorizontalInsets: false)`); the n-th item of a row is at `n * width + n * spacing + margin`.
/// Items are top-aligned; a row is as tall as its tallest item. The background spans from the header's top
/// (`sectionInsets.top`) to the footer's bottom. `contentSize` is `{content width, end of the last section}`
/// (MagazineLayout subtracts a further 0.0001 from the width to work around a UIKit bug; that is not geometry,
/// so it is left out). Headers are bounded by their footer (`until` defaults to `sectionEnd`); a pinned footer
/// goes no higher than the section's start plus `sectionInsets.top` plus the header's height.
enum MagazineLayout {
    /// The resting layout of every section; a uniform section is `MagazineUniformFrames`, the rows MagazineLayout
    /// accumulates in memory and time that do not grow with the count.
    /// - Complexity: O(sections + explicit items).
    static func resting(
        _ d: MagazineLayoutDescription, collectionView cv: CollectionViewDescription
    ) throws(LayoutError) -> FamilyLayout {
        let contentWidth = cv.contentWidth
        var sections: [SectionLayout] = []
        sections.reserveCapacity(d.sections.count)
        var parts = SectionPartsCache()
        var shapes = ShapeCache<MagazineUniformFrames.Shape.Key, MagazineUniformFrames.Shape>()
        var y = 0.0
        // Each section read in place (a `for … in` copies each description, and its item list through the
        // runtime's generic witnesses), each layout moved into the array (its end read first).
        try d.sections.withUnsafeBufferPointer { descriptions throws(LayoutError) in
            for s in descriptions.indices {
                let metrics = try MagazineSectionMetrics(
                    descriptions[s], index: s, of: d, contentWidth: contentWidth, scale: cv.scale)
                let layout = try restingSection(
                    descriptions[s], index: s, metrics: metrics, start: y, parts: &parts, shapes: &shapes)
                y = layout.end
                sections.append(consume layout)
            }
        }
        return FamilyLayout(
            sections: sections, contentSize: Size(width: contentWidth, height: y),
            zIndex: .magazine(itemCounts: d.sections.map { $0.items.count }), defaultUntil: .sectionEnd)
    }

    /// One section from `start` (the previous section's end).
    static func restingSection(
        _ section: MagazineSectionDescription, index s: Int, metrics m: MagazineSectionMetrics, start: Double,
        parts: inout SectionPartsCache,
        shapes: inout ShapeCache<MagazineUniformFrames.Shape.Key, MagazineUniformFrames.Shape>
    ) throws(LayoutError) -> SectionLayout {
        let top = start + m.sectionInsets.top
        var y = top
        var header: Rect?
        if let height = section.headerHeight {
            if height > 0 { header = Rect(x: m.sectionInsets.left, y: y, width: m.width, height: height) }
            y += height
        }
        // MagazineLayout's floor for a pinned footer (`SectionModel.calculateFrameForFooter`): the section's start
        // plus `sectionInsets.top` plus the header's height, with or without a header.
        let contentTop = y

        let items: any ItemFrames
        switch section.items {
        case .explicit(let list):
            items = try placeRows(list, section: s, metrics: m, y: &y)
        case .uniform(let count, let item):
            let item = item ?? MagazineItem(widthMode: .fullWidth(respectsHorizontalInsets: true), height: 0)
            if case .fractional(let divisor) = item.widthMode, divisor < 1 {
                throw .widthDivisorOutOfRange(section: s, item: nil, value: divisor)
            }
            if count == 0 {
                items = NoItems()
            } else {
                let shape = shapes.shape(.init(count: count, item: item, metrics: m)) {
                    MagazineUniformFrames.Shape(count: count, item: item, metrics: m)
                }
                items = MagazineUniformFrames.place(shape, metrics: m, y: &y)
            }
        }

        let contentEnd = y
        var footer: Rect?
        if let height = section.footerHeight {
            if height > 0 { footer = Rect(x: m.sectionInsets.left, y: y, width: m.width, height: height) }
            y += height
        }
        let end = y + m.sectionInsets.bottom
        // The background spans from the header's top to the footer's end.
        let background = DecorationTemplate(
            kind: .background, x: m.sectionInsets.left, width: m.width,
            span: .magazine(top: m.sectionInsets.top, footerHeight: section.footerHeight))
        return SectionLayout(
            start: start, contentTop: contentTop, contentEnd: contentEnd, end: end, items: items,
            parts: parts.parts(
                header: .part(
                    .header, header, y: .start(plus: m.sectionInsets.top), estimated: section.headerEstimated),
                footer: .part(.footer, footer, y: .contentEnd(plus: nil), estimated: section.footerEstimated),
                decoration: section.background ? background : nil))
    }

    /// Explicit items row by row from `y`, which ends after `itemInsets.bottom` (no item insets without items).
    static func placeRows(
        _ list: [MagazineItem], section s: Int, metrics m: MagazineSectionMetrics, y: inout Double
    ) throws(LayoutError) -> ExplicitFrames {
        guard !list.isEmpty else { return ExplicitFrames([]) }
        var frames: [Rect] = []
        frames.reserveCapacity(list.count)
        y += m.itemInsets.top
        var indexInRow = 0
        var rowHeight = 0.0
        var rowStretches = false
        for (i, item) in list.enumerated() {
            let divisor = item.widthMode.divisor
            guard divisor >= 1 else { throw .widthDivisorOutOfRange(section: s, item: i, value: divisor) }
            let (margin, width) = m.placement(of: item.widthMode)
            let column = Double(indexInRow)
            frames.append(
                Rect(
                    x: column * width + column * m.horizontalSpacing + margin, y: y, width: width,
                    height: item.height))
            rowHeight = Swift.max(rowHeight, item.height)
            rowStretches = rowStretches || item.heightMode == .dynamicAndStretchToTallestItemInRow
            let isLast = i == list.count - 1
            if indexInRow == divisor - 1 || isLast || list[i + 1].widthMode != item.widthMode {
                // A row is as tall as its tallest item; stretch items take its height, the others keep theirs.
                if rowStretches {
                    for k in (i - indexInRow)...i where list[k].heightMode == .dynamicAndStretchToTallestItemInRow {
                        frames[k].height = rowHeight
                    }
                    rowStretches = false
                }
                y += rowHeight
                rowHeight = 0
                indexInRow = 0
                if !isLast { y += m.verticalSpacing }
            } else {
                indexInRow += 1
            }
        }
        y += m.itemInsets.bottom
        return ExplicitFrames(frames)
    }
}
