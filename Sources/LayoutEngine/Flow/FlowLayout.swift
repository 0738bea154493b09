/// UICollectionViewFlowLayout, computed in vertical space (the engine transposes horizontal scrolling in and out).
///
/// Sections stack: header (x 0, the full content width, its reference height; none when that height is 0), then
/// `inset.top`, the lines, `inset.bottom`, then the footer; the next section begins right after the footer.
/// The content width is `size.width - contentInset.left - contentInset.right` (never below 0), and `contentSize`
/// is `{content width, end of the last section}`. Frames are not rounded. The line rules live in
/// `FlowSectionMetrics.placement` and `FlowLayout.explicitLines`; uniform sections use `UniformFlowFrames`.
enum FlowLayout {
    /// The resting layout of every section.
    /// - Complexity: O(sections + explicit items); a uniform section costs O(1) whatever its count.
    static func resting(_ d: FlowLayoutDescription, collectionView cv: CollectionViewDescription)
        -> FamilyLayout
    {
        let contentWidth = Swift.max(0, cv.size.width - cv.contentInset.left - cv.contentInset.right)
        var sections: [SectionLayout] = []
        sections.reserveCapacity(d.sections.count)
        var y = 0.0
        for section in d.sections {
            let layout = restingSection(
                section, metrics: FlowSectionMetrics(section, of: d, contentWidth: contentWidth),
                contentWidth: contentWidth, start: y)
            sections.append(layout)
            y = layout.end
        }
        return FamilyLayout(sections: sections, contentSize: Size(width: contentWidth, height: y))
    }

    /// One section from `start`.
    ///
    /// An empty section keeps its header, `inset.top`, `inset.bottom` and footer: UIKit's flow layout still
    /// applies a section's insets when it holds no items (apps hide an empty section's gap by answering a zero
    /// inset for it), so the footer sits `inset.top + inset.bottom` below the header.
    static func restingSection(
        _ section: FlowSectionDescription, metrics m: FlowSectionMetrics, contentWidth: Double,
        start: Double
    ) -> SectionLayout {
        var y = start
        var header: Rect?
        if m.headerHeight > 0 {
            header = Rect(x: 0, y: y, width: contentWidth, height: m.headerHeight)
            y += m.headerHeight
        }
        let itemsTop = y + m.inset.top
        let items: any ItemFrames
        let itemsBottom: Double
        switch section.items {
        case .explicit(let sizes):
            let lines = explicitLines(sizes, metrics: m, top: itemsTop)
            items = ExplicitFrames(lines.frames)
            itemsBottom = lines.bottom
        case .uniform(let count, let item):
            if count > 0 {
                let uniform = UniformFlowFrames(
                    count: count, itemSize: item ?? m.itemSize, metrics: m, top: itemsTop)
                items = uniform
                itemsBottom = uniform.bottom
            } else {
                items = ExplicitFrames([])
                itemsBottom = itemsTop
            }
        }
        let contentEnd = itemsBottom + m.inset.bottom
        var footer: Rect?
        var end = contentEnd
        if m.footerHeight > 0 {
            footer = Rect(x: 0, y: contentEnd, width: contentWidth, height: m.footerHeight)
            end += m.footerHeight
        }
        return SectionLayout(
            header: header, footer: footer, start: start, contentEnd: contentEnd, end: end, items: items)
    }
}
