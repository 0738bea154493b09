public import Foundation

// Flings that come to rest: the answer's side. A single fling's `fling`, and what a scroll range
// answer of a layout with `snapping` carries: the resolved policy, the snap points, and each orthogonal section's
// snapping. The coding keys are the contract's names exactly.

extension Layoutd {
    /// Where a fling comes to rest and how it moves there (the answer's `fling`). The offsets are points whose
    /// coordinate along the axis is the projection, the target and the resting offset, the other coordinate the
    /// release offset's.
    public struct FlingResult: Codable, Sendable, Hashable {
        public var projectedOffset: Point
        public var targetOffset: Point
        public var restingOffset: Point
        /// The snapped cell; `nil` under `none` and `page`, or when no cell was found.
        public var snappedTo: SnappedCell?
        /// Whether a decay meets an end of the range and bounces there.
        public var bounced: Bool
        public var curve: FlingCurve

        /// A result of its parts.
        public init(
            projectedOffset: Point, targetOffset: Point, restingOffset: Point, snappedTo: SnappedCell?,
            bounced: Bool, curve: FlingCurve
        ) {
            self.projectedOffset = projectedOffset
            self.targetOffset = targetOffset
            self.restingOffset = restingOffset
            self.snappedTo = snappedTo
            self.bounced = bounced
            self.curve = curve
        }

        enum CodingKeys: String, CodingKey {
            case projectedOffset, targetOffset, restingOffset, snappedTo, bounced, curve
        }

        /// Reads the result; `snappedTo` may be null.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            projectedOffset = try container.decode(Point.self, forKey: .projectedOffset)
            targetOffset = try container.decode(Point.self, forKey: .targetOffset)
            restingOffset = try container.decode(Point.self, forKey: .restingOffset)
            snappedTo = try container.decodeIfPresent(SnappedCell.self, forKey: .snappedTo)
            bounced = try container.decode(Bool.self, forKey: .bounced)
            curve = try container.decode(FlingCurve.self, forKey: .curve)
        }

