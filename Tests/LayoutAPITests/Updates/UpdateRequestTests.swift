import LayoutAPI
import LayoutEngine
import Testing

/// `previous`, `updateAnimation` and section ids as the decoder reads them: the 400s and the 422 of
/// "Updates that animate" located under `/previous`, unknown fields refused, every limit counting both sides.
@Suite("Updates: previous, updateAnimation and section ids decoded, refused where the contract says")
struct UpdateRequestTests {
    static let previous = #""previous": {"sections": [{"itemCount": 3}], "contentOffset": {"x": 0, "y": 0}}"#

    /// The status and pointers `body` is answered with (the whole pipeline: decoding and the engine).
    static func answer(_ body: String, limits: APILimits = APILimits()) -> (Int, [String]) {
        let answer = LayoutAPI.respond(toBody: Array(body.utf8), limits: limits)
        return (answer.status, answer.problem?.errors.map(\.pointer) ?? [])
    }

    @Test("previous, updateAnimation and section ids are read into the update")
    func decodes() throws {
        let request = try decoded(
            flowRequest(
                sections: #"[{"id": "s1", "itemCount": 2}, {"itemCount": 1}]"#,
                extra:
                    #""previous": {"sections": [{"itemCount": 1}, {"id": "s1", "items": [{"id": "a", "width": 1, "height": 2}]}], "contentOffset": {"x": 0, "y": 40}, "collectionView": {"size": {"width": 320, "height": 480}}}, "updateAnimation": "magazine""#
            ))
        let update = try #require(request.update)
        #expect(update.animation == .magazine)
        #expect(update.sectionIDs == ["s1"])
        #expect(update.previousSectionIDs == [nil, "s1"])
        #expect(update.previousOffset == Point(x: 0, y: 40))
        #expect(update.previous.collectionView.size == Size(width: 320, height: 480))
        #expect(update.previous.sectionCount == 2)
        #expect(update.previous.annotations.index["a"] == ItemPath(section: 1, item: 0))
        #expect(update.hasOwnCollectionView && !update.hasOwnLayout)
        // The new request's own ids stay its own.
        #expect(request.description.annotations.index.isEmpty)
        // Without previous the request has no update, whatever its section ids.
        #expect(try decoded(flowRequest(sections: #"[{"id": "s1", "itemCount": 2}]"#)).update == nil)
    }

