import LayoutAPI
import LayoutEngine
import Testing

/// What compositional layouts got wrong while they answered through a pipeline of their own (five
/// cases), each now the shared pipeline's answer. Expected numbers are derived in the comments from the rules in
/// `docs/concepts.md` and `docs/compositional.md`.
@Suite("One pipeline: compositional answers by the rules every family shares")
struct OnePipelineRegressionTests {
    /// `Examples/compositional-pinned-empty-section.json` (375×400 at y 150; three sections of 6, 0 and 2 items,
    /// each with a pinned 40-point header and 30-point footer, `contentInsets` 8 top and bottom, groups of one
    /// 60-point cell, `interSectionSpacing` 10), with `pinning` set to `pinning`.
    static func pinnedEmptySection(pinning: String) -> String {
        Compositional.request(
            #"""
            "interSectionSpacing": 10, "pinning": \#(pinning),
            "section": {"contentInsets": {"top": 8, "bottom": 8},
              "boundarySupplementaryItems": [
                {"elementKind": "header", "alignment": "top", "pinToVisibleBounds": true,
                 \#(Compositional.size(#""fractionalWidth": 1"#, #""absolute": 40"#))},
                {"elementKind": "footer", "alignment": "bottom", "pinToVisibleBounds": true,
                 \#(Compositional.size(#""fractionalWidth": 1"#, #""absolute": 30"#))}],
              "group": {"group": "horizontal", \#(Compositional.size(#""fractionalWidth": 1"#, #""absolute": 60"#)),
                "subitems": [{\#(Compositional.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#))}]}}
            """#,
            sections: #"[{"itemCount": 6}, {"itemCount": 0}, {"itemCount": 2}]"#,
            collectionView: #""size": {"width": 375, "height": 400}, "contentOffset": {"x": 0, "y": 150}"#)
    }

    /// Section 0's header rests at y 0 and is 40 tall; the pin line is `contentOffset.y + contentInset.top +
    /// offset` = 150. A `stickHeight` lifts a pinned header by `max(0, h - stickHeight)`: 0 for 40 and for 100
    /// (a `stickHeight` at or above the height pins the whole header), 30 for 10 (y 120). The section ends at
    /// 40 + 8 + 6 × 60 + 8 + 30 = 446, so `min(y, 446 - 40)` does not bind.
    @Test(
        "stickHeight at or above a compositional header's height pins the whole header, as in every family",
        arguments: [
            ("{}", 150.0), (#"{"stickHeight": 40}"#, 150), (#"{"stickHeight": 100}"#, 150),
            (#"{"stickHeight": 10}"#, 120),
        ])
    func stickHeightNeverPinsBelowTheLine(pinning: String, y: Double) throws {
        let r = try Compositional.result(Self.pinnedEmptySection(pinning: pinning))
        let header = try #require(Compositional.elements(r, kind: "header").first { $0.section == 0 })
        #expect(header.frame.y == y)
        #expect(header.pinned)
    }

    /// A uniform section of 10^9 items in groups of three 125-point cells (375 / 3) 100 tall, 8 apart: 10^9 =
    /// 3 × 333,333,333 + 1, so item 999,999,999 is the lone item of the partial last group, number 333,333,333, at
    /// y 333,333,333 × 108 = 35,999,999,964 and at copy 0's place, x 0. The content is 333,333,334 × 100 + 333,333,333 × 8 = 36,000,000,064 tall. `bottom` puts its maxY
    /// (36,000,000,064) at the bottom of the 812-point bounds: y = 36,000,000,064 - 812 = 35,999,999,252, also
    /// the largest offset, so the clamp does not move it. The old pipeline looked the cell up among every
    /// element and was a 422 past the attribute limit.
    @Test("scrollTo an item a billion deep in a compositional section finds it in constant time")
    func scrollToABillionDeep() throws {
        let json = Compositional.request(
            #"""
            "section": {"interGroupSpacing": 8,
              "group": {"group": "horizontal", \#(Compositional.size(#""fractionalWidth": 1"#, #""absolute": 100"#)),
                "subitem": {\#(Compositional.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#))}, "count": 3}}
            """#,
            sections: #"[{"itemCount": 1000000000}]"#, elements: #""visible""#)
        var request = try decoded(json)
        request.description.scrollTo = ScrollToDescription(section: 0, item: 999_999_999, position: .bottom)
        let r = try computeLayout(request.description, elements: request.elements)
        #expect(r.contentSize == Size(width: 375, height: 36_000_000_064))
        #expect(r.contentOffset == Point(x: 0, y: 35_999_999_252))
        let last = try #require(r.attributes.first { $0.category == .cell && $0.item == 999_999_999 })
        #expect(last.frame == rect(0, 35_999_999_964, 125, 100))
    }

    /// A timeline is each offset's own answer: one resting layout queried at every offset, for compositional as
    /// for every family (the pinned headers and footers move, the cells do not).
    @Test("a compositional timeline answers each offset as a request at that offset would")
    func timelineEqualsSingleOffsets() throws {
        let offsets = [-20.0, 0, 150, 300, 430, 520, 900].map { Point(x: 0, y: $0) }
        var request = try decoded(Self.pinnedEmptySection(pinning: #"{"stickHeight": 10}"#))
        request.elements = .visible
        var timeline = request.description
        timeline.collectionView.contentOffsets = offsets
        let entries = try #require(try computeLayout(timeline, elements: .visible).timeline)
        #expect(entries.count == offsets.count)
        for (entry, offset) in zip(entries, offsets) {
            var single = request.description
            single.collectionView.contentOffset = offset
            #expect(entry.attributes == (try computeLayout(single, elements: .visible)).attributes, "at \(offset)")
        }
    }

    /// 414 wide, `safeAreaInsets.left` 44 (a landscape notch), reference `safeArea`, two half-width cells. Right
    /// to left mirrors every physical inset, so the layout is computed left to right with the safe area on the
    /// right: effective width 414 - 44 = 370, cells `fl(0.5 × 370)` = 185 wide at x 0 and 185; mirrored across
    /// the 414-point content (`x' = 414 - x - w`): 229 and 44, clear of the notch.
    @Test("right to left swaps safeAreaInsets with contentInset, so no cell sits under the notch")
    func rightToLeftSwapsEveryPhysicalInset() throws {
        let layout = #"""
            "section": {"group": {"group": "horizontal",
              \#(Compositional.size(#""fractionalWidth": 1"#, #""absolute": 50"#)),
              "subitems": [{\#(Compositional.size(#""fractionalWidth": 0.5"#, #""fractionalHeight": 1"#))}]}}
            """#
        let size = #""size": {"width": 414, "height": 300}"#
        let rtl = try Compositional.result(
            Compositional.request(
                layout, sections: #"[{"itemCount": 2}]"#,
                collectionView: size + #", "safeAreaInsets": {"left": 44}, "layoutDirection": "rightToLeft""#))
        #expect(Compositional.cells(rtl).map(\.x) == [229, 44])
        #expect(Compositional.cells(rtl).map(\.width) == [185, 185])
        // The mirror of the left-to-right layout with the notch on the right.
        let ltr = try Compositional.result(
            Compositional.request(
                layout, sections: #"[{"itemCount": 2}]"#, collectionView: size + #", "safeAreaInsets": {"right": 44}"#))
        #expect(Compositional.cells(ltr).map { 414 - $0.x - $0.width } == [229, 44])
    }
}
