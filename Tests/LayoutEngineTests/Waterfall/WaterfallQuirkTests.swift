// CHTCollectionViewWaterfallLayout's quirks, one test each, so a "fix" that breaks bit-for-bit CHT fails here.
import Testing

@testable import LayoutEngine

@Suite("Waterfall layout: CHT's quirks, named")
struct WaterfallQuirkTests {
    @Test("headerInset.top applies even when the section has no header; headerInset.bottom does not")
    func headerInsetTopAlwaysBottomOnlyWithHeader() {
        var d = wfLayoutDescription([wfExplicit([size(100, 100)])])
        d.headerInset = EdgeInsets(top: 30, bottom: 40)
        // No header: top = 0 + 30; the bottom 40 is skipped -> first item at y 30.
        expectFrame(run(wfLayout(d, cv: collectionView(320, 480))).cell(0, 0)?.frame, rect(0, 30, 155, 155))
        d.headerHeight = 50
        // Header at 30, 50 high; items at 30 + 50 + 40 = 120.
        let result = run(wfLayout(d, cv: collectionView(320, 480)))
        expectFrame(result.header(0)?.frame, rect(0, 30, 320, 50))
        expectFrame(result.cell(0, 0)?.frame, rect(0, 120, 155, 155))
    }

    @Test("footerInset.top applies even without a footer; footerInset.bottom does not")
    func footerInsetTopAlwaysBottomOnlyWithFooter() throws {
        var d = wfLayoutDescription([wfExplicit([size(100, 100)]), wfExplicit([size(100, 100)])])
        d.footerInset = EdgeInsets(top: 7, bottom: 100)
        // Section 0: item 0..155, contentEnd 155 + 10 - 10 = 155; no footer: end = 155 + 7 (bottom 100 skipped).
        let family = try WaterfallLayout.resting(d, collectionView: collectionView(320, 480))
        #expect(family.sections[0].contentEnd == 155)
        #expect(family.sections[0].end == 162)
        #expect(family.sections[1].start == 162)
        // With a footer of 20: footer at 162, end = 182 + 100 = 282.
        d.footerHeight = 20
        let withFooter = try WaterfallLayout.resting(d, collectionView: collectionView(320, 480))
        #expect(withFooter.sections[0].footer == rect(0, 162, 320, 20))
        #expect(withFooter.sections[0].end == 282)
    }

    @Test("headers and footers span the full bounds width minus their insets, ignoring contentInset")
    func headerWidthFromFullBounds() {
        var d = wfLayoutDescription([wfExplicit([size(100, 100)])])
        d.headerHeight = 44
        d.headerInset = EdgeInsets(left: 5, right: 7)
        d.footerHeight = 10
        d.footerInset = EdgeInsets(left: 1, right: 2)
        let result = run(wfLayout(d, cv: collectionView(375, 667, inset: EdgeInsets(left: 20, right: 20))))
        expectFrame(result.header(0)?.frame, rect(5, 0, 363, 44))  // 375 - (5 + 7), not 335 - 12
        // Items use the content width: floor((375 - 40 - 10) / 2) = floor(162.5) = 162.
        expectFrame(result.cell(0, 0)?.frame, rect(0, 44, 162, 162))
        expectFrame(result.footer(0)?.frame, rect(1, 206, 372, 10))  // 375 - 3; y = 44 + 162 + 10 - 10
    }

    @Test("the last item's interitem spacing is removed at the section's end")
    func lastSpacingRemoved() {
        var d = wfLayoutDescription([wfExplicit([size(100, 100)])])
        d.footerHeight = 30
        // Column height after the item: 155 + 10 = 165; the footer starts at 165 - 10 = 155, touching the item.
        let result = run(wfLayout(d, cv: collectionView(320, 480)))
        expectFrame(result.footer(0)?.frame, rect(0, 155, 320, 30))
        #expect(result.contentSize.height == 185)
    }

    @Test("an empty section's footer sits minimumInteritemSpacing above where its items would start")
    func emptySectionSubtractsSpacing() throws {
        var d = wfLayoutDescription([wfExplicit([])])
        d.headerHeight = 40
        d.footerHeight = 20
        d.sectionInset = EdgeInsets(top: 5, bottom: 3)
        // Header 0..40; columns start at 45; nothing added a spacing, yet 10 comes off: 45 - 10 + 3 = 38.
        let family = try WaterfallLayout.resting(d, collectionView: collectionView(320, 480))
        #expect(family.sections[0].contentEnd == 38)
        #expect(family.sections[0].footer == rect(0, 38, 320, 20))  // overlaps the header's last 2 points
        #expect(family.sections[0].end == 58)
        #expect(family.contentSize == size(320, 58))
        // Uniform empty sections follow the same rule.
        d.sections = [WaterfallSectionDescription(items: .uniform(count: 0, item: nil))]
        #expect(try WaterfallLayout.resting(d, collectionView: collectionView(320, 480)).sections[0].contentEnd == 38)
    }

    @Test("the column width is floored, so the last column may stop short of the right edge")
    func columnWidthFloored() {
        let frames = run(
            wfLayout(wfLayoutDescription([wfExplicit([size(1, 1), size(1, 1)])]), cv: collectionView(321, 480))
        ).cellFrames(0)
        // floor((321 - 10) / 2) = 155: the second column ends at 165 + 155 = 320, one point short of 321.
        #expect(frames[1].maxX == 320)
    }

    @Test("contentSize is the bounds width and max(end of the last section, minimumContentHeight)")
    func contentSizeAndMinimumContentHeight() {
        var d = wfLayoutDescription([wfExplicit([size(100, 100)])])
        let cv = collectionView(375, 667, inset: EdgeInsets(left: 20, right: 20))
        // item height floor(162 * 100 / 100) = 162; end = 162 + 10 - 10 = 162.
        #expect(run(wfLayout(d, cv: cv)).contentSize == size(375, 162))
        d.minimumContentHeight = 1000
        #expect(run(wfLayout(d, cv: cv)).contentSize == size(375, 1000))
        d.minimumContentHeight = 100  // below the content: no effect
        #expect(run(wfLayout(d, cv: cv)).contentSize == size(375, 162))
    }

    @Test("no sections: contentSize {0, 0}, even with minimumContentHeight")
    func noSections() {
        var d = wfLayoutDescription([])
        d.minimumContentHeight = 500
        let result = run(wfLayout(d, cv: collectionView()))
        #expect(result.contentSize == .zero)
        #expect(result.attributes.isEmpty)
    }

    @Test("shortest-first stacks every item in column 0 when items do not raise their column")
    func zeroHeightZeroSpacingStacks() {
        // Zero-height items with zero interitem spacing leave every column at the top, so the lowest index wins
        // every tie: all items land in column 0 (no round-robin).
        var d = wfLayoutDescription([wfExplicit(Array(repeating: size(100, 0), count: 3))])
        d.minimumInteritemSpacing = 0
        d.columnCount = 3
        let explicit = run(wfLayout(d, cv: collectionView(320, 480))).cellFrames(0)
        expectFrames(explicit, Array(repeating: rect(0, 0, 100, 0), count: 3))
        d.sections = [WaterfallSectionDescription(items: .uniform(count: 3, item: size(100, 0)))]
        #expect(run(wfLayout(d, cv: collectionView(320, 480))).cellFrames(0) == explicit)
        // leftToRight still walks the columns.
        d.itemRenderDirection = .leftToRight
        expectFrames(
            run(wfLayout(d, cv: collectionView(320, 480))).cellFrames(0),
            [rect(0, 0, 100, 0), rect(110, 0, 100, 0), rect(220, 0, 100, 0)])
    }
}
