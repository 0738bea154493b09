import LayoutAPI
import LayoutEngine
import Testing

/// The content width, one rule for every family: `size.width - contentInset.left - contentInset.right` (across
/// a horizontal layout, `size.height - top - bottom`); a negative one is a 422 at `/collectionView/contentInset`.
@Suite("Content width: one rule and one error for every family")
struct ContentWidthTests {
    /// Each family's layout and one section it can lay out.
    static let families: [(name: String, layout: String, sections: String)] = [
        ("flow", #"{"type": "flow"}"#, #"[{"itemCount": 3}]"#),
        // Columns 0 apart: two columns fit a section 0 wide (docs/waterfall.md: `(columnCount - 1) * minimumColumnSpacing`
        // more than the section's width is a 422).
        (
            "waterfall", #"{"type": "waterfall", "minimumColumnSpacing": 0}"#,
            #"[{"items": [{"width": 2, "height": 1}]}]"#
        ),
        ("iglist", #"{"type": "iglist"}"#, #"[{"itemCount": 3}]"#),
        ("magazine", #"{"type": "magazine"}"#, #"[{"items": [{"widthMode": "halfWidth", "height": 50}]}]"#),
        (
            "compositional",
            #"{"type": "compositional", "section": {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}}}"#,
            #"[{"itemCount": 3}]"#
        ),
    ]

    static func json(_ family: (name: String, layout: String, sections: String), inset: String) -> String {
        #"""
        {"collectionView": {"size": {"width": 375, "height": 600}, "contentInset": \#(inset)},
         "layout": \#(family.layout), "sections": \#(family.sections), "elements": "all"}
        """#
    }

    /// 200 + 200 = 400 > 375: the content would be 25 points less than nothing wide.
    @Test("a contentInset wider than the bounds is a 422 at /collectionView/contentInset", arguments: families.indices)
    func widerThanTheBounds(family: Int) throws {
        let f = Self.families[family]
        let request = try decoded(Self.json(f, inset: #"{"left": 200, "right": 200}"#))
        #expect(throws: LayoutError.contentInsetExceedsBounds, "\(f.name)") {
            try computeLayout(request.description, elements: .all)
        }
        #expect(APIError(.contentInsetExceedsBounds).errors.first?.pointer == "/collectionView/contentInset")
        #expect(APIError(.contentInsetExceedsBounds).status == 422)
    }

    /// 200 + 175 = 375: a content width of exactly 0 is valid, and `contentSize.width` is 0 (waterfall's is the
    /// bounds width, as CHT's is).
    @Test("a contentInset exactly as wide as the bounds leaves a valid content width of 0", arguments: families.indices)
    func exactlyAsWide(family: Int) throws {
        let f = Self.families[family]
        let request = try decoded(Self.json(f, inset: #"{"left": 200, "right": 175}"#))
        let r = try computeLayout(request.description, elements: .all)
        #expect(r.contentSize.width == (f.name == "waterfall" ? 375 : 0), "\(f.name)")
        for a in r.attributes where a.category == .cell { #expect(a.frame.width >= 0, "\(f.name)") }
    }

    /// Scrolling horizontally the content's cross extent is the height: 300 + 301 > 600.
    @Test("scrolling horizontally, a top and bottom inset taller than the bounds is the same 422")
    func horizontal() throws {
        let request = try decoded(
            #"""
            {"collectionView": {"size": {"width": 375, "height": 600}, "contentInset": {"top": 300, "bottom": 301}},
             "layout": {"type": "flow", "scrollDirection": "horizontal"}, "sections": [{"itemCount": 3}]}
            """#)
        #expect(throws: LayoutError.contentInsetExceedsBounds) {
            try computeLayout(request.description, elements: .all)
        }
    }
}
