extension Layoutd {
    /// Airbnb's `MagazineLayout`: the delegate answers that apply to every section (`nil` is 0). Vertical only.
    public struct MagazineLayout: LayoutFamily {
        /// Magazine sections.
        public typealias Section = MagazineSection
        /// `"magazine"`.
        public static let type = "magazine"

        /// Sticky headers and footers; a pinned header is bounded by its section's footer by default.
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
        /// Insets of each section.
        public var sectionInsets: Insets?
        /// Insets of the items inside a section (`fullWidth` respects them).
        public var itemInsets: Insets?
        /// Spacing between items in a row.
        public var horizontalSpacing: Double?
        /// Spacing between rows.
        public var verticalSpacing: Double?

        /// Magazine parameters; every one left `nil` is 0.
        public init(
            pinning: Pinning? = nil, flipsHorizontallyInOppositeLayoutDirection: Bool? = nil,
            verticalLayoutDirection: VerticalLayoutDirection? = nil,
            shortContentAlignment: ShortContentAlignment? = nil,
            sectionInsets: Insets? = nil, itemInsets: Insets? = nil,
            horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, snapping: Snapping? = nil
        ) {
            self.pinning = pinning
            self.flipsHorizontallyInOppositeLayoutDirection = flipsHorizontallyInOppositeLayoutDirection
            self.verticalLayoutDirection = verticalLayoutDirection
            self.shortContentAlignment = shortContentAlignment
            self.sectionInsets = sectionInsets
            self.itemInsets = itemInsets
            self.horizontalSpacing = horizontalSpacing
            self.verticalSpacing = verticalSpacing
            self.snapping = snapping
        }
    }

    /// A magazine section: its items, an optional header and footer, a background, and the delegate answers.
    public struct MagazineSection: Codable, Sendable, Hashable {
        /// Where a magazine section's items come from: exactly one of `items` and `itemCount` + `item`.
        public enum Items: Sendable, Hashable {
            /// Explicit items, each with its width mode and height.
            case items([MagazineItem])
            /// `count` items alike (`item` may be `nil` only when `count` is 0: the layout has no default item).
            case uniform(count: Int, item: MagazineItem?)
        }

        /// The items.
        public var items: Items
        /// A stable id, 1 to 256 UTF-8 bytes, unique among the sections of its side: it matches this section with
        /// the section of the same id in `previous` (or the request) across an update; answers never echo it;
        /// `nil` matches by index among the sections without one.
        public var id: String?
        /// Every item of the section is an estimate (the way to say it of a uniform section); `nil` is false.
        public var estimated: Bool?
        /// The header, absent when `nil`.
        public var header: MagazineSupplementary?
        /// The footer, absent when `nil`.
        public var footer: MagazineSupplementary?
        /// Whether a `"background"` decoration spans the section.
        public var background: Bool?
        /// Insets of the section.
        public var sectionInsets: Insets?
        /// Insets of the items.
        public var itemInsets: Insets?
        /// Spacing between items in a row.
        public var horizontalSpacing: Double?
        /// Spacing between rows.
        public var verticalSpacing: Double?

        /// A section of `items` with the given fields (`nil` answers are the layout's).
        public init(
            _ items: Items, id: String? = nil, estimated: Bool? = nil, header: MagazineSupplementary? = nil,
            footer: MagazineSupplementary? = nil,
            background: Bool? = nil, sectionInsets: Insets? = nil, itemInsets: Insets? = nil,
            horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil
        ) {
            self.items = items
            self.id = id
            self.estimated = estimated
            self.header = header
            self.footer = footer
            self.background = background
            self.sectionInsets = sectionInsets
            self.itemInsets = itemInsets
            self.horizontalSpacing = horizontalSpacing
            self.verticalSpacing = verticalSpacing
        }

        enum CodingKeys: String, CodingKey {
            case items, itemCount, item, header, footer, background, sectionInsets, itemInsets
            case horizontalSpacing, verticalSpacing, estimated, id
        }

        /// Writes the items and the fields that are set, in one object.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
            switch items {
            case .items(let items):
                try container.encode(items, forKey: .items)
            case .uniform(let count, let item):
                try container.encode(count, forKey: .itemCount)
                try container.encodeIfPresent(item, forKey: .item)
            }
            try container.encodeIfPresent(estimated, forKey: .estimated)
            try container.encodeIfPresent(header, forKey: .header)
            try container.encodeIfPresent(footer, forKey: .footer)
            try container.encodeIfPresent(background, forKey: .background)
            try container.encodeIfPresent(sectionInsets, forKey: .sectionInsets)
            try container.encodeIfPresent(itemInsets, forKey: .itemInsets)
            try container.encodeIfPresent(horizontalSpacing, forKey: .horizontalSpacing)
            try container.encodeIfPresent(verticalSpacing, forKey: .verticalSpacing)
        }

