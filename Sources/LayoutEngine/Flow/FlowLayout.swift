/// UICollectionViewFlowLayout, computed in vertical space (the engine transposes horizontal scrolling in and out).
///
/// Sections stack: header (x 0, the full content width, its reference height; none when that height is 0), then
/// `inset.top`, the lines, `inset.bottom`, then the footer; the next section begins right after the footer.
/// The content width is `CollectionViewDescription.contentWidth`, and `contentSize`
/// is `{content width, end of the last section}`. Frames are not rounded. The line rules live in
/// `FlowSectionMetrics.placement` and `FlowLayout.explicitLines`; uniform sections use `UniformFlowFrames`.
enum FlowLayout {
    /// The resting layout of every section; explicit sections are built without their query envelopes unless
    /// `indexed` (the `"all"` query never searches them).
    ///
    /// Every explicit section's frames are written into one array, each section keeping its slice: a large
    /// layout's frames are then one allocation, which glibc maps on its own (with transparent huge pages when
    /// layoutd enables them, 2 MiB a page fault), instead of one heap block per section.
    /// - Complexity: O(sections + explicit items); a uniform section costs O(1) whatever its count.
    static func resting(
        _ d: FlowLayoutDescription, collectionView cv: CollectionViewDescription, indexed: Bool = true
    ) throws(LayoutError) -> FamilyLayout {
        let contentWidth = cv.contentWidth
        var sections: [SectionLayout] = []
        sections.reserveCapacity(d.sections.count)
        var parts = SectionPartsCache()
        var shapes = ShapeCache<UniformFlowFrames.Shape.Key, UniformFlowFrames.Shape>()
        var y = 0.0
        let explicitItems = d.sections.reduce(0) { $0 + $1.items.explicitCount }
        var failure: LayoutError?
        // The sections read in place (a copy of each description is 176 bytes moved).
        let frames = d.sections.withUnsafeBufferPointer { descriptions in
            [Rect](laidOutInto: explicitItems) { buffer in
                var offset = 0
                for s in descriptions.indices {
                    let section = descriptions[s]
                    let count = section.items.explicitCount
                    let layout: SectionLayout
                    do throws(LayoutError) {
                        layout = try restingSection(
                            section, index: s,
                            metrics: try FlowSectionMetrics(section, index: s, of: d, contentWidth: contentWidth),
                            contentWidth: contentWidth, start: y,
                            frames: UnsafeMutableBufferPointer(rebasing: buffer[offset..<offset + count]),
                            parts: &parts,
                            shapes: &shapes)
                    } catch {
                        // Keep the buffer fully initialized (its count is fixed), then report the first failure.
                        if failure == nil { failure = error }
                        UnsafeMutableBufferPointer(rebasing: buffer[offset..<offset + count]).initialize(
                            repeating: .zero)
                        layout = SectionLayout(
                            start: y, contentTop: y, contentEnd: y, end: y, items: NoItems(), parts: nil)
                    }
                    y = layout.end
                    sections.append(layout)
                    offset += count
                }
            }
        }
        if let failure { throw failure }
        // Point each explicit section with items at its slice (the others keep what `restingSection` gave).
        var offset = 0
        for s in sections.indices {
            let count = d.sections[s].items.explicitCount
            if count > 0 {
                sections[s].items = ExplicitFrames(slice: frames[offset..<offset + count], indexed: indexed)
            }
            offset += count
        }
        return FamilyLayout(sections: sections, contentSize: Size(width: contentWidth, height: y))
    }

