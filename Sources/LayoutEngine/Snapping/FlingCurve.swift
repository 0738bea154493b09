/// How a fling moves from its release to where it rests: a model a client can evaluate, exact by definition, not a
/// claim about UIKit's own animation. Times are milliseconds from release.
public enum FlingCurve: Sendable, Hashable {
    /// `x(τ) = o + v * (rate^τ - 1) / ln(rate)`, toward the target; `boundAt` when it meets an end of the range
    /// first (then a spring from the bound if the policy bounces, else it stops there).
    case decay(rate: Double, boundAt: Double?, duration: Double)
    /// `x(τ) = s + (A + B τ) exp(-ω τ)`, `A = o - s`, `B = v + ω A`: a critically damped spring to the resting
    /// offset.
    case spring(duration: Double)

    /// Whole milliseconds, rounded up.
    public var duration: Double {
        switch self {
        case .decay(_, _, let duration), .spring(let duration): duration
        }
    }

    /// How far from its end a curve counts as arrived, in points.
    static let epsilon = 0.5
    /// The spring's ω, per millisecond (stiffness 100, mass 1: 10 per second).
    static let omega = 0.01

    /// The curve of a fling released at `o` with (step 1's) velocity `v`, aimed at `target` (`r`) and resting at
    /// `resting` (`s`), and whether it bounces. `snapped` says whether the target is a snap result; `rate` is `d`,
    /// the decay's own rate when the target is the `continuous` projection itself.
    public static func of(
        release o: Double, velocity v: Double, target r: Double, resting s: Double, snapped: Bool,
        projection: FlingProjection, rate d: Double, axis: FlingAxis, bounce: BounceMode
    ) -> (curve: FlingCurve, bounced: Bool) {
        let outside = o < axis.minOffset || o > axis.maxOffset
        // A test of signs, never of the product (which underflows).
        let inDirection = (v > 0 && r > o) || (v < 0 && r < o)
        let spring = FlingCurve.spring(duration: wholeMilliseconds(settle(o - s, v + omega * (o - s))))
        if outside || v == 0 || !inDirection { return (spring, false) }
        guard
            let decay = decay(
                release: o, velocity: v, target: r, resting: s, rate: !snapped && projection == .continuous ? d : nil,
                bounces: axis.bounces(bounce))
        else { return (spring, false) }
        if snapped && !(decay.curve.duration <= spring.duration) { return (spring, false) }
        return decay
    }

    /// The decay toward `r`; `nil` when its numbers overflow (a re-solved glide so long that no double holds
    /// it), which `of` answers as the spring. `rate` is given when the decay is the projection's own, else it is
    /// re-solved to end at `r`: `k = exp(-v / (r - o))`.
    static func decay(
        release o: Double, velocity v: Double, target r: Double, resting s: Double, rate: Double?, bounces: Bool
    ) -> (curve: FlingCurve, bounced: Bool)? {
        let k = rate ?? ElementaryFunctions.exp(-v / (r - o))
        let distance = (r - o).magnitude
        let speed = v.magnitude
        guard k.isFinite else { return nil }
        if s == r {
            let duration = distance <= epsilon ? 0 : (distance / speed) * ElementaryFunctions.log(distance / epsilon)
            guard duration.isFinite else { return nil }
            return (.decay(rate: k, boundAt: nil, duration: wholeMilliseconds(duration)), false)
        }
        let remaining = distance - (s - o).magnitude
        let boundAt = (distance / speed) * ElementaryFunctions.log(distance / remaining)
        guard remaining > 0, boundAt.isFinite, boundAt >= 0 else { return nil }
        guard bounces else { return (.decay(rate: k, boundAt: boundAt, duration: wholeMilliseconds(boundAt)), false) }
        let w = v * remaining / distance
        let duration = boundAt + settle(0, w)
        guard duration.isFinite else { return nil }
        return (.decay(rate: k, boundAt: boundAt, duration: wholeMilliseconds(duration)), true)
    }

    /// `τ` rounded up to a whole millisecond.
    static func wholeMilliseconds(_ tau: Double) -> Double { tau.rounded(.up) }

    /// The last `τ >= 0` at which `|A + B τ| exp(-ω τ) = ε`; 0 when it never exceeds `ε`.
    ///
    /// `h(τ) = (A + B τ) exp(-ω τ)` has one extremum, at `τ* = 1/ω - A/B`, and its zero `-A/B` lies before it, so
    /// `|h|` falls for good after `max(0, τ*)`: the last crossing is there when `|h|` still exceeds `ε` at that
    /// point, else before the zero (when `|A| > ε`), where `|h|` also falls. Each is found by bisection.
    static func settle(_ a: Double, _ b: Double) -> Double {
        func h(_ tau: Double) -> Double { (a + b * tau).magnitude * ElementaryFunctions.exp(-omega * tau) }
        var start = 0.0
        if b != 0 {
            let extremum = 1 / omega - a / b
            if extremum > 0 { start = extremum }
        }
        if h(start) > epsilon { return falling(from: start, h) }
        if a.magnitude > epsilon && b != 0 {
            let zero = -a / b
            return falling(from: 0, to: zero, h)
        }
        return 0
    }

    /// Where the falling `h` crosses `ε` after `start` (`h(start) > ε`), found by doubling then bisecting; within
    /// `[start, end]` when `end` is given (`h(end) <= ε`).
    static func falling(from start: Double, to end: Double? = nil, _ h: (Double) -> Double) -> Double {
        var lo = start
        var hi: Double
        if let end {
            hi = end
        } else {
            var step = 1 / omega
            hi = start + step
            var guardCount = 0
            while h(hi) > epsilon && guardCount < 2048 {
                lo = hi
                step *= 2
                hi = start + step
                guardCount += 1
            }
        }
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if h(mid) > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
