/// `layout.snapping` as the request wrote it: where a fling comes to rest along the layout's scroll axis. Every
/// field is `nil` when the request left it out; `resolved(boundsLength:scale:)` fills in the preset's fields and
/// then the defaults (`ResolvedSnapping`).
public struct SnappingDescription: Sendable, Hashable {
    public var preset: SnappingPreset?
    public var policy: SnapPolicy?
    public var decelerationRate: DecelerationRate?
    public var projection: FlingProjection?
    /// Points per millisecond, in (0, 100].
    public var maxVelocity: Double?
    public var bounce: BounceMode?
    /// `page` only: the page length, > 0.
    public var pageSize: Double?
    /// `page` only: pages lie at `origin + k * pageSize`.
    public var origin: Double?
    /// `page` only: FSPagerView's clamp of the target to `[0, C - pageSize]`.
    public var pageClamp: Bool?
    /// `item` only: which edge of a cell comes to rest where.
    public var anchor: SnapAnchor?
    /// `item` only: the cells a fling may stop on.
    public var candidates: SnapCandidates?
    /// Step 3's rule.
    public var select: SnapSelect?
    /// At most `count` pages or distinct snap offsets from where the drag began or was released.
    public var limit: SnapLimit?
    /// `item` only: the target is `floor(s)`.
    public var floor: Bool?

    public init(
        preset: SnappingPreset? = nil, policy: SnapPolicy? = nil, decelerationRate: DecelerationRate? = nil,
        projection: FlingProjection? = nil, maxVelocity: Double? = nil, bounce: BounceMode? = nil,
        pageSize: Double? = nil, origin: Double? = nil, pageClamp: Bool? = nil, anchor: SnapAnchor? = nil,
        candidates: SnapCandidates? = nil, select: SnapSelect? = nil, limit: SnapLimit? = nil, floor: Bool? = nil
    ) {
        self.preset = preset
        self.policy = policy
        self.decelerationRate = decelerationRate
        self.projection = projection
        self.maxVelocity = maxVelocity
        self.bounce = bounce
        self.pageSize = pageSize
        self.origin = origin
        self.pageClamp = pageClamp
        self.anchor = anchor
        self.candidates = candidates
        self.select = select
        self.limit = limit
        self.floor = floor
    }
}

/// How a fling chooses where it stops.
public enum SnapPolicy: String, Sendable, Hashable, CaseIterable {
    /// Plain deceleration: the projection, clamped.
    case none
    /// Equal pages, by arithmetic on the offsets.
    case page
    /// The cells' own frames: the snap offsets of `SnapPoint`s.
    case item
}

/// `UIScrollView.DecelerationRate`: the fraction of the velocity kept per millisecond.
public enum DecelerationRate: Sendable, Hashable {
    /// 0.998, `UIScrollView`'s default.
    case normal
    /// 0.99, the rate UIKit pages at.
    case fast
    /// Any rate in (0, 1).
    case value(Double)

    /// `d`.
    public var value: Double {
        switch self {
        case .normal: 0.998
        case .fast: 0.99
        case .value(let d): d
        }
    }

    /// `c = -ln d`: for the named rates the double nearest to it, for a number `-log(d)` as the C library's `log`
    /// gives it (`ElementaryFunctions`).
    public var coefficient: Double {
        switch self {
        case .normal: 0.0020020026706730793
        case .fast: 0.01005033585350145
        case .value(let d): -ElementaryFunctions.log(d)
        }
    }
}

/// How far a fling glides (step 2).
public enum FlingProjection: String, Sendable, Hashable, CaseIterable {
    /// Where the decay curve itself stops: `p = o + v / c`.
    case continuous
    /// WWDC 2018's formula: `p = o + v * d / (1 - d)`.
    case wwdc
}

/// Whether a fling that meets an end of the scrollable range bounces.
public enum BounceMode: String, Sendable, Hashable, CaseIterable {
    /// When the range is longer than one offset.
    case automatic
    case always
    case never
}

