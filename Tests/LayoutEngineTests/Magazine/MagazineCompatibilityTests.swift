// MagazineLayout's Tests/ModelStateLayoutTests.swift, re-expressed against the engine: testInitialLayout and
// testPinnedHeadersAndFooters with the original's expected frames, per visible rect (compared as sets, as the
// original's FrameHelpers do) and for the whole layout. The other tests of that file (updating preferred
// heights, metrics, size modes, inserting/deleting/moving items, replacing footers and backgrounds) exercise
// ModelState's incremental updates; a request here is always a whole layout, so they are not re-expressed.
import Testing

@testable import LayoutEngine

@Suite("MagazineLayout's ModelStateLayoutTests")
struct MagazineCompatibilityTests {
    typealias Data = ModelStateLayoutTestsData

    /// Checks one element kind against the original's two per-rect lists and their union.
    func check(
        _ request: LayoutDescription, _ category: ElementCategory, _ kind: ElementKind?, rect0: [Rect],
        rect1: [Rect], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let inRect0 = run(request, .rect(Data.visibleRect0)).frames(category, kind)
        let inRect1 = run(request, .rect(Data.visibleRect1)).frames(category, kind)
        let all = run(request, .all).frames(category, kind)
        var union = rect0
        for frame in rect1 where !union.contains(frame) { union.append(frame) }
        expectFrames(sortedFrames(inRect0), sortedFrames(rect0), sourceLocation: sourceLocation)
        expectFrames(sortedFrames(inRect1), sortedFrames(rect1), sourceLocation: sourceLocation)
        expectFrames(sortedFrames(all), sortedFrames(union), sourceLocation: sourceLocation)
    }

    @Test("testInitialLayout")
    func testInitialLayout() {
        let request = magazineRequest(Data.layout(), offsetY: 100)
        check(
            request, .cell, nil,
            rect0: [
                rect(25, 90, 280, 20), rect(15, 140, 300, 150), rect(25, 320, 130, 10), rect(175, 320, 130, 30),
                rect(25, 380, 130, 150),
            ],
            rect1: [
                rect(25, 380, 130, 150), rect(25, 560, 80, 150), rect(125, 560, 80, 150), rect(25, 740, 55, 15),
                rect(100, 740, 55, 150), rect(175, 740, 55, 150), rect(250, 740, 55, 150), rect(25, 920, 40, 150),
                rect(25, 1260, 130, 10), rect(175, 1260, 130, 30), rect(25, 1320, 130, 25), rect(25, 1375, 80, 15),
                rect(25, 1420, 280, 20), rect(25, 1470, 80, 10), rect(25, 1510, 40, 15), rect(85, 1510, 40, 15),
                rect(145, 1510, 40, 25), rect(205, 1510, 40, 35), rect(265, 1510, 40, 30),
                rect(15, 1575, 300, 15),
            ])
        check(request, .supplementary, .header, rect0: [rect(15, 30, 300, 50)], rect1: [rect(15, 1180, 300, 70)])
        check(
            request, .supplementary, .footer, rect0: [],
            rect1: [rect(15, 1080, 300, 50), rect(15, 1600, 300, 70)])
        check(
            request, .decoration, .background, rect0: [rect(15, 30, 300, 1100)],
            rect1: [rect(15, 30, 300, 1100), rect(15, 1180, 300, 490)])
    }

    /// The original pins both headers and both footers, settles section 0's header at 75 and section 1's
    /// footer at 50 (section 1's header is static 100, section 0's footer static 150), with visible bounds
    /// (0, 100, 320, 480): here a 320 × 480 view at content offset y 100, pinning every header and footer.
    @Test("testPinnedHeadersAndFooters")
    func testPinnedHeadersAndFooters() {
        let request = magazineRequest(
            Data.layout(header0: 75, footer0: 150, header1: 100, footer1: 50), offsetY: 100,
            pinning: PinningDescription(headers: .all, footers: .all))
        check(
            request, .cell, nil,
            rect0: [
                rect(15, 165, 300, 150), rect(25, 115, 280, 20), rect(25, 345, 130, 10), rect(175, 345, 130, 30),
                rect(25, 405, 130, 150),
            ],
            rect1: [
                rect(250, 765, 55, 150), rect(175, 765, 55, 150), rect(100, 765, 55, 150), rect(25, 765, 55, 15),
                rect(125, 585, 80, 150), rect(25, 585, 80, 150), rect(25, 405, 130, 150), rect(25, 945, 40, 150),
                rect(25, 1415, 130, 10), rect(175, 1415, 130, 30), rect(25, 1475, 130, 25), rect(25, 1530, 80, 15),
                rect(25, 1575, 280, 20), rect(25, 1625, 80, 10), rect(25, 1665, 40, 15), rect(85, 1665, 40, 15),
                rect(145, 1665, 40, 25), rect(205, 1665, 40, 35), rect(265, 1665, 40, 30),
                rect(15, 1730, 300, 15),
            ])
        check(request, .supplementary, .header, rect0: [rect(15, 100, 300, 75)], rect1: [rect(15, 1305, 300, 100)])
        check(
            request, .supplementary, .footer, rect0: [rect(15, 430, 300, 150)],
            rect1: [rect(15, 430, 300, 150), rect(15, 1405, 300, 50)])
        check(
            request, .decoration, .background, rect0: [rect(15, 30, 300, 1225)],
            rect1: [rect(15, 30, 300, 1225), rect(15, 1305, 300, 500)])
    }
}
