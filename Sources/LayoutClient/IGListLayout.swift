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
        /// answer (magazine mirrors; flow, waterfall and IGList do not); contract v2.
        public var flipsHorizontallyInOppositeLayoutDirection: Bool?
        /// Which end the screen keeps (`.bottomToTop` for a chat): the anchor answers report, and the default
        /// offset; `nil` is `.topToBottom`; vertical scrolling only; contract v3.
        public var verticalLayoutDirection: VerticalLayoutDirection?
        /// Where content shorter than the visible area sits; `nil` is `.top`; vertical scrolling only; contract v3.
        public var shortContentAlignment: ShortContentAlignment?
        /// Where flings come to rest (`Snapping`); `nil` is plain deceleration; contract v5.
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

    /// One IGListKit section controller's answers (all 0 by default).
    public struct IGListSection: Codable, Sendable, Hashable {
        /// Explicit items (each with a size: IGList has no `estimatedItemSize`) or a uniform count.
        public var items: SectionItems
        /// A stable id, 1 to 256 UTF-8 bytes, unique among the sections of its side: it matches this section with
        /// the section of the same id in `previous` (or the request) across an update; answers never echo it;
        /// `nil` matches by index among the sections without one; contract v4.
        public var id: String?
        /// Every item of the section is an estimate (the way to say it of a uniform section); `nil` is false;
        /// contract v3.
        public var estimated: Bool?
        /// The section's inset.
        public var inset: Insets?
        /// Spacing between rows.
        public var minimumLineSpacing: Double?
        /// Spacing between items in a row.
        public var minimumInteritemSpacing: Double?
        /// The header's size; zero is no header.
        public var headerSize: Size?
        /// The footer's size; zero is no footer.
        public var footerSize: Size?

        /// A section of `items` with the given answers.
        public init(
            _ items: SectionItems, id: String? = nil, estimated: Bool? = nil, inset: Insets? = nil,
            minimumLineSpacing: Double? = nil,
            minimumInteritemSpacing: Double? = nil, headerSize: Size? = nil, footerSize: Size? = nil
        ) {
            self.items = items
            self.id = id
            self.estimated = estimated
            self.inset = inset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerSize = headerSize
            self.footerSize = footerSize
        }

        enum CodingKeys: String, CodingKey {
            case id, estimated, inset, minimumLineSpacing, minimumInteritemSpacing, headerSize, footerSize
        }

        /// Writes the items and the answers that are set, in one object.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
            try items.encode(into: encoder)
            try container.encodeIfPresent(estimated, forKey: .estimated)
            try container.encodeIfPresent(inset, forKey: .inset)
            try container.encodeIfPresent(minimumLineSpacing, forKey: .minimumLineSpacing)
            try container.encodeIfPresent(minimumInteritemSpacing, forKey: .minimumInteritemSpacing)
            try container.encodeIfPresent(headerSize, forKey: .headerSize)
            try container.encodeIfPresent(footerSize, forKey: .footerSize)
        }

        /// Reads an IGList section.
        public init(from decoder: any Decoder) throws {
            items = try SectionItems(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            estimated = try container.decodeIfPresent(Bool.self, forKey: .estimated)
            inset = try container.decodeIfPresent(Insets.self, forKey: .inset)
            minimumLineSpacing = try container.decodeIfPresent(Double.self, forKey: .minimumLineSpacing)
            minimumInteritemSpacing = try container.decodeIfPresent(Double.self, forKey: .minimumInteritemSpacing)
            headerSize = try container.decodeIfPresent(Size.self, forKey: .headerSize)
            footerSize = try container.decodeIfPresent(Size.self, forKey: .footerSize)
        }
    }
}
