/// Which layout family, with its parameters and sections.
public enum LayoutFamily: Sendable, Hashable {
    case flow(FlowLayoutDescription)
    case waterfall(WaterfallLayoutDescription)
    case iglist(IGListLayoutDescription)
    case magazine(MagazineLayoutDescription)
    case compositional(CompositionalLayoutDescription)
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
        case .compositional(let d): d.sections.count
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
    /// The most candidate cells a rect or visible query may examine. Explicit items are examined at most once
    /// each, so this binds only uniform sections whose candidates a query mostly rejects (items so narrow that
    /// a line holds millions, with the rect beside them): such a query is refused rather than held for minutes.
    public var maxExaminedCandidates: Int
    public init(maxAttributes: Int = 100_000, maxExaminedCandidates: Int = 4_000_000) {
        self.maxAttributes = maxAttributes
        self.maxExaminedCandidates = maxExaminedCandidates
    }
}
