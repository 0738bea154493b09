import LayoutEngine

/// `flow`: UICollectionViewFlowLayout's properties and the `UICollectionViewDelegateFlowLayout` answers.
extension RequestDecoder {
    static let flowLayoutFields: [StaticString] = [
        "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "headerReferenceSize",
        "footerReferenceSize", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
        "lineAlignment", "itemAlignment", "lastLineAlignment",
    ]
    static let lastLineAlignmentNames: [StaticString] = ["automatic", "grid", "start", "center", "end", "justified"]
    static let lineAlignmentNames: [StaticString] = ["justified", "start", "center", "end"]
    static let itemAlignmentNames: [StaticString] = ["start", "center", "end"]
    static let flowSectionFields: [StaticString] = [
        "items", "itemCount", "itemSize", "inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerSize",
        "footerSize",
    ]

    /// One of flow's own layout fields (`f` indexes `flowLayoutFields`).
    mutating func flowLayoutField(_ f: Int, _ c: PathComponent, _ layout: inout DecodedLayout) throws(APIError) {
        switch f {
        case 0: layout.flow.itemSize = try size(c)
        case 1: layout.flow.minimumLineSpacing = try number(c)
        case 2: layout.flow.minimumInteritemSpacing = try number(c)
        case 3: layout.flow.sectionInset = try insets(c)
        case 4: layout.flow.headerReferenceSize = try size(c)
        case 5: layout.flow.footerReferenceSize = try size(c)
        case 6: layout.pinHeadersToVisibleBounds = try boolean(c)
        case 7: layout.pinFootersToVisibleBounds = try boolean(c)
        case 8:
            let i = try choice(c, Self.lineAlignmentNames)
            layout.flow.lineAlignment = [FlowLineAlignment.justified, .start, .center, .end][Swift.max(i, 0)]
        case 9:
            let i = try choice(c, Self.itemAlignmentNames)
            layout.flow.itemAlignment = i < 0 ? .center : [FlowItemAlignment.start, .center, .end][i]
        case 10:
            let i = try choice(c, Self.lastLineAlignmentNames)
            layout.flow.lastLineAlignment =
                [FlowLastLineAlignment.automatic, .grid, .start, .center, .end, .justified][Swift.max(i, 0)]
        default: preconditionFailure("flow layout field \(f)")
        }
    }

    /// One flow section: `items` or `itemCount` (+ `itemSize`), and the delegate overrides. iglist sections have
    /// the same fields and read through here too, named as `owner` in errors.
    mutating func flowSection(
        _ last: PathComponent, owner: String = "a flow section"
    ) throws(APIError) -> FlowSectionDescription {
        var section = FlowSectionDescription(items: .explicit([]))
        try flowSection(last, into: &section, owner: owner)
        return section
    }

    /// One flow section read into `section` (as `FlowSectionDescription(items: .explicit([]))` leaves it):
    /// `sections` reads each in place in the layout's array, with no copy of the description.
    mutating func flowSection(
        _ last: PathComponent, into section: inout FlowSectionDescription, owner: String = "a flow section"
    ) throws(APIError) {
        guard try beginObject(last) else { return }
        var seen: UInt64 = 0
        var first = true
        var count: Int?
        while let key = try nextMember(&first) {
            let c = key.component
            switch try field(key, Self.flowSectionFields, &seen, owner: owner) {
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
    }
}
