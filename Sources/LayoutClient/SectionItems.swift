extension Layoutd {
    /// Where a flow, waterfall or IGList section's items come from: exactly one of `items` and `itemCount`.
    public enum SectionItems: Sendable, Hashable {
        /// Explicit sizes (`items: [Size]`; aspect sizes for waterfall).
        case sizes([Size])
        /// `count` items of one size (`itemCount` and `itemSize`; `nil` is the layout's `itemSize`).
        case uniform(count: Int, size: Size? = nil)

        enum CodingKeys: String, CodingKey {
            case items, itemCount, itemSize
        }

        /// Writes `items`, or `itemCount` and `itemSize`, into the section's object.
        func encode(into encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .sizes(let sizes):
                try container.encode(sizes, forKey: .items)
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
                self = .sizes(try container.decode([Size].self, forKey: .items))
            }
        }
    }
}
