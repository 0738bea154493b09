import LayoutAPI
import LayoutEngine
import Testing

@testable import LayoutSVG

/// A picture past the drawn-element limit is refused at its first excess: its scenes list sections only until
/// then, so refusing a picture of 50,000 sections costs what answering a limit-sized one does.
@Suite("a picture past its element limit is refused before it lists every section")
struct SVGRefusalWorkTests {
    /// 50,000 one-item flow sections of 10^-6-point items: every section's band meets the drawn extent.
    static let body: String = {
        let section = #"{"itemCount": 1}"#
        return #"""
            {"collectionView": {"size": {"width": 375, "height": 812}},
             "layout": {"type": "flow", "itemSize": {"width": 1e-06, "height": 1e-06}},
             "sections": [\#(Array(repeating: section, count: 50_000).joined(separator: ","))]}
            """#
    }()

    @Test("a scene lists at most one section past its room")
    func sceneStopsPastItsRoom() throws {
        let request = try LayoutAPI.decode(Array(Self.body.utf8))
        let result = try LayoutAPI.compute(request, guides: true)
        let guides = try #require(result.guides)
        // The extent meets every band (10^-6-point sections, 0.1 points of content in all).
        #expect(guides.sectionBands.count == 50_000)
        let offset = try #require(guides.offsets.first)
        for room in [0, 10, 4_999] {
            let scene = SVGRenderer.Scene(
                contentSize: result.contentSize, attributes: [], kindNames: [], offset: offset,
                bands: guides.sectionBands, request: request, room: room)
            #expect(scene.sections.count == room + 1)
        }
        let unbounded = SVGRenderer.Scene(
            contentSize: result.contentSize, attributes: [], kindNames: [], offset: offset,
            bands: guides.sectionBands, request: request)
        #expect(unbounded.sections.count == 50_000)
    }

    @Test("the picture is refused at the limit with the limit's problem")
    func pictureRefused() {
        let answer = LayoutAPI.respond(toBody: Array(Self.body.utf8), renderer: SVGRenderer.renderer)
        #expect(answer.status == 422)
        #expect(answer.problem?.errors.first?.pointer == "/elements")
        #expect(answer.problem?.detail.contains("5000") == true)
    }
}
