import LayoutEngine

/// The scrolling fields of contract v2: `collectionView.layoutDirection`, a timeline's `contentOffsets` and
/// `timelineEncoding`, and `scrollTo`.
extension RequestDecoder {
    static let layoutDirectionNames: [StaticString] = ["leftToRight", "rightToLeft"]
    static let timelineEncodingNames: [StaticString] = ["full", "delta"]
    static let scrollToFields: [StaticString] = ["indexPath", "position"]
    static let scrollPositionNames: [StaticString] = [
        "top", "centeredVertically", "bottom", "left", "centeredHorizontally", "right",
    ]
    static let scrollPositions: [ScrollPosition] = [
        .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right,
    ]
    /// The most offsets one timeline may hold.
    static let maxTimelineOffsets = 64

    /// `"leftToRight"` or `"rightToLeft"`.
    mutating func layoutDirection(_ last: PathComponent) throws(APIError) -> LayoutDirection {
        try choice(last, Self.layoutDirectionNames) == 1 ? .rightToLeft : .leftToRight
    }

    /// `"full"` or `"delta"`.
    mutating func timelineEncoding(_ last: PathComponent) throws(APIError) -> TimelineEncoding {
        try choice(last, Self.timelineEncodingNames) == 1 ? .delta : .full
    }

    /// `contentOffsets`: 1 to 64 points; past the 64th the rest is skipped (and reported once).
    mutating func contentOffsets(_ last: PathComponent) throws(APIError) -> [Point] {
        let rule = "must hold 1 to \(Self.maxTimelineOffsets) points (a timeline of at most 64 offsets)"
        guard try beginArray(last) else { return [] }
        var points: [Point] = []
        var first = true
        var tooMany = false
        while try nextElement(&first) {
            if points.count == Self.maxTimelineOffsets {
                tooMany = true
                try skipValue(at: .index(points.count))
            } else {
                if let point = fastPoint() {
                    points.append(point)
                } else {
                    points.append(try point(.index(points.count)))
                }
            }
        }
        if points.isEmpty || tooMany { try report(rule) }
        path.removeLast()
        return points
    }

    /// `scrollTo`: `{"indexPath": [section, item], "position": ...}`, both required. Index paths are any
    /// integers here; one that names no item is the engine's 422.
    mutating func scrollToObject(_ last: PathComponent) throws(APIError) -> ScrollToDescription? {
        guard try beginObject(last) else { return nil }
        var result = ScrollToDescription(section: 0, item: 0, position: .top)
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, Self.scrollToFields, &seen, owner: "scrollTo") {
            case 0: (result.section, result.item) = try indexPath(key.component)
            case 1:
                let i = try choice(key.component, Self.scrollPositionNames)
                result.position = Self.scrollPositions[Swift.max(i, 0)]
            default: break
            }
        }
        try require(Self.scrollToFields, 3, seen)
        path.removeLast()
        return result
    }

    /// `[section, item]`: exactly two integers.
    mutating func indexPath(_ last: PathComponent) throws(APIError) -> (Int, Int) {
        guard try beginArray(last) else { return (0, 0) }
        var values: [Int] = []
        var first = true
        while try nextElement(&first) {
            let value = try integer(.index(values.count), in: anyInteger)
            values.append(value)
        }
        path.removeLast()
        guard values.count == 2 else {
            try report("must be [section, item]: two integers", at: last)
            return (0, 0)
        }
        return (values[0], values[1])
    }
}
