// Right-to-left: a layout whose flipsHorizontallyInOppositeLayoutDirection is true is computed
// left-to-right with the visible rect mirrored and contentInset.left/right swapped, then every frame mirrored
// (x' = contentSize.width - x - width). Hand-computed frames for a horizontal flow with a pinned header, the
// family defaults, and seeded properties over every family.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("Right-to-left: mirrored layouts")
struct RightToLeftTests {
    /// A horizontal flow of two sections, each a 40-point header and eight 80 × 80 items, in a 300 × 200 view:
    /// columns of two items (80 + 10 + 80 <= 200, a third would need 260), justified (y = 0 and 120).
    /// Left to right: header 0 at x 0, columns at 40, 130, 220, 310, section end 390; header 1 at 390, columns
    /// at 430, 520, 610, 700, end 780. contentSize = {780, 200}.
    static func horizontalFlow(
        offsetX: Double? = nil, inset: EdgeInsets = .zero, flips: Bool? = true, pinned: Bool = true
    ) -> LayoutDescription {
        let flow = FlowLayoutDescription(
            itemSize: size(80, 80), headerReferenceSize: size(40, 0),
            sections: [flowSection(count: 8, 80, 80), flowSection(count: 8, 80, 80)])
        var cv = collectionView(300, 200, inset: inset)
        if let offsetX { cv.contentOffset = Point(x: offsetX, y: -inset.top) }
        cv.layoutDirection = .rightToLeft
        return LayoutDescription(
            collectionView: cv, family: .flow(flow), scrollDirection: .horizontal,
            pinning: pinned ? PinningDescription(headers: .all) : .none,
            flipsHorizontallyInOppositeLayoutDirection: flips)
    }

    @Test("a horizontal flow mirrors: it starts at the right end, where the default offset is")
    func horizontalFlowAtRest() {
        let result = run(Self.horizontalFlow(), .visible)
        // Default offset x = contentSize.width - size.width + contentInset.right = 780 - 300 + 0 = 480: the
        // visible rect is [480, 780]. Mirrored: header 0 at 780 - 0 - 40 = 740; items 0, 1 at 780 - 40 - 80 =
        // 660; items 2, 3 at 570; items 4, 5 at 480; items 6, 7 at 390 (ends at 470, not visible).
        #expect(result.order == ["h0", "c0.0", "c0.1", "c0.2", "c0.3", "c0.4", "c0.5"])
        expectFrame(result.header(0)?.frame, rect(740, 0, 40, 200))
        #expect(result.header(0)?.pinned == false)
        expectFrame(result.cell(0, 0)?.frame, rect(660, 0, 80, 80))
        expectFrame(result.cell(0, 1)?.frame, rect(660, 120, 80, 80))
        expectFrame(result.cell(0, 5)?.frame, rect(480, 120, 80, 80))
        #expect(result.contentSize == size(780, 200))
    }

    @Test("a pinned header of a mirrored horizontal layout pins at the right edge, inside contentInset.right")
    func pinnedHeaderAtRightEdge() {
        // Offset x 300, contentInset.right 20: visible [300, 600]. Computed left to right with the insets
        // swapped (left 20) at the mirrored offset 780 - 300 - 300 = 180: pinTop = 180 + 20 = 200, header 0
        // at max(0, 200) = 200, bounded by min(200, 390 - 40) = 200; mirrored: 780 - 200 - 40 = 540, so its
        // right edge is at 580 = 600 - 20. Header 1 rests at 390 (max(390, 200)): mirrored 350, not pinned.
        let result = run(Self.horizontalFlow(offsetX: 300, inset: EdgeInsets(right: 20)), .visible)
        let header0 = result.header(0)
        expectFrame(header0?.frame, rect(540, 0, 40, 200))
        #expect(header0?.pinned == true && header0?.zIndex == 1024)
        expectFrame(result.header(1)?.frame, rect(350, 0, 40, 200))
        #expect(result.header(1)?.pinned == false && result.header(1)?.zIndex == 0)
        // Pushed by the next section: offset 0 (mirrored 480, pinTop 500): min(500, 390 - 40 = 350) = 350,
        // mirrored 780 - 350 - 40 = 390, flush with header 1's right side... which is header 1's left edge
        // (header 1 at 350...390), exactly as header 0 in LTR reaches 350 and touches header 1 at 390.
        let pushed = run(Self.horizontalFlow(offsetX: 0, inset: EdgeInsets(right: 20)), .all)
        expectFrame(pushed.header(0)?.frame, rect(390, 0, 40, 200))
        #expect(pushed.header(0)?.pinned == true)
    }

