extension Layoutd {
    /// What a range answer's request says about the scroll view, which the answer does not repeat: the axis, the
    /// bounds size, the other coordinate of every offset, and each orthogonal section's own scroll position. With
    /// it a `ScrollRangeAnswer` computes the visible rect at any offset of the range as the service does.
    public struct ScrollViewport: Sendable, Hashable {
        /// The axis the range's offsets run along.
        public var scrollDirection: ScrollDirection
        /// The collection view's bounds size (`collectionView.size`).
        public var size: Size
        /// The adjusted content inset, which places the other coordinate's default.
        public var contentInset: Insets
        /// `contentOffset`'s other coordinate (x when scrolling vertically, y when horizontally); `nil` takes its
        /// default (`crossOffset(contentSize:)`).
        public var crossOffset: Double?
        /// Whether the layout is mirrored (right to left, and the layout flips).
        public var mirrored: Bool
        /// `orthogonalContentOffset` of the sections that give one, by section index.
        public var orthogonalContentOffsets: [Int: Point]

        /// A viewport with the given fields.
        public init(
            scrollDirection: ScrollDirection = .vertical, size: Size, contentInset: Insets = .zero,
            crossOffset: Double? = nil, mirrored: Bool = false, orthogonalContentOffsets: [Int: Point] = [:]
        ) {
            self.scrollDirection = scrollDirection
            self.size = size
            self.contentInset = contentInset
            self.crossOffset = crossOffset
            self.mirrored = mirrored
            self.orthogonalContentOffsets = orthogonalContentOffsets
        }

        /// The viewport of `request` (its `elements` and its offset along the scroll axis play no part).
        /// - Complexity: O(sections).
        public init<Family>(_ request: Request<Family>) {
            let cv = request.collectionView
            let axis = request.layout.scrollAxis
            var offsets: [Int: Point] = [:]
            for (s, section) in request.sections.enumerated() {
                if let offset = Family.orthogonalContentOffset(of: section) { offsets[s] = offset }
            }
            self.init(
                scrollDirection: axis, size: cv.size, contentInset: cv.contentInset ?? .zero,
                crossOffset: axis == .vertical ? cv.contentOffset?.x : cv.contentOffset?.y,
                mirrored: cv.layoutDirection == .rightToLeft && request.layout.flipsInOppositeLayoutDirection,
                orthogonalContentOffsets: offsets)
        }

        /// The other coordinate of every offset: `crossOffset`, or its default, the contract's: scrolling
        /// vertically `x = -contentInset.left`, or in a mirrored layout the leading (right) end,
        /// `contentSize.width - size.width + contentInset.right`; scrolling horizontally `y = -contentInset.top`.
        public func crossOffset(contentSize: Size) -> Double {
            if let crossOffset { return crossOffset }
            switch scrollDirection {
            case .vertical: return mirrored ? contentSize.width - size.width + contentInset.right : -contentInset.left
            case .horizontal: return -contentInset.top
            }
        }

        /// The content offset whose scroll-axis coordinate is `offset` and whose other one is `cross`.
        public func contentOffset(_ offset: Double, cross: Double) -> Point {
            scrollDirection == .vertical ? Point(x: cross, y: offset) : Point(x: offset, y: cross)
        }

        /// The visible rect `{contentOffset, size}` at that content offset.
        public func visibleRect(_ offset: Double, cross: Double) -> Rect {
            let origin = contentOffset(offset, cross: cross)
            return Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        }

        /// How far the query an `orthogonal` element of `section` is tested against moves: the section's
        /// `orthogonalContentOffset` (`{0, 0}` when it gives none), physical like every coordinate of an answer,
        /// in a mirrored layout too (where the trailing groups lie to the left, so a negative x reaches them).
        public func orthogonalMove(section: Int) -> Point {
            orthogonalContentOffsets[section] ?? .zero
        }

        /// The bounds' length along the scroll axis (`size.height` scrolling vertically).
        public var visibleLength: Double { scrollDirection == .vertical ? size.height : size.width }
    }
}

// Each family's answers to what a viewport needs.

extension Layoutd.FlowLayout {
    /// `scrollDirection`, vertical when `nil`.
    public var scrollAxis: Layoutd.ScrollDirection { scrollDirection ?? .vertical }
    /// `flipsHorizontallyInOppositeLayoutDirection`; `UICollectionViewFlowLayout` answers false.
    public var flipsInOppositeLayoutDirection: Bool { flipsHorizontallyInOppositeLayoutDirection ?? false }
    /// None: flow sections scroll with the layout.
    public static func orthogonalContentOffset(of section: Section) -> Layoutd.Point? { nil }
}

extension Layoutd.WaterfallLayout {
    /// Vertical: CHT's waterfall does not scroll horizontally.
    public var scrollAxis: Layoutd.ScrollDirection { .vertical }
    /// `flipsHorizontallyInOppositeLayoutDirection`; CHT's layout answers false.
    public var flipsInOppositeLayoutDirection: Bool { flipsHorizontallyInOppositeLayoutDirection ?? false }
    /// None: waterfall sections scroll with the layout.
    public static func orthogonalContentOffset(of section: Section) -> Layoutd.Point? { nil }
}

extension Layoutd.IGListLayout {
    /// `scrollDirection`, vertical when `nil`.
    public var scrollAxis: Layoutd.ScrollDirection { scrollDirection ?? .vertical }
    /// `flipsHorizontallyInOppositeLayoutDirection`; IGListKit's layout answers false.
    public var flipsInOppositeLayoutDirection: Bool { flipsHorizontallyInOppositeLayoutDirection ?? false }
    /// None: IGList sections scroll with the layout.
    public static func orthogonalContentOffset(of section: Section) -> Layoutd.Point? { nil }
}

extension Layoutd.MagazineLayout {
    /// Vertical: MagazineLayout scrolls only vertically.
    public var scrollAxis: Layoutd.ScrollDirection { .vertical }
    /// `flipsHorizontallyInOppositeLayoutDirection`; MagazineLayout's initialiser defaults to true.
    public var flipsInOppositeLayoutDirection: Bool { flipsHorizontallyInOppositeLayoutDirection ?? true }
    /// None: magazine sections scroll with the layout.
    public static func orthogonalContentOffset(of section: Section) -> Layoutd.Point? { nil }
}

extension Layoutd.CompositionalLayout {
    /// `scrollDirection`, vertical when `nil`.
    public var scrollAxis: Layoutd.ScrollDirection { scrollDirection ?? .vertical }
    /// `flipsHorizontallyInOppositeLayoutDirection`; `UICollectionViewCompositionalLayout` mirrors.
    public var flipsInOppositeLayoutDirection: Bool { flipsHorizontallyInOppositeLayoutDirection ?? true }
    /// The section's `orthogonalContentOffset`, read for its `orthogonal` elements only.
    public static func orthogonalContentOffset(of section: Section) -> Layoutd.Point? {
        section.orthogonalContentOffset
    }
}
