import LayoutAPI
import Testing

@testable import LayoutEngine

/// Sections that share a repeated group's solution test its elements against a query once, not once a section:
/// what a query examines grows with the solution and the answer, not with the solution times the sections.
@Suite("a query tests a shared compositional solution once for all its sections")
struct RepeatedSolutionQueryTests {
    /// 2,000 sections of a horizontal group of 1,000 full-width items 10^-7 points tall (one cell on screen
    /// across, 999 beside it), counts cycling 1,000, 10,000 and 100,000: one solution shared by every section.
    static let body: String = {
        let counts = [1_000, 10_000, 100_000]
        let sections = (0..<2_000).map { #"{"itemCount": \#(counts[$0 % 3])}"# }.joined(separator: ",")
        return #"""
            {"collectionView": {"size": {"width": 375, "height": 812}},
             "layout": {"type": "compositional", "section": {"group": {"group": "horizontal",
               "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 1e-07}},
               "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
                 "heightDimension": {"fractionalHeight": 1}}}, "count": 1000}}},
             "sections": [\#(sections)]}
            """#
    }()

    @Test("2,000 sections of a 1,000-element solution examine it once")
    func sharedSolutionExaminedOnce() throws {
        let request = try LayoutAPI.decode(Array(Self.body.utf8))
        var budget = WorkBudget(limit: .max)
        let layout = try PreparedLayout(request.description, indexed: true, budget: &budget)
        var collector = AttributeCollector(query: Rect(x: 0, y: 0, width: 375, height: 812), limit: 100_000)
        for s in layout.family.sections.indices {
            try layout.family.sections[s].items.collectCells(into: &collector, section: s, zIndex: layout.family.zIndex)
        }
        // Each section's groups meet the band; across them, the solution's elements are tested once (1,000)
        // and then only the one element on screen across, once a group (kept or not).
        let groups = (0..<2_000).reduce(0) { $0 + [1, 10, 100][$1 % 3] }
        #expect(collector.examined <= 1_000 + groups, "\(collector.examined) examined for \(groups) groups")
        #expect(collector.examined >= 1_000)
    }
}
