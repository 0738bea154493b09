import LayoutEngine

/// Compositional items and groups (`NSCollectionLayoutItem`, `…Group`), sizes, dimensions and spacings.
extension RequestDecoder {
    static let compositionalItemFields: [StaticString] = [
        "layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems", "group", "interItemSpacing", "subitems",
        "subitem", "repeatingSubitem", "count", "customItems",
    ]
    static let groupAxisNames: [StaticString] = ["horizontal", "vertical", "custom"]
    static let layoutSizeFields: [StaticString] = ["widthDimension", "heightDimension"]
    static let dimensionFields: [StaticString] = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]
    static let spacingFields: [StaticString] = ["fixed", "flexible"]
    static let edgeSpacingFields: [StaticString] = ["leading", "top", "trailing", "bottom"]
    static let customItemFields: [StaticString] = ["frame", "zIndex"]
    /// The most copies a `count` group may make.
    static let maxGroupCount = 100_000

    /// An item, or a group when it has `group` (`mustBeGroup`: a section's group).
    mutating func compositionalItem(_ last: PathComponent, mustBeGroup: Bool = false) throws(APIError)
        -> CompositionalItem
    {
        var item = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        guard try beginObject(last) else { return item }
        var seen: UInt64 = 0
        var first = true
        var axis = CompositionalGroup.Axis.horizontal
        var spacing: CompositionalSpacing?
        var list: [CompositionalItem] = []
        var single: CompositionalItem?
        var count = 1
        var custom: [CompositionalCustomItem] = []
        while let key = try nextMember(&first) {
            let c = key.component
            switch try field(key, Self.compositionalItemFields, &seen, owner: "a compositional item or group") {
            case 0: item.layoutSize = try layoutSize(c)
            case 1: item.contentInsets = try directionalInsets(c)
            case 2: item.edgeSpacing = try null(c) ? nil : try edgeSpacing(c)
            case 3: item.supplementaryItems = try anchoredItems(c)
            case 4: axis = [.horizontal, .vertical, .custom][Swift.max(0, try choice(c, Self.groupAxisNames))]
            case 5: spacing = try null(c) ? nil : try spacingValue(c)
            case 6:
                guard try beginArray(c) else { break }
                var firstElement = true
                var i = 0
                while try nextElement(&firstElement) {
                    list.append(try compositionalItem(.index(i)))
                    i += 1
                }
                path.removeLast()
                if i == 0 { try report("must hold at least one item or group", at: c) }
            case 7: single = try compositionalItem(c)
            case 8: single = try compositionalItem(c)
            case 9: count = try integer(c, in: 1...Self.maxGroupCount)
            case 10:
                custom = try customItems(c)
                if custom.isEmpty { try report("must hold at least one item", at: c) }
            default: break
            }
        }
        try require(Self.compositionalItemFields, 1, seen)
        if seen & 16 == 0 {
            if mustBeGroup { try report("is required (a section's group is a group)", at: .name("group")) }
            for i in 5...10 where seen & (1 << UInt64(i)) != 0 {
                try report("is only for groups (add \"group\")", at: .name(Self.compositionalItemFields[i]))
            }
        } else {
            let sources = [seen & 64 != 0, seen & 128 != 0, seen & 256 != 0, seen & 1024 != 0].filter { $0 }.count
            if axis == .custom {
                if seen & 1024 == 0 { try report("is required for a custom group", at: .name("customItems")) }
                for i in 6...9 where seen & (1 << UInt64(i)) != 0 {
                    try report("is not for a custom group", at: .name(Self.compositionalItemFields[i]))
                }
            } else if seen & 1024 != 0 {
                try report("is only for a custom group", at: .name("customItems"))
            } else if sources != 1 {
                try report("must have exactly one of \"subitems\", \"subitem\" and \"repeatingSubitem\"")
            } else if (seen & 0b1_1000_0000 != 0) != (seen & 512 != 0) {
                try report(
                    seen & 512 != 0
                        ? "is only for \"subitem\" and \"repeatingSubitem\""
                        : "is required with \"subitem\" and \"repeatingSubitem\"",
                    at: .name("count"))
            }
            let subitems: CompositionalGroup.Subitems
            if axis == .custom {
                subitems = .custom(custom)
            } else if let single {
                subitems = seen & 128 != 0 ? .count(single, count) : .repeating(single, count)
            } else {
                subitems = .list(list.isEmpty ? [item] : list)
            }
            item.group = CompositionalGroup(axis: axis, interItemSpacing: spacing, subitems: subitems)
        }
        path.removeLast()
        return item
    }

    /// `NSCollectionLayoutSize`: both dimensions required.
    mutating func layoutSize(_ last: PathComponent) throws(APIError) -> CompositionalSize {
        var result = CompositionalSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
        guard try beginObject(last) else { return result }
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, Self.layoutSizeFields, &seen) {
            case 0: result.widthDimension = try dimension(key.component)
            case 1: result.heightDimension = try dimension(key.component)
            default: break
            }
        }
        try require(Self.layoutSizeFields, 3, seen)
        path.removeLast()
        return result
    }

    /// Exactly one of `{fractionalWidth: f}`, `{fractionalHeight: f}` (f > 0), `{absolute: v}`, `{estimated: v}`.
    mutating func dimension(_ last: PathComponent) throws(APIError) -> CompositionalDimension {
        var result = CompositionalDimension.absolute(0)
        guard try beginObject(last) else { return result }
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            let f = try field(key, Self.dimensionFields, &seen)
            switch f {
            case 0, 1:
                var fraction = try number(c)
                if fraction == 0 {
                    try report("must be a fraction > 0", at: c)
                    fraction = 1
                }
                result = f == 0 ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
            case 2: result = .absolute(try number(c))
            case 3: result = .estimated(try number(c))
            default: break
            }
        }
        if seen.nonzeroBitCount != 1 {
            try report(
                "must have exactly one of \"fractionalWidth\", \"fractionalHeight\", \"absolute\", \"estimated\"")
        }
        path.removeLast()
        return result
    }

    /// `{fixed: v}` or `{flexible: v}`, `v >= 0`.
    mutating func spacingValue(_ last: PathComponent) throws(APIError) -> CompositionalSpacing {
        var result = CompositionalSpacing.fixed(0)
        guard try beginObject(last) else { return result }
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, Self.spacingFields, &seen) {
            case 0: result = .fixed(try number(key.component))
            case 1: result = .flexible(try number(key.component))
            default: break
            }
        }
        if seen.nonzeroBitCount != 1 { try report("must have exactly one of \"fixed\" and \"flexible\"") }
        path.removeLast()
        return result
    }

    /// `{leading, top, trailing, bottom}`, each a spacing or null.
    mutating func edgeSpacing(_ last: PathComponent) throws(APIError) -> CompositionalEdgeSpacing {
        var result = CompositionalEdgeSpacing()
        guard try beginObject(last) else { return result }
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            let f = try field(key, Self.edgeSpacingFields, &seen)
            guard f >= 0 else { continue }
            let value = try null(c) ? nil : try spacingValue(c)
            switch f {
            case 0: result.leading = value
            case 1: result.top = value
            case 2: result.trailing = value
            default: result.bottom = value
            }
        }
        path.removeLast()
        return result
    }

    /// A custom group's items: `{frame: Rect, zIndex}`.
    mutating func customItems(_ last: PathComponent) throws(APIError) -> [CompositionalCustomItem] {
        guard try beginArray(last) else { return [] }
        var items: [CompositionalCustomItem] = []
        var first = true
        var i = 0
        while try nextElement(&first) {
            var item = CompositionalCustomItem(frame: .zero)
            if try beginObject(.index(i)) {
                var seen: UInt64 = 0
                var firstMember = true
                while let key = try nextMember(&firstMember) {
                    switch try field(key, Self.customItemFields, &seen) {
                    case 0: item.frame = try rect(key.component)
                    case 1: item.zIndex = try integer(key.component, in: anyInteger)
                    default: break
                    }
                }
                try require(Self.customItemFields, 1, seen)
                path.removeLast()
            }
            items.append(item)
            i += 1
        }
        path.removeLast()
        return items
    }
}
