/// A snapping policy with every field its policy reads made explicit: presets expanded, defaults filled in, the
/// rate a number with its coefficient. What a scroll range answer writes as `"snapping"`, and what the four steps
/// (`FlingRules`) read.
public struct ResolvedSnapping: Sendable, Hashable {
    public var policy: SnapPolicy
    /// `d`, per millisecond.
    public var decelerationRate: Double
    public var projection: FlingProjection
    /// `c = -ln d` (written only under `continuous`).
    public var coefficient: Double
    public var maxVelocity: Double
    /// The projection's distance at `maxVelocity`: `maxVelocity / c`, or `maxVelocity * d / (1 - d)`.
    public var reach: Double
    public var bounce: BounceMode
    /// `page`: the page length and where pages start; FSPagerView's clamp.
    public var pageSize: Double
    public var origin: Double
    public var pageClamp: Bool
    /// `item`: the anchor as the request named it (a mirrored horizontal layout swaps leading and trailing when it
    /// computes a snap offset).
    public var anchor: SnapAnchor
    public var candidates: SnapCandidates
    public var select: ResolvedSelect
    public var limit: SnapLimit?
    public var floor: Bool

    /// A rule with every parameter it reads.
    public struct ResolvedSelect: Sendable, Hashable {
        public var rule: SelectRule
        /// τ, for the rules that read one (`SelectRule.reads`); 0 otherwise (never written).
        public var threshold: Double
        /// β, for `bias`.
        public var bias: Double
        /// n, for `steps`.
        public var steps: Int

        public init(rule: SelectRule, threshold: Double = 0, bias: Double = 0.35, steps: Int = 1) {
            self.rule = rule
            self.threshold = threshold
            self.bias = bias
            self.steps = steps
        }
    }

    /// The projection's distance for velocity `v` (step 2, without the release offset).
    @inline(__always)
    public func glide(_ v: Double) -> Double {
        switch projection {
        case .continuous: v / coefficient
        case .wwdc: v * decelerationRate / (1 - decelerationRate)
        }
    }
}

extension SnappingDescription {
    /// The policy with every field it reads: the preset's fields, the request's over them, then the contract's
    /// defaults. `boundsLength` is the bounds' length on the axis (`page`'s default `pageSize`); `scale` sets
    /// `halfPage`'s default threshold. The request has been validated (`SnappingValidation`): a field of another
    /// policy is not read.
    public func resolved(boundsLength: Double, scale: Double) -> ResolvedSnapping {
        let e = expanded
        let policy = e.effectivePolicy
        let rate = e.decelerationRate ?? (policy == .page ? .fast : .normal)
        let projection = e.projection ?? .continuous
        let maxVelocity = e.maxVelocity ?? 10
        var r = ResolvedSnapping(
            policy: policy, decelerationRate: rate.value, projection: projection, coefficient: rate.coefficient,
            maxVelocity: maxVelocity, reach: 0, bounce: e.bounce ?? .automatic,
            pageSize: e.pageSize ?? boundsLength, origin: e.origin ?? 0, pageClamp: e.pageClamp ?? false,
            anchor: e.anchor ?? .leading, candidates: e.candidates ?? .all,
            select: ResolvedSnapping.ResolvedSelect(rule: policy == .page ? .nextInDirection : .nearest),
            limit: policy == .none ? nil : e.limit, floor: e.floor ?? false)
        r.reach = r.glide(maxVelocity)
        if policy != .none, let select = e.select {
            r.select = ResolvedSnapping.ResolvedSelect(
                rule: select.rule, threshold: select.threshold ?? select.rule.defaultThreshold(scale: scale) ?? 0,
                bias: select.bias ?? 0.35, steps: select.steps ?? 1)
        } else {
            r.select.threshold = r.select.rule.defaultThreshold(scale: scale) ?? 0
        }
        return r
    }
}
