extension Layoutd {
    /// IGListKit's `IGListCollectionViewLayout`; the per-section sizes are `IGListSection`'s.
    public struct IGListLayout: LayoutFamily {
        /// IGList sections (one per section controller).
        public typealias Section = IGListSection
        /// `"iglist"`.
        public static let type = "iglist"

        /// `nil` is vertical.
        public var scrollDirection: ScrollDirection?
        /// Sticky headers and footers; IGListKit's sticky headers are `Pinning(headers: .all, offset: ...)`.
        public var pinning: Pinning?
        /// Whether `collectionView.layoutDirection: .rightToLeft` mirrors the layout; `nil` is the family's own
        /// answer (magazine mirrors; flow, waterfall and IGList do not).
        public var flipsHorizontallyInOppositeLayoutDirection: Bool?
        /// Which end the screen keeps (`.bottomToTop` for a chat): the anchor answers report, and the default
        /// offset; `nil` is `.topToBottom`; vertical scrolling only.
        public var verticalLayoutDirection: VerticalLayoutDirection?
        /// Where content shorter than the visible area sits; `nil` is `.top`; vertical scrolling only.
        public var shortContentAlignment: ShortContentAlignment?
        /// Where flings come to rest (`Snapping`); `nil` is plain deceleration.
        public var snapping: Snapping?
        /// Whether items stretch to the section's edge, false.
        public var stretchToEdge: Bool?
        /// Whether an empty section still shows its header, false.
        public var showHeaderWhenEmpty: Bool?
        /// The size of a uniform section's items when the section names none, {50, 50}.
        public var itemSize: Size?

        /// IGList parameters; every one left `nil` takes IGListKit's default.
        public init(
            scrollDirection: ScrollDirection? = nil, pinning: Pinning? = nil,
            flipsHorizontallyInOppositeLayoutDirection: Bool? = nil,
            verticalLayoutDirection: VerticalLayoutDirection? = nil,
            shortContentAlignment: ShortContentAlignment? = nil,
            stretchToEdge: Bool? = nil,
            showHeaderWhenEmpty: Bool? = nil, itemSize: Size? = nil, snapping: Snapping? = nil
        ) {
            self.scrollDirection = scrollDirection
            self.pinning = pinning
            self.flipsHorizontallyInOppositeLayoutDirection = flipsHorizontallyInOppositeLayoutDirection
            self.verticalLayoutDirection = verticalLayoutDirection
            self.shortContentAlignment = shortContentAlignment
            self.stretchToEdge = stretchToEdge
            self.showHeaderWhenEmpty = showHeaderWhenEmpty
            self.itemSize = itemSize
            self.snapping = snapping
        }
    }
}
