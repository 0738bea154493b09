import Foundation

/// The `200` body of `POST /layout`: the content size and the requested elements' attributes; for a
/// `scrollTo` request the offset answered at; for a timeline (`CollectionView.contentOffsets`) one entry per
/// offset instead of `attributes`.
public struct LayoutResponse: Codable, Sendable, Hashable {
    /// The scroll view's `contentSize`.
    public var contentSize: Size
    /// The elements, ordered by section; within one the header, cells by item, the footer, then decorations.
    /// Empty for a timeline.
    public var attributes: [LayoutAttributes]
    /// The offset `scrollTo` scrolled to; `nil` without `scrollTo`.
    public var contentOffset: Point?
    /// A timeline's entries, in request order; `nil` without `contentOffsets`.
    public var timeline: [TimelineEntry]?

    /// A response of `contentSize` and `attributes`.
    public init(
        contentSize: Size, attributes: [LayoutAttributes], contentOffset: Point? = nil,
        timeline: [TimelineEntry]? = nil
    ) {
        self.contentSize = contentSize
        self.attributes = attributes
        self.contentOffset = contentOffset
        self.timeline = timeline
    }

    enum CodingKeys: String, CodingKey {
        case contentSize, contentOffset, attributes, timeline
    }

    /// Reads either response shape: `attributes`, or `timeline` (then `attributes` is empty).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        contentSize = try c.decode(Size.self, forKey: .contentSize)
        contentOffset = try c.decodeIfPresent(Point.self, forKey: .contentOffset)
        timeline = try c.decodeIfPresent([TimelineEntry].self, forKey: .timeline)
        attributes =
            timeline == nil ? try c.decode([LayoutAttributes].self, forKey: .attributes) : []
    }

    /// Writes the shape the server writes.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(contentSize, forKey: .contentSize)
        try c.encodeIfPresent(contentOffset, forKey: .contentOffset)
        if let timeline {
            try c.encode(timeline, forKey: .timeline)
        } else {
            try c.encode(attributes, forKey: .attributes)
        }
    }

    /// The cells only, in order.
    public var cells: [LayoutAttributes] { attributes.filter { $0.category == .cell } }

    /// The attributes of the cell at `indexPath`, if it was returned.
    /// - Complexity: O(n) in the number of attributes.
    public func cell(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes.first { $0.category == .cell && $0.indexPath == indexPath }
    }

    /// The header or footer (`kind`) of `section`, if it was returned.
    /// - Complexity: O(n) in the number of attributes.
    public func supplementary(_ kind: String, section: Int) -> LayoutAttributes? {
        attributes.first { $0.category == .supplementary && $0.kind == kind && $0.indexPath.first == section }
    }
}

/// One element's `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Codable, Sendable, Hashable {
    /// What kind of view an element is.
    public enum Category: String, Codable, Sendable, Hashable {
        /// A cell.
        case cell
        /// A header or footer (`kind`).
        case supplementary
        /// A decoration view (`kind`, e.g. `"background"`).
        case decoration
    }

    /// `[section, item]`; headers and footers use item 0.
    public var indexPath: IndexPath
    /// Cell, supplementary or decoration.
    public var category: Category
    /// `"header"`, `"footer"`, or a decoration kind; `nil` for cells.
    public var kind: String?
    /// The frame in content coordinates.
    public var frame: Rect
    /// Stacking order.
    public var zIndex: Int
    /// For headers and footers: whether pinning moved it from its resting place; `nil` for cells.
    public var pinned: Bool?

    /// Attributes with the given fields.
    public init(
        indexPath: IndexPath, category: Category, kind: String? = nil, frame: Rect, zIndex: Int = 0,
        pinned: Bool? = nil
    ) {
        self.indexPath = indexPath
        self.category = category
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
        self.pinned = pinned
    }

    enum CodingKeys: String, CodingKey {
        case indexPath, category, kind, frame, zIndex, pinned
    }

    /// Reads attributes; `indexPath` is a JSON array of integers.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        indexPath = IndexPath(indexes: try container.decode([Int].self, forKey: .indexPath))
        category = try container.decode(Category.self, forKey: .category)
        kind = try container.decodeIfPresent(String.self, forKey: .kind)
        frame = try container.decode(Rect.self, forKey: .frame)
        zIndex = try container.decode(Int.self, forKey: .zIndex)
        pinned = try container.decodeIfPresent(Bool.self, forKey: .pinned)
    }

    /// Writes attributes as the server does, `indexPath` as a JSON array of integers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Array(indexPath), forKey: .indexPath)
        try container.encode(category, forKey: .category)
        try container.encodeIfPresent(kind, forKey: .kind)
        try container.encode(frame, forKey: .frame)
        try container.encode(zIndex, forKey: .zIndex)
        try container.encodeIfPresent(pinned, forKey: .pinned)
    }
}

