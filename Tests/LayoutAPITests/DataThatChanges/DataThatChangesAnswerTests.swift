import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// Data that changes in answers, through the served pipeline: ids and estimates on attributes in the contract's
/// key order, anchors on timelines and after `scrollTo`, bottom-to-top defaults, short content at the
/// bottom, anchors far down a uniform section, across the axes and mirrored, and the report-then-resolve round
/// trip in every family.
@Suite("Data that changes in answers: ids, estimates and anchors as the wire writes them")
struct DataThatChangesAnswerTests {
    /// A 100 × 100 view of ten 100 × 30 items 10 apart: item k at y 40k, content 390 tall, `maxY` 290.
    static func tenItems(_ collectionView: String = "", extra: String) -> String {
        let cv = collectionView.isEmpty ? "" : ", " + collectionView
        return requestBody(
            layout: #""itemSize": {"width": 100, "height": 30}"#, sections: #"[{"itemCount": 10}]"#,
            collectionView: #"{"size": {"width": 100, "height": 100}\#(cv)}"#, extra: extra)
    }

    @Test("a cell's id and estimated flag are written in the contract's order: indexPath, id, ..., estimated")
    func attributeKeyOrder() {
        let answer = WireAnswer(
            requestBody(sections: #"[{"items": [{"width": 375, "height": 40, "id": "a", "estimated": true}]}]"#))
        #expect(
            answer.text == """
                {"contentSize":{"width":375,"height":40},"attributes":[{"indexPath":[0,0],"id":"a","category":"cell",\
                "frame":{"x":0,"y":0,"width":375,"height":40},"zIndex":0,"estimated":true}]}
                """)
    }

    @Test("an id is written escaped, and only on its cell")
    func idsOnCellsOnly() {
        let answer = WireAnswer(
            requestBody(
                layout: #""headerReferenceSize": {"width": 0, "height": 20}"#,
                sections:
                    #"[{"items": [{"width": 375, "height": 40, "id": "q\"\u00e9"}, {"width": 375, "height": 40}]}]"#,
                extra: #""elements": "all""#))
        #expect(answer.attributes.map { $0["id"] as? String } == [nil, "q\"é", nil])
        #expect(answer.text.contains(#""id":"q\"é""#))
    }

    @Test("estimated cells by item and by section, and a magazine header, are marked; nothing else is")
    func estimatedMarks() {
        let flow = WireAnswer(
            requestBody(
                sections: """
                    [{"items": [{"width": 375, "height": 40}, {"width": 375, "height": 40, "estimated": true}]}, \
                    {"itemCount": 2, "estimated": true, "itemSize": {"width": 375, "height": 40}}]
                    """))
        #expect(flow.estimated == ["cell [0, 1]", "cell [1, 0]", "cell [1, 1]"])
        let magazine = WireAnswer(
            requestBody(
                "magazine",
                sections:
                    #"[{"header": {"estimated": true}, "footer": {"height": 10}, "items": [{"widthMode": "fullWidth", "height": 40}]}]"#
            ))
        #expect(magazine.estimated == ["header [0, 0]"])
        // MagazineLayout's default estimated header height.
        #expect(frame(magazine.attributes[0])?.height == 44)
        #expect(magazine.text.contains(#""pinned":false,"estimated":true}"#))
    }

    /// Compositional lays out an `itemCount` section's cells at their estimated height, 44: the answer to a request
    /// without any field of data that changes does not say so, the answer to one with such a field does, and the
    /// frames are the same.
    @Test(
        "compositional marks the cells laid out at an estimate only when the request uses a field of data that changes")
    func compositionalMarksOnlyWhenAsked() {
        let layout = #""section": \#(DataThatChangesDecodingTests.compositionalSectionLayout)"#
        let plain = WireAnswer(requestBody("compositional", layout: layout, sections: #"[{"itemCount": 3}]"#))
        let reporting = WireAnswer(
            requestBody(
                "compositional", layout: layout, sections: #"[{"itemCount": 3}]"#, extra: #""anchor": "report""#))
        #expect(plain.estimated == [])
        #expect(reporting.estimated == ["cell [0, 0]", "cell [0, 1]", "cell [0, 2]"])
        #expect(reporting.cells.compactMap(frame) == plain.cells.compactMap(frame))
        #expect(reporting.cells.compactMap(frame).map(\.height) == [44, 44, 44])
    }

    /// Item 0 is `{"estimated": true}` alone: laid out at the estimate 44 and marked; item 1 was measured 60 tall
    /// (an estimated dimension reads the measured size) and is not.
    @Test("compositional: an unmeasured item takes the estimate and is marked, a measured one is not")
    func compositionalUnmeasured() {
        let answer = WireAnswer(
            requestBody(
                "compositional", layout: #""section": \#(DataThatChangesDecodingTests.compositionalSectionLayout)"#,
                sections: #"[{"items": [{"estimated": true, "id": "u"}, {"width": 375, "height": 60, "id": "m"}]}]"#))
        #expect(answer.cells.compactMap(frame).map(\.height) == [44, 60])
        #expect(answer.estimated == ["cell [0, 0]"])
        #expect(answer.cells.map { $0["id"] as? String } == ["u", "m"])
    }

    @Test("a field of data that changes at its default changes no byte of a family that marks nothing by itself")
    func defaultsChangeNothing() throws {
        for name in ["flow", "waterfall", "iglist", "magazine", "seed-002-flow-pin-section"] {
            let text = try String(contentsOf: Repository.url("Examples/\(name).json"), encoding: .utf8)
            guard let brace = text.lastIndex(of: "}") else { continue }
            let withDefaults = text[..<brace] + #", "anchor": "report"}"#
            let plain = WireAnswer(text)
            let reporting = WireAnswer(String(withDefaults))
            #expect(plain.status == 200)
            // Only the anchor is added.
            var rest = reporting.json
            rest["anchor"] = nil
            #expect((rest as NSDictionary) == (plain.json as NSDictionary), "\(name)")
        }
    }

    // MARK: Anchors in timelines, after scrollTo, bottom to top

    /// At 0 the top; at 50 the first fully visible item is 2 (80..<110), 30 below the top; at 290 (`maxY`) item 8
    /// (320..<350), 30 below. A delta timeline carries the same anchors.
    @Test("a timeline reports an anchor per entry, full or delta")
    func timelineAnchors() {
        let offsets = #""contentOffsets": [{"x": 0, "y": 0}, {"x": 0, "y": 50}, {"x": 0, "y": 290}]"#
        for encoding in ["full", "delta"] {
            let answer = WireAnswer(
                Self.tenItems(offsets, extra: #""anchor": "report", "timelineEncoding": "\#(encoding)""#))
            let anchors = (answer.json["timeline"] as? [[String: Any]] ?? []).map { $0["anchor"] as? NSDictionary }
            #expect(
                anchors == [
                    anchorJSON("top"), anchorJSON("topItem", item: [0, 2], distance: 30),
                    anchorJSON("topItem", item: [0, 8], distance: 30),
                ], "\(encoding)")
        }
    }

    /// scrollTo [0, 3] top: y = 120; the answer reports item 3 at distance 0 there.
    @Test("\"report\" with scrollTo reports at the offset scrollTo chose")
    func reportAfterScrollTo() {
        let answer = WireAnswer(
            Self.tenItems(extra: #""anchor": "report", "scrollTo": {"indexPath": [0, 3], "position": "top"}"#))
        #expect(answer.offsetY == 120)
        #expect(answer.anchor == anchorJSON("topItem", item: [0, 3], distance: 0))
    }

    /// One 100 × 30 item in a 100 × 100 view with insets 10 and 20: `Vh = 70`, content 30, so the item moves
    /// down 40 and `contentSize` stays 30; bottom to top, the default offset is `maxY = max(30 - 100 + 20, -10) =
    /// -10`, the bottom.
    @Test("short content at the bottom of a bottom-to-top view: frames move down, the anchor is the bottom")
    func shortChat() {
        let answer = WireAnswer(
            requestBody(
                layout: #""verticalLayoutDirection": "bottomToTop", "shortContentAlignment": "bottom""#,
                sections: #"[{"items": [{"width": 100, "height": 30, "id": "only"}]}]"#,
                collectionView: #"{"size": {"width": 100, "height": 100}, "contentInset": {"top": 10, "bottom": 20}}"#,
                extra: #""anchor": "report""#))
        #expect(answer.cells.compactMap(frame) == [rect(0, 40, 100, 30)])
        #expect((answer.json["contentSize"] as? [String: Double])?["height"] == 30)
        #expect(answer.anchor == anchorJSON("bottom"))
    }

    // MARK: Resolving far away, across, mirrored

    /// A billion 100 × 30 items: item 500,000,000 at 40 × 5e8 = 2e10; `topItem` distance 10 → 2e10 - 10. Reported
    /// again there: item 499,999,999 ends exactly at the top edge, so the first candidate is the anchor item.
    @Test("an anchor a billion items deep resolves by index path (in constant time)")
    func billionDeep() {
        let answer = WireAnswer(
            requestBody(
                layout: #""itemSize": {"width": 100, "height": 30}"#, sections: #"[{"itemCount": 1000000000}]"#,
                collectionView: #"{"size": {"width": 100, "height": 100}}"#,
                extra: #""anchor": {"position": "topItem", "item": [0, 500000000], "distance": 10}"#))
        #expect(answer.offsetY == 19_999_999_990)
        #expect(answer.anchor == anchorJSON("topItem", item: [0, 500_000_000], distance: 10))
    }

    /// Horizontal: item k at x 40k in a 100-wide view; `topItem` is the leading (left) edge: item 5 at 200 → x
    /// 200. Mirrored (right to left, flipping): the same 200 in unmirrored space is the physical `390 - 200 - 100
    /// = 90`, content 10 × 30 + 9 × 10 = 390 wide, where item 5 is at 390 - 200 - 30 = 160, the right edge.
    @Test("horizontal scrolling anchors on x, and a mirrored layout resolves in its unmirrored space")
    func horizontalAndMirrored() {
        let layout = #""scrollDirection": "horizontal", "itemSize": {"width": 30, "height": 100}"#
        let anchor = #""anchor": {"position": "topItem", "item": [0, 5], "distance": 0}"#
        let ltr = WireAnswer(
            requestBody(
                layout: layout, sections: #"[{"itemCount": 10}]"#,
                collectionView: #"{"size": {"width": 100, "height": 100}}"#, extra: anchor))
        #expect(ltr.offsetX == 200 && ltr.offsetY == 0)
        #expect(ltr.anchor == anchorJSON("topItem", item: [0, 5], distance: 0))
        let rtl = WireAnswer(
            requestBody(
                layout: layout + #", "flipsHorizontallyInOppositeLayoutDirection": true"#,
                sections: #"[{"itemCount": 10}]"#,
                collectionView: #"{"size": {"width": 100, "height": 100}, "layoutDirection": "rightToLeft"}"#,
                extra: anchor))
        #expect(rtl.offsetX == 90)
        #expect(rtl.anchor == anchorJSON("topItem", item: [0, 5], distance: 0))
        #expect(rtl.cells.first { ($0["indexPath"] as? [Int]) == [0, 5] }.flatMap(frame) == rect(160, 0, 30, 100))
    }

    // MARK: The round trip

    /// 150 items of each family (content over 2,000 points tall, so `maxY` is above 1,500), reported at offsets
    /// on the pixel grid within `[minY, maxY]`, then resolved against the same request: the offset comes back
    /// exactly, and so does the anchor.
    @Test(
        "report, then resolve against the same request: the same offset, in every family",
        arguments: [
            ("flow", "", #"{"width": 110, "height": 70, "id": "i\#u{0023}"}"#, ""),
            ("waterfall", #""columnCount": 3"#, #"{"width": 100, "height": 137}"#, ""),
            ("iglist", "", #"{"width": 120, "height": 45}"#, ""),
            ("magazine", "", #"{"widthMode": "thirdWidth", "height": 77}"#, ""),
            (
                "compositional", #""section": \#(DataThatChangesDecodingTests.compositionalSectionLayout)"#,
                #"{"width": 1, "height": 53}"#, ""
            ),
        ])
    func roundTrip(family: String, layout: String, item: String, _: String) throws {
        let items = (0..<150).map { k in item.replacingOccurrences(of: "#", with: "\(k)") }
        let sections = "[{\"items\": [" + items.joined(separator: ", ") + "]}]"
        for (scale, y) in [(1.0, 333.0), (2.0, 1001.5), (3.0, 457 + 2.0 / 3)] {
            let cv =
                #"{"size": {"width": 375, "height": 667}, "scale": \#(scale), "contentInset": {"top": 20, "bottom": 34}"#
            let reported = WireAnswer(
                requestBody(
                    family, layout: layout, sections: sections,
                    collectionView: cv + #", "contentOffset": {"x": 0, "y": \#(y)}}"#, extra: #""anchor": "report""#))
            #expect(reported.status == 200, "\(reported.errors)")
            let anchor = try #require(reported.anchor)
            #expect(anchor["position"] as? String == "topItem", "\(family) at \(y)")
            let text = String(decoding: try JSONSerialization.data(withJSONObject: anchor), as: UTF8.self)
            let resolved = WireAnswer(
                requestBody(
                    family, layout: layout, sections: sections, collectionView: cv + "}", extra: #""anchor": \#(text)"#)
            )
            #expect(resolved.offsetY == y, "\(family) at scale \(scale)")
            #expect(resolved.anchor == anchor)
        }
    }
}
