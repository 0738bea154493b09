import LayoutEngine

/// The `anchor` keyword (`AnchorKeyword`).
enum AnchorKeywordName: Int, WireNames {
    case report
    static let table = NameTable(Self.self)
}

/// `Anchor`: where an earlier answer stood. `item` and `distance` are required by the decoder with `topItem` and
/// `bottomItem`, and refused with `top` and `bottom`.
enum AnchorField: Int, WireNames {
    case position, item, distance
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.position]
}

/// `AnchorPosition`.
enum AnchorPositionName: Int, WireNames {
    case top, bottom, topItem, bottomItem
    static let table = NameTable(Self.self)
}

/// The top-level `anchor`: `"report"`, or an Anchor to resolve the offset from.
extension RequestDecoder {
    /// `"report"` or an Anchor object; nil (reported) otherwise.
    mutating func anchorValue(_ last: PathComponent) throws(APIError) -> AnchorRequest? {
        annotations.usesV3 = true
        switch peek() {
        case UInt8(ascii: "\""):
            return try choice(last, AnchorKeywordName.self) == .report ? .report : nil
        case UInt8(ascii: "{"):
            return try anchorObject(last).map { .resolve($0) }
        default:
            try report("must be \"report\" or an anchor {\"position\": ...} from an earlier answer", at: last)
            try skipValue(at: last)
            return nil
        }
    }

    /// `{"position": "top" | "bottom"}` or `{"position": "topItem" | "bottomItem", "item": ItemRef, "distance":
    /// d}`, `d` finite and within ±1e15 (a reported distance is a difference of two coordinates on screen).
    mutating func anchorObject(_ last: PathComponent) throws(APIError) -> Anchor? {
        guard try beginObject(last) else { return nil }
        var position: AnchorPositionName?
        var item: ItemRef?
        var distance = 0.0
        var seen = NameSet<AnchorField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen, owner: "an anchor") else { continue }
            switch f {
            case .position: position = try choice(key.component, AnchorPositionName.self)
            case .item: item = try itemRef(key.component)
            case .distance: distance = try number(key.component, .coordinate)
            }
        }
        try require(seen)
        defer { path.removeLast() }
        guard let position else { return nil }
        switch position {
        case .top, .bottom:
            for f in [AnchorField.item, .distance] where seen.contains(f) {
                try report("is only for \"topItem\" and \"bottomItem\"", at: .member(f))
            }
            return position == .top ? .top : .bottom
        case .topItem, .bottomItem:
            for f in [AnchorField.item, .distance] where !seen.contains(f) {
                try report("is required with \"topItem\" and \"bottomItem\"", at: .member(f))
            }
            guard let item else { return nil }
            return position == .topItem ? .topItem(item, distance: distance) : .bottomItem(item, distance: distance)
        }
    }

    /// An `ItemRef`: an item's id (a string of 1 to 256 UTF-8 bytes), or its index path `[section, item]` (any
    /// two integers; one the request does not have resolves to the request's own offset, as an unknown id does).
    mutating func itemRef(_ last: PathComponent) throws(APIError) -> ItemRef? {
        switch peek() {
        case UInt8(ascii: "\""):
            return try idString(last).map { .id($0) }
        case UInt8(ascii: "["):
            let errorCount = errors.count
            let (section, item) = try indexPath(last)
            return errors.count == errorCount ? .indexPath(section: section, item: item) : nil
        default:
            try report("must be an item id (a string) or an index path [section, item]", at: last)
            try skipValue(at: last)
            return nil
        }
    }
}
