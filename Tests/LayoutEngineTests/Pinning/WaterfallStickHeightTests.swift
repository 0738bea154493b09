// Seed article 000: a waterfall whose single section's header scrolls up until only its last 64 points remain,
// then stays (SYStickHeaderWaterFall's rule), zIndex 2048. The article's own code, in `layoutAttributesForElements`:
//
//     if (headerHeight - contentOffset.y <= stickHight) {
//         origin.y = contentOffset.y - (headerHeight - stickHight);
//     }
//     layoutAttributes.zIndex = 2048;
//
// The contract maps it to `pinning: {headers: "all", stickHeight: 64, zIndex: 2048}` (zIndex only while moved).
import Testing

@testable import LayoutEngine

/// The article's header height and stick height.
private let headerHeight = 200.0
private let stickHeight = 64.0

/// The article's formula: the header's y at `offset` (its resting y is 0).
private func articleHeaderY(offset: Double) -> Double {
    headerHeight - offset <= stickHeight ? offset - (headerHeight - stickHeight) : 0
}

/// One waterfall section: 375 × 667 at scale 2, 2 columns, header 200, a hundred square items.
/// itemWidth = floor((375 - 10) / 2 * 2) / 2 = 182.5; each item 182.5 high; 50 rows of pitch 192.5, so the
/// longest column ends at 200 + 50 * 192.5 = 9825 and the section (no footer) at 9825 - 10 = 9815.
/// The nextSection bound for the header is therefore 9815 - 200 = 9615, reached at offset 9615 + 136 = 9751.
private func article(offset: Double) -> LayoutDescription {
    var d = WaterfallLayoutDescription(sections: [wfExplicit(Array(repeating: size(1, 1), count: 100))])
    d.headerHeight = headerHeight
    return LayoutDescription(
        collectionView: CollectionViewDescription(
            size: size(375, 667), contentOffset: Point(x: 0, y: offset), scale: 2),
        family: .waterfall(d),
        pinning: PinningDescription(headers: .all, stickHeight: stickHeight, zIndex: 2048))
}

@Suite("A waterfall header that sticks by its last 64 points (stickHeight)")
struct WaterfallStickHeightTests {
    @Test(
        "the header follows the article's formula across a sweep of offsets",
        arguments: [0.0, 50, 100, 135, 136, 137, 200, 500, 1000, 2000, 4321.5, 9000, 9148, 9751])
    func sweep(offset: Double) throws {
        let result = run(article(offset: offset), .visible)
        let header = try #require(result.header(0), "the header is always on screen")
        let expectedY = articleHeaderY(offset: offset)
        #expect(header.frame == rect(0, expectedY, 375, 200))
        let moved = expectedY != 0  // moved off its resting y 0: from offset 137 on (136 gives exactly 0)
        #expect(header.pinned == moved)
        #expect(header.zIndex == (moved ? 2048 : 0))
        // Only its last 64 points remain visible once it sticks: bottom = offset + 64.
        if offset >= 136 { #expect(header.frame.maxY == offset + stickHeight) }
        #expect(result.cells(0).allSatisfy { $0.zIndex == 0 && !$0.pinned })
    }

    @Test("the threshold: at offset 136 the header has not moved, at 137 it has")
    func threshold() {
        let at136 = run(article(offset: 136), .visible).header(0)
        let at137 = run(article(offset: 137), .visible).header(0)
        #expect(at136?.frame.y == 0)  // 200 - 136 = 64 <= 64 -> y = 136 - 136 = 0: the same as resting
        #expect(at136?.pinned == false)
        #expect(at137?.frame.y == 1)  // 137 - 136
        #expect(at137?.zIndex == 2048)
    }

    @Test("the section is long enough: the layout ends at 9815, so the bound is 9615")
    func sectionLength() {
        #expect(run(article(offset: 0), .visible).contentSize == size(375, 9815))
    }

    @Test("past the bound the article's formula would leave the section; nextSection stops the header at 9615")
    func pastTheBound() throws {
        let header = try #require(run(article(offset: 9800), .visible).header(0))
        #expect(articleHeaderY(offset: 9800) == 9664)  // the article alone: 9800 - 136
        #expect(header.frame == rect(0, 9615, 375, 200))  // min(9664, 9815 - 200)
        #expect(header.pinned)
        #expect(header.zIndex == 2048)
    }
}
