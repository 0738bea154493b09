// An orthogonal compositional section in a right-to-left layout: its `orthogonalContentOffset` is physical, like
// every coordinate of an answer, so the visible rect moves by it after mirroring. The trailing groups lie to the
// left of the leading (right) end, and a negative x scrolls toward them.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("Right-to-left: an orthogonal section's offset is physical")
struct MirroredOrthogonalTests {
    /// A 390 × 300 view: section 0 scrolls with the layout (two 100 × 50 cells), section 1 is orthogonal
    /// (`continuous`): `contentInsets` 8 top and bottom, 16 leading and trailing, groups of one 100 × 100 cell
    /// `interGroupSpacing` 10 apart, each cell with a 20 × 20 `"badge"` at its top trailing corner.
    ///
    /// Left to right, section 1 starts at y 50; group k's cell rests at x `16 + 110k`, y 58; the run reaches
    /// `16 + 12·100 + 11·10 + 16 = 1342` points, so the section scrolls across `1342 - 390 = 952` points.
    static let extent = 1342.0
    static let width = 390.0

    static func description(mirrored: Bool, offsetX: Double) -> LayoutDescription {
        let fill = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let badge = CompositionalAnchoredItem(
            elementKind: "badge",
            layoutSize: CompositionalSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing]))
        let orthogonal = CompositionalSectionLayout(
            group: CompositionalItem(
                layoutSize: CompositionalSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
                group: CompositionalGroup(
                    axis: .horizontal,
                    subitems: .list([CompositionalItem(layoutSize: fill, supplementaryItems: [badge])]))),
            contentInsets: DirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 16), interGroupSpacing: 10,
            orthogonalScrollingBehavior: .continuous)
        let scrolling = CompositionalSectionLayout(
            group: CompositionalItem(
                layoutSize: CompositionalSize(widthDimension: .absolute(100), heightDimension: .absolute(50)),
                group: CompositionalGroup(axis: .horizontal, subitems: .list([CompositionalItem(layoutSize: fill)]))))
        let layout = CompositionalLayoutDescription(
            sections: [
                CompositionalSectionDescription(items: .uniform(count: 2, item: nil), layout: scrolling),
                CompositionalSectionDescription(
                    items: .uniform(count: 12, item: nil), layout: orthogonal,
                    orthogonalContentOffset: Point(x: offsetX, y: 0)),
            ])
        var cv = collectionView(width, 300, offsetY: 0, offsetX: 0)
        if mirrored { cv.layoutDirection = .rightToLeft }
        return LayoutDescription(collectionView: cv, family: .compositional(layout))
    }

    /// The contract's own example: one orthogonal section of ten 100 × 100 groups, no insets or spacing.
    static func bare(mirrored: Bool, offsetX: Double) -> LayoutDescription {
        let fill = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let section = CompositionalSectionLayout(
            group: CompositionalItem(
                layoutSize: CompositionalSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
                group: CompositionalGroup(axis: .horizontal, subitems: .list([CompositionalItem(layoutSize: fill)]))),
            orthogonalScrollingBehavior: .continuous)
        var cv = collectionView(width, 300, offsetY: 0, offsetX: 0)
        if mirrored { cv.layoutDirection = .rightToLeft }
        return LayoutDescription(
            collectionView: cv,
            family: .compositional(
                CompositionalLayoutDescription(
                    section: section,
                    sections: [
                        CompositionalSectionDescription(
                            items: .uniform(count: 10, item: nil), orthogonalContentOffset: Point(x: offsetX, y: 0))
                    ])))
    }

    @Test("390 points wide, 100-point groups, x −150: items 1–5 show, the trailing groups to the left")
    func contractExample() {
        // Mirrored, item k rests at x 390 - 100k - 100: 290, 190, 90, -10, -110, -210, -310. The visible rect
        // 0..<390 moved by -150 is -150..<240, which items 1 (190..<290) to 5 (-210..<-110) meet with positive
        // area; items 0 (290..<390) and 6 (-310..<-210) do not.
        let r = run(Self.bare(mirrored: true, offsetX: -150), .visible)
        #expect(r.attributes.map(\.item) == [1, 2, 3, 4, 5])
        expectFrames(
            r.attributes.map(\.frame),
            [
                rect(190, 0, 100, 100), rect(90, 0, 100, 100), rect(-10, 0, 100, 100), rect(-110, 0, 100, 100),
                rect(-210, 0, 100, 100),
            ])
        // Left to right at +150 the rect is 150..<540: items 1–5 at x 100 to 500 (390 - x - 100 of the above).
        let ltr = run(Self.bare(mirrored: false, offsetX: 150), .visible)
        #expect(ltr.attributes.map(\.item) == [1, 2, 3, 4, 5])
        #expect(ltr.attributes.map(\.frame.x) == [100, 200, 300, 400, 500])
    }

    @Test("scrolled across its whole range, frame by frame: mirrored at −x is the unmirrored answer at x, mirrored")
    func wholeRange() {
        let range = Self.extent - Self.width
        var compared = 0
        var x = 0.0
        while x <= range {
            let ltr = run(Self.description(mirrored: false, offsetX: x), .visible)
            let rtl = run(Self.description(mirrored: true, offsetX: -x), .visible)
            #expect(rtl.contentSize == ltr.contentSize)
            #expect(rtl.attributes.count == ltr.attributes.count, "x \(x)")
            for (m, u) in zip(rtl.attributes, ltr.attributes) {
                var back = m
                back.frame.x = Self.width - m.frame.x - m.frame.width
                #expect(ElementIdentity(back) == ElementIdentity(u) && back.zIndex == u.zIndex, "x \(x)")
                #expect(back.frame == u.frame, "x \(x): \(m.frame) mirrors to \(back.frame), not \(u.frame)")
            }
            // Something of the orthogonal section shows at every offset of its range.
            #expect(rtl.attributes.contains { $0.orthogonal }, "x \(x)")
            compared += 1
            x += 0.5
        }
        #expect(compared == 1905)
    }

    @Test("at the range's ends: the leading groups at 0, the last ones at −952")
    func ends() {
        // Mirrored, cell k rests at 390 - (16 + 110k) - 100 = 274 - 110k. At 0 the rect is 0..<390: cells 0
        // (274), 1 (164), 2 (54) and 3 (-56..<44). At -952 it is -952..<-562: cell 11 rests at -936..<-836, cell 8
        // at -606..<-506, cell 7 at -496 (out).
        let start = run(Self.description(mirrored: true, offsetX: 0), .visible)
        #expect(start.cells(1).map(\.item) == [0, 1, 2, 3])
        #expect(start.cells(1).map(\.frame.x) == [274, 164, 54, -56])
        let end = run(Self.description(mirrored: true, offsetX: -952), .visible)
        #expect(end.cells(1).map(\.item) == [8, 9, 10, 11])
        #expect(end.cells(1).map(\.frame.x) == [-606, -716, -826, -936])
    }

    @Test("a scroll range of the mirrored layout, evaluated at its offsets, is the single-offset answer there")
    func scrollRanges() throws {
        var g = SplitMix64(seed: 37)
        var x = 0.0
        while x <= Self.extent - Self.width {
            var d = Self.description(mirrored: true, offsetX: -x)
            d.collectionView.size.height = 120
            let (compared, _) = try ScrollRangePropertyTests.check(d, from: -40, to: 200, g: &g)
            #expect(compared > 10, "x \(x)")
            x += 68
        }
    }
}
