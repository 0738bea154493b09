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
/// The answers are held behind one shared box (`SharedValue`): a section that gives none holds nothing for them.
public struct WaterfallSectionDescription: Sendable, Hashable {
    /// Aspect sizes: every item is a column wide and keeps this aspect.
    public var items: ItemList<Size>
    /// The explicit items that carry `"fullSpan": true`, in increasing order: each is as wide as the section's
    /// content, starts below the longest column, and every column restarts below it.
    public var fullSpanItems: [Int]
    /// The section's own answers.
    public var overrides: Overrides {
        get { box?.value ?? Overrides() }
        set { box = newValue == Overrides() ? nil : SharedValue(newValue) }
    }
    private var box: SharedValue<Overrides>?

    /// CHT's per-section delegate answers, each `nil` when the section gives none.
    public struct Overrides: Sendable, Hashable {
        public var itemSize: Size?
        public var columnCount: Int?
        public var minimumColumnSpacing: Double?
        public var minimumInteritemSpacing: Double?
        public var inset: EdgeInsets?
        public var headerHeight: Double?
        public var footerHeight: Double?
        public var headerInset: EdgeInsets?
        public var footerInset: EdgeInsets?

        public init(
            itemSize: Size? = nil, columnCount: Int? = nil, minimumColumnSpacing: Double? = nil,
            minimumInteritemSpacing: Double? = nil, inset: EdgeInsets? = nil, headerHeight: Double? = nil,
            footerHeight: Double? = nil, headerInset: EdgeInsets? = nil, footerInset: EdgeInsets? = nil
        ) {
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

    public var itemSize: Size? {
        get { box?.value.itemSize }
        set { overrides.itemSize = newValue }
    }
    public var columnCount: Int? {
        get { box?.value.columnCount }
        set { overrides.columnCount = newValue }
    }
    public var minimumColumnSpacing: Double? {
        get { box?.value.minimumColumnSpacing }
        set { overrides.minimumColumnSpacing = newValue }
    }
    public var minimumInteritemSpacing: Double? {
        get { box?.value.minimumInteritemSpacing }
        set { overrides.minimumInteritemSpacing = newValue }
    }
    public var inset: EdgeInsets? {
        get { box?.value.inset }
        set { overrides.inset = newValue }
    }
    public var headerHeight: Double? {
        get { box?.value.headerHeight }
        set { overrides.headerHeight = newValue }
    }
    public var footerHeight: Double? {
        get { box?.value.footerHeight }
        set { overrides.footerHeight = newValue }
    }
    public var headerInset: EdgeInsets? {
        get { box?.value.headerInset }
        set { overrides.headerInset = newValue }
    }
    public var footerInset: EdgeInsets? {
        get { box?.value.footerInset }
        set { overrides.footerInset = newValue }
    }

    public init(
        items: ItemList<Size>, itemSize: Size? = nil, columnCount: Int? = nil,
        minimumColumnSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil, inset: EdgeInsets? = nil,
        headerHeight: Double? = nil, footerHeight: Double? = nil, headerInset: EdgeInsets? = nil,
        footerInset: EdgeInsets? = nil, fullSpanItems: [Int] = []
    ) {
        self.items = items
        self.fullSpanItems = fullSpanItems
        overrides = Overrides(
            itemSize: itemSize, columnCount: columnCount, minimumColumnSpacing: minimumColumnSpacing,
            minimumInteritemSpacing: minimumInteritemSpacing, inset: inset, headerHeight: headerHeight,
            footerHeight: footerHeight, headerInset: headerInset, footerInset: footerInset)
    }

    /// A section of `items` whose answers are `overrides`, boxed by `shared` (equal consecutive answers share a
    /// box: the decoder's way).
    public init(
        items: ItemList<Size>, fullSpanItems: [Int], overrides: Overrides, shared: inout SharedValues<Overrides>
    ) {
        self.items = items
        self.fullSpanItems = fullSpanItems
        box = shared.share(overrides)
    }

    /// The box the answers are held in (sections that share it have the same answers).
    var sharedAnswers: ObjectIdentifier? { box.map(ObjectIdentifier.init) }

    public static func == (a: Self, b: Self) -> Bool {
        a.items == b.items && a.fullSpanItems == b.fullSpanItems && (a.box === b.box || a.overrides == b.overrides)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(fullSpanItems)
        hasher.combine(overrides)
    }
}
