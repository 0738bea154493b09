import LayoutAPI
import LayoutEngine
import Testing

/// Steps 12-18 of docs/compositional.md: orthogonal sections, boundary and anchored supplementaries, decorations,
/// sections in the layout, pinning and the response order, each expected frame derived by hand beside it.
@Suite("Compositional supplementaries, orthogonal sections, pinning and order")
struct CompositionalSupplementaryTests {
    typealias C = Compositional

    /// A vertical list: one full-width item of height 100 per group.
    static func list(_ extra: String = "", item: String = "") -> String {
        let e = extra.isEmpty ? "" : ", " + extra
        let i = item.isEmpty ? "" : ", " + item
        return #"""
            "section": {"group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 100"#)),
              "subitems": [{\#(C.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#))\#(i)}]}\#(e)}
            """#
    }

    static func boundary(
        _ kind: String, _ alignment: String, width: String = #""fractionalWidth": 1"#, height: Double = 50,
        _ extra: String = ""
    ) -> String {
        #"{"elementKind": "\#(kind)", "alignment": "\#(alignment)", \#(C.size(width, #""absolute": \#(height)"#))\#(extra.isEmpty ? "" : ", " + extra)}"#
    }

    @Test("Step 12: groupPagingCentered starts the first group at (effectiveWidth - groupWidth) / 2")
    func pagingCentered() throws {
        let json = C.request(
            #""section": {"orthogonalScrollingBehavior": "groupPagingCentered", "interGroupSpacing": 10, "contentInsets": {"leading": 20}, "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 0.8"#, #""absolute": 100"#)), "subitems": [{\#(C.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#))}]}}"#,
            sections: #"[{"itemCount": 3}]"#)
        // Group fl(0.8 * 375) = 300; first at 37.5 (not the leading inset); then 300 + 10 apart.
        let r = try C.result(json)
        #expect(C.cells(r).map(\.x) == [37.5, 347.5, 657.5])
        #expect(r.attributes.allSatisfy { $0.orthogonal })
    }

    @Test(
        "Step 12: visible and rect queries test an orthogonal section against the rect moved by its orthogonalContentOffset"
    )
    func orthogonalQuery() throws {
        let section =
            #""section": {"orthogonalScrollingBehavior": "paging", "group": {"group": "horizontal", \#(C.size(#""absolute": 100"#, #""absolute": 100"#)), "subitems": [{\#(C.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#))}]}}"#
        let json = C.request(
            section, sections: #"[{"itemCount": 1000000000, "orthogonalContentOffset": {"x": 50000, "y": 0}}]"#,
            elements: #""visible""#)
        // The visible x range 0..<375 moved to 50000..<50375 meets groups 500...503 (at x = 100 k); frames unscrolled.
        let r = try C.result(json)
        #expect(r.attributes.map(\.item) == [500, 501, 502, 503])
        #expect(r.attributes.first?.frame == rect(50000, 0, 100, 100))
        #expect(r.contentSize.height == 100)
    }

    @Test("Step 13: boundary items align like NSRectAlignment within the section's width less its insets")
    func boundaryAlignment() throws {
        let items = [
            Self.boundary("h", "top"), Self.boundary("tl", "topLeading", width: #""absolute": 100"#, height: 30),
            Self.boundary("tt", "topTrailing", width: #""absolute": 100"#, height: 20),
            Self.boundary("f", "bottom", width: #""absolute": 200"#, height: 40),
        ].joined(separator: ", ")
        let json = C.request(
            Self.list(
                #""contentInsets": {"leading": 16, "trailing": 16, "top": 10, "bottom": 6}, "boundarySupplementaryItems": [\#(items)]"#
            ),
            sections: #"[{"itemCount": 1}]"#)
        let r = try C.result(json)
        // Width 375 - 32 = 343 from x 16. The top items share y 0; the content moves down by the tallest (50):
        // the cell at 50 + 10. The footer follows the bottom inset: 60 + 100 + 6 = 166, centred: 16 + 71.5.
        #expect(Compositional.elements(r, kind: "h").map(\.frame) == [rect(16, 0, 343, 50)])
        #expect(Compositional.elements(r, kind: "tl").map(\.frame) == [rect(16, 0, 100, 30)])
        #expect(Compositional.elements(r, kind: "tt").map(\.frame) == [rect(259, 0, 100, 20)])
        #expect(C.cells(r) == [rect(16, 60, 343, 100)])
        #expect(Compositional.elements(r, kind: "f").map(\.frame) == [rect(87.5, 166, 200, 40)])
        #expect(r.contentSize.height == 206)
        #expect(r.attributes.filter { $0.category == .supplementary }.allSatisfy { $0.zIndex == 1 && $0.item == 0 })
    }

    @Test("Step 13: without following the insets, without extending the boundary, side items, absoluteOffset last")
    func boundaryVariants() throws {
        let items = [
            Self.boundary("h", "top", height: 30, #""extendsBoundary": false, "absoluteOffset": {"x": 3, "y": -4}"#),
            Self.boundary("f", "bottom", height: 20, #""extendsBoundary": false"#),
            Self.boundary("side", "leading", width: #""absolute": 10"#, height: 40),
            Self.boundary(
                "inset", "trailing", width: #""absolute": 30"#, height: 40,
                #""contentInsets": {"leading": 5, "top": 5, "bottom": 5}"#),
        ].joined(separator: ", ")
        let json = C.request(
            Self.list(
                #""supplementariesFollowContentInsets": false, "contentInsets": {"leading": 16, "top": 10}, "boundarySupplementaryItems": [\#(items)]"#
            ),
            sections: #"[{"itemCount": 2}]"#)
        let r = try C.result(json)
        // Groups from 10 to 210. The header's top is where the first group starts (10), moved by (3, -4); the footer's
        // bottom is where the last group ends (210 - 20). Side items centre on 10...210 (110 - 20 = 90); the
        // trailing one at 375 - 30, then less its own insets.
        #expect(Compositional.elements(r, kind: "h").map(\.frame) == [rect(3, 6, 375, 30)])
        #expect(Compositional.elements(r, kind: "f").map(\.frame) == [rect(0, 190, 375, 20)])
        #expect(Compositional.elements(r, kind: "side").map(\.frame) == [rect(0, 90, 10, 40)])
        #expect(Compositional.elements(r, kind: "inset").map(\.frame) == [rect(350, 95, 25, 30)])
        #expect(r.contentSize.height == 210)
    }

    @Test("Step 14: item badges by container anchor and fractional offset, and by an item anchor")
    func itemBadges() throws {
        let badges = #"""
            "supplementaryItems": [
              {"elementKind": "badge", \#(C.size(#""absolute": 20"#, #""absolute": 20"#)),
               "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}},
              {"elementKind": "pin", \#(C.size(#""fractionalWidth": 0.5"#, #""absolute": 10"#)), "zIndex": 5,
               "containerAnchor": {"edges": ["top", "trailing"]}, "itemAnchor": {"edges": ["bottom", "leading"], "absoluteOffset": {"x": 1, "y": 1}}},
              {"elementKind": "centre", \#(C.size(#""absolute": 10"#, #""absolute": 10"#)), "containerAnchor": {"edges": []}}]
            """#
        let json = C.request(
            #""section": {"group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 100"#)), "subitems": [{\#(C.size(#""absolute": 100"#, #""absolute": 100"#)), \#(badges)}]}}"#,
            sections: #"[{"itemCount": 2}]"#)
        let r = try C.result(json)
        // badge: (0 + 1 * (100 - 20) + 0.3 * 20, 0 + 0 - 0.3 * 20) = (86, -6).
        #expect(Compositional.elements(r, kind: "badge").map(\.frame) == [rect(86, -6, 20, 20), rect(186, -6, 20, 20)])
        // pin: 50 × 10 (half the host's width); origin + a * host - b * z - itemOffset = (100 - 0 - 1, 0 - 10 - 1).
        #expect(Compositional.elements(r, kind: "pin").first?.frame == rect(99, -11, 50, 10))
        #expect(Compositional.elements(r, kind: "pin").first?.zIndex == 5)
        #expect(Compositional.elements(r, kind: "centre").first?.frame == rect(45, 45, 10, 10))
        // Step 18: each cell is followed by its badges, with the cell's index path.
        let names = r.attributes.map { "\(r.kindName(of: $0) ?? "cell")\($0.item)" }
        #expect(
            names == [
                "cell0", "badge0", "pin0", "centre0", "cell1", "badge1", "pin1", "centre1",
            ])
    }

    @Test("Step 14: group supplementaries use the content box, count groups carrying the kind, come after the cells")
    func groupSupplementaries() throws {
        let json = C.request(
            #""section": {"group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 100"#)), "contentInsets": {"top": 10, "leading": 10}, "supplementaryItems": [{"elementKind": "g", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 5"#)), "containerAnchor": {"edges": ["bottom"]}}], "count": 2, "subitem": {\#(C.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#))}}}"#,
            sections: #"[{"itemCount": 5}]"#)
        let r = try C.result(json)
        // Content box (10, 10, 365, 90): the bar is 365 × 5 at its bottom: y = 10 + 85 per group of 100.
        let bars = Compositional.elements(r, kind: "g")
        #expect(bars.map(\.item) == [0, 1, 2])
        #expect(bars.map(\.frame) == [rect(10, 95, 365, 5), rect(10, 195, 365, 5), rect(10, 295, 365, 5)])
        let order = r.attributes.map { $0.category == .cell ? "c\($0.item)" : "g\($0.item)" }
        #expect(
            order == [
                "c0", "c1", "g0", "c2", "c3", "g1", "c4", "g2",
            ])
    }

    @Test("Step 15: a background covers the section less its insets; cells rise to zIndex 1; empty sections have none")
    func decorations() throws {
        let json = C.request(
            Self.list(
                #""contentInsets": {"top": 8, "bottom": 8}, "decorationItems": [{"elementKind": "bg", "zIndex": -1, "contentInsets": {"leading": 4, "trailing": 4, "top": 2}}], "boundarySupplementaryItems": [\#(Self.boundary("h", "top", height: 20))]"#
            ),
            sections: #"[{"itemCount": 1}, {"itemCount": 0}]"#)
        let r = try C.result(json)
        // Section 0: header 0..<20, content 20 + 8 + 100 + 8 = 136; the background from 0 + 2 to 136, x 4...371.
        #expect(Compositional.elements(r, kind: "bg").map(\.frame) == [rect(4, 2, 367, 134)])
        #expect(Compositional.elements(r, kind: "bg").first?.zIndex == -1)
        #expect(r.attributes.first { $0.category == .cell }?.zIndex == 1)
        // Section 1 is only its header: 136..<156, no background.
        #expect(r.contentSize.height == 156)
    }

    @Test("Step 16: sections stack interSectionSpacing apart; layout-level items come before and after, at [0, 0]")
    func layoutLevelItems() throws {
        let json = C.request(
            #""interSectionSpacing": 12, "boundarySupplementaryItems": [\#(Self.boundary("top", "top", height: 30)), \#(Self.boundary("end", "bottom", height: 10))], "#
                + Self.list(), sections: #"[{"itemCount": 1}, {"itemCount": 1}]"#)
        let r = try C.result(json)
        // 30, section 0 at 30..<130, 12, section 1 at 142..<242, the bottom item at 242..<252.
        #expect(C.cells(r).map(\.y) == [30, 142])
        #expect(r.attributes.first.map { r.kindName(of: $0) } == "top")
        #expect(r.attributes.last?.frame == rect(0, 242, 375, 10))
        #expect(r.attributes.last?.section == 0)
        #expect(r.contentSize == Size(width: 375, height: 252))
    }

    @Test(
        "Step 17: pinned headers and footers follow the formulas within their section, with offset, stickHeight and zIndex"
    )
    func pinning() throws {
        let items = [
            Self.boundary("h", "top", height: 40, #""pinToVisibleBounds": true"#),
            Self.boundary("f", "bottom", height: 30, #""pinToVisibleBounds": true, "zIndex": 3"#),
        ].joined(separator: ", ")
        func layout(offset: Double, pinning: String = "") throws -> LayoutResult {
            try C.result(
                C.request(
                    Self.list(#""boundarySupplementaryItems": [\#(items)]"#) + pinning,
                    sections: #"[{"itemCount": 10}, {"itemCount": 10}]"#,
                    collectionView:
                        #""size": {"width": 375, "height": 500}, "contentInset": {"top": 20}, "contentOffset": {"x": 0, "y": \#(offset)}"#
                ))
        }
        // Section 0: header 0..<40, cells 40..<1040, footer 1040..<1070; section 1 from 1070.
        let r = try layout(offset: 300)
        let header = Compositional.elements(r, kind: "h")
        // Header: min(max(0, 300 + 20), 1070 - 40) = 320, pinned, its own zIndex 1.
        #expect(header.first?.frame.y == 320)
        #expect(header.first?.pinned == true && header.first?.zIndex == 1)
        // Footer: max(min(1040, 300 + 500 - 30), 0) = 770.
        let footer = Compositional.elements(r, kind: "f").first
        #expect(footer?.frame.y == 770 && footer?.pinned == true && footer?.zIndex == 3)
        // Near the section's end the header is pushed: min(max(0, 1040 + 20 + 10), 1070 - 40) = 1030;
        // pinning.zIndex wins.
        let late = try layout(offset: 1040, pinning: #", "pinning": {"offset": 10, "zIndex": 99}"#)
        let lateHeader = Compositional.elements(late, kind: "h").first { $0.section == 0 }
        #expect(lateHeader?.frame.y == 1030 && lateHeader?.zIndex == 99)
        let stick = try layout(offset: 1200, pinning: #", "pinning": {"stickHeight": 15}"#)
        // Section 1's header: min(max(1070, 1200 + 20 - 25), 2140 - 40) = 1195.
        #expect(Compositional.elements(stick, kind: "h").first { $0.section == 1 }?.frame.y == 1195)
    }

    @Test("Step 18: per section the top and side items in request order, cells with badges, bottom items, decorations")
    func responseOrder() throws {
        let items = [
            Self.boundary("footer", "bottom", height: 10), Self.boundary("header", "top", height: 10),
            Self.boundary("side", "trailing", width: #""absolute": 5"#, height: 10),
        ].joined(separator: ", ")
        let json = C.request(
            #""boundarySupplementaryItems": [\#(Self.boundary("end", "bottom", height: 5)), \#(Self.boundary("start", "top", height: 5))], "#
                + Self.list(
                    #""boundarySupplementaryItems": [\#(items)], "decorationItems": [{"elementKind": "bg"}]"#,
                    item:
                        #""supplementaryItems": [{"elementKind": "badge", \#(C.size(#""absolute": 4"#, #""absolute": 4"#)), "containerAnchor": {"edges": ["top"]}}]"#
                ),
            sections: #"[{"itemCount": 2}]"#)
        let r = try C.result(json)
        let kinds = r.attributes.map { r.kindName(of: $0) ?? "cell" }
        #expect(
            kinds == [
                "start", "header", "side", "cell", "badge", "cell", "badge", "footer", "bg", "end",
            ])
        #expect(r.attributes.filter { $0.category == .supplementary }.allSatisfy { !$0.pinned })
    }

    @Test("Horizontal scrolling is the vertical layout transposed (leading is the section's top)")
    func horizontal() throws {
        let json = C.request(
            #""scrollDirection": "horizontal", "section": {"interGroupSpacing": 10, "boundarySupplementaryItems": [{"elementKind": "h", "alignment": "leading", \#(C.size(#""absolute": 30"#, #""fractionalHeight": 1"#))}], "group": {"group": "vertical", \#(C.size(#""absolute": 100"#, #""fractionalHeight": 1"#)), "subitems": [{\#(C.size(#""fractionalWidth": 1"#, #""fractionalHeight": 0.5"#))}]}}"#,
            sections: #"[{"itemCount": 3}]"#, collectionView: #""size": {"width": 375, "height": 600}"#)
        let r = try C.result(json)
        // The leading header (30 wide, full height) first; groups 100 wide from x 30, two 300-tall items each.
        #expect(Compositional.elements(r, kind: "h").map(\.frame) == [rect(0, 0, 30, 600)])
        #expect(C.cells(r) == [rect(30, 0, 100, 300), rect(30, 300, 100, 300), rect(140, 0, 100, 300)])
        #expect(r.contentSize == Size(width: 240, height: 600))
    }
}
