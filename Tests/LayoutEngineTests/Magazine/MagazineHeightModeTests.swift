import Testing

@testable import LayoutEngine

/// MagazineLayout's own `ModelStateLayoutTests` (`testInitialLayout` and `testUpdatingPreferredHeights`) as worked
/// examples of its height modes: width 320, `sectionInsets` {30, 15, 20, 5}, `itemInsets` 10 on every edge,
/// `horizontalSpacing` 20, `verticalSpacing` 30, scale 1. The expected frames are the peer test's.
@Suite("Magazine height modes: MagazineLayout's preferred-height tests as worked examples")
struct MagazineHeightModeTests {
    typealias Item = (width: MagazineWidthMode, mode: MagazineHeightMode, height: Double)
    static let full = MagazineWidthMode.fullWidth(respectsHorizontalInsets: true)
    static let fullIgnoringInsets = MagazineWidthMode.fullWidth(respectsHorizontalInsets: false)
    static func fraction(_ n: Int) -> MagazineWidthMode { .fractional(divisor: n) }

    /// Section 0's items: the peer's `sizeModesAndHeights0`, with each dynamic item's height as measured (or, for
    /// the initial layout, MagazineLayout's estimate of 150). Item 7 is `.static(height: 35)` laid out at its
    /// model height 15, as the peer's models are.
    static func section0(measured: Bool) -> [Item] {
        let d = { (h: Double) in measured ? h : MagazineItem.defaultEstimatedHeight }
        return [
            (full, .static, 20), (fullIgnoringInsets, .dynamic, d(15)),
            (fraction(2), .static, 10), (fraction(2), .static, 30),
            (fraction(2), .dynamicAndStretchToTallestItemInRow, d(25)),
            (fraction(3), .dynamic, d(15)), (fraction(3), .dynamicAndStretchToTallestItemInRow, d(10)),
            (fraction(4), .static, 15), (fraction(4), .dynamic, d(15)), (fraction(4), .dynamic, d(25)),
            (fraction(4), .dynamic, d(35)),
            (fraction(5), .dynamic, d(30)),
        ]
    }

    /// Section 1's items: the peer's `sizeModesAndHeights1`, every one static.
    static let section1: [Item] = [
        (fraction(2), .static, 10), (fraction(2), .static, 30), (fraction(2), .static, 25), (fraction(3), .static, 15),
        (full, .static, 20), (fraction(3), .static, 10), (fraction(5), .static, 15), (fraction(5), .static, 15),
        (fraction(5), .static, 25), (fraction(5), .static, 35), (fraction(5), .static, 30),
        (fullIgnoringInsets, .static, 15),
    ]

