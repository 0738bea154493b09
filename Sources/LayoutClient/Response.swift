public import Foundation

extension Layoutd {
    /// The `200` body of `POST /layout`: the content size and the requested elements' attributes; for a `scrollTo`
    /// request also the offset answered at; for a timeline (`CollectionView.contentOffsets`) one entry per offset
    /// instead of `attributes`; for an update (`Request.previous`) also `updates`.
    public struct Response: Codable, Sendable, Hashable {
        /// The scroll view's `contentSize`.
        public var contentSize: Size
        /// The elements, ordered by section; within one the header, cells by item, the footer, then decorations.
        /// Empty for a timeline.
        public var attributes: [Attributes]
        /// The offset the answer was computed at when the request chose it: where `scrollTo` scrolled, or where
        /// an anchor to resolve (`AnchorRequest.anchor`) put it (set it on the scroll view); `nil` otherwise.
        public var contentOffset: Point?
        /// Where the answer stands, when the request has an `anchor` (`.report` or one to resolve).
        /// A timeline's anchors are on its entries (`reportedAnchor` reads either).
        public var anchor: Anchor?
        /// A timeline's entries, in request order; `nil` without `contentOffsets`.
        public var timeline: [TimelineEntry]?
        /// With `previous` in the request: where every selected element comes from and goes to (`UpdateIndex`
        /// looks them up by index path); `nil` otherwise.
        public var updates: Updates?
        /// With `fling` in the request: where it comes to rest (the answer is computed there, and `contentOffset`
        /// is that offset unless the fling moved an orthogonal section).
        public var fling: FlingResult?

        /// A response of `contentSize` and `attributes` (or a `timeline`).
        public init(
            contentSize: Size, attributes: [Attributes], contentOffset: Point? = nil, anchor: Anchor? = nil,
            timeline: [TimelineEntry]? = nil, updates: Updates? = nil, fling: FlingResult? = nil
        ) {
            self.contentSize = contentSize
            self.attributes = attributes
            self.contentOffset = contentOffset
            self.anchor = anchor
            self.timeline = timeline
            self.updates = updates
            self.fling = fling
        }

        enum CodingKeys: String, CodingKey {
            case contentSize, contentOffset, anchor, fling, attributes, timeline, updates
        }

        /// Reads either shape: `attributes`, or `timeline` (then `attributes` is empty).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            contentSize = try container.decode(Size.self, forKey: .contentSize)
            contentOffset = try container.decodeIfPresent(Point.self, forKey: .contentOffset)
            anchor = try container.decodeIfPresent(Anchor.self, forKey: .anchor)
            fling = try container.decodeIfPresent(FlingResult.self, forKey: .fling)
            timeline = try container.decodeIfPresent([TimelineEntry].self, forKey: .timeline)
            attributes = timeline == nil ? try container.decode([Attributes].self, forKey: .attributes) : []
            updates = try container.decodeIfPresent(Updates.self, forKey: .updates)
        }

