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
    /// Answer at the offset `scrollToItem(at:at:)` would scroll to (the response carries it in `contentOffset`).
    public var scrollTo: ScrollTo?
    /// How a timeline (`collectionView.contentOffsets`) is written; `nil` is `.full`.
    public var timelineEncoding: TimelineEncoding?

    /// A request for `layout` of `sections` in `collectionView`.
    public init(
        collectionView: CollectionView, layout: Layout, sections: [Section], elements: Elements? = nil,
        scrollTo: ScrollTo? = nil, timelineEncoding: TimelineEncoding? = nil
    ) {
        self.collectionView = collectionView
        self.layout = layout
        self.sections = sections
        self.elements = elements
        self.scrollTo = scrollTo
        self.timelineEncoding = timelineEncoding
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
    /// A scroll timeline: 1…64 offsets answered at once instead of `contentOffset` (then the response's
    /// `timeline` holds one entry per offset).
    public var contentOffsets: [Point]?
    /// The user interface direction; `nil` is left to right. Right to left mirrors a layout that flips
    /// (`Layout.flipsHorizontallyInOppositeLayoutDirection`).
    public var layoutDirection: LayoutDirection?

    /// A scroll view of `size`; every other field is optional.
    public init(
        size: Size, contentInset: Insets? = nil, contentOffset: Point? = nil, scale: Double? = nil,
        contentOffsets: [Point]? = nil, layoutDirection: LayoutDirection? = nil
    ) {
        self.size = size
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.scale = scale
        self.contentOffsets = contentOffsets
        self.layoutDirection = layoutDirection
    }
}

/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Codable, Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

/// `UICollectionView.ScrollPosition`.
public enum ScrollPosition: String, Codable, Sendable, Hashable {
    case top
    case centeredVertically
    case bottom
    case left
    case centeredHorizontally
    case right
}

/// Where `scrollToItem(at:at:)` should scroll: the item and the position to put it at.
public struct ScrollTo: Codable, Sendable, Hashable {
    /// `[section, item]`.
    public var indexPath: [Int]
    public var position: ScrollPosition

    /// Scroll to `item` of `section` at `position`.
    public init(section: Int, item: Int, position: ScrollPosition) {
        self.indexPath = [section, item]
        self.position = position
    }
}

/// How a timeline is written: every entry in full, or each after the first as the change since the one before.
public enum TimelineEncoding: String, Codable, Sendable, Hashable {
    case full
    case delta
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
