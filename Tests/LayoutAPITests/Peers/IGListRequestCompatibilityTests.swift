import LayoutAPI
import LayoutEngine
// IGListKit's Tests/IGListCollectionViewLayoutTests.m, re-expressed through LayoutAPI (JSON in, JSON out): each test is named after
// the original method and expects the original's numbers (collection view 100 × 100 unless the original says
// otherwise). Sticky-header and rect-query tests are in IGListRequestCompatibilityStickyTests.swift and
// IGListRequestCompatibilityQueryTests.swift. Not re-expressed: test_whenQueryingAttributes_withSectionOOB_thatReturnsNil
// and test_whenQueryingAttributes_withItemOOB_thatReturnsNil assert that a per-index-path lookup answers nil, an
// API the contract does not have (a request simply returns no attribute for an index path that does not exist).
import Testing

@Suite("IGListKit's IGListCollectionViewLayoutTests as requests: frames and content sizes")
struct IGListRequestCompatibilityTests {
    @Test("test_whenEmptyData_thatContentSizeZero")
    func test_whenEmptyData_thatContentSizeZero() {
        let result = respond(igJSONRequest([], stickyHeaders: true))
        #expect(result.contentSize == .zero)
        #expect(result.attributes.isEmpty)
    }

    @Test("test_whenLayingOutCellsVertically_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect")
    func test_whenLayingOutCellsVertically_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect() {
        let i: (Double, Double, Double, Double) = (10, 10, 5, 5)
        let r = respond(
            igJSONRequest([
                igJSONSection(insets: i, lineSpacing: 10, headerHeight: 10, [(85, 10), (85, 20)]),
                igJSONSection(insets: i, lineSpacing: 10, headerHeight: 10, [(85, 30)]),
            ]))
        #expect(r.contentSize.height == 120)
        expectAPIFrame(r.header(0), apiRect(10, 10, 85, 10))
        expectAPIFrame(r.cell(0, 0), apiRect(10, 20, 85, 10))
        expectAPIFrame(r.cell(0, 1), apiRect(10, 40, 85, 20))
        expectAPIFrame(r.header(1), apiRect(10, 75, 85, 10))
        expectAPIFrame(r.cell(1, 0), apiRect(10, 85, 85, 30))
    }

    @Test("test_whenLayingOutCellsVertically_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect")
    func test_whenLayingOutCellsVertically_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect() {
        let i: (Double, Double, Double, Double) = (10, 10, 5, 5)
        let r = respond(
            igJSONRequest(
                [
                    igJSONSection(insets: i, lineSpacing: 10, footerHeight: 10, [(85, 10), (85, 20)]),
                    igJSONSection(insets: i, lineSpacing: 10, footerHeight: 10, [(85, 30)]),
                ], height: 150))
        #expect(r.contentSize.height == 120)
        expectAPIFrame(r.cell(0, 0), apiRect(10, 10, 85, 10))
        expectAPIFrame(r.cell(0, 1), apiRect(10, 30, 85, 20))
        expectAPIFrame(r.footer(0), apiRect(10, 50, 85, 10))
        expectAPIFrame(r.cell(1, 0), apiRect(10, 75, 85, 30))
        expectAPIFrame(r.footer(1), apiRect(10, 105, 85, 10))
    }

    @Test(
        "test_whenLayingOutCellsVertically_withHeaderHeight_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect"
    )
    func
        test_whenLayingOutCellsVertically_withHeaderHeight_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect()
    {
        let i: (Double, Double, Double, Double) = (10, 10, 5, 5)
        let r = respond(
            igJSONRequest(
                [
                    igJSONSection(
                        insets: i, lineSpacing: 10, headerHeight: 10, footerHeight: 10, [(85, 10), (85, 20)]),
                    igJSONSection(insets: i, lineSpacing: 10, headerHeight: 10, footerHeight: 10, [(85, 30)]),
                ], height: 150))
        #expect(r.contentSize.height == 140)
        expectAPIFrame(r.header(0), apiRect(10, 10, 85, 10))
        expectAPIFrame(r.cell(0, 0), apiRect(10, 20, 85, 10))
        expectAPIFrame(r.cell(0, 1), apiRect(10, 40, 85, 20))
        expectAPIFrame(r.footer(0), apiRect(10, 60, 85, 10))
        expectAPIFrame(r.header(1), apiRect(10, 85, 85, 10))
        expectAPIFrame(r.cell(1, 0), apiRect(10, 95, 85, 30))
        expectAPIFrame(r.footer(1), apiRect(10, 125, 85, 10))
    }

