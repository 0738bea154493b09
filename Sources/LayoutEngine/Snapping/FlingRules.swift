/// A cell a fling may stop on (`item` policy): its snap offset `s = e - L` and its extent `[min, max]` along the
/// scroll axis, physical. Snap order is by `offset`, then index path.
public struct SnapPoint: Sendable, Hashable {
    /// `s`: the scroll offset at which the cell's anchor comes to rest where the policy puts it.
    public var offset: Double
    /// The frame's own numbers along the axis: `min` its origin, `max = min + length`.
    public var min: Double
    public var max: Double
    public var section: Int
    public var item: Int

    public init(offset: Double, min: Double, max: Double, section: Int, item: Int) {
        self.offset = offset
        self.min = min
        self.max = max
        self.section = section
        self.item = item
    }

    /// Snap order: by offset, then index path.
    @inline(__always)
    public static func precedes(_ a: SnapPoint, _ b: SnapPoint) -> Bool {
        if a.offset != b.offset { return a.offset < b.offset }
        if a.section != b.section { return a.section < b.section }
        return a.item < b.item
    }
}

/// The scroll axis as a fling reads it (physical): `size` the bounds' length, `t` and `b` the content insets at the
/// axis's two ends (top and bottom, or left and right), `C` the content length, and the scrollable range
/// `[minOffset, maxOffset]`.
public struct FlingAxis: Sendable, Hashable {
    public var size: Double
    public var t: Double
    public var b: Double
    public var contentLength: Double
    public var minOffset: Double
    public var maxOffset: Double
    /// A mirrored horizontal layout: `leading` and `trailing` anchors swap.
    public var mirrored: Bool

    /// The main axis: `minY = -t`, `maxY = max(C - size + b, -t)`, in that order.
    public init(size: Double, t: Double, b: Double, contentLength: Double, mirrored: Bool) {
        self.size = size
        self.t = t
        self.b = b
        self.contentLength = contentLength
        let limits = ScrollLimits(content: contentLength, view: size, start: t, end: b, order: .anchors)
        self.minOffset = limits.min
        self.maxOffset = limits.max
        self.mirrored = mirrored
    }

    /// An orthogonal section's axis: its own range, no insets (only `page` and `none` run on it).
    public init(size: Double, range: (min: Double, max: Double), contentLength: Double) {
        self.size = size
        self.t = 0
        self.b = 0
        self.contentLength = contentLength
        self.minOffset = range.min
        self.maxOffset = range.max
        self.mirrored = false
    }

    /// Whether a fling meeting an end bounces under `mode`: `automatic` when the range is longer than one offset.
    public func bounces(_ mode: BounceMode) -> Bool {
        switch mode {
        case .automatic: maxOffset > minOffset
        case .always: true
        case .never: false
        }
    }

    /// `L` of `anchor` (leading and trailing swapped when mirrored): `t`, `size / 2 + (t - b) / 2`, `size - b`.
    public func anchorDistance(_ anchor: SnapAnchor) -> Double {
        switch physical(anchor) {
        case .leading: t
        case .center: size / 2 + (t - b) / 2
        case .trailing: size - b
        }
    }

