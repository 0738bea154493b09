import LayoutEngine

/// `magazine`: MagazineLayout's delegate answers, width modes, headers, footers and backgrounds.
extension RequestDecoder {
    static let magazineLayoutFields: [StaticString] = [
        "sectionInsets", "itemInsets", "horizontalSpacing", "verticalSpacing",
    ]
    static let magazineSectionFields: [StaticString] = [
        "items", "itemCount", "item", "header", "footer", "background", "sectionInsets", "itemInsets",
        "horizontalSpacing", "verticalSpacing",
    ]
    static let magazineItemFields: [StaticString] = ["widthMode", "height"]
    static let widthModeNames: [StaticString] = [
        "fullWidth", "fullWidthIgnoringInsets", "halfWidth", "thirdWidth", "fourthWidth", "fifthWidth",
    ]
    static let heightFields: [StaticString] = ["height"]

    /// One of magazine's own layout fields (`f` indexes `magazineLayoutFields`).
    mutating func magazineLayoutField(
        _ f: Int, _ c: PathComponent, _ layout: inout MagazineLayoutDescription
    ) throws(APIError) {
        switch f {
        case 0: layout.sectionInsets = try insets(c)
        case 1: layout.itemInsets = try insets(c)
        case 2: layout.horizontalSpacing = try number(c)
        case 3: layout.verticalSpacing = try number(c)
        default: preconditionFailure("magazine layout field \(f)")
        }
    }

    /// One magazine section: `items` or `itemCount` + `item` (required with a count), `header`, `footer`,
    /// `background`, and the delegate overrides.
    mutating func magazineSection(_ last: PathComponent, index: Int) throws(APIError) -> MagazineSectionDescription {
        var section = MagazineSectionDescription(items: .explicit([]))
        guard try beginObject(last) else { return section }
        var seen: UInt64 = 0
        var first = true
        var count: Int?
        var item: MagazineItem?
        while let key = try nextMember(&first) {
            let c = key.component
            switch try field(key, Self.magazineSectionFields, &seen, owner: "a magazine section") {
            case 0: section.items = .explicit(try magazineItems(c))
            case 1: count = try integer(c, in: 0...limits.maxUniformItemCount)
            case 2: item = try magazineItem(c)
            case 3: section.headerHeight = try heightObject(c)
            case 4: section.footerHeight = try heightObject(c)
            case 5: section.background = try boolean(c)
            case 6: section.sectionInsets = try insets(c)
            case 7: section.itemInsets = try insets(c)
            case 8: section.horizontalSpacing = try number(c)
            case 9: section.verticalSpacing = try number(c)
            default: break
            }
        }
        try requireOneItemSource(hasItems: seen & 1 != 0, hasCount: seen & 2 != 0)
        if let count {
            if item == nil && count > 0 { try report("is required with \"itemCount\"", at: .name("item")) }
            section.items = .uniform(count: count, item: item)
        }
        path.removeLast()
        return section
    }

    /// Explicit magazine items, counted against `maxItems`.
    mutating func magazineItems(_ last: PathComponent) throws(APIError) -> [MagazineItem] {
        guard try beginArray(last) else { return [] }
        var items: [MagazineItem] = []
        var first = true
        var i = 0
        while try nextElement(&first) {
            try countItem()
            items.append(try magazineItem(.index(i)))
            i &+= 1
        }
        path.removeLast()
        return items
    }

    /// `{"widthMode": ..., "height": h}`, both required.
    mutating func magazineItem(_ last: PathComponent) throws(APIError) -> MagazineItem {
        var result = MagazineItem(widthMode: .fullWidth(respectsHorizontalInsets: true), height: 0)
        guard try beginObject(last) else { return result }
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, Self.magazineItemFields, &seen) {
            case 0: result.widthMode = try widthMode(key.component)
            case 1: result.height = try number(key.component)
            default: break
            }
        }
        try require(Self.magazineItemFields, 3, seen)
        path.removeLast()
        return result
    }

    /// A width mode name, or `{"fractional": n}` (the engine rejects n < 1 with a 422).
    mutating func widthMode(_ last: PathComponent) throws(APIError) -> MagazineWidthMode {
        if peek() == UInt8(ascii: "{") {
            guard try beginObject(last) else { return .fullWidth(respectsHorizontalInsets: true) }
            var divisor = 1
            var seen: UInt64 = 0
            var first = true
            while let key = try nextMember(&first) {
                if try field(key, ["fractional"], &seen) == 0 { divisor = try integer(key.component, in: anyInteger) }
            }
            try require(["fractional"], 1, seen)
            path.removeLast()
            return .fractional(divisor: divisor)
        }
        switch try choice(last, Self.widthModeNames) {
        case 1: return .fullWidth(respectsHorizontalInsets: false)
        case 2: return .fractional(divisor: 2)
        case 3: return .fractional(divisor: 3)
        case 4: return .fractional(divisor: 4)
        case 5: return .fractional(divisor: 5)
        default: return .fullWidth(respectsHorizontalInsets: true)
        }
    }

    /// `{"height": h}` of a header or footer.
    mutating func heightObject(_ last: PathComponent) throws(APIError) -> Double {
        guard try beginObject(last) else { return 0 }
        var height = 0.0
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            if try field(key, Self.heightFields, &seen) == 0 { height = try number(key.component) }
        }
        try require(Self.heightFields, 1, seen)
        path.removeLast()
        return height
    }
}
