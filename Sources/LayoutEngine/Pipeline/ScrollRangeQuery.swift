/// A scroll range's answer besides its attributes (docs/scroll-ranges.md): the range, and the
/// follower of every attribute that pinning can move.
public struct ScrollRangeAnswer: Sendable, Hashable {
    /// The range's first offset along the scroll axis (physical), as the request gave it.
    public var from: Double
    /// The range's last offset along the scroll axis (physical).
    public var to: Double
    /// The attributes that carry `follows`, by their index in the result's attributes, ascending.
    public var follows: [Follows]

    /// `follows` on the attribute at `index`: at physical scroll offset `o` its scroll-axis origin is
    /// `follower.origin(at: o)`, pinned with `zIndex` where that differs from its resting origin.
    public struct Follows: Sendable, Hashable {
        public var index: Int
        /// Physical (`ComputingSpace.physical(_:width:)`).
        public var follower: Follower
        public var zIndex: Int

        public init(index: Int, follower: Follower, zIndex: Int) {
            self.index = index
            self.follower = follower
            self.zIndex = zIndex
        }
    }

    public init(from: Double, to: Double, follows: [Follows]) {
        self.from = from
        self.to = to
        self.follows = follows
    }
}

extension PreparedLayout {
    /// Steps 2 and 3 for `elements: {"scrollRange": {from: a, to: b}}`: every element the visible query would
    /// return at some offset of the range, once, in the contract's order, at rest, and each element that pinning
    /// can move with its physical follower, which places it at any offset exactly as `attributes(at:)` does.
    ///
    /// The visible rects of the range sweep the band from the range's first offset to its last plus the bounds'
    /// length: an element at rest is visible at some offset exactly when its frame meets that band (positive
    /// overlap), so the section index and each section's own search answer it as one rect query. An element that
    /// follows the scroll is tested at the offsets where its visibility can change (`visibleSomewhere`).
    /// - Complexity: O(log sections + sections met + k) for k attributes returned, whatever the range's length,
    ///   as one rect query.
    func rangeAnswer(
        from a: Double, to b: Double, limit: Int
    ) throws(LayoutError) -> LayoutResult {
        let base = description.resolvedContentOffset(contentSize: contentSize)
        let pa = horizontal ? Point(x: a, y: base.y) : Point(x: base.x, y: a)
        let pb = horizontal ? Point(x: b, y: base.y) : Point(x: base.x, y: b)
        let ca = space.computing(offset: pa)
        let cb = space.computing(offset: pb)
        // A mirrored horizontal layout's computing offsets run the other way.
        let oLow = Swift.min(ca.y, cb.y)
        let oHigh = Swift.max(ca.y, cb.y)
        var view = Rect(x: ca.x, y: oLow, width: computing.size.width, height: computing.size.height)
        var (oFirst, oLast) = (oLow, oHigh)
        var sweep = Self.sweep(view, from: oLow, to: oHigh)
        // Mirroring rounds (see `attributes(at:)`): a mirrored layout searches a few ulps wider, then keeps what
        // the physical range shows (`keepVisible`).
        if mirrored {
            sweep = Self.widened(sweep)
            view = Self.widened(view)
            let m = view.y - oLow
            (oFirst, oLast) = (oLow + m, oHigh - m)
        }
        let bandEnd = sweep.maxY

        var follows: [ScrollRangeAnswer.Follows] = []
        var attributes: [LayoutAttributes] = []
        // Bounds of no area show nothing at any offset.
        if computing.size.width > 0 && computing.size.height > 0 {
            var collector = AttributeCollector(query: sweep, limit: limit)
            let zIndex = family.zIndex
            let pinningZIndex = description.pinning.zIndex
            /// A supplementary at rest, kept when it is visible at some offset; with its follower when it pins.
            func add(
                _ e: RestingSupplementary, section s: Int, in host: Pinning.Host,
                into collector: inout AttributeCollector
            ) throws(LayoutError) {
                let resting = LayoutAttributes(
                    section: s, item: 0, category: .supplementary, kind: e.kind, frame: e.frame,
                    zIndex: zIndex.supplementary(
                        section: s, pinned: false, pinningZIndex: pinningZIndex, own: e.zIndex),
                    pinned: false, estimated: e.estimated)
                guard let f = pinning.follower(of: e, section: s, in: host) else { return try collector.add(resting) }
                guard Self.visibleSomewhere(e.frame, following: f, from: oFirst, to: oLast, view: view) else {
                    return
                }
                try collector.append(resting)
                let physical = space.physical(f, width: e.frame.height)
                // The offsets of the range where it stands furthest out: a number past ±1e15 there is refused, as
                // the single-offset answer at that offset refuses it.
                for o in [a, b] {
                    let origin = physical.origin(at: o)
                    if !(RangeCheck.contains(origin) && RangeCheck.contains(origin + e.frame.height)) {
                        throw .impossibleNumber(.scrollRange)
                    }
                }
                follows.append(
                    ScrollRangeAnswer.Follows(
                        index: collector.attributes.count - 1, follower: physical,
                        zIndex: zIndex.supplementary(
                            section: s, pinned: true, pinningZIndex: pinningZIndex, own: e.zIndex)))
            }
            try family.sections.withUnsafeBufferPointer { sections throws(LayoutError) in
                for e in family.layoutSupplementaries where e.edge == .header {
                    try add(e, section: 0, in: wholeHost, into: &collector)
                }
                var walk =
                    index?.sections(meeting: sweep.minY, bandEnd, offsets: oFirst, oLast) ?? .all(sections.count)
                let last = sections.count - 1
                while let (s, met) = walk.next() {
                    guard met else {
                        // Met only by a header that follows without end: nothing else of it can meet the band.
                        let host = pinning.host(of: sections, s, isLast: s == last)
                        for i in 0..<SectionView(sections, s).supplementaries.count
                        where SectionView(sections, s).supplementaries[i].edge == .header {
                            try add(SectionView(sections, s).supplementaries[i], section: s, in: host, into: &collector)
                        }
                        continue
                    }
                    try pinning.forEachPart(ofSection: s, in: sections, isLast: s == last) {
                        e, host throws(LayoutError) in
                        try add(e, section: s, in: host, into: &collector)
                    } cells: { () throws(LayoutError) in
                        try SectionView(sections, s).withItems { items throws(LayoutError) in
                            try items.collectCells(into: &collector, section: s, zIndex: zIndex)
                        }
                    } decoration: { a throws(LayoutError) in
                        try collector.add(a)
                    }
                }
                for e in family.layoutSupplementaries where e.edge == .footer {
                    try add(e, section: 0, in: wholeHost, into: &collector)
                }
            }
            attributes = collector.attributes
        }
        if description.annotations.hasEstimates { markEstimated(&attributes) }
        // Nothing is pinned: every frame is a resting one, moved to physical space as it stands.
        if horizontal || mirrored { toPhysical(&attributes, at: pa, computingOffset: oLow) }
        if mirrored { keepVisible(&attributes, &follows, from: a, to: b, base: base) }
        var result = LayoutResult(
            contentSize: contentSize, attributes: attributes, kindNames: family.kindNames,
            annotations: description.annotations)
        result.scrollRange = ScrollRangeAnswer(from: a, to: b, follows: follows)
        if description.snapping != nil {
            result.snapping = try rangeSnapping(from: a, to: b, attributes: attributes, limit: limit)
        }
        return result
    }

