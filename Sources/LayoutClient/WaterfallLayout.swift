extension Layoutd {
    /// `CHTCollectionViewWaterfallLayout`'s properties with CHT's names; `nil` is CHT's default. Vertical only.
    public struct WaterfallLayout: LayoutFamily {
        /// Waterfall sections.
        public typealias Section = WaterfallSection
        /// `"waterfall"`.
        public static let type = "waterfall"

        /// The column an item goes to.
        public enum ItemRenderDirection: String, Codable, Sendable, Hashable {
            /// The shortest column, lowest index on a tie (the default).
            case shortestFirst
            /// Columns in turn from the left.
            case leftToRight
            /// Columns in turn from the right.
            case rightToLeft
        }

        /// Sticky headers and footers (which CHT lacks); `nil` pins nothing.
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
        /// The aspect size of a uniform section's items when the section names none, {50, 50}.
        public var itemSize: Size?

        /// Waterfall parameters; every one left `nil` takes CHT's default.
        public init(
            pinning: Pinning? = nil, flipsHorizontallyInOppositeLayoutDirection: Bool? = nil,
            verticalLayoutDirection: VerticalLayoutDirection? = nil,
            shortContentAlignment: ShortContentAlignment? = nil,
            columnCount: Int? = nil,
            minimumColumnSpacing: Double? = nil,
            minimumInteritemSpacing: Double? = nil, headerHeight: Double? = nil, footerHeight: Double? = nil,
            headerInset: Insets? = nil, footerInset: Insets? = nil, sectionInset: Insets? = nil,
            itemRenderDirection: ItemRenderDirection? = nil, minimumContentHeight: Double? = nil,
            itemSize: Size? = nil, snapping: Snapping? = nil
        ) {
            self.pinning = pinning
            self.flipsHorizontallyInOppositeLayoutDirection = flipsHorizontallyInOppositeLayoutDirection
            self.verticalLayoutDirection = verticalLayoutDirection
            self.shortContentAlignment = shortContentAlignment
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
            self.snapping = snapping
        }
    }

    /// A waterfall section: aspect sizes (or a uniform count) and CHT's per-section delegate answers.
    public struct WaterfallSection: Codable, Sendable, Hashable {
        /// Where a waterfall section's items come from: exactly one of `items` and `itemCount`.
        public enum Items: Sendable, Hashable {
            /// Explicit items: aspect sizes, some perhaps full-span.
            case items([WaterfallItem])
            /// `count` items of one aspect size (`itemCount` and `itemSize`; `nil` is the layout's `itemSize`).
            case uniform(count: Int, size: Size? = nil)

            /// Explicit items of these aspect sizes, none full-span.
            public static func sizes(_ sizes: [Size]) -> Items {
                .items(sizes.map { WaterfallItem($0) })
            }
        }

        /// Aspect sizes or a uniform count: every item is a column wide, its height keeps the aspect.
        public var items: Items
        /// A stable id, 1 to 256 UTF-8 bytes, unique among the sections of its side: it matches this section with
        /// the section of the same id in `previous` (or the request) across an update; answers never echo it;
        /// `nil` matches by index among the sections without one.
        public var id: String?
        /// Every item of the section is an estimate (the way to say it of a uniform section); `nil` is false.
        public var estimated: Bool?
        /// Columns in this section.
        public var columnCount: Int?
        /// Spacing between columns.
        public var minimumColumnSpacing: Double?
        /// Spacing between items in a column.
        public var minimumInteritemSpacing: Double?
        /// Insets around the section's items.
        public var inset: Insets?
        /// Header height; 0 is no header.
        public var headerHeight: Double?
        /// Footer height; 0 is no footer.
        public var footerHeight: Double?
        /// Insets around the header.
        public var headerInset: Insets?
        /// Insets around the footer.
        public var footerInset: Insets?

        /// A section of `items` with the given answers (`nil` is the layout's).
        public init(
            _ items: Items, id: String? = nil, estimated: Bool? = nil, columnCount: Int? = nil,
            minimumColumnSpacing: Double? = nil,
            minimumInteritemSpacing: Double? = nil, inset: Insets? = nil, headerHeight: Double? = nil,
            footerHeight: Double? = nil, headerInset: Insets? = nil, footerInset: Insets? = nil
        ) {
            self.items = items
            self.id = id
            self.estimated = estimated
            self.columnCount = columnCount
            self.minimumColumnSpacing = minimumColumnSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.inset = inset
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.headerInset = headerInset
            self.footerInset = footerInset
        }

        enum CodingKeys: String, CodingKey {
            case items, itemCount, itemSize, columnCount, minimumColumnSpacing, minimumInteritemSpacing, inset,
                headerHeight, footerHeight
            case headerInset, footerInset, estimated, id
        }

        /// Writes the items and the answers that are set, in one object.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
            switch items {
            case .items(let items):
                try container.encode(items, forKey: .items)
            case .uniform(let count, let size):
                try container.encode(count, forKey: .itemCount)
                try container.encodeIfPresent(size, forKey: .itemSize)
            }
            try container.encodeIfPresent(estimated, forKey: .estimated)
            try container.encodeIfPresent(columnCount, forKey: .columnCount)
            try container.encodeIfPresent(minimumColumnSpacing, forKey: .minimumColumnSpacing)
            try container.encodeIfPresent(minimumInteritemSpacing, forKey: .minimumInteritemSpacing)
            try container.encodeIfPresent(inset, forKey: .inset)
            try container.encodeIfPresent(headerHeight, forKey: .headerHeight)
            try container.encodeIfPresent(footerHeight, forKey: .footerHeight)
            try container.encodeIfPresent(headerInset, forKey: .headerInset)
            try container.encodeIfPresent(footerInset, forKey: .footerInset)
        }

        /// Reads a waterfall section.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            if let count = try container.decodeIfPresent(Int.self, forKey: .itemCount) {
                items = .uniform(count: count, size: try container.decodeIfPresent(Size.self, forKey: .itemSize))
            } else {
                items = .items(try container.decode([WaterfallItem].self, forKey: .items))
            }
            estimated = try container.decodeIfPresent(Bool.self, forKey: .estimated)
            columnCount = try container.decodeIfPresent(Int.self, forKey: .columnCount)
            minimumColumnSpacing = try container.decodeIfPresent(Double.self, forKey: .minimumColumnSpacing)
            minimumInteritemSpacing = try container.decodeIfPresent(Double.self, forKey: .minimumInteritemSpacing)
            inset = try container.decodeIfPresent(Insets.self, forKey: .inset)
            headerHeight = try container.decodeIfPresent(Double.self, forKey: .headerHeight)
            footerHeight = try container.decodeIfPresent(Double.self, forKey: .footerHeight)
            headerInset = try container.decodeIfPresent(Insets.self, forKey: .headerInset)
            footerInset = try container.decodeIfPresent(Insets.self, forKey: .footerInset)
        }
    }

    /// A waterfall item: an aspect size, perhaps spanning the section (`"fullSpan": true`: as wide as the section's
    /// content, below the longest column, every column restarting under it).
    public struct WaterfallItem: Codable, Sendable, Hashable {
        /// Aspect width.
        public var width: Double
        /// Aspect height.
        public var height: Double
        /// Whether the item spans the section; `nil` is false and left out of the JSON.
        public var fullSpan: Bool?
        /// A stable id, unique within the request, echoed on the item's cell.
        public var id: String?
        /// Whether the aspect size is an estimate (the cell not measured yet); `nil` is false.
        public var estimated: Bool?

        /// An item of aspect `width` × `height`.
        public init(
            width: Double, height: Double, fullSpan: Bool? = nil, id: String? = nil, estimated: Bool? = nil
        ) {
            self.width = width
            self.height = height
            self.fullSpan = fullSpan
            self.id = id
            self.estimated = estimated
        }

        /// An item of aspect `size`.
        public init(_ size: Size, fullSpan: Bool? = nil, id: String? = nil, estimated: Bool? = nil) {
            self.init(width: size.width, height: size.height, fullSpan: fullSpan, id: id, estimated: estimated)
        }
    }
}
