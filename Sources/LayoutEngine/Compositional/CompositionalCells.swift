/// A compositional section's cells with their anchored supplementaries (step 14), as the shared pipeline queries
/// them: the section's groups one after another along it (or across it, orthogonal), each group's elements in
/// the response order of step 18 (cells by item, each followed by its supplementaries, a group's supplementaries
/// after its cells).
struct CompositionalCells: ItemFrames {
    let run: CompositionalGroupRun
    /// The section's items.
    let count: Int
    /// An orthogonal section's own scroll offset (step 12): its elements are tested against the query moved by
    /// it and answer `orthogonal`; `nil` for a section that scrolls with the layout.
    let orthogonalContentOffset: Point?
    /// UIKit promotes cells of zIndex 0 to 1 in a section that has a decoration (step 15).
    let decorated: Bool
    /// Whether cells laid out at an estimate are marked `estimated` (`ItemAnnotations.marksLayoutEstimates`).
    var marksEstimates = true
    /// How far every element moves down (`shortContentAlignment: bottom`): each frame's `y + shift`.
    var shift = 0.0
    /// Where the first group starts and the last ends, as placed (the boundary items are placed from them).
    var groupsStart = 0.0
    var groupsEnd = 0.0

    var groupEdges: (start: Double, end: Double)? { (groupsStart, groupsEnd) }

    /// Cells and anchored supplementaries.
    var elementCount: Int { run.elementCount }

    /// The resting frame of cell `item`.
    /// - Complexity: O(1) for a uniform run, O(log groups) when groups were solved one by one.
    func frame(at item: Int) -> Rect {
        let g = run.group(run.groupIndex(holding: item))
        var frame = g.solved.elements[g.solved.cellElements[item &- g.firstItem]].frame
        frame.x += g.origin.x
        frame.y += g.origin.y
        if shift != 0 { frame.y += shift }
        return frame
    }

    /// Whether cell `item` was laid out at its dimension's estimate.
    /// - Complexity: as `frame(at:)`.
    func isEstimatedByLayout(_ item: Int) -> Bool {
        let g = run.group(run.groupIndex(holding: item))
        return g.solved.elements[g.solved.cellElements[item &- g.firstItem]].estimated
    }

