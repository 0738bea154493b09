import Testing

@testable import LayoutEngine

/// `sectionFrames`, which pictures use to draw section bounds: each section's band along the scroll axis, from
/// where the layout began placing it to where the next one begins, across the content.
@Suite("Section frames: the bands pictures outline")
struct SectionFramesTests {
    // FlowNavigationBarHeaderTests' hand layout: sections begin at 0, 210, 580 and 1270 and the content ends at 1640.
    @Test("a vertical flow: bands from each section's start to the next one's, the content's width across")
    func vertical() throws {
        let frames = try sectionFrames(flowRequest(FlowNavigationBarHeaderTests.flow, in: collectionView(375, 667)))
        #expect(
            frames == [
                rect(0, 0, 375, 210), rect(0, 210, 375, 370), rect(0, 580, 375, 690), rect(0, 1270, 375, 370),
            ])
    }

    // Horizontal: a header 40 wide, inset 10, columns of two 140×130 items 10 apart: 8 items are four columns,
    // 40 + 10 + 4·140 + 3·10 + 10 = 650 per section, the bounds' 300 points across.
    @Test("a horizontal flow: the same bands along x, the bounds' height across")
    func horizontal() throws {
        let flow = FlowLayoutDescription(
            minimumLineSpacing: 10, minimumInteritemSpacing: 10,
            sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), headerReferenceSize: size(40, 0),
            sections: [flowSection(count: 8, 140, 130), flowSection(count: 8, 140, 130)])
        let frames = try sectionFrames(flowRequest(flow, in: collectionView(393, 300), direction: .horizontal))
        #expect(frames == [rect(0, 0, 650, 300), rect(650, 0, 650, 300)])
    }

    @Test("the bands do not depend on the offset, and a layout that cannot be computed throws as computeLayout does")
    func offsetAndErrors() throws {
        let a = try sectionFrames(
            flowRequest(FlowNavigationBarHeaderTests.flow, in: collectionView(375, 667, offsetY: 0)))
        let b = try sectionFrames(
            flowRequest(FlowNavigationBarHeaderTests.flow, in: collectionView(375, 667, offsetY: 900)))
        #expect(a == b)
        let waterfall = LayoutDescription(
            collectionView: collectionView(), family: .waterfall(WaterfallLayoutDescription()),
            scrollDirection: .horizontal)
        #expect(throws: LayoutError.self) { try sectionFrames(waterfall) }
    }
}