        /// Reads a magazine section.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            if let count = try container.decodeIfPresent(Int.self, forKey: .itemCount) {
                items = .uniform(count: count, item: try container.decodeIfPresent(MagazineItem.self, forKey: .item))
            } else {
                items = .items(try container.decode([MagazineItem].self, forKey: .items))
            }
            estimated = try container.decodeIfPresent(Bool.self, forKey: .estimated)
            header = try container.decodeIfPresent(MagazineSupplementary.self, forKey: .header)
            footer = try container.decodeIfPresent(MagazineSupplementary.self, forKey: .footer)
            background = try container.decodeIfPresent(Bool.self, forKey: .background)
            sectionInsets = try container.decodeIfPresent(Insets.self, forKey: .sectionInsets)
            itemInsets = try container.decodeIfPresent(Insets.self, forKey: .itemInsets)
            horizontalSpacing = try container.decodeIfPresent(Double.self, forKey: .horizontalSpacing)
            verticalSpacing = try container.decodeIfPresent(Double.self, forKey: .verticalSpacing)
        }
    }

    /// A magazine item: a fraction of the section's width and a height, static or self-sizing.
    public struct MagazineItem: Codable, Sendable, Hashable {
        /// MagazineLayout's `MagazineLayoutItemHeightMode`.
        public enum HeightMode: String, Codable, Sendable, Hashable {
            /// `.static(height:)`: `height` is required and final (the default).
            case `static`
            /// `.dynamic(estimatedHeight:)`: self-sizing; without `height` estimated at 150 and marked `estimated`.
            case dynamic
            /// `.dynamicAndStretchToTallestItemInRow`: self-sizing, its frame as tall as its row.
            case dynamicAndStretchToTallestItemInRow
        }

        /// How wide an item is, as MagazineLayout's `MagazineLayoutItemWidthMode`.
        public enum WidthMode: Codable, Sendable, Hashable {
            /// The whole width inside `itemInsets`.
            case fullWidth
            /// The whole width, ignoring `itemInsets` (keeps `sectionInsets`).
            case fullWidthIgnoringInsets
            /// Two to a row.
            case halfWidth
            /// Three to a row.
            case thirdWidth
            /// Four to a row.
            case fourthWidth
            /// Five to a row.
            case fifthWidth
            /// `n` to a row (`{"fractional": n}`).
            case fractional(Int)

            static let named: [(String, WidthMode)] = [
                ("fullWidth", .fullWidth), ("fullWidthIgnoringInsets", .fullWidthIgnoringInsets),
                ("halfWidth", .halfWidth), ("thirdWidth", .thirdWidth), ("fourthWidth", .fourthWidth),
                ("fifthWidth", .fifthWidth),
            ]

            enum CodingKeys: String, CodingKey {
                case fractional
            }

            /// Writes a mode name or `{"fractional": n}`.
            public func encode(to encoder: any Encoder) throws {
                if case .fractional(let n) = self {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(n, forKey: .fractional)
                    return
                }
                var container = encoder.singleValueContainer()
                for (name, mode) in Self.named where mode == self {
                    try container.encode(name)
                }
            }

            /// Reads a mode name or `{"fractional": n}`.
            public init(from decoder: any Decoder) throws {
                if let name = try? decoder.singleValueContainer().decode(String.self) {
                    guard let mode = Self.named.first(where: { $0.0 == name })?.1 else {
                        throw DecodingError.dataCorrupted(
                            .init(codingPath: decoder.codingPath, debugDescription: "unknown width mode \"\(name)\""))
                    }
                    self = mode
                    return
                }
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self = .fractional(try container.decode(Int.self, forKey: .fractional))
            }
        }

        /// The item's width.
        public var widthMode: WidthMode
        /// The item's height in points: measured, or an estimate with `estimated: true`; `nil` only with a
        /// dynamic `heightMode` (then MagazineLayout's 150-point estimate).
        public var height: Double?
        /// How the height is found; `nil` is `.static`.
        public var heightMode: HeightMode?
        /// A stable id, unique within the request, echoed on the item's cell; not on a uniform section's `item`.
        public var id: String?
        /// Whether `height` is an estimate (the cell not measured yet); `nil` is false.
        public var estimated: Bool?

        /// An item of `widthMode` and `height`, with an optional height mode, id and estimate flag.
        public init(
            widthMode: WidthMode, height: Double?, heightMode: HeightMode? = nil, id: String? = nil,
            estimated: Bool? = nil
        ) {
            self.widthMode = widthMode
            self.height = height
            self.heightMode = heightMode
            self.id = id
            self.estimated = estimated
        }
    }

    /// A magazine header or footer: `{"height": h}`, perhaps an estimate.
    public struct MagazineSupplementary: Codable, Sendable, Hashable {
        /// Its height in points; `nil` only with `estimated: true` (then MagazineLayout's 44).
        public var height: Double?
        /// Whether the height is an estimate; the answer marks the view `estimated`; `nil` is false.
        public var estimated: Bool?

        /// A header or footer of `height`.
        public init(height: Double?, estimated: Bool? = nil) {
            self.height = height
            self.estimated = estimated
        }
    }
}
