import LayoutEngine

/// `CompositionalBoundaryItem`: an `NSCollectionLayoutBoundarySupplementaryItem`.
enum CompositionalBoundaryItemField: Int, WireNames {
    case elementKind, layoutSize, alignment, absoluteOffset, extendsBoundary, pinToVisibleBounds, zIndex
    case contentInsets
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.elementKind, .layoutSize, .alignment]
}

/// `CompositionalAlignment`: an `NSRectAlignment`.
enum CompositionalAlignmentName: Int, WireNames {
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
    static let table = NameTable(Self.self)
}

/// `CompositionalSupplementaryItem`: an item's or group's anchored `NSCollectionLayoutSupplementaryItem`.
enum CompositionalSupplementaryItemField: Int, WireNames {
    case elementKind, layoutSize, containerAnchor, itemAnchor, zIndex
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.elementKind, .layoutSize, .containerAnchor]
}

/// `CompositionalAnchor`: one of three anchor schemas (`CompositionalNoOffsetAnchor`, `…AbsoluteOffsetAnchor`,
/// `…FractionalOffsetAnchor`).
enum CompositionalAnchorField: Int, WireNames {
    case edges, absoluteOffset, fractionalOffset
    static let table = NameTable(Self.self)
}

/// An anchor's `edges`.
enum AnchorEdgeName: Int, WireNames {
    case top, leading, bottom, trailing
    static let table = NameTable(Self.self)
}

/// `CompositionalDecorationItem`: an `NSCollectionLayoutDecorationItem`.
enum CompositionalDecorationItemField: Int, WireNames {
    case elementKind, zIndex, contentInsets
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.elementKind]
}

/// Compositional boundary supplementaries, anchored supplementaries and decorations.
extension RequestDecoder {
    /// The most UTF-8 bytes of an `elementKind`: an answer repeats the kind on every element of it.
    static let maxElementKindLength = 128

    /// An `elementKind`: a string of 1 to 128 UTF-8 bytes; `""` (reported) otherwise.
    mutating func elementKind(_ last: PathComponent) throws(APIError) -> String {
        try boundedString(last, maxBytes: Self.maxElementKindLength, what: "an element kind") ?? ""
    }

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
                var seen = NameSet<CompositionalBoundaryItemField>()
                var firstMember = true
                while let key = try nextMember(&firstMember) {
                    let c = key.component
                    guard let f = try field(key, &seen, owner: "a boundary supplementary item") else { continue }
                    switch f {
                    case .elementKind: item.elementKind = try elementKind(c)
                    case .layoutSize: item.layoutSize = try layoutSize(c)
                    case .alignment: item.alignment = try alignment(c)
                    case .absoluteOffset: item.absoluteOffset = try point(c)
                    case .extendsBoundary: item.extendsBoundary = try boolean(c)
                    case .pinToVisibleBounds: item.pinToVisibleBounds = try boolean(c)
                    case .zIndex: item.zIndex = try integer(c, in: anyInteger)
                    case .contentInsets: item.contentInsets = try directionalInsets(c)
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
                var seen = NameSet<CompositionalSupplementaryItemField>()
                var firstMember = true
                while let key = try nextMember(&firstMember) {
                    let c = key.component
                    guard let f = try field(key, &seen, owner: "a supplementary item") else { continue }
                    switch f {
                    case .elementKind: item.elementKind = try elementKind(c)
                    case .layoutSize: item.layoutSize = try layoutSize(c)
                    case .containerAnchor: item.containerAnchor = try anchor(c)
                    case .itemAnchor: item.itemAnchor = try null(c) ? nil : try anchor(c)
                    case .zIndex: item.zIndex = try integer(c, in: anyInteger)
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

    /// `NSCollectionLayoutAnchor`: `edges` (default `[]`, the centre) and at most one offset.
    mutating func anchor(_ last: PathComponent) throws(APIError) -> CompositionalAnchor {
        var result = CompositionalAnchor(edges: [])
        guard try beginObject(last) else { return result }
        var seen = NameSet<CompositionalAnchorField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .edges:
                guard try beginArray(c) else { break }
                var firstElement = true
                var i = 0
                while try nextElement(&firstElement) {
                    switch try choice(.index(i), AnchorEdgeName.self) {
                    case .top: result.edges.insert(.top)
                    case .leading: result.edges.insert(.leading)
                    case .bottom: result.edges.insert(.bottom)
                    case .trailing: result.edges.insert(.trailing)
                    case nil: break
                    }
                    i += 1
                }
                path.removeLast()
            case .absoluteOffset: result.offset = .absolute(try point(c))
            case .fractionalOffset: result.offset = .fractional(try point(c))
            }
        }
        if seen.contains(.absoluteOffset) && seen.contains(.fractionalOffset) {
            try report("must have at most one of \"absoluteOffset\" and \"fractionalOffset\"")
        }
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
                var seen = NameSet<CompositionalDecorationItemField>()
                var firstMember = true
                while let key = try nextMember(&firstMember) {
                    let c = key.component
                    guard let f = try field(key, &seen, owner: "a decoration item") else { continue }
                    switch f {
                    case .elementKind: item.elementKind = try elementKind(c)
                    case .zIndex: item.zIndex = try integer(c, in: anyInteger)
                    case .contentInsets: item.contentInsets = try directionalInsets(c)
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

    /// A boundary item's `alignment` (`top` when it is not one).
    mutating func alignment(_ last: PathComponent) throws(APIError) -> CompositionalAlignment {
        switch try choice(last, CompositionalAlignmentName.self) ?? .top {
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }
}