/// One offset of a timeline: the attributes a single request at `contentOffset` answers, or in a delta timeline
/// after the first entry only those that appeared or changed, with `removed` naming those that left.
public struct TimelineEntry: Codable, Sendable, Hashable {
    public var contentOffset: Point
    public var attributes: [LayoutAttributes]
    /// Delta entries after the first: the elements of the entry before that this one no longer holds.
    public var removed: [RemovedElement]?

    public init(contentOffset: Point, attributes: [LayoutAttributes], removed: [RemovedElement]? = nil) {
        self.contentOffset = contentOffset
        self.attributes = attributes
        self.removed = removed
    }
}

/// An element that left the screen between two delta entries: `[section, item, category, kind]` on the wire.
public struct RemovedElement: Codable, Sendable, Hashable {
    public var indexPath: IndexPath
    public var category: LayoutAttributes.Category
    /// `nil` for cells.
    public var kind: String?

    public init(indexPath: IndexPath, category: LayoutAttributes.Category, kind: String? = nil) {
        self.indexPath = indexPath
        self.category = category
        self.kind = kind
    }

    /// Reads `[section, item, category, kind]`.
    public init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let section = try c.decode(Int.self)
        let item = try c.decode(Int.self)
        indexPath = IndexPath(indexes: [section, item])
        category = try c.decode(LayoutAttributes.Category.self)
        kind = try c.decodeIfPresent(String.self)
    }

    /// Writes `[section, item, category, kind]`, `kind` null for cells.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        for index in indexPath { try c.encode(index) }
        try c.encode(category)
        if let kind { try c.encode(kind) } else { try c.encodeNil() }
    }
}

extension LayoutResponse {
    /// The full entries of a timeline, a delta one replayed: each entry is the one before without its `removed`
    /// elements, with its attributes replacing or joining them, in the server's order.
    public var fullTimeline: [TimelineEntry]? {
        guard let timeline, let first = timeline.first else { return timeline }
        var result = [first]
        for entry in timeline.dropFirst() {
            guard let removed = entry.removed else {
                result.append(entry)
                continue
            }
            let key = { (a: LayoutAttributes) in
                RemovedElement(indexPath: a.indexPath, category: a.category, kind: a.kind)
            }
            let gone = Set(removed)
            var byKey: [RemovedElement: LayoutAttributes] = [:]
            var order: [RemovedElement] = []
            for a in result[result.count - 1].attributes where !gone.contains(key(a)) {
                byKey[key(a)] = a
                order.append(key(a))
            }
            for a in entry.attributes {
                if byKey[key(a)] == nil { order.append(key(a)) }
                byKey[key(a)] = a
            }
            let attributes = order.compactMap { byKey[$0] }.sorted(by: LayoutResponse.serverOrder)
            result.append(TimelineEntry(contentOffset: entry.contentOffset, attributes: attributes))
        }
        return result
    }

    /// The server's order: by section; the header, cells by item, the footer, decorations.
    static func serverOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        func rank(_ x: LayoutAttributes) -> Int {
            switch x.category {
            case .cell: 1
            case .supplementary: x.kind == "header" ? 0 : 2
            case .decoration: 3
            }
        }
        let sa = a.indexPath.first ?? 0
        let sb = b.indexPath.first ?? 0
        if sa != sb { return sa < sb }
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        return (a.indexPath.last ?? 0) < (b.indexPath.last ?? 0)
    }
}
