import LayoutEngine

/// `MagazineLayout`'s own members (after `LayoutField`'s).
enum MagazineLayoutField: Int, WireNames {
    case sectionInsets, itemInsets, horizontalSpacing, verticalSpacing
    static let table = NameTable(Self.self)
}

/// `MagazineSection`.
enum MagazineSectionField: Int, WireNames {
    case items, itemCount, item, header, footer, background, sectionInsets, itemInsets, horizontalSpacing
    case verticalSpacing
    static let table = NameTable(Self.self)
}

/// `MagazineItem`.
enum MagazineItemField: Int, WireNames {
    case widthMode, height
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.widthMode, .height]
}

/// `MagazineWidthKeyword`.
enum MagazineWidthName: Int, WireNames {
    case fullWidth, fullWidthIgnoringInsets, halfWidth, thirdWidth, fourthWidth, fifthWidth
    static let table = NameTable(Self.self)
}

/// `MagazineFractionalWidth`.
enum MagazineFractionalWidthField: Int, WireNames {
    case fractional
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.fractional]
}

/// `MagazineSupplementary`: a header or footer.
enum MagazineSupplementaryField: Int, WireNames {
    case height
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.height]
}

/// `magazine`: MagazineLayout's delegate answers, width modes, headers, footers and backgrounds.
extension RequestDecoder {
    /// One of magazine's own layout fields.
    mutating func magazineLayoutField(
        _ f: MagazineLayoutField, _ c: PathComponent, _ layout: inout MagazineLayoutDescription
    ) throws(APIError) {
        switch f {
        case .sectionInsets: layout.sectionInsets = try insets(c)
        case .itemInsets: layout.itemInsets = try insets(c)
        case .horizontalSpacing: layout.horizontalSpacing = try number(c)
        case .verticalSpacing: layout.verticalSpacing = try number(c)
        }
    }

    /// One magazine section: `items` or `itemCount` + `item` (required with a count), `header`, `footer`,
    /// `background`, and the delegate overrides.
    mutating func magazineSection(_ last: PathComponent, index: Int) throws(APIError) -> MagazineSectionDescription {
        var section = MagazineSectionDescription(items: .explicit([]))
        guard try beginObject(last) else { return section }
        var seen = NameSet<MagazineSectionField>()
        var first = true
        var count: Int?
        var item: MagazineItem?
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "a magazine section") else { continue }
            switch f {
            case .items: section.items = .explicit(try magazineItems(c))
            case .itemCount: count = try integer(c, in: 0...limits.maxUniformItemCount)
            case .item: item = try magazineItem(c)
            case .header: section.headerHeight = try heightObject(c)
            case .footer: section.footerHeight = try heightObject(c)
            case .background: section.background = try boolean(c)
            case .sectionInsets: section.sectionInsets = try insets(c)
            case .itemInsets: section.itemInsets = try insets(c)
            case .horizontalSpacing: section.horizontalSpacing = try number(c)
            case .verticalSpacing: section.verticalSpacing = try number(c)
            }
        }
        try requireOneItemSource(hasItems: seen.contains(.items), hasCount: seen.contains(.itemCount))
        if let count {
            if item == nil && count > 0 {
                try report("is required with \"itemCount\"", at: .member(MagazineSectionField.item))
            }
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
        var seen = NameSet<MagazineItemField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .widthMode: result.widthMode = try widthMode(key.component)
            case .height: result.height = try number(key.component)
            }
        }
        try require(seen)
        path.removeLast()
        return result
    }

    /// A width mode name, or `{"fractional": n}` (the engine rejects n < 1 with a 422).
    mutating func widthMode(_ last: PathComponent) throws(APIError) -> MagazineWidthMode {
        if peek() == UInt8(ascii: "{") {
            guard try beginObject(last) else { return .fullWidth(respectsHorizontalInsets: true) }
            var divisor = 1
            var seen = NameSet<MagazineFractionalWidthField>()
            var first = true
            while let key = try nextMember(&first) {
                switch try field(key, &seen) {
                case .fractional: divisor = try integer(key.component, in: anyInteger)
                case nil: break
                }
            }
            try require(seen)
            path.removeLast()
            return .fractional(divisor: divisor)
        }
        switch try choice(last, MagazineWidthName.self) ?? .fullWidth {
        case .fullWidth: return .fullWidth(respectsHorizontalInsets: true)
        case .fullWidthIgnoringInsets: return .fullWidth(respectsHorizontalInsets: false)
        case .halfWidth: return .fractional(divisor: 2)
        case .thirdWidth: return .fractional(divisor: 3)
        case .fourthWidth: return .fractional(divisor: 4)
        case .fifthWidth: return .fractional(divisor: 5)
        }
    }

    /// `{"height": h}` of a header or footer.
    mutating func heightObject(_ last: PathComponent) throws(APIError) -> Double {
        guard try beginObject(last) else { return 0 }
        var height = 0.0
        var seen = NameSet<MagazineSupplementaryField>()
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, &seen) {
            case .height: height = try number(key.component)
            case nil: break
            }
        }
        try require(seen)
        path.removeLast()
        return height
    }
}
