// IGListKit's Tests/IGListCollectionViewLayoutTests.m, re-expressed against the engine: each test is named after
// the original method and expects the original's numbers (collection view 100 × 100 unless the original says
// otherwise). Sticky-header and rect-query tests are in IGListCompatibilityStickyTests.swift and
// IGListCompatibilityQueryTests.swift. Not re-expressed: test_whenQueryingAttributes_withSectionOOB_thatReturnsNil
// and test_whenQueryingAttributes_withItemOOB_thatReturnsNil assert that a per-index-path lookup answers nil, an
// API the contract does not have (a request simply returns no attribute for an index path that does not exist).
import Testing

@testable import LayoutEngine

@Suite("IGListKit's IGListCollectionViewLayoutTests: frames and content sizes")
struct IGListCompatibilityTests {
    @Test("test_whenEmptyData_thatContentSizeZero")
    func test_whenEmptyData_thatContentSizeZero() {
        let result = run(igRequest([], stickyHeaders: true))
        #expect(result.contentSize == .zero)
        #expect(result.attributes.isEmpty)
    }

    @Test("test_whenLayingOutCellsVertically_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect")
    func test_whenLayingOutCellsVertically_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect() {
        let i = insets(10, 10, 5, 5)
        let r = run(
            igRequest([
                igSection(insets: i, lineSpacing: 10, headerHeight: 10, [size(85, 10), size(85, 20)]),
                igSection(insets: i, lineSpacing: 10, headerHeight: 10, [size(85, 30)]),
            ]))
        #expect(r.contentSize.height == 120)
        expectFrame(r.header(0)?.frame, rect(10, 10, 85, 10))
        expectFrame(r.cell(0, 0)?.frame, rect(10, 20, 85, 10))
        expectFrame(r.cell(0, 1)?.frame, rect(10, 40, 85, 20))
        expectFrame(r.header(1)?.frame, rect(10, 75, 85, 10))
        expectFrame(r.cell(1, 0)?.frame, rect(10, 85, 85, 30))
    }

    @Test("test_whenLayingOutCellsVertically_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect")
    func test_whenLayingOutCellsVertically_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect() {
        let i = insets(10, 10, 5, 5)
        let r = run(
            igRequest(
                [
                    igSection(insets: i, lineSpacing: 10, footerHeight: 10, [size(85, 10), size(85, 20)]),
                    igSection(insets: i, lineSpacing: 10, footerHeight: 10, [size(85, 30)]),
                ], height: 150))
        #expect(r.contentSize.height == 120)
        expectFrame(r.cell(0, 0)?.frame, rect(10, 10, 85, 10))
        expectFrame(r.cell(0, 1)?.frame, rect(10, 30, 85, 20))
        expectFrame(r.footer(0)?.frame, rect(10, 50, 85, 10))
        expectFrame(r.cell(1, 0)?.frame, rect(10, 75, 85, 30))
        expectFrame(r.footer(1)?.frame, rect(10, 105, 85, 10))
    }

    @Test(
        "test_whenLayingOutCellsVertically_withHeaderHeight_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect"
    )
    func
        test_whenLayingOutCellsVertically_withHeaderHeight_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect()
    {
        let i = insets(10, 10, 5, 5)
        let r = run(
            igRequest(
                [
                    igSection(
                        insets: i, lineSpacing: 10, headerHeight: 10, footerHeight: 10, [size(85, 10), size(85, 20)]),
                    igSection(insets: i, lineSpacing: 10, headerHeight: 10, footerHeight: 10, [size(85, 30)]),
                ], height: 150))
        #expect(r.contentSize.height == 140)
        expectFrame(r.header(0)?.frame, rect(10, 10, 85, 10))
        expectFrame(r.cell(0, 0)?.frame, rect(10, 20, 85, 10))
        expectFrame(r.cell(0, 1)?.frame, rect(10, 40, 85, 20))
        expectFrame(r.footer(0)?.frame, rect(10, 60, 85, 10))
        expectFrame(r.header(1)?.frame, rect(10, 85, 85, 10))
        expectFrame(r.cell(1, 0)?.frame, rect(10, 95, 85, 30))
        expectFrame(r.footer(1)?.frame, rect(10, 125, 85, 10))
    }

