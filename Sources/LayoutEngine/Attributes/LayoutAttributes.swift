/// `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Sendable, Hashable {
    case cell
    case supplementary
    case decoration
}

/// The kind of a supplementary or decoration element: the contract's three, or one a request names
/// (compositional's `elementKind`), stored as its index in `LayoutResult.kindNames` so that attributes stay
/// small and free of references.
public enum ElementKind: Sendable, Hashable {
    case header
    case footer
    case background
    /// The request's `elementKind` at this index of `LayoutResult.kindNames`.
    case named(UInt16)

    /// The kind's name; a named kind's comes from `names`.
    public func name(in names: [String]) -> String {
        switch self {
        case .header: "header"
        case .footer: "footer"
        case .background: "background"
        case .named(let i): Int(i) < names.count ? names[Int(i)] : ""
        }
    }

    /// A fixed order of kinds (header, footer, background, then named kinds by index), for tie-breaks.
    var order: Int {
        switch self {
        case .header: 0
        case .footer: 1
        case .background: 2
        case .named(let i): 3 + Int(i)
        }
    }
}

/// One element's layout attributes, like `UICollectionViewLayoutAttributes`.
///
/// The small fields are stored last and the flags share one byte, so the struct packs into 64 bytes (a full
/// layout of 1,000,000 items writes 8 MB less than at 72).
public struct LayoutAttributes: Sendable, Hashable {
    public var section: Int
    /// The item index; headers, footers and decorations use item 0.
    public var item: Int
    public var frame: Rect
    public var zIndex: Int
    public var category: ElementCategory
    /// `nil` for cells.
    public var kind: ElementKind?
    @usableFromInline var flags: UInt8

    @usableFromInline static let pinnedFlag: UInt8 = 1
    @usableFromInline static let orthogonalFlag: UInt8 = 2
    @usableFromInline static let estimatedFlag: UInt8 = 4

    public init(
        section: Int, item: Int, category: ElementCategory, kind: ElementKind? = nil, frame: Rect, zIndex: Int = 0,
        pinned: Bool = false, orthogonal: Bool = false, estimated: Bool = false
    ) {
        self.section = section
        self.item = item
        self.category = category
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
        self.flags =
            (pinned ? Self.pinnedFlag : 0) | (orthogonal ? Self.orthogonalFlag : 0)
            | (estimated ? Self.estimatedFlag : 0)
    }

    /// A cell's attributes, with no flag set: the hot paths' initializer (one store for the small fields).
    @inline(__always)
    init(cellAt section: Int, item: Int, frame: Rect, zIndex: Int) {
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.category = .cell
        self.kind = nil
        self.flags = 0
    }

    @inlinable
    func flag(_ bit: UInt8) -> Bool { flags & bit != 0 }

    @inlinable
    mutating func set(_ bit: UInt8, _ on: Bool) { flags = on ? flags | bit : flags & ~bit }

    /// Whether pinning moved the element off its resting frame (headers, footers, pinned boundary items).
    @inlinable
    public var pinned: Bool {
        get { flag(Self.pinnedFlag) }
        set { set(Self.pinnedFlag, newValue) }
    }

    /// Whether the element belongs to an orthogonally scrolling compositional section (its frame is unscrolled).
    @inlinable
    public var orthogonal: Bool {
        get { flag(Self.orthogonalFlag) }
        set { set(Self.orthogonalFlag, newValue) }
    }

    /// Whether the element's size is an estimate, not yet measured (a cell, a magazine header or footer).
    @inlinable
    public var estimated: Bool {
        get { flag(Self.estimatedFlag) }
        set { set(Self.estimatedFlag, newValue) }
    }
}

/// A layout's answer: the content size and the requested attributes in the contract's order; for a `scrollTo`
/// request or a resolved anchor the offset it answered at, for a timeline (`collectionView.contentOffsets`) one entry per offset
/// instead of `attributes`.
public struct LayoutResult: Sendable, Hashable {
    public var contentSize: Size
    public var attributes: [LayoutAttributes]
    /// The offset `scrollTo` scrolled to, or the one an anchor resolved to; `nil` otherwise.
    public var contentOffset: Point?
    /// A timeline's entries in request order; `nil` without `contentOffsets` (then `attributes` is the answer).
    public var timeline: [TimelineEntry]?
    /// The names of `ElementKind.named` kinds, by index.
    public var kindNames: [String]
    /// Where the answer stands (`"anchor"` requested or resolved); a timeline's entries carry their own.
    public var anchor: Anchor?
    /// The request's item ids and estimates, for the cells' `id`s.
    public var annotations: ItemAnnotations
    /// What a picture draws besides the elements (section bands, pin lines), when the caller asked for it.
    public var guides: LayoutGuides? = nil
    /// With `previous` in the request: where every selected element comes from and goes to.
    public var updates: Updates? = nil
    /// For `elements: {"scrollRange"}`: the range and the followers of the attributes that pinning moves.
    public var scrollRange: ScrollRangeAnswer? = nil
    /// With `fling` in the request: where it comes to rest and how it moves there.
    public var fling: FlingAnswer? = nil
    /// A scroll range answer of a request with `layout.snapping`: the resolved policy and its snap points.
    public var snapping: SnappingAnswer? = nil
    public init(
        contentSize: Size, attributes: [LayoutAttributes], contentOffset: Point? = nil,
        timeline: [TimelineEntry]? = nil, kindNames: [String] = [], anchor: Anchor? = nil,
        annotations: ItemAnnotations = .none
    ) {
        self.contentSize = contentSize
        self.attributes = attributes
        self.contentOffset = contentOffset
        self.timeline = timeline
        self.kindNames = kindNames
        self.anchor = anchor
        self.annotations = annotations
    }

    /// The name of an attribute's kind; `nil` for cells.
    public func kindName(of a: LayoutAttributes) -> String? {
        a.kind?.name(in: kindNames)
    }
}
