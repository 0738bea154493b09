/// Sticky headers and footers, for every family (the contract's `pinning` object); `nil` fields take defaults.
public struct Pinning: Codable, Sendable, Hashable {
    /// Which sections' headers or footers pin.
    public enum Selection: Codable, Sendable, Hashable {
        /// None pin (`"none"`).
        case none
        /// Every section's pins (`"all"`).
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
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown selection \"\(name)\"")
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

    /// Headers that pin; `nil` is `.none`.
    public var headers: Selection?
    /// Footers that pin to the bottom edge; `nil` is `.none`.
    public var footers: Selection?
    /// Extra distance below the visible top edge where headers pin (may be negative); `nil` is 0.
    public var offset: Double?
    /// When set, a pinned header scrolls up until only its last `stickHeight` points remain visible.
    public var stickHeight: Double?
    /// What pushes a pinned header away; `nil` is the family's default.
    public var until: Bound?
    /// zIndex of pinned headers and footers; `nil` is 1024 (IGList: its own scheme).
    public var zIndex: Int?

    /// Pinning with the given fields; each left `nil` takes the contract's default.
    public init(
        headers: Selection? = nil, footers: Selection? = nil, offset: Double? = nil, stickHeight: Double? = nil,
        until: Bound? = nil, zIndex: Int? = nil
    ) {
        self.headers = headers
        self.footers = footers
        self.offset = offset
        self.stickHeight = stickHeight
        self.until = until
        self.zIndex = zIndex
    }
}