    /// One section from `start`; an explicit section's frames are written into `frames` (exactly its item
    /// count), and its `items` are left empty (`NoItems`) for the caller to point at them.
    ///
    /// An empty section keeps its header, `inset.top`, `inset.bottom` and footer: UIKit's flow layout still
    /// applies a section's insets when it holds no items (apps hide an empty section's gap by answering a zero
    /// inset for it), so the footer sits `inset.top + inset.bottom` below the header.
    static func restingSection(
        _ section: FlowSectionDescription, index s: Int, metrics m: FlowSectionMetrics, contentWidth: Double,
        start: Double, frames: UnsafeMutableBufferPointer<Rect>, parts: inout SectionPartsCache,
        shapes: inout ShapeCache<UniformFlowFrames.Shape.Key, UniformFlowFrames.Shape>
    ) throws(LayoutError) -> SectionLayout {
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
            itemsBottom = explicitLines(sizes, metrics: m, top: itemsTop, into: frames)
            items = NoItems()
        case .uniform(let count, let item):
            if count > 0 {
                let itemSize = item ?? m.itemSize
                let shape = shapes.shape(.init(count: count, itemSize: itemSize, metrics: m)) {
                    UniformFlowFrames.Shape(count: count, itemSize: itemSize, metrics: m)
                }
                let uniform = UniformFlowFrames(shape: shape, top: itemsTop)
                items = uniform
                itemsBottom = uniform.bottom
            } else {
                items = NoItems()
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
            start: start, contentTop: header?.maxY ?? start, contentEnd: contentEnd, end: end, items: items,
            parts: parts.parts(
                header: .part(.header, header, y: .start(plus: nil)),
                footer: .part(.footer, footer, y: .contentEnd(plus: nil))))
    }
}

extension FlowLayout {
    /// Lays explicit items out in greedy lines starting at `top`, writing their frames into `frames` (one per
    /// item); returns the bottom of the last line (`top` when there are no items).
    ///
    /// A line fills greedily (`FlowFit`): the first item costs its width, each further item
    /// `minimumInteritemSpacing + width`, within `available + 1/1024`; an item wider than the line sits alone on
    /// it, at the left inset. A line is as tall as its tallest
    /// item; lines are `minimumLineSpacing` apart. Frames are not rounded.
    /// - Complexity: O(n).
    static func explicitLines(
        _ sizes: [Size], metrics m: FlowSectionMetrics, top: Double, into frames: UnsafeMutableBufferPointer<Rect>
    ) -> Double {
        precondition(frames.count == sizes.count)
        // The metrics' values in locals: the stores through `frames` could otherwise make the optimiser reload them.
        let spacing = m.interitemSpacing
        let limit = m.fitLimit
        let lineSpacing = m.lineSpacing
        let alignment = m.itemAlignment
        // UIKit's automatic last line depends on whether the section holds one item size; only then is it read.
        let sameSizes = m.lastLineRule(sameSizes: true) != m.lastLineRule(sameSizes: false) && sizes.allSame
        var lineTop = top
        var bottom = top
        return sizes.withUnsafeBufferPointer { sizes in
            let n = sizes.count
            var start = 0
            while start < n {
                // 1. Fill the line greedily.
                let first = sizes[start]
                var used = first.width
                var totalWidth = first.width
                var lineHeight = first.height
                var end = start + 1
                while end < n {
                    let next = sizes[end]
                    let extended = used + spacing + next.width
                    if !(extended <= limit) { break }
                    used = extended
                    totalWidth += next.width
                    lineHeight = Swift.max(lineHeight, next.height)
                    end += 1
                }
                // 2. Place its items along the line and across it.
                let place = m.placement(
                    count: end - start, totalWidth: totalWidth, lastWidth: sizes[end - 1].width, used: used,
                    isLastLine: end == n, sameSizes: sameSizes)
                var x = place.firstX
                // The alignment across the line chosen once per line, not per item: `FlowSectionMetrics.itemY`'s
                // expressions, in the same order.
                switch alignment {
                case .start:
                    for i in start..<end {
                        let item = sizes[i]
                        frames.initializeElement(
                            at: i, to: Rect(x: x, y: lineTop, width: item.width, height: item.height))
                        x += item.width + place.gap
                    }
                case .center:
                    for i in start..<end {
                        let item = sizes[i]
                        let y = lineTop + (lineHeight - item.height) / 2
                        frames.initializeElement(at: i, to: Rect(x: x, y: y, width: item.width, height: item.height))
                        x += item.width + place.gap
                    }
                case .end:
                    for i in start..<end {
                        let item = sizes[i]
                        let y = lineTop + lineHeight - item.height
                        frames.initializeElement(at: i, to: Rect(x: x, y: y, width: item.width, height: item.height))
                        x += item.width + place.gap
                    }
                }
                // 3. The next line starts below this one.
                bottom = lineTop + lineHeight
                lineTop = bottom + lineSpacing
                start = end
            }
            return bottom
        }
    }
}

extension Array where Element == Size {
    /// Whether every size equals the first (true for an empty array).
    var allSame: Bool {
        guard let first else { return true }
        return allSatisfy { $0 == first }
    }
}
