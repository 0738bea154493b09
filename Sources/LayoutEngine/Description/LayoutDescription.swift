/// Which layout family, with its parameters and sections.
public enum LayoutFamily: Sendable, Hashable {
    case flow(FlowLayoutDescription)
    case waterfall(WaterfallLayoutDescription)
    case iglist(IGListLayoutDescription)
    case magazine(MagazineLayoutDescription)
    case compositional(CompositionalLayoutDescription)
}

extension LayoutFamily {
    /// The family's own `flipsHorizontallyInOppositeLayoutDirection`: MagazineLayout's initialiser defaults to
    /// true (and `UICollectionViewCompositionalLayout` mirrors); `UICollectionViewFlowLayout`, CHT's waterfall
    /// and IGListKit's layout answer false.
    public var flipsByDefault: Bool {
        switch self {
        case .flow, .waterfall, .iglist: false
        case .magazine, .compositional: true
        }
    }
}

/// `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:)` puts the item.
public enum ScrollPosition: String, Sendable, Hashable {
    case top
    case centeredVertically
    case bottom
    case left
    case centeredHorizontally
    case right
}

/// `scrollTo`: the item and where the visible bounds should put it.
public struct ScrollToDescription: Sendable, Hashable {
    public var section: Int
    public var item: Int
    public var position: ScrollPosition
    public init(section: Int, item: Int, position: ScrollPosition) {
        self.section = section
        self.item = item
        self.position = position
    }
}

/// How a scroll timeline's entries are written: each in full, or each after the first as the change since the
/// one before.
public enum TimelineEncoding: String, Sendable, Hashable {
    case full
    case delta
}

/// Everything a layout needs: the scroll view, the family and its data, the scroll direction and pinning.
public struct LayoutDescription: Sendable, Hashable {
    public var collectionView: CollectionViewDescription
    public var family: LayoutFamily
    public var scrollDirection: ScrollDirection
    public var pinning: PinningDescription
    /// `flipsHorizontallyInOppositeLayoutDirection`; `nil` is the family's own answer (`flipsByDefault`).
    public var flipsHorizontallyInOppositeLayoutDirection: Bool?
    /// Answer at the offset `scrollToItem(at:at:)` would scroll to.
    public var scrollTo: ScrollToDescription?
    /// How a timeline (`collectionView.contentOffsets`) is written.
    public var timelineEncoding: TimelineEncoding
    /// Item ids and estimates.
    public var annotations: ItemAnnotations
    /// Report where the answer stands, or resolve the offset from an earlier anchor.
    public var anchor: AnchorRequest?
    /// Which end the screen keeps: the anchor it reports and its default offset.
    public var verticalLayoutDirection: VerticalLayoutDirection
    /// Where content shorter than the visible area sits.
    public var shortContentAlignment: ShortContentAlignment
    /// `layout.snapping`: where flings come to rest; `nil` when the request has none (`{"policy": "none"}`).
    public var snapping: SnappingDescription? = nil
    /// Answer where this fling comes to rest (`FlingQuery.swift`).
    public var fling: FlingDescription? = nil

    public init(
        collectionView: CollectionViewDescription, family: LayoutFamily, scrollDirection: ScrollDirection = .vertical,
        pinning: PinningDescription = .none, flipsHorizontallyInOppositeLayoutDirection: Bool? = nil,
        scrollTo: ScrollToDescription? = nil, timelineEncoding: TimelineEncoding = .full,
        annotations: ItemAnnotations = .none, anchor: AnchorRequest? = nil,
        verticalLayoutDirection: VerticalLayoutDirection = .topToBottom,
        shortContentAlignment: ShortContentAlignment = .top
    ) {
        self.collectionView = collectionView
        self.family = family
        self.scrollDirection = scrollDirection
        self.pinning = pinning
        self.flipsHorizontallyInOppositeLayoutDirection = flipsHorizontallyInOppositeLayoutDirection
        self.scrollTo = scrollTo
        self.timelineEncoding = timelineEncoding
        self.annotations = annotations
        self.anchor = anchor
        self.verticalLayoutDirection = verticalLayoutDirection
        self.shortContentAlignment = shortContentAlignment
    }

    /// The request's `contentOffset`, or its default: scrolled to the top at the leading end, which for a
    /// mirrored layout is the right end, `x = contentSize.width - size.width + contentInset.right`; a
    /// bottom-to-top layout starts scrolled to the bottom, the anchors' `maxY`, `y = max(contentSize.height -
    /// size.height + contentInset.bottom, -contentInset.top)` (`ScrollLimits`, `.anchors`).
    public func resolvedContentOffset(contentSize: Size) -> Point {
        let cv = collectionView
        guard cv.contentOffsetIsDefault else { return cv.contentOffset }
        var offset = cv.contentOffset
        if isMirrored { offset.x = contentSize.width - cv.size.width + cv.contentInset.right }
        if verticalLayoutDirection == .bottomToTop {
            offset.y = cv.verticalScrollLimits(contentHeight: contentSize.height, order: .anchors).max
        }
        return offset
    }

    /// Whether the answer is mirrored: a right-to-left collection view and a layout that flips.
    public var isMirrored: Bool {
        collectionView.layoutDirection == .rightToLeft
            && (flipsHorizontallyInOppositeLayoutDirection ?? family.flipsByDefault)
    }

    /// Number of sections holding at least one item: each is written out in at least 15 bytes
    /// (`{"itemCount":1}`), so a body bounds it.
    var occupiedSectionCount: Int {
        func occupied<S>(_ sections: [S], _ count: (S) -> Int) -> Int {
            sections.reduce(0) { $0 + (count($1) > 0 ? 1 : 0) }
        }
        return switch family {
        case .flow(let d): occupied(d.sections) { $0.items.count }
        case .waterfall(let d): occupied(d.sections) { $0.items.count }
        case .iglist(let d): occupied(d.sections) { $0.items.count }
        case .magazine(let d): occupied(d.sections) { $0.items.count }
        case .compositional(let d): occupied(d.sections) { $0.items.count }
        }
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
    /// Every element visible at some scroll-axis offset of `from...to` (physical: y scrolling vertically, x
    /// horizontally), at rest, each that pinning can move with its follower (`ScrollRangeAnswer`).
    case scrollRange(from: Double, to: Double)
}

/// Bounds the engine enforces so that no request allocates or computes without limit.
public struct LayoutLimits: Sendable, Hashable {
    /// The most attributes one result may hold.
    public var maxAttributes: Int
    /// The units of work one request may use on the inputs whose cost a few bytes multiply (`WorkBudget`: a
    /// compositional group tree repeated inside itself, IGListKit rows at a scale without a pixel period): about
    /// 20 ms of CPU by default. Nothing else is counted.
    public var workBudget: Int
    /// The default work budget.
    public static let defaultWorkBudget = 300_000
    public init(maxAttributes: Int = 100_000, workBudget: Int = LayoutLimits.defaultWorkBudget) {
        self.maxAttributes = maxAttributes
        self.workBudget = workBudget
    }
}