    static func description(measured: Bool) -> LayoutDescription {
        func items(_ list: [Item]) -> ItemList<MagazineItem> {
            .explicit(list.map { MagazineItem(widthMode: $0.width, height: $0.height, heightMode: $0.mode) })
        }
        var s0 = MagazineSectionDescription(
            items: items(section0(measured: measured)), headerHeight: 50, footerHeight: 50, background: true)
        s0.headerEstimated = false
        // Section 1's header and footer are dynamic: 70 as estimated, 50 once measured.
        var s1 = MagazineSectionDescription(
            items: items(section1), headerHeight: measured ? 50 : 70, footerHeight: measured ? 50 : 70, background: true
        )
        s1.headerEstimated = !measured
        s1.footerEstimated = !measured
        let magazine = MagazineLayoutDescription(
            sectionInsets: EdgeInsets(top: 30, left: 15, bottom: 20, right: 5),
            itemInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), horizontalSpacing: 20,
            verticalSpacing: 30, sections: [s0, s1])
        // The items laid out at an estimate: section 0's dynamic ones, until measured.
        var annotations = ItemAnnotations.none
        if !measured {
            annotations.sections = [
                SectionAnnotations(estimatedItems: section0(measured: false).map { $0.mode != .static }),
                SectionAnnotations(),
            ]
        }
        return LayoutDescription(
            collectionView: CollectionViewDescription(size: Size(width: 320, height: 480)),
            family: .magazine(magazine), annotations: annotations)
    }

    static func frames(_ r: LayoutResult, _ category: ElementCategory, _ kind: ElementKind? = nil) -> [[Rect]] {
        (0..<2).map { s in
            r.attributes.filter { $0.section == s && $0.category == category && $0.kind == kind }.map(\.frame)
        }
    }

    @Test("testUpdatingPreferredHeights: measured heights, stretch items as tall as their row")
    func updatingPreferredHeights() throws {
        let r = try computeLayout(Self.description(measured: true), elements: .all)
        #expect(
            Self.frames(r, .cell)[0] == [
                rect(25, 90, 280, 20), rect(15, 140, 300, 15), rect(25, 185, 130, 10), rect(175, 185, 130, 30),
                rect(25, 245, 130, 25), rect(25, 300, 80, 15), rect(125, 300, 80, 15), rect(25, 345, 55, 15),
                rect(100, 345, 55, 15), rect(175, 345, 55, 25), rect(250, 345, 55, 35), rect(25, 410, 40, 30),
            ])
        #expect(
            Self.frames(r, .cell)[1] == [
                rect(25, 610, 130, 10), rect(175, 610, 130, 30), rect(25, 670, 130, 25), rect(25, 725, 80, 15),
                rect(25, 770, 280, 20), rect(25, 820, 80, 10), rect(25, 860, 40, 15), rect(85, 860, 40, 15),
                rect(145, 860, 40, 25), rect(205, 860, 40, 35), rect(265, 860, 40, 30), rect(15, 925, 300, 15),
            ])
        #expect(Self.frames(r, .supplementary, .header) == [[rect(15, 30, 300, 50)], [rect(15, 550, 300, 50)]])
        #expect(Self.frames(r, .supplementary, .footer) == [[rect(15, 450, 300, 50)], [rect(15, 950, 300, 50)]])
        #expect(Self.frames(r, .decoration, .background) == [[rect(15, 30, 300, 470)], [rect(15, 550, 300, 450)]])
        #expect(r.attributes.allSatisfy { !$0.estimated })
    }

    @Test("testInitialLayout: dynamic items at the 150-point estimate, marked estimated")
    func initialLayout() throws {
        let r = try computeLayout(Self.description(measured: false), elements: .all)
        #expect(
            Self.frames(r, .cell)[0] == [
                rect(25, 90, 280, 20), rect(15, 140, 300, 150), rect(25, 320, 130, 10), rect(175, 320, 130, 30),
                rect(25, 380, 130, 150), rect(25, 560, 80, 150), rect(125, 560, 80, 150), rect(25, 740, 55, 15),
                rect(100, 740, 55, 150), rect(175, 740, 55, 150), rect(250, 740, 55, 150), rect(25, 920, 40, 150),
            ])
        #expect(
            Self.frames(r, .cell)[1] == [
                rect(25, 1260, 130, 10), rect(175, 1260, 130, 30), rect(25, 1320, 130, 25), rect(25, 1375, 80, 15),
                rect(25, 1420, 280, 20), rect(25, 1470, 80, 10), rect(25, 1510, 40, 15), rect(85, 1510, 40, 15),
                rect(145, 1510, 40, 25), rect(205, 1510, 40, 35), rect(265, 1510, 40, 30), rect(15, 1575, 300, 15),
            ])
        #expect(Self.frames(r, .supplementary, .header) == [[rect(15, 30, 300, 50)], [rect(15, 1180, 300, 70)]])
        #expect(Self.frames(r, .supplementary, .footer) == [[rect(15, 1080, 300, 50)], [rect(15, 1600, 300, 70)]])
        #expect(Self.frames(r, .decoration, .background) == [[rect(15, 30, 300, 1100)], [rect(15, 1180, 300, 490)]])
        // Section 0's dynamic items (1, 4, 5, 6, 8, 9, 10, 11) and section 1's header and footer are estimates.
        let estimatedCells = r.attributes.filter { $0.category == .cell && $0.estimated }.map { [$0.section, $0.item] }
        #expect(estimatedCells == [[0, 1], [0, 4], [0, 5], [0, 6], [0, 8], [0, 9], [0, 10], [0, 11]])
        let estimatedSupplementaries = r.attributes.filter { $0.category == .supplementary && $0.estimated }
        #expect(estimatedSupplementaries.map(\.section) == [1, 1])
    }
}