    @Test("test_whenLayingOutCellsHorizontally_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect")
    func test_whenLayingOutCellsHorizontally_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect() {
        let i: (Double, Double, Double, Double) = (10, 10, 5, 5)
        let r = respond(
            igJSONRequest(
                [
                    igJSONSection(insets: i, lineSpacing: 10, headerHeight: 10, [(45, 10), (45, 20)]),
                    igJSONSection(insets: i, lineSpacing: 10, headerHeight: 10, [(45, 30)]),
                ], horizontal: true))
        #expect(r.contentSize.width == 140)
        expectAPIFrame(r.header(0), apiRect(10, 10, 10, 85))
        expectAPIFrame(r.cell(0, 0), apiRect(20, 10, 45, 10))
        expectAPIFrame(r.cell(0, 1), apiRect(20, 20, 45, 20))
        expectAPIFrame(r.header(1), apiRect(80, 10, 10, 85))
        expectAPIFrame(r.cell(1, 0), apiRect(90, 10, 45, 30))
    }

    @Test("test_whenLayingOutCellsHorizontally_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect")
    func test_whenLayingOutCellsHorizontally_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect() {
        let i: (Double, Double, Double, Double) = (10, 10, 5, 5)
        let r = respond(
            igJSONRequest(
                [
                    igJSONSection(insets: i, lineSpacing: 10, footerHeight: 10, [(45, 10), (45, 20)]),
                    igJSONSection(insets: i, lineSpacing: 10, footerHeight: 10, [(45, 30)]),
                ], horizontal: true))
        #expect(r.contentSize.width == 75)
        expectAPIFrame(r.footer(0), apiRect(60, 10, 10, 85))
        expectAPIFrame(r.cell(0, 0), apiRect(10, 10, 45, 10))
        expectAPIFrame(r.cell(0, 1), apiRect(10, 20, 45, 20))
        expectAPIFrame(r.footer(1), apiRect(60, 10, 10, 85))
        expectAPIFrame(r.cell(1, 0), apiRect(10, 55, 45, 30))
    }

    @Test("test_whenItemsSmallerThanContainerWidth_with0Insets_with0LineSpacing_with0Interitem_thatItemsFitSameRow")
    func test_whenItemsSmallerThanContainerWidth_with0Insets_with0LineSpacing_with0Interitem_thatItemsFitSameRow() {
        let r = respond(igJSONRequest([igJSONSection(igJSONItems(3, 33, 33)), igJSONSection(igJSONItems(1, 33, 33))]))
        #expect(r.contentSize.height == 66)
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(0, 1), apiRect(33, 0, 33, 33))
        expectAPIFrame(r.cell(0, 2), apiRect(66, 0, 33, 33))
        expectAPIFrame(r.cell(1, 0), apiRect(0, 33, 33, 33))
    }

    @Test(
        "test_whenItemsSmallerThanContainerWidth_withHalfPointItemSpacing_with0Insets_with0LineSpacing_thatItemsFitSameRow",
        arguments: [1.0, 2.0, 3.0])
    func
        test_whenItemsSmallerThanContainerWidth_withHalfPointItemSpacing_with0Insets_with0LineSpacing_thatItemsFitSameRow(
            scale: Double
        )
    {
        let r = respond(igJSONRequest([igJSONSection(interitemSpacing: 0.5, igJSONItems(3, 33, 33))], scale: scale))
        #expect(r.contentSize.height == 33)
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(0, 1), apiIntegral(apiRect(33.5, 0, 33, 33), scale: scale))
        expectAPIFrame(r.cell(0, 2), apiRect(67, 0, 33, 33))
    }

    @Test(
        "test_whenItemsLargerThanContainerHeight_withHorizontalScrolling_with5PointItemSpacing_with0Insets_with10PointLineSpacing_thatItemsBumpToNewColumn"
    )
    func
        test_whenItemsLargerThanContainerHeight_withHorizontalScrolling_with5PointItemSpacing_with0Insets_with10PointLineSpacing_thatItemsBumpToNewColumn()
    {
        let r = respond(
            igJSONRequest(
                [igJSONSection(lineSpacing: 10, interitemSpacing: 5, igJSONItems(3, 33, 33))], horizontal: true))
        #expect(r.contentSize.width == 76)
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(0, 1), apiRect(0, 38, 33, 33))
        expectAPIFrame(r.cell(0, 2), apiRect(43, 0, 33, 33))
    }
}
