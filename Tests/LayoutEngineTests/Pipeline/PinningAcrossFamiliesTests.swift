import SeededRandom
import Testing

@testable import LayoutEngine

/// The contract's pinning rule, one for every family: the same pinned header and footer, scrolled anywhere,
/// land where the rule puts them in each of the five families.
///
/// Header: `y = max(rest, pinTop - max(0, h - stickHeight))`, `pinTop = offset.y + contentInset.top +
/// pinning.offset`, then bounded by the family's `until` (`nextSection`: the section's end - h, for one section
/// where a further one would begin; magazine's `sectionEnd`: where its footer starts - h; IGListKit leaves the
/// last section's header unbounded), and never above `rest`. Footer: `y = min(rest, max(visibleBottom - h,
/// contentTop))`, `visibleBottom = offset.y + size.height - contentInset.bottom`, `contentTop` the header's
/// bottom (compositional: its host, the section's start).
@Suite("Pinning across families: one rule gives every family's sticky header and footer")
struct PinningAcrossFamiliesTests {
    enum Family: CaseIterable {
        case flow, waterfall, iglist, magazine, compositional
    }

    /// One section of `items` items under a header `h` tall and over a footer `f` tall, pinned (`pins`) or not.
    static func description(
        _ family: Family, h: Double, f: Double, items: Int, pins: Bool, cv: CollectionViewDescription,
        offset: Double, stickHeight: Double?
    ) -> LayoutDescription {
        let pinning = PinningDescription(
            headers: pins ? .all : .none, footers: pins ? .all : .none, offset: offset, stickHeight: stickHeight)
        switch family {
        case .flow:
            let flow = FlowLayoutDescription(
                itemSize: Size(width: 60, height: 45), headerReferenceSize: Size(width: 0, height: h),
                footerReferenceSize: Size(width: 0, height: f),
                sections: [FlowSectionDescription(items: .uniform(count: items, item: nil))])
            return LayoutDescription(collectionView: cv, family: .flow(flow), pinning: pinning)
        case .waterfall:
            let waterfall = WaterfallLayoutDescription(
                columnCount: 3, headerHeight: h, footerHeight: f,
                sections: [WaterfallSectionDescription(items: .uniform(count: items, item: Size(width: 4, height: 3)))])
            return LayoutDescription(collectionView: cv, family: .waterfall(waterfall), pinning: pinning)
        case .iglist:
            let iglist = IGListLayoutDescription(sections: [
                IGListSectionDescription(
                    items: .uniform(count: items, item: Size(width: 100, height: 40)), minimumLineSpacing: 5,
                    headerSize: Size(width: 0, height: h), footerSize: Size(width: 0, height: f))
            ])
            return LayoutDescription(collectionView: cv, family: .iglist(iglist), pinning: pinning)
        case .magazine:
            let magazine = MagazineLayoutDescription(sections: [
                MagazineSectionDescription(
                    items: .uniform(count: items, item: MagazineItem(widthMode: .fractional(divisor: 2), height: 50)),
                    headerHeight: h, footerHeight: f)
            ])
            return LayoutDescription(collectionView: cv, family: .magazine(magazine), pinning: pinning)
        case .compositional:
            func boundary(_ kind: String, _ height: Double, _ alignment: CompositionalAlignment)
                -> CompositionalBoundaryItem
            {
                CompositionalBoundaryItem(
                    elementKind: kind,
                    layoutSize: CompositionalSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                    alignment: alignment, pinToVisibleBounds: pins)
            }
            let cell = CompositionalItem(
                layoutSize: CompositionalSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = CompositionalItem(
                layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                group: CompositionalGroup(axis: .horizontal, subitems: .list([cell])))
            let section = CompositionalSectionLayout(
                group: group, boundarySupplementaryItems: [boundary("header", h, .top), boundary("footer", f, .bottom)])
            let compositional = CompositionalLayoutDescription(
                section: section, sections: [CompositionalSectionDescription(items: .uniform(count: items, item: nil))])
            var d = LayoutDescription(collectionView: cv, family: .compositional(compositional))
            d.pinning = PinningDescription(offset: offset, stickHeight: stickHeight)
            return d
        }
    }

    /// A header or footer of a result (compositional's are named "header" and "footer").
    static func element(_ r: LayoutResult, header: Bool) -> LayoutAttributes? {
        r.attributes.first { a in
            a.category == .supplementary
                && (a.kind == (header ? .header : .footer) || r.kindName(of: a) == (header ? "header" : "footer"))
        }
    }

    @Test("a pinned header and footer land where the rule puts them, in every family", arguments: Family.allCases)
    func pinnedWhereTheRuleSays(family: Family) throws {
        var rng = SplitMix64(seed: 0xF1_0A7 &+ UInt64(Family.allCases.firstIndex(of: family)!))
        for round in 0..<60 {
            func quarter(_ range: ClosedRange<Int>) -> Double { Double(rng.int(range)) / 4 }
            let h = quarter(40...320)
            let f = quarter(40...240)
            let items = rng.int(family == .iglist ? 1...120 : 0...120)  // an empty IGListKit section hides its header
            let cv = CollectionViewDescription(
                size: Size(width: 375, height: quarter(1200...2800)),
                contentInset: EdgeInsets(top: quarter(0...400), left: 0, bottom: quarter(0...400), right: 0))
            let offset = quarter(-80...160)
            let stickHeight: Double? = rng.bool() ? quarter(0...400) : nil
            let resting = run(
                Self.description(
                    family, h: h, f: f, items: items, pins: false, cv: cv, offset: offset, stickHeight: stickHeight))
            let restHeader = try #require(Self.element(resting, header: true), "\(family) round \(round)")
            let restFooter = try #require(Self.element(resting, header: false), "\(family) round \(round)")
            let band = try sectionFrames(
                Self.description(
                    family, h: h, f: f, items: items, pins: false, cv: cv, offset: offset, stickHeight: stickHeight))[0]
            for _ in 0..<8 {
                var d = Self.description(
                    family, h: h, f: f, items: items, pins: true, cv: cv, offset: offset, stickHeight: stickHeight)
                let y = quarter(-400...(Int(resting.contentSize.height) * 4 + 400))
                d.collectionView.contentOffset = Point(x: 0, y: y)
                let r = run(d, .all)
                let header = try #require(Self.element(r, header: true))
                let footer = try #require(Self.element(r, header: false))

                let rest = restHeader.frame.y
                let pinTop = y + cv.contentInset.top + offset
                var expected = Swift.max(rest, pinTop - (stickHeight.map { Swift.max(0, h - $0) } ?? 0))
                switch family {
                case .flow, .waterfall, .compositional: expected = Swift.min(expected, band.maxY - h)
                case .magazine: expected = Swift.min(expected, restFooter.frame.y - h)
                case .iglist: break
                }
                expected = Swift.max(expected, rest)
                #expect(header.frame.y == expected, "\(family) round \(round) at \(y)")
                #expect(header.pinned == (expected != rest), "\(family) round \(round) at \(y)")

                let visibleBottom = y + cv.size.height - cv.contentInset.bottom
                let contentTop = family == .compositional ? band.minY : restHeader.frame.maxY
                let footerY = Swift.min(restFooter.frame.y, Swift.max(visibleBottom - f, contentTop))
                #expect(footer.frame.y == footerY, "\(family) round \(round) at \(y)")
                #expect(footer.pinned == (footerY != restFooter.frame.y), "\(family) round \(round) at \(y)")
            }
        }
    }
}
