import LayoutAPI
import LayoutEngine
import Testing

/// Every contract rule on well-formed JSON: 400 with the exact pointer and detail.
@Suite("Request validation")
struct RequestValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let body: String
        let pointer: String
        let detail: String
        var testDescription: String { "\(pointer): \(detail)" }
    }

    static let cv = #""collectionView": {"size": {"width": 375, "height": 667}}"#

    static let cases: [Case] = [
        // Root and collectionView.
        Case(body: #"{"layout": {"type": "flow"}, "sections": []}"#, pointer: "/collectionView", detail: "is required"),
        Case(body: "{\(cv), \"sections\": []}", pointer: "/layout", detail: "is required"),
        Case(body: "{\(cv), \"layout\": {\"type\": \"flow\"}}", pointer: "/sections", detail: "is required"),
        Case(body: "[]", pointer: "", detail: "must be an object"),
        Case(
            body: flowRequest(extra: #""colectionView": 1"#), pointer: "/colectionView", detail: "unknown field"),
        Case(
            body:
                #"{"collectionView": {"size": {"width": -1, "height": 667}}, "layout": {"type": "flow"}, "sections": []}"#,
            pointer: "/collectionView/size/width", detail: "must be a finite number >= 0"),
        Case(
            body: #"{"collectionView": {"size": {"height": 667}}, "layout": {"type": "flow"}, "sections": []}"#,
            pointer: "/collectionView/size/width", detail: "is required"),
        Case(
            body:
                #"{"collectionView": {"size": {"width": "375", "height": 667}}, "layout": {"type": "flow"}, "sections": []}"#,
            pointer: "/collectionView/size/width", detail: "must be a number"),
        Case(
            body:
                #"{"collectionView": {"size": {"width": 1e999, "height": 667}}, "layout": {"type": "flow"}, "sections": []}"#,
            pointer: "/collectionView/size/width", detail: "must be a finite number"),
        Case(
            body:
                #"{"collectionView": {"size": {"width": 2e9, "height": 667}}, "layout": {"type": "flow"}, "sections": []}"#,
            pointer: "/collectionView/size/width", detail: "must not exceed 1000000000 in absolute value"),
        Case(
            body:
                #"{"collectionView": {"size": {"width": 1, "height": 1}, "scale": 5}, "layout": {"type": "flow"}, "sections": []}"#,
            pointer: "/collectionView/scale", detail: "must be a number from 1 to 4"),
        Case(
            body:
                #"{"collectionView": {"size": {"width": 1, "height": 1}, "contentInset": {"top": -64}}, "layout": {"type": "flow"}, "sections": []}"#,
            pointer: "/collectionView/contentInset/top", detail: "must be a finite number >= 0"),
        Case(
            body:
                #"{"collectionView": {"size": {"width": 1, "height": 1}, "contentOffset": {"x": 0}}, "layout": {"type": "flow"}, "sections": []}"#,
            pointer: "/collectionView/contentOffset/y", detail: "is required"),
        Case(
            body:
                #"{"collectionView": {"size": {"width": 1, "height": 1}, "bounds": {}}, "layout": {"type": "flow"}, "sections": []}"#,
            pointer: "/collectionView/bounds", detail: "unknown field"),
        // layout.
        Case(body: "{\(cv), \"layout\": {}, \"sections\": []}", pointer: "/layout/type", detail: "is required"),
        Case(
            body: "{\(cv), \"layout\": {\"type\": \"grid\"}, \"sections\": []}", pointer: "/layout/type",
            detail: #"must be one of "flow", "waterfall", "iglist", "magazine", "compositional""#),
        Case(
            body: "{\(cv), \"layout\": {\"type\": \"waterfall\", \"columnCoutn\": 3}, \"sections\": []}",
            pointer: "/layout/columnCoutn", detail: "unknown field for a waterfall layout"),
        Case(
            body: flowRequest(layout: #""columnCount": 3"#), pointer: "/layout/columnCount",
            detail: "unknown field for a flow layout"),
        Case(
            body: flowRequest(layout: #""scrollDirection": "diagonal""#), pointer: "/layout/scrollDirection",
            detail: #"must be one of "vertical", "horizontal""#),
        Case(
            body: flowRequest(layout: #""minimumLineSpacing": -10"#), pointer: "/layout/minimumLineSpacing",
            detail: "must be a finite number >= 0"),
        Case(
            body: flowRequest(layout: #""sectionHeadersPinToVisibleBounds": 1"#),
            pointer: "/layout/sectionHeadersPinToVisibleBounds", detail: "must be a boolean"),
        Case(
            body: "{\(cv), \"layout\": {\"type\": \"waterfall\", \"columnCount\": 2.5}, \"sections\": []}",
            pointer: "/layout/columnCount", detail: "must be an integer"),
        Case(
            body: "{\(cv), \"layout\": {\"type\": \"waterfall\", \"columnCount\": 5000}, \"sections\": []}",
            pointer: "/layout/columnCount", detail: "must be an integer <= 1000"),
        // Pinning.
        Case(
            body: flowRequest(layout: #""pinning": {"headers": [0, -1]}"#), pointer: "/layout/pinning/headers/1",
            detail: "must be an integer >= 0"),
        Case(
            body: flowRequest(layout: #""pinning": {"headers": "some"}"#), pointer: "/layout/pinning/headers",
            detail: #"must be one of "none", "all""#),
        Case(
            body: flowRequest(layout: #""pinning": {"footers": 3}"#), pointer: "/layout/pinning/footers",
            detail: #"must be "none", "all" or an array of section indices"#),
        Case(
            body: flowRequest(layout: #""pinning": {"stickHeight": -1}"#), pointer: "/layout/pinning/stickHeight",
            detail: "must be a finite number >= 0"),
        Case(
            body: flowRequest(layout: #""pinning": {"until": "forever"}"#), pointer: "/layout/pinning/until",
            detail: #"must be one of "nextSection", "sectionEnd", "never""#),
        Case(
            body: flowRequest(layout: #""pinning": {"zIndex": 1.5}"#), pointer: "/layout/pinning/zIndex",
            detail: "must be an integer"),
        Case(
            body: flowRequest(layout: #""pinning": {"sticky": true}"#), pointer: "/layout/pinning/sticky",
            detail: "unknown field"),
        // Sections.
        Case(body: flowRequest(sections: "{}"), pointer: "/sections", detail: "must be an array"),
        Case(body: flowRequest(sections: "[3]"), pointer: "/sections/0", detail: "must be an object"),
        Case(
            body: flowRequest(sections: #"[{"itemCount": 1}, {}]"#), pointer: "/sections/1",
            detail: #"must have exactly one of "items" and "itemCount""#),
        Case(
            body: flowRequest(sections: #"[{"itemCount": 1, "items": []}]"#), pointer: "/sections/0",
            detail: #"must have exactly one of "items" and "itemCount""#),
        Case(
            body: flowRequest(sections: #"[{"itemCount": -1}]"#), pointer: "/sections/0/itemCount",
            detail: "must be an integer from 0 to 1000000000000"),
        Case(
            body: flowRequest(
                sections:
                    #"[{"itemCount": 0}, {"itemCount": 0}, {"items": [{"width": 1, "height": 1}, {"width": 1, "height": 1}, {"width": 1, "height": 1}, {"width": 1, "height": 1}, {"width": 1, "height": 1}, {"width": 1, "height": -5}]}]"#
            ), pointer: "/sections/2/items/5/height", detail: "must be a finite number >= 0"),
        Case(
            body: flowRequest(sections: #"[{"items": [{"width": 1, "height": 1, "depth": 1}]}]"#),
            pointer: "/sections/0/items/0/depth", detail: "unknown field"),
        Case(
            body: flowRequest(sections: #"[{"itemCount": 1, "columnCount": 2}]"#), pointer: "/sections/0/columnCount",
            detail: "unknown field for a flow section"),
        Case(
            body: flowRequest(sections: #"[{"itemCount": 1, "inset": {"top": 1, "middle": 2}}]"#),
            pointer: "/sections/0/inset/middle", detail: "unknown field"),
        // elements.
        Case(
            body: flowRequest(extra: #""elements": "some""#), pointer: "/elements",
            detail: #"must be one of "visible", "all""#),
        Case(
            body: flowRequest(extra: #""elements": {"rect": {"x": 0, "y": 0, "width": -1, "height": 1}}"#),
            pointer: "/elements/rect/width", detail: "must be a finite number from 0 to 2e15"),
        Case(
            body: flowRequest(extra: #""elements": {"rect": {"x": 0, "y": 0, "width": 1, "height": 1}, "area": 1}"#),
            pointer: "/elements/area", detail: "unknown field"),
        Case(
            body: flowRequest(extra: #""elements": 1"#), pointer: "/elements",
            detail: #"must be "visible", "all", {"rect": {x, y, width, height}} or {"scrollRange": {from, to}}"#),
    ]

    @Test("each violation is a 400 at its exact pointer", arguments: cases)
    func violation(_ c: Case) {
        let error = problem(c.body)
        #expect(error?.status == 400)
        #expect(error?.title == "Invalid request")
        #expect(error?.errors.count == 1)
        #expect(error?.errors.first?.pointer == c.pointer)
        #expect(error?.errors.first?.detail == c.detail)
    }

    @Test("several violations are collected in document order")
    func collected() {
        let body = flowRequest(
            layout: #""minimumLineSpacing": -1, "bogus": 1"#, sections: #"[{"itemCount": 1.5}]"#)
        let error = problem(body)
        #expect(pointers(error) == ["/layout/minimumLineSpacing", "/layout/bogus", "/sections/0/itemCount"])
        // An unknown field among them: the detail says which contract the server speaks (it lacks `bogus`).
        #expect(error?.detail == "The request has 3 invalid values; see errors. This server speaks layout contract 5.")
    }

    @Test("collection stops at 20 errors")
    func capped() {
        let items = (0..<50).map { _ in #"{"width": -1, "height": 1}"# }.joined(separator: ",")
        let error = problem(flowRequest(sections: "[{\"items\": [\(items)]}]"))
        #expect(error?.errors.count == 20)
        #expect(error?.errors.last?.pointer == "/sections/0/items/19/width")
    }

    @Test("family fields belong to their family only")
    func familyFields() {
        for (type, field) in [
            ("flow", "columnCount"), ("waterfall", "lineAlignment"), ("iglist", "sectionInset"),
            ("magazine", "itemSize"),
        ] {
            let body = "{\(Self.cv), \"layout\": {\"\(field)\": 1, \"type\": \"\(type)\"}, \"sections\": []}"
            #expect(pointers(problem(body)) == ["/layout/\(field)"], "\(type) rejects \(field)")
        }
    }
}
