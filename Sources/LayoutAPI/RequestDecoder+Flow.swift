import LayoutEngine

/// `FlowLayout`'s own members (after `LayoutField`'s).
enum FlowLayoutField: Int, WireNames {
    case itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, headerReferenceSize
    case footerReferenceSize, sectionHeadersPinToVisibleBounds, sectionFootersPinToVisibleBounds, lineAlignment
    case itemAlignment, lastLineAlignment, estimatedItemSize
    static let table = NameTable(Self.self)
}

/// `FlowSection`, and `IGListSection`, which has the same members.
enum FlowSectionField: Int, WireNames {
    case items, itemCount, itemSize, inset, minimumLineSpacing, minimumInteritemSpacing, headerSize, footerSize
    case estimated, id
    static let table = NameTable(Self.self)
}

/// `FlowLayout.lastLineAlignment`.
enum FlowLastLineAlignmentName: Int, WireNames {
    case automatic, grid, start, center, end, justified
    static let table = NameTable(Self.self)
}

/// `FlowLineAlignment`.
enum FlowLineAlignmentName: Int, WireNames {
    case justified, start, center, end
    static let table = NameTable(Self.self)
}

/// `FlowItemAlignment`.
enum FlowItemAlignmentName: Int, WireNames {
    case start, center, end
    static let table = NameTable(Self.self)
}

/// `flow`: UICollectionViewFlowLayout's properties and the `UICollectionViewDelegateFlowLayout` answers.
extension RequestDecoder {
    /// One of flow's own layout fields.
    mutating func flowLayoutField(
        _ f: FlowLayoutField, _ c: PathComponent, _ layout: inout DecodedLayout
    ) throws(APIError) {
        switch f {
        case .itemSize: layout.flow.itemSize = try size(c)
        case .minimumLineSpacing: layout.flow.minimumLineSpacing = try number(c)
        case .minimumInteritemSpacing: layout.flow.minimumInteritemSpacing = try number(c)
        case .sectionInset: layout.flow.sectionInset = try insets(c)
        case .headerReferenceSize: layout.flow.headerReferenceSize = try size(c)
        case .footerReferenceSize: layout.flow.footerReferenceSize = try size(c)
        case .sectionHeadersPinToVisibleBounds: layout.pinHeadersToVisibleBounds = try boolean(c)
        case .sectionFootersPinToVisibleBounds: layout.pinFootersToVisibleBounds = try boolean(c)
        case .lineAlignment:
            switch try choice(c, FlowLineAlignmentName.self) ?? .justified {
            case .justified: layout.flow.lineAlignment = .justified
            case .start: layout.flow.lineAlignment = .start
            case .center: layout.flow.lineAlignment = .center
            case .end: layout.flow.lineAlignment = .end
            }
        case .itemAlignment:
            switch try choice(c, FlowItemAlignmentName.self) ?? .center {
            case .start: layout.flow.itemAlignment = .start
            case .center: layout.flow.itemAlignment = .center
            case .end: layout.flow.itemAlignment = .end
            }
        case .lastLineAlignment:
            switch try choice(c, FlowLastLineAlignmentName.self) ?? .automatic {
            case .automatic: layout.flow.lastLineAlignment = .automatic
            case .grid: layout.flow.lastLineAlignment = .grid
            case .start: layout.flow.lastLineAlignment = .start
            case .center: layout.flow.lastLineAlignment = .center
            case .end: layout.flow.lastLineAlignment = .end
            case .justified: layout.flow.lastLineAlignment = .justified
            }
        case .estimatedItemSize:
            annotations.usesV3 = true
            layout.estimatedItemSize = try size(c)
        }
    }

    /// One flow section: `items` or `itemCount` (+ `itemSize`), `estimated`, and the delegate overrides. iglist
    /// sections have the same fields and read through here too, named as `owner` in errors, their items by
    /// `rules`.
    mutating func flowSection(
        _ last: PathComponent, owner: String = "a flow section", rules: SizeItemRules = .flow
    ) throws(APIError) -> FlowSectionDescription {
        var section = FlowSectionDescription(items: .explicit([]))
        try flowSection(last, into: &section, owner: owner, rules: rules)
        return section
    }

    /// One flow section read into `section` (as `FlowSectionDescription(items: .explicit([]))` leaves it):
    /// `sections` reads each in place in the layout's array, with no copy of the description.
    /// An estimated uniform section without `itemSize` is `estimatedItemSize` large when the layout gives one.
    mutating func flowSection(
        _ last: PathComponent, into section: inout FlowSectionDescription, owner: String = "a flow section",
        rules: SizeItemRules = .flow
    ) throws(APIError) {
        guard try beginObject(last) else { return }
        var seen = NameSet<FlowSectionField>()
        var first = true
        var count: Int?
        var estimated = false
        var items = section.items
        // The answers read into a local value, then boxed once (a section that gives none holds nothing).
        var overrides = FlowSectionDescription.Overrides()
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: owner) else { continue }
            switch f {
            case .items: items = .explicit(try sizeItems(c, rules: rules))
            case .itemCount: count = try integer(c, in: 0...limits.maxUniformItemCount)
            case .itemSize: overrides.itemSize = try size(c)
            case .inset: overrides.inset = try insets(c)
            case .minimumLineSpacing: overrides.minimumLineSpacing = try number(c)
            case .minimumInteritemSpacing: overrides.minimumInteritemSpacing = try number(c)
            case .headerSize: overrides.headerSize = try size(c)
            case .footerSize: overrides.footerSize = try size(c)
            case .estimated: estimated = try estimatedFlag(c)
            case .id: try sectionID(c)
            }
        }
        try requireOneItemSource(hasItems: seen.contains(.items), hasCount: seen.contains(.itemCount))
        if estimated { annotations.markSectionEstimated() }
        if let count {
            let estimate = estimated && rules == .flow ? annotations.estimatedItemSize : nil
            items = .uniform(count: count, item: overrides.itemSize ?? estimate)
        }
        section = FlowSectionDescription(items: items, overrides: overrides, shared: &flowOverrides)
        path.removeLast()
    }
}