    @Test("previous is read the same wherever it and its members stand in the body")
    func memberOrder() throws {
        func itemSize(_ body: String) throws -> Size? {
            let request = try decoded(body)
            guard case .flow(let flow) = request.update?.previous.family,
                case .explicit(let items) = flow.sections.first?.items
            else { return nil }
            return items.first
        }
        let sections = #""sections": [{"items": [{"estimated": true}]}]"#
        let layout = #""layout": {"type": "flow", "estimatedItemSize": {"width": 10, "height": 20}}"#
        let offset = #""contentOffset": {"x": 0, "y": 0}"#
        // The previous layout's estimate sizes its `{"estimated": true}` item, before or after its sections.
        for members in ["\(sections), \(offset), \(layout)", "\(layout), \(sections), \(offset)"] {
            #expect(try itemSize(flowRequest(extra: "\"previous\": {\(members)}")) == Size(width: 10, height: 20))
        }
        // `previous` before the request's layout is read after the root, with the same result.
        let early =
            "{\"previous\": {\(sections), \(offset), \(layout)}, "
            + #""collectionView": {"size": {"width": 375, "height": 667}}, "layout": {"type": "flow"}, "sections": []}"#
        #expect(try itemSize(early) == Size(width: 10, height: 20))
        // Without its own layout the request's estimate applies; without any, the item is a 400 in previous.
        let shared = flowRequest(
            layout: #""estimatedItemSize": {"width": 3, "height": 4}"#, extra: "\"previous\": {\(sections), \(offset)}")
        #expect(try itemSize(shared) == Size(width: 3, height: 4))
        let none = flowRequest(extra: "\"previous\": {\(sections), \(offset)}")
        #expect(pointers(problem(none)) == ["/previous/sections/0/items/0"])
    }

    @Test("previous defaults to the request's layout and scroll view, at its own offset")
    func defaults() throws {
        let request = try decoded(
            flowRequest(layout: #""minimumLineSpacing": 3"#, sections: "[]", extra: Self.previous))
        let update = try #require(request.update)
        #expect(update.animation == .fade)
        #expect(update.previous.collectionView.size == request.description.collectionView.size)
        guard case .flow(let flow) = update.previous.family else {
            Issue.record("not flow")
            return
        }
        #expect(flow.minimumLineSpacing == 3)
        #expect(flow.sections.count == 1)
        #expect(!update.previous.collectionView.contentOffsetIsDefault)
    }

    @Test(
        "the 400s of the contract, at their pointers",
        arguments: [
            // A timeline or scrollTo answers at other offsets than one new offset.
            (
                #"{"collectionView": {"size": {"width": 375, "height": 667}, "contentOffsets": [{"x": 0, "y": 0}]}, "layout": {"type": "flow"}, "sections": [], \#(previous)}"#,
                "/previous"
            ),
            (
                flowRequest(
                    sections: #"[{"itemCount": 3}]"#,
                    extra: #""scrollTo": {"indexPath": [0, 1], "position": "top"}, \#(previous)"#), "/previous"
            ),
            (flowRequest(extra: #""updateAnimation": "fade""#), "/updateAnimation"),
            (flowRequest(extra: #""updateAnimation": "slide", \#(previous)"#), "/updateAnimation"),
            (
                flowRequest(extra: #""previous": {"sections": [], "contentOffset": {"x": 0, "y": 0}, "offset": 3}"#),
                "/previous/offset"
            ),
            (flowRequest(extra: #""previous": {"contentOffset": {"x": 0, "y": 0}}"#), "/previous/sections"),
            (flowRequest(extra: #""previous": {"sections": []}"#), "/previous/contentOffset"),
            (flowRequest(extra: #""previous": []"#), "/previous"),
            (
                flowRequest(
                    extra:
                        #""previous": {"sections": [], "contentOffset": {"x": 0, "y": 0}, "collectionView": {"size": {"width": 1, "height": 1}, "contentOffset": {"x": 0, "y": 5}}}"#
                ),
                "/previous/collectionView/contentOffset"
            ),
            (
                flowRequest(
                    extra:
                        #""previous": {"sections": [], "contentOffset": {"x": 0, "y": 0}, "collectionView": {"size": {"width": 1, "height": 1}, "contentOffsets": [{"x": 0, "y": 5}]}}"#
                ),
                "/previous/collectionView/contentOffsets"
            ),
            // Validated like a request.
            (
                flowRequest(
                    extra: #""previous": {"sections": [{"itemCount": -1}], "contentOffset": {"x": 0, "y": 0}}"#),
                "/previous/sections/0/itemCount"
            ),
            (
                flowRequest(extra: #""previous": {"sections": [], "contentOffset": {"x": 0, "y": 2e15}}"#),
                "/previous/contentOffset/y"
            ),
            (
                flowRequest(
                    extra:
                        #""previous": {"sections": [], "contentOffset": {"x": 0, "y": 0}, "layout": {"type": "flow", "minimumLineSpacing": -1}}"#
                ), "/previous/layout/minimumLineSpacing"
            ),
            (
                flowRequest(
                    extra:
                        #""previous": {"sections": [], "contentOffset": {"x": 0, "y": 0}, "layout": {"type": "grid"}}"#),
                "/previous/layout/type"
            ),
            // Section ids: 1 to 256 UTF-8 bytes, unique among a side's sections.
            (flowRequest(sections: #"[{"id": "a", "itemCount": 1}, {"id": "a", "itemCount": 1}]"#), "/sections/1/id"),
            (flowRequest(sections: #"[{"id": "", "itemCount": 1}]"#), "/sections/0/id"),
            (flowRequest(sections: #"[{"id": 4, "itemCount": 1}]"#), "/sections/0/id"),
            (
                flowRequest(sections: "[{\"id\": \"\(String(repeating: "é", count: 129))\", \"itemCount\": 1}]"),
                "/sections/0/id"
            ),
            (
                flowRequest(
                    extra:
                        #""previous": {"sections": [{"id": "a", "itemCount": 1}, {"id": "a", "itemCount": 1}], "contentOffset": {"x": 0, "y": 0}}"#
                ), "/previous/sections/1/id"
            ),
            // Item ids are unique within each side.
            (
                flowRequest(
                    extra:
                        #""previous": {"sections": [{"items": [{"id": "x", "width": 1, "height": 1}, {"id": "x", "width": 1, "height": 1}]}], "contentOffset": {"x": 0, "y": 0}}"#
                ), "/previous/sections/0/items/1/id"
            ),
        ])
    func refusals(body: String, pointer: String) {
        let (status, pointers) = Self.answer(body)
        #expect(status == 400)
        #expect(pointers.contains(pointer), "\(pointers)")
    }

    @Test("every family's sections take an id, on either side; the same id on both sides is the same section")
    func everyFamily() throws {
        let bodies = [
            #"{"collectionView": {"size": {"width": 375, "height": 667}}, "layout": {"type": "flow"}, "sections": [{"id": "s", "itemCount": 1}], "previous": {"sections": [{"id": "s", "itemCount": 1}], "contentOffset": {"x": 0, "y": 0}}}"#,
            #"{"collectionView": {"size": {"width": 375, "height": 667}}, "layout": {"type": "waterfall"}, "sections": [{"id": "s", "itemCount": 1}], "previous": {"sections": [{"id": "s", "itemCount": 1}], "contentOffset": {"x": 0, "y": 0}}}"#,
            #"{"collectionView": {"size": {"width": 375, "height": 667}}, "layout": {"type": "iglist"}, "sections": [{"id": "s", "items": [{"width": 5, "height": 5}]}], "previous": {"sections": [{"id": "s", "items": [{"width": 5, "height": 5}]}], "contentOffset": {"x": 0, "y": 0}}}"#,
            #"{"collectionView": {"size": {"width": 375, "height": 667}}, "layout": {"type": "magazine"}, "sections": [{"id": "s", "items": [{"widthMode": "fullWidth", "height": 5}]}], "previous": {"sections": [{"id": "s", "items": [{"widthMode": "fullWidth", "height": 5}]}], "contentOffset": {"x": 0, "y": 0}}}"#,
            #"{"collectionView": {"size": {"width": 375, "height": 667}}, "layout": {"type": "compositional", "section": {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 40}}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}}}, "sections": [{"id": "s", "itemCount": 1}], "previous": {"sections": [{"id": "s", "itemCount": 1}], "contentOffset": {"x": 0, "y": 0}}}"#,
        ]
        for body in bodies {
            let answer = LayoutAPI.respond(toBody: Array(body.utf8))
            #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
            let updates = try #require(wireAnswer(answer.body)?.updates)
            // The one cell is in both: section "s" on each side.
            #expect(updates.elements.filter { $0.category == "cell" }.map(\.change) == ["unchanged"], "\(body)")
        }
    }

    @Test("a previous layout of another family is a 422 at /previous/layout/type, once nothing is a 400")
    func otherFamily() {
        let body = flowRequest(
            extra:
                #""previous": {"sections": [{"itemCount": 1}], "contentOffset": {"x": 0, "y": 0}, "layout": {"type": "waterfall"}}"#
        )
        #expect(Self.answer(body) == (422, ["/previous/layout/type"]))
        // The sections are read as the request's family's (the schema's), whatever family the layout names.
        let flowSections = flowRequest(
            extra:
                #""previous": {"sections": [{"itemCount": 1, "minimumLineSpacing": 3}], "contentOffset": {"x": 0, "y": 0}, "layout": {"type": "waterfall"}}"#
        )
        #expect(Self.answer(flowSections) == (422, ["/previous/layout/type"]))
        let also400 = flowRequest(
            extra:
                #""previous": {"sections": [{"itemCount": -1}], "contentOffset": {"x": 0, "y": 0}, "layout": {"type": "waterfall"}}"#
        )
        #expect(Self.answer(also400) == (400, ["/previous/sections/0/itemCount"]))
    }

    @Test(
        "the engine's 422s in the previous layout are located under /previous where the input is its own",
        arguments: [
            // Its own sections.
            (
                flowRequest(
                    extra:
                        #""previous": {"sections": [{"itemCount": 1, "inset": {"left": 300, "right": 300}}], "contentOffset": {"x": 0, "y": 0}}"#
                ), "/previous/sections/0/inset"
            ),
            // Its own layout.
            (
                flowRequest(
                    extra:
                        #""previous": {"sections": [{"itemCount": 1}], "contentOffset": {"x": 0, "y": 0}, "layout": {"type": "flow", "sectionInset": {"left": 300, "right": 300}}}"#
                ), "/previous/layout/sectionInset"
            ),
            // Its own scroll view.
            (
                flowRequest(
                    extra:
                        #""previous": {"sections": [], "contentOffset": {"x": 0, "y": 0}, "collectionView": {"size": {"width": 100, "height": 100}, "contentInset": {"left": 80, "right": 80}}}"#
                ), "/previous/collectionView/contentInset"
            ),
            // The request's layout, which the previous data shares, does not fit the previous (narrower) bounds.
            (
                flowRequest(
                    layout: #""sectionInset": {"left": 150, "right": 150}"#, sections: "[]",
                    extra:
                        #""previous": {"sections": [{"itemCount": 1}], "contentOffset": {"x": 0, "y": 0}, "collectionView": {"size": {"width": 200, "height": 100}}}"#
                ), "/layout/sectionInset"
            ),
            // A header pinned at the previous offset past 1e15.
            (
                flowRequest(
                    layout:
                        #""headerReferenceSize": {"width": 0, "height": 50}, "sectionHeadersPinToVisibleBounds": true, "pinning": {"until": "never"}"#,
                    extra: #""previous": {"sections": [{"itemCount": 1}], "contentOffset": {"x": 0, "y": 1e15}}"#),
                "/previous/contentOffset"
            ),
            // An inserted cell moved by d = 1e15 − 0 past 1e15.
            (
                flowRequest(
                    sections: #"[{"itemCount": 2}]"#,
                    extra:
                        #""elements": "all", "updateAnimation": "magazine", "previous": {"sections": [], "contentOffset": {"x": 0, "y": 1e15}}"#
                ), "/previous/contentOffset"
            ),
        ])
    func engineRefusals(body: String, pointer: String) {
        #expect(Self.answer(body) == (422, [pointer]))
    }

    @Test("the answer size counts updates: an answer of exactly the limit is answered, one byte more is a 422")
    func answerSize() {
        let items =
            #"[{"items": [{"id": "a", "width": 100, "height": 100}, {"id": "b", "width": 100, "height": 100}]}]"#
        let previous = #""previous": {"sections": [{"items": [{"id": "b", "width": 100, "height": 100}]}], "#
        let body = flowRequest(
            sections: items, extra: #""elements": "all", "# + previous + #""contentOffset": {"x": 0, "y": 0}}"#)
        let size = LayoutAPI.respond(toBody: Array(body.utf8)).body.count
        var limits = APILimits()
        limits.maxAnswerBytes = size
        #expect(Self.answer(body, limits: limits).0 == 200)
        limits.maxAnswerBytes = size - 1
        #expect(Self.answer(body, limits: limits) == (422, ["/elements"]))
        // The same request without previous is far smaller: what passes the limit is the updates.
        let alone = flowRequest(sections: items, extra: #""elements": "all""#)
        #expect(LayoutAPI.respond(toBody: Array(alone.utf8)).body.count < size / 2)
    }

    @Test("the item, section and attribute limits count both sides")
    func limits() {
        var limits = APILimits()
        limits.maxItems = 3
        let items = #"[{"width": 1, "height": 1}, {"width": 1, "height": 1}]"#
        let twoAndTwo = flowRequest(
            sections: "[{\"items\": \(items)}]",
            extra: "\"previous\": {\"sections\": [{\"items\": \(items)}], \"contentOffset\": {\"x\": 0, \"y\": 0}}")
        #expect(Self.answer(twoAndTwo, limits: limits) == (413, ["/previous/sections/0/items"]))
        limits.maxItems = 4
        #expect(Self.answer(twoAndTwo, limits: limits).0 == 200)

        var sections = APILimits()
        sections.maxSections = 3
        let twoSections = #"[{"itemCount": 1}, {"itemCount": 1}]"#
        let both = flowRequest(
            sections: twoSections,
            extra: "\"previous\": {\"sections\": \(twoSections), \"contentOffset\": {\"x\": 0, \"y\": 0}}")
        #expect(Self.answer(both, limits: sections) == (413, ["/previous/sections"]))
        sections.maxSections = 4
        #expect(Self.answer(both, limits: sections).0 == 200)

        // 4 cells answered and 5 listed, two ends each: 4 + 2 × 5 = 14 attributes.
        var attributes = APILimits()
        attributes.maxAttributes = 13
        let cells = flowRequest(
            sections: #"[{"itemCount": 4}]"#,
            extra:
                #""elements": "all", "previous": {"sections": [{"itemCount": 5}], "contentOffset": {"x": 0, "y": 0}}"#)
        #expect(Self.answer(cells, limits: attributes) == (422, ["/elements"]))
        attributes.maxAttributes = 14
        #expect(Self.answer(cells, limits: attributes).0 == 200)

    }
}