    /// The band the visible rect `view` sweeps along y from offset `oLow` to `oHigh`, its far edge `oHigh +
    /// view.height` to the bit.
    static func sweep(_ view: Rect, from oLow: Double, to oHigh: Double) -> Rect {
        let end = oHigh + view.height
        var sweep = Rect(x: view.x, y: oLow, width: view.width, height: end - oLow)
        while sweep.y + sweep.height < end { sweep.height = sweep.height.nextUp }
        return sweep
    }

    /// Keeps, of a mirrored layout's range candidates (physical), those the physical range shows: a resting one
    /// when it meets the band the physical visible rect sweeps from `a` to `b`, a follower when it is visible at
    /// some offset (`visibleSomewhere`, on the physical axis); `follows` re-indexed to match.
    /// - Complexity: O(attributes).
    func keepVisible(
        _ attributes: inout [LayoutAttributes], _ follows: inout [ScrollRangeAnswer.Follows], from a: Double,
        to b: Double, base: Point
    ) {
        let size = description.collectionView.size
        // The physical visible rect at offset 0, and the band it sweeps, in a space where the scroll axis is y.
        func alongY(_ r: Rect) -> Rect { horizontal ? r.transposed : r }
        let view = alongY(
            Rect(x: horizontal ? 0 : base.x, y: horizontal ? base.y : 0, width: size.width, height: size.height))
        let band = Self.sweep(view, from: a, to: b)
        var kept: [LayoutAttributes] = []
        var keptFollows: [ScrollRangeAnswer.Follows] = []
        kept.reserveCapacity(attributes.count)
        var next = 0
        for (i, attribute) in attributes.enumerated() {
            let frame = alongY(attribute.frame)
            if next < follows.count && follows[next].index == i {
                var f = follows[next]
                next += 1
                guard Self.visibleSomewhere(frame, following: f.follower, from: a, to: b, view: view) else { continue }
                f.index = kept.count
                keptFollows.append(f)
                kept.append(attribute)
            } else {
                let query = alongY(attribute.orthogonal ? moved(alongY(band), attribute.section) : alongY(band))
                if frame.intersects(query) { kept.append(attribute) }
            }
        }
        attributes = kept
        follows = keptFollows
    }

