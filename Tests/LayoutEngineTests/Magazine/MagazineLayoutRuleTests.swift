// Hand-computed cases, one per MagazineLayout rule. The arithmetic is written beside each expectation.
import Testing

@testable import LayoutEngine

@Suite("Magazine rules, hand-computed")
struct MagazineLayoutRuleTests {
    /// 100 wide, no insets or spacing unless a test says otherwise.
    func layout(_ sections: [MagazineSectionDescription], hs: Double = 0, vs: Double = 0) -> MagazineLayoutDescription {
        MagazineLayoutDescription(horizontalSpacing: hs, verticalSpacing: vs, sections: sections)
    }

    @Test("a row ends when it holds divisor items; items are top-aligned, the row as tall as its tallest")
    func rowEndsWhenFull() {
        let r = run(
            magazineRequest(
                layout(
                    [
                        MagazineSectionDescription(
                            items: .explicit([mag(halfWidth, 10), mag(halfWidth, 30), mag(halfWidth, 5)]))
                    ],
                    hs: 10, vs: 4), width: 100))
        // width (100 - 10) / 2 = 45; x 0 and 45 + 10 = 55; row 2 at 30 + 4 = 34.
        expectFrames(r.cellFrames(0), [rect(0, 0, 45, 10), rect(55, 0, 45, 30), rect(0, 34, 45, 5)])
        #expect(r.contentSize == Size(width: 100, height: 39))
    }

    @Test("a row ends when the next item's width mode differs, even when it has room")
    func rowEndsWhenWidthModeChanges() {
        let r = run(
            magazineRequest(
                layout([
                    MagazineSectionDescription(
                        items: .explicit([mag(halfWidth, 10), mag(thirdWidth, 20), mag(thirdWidth, 20)]))
                ]), width: 90))
        // half: 45 wide alone on row 0; thirds 30 wide at x 0 and 30 on row 1 (y 10).
        expectFrames(r.cellFrames(0), [rect(0, 0, 45, 10), rect(0, 10, 30, 20), rect(30, 10, 30, 20)])
    }

    @Test("fullWidth respects itemInsets, fullWidth ignoring insets keeps only sectionInsets; they are two modes")
    func fullWidthModes() {
        let d = MagazineLayoutDescription(
            sectionInsets: EdgeInsets(left: 5, right: 5),
            itemInsets: EdgeInsets(top: 2, left: 10, bottom: 3, right: 10),
            sections: [
                MagazineSectionDescription(items: .explicit([mag(fullWidth, 10), mag(fullWidthIgnoringInsets, 10)]))
            ])
        let r = run(magazineRequest(d, width: 100))
        // section width 90; respecting: x 5 + 10 = 15, width 90 - 20 = 70, y itemInsets.top 2.
        // ignoring: x 5, width 90, next row y 12. Section ends 22 + itemInsets.bottom 3 = 25.
        expectFrames(r.cellFrames(0), [rect(15, 2, 70, 10), rect(5, 12, 90, 10)])
        #expect(r.contentSize.height == 25)
    }

    @Test("item widths round to the nearest pixel at the screen scale")
    func widthRoundsToPixel() {
        let d = layout([
            MagazineSectionDescription(
                items: .explicit([mag(thirdWidth, 10), mag(thirdWidth, 10), mag(thirdWidth, 10)]))
        ])
        // 100 / 3 = 33.33…: at scale 2, 66.67 rounds to 67 → 33.5; x = n * 33.5.
        expectFrames(
            run(magazineRequest(d, width: 100, scale: 2)).cellFrames(0),
            [rect(0, 0, 33.5, 10), rect(33.5, 0, 33.5, 10), rect(67, 0, 33.5, 10)])
        // at scale 1: 33.
        expectFrames(
            run(magazineRequest(d, width: 100, scale: 1)).cellFrames(0),
            [rect(0, 0, 33, 10), rect(33, 0, 33, 10), rect(66, 0, 33, 10)])
    }

