extension Layout {
    /// `CHTCollectionViewWaterfallLayout`'s properties with CHT's names; `nil` is CHT's default.
    public struct Waterfall: Codable, Sendable, Hashable {
        /// The column an item goes to.
        public enum ItemRenderDirection: String, Codable, Sendable, Hashable {
            /// The shortest column, lowest index on a tie (the default).
            case shortestFirst
            /// Columns in turn from the left.
            case leftToRight
            /// Columns in turn from the right.
            case rightToLeft
        }

        /// Columns, 2.
        public var columnCount: Int?
        /// Spacing between columns, 10.
        public var minimumColumnSpacing: Double?
        /// Spacing between items in a column, 10.
        public var minimumInteritemSpacing: Double?
        /// Header height, 0 (no header).
        public var headerHeight: Double?
        /// Footer height, 0 (no footer).
        public var footerHeight: Double?
        /// Insets around the header, 0.
        public var headerInset: Insets?
        /// Insets around the footer, 0.
        public var footerInset: Insets?
        /// Insets around the items of each section, 0.
        public var sectionInset: Insets?
        /// Column choice; `nil` is `.shortestFirst`.
        public var itemRenderDirection: ItemRenderDirection?
        /// Smallest content height, 0.
        public var minimumContentHeight: Double?
        /// The aspect size of a uniform section's items when the section names none.
        public var itemSize: Size?

        /// Waterfall parameters; every one left `nil` takes CHT's default.
        public init(
            columnCount: Int? = nil, minimumColumnSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
            headerHeight: Double? = nil, footerHeight: Double? = nil, headerInset: Insets? = nil,
            footerInset: Insets? = nil, sectionInset: Insets? = nil, itemRenderDirection: ItemRenderDirection? = nil,
            minimumContentHeight: Double? = nil, itemSize: Size? = nil
        ) {
            self.columnCount = columnCount
            self.minimumColumnSpacing = minimumColumnSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.headerInset = headerInset
            self.footerInset = footerInset
            self.sectionInset = sectionInset
            self.itemRenderDirection = itemRenderDirection
            self.minimumContentHeight = minimumContentHeight
            self.itemSize = itemSize
        }
    }
}