/// Which edge of a cell comes to rest where (`item` policy).
public enum SnapAnchor: String, Sendable, Hashable, CaseIterable {
    case leading
    case center
    case trailing
}

/// The cells an `item` fling may stop on.
public enum SnapCandidates: String, Sendable, Hashable, CaseIterable {
    /// Every cell.
    case all
    /// The cells visible at release: `max > o && min < o + size`.
    case releaseBounds
    /// The cells the projected bounds meet: `max > p && min < p + size`.
    case proposedRect
}

/// Step 3's rules.
public enum SelectRule: String, Sendable, Hashable, CaseIterable {
    case nearest
    /// Flutter's `PageScrollPhysics` (page only).
    case halfPage
    /// Android's `PagerSnapHelper`.
    case nextInDirection
    /// FSPagerView's `automaticDistance`, or a fraction of the bounds ahead of the projection for cells.
    case bias
    /// FSPagerView's `decelerationDistance` (page only).
    case steps
    /// CenteredCollectionView (item only).
    case atLeastOneInDirection

    /// Whether `policy` has this rule.
    public func belongs(to policy: SnapPolicy) -> Bool {
        switch self {
        case .nearest, .nextInDirection, .bias: policy != .none
        case .halfPage, .steps: policy == .page
        case .atLeastOneInDirection: policy == .item
        }
    }

    /// The keys of a `select` object this rule reads besides `rule`.
    public var reads: Set<SelectKey> {
        switch self {
        case .nearest, .atLeastOneInDirection: []
        case .halfPage, .nextInDirection: [.threshold]
        case .bias: [.threshold, .bias]
        case .steps: [.threshold, .steps]
        }
    }

    /// τ when the request gives none: Flutter's tolerance (a physical pixel per 50 ms), Android's minimum fling
    /// velocity (50 dp/s), FSPagerView's 0.3; `nil` for the rules that read none.
    public func defaultThreshold(scale: Double) -> Double? {
        switch self {
        case .nearest, .atLeastOneInDirection: nil
        case .halfPage: 1 / (50 * scale)
        case .nextInDirection: 0.05
        case .bias, .steps: 0.3
        }
    }
}

/// The members of a `select` object besides `rule`.
public enum SelectKey: String, Sendable, Hashable, CaseIterable {
    case threshold, bias, steps
}

/// `select`: a rule with the parameters the request gave it.
public struct SnapSelect: Sendable, Hashable {
    public var rule: SelectRule
    /// τ ≥ 0, points per millisecond.
    public var threshold: Double?
    /// β in [0, 1).
    public var bias: Double?
    /// An integer ≥ 1.
    public var steps: Int?

    public init(rule: SelectRule, threshold: Double? = nil, bias: Double? = nil, steps: Int? = nil) {
        self.rule = rule
        self.threshold = threshold
        self.bias = bias
        self.steps = steps
    }
}

/// `limit`: at most `count` pages or distinct snap offsets from `from`.
public struct SnapLimit: Sendable, Hashable {
    public enum Origin: String, Sendable, Hashable, CaseIterable {
        /// `fling.startOffset`, where the drag began.
        case start
        /// The release offset.
        case release
    }

    public var count: Int
    public var from: Origin

    public init(count: Int, from: Origin) {
        self.count = count
        self.from = from
    }
}

/// The fields of `layout.snapping` that belong to one policy or another (the rest belong to every policy).
public enum SnappingField: String, Sendable, Hashable, CaseIterable {
    case pageSize, origin, pageClamp, anchor, candidates, select, limit, floor

    /// Whether a `policy` snapping may carry this field.
    public func belongs(to policy: SnapPolicy) -> Bool {
        switch self {
        case .pageSize, .origin, .pageClamp: policy == .page
        case .anchor, .candidates, .floor: policy == .item
        case .select, .limit: policy != .none
        }
    }
}
