import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// MagazineLayout's `TargetContentOffsetAnchorTests` as JSON requests through the served pipeline, with the
/// engine-level port's numbers (`Tests/LayoutEngineTests/Anchors/TargetContentOffsetAnchorTests.swift`): insets
/// `t` 50 and `b` 30, bounds 300 × 400, content 2000 tall, scale 1, so `minY = -50` and `maxY = 2000 - 400 + 30 =
/// 1630`. Each collection is one column of full-width flow items (300 wide, no spacing) whose heights put the
/// first and last fully visible items where the peer's test puts them.
@Suite("Contract v3 worked examples: MagazineLayout's anchor tests through the wire")
struct V3AnchorWorkedExampleTests {
    /// A column of items of `heights` in a 300 × 400 view with insets 50 and 30, at `y` (the default offset when
    /// nil), with `anchor`; the items carry ids `item-k` when `ids`.
    static func column(
        _ heights: [Double], at y: Double?, direction: String = "topToBottom", anchor: String = #""report""#,
        ids: Bool = false
    ) -> String {
        let items = heights.enumerated().map { k, h in
            #"{"width": 300, "height": \#(h)\#(ids ? #", "id": "item-\#(k)""# : "")}"#
        }
        let offset = y.map { #", "contentOffset": {"x": 0, "y": \#($0)}"# } ?? ""
        return v3Body(
            layout:
                #""minimumLineSpacing": 0, "minimumInteritemSpacing": 0, "verticalLayoutDirection": "\#(direction)""#,
            sections: "[{\"items\": [" + items.joined(separator: ", ") + "]}]",
            collectionView:
                #"{"size": {"width": 300, "height": 400}, "contentInset": {"top": 50, "bottom": 30}\#(offset)}"#,
            extra: #""anchor": \#(anchor)"#)
    }

    // Reporting.

    @Test("top to bottom, scrolled to the top: top")
    func topToBottomAtTop() {
        let answer = WireAnswer(Self.column([20, 270, 20, 1690], at: -50))
        #expect(answer.anchor == anchorJSON("top"))
        // Reporting does not move the offset, so none is written.
        #expect(answer.json["contentOffset"] == nil)
    }

    /// Bounds 500..<900; items [0, 480), [480, 560) (cut by the top edge), [560, 580): the first fully inside is
    /// item 2 at 560, distance 560 - (500 + 50) = 10.
    @Test("top to bottom, scrolled to the middle: the first fully visible item, 10 below the inset")
    func topToBottomInTheMiddle() {
        #expect(
            WireAnswer(Self.column([480, 80, 20, 1420], at: 500)).anchor
                == anchorJSON("topItem", item: [0, 2], distance: 10))
        // Named by its id when it has one.
        #expect(
            WireAnswer(Self.column([480, 80, 20, 1420], at: 500, ids: true)).anchor
                == anchorJSON("topItem", item: "item-2", distance: 10))
    }

