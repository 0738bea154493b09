// Uniform waterfall sections in closed form: equal to the item-by-item layout, and a billion items deep in O(1).
import Testing

@testable import LayoutEngine

@Suite("Waterfall layout: uniform sections in closed form")
struct WaterfallUniformTests {
    @Test(
        "a uniform section lays out exactly like the same items listed one by one",
        arguments: [
            // (columns, direction, scale, count, aspect width, aspect height, view width): values chosen so every
            // sum is exact in binary (integers and halves), where the closed form must equal CHT's running sum.
            (1, WaterfallItemRenderDirection.shortestFirst, 1.0, 5, 100.0, 50.0, 320.0),
            (2, .shortestFirst, 1.0, 7, 100.0, 50.0, 320.0),
            (3, .shortestFirst, 2.0, 10, 100.0, 75.0, 321.0),
            (4, .shortestFirst, 1.0, 3, 10.0, 10.0, 375.0),  // fewer items than columns
            (3, .leftToRight, 1.0, 11, 100.0, 33.0, 320.0),
            (3, .rightToLeft, 2.0, 11, 100.0, 33.0, 320.0),
            (2, .rightToLeft, 1.0, 0, 100.0, 33.0, 320.0),  // empty
            (5, .shortestFirst, 1.0, 23, 0.0, 33.0, 320.0),  // zero-height items, spacing still applies
        ])
    func uniformEqualsExplicit(
        columns: Int, direction: WaterfallItemRenderDirection, scale: Double, count: Int, aspectWidth: Double,
        aspectHeight: Double, width: Double
    ) throws {
        let aspect = size(aspectWidth, aspectHeight)
        var d = wfLayoutDescription([wfExplicit(Array(repeating: aspect, count: count))])
        d.columnCount = columns
        d.itemRenderDirection = direction
        d.headerHeight = 20
        d.footerHeight = 15
        d.sectionInset = EdgeInsets(top: 3, left: 4, bottom: 5, right: 6)
        let cv = collectionView(width, 480, scale: scale)
        let explicit = run(wfLayout(d, cv: cv))
        d.sections = [WaterfallSectionDescription(items: .uniform(count: count, item: aspect))]
        let uniform = run(wfLayout(d, cv: cv))
        #expect(uniform == explicit)
        // Rect queries agree too (the closed form's candidate range covers every intersecting item).
        for y in stride(from: -50.0, through: explicit.contentSize.height + 50, by: 37) {
            let band = ElementsQuery.rect(rect(0, y, width, 60))
            #expect(run(wfLayout(d, cv: cv), band) == run(wfLayout(explicitOf(d, aspect), cv: cv), band))
        }
    }

    @Test("at scale 3 the closed form agrees with the running sum to within rounding")
    func scaleThreeWithinRounding() {
        // itemWidth = floor(((320 - 10) / 2) * 3) / 3 = 465 / 3 = 155; aspect 3x1 -> 155 / 3 = 51.67 -> 155/3.
        let aspect = size(3, 1)
        var d = wfLayoutDescription([wfExplicit(Array(repeating: aspect, count: 40))])
        let cv = collectionView(320, 480, scale: 3)
        let explicit = run(wfLayout(d, cv: cv))
        d.sections = [WaterfallSectionDescription(items: .uniform(count: 40, item: aspect))]
        let uniform = run(wfLayout(d, cv: cv))
        expectFrames(uniform.cellFrames(0), explicit.cellFrames(0))
        #expect(isClose(uniform.contentSize.height, explicit.contentSize.height))
        // Row 19: y = 19 * (155/3 + 10) = 19 * 185/3 = 1171.67.
        expectFrame(uniform.cell(0, 39)?.frame, rect(165, 19 * 185.0 / 3, 155, 155.0 / 3))
    }

    @Test("a uniform section's item falls back to the section's itemSize, then the layout's")
    func itemSizeFallback() {
        var d = wfLayoutDescription([WaterfallSectionDescription(items: .uniform(count: 1, item: nil))])
        d.itemSize = size(100, 20)  // layout's: h = 155 * 20 / 100 = 31
        expectFrame(run(wfLayout(d, cv: collectionView(320, 480))).cell(0, 0)?.frame, rect(0, 0, 155, 31))
        d.sections[0].itemSize = size(100, 40)  // the section's wins: 62
        expectFrame(run(wfLayout(d, cv: collectionView(320, 480))).cell(0, 0)?.frame, rect(0, 0, 155, 62))
    }

