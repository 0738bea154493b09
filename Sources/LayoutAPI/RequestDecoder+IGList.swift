import LayoutEngine

/// `iglist`: IGListCollectionViewLayout's properties and the section controllers' answers.
extension RequestDecoder {
    /// `itemSize` is the size of a uniform section's items when the section names none (the engine's default).
    static let iglistLayoutFields: [StaticString] = ["stretchToEdge", "showHeaderWhenEmpty", "itemSize"]

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

    /// One iglist section: flow's section fields exactly; IGListKit's section controllers answer 0 for any left out.
    mutating func iglistSection(_ last: PathComponent) throws(APIError) -> IGListSectionDescription {
        let flow = try flowSection(last, owner: "an iglist section")
        return IGListSectionDescription(
            items: flow.items, itemSize: flow.itemSize, inset: flow.inset ?? .zero,
            minimumLineSpacing: flow.minimumLineSpacing ?? 0,
            minimumInteritemSpacing: flow.minimumInteritemSpacing ?? 0,
            headerSize: flow.headerSize ?? .zero, footerSize: flow.footerSize ?? .zero)
    }
}
