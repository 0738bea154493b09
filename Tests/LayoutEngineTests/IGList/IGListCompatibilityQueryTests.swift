// IGListKit's Tests/IGListCollectionViewLayoutTests.m, continued: `layoutAttributesForElementsInRect:` counts
// and index paths, as `elements: {rect}` queries. IGListKit counts a frame that only touches the rect's edge as
// outside, as the contract does (positive-area overlap).
import Testing

@testable import LayoutEngine

@Suite("IGListKit's IGListCollectionViewLayoutTests: rect queries")
struct IGListCompatibilityQueryTests {
    @Test("test_whenQueryingLayoutAttributes_withLotsOfCells_thatExactFramesFetched")
    func test_whenQueryingLayoutAttributes_withLotsOfCells_thatExactFramesFetched() {
        let request = igRequest([igSection(igItems(1000, 100, 20))])
        #expect(run(request, .rect(rect(0, 500, 100, 100))).attributes.count == 5)
        #expect(run(request, .rect(rect(0, 0, 100, 1000))).attributes.count == 50)
        #expect(run(request, .rect(rect(0, 250, 100, 100))).attributes.count == 6)
        #expect(run(request, .rect(rect(0, 250, 100, 1))).attributes.count == 1)
    }

    @Test("test_whenSecondItemDoesntIntersectRect_thatOtherAttributesExist")
    func test_whenSecondItemDoesntIntersectRect_thatOtherAttributesExist() {
        let request = igRequest((0..<6).map { _ in igSection([size(50, 100), size(50, 10)]) })
        let paths = run(request, .rect(rect(0, 50, 100, 100))).attributes.map { [$0.section, $0.item] }
        // should include 2 of the 100-height items and one of the 10-height
        #expect(paths == [[0, 0], [1, 0], [1, 1]])
    }

    @Test("test_whenTwoConsecutiveItemsDontIntersectRect_thatOtherAttributesExist")
    func test_whenTwoConsecutiveItemsDontIntersectRect_thatOtherAttributesExist() {
        let request = igRequest((0..<6).map { _ in igSection([size(30, 100), size(30, 10), size(30, 10)]) })
        let paths = run(request, .rect(rect(0, 50, 100, 100))).attributes.map { [$0.section, $0.item] }
        // should include 2 of the 100-height items and two of the 10-height
        #expect(paths == [[0, 0], [1, 0], [1, 1], [1, 2]])
    }
}
