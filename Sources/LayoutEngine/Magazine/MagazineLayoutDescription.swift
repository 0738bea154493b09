/// MagazineLayout's `MagazineLayoutItemWidthMode`.
public enum MagazineWidthMode: Sendable, Hashable {
    /// `.fullWidth(respectsHorizontalInsets:)`: `true` keeps `itemInsets`, `false` ignores them.
    case fullWidth(respectsHorizontalInsets: Bool)
    /// `.fractionalWidth(divisor:)`: half is 2, third 3, fourth 4, fifth 5.
    case fractional(divisor: Int)
}

/// MagazineLayout's `MagazineLayoutItemHeightMode`.
public enum MagazineHeightMode: String, Sendable, Hashable {
    /// `.static(height:)`: the item is `height` tall.
    case `static`
    /// `.dynamic(estimatedHeight:)`: the item is its measured (or estimated) `height` tall.
    case dynamic
    /// `.dynamicAndStretchToTallestItemInRow`: the item's own height counts toward its row's, and its frame is
    /// as tall as the row.
    case dynamicAndStretchToTallestItemInRow
}

/// One MagazineLayout item: a width mode, a height mode and its height (measured, or an estimate).
public struct MagazineItem: Sendable, Hashable {
    public var widthMode: MagazineWidthMode
    public var height: Double
    public var heightMode: MagazineHeightMode
    public init(widthMode: MagazineWidthMode, height: Double, heightMode: MagazineHeightMode = .static) {
        self.widthMode = widthMode
        self.height = height
        self.heightMode = heightMode
    }

    /// MagazineLayout's `Default.ItemHeight`: a dynamic item's estimate when none is given.
    public static let defaultEstimatedHeight = 150.0
}

/// Airbnb's MagazineLayout: layout-wide defaults of the delegate answers.
public struct MagazineLayoutDescription: Sendable, Hashable {
    public var sectionInsets: EdgeInsets
    public var itemInsets: EdgeInsets
    public var horizontalSpacing: Double
    public var verticalSpacing: Double
    public var sections: [MagazineSectionDescription]

    public init(
        sectionInsets: EdgeInsets = .zero, itemInsets: EdgeInsets = .zero, horizontalSpacing: Double = 0,
        verticalSpacing: Double = 0, sections: [MagazineSectionDescription] = []
    ) {
        self.sectionInsets = sectionInsets
        self.itemInsets = itemInsets
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.sections = sections
    }
}

/// One MagazineLayout section: items, optional header and footer heights, a background, overrides.
public struct MagazineSectionDescription: Sendable, Hashable {
    public var items: ItemList<MagazineItem>
    /// Header height; `nil` = not shown.
    public var headerHeight: Double?
    /// Footer height; `nil` = not shown.
    public var footerHeight: Double?
    /// Whether the header's or footer's height is an estimate.
    public var headerEstimated = false
    public var footerEstimated = false
    /// Whether the section has a background decoration.
    public var background: Bool
    public var sectionInsets: EdgeInsets?
    public var itemInsets: EdgeInsets?
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(
        items: ItemList<MagazineItem>, headerHeight: Double? = nil, footerHeight: Double? = nil,
        background: Bool = false, sectionInsets: EdgeInsets? = nil, itemInsets: EdgeInsets? = nil,
        horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil
    ) {
        self.items = items
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.background = background
        self.sectionInsets = sectionInsets
        self.itemInsets = itemInsets
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}
