// Hand-computed CHTCollectionViewWaterfallLayout frames: column width, aspect heights floored to the pixel
// grid, shortest-first with ties to the lowest column, leftToRight / rightToLeft, per-section overrides.
import Testing

@testable import LayoutEngine

@Suite("Waterfall layout: CHT's prepare() arithmetic")
struct WaterfallLayoutTests {
    @Test("two columns, mixed aspects, shortest column first, scale 1")
    func twoColumnsShortestFirst() {
        // width 320, 2 columns, spacing 10: itemWidth = floor((320 - 10) / 2) = 155; x = 0 and 155 + 10 = 165.
        let result = run(
            wfLayout(
                wfLayoutDescription([
                    wfExplicit([size(100, 100), size(100, 50), size(100, 200), size(310, 155), size(100, 33)])
                ]),
                cv: collectionView(320, 480)))
        expectFrames(
            result.cellFrames(0),
            [
                rect(0, 0, 155, 155),  // heights [0, 0] -> col 0 (tie, lowest); h = 100*155/100 = 155; col0 = 165
                rect(165, 0, 155, 77),  // [165, 0] -> col 1; h = floor(50*155/100 = 77.5) = 77; col1 = 87
                rect(165, 87, 155, 310),  // [165, 87] -> col 1; h = 200*155/100 = 310; col1 = 407
                rect(0, 165, 155, 77),  // [165, 407] -> col 0; h = floor(155*155/310 = 77.5) = 77; col0 = 252
                rect(0, 252, 155, 51),  // [252, 407] -> col 0; h = floor(33*155/100 = 51.15) = 51; col0 = 313
            ])
        // longest column 407, minus the last spacing 10, plus sectionInset.bottom 0 = 397.
        #expect(result.contentSize == size(320, 397))
    }

    @Test(
        "item width and heights floor to the pixel grid at the collection view's scale",
        arguments: [
            // width 321: (321 - 10) / 2 = 155.5; aspect 100x30 -> 30 * w / 100.
            (1.0, 155.0, 46.0),  // floor(155.5) = 155; 46.5 -> floor = 46
            (2.0, 155.5, 46.5),  // floor(311) / 2 = 155.5; 46.65 * 2 = 93.3 -> 93 / 2 = 46.5
            (3.0, 466.0 / 3, 139.0 / 3),  // floor(466.5) / 3; 30 * 155.33 / 100 = 46.6 * 3 = 139.8 -> 139 / 3
        ])
    func pixelFloor(scale: Double, itemWidth: Double, height: Double) {
        let result = run(
            wfLayout(
                wfLayoutDescription([wfExplicit([size(100, 30), size(100, 30)])]),
                cv: collectionView(321, 480, scale: scale)))
        expectFrames(
            result.cellFrames(0),
            [
                rect(0, 0, itemWidth, height),
                rect(itemWidth + 10, 0, itemWidth, height),  // second column: x = itemWidth + spacing
            ])
    }

