/// A magazine item: a fraction of the section's width and a static height.
public struct MagazineItem: Codable, Sendable, Hashable {
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

        static let names: [(String, WidthMode)] = [
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
            try container.encode(Self.names.first { $0.1 == self }!.0)
        }

        /// Reads a mode name or `{"fractional": n}`.
        public init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                guard let mode = Self.names.first(where: { $0.0 == name })?.1 else {
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
    /// The item's height in points.
    public var height: Double

    /// An item of `widthMode` and `height`.
    public init(widthMode: WidthMode, height: Double) {
        self.widthMode = widthMode
        self.height = height
    }
}

/// A magazine header or footer: `{"height": h}`.
public struct MagazineSupplementary: Codable, Sendable, Hashable {
    /// Its height in points.
    public var height: Double

    /// A header or footer of `height`.
    public init(height: Double) {
        self.height = height
    }
}
