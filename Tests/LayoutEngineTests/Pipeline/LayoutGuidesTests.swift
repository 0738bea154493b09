import Testing

@testable import LayoutEngine

/// `LayoutGuides`: what a picture draws besides the elements (section bands, pin lines), computed by the engine's
/// own rules only when asked, so no renderer needs a second layout or a copy of the pinning rule.
@Suite("Layout guides: the bands and pin lines a picture draws, by the engine's rules")
struct LayoutGuidesTests {
    static let flow = FlowLayoutDescription(
        itemSize: size(375, 50), minimumLineSpacing: 0, headerReferenceSize: size(0, 20),
        footerReferenceSize: size(0, 10), sections: [flowSection(count: 4, 375, 50), flowSection(count: 2, 375, 50)])

    @Test("without asking, a result carries no guides; asking changes nothing else")
    func onlyWhenAsked() throws {
        let d = flowRequest(Self.flow, pinning: PinningDescription(headers: .all))
        let plain = try computeLayout(d, elements: .all)
        #expect(plain.guides == nil)
        var guided = try computeLayout(d, elements: .all, guides: true)
        #expect(guided.guides != nil)
        guided.guides = nil
        #expect(guided == plain)
    }

    /// Sections of 20 + 4 · 50 + 10 = 230 and 20 + 2 · 50 + 10 = 130 points; at contentOffset.y 100 with
    /// contentInset.top 30 and bottom 40 in a 667-point view, headers pin at 100 + 30 + 5 (pinning.offset) = 135
    /// and footers at 100 + 667 - 40 = 727.
    @Test("bands are the sections' extents; the pin lines are pinTop and the visible bottom at the answered offset")
    func verticalFlow() throws {
        let cv = collectionView(375, 667, inset: EdgeInsets(top: 30, bottom: 40), offsetY: 100)
        let d = flowRequest(Self.flow, in: cv, pinning: PinningDescription(headers: .all, footers: .all, offset: 5))
        let guides = try #require(try computeLayout(d, guides: true).guides)
        #expect(guides.sectionBands == [rect(0, 0, 375, 230), rect(0, 230, 375, 130)])
        #expect(
            guides.offsets == [OffsetGuides(contentOffset: Point(x: 0, y: 100), headerPinLine: 135, footerPinLine: 727)]
        )
        #expect(guides.sectionBands == (try sectionFrames(d)))
    }

    @Test("nothing pinned: no pin lines; a timeline has one guide per offset, in order")
    func timeline() throws {
        var cv = collectionView(375, 667)
        cv.contentOffsets = [Point(x: 0, y: 0), Point(x: 0, y: 80), Point(x: 0, y: 40)]
        let unpinned = try #require(try computeLayout(flowRequest(Self.flow, in: cv), guides: true).guides)
        #expect(unpinned.offsets.map(\.headerPinLine) == [nil, nil, nil])
        #expect(unpinned.offsets.map(\.footerPinLine) == [nil, nil, nil])
        let pinned = try #require(
            try computeLayout(
                flowRequest(Self.flow, in: cv, pinning: PinningDescription(headers: .sections([1]))), guides: true
            ).guides)
        #expect(pinned.offsets.map(\.contentOffset.y) == [0, 80, 40])
        #expect(pinned.offsets.map(\.headerPinLine) == [0, 80, 40])
        #expect(pinned.offsets.map(\.footerPinLine) == [nil, nil, nil])
    }

    /// Mirrored horizontal scrolling: 300 wide, contentInset.right 20, contentOffset.x 300. Headers pin at the
    /// right edge: 300 + 300 - 20 - 0 = 580; footers at the left edge, 300 + 0 = 300.
    @Test("right to left, horizontally: headers pin at the visible right edge, footers at the left")
    func mirrored() throws {
        var cv = collectionView(300, 200, inset: EdgeInsets(right: 20), offsetX: 300)
        cv.layoutDirection = .rightToLeft
        var d = flowRequest(
            Self.flow, in: cv, direction: .horizontal, pinning: PinningDescription(headers: .all, footers: .all))
        d.flipsHorizontallyInOppositeLayoutDirection = true
        let guides = try #require(try computeLayout(d, guides: true).guides)
        #expect(guides.offsets.first?.headerPinLine == 580)
        #expect(guides.offsets.first?.footerPinLine == 300)
    }

    /// Bottom-aligned short content: one section of one 50-point item with a 20-point header and a 10-point footer
    /// is 80 tall; a 400-point view less contentInset 20 and 30 shows 350, so everything moves down by 350 - 80 =
    /// 270, the band with it.
    @Test("short content aligned to the bottom: the band moves down with its elements")
    func bottomAligned() throws {
        let flow = FlowLayoutDescription(
            itemSize: size(375, 50), headerReferenceSize: size(0, 20), footerReferenceSize: size(0, 10),
            sections: [flowSection(count: 1, 375, 50)])
        var d = flowRequest(flow, in: collectionView(375, 400, inset: EdgeInsets(top: 20, bottom: 30)))
        d.shortContentAlignment = .bottom
        let result = try computeLayout(d, elements: .all, guides: true)
        #expect(result.header(0)?.frame == rect(0, 270, 375, 20))
        #expect(result.guides?.sectionBands == [rect(0, 270, 375, 80)])
    }
}
