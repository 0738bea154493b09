import LayoutAPI
import LayoutEngine
// IGListKit's Tests/IGListCollectionViewLayoutTests.m, continued: sticky headers (the contract's pinning with
// `offset = topContentInset + stickyHeaderYOffset`, bounded by the next section, the last section unbounded)
// and showHeaderWhenEmpty. The originals' `setUpWithStickyHeaders:showHeaderWhenEmpty:` always turns sticky
// headers on with topContentInset 0, whatever its first argument; so do these.
import Testing

@Suite("IGListKit's IGListCollectionViewLayoutTests as requests: sticky headers and empty sections")
struct IGListRequestCompatibilityStickyTests {
    @Test("test_whenSectionDataIsEmpty_thatStickyHeaderStillShow")
    func test_whenSectionDataIsEmpty_thatStickyHeaderStillShow() {
        let r = respond(
            igJSONRequest(
                [
                    igJSONSection(headerHeight: 10, []), igJSONSection(headerHeight: 20, []),
                    igJSONSection(headerHeight: 30, []),
                ],
                stickyHeaders: true, showHeaderWhenEmpty: true))
        expectAPIFrame(r.header(0), apiRect(0, 0, 100, 10))
        expectAPIFrame(r.header(1), apiRect(0, 10, 100, 20))
        expectAPIFrame(r.header(2), apiRect(0, 30, 100, 30))
    }

    /// The original expects section 1's header view to be absent (its frame reads as zero); here it is simply
    /// not returned.
    @Test("test_whenSectionDataIsEmpty_thatStickyHeaderShouldBeHidden")
    func test_whenSectionDataIsEmpty_thatStickyHeaderShouldBeHidden() {
        let r = respond(
            igJSONRequest(
                [
                    igJSONSection(headerHeight: 10, [(85, 10)]), igJSONSection(headerHeight: 20, []),
                    igJSONSection(headerHeight: 20, [(85, 10), (85, 20)]),
                ], stickyHeaders: true, showHeaderWhenEmpty: false))
        expectAPIFrame(r.header(0), apiRect(0, 0, 100, 10))
        #expect(r.header(1) == nil)
        expectAPIFrame(r.header(2), apiRect(0, 20, 100, 20))
    }

    static let scrollingSections = [
        igJSONSection(headerHeight: 10, [(100, 20), (100, 20)]),
        igJSONSection(headerHeight: 10, [(100, 30), (100, 30), (100, 30)]),
    ]

    @Test("test_whenUsingStickyHeaders_withSimulatedScrolling_thatYPositionsAdjusted")
    func test_whenUsingStickyHeaders_withSimulatedScrolling_thatYPositionsAdjusted() {
        // scroll header 0 halfway
        var r = respond(
            igJSONRequest(
                Self.scrollingSections, stickyHeaders: true, topContentInset: 10, contentOffset: (0, 5)))
        expectAPIFrame(r.header(0), apiRect(0, 15, 100, 10))
        expectAPIFrame(r.header(1), apiRect(0, 50, 100, 10))
        // scroll header 0 off and 1 up
        r = respond(
            igJSONRequest(
                Self.scrollingSections, stickyHeaders: true, topContentInset: 10, contentOffset: (0, 45)))
        expectAPIFrame(r.header(0), apiRect(0, 40, 100, 10))
        expectAPIFrame(r.header(1), apiRect(0, 55, 100, 10))
    }

    @Test("test_whenUsingStickyHeaders_withSimulatedHorizontalScrolling_thatXPositionsAdjusted")
    func test_whenUsingStickyHeaders_withSimulatedHorizontalScrolling_thatXPositionsAdjusted() {
        let sections = [
            igJSONSection(headerHeight: 10, [(20, 100), (20, 100)]),
            igJSONSection(headerHeight: 10, [(30, 100), (30, 100), (30, 100)]),
        ]
        // scroll header 0 halfway
        var r = respond(
            igJSONRequest(
                sections, horizontal: true, stickyHeaders: true, topContentInset: 10,
                contentOffset: (5, 0)))
        expectAPIFrame(r.header(0), apiRect(15, 0, 10, 100))
        expectAPIFrame(r.header(1), apiRect(50, 0, 10, 100))
        // scroll header 0 off and 1 left
        r = respond(
            igJSONRequest(
                sections, horizontal: true, stickyHeaders: true, topContentInset: 10,
                contentOffset: (45, 0)))
        expectAPIFrame(r.header(0), apiRect(40, 0, 10, 100))
        expectAPIFrame(r.header(1), apiRect(55, 0, 10, 100))
    }

    @Test("test_whenAdjustingTopYInset_withVaryingHeaderHeights_thatYPositionsUpdated")
    func test_whenAdjustingTopYInset_withVaryingHeaderHeights_thatYPositionsUpdated() {
        let sections = [
            igJSONSection(headerHeight: 10, [(100, 10), (100, 20)]),
            igJSONSection(headerHeight: 10, [(100, 30), (100, 40), (100, 50)]),
        ]
        func layout(yOffset: Double) -> APILayout {
            respond(
                igJSONRequest(
                    sections, stickyHeaders: true, topContentInset: 10, stickyHeaderYOffset: yOffset,
                    contentOffset: (0, 35)))
        }
        // scroll header 0 off and 1 up
        var r = layout(yOffset: 0)
        expectAPIFrame(r.header(0), apiRect(0, 30, 100, 10))
        expectAPIFrame(r.header(1), apiRect(0, 45, 100, 10))
        r = layout(yOffset: -10)
        expectAPIFrame(r.header(0), apiRect(0, 30, 100, 10))
        expectAPIFrame(r.header(1), apiRect(0, 40, 100, 10))
        r = layout(yOffset: 10)
        expectAPIFrame(r.header(0), apiRect(0, 30, 100, 10))
        expectAPIFrame(r.header(1), apiRect(0, 55, 100, 10))
    }
}
