/// The body of `POST /layout`: the scroll view, the layout family, the data, and which elements to return.
///
/// Every optional field left `nil` is left out of the JSON, so the server applies the contract's default.
public struct LayoutRequest: Codable, Sendable, Hashable {
    /// The scroll view: bounds size, adjusted content inset, scroll position, screen scale.
    public var collectionView: CollectionView
    /// The layout family and its parameters.
    public var layout: Layout
    /// The data: one entry per section (may be empty).
    public var sections: [Section]
    /// Which attributes to return; `nil` is the server's default, `.visible`.
    public var elements: Elements?

    /// A request for `layout` of `sections` in `collectionView`.
    public init(collectionView: CollectionView, layout: Layout, sections: [Section], elements: Elements? = nil) {
        self.collectionView = collectionView
        self.layout = layout
        self.sections = sections
        self.elements = elements
    }
}

/// The scroll view the layout is computed for, as `UICollectionView` describes itself.
public struct CollectionView: Codable, Sendable, Hashable {
    /// Bounds size.
    public var size: Size
    /// The adjusted content inset (safe area and bars included); `nil` is zero.
    public var contentInset: Insets?
    /// The origin of the visible bounds in content coordinates; `nil` is scrolled to the top-left
    /// (`{-contentInset.left, -contentInset.top}`).
    public var contentOffset: Point?
    /// Screen scale, 1…4, for families that round to the pixel grid; `nil` is 1.
    public var scale: Double?

    /// A scroll view of `size`; every other field is optional.
    public init(size: Size, contentInset: Insets? = nil, contentOffset: Point? = nil, scale: Double? = nil) {
        self.size = size
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.scale = scale
    }
}

/// Which attributes the server returns, like `layoutAttributesForElements(in:)`.
public enum Elements: Codable, Sendable, Hashable {
    /// Those intersecting the visible bounds at `contentOffset` (`"visible"`).
    case visible
    /// Every element (`"all"`).
    case all
    /// Those intersecting a rect (`{"rect": Rect}`).
    case rect(Rect)

    enum CodingKeys: String, CodingKey {
        case rect
    }

    /// Writes `"visible"`, `"all"` or `{"rect": …}`.
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
        }
    }

    /// Reads `"visible"`, `"all"` or `{"rect": …}`.
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
        self = .rect(try container.decode(Rect.self, forKey: .rect))
    }
}
