import LayoutAPI
import LayoutEngine
// IGListKit's Tests/IGListCollectionViewLayoutTests.m, continued: content insets, the 1-point overshoot
// tolerance, stretchToEdge, a grid of inset sections, and a layout after new sizes.
import Testing

@Suite("IGListKit's IGListCollectionViewLayoutTests as requests: insets, tolerance and stretching")
struct IGListRequestCompatibilityEdgeTests {
    @Test("test_whenCollectionViewContentInset_withFullWidthItems_thatItemsPinchedIn")
    func test_whenCollectionViewContentInset_withFullWidthItems_thatItemsPinchedIn() {
        let r = respond(
            igJSONRequest(
                [igJSONSection(headerHeight: 10, [(40, 10), (40, 20)])], contentInset: (0, 30, 0, 30)))
        #expect(r.contentSize.height == 40)
        expectAPIFrame(r.header(0), apiRect(0, 0, 40, 10))
        expectAPIFrame(r.cell(0, 0), apiRect(0, 10, 40, 10))
        expectAPIFrame(r.cell(0, 1), apiRect(0, 20, 40, 20))
    }

    @Test("test_whenItemsAddedWidthSmallerThanWidth_DifferenceSmallerThanEpsilon")
    func test_whenItemsAddedWidthSmallerThanWidth_DifferenceSmallerThanEpsilon() {
        let r = respond(igJSONRequest([igJSONSection(igJSONItems(3, 33, 33))], stretchToEdge: true))
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(0, 1), apiRect(33, 0, 33, 33))
        expectAPIFrame(r.cell(0, 2), apiRect(66, 0, 34, 33))
    }

    @Test("test_whenItemsAddedWidthSmallerThanWidth_DifferenceBiggerThanEpsilon")
    func test_whenItemsAddedWidthSmallerThanWidth_DifferenceBiggerThanEpsilon() {
        let r = respond(igJSONRequest([igJSONSection([(33, 33), (65, 33)])], stretchToEdge: true))
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 33, 33))
        expectAPIFrame(r.cell(0, 1), apiRect(33, 0, 65, 33))
    }

    @Test("test_whenItemsAddedWithBiggerThanWidth_DifferenceSmallerThanEpsilon")
    func test_whenItemsAddedWithBiggerThanWidth_DifferenceSmallerThanEpsilon() {
        let r = respond(igJSONRequest([igJSONSection([(50, 50), (51, 50)])]))
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 50, 50))
        expectAPIFrame(r.cell(0, 1), apiRect(50, 0, 51, 50))
    }

    @Test("test_whenItemsAddedWithBiggerThanWidth_DifferenceBiggerThanEpsilon")
    func test_whenItemsAddedWithBiggerThanWidth_DifferenceBiggerThanEpsilon() {
        let r = respond(igJSONRequest([igJSONSection([(50, 50), (52, 50)])]))
        expectAPIFrame(r.cell(0, 0), apiRect(0, 0, 50, 50))
        expectAPIFrame(r.cell(0, 1), apiRect(0, 50, 52, 50))
    }

    @Test("test_")
    func test_() {
        let sections = (0..<6).map { _ in igJSONSection(insets: (1, 1, 1, 1), igJSONItems(1, 136, 136)) }
        let r = respond(igJSONRequest(sections, width: 414, height: 736))
        #expect(r.contentSize.height == 276)
        expectAPIFrame(r.cell(0, 0), apiRect(1, 1, 136, 136))
        expectAPIFrame(r.cell(1, 0), apiRect(139, 1, 136, 136))
        expectAPIFrame(r.cell(2, 0), apiRect(277, 1, 136, 136))
        expectAPIFrame(r.cell(3, 0), apiRect(1, 139, 136, 136))
        expectAPIFrame(r.cell(4, 0), apiRect(139, 139, 136, 136))
        expectAPIFrame(r.cell(5, 0), apiRect(277, 139, 136, 136))
    }

    @Test("test_whenUpdatingSizes_thatLayoutUpdates")
    func test_whenUpdatingSizes_thatLayoutUpdates() {
        let before = respond(igJSONRequest([igJSONSection(igJSONItems(2, 10, 10))]))
        expectAPIFrame(before.cell(0, 0), apiRect(0, 0, 10, 10))
        expectAPIFrame(before.cell(0, 1), apiRect(10, 0, 10, 10))
        let after = respond(igJSONRequest([igJSONSection(igJSONItems(3, 20, 20))]))
        expectAPIFrame(after.cell(0, 0), apiRect(0, 0, 20, 20))
        expectAPIFrame(after.cell(0, 1), apiRect(20, 0, 20, 20))
        expectAPIFrame(after.cell(0, 2), apiRect(40, 0, 20, 20))
    }
}
