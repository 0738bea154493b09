extension Layoutd {
    /// A flow section: its items and the `UICollectionViewDelegateFlowLayout` answers (`nil` is the layout's).
    public typealias FlowSection = GridSection
    /// One IGListKit section controller's answers (all 0 by default). Its explicit items each carry a size: IGList
    /// has no `estimatedItemSize`.
    public typealias IGListSection = GridSection

    /// A section of rows of items, with the same answers in flow and IGList: `FlowSection` and `IGListSection` are
    /// this type. Each answer left `nil` is the layout's (flow) or 0 (IGList).
    public struct GridSection: Codable, Sendable, Hashable {
        /// Explicit items or a uniform count.
        public var items: SectionItems
        /// A stable id, 1 to 256 UTF-8 bytes, unique among the sections of its side: it matches this section with
        /// the section of the same id in `previous` (or the request) across an update; answers never echo it;
        /// `nil` matches by index among the sections without one.
        public var id: String?
        /// Every item of the section is an estimate (the way to say it of a uniform section); `nil` is false.
        public var estimated: Bool?
        /// The section's inset: flow's `collectionView(_:layout:insetForSectionAt:)`.
        public var inset: Insets?
        /// Spacing between rows: flow's `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
        public var minimumLineSpacing: Double?
        /// Spacing between items in a row: flow's `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
        public var minimumInteritemSpacing: Double?
        /// The header's size, zero for none: flow's `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
        public var headerSize: Size?
        /// The footer's size, zero for none: flow's `collectionView(_:layout:referenceSizeForFooterInSection:)`.
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

        /// Reads a flow or IGList section.
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
