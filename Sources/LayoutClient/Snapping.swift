// Flings that come to rest: the request's side. A layout's `snapping` (where flings come to rest,
// every family), a request's `fling` (answer where this one rests), and an orthogonal compositional section's
// `orthogonalScrollingProperties`. The coding keys are the contract's names exactly.

extension Layoutd {
    /// `layout.snapping`: where a fling comes to rest along the layout's scroll axis. Every field left `nil` takes
    /// its preset's value, then the contract's default (`policy` none: plain deceleration).
    public struct Snapping: Codable, Sendable, Hashable {
        /// A named set of fields, each the arithmetic of the library it is named after (docs/flings.md).
        public enum Preset: String, Codable, Sendable, Hashable, CaseIterable {
            case upCarouselFlowLayout = "UPCarouselFlowLayout"
            case centeredCollectionView = "CenteredCollectionView"
            /// Needs `pageSize`: the pager's item size plus its spacing along the axis.
            case fsPagerView = "FSPagerView"
            case androidPagerSnapHelper = "AndroidPagerSnapHelper"
            case flutterPageView = "FlutterPageView"
            case swiftUIViewAlignedByOne = "SwiftUIViewAlignedByOne"
        }

        /// How the target is chosen.
        public enum Policy: String, Codable, Sendable, Hashable, CaseIterable {
            /// Plain deceleration.
            case none
            /// Equal pages.
            case page
            /// The cells' own frames.
            case item
        }

        /// `UIScrollView.DecelerationRate`: `normal` (0.998), `fast` (0.99) or a number in (0, 1).
        public enum DecelerationRate: Codable, Sendable, Hashable {
            case normal
            case fast
            case value(Double)

            /// Writes `"normal"`, `"fast"` or the number.
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .normal: try container.encode("normal")
                case .fast: try container.encode("fast")
                case .value(let d): try container.encode(d)
                }
            }

