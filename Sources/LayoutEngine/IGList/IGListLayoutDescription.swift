/// IGListKit's `IGListCollectionViewLayout` and the section controllers' answers.
public struct IGListLayoutDescription: Sendable, Hashable {
    /// IGListKit's `stretchToEdge`: the last item of a row stretches to the edge.
    public var stretchToEdge: Bool
    /// IGListKit's `showHeaderWhenEmpty`.
    public var showHeaderWhenEmpty: Bool
    /// The size a uniform section's items take when the section names none.
    public var itemSize: Size
    public var sections: [IGListSectionDescription]

    public init(
        stretchToEdge: Bool = false, showHeaderWhenEmpty: Bool = false, itemSize: Size = Size(width: 50, height: 50),
        sections: [IGListSectionDescription] = []
    ) {
        self.stretchToEdge = stretchToEdge
        self.showHeaderWhenEmpty = showHeaderWhenEmpty
        self.itemSize = itemSize
        self.sections = sections
    }
}

/// One IGListKit section controller: item sizes, inset, spacings, header and footer sizes (all default 0).
public struct IGListSectionDescription: Sendable, Hashable {
    public var items: ItemList<Size>
    public var itemSize: Size?
    public var inset: EdgeInsets
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var headerSize: Size
    public var footerSize: Size

    public init(
        items: ItemList<Size>, itemSize: Size? = nil, inset: EdgeInsets = .zero, minimumLineSpacing: Double = 0,
        minimumInteritemSpacing: Double = 0, headerSize: Size = .zero, footerSize: Size = .zero
    ) {
        self.items = items
        self.itemSize = itemSize
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerSize = headerSize
        self.footerSize = footerSize
    }
}
