import Foundation

extension Layoutd {
    /// Where a fling comes to rest, computed on the device from a scroll range answer (`ScrollRangeAnswer.fling`):
    /// the numbers of the service's `FlingResult` along the axis. The offsets and `snappedTo` are the service's to
    /// the bit; the curve uses `exp` and `ln`, which may differ in the last bits.
    public struct FlingOutcome: Sendable, Hashable {
        /// `p`: where the deceleration alone would stop.
        public var projectedOffset: Double
        /// Where the policy aims (may lie outside the scrollable range).
        public var targetOffset: Double
        /// The target clamped to the scrollable range: where the content rests.
        public var restingOffset: Double
        /// The snapped cell (`item` policy).
        public var snappedTo: SnapPoint?
        /// Whether the curve is a decay that meets an end of the range and bounces.
        public var bounced: Bool
        public var curve: FlingCurve
    }
}

extension Layoutd.ScrollRangeAnswer {
    /// Where a fling released at scroll-axis offset `offset` with `velocity` (points per millisecond along the
    /// axis, UIKit's unit) comes to rest, from a drag begun at `startOffset` (`offset` when `nil`): the contract's
    /// four steps over the answer's `snapPoints`, `snapping` and `contentSize`, with no request. `nil` when the
    /// answer has no `snapping` (its request had no `layout.snapping`), or when the release (or the start, where a
    /// limit counts from it) lies outside `scrollRange`, which is all the answer's points cover: ask the service
    /// then.
    /// - Complexity: O(log n) in the snap points to find a point, plus the points between it and the first that
    ///   the candidates accept, and a limit's offsets.
    public func fling(at offset: Double, velocity: Double, startOffset: Double? = nil) -> Layoutd.FlingOutcome? {
        guard let snapping = response.snapping else { return nil }
        let range = response.scrollRange
        let start = startOffset ?? offset
        guard range.contains(offset) else { return nil }
        if snapping.limit?.from == .start && !range.contains(start) { return nil }
        let vertical = viewport.scrollDirection == .vertical
        let inset = viewport.contentInset
        let axis = FlingAxis(
            length: vertical ? viewport.size.height : viewport.size.width, leading: vertical ? inset.top : inset.left,
            trailing: vertical ? inset.bottom : inset.right,
            content: vertical ? response.contentSize.height : response.contentSize.width)
        return FlingSteps(snapping: snapping, axis: axis, points: response.snapPoints ?? [])
            .fling(release: offset, velocity: velocity, start: start)
    }

    /// `fling(at:velocity:startOffset:)` with points, as UIKit's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` has them: the release offset
    /// (`collectionView.contentOffset`), the velocity and the drag's start; the target keeps the release's other
    /// coordinate. This is `targetOffset` (UIKit clamps and bounces itself); `nil` as `fling` says.
    public func targetContentOffset(
        releasedAt contentOffset: Layoutd.Point, velocity: Layoutd.Point, startOffset: Layoutd.Point? = nil
    ) -> Layoutd.Point? {
        let vertical = viewport.scrollDirection == .vertical
        let along = { (p: Layoutd.Point) in vertical ? p.y : p.x }
        guard
            let outcome = fling(
                at: along(contentOffset), velocity: along(velocity), startOffset: startOffset.map(along))
        else { return nil }
        return vertical
            ? Layoutd.Point(x: contentOffset.x, y: outcome.targetOffset)
            : Layoutd.Point(x: outcome.targetOffset, y: contentOffset.y)
    }

    /// Where a fling in orthogonal section `section` comes to rest: released at its `orthogonalContentOffset`
    /// coordinate `offset` along the cross axis (x in a vertically scrolling layout) with `velocity` along it, by
    /// the page or plain policy its behaviour names (the answer's `orthogonalSnapping`). `nil` when the answer
    /// lists no snapping for that section. Exact for any offset: pages are arithmetic.
    public func fling(section: Int, at offset: Double, velocity: Double) -> Layoutd.FlingOutcome? {
        guard let entry = response.orthogonalSnapping?.first(where: { $0.section == section }) else { return nil }
        let vertical = viewport.scrollDirection == .vertical
        let axis = FlingAxis(
            length: vertical ? viewport.size.width : viewport.size.height, range: entry.range)
        return FlingSteps(snapping: entry.snapping, axis: axis, points: [])
            .fling(release: offset, velocity: velocity, start: offset)
    }
}

