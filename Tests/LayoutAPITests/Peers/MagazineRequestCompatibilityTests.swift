// MagazineLayout's Tests/ModelStateLayoutTests.swift (testInitialLayout, testPinnedHeadersAndFooters) as JSON
// requests through LayoutAPI: the original's frames per visible rect (compared as sets, as its FrameHelpers do)
// and for the whole layout. Heights are the ones the original settles on (see ModelStateLayoutTestsData in the
// engine tests: dynamic items at 150, `static(height: 35)` paired with 15 at 15).
import LayoutAPI
import LayoutEngine
import Testing

@Suite("MagazineLayout's ModelStateLayoutTests as requests")
struct MagazineRequestCompatibilityTests {
    static let items0 = [
        "fullWidth 20", "fullWidthIgnoringInsets 150", "halfWidth 10", "halfWidth 30", "halfWidth 150",
        "thirdWidth 150", "thirdWidth 150", "fourthWidth 15", "fourthWidth 150", "fourthWidth 150",
        "fourthWidth 150", "fifthWidth 150",
    ]
    static let items1 = [
        "halfWidth 10", "halfWidth 30", "halfWidth 25", "thirdWidth 15", "fullWidth 20", "thirdWidth 10",
        "fifthWidth 15", "fifthWidth 15", "fifthWidth 25", "fifthWidth 35", "fifthWidth 30",
        "fullWidthIgnoringInsets 15",
    ]

    /// `"mode height"` → `{"widthMode": "mode", "height": h}`.
    static func items(_ list: [String]) -> String {
        list.map { entry in
            let parts = entry.split(separator: " ")
            return "{\"widthMode\": \"\(parts[0])\", \"height\": \(parts[1])}"
        }.joined(separator: ", ")
    }

    /// The original's setUp as a request: 320 × 480 at content offset y 100, scale 1.
    static func request(
        header0: Int, footer0: Int, header1: Int, footer1: Int, pinned: Bool, elements: String
    ) -> String {
        let pinning = pinned ? ", \"pinning\": {\"headers\": \"all\", \"footers\": \"all\"}" : ""
        return """
            {"collectionView": {"size": {"width": 320, "height": 480}, "contentOffset": {"x": 0, "y": 100}},
             "layout": {"type": "magazine", "verticalSpacing": 30, "horizontalSpacing": 20,
                        "sectionInsets": {"top": 30, "left": 15, "bottom": 20, "right": 5},
                        "itemInsets": {"top": 10, "left": 10, "bottom": 10, "right": 10}\(pinning)},
             "sections": [
               {"items": [\(items(items0))], "header": {"height": \(header0)}, "footer": {"height": \(footer0)},
                "background": true},
               {"items": [\(items(items1))], "header": {"height": \(header1)}, "footer": {"height": \(footer1)},
                "background": true}],
             "elements": \(elements)}
            """
    }

    static func sorted(_ frames: [Rect]) -> [Rect] {
        frames.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }

    /// Checks one category/kind in rect 0 (0, 0, 320, 500), rect 1 (0, 500, 320, 2000) and the whole layout.
    func check(
        _ request: (String) -> String, _ category: String, _ kind: String?, rect0: [Rect], rect1: [Rect],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var union = rect0
        for frame in rect1 where !union.contains(frame) { union.append(frame) }
        let pairs: [(String, [Rect])] = [
            (rectElements(0, 0, 320, 500), rect0), (rectElements(0, 500, 320, 2000), rect1), ("\"all\"", union),
        ]
        for (elements, expected) in pairs {
            let actual = respond(request(elements)).frames(category, kind)
            #expect(Self.sorted(actual) == Self.sorted(expected), "\(elements)", sourceLocation: sourceLocation)
        }
    }

