/// Step 17: `pinToVisibleBounds` items pin within their host (their section, or the whole content).
struct CompositionalPinning {
    /// `contentOffset.y + contentInset.top + pinning.offset`.
    let pinTop: Double
    /// `contentOffset.y + size.height - contentInset.bottom`.
    let visibleBottom: Double
    let stickHeight: Double?
    let zIndex: Int?

    init(_ pinning: PinningDescription, collectionView cv: CollectionViewDescription) {
        pinTop = cv.contentOffset.y + cv.contentInset.top + pinning.offset
        visibleBottom = cv.contentOffset.y + cv.size.height - cv.contentInset.bottom
        stickHeight = pinning.stickHeight
        zIndex = pinning.zIndex
    }

    /// The item's frame at this offset: a header (a `top*` or side item)
    /// `min(max(resting, pinTop - (h - stickHeight)), hostMaxY - h)`, a footer
    /// `max(min(resting, visibleBottom - h), hostMinY)`.
    func frame(_ item: PlacedBoundaryItem, hostMinY: Double, hostMaxY: Double) -> Rect {
        guard item.pins else { return item.frame }
        var frame = item.frame
        let h = frame.height
        if item.edge == .bottom {
            frame.y = Swift.max(Swift.min(frame.y, visibleBottom - h), hostMinY)
        } else {
            let lift = stickHeight.map { h - $0 } ?? 0
            frame.y = Swift.min(Swift.max(frame.y, pinTop - lift), hostMaxY - h)
        }
        return frame
    }
}

/// Step 18: the elements a query selects, in the response order: layout-level top and side items; per section
/// its top and side boundary items, its groups' cells (each followed by its anchored supplementaries, a group's
/// supplementaries after its cells), its bottom items, its decorations; then layout-level bottom items.
struct CompositionalCollector {
    let layout: CompositionalPlacedLayout
    let pinning: CompositionalPinning
    /// `nil` for `"all"`.
    let query: Rect?
    let limits: LayoutLimits
    var attributes: [LayoutAttributes] = []
    var budget: Int

    init(layout: CompositionalPlacedLayout, pinning: CompositionalPinning, query: Rect?, limits: LayoutLimits) {
        self.layout = layout
        self.pinning = pinning
        self.query = query
        self.limits = limits
        self.budget = limits.maxExaminedCandidates
    }

    /// - Complexity: O(sections + boundary items + examined groups' elements); `"all"` is O(elements).
    mutating func collect() throws(LayoutError) {
        if query == nil {
            var total = layout.layoutItems.count
            for section in layout.sections {
                let n = section.groups.elementCount
                let (sum, overflow) = total.addingReportingOverflow(
                    n == Int.max ? n : n &+ section.boundaryItems.count &+ section.decorations.count)
                total = overflow ? Int.max : sum
            }
            if total > limits.maxAttributes { throw .tooManyAttributes(limit: limits.maxAttributes) }
            attributes.reserveCapacity(total)
        }
        let height = layout.contentSize.height
        for item in layout.layoutItems where item.edge != .bottom {
            try boundary(item, section: 0, hostMinY: 0, hostMaxY: height)
        }
        for (s, section) in layout.sections.enumerated() {
            for item in section.boundaryItems where item.edge != .bottom {
                try boundary(item, section: s, hostMinY: section.start, hostMaxY: section.end)
            }
            try groups(of: section, section: s)
            for item in section.boundaryItems where item.edge == .bottom {
                try boundary(item, section: s, hostMinY: section.start, hostMaxY: section.end)
            }
            for decoration in section.decorations {
                try add(
                    LayoutAttributes(
                        section: s, item: 0, category: .decoration, kind: .named(decoration.kind),
                        frame: decoration.frame, zIndex: decoration.zIndex))
            }
        }
        for item in layout.layoutItems where item.edge == .bottom {
            try boundary(item, section: 0, hostMinY: 0, hostMaxY: height)
        }
    }

    mutating func add(_ a: LayoutAttributes, testing rect: Rect? = nil) throws(LayoutError) {
        if let q = rect ?? query, !a.frame.intersects(q) { return }
        if attributes.count >= limits.maxAttributes { throw .tooManyAttributes(limit: limits.maxAttributes) }
        attributes.append(a)
    }

    mutating func boundary(
        _ item: PlacedBoundaryItem, section s: Int, hostMinY: Double, hostMaxY: Double
    ) throws(LayoutError) {
        let frame = pinning.frame(item, hostMinY: hostMinY, hostMaxY: hostMaxY)
        let pinned = frame != item.frame
        try add(
            LayoutAttributes(
                section: s, item: 0, category: .supplementary, kind: .named(item.kind), frame: frame,
                zIndex: pinned ? (pinning.zIndex ?? item.zIndex) : item.zIndex, pinned: pinned))
    }

    /// The section's groups that the query reaches (an orthogonal section's through its content offset).
    mutating func groups(of section: PlacedCompositionalSection, section s: Int) throws(LayoutError) {
        let run = section.groups
        guard run.count > 0 else { return }
        var range = 0..<run.count
        var moved = query
        if let q = query {
            let o = section.orthogonal ? section.orthogonalContentOffset : .zero
            let m = Rect(x: q.x + o.x, y: q.y + o.y, width: q.width, height: q.height)
            moved = m
            range =
                section.orthogonal
                ? run.candidates(minimum: m.minX, maximum: m.maxX) : run.candidates(minimum: m.minY, maximum: m.maxY)
        }
        for k in range {
            let g = run.group(k)
            let elements = g.solved.elements
            budget &-= elements.count
            if budget < 0 && query != nil { throw .computeBudgetExceeded(limit: limits.maxExaminedCandidates) }
            for e in elements {
                var frame = e.frame
                frame.x += g.origin.x
                frame.y += g.origin.y
                if let m = moved, !frame.intersects(m) { continue }
                let a: LayoutAttributes
                switch e.role {
                case .cell:
                    a = LayoutAttributes(
                        section: s, item: g.firstItem &+ e.index, category: .cell, frame: frame,
                        zIndex: section.decorated && e.zIndex == 0 ? 1 : e.zIndex, orthogonal: section.orthogonal)
                case .itemSupplementary:
                    a = LayoutAttributes(
                        section: s, item: g.firstItem &+ e.index, category: .supplementary, kind: .named(e.kind),
                        frame: frame, zIndex: e.zIndex, orthogonal: section.orthogonal)
                case .groupSupplementary:
                    a = LayoutAttributes(
                        section: s, item: g.base(e.kind) &+ e.index, category: .supplementary, kind: .named(e.kind),
                        frame: frame, zIndex: e.zIndex, orthogonal: section.orthogonal)
                }
                if attributes.count >= limits.maxAttributes { throw .tooManyAttributes(limit: limits.maxAttributes) }
                attributes.append(a)
            }
        }
    }
}