    @Test("flow, waterfall and iglist do not flip by default; magazine does; the layout field overrides")
    func familyDefaults() {
        let flow = run(Self.horizontalFlow(flips: nil), .all)
        expectFrame(flow.header(0)?.frame, rect(0, 0, 40, 200))  // not mirrored
        #expect(!LayoutFamily.flow(FlowLayoutDescription()).flipsByDefault)
        #expect(!LayoutFamily.waterfall(WaterfallLayoutDescription()).flipsByDefault)
        #expect(!LayoutFamily.iglist(IGListLayoutDescription()).flipsByDefault)
        #expect(LayoutFamily.magazine(MagazineLayoutDescription()).flipsByDefault)

        // Magazine: a half-width item in a 300-wide view sits at x 0 left to right and at 150 right to left.
        let magazine = MagazineLayoutDescription(sections: [
            MagazineSectionDescription(items: .explicit([MagazineItem(widthMode: .fractional(divisor: 2), height: 50)]))
        ])
        var cv = collectionView(300, 200)
        cv.layoutDirection = .rightToLeft
        let mirrored = run(LayoutDescription(collectionView: cv, family: .magazine(magazine)))
        expectFrame(mirrored.cell(0, 0)?.frame, rect(150, 0, 150, 50))
        let kept = run(
            LayoutDescription(
                collectionView: cv, family: .magazine(magazine), flipsHorizontallyInOppositeLayoutDirection: false))
        expectFrame(kept.cell(0, 0)?.frame, rect(0, 0, 150, 50))
    }

    @Test("a billion-item uniform horizontal section mirrors its last items in constant time")
    func billionItems() {
        // 10^9 items of 50 × 50 in a 200-high view: three per column (50 + 10 + 50 + 10 + 50 = 170 <= 200, a
        // fourth needs 230), 333,333,334 columns (the last holding one item, on the grid at y 0), column k at
        // x = 60k left to right. contentSize.width = 333,333,334 * 50 + 333,333,333 * 10 = 20,000,000,030.
        let flow = FlowLayoutDescription(
            itemSize: size(50, 50), sections: [FlowSectionDescription(items: .uniform(count: 1_000_000_000, item: nil))]
        )
        var cv = collectionView(300, 200)
        cv.layoutDirection = .rightToLeft
        let d = LayoutDescription(
            collectionView: cv, family: .flow(flow), scrollDirection: .horizontal,
            flipsHorizontallyInOppositeLayoutDirection: true)
        let result = run(d, .visible)
        #expect(result.contentSize == size(20_000_000_030, 200))
        // Mirrored, column k is at 20,000,000,030 - 60k - 50: the first at 19,999,999,980, the last
        // (k = 333,333,333, item 999,999,999) at 0. At rest the view shows [19,999,999,730, 20,000,000,030]:
        // columns k = 0...4 (k = 4 spans 19,999,999,740...790; k = 5 ends at 730, outside).
        expectFrame(result.cell(0, 0)?.frame, rect(19_999_999_980, 0, 50, 50))
        #expect(result.attributes.count == 15)  // 5 columns of 3 fit in [19,999,999,730, 20,000,000,030]
        let start = run(
            {
                var far = d
                far.collectionView.contentOffset = Point(x: 0, y: 0)
                return far
            }(), .visible)
        expectFrame(start.cell(0, 999_999_999)?.frame, rect(0, 0, 50, 50))
    }

