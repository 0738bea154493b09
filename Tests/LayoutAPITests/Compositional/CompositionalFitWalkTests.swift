import LayoutAPI
import LayoutEngine
import Testing

/// docs/compositional.md, rule 5: a subitem the walk does not keep is not laid out, so nothing about it is
/// validated as a cell (its `contentInsets`, a nested group that could not fit an item); only what is laid out can
/// make a request unsatisfiable.
@Suite("Compositional: a subitem the fit walk drops is never validated")
struct CompositionalDroppedSubitemTests {
    typealias C = Compositional

    /// A section of one horizontal group, fractionalWidth 1 × absolute 100, of `subitems`.
    static func request(_ subitems: String, itemCount: Int) -> String {
        C.request(
            #""section": {"group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 100"#)), "subitems": [\#(subitems)]}}"#,
            sections: #"[{"itemCount": \#(itemCount)}]"#)
    }

    static let wide = "{" + C.size(#""absolute": 200"#, #""fractionalHeight": 1"#) + "}"

    /// The box is 375 wide. Subitem 0 (200) is kept: 375 - 200 >= -0.25. Subitem 1 (200 more) is not: 375 -
    /// 400 = -25 < -0.25, so the walk stops and each group holds one cell; its insets (150 + 150 > 200 would
    /// leave it -100 wide) are never applied. Two items, two groups: (0, 0) and (0, 100), 200 × 100.
    @Test("a dropped item whose contentInsets leave a negative width does not make the request a 422")
    func droppedItemInsets() throws {
        let shrunk =
            "{" + C.size(#""absolute": 200"#, #""fractionalHeight": 1"#)
            + #", "contentInsets": {"leading": 150, "trailing": 150}}"#
        let r = try C.result(Self.request(Self.wide + ", " + shrunk, itemCount: 2))
        #expect(C.cells(r) == [rect(0, 0, 200, 100), rect(0, 100, 200, 100)])
        // Kept, the same item is laid out, and its insets are the 422 they always were.
        #expect(
            try C.unprocessable(Self.request(shrunk, itemCount: 2)) == "/layout/section/group/subitems/0/contentInsets")
    }

    /// Subitem 0 (300) is kept; subitem 1, a group 200 wide whose one item is 250 wide (it cannot keep it: 200 -
    /// 250 < -0.25), is not: 375 - 500 < -0.25. Each group holds one cell, (0, 0) and (0, 100), 300 × 100.
    @Test("a dropped nested group that could not fit an item does not make the request a 422")
    func droppedNestedGroup() throws {
        let first = "{" + C.size(#""absolute": 300"#, #""fractionalHeight": 1"#) + "}"
        let tooNarrow =
            #"{"group": "horizontal", \#(C.size(#""absolute": 200"#, #""absolute": 100"#)), "subitems": [{\#(C.size(#""absolute": 250"#, #""fractionalHeight": 1"#))}]}"#
        let r = try C.result(Self.request(first + ", " + tooNarrow, itemCount: 2))
        #expect(C.cells(r) == [rect(0, 0, 300, 100), rect(0, 100, 300, 100)])
        // Kept (it comes first), the nested group is laid out and cannot fit its item: the 422 at it.
        #expect(try C.unprocessable(Self.request(tooNarrow, itemCount: 2)) == "/layout/section/group/subitems/0")
    }
}

/// docs/compositional.md, rule 6: a `repeatingSubitem` group is step 5's walk without its fit pass, so its spacing
/// redo applies to every copy, those past the section's last item (laid out but absent) included, and a partial
/// last group keeps the full group's geometry.
@Suite("Compositional: every copy of a partial repeatingSubitem group is redone")
struct CompositionalPartialRepeatingGroupTests {
    typealias C = Compositional

    static func request(itemCount: Int) -> String {
        let copy =
            "{" + C.size(#""fractionalWidth": 0.3333333333333333"#, #""absolute": 100"#)
            + #", "edgeSpacing": {"leading": {"flexible": 5}}}"#
        return C.request(
            #""section": {"group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 100"#)), "interItemSpacing": {"fixed": 10.5}, "repeatingSubitem": \#(copy), "count": 2}}"#,
            sections: #"[{"itemCount": \#(itemCount)}]"#,
            collectionView: #""size": {"width": 320, "height": 812}, "scale": 2"#)
    }

    /// 320 × 812 at scale 2. First pass: each copy fl(320 / 3) = fl(106.667) = 106.5. The redo (fixed 10.5 ≠ 0,
    /// two copies, fractional along the axis) resolves every copy in 320 - 10.5 = 309.5: fl(309.5 / 3) =
    /// fl(103.167) = 103, the absent copy too. Step 7: used = 2 × (103 + 5) + 10.5 = 226.5; flex = 2 (the two
    /// flexible leading edges); extra = (320 - 226.5) / 2 = 46.75; copy 0 at x = 5 + 46.75 = 51.75. (With the
    /// absent copy kept at 106.5, used was 230, extra 45 and x 50.)
    @Test("a lone last item of a repeatingSubitem group sits where copy 0 of the full group does")
    func partialGroupRedone() throws {
        #expect(C.cells(try C.result(Self.request(itemCount: 1))) == [rect(51.75, 0, 103, 100)])
        // The full group: copy 1 after copy 0's 103, the spacing 10.5, its leading 5 and extra 46.75: x = 51.75 +
        // 103 + 10.5 + 5 + 46.75 = 217.
        #expect(
            C.cells(try C.result(Self.request(itemCount: 2))) == [rect(51.75, 0, 103, 100), rect(217, 0, 103, 100)])
    }
}
