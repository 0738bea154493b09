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
public struct FlowSectionDescription: Sendable, Hashable {
    /// Item sizes; a uniform section's `nil` item is `itemSize` below, then the layout's `itemSize`.
    public var items: ItemList<Size>
    public var itemSize: Size?
    public var inset: EdgeInsets?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var headerSize: Size?
    public var footerSize: Size?

    public init(
        items: ItemList<Size>, itemSize: Size? = nil, inset: EdgeInsets? = nil,
        minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
        headerSize: Size? = nil, footerSize: Size? = nil
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

extension FlowLayoutDescription {
    /// The same layout with its axes swapped, so horizontal scrolling is computed as vertical: item, header and
    /// footer sizes and every inset swap width↔height and top↔left, in the layout and in every section override.
    public var transposed: FlowLayoutDescription {
        var t = self
        t.itemSize = itemSize.transposed
        t.sectionInset = sectionInset.transposed
        t.headerReferenceSize = headerReferenceSize.transposed
        t.footerReferenceSize = footerReferenceSize.transposed
        t.sections = sections.map(\.transposed)
        return t
    }
}

extension FlowSectionDescription {
    /// The same section with its axes swapped (items and every size or inset override).
    public var transposed: FlowSectionDescription {
        let items: ItemList<Size>
        switch self.items {
        case .explicit(let sizes): items = .explicit(sizes.map(\.transposed))
        case .uniform(let count, let item): items = .uniform(count: count, item: item?.transposed)
        }
        return FlowSectionDescription(
            items: items, itemSize: itemSize?.transposed, inset: inset?.transposed,
            minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            headerSize: headerSize?.transposed, footerSize: footerSize?.transposed)
    }
}
