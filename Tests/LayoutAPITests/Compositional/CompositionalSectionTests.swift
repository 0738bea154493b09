import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// Per-section layouts, custom groups, the orthogonal behaviours and the attribute limit, each expected frame
/// derived by hand beside it.
@Suite("Compositional sections, custom groups and behaviours")
struct CompositionalSectionTests {
    typealias C = Compositional

    static func list(height: Double, _ extra: String = "") -> String {
        #"{\#(extra)"group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": \#(height)"#)), "subitems": [{\#(C.size(#""fractionalWidth": 0.5"#, #""fractionalHeight": 1"#))}]}}"#
    }

    @Test("A section's own layout (the section provider's answer) replaces the layout's section")
    func sectionProvider() throws {
        let json = C.request(
            #""section": \#(Self.list(height: 50))"#,
            sections:
                #"[{"itemCount": 2}, {"itemCount": 2, "layout": \#(Self.list(height: 80, #""contentInsets": {"leading": 20, "trailing": 20}, "#))}]"#
        )
        let r = try C.result(json)
        // Section 0: two halves of 375 (187 at scale 1: fl(187.5)). Section 1 from y 50: halves of 335 = fl(167.5).
        #expect(
            C.cells(r) == [rect(0, 0, 187, 50), rect(187, 0, 187, 50), rect(20, 50, 167, 80), rect(187, 50, 167, 80)])
    }

    @Test("A custom group places the provider's frames in its content box, with their zIndex, and repeats")
    func customGroup() throws {
        let json = C.request(
            #""section": {"interGroupSpacing": 10, "group": {"group": "custom", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 100"#)), "contentInsets": {"leading": 5, "top": 5}, "customItems": [{"frame": {"x": 0, "y": 0, "width": 50, "height": 50}}, {"frame": {"x": 40, "y": 40, "width": 50, "height": 50}, "zIndex": 3}]}}"#,
            sections: #"[{"itemCount": 3}]"#)
        let r = try C.result(json)
        // Frames from the content box origin (5, 5); the third item starts the next group at 100 + 10.
        #expect(C.cells(r) == [rect(5, 5, 50, 50), rect(45, 45, 50, 50), rect(5, 115, 50, 50)])
        #expect(r.attributes.map(\.zIndex) == [0, 3, 0])
    }

    @Test(
        "Every orthogonal behaviour but groupPagingCentered lays out the same frames (they differ in snapping only)",
        arguments: ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging"])
    func behaviours(behaviour: String) throws {
        func layout(_ b: String) throws -> LayoutResult {
            try C.result(
                C.request(
                    #""section": {"orthogonalScrollingBehavior": "\#(b)", "interGroupSpacing": 4, "contentInsets": {"leading": 12}, "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 0.5"#, #""absolute": 60"#)), "subitems": [{\#(C.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#))}]}}"#,
                    sections: #"[{"itemCount": 3}]"#))
        }
        let r = try layout(behaviour)
        // Groups fl(0.5 * 375) = 187 wide from x 12, 4 apart.
        #expect(C.cells(r) == [rect(12, 0, 187, 60), rect(203, 0, 187, 60), rect(394, 0, 187, 60)])
        #expect(r.attributes.allSatisfy { $0.orthogonal })
    }

    @Test("\"all\" over a billion items is refused before anything is allocated (422 at /elements)")
    func allOverLimit() throws {
        let pointer = try C.unprocessable(
            C.request(#""section": \#(Self.list(height: 50))"#, sections: #"[{"itemCount": 1000000000}]"#))
        #expect(pointer == "/elements")
    }

    @Test("A billion-item section's content size and deepest rect query (an explicit rect near 1e9)")
    func deepRect() throws {
        let r = try C.result(
            C.request(
                #""section": \#(Self.list(height: 50))"#, sections: #"[{"itemCount": 1000000000}]"#,
                elements: #"{"rect": {"x": 0, "y": 999999990, "width": 375, "height": 20}}"#))
        // Two items per 50-point group: 5e8 groups, 2.5e10 tall; y 999,999,990 lies in group 19,999,999 (to 1e9)
        // and the rect reaches group 20,000,000.
        #expect(r.contentSize.height == 25_000_000_000)
        #expect(r.attributes.map(\.item) == [39_999_998, 39_999_999, 40_000_000, 40_000_001])
    }
}

/// The contract's cross-family features around the compositional family: right to left (it mirrors by
/// default), scroll timelines and `scrollTo`.
@Suite("Compositional right to left, timelines and scrollTo")
struct CompositionalScrollingTests {
    typealias C = Compositional

    @Test("Right to left mirrors compositional by default: worked example C's x = 11, 143, 275 become 264, 132, 0")
    func rightToLeft() throws {
        let json = CompositionalExampleTests.flexibleGroup(leading: #", "edgeSpacing": {"leading": {"flexible": 0}}"#)
            .replacingOccurrences(
                of: #""size": {"width": 375, "height": 812}"#,
                with: #""size": {"width": 375, "height": 812}, "layoutDirection": "rightToLeft""#)
        // x' = contentSize.width - x - width = 375 - x - 100.
        #expect(C.cells(try C.result(json)).map(\.x) == [264, 132, 0])
        let unflipped = json.replacingOccurrences(
            of: #""type": "compositional","#,
            with: #""type": "compositional", "flipsHorizontallyInOppositeLayoutDirection": false,"#)
        #expect(C.cells(try C.result(unflipped)).map(\.x) == [11, 143, 275])
    }

    @Test("A timeline answers each offset as a single request would, pinned headers included")
    func timeline() throws {
        let section =
            #""section": {"boundarySupplementaryItems": [{"elementKind": "h", "alignment": "top", "pinToVisibleBounds": true, \#(C.size(#""fractionalWidth": 1"#, #""absolute": 40"#))}], "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 100"#)), "subitems": [{\#(C.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#))}]}}"#
        let timeline = try C.result(
            C.request(
                section, sections: #"[{"itemCount": 50}]"#,
                collectionView:
                    #""size": {"width": 375, "height": 500}, "contentOffsets": [{"x": 0, "y": 0}, {"x": 0, "y": 1000}]"#,
                elements: #""visible""#))
        for (k, y) in [0.0, 1000].enumerated() {
            let single = try C.result(
                C.request(
                    section, sections: #"[{"itemCount": 50}]"#,
                    collectionView: #""size": {"width": 375, "height": 500}, "contentOffset": {"x": 0, "y": \#(y)}"#,
                    elements: #""visible""#))
            #expect(timeline.timeline?[k].attributes == single.attributes)
        }
        // At y 1000 the header pins at min(max(0, 1000), 5040 - 40) = 1000.
        #expect(timeline.timeline?[1].attributes.first?.frame.y == 1000)
    }

    @Test("scrollTo finds a compositional cell and answers at UIKit's offset")
    func scrollTo() throws {
        let json = C.request(
            #""section": {"group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 100"#)), "subitems": [{\#(C.size(#""fractionalWidth": 0.5"#, #""fractionalHeight": 1"#))}]}}"#,
            sections: #"[{"itemCount": 40}]"#, collectionView: #""size": {"width": 375, "height": 500}"#,
            elements: #""visible""#
        ).replacingOccurrences(
            of: #""elements": "visible"}"#,
            with: #""elements": "visible", "scrollTo": {"indexPath": [0, 21], "position": "top"}}"#)
        let r = try C.result(json)
        // Item 21 is in group 10 (two per group): y 1000; top → contentOffset.y = 1000.
        #expect(r.contentOffset == Point(x: 0, y: 1000))
        #expect(r.attributes.first?.item == 20)
    }
}
