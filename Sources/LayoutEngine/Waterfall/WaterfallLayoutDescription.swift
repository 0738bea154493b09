/// CHTCollectionViewWaterfallLayout's `itemRenderDirection`.
public enum WaterfallItemRenderDirection: String, Sendable, Hashable {
    case shortestFirst
    case leftToRight
    case rightToLeft
}

/// CHTCollectionViewWaterfallLayout's properties, CHT defaults (`sectionInsetReference = .fromContentInset`).
public struct WaterfallLayoutDescription: Sendable, Hashable {
    public var columnCount: Int
    public var minimumColumnSpacing: Double
    public var minimumInteritemSpacing: Double
    public var headerHeight: Double
    public var footerHeight: Double
    public var headerInset: EdgeInsets
    public var footerInset: EdgeInsets
    public var sectionInset: EdgeInsets
    public var itemRenderDirection: WaterfallItemRenderDirection
    public var minimumContentHeight: Double
    /// The size a uniform section's items take when the section names none (an aspect size).
    public var itemSize: Size
    public var sections: [WaterfallSectionDescription]

    public init(
        columnCount: Int = 2, minimumColumnSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
        headerHeight: Double = 0, footerHeight: Double = 0, headerInset: EdgeInsets = .zero,
        footerInset: EdgeInsets = .zero, sectionInset: EdgeInsets = .zero,
        itemRenderDirection: WaterfallItemRenderDirection = .shortestFirst, minimumContentHeight: Double = 0,
        itemSize: Size = Size(width: 50, height: 50), sections: [WaterfallSectionDescription] = []
    ) {
        self.columnCount = columnCount
        self.minimumColumnSpacing = minimumColumnSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.headerInset = headerInset
        self.footerInset = footerInset
        self.sectionInset = sectionInset
        self.itemRenderDirection = itemRenderDirection
        self.minimumContentHeight = minimumContentHeight
        self.itemSize = itemSize
        self.sections = sections
    }
}

/// One waterfall section: aspect sizes of its items and CHT's per-section delegate answers (`nil` = layout's).
public struct WaterfallSectionDescription: Sendable, Hashable {
    /// Aspect sizes: every item is a column wide and keeps this aspect.
    public var items: ItemList<Size>
    public var itemSize: Size?
    public var columnCount: Int?
    public var minimumColumnSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var inset: EdgeInsets?
    public var headerHeight: Double?
    public var footerHeight: Double?
    public var headerInset: EdgeInsets?
    public var footerInset: EdgeInsets?
    /// The explicit items that carry `"fullSpan": true`, in increasing order: each is as wide as the section's
    /// content, starts below the longest column, and every column restarts below it.
    public var fullSpanItems: [Int]

    public init(
        items: ItemList<Size>, itemSize: Size? = nil, columnCount: Int? = nil,
        minimumColumnSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil, inset: EdgeInsets? = nil,
        headerHeight: Double? = nil, footerHeight: Double? = nil, headerInset: EdgeInsets? = nil,
        footerInset: EdgeInsets? = nil, fullSpanItems: [Int] = []
    ) {
        self.fullSpanItems = fullSpanItems
        self.items = items
        self.itemSize = itemSize
        self.columnCount = columnCount
        self.minimumColumnSpacing = minimumColumnSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.inset = inset
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.headerInset = headerInset
        self.footerInset = footerInset
    }
}
