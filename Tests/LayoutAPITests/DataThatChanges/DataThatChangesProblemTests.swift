import LayoutAPI
import LayoutEngine
import Testing

/// Every 400 of the fields of data that changes with its pointer and detail, and the two 422s of bottom to top,
/// through the served pipeline.
@Suite("Data that changes, refused: each rule's 400 or 422 with its pointer")
struct DataThatChangesProblemTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let body: String
        let errors: [String]
        var testDescription: String { errors.joined(separator: "; ") }
        init(_ body: String, _ errors: String...) {
            self.body = body
            self.errors = errors
        }
    }

    /// `n` flow items with `id` at item `k`'s place.
    static func withID(_ k: Int, of n: Int, _ id: String) -> String {
        "["
            + (0..<n).map { $0 == k ? #"{"width": 1, "height": 1, "id": "\#(id)"}"# : #"{"width": 1, "height": 1}"# }
            .joined(separator: ", ") + "]"
    }

    static let item = #"{"width": 1, "height": 1"#
    static let anchorAt = "/anchor"

    static let cases: [Case] = [
        // Identity.
        Case(
            requestBody(sections: "[{\"items\": [\(item), \"id\": \"a\"}, \(item), \"id\": \"a\"}]}]"),
            "/sections/0/items/1/id repeats the id of /sections/0/items/0"),
        // The contract's example pointer: the repeat in section 3 at item 7.
        Case(
            requestBody(
                sections: "[{\"items\": \(withID(2, of: 3, "x"))}, {\"itemCount\": 4}, {\"items\": []}, "
                    + "{\"items\": \(withID(7, of: 8, "x"))}]"),
            "/sections/3/items/7/id repeats the id of /sections/0/items/2"),
        Case(
            requestBody(
                "waterfall",
                sections:
                    #"[{"items": [{"width": 1, "height": 1, "id": "w"}]}, {"items": [{"width": 1, "height": 1, "id": "w"}]}]"#
            ),
            "/sections/1/items/0/id repeats the id of /sections/0/items/0"),
        Case(
            requestBody(
                "magazine",
                sections:
                    #"[{"items": [{"widthMode": "fullWidth", "height": 1, "id": "m"}, {"widthMode": "fullWidth", "height": 1, "id": "m"}]}]"#
            ),
            "/sections/0/items/1/id repeats the id of /sections/0/items/0"),
        Case(
            requestBody(sections: "[{\"items\": [\(item), \"id\": \"\"}]}]"),
            "/sections/0/items/0/id must be a string of 1 to 256 UTF-8 bytes"),
        Case(
            requestBody(sections: "[{\"items\": [\(item), \"id\": \"\(String(repeating: "é", count: 128))e\"}]}]"),
            "/sections/0/items/0/id must be a string of 1 to 256 UTF-8 bytes"),
        Case(
            requestBody(sections: "[{\"items\": [\(item), \"id\": 7}]}]"),
            "/sections/0/items/0/id must be a string (an item id)"),
        Case(
            requestBody(
                "magazine", sections: #"[{"itemCount": 2, "item": {"widthMode": "fullWidth", "height": 1, "id": "u"}}]"#
            ),
            "/sections/0/item/id is only for explicit items (a uniform section's items are named by index path)"),
        // Estimates.
        Case(
            requestBody(sections: #"[{"items": [{"width": 1, "height": 1}, {"estimated": true}]}]"#),
            "/sections/0/items/1 has no size: give width and height, or layout.estimatedItemSize for an item that is "
                + "only {\"estimated\": true}"),
        Case(
            requestBody(
                layout: #""estimatedItemSize": {"width": 1, "height": 1}"#,
                sections: #"[{"items": [{"width": 3, "estimated": true}]}]"#),
            "/sections/0/items/0/height is required"),
        Case(
            requestBody(sections: #"[{"items": [{"id": "a"}]}]"#),
            "/sections/0/items/0/width is required", "/sections/0/items/0/height is required"),
        Case(
            requestBody("iglist", sections: #"[{"items": [{"estimated": true}]}]"#),
            "/sections/0/items/0/width is required", "/sections/0/items/0/height is required"),
        Case(
            requestBody("waterfall", sections: #"[{"items": [{"estimated": true}]}]"#),
            "/sections/0/items/0/width is required", "/sections/0/items/0/height is required"),
        Case(
            requestBody("compositional", sections: #"[{"items": [{"height": 3, "estimated": true}]}]"#),
            "/sections/0/items/0/width is required"),
        Case(
            requestBody(sections: "[{\"items\": [\(item), \"estimated\": 1}]}]"),
            "/sections/0/items/0/estimated must be a boolean"),
        Case(
            requestBody(sections: #"[{"itemCount": 1, "estimated": "yes"}]"#), "/sections/0/estimated must be a boolean"
        ),
        Case(
            requestBody(layout: #""estimatedItemSize": {"width": -1, "height": 1}"#),
            "/layout/estimatedItemSize/width must be a finite number >= 0"),
        Case(
            requestBody("waterfall", layout: #""estimatedItemSize": {"width": 1, "height": 1}"#),
            "/layout/estimatedItemSize unknown field for a waterfall layout"),
        Case(
            requestBody("iglist", sections: #"[{"items": [{"width": 1, "height": 1, "fullSpan": true}]}]"#),
            "/sections/0/items/0/fullSpan unknown field"),
        // Magazine.
        Case(
            requestBody("magazine", sections: #"[{"items": [{"widthMode": "fullWidth", "heightMode": "static"}]}]"#),
            "/sections/0/items/0/height is required"),
        Case(
            requestBody("magazine", sections: #"[{"items": [{"widthMode": "fullWidth", "estimated": true}]}]"#),
            "/sections/0/items/0/height is required"),
        Case(
            requestBody(
                "magazine", sections: #"[{"items": [{"widthMode": "fullWidth", "height": 1, "heightMode": "auto"}]}]"#),
            #"/sections/0/items/0/heightMode must be one of "static", "dynamic", "dynamicAndStretchToTallestItemInRow""#
        ),
        Case(
            requestBody("magazine", sections: #"[{"items": [], "header": {"estimated": false}}]"#),
            "/sections/0/header/height is required"),
        Case(
            requestBody("magazine", sections: #"[{"items": [], "footer": {"height": 1, "estimated": "no"}}]"#),
            "/sections/0/footer/estimated must be a boolean"),
        // The anchor.
        Case(requestBody(extra: #""anchor": "keep""#), #"/anchor must be one of "report""#),
        Case(
            requestBody(extra: #""anchor": 5"#),
            #"/anchor must be "report" or an anchor {"position": ...} from an earlier answer"#),
        Case(requestBody(extra: #""anchor": {}"#), "/anchor/position is required"),
        Case(
            requestBody(extra: #""anchor": {"position": "middle"}"#),
            #"/anchor/position must be one of "top", "bottom", "topItem", "bottomItem""#),
        Case(
            requestBody(extra: #""anchor": {"position": "topItem"}"#),
            #"/anchor/item is required with "topItem" and "bottomItem""#,
            #"/anchor/distance is required with "topItem" and "bottomItem""#),
        Case(
            requestBody(extra: #""anchor": {"position": "bottomItem", "item": "a"}"#),
            #"/anchor/distance is required with "topItem" and "bottomItem""#),
        Case(
            requestBody(extra: #""anchor": {"position": "top", "item": "a", "distance": 0}"#),
            #"/anchor/item is only for "topItem" and "bottomItem""#,
            #"/anchor/distance is only for "topItem" and "bottomItem""#),
        Case(
            requestBody(extra: #""anchor": {"position": "topItem", "item": 3, "distance": 0}"#),
            "/anchor/item must be an item id (a string) or an index path [section, item]"),
        Case(
            requestBody(extra: #""anchor": {"position": "topItem", "item": "", "distance": 0}"#),
            "/anchor/item must be a string of 1 to 256 UTF-8 bytes"),
        Case(
            requestBody(extra: #""anchor": {"position": "topItem", "item": [1], "distance": 0}"#),
            "/anchor/item must be [section, item]: two integers"),
        Case(
            requestBody(extra: #""anchor": {"position": "topItem", "item": [0, 1.5], "distance": 0}"#),
            "/anchor/item/1 must be an integer"),
        Case(
            requestBody(extra: #""anchor": {"position": "topItem", "item": "a", "distance": "x"}"#),
            "/anchor/distance must be a number"),
        Case(
            requestBody(extra: #""anchor": {"position": "topItem", "item": "a", "distance": 2e15}"#),
            "/anchor/distance must not exceed 1e15 in absolute value"),
        Case(
            requestBody(extra: #""anchor": {"position": "top", "offset": 3}"#),
            "/anchor/offset unknown field for an anchor"),
        Case(
            requestBody(
                sections: #"[{"itemCount": 1}]"#,
                extra: #""anchor": {"position": "top"}, "scrollTo": {"indexPath": [0, 0], "position": "top"}"#),
            #"/anchor cannot be combined with scrollTo: both choose the offset ("report" can be)"#),
        Case(
            requestBody(
                collectionView: #"{"size": {"width": 1, "height": 1}, "contentOffsets": [{"x": 0, "y": 0}]}"#,
                extra: #""anchor": {"position": "bottom"}"#),
            "/anchor cannot be combined with collectionView.contentOffsets: an anchor resolves one offset"),
        // Bottom to top.
        Case(
            requestBody(layout: #""verticalLayoutDirection": "up""#),
            #"/layout/verticalLayoutDirection must be one of "topToBottom", "bottomToTop""#),
        Case(
            requestBody("magazine", layout: #""shortContentAlignment": "center""#),
            #"/layout/shortContentAlignment must be one of "top", "bottom""#),
    ]

    @Test("each rule of data that changes broken is a 400 at its pointer", arguments: cases)
    func badRequest(_ c: Case) {
        let answer = WireAnswer(c.body)
        #expect(answer.status == 400)
        #expect(answer.errors == c.errors)
    }

    @Test(
        "bottom to top and content at the bottom need vertical scrolling: 422 at the field",
        arguments: ["flow", "iglist", "compositional"])
    func bottomToTopNeedsVerticalScrolling(family: String) {
        let section =
            family == "compositional"
            ? #", "section": \#(DataThatChangesDecodingTests.compositionalSectionLayout)"# : ""
        for (field, value) in [("verticalLayoutDirection", "bottomToTop"), ("shortContentAlignment", "bottom")] {
            let answer = WireAnswer(
                requestBody(family, layout: #""scrollDirection": "horizontal", "\#(field)": "\#(value)"\#(section)"#))
            #expect(answer.status == 422, "\(family) \(field)")
            #expect(answer.errors.first?.hasPrefix("/layout/\(field) ") == true, "\(answer.errors)")
            // The defaults are fine horizontally.
            let defaults = WireAnswer(
                requestBody(
                    family,
                    layout:
                        #""scrollDirection": "horizontal", "verticalLayoutDirection": "topToBottom", "shortContentAlignment": "top"\#(section)"#
                ))
            #expect(defaults.status == 200)
        }
    }
}
