// The peers' own suites, each ported once as a table (IGListKitCases, MagazineLayoutCases) and run here
// twice: through the engine and through the wire. A case failing in one run only points at the layer between.
import LayoutEngine
import Testing

@Suite("IGListKit's IGListCollectionViewLayoutTests, through the engine and the wire")
struct IGListKitSuiteTests {
    @Test("through computeLayout", arguments: IGListKitCases.all)
    func engine(_ peerCase: PeerCase) { peerCase.runThroughEngine() }

    @Test("through LayoutAPI.respond", arguments: IGListKitCases.all)
    func wire(_ peerCase: PeerCase) { peerCase.runThroughWire() }

    /// 33 ported methods, two of them run at three scales, with 143 assertions (159 once the two run at three
    /// scales); a case or an assertion dropped or duplicated fails here.
    @Test("the table holds every ported test once, with every assertion")
    func table() {
        #expect(IGListKitCases.all.count == 37)
        #expect(Set(IGListKitCases.all.map(\.name)).count == IGListKitCases.all.count)
        #expect(IGListKitCases.all.map(\.expectationCount).reduce(0, +) == 159)
    }
}

@Suite("MagazineLayout's ModelStateLayoutTests, through the engine and the wire")
struct MagazineLayoutSuiteTests {
    @Test("through computeLayout", arguments: MagazineLayoutCases.all)
    func engine(_ peerCase: PeerCase) { peerCase.runThroughEngine() }

    @Test("through LayoutAPI.respond", arguments: MagazineLayoutCases.all)
    func wire(_ peerCase: PeerCase) { peerCase.runThroughWire() }

    /// Each test: four element kinds in three queries (12 frame sets); testInitialLayout adds the content size,
    /// testPinnedHeadersAndFooters four pinned flags and three zIndexes.
    @Test("the table holds every ported test once, with every assertion")
    func table() {
        #expect(MagazineLayoutCases.all.map(\.name) == ["testInitialLayout", "testPinnedHeadersAndFooters"])
        #expect(MagazineLayoutCases.all.map(\.expectationCount) == [13, 19])
    }
}
