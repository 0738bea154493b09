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

    @Test("at scale 3, fullWidthIgnoringInsets is the section's width on the pixel grid, from sectionInsets.left")
    func fullWidthIgnoringInsetsAtScale3() {
        let d = MagazineLayoutDescription(
            sectionInsets: EdgeInsets(top: 0, left: 10.1, bottom: 0, right: 7.3),
            itemInsets: EdgeInsets(top: 2, left: 4, bottom: 3, right: 6), horizontalSpacing: 5,
            sections: [
                MagazineSectionDescription(
                    items: .explicit([
                        mag(fullWidthIgnoringInsets, 10), mag(fullWidth, 10), mag(thirdWidth, 10), mag(thirdWidth, 10),
                        mag(thirdWidth, 10),
                    ]))
            ])
        let r = run(magazineRequest(d, width: 375, scale: 3))
        // MagazineLayout's arithmetic (`MagazineLayoutSectionMetrics.width`, `SectionModel`'s item frames,
        // `alignedToPixel`: (v * scale).rounded() / scale), in doubles:
        // metrics.width = 375 - 0 - 0 - 10.1 - 7.3 = 357.59999999999997.
        // fullWidth(respectsHorizontalInsets: false): margin sectionInsets.left 10.1, available 357.59999999999997,
        //   spacing 5 * (1 - 1) = 0, (357.59999999999997 - 0) / 1 * 3 = 1072.8, rounded 1073, / 3 = 357.6666666666667
        //   (a third of a pixel past the section, as MagazineLayout has it); x 0 * w + 0 * 5 + 10.1 = 10.1; y 0 + 2.
        // fullWidth: margin 10.1 + 4 = 14.1, available 357.59999999999997 - 4 - 6 = 347.59999999999997,
        //   * 3 = 1042.8, rounded 1043, / 3 = 347.6666666666667; x 14.1; y 12.
        // thirdWidth: (347.59999999999997 - 5 * 2) / 3 = 112.53333333333332, * 3 = 337.59999999999997, rounded 338,
        //   / 3 = 112.66666666666667; x j * w + j * 5 + 14.1 = 14.1, 131.76666666666668, 249.43333333333334; y 22.
        expectFrames(
            r.cellFrames(0),
            [
                rect(10.1, 2, 357.6666666666667, 10), rect(14.1, 12, 347.6666666666667, 10),
                rect(14.1, 22, 112.66666666666667, 10), rect(131.76666666666668, 22, 112.66666666666667, 10),
                rect(249.43333333333334, 22, 112.66666666666667, 10),
            ])
        for (frame, width) in zip(r.cellFrames(0), [1073.0, 1043, 338, 338, 338]) {
            #expect(frame.width == width / 3, "\(frame) is not on the pixel grid")
        }
        // The section ends 32 + itemInsets.bottom 3 = 35.
        #expect(r.contentSize == Size(width: 375, height: 35))
    }

    @Test("a pinned footer stops at sectionStart + sectionInsets.top + header height, with or without a header")
    func pinnedFooterFloor() {
        // 320 × 60, sectionInsets.top 20: the item 20…120, the footer resting at 120…170. At offset 0 the visible
        // bottom is 60, so the footer would follow at 60 - 50 = 10, but MagazineLayout's floor is the section's
        // start 0 + sectionInsets.top 20 + no header 0 = 20: min(120, max(10, 20)) = 20, pinned, zIndex 1024.
        let d = MagazineLayoutDescription(
            sectionInsets: EdgeInsets(top: 20),
            sections: [MagazineSectionDescription(items: .explicit([mag(fullWidth, 100)]), footerHeight: 50)])
        let pinning = PinningDescription(footers: .all)
        let r = run(magazineRequest(d, width: 320, height: 60, offsetY: 0, pinning: pinning))
        expectFrame(r.footer(0)?.frame, rect(0, 20, 320, 50))
        #expect(r.footer(0)?.pinned == true)
        #expect(r.footer(0)?.zIndex == 1024)
        // With a 15-point header (20…35, the item 35…135, the footer resting at 135): the floor is 20 + 15 = 35.
        var headed = d
        headed.sections[0].headerHeight = 15
        expectFrame(
            run(magazineRequest(headed, width: 320, height: 60, offsetY: 0, pinning: pinning)).footer(0)?.frame,
            rect(0, 35, 320, 50))
        // A timeline and a scroll range place it by the same floor: at -30, 0, 30, 60 and 70 the footer follows
        // o + 10 between 20 and 120: 20, 20, 40, 70, 80.
        var timeline = magazineRequest(d, width: 320, height: 60, pinning: pinning)
        timeline.collectionView.contentOffsets = [-30, 0, 30, 60, 70].map { Point(x: 0, y: $0) }
        let entries = (try? computeLayout(timeline, elements: .visible).timeline) ?? []
        #expect(
            entries.map { $0.attributes.first { $0.kind == .footer }?.frame.y } == [20, 20, 40, 70, 80])
        let range = try? computeLayout(
            magazineRequest(d, width: 320, height: 60, pinning: pinning), elements: .scrollRange(from: 0, to: 110))
        // The footer's follower: c = 60 - 0 - 50 = 10, lo = min(20, 120) = 20, hi = 120.
        #expect(range?.scrollRange?.follows.map(\.follower) == [Follower(c: 10, lo: 20, hi: 120)])
    }

    @Test("two empty sections: the second footer rests at its floor, not pinned, in a 44-point view")
    func emptySectionsFooterFloor() {
        // sectionInsets.top 1: section 0 starts at 0, its footer 1…31, its end 31; section 1 starts at 31, its
        // footer 32…46. At offset 0 the visible bottom is 44: footer 0 follows at 44 - 30 = 14, floor 0 + 1 = 1,
        // min(1, max(14, 1)) = 1, its resting place; footer 1 at 44 - 14 = 30, floor 31 + 1 = 32,
        // min(32, max(30, 32)) = 32, its resting place. Neither is pinned; each keeps MagazineLayout's zIndex, numberOfItems 0 + 1 = 1.
        let d = MagazineLayoutDescription(
            sectionInsets: EdgeInsets(top: 1),
            sections: [
                MagazineSectionDescription(items: .explicit([]), footerHeight: 30),
                MagazineSectionDescription(items: .explicit([]), footerHeight: 14),
            ])
        let pinning = PinningDescription(footers: .all)
        let r = run(magazineRequest(d, width: 320, height: 44, offsetY: 0, pinning: pinning), .visible)
        expectFrame(r.footer(0)?.frame, rect(0, 1, 320, 30))
        expectFrame(r.footer(1)?.frame, rect(0, 32, 320, 14))
        #expect(r.footer(1)?.pinned == false)
        #expect(r.footer(1)?.zIndex == 1)
        // The scroll range's followers: footer 0 c = 44 - 30 = 14, lo = min(1, 1) = 1, hi = 1; footer 1 c = 30,
        // lo = min(32, 32) = 32, hi = 32.
        let range = try? computeLayout(
            magazineRequest(d, width: 320, height: 44, pinning: pinning), elements: .scrollRange(from: -20, to: 20))
        #expect(
            range?.scrollRange?.follows.map(\.follower)
                == [Follower(c: 14, lo: 1, hi: 1), Follower(c: 30, lo: 32, hi: 32)])
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
