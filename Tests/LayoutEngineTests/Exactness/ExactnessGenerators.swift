// Generators for the exactness properties: inputs real apps send, and the edges the exactness round found.

import SeededRandom

@testable import LayoutEngine

/// Seeded inputs that reach the cases of the exactness round: widths computed as apps compute them
/// (`(available - (k-1)·spacing) / k`), thirds at scale 3, heights like 33.1 and 50.25, horizontal flow, zero
/// sizes, tiny aspect widths, sections past every internal threshold (5,000+ items), `stickHeight` above the
/// header, and offsets anywhere in the content.
struct ExactnessGenerator {
    var g: SplitMix64

    init(seed: UInt64) { g = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 17) }

    /// A screen width and scale real devices have.
    mutating func screen() -> (width: Double, height: Double, scale: Double) {
        let screens: [(Double, Double, Double)] = [
            (320, 568, 2), (375, 667, 2), (390, 844, 3), (414, 896, 3), (428, 926, 3), (768, 1024, 2),
            (1024, 768, 2), (834, 1194, 2), (320, 480, 1), (1366, 1024, 2), (360, 640, 3),
        ]
        return screens[g.int(0...screens.count - 1)]
    }

    /// A spacing apps use.
    mutating func spacing() -> Double { [0, 0.5, 1, 2, 4, 8, 10, 16, 20, 1.0 / 3][g.int(0...9)] }

    /// A height: integral, with one decimal (33.1), quarters (50.25), thirds, zero, or random.
    mutating func height() -> Double {
        switch g.int(0...6) {
        case 0: return Double(g.int(1...300))
        case 1: return Double(g.int(10...3000)) / 10  // 33.1
        case 2: return Double(g.int(4...1200)) / 4  // 50.25
        case 3: return Double(g.int(3...900)) / 3  // thirds
        case 4: return 0
        case 5: return [33.1, 50.25, 44.0 / 3, 0.1, 1e-3][g.int(0...4)]
        default: return g.double(0.5...400)
        }
    }

    /// The width of `k` items filling `available` at `spacing`, as apps compute it; sometimes a plain width.
    mutating func width(available: Double, spacing: Double) -> Double {
        if g.int(0...4) == 0 { return [0, Double(g.int(1...400)), 196.8, 1e-3][g.int(0...3)] }
        let k = Double(g.int(1...9))
        return Swift.max(0, (available - (k - 1) * spacing) / k)
    }

    /// An item count: small, around the internal thresholds, or past them.
    mutating func count() -> Int {
        switch g.int(0...5) {
        case 0: return g.int(0...3)
        case 1: return g.int(4...60)
        case 2: return g.int(4090...4100)
        case 3: return g.int(5000...9000)
        default: return g.int(1...400)
        }
    }

    mutating func inset() -> EdgeInsets {
        if g.bool() { return .zero }
        return EdgeInsets(top: spacing() * 2, left: spacing(), bottom: height() / 4, right: spacing())
    }

    /// Pinning, sometimes with `stickHeight` above any header height.
    mutating func pinning() -> PinningDescription {
        if g.int(0...2) == 0 { return .none }
        let until: [PinningBound?] = [nil, .nextSection, .sectionEnd, .never]
        let stick: Double? =
            switch g.int(0...3) {
            case 0: nil
            case 1: g.double(0...30)
            default: g.double(40...500)  // above the header
            }
        return PinningDescription(
            headers: g.bool() ? .all : .sections([0, 1]), footers: g.int(0...3) == 0 ? .all : .none,
            offset: [0, 44, 64, -20][g.int(0...3)], stickHeight: stick, until: until[g.int(0...3)])
    }

    /// A collection view with an offset somewhere in (or past) content up to `extent` long.
    mutating func collectionView(extent: Double = 20_000) -> CollectionViewDescription {
        let s = screen()
        let inset = g.bool() ? EdgeInsets.zero : EdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
        return CollectionViewDescription(
            size: Size(width: s.width, height: s.height), contentInset: inset,
            contentOffset: Point(x: 0, y: g.double(-100...extent)), scale: s.scale)
    }

    /// A uniform or explicit item list of `n` equal items of `item` (uniform is later listed for comparison).
    mutating func sizes<Item>(_ n: Int, _ item: Item) -> ItemList<Item> {
        .uniform(count: n, item: item)
    }

    mutating func flow() -> LayoutDescription {
        let cv = collectionView()
        let horizontal = g.int(0...3) == 0
        let spacing = spacing()
        let inset = inset()
        let lengthAcross = horizontal ? cv.size.height : cv.size.width
        let available = lengthAcross - (horizontal ? inset.top + inset.bottom : inset.left + inset.right)
        var sections: [FlowSectionDescription] = []
        for _ in 0..<g.int(1...3) {
            let across = width(available: available, spacing: spacing)
            let along = height()
            let item = horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
            var section = FlowSectionDescription(items: .uniform(count: count(), item: item))
            if g.bool() {
                // Mixed sizes: an explicit list (compared as is in the query property).
                section.items = .explicit(
                    (0..<g.int(1...40)).map { _ in
                        Size(width: width(available: available, spacing: spacing), height: height())
                    })
            }
            section.headerSize = g.bool() ? Size(width: 44, height: 44) : nil
            section.footerSize = g.int(0...3) == 0 ? Size(width: 20, height: 20) : nil
            sections.append(section)
        }
        let lines: [FlowLineAlignment] = [.justified, .justified, .start, .center, .end]
        let last: [FlowLastLineAlignment] = [.automatic, .automatic, .grid, .start, .center, .end, .justified]
        let flow = FlowLayoutDescription(
            minimumLineSpacing: self.spacing(), minimumInteritemSpacing: spacing, sectionInset: inset,
            lineAlignment: lines[g.int(0...4)], sections: sections, lastLineAlignment: last[g.int(0...6)])
        return LayoutDescription(
            collectionView: cv, family: .flow(flow), scrollDirection: horizontal ? .horizontal : .vertical,
            pinning: pinning())
    }

    mutating func waterfall() -> LayoutDescription {
        let cv = collectionView()
        var sections: [WaterfallSectionDescription] = []
        for _ in 0..<g.int(1...3) {
            let aspectWidth: Double = g.int(0...9) == 0 ? [1e-300, 5e-324, 1e-9][g.int(0...2)] : g.double(1...400)
            let aspect = Size(width: aspectWidth, height: height())
            var section = WaterfallSectionDescription(items: .uniform(count: count(), item: aspect))
            section.columnCount = g.int(1...5)
            section.headerHeight = g.bool() ? 40 : nil
            sections.append(section)
        }
        let directions: [WaterfallItemRenderDirection] = [.shortestFirst, .leftToRight, .rightToLeft]
        let waterfall = WaterfallLayoutDescription(
            minimumColumnSpacing: spacing(), minimumInteritemSpacing: spacing(), sectionInset: inset(),
            itemRenderDirection: directions[g.int(0...2)], sections: sections)
        return LayoutDescription(collectionView: cv, family: .waterfall(waterfall), pinning: pinning())
    }

    mutating func iglist() -> LayoutDescription {
        let cv = collectionView()
        let spacing = spacing()
        var sections: [IGListSectionDescription] = []
        for _ in 0..<g.int(1...3) {
            let item = Size(width: width(available: cv.size.width, spacing: spacing), height: height())
            var section = IGListSectionDescription(items: .uniform(count: count(), item: item))
            section.minimumInteritemSpacing = spacing
            section.minimumLineSpacing = self.spacing()
            section.inset = inset()
            section.headerSize = g.bool() ? Size(width: cv.size.width, height: 30) : .zero
            sections.append(section)
        }
        let iglist = IGListLayoutDescription(stretchToEdge: g.bool(), sections: sections)
        return LayoutDescription(collectionView: cv, family: .iglist(iglist), pinning: pinning())
    }

    mutating func magazine() -> LayoutDescription {
        let cv = collectionView()
        var sections: [MagazineSectionDescription] = []
        let modes: [MagazineWidthMode] = [
            .fullWidth(respectsHorizontalInsets: true), .fullWidth(respectsHorizontalInsets: false),
            .fractional(divisor: 2), .fractional(divisor: 3), .fractional(divisor: 4), .fractional(divisor: 5),
        ]
        for _ in 0..<g.int(1...3) {
            let item = MagazineItem(widthMode: modes[g.int(0...5)], height: height())
            var section = MagazineSectionDescription(items: .uniform(count: count(), item: item))
            section.headerHeight = g.bool() ? 50 : nil
            section.footerHeight = g.int(0...3) == 0 ? 30 : nil
            section.background = g.bool()
            section.verticalSpacing = spacing()
            section.horizontalSpacing = spacing()
            sections.append(section)
        }
        let magazine = MagazineLayoutDescription(sectionInsets: inset(), itemInsets: inset(), sections: sections)
        return LayoutDescription(collectionView: cv, family: .magazine(magazine), pinning: pinning())
    }

    /// A rect somewhere in or around `content`.
    mutating func rect(in content: Size) -> Rect {
        Rect(
            x: g.double(-50...Swift.max(0, content.width)), y: g.double(-100...Swift.max(0, content.height) + 100),
            width: g.double(0...800), height: g.double(0...1500))
    }
}
