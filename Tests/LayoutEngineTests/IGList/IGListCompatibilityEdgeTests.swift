// IGListKit's Tests/IGListCollectionViewLayoutTests.m, continued: content insets, the 1-point overshoot
// tolerance, stretchToEdge, a grid of inset sections, and a layout after new sizes.
import Testing

@testable import LayoutEngine

@Suite("IGListKit's IGListCollectionViewLayoutTests: insets, tolerance and stretching")
struct IGListCompatibilityEdgeTests {
    @Test("test_whenCollectionViewContentInset_withFullWidthItems_thatItemsPinchedIn")
    func test_whenCollectionViewContentInset_withFullWidthItems_thatItemsPinchedIn() {
        let r = run(
            igRequest(
                [igSection(headerHeight: 10, [size(40, 10), size(40, 20)])], contentInset: insets(0, 30, 0, 30)))
        #expect(r.contentSize.height == 40)
        expectFrame(r.header(0)?.frame, rect(0, 0, 40, 10))
        expectFrame(r.cell(0, 0)?.frame, rect(0, 10, 40, 10))
        expectFrame(r.cell(0, 1)?.frame, rect(0, 20, 40, 20))
    }

    @Test("test_whenItemsAddedWidthSmallerThanWidth_DifferenceSmallerThanEpsilon")
    func test_whenItemsAddedWidthSmallerThanWidth_DifferenceSmallerThanEpsilon() {
        let r = run(igRequest([igSection(igItems(3, 33, 33))], stretchToEdge: true))
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(0, 1)?.frame, rect(33, 0, 33, 33))
        expectFrame(r.cell(0, 2)?.frame, rect(66, 0, 34, 33))
    }

    @Test("test_whenItemsAddedWidthSmallerThanWidth_DifferenceBiggerThanEpsilon")
    func test_whenItemsAddedWidthSmallerThanWidth_DifferenceBiggerThanEpsilon() {
        let r = run(igRequest([igSection([size(33, 33), size(65, 33)])], stretchToEdge: true))
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 33, 33))
        expectFrame(r.cell(0, 1)?.frame, rect(33, 0, 65, 33))
    }

    @Test("test_whenItemsAddedWithBiggerThanWidth_DifferenceSmallerThanEpsilon")
    func test_whenItemsAddedWithBiggerThanWidth_DifferenceSmallerThanEpsilon() {
        let r = run(igRequest([igSection([size(50, 50), size(51, 50)])]))
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 50, 50))
        expectFrame(r.cell(0, 1)?.frame, rect(50, 0, 51, 50))
    }

    @Test("test_whenItemsAddedWithBiggerThanWidth_DifferenceBiggerThanEpsilon")
    func test_whenItemsAddedWithBiggerThanWidth_DifferenceBiggerThanEpsilon() {
        let r = run(igRequest([igSection([size(50, 50), size(52, 50)])]))
        expectFrame(r.cell(0, 0)?.frame, rect(0, 0, 50, 50))
        expectFrame(r.cell(0, 1)?.frame, rect(0, 50, 52, 50))
    }

    @Test("test_")
    func test_() {
        let sections = (0..<6).map { _ in igSection(insets: insets(1, 1, 1, 1), igItems(1, 136, 136)) }
        let r = run(igRequest(sections, width: 414, height: 736))
        #expect(r.contentSize.height == 276)
        expectFrame(r.cell(0, 0)?.frame, rect(1, 1, 136, 136))
        expectFrame(r.cell(1, 0)?.frame, rect(139, 1, 136, 136))
        expectFrame(r.cell(2, 0)?.frame, rect(277, 1, 136, 136))
        expectFrame(r.cell(3, 0)?.frame, rect(1, 139, 136, 136))
        expectFrame(r.cell(4, 0)?.frame, rect(139, 139, 136, 136))
        expectFrame(r.cell(5, 0)?.frame, rect(277, 139, 136, 136))
    }

    @Test("test_whenUpdatingSizes_thatLayoutUpdates")
    func test_whenUpdatingSizes_thatLayoutUpdates() {
        let before = run(igRequest([igSection(igItems(2, 10, 10))]))
        expectFrame(before.cell(0, 0)?.frame, rect(0, 0, 10, 10))
        expectFrame(before.cell(0, 1)?.frame, rect(10, 0, 10, 10))
        let after = run(igRequest([igSection(igItems(3, 20, 20))]))
        expectFrame(after.cell(0, 0)?.frame, rect(0, 0, 20, 20))
        expectFrame(after.cell(0, 1)?.frame, rect(20, 0, 20, 20))
        expectFrame(after.cell(0, 2)?.frame, rect(40, 0, 20, 20))
    }
}
