/// The request's `fling`: answer where a fling released at the request's offset comes to rest.
public struct FlingDescription: Sendable, Hashable {
    /// Points per millisecond at release (`scrollViewWillEndDragging`'s unit); only the axis's component is read.
    public var velocity: Point
    /// Where the drag began (read by `limit.from: start`).
    public var startOffset: Point?
    /// A `compositional` section whose `orthogonalContentOffset` the fling moves instead of `contentOffset`.
    public var section: Int?

    public init(velocity: Point, startOffset: Point? = nil, section: Int? = nil) {
        self.velocity = velocity
        self.startOffset = startOffset
        self.section = section
    }
}

/// The answer's `fling`: the projection, the target and the resting offset (Points: the axis's coordinate, and the
/// release offset's other one), the snapped cell, and how the fling moves there.
public struct FlingAnswer: Sendable, Hashable {
    public var projectedOffset: Point
    public var targetOffset: Point
    public var restingOffset: Point
    /// The snapped cell (`item` policy); `nil` under `none`, `page`, or when the rule found no cell.
    public var snappedTo: ItemPath?
    /// Whether a decay meets an end of the range and the policy bounces.
    public var bounced: Bool
    public var curve: FlingCurve

    public init(
        projectedOffset: Point, targetOffset: Point, restingOffset: Point, snappedTo: ItemPath?, bounced: Bool,
        curve: FlingCurve
    ) {
        self.projectedOffset = projectedOffset
        self.targetOffset = targetOffset
        self.restingOffset = restingOffset
        self.snappedTo = snappedTo
        self.bounced = bounced
        self.curve = curve
    }
}

/// What a scroll range answer of a request with `layout.snapping` carries besides its attributes: the resolved
/// policy, the snap points of `item` in snap order, and each orthogonal section's own snapping.
public struct SnappingAnswer: Sendable, Hashable {
    public var snapping: ResolvedSnapping
    /// `item` only.
    public var points: [SnapPoint]?
    /// `compositional` only: every orthogonal section the range lists an element of.
    public var orthogonal: [OrthogonalSnapping]?

    public init(snapping: ResolvedSnapping, points: [SnapPoint]?, orthogonal: [OrthogonalSnapping]?) {
        self.snapping = snapping
        self.points = points
        self.orthogonal = orthogonal
    }
}

/// An orthogonal section's snapping: its scrollable range of `orthogonalContentOffset` along the cross axis
/// (physical) and the policy its `orthogonalScrollingBehavior` names.
public struct OrthogonalSnapping: Sendable, Hashable {
    public var section: Int
    public var rangeMin: Double
    public var rangeMax: Double
    public var snapping: ResolvedSnapping

    public init(section: Int, rangeMin: Double, rangeMax: Double, snapping: ResolvedSnapping) {
        self.section = section
        self.rangeMin = rangeMin
        self.rangeMax = rangeMax
        self.snapping = snapping
    }
}

extension FlingAnswer {
    /// Every coordinate the answer writes lies within ±1e15 (the curve's numbers are times and a rate).
    var isWithinRange: Bool {
        [projectedOffset, targetOffset, restingOffset].allSatisfy {
            RangeCheck.contains($0.x) && RangeCheck.contains($0.y)
        }
            && {
                switch curve {
                case .decay(let rate, let boundAt, let duration):
                    rate.isFinite && (boundAt?.isFinite ?? true) && duration.isFinite
                case .spring(let duration): duration.isFinite
                }
            }()
    }
}
