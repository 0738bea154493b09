import Testing

@testable import LayoutEngine

/// Sections that begin past ±1e15 are refused by the range check at the section that crossed it, so flow plans them
/// (a plan's own refusal still comes first) and leaves them empty instead of walking each one's line tops.
@Suite("Flow: sections past the range")
struct FlowPastTheRangeTests {
    /// Sections alternating 7 and 10^12 items of 50 × 20 in a 375-point view, 10 apart: 6 items a line
    /// ((375 + 10) / 60), so 7 items are 2 lines (20 + 10 + 20 = 50) and 10^12 items are 166,666,666,667 lines
    /// (166,666,666,667 · 20 + 166,666,666,666 · 10 = 5e12). Pair k (sections 2k, 2k+1) ends at
    /// (k + 1) · (5e12 + 50), every sum exact in doubles: 199 pairs end at 9.95e14 + 9,950, 200 at 1e15 + 10,000,
    /// so section 399 is the first to end past 1e15.
    static func alternating(_ count: Int, wideInsetAt wide: Int? = nil) -> FlowLayoutDescription {
        var sections: [FlowSectionDescription] = []
        for s in 0..<count {
            let items = ItemList<Size>.uniform(count: s % 2 == 0 ? 7 : 1_000_000_000_000, item: nil)
            let inset = s == wide ? EdgeInsets(left: 200, right: 200) : nil
            sections.append(FlowSectionDescription(items: items, inset: inset))
        }
        return FlowLayoutDescription(itemSize: size(50, 20), sections: sections)
    }

    @Test("the first section to end past 1e15 is the one refused, by hand: section 399")
    func refusedAtTheCrossingSection() {
        let d = LayoutDescription(
            collectionView: collectionView(375, 812, offsetY: 2e6), family: .flow(Self.alternating(2_000)))
        #expect(throws: LayoutError.impossibleNumber(.uniformItems(section: 399, firstItem: false))) {
            try computeLayout(d, elements: .rect(Rect(x: 0, y: 2e6, width: 375, height: 812)))
        }
    }

    @Test("sections after the crossing one are left empty; the crossing one and those before it are laid out")
    func laterSectionsAreNotLaidOut() throws {
        let family = try FlowLayout.resting(Self.alternating(2_000), collectionView: collectionView(375, 812))
        #expect(family.sections.count == 2_000)
        let pair = 5e12 + 50
        let crossed = 200 * pair
        #expect(family.sections[398].end == 199 * pair + 50)
        #expect(family.sections[399].end == crossed)
        #expect(family.sections[399].items is UniformFlowFrames)
        for s in 400..<2_000 {
            #expect(family.sections[s].items is NoItems, "section \(s)")
            #expect(family.sections[s].start == crossed, "section \(s)")
        }
    }

    @Test("a section past the range whose inset leaves no width is still the refusal, as when it was laid out")
    func aPlanRefusalAfterTheCrossingStillComesFirst() {
        // Section 1,000's 200 + 200 inset is wider than 375: the plan refuses it before any range check runs.
        let d = LayoutDescription(
            collectionView: collectionView(375, 812), family: .flow(Self.alternating(2_000, wideInsetAt: 1_000)))
        #expect(throws: LayoutError.sectionInsetExceedsContent(at: .section(1_000, .inset))) {
            try computeLayout(d, elements: .all)
        }
    }
}
