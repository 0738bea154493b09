// The peers' own suites, each ported once as a table (IGListKitCases, MagazineLayoutCases,
// MagazineEmptySectionCases, MagazineAnchorCases) and run here
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

    /// testInitialLayout and testPinnedHeadersAndFooters: four element kinds in three queries (12 frame sets);
    /// testInitialLayout adds the content size and the estimates, testPinnedHeadersAndFooters four pinned flags
    /// and three zIndexes; testUpdatingPreferredHeights: four kinds' frames in order and the estimates.
    @Test("the table holds every ported test once, with every assertion")
    func table() {
        #expect(
            MagazineLayoutCases.all.map(\.name) == [
                "testInitialLayout", "testUpdatingPreferredHeights", "testPinnedHeadersAndFooters",
            ])
        #expect(MagazineLayoutCases.all.map(\.expectationCount) == [14, 5, 19])
    }
}

@Suite("MagazineLayout's ModelStateEmptySectionLayoutTests, through the engine and the wire")
struct MagazineEmptySectionSuiteTests {
    @Test("through computeLayout", arguments: MagazineEmptySectionCases.all)
    func engine(_ peerCase: PeerCase) { peerCase.runThroughEngine() }

    @Test("through LayoutAPI.respond", arguments: MagazineEmptySectionCases.all)
    func wire(_ peerCase: PeerCase) { peerCase.runThroughWire() }

    /// Both of the original's methods, in its order: two layouts of two checks, and one of five.
    @Test("the table holds both ported tests once, with every assertion")
    func table() {
        #expect(
            MagazineEmptySectionCases.all.map(\.name) == [
                "testEmptySectionsLayout", "testEmptySectionsWithHeadersFootersAndBackgroundsLayout",
            ])
        #expect(MagazineEmptySectionCases.all.map(\.expectationCount) == [4, 5])
    }
}

@Suite("MagazineLayout's TargetContentOffsetAnchorTests, through the engine and the wire")
struct MagazineAnchorSuiteTests {
    static let cases = MagazineAnchorCases.all + MagazineAnchorCases.missingItems

    @Test("through computeLayout", arguments: cases)
    func engine(_ peerCase: PeerCase) { peerCase.runThroughEngine() }

    @Test("through LayoutAPI.respond", arguments: cases)
    func wire(_ peerCase: PeerCase) { peerCase.runThroughWire() }

    /// The original's 14 methods, each once, in its order; 8 report and 6 resolve.
    @Test("the table holds every ported test once")
    func table() {
        #expect(
            MagazineAnchorCases.all.map(\.name) == [
                "testAnchor_TopToBottom_ScrolledToTop", "testAnchor_TopToBottom_ScrolledToMiddle",
                "testAnchor_TopToBottom_ScrolledToBottom", "testAnchor_TopToBottom_SmallContentHeight",
                "testAnchor_BottomToTop_ScrolledToTop", "testAnchor_BottomToTop_ScrolledToMiddle",
                "testAnchor_BottomToTop_ScrolledToBottom", "testAnchor_BottomToTop_SmallContentHeight",
                "testOffset_TopToBottom_ScrolledToTop", "testOffset_TopToBottom_ScrolledToMiddle",
                "testOffset_TopToBottom_ScrolledToBottom", "testOffset_BottomToTop_ScrolledToTop",
                "testOffset_BottomToTop_ScrolledToMiddle", "testOffset_BottomToTop_ScrolledToBottom",
            ])
        #expect(MagazineAnchorCases.all.allSatisfy { $0.expectationCount > 0 })
    }
}
