import LayoutEngine

/// A compositional item or group: `CompositionalSingleItem` and the four group schemas (`CompositionalListGroup`,
/// `…CountGroup`, `…RepeatingGroup`, `…CustomGroup`), told apart by `group` and the members present.
enum CompositionalItemField: Int, WireNames {
    case layoutSize, contentInsets, edgeSpacing, supplementaryItems, group, interItemSpacing, subitems, subitem
    case repeatingSubitem, count, customItems
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.layoutSize]
    /// The members only a group has (besides `group`).
    static let groupOnly: NameSet<Self> = [
        .interItemSpacing, .subitems, .subitem, .repeatingSubitem, .count, .customItems,
    ]
    /// The members no custom group has.
    static let notCustom: NameSet<Self> = [.subitems, .subitem, .repeatingSubitem, .count]
    /// The members that hold a group's subitems; a group has exactly one.
    static let subitemSources: NameSet<Self> = [.subitems, .subitem, .repeatingSubitem, .customItems]
}

/// A group's `group` (its axis, or `custom`).
enum GroupAxisName: Int, WireNames {
    case horizontal, vertical, custom
    static let table = NameTable(Self.self)
}

/// `CompositionalSize`: an `NSCollectionLayoutSize`.
enum CompositionalSizeField: Int, WireNames {
    case widthDimension, heightDimension
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.widthDimension, .heightDimension]
}

/// `CompositionalDimension`: one of four single-member objects (`FractionalWidthDimension`, …).
enum CompositionalDimensionField: Int, WireNames {
    case fractionalWidth, fractionalHeight, absolute, estimated
    static let table = NameTable(Self.self)
}

/// A spacing (`FixedSpacing` or `FlexibleSpacing`).
enum CompositionalSpacingField: Int, WireNames {
    case fixed, flexible
    static let table = NameTable(Self.self)
}

/// `CompositionalEdgeSpacing`.
enum CompositionalEdgeSpacingField: Int, WireNames {
    case leading, top, trailing, bottom
    static let table = NameTable(Self.self)
}

/// `CompositionalCustomItem`.
enum CompositionalCustomItemField: Int, WireNames {
    case frame, zIndex
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.frame]
}

/// Compositional items and groups (`NSCollectionLayoutItem`, `…Group`), sizes, dimensions and spacings.
extension RequestDecoder {
    /// The most copies a `count` group may make.
    static let maxGroupCount = 100_000