    @Test("testInitialLayout")
    func testInitialLayout() {
        let request = { Self.request(header0: 50, footer0: 50, header1: 70, footer1: 70, pinned: false, elements: $0) }
        check(
            request, "cell", nil,
            rect0: [
                apiRect(25, 90, 280, 20), apiRect(15, 140, 300, 150), apiRect(25, 320, 130, 10),
                apiRect(175, 320, 130, 30), apiRect(25, 380, 130, 150),
            ],
            rect1: [
                apiRect(25, 380, 130, 150), apiRect(25, 560, 80, 150), apiRect(125, 560, 80, 150),
                apiRect(25, 740, 55, 15), apiRect(100, 740, 55, 150), apiRect(175, 740, 55, 150),
                apiRect(250, 740, 55, 150), apiRect(25, 920, 40, 150), apiRect(25, 1260, 130, 10),
                apiRect(175, 1260, 130, 30), apiRect(25, 1320, 130, 25), apiRect(25, 1375, 80, 15),
                apiRect(25, 1420, 280, 20), apiRect(25, 1470, 80, 10), apiRect(25, 1510, 40, 15),
                apiRect(85, 1510, 40, 15), apiRect(145, 1510, 40, 25), apiRect(205, 1510, 40, 35),
                apiRect(265, 1510, 40, 30), apiRect(15, 1575, 300, 15),
            ])
        check(
            request, "supplementary", "header", rect0: [apiRect(15, 30, 300, 50)], rect1: [apiRect(15, 1180, 300, 70)])
        check(
            request, "supplementary", "footer", rect0: [],
            rect1: [apiRect(15, 1080, 300, 50), apiRect(15, 1600, 300, 70)])
        check(
            request, "decoration", "background", rect0: [apiRect(15, 30, 300, 1100)],
            rect1: [apiRect(15, 30, 300, 1100), apiRect(15, 1180, 300, 490)])
        #expect(respond(request("\"all\"")).contentSize == Size(width: 320, height: 1690))
    }

    @Test("testPinnedHeadersAndFooters")
    func testPinnedHeadersAndFooters() {
        let request = { Self.request(header0: 75, footer0: 150, header1: 100, footer1: 50, pinned: true, elements: $0) }
        check(
            request, "cell", nil,
            rect0: [
                apiRect(15, 165, 300, 150), apiRect(25, 115, 280, 20), apiRect(25, 345, 130, 10),
                apiRect(175, 345, 130, 30), apiRect(25, 405, 130, 150),
            ],
            rect1: [
                apiRect(250, 765, 55, 150), apiRect(175, 765, 55, 150), apiRect(100, 765, 55, 150),
                apiRect(25, 765, 55, 15), apiRect(125, 585, 80, 150), apiRect(25, 585, 80, 150),
                apiRect(25, 405, 130, 150), apiRect(25, 945, 40, 150), apiRect(25, 1415, 130, 10),
                apiRect(175, 1415, 130, 30), apiRect(25, 1475, 130, 25), apiRect(25, 1530, 80, 15),
                apiRect(25, 1575, 280, 20), apiRect(25, 1625, 80, 10), apiRect(25, 1665, 40, 15),
                apiRect(85, 1665, 40, 15), apiRect(145, 1665, 40, 25), apiRect(205, 1665, 40, 35),
                apiRect(265, 1665, 40, 30), apiRect(15, 1730, 300, 15),
            ])
        check(
            request, "supplementary", "header", rect0: [apiRect(15, 100, 300, 75)],
            rect1: [apiRect(15, 1305, 300, 100)])
        check(
            request, "supplementary", "footer", rect0: [apiRect(15, 430, 300, 150)],
            rect1: [apiRect(15, 430, 300, 150), apiRect(15, 1405, 300, 50)])
        check(
            request, "decoration", "background", rect0: [apiRect(15, 30, 300, 1225)],
            rect1: [apiRect(15, 30, 300, 1225), apiRect(15, 1305, 300, 500)])
        // Pinned header 0 and both pinned footers report it and take the contract's pinned zIndex, 1024; the
        // unpinned header 1 keeps MagazineLayout's own (items + 1).
        let all = respond(request("\"all\""))
        #expect(all.header(0)?.pinned == true)
        #expect(all.header(1)?.pinned == false)
        #expect(all.footer(0)?.pinned == true)
        #expect(all.footer(1)?.pinned == true)
        #expect([all.header(0)?.zIndex, all.footer(0)?.zIndex, all.footer(1)?.zIndex] == [1024, 1024, 1024])
    }
}
