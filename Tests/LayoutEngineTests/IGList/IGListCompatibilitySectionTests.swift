// IGListKit's Tests/IGListCollectionViewLayoutTests.m, continued: sections sharing rows, insets on a new row,
// headers forcing a row, content insets, the 1-point tolerance and stretchToEdge, and layouts after a change of
// data or bounds (the layout is a pure function, so "after the change" is a request with the new data).
import Testing

@testable import LayoutEngine

@Suite("IGListKit's IGListCollectionViewLayoutTests: sections sharing rows")
struct IGListCompatibilitySectionTests {
    @Test(
        "test_whenSectionsSmallerThanContainerWidth_withVerticalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow"
    )
    func
        test_whenSectionsSmallerThanContainerWidth_withVerticalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow()
    {
        let r = run(igRequest((0..<3).map { _ in igSection(igItems(1, 33, 33)) }))
        #expect(r.contentSize.height == 33)
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(1, 0)?.frame, rect(33, 0, 33, 33))
        expectFrame(r.cell(2, 0)?.frame, rect(66, 0, 33, 33))
    }

    @Test(
        "test_whenSectionsSmallerThanContainerHeight_withHorizontalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameColumn"
    )
    func
        test_whenSectionsSmallerThanContainerHeight_withHorizontalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameColumn()
    {
        let r = run(igRequest((0..<3).map { _ in igSection(igItems(1, 33, 33)) }, direction: .horizontal))
        #expect(r.contentSize.width == 33)
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(1, 0)?.frame, rect(0, 33, 33, 33))
        expectFrame(r.cell(2, 0)?.frame, rect(0, 66, 33, 33))
    }

    @Test(
        "test_whenSectionsSmallerThanContainerWidth_withHalfPointSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow",
        arguments: [1.0, 2.0, 3.0])
    func
        test_whenSectionsSmallerThanContainerWidth_withHalfPointSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow(
            scale: Double
        )
    {
        let r = run(
            igRequest((0..<3).map { _ in igSection(interitemSpacing: 0.5, igItems(1, 33, 33)) }, scale: scale))
        #expect(r.contentSize.height == 33)
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(1, 0)?.frame, igIntegral(rect(33.5, 0, 33, 33), scale: scale))
        expectFrame(r.cell(2, 0)?.frame, rect(67, 0, 33, 33))
    }

    @Test(
        "test_whenSectionsSmallerThanContainerWidth_with0ItemSpacing_withMiddleItemHasInsets_with0LineSpacing_thatNextSectionSnapsBelow"
    )
    func
        test_whenSectionsSmallerThanContainerWidth_with0ItemSpacing_withMiddleItemHasInsets_with0LineSpacing_thatNextSectionSnapsBelow()
    {
        let r = run(
            igRequest([
                igSection(igItems(1, 33, 33)), igSection(insets: insets(10, 10, 10, 10), igItems(1, 13, 50)),
                igSection(igItems(1, 33, 33)), igSection(igItems(1, 33, 33)),
            ]))
        #expect(r.contentSize.height == 103)
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(1, 0)?.frame, rect(43, 10, 13, 50))
        expectFrame(r.cell(2, 0)?.frame, rect(66, 0, 33, 33))
        expectFrame(r.cell(3, 0)?.frame, rect(0, 70, 33, 33))
    }

    @Test("test_whenSectionBustingRow_thatNewlineAppliesSectionInset")
    func test_whenSectionBustingRow_thatNewlineAppliesSectionInset() {
        let r = run(
            igRequest([igSection(igItems(1, 33, 33)), igSection(insets: insets(10, 10, 5, 5), igItems(1, 85, 50))]))
        #expect(r.contentSize.height == 98)
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(1, 0)?.frame, rect(10, 43, 85, 50))
    }

    @Test("test_whenSectionsSmallerThanWidth_withSectionHeader_thatHeaderCausesNewline")
    func test_whenSectionsSmallerThanWidth_withSectionHeader_thatHeaderCausesNewline() {
        let r = run(igRequest([igSection(igItems(1, 33, 33)), igSection(headerHeight: 10, igItems(1, 33, 33))]))
        #expect(r.contentSize.height == 76)
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(1, 0)?.frame, rect(0, 43, 33, 33))
    }

    @Test("test_whenSectionsSmallerThanHeight_withHorizontalScrolling_withSectionHeader_thatHeaderCausesNewline")
    func test_whenSectionsSmallerThanHeight_withHorizontalScrolling_withSectionHeader_thatHeaderCausesNewline() {
        let r = run(
            igRequest(
                [igSection(igItems(1, 33, 33)), igSection(headerHeight: 10, igItems(1, 33, 33))],
                direction: .horizontal))
        #expect(r.contentSize.width == 76)
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(1, 0)?.frame, rect(43, 0, 33, 33))
    }

    /// The original performs batch updates (reload, delete, move, insert) on a 100 × 400 view and checks the
    /// layout once they complete; the animation is outside the contract, so this lays out the final data.
    @Test("test_whenBatchItemUpdates_withHeaderHeight_withLineSpacing_withInsets_thatLayoutCorrectAfterUpdates")
    func test_whenBatchItemUpdates_withHeaderHeight_withLineSpacing_withInsets_thatLayoutCorrectAfterUpdates() {
        let i = insets(10, 10, 5, 5)
        func section(_ items: [Size]) -> IGListSectionDescription {
            igSection(insets: i, lineSpacing: 10, headerHeight: 10, items)
        }
        let r = run(
            igRequest(
                [
                    section([size(85, 30)]), section([size(85, 40)]), section([size(85, 30), size(85, 10)]),
                    section([size(85, 10), size(85, 20)]),
                ], height: 400))
        #expect(r.contentSize.height == 260)
        expectFrame(r.header(0)?.frame, rect(10, 10, 85, 10))
        expectFrame(r.cell(0, 0)?.frame, rect(10, 20, 85, 30))
        expectFrame(r.header(1)?.frame, rect(10, 65, 85, 10))
        expectFrame(r.cell(1, 0)?.frame, rect(10, 75, 85, 40))
        expectFrame(r.header(2)?.frame, rect(10, 130, 85, 10))
        expectFrame(r.cell(2, 0)?.frame, rect(10, 140, 85, 30))
        expectFrame(r.cell(2, 1)?.frame, rect(10, 180, 85, 10))
        expectFrame(r.header(3)?.frame, rect(10, 205, 85, 10))
        expectFrame(r.cell(3, 0)?.frame, rect(10, 215, 85, 10))
        expectFrame(r.cell(3, 1)?.frame, rect(10, 235, 85, 20))
    }

    @Test("test_whenChangingBoundsSize_withItemsThatNewlineAfterChange_thatLayoutShiftsItems")
    func test_whenChangingBoundsSize_withItemsThatNewlineAfterChange_thatLayoutShiftsItems() {
        let sections = (0..<3).map { _ in igSection(igItems(1, 33, 33)) }
        let wide = run(igRequest(sections))
        #expect(wide.contentSize.height == 33)
        expectFrame(wide.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(wide.cell(1, 0)?.frame, rect(33, 0, 33, 33))
        expectFrame(wide.cell(2, 0)?.frame, rect(66, 0, 33, 33))
        // "can no longer fit 3 items in one section": the same data in a 70 × 100 view.
        let narrow = run(igRequest(sections, width: 70))
        #expect(narrow.contentSize.height == 66)
        expectFrame(narrow.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(narrow.cell(1, 0)?.frame, rect(33, 0, 33, 33))
        expectFrame(narrow.cell(2, 0)?.frame, rect(0, 33, 33, 33))
    }
}
