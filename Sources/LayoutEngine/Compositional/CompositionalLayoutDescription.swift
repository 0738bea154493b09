/// `UIContentInsetsReference`.
public enum ContentInsetsReference: String, Sendable, Hashable {
    /// A section's default: the layout's reference.
    case automatic
    case none
    case safeArea
    case layoutMargins
    case readableContent
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Sendable, Hashable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `NSCollectionLayoutSection`.
public struct CompositionalSectionLayout: Sendable, Hashable {
    public var group: CompositionalItem
    public var contentInsets: DirectionalInsets
    public var contentInsetsReference: ContentInsetsReference
    public var interGroupSpacing: Double
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    public var supplementariesFollowContentInsets: Bool
    public var boundarySupplementaryItems: [CompositionalBoundaryItem]
    public var decorationItems: [CompositionalDecorationItem]
    /// iOS 17's rate and bounce of the section's own scroll view, read by flings only.
    public var orthogonalScrollingProperties: OrthogonalScrollingProperties = .automatic

    public init(
        group: CompositionalItem, contentInsets: DirectionalInsets = .zero,
        contentInsetsReference: ContentInsetsReference = .automatic, interGroupSpacing: Double = 0,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        supplementariesFollowContentInsets: Bool = true,
        boundarySupplementaryItems: [CompositionalBoundaryItem] = [],
        decorationItems: [CompositionalDecorationItem] = []
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
    }
}

/// One data section: its items (measured sizes, read only on estimated axes, or a count), the section
/// provider's answer for it, and the scroll position of an orthogonal section.
public struct CompositionalSectionDescription: Sendable, Hashable {
    /// Explicit measured sizes, or a count (`item` unused).
    public var items: ItemList<Size>
    /// The section provider's layout for this section; `nil` uses the layout's `section` (held behind a reference:
    /// a section that has none holds one word for it).
    public var layout: CompositionalSectionLayout? {
        get { ownLayout?.value }
        set { ownLayout = newValue.map(SharedValue.init) }
    }
    private var ownLayout: SharedValue<CompositionalSectionLayout>?
    public var orthogonalContentOffset: Point

    public init(
        items: ItemList<Size>, layout: CompositionalSectionLayout? = nil, orthogonalContentOffset: Point = .zero
    ) {
        self.items = items
        self.orthogonalContentOffset = orthogonalContentOffset
        self.layout = layout
    }

    /// Whether the section has its own layout (without copying it out).
    public var hasOwnLayout: Bool { ownLayout != nil }

    public static func == (a: Self, b: Self) -> Bool {
        a.items == b.items && a.orthogonalContentOffset == b.orthogonalContentOffset
            && (a.ownLayout === b.ownLayout || a.layout == b.layout)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(layout)
        hasher.combine(orthogonalContentOffset)
    }
}

/// `UICollectionViewCompositionalLayout` with its configuration (`interSectionSpacing`, `contentInsetsReference`,
/// `boundarySupplementaryItems`) and its data.
public struct CompositionalLayoutDescription: Sendable, Hashable {
    /// The layout's section; `nil` when every data section has its own `layout`.
    public var section: CompositionalSectionLayout?
    public var interSectionSpacing: Double
    public var contentInsetsReference: ContentInsetsReference
    public var boundarySupplementaryItems: [CompositionalBoundaryItem]
    public var sections: [CompositionalSectionDescription]

    public init(
        section: CompositionalSectionLayout? = nil, interSectionSpacing: Double = 0,
        contentInsetsReference: ContentInsetsReference = .safeArea,
        boundarySupplementaryItems: [CompositionalBoundaryItem] = [], sections: [CompositionalSectionDescription] = []
    ) {
        self.section = section
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.sections = sections
    }
}
