// Pinning on a waterfall: the contract's rules applied to CHT's resting frames and section bounds.
import Testing

@testable import LayoutEngine

/// Two sections in a 320 × 480 view, 2 columns, spacing 10/10, headerHeight 40:
/// - section 0: header (0, 0, 320, 40); four 100x100 items in two rows at y 40 and 205 (155 high);
///   longest column 370 -> contentEnd 360; its own footer (0, 360, 320, 30); end 390.
/// - section 1: header (0, 390, 320, 40); one item at 430; column 595 -> contentEnd = end = 585.
private func twoSections(
    pinning: PinningDescription, offsetY: Double, height: Double = 480, inset: EdgeInsets = .zero
) -> LayoutDescription {
    var d = wfLayoutDescription([
        wfExplicit(Array(repeating: size(100, 100), count: 4)), wfExplicit([size(100, 100)]),
    ])
    d.headerHeight = 40
    d.sections[0].footerHeight = 30
    return wfLayout(d, cv: collectionView(320, height, inset: inset, offsetY: offsetY), pinning: pinning)
}

@Suite("Waterfall layout: pinning")
struct WaterfallPinningTests {
    @Test("the resting sections: where each starts, where its content ends, where the next begins")
    func restingBounds() throws {
        let description = twoSections(pinning: .none, offsetY: 0)
        guard case .waterfall(let d) = description.family else { return }
        let family = try WaterfallLayout.resting(d, collectionView: description.collectionView)
        #expect(family.sections.map(\.start) == [0, 390])
        #expect(family.sections.map(\.contentEnd) == [360, 585])
        #expect(family.sections.map(\.end) == [390, 585])
        #expect(family.contentSize == size(320, 585))
    }

    @Test(
        "headers \"all\" pin at the top and are pushed by the next section's start (nextSection)",
        arguments: [
            // (offset, header 0 y, header 1 y): h0 = min(max(0, off), 390 - 40); h1 = min(max(390, off), 585 - 40).
            (100.0, 100.0, 390.0),
            (349.0, 349.0, 390.0),
            (370.0, 350.0, 390.0),  // bounded by section 1's start: 390 - 40
            (400.0, 350.0, 400.0),
            (545.0, 350.0, 545.0),
            (560.0, 350.0, 545.0),  // the last section: bounded by its own end 585 - 40
        ])
    func headersAllNextSection(offset: Double, header0: Double, header1: Double) {
        let result = run(twoSections(pinning: PinningDescription(headers: .all), offsetY: offset), .all)
        expectFrame(result.header(0)?.frame, rect(0, header0, 320, 40))
        expectFrame(result.header(1)?.frame, rect(0, header1, 320, 40))
        #expect(result.header(0)?.pinned == (header0 != 0))
        #expect(result.header(0)?.zIndex == (header0 != 0 ? 1024 : 0))
        #expect(result.header(1)?.pinned == (header1 != 390))
        #expect(result.cells(0).allSatisfy { $0.zIndex == 0 })
    }

    @Test("pulling past the top (bouncing) carries the header with the content")
    func bouncing() {
        let result = run(twoSections(pinning: PinningDescription(headers: .all), offsetY: -50))
        expectFrame(result.header(0)?.frame, rect(0, 0, 320, 40))  // max(0, -50) = resting 0
        #expect(result.header(0)?.pinned == false)
        #expect(result.header(0)?.zIndex == 0)
    }

    @Test("until sectionEnd bounds by the section's content end, before its footer; never does not bound")
    func untilModes() {
        let sectionEnd = run(
            twoSections(pinning: PinningDescription(headers: .all, until: .sectionEnd), offsetY: 370), .all)
        expectFrame(sectionEnd.header(0)?.frame, rect(0, 320, 320, 40))  // min(370, 360 - 40)
        let never = run(twoSections(pinning: PinningDescription(headers: .all, until: .never), offsetY: 1000), .all)
        expectFrame(never.header(0)?.frame, rect(0, 1000, 320, 40))
        expectFrame(never.header(1)?.frame, rect(0, 1000, 320, 40))
    }

    @Test("a list of sections pins only those headers")
    func headerList() {
        let pinning = PinningDescription(headers: .sections([1]))
        let early = run(twoSections(pinning: pinning, offsetY: 100), .all)
        expectFrame(early.header(0)?.frame, rect(0, 0, 320, 40))  // section 0 is not listed
        let late = run(twoSections(pinning: pinning, offsetY: 400), .all)
        expectFrame(late.header(1)?.frame, rect(0, 400, 320, 40))
        #expect(late.header(1)?.pinned == true)
    }

    @Test("stickHeight, offset, contentInset.top and zIndex combine as the contract states")
    func stickHeightOffsetInset() {
        let pinning = PinningDescription(headers: .all, offset: 20, stickHeight: 10, zIndex: 7)
        let inset = EdgeInsets(top: 64)
        // Scrolled to top (offset -64): pinTop = -64 + 64 + 20 = 20; lift 40 - 10 = 30; max(0, -10) = 0.
        let top = run(twoSections(pinning: pinning, offsetY: -64, inset: inset), .all)
        expectFrame(top.header(0)?.frame, rect(0, 0, 320, 40))
        #expect(top.header(0)?.zIndex == 0)
        // offset 50: pinTop = 134; y = 134 - 30 = 104.
        let scrolled = run(twoSections(pinning: pinning, offsetY: 50, inset: inset), .all)
        expectFrame(scrolled.header(0)?.frame, rect(0, 104, 320, 40))
        #expect(scrolled.header(0)?.zIndex == 7)
        #expect(scrolled.header(0)?.pinned == true)
    }

    @Test(
        "footers pin to the visible bottom, never above the header's bottom nor below their resting place",
        arguments: [
            // 200-high view: visibleBottom = off + 200; y = min(360, max(off + 200 - 30, 40)).
            (0.0, 170.0),
            (-150.0, 40.0),  // bouncing: stops at the header's bottom (40)
            (300.0, 360.0),  // resting
        ])
    func footers(offset: Double, footerY: Double) {
        let result = run(
            twoSections(pinning: PinningDescription(footers: .all), offsetY: offset, height: 200), .all)
        expectFrame(result.footer(0)?.frame, rect(0, footerY, 320, 30))
        #expect(result.footer(0)?.pinned == (footerY != 360))
    }

    @Test("a pinned header a billion uniform items deep follows the offset")
    func pinnedHeaderInUniformSection() {
        var d = wfLayoutDescription([
            WaterfallSectionDescription(items: .uniform(count: 1_000_000_000, item: nil))
        ])
        d.headerHeight = 40
        let result = run(
            wfLayout(d, cv: collectionView(320, 480, offsetY: 1e10), pinning: PinningDescription(headers: .all)),
            .visible)
        // The section ends near 40 + 5e8 * 165 - 10, far below 1e10 + 40: the header sits at the offset.
        expectFrame(result.header(0)?.frame, rect(0, 1e10, 320, 40))
        #expect(result.order.first == "h0")
    }
}
