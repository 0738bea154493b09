extension PreparedLayout {
    /// The answer to a request with `fling`: where the fling comes to rest (`fling(_:limit:)`), and the request's
    /// usual answer computed there (its `elements` applied at the resting offset, a scroll range as it is), with
    /// `contentOffset` the resting offset (not for an orthogonal section's fling, which moves that section's
    /// `orthogonalContentOffset` instead) and `fling` beside it.
    func flingAnswer(
        _ fling: FlingDescription, elements: ElementsQuery, limits: LayoutLimits
    ) throws(LayoutError) -> LayoutResult {
        let (answer, moved) = try self.fling(fling, limit: limits.maxAttributes)
        var result = try moved.answer(elements: elements, limits: limits)
        if fling.section == nil { result.contentOffset = answer.restingOffset }
        result.fling = answer
        return result
    }

    /// Where `fling` comes to rest, and this layout at rest there: the same layout with `contentOffset` (or the
    /// section's `orthogonalContentOffset`) moved to the resting offset and no `fling` left to answer.
    /// - Complexity: O(1) under `none` and `page`; under `item`, the band queries of `flingPoints`.
    func fling(_ fling: FlingDescription, limit: Int) throws(LayoutError) -> (FlingAnswer, PreparedLayout) {
        var moved = self
        moved.description.fling = nil
        if let s = fling.section {
            guard let (r, axis) = orthogonalSnapping(section: s), case .compositional(var d) = description.family
            else { throw .flingSectionNotOrthogonal(section: s) }
            let release = d.sections[s].orthogonalContentOffset
            let alongY = horizontal
            let answer = try Self.answer(
                r, axis: axis, release: release, alongY: alongY, velocity: fling.velocity,
                start: fling.startOffset, points: [])
            d.sections[s].orthogonalContentOffset = answer.restingOffset
            moved.description.family = .compositional(d)
            if let cells = family.sections[s].items as? CompositionalCells {
                // In computing space, as the layout placed it: mirrored (x negated), then transposed.
                var computing = answer.restingOffset
                if mirrored && computing.x != 0 { computing.x = -computing.x }
                let shape = CompositionalCells.Shape(
                    run: cells.run, count: cells.count,
                    orthogonalContentOffset: horizontal ? computing.transposed : computing,
                    decorated: cells.decorated, marksEstimates: cells.marksEstimates, length: 0,
                    edges: .init(start: 0, end: 0))
                moved.family.sections[s].items = CompositionalCells(
                    shape: shape, position: cells.position, shift: cells.shift)
            }
            return (answer, moved)
        }
        let r = description.resolvedSnapping()
        let release = description.resolvedContentOffset(contentSize: contentSize)
        let points = try flingPoints(r, release: release, fling: fling, limit: limit)
        let answer = try Self.answer(
            r, axis: flingAxis, release: release, alongY: !horizontal, velocity: fling.velocity,
            start: fling.startOffset, points: points)
        moved.description.collectionView.contentOffset = answer.restingOffset
        return (answer, moved)
    }

    /// Steps 1–4 and the curve for a fling along x (or y, `alongY`) released at `release`, as the answer's
    /// `fling`; a coordinate past ±1e15 is refused.
    static func answer(
        _ r: ResolvedSnapping, axis: FlingAxis, release: Point, alongY: Bool, velocity: Point, start: Point?,
        points: [SnapPoint]
    ) throws(LayoutError) -> FlingAnswer {
        let o = alongY ? release.y : release.x
        let outcome = FlingRules.evaluate(
            r, axis: axis, release: o, velocity: alongY ? velocity.y : velocity.x,
            start: start.map { alongY ? $0.y : $0.x }, points: points)
        let (curve, bounced) = FlingCurve.of(
            release: o, velocity: outcome.velocity, target: outcome.target, resting: outcome.resting,
            snapped: outcome.snapped, projection: r.projection, rate: r.decelerationRate, axis: axis,
            bounce: r.bounce)
        func point(_ value: Double) -> Point {
            alongY ? Point(x: release.x, y: value) : Point(x: value, y: release.y)
        }
        let answer = FlingAnswer(
            projectedOffset: point(outcome.projected), targetOffset: point(outcome.target),
            restingOffset: point(outcome.resting),
            snappedTo: outcome.snappedTo.map { ItemPath(section: $0.section, item: $0.item) }, bounced: bounced,
            curve: curve)
        if !answer.isWithinRange { throw .impossibleNumber(.fling) }
        return answer
    }

    /// The snap points a single fling's steps read, in snap order (none under `none` and `page`): the listing of
    /// the window from the release and the projection, widened by the bias (the cells visible at release and at
    /// the projection, every offset between, and the nearest beyond); with a `limit` from the drag's start, that
    /// of the start too, then the distinct offsets from the start's nearest toward the rule's choice, at most
    /// `limit.count` of them. Steps 1–4 over these points are steps 1–4 over every cell (docs/flings.md).
    func flingPoints(
        _ r: ResolvedSnapping, release: Point, fling: FlingDescription, limit: Int
    ) throws(LayoutError) -> [SnapPoint] {
        guard r.policy == .item else { return [] }
        let axis = flingAxis
        var search = SnapPointSearch(anchor: r.anchor, axis: axis, limit: limit, layout: self)
        let o = horizontal ? release.x : release.y
        let velocity = horizontal ? fling.velocity.x : fling.velocity.y
        let v = Swift.min(Swift.max(velocity, -r.maxVelocity), r.maxVelocity)
        let p = o + r.glide(v)
        // A projection the answer could not hold is refused before any cell is read.
        if !RangeCheck.contains(p) { throw .impossibleNumber(.fling) }
        let bias = r.select.rule == .bias ? r.select.bias * axis.size : 0
        var points = try snapPoints(window: Swift.min(o, p) - bias, Swift.max(o, p) + bias, beyond: 1, &search)
        guard let limitRule = r.limit else { return points }
        let start = fling.startOffset.map { horizontal ? $0.x : $0.y } ?? o
        let q = limitRule.from == .start ? start : o
        if limitRule.from == .start {
            points = Self.merged(points, try snapPoints(window: q, q, beyond: 1, &search))
        }
        var unlimited = r
        unlimited.limit = nil
        let free = FlingRules.evaluate(
            unlimited, axis: axis, release: o, velocity: velocity, start: start, points: points)
        guard let s = free.snappedTo?.offset, let j = FlingRules.nearest(q, points, { _ in true }) else {
            return points
        }
        let center = points[j].offset
        if s == center { return points }
        let walked = try snapGroups(beyond: center, upward: s > center, count: limitRule.count, stop: s, &search)
        return Self.merged(points, walked)
    }

    /// A scroll range answer's snapping (`layout.snapping` in the request): the resolved policy, the `item`
    /// policy's snap points over the range's window, and each orthogonal section the answer lists an element of.
    /// The points count toward the attribute limit with the answer's attributes.
    ///
    /// The window is `[w0, w1]`, `w0 = (from - R) - B`, `w1 = (to + R) + B` (`R` the reach, `B` the bias's share of
    /// the bounds under `bias`), so that every fling released in the range, from a drag begun in it, reads only
    /// the listed points.
    func rangeSnapping(from a: Double, to b: Double, attributes: [LayoutAttributes], limit: Int) throws(LayoutError)
        -> SnappingAnswer
    {
        let r = description.resolvedSnapping()
        if !RangeCheck.contains(r.reach) { throw .impossibleNumber(.snapping) }
        var points: [SnapPoint]?
        if r.policy == .item {
            let axis = flingAxis
            let bias = r.select.rule == .bias ? r.select.bias * axis.size : 0
            let w0 = (a - r.reach) - bias
            let w1 = (b + r.reach) + bias
            var search = SnapPointSearch(anchor: r.anchor, axis: axis, limit: limit, layout: self)
            let listed = try snapPoints(window: w0, w1, beyond: (r.limit?.count ?? 0) + 1, &search)
            if listed.count > limit - attributes.count { throw .tooManyAttributes(limit: limit) }
            points = listed
        }
        var orthogonal: [OrthogonalSnapping]?
        if case .compositional = description.family {
            var sections: [Int] = []
            let layoutKinds = Set(family.layoutSupplementaries.map(\.kind))
            for a in attributes {
                // The layout's own boundary items (index path [0, 0]) belong to no section.
                if a.category == .supplementary && !a.orthogonal && a.section == 0, let kind = a.kind,
                    layoutKinds.contains(kind), family.sections.first.map({ s in s.frame(of: kind) == nil }) ?? true
                {
                    continue
                }
                if sections.last != a.section && !sections.contains(a.section) { sections.append(a.section) }
            }
            sections.sort()
            orthogonal = sections.compactMap { s in
                orthogonalSnapping(section: s).map { (r, axis) in
                    OrthogonalSnapping(
                        section: s, rangeMin: axis.minOffset, rangeMax: axis.maxOffset, snapping: r)
                }
            }
        }
        return SnappingAnswer(snapping: r, points: points, orthogonal: orthogonal)
    }
}

extension LayoutDescription {
    /// Whether answering `elements` searches snap points (an `item` fling, or a range with `item` snapping), so
    /// that the layout is prepared for several band queries.
    func searchesSnapPoints(_ elements: ElementsQuery) -> Bool {
        guard let snapping, snapping.effectivePolicy == .item else { return false }
        if fling != nil && fling?.section == nil { return true }
        if case .scrollRange = elements { return true }
        return false
    }
}
