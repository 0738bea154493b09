/// `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Sendable, Hashable {
    case cell
    case supplementary
    case decoration
}

/// The kind of a supplementary or decoration element.
public enum ElementKind: String, Sendable, Hashable {
    case header
    case footer
    case background
}

/// One element's layout attributes, like `UICollectionViewLayoutAttributes`.
///
/// The one-byte fields are stored last so the struct packs into 64 bytes instead of 72 (a full layout of
/// 1,000,000 items writes 8 MB less).
public struct LayoutAttributes: Sendable, Hashable {
    public var section: Int
    /// The item index; headers, footers and decorations use item 0.
    public var item: Int
    public var frame: Rect
    public var zIndex: Int
    public var category: ElementCategory
    /// `nil` for cells.
    public var kind: ElementKind?
    /// Whether pinning moved the element off its resting frame (headers and footers only).
    public var pinned: Bool

    public init(
        section: Int, item: Int, category: ElementCategory, kind: ElementKind? = nil, frame: Rect, zIndex: Int = 0,
        pinned: Bool = false
    ) {
        self.section = section
        self.item = item
        self.category = category
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
        self.pinned = pinned
    }
}

/// A layout's answer: the content size and the requested attributes in the contract's order; for a `scrollTo`
/// request the offset it answered at, for a timeline (`collectionView.contentOffsets`) one entry per offset
/// instead of `attributes`.
public struct LayoutResult: Sendable, Hashable {
    public var contentSize: Size
    public var attributes: [LayoutAttributes]
    /// The offset `scrollTo` scrolled to; `nil` without `scrollTo`.
    public var contentOffset: Point?
    /// A timeline's entries in request order; `nil` without `contentOffsets` (then `attributes` is the answer).
    public var timeline: [TimelineEntry]?
    public init(
        contentSize: Size, attributes: [LayoutAttributes], contentOffset: Point? = nil,
        timeline: [TimelineEntry]? = nil
    ) {
        self.contentSize = contentSize
        self.attributes = attributes
        self.contentOffset = contentOffset
        self.timeline = timeline
    }
}
