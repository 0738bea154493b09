/// IGListKit's `IGListCollectionViewLayout` and the section controllers' answers.
public struct IGListLayoutDescription: Sendable, Hashable {
    /// IGListKit's `stretchToEdge`: an item ending within 1 point of the edge stretches to it.
    public var stretchToEdge: Bool
    /// IGListKit's `showHeaderWhenEmpty`: an empty section keeps its header and footer.
    public var showHeaderWhenEmpty: Bool
    /// The size a uniform section's items take when neither the list nor the section names one.
    public var itemSize: Size
    /// The section controllers, in order.
    public var sections: [IGListSectionDescription]
    /// Set by `transposed`: IGListKit places a horizontal layout's footer after the section's trailing inset
    /// (`maxX + inset.right`), a vertical one right after the items (`maxY`, inset after the footer).
    var footerFollowsTrailingInset = false

    public init(
        stretchToEdge: Bool = false, showHeaderWhenEmpty: Bool = false, itemSize: Size = Size(width: 50, height: 50),
        sections: [IGListSectionDescription] = []
    ) {
        self.stretchToEdge = stretchToEdge
        self.showHeaderWhenEmpty = showHeaderWhenEmpty
        self.itemSize = itemSize
        self.sections = sections
    }

    /// The same layout with axes swapped, so horizontal scrolling is computed as vertical.
    var transposed: IGListLayoutDescription {
        var copy = self
        copy.itemSize = itemSize.transposed
        var shared = SharedValues(empty: IGListSectionDescription.Answers())
        copy.sections = sections.map { $0.transposed(sharing: &shared) }
        copy.footerFollowsTrailingInset = !footerFollowsTrailingInset
        return copy
    }
}

/// One IGListKit section controller: item sizes, inset, spacings, header and footer sizes (all default 0). Every
/// answer but the items is held behind one shared box (`SharedValue`): a section that gives none holds nothing for
/// them.
public struct IGListSectionDescription: Sendable, Hashable {
    /// The items' sizes (`sizeForItemAtIndex:`), or a uniform count.
    public var items: ItemList<Size>
    /// The section controller's answers.
    public var answers: Answers {
        get { box?.value ?? Answers() }
        set { box = newValue == Answers() ? nil : SharedValue(newValue) }
    }
    private var box: SharedValue<Answers>?

    /// The answers of a section controller besides its items.
    public struct Answers: Sendable, Hashable {
        /// A uniform section's item size when its list names none.
        public var itemSize: Size?
        /// `inset` of the section controller.
        public var inset: EdgeInsets
        /// `minimumLineSpacing`: between rows of this section.
        public var minimumLineSpacing: Double
        /// `minimumInteritemSpacing`: between items of a row.
        public var minimumInteritemSpacing: Double
        /// Header reference size; only the length along the scroll axis is used.
        public var headerSize: Size
        /// Footer reference size; only the length along the scroll axis is used.
        public var footerSize: Size

        public init(
            itemSize: Size? = nil, inset: EdgeInsets = .zero, minimumLineSpacing: Double = 0,
            minimumInteritemSpacing: Double = 0, headerSize: Size = .zero, footerSize: Size = .zero
        ) {
            self.itemSize = itemSize
            self.inset = inset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerSize = headerSize
            self.footerSize = footerSize
        }
    }

    /// A uniform section's item size when its list names none.
    public var itemSize: Size? {
        get { box?.value.itemSize }
        set { answers.itemSize = newValue }
    }
    /// `inset` of the section controller.
    public var inset: EdgeInsets {
        get { box?.value.inset ?? .zero }
        set { answers.inset = newValue }
    }
    /// `minimumLineSpacing`: between rows of this section.
    public var minimumLineSpacing: Double {
        get { box?.value.minimumLineSpacing ?? 0 }
        set { answers.minimumLineSpacing = newValue }
    }
    /// `minimumInteritemSpacing`: between items of a row.
    public var minimumInteritemSpacing: Double {
        get { box?.value.minimumInteritemSpacing ?? 0 }
        set { answers.minimumInteritemSpacing = newValue }
    }
    /// Header reference size; only the length along the scroll axis is used.
    public var headerSize: Size {
        get { box?.value.headerSize ?? .zero }
        set { answers.headerSize = newValue }
    }
    /// Footer reference size; only the length along the scroll axis is used.
    public var footerSize: Size {
        get { box?.value.footerSize ?? .zero }
        set { answers.footerSize = newValue }
    }

    public init(
        items: ItemList<Size>, itemSize: Size? = nil, inset: EdgeInsets = .zero, minimumLineSpacing: Double = 0,
        minimumInteritemSpacing: Double = 0, headerSize: Size = .zero, footerSize: Size = .zero
    ) {
        self.items = items
        answers = Answers(
            itemSize: itemSize, inset: inset, minimumLineSpacing: minimumLineSpacing,
            minimumInteritemSpacing: minimumInteritemSpacing, headerSize: headerSize, footerSize: footerSize)
    }

    /// A section of `items` answering `answers`, boxed by `shared` (equal consecutive answers share a box).
    public init(items: ItemList<Size>, answers: Answers, shared: inout SharedValues<Answers>) {
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

    /// The same section with axes swapped, its answers boxed by `shared`.
    func transposed(sharing shared: inout SharedValues<Answers>) -> IGListSectionDescription {
        let list: ItemList<Size>
        switch items {
        case .explicit(let sizes): list = .explicit(sizes.map(\.transposed))
        case .uniform(let count, let item): list = .uniform(count: count, item: item?.transposed)
        }
        let a = answers
        return IGListSectionDescription(
            items: list,
            answers: Answers(
                itemSize: a.itemSize?.transposed, inset: a.inset.transposed, minimumLineSpacing: a.minimumLineSpacing,
                minimumInteritemSpacing: a.minimumInteritemSpacing, headerSize: a.headerSize.transposed,
                footerSize: a.footerSize.transposed),
            shared: &shared)
    }
}
