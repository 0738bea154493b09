import LayoutEngine

/// `waterfall`: CHTCollectionViewWaterfallLayout's properties and per-section delegate answers.
extension RequestDecoder {
    static let waterfallLayoutFields: [StaticString] = [
        "columnCount", "minimumColumnSpacing", "minimumInteritemSpacing", "headerHeight", "footerHeight",
        "headerInset", "footerInset", "sectionInset", "itemRenderDirection", "minimumContentHeight", "itemSize",
    ]
    static let renderDirectionNames: [StaticString] = ["shortestFirst", "leftToRight", "rightToLeft"]
    static let waterfallSectionFields: [StaticString] = [
        "items", "itemCount", "itemSize", "columnCount", "minimumColumnSpacing", "minimumInteritemSpacing", "inset",
        "headerHeight", "footerHeight", "headerInset", "footerInset",
    ]

    /// Column counts the decoder accepts: below 1 is the engine's 422 (`columnCountOutOfRange`), above
    /// `maxColumnCount` a 400 here.
    var columnCounts: ClosedRange<Int> { anyInteger.lowerBound...limits.maxColumnCount }

    /// One of waterfall's own layout fields (`f` indexes `waterfallLayoutFields`).
    mutating func waterfallLayoutField(
        _ f: Int, _ c: PathComponent, _ layout: inout WaterfallLayoutDescription
    ) throws(APIError) {
        switch f {
        case 0: layout.columnCount = try integer(c, in: columnCounts)
        case 1: layout.minimumColumnSpacing = try number(c)
        case 2: layout.minimumInteritemSpacing = try number(c)
        case 3: layout.headerHeight = try number(c)
        case 4: layout.footerHeight = try number(c)
        case 5: layout.headerInset = try insets(c)
        case 6: layout.footerInset = try insets(c)
        case 7: layout.sectionInset = try insets(c)
        case 8:
            let i = try choice(c, Self.renderDirectionNames)
            layout.itemRenderDirection =
                [WaterfallItemRenderDirection.shortestFirst, .leftToRight, .rightToLeft][
                    Swift.max(i, 0)]
        case 9: layout.minimumContentHeight = try number(c)
        case 10: layout.itemSize = try size(c)
        default: preconditionFailure("waterfall layout field \(f)")
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
        var seen: UInt64 = 0
        var first = true
        var count: Int?
        while let key = try nextMember(&first) {
            let c = key.component
            switch try field(key, Self.waterfallSectionFields, &seen, owner: "a waterfall section") {
            case 0:
                let (items, fullSpan) = try waterfallItems(c)
                section.items = .explicit(items)
                section.fullSpanItems = fullSpan
            case 1: count = try integer(c, in: 0...limits.maxUniformItemCount)
            case 2: section.itemSize = try size(c)
            case 3: section.columnCount = try integer(c, in: columnCounts)
            case 4: section.minimumColumnSpacing = try number(c)
            case 5: section.minimumInteritemSpacing = try number(c)
            case 6: section.inset = try insets(c)
            case 7: section.headerHeight = try number(c)
            case 8: section.footerHeight = try number(c)
            case 9: section.headerInset = try insets(c)
            case 10: section.footerInset = try insets(c)
            default: break
            }
        }
        try requireOneItemSource(hasItems: seen & 1 != 0, hasCount: seen & 2 != 0)
        if let count { section.items = .uniform(count: count, item: section.itemSize) }
        path.removeLast()
    }

    static let waterfallItemFields: [StaticString] = ["width", "height", "fullSpan"]

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
                let (item, spans) = try waterfallItem(.index(i))
                items.append(item)
                if spans { fullSpan.append(i) }
            }
            i &+= 1
        }
        path.removeLast()
        itemCountHint = i
        return (items, fullSpan)
    }

    /// One waterfall item: `{width, height}` (both required, `>= 0`) and an optional `fullSpan` boolean.
    mutating func waterfallItem(_ last: PathComponent) throws(APIError) -> (Size, Bool) {
        guard try beginObject(last) else { return (.zero, false) }
        var size = Size.zero
        var fullSpan = false
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, Self.waterfallItemFields, &seen, owner: "a waterfall item") {
            case 0: size.width = try number(key.component)
            case 1: size.height = try number(key.component)
            case 2: fullSpan = try boolean(key.component)
            default: break
            }
        }
        try require(Self.waterfallItemFields, 3, seen)
        path.removeLast()
        return (size, fullSpan)
    }
}
