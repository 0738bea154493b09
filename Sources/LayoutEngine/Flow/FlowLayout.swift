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
        // The sections read in place (a copy of each description is 176 bytes moved). A section whose answers are
        // the one before it's (the decoder shares their box: `sharesAnswers`) reuses that one's plan, its shape
        // too when its items are the same (`sharesPlan`). The plan is held in its three parts: an optional `Plan`
        // is copied and destroyed through the runtime's generic witnesses, a few hundred instructions a section.
        var metrics: FlowSectionMetrics?  // nil: no plan (the first section, or the one before was refused)
        var shape: UniformFlowFrames.Shape?
        var sectionParts: SectionParts?
        let frames = d.sections.withUnsafeBufferPointer { descriptions in
            [Rect](laidOutInto: explicitItems) { buffer in
                var offset = 0
                for s in descriptions.indices {
                    let count = descriptions[s].items.explicitCount
                    let slice = UnsafeMutableBufferPointer(rebasing: buffer[offset..<offset + count])
                    /// A section holding nothing at `y`, its slice zeroed (the buffer's count is fixed): for a layout
                    /// already refused.
                    func empty(at y: Double) -> SectionLayout {
                        slice.initialize(repeating: .zero)
                        return SectionLayout(
                            start: y, contentTop: y, contentEnd: y, end: y, items: NoItems(), parts: nil)
                    }
                    let layout: SectionLayout
                    do throws(LayoutError) {
                        if let m = metrics, descriptions[s].sharesAnswers(with: descriptions[s &- 1]) {
                            // The same answers as the section before: its metrics and parts, this section's items.
                            if !descriptions[s].sharesPlan(with: descriptions[s &- 1]) {
                                shape = Self.shape(of: descriptions[s], metrics: m, shapes: &shapes)
                            }
                        } else {
                            let plan = try Self.plan(
                                descriptions[s], index: s, of: d, contentWidth: contentWidth, parts: &parts,
                                shapes: &shapes)
                            metrics = plan.metrics
                            shape = plan.shape
                            sectionParts = plan.parts
                        }
                        if RangeCheck.contains(y) {
                            layout = restingSection(
                                descriptions[s], metrics: metrics.unsafelyUnwrapped, shape: shape,
                                parts: sectionParts, contentWidth: contentWidth, start: y, frames: slice)
                        } else {
                            // The section before ends past the range: the range check refuses the layout at it or
                            // before it, so this section is only planned (a plan's own refusal still comes first)
                            // and left empty, not walked (each walk past the range is a binade's walk of its own).
                            layout = empty(at: y)
                        }
                    } catch {
                        // The first failure is reported once every section is in place.
                        if failure == nil { failure = error }
                        metrics = nil
                        layout = empty(at: y)
                    }
                    y = layout.end
                    sections.append(consume layout)
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

    /// What every section of one description shares, whatever its place: its metrics, its uniform items' shape
    /// (nil for explicit items or none) and its header and footer (`SectionParts`, placed from the section's
    /// anchors).
    struct Plan {
        let metrics: FlowSectionMetrics
        let shape: UniformFlowFrames.Shape?
        let parts: SectionParts?
    }

    /// Section `s`'s plan; throws when its inset leaves no width.
    static func plan(
        _ section: FlowSectionDescription, index s: Int, of d: FlowLayoutDescription, contentWidth: Double,
        parts: inout SectionPartsCache, shapes: inout ShapeCache<UniformFlowFrames.Shape.Key, UniformFlowFrames.Shape>
    ) throws(LayoutError) -> Plan {
        let m = try FlowSectionMetrics(section, index: s, of: d, contentWidth: contentWidth)
        let shape = Self.shape(of: section, metrics: m, shapes: &shapes)
        // A header and footer are the content's width and their heights, wherever the section lies.
        let header = m.headerHeight > 0 ? Rect(x: 0, y: 0, width: contentWidth, height: m.headerHeight) : nil
        let footer = m.footerHeight > 0 ? Rect(x: 0, y: 0, width: contentWidth, height: m.footerHeight) : nil
        return Plan(
            metrics: m, shape: shape,
            parts: parts.parts(
                header: .part(.header, header, y: .start(plus: nil)),
                footer: .part(.footer, footer, y: .contentEnd(plus: nil))))
    }

    /// The shape of a section's uniform items (nil for explicit items or none), found in `shapes` or made.
    @inline(__always)
    static func shape(
        of section: FlowSectionDescription, metrics m: FlowSectionMetrics,
        shapes: inout ShapeCache<UniformFlowFrames.Shape.Key, UniformFlowFrames.Shape>
    ) -> UniformFlowFrames.Shape? {
        guard case .uniform(let count, let item) = section.items, count > 0 else { return nil }
        let itemSize = item ?? m.itemSize
        return shapes.shape(.init(count: count, itemSize: itemSize, metrics: m)) {
            UniformFlowFrames.Shape(count: count, itemSize: itemSize, metrics: m)
        }
    }

    /// One section from `start`, by its plan's parts; an explicit section's frames are written into `frames` (exactly
    /// its item count), and its `items` are left empty (`NoItems`) for the caller to point at them.
    ///
    /// An empty section keeps its header, `inset.top`, `inset.bottom` and footer: UIKit's flow layout still
    /// applies a section's insets when it holds no items (apps hide an empty section's gap by answering a zero
    /// inset for it), so the footer sits `inset.top + inset.bottom` below the header.
    @inline(__always)
    static func restingSection(
        _ section: FlowSectionDescription, metrics m: FlowSectionMetrics, shape: UniformFlowFrames.Shape?,
        parts: SectionParts?, contentWidth: Double, start: Double, frames: UnsafeMutableBufferPointer<Rect>
    ) -> SectionLayout {
        var y = start
        if m.headerHeight > 0 { y += m.headerHeight }
        let contentTop = y
        let itemsTop = y + m.inset.top
        let items: any ItemFrames
        let itemsBottom: Double
        if let shape {
            let uniform = UniformFlowFrames(shape: shape, top: itemsTop)
            items = uniform
            itemsBottom = uniform.bottom
        } else if case .explicit(let sizes) = section.items {
            itemsBottom = explicitLines(sizes, metrics: m, top: itemsTop, into: frames)
            items = NoItems()
        } else {
            items = NoItems()
            itemsBottom = itemsTop
        }
        let contentEnd = itemsBottom + m.inset.bottom
        var end = contentEnd
        if m.footerHeight > 0 { end += m.footerHeight }
        return SectionLayout(
            start: start, contentTop: contentTop, contentEnd: contentEnd, end: end, items: consume items,
            parts: parts)
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
