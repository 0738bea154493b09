import Testing

@testable import LayoutEngine

/// Requests the fuzzer found that held a worker for minutes (Fuzz/crashers/), and queries meant to examine far more
/// than they return: answered at once, by the shape of the code.
@Suite("No query walks without bound")
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

    /// A billion-item uniform section of each family and rects that meet its band but few of its cells: beside
    /// the content, between two columns, a thin slice across every row. However tall the rect, a query makes
    /// (`AttributeCollector.examined`) little more than the cells it returns: the rows meeting the band are found
    /// by search, the columns meeting the rect once per run of rows (`UniformRows`).
    @Test("a query over a billion-item uniform section examines about what it returns, in every family")
    func uniformQueriesExamineWhatTheyReturn() throws {
        let n = 1_000_000_000
        let families: [(String, LayoutFamily)] = [
            (
                "flow",
                .flow(
                    FlowLayoutDescription(
                        itemSize: Size(width: 10, height: 10), minimumLineSpacing: 2, minimumInteritemSpacing: 20,
                        sections: [FlowSectionDescription(items: .uniform(count: n, item: nil))]))
            ),
            (
                "waterfall",
                .waterfall(
                    WaterfallLayoutDescription(
                        columnCount: 5, itemSize: Size(width: 1, height: 1),
                        sections: [WaterfallSectionDescription(items: .uniform(count: n, item: nil))]))
            ),
            (
                "mirrored waterfall",
                .waterfall(
                    WaterfallLayoutDescription(
                        columnCount: 5, itemRenderDirection: .rightToLeft, itemSize: Size(width: 1, height: 1),
                        sections: [WaterfallSectionDescription(items: .uniform(count: n, item: nil))]))
            ),
            (
                "iglist",
                .iglist(
                    IGListLayoutDescription(
                        stretchToEdge: true, itemSize: Size(width: 10, height: 10),
                        sections: [
                            IGListSectionDescription(
                                items: .uniform(count: n, item: nil), inset: EdgeInsets(left: 3, right: 7),
                                minimumInteritemSpacing: 20)
                        ]))
            ),
            (
                "magazine",
                .magazine(
                    MagazineLayoutDescription(
                        horizontalSpacing: 20,
                        sections: [
                            MagazineSectionDescription(
                                items: .uniform(
                                    count: n, item: MagazineItem(widthMode: .fractional(divisor: 7), height: 10)))
                        ]))
            ),
        ]
        for (name, family) in families {
            var budget = WorkBudget(limit: .max)
            let layout = try PreparedLayout(
                LayoutDescription(collectionView: Self.screen, family: family), indexed: true, budget: &budget)
            let items = layout.family.sections[0].items
            let height = layout.family.contentSize.height
            let column = items.frame(at: 1)
            let gap = Rect(x: column.minX - 4, y: 0, width: 2, height: height)
            for rect in [
                Rect(x: 400, y: 0, width: 100, height: height),  // beside the content
                Rect(x: -100, y: 1e6, width: 50, height: 1e9),  // beside, on the other side
                gap,  // between two columns (spacing 20, or a waterfall's 10)
                Rect(x: column.minX + 1, y: 1e5, width: 1, height: 600),  // one column, a few hundred rows
                Rect(x: 0, y: height - 300, width: 375, height: 1e6),  // the last rows
            ] {
                var collector = AttributeCollector(query: rect, limit: 100_000)
                try items.collectCells(into: &collector, section: 0, zIndex: .pinnedOnly)
                let returned = collector.attributes.count
                #expect(
                    collector.examined <= returned + 64, "\(name): \(collector.examined) for \(returned) in \(rect)")
                // The same cells the frames give: every returned cell meets the rect.
                #expect(collector.attributes.allSatisfy { $0.frame.intersects(rect) }, "\(name)")
            }
        }
    }

    @Test("a timeline of 64 offsets over 100,000 one-item sections is answered without a budget")
    func longTimeline() throws {
        let section = FlowSectionDescription(items: .uniform(count: 1, item: nil))
        var description = LayoutDescription(
            collectionView: Self.screen,
            family: .flow(FlowLayoutDescription(sections: Array(repeating: section, count: 100_000))))
        description.collectionView.contentOffsets = (0..<64).map { Point(x: 400, y: Double($0) * 997) }
        let answered = try computeLayout(description, elements: .visible)
        #expect(answered.timeline?.count == 64)
        #expect(answered.timeline?.allSatisfy { $0.attributes.isEmpty } == true)
    }

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
