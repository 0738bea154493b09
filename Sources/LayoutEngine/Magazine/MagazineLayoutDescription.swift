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
    /// The section's own answers, behind one shared box (`SharedValue`): nil when it gives none.
    public var answers: Answers {
        get { box?.value ?? Answers() }
        set { box = newValue == Answers() ? nil : SharedValue(newValue) }
    }
    private var box: SharedValue<Answers>?

    /// What a section may say besides its items, each `nil` (or false) when it says nothing.
    public struct Answers: Sendable, Hashable {
        public var headerHeight: Double?
        public var footerHeight: Double?
        public var headerEstimated = false
        public var footerEstimated = false
        public var background = false
        public var sectionInsets: EdgeInsets?
        public var itemInsets: EdgeInsets?
        public var horizontalSpacing: Double?
        public var verticalSpacing: Double?

        public init() {}
    }

    /// Header height; `nil` = not shown.
    public var headerHeight: Double? {
        get { box?.value.headerHeight }
        set { answers.headerHeight = newValue }
    }
    /// Footer height; `nil` = not shown.
    public var footerHeight: Double? {
        get { box?.value.footerHeight }
        set { answers.footerHeight = newValue }
    }
    /// Whether the header's or footer's height is an estimate.
    public var headerEstimated: Bool {
        get { box?.value.headerEstimated ?? false }
        set { answers.headerEstimated = newValue }
    }
    public var footerEstimated: Bool {
        get { box?.value.footerEstimated ?? false }
        set { answers.footerEstimated = newValue }
    }
    /// Whether the section has a background decoration.
    public var background: Bool {
        get { box?.value.background ?? false }
        set { answers.background = newValue }
    }
    public var sectionInsets: EdgeInsets? {
        get { box?.value.sectionInsets }
        set { answers.sectionInsets = newValue }
    }
    public var itemInsets: EdgeInsets? {
        get { box?.value.itemInsets }
        set { answers.itemInsets = newValue }
    }
    public var horizontalSpacing: Double? {
        get { box?.value.horizontalSpacing }
        set { answers.horizontalSpacing = newValue }
    }
    public var verticalSpacing: Double? {
        get { box?.value.verticalSpacing }
        set { answers.verticalSpacing = newValue }
    }

    public init(
        items: ItemList<MagazineItem>, headerHeight: Double? = nil, footerHeight: Double? = nil,
        background: Bool = false, sectionInsets: EdgeInsets? = nil, itemInsets: EdgeInsets? = nil,
        horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil
    ) {
        self.items = items
        var answers = Answers()
        answers.headerHeight = headerHeight
        answers.footerHeight = footerHeight
        answers.background = background
        answers.sectionInsets = sectionInsets
        answers.itemInsets = itemInsets
        answers.horizontalSpacing = horizontalSpacing
        answers.verticalSpacing = verticalSpacing
        self.answers = answers
    }

    /// A section of `items` whose answers are `answers`, boxed by `shared` (equal consecutive answers share a box:
    /// the decoder's way).
    public init(items: ItemList<MagazineItem>, answers: Answers, shared: inout SharedValues<Answers>) {
        self.items = items
        box = shared.share(answers)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.items == b.items && (a.box === b.box || a.answers == b.answers)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(answers)
    }
}
