/// One section of the data: its items and the per-section delegate answers of its family.
///
/// The override fields of every family live here side by side, as on the wire; set only those of the family the
/// request uses (the server rejects a field that does not belong to the family).
public struct Section: Codable, Sendable, Hashable {
    /// The items: explicit sizes, or a uniform count.
    public var items: SectionItems

    // flow and iglist (`inset` and `minimumInteritemSpacing` also waterfall)
    /// Section insets (flow, waterfall, iglist).
    public var inset: Insets?
    /// Line spacing (flow, iglist).
    public var minimumLineSpacing: Double?
    /// Spacing between items (flow, waterfall, iglist).
    public var minimumInteritemSpacing: Double?
    /// Header size (flow, iglist).
    public var headerSize: Size?
    /// Footer size (flow, iglist).
    public var footerSize: Size?

    // waterfall
    /// Columns (waterfall).
    public var columnCount: Int?
    /// Spacing between columns (waterfall).
    public var minimumColumnSpacing: Double?
    /// Header height (waterfall).
    public var headerHeight: Double?
    /// Footer height (waterfall).
    public var footerHeight: Double?
    /// Insets around the header (waterfall).
    public var headerInset: Insets?
    /// Insets around the footer (waterfall).
    public var footerInset: Insets?

    // magazine
    /// The header, absent when `nil` (magazine).
    public var header: MagazineSupplementary?
    /// The footer, absent when `nil` (magazine).
    public var footer: MagazineSupplementary?
    /// Whether a `"background"` decoration spans the section (magazine).
    public var background: Bool?
    /// Insets of the section (magazine).
    public var sectionInsets: Insets?
    /// Insets of the items (magazine).
    public var itemInsets: Insets?
    /// Spacing between items in a row (magazine).
    public var horizontalSpacing: Double?
    /// Spacing between rows (magazine).
    public var verticalSpacing: Double?

    /// A section of `items` with no overrides; set the overrides as properties.
    public init(_ items: SectionItems) {
        self.items = items
    }

    /// `count` items of `size` (the layout's item size when `nil`).
    public static func uniform(count: Int, size: Size? = nil) -> Section {
        Section(.uniform(count: count, size: size))
    }

    /// Items of these explicit sizes (aspect sizes for waterfall).
    public static func sizes(_ sizes: [Size]) -> Section {
        Section(.sizes(sizes))
    }

    enum CodingKeys: String, CodingKey {
        case items, itemCount, itemSize, item
        case inset, minimumLineSpacing, minimumInteritemSpacing, headerSize, footerSize
        case columnCount, minimumColumnSpacing, headerHeight, footerHeight, headerInset, footerInset
        case header, footer, background, sectionInsets, itemInsets, horizontalSpacing, verticalSpacing
    }

