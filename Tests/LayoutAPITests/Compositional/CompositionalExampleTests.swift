import LayoutAPI
import LayoutEngine
import Testing

/// The four worked examples of docs/compositional.md, each frame derived by hand in the comment beside it.
@Suite("Compositional worked examples A-D")
struct CompositionalExampleTests {
    typealias C = Compositional
    static let third = 230.0 / 3  // fl(76.75) at scale 3 = floor(230.25) / 3

    static let exampleA = C.request(
        #"""
        "section": {"interGroupSpacing": 16, "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 80"#)),
          "contentInsets": {"trailing": 20}, "interItemSpacing": {"fixed": 16}, "count": 4,
          "subitem": {\#(C.size(#""fractionalWidth": 1"#, #""fractionalWidth": 0.25"#))}}}
        """#, sections: #"[{"itemCount": 9}]"#, collectionView: #""size": {"width": 375, "height": 812}, "scale": 3"#)

    @Test("A: a count-4 group in a 355-point box shortened to 307 has 76.667-point squares, 96 points apart")
    func exampleA() throws {
        let r = try C.result(Self.exampleA)
        let w = Self.third
        // Box 375 - 20 = 355; L' = 355 - 3 * 16 = 307; each copy fl(0.25 * 307) = 76.667 wide, and the height
        // fractionalWidth(0.25) refers to the shortened box too. x = k * (76.667 + 16).
        let xs = [0, w + 16, 2 * w + 32, 278]
        let expected =
            xs.map { rect($0, 0, w, w) } + xs.map { rect($0, 96, w, w) }
            // Step 6: a lone last item keeps the width and position of copy 0.
            + [rect(0, 192, w, w)]
        #expect(C.cells(r) == expected)
        #expect(r.attributes.map(\.item) == Array(0..<9))
        // Step 11: three groups of 80, 16 apart.
        #expect(r.contentSize == Size(width: 375, height: 3 * 80 + 2 * 16))
    }

    static let exampleB = C.request(
        #"""
        "section": {"orthogonalScrollingBehavior": "continuous", "interGroupSpacing": 8,
          "contentInsets": {"top": 16, "leading": 16, "bottom": 16, "trailing": 16},
          "decorationItems": [{"elementKind": "background"}],
          "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 40"#)),
            "interItemSpacing": {"fixed": 8}, "count": 4,
            "subitem": {\#(C.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#))}}}
        """#, sections: #"[{"itemCount": 5}, {"itemCount": 1}]"#,
        collectionView: #""size": {"width": 375, "height": 812}, "scale": 3"#)

    @Test("B: an orthogonal section resolves its group against the unreduced 375 points")
    func exampleB() throws {
        let r = try C.result(Self.exampleB)
        // Step 3's exception: the group is 375 wide (not 343); L' = 375 - 24 = 351; fl(87.75) = 263/3 = 87.667.
        let w = 263.0 / 3
        let section0 = r.attributes.filter { $0.section == 0 && $0.category == .cell }
        #expect(
            section0.map(\.frame) == [
                rect(16, 16, w, 40), rect(16 + w + 8, 16, w, 40), rect(16 + 2 * (w + 8), 16, w, 40),
                rect(303, 16, w, 40),
                // The next group: 16 + 375 + interGroupSpacing 8 = 399.
                rect(399, 16, w, 40),
            ])
        #expect(section0.allSatisfy { $0.orthogonal && $0.zIndex == 1 })
        // Step 15: the background spans the layout container's width and the section's 16 + 40 + 16.
        let backgrounds = C.elements(r, kind: "background")
        #expect(backgrounds.map(\.frame) == [rect(0, 0, 375, 72), rect(0, 72, 375, 72)])
        #expect(backgrounds.allSatisfy { $0.category == .decoration && $0.zIndex == 0 && !$0.orthogonal })
        // The next section starts at y 72: its first cell at 72 + 16.
        #expect(r.attributes.first { $0.section == 1 }?.frame == rect(16, 88, w, 40))
        #expect(r.contentSize.height == 144)
    }

    static func flexibleGroup(leading: String) -> String {
        C.request(
            #"""
            "section": {"group": {"group": "horizontal", \#(C.size(#""absolute": 375"#, #""absolute": 100"#)),
              "interItemSpacing": {"flexible": 10},
              "subitems": [{\#(C.size(#""absolute": 100"#, #""absolute": 100"#))\#(leading)}]}}
            """#, sections: #"[{"itemCount": 3}]"#)
    }

    @Test("Step 7's example: flexible spacing 10 keeps 3 of 100 and spreads 55 over 2 gaps")
    func stepSevenExample() throws {
        // used = 300 + 2 * 10 = 320; extra = 55 / 2 = 27.5; x = 0, 137.5, 275.
        #expect(C.cells(try C.result(Self.flexibleGroup(leading: ""))).map(\.x) == [0, 137.5, 275])
    }

    @Test("C: a flexible leading edge adds three more flexible spacings: extra 11, x = 11, 143, 275")
    func exampleC() throws {
        let r = try C.result(Self.flexibleGroup(leading: #", "edgeSpacing": {"leading": {"flexible": 0}}"#))
        // flex = 3 + 2 = 5; extra = 55 / 5 = 11; x0 = 11; x1 = 11 + 100 + 10 + 11 + 11 = 143; x2 = 275.
        #expect(C.cells(r) == [rect(11, 0, 100, 100), rect(143, 0, 100, 100), rect(275, 0, 100, 100)])
    }

    static let exampleD = C.request(
        #"""
        "section": {"group": {"group": "horizontal", \#(C.size(#""absolute": 375"#, #""absolute": 50"#)),
          "interItemSpacing": {"fixed": 10},
          "subitems": [{\#(C.size(#""fractionalWidth": 0.25"#, #""absolute": 50"#))}]}}
        """#, sections: #"[{"itemCount": 4}]"#, collectionView: #""size": {"width": 375, "height": 812}, "scale": 2"#)

    @Test("D: the spacing redo resolves four quarter-width items in 375 - 30 = 345: 86 wide at 0, 96, 192, 288")
    func exampleD() throws {
        // Pass 1 keeps 4 (fl(93.75) = 93.5 each, no spacing charged: 375 - 374 >= -0.25; a fifth does not fit).
        // Redo: fl(0.25 * 345) = fl(86.25) = 86 at scale 2; x = k * 96.
        let r = try C.result(Self.exampleD)
        #expect(C.cells(r) == [0, 96, 192, 288].map { rect($0, 0, 86, 50) })
    }
}