    @Test("mirroring twice is the identity: an RTL answer mirrored back is the LTR answer", arguments: 0..<120)
    func mirrorTwice(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 0x5_2717)
        var d = randomDescription(&rng)
        d.flipsHorizontallyInOppositeLayoutDirection = true
        let ltr = run(d, .all)
        guard ltr.attributes.count > 0 || d.sectionCount == 0 else { return }
        let x = rng.double(-100...(ltr.contentSize.width + 100)).rounded()
        let elements: [ElementsQuery] = [
            .all, .visible, .rect(rect(rng.double(-50...800).rounded(), rng.double(-50...800).rounded(), 300, 400)),
        ]
        for query in elements {
            // Right to left at x, with the insets as they are...
            var rtl = d
            rtl.collectionView.layoutDirection = .rightToLeft
            rtl.collectionView.contentOffset.x = x
            var mirroredQuery = query
            if case .rect(let r) = query {
                mirroredQuery = .rect(rect(ltr.contentSize.width - r.x - r.width, r.y, r.width, r.height))
            }
            // ...is left to right at the mirrored offset with the insets swapped, every frame mirrored.
            var reference = d
            swap(&reference.collectionView.contentInset.left, &reference.collectionView.contentInset.right)
            swap(&reference.collectionView.safeAreaInsets.left, &reference.collectionView.safeAreaInsets.right)
            swap(&reference.collectionView.layoutMargins.left, &reference.collectionView.layoutMargins.right)
            swap(
                &reference.collectionView.readableContentInsets.left,
                &reference.collectionView.readableContentInsets.right)
            reference.collectionView.contentOffset.x = ltr.contentSize.width - x - d.collectionView.size.width
            let expected = run(reference, mirroredQuery)
            let actual = run(rtl, query)
            #expect(actual.contentSize == expected.contentSize)
            // Mirroring twice rounds twice: a justified line's x (say 30.704545...) may come back one ulp off,
            // as UIKit's own `width - x - w` would. Everything else is exact.
            #expect(actual.attributes.count == expected.attributes.count, "seed \(seed) \(query)")
            let tolerance = 1e-12 * Swift.max(1, actual.contentSize.width)
            var mismatches = 0
            for (a, e) in zip(actual.attributes, expected.attributes) {
                var back = a
                back.frame.x = actual.contentSize.width - a.frame.x - a.frame.width
                let sameElement =
                    ElementIdentity(back) == ElementIdentity(e) && back.zIndex == e.zIndex && back.pinned == e.pinned
                if !sameElement || !isClose(back.frame, e.frame, tolerance: tolerance) { mismatches += 1 }
            }
            #expect(mismatches == 0, "seed \(seed) \(query): \(mismatches) elements differ")
        }
    }

    @Test(
        "a mirrored visible or rect query returns exactly the mirrored \"all\" elements that intersect",
        arguments: 0..<120)
    func mirroredQueries(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 0x5_2718)
        var d = randomDescription(&rng)
        d.flipsHorizontallyInOppositeLayoutDirection = true
        d.collectionView.layoutDirection = .rightToLeft
        let all = run(d, .all)
        let visible = run(d, .visible)
        // The default offset is the right end: contentSize.width - size.width + contentInset.right.
        let cv = d.collectionView
        let visibleRect = rect(
            all.contentSize.width - cv.size.width + cv.contentInset.right, cv.contentOffset.y, cv.size.width,
            cv.size.height)
        #expect(visible.attributes == all.attributes.filter { $0.frame.intersects(visibleRect) }, "seed \(seed)")
        let query = rect(rng.double(-50...900).rounded(), rng.double(-50...900).rounded(), 250, 350)
        let answer = run(d, .rect(query))
        #expect(answer.attributes == all.attributes.filter { $0.frame.intersects(query) }, "seed \(seed)")
    }
}