    @Test("headers, footers and backgrounds: header at sectionInsets.top, background from header top to footer bottom")
    func headerFooterBackground() {
        let d = MagazineLayoutDescription(
            sectionInsets: EdgeInsets(top: 7, left: 5, bottom: 11, right: 5),
            itemInsets: EdgeInsets(top: 2, bottom: 3), verticalSpacing: 100,
            sections: [
                MagazineSectionDescription(
                    items: .explicit([mag(fullWidth, 10)]), headerHeight: 20, footerHeight: 30, background: true),
                MagazineSectionDescription(items: .explicit([]), headerHeight: 4, footerHeight: 6, background: true),
            ])
        let r = run(magazineRequest(d, width: 100))
        // s0: header 7…27, item 29…39, footer 42…72, end 83. s1 (no items, so no item insets): header 90…94,
        // footer 94…100, end 111.
        expectFrame(r.header(0)?.frame, rect(5, 7, 90, 20))
        expectFrame(r.cell(0, 0)?.frame, rect(5, 29, 90, 10))
        expectFrame(r.footer(0)?.frame, rect(5, 42, 90, 30))
        expectFrame(r.header(1)?.frame, rect(5, 90, 90, 4))
        expectFrame(r.footer(1)?.frame, rect(5, 94, 90, 6))
        expectFrames(r.frames(.decoration, .background), [rect(5, 7, 90, 65), rect(5, 90, 90, 10)])
        #expect(r.contentSize.height == 111)
        #expect(r.order == ["h0", "c0.0", "f0", "d0", "h1", "f1", "d1"])
    }

    @Test("zIndex: cells numberOfItems - item, header and footer numberOfItems + 1, background 0")
    func zIndexScheme() {
        let d = layout([
            MagazineSectionDescription(
                items: .explicit([mag(halfWidth, 10), mag(halfWidth, 10), mag(fullWidth, 10)]), headerHeight: 5,
                footerHeight: 5, background: true)
        ])
        let r = run(magazineRequest(d, width: 100))
        #expect(r.attributes.map(\.zIndex) == [4, 3, 2, 1, 4, 0])
    }

    @Test("a pinned header stops at its footer's top (until sectionEnd) and takes the contract's pinned zIndex")
    func pinnedHeaderBoundedByFooter() {
        let d = layout([
            MagazineSectionDescription(
                items: .explicit([mag(fullWidth, 100)]), headerHeight: 20, footerHeight: 30),
            MagazineSectionDescription(items: .explicit([mag(fullWidth, 500)]), headerHeight: 20),
        ])
        // s0: header 0…20, item 20…120, footer 120…150. Scrolled to 110: pinned to min(110, 120 - 20) = 100.
        let r = run(
            magazineRequest(d, width: 100, height: 200, offsetY: 110, pinning: PinningDescription(headers: .all)))
        expectFrame(r.header(0)?.frame, rect(0, 100, 100, 20))
        #expect(r.header(0)?.pinned == true)
        // Pinned elements take pinning.zIndex, 1024 by default (the contract's exception is IGListKit's alone).
        #expect(r.header(0)?.zIndex == 1024)
        // An explicit pinning.zIndex wins.
        let z = run(
            magazineRequest(
                d, width: 100, height: 200, offsetY: 110, pinning: PinningDescription(headers: .all, zIndex: 7)))
        #expect(z.header(0)?.zIndex == 7)
    }

    @Test("a fractional divisor below 1 is a located error; horizontal scrolling is refused")
    func errors() {
        let bad = layout([
            MagazineSectionDescription(items: .explicit([mag(halfWidth, 1), mag(.fractional(divisor: 0), 1)]))
        ])
        #expect(throws: LayoutError.widthDivisorOutOfRange(section: 0, item: 1, value: 0)) {
            try computeLayout(magazineRequest(bad), elements: .all)
        }
        var horizontal = magazineRequest(layout([]))
        horizontal.scrollDirection = .horizontal
        #expect(throws: LayoutError.unsupportedScrollDirection(family: "magazine", direction: .horizontal)) {
            try computeLayout(horizontal, elements: .all)
        }
    }

    @Test("section overrides replace the layout's insets and spacings")
    func sectionOverrides() {
        let d = MagazineLayoutDescription(
            horizontalSpacing: 50, verticalSpacing: 50,
            sections: [
                MagazineSectionDescription(
                    items: .explicit([mag(halfWidth, 10), mag(halfWidth, 10), mag(halfWidth, 10)]),
                    sectionInsets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2), horizontalSpacing: 4,
                    verticalSpacing: 6)
            ])
        // width 96, items (96 - 4) / 2 = 46 at x 2 and 2 + 46 + 4 = 52; rows at 1 and 1 + 10 + 6 = 17.
        expectFrames(
            run(magazineRequest(d, width: 100)).cellFrames(0),
            [rect(2, 1, 46, 10), rect(52, 1, 46, 10), rect(2, 17, 46, 10)])
    }
}
