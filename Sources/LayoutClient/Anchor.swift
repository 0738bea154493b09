public import Foundation

// Data that changes: where an answer stands (an anchor), how a request asks for it or resolves
// its offset from it, and the two layout fields a chat needs. The rules are openapi.yaml's `AnchorRequest`.

extension Layoutd {
    /// MagazineLayout's `verticalLayoutDirection`: which end the screen keeps. Frames do not change; it picks the
    /// anchor an answer reports, and `.bottomToTop` makes the default `contentOffset.y` the bottom. Vertical
    /// scrolling only.
    public enum VerticalLayoutDirection: String, Codable, Sendable, Hashable {
        /// The top stays put (the default): answers report `top` or a `topItem`.
        case topToBottom
        /// The bottom stays put, as in a chat: answers report `bottom` or a `bottomItem`.
        case bottomToTop
    }

    /// Where content shorter than the visible area sits. Vertical scrolling only.
    public enum ShortContentAlignment: String, Codable, Sendable, Hashable {
        /// At the top (the default).
        case top
        /// At the bottom, as a chat with few messages.
        case bottom
    }

    /// An item, named by its `id` or by its index path (the only way for a uniform section's items).
    public enum ItemRef: Codable, Sendable, Hashable {
        /// The explicit item with this `id`.
        case id(String)
        /// The item at `[section, item]`.
        case indexPath(IndexPath)

        /// Writes the id as a string or the index path as `[section, item]`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .id(let id): try container.encode(id)
            case .indexPath(let indexPath): try container.encode(Array(indexPath))
            }
        }

        /// Reads a string (an id) or an array of two integers (an index path).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let id = try? container.decode(String.self) {
                self = .id(id)
                return
            }
            let indexes = try container.decode([Int].self)
            guard indexes.count == 2 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "an index path is [section, item]"))
            }
            self = .indexPath(IndexPath(indexes: indexes))
        }
    }

    /// Where a collection stands: at the top or the bottom, or an item's edge a distance from the visible edge.
    /// On the wire `{"position": …, "item": …, "distance": …}`.
    public enum Anchor: Codable, Sendable, Hashable {
        /// Scrolled to the top (`{"position": "top"}`).
        case top
        /// Scrolled to the bottom (`{"position": "bottom"}`).
        case bottom
        /// The item's top `distance` points below the visible top (after `contentInset.top`).
        case topItem(ItemRef, distance: Double)
        /// The item's bottom `distance` points below the visible bottom (before `contentInset.bottom`; usually
        /// negative).
        case bottomItem(ItemRef, distance: Double)

        enum CodingKeys: String, CodingKey {
            case position, item, distance
        }

        enum Position: String, Codable {
            case top, bottom, topItem, bottomItem
        }

        /// Writes `position`, and `item` and `distance` for the item positions.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .top:
                try container.encode(Position.top, forKey: .position)
            case .bottom:
                try container.encode(Position.bottom, forKey: .position)
            case .topItem(let item, let distance):
                try container.encode(Position.topItem, forKey: .position)
                try container.encode(item, forKey: .item)
                try container.encode(distance, forKey: .distance)
            case .bottomItem(let item, let distance):
                try container.encode(Position.bottomItem, forKey: .position)
                try container.encode(item, forKey: .item)
                try container.encode(distance, forKey: .distance)
            }
        }

        /// Reads an anchor; `item` and `distance` are required with `topItem` and `bottomItem`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(Position.self, forKey: .position) {
            case .top: self = .top
            case .bottom: self = .bottom
            case .topItem:
                self = .topItem(
                    try container.decode(ItemRef.self, forKey: .item),
                    distance: try container.decode(Double.self, forKey: .distance))
            case .bottomItem:
                self = .bottomItem(
                    try container.decode(ItemRef.self, forKey: .item),
                    distance: try container.decode(Double.self, forKey: .distance))
            }
        }
    }

    /// A request's `anchor`: ask where the answer stands, or resolve the offset from an earlier answer's anchor.
    public enum AnchorRequest: Codable, Sendable, Hashable {
        /// `"report"`: the answer carries `anchor` (every timeline entry its own).
        case report
        /// An earlier answer's anchor: the scroll-axis offset is resolved from it instead of read from
        /// `collectionView.contentOffset`; the answer carries the resolved `contentOffset` and reports the anchor
        /// again there. Not together with `scrollTo` or a timeline (400).
        case anchor(Anchor)

        /// Writes `"report"` or the anchor object.
        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .report:
                var container = encoder.singleValueContainer()
                try container.encode("report")
            case .anchor(let anchor):
                try anchor.encode(to: encoder)
            }
        }

        /// Reads `"report"` or an anchor object.
        public init(from decoder: any Decoder) throws {
            if let keyword = try? decoder.singleValueContainer().decode(String.self) {
                guard keyword == "report" else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: "unknown anchor \"\(keyword)\""))
                }
                self = .report
                return
            }
            self = .anchor(try Anchor(from: decoder))
        }
    }
}

extension Layoutd.Response {
    /// Where the answer stands: its `anchor`, or for a timeline the last entry's (where the scroll ended);
    /// `nil` when the request asked for none.
    public var reportedAnchor: Layoutd.Anchor? {
        anchor ?? timeline?.last?.anchor
    }
}

extension Layoutd.Request {
    /// This request sent so that the place `answer` reported is kept: with `answer`'s anchor to resolve, so the
    /// item the user was looking at stays the same distance from the screen's edge however many items arrived
    /// above it or grew when measured; the new answer carries the resolved `contentOffset` (to set on the
    /// scroll view) and reports the anchor again, ready for the next change.
    ///
    /// Without an anchor to keep (`answer` is `nil` or reported none) it asks for a report, `.report`; so does a
    /// request that already says where it stands, with `scrollTo` or a timeline (`contentOffsets`), since an
    /// anchor to resolve is refused beside them. Use it when the data changed and the user did not scroll since
    /// `answer`; after a scroll, send the new `contentOffset` with `anchor: .report` instead.
    public func keepingPlace(of answer: Layoutd.Response?) -> Self {
        var next = self
        if scrollTo == nil, collectionView.contentOffsets == nil, let anchor = answer?.reportedAnchor {
            next.anchor = .anchor(anchor)
        } else {
            next.anchor = .report
        }
        return next
    }
}