    /// The items of the groups that may meet the band (every group of an orthogonal section whose run meets it).
    /// - Complexity: O(1) for a uniform run, O(log groups) otherwise.
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        let (minY, maxY) = shift == 0 ? (minY, maxY) : ShiftedFrames<Self>.widened(minY - shift, maxY - shift, shift)
        let groups: Range<Int>
        if orthogonalContentOffset != nil {
            let reach = run.reach
            groups = reach.maxY > minY && reach.minY < maxY ? 0..<run.count : 0..<0
        } else {
            groups = run.candidates(minimum: minY, maximum: maxY)
        }
        if groups.isEmpty { return 0..<0 }
        let end = groups.upperBound < run.count ? run.group(groups.upperBound).firstItem : count
        return run.group(groups.lowerBound).firstItem..<end
    }

    /// The elements of the groups the query reaches (an orthogonal section's through its content offset), each
    /// group's elements charged to the compute budget.
    /// - Complexity: O(1) (uniform) or O(log groups) to find the groups, plus their elements.
    func collectCells(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme
    ) throws(LayoutError) {
        let q = collector.query
        let o = orthogonalContentOffset ?? .zero
        let moved = Rect(x: q.x + o.x, y: q.y + o.y, width: q.width, height: q.height)
        let (minY, maxY) =
            shift == 0
            ? (moved.minY, moved.maxY) : ShiftedFrames<Self>.widened(moved.minY - shift, moved.maxY - shift, shift)
        let groups =
            orthogonalContentOffset != nil
            ? run.candidates(minimum: moved.minX, maximum: moved.maxX)
            : run.candidates(minimum: minY, maximum: maxY)
        for k in groups {
            let g = run.group(k)
            var rejected = 0
            let before = collector.attributes.count
            for e in g.solved.elements {
                let a = attributes(of: e, in: g, section: s)
                if a.frame.intersects(moved) { try collector.append(a) } else { rejected &+= 1 }
            }
            // A group that returns nothing is charged at least one unit, even with no elements to reject: the
            // answer does not bound how many such groups a query meets.
            try collector.charge(collector.attributes.count == before ? Swift.max(1, rejected) : rejected)
        }
    }

    /// An anchor report's pick (`AnchorPick`). A section that scrolls with the layout walks its band
    /// (`walkedAnchorPick`). In an orthogonal section every cell shares the run's band, so a walk would be
    /// O(items): a cell inside the bounds lies in a group the bounds' x range meets (`run.candidates` along x),
    /// so only those groups are searched for it; the first candidate at all (the fallback) is in the first
    /// group that has one, and a repeated run's full groups are one group moved along x, so the first, the last
    /// (partial) and, from the end, the last full one are all that can hold it.
    /// - Complexity: O(cells of the groups the bounds meet + cells of at most three groups) for a repeated run;
    ///   a run solved group by group may scan its groups (each solved from the body's measured items).
    func anchorPick(
        in bounds: Rect, reversed: Bool, budget: inout WorkBudget, accepts: (Int, Rect) -> Bool
    ) throws(LayoutError) -> AnchorPick {
        guard orthogonalContentOffset != nil, run.count > 0 else {
            return try walkedAnchorPick(in: bounds, reversed: reversed, budget: &budget, accepts: accepts)
        }
        var pick = AnchorPick()
        // Cells of group `k` in item order (reversed), the first candidate (and accepted one, when `accepting`).
        func scan(_ k: Int, accepting: Bool) throws(LayoutError) -> (first: (Int, Rect)?, accepted: (Int, Rect)?) {
            let g = run.group(k)
            let cells = g.solved.cellElements
            var first: (Int, Rect)?
            for j in reversed ? Array(cells.indices.reversed()) : Array(cells.indices) {
                try budget.charge(WorkBudget.Cost.candidate, .anchor)
                let item = g.firstItem &+ j
                let frame = self.frame(at: item)
                guard Self.isAnchorCandidate(frame, in: bounds) else { continue }
                if first == nil { first = (item, frame) }
                if accepting && accepts(item, frame) { return (first, (item, frame)) }
            }
            return (first, nil)
        }
        // The accepted cell: only in the groups the bounds' x range meets.
        let meeting = run.candidates(minimum: bounds.minX, maximum: bounds.maxX)
        for k in reversed ? Array(meeting.reversed()) : Array(meeting) {
            if let a = try scan(k, accepting: true).accepted {
                pick.accepted = a
                break
            }
        }
        // The first candidate at all, from the start (or the end).
        let order: [Int]
        switch run {
        case .repeating(_, let last, let count, _, _, _):
            order =
                reversed
                ? (last != nil && count >= 2 ? [count - 1, count - 2] : [count - 1])
                : (last != nil && count >= 2 ? [0, count - 1] : [0])
        default:
            order = reversed ? Array((0..<run.count).reversed()) : Array(0..<run.count)
        }
        for k in order {
            if let f = try scan(k, accepting: false).first {
                pick.first = f
                break
            }
        }
        return pick
    }

    /// Every element of every group.
    /// - Complexity: O(elements).
    func writeCells(
        section s: Int, zIndex: ZIndexScheme, to start: UnsafeMutablePointer<LayoutAttributes>
    ) -> UnsafeMutablePointer<LayoutAttributes> {
        var next = start
        for k in 0..<run.count {
            let g = run.group(k)
            for e in g.solved.elements {
                next.initialize(to: attributes(of: e, in: g, section: s))
                next += 1
            }
        }
        return next
    }

    /// None: the section builder refuses a run whose reach passes 1e15 (`contentTooLarge`, with its pointer).
    func firstOutOfRange(scanningAll: Bool) -> Int? { nil }

    /// The run's reach (anchored supplementaries with offsets may pass the section's band), as the query sees it:
    /// an orthogonal section's elements are tested against the query moved by its offset, so their reach is
    /// moved back by it; widened past the rounding of the frames' own sums.
    /// - Complexity: O(1) for a uniform run, O(groups) otherwise.
    func reach(start: Double, end: Double) -> (minY: Double, maxY: Double)? {
        guard run.count > 0 else { return nil }
        let r = run.reach
        let dy = (orthogonalContentOffset?.y ?? 0) - shift
        return ShiftedFrames<Self>.widened(r.minY - dy, r.maxY - dy, dy.magnitude + r.height)
    }

    /// The same cells with `shift` added.
    func shifted(by more: Double) -> any ItemFrames {
        var moved = self
        moved.shift += more
        return moved
    }

    /// Element `e` of group `g`, placed (also read by an update's element lookup, `CompositionalCells+Elements`).
    @inline(__always)
    func attributes(
        of e: SolvedElement, in g: CompositionalGroupRun.Group, section s: Int
    ) -> LayoutAttributes {
        var frame = e.frame
        frame.x += g.origin.x
        frame.y += g.origin.y
        if shift != 0 { frame.y += shift }
        let orthogonal = orthogonalContentOffset != nil
        switch e.role {
        case .cell:
            return LayoutAttributes(
                section: s, item: g.firstItem &+ e.index, category: .cell, frame: frame,
                zIndex: decorated && e.zIndex == 0 ? 1 : e.zIndex, orthogonal: orthogonal,
                estimated: marksEstimates && e.estimated)
        case .itemSupplementary:
            return LayoutAttributes(
                section: s, item: g.firstItem &+ e.index, category: .supplementary, kind: .named(e.kind),
                frame: frame, zIndex: e.zIndex, orthogonal: orthogonal)
        case .groupSupplementary:
            return LayoutAttributes(
                section: s, item: g.base(e.kind) &+ e.index, category: .supplementary, kind: .named(e.kind),
                frame: frame, zIndex: e.zIndex, orthogonal: orthogonal)
        }
    }
}
