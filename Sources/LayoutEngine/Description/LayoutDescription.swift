/// Which layout family, with its parameters and sections.
public enum LayoutFamily: Sendable, Hashable {
    case flow(FlowLayoutDescription)
    case waterfall(WaterfallLayoutDescription)
    case iglist(IGListLayoutDescription)
    case magazine(MagazineLayoutDescription)
}

/// Everything a layout needs: the scroll view, the family and its data, the scroll direction and pinning.
public struct LayoutDescription: Sendable, Hashable {
    public var collectionView: CollectionViewDescription
    public var family: LayoutFamily
    public var scrollDirection: ScrollDirection
    public var pinning: PinningDescription

    public init(
        collectionView: CollectionViewDescription, family: LayoutFamily, scrollDirection: ScrollDirection = .vertical,
        pinning: PinningDescription = .none
    ) {
        self.collectionView = collectionView
        self.family = family
        self.scrollDirection = scrollDirection
        self.pinning = pinning
    }

    /// Number of sections in the family's data.
    public var sectionCount: Int {
        switch family {
        case .flow(let d): d.sections.count
        case .waterfall(let d): d.sections.count
        case .iglist(let d): d.sections.count
        case .magazine(let d): d.sections.count
        }
    }
}

/// Which attributes a layout returns.
public enum ElementsQuery: Sendable, Hashable {
    /// Those intersecting the visible bounds at `contentOffset`.
    case visible
    /// Every element, zero-area ones included.
    case all
    /// Those intersecting a rect, like `layoutAttributesForElements(in:)`.
    case rect(Rect)
}

/// Bounds the engine enforces so that no request allocates without limit.
public struct LayoutLimits: Sendable, Hashable {
    /// The most attributes one result may hold.
    public var maxAttributes: Int
    public init(maxAttributes: Int = 100_000) {
        self.maxAttributes = maxAttributes
    }
}