/// A random description of any family with quarter-point numbers (exact in binary): flow (either direction,
/// explicit or uniform sections), waterfall (with full-span items), iglist (either direction), magazine,
/// compositional (either direction, with safe area, margins and readable insets); no
/// pinning of headers sometimes, all headers other times; contentInset on every edge.
func randomDescription(_ rng: inout SplitMix64) -> LayoutDescription {
    func quarter(_ range: ClosedRange<Int>) -> Double { Double(rng.int(range)) / 4 }
    func sizes(_ n: Int) -> [Size] { (0..<n).map { _ in size(quarter(40...400), quarter(40...400)) } }
    let cv = CollectionViewDescription(
        size: size(quarter(1200...1600), quarter(1600...2400)),
        contentInset: EdgeInsets(
            top: quarter(0...100), left: quarter(0...100), bottom: quarter(0...100), right: quarter(0...100)))
    let pinning = rng.bool() ? PinningDescription(headers: .all, footers: rng.bool() ? .all : .none) : .none
    let sectionCount = rng.int(0...3)
    switch rng.int(0...4) {
    case 0:
        var flow = FlowLayoutDescription(
            itemSize: size(quarter(40...200), quarter(40...200)), minimumLineSpacing: quarter(0...40),
            minimumInteritemSpacing: quarter(0...40), headerReferenceSize: size(quarter(0...200), quarter(0...200)),
            footerReferenceSize: size(quarter(0...100), quarter(0...100)))
        for _ in 0..<sectionCount {
            flow.sections.append(
                FlowSectionDescription(
                    items: rng.bool() ? .explicit(sizes(rng.int(0...60))) : .uniform(count: rng.int(0...500), item: nil)
                ))
        }
        return LayoutDescription(
            collectionView: cv, family: .flow(flow), scrollDirection: rng.bool() ? .vertical : .horizontal,
            pinning: pinning)
    case 1:
        var waterfall = WaterfallLayoutDescription(
            columnCount: rng.int(1...6), headerHeight: quarter(0...100), footerHeight: quarter(0...100))
        for _ in 0..<sectionCount {
            let n = rng.int(0...60)
            waterfall.sections.append(
                WaterfallSectionDescription(
                    items: .explicit(sizes(n)), fullSpanItems: (0..<n).filter { _ in rng.int(0...7) == 0 }))
        }
        return LayoutDescription(collectionView: cv, family: .waterfall(waterfall), pinning: pinning)
    case 2:
        var iglist = IGListLayoutDescription()
        for _ in 0..<sectionCount {
            iglist.sections.append(
                IGListSectionDescription(
                    items: .explicit(sizes(rng.int(0...40))), inset: EdgeInsets(top: 4, left: 8, bottom: 4, right: 12),
                    minimumLineSpacing: 8, minimumInteritemSpacing: 4, headerSize: size(quarter(0...400), 40)))
        }
        return LayoutDescription(
            collectionView: cv, family: .iglist(iglist), scrollDirection: rng.bool() ? .vertical : .horizontal,
            pinning: pinning)
    case 3:
        var magazine = MagazineLayoutDescription(
            sectionInsets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 16), horizontalSpacing: 8, verticalSpacing: 6)
        for _ in 0..<sectionCount {
            let items = (0..<rng.int(0...40)).map { _ in
                MagazineItem(widthMode: .fractional(divisor: [1, 2, 4][rng.int(0...2)]), height: quarter(40...300))
            }
            magazine.sections.append(
                MagazineSectionDescription(
                    items: .explicit(items), headerHeight: rng.bool() ? 44 : nil, background: rng.bool()))
        }
        return LayoutDescription(collectionView: cv, family: .magazine(magazine), pinning: pinning)
    default:
        // Compositional: its generator's groups and sections in its scroll view (the groups are made for its
        // widths) at the default offset, with insets on every edge, a safe area, margins and readable insets
        // (right to left swaps them all), now and then the layout's own pinned header and footer; pinning takes
        // only offset and stickHeight here (this family pins with pinToVisibleBounds). Insets that leave a group
        // no room are drawn again.
        let seed = rng.next()
        var attempt: UInt64 = 0
        while true {
            var generator = CompositionalGenerator(seed: seed &+ attempt)
            var d = generator.description()
            guard case .compositional(var compositional) = d.family else { return d }
            for s in compositional.sections.indices { compositional.sections[s].orthogonalContentOffset = .zero }
            if rng.bool() {
                compositional.boundarySupplementaryItems = [
                    CompositionalBoundaryItem(
                        elementKind: "banner",
                        layoutSize: CompositionalSize(
                            widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)),
                        alignment: [.top, .topLeading, .topTrailing][rng.int(0...2)], pinToVisibleBounds: rng.bool()),
                    CompositionalBoundaryItem(
                        elementKind: "legal",
                        layoutSize: CompositionalSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                        alignment: .bottom, pinToVisibleBounds: rng.bool()),
                ]
            }
            compositional.contentInsetsReference = [.safeArea, .layoutMargins, .readableContent, .none][rng.int(0...3)]
            d.family = .compositional(compositional)
            var collectionView = CollectionViewDescription(
                size: d.collectionView.size,
                contentInset: EdgeInsets(
                    top: quarter(0...100), left: quarter(0...80), bottom: quarter(0...100), right: quarter(0...80)),
                scale: d.collectionView.scale)
            collectionView.safeAreaInsets = EdgeInsets(top: 0, left: quarter(0...96), bottom: 0, right: quarter(0...96))
            collectionView.layoutMargins = EdgeInsets(top: 0, left: quarter(0...64), bottom: 0, right: quarter(0...64))
            collectionView.readableContentInsets = EdgeInsets(
                top: 0, left: quarter(0...128), bottom: 0, right: quarter(0...128))
            d.collectionView = collectionView
            d.pinning = PinningDescription(offset: quarter(0...40), stickHeight: rng.bool() ? quarter(0...60) : nil)
            attempt += 1
            if attempt == 20 || (try? computeLayout(d, elements: .all)) != nil { return d }
        }
    }
}
