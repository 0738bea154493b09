import LayoutAPI
import LayoutEngine
import Testing

/// The request fields of data that changes decoded into the engine's description, one rule per test: ids and
/// their index, estimates of every family, flow's `estimatedItemSize`, magazine's height modes, compositional's
/// unmeasured items, the anchor, and the two bottom-to-top layout fields.
@Suite("Data that changes, decoded: each field into the engine's types")
struct DataThatChangesDecodingTests {
    static let families = ["flow", "waterfall", "iglist", "magazine", "compositional"]

    /// A minimal valid section of `family` holding `items` (explicit item JSON).
    static func section(_ family: String, items: [String]) -> String {
        let list = "[" + items.joined(separator: ", ") + "]"
        return family == "compositional"
            ? #"{"items": \#(list), "layout": \#(compositionalSectionLayout)}"# : #"{"items": \#(list)}"#
    }

    /// A self-sizing list: one full-width item per group, both estimated 44 tall (a measured item sets its row's
    /// height).
    static let compositionalSectionLayout = """
        {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, \
        "heightDimension": {"estimated": 44}}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, \
        "heightDimension": {"estimated": 44}}}]}}
        """

    /// An explicit item of `family` with `members` added.
    static func item(_ family: String, _ members: String = "") -> String {
        let extra = members.isEmpty ? "" : ", " + members
        return family == "magazine"
            ? #"{"widthMode": "fullWidth", "height": 40\#(extra)}"# : #"{"width": 100, "height": 40\#(extra)}"#
    }

    // MARK: A request without them

    @Test("a request without ids, estimates or anchors decodes to no annotations, no anchor, top to bottom")
    func plainRequestSaysNothing() throws {
        for family in Self.families {
            let d = try decoded(
                requestBody(family, sections: "[" + Self.section(family, items: [Self.item(family)]) + "]")
            )
            .description
            #expect(d.annotations == .none, "\(family)")
            #expect(d.anchor == nil)
            #expect(d.verticalLayoutDirection == .topToBottom)
            #expect(d.shortContentAlignment == .top)
        }
    }

