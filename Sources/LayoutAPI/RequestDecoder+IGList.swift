import LayoutEngine

/// `IGListLayout`'s own members (after `LayoutField`'s). `itemSize` is the size of a uniform section's items when
/// the section names none (the engine's default). Its sections are read as `FlowSectionField`s.
enum IGListLayoutField: Int, WireNames {
    case stretchToEdge, showHeaderWhenEmpty, itemSize
    static let table = NameTable(Self.self)
}

/// `iglist`: IGListCollectionViewLayout's properties and the section controllers' answers.
extension RequestDecoder {
    /// One of iglist's own layout fields.
    mutating func iglistLayoutField(
        _ f: IGListLayoutField, _ c: PathComponent, _ layout: inout IGListLayoutDescription
    ) throws(APIError) {
        switch f {
        case .stretchToEdge: layout.stretchToEdge = try boolean(c)
        case .showHeaderWhenEmpty: layout.showHeaderWhenEmpty = try boolean(c)
        case .itemSize: layout.itemSize = try size(c)
        }
    }

    /// One iglist section: flow's section fields exactly (its items' sizes always required); IGListKit's section
    /// controllers answer 0 for any left out.
    mutating func iglistSection(_ last: PathComponent) throws(APIError) -> IGListSectionDescription {
        let flow = try flowSection(last, owner: "an iglist section", rules: .iglist)
        let o = flow.overrides
        return IGListSectionDescription(
            items: flow.items,
            answers: IGListSectionDescription.Answers(
                itemSize: o.itemSize, inset: o.inset ?? .zero, minimumLineSpacing: o.minimumLineSpacing ?? 0,
                minimumInteritemSpacing: o.minimumInteritemSpacing ?? 0, headerSize: o.headerSize ?? .zero,
                footerSize: o.footerSize ?? .zero),
            shared: &igListAnswers)
    }
}
