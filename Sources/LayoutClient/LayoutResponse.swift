import Foundation

/// The `200` body of `POST /layout`: the content size and the requested elements' attributes.
public struct LayoutResponse: Codable, Sendable, Hashable {
    /// The scroll view's `contentSize`.
    public var contentSize: Size
    /// The elements, ordered by section; within one the header, cells by item, the footer, then decorations.
    public var attributes: [LayoutAttributes]

    /// A response of `contentSize` and `attributes`.
    public init(contentSize: Size, attributes: [LayoutAttributes]) {
        self.contentSize = contentSize
        self.attributes = attributes
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
