import LayoutEngine

/// `WaterfallLayout`'s own members (after `LayoutField`'s).
enum WaterfallLayoutField: Int, WireNames {
    case columnCount, minimumColumnSpacing, minimumInteritemSpacing, headerHeight, footerHeight, headerInset
    case footerInset, sectionInset, itemRenderDirection, minimumContentHeight, itemSize
    static let table = NameTable(Self.self)
}

/// `WaterfallSection`.
enum WaterfallSectionField: Int, WireNames {
    case items, itemCount, itemSize, columnCount, minimumColumnSpacing, minimumInteritemSpacing, inset
    case headerHeight, footerHeight, headerInset, footerInset, estimated, id
    static let table = NameTable(Self.self)
}

/// `WaterfallItem`.
enum WaterfallItemField: Int, WireNames {
    case width, height, fullSpan, id, estimated
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.width, .height]
}

/// `WaterfallItemRenderDirection`.
enum WaterfallRenderDirectionName: Int, WireNames {
    case shortestFirst, leftToRight, rightToLeft
    static let table = NameTable(Self.self)
}

/// `waterfall`: CHTCollectionViewWaterfallLayout's properties and per-section delegate answers.
extension RequestDecoder {
    /// Column counts the decoder accepts: below 1 is the engine's 422 (`columnCountOutOfRange`), above
    /// `maxColumnCount` a 400 here.
    var columnCounts: ClosedRange<Int> { anyInteger.lowerBound...limits.maxColumnCount }

    /// One of waterfall's own layout fields.
    mutating func waterfallLayoutField(
        _ f: WaterfallLayoutField, _ c: PathComponent, _ layout: inout WaterfallLayoutDescription
    ) throws(APIError) {
        switch f {
        case .columnCount: layout.columnCount = try integer(c, in: columnCounts)
        case .minimumColumnSpacing: layout.minimumColumnSpacing = try number(c)
        case .minimumInteritemSpacing: layout.minimumInteritemSpacing = try number(c)
        case .headerHeight: layout.headerHeight = try number(c)
        case .footerHeight: layout.footerHeight = try number(c)
        case .headerInset: layout.headerInset = try insets(c)
        case .footerInset: layout.footerInset = try insets(c)
        case .sectionInset: layout.sectionInset = try insets(c)
        case .itemRenderDirection:
            switch try choice(c, WaterfallRenderDirectionName.self) ?? .shortestFirst {
            case .shortestFirst: layout.itemRenderDirection = .shortestFirst
            case .leftToRight: layout.itemRenderDirection = .leftToRight
            case .rightToLeft: layout.itemRenderDirection = .rightToLeft
            }
        case .minimumContentHeight: layout.minimumContentHeight = try number(c)
        case .itemSize: layout.itemSize = try size(c)
        }
    }

    /// One waterfall section: `items` (aspect sizes) or `itemCount` (+ `itemSize`), and CHT's overrides.
    mutating func waterfallSection(_ last: PathComponent) throws(APIError) -> WaterfallSectionDescription {
        var section = WaterfallSectionDescription(items: .explicit([]))
        try waterfallSection(last, into: &section)
        return section
    }

    /// One waterfall section read into `section` (as `WaterfallSectionDescription(items: .explicit([]))` leaves
    /// it): `sections` reads each in place in the layout's array, with no copy of the description.
    mutating func waterfallSection(_ last: PathComponent, into section: inout WaterfallSectionDescription)
        throws(APIError)
    {
        guard try beginObject(last) else { return }
        var seen = NameSet<WaterfallSectionField>()
        var first = true
        var count: Int?
        var estimated = false
        var items = section.items
        var fullSpan = section.fullSpanItems
        // The answers read into a local value, then boxed once (a section that gives none holds nothing).
        var overrides = WaterfallSectionDescription.Overrides()
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "a waterfall section") else { continue }
            switch f {
            case .items:
                let (sizes, spanning) = try waterfallItems(c)
                items = .explicit(sizes)
                fullSpan = spanning
            case .itemCount: count = try integer(c, in: 0...limits.maxUniformItemCount)
            case .itemSize: overrides.itemSize = try size(c)
            case .columnCount: overrides.columnCount = try integer(c, in: columnCounts)
            case .minimumColumnSpacing: overrides.minimumColumnSpacing = try number(c)
            case .minimumInteritemSpacing: overrides.minimumInteritemSpacing = try number(c)
            case .inset: overrides.inset = try insets(c)
            case .headerHeight: overrides.headerHeight = try number(c)
            case .footerHeight: overrides.footerHeight = try number(c)
            case .headerInset: overrides.headerInset = try insets(c)
            case .footerInset: overrides.footerInset = try insets(c)
            case .estimated: estimated = try estimatedFlag(c)
            case .id: try sectionID(c)
            }
        }
        try requireOneItemSource(hasItems: seen.contains(.items), hasCount: seen.contains(.itemCount))
        if estimated { annotations.markSectionEstimated() }
        if let count { items = .uniform(count: count, item: overrides.itemSize) }
        section = WaterfallSectionDescription(
            items: items, fullSpanItems: fullSpan, overrides: overrides, shared: &waterfallOverrides)
        path.removeLast()
    }

    /// A waterfall section's `items`: aspect sizes, each optionally with `"fullSpan": true`, counted against
    /// `maxItems`; returns the sizes and the indices of the full-span items in order. A plain `{width, height}`
    /// takes the same fast paths as flow's items (the run of compact items, then `fastSize`).
    mutating func waterfallItems(_ last: PathComponent) throws(APIError) -> ([Size], [Int]) {
        guard try beginArray(last) else { return ([], []) }
        let fit = Swift.min((count &- pos) / 23, limits.maxItems &- itemTotal, itemCountHint)
        var run = 0
        var items = itemsWithCompactRun(capacity: Swift.max(fit, 0) &+ 1, run: &run)
        var fullSpan: [Int] = []
        var first = run == 0
        var i = run
        while try nextElement(&first) {
            try countItem()
            if let item = fastSize() {
                items.append(item)
            } else {
                let (item, spans) = try waterfallItem(.index(i), item: i)
                items.append(item)
                if spans { fullSpan.append(i) }
            }
            i &+= 1
        }
        path.removeLast()
        itemCountHint = i
        return (items, fullSpan)
    }

    /// One waterfall item (item `k` of the current section): `{width, height}` (both required, `>= 0`), an
    /// optional `fullSpan` boolean, `id` and `estimated`.
    mutating func waterfallItem(_ last: PathComponent, item k: Int) throws(APIError) -> (Size, Bool) {
        guard try beginObject(last) else { return (.zero, false) }
        var size = Size.zero
        var fullSpan = false
        var seen = NameSet<WaterfallItemField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen, owner: "a waterfall item") else { continue }
            switch f {
            case .width: size.width = try number(key.component)
            case .height: size.height = try number(key.component)
            case .fullSpan: fullSpan = try boolean(key.component)
            case .id: try itemID(key.component, item: k)
            case .estimated: if try estimatedFlag(key.component) { annotations.markEstimated(item: k) }
            }
        }
        try require(seen)
        path.removeLast()
        return (size, fullSpan)
    }
}
