// IGListKit's Tests/IGListCollectionViewLayoutTests.m, continued: sticky headers (the contract's pinning with
// `offset = topContentInset + stickyHeaderYOffset`, bounded by the next section, the last section unbounded)
// and showHeaderWhenEmpty. The originals' `setUpWithStickyHeaders:showHeaderWhenEmpty:` always turns sticky
// headers on with topContentInset 0, whatever its first argument; so do these.
import Testing

@testable import LayoutEngine

@Suite("IGListKit's IGListCollectionViewLayoutTests: sticky headers and empty sections")
struct IGListCompatibilityStickyTests {
    @Test("test_whenSectionDataIsEmpty_thatStickyHeaderStillShow")
    func test_whenSectionDataIsEmpty_thatStickyHeaderStillShow() {
        let r = run(
            igRequest(
                [igSection(headerHeight: 10, []), igSection(headerHeight: 20, []), igSection(headerHeight: 30, [])],
                stickyHeaders: true, showHeaderWhenEmpty: true))
        expectFrame(r.header(0)?.frame, rect(0, 0, 100, 10))
        expectFrame(r.header(1)?.frame, rect(0, 10, 100, 20))
        expectFrame(r.header(2)?.frame, rect(0, 30, 100, 30))
    }

    /// The original expects section 1's header view to be absent (its frame reads as zero); here it is simply
    /// not returned.
    @Test("test_whenSectionDataIsEmpty_thatStickyHeaderShouldBeHidden")
    func test_whenSectionDataIsEmpty_thatStickyHeaderShouldBeHidden() {
        let r = run(
            igRequest(
                [
                    igSection(headerHeight: 10, [size(85, 10)]), igSection(headerHeight: 20, []),
                    igSection(headerHeight: 20, [size(85, 10), size(85, 20)]),
                ], stickyHeaders: true, showHeaderWhenEmpty: false))
        expectFrame(r.header(0)?.frame, rect(0, 0, 100, 10))
        #expect(r.header(1) == nil)
        expectFrame(r.header(2)?.frame, rect(0, 20, 100, 20))
    }

    static let scrollingSections = [
        igSection(headerHeight: 10, [size(100, 20), size(100, 20)]),
        igSection(headerHeight: 10, [size(100, 30), size(100, 30), size(100, 30)]),
    ]

    @Test("test_whenUsingStickyHeaders_withSimulatedScrolling_thatYPositionsAdjusted")
    func test_whenUsingStickyHeaders_withSimulatedScrolling_thatYPositionsAdjusted() {
        // scroll header 0 halfway
        var r = run(
            igRequest(
                Self.scrollingSections, stickyHeaders: true, topContentInset: 10, contentOffset: Point(x: 0, y: 5)))
        expectFrame(r.header(0)?.frame, rect(0, 15, 100, 10))
        expectFrame(r.header(1)?.frame, rect(0, 50, 100, 10))
        // scroll header 0 off and 1 up
        r = run(
            igRequest(
                Self.scrollingSections, stickyHeaders: true, topContentInset: 10, contentOffset: Point(x: 0, y: 45)))
        expectFrame(r.header(0)?.frame, rect(0, 40, 100, 10))
        expectFrame(r.header(1)?.frame, rect(0, 55, 100, 10))
    }

    @Test("test_whenUsingStickyHeaders_withSimulatedHorizontalScrolling_thatXPositionsAdjusted")
    func test_whenUsingStickyHeaders_withSimulatedHorizontalScrolling_thatXPositionsAdjusted() {
        let sections = [
            igSection(headerHeight: 10, [size(20, 100), size(20, 100)]),
            igSection(headerHeight: 10, [size(30, 100), size(30, 100), size(30, 100)]),
        ]
        // scroll header 0 halfway
        var r = run(
            igRequest(
                sections, direction: .horizontal, stickyHeaders: true, topContentInset: 10,
                contentOffset: Point(x: 5, y: 0)))
        expectFrame(r.header(0)?.frame, rect(15, 0, 10, 100))
        expectFrame(r.header(1)?.frame, rect(50, 0, 10, 100))
        // scroll header 0 off and 1 left
        r = run(
            igRequest(
                sections, direction: .horizontal, stickyHeaders: true, topContentInset: 10,
                contentOffset: Point(x: 45, y: 0)))
        expectFrame(r.header(0)?.frame, rect(40, 0, 10, 100))
        expectFrame(r.header(1)?.frame, rect(55, 0, 10, 100))
    }

    @Test("test_whenAdjustingTopYInset_withVaryingHeaderHeights_thatYPositionsUpdated")
    func test_whenAdjustingTopYInset_withVaryingHeaderHeights_thatYPositionsUpdated() {
        let sections = [
            igSection(headerHeight: 10, [size(100, 10), size(100, 20)]),
            igSection(headerHeight: 10, [size(100, 30), size(100, 40), size(100, 50)]),
        ]
        func layout(yOffset: Double) -> LayoutResult {
            run(
                igRequest(
                    sections, stickyHeaders: true, topContentInset: 10, stickyHeaderYOffset: yOffset,
                    contentOffset: Point(x: 0, y: 35)))
        }
        // scroll header 0 off and 1 up
        var r = layout(yOffset: 0)
        expectFrame(r.header(0)?.frame, rect(0, 30, 100, 10))
        expectFrame(r.header(1)?.frame, rect(0, 45, 100, 10))
        r = layout(yOffset: -10)
        expectFrame(r.header(0)?.frame, rect(0, 30, 100, 10))
        expectFrame(r.header(1)?.frame, rect(0, 40, 100, 10))
        r = layout(yOffset: 10)
        expectFrame(r.header(0)?.frame, rect(0, 30, 100, 10))
        expectFrame(r.header(1)?.frame, rect(0, 55, 100, 10))
    }
}
