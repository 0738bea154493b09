/// Builds a `POST /layout` body from fuzzer bytes: almost always a request the contract allows, with every
/// family, field and override reachable, numbers drawn near their edges, and now and then one deliberate fault
/// (an unknown field, a wrong type, a value out of range) so the error paths stay in reach of valid shapes.
public struct RequestGenerator {
    var c: ByteChooser
    var family = "flow"
    /// Ids handed out so far.
    var nextID = 0

    /// A generator reading its choices from `bytes`.
    public init(_ bytes: [UInt8]) {
        c = ByteChooser(bytes)
    }

    /// The request body as JSON text.
    public mutating func body() -> [UInt8] {
        family = c.pick(["flow", "waterfall", "iglist", "magazine", "compositional"])
        var members = [
            ("collectionView", collectionView()),
            ("layout", layout()),
            ("sections", sections()),
        ]
        if c.flag() { members.append(("elements", elements())) }
        // Contract v2's scrolling fields (issue 13): scrollTo, a timeline's encoding.
        if c.rarely(4) {
            let position = c.pick([
                "\"top\"", "\"centeredVertically\"", "\"bottom\"", "\"left\"", "\"centeredHorizontally\"", "\"right\"",
            ])
            let indexPath = "[\(c.pick(["0", "1", "2", "-1"])),\(c.pick(["0", "1", "5", "23", "1000000000", "-1"]))]"
            members.append(("scrollTo", object([("indexPath", indexPath), ("position", position)])))
        }
        if c.rarely(4) { members.append(("timelineEncoding", c.pick(["\"full\"", "\"delta\""]))) }
        // Contract v3's anchor: report, or resolve one (by an id of the pool, an unknown one, or an index path).
        if c.rarely(3) { members.append(("anchor", anchor())) }
        if c.rarely(4) { members.reverse() }  // `sections` before `layout` takes the decoder's second path.
        return Array(object(members).utf8)
    }

    // MARK: - JSON text

