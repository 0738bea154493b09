public import Foundation

extension Layoutd {
    /// A layout family: its parameters (the `layout` object, written with its `type`) and its section type.
    public protocol LayoutFamily: Codable, Sendable, Hashable {
        /// The family's sections: the per-section delegate answers only this family has.
        associatedtype Section: Codable, Sendable, Hashable
        /// The wire name in `layout.type`.
        static var type: String { get }
        /// The axis the layout scrolls along: its `scrollDirection`, or vertical for the families that have no other.
        var scrollAxis: ScrollDirection { get }
        /// Whether a right-to-left collection view mirrors the layout: `flipsHorizontallyInOppositeLayoutDirection`,
        /// or the family's own answer when that is `nil` (magazine and compositional flip; flow, waterfall and IGList
        /// do not).
        var flipsInOppositeLayoutDirection: Bool { get }
        /// The scroll position of a section that scrolls orthogonally (compositional only); `nil` elsewhere.
        static func orthogonalContentOffset(of section: Section) -> Point?
        /// Whether the layout reads the collection view's safe area, layout margins and readable content insets
        /// (compositional's `contentInsetsReference`): only then does a client send them.
        static var readsLayoutGuides: Bool { get }
        /// `layout.snapping`: where a fling comes to rest (every family has it).
        var snapping: Snapping? { get }
        /// `section`'s `id`, which matches it with the section of the same id across an update.
        static func sectionID(of section: Section) -> String?
        /// How many items `section` has: what the data source's `numberOfItems(inSection:)` answers for it.
        static func itemCount(of section: Section) -> Int
        /// The `id` of item `item` of `section`, when it is an explicit item with one.
        static func itemID(of section: Section, item: Int) -> String?
        /// Whether item `item` of `section` is an explicit item marked `estimated`, or in a section marked so.
        static func isEstimated(_ section: Section, item: Int) -> Bool
        /// Item `item` of `section` measured at `size` (a self-sizing cell's preferred size): its size replaced
        /// and no longer `estimated`. False, and `section` unchanged, when the item cannot carry a size of its own
        /// (an item of a uniform section).
        static func measure(_ section: inout Section, item: Int, size: Size) -> Bool
    }

    /// The `type` member written beside a layout's own fields.
    enum LayoutTypeKey: String, CodingKey {
        case type
    }

    /// The body of `POST /layout`: the scroll view, a layout of one family, that family's sections, and which
    /// elements to return.
    public struct Request<Family: LayoutFamily>: Codable, Sendable, Hashable {
        /// The scroll view: bounds size, adjusted content inset, scroll position, screen scale.
        public var collectionView: CollectionView
        /// The family's parameters, with the scroll direction and pinning where the family has them.
        public var layout: Family
        /// The data: one entry per section (may be empty).
        public var sections: [Family.Section]
        /// Which attributes to return; `nil` is the server's default, `.visible`.
        public var elements: Elements?
        /// Answer at the offset `scrollToItem(at:at:)` would scroll to (the response carries it in
        /// `contentOffset`).
        public var scrollTo: ScrollTo?
        /// How a timeline (`collectionView.contentOffsets`) is written; `nil` is `.full`.
        public var timelineEncoding: TimelineEncoding?
        /// `.report` to learn where the answer stands, or an earlier answer's anchor to resolve the offset from
        /// (`keepingPlace(of:)` sets it); `nil` is neither.
        public var anchor: AnchorRequest?
        /// The data before an update and where it stood: the answer then carries `updates`, where every element
        /// comes from and goes to (`updating(from:at:animation:)` sets it); `nil` is no update.
        public var previous: Previous<Family>?
        /// How the update animates (with `previous` only); `nil` is the server's default, `.fade`. Write
        /// `UpdateAnimation.none` in full here: a bare `.none` is `Optional.none`.
        public var updateAnimation: UpdateAnimation?
        /// Answer where a fling released at `collectionView.contentOffset` comes to rest (the answer carries
        /// `fling`, and is computed there).
        public var fling: Fling?

        /// A request for `layout` of `sections` in `collectionView`.
        public init(
            collectionView: CollectionView, layout: Family, sections: [Family.Section], elements: Elements? = nil,
            scrollTo: ScrollTo? = nil, timelineEncoding: TimelineEncoding? = nil, anchor: AnchorRequest? = nil,
            previous: Previous<Family>? = nil, updateAnimation: UpdateAnimation? = nil, fling: Fling? = nil
        ) {
            self.collectionView = collectionView
            self.layout = layout
            self.sections = sections
            self.elements = elements
            self.scrollTo = scrollTo
            self.timelineEncoding = timelineEncoding
            self.anchor = anchor
            self.previous = previous
            self.updateAnimation = updateAnimation
            self.fling = fling
        }

