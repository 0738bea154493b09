import SeededRandom

@testable import LayoutEngine

/// Seeded random compositional layouts that reach real inputs: fractions like 1/3 at scale 3, widths
/// `(available - (k-1) * spacing) / k`, heights like 33.1, flexible and fixed spacing, edge spacing, insets,
/// nesting, count groups, estimated dimensions, badges, boundary items, backgrounds and orthogonal sections.
struct CompositionalGenerator {
    var g: SplitMix64
    /// Estimates used by every estimated dimension, so explicit items measured at them equal the uniform layout.
    let estimate = Size(width: 61.5, height: 33.1)

    /// Items that fit their groups across the axis (cross dimensions fractions of the cross length, no edge
    /// spacing): the inputs for which every cell lies in its group's content box.
    var fitting = false

    init(seed: UInt64, fitting: Bool = false) {
        g = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 12)
        self.fitting = fitting
    }

    mutating func dimension(fractionOf k: Int, absolute: Double, estimated: Double) -> CompositionalDimension {
        switch g.int(0...5) {
        case 0, 1: .fractionalWidth(1 / Double(k))
        case 2: .fractionalHeight(1 / Double(k))
        case 3: .absolute(absolute)
        case 4: .estimated(estimated)
        default: .fractionalWidth(Double(g.int(1...4)) / 8)
        }
    }

    mutating func spacing() -> CompositionalSpacing? {
        switch g.int(0...3) {
        case 0: nil
        case 1: .fixed(Double(g.int(0...3) * 4))
        case 2: .flexible(Double(g.int(0...2) * 5))
        default: .fixed(8)
        }
    }

    mutating func item(depth: Int, alongX: Bool) -> CompositionalItem {
        let k = g.int(1...5)
        var item = CompositionalItem(
            layoutSize: CompositionalSize(
                widthDimension: dimension(
                    fractionOf: k, absolute: [33.1, 50, 100][g.int(0...2)], estimated: estimate.width),
                heightDimension: dimension(
                    fractionOf: g.int(1...3), absolute: [20, 44, 33.1][g.int(0...2)], estimated: estimate.height)))
        if g.int(0...3) == 0 { item.contentInsets = DirectionalInsets(top: 1, leading: 2, bottom: 1, trailing: 2) }
        if !fitting && g.int(0...4) == 0 {
            item.edgeSpacing = CompositionalEdgeSpacing(
                leading: spacing(), top: spacing(), trailing: nil, bottom: spacing())
        }
        if fitting {
            let cross = CompositionalDimension.fractionalHeight(1 / Double(g.int(1...3)))
            // A fraction along the axis refers to the same axis (fractionalWidth(0.125) as a height in a vertical
            // group does not shrink in the spacing redo's shortened box, and may overflow as the rules say).
            if alongX {
                item.layoutSize.heightDimension = cross
                if case .fractionalHeight(let f) = item.layoutSize.widthDimension {
                    item.layoutSize.widthDimension = .fractionalWidth(f)
                }
            } else {
                item.layoutSize.widthDimension = cross.transposed
                if case .fractionalWidth(let f) = item.layoutSize.heightDimension {
                    item.layoutSize.heightDimension = .fractionalHeight(f)
                }
            }
        }
        if g.int(0...4) == 0 {
            item.supplementaryItems = [
                CompositionalAnchoredItem(
                    elementKind: depth == 0 ? "badge" : "badge",
                    layoutSize: CompositionalSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                    containerAnchor: CompositionalAnchor(
                        edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
            ]
        }
        if depth < 2 && g.int(0...3) == 0 { item.group = group(depth: depth + 1) }
        if item.group != nil {
            // A nested group's size never depends on its items: fractions or absolutes only.
            item.layoutSize = CompositionalSize(
                widthDimension: .fractionalWidth(1 / Double(alongX ? k : g.int(1...2))),
                heightDimension: .fractionalHeight(1 / Double(alongX ? g.int(1...2) : k)))
            item.supplementaryItems = []
        }
        return item
    }

    mutating func group(depth: Int) -> CompositionalGroup {
        let axis: CompositionalGroup.Axis = g.bool() ? .horizontal : .vertical
        let subitems: CompositionalGroup.Subitems
        let alongX = axis == .horizontal
        var spacing = spacing()
        switch g.int(0...3) {
        case 0: subitems = .count(item(depth: depth, alongX: alongX), g.int(1...4))
        case 1:
            subitems = .repeating(leafItem(), g.int(1...3))
            if fitting && spacing?.isFlexible == true { spacing = .fixed(spacing?.value ?? 0) }
        default: subitems = .list((0..<g.int(1...3)).map { _ in item(depth: depth, alongX: alongX) })
        }
        return CompositionalGroup(axis: axis, interItemSpacing: spacing, subitems: subitems)
    }

    /// An item that certainly fits a group's length (repeating copies are never fit-checked).
    mutating func leafItem() -> CompositionalItem {
        CompositionalItem(
            layoutSize: CompositionalSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(0.25)))
    }

    mutating func sectionLayout() -> CompositionalSectionLayout {
        var top = CompositionalItem(
            layoutSize: CompositionalSize(
                widthDimension: .fractionalWidth(g.bool() ? 1 : 0.8),
                heightDimension: g.bool() ? .absolute([100, 133.1, 200][g.int(0...2)]) : .estimated(150)),
            group: group(depth: 1))
        if g.int(0...3) == 0 { top.contentInsets = DirectionalInsets(top: 4, leading: 8, bottom: 4, trailing: 8) }
        if g.int(0...4) == 0 {
            top.supplementaryItems = [
                CompositionalAnchoredItem(
                    elementKind: "groupBar",
                    layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)),
                    containerAnchor: CompositionalAnchor(edges: [.bottom]))
            ]
        }
        var s = CompositionalSectionLayout(group: top)
        s.interGroupSpacing = Double(g.int(0...2) * 8)
        if g.bool() { s.contentInsets = DirectionalInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
        if g.int(0...3) == 0 {
            s.orthogonalScrollingBehavior = OrthogonalScrollingBehavior.allCases[g.int(1...5)]
        }
        if g.bool() {
            s.boundarySupplementaryItems = [
                CompositionalBoundaryItem(
                    elementKind: "header",
                    layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    alignment: .top, pinToVisibleBounds: g.bool()),
                CompositionalBoundaryItem(
                    elementKind: "footer",
                    layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    alignment: .bottom, pinToVisibleBounds: g.bool()),
            ]
        }
        if g.int(0...2) == 0 { s.decorationItems = [CompositionalDecorationItem(elementKind: "background")] }
        return s
    }

    /// A whole request: 1-4 sections, uniform or explicit (measured at the estimates), some with their own layout.
    mutating func description(explicit: Bool? = nil) -> LayoutDescription {
        var d = CompositionalLayoutDescription(section: sectionLayout(), interSectionSpacing: Double(g.int(0...2) * 10))
        for _ in 0..<g.int(1...4) {
            let n = [0, 1, 5, 17, 100, 1000][g.int(0...5)]
            let isExplicit = explicit ?? g.bool()
            var section = CompositionalSectionDescription(
                items: isExplicit ? .explicit(Array(repeating: estimate, count: n)) : .uniform(count: n, item: nil))
            if g.int(0...3) == 0 { section.layout = sectionLayout() }
            section.orthogonalContentOffset = Point(x: Double(g.int(0...4) * 150), y: 0)
            d.sections.append(section)
        }
        let scale = [1.0, 2, 3][g.int(0...2)]
        let cv = CollectionViewDescription(
            size: Size(width: [320, 375, 414][g.int(0...2)], height: 700),
            contentOffset: Point(x: 0, y: Double(g.int(0...20) * 100)),
            scale: scale)
        return LayoutDescription(
            collectionView: cv, family: .compositional(d), scrollDirection: g.int(0...3) == 0 ? .horizontal : .vertical)
    }
}