            /// Reads a name or a number.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let d = try? container.decode(Double.self) {
                    self = .value(d)
                    return
                }
                switch try container.decode(String.self) {
                case "normal": self = .normal
                case "fast": self = .fast
                case let name:
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "unknown deceleration rate \"\(name)\"")
                }
            }
        }

        /// How far a fling glides.
        public enum Projection: String, Codable, Sendable, Hashable, CaseIterable {
            /// `p = o + v / c`, where the decay itself stops.
            case continuous
            /// WWDC 2018's `p = o + v * d / (1 - d)`.
            case wwdc
        }

        /// Whether a fling that meets an end of the range bounces.
        public enum Bounce: String, Codable, Sendable, Hashable, CaseIterable {
            case automatic, always, never
        }

        /// Which edge of a cell comes to rest where (`item`).
        public enum Anchor: String, Codable, Sendable, Hashable, CaseIterable {
            case leading, center, trailing
        }

        /// The cells an `item` fling may stop on.
        public enum Candidates: String, Codable, Sendable, Hashable, CaseIterable {
            case all, releaseBounds, proposedRect
        }

        /// Step 3's rules.
        public enum Rule: String, Codable, Sendable, Hashable, CaseIterable {
            case nearest, halfPage, nextInDirection, bias, steps, atLeastOneInDirection
        }

        /// A rule with its parameters (`nil` takes the rule's default); only those the rule reads may be set.
        public struct Select: Codable, Sendable, Hashable {
            public var rule: Rule
            /// τ, points per millisecond.
            public var threshold: Double?
            /// β in [0, 1).
            public var bias: Double?
            /// An integer >= 1.
            public var steps: Int?

            /// `rule` with the given parameters.
            public init(rule: Rule, threshold: Double? = nil, bias: Double? = nil, steps: Int? = nil) {
                self.rule = rule
                self.threshold = threshold
                self.bias = bias
                self.steps = steps
            }

            enum CodingKeys: String, CodingKey {
                case rule, threshold, bias, steps
            }

            /// Reads a rule's name or the object.
            public init(from decoder: any Decoder) throws {
                if let rule = try? decoder.singleValueContainer().decode(Rule.self) {
                    self.init(rule: rule)
                    return
                }
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.init(
                    rule: try container.decode(Rule.self, forKey: .rule),
                    threshold: try container.decodeIfPresent(Double.self, forKey: .threshold),
                    bias: try container.decodeIfPresent(Double.self, forKey: .bias),
                    steps: try container.decodeIfPresent(Int.self, forKey: .steps))
            }

            /// Writes the object (a resolved snapping's `select` is always one).
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(rule, forKey: .rule)
                try container.encodeIfPresent(threshold, forKey: .threshold)
                try container.encodeIfPresent(bias, forKey: .bias)
                try container.encodeIfPresent(steps, forKey: .steps)
            }
        }

        /// At most `count` pages or distinct snap offsets from where the drag began or was released.
        public struct Limit: Codable, Sendable, Hashable {
            /// Where the count starts.
            public enum Origin: String, Codable, Sendable, Hashable, CaseIterable {
                /// `Fling.startOffset`.
                case start
                /// The release offset.
                case release
            }

            public var count: Int
            public var from: Origin

            /// At most `count` from `from`.
            public init(count: Int, from: Origin) {
                self.count = count
                self.from = from
            }
        }

        public var preset: Preset?
        public var policy: Policy?
        public var decelerationRate: DecelerationRate?
        public var projection: Projection?
        /// Points per millisecond, in (0, 100]; 10.
        public var maxVelocity: Double?
        public var bounce: Bounce?
        /// `page`: the page length; the bounds' length on the axis.
        public var pageSize: Double?
        /// `page`: where pages start, 0.
        public var origin: Double?
        /// `page`: FSPagerView's clamp of the target to the content.
        public var pageClamp: Bool?
        public var anchor: Anchor?
        public var candidates: Candidates?
        public var select: Select?
        public var limit: Limit?
        /// `item`: the target is `floor(s)`.
        public var floor: Bool?

        /// A snapping; every field left `nil` takes the preset's value or the default.
        public init(
            preset: Preset? = nil, policy: Policy? = nil, decelerationRate: DecelerationRate? = nil,
            projection: Projection? = nil, maxVelocity: Double? = nil, bounce: Bounce? = nil, pageSize: Double? = nil,
            origin: Double? = nil, pageClamp: Bool? = nil, anchor: Anchor? = nil, candidates: Candidates? = nil,
            select: Select? = nil, limit: Limit? = nil, floor: Bool? = nil
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

        enum CodingKeys: String, CodingKey {
            case preset, policy, decelerationRate, projection, maxVelocity, bounce, pageSize, origin, pageClamp,
                anchor, candidates, select, limit, floor
        }
    }

    /// The request's `fling`: answer where a fling released at the request's offset comes to rest.
    public struct Fling: Codable, Sendable, Hashable {
        /// Points per millisecond at release (UIKit's `scrollViewWillEndDragging` unit).
        public var velocity: Point
        /// Where the drag began (read by a limit from the start).
        public var startOffset: Point?
        /// A compositional section whose `orthogonalContentOffset` the fling moves.
        public var section: Int?

        /// A fling of `velocity`.
        public init(velocity: Point, startOffset: Point? = nil, section: Int? = nil) {
            self.velocity = velocity
            self.startOffset = startOffset
            self.section = section
        }

        enum CodingKeys: String, CodingKey {
            case velocity, startOffset, section
        }
    }
}

extension Layoutd.CompositionalLayout {
    /// iOS 17's `orthogonalScrollingProperties` of an orthogonal section: its own rate and bounce, read by flings.
    public struct OrthogonalScrollingProperties: Codable, Sendable, Hashable {
        /// `automatic` (`nil`: the behaviour's own rate), or a rate.
        public enum DecelerationRate: Codable, Sendable, Hashable {
            case automatic
            case rate(Layoutd.Snapping.DecelerationRate)

            /// Writes `"automatic"` or the rate.
            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .automatic:
                    var container = encoder.singleValueContainer()
                    try container.encode("automatic")
                case .rate(let rate): try rate.encode(to: encoder)
                }
            }

            /// Reads `"automatic"` or a rate.
            public init(from decoder: any Decoder) throws {
                if (try? decoder.singleValueContainer().decode(String.self)) == "automatic" {
                    self = .automatic
                } else {
                    self = .rate(try Layoutd.Snapping.DecelerationRate(from: decoder))
                }
            }
        }

        public var decelerationRate: DecelerationRate?
        public var bounce: Layoutd.Snapping.Bounce?

        /// The section's rate and bounce; `nil` is `automatic`.
        public init(decelerationRate: DecelerationRate? = nil, bounce: Layoutd.Snapping.Bounce? = nil) {
            self.decelerationRate = decelerationRate
            self.bounce = bounce
        }

        enum CodingKeys: String, CodingKey {
            case decelerationRate, bounce
        }
    }
}