        /// Writes the result as the server does, `snappedTo` null when there is none.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(projectedOffset, forKey: .projectedOffset)
            try container.encode(targetOffset, forKey: .targetOffset)
            try container.encode(restingOffset, forKey: .restingOffset)
            if let snappedTo {
                try container.encode(snappedTo, forKey: .snappedTo)
            } else {
                try container.encodeNil(forKey: .snappedTo)
            }
            try container.encode(bounced, forKey: .bounced)
            try container.encode(curve, forKey: .curve)
        }
    }

    /// The cell a fling snapped to.
    public struct SnappedCell: Codable, Sendable, Hashable {
        public var indexPath: IndexPath
        /// Its item's id, when it has one.
        public var id: String?

        /// The cell at `indexPath`.
        public init(indexPath: IndexPath, id: String? = nil) {
            self.indexPath = indexPath
            self.id = id
        }

        enum CodingKeys: String, CodingKey {
            case indexPath, id
        }

        /// Reads `indexPath` as a JSON array of integers.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            indexPath = IndexPath(indexes: try container.decode([Int].self, forKey: .indexPath))
            id = try container.decodeIfPresent(String.self, forKey: .id)
        }

        /// Writes `indexPath` as a JSON array of integers.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Array(indexPath), forKey: .indexPath)
            try container.encodeIfPresent(id, forKey: .id)
        }
    }

    /// How a fling moves from release to rest (times in milliseconds): a decay toward the target, or a critically
    /// damped spring to the resting offset. Outside the bit-for-bit promise (it uses `exp` and `ln`).
    public enum FlingCurve: Codable, Sendable, Hashable {
        /// `x(τ) = o + v * (rate^τ - 1) / ln(rate)`; `boundAt` when it meets an end of the range first.
        case decay(rate: Double, boundAt: Double?, duration: Double)
        /// `x(τ) = s + (A + B τ) exp(-ω τ)`, `A = o - s`, `B = v + ω A`, `ω` 0.01 per millisecond.
        case spring(duration: Double)

        /// Whole milliseconds.
        public var duration: Double {
            switch self {
            case .decay(_, _, let duration), .spring(let duration): duration
            }
        }

        enum CodingKeys: String, CodingKey {
            case model, rate, boundAt, duration
        }

        /// Reads `{"model": "decay", ...}` or `{"model": "spring", ...}`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let duration = try container.decode(Double.self, forKey: .duration)
            switch try container.decode(String.self, forKey: .model) {
            case "decay":
                self = .decay(
                    rate: try container.decode(Double.self, forKey: .rate),
                    boundAt: try container.decodeIfPresent(Double.self, forKey: .boundAt), duration: duration)
            case "spring": self = .spring(duration: duration)
            case let model:
                throw DecodingError.dataCorruptedError(
                    forKey: .model, in: container, debugDescription: "unknown curve model \"\(model)\"")
            }
        }

        /// Writes the model and its numbers in the server's order.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .decay(let rate, let boundAt, let duration):
                try container.encode("decay", forKey: .model)
                try container.encode(rate, forKey: .rate)
                try container.encodeIfPresent(boundAt, forKey: .boundAt)
                try container.encode(duration, forKey: .duration)
            case .spring(let duration):
                try container.encode("spring", forKey: .model)
                try container.encode(duration, forKey: .duration)
            }
        }
    }

    /// A snapping with every field its policy reads made explicit (a range answer's `snapping`): the rate a
    /// number with its coefficient, the reach, the rule's parameters; fields of other policies `nil`.
    public struct ResolvedSnapping: Codable, Sendable, Hashable {
        public var policy: Snapping.Policy
        /// `d`, per millisecond.
        public var decelerationRate: Double
        public var projection: Snapping.Projection
        /// `c = -ln d`, under `continuous`.
        public var coefficient: Double?
        public var maxVelocity: Double
        /// The projection's distance at `maxVelocity`.
        public var reach: Double
        public var bounce: Snapping.Bounce
        public var pageSize: Double?
        public var origin: Double?
        public var pageClamp: Bool?
        public var anchor: Snapping.Anchor?
        public var candidates: Snapping.Candidates?
        /// The rule with every parameter it reads (`page` and `item`).
        public var select: Snapping.Select?
        /// `page` and `item`: the limit, `nil` (written null) when none.
        public var limit: Snapping.Limit?
        public var floor: Bool?

        /// A resolved snapping of its fields.
        public init(
            policy: Snapping.Policy, decelerationRate: Double, projection: Snapping.Projection,
            coefficient: Double? = nil, maxVelocity: Double, reach: Double, bounce: Snapping.Bounce,
            pageSize: Double? = nil, origin: Double? = nil, pageClamp: Bool? = nil, anchor: Snapping.Anchor? = nil,
            candidates: Snapping.Candidates? = nil, select: Snapping.Select? = nil, limit: Snapping.Limit? = nil,
            floor: Bool? = nil
        ) {
            self.policy = policy
            self.decelerationRate = decelerationRate
            self.projection = projection
            self.coefficient = coefficient
            self.maxVelocity = maxVelocity
            self.reach = reach
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

        enum CodingKeys: String, CodingKey {
            case policy, decelerationRate, projection, coefficient, maxVelocity, reach, bounce, pageSize, origin,
                pageClamp, anchor, candidates, select, limit, floor
        }

        /// Writes the members the server writes, in its order: `limit` as null under `page` and `item` when none.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(policy, forKey: .policy)
            try container.encode(decelerationRate, forKey: .decelerationRate)
            try container.encode(projection, forKey: .projection)
            try container.encodeIfPresent(coefficient, forKey: .coefficient)
            try container.encode(maxVelocity, forKey: .maxVelocity)
            try container.encode(reach, forKey: .reach)
            try container.encode(bounce, forKey: .bounce)
            try container.encodeIfPresent(pageSize, forKey: .pageSize)
            try container.encodeIfPresent(origin, forKey: .origin)
            try container.encodeIfPresent(pageClamp, forKey: .pageClamp)
            try container.encodeIfPresent(anchor, forKey: .anchor)
            try container.encodeIfPresent(candidates, forKey: .candidates)
            try container.encodeIfPresent(select, forKey: .select)
            if policy != .none {
                if let limit {
                    try container.encode(limit, forKey: .limit)
                } else {
                    try container.encodeNil(forKey: .limit)
                }
            }
            try container.encodeIfPresent(floor, forKey: .floor)
        }
    }

    /// A cell a fling may stop on, in a range answer's `snapPoints`: its snap offset, its extent along the scroll
    /// axis, its index path and its item's id.
    public struct SnapPoint: Codable, Sendable, Hashable {
        /// `s`.
        public var offset: Double
        /// The extent's start and end along the scroll axis.
        public var min: Double
        public var max: Double
        public var indexPath: IndexPath
        public var id: String?

        /// A point of its parts.
        public init(offset: Double, min: Double, max: Double, indexPath: IndexPath, id: String? = nil) {
            self.offset = offset
            self.min = min
            self.max = max
            self.indexPath = indexPath
            self.id = id
        }

        enum CodingKeys: String, CodingKey {
            case offset, extent, indexPath, id
        }

        /// Reads `extent` as `[min, max]` and `indexPath` as an array of integers.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            offset = try container.decode(Double.self, forKey: .offset)
            let extent = try container.decode([Double].self, forKey: .extent)
            guard extent.count == 2 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .extent, in: container, debugDescription: "an extent is [min, max]")
            }
            min = extent[0]
            max = extent[1]
            indexPath = IndexPath(indexes: try container.decode([Int].self, forKey: .indexPath))
            id = try container.decodeIfPresent(String.self, forKey: .id)
        }

        /// Writes the point as the server does.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(offset, forKey: .offset)
            try container.encode([min, max], forKey: .extent)
            try container.encode(Array(indexPath), forKey: .indexPath)
            try container.encodeIfPresent(id, forKey: .id)
        }
    }

    /// An orthogonal section's snapping in a range answer: the range of its `orthogonalContentOffset` along the
    /// cross axis and the policy its behaviour names.
    public struct OrthogonalSnapping: Codable, Sendable, Hashable {
        public var section: Int
        /// `[min, max]`.
        public var range: ClosedRange<Double>
        public var snapping: ResolvedSnapping

        /// A section's snapping.
        public init(section: Int, range: ClosedRange<Double>, snapping: ResolvedSnapping) {
            self.section = section
            self.range = range
            self.snapping = snapping
        }

        enum CodingKeys: String, CodingKey {
            case section, range, snapping
        }

        /// Reads `range` as `[min, max]`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            section = try container.decode(Int.self, forKey: .section)
            let bounds = try container.decode([Double].self, forKey: .range)
            guard bounds.count == 2, bounds[0] <= bounds[1] else {
                throw DecodingError.dataCorruptedError(
                    forKey: .range, in: container, debugDescription: "a range is [min, max]")
            }
            range = bounds[0]...bounds[1]
            snapping = try container.decode(ResolvedSnapping.self, forKey: .snapping)
        }

        /// Writes `range` as `[min, max]`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(section, forKey: .section)
            try container.encode([range.lowerBound, range.upperBound], forKey: .range)
            try container.encode(snapping, forKey: .snapping)
        }
    }
}
