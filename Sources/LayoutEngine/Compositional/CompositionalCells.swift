/// A compositional section's cells with their anchored supplementaries (step 14), as the shared pipeline queries
/// them: the section's groups one after another along it (or across it, orthogonal), each group's elements in
/// the response order of step 18 (cells by item, each followed by its supplementaries, a group's supplementaries
/// after its cells).
struct CompositionalCells: ItemFrames {
    /// What a section's cells have besides where its groups start: consecutive sections of one layout section and
    /// item count (and the same orthogonal offset) share one, so a section's cells are three words held inline in
    /// its `SectionLayout`, not a heap box of their own.
    final class Shape: Sendable {
        /// The groups, placed as for the section they were solved for. A repeated run is placed from each
        /// section's own `position` (its origin's y); groups solved one by one keep their own origins.
        let run: CompositionalGroupRun
        /// The section's items.
        let count: Int
        /// An orthogonal section's own scroll offset (step 12): its elements are tested against the query moved by
        /// it and answer `orthogonal`; `nil` for a section that scrolls with the layout.
        let orthogonalContentOffset: Point?
        /// UIKit promotes cells of zIndex 0 to 1 in a section that has a decoration (step 15).
        let decorated: Bool
        /// Whether cells laid out at an estimate are marked `estimated` (`ItemAnnotations.marksLayoutEstimates`).
        let marksEstimates: Bool
        /// Whether the section gives its items by count (`itemCount`): every item is then an estimate or none is,
        /// by the section, and an anchor report computes its pick over a repeated run.
        let uniform: Bool
        /// The run's length along the section: the last group ends `length` after the first starts.
        let length: Double
        /// Where the first group starts and the last ends when they are not the run's own (`nil`: `position` and
        /// `position + length`).
        let edges: Edges?
        /// The run's group count and, for a repeated run, what its reach reads: read per section in every pass
        /// without copying the run.
        let runCount: Int
        let repeatingReach: CompositionalGroupRun.RepeatingReach?

        /// Where the first group starts and the last ends (a struct: an optional tuple is read through the
        /// runtime's generic witnesses, per section in every pass).
        struct Edges {
            let start: Double
            let end: Double
        }

        init(
            run: CompositionalGroupRun, count: Int, orthogonalContentOffset: Point?, decorated: Bool,
            marksEstimates: Bool = true, uniform: Bool = false, length: Double,
            edges: Edges? = nil
        ) {
            self.run = run
            self.count = count
            self.orthogonalContentOffset = orthogonalContentOffset
            self.decorated = decorated
            self.marksEstimates = marksEstimates
            self.uniform = uniform
            self.length = length
            self.edges = edges
            runCount = run.count
            repeatingReach = run.repeatingReach
        }

        /// `run.reach(originY: y)`, read without copying the run.
        func reach(originY y: Double) -> Rect {
            if let repeatingReach { return repeatingReach.reach(originY: y) }
            return run.reach(originY: y)
        }

        /// Whether a section of `count` items at `orthogonalContentOffset` with these flags has this shape (groups
        /// solved one by one are a section's own).
        func fits(
            count: Int, orthogonalContentOffset o: Point?, decorated: Bool, marksEstimates: Bool, uniform: Bool
        ) -> Bool {
            if case .explicit = run { return false }
            return self.count == count && orthogonalContentOffset == o && self.decorated == decorated
                && self.marksEstimates == marksEstimates && self.uniform == uniform
        }
    }

    let shape: Shape
    /// Where the section's groups start along it, as placed (a repeated run's origin y).
    let position: Double
    /// How far every element moves down (`shortContentAlignment: bottom`): each frame's `y + shift`.
    var shift = 0.0

    init(shape: Shape, position: Double, shift: Double = 0) {
        self.shape = shape
        self.position = position
        self.shift = shift
    }

    /// The section's groups, placed.
    var run: CompositionalGroupRun {
        guard case .repeating(let full, let last, let count, let origin, let pitch, let alongX) = shape.run else {
            return shape.run
        }
        return .repeating(
            full: full, last: last, count: count, origin: Point(x: origin.x, y: position), pitch: pitch,
            alongX: alongX)
    }
    var count: Int { shape.count }
    var orthogonalContentOffset: Point? { shape.orthogonalContentOffset }
    var decorated: Bool { shape.decorated }
    var marksEstimates: Bool { shape.marksEstimates }
    var uniform: Bool { shape.uniform }
    /// Where the first group starts and the last ends, as placed (the boundary items are placed from them).
    var groupsStart: Double { shape.edges?.start ?? position }
    var groupsEnd: Double {
        if let edges = shape.edges { return edges.end }
        if case .empty = shape.run { return position }
        return position + shape.length
    }

