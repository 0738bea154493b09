import LayoutEngine

/// `LayoutDirection`.
enum LayoutDirectionName: Int, WireNames {
    case leftToRight, rightToLeft
    static let table = NameTable(Self.self)
}

/// `TimelineEncoding`.
enum TimelineEncodingName: Int, WireNames {
    case full, delta
    static let table = NameTable(Self.self)
}

/// `ScrollTo`.
enum ScrollToField: Int, WireNames {
    case indexPath, position
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.indexPath, .position]
}

/// `ScrollPosition`.
enum ScrollPositionName: Int, WireNames {
    case top, centeredVertically, bottom, left, centeredHorizontally, right
    static let table = NameTable(Self.self)
}

/// The scrolling fields: `collectionView.layoutDirection`, a timeline's `contentOffsets` and
/// `timelineEncoding`, and `scrollTo`.
extension RequestDecoder {
    /// The most offsets one timeline may hold.
    static let maxTimelineOffsets = 64

    /// `"leftToRight"` or `"rightToLeft"`.
    mutating func layoutDirection(_ last: PathComponent) throws(APIError) -> LayoutDirection {
        try choice(last, LayoutDirectionName.self) == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// `"full"` or `"delta"`.
    mutating func timelineEncoding(_ last: PathComponent) throws(APIError) -> TimelineEncoding {
        try choice(last, TimelineEncodingName.self) == .delta ? .delta : .full
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
        var seen = NameSet<ScrollToField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen, owner: "scrollTo") else { continue }
            switch f {
            case .indexPath: (result.section, result.item) = try indexPath(key.component)
            case .position:
                switch try choice(key.component, ScrollPositionName.self) ?? .top {
                case .top: result.position = .top
                case .centeredVertically: result.position = .centeredVertically
                case .bottom: result.position = .bottom
                case .left: result.position = .left
                case .centeredHorizontally: result.position = .centeredHorizontally
                case .right: result.position = .right
                }
            }
        }
        try require(seen)
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