    /// Writes the item source and the overrides that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch items {
        case .sizes(let sizes): try container.encode(sizes, forKey: .items)
        case .magazine(let items): try container.encode(items, forKey: .items)
        case .waterfall(let items): try container.encode(items, forKey: .items)
        case .uniform(let count, let size):
            try container.encode(count, forKey: .itemCount)
            try container.encodeIfPresent(size, forKey: .itemSize)
        case .magazineUniform(let count, let item):
            try container.encode(count, forKey: .itemCount)
            try container.encode(item, forKey: .item)
        }
        try container.encodeIfPresent(inset, forKey: .inset)
        try container.encodeIfPresent(minimumLineSpacing, forKey: .minimumLineSpacing)
        try container.encodeIfPresent(minimumInteritemSpacing, forKey: .minimumInteritemSpacing)
        try container.encodeIfPresent(headerSize, forKey: .headerSize)
        try container.encodeIfPresent(footerSize, forKey: .footerSize)
        try container.encodeIfPresent(columnCount, forKey: .columnCount)
        try container.encodeIfPresent(minimumColumnSpacing, forKey: .minimumColumnSpacing)
        try container.encodeIfPresent(headerHeight, forKey: .headerHeight)
        try container.encodeIfPresent(footerHeight, forKey: .footerHeight)
        try container.encodeIfPresent(headerInset, forKey: .headerInset)
        try container.encodeIfPresent(footerInset, forKey: .footerInset)
        try container.encodeIfPresent(header, forKey: .header)
        try container.encodeIfPresent(footer, forKey: .footer)
        try container.encodeIfPresent(background, forKey: .background)
        try container.encodeIfPresent(sectionInsets, forKey: .sectionInsets)
        try container.encodeIfPresent(itemInsets, forKey: .itemInsets)
        try container.encodeIfPresent(horizontalSpacing, forKey: .horizontalSpacing)
        try container.encodeIfPresent(verticalSpacing, forKey: .verticalSpacing)
    }

    /// Reads a section of any family.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let count = try c.decodeIfPresent(Int.self, forKey: .itemCount) {
            if let item = try c.decodeIfPresent(MagazineItem.self, forKey: .item) {
                items = .magazineUniform(count: count, item: item)
            } else {
                items = .uniform(count: count, size: try c.decodeIfPresent(Size.self, forKey: .itemSize))
            }
        } else if let waterfall = try? c.decode([WaterfallItem].self, forKey: .items),
            waterfall.contains(where: { $0.fullSpan != nil })
        {
            items = .waterfall(waterfall)
        } else if let sizes = try? c.decode([Size].self, forKey: .items) {
            items = .sizes(sizes)
        } else {
            items = .magazine(try c.decode([MagazineItem].self, forKey: .items))
        }
        inset = try c.decodeIfPresent(Insets.self, forKey: .inset)
        minimumLineSpacing = try c.decodeIfPresent(Double.self, forKey: .minimumLineSpacing)
        minimumInteritemSpacing = try c.decodeIfPresent(Double.self, forKey: .minimumInteritemSpacing)
        headerSize = try c.decodeIfPresent(Size.self, forKey: .headerSize)
        footerSize = try c.decodeIfPresent(Size.self, forKey: .footerSize)
        columnCount = try c.decodeIfPresent(Int.self, forKey: .columnCount)
        minimumColumnSpacing = try c.decodeIfPresent(Double.self, forKey: .minimumColumnSpacing)
        headerHeight = try c.decodeIfPresent(Double.self, forKey: .headerHeight)
        footerHeight = try c.decodeIfPresent(Double.self, forKey: .footerHeight)
        headerInset = try c.decodeIfPresent(Insets.self, forKey: .headerInset)
        footerInset = try c.decodeIfPresent(Insets.self, forKey: .footerInset)
        header = try c.decodeIfPresent(MagazineSupplementary.self, forKey: .header)
        footer = try c.decodeIfPresent(MagazineSupplementary.self, forKey: .footer)
        background = try c.decodeIfPresent(Bool.self, forKey: .background)
        sectionInsets = try c.decodeIfPresent(Insets.self, forKey: .sectionInsets)
        itemInsets = try c.decodeIfPresent(Insets.self, forKey: .itemInsets)
        horizontalSpacing = try c.decodeIfPresent(Double.self, forKey: .horizontalSpacing)
        verticalSpacing = try c.decodeIfPresent(Double.self, forKey: .verticalSpacing)
    }
}

/// Where a section's items come from: exactly one of `items` and `itemCount` on the wire.
public enum SectionItems: Sendable, Hashable {
    /// Explicit sizes (`items: [Size]`; aspect sizes for waterfall).
    case sizes([Size])
    /// `count` items of one size (`itemCount` and an optional `itemSize`).
    case uniform(count: Int, size: Size?)
    /// Explicit magazine items (`items: [{widthMode, height}]`).
    case magazine([MagazineItem])
    /// `count` magazine items alike (`itemCount` and `item`).
    case magazineUniform(count: Int, item: MagazineItem)
    /// Explicit waterfall items, some of them full-span (`items: [{width, height, fullSpan}]`).
    case waterfall([WaterfallItem])
}

/// A waterfall item: an aspect size, optionally spanning the section (`"fullSpan": true`: as wide as the
/// section's content, below the longest column, every column restarting under it).
public struct WaterfallItem: Codable, Sendable, Hashable {
    public var width: Double
    public var height: Double
    /// `nil` is false.
    public var fullSpan: Bool?

    /// An item of aspect `size`, full-span or not.
    public init(_ size: Size, fullSpan: Bool? = nil) {
        self.width = size.width
        self.height = size.height
        self.fullSpan = fullSpan
    }
}