        /// Writes the shape the server writes.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(contentSize, forKey: .contentSize)
            try container.encodeIfPresent(contentOffset, forKey: .contentOffset)
            try container.encodeIfPresent(anchor, forKey: .anchor)
            try container.encodeIfPresent(fling, forKey: .fling)
            if let timeline {
                try container.encode(timeline, forKey: .timeline)
            } else {
                try container.encode(attributes, forKey: .attributes)
            }
            try container.encodeIfPresent(updates, forKey: .updates)
        }

        /// The cells only, in order.
        public var cells: [Attributes] { attributes.filter { $0.category == .cell } }

        /// The attributes of the cell at `indexPath`, if it was returned.
        /// - Complexity: O(n) in the number of attributes.
        public func cell(at indexPath: IndexPath) -> Attributes? {
            attributes.first { $0.category == .cell && $0.indexPath == indexPath }
        }

        /// The supplementary view of `kind` (a header or footer) of `section`, if it was returned.
        /// - Complexity: O(n) in the number of attributes.
        public func supplementary(_ kind: ElementKind, section: Int) -> Attributes? {
            attributes.first { $0.category == .supplementary && $0.kind == kind && $0.indexPath.first == section }
        }
    }

    /// What kind of view an element is, as `UICollectionView.ElementCategory`.
    public enum ElementCategory: String, Codable, Sendable, Hashable {
        /// A cell.
        case cell
        /// A supplementary view: a header or footer.
        case supplementary
        /// A decoration view (MagazineLayout's section background).
        case decoration
    }

    /// A supplementary or decoration view's kind: the wire's `kind`, and the string UIKit uses for it.
    ///
    /// The wire says `"header"` and `"footer"`; UIKit registers and dequeues section headers and footers with
    /// `UICollectionView.elementKindSectionHeader` / `elementKindSectionFooter`
    /// (`"UICollectionElementKindSectionHeader"` / `"UICollectionElementKindSectionFooter"`). Any other kind
    /// (`"background"`) is the same string on both sides.
    public enum ElementKind: Codable, Sendable, Hashable {
        /// A section header (`"header"`).
        case sectionHeader
        /// A section footer (`"footer"`).
        case sectionFooter
        /// Another kind, such as a magazine section's `"background"` decoration.
        case other(String)

        /// UIKit's `elementKindSectionHeader`.
        public static let uiKitSectionHeader = "UICollectionElementKindSectionHeader"
        /// UIKit's `elementKindSectionFooter`.
        public static let uiKitSectionFooter = "UICollectionElementKindSectionFooter"

        /// The kind the wire names `name`.
        public init(wireName name: String) {
            switch name {
            case "header": self = .sectionHeader
            case "footer": self = .sectionFooter
            default: self = .other(name)
            }
        }

        /// The kind UIKit names `name` (`UICollectionView.elementKindSectionHeader`, say).
        public init(uiKitName name: String) {
            switch name {
            case Self.uiKitSectionHeader: self = .sectionHeader
            case Self.uiKitSectionFooter: self = .sectionFooter
            default: self = .other(name)
            }
        }

        /// The name on the wire: `"header"`, `"footer"`, or the kind itself.
        public var wireName: String {
            switch self {
            case .sectionHeader: "header"
            case .sectionFooter: "footer"
            case .other(let name): name
            }
        }

        /// The string UIKit uses: `elementKindSectionHeader`, `elementKindSectionFooter`, or the kind itself.
        public var uiKitName: String {
            switch self {
            case .sectionHeader: Self.uiKitSectionHeader
            case .sectionFooter: Self.uiKitSectionFooter
            case .other(let name): name
            }
        }

        /// Writes the wire name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(wireName)
        }

        /// Reads a wire name.
        public init(from decoder: any Decoder) throws {
            self.init(wireName: try decoder.singleValueContainer().decode(String.self))
        }
    }

    /// One element's `UICollectionViewLayoutAttributes`.
    public struct Attributes: Codable, Sendable, Hashable {
        /// `[section, item]`; headers, footers and decorations use item 0.
        public var indexPath: IndexPath
        /// Cell, supplementary or decoration.
        public var category: ElementCategory
        /// The supplementary or decoration kind; `nil` for cells.
        public var kind: ElementKind?
        /// The frame in content coordinates.
        public var frame: Rect
        /// Stacking order.
        public var zIndex: Int
        /// For headers and footers: whether pinning moved it from its resting place; `nil` for cells.
        public var pinned: Bool?
        /// `true` on the cells and anchored supplementaries of an orthogonally scrolling compositional section
        /// (their frames unscrolled); `nil` elsewhere.
        public var orthogonal: Bool?
        /// A cell's item `id`, when the request gave it one; `nil` otherwise.
        public var id: String?
        /// `true` on an element laid out at an estimated size (its cell still to be measured); `nil` otherwise.
        public var estimated: Bool?
        /// In a scroll range answer, on every element pinning can move: how it moves with the offset (its frame is
        /// the resting one); `nil` elsewhere.
        public var follows: Follows?

        /// Attributes with the given fields.
        public init(
            indexPath: IndexPath, category: ElementCategory, kind: ElementKind? = nil, frame: Rect, zIndex: Int = 0,
            pinned: Bool? = nil, orthogonal: Bool? = nil, id: String? = nil, estimated: Bool? = nil,
            follows: Follows? = nil
        ) {
            self.indexPath = indexPath
            self.category = category
            self.kind = kind
            self.frame = frame
            self.zIndex = zIndex
            self.pinned = pinned
            self.orthogonal = orthogonal
            self.id = id
            self.estimated = estimated
            self.follows = follows
        }

        /// UIKit's `representedElementKind`: `nil` for cells, `elementKindSectionHeader` for a header, ….
        public var representedElementKind: String? { kind?.uiKitName }

        enum CodingKeys: String, CodingKey {
            case indexPath, id, category, kind, frame, zIndex, pinned, orthogonal, estimated, follows
        }

        /// Reads attributes; `indexPath` is a JSON array of integers.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            indexPath = IndexPath(indexes: try container.decode([Int].self, forKey: .indexPath))
            category = try container.decode(ElementCategory.self, forKey: .category)
            kind = try container.decodeIfPresent(ElementKind.self, forKey: .kind)
            frame = try container.decode(Rect.self, forKey: .frame)
            zIndex = try container.decode(Int.self, forKey: .zIndex)
            pinned = try container.decodeIfPresent(Bool.self, forKey: .pinned)
            orthogonal = try container.decodeIfPresent(Bool.self, forKey: .orthogonal)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            estimated = try container.decodeIfPresent(Bool.self, forKey: .estimated)
            follows = try container.decodeIfPresent(Follows.self, forKey: .follows)
        }

        /// Writes attributes as the server does, `indexPath` as a JSON array of integers, `follows` last.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Array(indexPath), forKey: .indexPath)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(category, forKey: .category)
            try container.encodeIfPresent(kind, forKey: .kind)
            try container.encode(frame, forKey: .frame)
            try container.encode(zIndex, forKey: .zIndex)
            try container.encodeIfPresent(pinned, forKey: .pinned)
            try container.encodeIfPresent(orthogonal, forKey: .orthogonal)
            try container.encodeIfPresent(estimated, forKey: .estimated)
            try container.encodeIfPresent(follows, forKey: .follows)
        }
    }
}