        enum CodingKeys: String, CodingKey {
            case collectionView, layout, sections, elements, scrollTo, timelineEncoding, anchor, previous,
                updateAnimation, fling
        }

        /// Writes the request, the layout as one flat object with its `type` beside its fields.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(collectionView, forKey: .collectionView)
            try layout.encodeTyped(to: container.superEncoder(forKey: .layout))
            try container.encode(sections, forKey: .sections)
            try container.encodeIfPresent(elements, forKey: .elements)
            try container.encodeIfPresent(scrollTo, forKey: .scrollTo)
            try container.encodeIfPresent(timelineEncoding, forKey: .timelineEncoding)
            try container.encodeIfPresent(anchor, forKey: .anchor)
            try container.encodeIfPresent(previous, forKey: .previous)
            try container.encodeIfPresent(updateAnimation, forKey: .updateAnimation)
            try container.encodeIfPresent(fling, forKey: .fling)
        }

        /// Reads a request of this family; a `layout.type` of another family is an error.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            collectionView = try container.decode(CollectionView.self, forKey: .collectionView)
            layout = try Family(typed: container.superDecoder(forKey: .layout))
            sections = try container.decode([Family.Section].self, forKey: .sections)
            elements = try container.decodeIfPresent(Elements.self, forKey: .elements)
            scrollTo = try container.decodeIfPresent(ScrollTo.self, forKey: .scrollTo)
            timelineEncoding = try container.decodeIfPresent(TimelineEncoding.self, forKey: .timelineEncoding)
            anchor = try container.decodeIfPresent(AnchorRequest.self, forKey: .anchor)
            previous = try container.decodeIfPresent(Previous<Family>.self, forKey: .previous)
            updateAnimation = try container.decodeIfPresent(UpdateAnimation.self, forKey: .updateAnimation)
            fling = try container.decodeIfPresent(Fling.self, forKey: .fling)
        }
    }

    /// The scroll view the layout is computed for, as `UICollectionView` describes itself.
    public struct CollectionView: Codable, Sendable, Hashable {
        /// Bounds size.
        public var size: Size
        /// The adjusted content inset (safe area and bars included); `nil` is zero.
        public var contentInset: Insets?
        /// The origin of the visible bounds in content coordinates; `nil` is scrolled to the top-left
        /// (`{-contentInset.left, -contentInset.top}`), or to the bottom with `verticalLayoutDirection:
        /// .bottomToTop`.
        public var contentOffset: Point?
        /// Screen scale, 1…4, for families that round to the pixel grid; `nil` is 1.
        public var scale: Double?
        /// A scroll timeline: 1…64 offsets answered at once instead of `contentOffset` (the response's
        /// `timeline` then holds one entry per offset).
        public var contentOffsets: [Point]?
        /// The user interface direction; `nil` is left to right. Right to left mirrors a layout that flips
        /// (`flipsHorizontallyInOppositeLayoutDirection`).
        public var layoutDirection: LayoutDirection?
        /// `safeAreaInsets`, read by `compositional` only; `nil` is zero.
        public var safeAreaInsets: Insets?
        /// `layoutMargins`, read by `compositional` only; `nil` is zero.
        public var layoutMargins: Insets?
        /// `readableContentInsets`, read by `compositional` only; `nil` is zero.
        public var readableContentInsets: Insets?

        /// A scroll view of `size`; every other field is optional.
        public init(
            size: Size, contentInset: Insets? = nil, contentOffset: Point? = nil, scale: Double? = nil,
            contentOffsets: [Point]? = nil, layoutDirection: LayoutDirection? = nil, safeAreaInsets: Insets? = nil,
            layoutMargins: Insets? = nil, readableContentInsets: Insets? = nil
        ) {
            self.size = size
            self.contentInset = contentInset
            self.contentOffset = contentOffset
            self.scale = scale
            self.contentOffsets = contentOffsets
            self.layoutDirection = layoutDirection
            self.safeAreaInsets = safeAreaInsets
            self.layoutMargins = layoutMargins
            self.readableContentInsets = readableContentInsets
        }
    }

    /// `UIUserInterfaceLayoutDirection`, as the contract names it.
    public enum LayoutDirection: String, Codable, Sendable, Hashable {
        /// Left to right.
        case leftToRight
        /// Right to left: layouts that flip in the opposite direction are mirrored.
        case rightToLeft
    }

    /// `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:)` puts the item.
    public enum ScrollPosition: String, Codable, Sendable, Hashable {
        /// The item's top at the visible top (after `contentInset.top`).
        case top
        /// The item's centre at the visible centre, vertically.
        case centeredVertically
        /// The item's bottom at the visible bottom.
        case bottom
        /// The item's left edge at the visible left.
        case left
        /// The item's centre at the visible centre, horizontally.
        case centeredHorizontally
        /// The item's right edge at the visible right.
        case right
    }

    /// Where `scrollToItem(at:at:)` should scroll: the item and the position to put it at.
    public struct ScrollTo: Codable, Sendable, Hashable {
        /// `[section, item]`.
        public var indexPath: IndexPath
        /// Where the item ends up.
        public var position: ScrollPosition

        /// Scroll to the item at `indexPath` (`[section, item]`) at `position`.
        public init(indexPath: IndexPath, position: ScrollPosition) {
            self.indexPath = indexPath
            self.position = position
        }

        enum CodingKeys: String, CodingKey {
            case indexPath, position
        }

        /// Writes `{"indexPath": [section, item], "position": …}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Array(indexPath), forKey: .indexPath)
            try container.encode(position, forKey: .position)
        }

        /// Reads `{"indexPath": [section, item], "position": …}`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            indexPath = IndexPath(indexes: try container.decode([Int].self, forKey: .indexPath))
            position = try container.decode(ScrollPosition.self, forKey: .position)
        }
    }

    /// How a timeline is written: every entry in full, or each after the first as the change since the one before.
    public enum TimelineEncoding: String, Codable, Sendable, Hashable {
        /// Every entry holds all its attributes.
        case full
        /// Entries after the first hold what appeared or changed, and `removed` what left.
        case delta
    }

    /// The axis the collection scrolls along.
    public enum ScrollDirection: String, Codable, Sendable, Hashable {
        /// Content grows downwards.
        case vertical
        /// Content grows to the right.
        case horizontal
    }

    /// Which attributes the server returns, like `layoutAttributesForElements(in:)`.
    public enum Elements: Codable, Sendable, Hashable {
        /// Those intersecting the visible bounds at `contentOffset` (`"visible"`).
        case visible
        /// Every element (`"all"`).
        case all
        /// Those intersecting a rect (`{"rect": Rect}`).
        case rect(Rect)
        /// Every element visible at some offset of a scroll range, at rest, with `follows` on those pinning can
        /// move (`{"scrollRange": {"from": a, "to": b}}`, scroll-axis offsets, `from <= to`); answered by a
        /// `ScrollRangeResponse` (`Client.scrollRange(_:)`).
        case scrollRange(from: Double, to: Double)

        enum CodingKeys: String, CodingKey {
            case rect, scrollRange
        }

        /// Writes `"visible"`, `"all"`, `{"rect": …}` or `{"scrollRange": …}`.
        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .visible:
                var container = encoder.singleValueContainer()
                try container.encode("visible")
            case .all:
                var container = encoder.singleValueContainer()
                try container.encode("all")
            case .rect(let rect):
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(rect, forKey: .rect)
            case .scrollRange(let from, let to):
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(ScrollRange(from: from, to: to), forKey: .scrollRange)
            }
        }

        /// Reads `"visible"`, `"all"`, `{"rect": …}` or `{"scrollRange": …}`.
        public init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                switch name {
                case "visible": self = .visible
                case "all": self = .all
                default:
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: "unknown elements \"\(name)\""))
                }
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let range = try container.decodeIfPresent(ScrollRange.self, forKey: .scrollRange) {
                self = .scrollRange(from: range.from, to: range.to)
                return
            }
            self = .rect(try container.decode(Rect.self, forKey: .rect))
        }
    }
}

extension Layoutd.LayoutFamily {
    /// Writes the layout as one flat object with its `type` beside its fields, as the wire has it.
    func encodeTyped(to encoder: any Encoder) throws {
        var typeContainer = encoder.container(keyedBy: Layoutd.LayoutTypeKey.self)
        try typeContainer.encode(Self.type, forKey: .type)
        try encode(to: encoder)
    }

    /// Reads a layout written with its `type`; a `type` of another family is an error.
    init(typed decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: Layoutd.LayoutTypeKey.self).decode(String.self, forKey: .type)
        guard type == Self.type else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a \(type) layout, not \(Self.type)"))
        }
        try self.init(from: decoder)
    }
}
