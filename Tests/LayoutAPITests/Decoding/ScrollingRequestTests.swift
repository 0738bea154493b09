import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// The scrolling fields on the wire: layoutDirection, flipsHorizontallyInOppositeLayoutDirection,
/// contentOffsets with timelineEncoding, scrollTo, and waterfall items with fullSpan; their 400s and 422s, and
/// the response shapes.
@Suite("Scrolling fields: decoding, errors and responses")
struct ScrollingRequestTests {
    static let offsets = #"[{"x": 0, "y": 0}, {"x": 0, "y": 50}]"#

    static func body(collectionView: String = "", layout: String = "", sections: String = "[]", extra: String = "")
        -> String
    {
        let cvFields = collectionView.isEmpty ? "" : ", " + collectionView
        let layoutFields = layout.isEmpty ? "" : ", " + layout
        let extraFields = extra.isEmpty ? "" : ", " + extra
        return """
            {"collectionView": {"size": {"width": 100, "height": 100}\(cvFields)},
             "layout": {"type": "flow", "itemSize": {"width": 100, "height": 30}\(layoutFields)},
             "sections": \(sections)\(extraFields)}
            """
    }

    @Test("the new fields decode into the description")
    func decodesFields() throws {
        let request = try decoded(
            Self.body(
                collectionView: #""layoutDirection": "rightToLeft", "contentOffsets": \#(Self.offsets)"#,
                layout: #""flipsHorizontallyInOppositeLayoutDirection": true"#, extra: #""timelineEncoding": "delta""#))
        let d = request.description
        #expect(d.collectionView.layoutDirection == .rightToLeft)
        #expect(d.collectionView.contentOffsets == [Point(x: 0, y: 0), Point(x: 0, y: 50)])
        #expect(d.flipsHorizontallyInOppositeLayoutDirection == true)
        #expect(d.timelineEncoding == .delta)
        #expect(d.isMirrored)

        let scrolled = try decoded(
            Self.body(extra: #""scrollTo": {"indexPath": [0, 7], "position": "centeredVertically"}"#))
        #expect(
            scrolled.description.scrollTo == ScrollToDescription(section: 0, item: 7, position: .centeredVertically))
    }

    @Test("a waterfall item may carry fullSpan; a plain item keeps the fast path")
    func waterfallFullSpan() throws {
        let request = try decoded(
            """
            {"collectionView": {"size": {"width": 320, "height": 480}}, "layout": {"type": "waterfall"},
             "sections": [{"items": [{"width": 1, "height": 1}, {"fullSpan": true, "width": 2, "height": 1},
               {"width": 3, "height": 1, "fullSpan": false}, {"width": 4, "height": 1, "fullSpan": true}]}]}
            """)
        guard case .waterfall(let d) = request.description.family else {
            Issue.record("not a waterfall")
            return
        }
        #expect(
            d.sections[0].items
                == .explicit([
                    Size(width: 1, height: 1), Size(width: 2, height: 1),
                    Size(width: 3, height: 1), Size(width: 4, height: 1),
                ]))
        #expect(d.sections[0].fullSpanItems == [1, 3])
        // fullSpan is a waterfall field: a flow item with it is an unknown field.
        let flowProblem = problem(Self.body(sections: #"[{"items": [{"width": 1, "height": 1, "fullSpan": true}]}]"#))
        #expect(pointers(flowProblem) == ["/sections/0/items/0/fullSpan"])
        let missing = problem(
            #"{"collectionView": {"size": {"width": 1, "height": 1}}, "layout": {"type": "waterfall"}, "sections": [{"items": [{"fullSpan": true, "width": 1}]}]}"#
        )
        #expect(pointers(missing) == ["/sections/0/items/0/height"])
    }

    @Test(
        "400s with their pointers",
        arguments: [
            (
                body(collectionView: #""contentOffset": {"x": 0, "y": 0}, "contentOffsets": \#(offsets)"#),
                "/collectionView/contentOffsets"
            ),
            (body(collectionView: #""contentOffsets": []"#), "/collectionView/contentOffsets"),
            (
                body(
                    collectionView: #""contentOffsets": ["#
                        + Array(repeating: #"{"x": 0, "y": 0}"#, count: 65).joined(separator: ",") + "]"),
                "/collectionView/contentOffsets"
            ),
            (body(collectionView: #""contentOffsets": [{"x": 0}]"#), "/collectionView/contentOffsets/0/y"),
            (body(collectionView: #""layoutDirection": "rtl""#), "/collectionView/layoutDirection"),
            (
                body(layout: #""flipsHorizontallyInOppositeLayoutDirection": 1"#),
                "/layout/flipsHorizontallyInOppositeLayoutDirection"
            ),
            (body(extra: #""timelineEncoding": "deltas""#), "/timelineEncoding"),
            (body(extra: #""scrollTo": {"indexPath": [0, 1]}"#), "/scrollTo/position"),
            (body(extra: #""scrollTo": {"indexPath": [0], "position": "top"}"#), "/scrollTo/indexPath"),
            (body(extra: #""scrollTo": {"indexPath": [0, 1.5], "position": "top"}"#), "/scrollTo/indexPath/1"),
            (body(extra: #""scrollTo": {"indexPath": [0, 1], "position": "middle"}"#), "/scrollTo/position"),
            (
                body(extra: #""scrollTo": {"indexPath": [0, 1], "position": "top", "animated": true}"#),
                "/scrollTo/animated"
            ),
            (
                body(
                    collectionView: #""contentOffsets": \#(offsets)"#,
                    extra: #""scrollTo": {"indexPath": [0, 0], "position": "top"}"#),
                "/scrollTo"
            ),
        ])
    func badRequests(body: String, pointer: String) {
        let error = problem(body)
        #expect(error?.status == 400)
        #expect(pointers(error) == [pointer])
    }

    @Test("64 offsets are accepted")
    func sixtyFourOffsets() throws {
        let list = Array(repeating: #"{"x": 0, "y": 0}"#, count: 64).joined(separator: ",")
        let request = try decoded(Self.body(collectionView: #""contentOffsets": [\#(list)]"#))
        #expect(request.description.collectionView.contentOffsets?.count == 64)
    }

    @Test("a timeline response: contentSize, then one entry per offset; delta entries carry removed")
    func timelineResponse() {
        let sections = #"[{"items": [{"width": 100, "height": 30}, {"width": 100, "height": 30}]}]"#
        // Items at y 0 and 40 in a 100 × 100 view. At y 0 both are visible; at y 35 item 0 (0...30) has left.
        let answer = LayoutAPI.respond(
            toBody: Array(
                Self.body(
                    collectionView: #""contentOffsets": [{"x": 0, "y": 0}, {"x": 0, "y": 35}]"#, sections: sections,
                    extra: #""timelineEncoding": "delta""#
                ).utf8))
        #expect(answer.status == 200)
        #expect(
            String(decoding: answer.body, as: UTF8.self)
                == #"{"contentSize":{"width":100,"height":70},"timeline":[{"contentOffset":{"x":0,"y":0},"attributes":["#
                + #"{"indexPath":[0,0],"category":"cell","frame":{"x":0,"y":0,"width":100,"height":30},"zIndex":0},"#
                + #"{"indexPath":[0,1],"category":"cell","frame":{"x":0,"y":40,"width":100,"height":30},"zIndex":0}]},"#
                + #"{"contentOffset":{"x":0,"y":35},"attributes":[],"removed":[[0,0,"cell",null]]}]}"#)
    }

    @Test("a scrollTo response carries contentOffset; a missing item is a 422 at /scrollTo/indexPath")
    func scrollToResponse() {
        let sections = #"[{"itemCount": 10}]"#
        // Item 5 at y 200 (lines 10 apart); top: y = 200; content 390 - 100 = 290 at most.
        let answer = LayoutAPI.respond(
            toBody: Array(
                Self.body(sections: sections, extra: #""scrollTo": {"indexPath": [0, 5], "position": "top"}"#).utf8))
        let text = String(decoding: answer.body, as: UTF8.self)
        #expect(
            text.hasPrefix(
                #"{"contentSize":{"width":100,"height":390},"contentOffset":{"x":0,"y":200},"attributes":[{"indexPath":[0,5]"#
            ))
        let missing = LayoutAPI.respond(
            toBody: Array(
                Self.body(sections: sections, extra: #""scrollTo": {"indexPath": [0, 10], "position": "top"}"#).utf8))
        #expect(missing.status == 422)
        #expect(String(decoding: missing.body, as: UTF8.self).contains(#""pointer":"/scrollTo/indexPath""#))
    }

    @Test("each entry of a full timeline is byte for byte what a single request at its offset answers")
    func fullTimelineEntriesAreSingleAnswers() throws {
        // Varied explicit items with pinned headers, so consecutive entries share unchanged cells (copied by the
        // encoder) and differ in pinned headers (written again).
        var items: [String] = []
        for i in 0..<60 {
            items.append(#"{"width": \#(30 + (i * 37) % 50), "height": \#(20 + Double((i * 53) % 70) / 3)}"#)
        }
        let sections =
            "[" + (0..<3).map { _ in #"{"items": [\#(items.joined(separator: ","))]}"# }.joined(separator: ",") + "]"
        let layout = #""headerReferenceSize": {"width": 0, "height": 44}, "pinning": {"headers": "all"}"#
        let offsets = stride(from: -20.0, to: 2000, by: 97.5).map { #"{"x": 0, "y": \#($0)}"# }
        let timeline = LayoutAPI.respond(
            toBody: Array(
                Self.body(
                    collectionView: #""contentOffsets": [\#(offsets.joined(separator: ","))]"#, layout: layout,
                    sections: sections
                ).utf8))
        #expect(timeline.status == 200)
        let text = String(decoding: timeline.body, as: UTF8.self)
        for (k, offset) in stride(from: -20.0, to: 2000, by: 97.5).enumerated() {
            let single = LayoutAPI.respond(
                toBody: Array(
                    Self.body(
                        collectionView: #""contentOffset": {"x": 0, "y": \#(offset)}"#, layout: layout,
                        sections: sections
                    ).utf8))
            let singleText = String(decoding: single.body, as: UTF8.self)
            // The single answer's attributes array, as written.
            let attributes = try #require(singleText.range(of: #""attributes":"#)).upperBound
            let array = String(singleText[attributes...].dropLast())
            let entry = #"{"contentOffset":{"x":0,"y":\#(formatted(offset))},"attributes":\#(array)}"#
            #expect(text.contains(entry), "entry \(k) at y \(offset)")
        }
    }

    /// A number as the encoder writes it (integral values without a fraction).
    func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