/// The axis a fling runs along: the bounds' length, the insets at its ends, the content's length, and the
/// scrollable range `[-t, max(C - size + b, -t)]` (or an orthogonal section's own).
struct FlingAxis {
    let length: Double
    let leading: Double
    let trailing: Double
    let content: Double
    let minOffset: Double
    let maxOffset: Double

    init(length: Double, leading t: Double, trailing b: Double, content c: Double) {
        self.length = length
        self.leading = t
        self.trailing = b
        self.content = c
        minOffset = -t
        maxOffset = max(c - length + b, -t)
    }

    init(length: Double, range: ClosedRange<Double>) {
        self.length = length
        leading = 0
        trailing = 0
        content = 0
        minOffset = range.lowerBound
        maxOffset = range.upperBound
    }
}

/// The contract's steps 1–4 and curve over a range answer's snapping, written here from the contract (the service
/// has its own): velocity, projection, select, clamp, each in doubles in the contract's order.
struct FlingSteps {
    let snapping: Layoutd.ResolvedSnapping
    let axis: FlingAxis
    /// In snap order, as the answer lists them.
    let points: [Layoutd.SnapPoint]

    func fling(release o: Double, velocity: Double, start: Double) -> Layoutd.FlingOutcome {
        let s = snapping
        // 1. Velocity.
        let v = min(max(velocity, -s.maxVelocity), s.maxVelocity)
        // 2. Projection.
        let d = s.decelerationRate
        let glide: Double
        switch s.projection {
        case .continuous: glide = v / (s.coefficient ?? -log(d))
        case .wwdc: glide = v * d / (1 - d)
        }
        let p = o + glide
        // 3. Select.
        let q = s.limit?.from == .start ? start : o
        var target = p
        var snapped: Layoutd.SnapPoint?
        var isSnap = false
        switch s.policy {
        case .none: break
        case .page:
            target = page(o: o, v: v, p: p, q: q)
            isSnap = true
        case .item:
            if let i = cell(o: o, v: v, p: p, q: q) {
                snapped = points[i]
                target = s.floor == true ? floor(points[i].offset) : points[i].offset
                isSnap = true
            }
        }
        // 4. Clamp.
        let resting = min(max(target, axis.minOffset), axis.maxOffset)
        let (curve, bounced) = FlingCurveModel(axis: axis, bounce: s.bounce).curve(
            release: o, velocity: v, target: target, resting: resting, snapped: isSnap,
            rate: !isSnap && s.projection == .continuous ? d : nil)
        // As the answer writes them: JSON has one zero (`-t` is -0 when there is no inset).
        func written(_ x: Double) -> Double { x == 0 ? 0 : x }
        return Layoutd.FlingOutcome(
            projectedOffset: written(p), targetOffset: written(target), restingOffset: written(resting),
            snappedTo: snapped, bounced: bounced, curve: curve)
    }

    /// The select rule's threshold (τ), bias (β) and steps (n).
    var threshold: Double { snapping.select?.threshold ?? 0 }

    /// A page's target: `origin + k * pageSize`, `k` by the rule and the limit; FSPagerView's clamp.
    func page(o: Double, v: Double, p: Double, q: Double) -> Double {
        let origin = snapping.origin ?? 0
        let size = snapping.pageSize ?? axis.length
        func x(_ value: Double) -> Double { (value - origin) / size }
        let t = threshold
        var k: Double
        switch snapping.select?.rule ?? .nextInDirection {
        case .halfPage:
            if v < -t {
                k = (x(o) - 0.5).rounded()
            } else if v > t {
                k = (x(o) + 0.5).rounded()
            } else {
                k = x(o).rounded()
            }
        case .nextInDirection:
            if v > t {
                k = floor(x(o)) + 1
            } else if v < -t {
                k = floor(x(o))
            } else {
                k = ceil(x(o) - 0.5)
            }
        case .bias:
            let beta = snapping.select?.bias ?? 0.35
            if v >= t {
                k = (x(p) + beta).rounded()
            } else if v <= -t {
                k = (x(p) - beta).rounded()
            } else {
                k = x(p).rounded()
            }
        case .steps:
            let n = Double(snapping.select?.steps ?? 1)
            if v >= t {
                k = ceil(x(o) + (n - 1))
            } else if v <= -t {
                k = floor(x(o) - (n - 1))
            } else {
                k = x(p).rounded()
            }
        case .nearest, .atLeastOneInDirection:
            k = x(p).rounded()
        }
        if let limit = snapping.limit {
            let r = x(q).rounded()
            let n = Double(limit.count)
            k = min(max(k, r - n), r + n)
        }
        let target = origin + k * size
        if snapping.pageClamp == true { return min(axis.content - size, max(0, target)) }
        return target
    }

