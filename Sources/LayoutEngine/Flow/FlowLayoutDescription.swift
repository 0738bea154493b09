/// How a flow line spreads its items along the line (`justified` is UIKit's behaviour).
public enum FlowLineAlignment: String, Sendable, Hashable {
    case justified
    case start
    case center
    case end
}

/// How a flow section's last line is placed (`lastLineAlignment`).
public enum FlowLastLineAlignment: String, Sendable, Hashable {
    /// UIKit's: with `justified` lines, a section whose items all have one size keeps its last line on the grid
    /// (`grid`); when sizes differ the last line is packed from the left inset (`start`). With another
    /// `lineAlignment` the last line is placed like the others.
    case automatic
    /// As if filled with further items of its last item's size, then aligned like a full line.
    case grid
    case start
    case center
    case end
    case justified
}

/// Where an item sits across its line when the line is taller than it (`center` is UIKit's).
public enum FlowItemAlignment: String, Sendable, Hashable {
    case start
    case center
    case end
}

/// `UICollectionViewFlowLayout`'s properties, UIKit defaults.
public struct FlowLayoutDescription: Sendable, Hashable {
    public var itemSize: Size
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var sectionInset: EdgeInsets
    public var headerReferenceSize: Size
    public var footerReferenceSize: Size
    public var lineAlignment: FlowLineAlignment
    /// How each section's last line is placed (UIKit's rule by default).
    public var lastLineAlignment: FlowLastLineAlignment
    public var itemAlignment: FlowItemAlignment
    public var sections: [FlowSectionDescription]

    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
        headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero,
        lineAlignment: FlowLineAlignment = .justified, itemAlignment: FlowItemAlignment = .center,
        sections: [FlowSectionDescription] = [], lastLineAlignment: FlowLastLineAlignment = .automatic
    ) {
        self.lastLineAlignment = lastLineAlignment
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.lineAlignment = lineAlignment
        self.itemAlignment = itemAlignment
        self.sections = sections
    }
}

/// One flow section: its items and the `UICollectionViewDelegateFlowLayout` answers (`nil` = the layout's value).
/// The answers are held behind one shared box (`SharedValue`): a section that gives none holds nothing for them.
public struct FlowSectionDescription: Sendable, Hashable {
    /// Item sizes; a uniform section's `nil` item is `itemSize` below, then the layout's `itemSize`.
    public var items: ItemList<Size>
    /// The section's own answers.
    public var overrides: Overrides {
        get { box?.value ?? Overrides() }
        set { box = newValue == Overrides() ? nil : SharedValue(newValue) }
    }
    private var box: SharedValue<Overrides>?

    /// The delegate answers a section may give, each `nil` when it gives none.
    public struct Overrides: Sendable, Hashable {
        public var itemSize: Size?
        public var inset: EdgeInsets?
        public var minimumLineSpacing: Double?
        public var minimumInteritemSpacing: Double?
        public var headerSize: Size?
        public var footerSize: Size?

        public init(
            itemSize: Size? = nil, inset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil,
            minimumInteritemSpacing: Double? = nil, headerSize: Size? = nil, footerSize: Size? = nil
        ) {
            self.itemSize = itemSize
            self.inset = inset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerSize = headerSize
            self.footerSize = footerSize
        }
    }

    public var itemSize: Size? {
        get { box?.value.itemSize }
        set { overrides.itemSize = newValue }
    }
    public var inset: EdgeInsets? {
        get { box?.value.inset }
        set { overrides.inset = newValue }
    }
    public var minimumLineSpacing: Double? {
        get { box?.value.minimumLineSpacing }
        set { overrides.minimumLineSpacing = newValue }
    }
    public var minimumInteritemSpacing: Double? {
        get { box?.value.minimumInteritemSpacing }
        set { overrides.minimumInteritemSpacing = newValue }
    }
    public var headerSize: Size? {
        get { box?.value.headerSize }
        set { overrides.headerSize = newValue }
    }
    public var footerSize: Size? {
        get { box?.value.footerSize }
        set { overrides.footerSize = newValue }
    }

    public init(
        items: ItemList<Size>, itemSize: Size? = nil, inset: EdgeInsets? = nil,
        minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
        headerSize: Size? = nil, footerSize: Size? = nil
    ) {
        self.items = items
        self.overrides = Overrides(
            itemSize: itemSize, inset: inset, minimumLineSpacing: minimumLineSpacing,
            minimumInteritemSpacing: minimumInteritemSpacing, headerSize: headerSize, footerSize: footerSize)
    }

    /// A section of `items` whose answers are `overrides`, boxed by `shared` (equal consecutive answers share a
    /// box: the decoder's way).
    public init(items: ItemList<Size>, overrides: Overrides, shared: inout SharedValues<Overrides>) {
        self.items = items
        box = shared.share(overrides)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.items == b.items && (a.box === b.box || a.overrides == b.overrides)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(overrides)
    }

    /// Whether this section's metrics, header and footer are `other`'s (`FlowLayout.Plan` but its items' shape):
    /// the same answers' box (the decoder gives consecutive equal answers one; none is none). Answers that are
    /// equal in separate boxes are not compared: that section makes its plan again, equal.
    /// - Complexity: O(1).
    @inline(__always)
    func sharesAnswers(with other: FlowSectionDescription) -> Bool { box === other.box }

    /// Whether this section lays out by `other`'s whole plan: the same answers (`sharesAnswers`), and either both
    /// items listed (each section places its own) or the same count of the same item.
    /// - Complexity: O(1).
    @inline(__always)
    func sharesPlan(with other: FlowSectionDescription) -> Bool {
        guard box === other.box else { return false }
        switch items {
        case .explicit:
            if case .explicit = other.items { return true }
            return false
        case .uniform(let a, let i):
            if case .uniform(let b, let j) = other.items { return a == b && i == j }
            return false
        }
    }
}

extension FlowLayoutDescription {
    /// The same layout with its axes swapped, so horizontal scrolling is computed as vertical: item, header and
    /// footer sizes and every inset swap width↔height and top↔left, in the layout and in every section override
    /// (sections that shared their answers still share them).
    public var transposed: FlowLayoutDescription {
        var t = self
        t.itemSize = itemSize.transposed
        t.sectionInset = sectionInset.transposed
        t.headerReferenceSize = headerReferenceSize.transposed
        t.footerReferenceSize = footerReferenceSize.transposed
        var shared = SharedValues(empty: FlowSectionDescription.Overrides())
        t.sections = sections.map { $0.transposed(sharing: &shared) }
        return t
    }
}

extension FlowSectionDescription {
    /// The same section with its axes swapped (items and every size or inset override).
    public var transposed: FlowSectionDescription {
        var shared = SharedValues(empty: Overrides())
        return transposed(sharing: &shared)
    }

    /// `transposed`, its answers boxed by `shared`.
    func transposed(sharing shared: inout SharedValues<Overrides>) -> FlowSectionDescription {
        let items: ItemList<Size>
        switch self.items {
        case .explicit(let sizes): items = .explicit(sizes.map(\.transposed))
        case .uniform(let count, let item): items = .uniform(count: count, item: item?.transposed)
        }
        let o = overrides
        return FlowSectionDescription(
            items: items,
            overrides: Overrides(
                itemSize: o.itemSize?.transposed, inset: o.inset?.transposed, minimumLineSpacing: o.minimumLineSpacing,
                minimumInteritemSpacing: o.minimumInteritemSpacing, headerSize: o.headerSize?.transposed,
                footerSize: o.footerSize?.transposed),
            shared: &shared)
    }
}