    /// The anchor as it lies physically.
    @inline(__always)
    public func physical(_ anchor: SnapAnchor) -> SnapAnchor {
        guard mirrored else { return anchor }
        switch anchor {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }

    /// The snap offset `s = e - L` of a cell whose extent along the axis starts at `min` and is `length` long:
    /// `e` is `min`, `min + length / 2` or `min + length` by the (physical) anchor; `L` is `anchorDistance`.
    @inline(__always)
    public func snapOffset(min: Double, length: Double, anchor: SnapAnchor, distance l: Double) -> Double {
        switch physical(anchor) {
        case .leading: min - l
        case .center: (min + length / 2) - l
        case .trailing: (min + length) - l
        }
    }
}

/// What steps 1–4 give for one fling.
public struct FlingOutcome: Sendable, Hashable {
    /// Step 1's velocity, within `maxVelocity`.
    public var velocity: Double
    /// `p`.
    public var projected: Double
    public var target: Double
    public var resting: Double
    /// The snapped cell (`item` only).
    public var snappedTo: SnapPoint?
    /// Whether the target is a snap result (a page, or a cell's offset) rather than the projection itself.
    public var snapped: Bool
}

/// The four steps of a fling (velocity, projection, select, clamp), computed in doubles in exactly the contract's
/// order, over a list of snap points in snap order. The service's single query and a range's snap points both go
/// through `evaluate`: the single query hands it the points near the release, the projection and the drag's start
/// (`PreparedLayout.flingPoints`), which are everything it reads (docs/flings.md says why), and a client holding a
/// range's `snapPoints` evaluates the same steps over them.
public enum FlingRules {
    /// Steps 1–4 for a fling released at `o` with velocity `velocity`, the drag having started at `start` (read
    /// only by `limit.from: start`; `o` when absent).
    public static func evaluate(
        _ r: ResolvedSnapping, axis: FlingAxis, release o: Double, velocity: Double, start: Double?,
        points: [SnapPoint]
    ) -> FlingOutcome {
        // 1. Velocity.
        let v = Swift.min(Swift.max(velocity, -r.maxVelocity), r.maxVelocity)
        // 2. Projection.
        let p = o + r.glide(v)
        // 3. Select.
        let q = r.limit?.from == .start ? (start ?? o) : o
        var target = p
        var snappedTo: SnapPoint?
        var snapped = false
        switch r.policy {
        case .none: break
        case .page:
            target = pageTarget(r, axis: axis, o: o, v: v, p: p, q: q)
            snapped = true
        case .item:
            if let chosen = itemPoint(r, axis: axis, o: o, v: v, p: p, q: q, points: points) {
                snappedTo = chosen
                target = r.floor ? chosen.offset.rounded(.down) : chosen.offset
                snapped = true
            }
        }
        // 4. Clamp.
        let resting = Swift.min(Swift.max(target, axis.minOffset), axis.maxOffset)
        return FlingOutcome(
            velocity: v, projected: p, target: target, resting: resting, snappedTo: snappedTo, snapped: snapped)
    }

    /// Step 3 for `page`: `k` by the rule, `limit`, then `origin + k * pageSize`, FSPagerView's clamp.
    static func pageTarget(
        _ r: ResolvedSnapping, axis: FlingAxis, o: Double, v: Double, p: Double, q: Double
    ) -> Double {
        func x(_ q: Double) -> Double { (q - r.origin) / r.pageSize }
        let tau = r.select.threshold
        var k: Double
        switch r.select.rule {
        case .nearest, .atLeastOneInDirection:
            k = x(p).rounded()
        case .halfPage:
            k = v < -tau ? (x(o) - 0.5).rounded() : v > tau ? (x(o) + 0.5).rounded() : x(o).rounded()
        case .nextInDirection:
            k =
                v > tau
                ? x(o).rounded(.down) + 1 : v < -tau ? x(o).rounded(.down) : (x(o) - 0.5).rounded(.up)
        case .bias:
            let beta = r.select.bias
            k = v >= tau ? (x(p) + beta).rounded() : v <= -tau ? (x(p) - beta).rounded() : x(p).rounded()
        case .steps:
            let n1 = Double(r.select.steps - 1)
            k = v >= tau ? (x(o) + n1).rounded(.up) : v <= -tau ? (x(o) - n1).rounded(.down) : x(p).rounded()
        }
        if let limit = r.limit {
            let n = Double(limit.count)
            let rq = x(q).rounded()
            k = Swift.min(Swift.max(k, rq - n), rq + n)
        }
        let target = r.origin + k * r.pageSize
        guard r.pageClamp else { return target }
        return Swift.min(axis.contentLength - r.pageSize, Swift.max(0, target))
    }

