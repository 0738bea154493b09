import LayoutAPI
import LayoutEngine
import Testing

/// Steps 1-11 of docs/compositional.md: containers, dimensions, groups, spacing, nesting and sections, each
/// expected frame derived by hand beside it.
@Suite("Compositional groups and sections")
struct CompositionalGroupTests {
    typealias C = Compositional

    /// A section of one horizontal group (`width` × `height`) of `subitems`, with extra section members.
    static func section(
        _ group: String = #""fractionalWidth": 1"#, _ height: String = #""absolute": 100"#, subitems: String,
        spacing: String = "", extra: String = ""
    ) -> String {
        let s = spacing.isEmpty ? "" : #", "interItemSpacing": \#(spacing)"#
        let e = extra.isEmpty ? "" : ", " + extra
        return #"""
            "section": {"group": {"group": "horizontal", \#(C.size(group, height))\#(s), "subitems": [\#(subitems)]}\#(e)}
            """#
    }

    static func item(_ width: String, _ height: String = #""fractionalHeight": 1"#, _ extra: String = "") -> String {
        "{" + C.size(width, height) + (extra.isEmpty ? "" : ", " + extra) + "}"
    }

    @Test(
        "Step 1: the layout's default reference is the safe area: left and right safe-area insets narrow the container")
    func safeAreaReference() throws {
        let json = C.request(
            Self.section(subitems: Self.item(#""fractionalWidth": 0.5"#)), sections: #"[{"itemCount": 2}]"#,
            collectionView:
                #""size": {"width": 375, "height": 812}, "scale": 2, "safeAreaInsets": {"left": 10, "right": 20, "top": 44}"#
        )
        // Effective width 375 - 10 - 20 = 345; items fl(0.5 * 345) = 172.5 at scale 2, from x 10.
        #expect(C.cells(try C.result(json)) == [rect(10, 0, 172.5, 100), rect(182.5, 0, 172.5, 100)])
    }

    @Test(
        "Step 1: contentInsetsReference none, layoutMargins and readableContent (a section's reference replaces the layout's)"
    )
    func otherReferences() throws {
        let cv =
            #""size": {"width": 375, "height": 812}, "contentInset": {"left": 5, "right": 5}, "safeAreaInsets": {"left": 10}, "layoutMargins": {"left": 16, "right": 16}, "readableContentInsets": {"left": 40, "right": 40}"#
        for (layoutReference, sectionReference, x, width) in [
            ("none", "automatic", 0.0, 365.0),  // content width 375 - 10
            ("safeArea", "layoutMargins", 16, 333),  // the section's reference wins: 365 - 32
            ("none", "readableContent", 40, 285),  // 365 - 80
        ] {
            let json = C.request(
                #""contentInsetsReference": "\#(layoutReference)", "#
                    + Self.section(
                        subitems: Self.item(#""fractionalWidth": 1"#),
                        extra: #""contentInsetsReference": "\#(sectionReference)""#),
                sections: #"[{"itemCount": 1}]"#, collectionView: cv)
            #expect(C.cells(try C.result(json)) == [rect(x, 0, width, 100)])
        }
    }

    @Test(
        "Step 2: fractionalHeight refers to the container's height and a width may be fractionalHeight; only fractions are floored"
    )
    func dimensions() throws {
        // The group is fractionalHeight(0.25) of 812 = 203; an item 0.5 of the box's height = fl(101.5) = 101 at
        // scale 1, and a width of fractionalHeight(0.5) is the same 101; an absolute 33.3 stays 33.3.
        let json = C.request(
            Self.section(
                #""fractionalWidth": 1"#, #""fractionalHeight": 0.25"#,
                subitems: Self.item(#""fractionalHeight": 0.5"#, #""fractionalHeight": 0.5"#) + ", "
                    + Self.item(#""absolute": 33.3"#, #""absolute": 33.3"#)), sections: #"[{"itemCount": 2}]"#)
        let r = try C.result(json)
        #expect(C.cells(r) == [rect(0, 0, 101, 101), rect(101, 0, 33.3, 33.3)])
        #expect(r.contentSize.height == 203)
    }

    @Test("Step 2: an estimated dimension takes the measured size from sections[i].items, else its estimate")
    func estimated() throws {
        let section = Self.section(
            #""fractionalWidth": 1"#, #""estimated": 44"#,
            subitems: Self.item(#""fractionalWidth": 1"#, #""estimated": 44"#))
        let measured = try C.result(
            C.request(section, sections: #"[{"items": [{"width": 1, "height": 33.1}, {"width": 1, "height": 60}]}]"#))
        // Step 11: each group is as tall as its measured item (an estimated group is its items' extent).
        #expect(C.cells(measured) == [rect(0, 0, 375, 33.1), rect(0, 33.1, 375, 60)])
        let uniform = try C.result(C.request(section, sections: #"[{"itemCount": 2}]"#))
        #expect(C.cells(uniform) == [rect(0, 0, 375, 44), rect(0, 44, 375, 44)])
    }

    @Test("Step 3: a section's group resolves in the container less the section's leading and trailing insets")
    func sectionContainer() throws {
        let json = C.request(
            Self.section(
                subitems: Self.item(#""fractionalWidth": 0.5"#),
                extra: #""contentInsets": {"leading": 16, "trailing": 16, "top": 8, "bottom": 4}"#),
            sections: #"[{"itemCount": 2}]"#, collectionView: #""size": {"width": 375, "height": 812}, "scale": 2"#)
        // 375 - 32 = 343; fl(171.5) = 171.5 at scale 2; x from 16; y from the top inset 8; content 8 + 100 + 4.
        let r = try C.result(json)
        #expect(C.cells(r) == [rect(16, 8, 171.5, 100), rect(187.5, 8, 171.5, 100)])
        #expect(r.contentSize.height == 112)
    }

    @Test("Step 5: subitems are walked cyclically while they fit, spacing charged for non-fractional items")
    func cyclicWalk() throws {
        let json = C.request(
            Self.section(
                subitems: Self.item(#""absolute": 100"#) + ", " + Self.item(#""absolute": 50"#),
                spacing: #"{"fixed": 10}"#),
            sections: #"[{"itemCount": 6}]"#)
        // a 100, b 50, a, b: 375 - 300 - 30 = 45 fits; a fifth (a) would need 400 + 40. x = 0, 110, 170, 280.
        let r = try C.result(json)
        #expect(C.cells(r).prefix(4).map(\.x) == [0, 110, 170, 280])
        #expect(C.cells(r).prefix(4).map(\.width) == [100, 50, 100, 50])
        // The next group starts again with a.
        #expect(Array(C.cells(r).suffix(2)) == [rect(0, 100, 100, 100), rect(110, 100, 50, 100)])
    }

    @Test("Step 5: the quarter-point tolerance keeps an item that overshoots by less than 0.25")
    func quarterPoint() throws {
        // 4 × 93.8 = 375.2: 375 - 375.2 = -0.2 >= -0.25 keeps 4; 4 × 93.9 = 375.6 overshoots by 0.6: keeps 3.
        for (width, perGroup) in [(93.8, 4), (93.9, 3)] {
            let r = try C.result(
                C.request(
                    Self.section(subitems: Self.item(#""absolute": \#(width)"#)), sections: #"[{"itemCount": 8}]"#))
            #expect(C.cells(r).filter { $0.y == 0 }.count == perGroup)
        }
    }

    @Test("Step 5: the last group holds only the remaining items; a nested last group keeps its full geometry")
    func partialNested() throws {
        // A horizontal group of two vertical groups (each 0.5 × 1) of two 0.5-tall items: 4 items per group.
        let vertical =
            #"{"group": "vertical", \#(C.size(#""fractionalWidth": 0.5"#, #""fractionalHeight": 1"#)), "subitems": [\#(Self.item(#""fractionalWidth": 1"#, #""fractionalHeight": 0.5"#))]}"#
        let r = try C.result(
            C.request(
                Self.section(#""fractionalWidth": 1"#, #""absolute": 200"#, subitems: vertical + ", " + vertical),
                sections: #"[{"itemCount": 5}]"#, collectionView: #""size": {"width": 375, "height": 812}, "scale": 2"#)
        )
        // Step 9: depth first: (0,0) (0,100) (187.5,0) (187.5,100); item 4 alone in a full-height second group.
        #expect(
            C.cells(r) == [
                rect(0, 0, 187.5, 100), rect(0, 100, 187.5, 100), rect(187.5, 0, 187.5, 100),
                rect(187.5, 100, 187.5, 100), rect(0, 200, 187.5, 100),
            ])
        #expect(r.contentSize.height == 400)
    }

    @Test("Step 6: repeatingSubitem makes count copies at the subitem's own size")
    func repeating() throws {
        let json = C.request(
            #""section": {"group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 50"#)), "interItemSpacing": {"fixed": 10}, "count": 3, "repeatingSubitem": \#(Self.item(#""absolute": 50"#))}}"#,
            sections: #"[{"itemCount": 4}]"#)
        // x = 0, 60, 120 (not stretched to 375); the fourth item starts the next group.
        #expect(
            C.cells(try C.result(json)) == [
                rect(0, 0, 50, 50), rect(60, 0, 50, 50), rect(120, 0, 50, 50), rect(0, 50, 50, 50),
            ])
    }

    @Test("Step 8: a flexible cross edge takes the cross leftover; both flexible centre the item")
    func crossAxis() throws {
        for (edges, y) in [
            (#""top": {"fixed": 10}"#, 10.0), (#""top": {"flexible": 0}"#, 50),
            (#""top": {"flexible": 0}, "bottom": {"flexible": 0}"#, 25),
            (#""top": {"fixed": 5}, "bottom": {"flexible": 0}"#, 5),
        ] {
            let json = C.request(
                Self.section(
                    subitems: Self.item(#""absolute": 100"#, #""absolute": 50"#, #""edgeSpacing": {\#(edges)}"#)),
                sections: #"[{"itemCount": 1}]"#)
            #expect(C.cells(try C.result(json)) == [rect(0, y, 100, 50)])
        }
    }

    @Test(
        "Step 10: item contentInsets shrink the cell in its slot without moving neighbours, and not on an estimated axis"
    )
    func itemInsets() throws {
        let insets = #""contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}"#
        let json = C.request(
            Self.section(
                #""fractionalWidth": 1"#, #""estimated": 100"#,
                subitems: Self.item(#""absolute": 100"#, #""absolute": 100"#, insets) + ", "
                    + Self.item(#""absolute": 100"#, #""estimated": 60"#, insets)),
            sections: #"[{"itemCount": 2}]"#)
        #expect(C.cells(try C.result(json)) == [rect(5, 5, 90, 90), rect(105, 0, 90, 60)])
    }

    @Test("Step 11: groups repeat interGroupSpacing apart; an empty section applies no insets and takes no space")
    func groupsAndEmptySections() throws {
        let json = C.request(
            #""interSectionSpacing": 10, "#
                + Self.section(
                    subitems: Self.item(#""fractionalWidth": 1"#),
                    extra: #""interGroupSpacing": 5, "contentInsets": {"top": 16, "bottom": 16}"#),
            sections: #"[{"itemCount": 0}, {"itemCount": 3}, {"itemCount": 0}]"#)
        let r = try C.result(json)
        // Section 0 is 0 tall; 10; section 1 from 10: top 16, groups at 26, 131, 236, bottom 16 → 352; 10; section 2
        // empty: the content ends at 362.
        #expect(C.cells(r) == [rect(0, 26, 375, 100), rect(0, 131, 375, 100), rect(0, 236, 375, 100)])
        #expect(r.contentSize.height == 362)
    }
}
