import LayoutEngine

/// `Pinning`, read for every family (compositional's `CompositionalPinning` has no `until`: the engine refuses it
/// with a 422 rather than the decoder as an unknown field).
enum PinningField: Int, WireNames {
    case headers, footers, offset, stickHeight, until, zIndex
    static let table = NameTable(Self.self)
}

/// `SectionSelectionKeyword`.
enum SectionSelectionName: Int, WireNames {
    case none, all
    static let table = NameTable(Self.self)
}

/// `PinningBound`.
enum PinningBoundName: Int, WireNames {
    case nextSection, sectionEnd, never
    static let table = NameTable(Self.self)
}

/// `layout.pinning`: sticky headers and footers, the same for every family.
extension RequestDecoder {
    /// The pinning object; absent fields keep their defaults (`until` and `zIndex` stay the family's).
    mutating func pinningObject(_ last: PathComponent) throws(APIError) -> PinningDescription {
        var result = PinningDescription.none
        guard try beginObject(last) else { return result }
        var seen = NameSet<PinningField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .headers: result.headers = try sectionSelection(c)
            case .footers: result.footers = try sectionSelection(c)
            case .offset: result.offset = try number(c, .any)
            case .stickHeight:
                if peek() == UInt8(ascii: "n") {
                    path.append(c)
                    try readLiteral("null")
                    path.removeLast()
                    result.stickHeight = nil
                } else {
                    result.stickHeight = try number(c)
                }
            case .until:
                switch try choice(c, PinningBoundName.self) {
                case .nextSection: result.until = .nextSection
                case .sectionEnd: result.until = .sectionEnd
                case .never: result.until = .never
                case nil: result.until = nil
                }
            case .zIndex: result.zIndex = try integer(c, in: anyInteger)
            }
        }
        path.removeLast()
        return result
    }

    /// `"none"`, `"all"` or an array of section indices `>= 0`.
    mutating func sectionSelection(_ last: PathComponent) throws(APIError) -> SectionSelection {
        switch peek() {
        case UInt8(ascii: "\""):
            return try choice(last, SectionSelectionName.self) == .all ? .all : .none
        case UInt8(ascii: "["):
            guard try beginArray(last) else { return .none }
            var sections = Set<Int>()
            var first = true
            var i = 0
            while try nextElement(&first) {
                sections.insert(try integer(.index(i), in: 0...anyInteger.upperBound))
                i += 1
            }
            path.removeLast()
            return .sections(sections)
        default:
            try report("must be \"none\", \"all\" or an array of section indices", at: last)
            try skipValue(at: last)
            return .none
        }
    }
}