    var groupEdges: (start: Double, end: Double)? { (groupsStart, groupsEnd) }

    /// Cells and anchored supplementaries.
    var elementCount: Int { run.elementCount }

    /// The resting frame of cell `item`.
    /// - Complexity: O(1) for a uniform run, O(log groups) when groups were solved one by one.
    func frame(at item: Int) -> Rect {
        let run = self.run
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
        let run = self.run
        let g = run.group(run.groupIndex(holding: item))
        return g.solved.elements[g.solved.cellElements[item &- g.firstItem]].estimated
    }

    /// The items of the groups that may meet the band (every group of an orthogonal section whose run meets it).
    /// - Complexity: O(1) for a uniform run, O(log groups) otherwise.
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        let run = self.run
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

    /// The elements of the groups the query reaches (an orthogonal section's through its content offset). In a
    /// repeated run every group is one solution moved along the run, so across the run an element's range is the
    /// same in every group: the elements meeting the query across the run are found once per solution, and only
    /// they are made in each group, so a band of a billion groups beside the content makes none. Groups solved one
    /// by one (from the body's measured items) test each of their elements.
    /// - Complexity: O(1) (repeated) or O(log groups) to find the groups, plus the elements of one solution, plus
    ///   the elements returned and those of the groups at the band's edges.
    func collectCells(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme
    ) throws(LayoutError) {
        let run = self.run
        let q = collector.query
        let o = orthogonalContentOffset ?? .zero
        let moved = Rect(x: q.x + o.x, y: q.y + o.y, width: q.width, height: q.height)
        let (minY, maxY) =
            shift == 0
            ? (moved.minY, moved.maxY) : ShiftedFrames<Self>.widened(moved.minY - shift, moved.maxY - shift, shift)
        let alongX = orthogonalContentOffset != nil
        let groups =
            alongX
            ? run.candidates(minimum: moved.minX, maximum: moved.maxX) : run.candidates(minimum: minY, maximum: maxY)
        if groups.isEmpty { return }
        guard case .repeating(let full, let last, let count, let origin, _, _) = run else {
            for k in groups {
                let g = run.group(k)
                collector.examined &+= g.solved.elements.count
                for e in g.solved.elements {
                    let a = attributes(of: e, in: g, section: s)
                    if a.frame.intersects(moved) { try collector.append(a) }
                }
            }
            return
        }
        // Across the run (x in a vertical run, y in an orthogonal one) every group's element lies where the
        // solution's does, moved by the run's origin: those meeting the query there, once per solution.
        func across(_ solved: SolvedGroup) -> [Int] {
            solved.elements.indices.filter { i in
                let f = solved.elements[i].frame
                guard f.width > 0, f.height > 0 else { return false }
                if alongX {
                    let y = f.y + origin.y + shift
                    return y < moved.maxY && moved.minY < y + f.height
                }
                let x = f.x + origin.x
                return x < moved.maxX && moved.minX < x + f.width
            }
        }
        // Sections of one shape share their solutions: each solution's elements are tested once a query.
        func met(_ solved: SolvedGroup) -> [Int] {
            let key = AttributeCollector.AcrossKey(
                solution: ObjectIdentifier(solved), alongX: alongX,
                position: alongX ? origin.y + shift : origin.x, minimum: alongX ? moved.minY : moved.minX,
                maximum: alongX ? moved.maxY : moved.maxX)
            if let met = collector.elements(across: key) { return met }
            collector.examined &+= solved.elements.count
            let met = across(solved)
            collector.remember(met, across: key)
            return met
        }
        let fullMet = met(full)
        let lastMet = last.map(met)
        let lastGroup = count - 1
        var k = groups.lowerBound
        while k < groups.upperBound {
            let isLast = k == lastGroup && last != nil
            let met = isLast ? lastMet ?? [] : fullMet
            if met.isEmpty {
                // Every full group misses the query: on to the last group when it is another solution.
                if isLast || last == nil || lastGroup >= groups.upperBound { break }
                k = lastGroup
                continue
            }
            let g = run.group(k)
            collector.examined &+= met.count
            for i in met {
                let a = attributes(of: g.solved.elements[i], in: g, section: s)
                if a.frame.intersects(moved) { try collector.append(a) }
            }
            k += 1
        }
    }

