import LayoutEngine

/// `layout.pinning`: sticky headers and footers, the same for every family.
extension RequestDecoder {
    static let pinningFields: [StaticString] = ["headers", "footers", "offset", "stickHeight", "until", "zIndex"]
    static let selectionNames: [StaticString] = ["none", "all"]
    static let boundNames: [StaticString] = ["nextSection", "sectionEnd", "never"]

    /// The pinning object; absent fields keep their defaults (`until` and `zIndex` stay the family's).
    mutating func pinningObject(_ last: PathComponent) throws(APIError) -> PinningDescription {
        var result = PinningDescription.none
        guard try beginObject(last) else { return result }
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            switch try field(key, Self.pinningFields, &seen) {
            case 0: result.headers = try sectionSelection(c)
            case 1: result.footers = try sectionSelection(c)
            case 2: result.offset = try number(c, .any)
            case 3:
                if peek() == UInt8(ascii: "n") {
                    path.append(c)
                    try readLiteral("null")
                    path.removeLast()
                    result.stickHeight = nil
                } else {
                    result.stickHeight = try number(c)
                }
            case 4:
                let i = try choice(c, Self.boundNames)
                result.until = i >= 0 ? [PinningBound.nextSection, .sectionEnd, .never][i] : nil
            case 5: result.zIndex = try integer(c, in: anyInteger)
            default: break
            }
        }
        path.removeLast()
        return result
    }

    /// `"none"`, `"all"` or an array of section indices `>= 0`.
    mutating func sectionSelection(_ last: PathComponent) throws(APIError) -> SectionSelection {
        switch peek() {
        case UInt8(ascii: "\""):
            return try choice(last, Self.selectionNames) == 1 ? .all : .none
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