    @Test("test_whenLayingOutCellsHorizontally_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect")
    func test_whenLayingOutCellsHorizontally_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect() {
        let i = insets(10, 10, 5, 5)
        let r = run(
            igRequest(
                [
                    igSection(insets: i, lineSpacing: 10, headerHeight: 10, [size(45, 10), size(45, 20)]),
                    igSection(insets: i, lineSpacing: 10, headerHeight: 10, [size(45, 30)]),
                ], direction: .horizontal))
        #expect(r.contentSize.width == 140)
        expectFrame(r.header(0)?.frame, rect(10, 10, 10, 85))
        expectFrame(r.cell(0, 0)?.frame, rect(20, 10, 45, 10))
        expectFrame(r.cell(0, 1)?.frame, rect(20, 20, 45, 20))
        expectFrame(r.header(1)?.frame, rect(80, 10, 10, 85))
        expectFrame(r.cell(1, 0)?.frame, rect(90, 10, 45, 30))
    }

    @Test("test_whenLayingOutCellsHorizontally_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect")
    func test_whenLayingOutCellsHorizontally_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect() {
        let i = insets(10, 10, 5, 5)
        let r = run(
            igRequest(
                [
                    igSection(insets: i, lineSpacing: 10, footerHeight: 10, [size(45, 10), size(45, 20)]),
                    igSection(insets: i, lineSpacing: 10, footerHeight: 10, [size(45, 30)]),
                ], direction: .horizontal))
        #expect(r.contentSize.width == 75)
        expectFrame(r.footer(0)?.frame, rect(60, 10, 10, 85))
        expectFrame(r.cell(0, 0)?.frame, rect(10, 10, 45, 10))
        expectFrame(r.cell(0, 1)?.frame, rect(10, 20, 45, 20))
        expectFrame(r.footer(1)?.frame, rect(60, 10, 10, 85))
        expectFrame(r.cell(1, 0)?.frame, rect(10, 55, 45, 30))
    }

    @Test("test_whenItemsSmallerThanContainerWidth_with0Insets_with0LineSpacing_with0Interitem_thatItemsFitSameRow")
    func test_whenItemsSmallerThanContainerWidth_with0Insets_with0LineSpacing_with0Interitem_thatItemsFitSameRow() {
        let r = run(igRequest([igSection(igItems(3, 33, 33)), igSection(igItems(1, 33, 33))]))
        #expect(r.contentSize.height == 66)
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(0, 1)?.frame, rect(33, 0, 33, 33))
        expectFrame(r.cell(0, 2)?.frame, rect(66, 0, 33, 33))
        expectFrame(r.cell(1, 0)?.frame, rect(0, 33, 33, 33))
    }

    @Test(
        "test_whenItemsSmallerThanContainerWidth_withHalfPointItemSpacing_with0Insets_with0LineSpacing_thatItemsFitSameRow",
        arguments: [1.0, 2.0, 3.0])
    func
        test_whenItemsSmallerThanContainerWidth_withHalfPointItemSpacing_with0Insets_with0LineSpacing_thatItemsFitSameRow(
            scale: Double
        )
    {
        let r = run(igRequest([igSection(interitemSpacing: 0.5, igItems(3, 33, 33))], scale: scale))
        #expect(r.contentSize.height == 33)
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(0, 1)?.frame, igIntegral(rect(33.5, 0, 33, 33), scale: scale))
        expectFrame(r.cell(0, 2)?.frame, rect(67, 0, 33, 33))
    }

    @Test(
        "test_whenItemsLargerThanContainerHeight_withHorizontalScrolling_with5PointItemSpacing_with0Insets_with10PointLineSpacing_thatItemsBumpToNewColumn"
    )
    func
        test_whenItemsLargerThanContainerHeight_withHorizontalScrolling_with5PointItemSpacing_with0Insets_with10PointLineSpacing_thatItemsBumpToNewColumn()
    {
        let r = run(
            igRequest([igSection(lineSpacing: 10, interitemSpacing: 5, igItems(3, 33, 33))], direction: .horizontal))
        #expect(r.contentSize.width == 76)
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(0, 1)?.frame, rect(0, 38, 33, 33))
        expectFrame(r.cell(0, 2)?.frame, rect(43, 0, 33, 33))
    }
}
