import LayoutEngine

/// Compositional boundary supplementaries, anchored supplementaries and decorations.
extension RequestDecoder {
    static let boundaryItemFields: [StaticString] = [
        "elementKind", "layoutSize", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "zIndex",
        "contentInsets",
    ]
    static let alignmentNames: [StaticString] = [
        "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing",
    ]
    static let anchoredItemFields: [StaticString] = [
        "elementKind", "layoutSize", "containerAnchor", "itemAnchor", "zIndex",
    ]
    static let anchorFields: [StaticString] = ["edges", "absoluteOffset", "fractionalOffset"]
    static let edgeNames: [StaticString] = ["top", "leading", "bottom", "trailing"]
    static let decorationFields: [StaticString] = ["elementKind", "zIndex", "contentInsets"]

    /// `boundarySupplementaryItems`: `elementKind`, `layoutSize` and `alignment` required.
    mutating func boundaryItems(_ last: PathComponent) throws(APIError) -> [CompositionalBoundaryItem] {
        guard try beginArray(last) else { return [] }
        var items: [CompositionalBoundaryItem] = []
        var first = true
        var i = 0
        while try nextElement(&first) {
            var item = CompositionalBoundaryItem(
                elementKind: "",
                layoutSize: CompositionalSize(widthDimension: .absolute(0), heightDimension: .absolute(0)),
                alignment: .top)
            if try beginObject(.index(i)) {
                var seen: UInt64 = 0
                var firstMember = true
                while let key = try nextMember(&firstMember) {
                    let c = key.component
                    switch try field(key, Self.boundaryItemFields, &seen, owner: "a boundary supplementary item") {
                    case 0: item.elementKind = try stringValue(c)
                    case 1: item.layoutSize = try layoutSize(c)
                    case 2:
                        item.alignment =
                            CompositionalAlignment.allCases[Swift.max(0, try choice(c, Self.alignmentNames))]
                    case 3: item.absoluteOffset = try point(c)
                    case 4: item.extendsBoundary = try boolean(c)
                    case 5: item.pinToVisibleBounds = try boolean(c)
                    case 6: item.zIndex = try integer(c, in: anyInteger)
                    case 7: item.contentInsets = try directionalInsets(c)
                    default: break
                    }
                }
                try require(Self.boundaryItemFields, 7, seen)
                path.removeLast()
            }
            items.append(item)
            i += 1
        }
        path.removeLast()
        return items
    }

    /// An item's or group's `supplementaryItems`: `elementKind`, `layoutSize`, `containerAnchor` required.
    mutating func anchoredItems(_ last: PathComponent) throws(APIError) -> [CompositionalAnchoredItem] {
        guard try beginArray(last) else { return [] }
        var items: [CompositionalAnchoredItem] = []
        var first = true
        var i = 0
        while try nextElement(&first) {
            var item = CompositionalAnchoredItem(
                elementKind: "",
                layoutSize: CompositionalSize(widthDimension: .absolute(0), heightDimension: .absolute(0)),
                containerAnchor: CompositionalAnchor(edges: []))
            if try beginObject(.index(i)) {
                var seen: UInt64 = 0
                var firstMember = true
                while let key = try nextMember(&firstMember) {
                    let c = key.component
                    switch try field(key, Self.anchoredItemFields, &seen, owner: "a supplementary item") {
                    case 0: item.elementKind = try stringValue(c)
                    case 1: item.layoutSize = try layoutSize(c)
                    case 2: item.containerAnchor = try anchor(c)
                    case 3: item.itemAnchor = try null(c) ? nil : try anchor(c)
                    case 4: item.zIndex = try integer(c, in: anyInteger)
                    default: break
                    }
                }
                try require(Self.anchoredItemFields, 7, seen)
                path.removeLast()
            }
            items.append(item)
            i += 1
        }
        path.removeLast()
        return items
    }

    /// `NSCollectionLayoutAnchor`: `edges` (default `[]`, the centre) and at most one offset.
    mutating func anchor(_ last: PathComponent) throws(APIError) -> CompositionalAnchor {
        var result = CompositionalAnchor(edges: [])
        guard try beginObject(last) else { return result }
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            switch try field(key, Self.anchorFields, &seen) {
            case 0:
                guard try beginArray(c) else { break }
                var firstElement = true
                var i = 0
                while try nextElement(&firstElement) {
                    let e = try choice(.index(i), Self.edgeNames)
                    if e >= 0 { result.edges.insert(CompositionalAnchor.Edges(rawValue: 1 << UInt8(e))) }
                    i += 1
                }
                path.removeLast()
            case 1: result.offset = .absolute(try point(c))
            case 2: result.offset = .fractional(try point(c))
            default: break
            }
        }
        if seen & 6 == 6 { try report("must have at most one of \"absoluteOffset\" and \"fractionalOffset\"") }
        path.removeLast()
        return result
    }

    /// A section's `decorationItems`: `elementKind` required.
    mutating func decorationItems(_ last: PathComponent) throws(APIError) -> [CompositionalDecorationItem] {
        guard try beginArray(last) else { return [] }
        var items: [CompositionalDecorationItem] = []
        var first = true
        var i = 0
        while try nextElement(&first) {
            var item = CompositionalDecorationItem(elementKind: "")
            if try beginObject(.index(i)) {
                var seen: UInt64 = 0
                var firstMember = true
                while let key = try nextMember(&firstMember) {
                    let c = key.component
                    switch try field(key, Self.decorationFields, &seen, owner: "a decoration item") {
                    case 0: item.elementKind = try stringValue(c)
                    case 1: item.zIndex = try integer(c, in: anyInteger)
                    case 2: item.contentInsets = try directionalInsets(c)
                    default: break
                    }
                }
                try require(Self.decorationFields, 1, seen)
                path.removeLast()
            }
            items.append(item)
            i += 1
        }
        path.removeLast()
        return items
    }
}
