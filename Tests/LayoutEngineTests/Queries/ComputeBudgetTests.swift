import Testing

@testable import LayoutEngine

/// Requests the fuzzer found that held a worker for minutes (Fuzz/crashers/), answered at once now.
@Suite("No single query walks without bound")
struct ComputeBudgetTests {
    static let screen = CollectionViewDescription(size: Size(width: 375, height: 667))

    // 10^12 items of height 0 below a 50-point header: every row has the same top inside the visible rect, so
    // the band's candidate range used to be the whole section. Zero-area items are never returned by a rect
    // or visible query (the contract's "positive area"), so the answer is the header alone.
    @Test("a billion-billion zero-height iglist items below a header: only the header is visible")
    func igListZeroHeight() throws {
        let family = IGListLayoutDescription(
            itemSize: Size(width: 20, height: 0),
            sections: [
                IGListSectionDescription(
                    items: .uniform(count: 1_000_000_000_000, item: nil), headerSize: Size(width: 375, height: 50))
            ])
        let result = try computeLayout(LayoutDescription(collectionView: Self.screen, family: .iglist(family)))
        #expect(result.attributes.map(\.kind) == [.header])
    }

    @Test("zero-height magazine items below a header: only the header is visible")
    func magazineZeroHeight() throws {
        let family = MagazineLayoutDescription(sections: [
            MagazineSectionDescription(
                items: .uniform(
                    count: 1_000_000_000_000, item: MagazineItem(widthMode: .fractional(divisor: 2), height: 0)),
                headerHeight: 50)
        ])
        let result = try computeLayout(LayoutDescription(collectionView: Self.screen, family: .magazine(family)))
        #expect(result.attributes.map(\.kind) == [.header])
    }

    // Items 10^-6 points wide at zero spacing: a 375-point line holds 3.75 * 10^8 of them, and a rect beside
    // the content crosses 60 lines of them that the x test rejects one by one. The budget refuses it, naming the
    // rect.
    @Test("a query that would examine more candidates than the budget is refused, not walked")
    func narrowItemsBudget() {
        let family = FlowLayoutDescription(
            itemSize: Size(width: 0.000001, height: 10), minimumInteritemSpacing: 0,
            sections: [FlowSectionDescription(items: .uniform(count: 1_000_000_000_000, item: nil))])
        let description = LayoutDescription(collectionView: Self.screen, family: .flow(family))
        #expect(throws: LayoutError.workBudgetExceeded(limit: LayoutLimits.defaultWorkBudget, pointer: "/elements")) {
            try computeLayout(description, elements: .rect(Rect(x: 400, y: 0, width: 10, height: 600)))
        }
        // The same layout queried where its items are is answered until the attribute limit.
        #expect(throws: LayoutError.tooManyAttributes(limit: 100_000)) {
            try computeLayout(description, elements: .rect(Rect(x: 0, y: 0, width: 375, height: 600)))
        }
    }

    @Test("the budget counts candidates across sections, and a smaller budget binds sooner")
    func budgetAcrossSections() throws {
        // Two sections of 100 items of 50x50 in 375 points: 6 per line (hand computation:
        // floor((375 + 10) / 60) = 6), 17 lines each. A rect beside the content (x 400) rejects every candidate:
        // 200 examined. (Explicit items: a uniform section's closed form would charge its walk too.)
        let section = FlowSectionDescription(
            items: .explicit(Array(repeating: Size(width: 50, height: 50), count: 100)))
        let description = LayoutDescription(
            collectionView: Self.screen, family: .flow(FlowLayoutDescription(sections: [section, section])))
        let beside = ElementsQuery.rect(Rect(x: 400, y: 0, width: 10, height: 10_000))
        #expect(try computeLayout(description, elements: beside).attributes.isEmpty)
        #expect(throws: LayoutError.workBudgetExceeded(limit: 150, pointer: "/elements")) {
            try computeLayout(description, elements: beside, limits: LayoutLimits(workBudget: 150))
        }
    }

    // A section written out in the request is the request's own size: its first laid-out item (magazine,
    // IGListKit: 6 units) or walked term (waterfall: 8) is allowed for. Charged, 99,999 one-item sections would
    // need 599,994 or 799,992 units, past the default budget (300,000), though the work is linear in the body.
    @Test("99,999 one-item sections with every attribute are answered in every family")
    func manySmallSectionsFitTheBudget() throws {
        let count = 99_999
        let size = Size(width: 1, height: 1)
        let uniform = ItemList<Size>.uniform(count: 1, item: nil)
        let families: [LayoutFamily] = [
            .flow(
                FlowLayoutDescription(itemSize: size, sections: Array(repeating: .init(items: uniform), count: count))),
            .iglist(
                IGListLayoutDescription(itemSize: size, sections: Array(repeating: .init(items: uniform), count: count))
            ),
            .waterfall(
                WaterfallLayoutDescription(
                    itemSize: size, sections: Array(repeating: .init(items: uniform), count: count))),
            .magazine(
                MagazineLayoutDescription(
                    sections: Array(
                        repeating: MagazineSectionDescription(
                            items: .uniform(count: 1, item: MagazineItem(widthMode: .fractional(divisor: 2), height: 1))
                        ),
                        count: count))),
        ]
        for family in families {
            let result = try computeLayout(
                LayoutDescription(collectionView: Self.screen, family: family), elements: .all)
            #expect(result.attributes.count == count)
        }
    }
}
