import LayoutEngine

/// `iglist`: IGListCollectionViewLayout's properties and the section controllers' answers.
extension RequestDecoder {
    /// `itemSize` is the size of a uniform section's items when the section names none (the engine's default).
    static let iglistLayoutFields: [StaticString] = ["stretchToEdge", "showHeaderWhenEmpty", "itemSize"]
    static let iglistSectionFields: [StaticString] = [
        "items", "itemCount", "itemSize", "inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerSize",
        "footerSize",
    ]

    /// One of iglist's own layout fields (`f` indexes `iglistLayoutFields`).
    mutating func iglistLayoutField(
        _ f: Int, _ c: PathComponent, _ layout: inout IGListLayoutDescription
    ) throws(APIError) {
        switch f {
        case 0: layout.stretchToEdge = try boolean(c)
        case 1: layout.showHeaderWhenEmpty = try boolean(c)
        case 2: layout.itemSize = try size(c)
        default: preconditionFailure("iglist layout field \(f)")
        }
    }

    /// One iglist section: `items` or `itemCount` (+ `itemSize`), inset, spacings, header and footer sizes.
    mutating func iglistSection(_ last: PathComponent) throws(APIError) -> IGListSectionDescription {
        var section = IGListSectionDescription(items: .explicit([]))
        guard try beginObject(last) else { return section }
        var seen: UInt64 = 0
        var first = true
        var count: Int?
        while let key = try nextMember(&first) {
            let c = key.component
            switch try field(key, Self.iglistSectionFields, &seen, owner: "an iglist section") {
            case 0: section.items = .explicit(try sizeItems(c))
            case 1: count = try integer(c, in: 0...limits.maxUniformItemCount)
            case 2: section.itemSize = try size(c)
            case 3: section.inset = try insets(c)
            case 4: section.minimumLineSpacing = try number(c)
            case 5: section.minimumInteritemSpacing = try number(c)
            case 6: section.headerSize = try size(c)
            case 7: section.footerSize = try size(c)
            default: break
            }
        }
        try requireOneItemSource(hasItems: seen & 1 != 0, hasCount: seen & 2 != 0)
        if let count { section.items = .uniform(count: count, item: section.itemSize) }
        path.removeLast()
        return section
    }
}