    /// Whether an element resting at `frame` (computing space) and placed by `f` intersects the visible rect
    /// (`view`'s x, width and height at `y = o`) at some computing offset `o` of `oLow...oHigh`, by the same test
    /// the visible query applies at one offset.
    ///
    /// Along the range the element stands at `lo`, then follows at `o + c`, then stands at `hi`: on each piece
    /// whether it is visible changes at most twice, where its edges cross the rect's (`lo - h` .. `lo + h`, the
    /// same at `hi`, and where the pieces meet: `lo - c`, `hi - c`). So it is visible somewhere exactly when it is
    /// at the range's ends, at those points (with their neighbours, which rounding may put on either side), or in
    /// the middle of the following piece.
    /// - Complexity: O(1).
    static func visibleSomewhere(
        _ frame: Rect, following f: Follower, from oLow: Double, to oHigh: Double, view: Rect
    ) -> Bool {
        func visible(at o: Double) -> Bool {
            var placed = frame
            placed.y = f.origin(at: o)
            return placed.intersects(Rect(x: view.x, y: o, width: view.width, height: view.height))
        }
        if visible(at: oLow) || visible(at: oHigh) { return true }
        let h = frame.height
        let length = view.height
        // Each critical point `p ± q`, with neighbours one ulp of the point and of its larger term away on each side.
        func near(_ p: Double, _ q: Double, _ v: Double) -> Bool {
            guard v.isFinite else { return false }
            let u = Swift.max(p.ulp, q.ulp, v.ulp)
            for candidate in [v, v.nextUp, v.nextDown, v + u, v - u, v + 2 * u, v - 2 * u] {
                if candidate > oLow && candidate < oHigh && visible(at: candidate) { return true }
            }
            return false
        }
        for bound in [f.lo, f.hi] where bound.isFinite {
            if near(bound, f.c, bound - f.c) || near(bound, length, bound - length) || near(bound, h, bound + h) {
                return true
            }
        }
        // The middle of the piece where it follows the offset.
        let start = Swift.max(oLow, f.lo - f.c)
        let end = Swift.min(oHigh, f.hi - f.c)
        if start < end {
            let middle = start + (end - start) / 2
            if middle.isFinite && visible(at: middle) { return true }
        }
        return false
    }
}