    /// The snapped point's index: the rule's choice among the candidates, then the limit; `nil` when the rule finds
    /// none.
    func cell(o: Double, v: Double, p: Double, q: Double) -> Int? {
        let size = axis.length
        let accepts: (Layoutd.SnapPoint) -> Bool
        switch snapping.candidates ?? .all {
        case .all: accepts = { _ in true }
        case .releaseBounds: accepts = { $0.max > o && $0.min < o + size }
        case .proposedRect: accepts = { $0.max > p && $0.min < p + size }
        }
        let t = threshold
        var chosen: Int?
        switch snapping.select?.rule ?? .nearest {
        case .nextInDirection:
            if v > t {
                chosen = firstIndex(after: o, strictly: true, accepts)
            } else if v < -t {
                chosen = lastIndex(atOrBefore: o, accepts)
            } else {
                chosen = nearest(to: o, accepts)
            }
        case .atLeastOneInDirection:
            chosen = nearest(to: p, accepts)
            if let c = chosen {
                let s = points[c].offset
                if v > 0 && s < o {
                    chosen = firstIndex(after: o, strictly: false, accepts) ?? c
                } else if v < 0 && s > o {
                    chosen = lastIndex(atOrBefore: o, accepts) ?? c
                }
            }
        case .bias:
            let shift = (snapping.select?.bias ?? 0.35) * size
            if v >= t {
                chosen = nearest(to: p + shift, accepts)
            } else if v <= -t {
                chosen = nearest(to: p - shift, accepts)
            } else {
                chosen = nearest(to: p, accepts)
            }
        case .nearest, .halfPage, .steps:
            chosen = nearest(to: p, accepts)
        }
        guard let c = chosen, let limit = snapping.limit, let center = nearest(to: q, { _ in true }) else {
            return chosen
        }
        // D[max(0, j - n)] and D[min(|D| - 1, j + n)]: n distinct offsets down and up from the centre's.
        let low = distinctOffset(from: center, steps: limit.count, downward: true)
        let high = distinctOffset(from: center, steps: limit.count, downward: false)
        let s = points[c].offset
        let bounded = min(max(s, low), high)
        if bounded == s { return c }
        return firstIndex(after: bounded, strictly: false) { _ in true }
    }

