import Foundation
import LayoutAPI
import Testing

/// docs/concepts.md, "The collection view": a section inset whose left and right (top and bottom when scrolling horizontally) add up to more
/// than the content width leaves that section's items a negative width, a 422 at that inset's pointer (the
/// layout's field, or the section's override when it is the section's own), every family; waterfall columns that
/// do not fit (`(columnCount - 1) * minimumColumnSpacing` more than the section's width) a 422 at the section's
/// `minimumColumnSpacing` override when it has one, else `/layout/minimumColumnSpacing`. A width of exactly 0 is
/// valid.
@Suite("Section insets and waterfall columns that leave no width: a 422 at the inset or the spacing")
struct SectionWidthTests {
    /// Each family with section insets: its layout-level inset field, its section override and one section.
    static let families: [(name: String, layoutField: String?, sectionField: String, section: String)] = [
        ("flow", "sectionInset", "inset", #""itemCount": 3"#),
        ("waterfall", "sectionInset", "inset", #""items": [{"width": 2, "height": 1}]"#),
        ("iglist", nil, "inset", #""itemCount": 3"#),
        ("magazine", "sectionInsets", "sectionInsets", #""items": [{"widthMode": "halfWidth", "height": 50}]"#),
    ]

    static func answer(
        _ type: String, layout: String = "", sections: [String],
        collectionView: String = #"{"size": {"width": 375, "height": 600}}"#
    ) -> (status: Int, pointers: [String]) {
        let body = requestBody(
            type, layout: layout, sections: "[" + sections.map { "{\($0)}" }.joined(separator: ", ") + "]",
            collectionView: collectionView, extra: #""elements": "all""#)
        let answer = LayoutAPI.respond(toBody: Array(body.utf8))
        let json = (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any]
        let errors = json?["errors"] as? [[String: Any]] ?? []
        return (answer.status, errors.compactMap { $0["pointer"] as? String })
    }

    /// 200 + 176 = 376 > 375: the section's items would be a point less than nothing wide. Waterfall's two
    /// columns 0 apart, so that only the inset can be the cause.
    @Test("a layout's section inset wider than the content is a 422 at the layout's field", arguments: families.indices)
    func layoutInsetTooWide(family: Int) {
        let f = Self.families[family]
        guard let field = f.layoutField else { return }  // iglist has no layout-level inset
        let spacing = f.name == "waterfall" ? #", "minimumColumnSpacing": 0"# : ""
        let r = Self.answer(
            f.name, layout: #""\#(field)": {"left": 200, "right": 176}\#(spacing)"#, sections: [f.section])
        #expect(r.status == 422, "\(f.name)")
        #expect(r.pointers == ["/layout/\(field)"], "\(f.name)")
    }

    /// Section 1's own inset, 300 + 76 = 376 > 375, is the cause; section 0 keeps the layout's (none).
    @Test(
        "a section's own inset wider than the content is a 422 at the section's override", arguments: families.indices)
    func sectionInsetTooWide(family: Int) {
        let f = Self.families[family]
        let spacing = f.name == "waterfall" ? #", "minimumColumnSpacing": 0"# : ""
        let bad = #"\#(f.section), "\#(f.sectionField)": {"left": 300, "right": 76}"#
        let r = Self.answer(f.name, layout: String(spacing.dropFirst(2)), sections: [f.section, bad])
        #expect(r.status == 422, "\(f.name)")
        #expect(r.pointers == ["/sections/1/\(f.sectionField)"], "\(f.name)")
    }

    /// 200 + 175 = 375: a section exactly as wide as its insets is valid; its cells are 0 wide (magazine's
    /// half-width item: (0 - 0) / 2 = 0; flow's 50-point items sit alone on their lines at the left inset).
    @Test("an inset that leaves a width of exactly 0 is valid", arguments: families.indices)
    func exactlyAsWide(family: Int) {
        let f = Self.families[family]
        let spacing = f.name == "waterfall" ? #""minimumColumnSpacing": 0"# : ""
        let own = #"\#(f.section), "\#(f.sectionField)": {"left": 200, "right": 175}"#
        #expect(Self.answer(f.name, layout: spacing, sections: [own]).status == 200, "\(f.name)")
    }

    /// Scrolling horizontally the section's width is across the scroll axis: the inset's top and bottom, 300 +
    /// 301 > 600, under the same pointer.
    @Test("scrolling horizontally, a section inset's top and bottom taller than the content is the same 422")
    func horizontal() {
        let r = Self.answer(
            "flow", layout: #""scrollDirection": "horizontal", "sectionInset": {"top": 300, "bottom": 301}"#,
            sections: [#""itemCount": 3"#])
        #expect(r.status == 422)
        #expect(r.pointers == ["/layout/sectionInset"])
        let left = Self.answer(
            "flow", layout: #""scrollDirection": "horizontal", "sectionInset": {"left": 300, "right": 301}"#,
            sections: [#""itemCount": 3"#])
        #expect(left.status == 200, "left and right run along the scroll axis")
    }

    /// `columnCount` 3, `minimumColumnSpacing` 200 in a 375-point view: (3 - 1) * 200 = 400 > 375, so CHT's
    /// column width would be (375 - 400) / 3 < 0 (cells at x 0, 191 and 382 if it were not refused).
    @Test("waterfall columns that do not fit the section are a 422 at minimumColumnSpacing")
    func columnsDoNotFit() {
        let items = #""items": [{"width": 1, "height": 1}, {"width": 1, "height": 1}, {"width": 1, "height": 1}]"#
        let layout = Self.answer(
            "waterfall", layout: #""columnCount": 3, "minimumColumnSpacing": 200"#, sections: [items])
        #expect(layout.status == 422)
        #expect(layout.pointers == ["/layout/minimumColumnSpacing"])
        // The section's own spacing is the cause when it has one (the layout's 10 fits).
        let own = Self.answer(
            "waterfall", layout: #""columnCount": 3"#, sections: [items, items + #", "minimumColumnSpacing": 200"#])
        #expect(own.status == 422)
        #expect(own.pointers == ["/sections/1/minimumColumnSpacing"])
        // A section's own column count with the layout's spacing names the layout's spacing: 4 columns 10 apart
        // need 30 points; the section is 375 - 180 - 170 = 25 wide.
        let count = Self.answer(
            "waterfall", layout: #""sectionInset": {"left": 180, "right": 170}"#,
            sections: [items + #", "columnCount": 4"#])
        #expect(count.status == 422)
        #expect(count.pointers == ["/layout/minimumColumnSpacing"])
        // (3 - 1) * 187.5 = 375: the columns fit exactly, 0 wide each.
        let exact = Self.answer(
            "waterfall", layout: #""columnCount": 3, "minimumColumnSpacing": 187.5"#, sections: [items])
        #expect(exact.status == 200)
    }
}
