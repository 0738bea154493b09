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
        copy.sections = sections.map(\.transposed)
        copy.footerFollowsTrailingInset = !footerFollowsTrailingInset
        return copy
    }
}

/// One IGListKit section controller: item sizes, inset, spacings, header and footer sizes (all default 0).
public struct IGListSectionDescription: Sendable, Hashable {
    /// The items' sizes (`sizeForItemAtIndex:`), or a uniform count.
    public var items: ItemList<Size>
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

    /// The same section with axes swapped.
    var transposed: IGListSectionDescription {
        let list: ItemList<Size>
        switch items {
        case .explicit(let sizes): list = .explicit(sizes.map(\.transposed))
        case .uniform(let count, let item): list = .uniform(count: count, item: item?.transposed)
        }
        return IGListSectionDescription(
            items: list, itemSize: itemSize?.transposed, inset: inset.transposed,
            minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            headerSize: headerSize.transposed, footerSize: footerSize.transposed)
    }
}