    /// The first index whose offset is `>= x` (binary search over the snap order).
    func lowerBound(_ x: Double) -> Int {
        var low = 0
        var high = points.count
        while low < high {
            let mid = (low + high) / 2
            if points[mid].offset < x { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The first index whose offset is `> x`.
    func upperBound(_ x: Double) -> Int {
        var low = 0
        var high = points.count
        while low < high {
            let mid = (low + high) / 2
            if points[mid].offset <= x { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// `nearest(x)`: the accepted point with the least `|s - x|`, the first in snap order on a tie; found by
    /// walking out from `x` in both directions while the distance can still tie.
    func nearest(to x: Double, _ accepts: (Layoutd.SnapPoint) -> Bool) -> Int? {
        var best: (distance: Double, index: Int)?
        func consider(_ i: Int) {
            let d = (points[i].offset - x).magnitude
            if let b = best, d > b.distance || (d == b.distance && i > b.index) { return }
            best = (d, i)
        }
        let split = lowerBound(x)
        var i = split
        while i < points.count {
            if let b = best, points[i].offset - x > b.distance { break }
            if accepts(points[i]) { consider(i) }
            i += 1
        }
        i = split - 1
        while i >= 0 {
            if let b = best, x - points[i].offset > b.distance { break }
            if accepts(points[i]) { consider(i) }
            i -= 1
        }
        return best?.index
    }

    /// The first accepted point with offset `> x` (`strictly`) or `>= x`.
    func firstIndex(after x: Double, strictly: Bool, _ accepts: (Layoutd.SnapPoint) -> Bool) -> Int? {
        var i = strictly ? upperBound(x) : lowerBound(x)
        while i < points.count {
            if accepts(points[i]) { return i }
            i += 1
        }
        return nil
    }

    /// The first accepted point, in snap order, at the greatest offset `<= x`.
    func lastIndex(atOrBefore x: Double, _ accepts: (Layoutd.SnapPoint) -> Bool) -> Int? {
        var i = upperBound(x) - 1
        while i >= 0 && !accepts(points[i]) { i -= 1 }
        guard i >= 0 else { return nil }
        let offset = points[i].offset
        var first = i
        var j = i - 1
        while j >= 0 && points[j].offset == offset {
            if accepts(points[j]) { first = j }
            j -= 1
        }
        return first
    }

    /// The offset `steps` distinct offsets below (or above) point `index`'s, or the last there is.
    func distinctOffset(from index: Int, steps: Int, downward: Bool) -> Double {
        var offset = points[index].offset
        var taken = 0
        var i = index
        while taken < steps {
            i += downward ? -1 : 1
            guard i >= 0 && i < points.count else { break }
            if points[i].offset != offset {
                offset = points[i].offset
                taken += 1
            }
        }
        return offset
    }
}

/// The contract's fling curve (a model, exact by definition): a decay toward the target, or a critically damped
/// spring to the resting offset, whichever the contract's rule picks; `ε` 0.5 points, `ω` 0.01 per millisecond.
struct FlingCurveModel {
    let axis: FlingAxis
    let bounce: Layoutd.Snapping.Bounce

    static let epsilon = 0.5
    static let omega = 0.01

    /// Whether the policy bounces at the range's ends.
    var bounces: Bool {
        switch bounce {
        case .automatic: axis.maxOffset > axis.minOffset
        case .always: true
        case .never: false
        }
    }

    /// The curve from release `o` at velocity `v` toward `r`, resting at `s`; `snapped` when the target is a snap
    /// result, `rate` `d` when it is the `continuous` projection itself.
    func curve(
        release o: Double, velocity v: Double, target r: Double, resting s: Double, snapped: Bool, rate: Double?
    ) -> (Layoutd.FlingCurve, Bool) {
        let a = o - s
        let spring = Layoutd.FlingCurve.spring(duration: settle(a, v + Self.omega * a).rounded(.up))
        let outside = o < axis.minOffset || o > axis.maxOffset
        let forward = v > 0 && r > o
        let backward = v < 0 && r < o
        if outside || v == 0 || !(forward || backward) { return (spring, false) }
        guard let decay = decay(o, v, r, s, rate) else { return (spring, false) }
        if snapped && !(decay.0.duration <= spring.duration) { return (spring, false) }
        return decay
    }

    /// The decay, or `nil` when its numbers overflow.
    func decay(_ o: Double, _ v: Double, _ r: Double, _ s: Double, _ rate: Double?) -> (Layoutd.FlingCurve, Bool)? {
        let k = rate ?? exp(-v / (r - o))
        let distance = abs(r - o)
        let speed = abs(v)
        guard k.isFinite else { return nil }
        if s == r {
            let tau = distance <= Self.epsilon ? 0 : (distance / speed) * log(distance / Self.epsilon)
            guard tau.isFinite else { return nil }
            return (.decay(rate: k, boundAt: nil, duration: tau.rounded(.up)), false)
        }
        let left = distance - abs(s - o)
        let boundAt = (distance / speed) * log(distance / left)
        guard left > 0, boundAt.isFinite, boundAt >= 0 else { return nil }
        guard bounces else { return (.decay(rate: k, boundAt: boundAt, duration: boundAt.rounded(.up)), false) }
        let w = v * left / distance
        let total = boundAt + settle(0, w)
        guard total.isFinite else { return nil }
        return (.decay(rate: k, boundAt: boundAt, duration: total.rounded(.up)), true)
    }

    /// The last `τ >= 0` where `|A + B τ| exp(-ω τ)` equals `ε` (0 when it never exceeds `ε`): past its one
    /// extremum `1/ω - A/B` it only falls, and before its zero `-A/B` too.
    func settle(_ a: Double, _ b: Double) -> Double {
        func h(_ t: Double) -> Double { abs(a + b * t) * exp(-Self.omega * t) }
        let peak = b == 0 ? 0 : max(0, 1 / Self.omega - a / b)
        if h(peak) > Self.epsilon {
            var low = peak
            var high = peak + 1 / Self.omega
            var step = 1 / Self.omega
            var rounds = 0
            while h(high) > Self.epsilon && rounds < 2048 {
                low = high
                step *= 2
                high = peak + step
                rounds += 1
            }
            return bisect(low, high, h)
        }
        if abs(a) > Self.epsilon && b != 0 { return bisect(0, -a / b, h) }
        return 0
    }

    /// The crossing of `ε` in `[low, high]` by a falling `h`.
    func bisect(_ low: Double, _ high: Double, _ h: (Double) -> Double) -> Double {
        var low = low
        var high = high
        for _ in 0..<200 {
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high { break }
            if h(mid) > Self.epsilon { low = mid } else { high = mid }
        }
        return high
    }
}
