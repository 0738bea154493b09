import LayoutEngine

/// The contract's geometry objects: `Size`, `Point`, `Rect` (all fields required) and `Insets` (edges default 0).
extension RequestDecoder {
    static let sizeFields: [StaticString] = ["width", "height"]
    static let pointFields: [StaticString] = ["x", "y"]
    static let rectFields: [StaticString] = ["x", "y", "width", "height"]
    static let insetsFields: [StaticString] = ["top", "left", "bottom", "right"]

    /// `{width, height}`, both `>= 0`.
    mutating func size(_ last: PathComponent) throws(APIError) -> Size {
        if let (_, v) = fastNumbers(Self.sizeFields, required: 3) { return Size(width: v[0], height: v[1]) }
        guard try beginObject(last) else { return .zero }
        var result = Size.zero
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            // The hot path of explicit items: match the two names directly.
            if !key.escaped && key.end &- key.start == 5 && seen & 1 == 0 && matches(key, "width") {
                seen |= 1
                result.width = try number(key.component)
            } else if !key.escaped && key.end &- key.start == 6 && seen & 2 == 0 && matches(key, "height") {
                seen |= 2
                result.height = try number(key.component)
            } else {
                switch try field(key, Self.sizeFields, &seen) {
                case 0: result.width = try number(key.component)
                case 1: result.height = try number(key.component)
                default: break
                }
            }
        }
        if seen != 3 { try require(Self.sizeFields, 3, seen) }
        path.removeLast()
        return result
    }

    /// `{x, y}`, finite numbers within ±1e15 (only `contentOffset` is a point).
    mutating func point(_ last: PathComponent) throws(APIError) -> Point {
        guard try beginObject(last) else { return .zero }
        var result = Point.zero
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, Self.pointFields, &seen) {
            case 0: result.x = try number(key.component, .coordinate)
            case 1: result.y = try number(key.component, .coordinate)
            default: break
            }
        }
        try require(Self.pointFields, 3, seen)
        path.removeLast()
        return result
    }

    /// `{x, y, width, height}`: an origin within ±1e15, a size in 0...2e15.
    mutating func rect(_ last: PathComponent) throws(APIError) -> Rect {
        guard try beginObject(last) else { return .zero }
        var result = Rect.zero
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, Self.rectFields, &seen) {
            case 0: result.x = try number(key.component, .coordinate)
            case 1: result.y = try number(key.component, .coordinate)
            case 2: result.width = try number(key.component, .extent)
            case 3: result.height = try number(key.component, .extent)
            default: break
            }
        }
        try require(Self.rectFields, 15, seen)
        path.removeLast()
        return result
    }

    /// `{top, left, bottom, right}`, each optional (0) and `>= 0`.
    mutating func insets(_ last: PathComponent) throws(APIError) -> EdgeInsets {
        if let (_, v) = fastNumbers(Self.insetsFields, required: 0) {
            return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        guard try beginObject(last) else { return .zero }
        var result = EdgeInsets.zero
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, Self.insetsFields, &seen) {
            case 0: result.top = try number(key.component)
            case 1: result.left = try number(key.component)
            case 2: result.bottom = try number(key.component)
            case 3: result.right = try number(key.component)
            default: break
            }
        }
        path.removeLast()
        return result
    }
}