    /// Step 3 for `item`: the rule's snap point among the candidates, then `limit`; `nil` when the rule finds none
    /// (the target is then `p`, and neither `limit` nor `floor` applies).
    static func itemPoint(
        _ r: ResolvedSnapping, axis: FlingAxis, o: Double, v: Double, p: Double, q: Double, points: [SnapPoint]
    ) -> SnapPoint? {
        let size = axis.size
        let accept: (SnapPoint) -> Bool
        switch r.candidates {
        case .all: accept = { _ in true }
        case .releaseBounds: accept = { $0.max > o && $0.min < o + size }
        case .proposedRect: accept = { $0.max > p && $0.min < p + size }
        }
        let tau = r.select.threshold
        let chosen: Int?
        switch r.select.rule {
        case .nearest, .halfPage, .steps:
            chosen = nearest(p, points, accept)
        case .atLeastOneInDirection:
            let near = nearest(p, points, accept)
            if let n = near, (v > 0 && points[n].offset < o) || (v < 0 && points[n].offset > o) {
                chosen =
                    (v > 0 ? first(atOrAfter: o, strictly: false, points, accept) : last(atOrBefore: o, points, accept))
                    ?? near
            } else {
                chosen = near
            }
        case .nextInDirection:
            if v > tau {
                chosen = first(atOrAfter: o, strictly: true, points, accept)
            } else if v < -tau {
                chosen = last(atOrBefore: o, points, accept)
            } else {
                chosen = nearest(o, points, accept)
            }
        case .bias:
            let shift = r.select.bias * size
            chosen = nearest(v >= tau ? p + shift : v <= -tau ? p - shift : p, points, accept)
        }
        guard let chosen else { return nil }
        guard let limit = r.limit, let j = nearest(q, points, { _ in true }) else { return points[chosen] }
        return limited(points, chosen: chosen, around: j, count: limit.count)
    }

    /// `limit` over the distinct offsets `D`: `s` within `D[j - n] ... D[j + n]` (clamped to `D`'s ends), `j` the
    /// index of point `around`'s offset; when that moves `s`, the first point in snap order at the new offset.
    static func limited(_ points: [SnapPoint], chosen: Int, around j: Int, count n: Int) -> SnapPoint {
        let s = points[chosen].offset
        let center = points[j].offset
        // D[max(0, j - n)]: n distinct offsets below the centre, or the lowest.
        var lower = center
        var steps = 0
        var i = j
        while i > 0 && steps < n {
            i -= 1
            if points[i].offset != lower {
                lower = points[i].offset
                steps += 1
            }
        }
        // D[min(|D| - 1, j + n)].
        var upper = center
        steps = 0
        i = j
        while i < points.count - 1 && steps < n {
            i += 1
            if points[i].offset != upper {
                upper = points[i].offset
                steps += 1
            }
        }
        let bounded = Swift.min(Swift.max(s, lower), upper)
        if bounded == s { return points[chosen] }
        return points.first { $0.offset == bounded } ?? points[chosen]
    }

    /// `nearest(x)`: the accepted point with the least `|s - x|`, the first in snap order on a tie.
    static func nearest(_ x: Double, _ points: [SnapPoint], _ accept: (SnapPoint) -> Bool) -> Int? {
        var best: Int?
        var distance = Double.infinity
        for i in points.indices where accept(points[i]) {
            let d = (points[i].offset - x).magnitude
            if best == nil || d < distance {
                best = i
                distance = d
            }
        }
        return best
    }

    /// The first accepted point with `s > o` (`strictly`) or `s >= o`.
    static func first(
        atOrAfter o: Double, strictly: Bool, _ points: [SnapPoint], _ accept: (SnapPoint) -> Bool
    ) -> Int? {
        points.indices.first { i in
            (strictly ? points[i].offset > o : points[i].offset >= o) && accept(points[i])
        }
    }

    /// The first accepted point at the greatest `s <= o`.
    static func last(atOrBefore o: Double, _ points: [SnapPoint], _ accept: (SnapPoint) -> Bool) -> Int? {
        var best: Int?
        for i in points.indices where points[i].offset <= o && accept(points[i]) {
            if let b = best, points[b].offset >= points[i].offset { continue }
            best = i
        }
        return best
    }
}