    /// An item, or a group when it has `group` (`mustBeGroup`: a section's group).
    mutating func compositionalItem(_ last: PathComponent, mustBeGroup: Bool = false) throws(APIError)
        -> CompositionalItem
    {
        var item = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        guard try beginObject(last) else { return item }
        var seen = NameSet<CompositionalItemField>()
        var first = true
        var axis = CompositionalGroup.Axis.horizontal
        var spacing: CompositionalSpacing?
        var list: [CompositionalItem] = []
        var single: CompositionalItem?
        var count = 1
        var custom: [CompositionalCustomItem] = []
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "a compositional item or group") else { continue }
            switch f {
            case .layoutSize: item.layoutSize = try layoutSize(c)
            case .contentInsets: item.contentInsets = try directionalInsets(c)
            case .edgeSpacing: item.edgeSpacing = try null(c) ? nil : try edgeSpacing(c)
            case .supplementaryItems: item.supplementaryItems = try anchoredItems(c)
            case .group:
                switch try choice(c, GroupAxisName.self) ?? .horizontal {
                case .horizontal: axis = .horizontal
                case .vertical: axis = .vertical
                case .custom: axis = .custom
                }
            case .interItemSpacing: spacing = try null(c) ? nil : try spacingValue(c)
            case .subitems:
                guard try beginArray(c) else { break }
                var firstElement = true
                var i = 0
                while try nextElement(&firstElement) {
                    list.append(try compositionalItem(.index(i)))
                    i += 1
                }
                path.removeLast()
                if i == 0 { try report("must hold at least one item or group", at: c) }
            case .subitem: single = try compositionalItem(c)
            case .repeatingSubitem: single = try compositionalItem(c)
            case .count: count = try integer(c, in: 1...Self.maxGroupCount)
            case .customItems:
                custom = try customItems(c)
                if custom.isEmpty { try report("must hold at least one item", at: c) }
            }
        }
        try require(seen)
        typealias Field = CompositionalItemField
        if !seen.contains(.group) {
            if mustBeGroup {
                try report("is required (a section's group is a group)", at: .member(Field.group))
            }
            for f in seen.intersection(Field.groupOnly) {
                try report("is only for groups (add \"group\")", at: .member(f))
            }
        } else {
            let sources = seen.intersection(Field.subitemSources).count
            let withCount = seen.contains(.subitem) || seen.contains(.repeatingSubitem)
            if axis == .custom {
                if !seen.contains(.customItems) {
                    try report("is required for a custom group", at: .member(Field.customItems))
                }
                for f in seen.intersection(Field.notCustom) {
                    try report("is not for a custom group", at: .member(f))
                }
            } else if seen.contains(.customItems) {
                try report("is only for a custom group", at: .member(Field.customItems))
            } else if sources != 1 {
                try report("must have exactly one of \"subitems\", \"subitem\" and \"repeatingSubitem\"")
            } else if withCount != seen.contains(.count) {
                try report(
                    seen.contains(.count)
                        ? "is only for \"subitem\" and \"repeatingSubitem\""
                        : "is required with \"subitem\" and \"repeatingSubitem\"",
                    at: .member(Field.count))
            }
            let subitems: CompositionalGroup.Subitems
            if axis == .custom {
                subitems = .custom(custom)
            } else if let single {
                subitems = seen.contains(.subitem) ? .count(single, count) : .repeating(single, count)
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
        var seen = NameSet<CompositionalSizeField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .widthDimension: result.widthDimension = try dimension(key.component)
            case .heightDimension: result.heightDimension = try dimension(key.component)
            }
        }
        try require(seen)
        path.removeLast()
        return result
    }

    /// Exactly one of `{fractionalWidth: f}`, `{fractionalHeight: f}` (f > 0), `{absolute: v}`, `{estimated: v}`.
    mutating func dimension(_ last: PathComponent) throws(APIError) -> CompositionalDimension {
        var result = CompositionalDimension.absolute(0)
        guard try beginObject(last) else { return result }
        var seen = NameSet<CompositionalDimensionField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .fractionalWidth, .fractionalHeight:
                var fraction = try number(c)
                if fraction == 0 {
                    try report("must be a fraction > 0", at: c)
                    fraction = 1
                }
                result = f == .fractionalWidth ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
            case .absolute: result = .absolute(try number(c))
            case .estimated: result = .estimated(try number(c))
            }
        }
        if seen.count != 1 {
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
        var seen = NameSet<CompositionalSpacingField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .fixed: result = .fixed(try number(key.component))
            case .flexible: result = .flexible(try number(key.component))
            }
        }
        if seen.count != 1 { try report("must have exactly one of \"fixed\" and \"flexible\"") }
        path.removeLast()
        return result
    }

    /// `{leading, top, trailing, bottom}`, each a spacing or null.
    mutating func edgeSpacing(_ last: PathComponent) throws(APIError) -> CompositionalEdgeSpacing {
        var result = CompositionalEdgeSpacing()
        guard try beginObject(last) else { return result }
        var seen = NameSet<CompositionalEdgeSpacingField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen) else { continue }
            let value = try null(c) ? nil : try spacingValue(c)
            switch f {
            case .leading: result.leading = value
            case .top: result.top = value
            case .trailing: result.trailing = value
            case .bottom: result.bottom = value
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
                var seen = NameSet<CompositionalCustomItemField>()
                var firstMember = true
                while let key = try nextMember(&firstMember) {
                    guard let f = try field(key, &seen) else { continue }
                    switch f {
                    case .frame: item.frame = try rect(key.component)
                    case .zIndex: item.zIndex = try integer(key.component, in: anyInteger)
                    }
                }
                try require(seen)
                path.removeLast()
            }
            items.append(item)
            i += 1
        }
        path.removeLast()
        return items
    }
}