    /// Any field of data that changes, even at its default value, makes compositional mark the cells it lays out
    /// at an estimate (`marksLayoutEstimates`): a request that uses none gets the answer it got before the mark
    /// existed, byte for byte.
    @Test(
        "any field of data that changes makes the layout's estimates marked, whatever its value",
        arguments: [
            (layout: #""verticalLayoutDirection": "topToBottom""#, item: "", section: "", extra: ""),
            (layout: #""shortContentAlignment": "top""#, item: "", section: "", extra: ""),
            (layout: #""estimatedItemSize": {"width": 1, "height": 1}"#, item: "", section: "", extra: ""),
            (layout: "", item: #""estimated": false"#, section: "", extra: ""),
            (layout: "", item: #""id": "a""#, section: "", extra: ""),
            (layout: "", item: "", section: #", "estimated": false"#, extra: ""),
            (layout: "", item: "", section: "", extra: #""anchor": "report""#),
            (layout: "", item: "", section: "", extra: #""anchor": {"position": "top"}"#),
        ])
    func anyFieldMarksEstimates(layout: String, item: String, section: String, extra: String) throws {
        let sections = #"[{"items": [\#(Self.item("flow", item))]\#(section)}]"#
        let a = try annotations(requestBody(layout: layout, sections: sections, extra: extra))
        #expect(a.marksLayoutEstimates)
    }

    @Test("magazine's heightMode and an estimated header's flag count too, at their defaults")
    func magazineMembersCount() throws {
        for section in [
            #"{"items": [{"widthMode": "fullWidth", "height": 4, "heightMode": "static"}]}"#,
            #"{"items": [], "header": {"height": 4, "estimated": false}}"#,
        ] {
            #expect(try annotations(requestBody("magazine", sections: "[\(section)]")).marksLayoutEstimates)
        }
    }

    // MARK: Identity

    @Test("ids by section and item: each section's list (nil where an item has none) and one index of them all")
    func idsAndTheirIndex() throws {
        let sections = """
            [{"items": [{"width": 1, "height": 1, "id": "a"}, {"width": 1, "height": 1}, \
            {"width": 1, "height": 1, "id": "c"}]}, {"itemCount": 3}, \
            {"items": [{"width": 1, "height": 1}, {"width": 1, "height": 1, "id": "z"}]}, {"itemCount": 1}]
            """
        let a = try annotations(requestBody(sections: sections))
        // One entry per section, those that say nothing included.
        #expect(a.sections.count == 4)
        #expect(a.sections[0].ids == ["a", nil, "c"])
        #expect(a.sections[1].isEmpty && a.sections[3].isEmpty)
        #expect(a.sections[2].ids == [nil, "z"])
        #expect(
            a.index == [
                "a": ItemPath(section: 0, item: 0), "c": ItemPath(section: 0, item: 2),
                "z": ItemPath(section: 2, item: 1),
            ])
        #expect(a.marksLayoutEstimates)
    }

    @Test("every family's explicit items carry ids", arguments: families)
    func idsInEveryFamily(family: String) throws {
        let items = [Self.item(family), Self.item(family, #""id": "second""#)]
        let a = try annotations(requestBody(family, sections: "[" + Self.section(family, items: items) + "]"))
        #expect(a.sections.map(\.ids) == [[nil, "second"]])
        #expect(a.index == ["second": ItemPath(section: 0, item: 1)])
    }

    /// `"a\u0062"` is the id `ab`; ids are compared as text, so the raw `ab` after it repeats it.
    @Test("an escaped id is its unescaped text")
    func escapedID() throws {
        let a = try annotations(requestBody(sections: #"[{"items": [{"width": 1, "height": 1, "id": "a\u0062\n"}]}]"#))
        #expect(a.sections[0].ids == ["ab\n"])
        let repeated = problem(
            requestBody(
                sections:
                    #"[{"items": [{"width": 1, "height": 1, "id": "a\u0062"}, {"width": 1, "height": 1, "id": "ab"}]}]"#
            ))
        #expect(pointers(repeated) == ["/sections/0/items/1/id"])
    }

    /// 128 × "é" is 256 UTF-8 bytes: the longest id.
    @Test("an id of 256 UTF-8 bytes is accepted")
    func longestID() throws {
        let id = String(repeating: "é", count: 128)
        let a = try annotations(requestBody(sections: #"[{"items": [{"width": 1, "height": 1, "id": "\#(id)"}]}]"#))
        #expect(a.sections[0].ids == [id])
    }

    /// The compact run takes the plain items before and after; the item with an id leaves it for the general
    /// reader, and every size lands at its own index.
    @Test("items with ids among plain ones keep every size and index, on and off the fast paths")
    func idsAmongFastItems() throws {
        var items = (0..<40).map { #"{"width":\#($0),"height":1}"# }
        items[17] = #"{"width":17,"height":1,"id":"seventeen","estimated":true}"#
        items[18] = #"{"id":"eighteen","width":18,"height":1}"#
        let request = try decoded(requestBody(sections: "[{\"items\": [" + items.joined(separator: ",") + "]}]"))
        guard case .explicit(let sizes) = flow(request)?.sections[0].items else {
            Issue.record("not an explicit section")
            return
        }
        #expect(sizes == (0..<40).map { Size(width: Double($0), height: 1) })
        let a = request.description.annotations
        #expect(a.sections[0].ids.count == 19)
        #expect(a.sections[0].ids[17] == "seventeen" && a.sections[0].ids[18] == "eighteen")
        #expect(a.sections[0].estimatedItems == Array(repeating: false, count: 17) + [true])
    }

    // MARK: Estimates

    @Test("an item's estimated flag, in every family", arguments: families)
    func itemEstimatedInEveryFamily(family: String) throws {
        let items = [Self.item(family, #""estimated": false"#), Self.item(family, #""estimated": true"#)]
        let a = try annotations(requestBody(family, sections: "[" + Self.section(family, items: items) + "]"))
        #expect(a.sections.map(\.estimatedItems) == [[false, true]])
        #expect(a.isEstimated(section: 0, item: 1) && !a.isEstimated(section: 0, item: 0))
    }

    @Test("a section's estimated flag, in every family", arguments: families)
    func sectionEstimatedInEveryFamily(family: String) throws {
        var section = Self.section(family, items: [Self.item(family)])
        section.removeLast()
        let sections =
            "[" + section + #", "estimated": true}, "# + Self.section(family, items: [Self.item(family)]) + "]"
        let a = try annotations(requestBody(family, sections: sections))
        #expect(a.sections.map(\.estimated) == [true, false])
    }

    @Test("flow: {estimated: true} alone takes estimatedItemSize, and is an estimate")
    func flowEstimatedItemSize() throws {
        let body = requestBody(
            layout: #""estimatedItemSize": {"width": 300, "height": 44}"#,
            sections: #"[{"items": [{"estimated": true}, {"width": 1, "height": 2, "estimated": true}]}]"#)
        let request = try decoded(body)
        #expect(
            flow(request)?.sections[0].items == .explicit([Size(width: 300, height: 44), Size(width: 1, height: 2)]))
        #expect(request.description.annotations.sections[0].estimatedItems == [true, true])
    }

    /// The root reads `sections` after `layout` whatever their order in the body.
    @Test("flow: estimatedItemSize applies when sections come before the layout in the body")
    func flowEstimatedItemSizeAfterSections() throws {
        let body = """
            {"sections": [{"items": [{"estimated": true}]}, {"itemCount": 2, "estimated": true}], \
            "collectionView": {"size": {"width": 375, "height": 667}}, \
            "layout": {"type": "flow", "estimatedItemSize": {"width": 300, "height": 44}}}
            """
        let sections = try #require(flow(try decoded(body))?.sections)
        #expect(sections[0].items == .explicit([Size(width: 300, height: 44)]))
        #expect(sections[1].items == .uniform(count: 2, item: Size(width: 300, height: 44)))
    }

    @Test("flow: an estimated uniform section is its itemSize, else estimatedItemSize, else the layout's itemSize")
    func flowEstimatedUniformSection() throws {
        let estimate = #""estimatedItemSize": {"width": 300, "height": 44}"#
        let sections = """
            [{"itemCount": 2, "estimated": true, "itemSize": {"width": 7, "height": 8}}, \
            {"itemCount": 2, "estimated": true}, {"itemCount": 2}]
            """
        let with = try #require(flow(try decoded(requestBody(layout: estimate, sections: sections)))?.sections)
        #expect(
            with.map(\.items) == [
                .uniform(count: 2, item: Size(width: 7, height: 8)),
                .uniform(count: 2, item: Size(width: 300, height: 44)),
                // estimatedItemSize changes no item that is not estimated.
                .uniform(count: 2, item: nil),
            ])
        let without = try #require(flow(try decoded(requestBody(sections: sections)))?.sections)
        #expect(without[1].items == .uniform(count: 2, item: nil))
    }

    @Test("iglist: an estimated uniform section keeps the layout's itemSize (IGListKit has no estimatedItemSize)")
    func iglistEstimatedUniformSection() throws {
        let d = try decoded(requestBody("iglist", sections: #"[{"itemCount": 3, "estimated": true}]"#)).description
        guard case .iglist(let iglist) = d.family else { return }
        #expect(iglist.sections[0].items == .uniform(count: 3, item: nil))
        #expect(d.annotations.sections[0].estimated)
    }

    @Test("waterfall: a full-span item with an id and an estimate keeps all three")
    func waterfallItemMembers() throws {
        let d = try decoded(
            requestBody(
                "waterfall",
                sections:
                    #"[{"items": [{"width": 1, "height": 1}, {"estimated": true, "fullSpan": true, "id": "w", "width": 2, "height": 3}]}]"#
            )
        ).description
        guard case .waterfall(let waterfall) = d.family else { return }
        #expect(waterfall.sections[0].items == .explicit([Size(width: 1, height: 1), Size(width: 2, height: 3)]))
        #expect(waterfall.sections[0].fullSpanItems == [1])
        #expect(d.annotations.sections[0].ids == [nil, "w"])
        #expect(d.annotations.sections[0].estimatedItems == [false, true])
    }

    @Test("compositional: {estimated: true} alone is unmeasured (a 0 × 0 placeholder); with a size it is the estimate")
    func compositionalUnmeasured() throws {
        let items = [
            #"{"estimated": true}"#, #"{"width": 10, "height": 20, "estimated": true}"#, #"{"width": 1, "height": 2}"#,
        ]
        let d = try decoded(
            requestBody("compositional", sections: "[" + Self.section("compositional", items: items) + "]")
        )
        .description
        guard case .compositional(let c) = d.family else { return }
        #expect(c.sections[0].items == .explicit([.zero, Size(width: 10, height: 20), Size(width: 1, height: 2)]))
        #expect(d.annotations.sections[0].unmeasured == [true])
        #expect(d.annotations.sections[0].estimatedItems == [true, true])
    }

    // MARK: Magazine

    static func magazineItems(_ items: [String]) throws -> (items: [MagazineItem], annotations: SectionAnnotations) {
        let d = try decoded(requestBody("magazine", sections: "[{\"items\": [" + items.joined(separator: ", ") + "]}]"))
            .description
        guard case .magazine(let m) = d.family, case .explicit(let list) = m.sections[0].items else {
            return ([], .init())
        }
        return (list, d.annotations.sections.first ?? SectionAnnotations())
    }

    @Test("magazine: each height mode, with and without height, and which heights are estimates")
    func magazineHeightModes() throws {
        let (items, a) = try Self.magazineItems([
            #"{"widthMode": "halfWidth", "height": 20}"#,
            #"{"widthMode": "halfWidth", "height": 20, "heightMode": "static", "estimated": true}"#,
            #"{"widthMode": "thirdWidth", "heightMode": "dynamic"}"#,
            #"{"widthMode": "thirdWidth", "heightMode": "dynamic", "height": 15}"#,
            #"{"widthMode": "thirdWidth", "heightMode": "dynamic", "height": 15, "estimated": true}"#,
            #"{"widthMode": "fullWidth", "heightMode": "dynamicAndStretchToTallestItemInRow"}"#,
            #"{"widthMode": "fullWidth", "heightMode": "dynamicAndStretchToTallestItemInRow", "height": 10}"#,
        ])
        let half = MagazineWidthMode.fractional(divisor: 2)
        let third = MagazineWidthMode.fractional(divisor: 3)
        let full = MagazineWidthMode.fullWidth(respectsHorizontalInsets: true)
        #expect(
            items == [
                MagazineItem(widthMode: half, height: 20), MagazineItem(widthMode: half, height: 20),
                // Left out: MagazineLayout's Default.ItemHeight, 150.
                MagazineItem(widthMode: third, height: 150, heightMode: .dynamic),
                MagazineItem(widthMode: third, height: 15, heightMode: .dynamic),
                MagazineItem(widthMode: third, height: 15, heightMode: .dynamic),
                MagazineItem(widthMode: full, height: 150, heightMode: .dynamicAndStretchToTallestItemInRow),
                MagazineItem(widthMode: full, height: 10, heightMode: .dynamicAndStretchToTallestItemInRow),
            ])
        #expect(a.estimatedItems == [false, true, true, false, true, true])
    }

    @Test("magazine: estimated headers and footers, 44 tall when the height is left out")
    func magazineEstimatedSupplementaries() throws {
        let sections = """
            [{"items": [], "header": {"estimated": true}, "footer": {"height": 30, "estimated": true}}, \
            {"items": [], "header": {"height": 20}, "footer": {"height": 10, "estimated": false}}]
            """
        let d = try decoded(requestBody("magazine", sections: sections)).description
        guard case .magazine(let m) = d.family else { return }
        #expect(m.sections.map(\.headerHeight) == [44, 20])
        #expect(m.sections.map(\.footerHeight) == [30, 10])
        #expect(m.sections.map(\.headerEstimated) == [true, false])
        #expect(m.sections.map(\.footerEstimated) == [true, false])
    }

    @Test("magazine: a uniform section's item at an estimate makes the whole section estimated")
    func magazineUniformEstimate() throws {
        let sections = """
            [{"itemCount": 5, "item": {"widthMode": "halfWidth", "heightMode": "dynamic"}}, \
            {"itemCount": 5, "item": {"widthMode": "halfWidth", "height": 9, "estimated": true}}, \
            {"itemCount": 5, "item": {"widthMode": "halfWidth", "height": 9, "heightMode": "dynamic"}}]
            """
        let d = try decoded(requestBody("magazine", sections: sections)).description
        guard case .magazine(let m) = d.family else { return }
        #expect(
            m.sections[0].items
                == .uniform(
                    count: 5, item: MagazineItem(widthMode: .fractional(divisor: 2), height: 150, heightMode: .dynamic))
        )
        #expect(d.annotations.sections.map(\.estimated) == [true, true, false])
    }

    // MARK: Anchor

    @Test(
        "anchor: the keyword and each position, by id and by index path",
        arguments: [
            (#""report""#, AnchorRequest.report),
            (#"{"position": "top"}"#, .resolve(.top)),
            (#"{"position": "bottom"}"#, .resolve(.bottom)),
            (
                #"{"position": "topItem", "item": "m-1", "distance": 12.5}"#,
                .resolve(.topItem(.id("m-1"), distance: 12.5))
            ),
            (
                #"{"distance": -30, "item": [2, 1000000000], "position": "bottomItem"}"#,
                .resolve(.bottomItem(.indexPath(section: 2, item: 1_000_000_000), distance: -30))
            ),
            // An index path the request cannot have is not an error: it resolves to the request's offset.
            (
                #"{"position": "topItem", "item": [-1, 5], "distance": 0}"#,
                .resolve(.topItem(.indexPath(section: -1, item: 5), distance: 0))
            ),
        ])
    func anchors(json: String, expected: AnchorRequest) throws {
        #expect(try decoded(requestBody(extra: #""anchor": \#(json)"#)).description.anchor == expected)
    }

    @Test("anchor: report beside scrollTo and beside a timeline is accepted")
    func reportBesideScrolling() throws {
        let scrollTo = #""scrollTo": {"indexPath": [0, 0], "position": "top"}, "anchor": "report""#
        #expect(
            try decoded(requestBody(sections: #"[{"itemCount": 1}]"#, extra: scrollTo)).description.anchor == .report)
        let timeline = #"{"size": {"width": 1, "height": 1}, "contentOffsets": [{"x": 0, "y": 0}]}"#
        #expect(
            try decoded(requestBody(collectionView: timeline, extra: #""anchor": "report""#)).description.anchor
                == .report)
    }

    // MARK: Bottom to top

    @Test("verticalLayoutDirection and shortContentAlignment, in every family's layout", arguments: families)
    func bottomToTopFields(family: String) throws {
        var layout = #""verticalLayoutDirection": "bottomToTop", "shortContentAlignment": "bottom""#
        if family == "compositional" { layout += #", "section": \#(Self.compositionalSectionLayout)"# }
        let d = try decoded(requestBody(family, layout: layout)).description
        #expect(d.verticalLayoutDirection == .bottomToTop)
        #expect(d.shortContentAlignment == .bottom)
        #expect(d.annotations.marksLayoutEstimates)
    }
}
