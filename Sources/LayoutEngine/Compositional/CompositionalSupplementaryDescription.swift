/// `NSRectAlignment` of a boundary supplementary item.
public enum CompositionalAlignment: String, Sendable, Hashable, CaseIterable {
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Along the scroll axis: the section's top edge, its bottom edge, or beside its content.
    enum Edge { case top, bottom, side }

    var edge: Edge {
        switch self {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .leading, .trailing: .side
        }
    }

    /// Across the scroll axis: 0 leading, 0.5 centred, 1 trailing.
    var crossFraction: Double {
        switch self {
        case .top, .bottom: 0.5
        case .topLeading, .leading, .bottomLeading: 0
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a section's (or the layout's) header, footer or side item.
public struct CompositionalBoundaryItem: Sendable, Hashable {
    public var elementKind: String
    public var layoutSize: CompositionalSize
    public var alignment: CompositionalAlignment
    public var absoluteOffset: Point
    public var extendsBoundary: Bool
    public var pinToVisibleBounds: Bool
    public var zIndex: Int
    public var contentInsets: DirectionalInsets

    public init(
        elementKind: String, layoutSize: CompositionalSize, alignment: CompositionalAlignment,
        absoluteOffset: Point = .zero, extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false,
        zIndex: Int = 1, contentInsets: DirectionalInsets = .zero
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// `NSCollectionLayoutAnchor`.
public struct CompositionalAnchor: Sendable, Hashable {
    /// `NSDirectionalRectEdge`.
    public struct Edges: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1)
        public static let leading = Edges(rawValue: 2)
        public static let bottom = Edges(rawValue: 4)
        public static let trailing = Edges(rawValue: 8)
    }

    /// The anchor's offset.
    public enum Offset: Sendable, Hashable {
        case absolute(Point)
        /// A fraction of the supplementary's own size.
        case fractional(Point)
    }

    public var edges: Edges
    public var offset: Offset

    public init(edges: Edges, offset: Offset = .absolute(.zero)) {
        self.edges = edges
        self.offset = offset
    }

    /// The anchor point as fractions of a rect: 0 leading/top, 0.5 centre (no edge, or both), 1 trailing/bottom.
    var unitPoint: Point {
        func fraction(_ low: Edges, _ high: Edges) -> Double {
            let l = edges.contains(low)
            let h = edges.contains(high)
            return l == h ? 0.5 : (l ? 0 : 1)
        }
        return Point(x: fraction(.leading, .trailing), y: fraction(.top, .bottom))
    }

    /// The offset in points for a supplementary of size `z`.
    func offset(for z: Size) -> Point {
        switch offset {
        case .absolute(let p): p
        case .fractional(let f): Point(x: f.x * z.width, y: f.y * z.height)
        }
    }
}

/// `NSCollectionLayoutSupplementaryItem`: a badge anchored to an item or a group.
public struct CompositionalAnchoredItem: Sendable, Hashable {
    public var elementKind: String
    public var layoutSize: CompositionalSize
    public var containerAnchor: CompositionalAnchor
    /// `nil`: the same edges as the container anchor, no offset.
    public var itemAnchor: CompositionalAnchor?
    public var zIndex: Int

    public init(
        elementKind: String, layoutSize: CompositionalSize, containerAnchor: CompositionalAnchor,
        itemAnchor: CompositionalAnchor? = nil, zIndex: Int = 1
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }
}

/// `NSCollectionLayoutDecorationItem`: a section background.
public struct CompositionalDecorationItem: Sendable, Hashable {
    public var elementKind: String
    public var zIndex: Int
    public var contentInsets: DirectionalInsets
    public init(elementKind: String, zIndex: Int = 0, contentInsets: DirectionalInsets = .zero) {
        self.elementKind = elementKind
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}