    /// An anchor report's pick (`AnchorPick`). A repeated run of a uniform section computes it: every group is one
    /// solution moved along the run (`runAnchorPick`). Otherwise the band's items are walked (`walkedAnchorPick`:
    /// the section lists them), except that an orthogonal section, whose every cell shares the run's band, looks
    /// for the accepted cell only in the groups the bounds' x range meets.
    /// - Complexity: O(cells of one solution · log groups) for a repeated run of a uniform section; otherwise
    ///   the listed items of the band, or of the groups the bounds meet.
    func anchorPick(
        in bounds: Rect, reversed: Bool, accepts: (Int, Rect) -> Bool
    ) -> AnchorPick {
        let run = self.run
        if uniform, case .repeating(let full, let last, let count, let origin, let pitch, let alongX) = run {
            return runAnchorPick(
                in: bounds, reversed: reversed, accepts: accepts,
                run: (full, last, count, origin, pitch, alongX))
        }
        guard orthogonalContentOffset != nil, run.count > 0 else {
            return walkedAnchorPick(in: bounds, reversed: reversed, accepts: accepts)
        }
        var pick = AnchorPick()
        // Cells of group `k` in item order (reversed), the first candidate (and accepted one, when `accepting`).
        func scan(_ k: Int, accepting: Bool) -> (first: (Int, Rect)?, accepted: (Int, Rect)?) {
            let g = run.group(k)
            let cells = g.solved.cellElements
            var first: (Int, Rect)?
            for j in reversed ? Array(cells.indices.reversed()) : Array(cells.indices) {
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
            if let a = scan(k, accepting: true).accepted {
                pick.accepted = a
                break
            }
        }
        // The first candidate at all, from the start (or the end).
        for k in reversed ? Array((0..<run.count).reversed()) : Array(0..<run.count) {
            if let f = scan(k, accepting: false).first {
                pick.first = f
                break
            }
        }
        return pick
    }

    /// `anchorPick` for a repeated run of a uniform section. Cell `c` of the solution stands in group `k` at the
    /// solution's frame moved by `origin + k·pitch` along the run, so along the run each of its tests (meeting the
    /// bounds, lying inside them) holds for a contiguous range of groups, found by binary search; across the run
    /// it is the same in every group. The first candidate is the least (group, cell) pair that meets the bounds
    /// along y with area, the accepted one the least inside them that `accepts` takes (a uniform section's cells
    /// are estimates by the section, so `accepts` answers a cell the same in every group of one solution); from
    /// the end, the greatest. The partial last group, another solution, is tested on its own.
    /// - Complexity: O(cells of the solutions · log groups).
    func runAnchorPick(
        in bounds: Rect, reversed: Bool, accepts: (Int, Rect) -> Bool,
        run r: (full: SolvedGroup, last: SolvedGroup?, count: Int, origin: Point, pitch: Double, alongX: Bool)
    ) -> AnchorPick {
        let run = self.run
        var pick = AnchorPick()
        guard r.count > 0 else { return pick }
        // Group `k`'s cell `c` of `solved`, placed as `attributes(of:in:section:)` places it.
        func frame(_ solved: SolvedGroup, _ c: Int, _ k: Int) -> Rect {
            let g = run.group(k)
            var f = solved.elements[solved.cellElements[c]].frame
            f.x += g.origin.x
            f.y += g.origin.y
            if shift != 0 { f.y += shift }
            return f
        }
        // The groups `groups` of one solution where `holds` is true, for a test that turns true and then false
        // again along the run (each bound moves one way): the first (the last, `reversed`) of them.
        func end(_ groups: Range<Int>, _ solved: SolvedGroup, _ c: Int, below: (Rect) -> Bool, above: (Rect) -> Bool)
            -> Int?
        {
            // `below`: not yet reached (false from some group on); `above`: passed (true from some group on).
            var low = groups.lowerBound
            var high = groups.upperBound
            while low < high {
                let mid = (low &+ high) >> 1
                if below(frame(solved, c, mid)) { low = mid &+ 1 } else { high = mid }
            }
            let start = low
            high = groups.upperBound
            while low < high {
                let mid = (low &+ high) >> 1
                if above(frame(solved, c, mid)) { high = mid } else { low = mid &+ 1 }
            }
            guard start < low else { return nil }
            return reversed ? low - 1 : start
        }
        let fullGroups = 0..<(r.last == nil ? r.count : r.count - 1)
        var solutions: [(solved: SolvedGroup, groups: Range<Int>)] = [(r.full, fullGroups)]
        if let last = r.last { solutions.append((last, (r.count - 1)..<r.count)) }
        // Least (greatest) pair first.
        func better(_ a: (k: Int, c: Int), than b: (k: Int, c: Int)?) -> Bool {
            guard let b else { return true }
            return reversed ? (a.k, a.c) > (b.k, b.c) : (a.k, a.c) < (b.k, b.c)
        }
        var first: (k: Int, c: Int, solved: SolvedGroup)?
        var accepted: (k: Int, c: Int, solved: SolvedGroup)?
        let forward = r.pitch >= 0
        for (solved, groups) in solutions where !groups.isEmpty {
            for c in solved.cellElements.indices {
                let e = solved.elements[solved.cellElements[c]].frame
                guard e.width > 0, e.height > 0 else { continue }
                // Along y (a vertical run: moves with the group; orthogonal: the same in every group).
                let candidate: Int?
                if r.alongX {
                    let f = frame(solved, c, groups.lowerBound)
                    candidate =
                        f.maxY > bounds.minY && f.minY < bounds.maxY
                        ? (reversed ? groups.upperBound - 1 : groups.lowerBound) : nil
                } else {
                    candidate = end(
                        groups, solved, c, below: { forward ? !($0.maxY > bounds.minY) : !($0.minY < bounds.maxY) },
                        above: { forward ? !($0.minY < bounds.maxY) : !($0.maxY > bounds.minY) })
                }
                guard let k = candidate else { continue }
                if better((k, c), than: first.map { ($0.k, $0.c) }) { first = (k, c, solved) }
                // Inside the bounds: along the run a range of groups, across it the same in every group.
                let inside: Int?
                if r.alongX {
                    let f = frame(solved, c, groups.lowerBound)
                    guard f.minY >= bounds.minY && f.maxY <= bounds.maxY else { continue }
                    inside = end(
                        groups, solved, c, below: { forward ? !($0.minX >= bounds.minX) : !($0.maxX <= bounds.maxX) },
                        above: { forward ? !($0.maxX <= bounds.maxX) : !($0.minX >= bounds.minX) })
                } else {
                    let f = frame(solved, c, groups.lowerBound)
                    guard f.minX >= bounds.minX && f.maxX <= bounds.maxX else { continue }
                    inside = end(
                        groups, solved, c, below: { forward ? !($0.minY >= bounds.minY) : !($0.maxY <= bounds.maxY) },
                        above: { forward ? !($0.maxY <= bounds.maxY) : !($0.minY >= bounds.minY) })
                }
                guard let k = inside, better((k, c), than: accepted.map { ($0.k, $0.c) }) else { continue }
                let item = run.group(k).firstItem &+ c
                if accepts(item, frame(solved, c, k)) { accepted = (k, c, solved) }
            }
        }
        if let f = first { pick.first = (run.group(f.k).firstItem &+ f.c, frame(f.solved, f.c, f.k)) }
        if let a = accepted { pick.accepted = (run.group(a.k).firstItem &+ a.c, frame(a.solved, a.c, a.k)) }
        return pick
    }

    /// Every element of every group.
    /// - Complexity: O(elements).
    func writeCells(
        section s: Int, zIndex: ZIndexScheme, to start: UnsafeMutablePointer<LayoutAttributes>
    ) -> UnsafeMutablePointer<LayoutAttributes> {
        let run = self.run
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

    /// None: the section builder refuses a run whose reach passes 1e15 (`contentTooLarge`, at its group).
    func firstOutOfRange(scanningAll: Bool) -> Int? { nil }

    /// The run's reach (anchored supplementaries with offsets may pass the section's band), as the query sees it:
    /// an orthogonal section's elements are tested against the query moved by its offset, so their reach is
    /// moved back by it; widened past the rounding of the frames' own sums.
    /// - Complexity: O(1) for a uniform run, O(groups) otherwise.
    func reach(start: Double, end: Double) -> (minY: Double, maxY: Double)? {
        // The shape's run placed at `position` (`run`), its reach read without making that run.
        guard shape.runCount > 0 else { return nil }
        let r = shape.reach(originY: position)
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
