/// The compositional family's parts: sections, groups nested a few levels, items with every dimension, spacing,
/// edge spacing and insets, boundary and anchored supplementaries, decorations and orthogonal sections.
/// Element kinds avoid letters that spell "nan" or "inf", which the number oracle looks for.
extension RequestGenerator {
    static let alignments = [
        "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing",
    ]
    static let behaviours = [
        "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
    ]
    static let references = ["automatic", "none", "safeArea", "layoutMargins", "readableContent"]

    mutating func compositionalLayout(_ members: inout [(String, String)]) {
        if !c.rarely(30) { members.append(("section", compositionalSectionLayout())) }
        if maybe() { members.append(("interSectionSpacing", number(0...40))) }
        if maybe() {
            members.append(("contentInsetsReference", "\"\(c.pick(Array(Self.references.dropFirst())))\""))
        }
        if c.rarely(4) { members.append(("boundarySupplementaryItems", boundaryItems())) }
    }

    mutating func compositionalSection(_ members: inout [(String, String)]) {
        if c.rarely(4) { members.append(("layout", compositionalSectionLayout())) }
        if maybe() {
            members.append(("orthogonalContentOffset", object([("x", number(-200...4000)), ("y", number(0...40))])))
        }
    }

    mutating func compositionalSectionLayout() -> String {
        var members = [("group", group(depth: 0))]
        if maybe() { members.append(("contentInsets", directionalInsets())) }
        if maybe() { members.append(("interGroupSpacing", number(0...40))) }
        if c.rarely(4) { members.append(("orthogonalScrollingBehavior", "\"\(c.pick(Self.behaviours))\"")) }
        if c.rarely(5) { members.append(("contentInsetsReference", "\"\(c.pick(Self.references))\"")) }
        if c.rarely(5) { members.append(("supplementariesFollowContentInsets", c.pick(["true", "false"]))) }
        if c.rarely(3) { members.append(("boundarySupplementaryItems", boundaryItems())) }
        if c.rarely(3) {
            var decoration = [("elementKind", "\"bg\"")]
            if maybe() { decoration.append(("zIndex", c.pick(["0", "-1", "5"]))) }
            if maybe() { decoration.append(("contentInsets", directionalInsets())) }
            members.append(("decorationItems", "[" + object(decoration) + "]"))
        }
        return object(members)
    }

    mutating func directionalInsets() -> String {
        var members: [(String, String)] = []
        for edge in ["top", "leading", "bottom", "trailing"] where c.flag() { members.append((edge, number(0...40))) }
        return object(members)
    }

    mutating func dimension() -> String {
        switch c.choose(5) {
        case 0:
            return object([("fractionalWidth", c.pick(["1", "0.5", "0.3333333333333333", "0.25", "0", "2", "0.8"]))])
        case 1: return object([("fractionalHeight", c.pick(["1", "0.5", "0.25", "0.125"]))])
        case 2: return object([("absolute", number(0...400))])
        case 3: return object([("estimated", number(0...200))])
        default: return object([("absolute", c.pick(["33.1", "44", "100", "0.1"]))])
        }
    }

    mutating func layoutSize() -> String {
        object([("widthDimension", dimension()), ("heightDimension", dimension())])
    }

    mutating func spacing() -> String {
        c.rarely(8) ? "null" : object([(c.pick(["fixed", "flexible"]), number(0...20))])
    }

    /// An item, or a group below the nesting limit.
    mutating func compositionalItem(depth: Int) -> String {
        if depth < 3 && c.rarely(4) { return group(depth: depth + 1) }
        var members = [("layoutSize", layoutSize())]
        if c.rarely(4) { members.append(("contentInsets", directionalInsets())) }
        if c.rarely(5) {
            members.append(
                ("edgeSpacing", object([("leading", spacing()), ("top", spacing()), ("bottom", spacing())])))
        }
        if c.rarely(5) { members.append(("supplementaryItems", anchoredItems())) }
        return object(members)
    }

    mutating func group(depth: Int) -> String {
        var members = [
            ("group", "\"\(c.pick(["horizontal", "vertical", "custom"]))\""), ("layoutSize", layoutSize()),
        ]
        if maybe() { members.append(("interItemSpacing", spacing())) }
        if c.rarely(6) { members.append(("contentInsets", directionalInsets())) }
        if c.rarely(6) { members.append(("supplementaryItems", anchoredItems())) }
        switch c.choose(4) {
        case 0:
            members.append(("subitem", compositionalItem(depth: depth)))
            members.append(("count", c.pick(["1", "2", "3", "4", "0", "100001"])))
        case 1:
            members.append(("repeatingSubitem", compositionalItem(depth: depth)))
            members.append(("count", c.pick(["1", "2", "3"])))
        case 2:
            let frames = (0..<c.count(4)).map { _ in
                object([
                    (
                        "frame",
                        object([
                            ("x", number(0...300)), ("y", number(0...300)), ("width", number(0...200)),
                            ("height", number(0...200)),
                        ])
                    )
                ])
            }
            members.append(("customItems", "[" + frames.joined(separator: ",") + "]"))
        default:
            let list = (0..<(1 + c.count(2))).map { _ in compositionalItem(depth: depth) }
            members.append(("subitems", "[" + list.joined(separator: ",") + "]"))
        }
        return object(members)
    }

    mutating func boundaryItems() -> String {
        let list = (0..<(1 + c.count(2))).map { _ -> String in
            var members = [
                ("elementKind", "\"\(c.pick(["header", "footer", "side", "header"]))\""),
                ("alignment", "\"\(c.pick(Self.alignments))\""), ("layoutSize", layoutSize()),
            ]
            if maybe() { members.append(("pinToVisibleBounds", c.pick(["true", "false"]))) }
            if c.rarely(5) { members.append(("extendsBoundary", c.pick(["true", "false"]))) }
            if c.rarely(5) {
                members.append(("absoluteOffset", object([("x", number(-20...20)), ("y", number(-20...20))])))
            }
            if c.rarely(6) { members.append(("zIndex", c.pick(["0", "1", "-3", "99"]))) }
            return object(members)
        }
        return "[" + list.joined(separator: ",") + "]"
    }

    mutating func anchoredItems() -> String {
        var anchor = [("edges", c.pick(["[]", "[\"top\",\"trailing\"]", "[\"bottom\"]", "[\"leading\",\"top\"]"]))]
        if c.flag() {
            anchor.append(
                (
                    c.pick(["absoluteOffset", "fractionalOffset"]),
                    object([("x", c.pick(["0.3", "-5", "0"])), ("y", c.pick(["-0.3", "4", "0"]))])
                ))
        }
        var members = [
            ("elementKind", "\"\(c.pick(["badge", "tag"]))\""), ("layoutSize", layoutSize()),
            ("containerAnchor", object(anchor)),
        ]
        if c.rarely(4) { members.append(("itemAnchor", c.flag() ? "null" : object([("edges", "[\"bottom\"]")]))) }
        return "[" + object(members) + "]"
    }
}
