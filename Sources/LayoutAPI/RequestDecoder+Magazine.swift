import LayoutEngine

/// `MagazineLayout`'s own members (after `LayoutField`'s).
enum MagazineLayoutField: Int, WireNames {
    case sectionInsets, itemInsets, horizontalSpacing, verticalSpacing
    static let table = NameTable(Self.self)
}

/// `MagazineSection`.
enum MagazineSectionField: Int, WireNames {
    case items, itemCount, item, header, footer, background, sectionInsets, itemInsets, horizontalSpacing
    case verticalSpacing, estimated, id
    static let table = NameTable(Self.self)
}

/// `MagazineItem`. `height` is required by the decoder for a `static` item only.
enum MagazineItemField: Int, WireNames {
    case widthMode, height, heightMode, id, estimated
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.widthMode]
}

/// `MagazineHeightMode`.
enum MagazineHeightModeName: Int, WireNames {
    case `static`, dynamic, dynamicAndStretchToTallestItemInRow
    static let table = NameTable(Self.self)
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

/// `MagazineSupplementary`: a header or footer. `height` is required by the decoder unless it is estimated.
enum MagazineSupplementaryField: Int, WireNames {
    case height, estimated
    static let table = NameTable(Self.self)
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
    /// `background`, `estimated`, and the delegate overrides. A uniform section whose `item` is an estimate is
    /// estimated as a whole.
    mutating func magazineSection(_ last: PathComponent, index: Int) throws(APIError) -> MagazineSectionDescription {
        var items = ItemList<MagazineItem>.explicit([])
        var answers = MagazineSectionDescription.Answers()
        guard try beginObject(last) else { return MagazineSectionDescription(items: items) }
        var seen = NameSet<MagazineSectionField>()
        var first = true
        var count: Int?
        var item: MagazineItem?
        var estimated = false
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "a magazine section") else { continue }
            switch f {
            case .items: items = .explicit(try magazineItems(c))
            case .itemCount: count = try integer(c, in: 0...limits.maxUniformItemCount)
            case .item:
                let (uniform, isEstimate) = try magazineItem(c, item: nil)
                item = uniform
                if isEstimate { estimated = true }
            case .header: (answers.headerHeight, answers.headerEstimated) = try supplementary(c)
            case .footer: (answers.footerHeight, answers.footerEstimated) = try supplementary(c)
            case .background: answers.background = try boolean(c)
            case .sectionInsets: answers.sectionInsets = try insets(c)
            case .itemInsets: answers.itemInsets = try insets(c)
            case .horizontalSpacing: answers.horizontalSpacing = try number(c)
            case .verticalSpacing: answers.verticalSpacing = try number(c)
            case .estimated: if try estimatedFlag(c) { estimated = true }
            case .id: try sectionID(c)
            }
        }
        try requireOneItemSource(hasItems: seen.contains(.items), hasCount: seen.contains(.itemCount))
        if estimated { annotations.markSectionEstimated() }
        if let count {
            if item == nil && count > 0 {
                try report("is required with \"itemCount\"", at: .member(MagazineSectionField.item))
            }
            items = .uniform(count: count, item: item)
        }
        path.removeLast()
        return MagazineSectionDescription(items: items, answers: answers, shared: &magazineAnswers)
    }

    /// Explicit magazine items, counted against `maxItems`.
    mutating func magazineItems(_ last: PathComponent) throws(APIError) -> [MagazineItem] {
        guard try beginArray(last) else { return [] }
        var items: [MagazineItem] = []
        var first = true
        var i = 0
        while try nextElement(&first) {
            try countItem()
            let (item, estimated) = try magazineItem(.index(i), item: i)
            items.append(item)
            if estimated { annotations.markEstimated(item: i) }
            i &+= 1
        }
        path.removeLast()
        return items
    }

    /// `{"widthMode": ..., "height": h, "heightMode": ...}` (item `k` of the current section; `nil` for a
    /// uniform section's `item`, which may not carry an `id`), and whether its height is an estimate: a `static`
    /// item (the default) requires `height`; a dynamic one without it is estimated at MagazineLayout's 150, with
    /// it measured unless `"estimated": true`.
    mutating func magazineItem(_ last: PathComponent, item k: Int?) throws(APIError) -> (MagazineItem, Bool) {
        var result = MagazineItem(widthMode: .fullWidth(respectsHorizontalInsets: true), height: 0)
        guard try beginObject(last) else { return (result, false) }
        var estimated = false
        var seen = NameSet<MagazineItemField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .widthMode: result.widthMode = try widthMode(c)
            case .height: result.height = try number(c)
            case .heightMode:
                annotations.usesV3 = true
                switch try choice(c, MagazineHeightModeName.self) ?? .static {
                case .static: result.heightMode = .static
                case .dynamic: result.heightMode = .dynamic
                case .dynamicAndStretchToTallestItemInRow: result.heightMode = .dynamicAndStretchToTallestItemInRow
                }
            case .id:
                if let k { try itemID(c, item: k) } else { try refuseUniformID(c) }
            case .estimated: estimated = try estimatedFlag(c)
            }
        }
        try require(seen)
        if !seen.contains(.height) {
            if result.heightMode == .static {
                try report("is required", at: .member(MagazineItemField.height))
            } else {
                result.height = MagazineItem.defaultEstimatedHeight
                estimated = true
            }
        }
        path.removeLast()
        return (result, estimated)
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

    /// `{"height": h, "estimated": ...}` of a header or footer, and whether `h` is an estimate: `height` is
    /// required unless `"estimated": true`, whose default height is MagazineLayout's 44.
    mutating func supplementary(_ last: PathComponent) throws(APIError) -> (Double?, Bool) {
        guard try beginObject(last) else { return (0, false) }
        var height = 0.0
        var estimated = false
        var seen = NameSet<MagazineSupplementaryField>()
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, &seen) {
            case .height: height = try number(key.component)
            case .estimated: estimated = try estimatedFlag(key.component)
            case nil: break
            }
        }
        if !seen.contains(.height) {
            if estimated {
                height = Self.defaultEstimatedSupplementaryHeight
            } else {
                try report("is required", at: .member(MagazineSupplementaryField.height))
            }
        }
        path.removeLast()
        return (height, estimated)
    }

    /// MagazineLayout's `Default.HeaderHeight` and `Default.FooterHeight`: an estimated header's or footer's
    /// height when none is given.
    static let defaultEstimatedSupplementaryHeight = 44.0
}
