// Band queries on explicit waterfall sections stay proportional to what they return, even when columns drift.
import Testing

@testable import LayoutEngine

@Suite("Waterfall layout: band queries on drifting columns")
struct WaterfallQueryTests {
    @Test("leftToRight with a tall and a short column: the candidates are the band's items, not the items between")
    func leftToRightDrift() throws {
        // 2 columns in 320: width 155. Even items 100x1000 -> h 1550 (col 0, pitch 1560); odd 100x10 -> h 15
        // (col 1, pitch 25). Column 1 ends at 1000 * 25 = 25,000, column 0 at 1,560,000.
        let aspects = (0..<2000).map { $0 % 2 == 0 ? size(100, 1000) : size(100, 10) }
        var d = wfLayoutDescription([wfExplicit(aspects)])
        d.itemRenderDirection = .leftToRight
        let family = try WaterfallLayout.resting(d, collectionView: collectionView(320, 667))
        let items = family.sections[0].items
        // Band [1,000,000, 1,000,667): column 0's row floor(1e6 / 1560) = 641 (item 1282) spans 999,960..1,001,510.
        var seen: [Int] = []
        try items.forEachCandidate(minY: 1_000_000, maxY: 1_000_667) { seen.append($0) }
        #expect(seen == [1282])
        // The contiguous range alone would run from item 1282 to the last short item, 1999.
        #expect(items.candidates(minY: 1_000_000, maxY: 1_000_667) == 1282..<2000)
        // And the full query agrees with filtering "all".
        let cv = collectionView(320, 667, offsetY: 1_000_000)
        let visible = run(wfLayout(d, cv: cv), .visible)
        #expect(visible.order == ["c0.1282"])
    }

    @Test("shortest-first after one very tall item: the tall item plus the band's short ones")
    func shortestFirstTallItem() throws {
        // Item 0: 100x100000 -> h 155,000 in col 0. Then 3000 items of h 15 (pitch 25) all go to col 1 (it
        // stays below 155,010 until 3000 * 25 = 75,000).
        let aspects = [size(100, 100_000)] + Array(repeating: size(100, 10), count: 3000)
        let d = wfLayoutDescription([wfExplicit(aspects)])
        let family = try WaterfallLayout.resting(d, collectionView: collectionView(320, 667))
        let items = family.sections[0].items
        var seen: [Int] = []
        try items.forEachCandidate(minY: 50_000, maxY: 50_100) { seen.append($0) }
        // Column 1: item k (k >= 1) at 25 (k - 1); band rows with 25(k-1) < 50,100 and 25(k-1) + 15 > 50,000:
        // k - 1 from 2000 to 2003 -> items 2001...2004.
        #expect(seen == [0, 2001, 2002, 2003, 2004])
        let visible = run(wfLayout(d, cv: collectionView(320, 100, offsetY: 50_000)), .visible)
        #expect(visible.order == ["c0.0", "c0.2001", "c0.2002", "c0.2003", "c0.2004"])
    }
}
