/// Which sections a pinning rule applies to.
public enum SectionSelection: Sendable, Hashable {
    case none
    case all
    /// Only these sections (indices that do not exist are ignored).
    case sections(Set<Int>)

    /// Whether `section` is selected.
    @inlinable
    public func contains(_ section: Int) -> Bool {
        switch self {
        case .none: false
        case .all: true
        case .sections(let set): set.contains(section)
        }
    }
}

/// What pushes a pinned header away.
public enum PinningBound: String, Sendable, Hashable {
    /// The start of the next section (for the last section: where a further section would begin).
    case nextSection
    /// The end of its own section's content, before its footer.
    case sectionEnd
    /// Nothing.
    case never
}

/// Sticky headers and footers, shared by every family (the contract's `pinning`).
public struct PinningDescription: Sendable, Hashable {
    /// Sections whose headers pin to the top edge.
    public var headers: SectionSelection
    /// Sections whose footers pin to the bottom edge.
    public var footers: SectionSelection
    /// Extra distance below the visible top edge (after `contentInset.top`); may be negative.
    public var offset: Double
    /// When set, a pinned header scrolls up until only its last `stickHeight` points remain visible.
    public var stickHeight: Double?
    /// What pushes a pinned header away; `nil` is the family's default (`sectionEnd` for magazine, else `nextSection`).
    public var until: PinningBound?
    /// zIndex of pinned headers and footers; `nil` is the contract's 1024 (IGListKit keeps its own scheme).
    public var zIndex: Int?

    public init(
        headers: SectionSelection = .none, footers: SectionSelection = .none, offset: Double = 0,
        stickHeight: Double? = nil, until: PinningBound? = nil, zIndex: Int? = nil
    ) {
        self.headers = headers
        self.footers = footers
        self.offset = offset
        self.stickHeight = stickHeight
        self.until = until
        self.zIndex = zIndex
    }

    /// Nothing pinned.
    public static let none = PinningDescription()

    /// The default pinned zIndex of the contract.
    public static let defaultZIndex = 1024
}