    @Test("three columns inside sectionInset and contentInset")
    func threeColumnsWithInsets() {
        // available = 375 - 10 - 5 = 360 (contentInset left/right); content = 360 - 12 - 8 = 340 (sectionInset);
        // itemWidth = floor((340 - 2*5) / 3) = 110; x = 12, 12 + 115 = 127, 12 + 230 = 242. Columns start at 8.
        var d = wfLayoutDescription(
            [wfExplicit([size(110, 50), size(220, 330), size(110, 110), size(55, 20), size(110, 75), size(110, 10)])])
        d.columnCount = 3
        d.minimumColumnSpacing = 5
        d.minimumInteritemSpacing = 4
        d.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 6, right: 8)
        let result = run(wfLayout(d, cv: collectionView(375, 667, inset: EdgeInsets(left: 10, right: 5))))
        expectFrames(
            result.cellFrames(0),
            [
                rect(12, 8, 110, 50),  // [8, 8, 8] -> col 0; col0 = 8 + 50 + 4 = 62
                rect(127, 8, 110, 165),  // [62, 8, 8] -> col 1; h = 330*110/220 = 165; col1 = 177
                rect(242, 8, 110, 110),  // [62, 177, 8] -> col 2; col2 = 122
                rect(12, 62, 110, 40),  // [62, 177, 122] -> col 0; h = 20*110/55 = 40; col0 = 106
                rect(12, 106, 110, 75),  // [106, 177, 122] -> col 0; col0 = 185
                rect(242, 122, 110, 10),  // [185, 177, 122] -> col 2; col2 = 136
            ])
        // longest 185 - 4 + 6 = 187; the width is the bounds width 375, not the content width.
        #expect(result.contentSize == size(375, 187))
    }

    @Test("a tie between equally short columns goes to the lowest index")
    func tiesGoToLowestColumn() {
        // 3 columns in 320: itemWidth = floor((320 - 20) / 3) = 100; x = 0, 110, 220.
        var d = wfLayoutDescription([wfExplicit([size(100, 50), size(100, 30), size(100, 30), size(100, 20)])])
        d.columnCount = 3
        let frames = run(wfLayout(d, cv: collectionView(320, 480))).cellFrames(0)
        // heights after three items: col0 = 60, col1 = 40, col2 = 40 -> item 3 goes to col 1, not col 2.
        expectFrame(frames.last, rect(110, 40, 100, 20))
    }

    @Test("leftToRight puts item i in column i % columnCount whatever the heights")
    func leftToRight() {
        var d = wfLayoutDescription(
            [wfExplicit([size(100, 100), size(100, 10), size(100, 10), size(100, 10), size(100, 10)])])
        d.columnCount = 3
        d.itemRenderDirection = .leftToRight
        expectFrames(
            run(wfLayout(d, cv: collectionView(320, 480))).cellFrames(0),
            [
                rect(0, 0, 100, 100),  // col 0; col0 = 110
                rect(110, 0, 100, 10),  // col 1; col1 = 20
                rect(220, 0, 100, 10),  // col 2; col2 = 20
                rect(0, 110, 100, 10),  // 3 % 3 = col 0 (shortest-first would pick col 1 at 20)
                rect(110, 20, 100, 10),  // 4 % 3 = col 1
            ])
    }

    @Test("rightToLeft puts item i in column columnCount - 1 - i % columnCount")
    func rightToLeft() {
        var d = wfLayoutDescription(
            [wfExplicit([size(100, 100), size(100, 10), size(100, 10), size(100, 10), size(100, 10)])])
        d.columnCount = 3
        d.itemRenderDirection = .rightToLeft
        expectFrames(
            run(wfLayout(d, cv: collectionView(320, 480))).cellFrames(0),
            [
                rect(220, 0, 100, 100),  // 2 - 0 = col 2; col2 = 110
                rect(110, 0, 100, 10),  // 2 - 1 = col 1
                rect(0, 0, 100, 10),  // 2 - 2 = col 0
                rect(220, 110, 100, 10),  // 2 - 0 = col 2, below the tall item
                rect(110, 20, 100, 10),  // 2 - 1 = col 1
            ])
    }

    @Test("an item whose aspect has a zero side is zero high and still takes its spacing")
    func zeroAspect() {
        let frames = run(
            wfLayout(
                wfLayoutDescription([wfExplicit([size(0, 100), size(100, 0), size(100, 100)])]),
                cv: collectionView(320, 480))
        ).cellFrames(0)
        expectFrames(
            frames,
            [
                rect(0, 0, 155, 0),  // width 0 -> height 0; col0 = 0 + 0 + 10 = 10
                rect(165, 0, 155, 0),  // col1 = 10
                rect(0, 10, 155, 155),  // tie at 10 -> col 0
            ])
    }

    @Test("per-section delegate answers override the layout's values, and sections stack")
    func perSectionOverrides() throws {
        // Layout: 2 columns, spacing 10/10, headerHeight 20. Section 0: header (0, 0, 320, 20); top 20;
        // item (0, 20, 155, 155); longest 20 + 155 + 10 = 185; contentEnd 175; no footer: end 175.
        var d = wfLayoutDescription([wfExplicit([size(100, 100)])])
        d.headerHeight = 20
        var s1 = wfExplicit([size(96, 48), size(96, 96), size(48, 96), size(96, 24)])
        s1.columnCount = 3
        s1.minimumColumnSpacing = 5
        s1.minimumInteritemSpacing = 2
        s1.inset = EdgeInsets(top: 4, left: 10, bottom: 6, right: 10)
        s1.headerHeight = 30
        s1.footerHeight = 12
        s1.headerInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        s1.footerInset = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        d.sections.append(s1)
        // Section 1 starts at 175: header at 175 + 1 = 176, x 2, width 320 - 6 = 314; top 206 + 3 + 4 = 213.
        // itemWidth = floor((300 - 2*5) / 3) = floor(96.67) = 96; x = 10, 10 + 101 = 111, 212.
        let result = run(wfLayout(d, cv: collectionView(320, 480)))
        expectFrame(result.header(0)?.frame, rect(0, 0, 320, 20))
        expectFrames(result.cellFrames(0), [rect(0, 20, 155, 155)])
        expectFrame(result.header(1)?.frame, rect(2, 176, 314, 30))
        expectFrames(
            result.cellFrames(1),
            [
                rect(10, 213, 96, 48),  // col0 = 213 + 48 + 2 = 263
                rect(111, 213, 96, 96),  // col1 = 311
                rect(212, 213, 96, 192),  // h = 96*96/48 = 192; col2 = 407
                rect(10, 263, 96, 24),  // col0 = 289
            ])
        // contentEnd = 407 - 2 + 6 = 411; footer y = 411 + 5 = 416, x 6, width 320 - 14 = 306; end 428 + 7.
        expectFrame(result.footer(1)?.frame, rect(6, 416, 306, 12))
        #expect(result.contentSize == size(320, 435))
        #expect(result.footer(0) == nil)  // footerHeight 0: no footer

        let family = try WaterfallLayout.resting(d, collectionView: collectionView(320, 480))
        #expect(family.sections.map(\.start) == [0, 175])
        #expect(family.sections.map(\.contentEnd) == [175, 411])
        #expect(family.sections.map(\.end) == [175, 435])
    }

    @Test("a column count below 1 is a located error: the layout's (section nil) or a section's")
    func columnCountOutOfRange() {
        var d = wfLayoutDescription([wfExplicit([size(1, 1)])])
        d.columnCount = 0
        #expect(throws: LayoutError.columnCountOutOfRange(section: nil, value: 0)) {
            try computeLayout(wfLayout(d, cv: collectionView()))
        }
        d.columnCount = 2
        var bad = wfExplicit([])
        bad.columnCount = -1
        d.sections.append(bad)
        #expect(throws: LayoutError.columnCountOutOfRange(section: 1, value: -1)) {
            try computeLayout(wfLayout(d, cv: collectionView()))
        }
    }

    @Test("a horizontal waterfall is rejected")
    func horizontalRejected() {
        var description = wfLayout(wfLayoutDescription([wfExplicit([size(1, 1)])]), cv: collectionView())
        description.scrollDirection = .horizontal
        #expect(throws: LayoutError.unsupportedScrollDirection(family: "waterfall", direction: .horizontal)) {
            try computeLayout(description)
        }
    }

    @Test("zIndex is 0 for cells and unpinned headers and footers")
    func zIndexScheme() {
        var d = wfLayoutDescription([wfExplicit([size(1, 1), size(1, 1)])])
        d.headerHeight = 10
        d.footerHeight = 10
        let result = run(wfLayout(d, cv: collectionView()))
        #expect(result.order == ["h0", "c0.0", "c0.1", "f0"])
        #expect(result.attributes.allSatisfy { $0.zIndex == 0 && !$0.pinned })
    }
}

/// Builders shared by the waterfall test files.
func wfLayoutDescription(_ sections: [WaterfallSectionDescription]) -> WaterfallLayoutDescription {
    WaterfallLayoutDescription(sections: sections)
}

/// A waterfall section of explicit aspect sizes.
func wfExplicit(_ aspects: [Size]) -> WaterfallSectionDescription {
    WaterfallSectionDescription(items: .explicit(aspects))
}

/// A full description of a waterfall in `cv`, optionally pinned.
func wfLayout(
    _ d: WaterfallLayoutDescription, cv: CollectionViewDescription, pinning: PinningDescription = .none
) -> LayoutDescription {
    LayoutDescription(collectionView: cv, family: .waterfall(d), pinning: pinning)
}
