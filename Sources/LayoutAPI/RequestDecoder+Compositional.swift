import LayoutEngine

/// `compositional`: the layout's configuration, its section (`NSCollectionLayoutSection`) and the data sections.
extension RequestDecoder {
    static let compositionalLayoutFields: [StaticString] = [
        "interSectionSpacing", "contentInsetsReference", "boundarySupplementaryItems", "section",
    ]
    static let compositionalSectionFields: [StaticString] = ["items", "itemCount", "layout", "orthogonalContentOffset"]
    static let sectionLayoutFields: [StaticString] = [
        "group", "contentInsets", "contentInsetsReference", "interGroupSpacing", "orthogonalScrollingBehavior",
        "supplementariesFollowContentInsets", "boundarySupplementaryItems", "decorationItems",
    ]
    static let referenceNames: [StaticString] = ["automatic", "none", "safeArea", "layoutMargins", "readableContent"]
    static let references: [ContentInsetsReference] = [
        .automatic, .none, .safeArea, .layoutMargins, .readableContent,
    ]
    static let orthogonalNames: [StaticString] = [
        "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
    ]
    static let directionalInsetsFields: [StaticString] = ["top", "leading", "bottom", "trailing"]

    /// One of compositional's own layout fields (`f` indexes `compositionalLayoutFields`).
    mutating func compositionalLayoutField(
        _ f: Int, _ c: PathComponent, _ layout: inout CompositionalLayoutDescription
    ) throws(APIError) {
        switch f {
        case 0: layout.interSectionSpacing = try number(c)
        case 1:
            let i = try choice(c, Self.referenceNames)
            layout.contentInsetsReference = i > 0 ? Self.references[i] : .safeArea
            if i == 0 {
                try report("must not be \"automatic\" for the layout (the layout's default is \"safeArea\")", at: c)
            }
        case 2: layout.boundarySupplementaryItems = try boundaryItems(c)
        case 3: layout.section = try sectionLayout(c)
        default: preconditionFailure("compositional layout field \(f)")
        }
    }

    /// One data section: `items` (measured sizes) or `itemCount`, the section provider's `layout`, and
    /// `orthogonalContentOffset`.
    mutating func compositionalSection(_ last: PathComponent) throws(APIError) -> CompositionalSectionDescription {
        var section = CompositionalSectionDescription(items: .explicit([]))
        guard try beginObject(last) else { return section }
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            switch try field(key, Self.compositionalSectionFields, &seen, owner: "a compositional section") {
            case 0: section.items = .explicit(try sizeItems(c))
            case 1: section.items = .uniform(count: try integer(c, in: 0...limits.maxUniformItemCount), item: nil)
            case 2: section.layout = try sectionLayout(c)
            case 3: section.orthogonalContentOffset = try point(c)
            default: break
            }
        }
        try requireOneItemSource(hasItems: seen & 1 != 0, hasCount: seen & 2 != 0)
        path.removeLast()
        return section
    }

    /// An `NSCollectionLayoutSection`: `group` (a group, required) and the section's properties.
    mutating func sectionLayout(_ last: PathComponent) throws(APIError) -> CompositionalSectionLayout {
        let placeholder = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        var section = CompositionalSectionLayout(group: placeholder)
        guard try beginObject(last) else { return section }
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            switch try field(key, Self.sectionLayoutFields, &seen, owner: "a compositional section layout") {
            case 0: section.group = try compositionalItem(c, mustBeGroup: true)
            case 1: section.contentInsets = try directionalInsets(c)
            case 2: section.contentInsetsReference = Self.references[Swift.max(0, try choice(c, Self.referenceNames))]
            case 3: section.interGroupSpacing = try number(c)
            case 4:
                let i = try choice(c, Self.orthogonalNames)
                section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior.allCases[Swift.max(0, i)]
            case 5: section.supplementariesFollowContentInsets = try boolean(c)
            case 6: section.boundarySupplementaryItems = try boundaryItems(c)
            case 7: section.decorationItems = try decorationItems(c)
            default: break
            }
        }
        try require(Self.sectionLayoutFields, 1, seen)
        path.removeLast()
        return section
    }

    /// `NSDirectionalEdgeInsets`: `{top, leading, bottom, trailing}`, each optional (0) and `>= 0`.
    mutating func directionalInsets(_ last: PathComponent) throws(APIError) -> DirectionalInsets {
        guard try beginObject(last) else { return .zero }
        var result = DirectionalInsets.zero
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, Self.directionalInsetsFields, &seen) {
            case 0: result.top = try number(key.component)
            case 1: result.leading = try number(key.component)
            case 2: result.bottom = try number(key.component)
            case 3: result.trailing = try number(key.component)
            default: break
            }
        }
        path.removeLast()
        return result
    }

    /// A JSON string value, unescaped.
    mutating func stringValue(_ last: PathComponent) throws(APIError) -> String {
        guard peek() == UInt8(ascii: "\"") else {
            try report("must be a string", at: last)
            try skipValue(at: last)
            return ""
        }
        path.append(last)
        let s = try readString()
        path.removeLast()
        if s.escaped { return String(decoding: unescapedKey, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(start: base + s.start, count: s.end - s.start), as: UTF8.self)
    }

    /// Reads `null` when it is next (`true`), else leaves the value unread.
    mutating func null(_ last: PathComponent) throws(APIError) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        path.append(last)
        try readLiteral("null")
        path.removeLast()
        return true
    }
}