    /// Bounds 1630..<2030; items [0, 1620), [1620, 1700) (cut), [1700, 1720): distance 1700 - (1630 + 50) = 20.
    @Test("top to bottom, scrolled to the bottom: the first fully visible item, 20 below the inset")
    func topToBottomAtBottom() {
        #expect(
            WireAnswer(Self.column([1620, 80, 20, 280], at: 1630)).anchor
                == anchorJSON("topItem", item: [0, 2], distance: 20))
    }

    /// Content 50 tall: `maxY = max(50 - 400 + 30, -50) = -50`, at the top and at the bottom.
    @Test("content shorter than the view: top, or bottom from the bottom")
    func shortContent() {
        #expect(WireAnswer(Self.column([20, 30], at: -50)).anchor == anchorJSON("top"))
        #expect(WireAnswer(Self.column([20, 30], at: -50, direction: "bottomToTop")).anchor == anchorJSON("bottom"))
    }

    /// Bounds -50..<350; items [0, 290) and [290, 310) inside, [310, 2000) cut: the last fully inside ends at 310,
    /// distance 310 - (350 - 30) = -10.
    @Test("bottom to top, scrolled to the top: the last fully visible item, 10 above the inset")
    func bottomToTopAtTop() {
        #expect(
            WireAnswer(Self.column([290, 20, 1690], at: -50, direction: "bottomToTop")).anchor
                == anchorJSON("bottomItem", item: [0, 1], distance: -10))
    }

    /// Bounds 500..<900; items [500, 800), [800, 820) inside, [820, 2000) cut: distance 820 - (900 - 30) = -50.
    @Test("bottom to top, scrolled to the middle: the last fully visible item, 50 above the inset")
    func bottomToTopInTheMiddle() {
        #expect(
            WireAnswer(Self.column([500, 300, 20, 1180], at: 500, direction: "bottomToTop", ids: true)).anchor
                == anchorJSON("bottomItem", item: "item-2", distance: -50))
    }

    /// At y 1630 = `maxY`; and a bottom-to-top layout's default offset is `maxY`, so with none the same.
    @Test("bottom to top, scrolled to the bottom (or by default): bottom")
    func bottomToTopAtBottom() {
        #expect(
            WireAnswer(Self.column([1700, 250, 50], at: 1630, direction: "bottomToTop")).anchor == anchorJSON("bottom"))
        let byDefault = WireAnswer(Self.column([1700, 250, 50], at: nil, direction: "bottomToTop"))
        #expect(byDefault.anchor == anchorJSON("bottom"))
        // The visible rect 1630..<2030 holds items 1 (1700..<1950) and 2 (1950..<2000).
        #expect(byDefault.cells.map { $0["indexPath"] as? [Int] ?? [] } == [[0, 0], [0, 1], [0, 2]])
    }

    // Resolving.

    @Test("top resolves to minY, -50; bottom to maxY, 1630")
    func topAndBottom() {
        let top = WireAnswer(Self.column([20, 1980], at: 700, anchor: #"{"position": "top"}"#))
        #expect(top.offsetY == -50)
        #expect(top.offsetX == 0)
        #expect(top.anchor == anchorJSON("top"))
        let bottom = WireAnswer(Self.column([20, 1980], at: nil, anchor: #"{"position": "bottom"}"#))
        #expect(bottom.offsetY == 1630)
        // Reported again at the resolved offset: a top-to-bottom screen at 1630 names the first item fully
        // inside 1630..<2030, none (item 1 is 1960 tall): the first candidate, item 1 at 20, 20 - 1680.
        #expect(bottom.anchor == anchorJSON("topItem", item: [0, 1], distance: -1660))
    }

    /// Item 2 at 560, distance 10: 560 - 50 - 10 = 500; the answer at 500 reports the anchor it was sent.
    @Test("topItem at 560 with distance 10 resolves to 500, by index path or by id")
    func topItemInTheMiddle() {
        let byPath = WireAnswer(
            Self.column(
                [480, 80, 20, 1420], at: nil, anchor: #"{"position": "topItem", "item": [0, 2], "distance": 10}"#))
        #expect(byPath.offsetY == 500)
        #expect(byPath.anchor == anchorJSON("topItem", item: [0, 2], distance: 10))
        let byID = WireAnswer(
            Self.column(
                [480, 80, 20, 1420], at: nil, anchor: #"{"position": "topItem", "item": "item-2", "distance": 10}"#,
                ids: true))
        #expect(byID.offsetY == 500)
        #expect(byID.anchor == anchorJSON("topItem", item: "item-2", distance: 10))
        // The cells at 500..<900: item 1 (480..<560), 2 and 3.
        #expect(byID.cells.compactMap { $0["id"] as? String } == ["item-1", "item-2", "item-3"])
    }

    /// Item 2 at 1700, distance 10: 1700 - 50 - 10 = 1640, clamped to maxY 1630.
    @Test("topItem near the end is clamped to maxY")
    func topItemClamped() {
        let answer = WireAnswer(
            Self.column(
                [1620, 80, 20, 280], at: nil, anchor: #"{"position": "topItem", "item": [0, 2], "distance": 10}"#))
        #expect(answer.offsetY == 1630)
        #expect(answer.anchor == anchorJSON("topItem", item: [0, 2], distance: 20))
    }

    /// Item 1 ends at 310, distance -10: 310 - 400 + 30 + 10 = -50.
    @Test("bottomItem ending at 310 with distance -10 resolves to -50")
    func bottomItemAtTop() {
        let answer = WireAnswer(
            Self.column(
                [290, 20, 1690], at: nil, direction: "bottomToTop",
                anchor: #"{"position": "bottomItem", "item": [0, 1], "distance": -10}"#))
        #expect(answer.offsetY == -50)
        #expect(answer.anchor == anchorJSON("bottomItem", item: [0, 1], distance: -10))
    }

    /// Item 2 ends at 820, distance -50: 820 - 400 + 30 + 50 = 500.
    @Test("bottomItem ending at 820 with distance -50 resolves to 500")
    func bottomItemInTheMiddle() {
        let answer = WireAnswer(
            Self.column(
                [500, 300, 20, 1180], at: nil, direction: "bottomToTop",
                anchor: #"{"position": "bottomItem", "item": "item-2", "distance": -50}"#, ids: true))
        #expect(answer.offsetY == 500)
        #expect(answer.anchor == anchorJSON("bottomItem", item: "item-2", distance: -50))
    }

    @Test("an anchor naming an item the request does not have keeps the request's offset (or its default)")
    func missingItem() {
        for item in [#""gone""#, "[0, 2]", "[1, 0]", "[0, -1]"] {
            let anchor = #"{"position": "topItem", "item": \#(item), "distance": 4}"#
            #expect(WireAnswer(Self.column([500, 1500], at: 321, anchor: anchor)).offsetY == 321, "\(item)")
            #expect(WireAnswer(Self.column([500, 1500], at: nil, anchor: anchor)).offsetY == -50, "\(item)")
            // A bottom-to-top layout's default is maxY, 2000 - 400 + 30.
            #expect(
                WireAnswer(Self.column([500, 1500], at: nil, direction: "bottomToTop", anchor: anchor)).offsetY == 1630)
        }
    }

    /// Three items of 100 arrive above the anchor item: its frame moves down 300, and so does the offset.
    @Test("items inserted above the anchor item keep its distance")
    func insertedAbove() throws {
        let before = WireAnswer(Self.column([480, 80, 20, 1420], at: 500, ids: true))
        let text = String(
            decoding: try JSONSerialization.data(withJSONObject: try #require(before.anchor)), as: UTF8.self)
        let items = [100.0, 100, 100, 480, 80, 20, 1420].enumerated().map { k, h in
            #"{"width": 300, "height": \#(h), "id": "\#(k < 3 ? "new-\(k)" : "item-\(k - 3)")"}"#
        }
        let body = v3Body(
            layout: #""minimumLineSpacing": 0, "minimumInteritemSpacing": 0"#,
            sections: "[{\"items\": [" + items.joined(separator: ", ") + "]}]",
            collectionView: #"{"size": {"width": 300, "height": 400}, "contentInset": {"top": 50, "bottom": 30}}"#,
            extra: #""anchor": \#(text)"#)
        let shifted = WireAnswer(body)
        // item-2 is now at 860: 860 - 50 - 10 = 800.
        #expect(shifted.offsetY == 800)
        #expect(shifted.anchor == anchorJSON("topItem", item: "item-2", distance: 10))
    }
}

/// MagazineLayout's `ModelStateLayoutTests` (`testUpdatingPreferredHeights` and `testInitialLayout`) as JSON
/// requests, with the engine-level port's numbers (`Tests/LayoutEngineTests/Magazine/MagazineHeightModeTests.swift`):
/// width 320, `sectionInsets` {30, 15, 20, 5}, `itemInsets` 10 on every edge, `horizontalSpacing` 20,
/// `verticalSpacing` 30, scale 1.
@Suite("Contract v3 worked examples: MagazineLayout's preferred heights through the wire")
struct V3MagazineWorkedExampleTests {
    /// Section 0: the peer's `sizeModesAndHeights0`; each dynamic item's measured height, or none (the estimate).
    static let section0: [(width: String, mode: String, height: Double)] = [
        ("fullWidth", "static", 20), ("fullWidthIgnoringInsets", "dynamic", 15), ("halfWidth", "static", 10),
        ("halfWidth", "static", 30), ("halfWidth", "dynamicAndStretchToTallestItemInRow", 25),
        ("thirdWidth", "dynamic", 15), ("thirdWidth", "dynamicAndStretchToTallestItemInRow", 10),
        ("fourthWidth", "static", 15), ("fourthWidth", "dynamic", 15), ("fourthWidth", "dynamic", 25),
        ("fourthWidth", "dynamic", 35), ("fifthWidth", "dynamic", 30),
    ]
    /// Section 1: the peer's `sizeModesAndHeights1`, every one static.
    static let section1: [(width: String, height: Double)] = [
        ("halfWidth", 10), ("halfWidth", 30), ("halfWidth", 25), ("thirdWidth", 15), ("fullWidth", 20),
        ("thirdWidth", 10), ("fifthWidth", 15), ("fifthWidth", 15), ("fifthWidth", 25), ("fifthWidth", 35),
        ("fifthWidth", 30), ("fullWidthIgnoringInsets", 15),
    ]

    /// Measured: every height given. Initial: dynamic items without `height` (MagazineLayout's 150) and section
    /// 1's header and footer estimated at 70.
    static func body(measured: Bool) -> String {
        let items0 = section0.map { item in
            let height = item.mode == "static" || measured ? #", "height": \#(item.height)"# : ""
            return #"{"widthMode": "\#(item.width)", "heightMode": "\#(item.mode)"\#(height)}"#
        }
        let items1 = section1.map { #"{"widthMode": "\#($0.width)", "height": \#($0.height)}"# }
        let supplementary1 = measured ? #"{"height": 50}"# : #"{"height": 70, "estimated": true}"#
        return v3Body(
            "magazine",
            layout: """
                "sectionInsets": {"top": 30, "left": 15, "bottom": 20, "right": 5}, \
                "itemInsets": {"top": 10, "left": 10, "bottom": 10, "right": 10}, \
                "horizontalSpacing": 20, "verticalSpacing": 30
                """,
            sections: """
                [{"header": {"height": 50}, "footer": {"height": 50}, "background": true, \
                "items": [\(items0.joined(separator: ", "))]}, \
                {"header": \(supplementary1), "footer": \(supplementary1), "background": true, \
                "items": [\(items1.joined(separator: ", "))]}]
                """,
            collectionView: #"{"size": {"width": 320, "height": 480}}"#, extra: #""elements": "all""#)
    }

    static func frames(_ answer: WireAnswer, _ category: String, kind: String? = nil) -> [[Rect]] {
        (0..<2).map { s in
            answer.attributes.filter {
                ($0["indexPath"] as? [Int])?.first == s && $0["category"] as? String == category
                    && $0["kind"] as? String == kind
            }.compactMap(frame)
        }
    }

    @Test("testUpdatingPreferredHeights: measured heights, stretch items as tall as their row, nothing estimated")
    func updatingPreferredHeights() {
        let answer = WireAnswer(Self.body(measured: true))
        #expect(answer.status == 200)
        let cells = Self.frames(answer, "cell")
        #expect(
            cells[0] == [
                rect(25, 90, 280, 20), rect(15, 140, 300, 15), rect(25, 185, 130, 10), rect(175, 185, 130, 30),
                rect(25, 245, 130, 25), rect(25, 300, 80, 15), rect(125, 300, 80, 15), rect(25, 345, 55, 15),
                rect(100, 345, 55, 15), rect(175, 345, 55, 25), rect(250, 345, 55, 35), rect(25, 410, 40, 30),
            ])
        // The contract's own numbers: a thirdWidth dynamic item measured 15 and a thirdWidth stretch item measured
        // 10 share a row at y 300.
        #expect(cells[0][5] == rect(25, 300, 80, 15) && cells[0][6] == rect(125, 300, 80, 15))
        #expect(
            cells[1] == [
                rect(25, 610, 130, 10), rect(175, 610, 130, 30), rect(25, 670, 130, 25), rect(25, 725, 80, 15),
                rect(25, 770, 280, 20), rect(25, 820, 80, 10), rect(25, 860, 40, 15), rect(85, 860, 40, 15),
                rect(145, 860, 40, 25), rect(205, 860, 40, 35), rect(265, 860, 40, 30), rect(15, 925, 300, 15),
            ])
        #expect(
            Self.frames(answer, "supplementary", kind: "header") == [[rect(15, 30, 300, 50)], [rect(15, 550, 300, 50)]])
        #expect(
            Self.frames(answer, "supplementary", kind: "footer") == [
                [rect(15, 450, 300, 50)], [rect(15, 950, 300, 50)],
            ])
        #expect(
            Self.frames(answer, "decoration", kind: "background") == [
                [rect(15, 30, 300, 470)], [rect(15, 550, 300, 450)],
            ])
        #expect(answer.estimated == [])
    }

    @Test(
        "testInitialLayout: dynamic items without a height at 150, marked estimated, as are the estimated header and footer"
    )
    func initialLayout() {
        let answer = WireAnswer(Self.body(measured: false))
        #expect(answer.status == 200)
        let cells = Self.frames(answer, "cell")
        #expect(
            cells[0] == [
                rect(25, 90, 280, 20), rect(15, 140, 300, 150), rect(25, 320, 130, 10), rect(175, 320, 130, 30),
                rect(25, 380, 130, 150), rect(25, 560, 80, 150), rect(125, 560, 80, 150), rect(25, 740, 55, 15),
                rect(100, 740, 55, 150), rect(175, 740, 55, 150), rect(250, 740, 55, 150), rect(25, 920, 40, 150),
            ])
        #expect(
            cells[1] == [
                rect(25, 1260, 130, 10), rect(175, 1260, 130, 30), rect(25, 1320, 130, 25), rect(25, 1375, 80, 15),
                rect(25, 1420, 280, 20), rect(25, 1470, 80, 10), rect(25, 1510, 40, 15), rect(85, 1510, 40, 15),
                rect(145, 1510, 40, 25), rect(205, 1510, 40, 35), rect(265, 1510, 40, 30), rect(15, 1575, 300, 15),
            ])
        #expect(
            Self.frames(answer, "supplementary", kind: "header") == [
                [rect(15, 30, 300, 50)], [rect(15, 1180, 300, 70)],
            ])
        #expect(
            Self.frames(answer, "supplementary", kind: "footer") == [
                [rect(15, 1080, 300, 50)], [rect(15, 1600, 300, 70)],
            ])
        // Section 0's dynamic items (1, 4, 5, 6, 8, 9, 10, 11), then section 1's header and footer, in answer order.
        #expect(
            answer.estimated == [
                "cell [0, 1]", "cell [0, 4]", "cell [0, 5]", "cell [0, 6]", "cell [0, 8]", "cell [0, 9]",
                "cell [0, 10]",
                "cell [0, 11]", "header [1, 0]", "footer [1, 0]",
            ])
    }
}
