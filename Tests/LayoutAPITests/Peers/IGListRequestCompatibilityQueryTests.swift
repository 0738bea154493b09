import LayoutAPI
import LayoutEngine
// IGListKit's Tests/IGListCollectionViewLayoutTests.m, continued: `layoutAttributesForElementsInRect:` counts
// and index paths, as `elements: {rect}` queries. IGListKit counts a frame that only touches the rect's edge as
// outside, as the contract does (positive-area overlap).
import Testing

@Suite("IGListKit's IGListCollectionViewLayoutTests as requests: rect queries")
struct IGListRequestCompatibilityQueryTests {
    @Test("test_whenQueryingLayoutAttributes_withLotsOfCells_thatExactFramesFetched")
    func test_whenQueryingLayoutAttributes_withLotsOfCells_thatExactFramesFetched() {
        let sections = ([igJSONSection(igJSONItems(1000, 100, 20))])
        #expect(respond(igJSONRequest(sections, elements: rectElements(0, 500, 100, 100))).attributes.count == 5)
        #expect(respond(igJSONRequest(sections, elements: rectElements(0, 0, 100, 1000))).attributes.count == 50)
        #expect(respond(igJSONRequest(sections, elements: rectElements(0, 250, 100, 100))).attributes.count == 6)
        #expect(respond(igJSONRequest(sections, elements: rectElements(0, 250, 100, 1))).attributes.count == 1)
    }

    @Test("test_whenSecondItemDoesntIntersectRect_thatOtherAttributesExist")
    func test_whenSecondItemDoesntIntersectRect_thatOtherAttributesExist() {
        let sections = ((0..<6).map { _ in igJSONSection([(50, 100), (50, 10)]) })
        let paths = respond(igJSONRequest(sections, elements: rectElements(0, 50, 100, 100))).attributes.map {
            [$0.section, $0.item]
        }
        // should include 2 of the 100-height items and one of the 10-height
        #expect(paths == [[0, 0], [1, 0], [1, 1]])
    }

    @Test("test_whenTwoConsecutiveItemsDontIntersectRect_thatOtherAttributesExist")
    func test_whenTwoConsecutiveItemsDontIntersectRect_thatOtherAttributesExist() {
        let sections = ((0..<6).map { _ in igJSONSection([(30, 100), (30, 10), (30, 10)]) })
        let paths = respond(igJSONRequest(sections, elements: rectElements(0, 50, 100, 100))).attributes.map {
            [$0.section, $0.item]
        }
        // should include 2 of the 100-height items and two of the 10-height
        #expect(paths == [[0, 0], [1, 0], [1, 1], [1, 2]])
    }
}
