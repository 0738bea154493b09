import LayoutEngine

/// `Size`: both required.
enum SizeField: Int, WireNames {
    case width, height
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.width, .height]
}

/// `Point`: both required.
enum PointField: Int, WireNames {
    case x, y
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.x, .y]
}

/// `Rect`: all required.
enum RectField: Int, WireNames {
    case x, y, width, height
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.x, .y, .width, .height]
}

/// `Insets`: each edge optional.
enum InsetsField: Int, WireNames {
    case top, left, bottom, right
    static let table = NameTable(Self.self)
}

/// The contract's geometry objects: `Size`, `Point`, `Rect` (all fields required) and `Insets` (edges default 0).
extension RequestDecoder {
    /// `{width, height}`, both `>= 0`.
    mutating func size(_ last: PathComponent) throws(APIError) -> Size {
        if let v = fastNumbers(SizeField.self) {
            return Size(width: v[SizeField.width.rawValue], height: v[SizeField.height.rawValue])
        }
        guard try beginObject(last) else { return .zero }
        var result = Size.zero
        var seen = NameSet<SizeField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .width: result.width = try number(key.component)
            case .height: result.height = try number(key.component)
            }
        }
        try require(seen)
        path.removeLast()
        return result
    }

    /// `{x, y}`, finite numbers within ±1e15 (only `contentOffset` is a point).
    mutating func point(_ last: PathComponent) throws(APIError) -> Point {
        guard try beginObject(last) else { return .zero }
        var result = Point.zero
        var seen = NameSet<PointField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .x: result.x = try number(key.component, .coordinate)
            case .y: result.y = try number(key.component, .coordinate)
            }
        }
        try require(seen)
        path.removeLast()
        return result
    }

    /// `{x, y, width, height}`: an origin within ±1e15, a size in 0...2e15.
    mutating func rect(_ last: PathComponent) throws(APIError) -> Rect {
        guard try beginObject(last) else { return .zero }
        var result = Rect.zero
        var seen = NameSet<RectField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .x: result.x = try number(key.component, .coordinate)
            case .y: result.y = try number(key.component, .coordinate)
            case .width: result.width = try number(key.component, .extent)
            case .height: result.height = try number(key.component, .extent)
            }
        }
        try require(seen)
        path.removeLast()
        return result
    }

    /// `{top, left, bottom, right}`, each optional (0) and `>= 0`.
    mutating func insets(_ last: PathComponent) throws(APIError) -> EdgeInsets {
        if let v = fastNumbers(InsetsField.self) {
            return EdgeInsets(
                top: v[InsetsField.top.rawValue], left: v[InsetsField.left.rawValue],
                bottom: v[InsetsField.bottom.rawValue], right: v[InsetsField.right.rawValue])
        }
        guard try beginObject(last) else { return .zero }
        var result = EdgeInsets.zero
        var seen = NameSet<InsetsField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .top: result.top = try number(key.component)
            case .left: result.left = try number(key.component)
            case .bottom: result.bottom = try number(key.component)
            case .right: result.right = try number(key.component)
            }
        }
        path.removeLast()
        return result
    }
}