    mutating func object(_ members: [(String, String)]) -> String {
        var members = members
        if c.rarely(40) { members.append((c.pick(["extra", "itemsize", "Type", ""]), "1")) }
        return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A number, or rarely a value of the wrong type.
    mutating func number(_ ordinary: ClosedRange<Int> = 0...400) -> String {
        if c.rarely(60) { return c.pick(["null", "true", "\"1\"", "[]", "{}"]) }
        return c.number(ordinary)
    }

    mutating func size(_ ordinary: ClosedRange<Int> = 0...400) -> String {
        object([("width", number(ordinary)), ("height", number(ordinary))])
    }

    mutating func insets() -> String {
        var members: [(String, String)] = []
        for edge in ["top", "left", "bottom", "right"] where c.flag() { members.append((edge, number(0...40))) }
        return object(members)
    }

    /// Whether to write an optional field (about one in three).
    mutating func maybe() -> Bool {
        c.rarely(3)
    }

    // MARK: - Request parts

    private mutating func collectionView() -> String {
        var members = [("size", size(0...1200))]
        if maybe() { members.append(("contentInset", insets())) }
        if maybe() {
            members.append(("contentOffset", object([("x", number(-200...4000)), ("y", number(-200...4000))])))
        }
        if maybe() { members.append(("scale", c.pick(["1", "2", "3", "4", "0.5", "5", "2.5"]))) }
        if maybe() { members.append(("layoutDirection", c.pick(["\"leftToRight\"", "\"rightToLeft\""]))) }
        if c.rarely(4) {
            // A timeline: usually 1...8 offsets, now and then none or more than 64.
            let count = c.rarely(20) ? c.pick([0, 65]) : 1 + c.count(8)
            let offsets = (0..<count).map { _ in
                object([("x", number(-200...4000)), ("y", number(-200...4000))])
            }
            members.append(("contentOffsets", "[" + offsets.joined(separator: ",") + "]"))
        }
        return object(members)
    }

    private mutating func elements() -> String {
        switch c.choose(3) {
        case 0: return "\"visible\""
        case 1: return "\"all\""
        default:
            return object([
                (
                    "rect",
                    object([
                        ("x", number(-100...2000)), ("y", number(-100...20000)), ("width", number(0...2000)),
                        ("height", number(0...4000)),
                    ])
                )
            ])
        }
    }

    private mutating func layout() -> String {
        var members = [("type", "\"\(family)\"")]
        if c.rarely(3) { members.append(("scrollDirection", c.pick(["\"vertical\"", "\"horizontal\""]))) }
        if c.rarely(2) { members.append(("pinning", pinning())) }
        if c.rarely(4) {
            members.append(("flipsHorizontallyInOppositeLayoutDirection", c.pick(["true", "false"])))
        }
        // Contract v3's bottom to top (a 422 with horizontal scrolling).
        if c.rarely(4) {
            members.append(("verticalLayoutDirection", c.pick(["\"topToBottom\"", "\"bottomToTop\""])))
        }
        if c.rarely(5) { members.append(("shortContentAlignment", c.pick(["\"top\"", "\"bottom\""]))) }
        switch family {
        case "flow":
            if maybe() { members.append(("itemSize", size())) }
            if maybe() { members.append(("minimumLineSpacing", number(0...40))) }
            if maybe() { members.append(("minimumInteritemSpacing", number(0...40))) }
            if maybe() { members.append(("sectionInset", insets())) }
            if maybe() { members.append(("headerReferenceSize", size(0...80))) }
            if maybe() { members.append(("footerReferenceSize", size(0...80))) }
            if maybe() { members.append(("sectionHeadersPinToVisibleBounds", c.pick(["true", "false"]))) }
            if maybe() { members.append(("sectionFootersPinToVisibleBounds", c.pick(["true", "false"]))) }
            if maybe() {
                members.append(("lineAlignment", c.pick(["\"justified\"", "\"start\"", "\"center\"", "\"end\""])))
            }
            if maybe() { members.append(("itemAlignment", c.pick(["\"start\"", "\"center\"", "\"end\""]))) }
            if maybe() { members.append(("estimatedItemSize", size())) }
        case "waterfall":
            if maybe() { members.append(("columnCount", c.pick(["0", "1", "2", "3", "5", "1000", "1001", "7"]))) }
            if maybe() { members.append(("minimumColumnSpacing", number(0...40))) }
            if maybe() { members.append(("minimumInteritemSpacing", number(0...40))) }
            if maybe() { members.append(("headerHeight", number(0...80))) }
            if maybe() { members.append(("footerHeight", number(0...80))) }
            if maybe() { members.append(("headerInset", insets())) }
            if maybe() { members.append(("footerInset", insets())) }
            if maybe() { members.append(("sectionInset", insets())) }
            if maybe() {
                members.append(
                    ("itemRenderDirection", c.pick(["\"shortestFirst\"", "\"leftToRight\"", "\"rightToLeft\""])))
            }
            if maybe() { members.append(("minimumContentHeight", number(0...3000))) }
            if maybe() { members.append(("itemSize", size())) }
        case "compositional":
            compositionalLayout(&members)
        case "iglist":
            if maybe() { members.append(("stretchToEdge", c.pick(["true", "false"]))) }
            if maybe() { members.append(("showHeaderWhenEmpty", c.pick(["true", "false"]))) }
            if maybe() { members.append(("itemSize", size())) }
        default:
            if maybe() { members.append(("sectionInsets", insets())) }
            if maybe() { members.append(("itemInsets", insets())) }
            if maybe() { members.append(("horizontalSpacing", number(0...40))) }
            if maybe() { members.append(("verticalSpacing", number(0...40))) }
        }
        return object(members)
    }

    private mutating func pinning() -> String {
        var members: [(String, String)] = []
        let selections = ["\"none\"", "\"all\"", "[]", "[0]", "[1,2]", "[2]", "[0,0]", "[-1]", "[99]"]
        if maybe() { members.append(("headers", c.pick(selections))) }
        if maybe() { members.append(("footers", c.pick(selections))) }
        if maybe() { members.append(("offset", c.flag() ? "-" + c.number(0...100) : c.number(0...100))) }
        if maybe() { members.append(("stickHeight", c.flag() ? "null" : number(0...80))) }
        if maybe() { members.append(("until", c.pick(["\"nextSection\"", "\"sectionEnd\"", "\"never\""]))) }
        if maybe() { members.append(("zIndex", c.pick(["0", "1024", "-5", "2048", "2147483648"]))) }
        return object(members)
    }

    private mutating func sections() -> String {
        let count = c.count(6)
        var list: [String] = []
        for _ in 0..<count { list.append(section()) }
        return "[" + list.joined(separator: ",") + "]"
    }

    private mutating func section() -> String {
        var members: [(String, String)] = []
        let uniform = c.flag()
        if uniform {
            members.append(("itemCount", c.pick(["0", "1", "3", "20", "1000", "100000", "1000000000000", "7"])))
        } else {
            members.append(("items", items()))
        }
        if c.rarely(50) { members.append(uniform ? ("items", "[]") : ("itemCount", "1")) }
        if c.rarely(6) { members.append(("estimated", c.pick(["true", "false"]))) }
        if family == "compositional" {
            compositionalSection(&members)
            return object(members)
        }
        if family == "magazine" {
            if uniform { members.append(("item", magazineItem())) }
            if maybe() { members.append(("header", magazineSupplementary())) }
            if maybe() { members.append(("footer", magazineSupplementary())) }
            if maybe() { members.append(("background", c.pick(["true", "false"]))) }
            if maybe() { members.append(("sectionInsets", insets())) }
            if maybe() { members.append(("itemInsets", insets())) }
            if maybe() { members.append(("horizontalSpacing", number(0...40))) }
            if maybe() { members.append(("verticalSpacing", number(0...40))) }
            return object(members)
        }
        if uniform && maybe() { members.append(("itemSize", size())) }
        switch family {
        case "flow", "iglist":
            if maybe() { members.append(("inset", insets())) }
            if maybe() { members.append(("minimumLineSpacing", number(0...40))) }
            if maybe() { members.append(("minimumInteritemSpacing", number(0...40))) }
            if maybe() { members.append(("headerSize", size(0...80))) }
            if maybe() { members.append(("footerSize", size(0...80))) }
        default:
            if maybe() { members.append(("columnCount", c.pick(["1", "2", "3", "4", "0"]))) }
            if maybe() { members.append(("minimumColumnSpacing", number(0...40))) }
            if maybe() { members.append(("minimumInteritemSpacing", number(0...40))) }
            if maybe() { members.append(("inset", insets())) }
            if maybe() { members.append(("headerHeight", number(0...80))) }
            if maybe() { members.append(("footerHeight", number(0...80))) }
            if maybe() { members.append(("headerInset", insets())) }
            if maybe() { members.append(("footerInset", insets())) }
        }
        return object(members)
    }

    private mutating func items() -> String {
        let count = c.count(24)
        var list: [String] = []
        for _ in 0..<count {
            if family == "waterfall" && c.rarely(5) {
                // A full-span waterfall item (issue 13).
                var members = [("width", number()), ("height", number()), ("fullSpan", c.pick(["true", "false"]))]
                v3ItemMembers(&members)
                list.append(object(members))
            } else if family == "magazine" {
                list.append(magazineItem())
            } else if c.rarely(4) {
                list.append(v3SizeItem())
            } else {
                list.append(size())
            }
        }
        return "[" + list.joined(separator: ",") + "]"
    }

    /// Ids anchors name: a few the items use now and then, and one no item has.
    static let ids = ["\"i0\"", "\"i1\"", "\"i2\"", "\"i3\"", "\"\\u00e9\"", "\"unknown\""]

    /// An `id` and `estimated` now and then (contract v3): mostly a fresh id, sometimes one of `ids` (a repeat is a
    /// 400, and anchors name them), rarely an invalid one.
    mutating func v3ItemMembers(_ members: inout [(String, String)]) {
        if c.rarely(3) {
            nextID += 1
            let id =
                c.rarely(8)
                ? c.pick(Self.ids.dropLast() + ["\"\"", "7"]) : c.rarely(2) ? "\"i\(nextID % 4)\"" : "\"n\(nextID)\""
            members.append(("id", id))
        }
        if c.rarely(3) { members.append(("estimated", c.rarely(30) ? "1" : c.pick(["true", "false"]))) }
    }

    /// A size item with v3's members: sized, or `{"estimated": true}` alone (flow's estimatedItemSize,
    /// compositional's unmeasured item, a 400 elsewhere), or with only one of the sizes.
    mutating func v3SizeItem() -> String {
        var members: [(String, String)]
        switch c.choose(4) {
        case 0: members = [("estimated", "true")]
        case 1: members = [(c.pick(["width", "height"]), number()), ("estimated", "true")]
        default: members = [("width", number()), ("height", number())]
        }
        v3ItemMembers(&members)
        return object(members)
    }

    private mutating func magazineItem() -> String {
        let modes = [
            "\"fullWidth\"", "\"fullWidthIgnoringInsets\"", "\"halfWidth\"", "\"thirdWidth\"", "\"fourthWidth\"",
            "\"fifthWidth\"", "{\"fractional\":3}", "{\"fractional\":1}", "{\"fractional\":7}", "{\"fractional\":0}",
        ]
        var members = [("widthMode", c.pick(modes))]
        // Contract v3's height modes: a dynamic item may leave its height out (150, estimated).
        let mode = c.rarely(3) ? c.pick(["static", "dynamic", "dynamicAndStretchToTallestItemInRow"]) : nil
        if let mode { members.append(("heightMode", "\"\(mode)\"")) }
        if mode == nil || mode == "static" || c.flag() { members.append(("height", number(0...300))) }
        v3ItemMembers(&members)
        return object(members)
    }

    /// A magazine header or footer, estimated now and then (44 tall without a height).
    private mutating func magazineSupplementary() -> String {
        var members: [(String, String)] = []
        let estimated = c.rarely(3)
        if !estimated || c.flag() { members.append(("height", number(0...80))) }
        if estimated { members.append(("estimated", c.pick(["true", "false"]))) }
        return object(members)
    }

    /// `"report"`, or an Anchor: each position, an item by id (of the pool or unknown) or by index path, a distance.
    private mutating func anchor() -> String {
        if c.flag() { return "\"report\"" }
        let position = c.rarely(30) ? "middle" : c.pick(["top", "bottom", "topItem", "bottomItem"])
        var members = [("position", "\"\(position)\"")]
        if position.hasSuffix("Item") || c.rarely(8) {
            let item =
                c.flag()
                ? c.pick(Self.ids)
                : "[\(c.pick(["0", "1", "2", "-1"])),\(c.pick(["0", "1", "3", "23", "999999999", "-1"]))]"
            members.append(("item", item))
            members.append(("distance", c.flag() ? "-" + c.number(0...300) : c.number(0...300)))
        }
        return object(members)
    }
}
