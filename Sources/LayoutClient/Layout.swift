/// The `layout` object: a family with its parameters, the scroll direction, and sticky headers and footers.
///
/// On the wire it is one flat object: `{"type": "flow", "scrollDirection": …, "pinning": …, "itemSize": …}`.
public struct Layout: Codable, Sendable, Hashable {
    /// A layout family with its own parameters.
    public enum Family: Sendable, Hashable {
        /// `UICollectionViewFlowLayout`.
        case flow(Flow)
        /// `CHTCollectionViewWaterfallLayout`.
        case waterfall(Waterfall)
        /// IGListKit's `IGListCollectionViewLayout`.
        case iglist(IGList)
        /// Airbnb's `MagazineLayout` (vertical only).
        case magazine(Magazine)

        /// The wire name in `type`.
        public var type: String {
            switch self {
            case .flow: "flow"
            case .waterfall: "waterfall"
            case .iglist: "iglist"
            case .magazine: "magazine"
            }
        }
    }

    /// The family and its parameters.
    public var family: Family
    /// `nil` is vertical.
    public var scrollDirection: ScrollDirection?
    /// Sticky headers and footers; `nil` pins nothing.
    public var pinning: Pinning?
    /// Whether right to left mirrors the layout; `nil` is the family's own answer (magazine mirrors; flow,
    /// waterfall and iglist do not).
    public var flipsHorizontallyInOppositeLayoutDirection: Bool?

    /// A layout of `family`.
    public init(
        _ family: Family, scrollDirection: ScrollDirection? = nil, pinning: Pinning? = nil,
        flipsHorizontallyInOppositeLayoutDirection: Bool? = nil
    ) {
        self.family = family
        self.scrollDirection = scrollDirection
        self.pinning = pinning
        self.flipsHorizontallyInOppositeLayoutDirection = flipsHorizontallyInOppositeLayoutDirection
    }

    /// A flow layout.
    public static func flow(_ flow: Flow = Flow(), scrollDirection: ScrollDirection? = nil, pinning: Pinning? = nil)
        -> Layout
    {
        Layout(.flow(flow), scrollDirection: scrollDirection, pinning: pinning)
    }

    /// A waterfall layout.
    public static func waterfall(_ waterfall: Waterfall = Waterfall(), pinning: Pinning? = nil) -> Layout {
        Layout(.waterfall(waterfall), pinning: pinning)
    }

    /// An IGListKit layout.
    public static func iglist(
        _ iglist: IGList = IGList(), scrollDirection: ScrollDirection? = nil, pinning: Pinning? = nil
    ) -> Layout {
        Layout(.iglist(iglist), scrollDirection: scrollDirection, pinning: pinning)
    }

    /// A magazine layout.
    public static func magazine(_ magazine: Magazine = Magazine(), pinning: Pinning? = nil) -> Layout {
        Layout(.magazine(magazine), pinning: pinning)
    }

    enum CodingKeys: String, CodingKey {
        case type, scrollDirection, pinning, flipsHorizontallyInOppositeLayoutDirection
    }

    /// Writes the common fields and the family's fields into one object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family.type, forKey: .type)
        try container.encodeIfPresent(scrollDirection, forKey: .scrollDirection)
        try container.encodeIfPresent(pinning, forKey: .pinning)
        try container.encodeIfPresent(
            flipsHorizontallyInOppositeLayoutDirection, forKey: .flipsHorizontallyInOppositeLayoutDirection)
        switch family {
        case .flow(let flow): try flow.encode(to: encoder)
        case .waterfall(let waterfall): try waterfall.encode(to: encoder)
        case .iglist(let iglist): try iglist.encode(to: encoder)
        case .magazine(let magazine): try magazine.encode(to: encoder)
        }
    }

    /// Reads the flat object back, choosing the family by `type`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scrollDirection = try container.decodeIfPresent(ScrollDirection.self, forKey: .scrollDirection)
        pinning = try container.decodeIfPresent(Pinning.self, forKey: .pinning)
        flipsHorizontallyInOppositeLayoutDirection = try container.decodeIfPresent(
            Bool.self, forKey: .flipsHorizontallyInOppositeLayoutDirection)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "flow": family = .flow(try Flow(from: decoder))
        case "waterfall": family = .waterfall(try Waterfall(from: decoder))
        case "iglist": family = .iglist(try IGList(from: decoder))
        case "magazine": family = .magazine(try Magazine(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown layout type \"\(type)\"")
        }
    }
}

/// The axis the collection scrolls along.
public enum ScrollDirection: String, Codable, Sendable, Hashable {
    /// Content grows downwards.
    case vertical
    /// Content grows to the right.
    case horizontal
}
