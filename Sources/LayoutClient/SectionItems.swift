extension Layoutd {
    /// Where a flow, IGList or compositional section's items come from: exactly one of `items` and `itemCount`.
    public enum SectionItems: Sendable, Hashable {
        /// Explicit items (`items: [Item]`): sizes, each perhaps with an `id` and `estimated`.
        case items([Item])
        /// `count` items of one size (`itemCount` and `itemSize`; `nil` is the layout's `itemSize`).
        case uniform(count: Int, size: Size? = nil)

        /// Explicit items of these sizes, with neither ids nor estimates (`items: [Size]`).
        public static func sizes(_ sizes: [Size]) -> SectionItems {
            .items(sizes.map { Item($0) })
        }

        enum CodingKeys: String, CodingKey {
            case items, itemCount, itemSize
        }

        /// Writes `items`, or `itemCount` and `itemSize`, into the section's object.
        func encode(into encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .items(let items):
                try container.encode(items, forKey: .items)
            case .uniform(let count, let size):
                try container.encode(count, forKey: .itemCount)
                try container.encodeIfPresent(size, forKey: .itemSize)
            }
        }

        /// Reads `items`, or `itemCount` and `itemSize`, from the section's object.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let count = try container.decodeIfPresent(Int.self, forKey: .itemCount) {
                self = .uniform(count: count, size: try container.decodeIfPresent(Size.self, forKey: .itemSize))
            } else {
                self = .items(try container.decode([Item].self, forKey: .items))
            }
        }
    }

    /// One explicit item of a flow, IGList or compositional section (`FlowItem`, `IGListItem`,
    /// `CompositionalSectionItem`): its size, and perhaps a stable `id` and whether the size is an
    /// estimate. On the wire `{"width", "height", "id", "estimated"}`, the fields left `nil` left out.
    public struct Item: Codable, Sendable, Hashable {
        /// The measured (or, with `estimated`, estimated) size. `nil` only with `estimated: true` in flow (the
        /// layout's `estimatedItemSize`) and compositional (laid out at its dimensions' estimates); IGList
        /// requires a size.
        public var size: Size?
        /// A stable id, 1 to 256 UTF-8 bytes, unique within the request; the item's cell carries it back and an
        /// `Anchor` can name the item by it.
        public var id: String?
        /// Whether `size` is an estimate (the cell has not been measured yet); `nil` is false.
        public var estimated: Bool?

        /// An item of `size`, optionally with an id and an estimate flag.
        public init(_ size: Size?, id: String? = nil, estimated: Bool? = nil) {
            self.size = size
            self.id = id
            self.estimated = estimated
        }

        /// An item not measured yet and sent without a size (`{"estimated": true}`): flow lays it out at the
        /// layout's `estimatedItemSize`, compositional at its dimensions' estimates.
        public static func unmeasured(id: String? = nil) -> Item {
            Item(nil, id: id, estimated: true)
        }

        enum CodingKeys: String, CodingKey {
            case width, height, id, estimated
        }

        /// Writes `width` and `height` (when there is a size), then `id` and `estimated` when set.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let size {
                try container.encode(size.width, forKey: .width)
                try container.encode(size.height, forKey: .height)
            }
            try container.encodeIfPresent(id, forKey: .id)
            try container.encodeIfPresent(estimated, forKey: .estimated)
        }

        /// Reads an item; `width` and `height` come together or not at all.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let width = try container.decodeIfPresent(Double.self, forKey: .width)
            let height = try container.decodeIfPresent(Double.self, forKey: .height)
            switch (width, height) {
            case (let width?, let height?): size = Size(width: width, height: height)
            case (nil, nil): size = nil
            default:
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "an item needs both width and height"))
            }
            id = try container.decodeIfPresent(String.self, forKey: .id)
            estimated = try container.decodeIfPresent(Bool.self, forKey: .estimated)
        }
    }
}
