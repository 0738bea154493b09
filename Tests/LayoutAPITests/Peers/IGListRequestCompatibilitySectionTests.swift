import LayoutAPI
import LayoutEngine
// IGListKit's Tests/IGListCollectionViewLayoutTests.m, continued: sections sharing rows, insets on a new row,
// headers forcing a row, content insets, the 1-point tolerance and stretchToEdge, and layouts after a change of
// data or bounds (the layout is a pure function, so "after the change" is a request with the new data).
import Testing

@Suite("IGListKit's IGListCollectionViewLayoutTests as requests: sections sharing rows")
struct IGListRequestCompatibilitySectionTests {
    @Test(
        "test_whenSectionsSmallerThanContainerWidth_withVerticalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow"
    )
    func
        test_whenSectionsSmallerThanContainerWidth_withVerticalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow()
    {
        let r = respond(igJSONRequest((0..<3).map { _ in igJSONSection(igJSONItems(1, 33, 33)) }))
        #expect(r.contentSize.height == 33)
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(1, 0), apiRect(33, 0, 33, 33))
        expectAPIFrame(r.cell(2, 0), apiRect(66, 0, 33, 33))
    }

    @Test(
        "test_whenSectionsSmallerThanContainerHeight_withHorizontalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameColumn"
    )
    func
        test_whenSectionsSmallerThanContainerHeight_withHorizontalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameColumn()
    {
        let r = respond(igJSONRequest((0..<3).map { _ in igJSONSection(igJSONItems(1, 33, 33)) }, horizontal: true))
        #expect(r.contentSize.width == 33)
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(1, 0), apiRect(0, 33, 33, 33))
        expectAPIFrame(r.cell(2, 0), apiRect(0, 66, 33, 33))
    }

    @Test(
        "test_whenSectionsSmallerThanContainerWidth_withHalfPointSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow",
        arguments: [1.0, 2.0, 3.0])
    func
        test_whenSectionsSmallerThanContainerWidth_withHalfPointSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow(
            scale: Double
        )
    {
        let r = respond(
            igJSONRequest(
                (0..<3).map { _ in igJSONSection(interitemSpacing: 0.5, igJSONItems(1, 33, 33)) }, scale: scale))
        #expect(r.contentSize.height == 33)
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(1, 0), apiIntegral(apiRect(33.5, 0, 33, 33), scale: scale))
        expectAPIFrame(r.cell(2, 0), apiRect(67, 0, 33, 33))
    }

    @Test(
        "test_whenSectionsSmallerThanContainerWidth_with0ItemSpacing_withMiddleItemHasInsets_with0LineSpacing_thatNextSectionSnapsBelow"
    )
    func
        test_whenSectionsSmallerThanContainerWidth_with0ItemSpacing_withMiddleItemHasInsets_with0LineSpacing_thatNextSectionSnapsBelow()
    {
        let r = respond(
            igJSONRequest([
                igJSONSection(igJSONItems(1, 33, 33)), igJSONSection(insets: (10, 10, 10, 10), igJSONItems(1, 13, 50)),
                igJSONSection(igJSONItems(1, 33, 33)), igJSONSection(igJSONItems(1, 33, 33)),
            ]))
        #expect(r.contentSize.height == 103)
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(1, 0), apiRect(43, 10, 13, 50))
        expectAPIFrame(r.cell(2, 0), apiRect(66, 0, 33, 33))
        expectAPIFrame(r.cell(3, 0), apiRect(0, 70, 33, 33))
    }

    @Test("test_whenSectionBustingRow_thatNewlineAppliesSectionInset")
    func test_whenSectionBustingRow_thatNewlineAppliesSectionInset() {
        let r = respond(
            igJSONRequest([
                igJSONSection(igJSONItems(1, 33, 33)), igJSONSection(insets: (10, 10, 5, 5), igJSONItems(1, 85, 50)),
            ]))
        #expect(r.contentSize.height == 98)
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(1, 0), apiRect(10, 43, 85, 50))
    }

    @Test("test_whenSectionsSmallerThanWidth_withSectionHeader_thatHeaderCausesNewline")
    func test_whenSectionsSmallerThanWidth_withSectionHeader_thatHeaderCausesNewline() {
        let r = respond(
            igJSONRequest([
                igJSONSection(igJSONItems(1, 33, 33)), igJSONSection(headerHeight: 10, igJSONItems(1, 33, 33)),
            ]))
        #expect(r.contentSize.height == 76)
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(1, 0), apiRect(0, 43, 33, 33))
    }

    @Test("test_whenSectionsSmallerThanHeight_withHorizontalScrolling_withSectionHeader_thatHeaderCausesNewline")
    func test_whenSectionsSmallerThanHeight_withHorizontalScrolling_withSectionHeader_thatHeaderCausesNewline() {
        let r = respond(
            igJSONRequest(
                [igJSONSection(igJSONItems(1, 33, 33)), igJSONSection(headerHeight: 10, igJSONItems(1, 33, 33))],
                horizontal: true))
        #expect(r.contentSize.width == 76)
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(1, 0), apiRect(43, 0, 33, 33))
    }

    /// The original performs batch updates (reload, delete, move, insert) on a 100 × 400 view and checks the
    /// layout once they complete; the animation is outside the contract, so this lays out the final data.
    @Test("test_whenBatchItemUpdates_withHeaderHeight_withLineSpacing_withInsets_thatLayoutCorrectAfterUpdates")
    func test_whenBatchItemUpdates_withHeaderHeight_withLineSpacing_withInsets_thatLayoutCorrectAfterUpdates() {
        let i: (Double, Double, Double, Double) = (10, 10, 5, 5)
        func section(_ items: [(Double, Double)]) -> String {
            igJSONSection(insets: i, lineSpacing: 10, headerHeight: 10, items)
        }
        let r = respond(
            igJSONRequest(
                [
                    section([(85, 30)]), section([(85, 40)]), section([(85, 30), (85, 10)]),
                    section([(85, 10), (85, 20)]),
                ], height: 400))
        #expect(r.contentSize.height == 260)
        expectAPIFrame(r.header(0), apiRect(10, 10, 85, 10))
        expectAPIFrame(r.cell(0, 0), apiRect(10, 20, 85, 30))
        expectAPIFrame(r.header(1), apiRect(10, 65, 85, 10))
        expectAPIFrame(r.cell(1, 0), apiRect(10, 75, 85, 40))
        expectAPIFrame(r.header(2), apiRect(10, 130, 85, 10))
        expectAPIFrame(r.cell(2, 0), apiRect(10, 140, 85, 30))
        expectAPIFrame(r.cell(2, 1), apiRect(10, 180, 85, 10))
        expectAPIFrame(r.header(3), apiRect(10, 205, 85, 10))
        expectAPIFrame(r.cell(3, 0), apiRect(10, 215, 85, 10))
        expectAPIFrame(r.cell(3, 1), apiRect(10, 235, 85, 20))
    }

    @Test("test_whenChangingBoundsSize_withItemsThatNewlineAfterChange_thatLayoutShiftsItems")
    func test_whenChangingBoundsSize_withItemsThatNewlineAfterChange_thatLayoutShiftsItems() {
        let sections = (0..<3).map { _ in igJSONSection(igJSONItems(1, 33, 33)) }
        let wide = respond(igJSONRequest(sections))
        #expect(wide.contentSize.height == 33)
        expectAPIFrame(wide.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(wide.cell(1, 0), apiRect(33, 0, 33, 33))
        expectAPIFrame(wide.cell(2, 0), apiRect(66, 0, 33, 33))
        // "can no longer fit 3 items in one section": the same data in a 70 × 100 view.
        let narrow = respond(igJSONRequest(sections, width: 70))
        #expect(narrow.contentSize.height == 66)
        expectAPIFrame(narrow.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(narrow.cell(1, 0), apiRect(33, 0, 33, 33))
        expectAPIFrame(narrow.cell(2, 0), apiRect(0, 33, 33, 33))
    }
}
