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
    // the content (x 400 to 410, the content ends at 375) crosses 60 lines of them. The uniform section computes
    // its columns as well as its lines, so the rect meets no column and no cell is examined: an empty answer,
    // not a walk, which a budget would have to refuse.
    @Test("a rect beside a billion-billion tiny uniform items examines none of them")
    func narrowItemsBeside() throws {
        let family = FlowLayoutDescription(
            itemSize: Size(width: 0.000001, height: 10), minimumInteritemSpacing: 0,
            sections: [FlowSectionDescription(items: .uniform(count: 1_000_000_000_000, item: nil))])
        let description = LayoutDescription(collectionView: Self.screen, family: .flow(family))
        let beside = try computeLayout(description, elements: .rect(Rect(x: 400, y: 0, width: 10, height: 600)))
        #expect(beside.attributes.isEmpty)
        // The same layout queried where its items are is answered until the attribute limit.
        #expect(throws: LayoutError.tooManyAttributes(limit: 100_000)) {
            try computeLayout(description, elements: .rect(Rect(x: 0, y: 0, width: 375, height: 600)))
        }
    }

    @Test("one query never pays for the body's own items; a timeline pays for the rejections it repeats")
    func repeatedRejectionsAreCharged() throws {
        // Two sections of 100 items of 50x50 in 375 points: 6 per line (hand computation:
        // floor((375 + 10) / 60) = 6), 17 lines each. A rect beside the content (x 400) rejects all 200 items.
        let section = FlowSectionDescription(
            items: .explicit(Array(repeating: Size(width: 50, height: 50), count: 100)))
        var description = LayoutDescription(
            collectionView: Self.screen, family: .flow(FlowLayoutDescription(sections: [section, section])))
        let beside = ElementsQuery.rect(Rect(x: 400, y: 0, width: 10, height: 10_000))
        // One query: the 200 rejected items are the body's own, charged nothing, whatever the budget.
        #expect(
            try computeLayout(description, elements: beside, limits: LayoutLimits(workBudget: 0)).attributes.isEmpty)
        // A timeline of three offsets: entries 2 and 3 repeat the walk, each 200 rejected candidates (1 unit
        // each) and two sections met without an attribute (20 units each): 2 × 240 = 480 units. The budget starts
        // with 64 units per written section (128: flow's explicit sections walk no terms, so it is all left), so
        // a limit of 351 (479) is one unit short and 352 (480) enough.
        description.collectionView.contentOffsets = [Point(x: 0, y: 0), Point(x: 0, y: 100), Point(x: 0, y: 200)]
        #expect(throws: LayoutError.workBudgetExceeded(limit: 351, pointer: "/collectionView/contentOffsets")) {
            try computeLayout(description, elements: beside, limits: LayoutLimits(workBudget: 351))
        }
        let answered = try computeLayout(description, elements: beside, limits: LayoutLimits(workBudget: 352))
        #expect(answered.timeline?.count == 3)
    }

    // A section written out in the request is the request's own size: its first laid-out item (magazine,
    // IGListKit) or walked terms (up to 64) are allowed for: the work is linear in the body.
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
