extension Layoutd {
    /// Sticky headers and footers, for every family (the contract's `pinning` object).
    ///
    /// `headers` and `footers` are not optional, so `Pinning(headers: .none)` is the selection, not
    /// `Optional.none`; a selection of `.none` is left out of the JSON (the server's default).
    public struct Pinning: Codable, Sendable, Hashable {
        /// Which sections' headers or footers pin.
        public enum Selection: Codable, Sendable, Hashable {
            /// None pin (`"none"`).
            case none
            /// Every section's pin (`"all"`).
            case all
            /// Only these sections' pin (`[0, 2]`).
            case sections([Int])

            /// Writes `"none"`, `"all"` or an array of section indices.
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .none: try container.encode("none")
                case .all: try container.encode("all")
                case .sections(let sections): try container.encode(sections)
                }
            }

            /// Reads `"none"`, `"all"` or an array of section indices.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let sections = try? container.decode([Int].self) {
                    self = .sections(sections)
                    return
                }
                switch try container.decode(String.self) {
                case "none": self = .none
                case "all": self = .all
                case let name:
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "unknown selection \"\(name)\"")
                }
            }
        }

        /// What pushes a pinned header away.
        public enum Bound: String, Codable, Sendable, Hashable {
            /// The start of the next section (the default except for magazine).
            case nextSection
            /// The end of its own section's content, before the footer (magazine's default).
            case sectionEnd
            /// Nothing: it stays pinned.
            case never
        }

        /// Headers that pin to the top edge.
        public var headers: Selection
        /// Footers that pin to the bottom edge.
        public var footers: Selection
        /// Extra distance below the visible top edge where headers pin (may be negative); `nil` is 0.
        public var offset: Double?
        /// When set, a pinned header scrolls up until only its last `stickHeight` points remain visible.
        public var stickHeight: Double?
        /// What pushes a pinned header away; `nil` is the family's default.
        public var until: Bound?
        /// zIndex of pinned headers and footers; `nil` is 1024 (IGList: its own scheme).
        public var zIndex: Int?

        /// Pinning with the given fields; each left out takes the contract's default.
        public init(
            headers: Selection = .none, footers: Selection = .none, offset: Double? = nil,
            stickHeight: Double? = nil, until: Bound? = nil, zIndex: Int? = nil
        ) {
            self.headers = headers
            self.footers = footers
            self.offset = offset
            self.stickHeight = stickHeight
            self.until = until
            self.zIndex = zIndex
        }

        enum CodingKeys: String, CodingKey {
            case headers, footers, offset, stickHeight, until, zIndex
        }

        /// Writes the fields that differ from the contract's defaults.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if headers != .none { try container.encode(headers, forKey: .headers) }
            if footers != .none { try container.encode(footers, forKey: .footers) }
            try container.encodeIfPresent(offset, forKey: .offset)
            try container.encodeIfPresent(stickHeight, forKey: .stickHeight)
            try container.encodeIfPresent(until, forKey: .until)
            try container.encodeIfPresent(zIndex, forKey: .zIndex)
        }

        /// Reads pinning; absent selections are `.none`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            headers = try container.decodeIfPresent(Selection.self, forKey: .headers) ?? .none
            footers = try container.decodeIfPresent(Selection.self, forKey: .footers) ?? .none
            offset = try container.decodeIfPresent(Double.self, forKey: .offset)
            stickHeight = try container.decodeIfPresent(Double.self, forKey: .stickHeight)
            until = try container.decodeIfPresent(Bound.self, forKey: .until)
            zIndex = try container.decodeIfPresent(Int.self, forKey: .zIndex)
        }
    }
}
