import Testing

@testable import LayoutEngine

/// The contract's pinning rules, through the flow family. Layout unless said otherwise: 375 × 667, header 50,
/// three sections of 6 items 100×100 (3 per line, 2 lines: 210), so section s starts at 260 s, its header rests at
/// 260 s, and its content ends (and the next section starts) at 260 s + 260. Last section ends at 780.
@Suite("Pinning")
struct PinningTests {
    func layout(footer: Double = 0, header: Double = 50) -> FlowLayoutDescription {
        FlowLayoutDescription(
            itemSize: size(100, 100), headerReferenceSize: size(0, header), footerReferenceSize: size(0, footer),
            sections: Array(repeating: FlowSectionDescription(items: .uniform(count: 6, item: nil)), count: 3))
    }

    /// Every element at `offsetY` with `pinning`.
    func at(
        _ offsetY: Double, _ pinning: PinningDescription, footer: Double = 0, header: Double = 50,
        height: Double = 667, inset: EdgeInsets = .zero
    ) -> LayoutResult {
        run(
            flowRequest(
                layout(footer: footer, header: header), in: collectionView(375, height, inset: inset, offsetY: offsetY),
                pinning: pinning))
    }

    /// The y of each section's header.
    func headerYs(_ r: LayoutResult) -> [Double?] { (0..<3).map { r.header($0)?.frame.y } }

    @Test("headers all: each header sticks at the top until the next section pushes it away")
    func headersAll() {
        let all = PinningDescription(headers: .all)
        // y 100: header 0 max(0, 100) = 100, bound min(100, 260 - 50 = 210) → 100. Header 1 rests at 260.
        #expect(headerYs(at(100, all)) == [100, 260, 520])
        // y 230: header 0 min(230, 210) = 210, pushed by section 1.
        #expect(headerYs(at(230, all)) == [210, 260, 520])
        // y 300: header 0 stays at 210; header 1 max(260, 300) = 300 (bound 520 - 50 = 470).
        #expect(headerYs(at(300, all)) == [210, 300, 520])
        // y 760, last section: min(760, end of the section 780 - 50) = 730.
        #expect(headerYs(at(760, all)) == [210, 470, 730])
    }

    @Test("a pinned header carries pinned = true and zIndex 1024; one at rest pinned = false and zIndex 0")
    func pinnedFlagAndDefaultZIndex() {
        let r = at(100, PinningDescription(headers: .all))
        #expect(r.header(0)?.pinned == true && r.header(0)?.zIndex == 1024)
        #expect(r.header(1)?.pinned == false && r.header(1)?.zIndex == 0)
        // Exactly at its resting place (y 260 = pinTop 260): the frame equals the resting one → not pinned.
        let edge = at(260, PinningDescription(headers: .all))
        #expect(edge.header(1)?.frame.y == 260 && edge.header(1)?.pinned == false && edge.header(1)?.zIndex == 0)
        // A custom zIndex goes to pinned elements only.
        let custom = at(100, PinningDescription(headers: .all, zIndex: 7))
        #expect(custom.header(0)?.zIndex == 7 && custom.header(1)?.zIndex == 0)
    }

    @Test("a pinned header is returned by a visible query though its resting frame is out of view")
    func visiblePinnedHeader() {
        // Bounds 100 ..< 767; header 0 rests at 0 ..< 50 (out of view) but is pinned at 100.
        let r = run(
            flowRequest(
                layout(), in: collectionView(375, 667, offsetY: 100), pinning: PinningDescription(headers: .all)),
            .visible)
        #expect(r.order.first == "h0")
        expectFrame(r.header(0)?.frame, rect(0, 100, 375, 50))
    }

    @Test("a list pins only the listed sections' headers; unknown sections are ignored")
    func headersList() {
        let one = PinningDescription(headers: .sections([1]))
        // y 300: header 1 max(260, 300) = 300; header 0 is not listed and stays at 0.
        let r = at(300, one)
        #expect(headerYs(r) == [0, 300, 520])
        #expect(r.header(0)?.pinned == false && r.header(1)?.pinned == true)
        #expect(headerYs(at(300, PinningDescription(headers: .sections([7])))) == [0, 260, 520])
    }

    @Test(
        "offset moves the pin line below (or above, when negative) the visible top",
        arguments: [
            (64.0, 100.0, 164.0),  // pinTop 100 + 64 = 164 <= 210
            (-20, 100, 80),  // pinTop 80
            (-20, 10, 0),  // pinTop -10 < resting 0 → at rest
            (64, 180, 210),  // pinTop 244 → bounded at 210
        ])
    func offset(offset: Double, offsetY: Double, expected: Double) {
        #expect(at(offsetY, PinningDescription(headers: .all, offset: offset)).header(0)?.frame.y == expected)
    }

    @Test("contentInset.top moves the pin line; the scrolled-to-top position leaves headers at rest")
    func contentInsetTop() {
        let all = PinningDescription(headers: .all)
        let inset = EdgeInsets(top: 64)
        // contentOffset -64 (top): pinTop -64 + 64 = 0 → header 0 at rest, not pinned.
        let top = at(-64, all, inset: inset)
        #expect(top.header(0)?.frame.y == 0 && top.header(0)?.pinned == false)
        // contentOffset 36: pinTop 100.
        #expect(at(36, all, inset: inset).header(0)?.frame.y == 100)
    }

    @Test("bouncing past the top carries headers with the content")
    func bouncing() {
        let all = PinningDescription(headers: .all, offset: 30)
        // contentOffset -100: pinTop -100 + 30 = -70 < 0 → every header at rest, none pinned.
        let r = at(-100, all)
        #expect(headerYs(r) == [0, 260, 520])
        #expect(r.attributes.allSatisfy { !$0.pinned })
        // With contentInset.top 64, pulled 100 past the top (offset -164): pinTop -164 + 64 + 30 = -70 → at rest.
        #expect(at(-164, all, inset: EdgeInsets(top: 64)).header(0)?.pinned == false)
    }