    @Test(
        "a visible query a billion items deep answers from the closed form",
        arguments: [WaterfallItemRenderDirection.shortestFirst, .rightToLeft])
    func billionItemsDeep(direction: WaterfallItemRenderDirection) throws {
        // 3 columns in 320: itemWidth 100, x = 0, 110, 220 (mirrored for rightToLeft); aspect 100x50: h 50;
        // pitch 50 + 10 = 60. Header 40 + sectionInset.top 5: rows start at 45. Row r: y = 45 + 60 r.
        let count = 1_000_000_000
        var d = wfLayoutDescription([
            WaterfallSectionDescription(items: .uniform(count: count, item: size(100, 50)))
        ])
        d.columnCount = 3
        d.headerHeight = 40
        d.sectionInset = EdgeInsets(top: 5)
        d.itemRenderDirection = direction
        let offsetY = 12_345_678_901.0
        let cv = collectionView(320, 480, offsetY: offsetY)

        // The rows before them are never walked (`ComputeBudgetTests` bounds what a query examines).
        let result = try computeLayout(wfLayout(d, cv: cv), elements: .visible)

        // The closed form, computed here: rows meeting [offsetY, offsetY + 480) with positive overlap.
        var expected: [LayoutAttributes] = []
        let firstGuess = (Int(offsetY) - 95) / 60
        for row in (firstGuess - 2)...(firstGuess + 12) {
            let y = 45 + 60 * Double(row)
            guard y < offsetY + 480, y + 50 > offsetY else { continue }
            for k in 0..<3 {
                let column = direction == .rightToLeft ? 2 - k : k
                expected.append(
                    LayoutAttributes(
                        section: 0, item: 3 * row + k, category: .cell, frame: rect(110 * Double(column), y, 100, 50)))
            }
        }
        // (offsetY - 45) mod 60 = 16: a row starts at offsetY - 16 (its bottom at +34 is visible), then every
        // 60 up to offsetY + 464; 9 rows of 3.
        #expect(expected.count == 27)
        #expect(result.attributes == expected)
        // rows = ceil(1e9 / 3) = 333,333,334; end = 45 + 333,333,334 * 60 - 10 = 20,000,000,075.
        #expect(result.contentSize == size(320, 20_000_000_075))
    }

    @Test("the last row of a billion items holds the single last item; asking for all of them is refused")
    func billionItemsLastRowAndAll() {
        var d = wfLayoutDescription([
            WaterfallSectionDescription(items: .uniform(count: 1_000_000_000, item: size(100, 50)))
        ])
        d.columnCount = 3
        // 1e9 = 3 * 333,333,333 + 1: the last row (333,333,333) at y = 333,333,333 * 60 = 19,999,999,980 holds
        // only item 999,999,999, in column 0.
        let cv = collectionView(320, 480)
        let tail = run(wfLayout(d, cv: cv), .rect(rect(0, 19_999_999_970, 320, 100)))
        #expect(tail.order == ["c0.999999999"])
        expectFrame(tail.cell(0, 999_999_999)?.frame, rect(0, 19_999_999_980, 100, 50))
        #expect(throws: LayoutError.tooManyAttributes(limit: 100_000)) {
            try computeLayout(wfLayout(d, cv: cv), elements: .all)
        }
    }

    @Test("the candidate range of a uniform section is a few rows, not the section")
    func candidatesAreTight() throws {
        var d = wfLayoutDescription([WaterfallSectionDescription(items: .uniform(count: 1_000_000, item: nil))])
        d.columnCount = 4
        let family = try WaterfallLayout.resting(d, collectionView: collectionView(320, 480))
        // 4 columns in 320: itemWidth floor(290 / 4) = 72; aspect 50x50 -> h 72; pitch 82. A 480-high band
        // meets at most 7 rows; the range may add one row each side and a partial row: at most 10 rows.
        let range = family.sections[0].items.candidates(minY: 100_000, maxY: 100_480)
        #expect(range.count <= 40)
        #expect(range.contains(100_000 / 82 * 4))  // the row at y = 100,000 is inside
    }
}

/// The same description with its uniform first section listed one item at a time.
private func explicitOf(_ d: WaterfallLayoutDescription, _ aspect: Size) -> WaterfallLayoutDescription {
    var copy = d
    copy.sections = [wfExplicit(Array(repeating: aspect, count: d.sections[0].items.count))]
    return copy
}