    @Test(
        "stickHeight lets a header scroll until only its last stickHeight points show",
        arguments: [
            (100.0, 70.0),  // lift 50 - 20 = 30: max(0, 100 - 30) = 70
            (10, 0),  // max(0, -20) = 0: at rest
            (200, 170),  // 170 <= 210
            (300, 210),  // 270 → bounded by section 1 at 260 - 50
        ])
    func stickHeight(offsetY: Double, expected: Double) {
        let r = at(offsetY, PinningDescription(headers: .all, stickHeight: 20))
        #expect(r.header(0)?.frame.y == expected)
        #expect(r.header(0)?.pinned == (expected != 0))
    }

    @Test(
        "until bounds the header by the next section, its own content end, or nothing",
        arguments: [
            // With footer 20: section 0 header 0..50, items 50..260 (contentEnd 260), footer 260..280, next at 280.
            (PinningBound.nextSection, 250.0, 230.0),  // min(250, 280 - 50)
            (.sectionEnd, 250, 210),  // min(250, 260 - 50)
            (.never, 250, 250),
            (.never, 2000, 2000),  // far below the collection: still pinned
            (.nextSection, 150, 150),  // below every bound
        ])
    func until(bound: PinningBound, offsetY: Double, expected: Double) {
        let r = at(offsetY, PinningDescription(headers: .all, until: bound), footer: 20)
        #expect(r.header(0)?.frame.y == expected)
    }

    @Test("pinned footers stick to the visible bottom, never above their section's content top")
    func footers() {
        // Header 50, footer 20: section 0 h 0..50, items 50..260, f 260..280; section 1 h 280..330, items 330..540,
        // f 540..560; section 2 h 560..610, items 610..820, f 820..840. Bounds 400 tall.
        let all = PinningDescription(footers: .all)
        // y 0: visibleBottom 400 → footer y = min(resting, max(400 - 20, content top)).
        let r = at(0, all, footer: 20, height: 400)
        #expect(r.footer(0)?.frame.y == 260 && r.footer(0)?.pinned == false)  // min(260, 380)
        #expect(r.footer(1)?.frame.y == 380 && r.footer(1)?.pinned == true && r.footer(1)?.zIndex == 1024)
        #expect(r.footer(2)?.frame.y == 610)  // max(380, 610): held below its header
        // y 200: visibleBottom 600 → footer 1 min(540, 580) = 540 at rest; footer 2 max(580, 610) = 610.
        let lower = at(200, all, footer: 20, height: 400)
        #expect(lower.footer(1)?.frame.y == 540 && lower.footer(1)?.pinned == false)
        #expect(lower.footer(2)?.frame.y == 610)
        // contentInset.bottom 50 at y 0: visibleBottom 350 → footer 1 max(330, 330) = 330.
        #expect(at(0, all, footer: 20, height: 400, inset: EdgeInsets(bottom: 50)).footer(1)?.frame.y == 330)
        // A list pins only its sections: footer 1 at rest.
        #expect(at(0, PinningDescription(footers: .sections([2])), footer: 20, height: 400).footer(1)?.frame.y == 540)
    }

    @Test("without a header a pinned footer is held at its section's start")
    func footerWithoutHeader() {
        // No header: section 0 items 0..210, f 210..230; section 1 items 230..440, f 440..460. Bounds 100 tall at 0:
        // visibleBottom 100 → footer 0 min(210, max(80, 0)) = 80; footer 1 min(440, max(80, start 230)) = 230.
        let r = at(0, PinningDescription(footers: .all), footer: 20, header: 0, height: 100)
        #expect(r.footer(0)?.frame.y == 80)
        #expect(r.footer(1)?.frame.y == 230)
    }

    @Test("horizontal scrolling pins headers to the left edge")
    func horizontal() {
        // Horizontal 375 × 300, header {50 wide}, footer {20 wide}, items 100×100: transposed room 300 → 2 per
        // column, 3 columns of 100 at spacing 10 = 320. Section 0: header x 0..50, items 50..370, footer 370..390;
        // section 1 starts at 390.
        let flow = layout(footer: 0, header: 0)
        var h = flow
        h.headerReferenceSize = size(50, 0)
        h.footerReferenceSize = size(20, 0)
        let pinning = PinningDescription(headers: .all, footers: .all)
        func at(_ x: Double, inset: EdgeInsets = .zero) -> LayoutResult {
            run(
                flowRequest(
                    h, in: collectionView(375, 300, inset: inset, offsetX: x), direction: .horizontal, pinning: pinning)
            )
        }
        // x 100: header 0 at max(0, 100) = 100, bound 390 - 50 = 340; header 1 rests at 390.
        expectFrame(at(100).header(0)?.frame, rect(100, 0, 50, 300))
        #expect(at(100).header(0)?.pinned == true && at(100).header(1)?.frame.x == 390)
        // x 360: header 0 bounded at 340.
        #expect(at(360).header(0)?.frame.x == 340)
        // contentInset.left 20 at x 100: pin line 120.
        #expect(at(100, inset: EdgeInsets(left: 20)).header(0)?.frame.x == 120)
        // Footers pin to the right edge: x 0, visible right 375 → footer 0 min(370, max(355, 50)) = 355.
        expectFrame(at(0).footer(0)?.frame, rect(355, 0, 20, 300))
        // Bouncing to the left (x -80) leaves headers at rest.
        #expect(at(-80).header(0)?.frame.x == 0 && at(-80).header(0)?.pinned == false)
    }
}
