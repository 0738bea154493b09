// Seeded random iglist collections (vertical and horizontal, pinned or not): the contract's invariants, whatever
// the input. Every failure names its seed; rerun one with `IGListPropertyTests.randomCase(seed:)`.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("IGList properties")
struct IGListPropertyTests {
    /// One random case: the request, and each section's inset in vertical space (the engine's frame).
    struct Case {
        var request: LayoutDescription
        var verticalInsets: [EdgeInsets]
        var horizontal: Bool { request.scrollDirection == .horizontal }
    }

    /// A random iglist on the pixel grid: whole points at scale 1 and 3 (thirds are not exact in binary), halves at
    /// scale 2, so IGListKit's floor-and-ceil rounding never moves a frame and cells can only touch, never overlap.
    /// With `largeUniform`, uniform sections are more frequent and hold 4097 to 5697 items (every uniform section's
    /// frames come from the closed form, `IGListUniformFrames`: these hold many full rows).
    static func randomCase(seed: UInt64, largeUniform: Bool = false) -> Case {
        var g = igListRandom(seed: seed)
        let scale = [1.0, 2, 3][g.int(0...2)]
        let unit = scale == 2 ? 0.5 : 1
        let horizontal = g.int(0...2) == 0
        func q(_ r: ClosedRange<Int>) -> Double { Double(g.int(r)) * unit }
        // Sizes and insets are drawn in vertical space (width = fixed axis) and swapped for horizontal requests.
        func size(_ fixed: Double, _ scroll: Double) -> Size {
            horizontal ? Size(width: scroll, height: fixed) : Size(width: fixed, height: scroll)
        }
        func insets(_ e: EdgeInsets) -> EdgeInsets { horizontal ? e.transposed : e }
        let fixedLength = q(160...500)
        let cvInset = EdgeInsets(top: q(0...64), left: q(0...20), bottom: q(0...40), right: q(0...20))
        let contentWidth = fixedLength - cvInset.left - cvInset.right
        var sections: [IGListSectionDescription] = []
        var verticalInsets: [EdgeInsets] = []
        for _ in 0..<g.int(0...6) {
            let inset = EdgeInsets(top: q(0...20), left: q(0...20), bottom: q(0...20), right: q(0...20))
            let padded = contentWidth - inset.left - inset.right
            let interitem = g.int(0...2) == 0 ? 0 : q(0...12)
            func item() -> Size {
                let height = g.int(0...9) == 0 ? 0 : q(1...80)
                switch g.int(0...9) {
                case 0: return size(padded + q(1...30), height)  // wider than the row: clamped
                case 1...3:  // k to a row, give or take a pixel: the 1-point tolerance and stretchToEdge
                    let k = Double(g.int(1...4))
                    let exact = ((padded - (k - 1) * interitem) / k / unit).rounded(.down) * unit
                    return size(Swift.max(unit, exact + Double(g.int(-2...2)) * unit), height)
                default: return size(q(1...Int(padded / unit)), height)
                }
            }
            var section: IGListSectionDescription
            let kind = g.int(0...3)
            if kind == 0 || (largeUniform && kind == 1) {
                let count = g.int(0...40)
                section = IGListSectionDescription(
                    items: .uniform(count: largeUniform ? 4097 + count * 40 : count, item: g.bool() ? nil : item()),
                    itemSize: g.bool() ? nil : item())
            } else {
                // Often a row or less, so the next section shares its only row (and may start above its header).
                let count = g.bool() ? g.int(0...3) : g.int(0...25)
                section = IGListSectionDescription(items: .explicit((0..<count).map { _ in item() }))
            }
            section.inset = insets(inset)
            section.minimumLineSpacing = g.int(0...2) == 0 ? 0 : q(0...12)
            section.minimumInteritemSpacing = interitem
            section.headerSize = size(q(0...50), g.bool() ? 0 : q(8...40))
            section.footerSize = size(q(0...50), g.int(0...2) == 0 ? q(8...30) : 0)
            sections.append(section)
            verticalInsets.append(inset)
        }
        let layout = IGListLayoutDescription(
            stretchToEdge: g.bool(), showHeaderWhenEmpty: g.bool(), itemSize: size(q(10...120), q(10...60)),
            sections: sections)
        var cv = CollectionViewDescription(
            size: size(fixedLength, q(200...700)), contentInset: insets(cvInset), scale: scale)
        // The offset is drawn over the resting content, from a pull past the top to past the end.
        let resting = run(LayoutDescription(collectionView: cv, family: .iglist(layout)))
        let length = horizontal ? resting.contentSize.width : resting.contentSize.height
        let scrollOffset = g.double(-150...(length + 150))
        let crossOffset = g.double(-40...40)
        cv.contentOffset = horizontal ? Point(x: scrollOffset, y: crossOffset) : Point(x: crossOffset, y: scrollOffset)
        let pinning = LayoutProperties.randomPinning(sectionCount: sections.count, using: &g)
        return Case(
            request: LayoutDescription(
                collectionView: cv, family: .iglist(layout), scrollDirection: horizontal ? .horizontal : .vertical,
                pinning: pinning),
            verticalInsets: verticalInsets)
    }

    @Test("600 seeded collections: no two cells overlap, content covers, pins bounded, queries exact, deterministic")
    func invariants() {
        for seed in UInt64(1)...600 { Self.check(Self.randomCase(seed: seed), seed: seed) }
    }

    @Test("30 seeded collections with uniform sections in closed form: the same invariants")
    func closedFormInvariants() {
        for seed in UInt64(1)...30 { Self.check(Self.randomCase(seed: seed, largeUniform: true), seed: seed) }
    }

    /// Every invariant of one case.
    static func check(_ c: Case, seed: UInt64) {
        var unpinned = c.request
        unpinned.pinning = .none
        let resting = run(unpinned)
        let all = run(c.request)
        LayoutProperties.checkDeterministic(c.request, all, seed: seed)
        var rectRandom = igListRandom(seed: seed &* 7919)
        let rects = LayoutProperties.randomRects(around: all, using: &rectRandom)
        LayoutProperties.checkQueries(c.request, all: all, rects: rects, seed: seed)
        // Everything else in vertical space, where the engine computes (horizontal swaps back).
        let v = c.horizontal ? LayoutProperties.transposed(resting) : resting
        let p = c.horizontal ? LayoutProperties.transposed(all) : all
        #expect(all.contentSize == resting.contentSize, "seed \(seed): pinning changed contentSize")
        // Sections share rows, so cells are checked across the whole collection. IGListKit places a row's items
        // at the row's top plus their own section's top inset, so a section that continues a row with a smaller
        // top inset than an earlier section rises into that section's previous row (see the test below): only
        // such pairs may overlap.
        let top = c.verticalInsets.map(\.top)
        LayoutProperties.checkNoOverlap(v.attributes.filter { $0.category == .cell }, seed: seed) { a, b in
            a.section != b.section && top[Swift.max(a.section, b.section)] < top[Swift.min(a.section, b.section)]
        }
        // contentSize ends at the last section's bounds plus its bottom inset, as IGListKit computes it, and
        // covers every resting frame, except a cell of an earlier section on a row the last section shares
        // (the last section starts above its bottom; see the test below). Across the rows a cell may end up to
        // IGListKit's 1-point overshoot tolerance past the content width.
        let bounds = Self.sectionBounds(c, resting: v, seed: seed)
        if let last = bounds.indices.last {
            let lastMaxY = v.attributes.filter { $0.section == last }.map(\.frame.maxY).max() ?? bounds[last].start
            #expect(
                isClose(v.contentSize.height, lastMaxY + c.verticalInsets[last].bottom),
                "seed \(seed): contentSize \(v.contentSize) is not the last section's bounds + inset")
        }
        for a in v.attributes {
            let slack = a.category == .cell ? 1 + 1e-9 : 1e-9
            let sharesLastRow = a.section < bounds.count - 1 && bounds[bounds.count - 1].start < a.frame.maxY
            #expect(
                a.frame.minY >= -1e-9 && (a.frame.maxY <= v.contentSize.height + 1e-9 || sharesLastRow)
                    && a.frame.minX >= -1e-9 && a.frame.maxX <= v.contentSize.width + slack,
                "seed \(seed): \(a) outside \(v.contentSize)")
        }
        LayoutProperties.checkPins(
            c.request, pinned: p, resting: v, bounds: bounds, lastHeaderUnbounded: true, defaultUntil: .nextSection,
            seed: seed)
    }

    @Test("a section continuing a row with a smaller top inset rises into the previous section's row, as IGListKit")
    func continuingSectionRisesByItsSmallerTopInset() {
        // Width 100, scale 1. Section 0 (inset.top 10): item 0 at x 0, y 0 + 10 (100 × 20); the row line is
        // 30 - 10 = 20 in the section's own frame. Item 1 (50 wide) overshoots 100 + 50 > 101: new row at 20,
        // frame y 20 + 10 = 30. Section 1 (inset.top 0, no header) continues that row at x 50, y 20 + 0 = 20,
        // so its cell overlaps section 0's item 0 (y 10..30) on x 50..90: IGListKit's `itemCoord + insets.top`.
        let result = run(
            igRequest(
                [igSection(insets: insets(10, 0, 0, 0), [size(100, 20), size(50, 10)]), igSection([size(40, 10)])],
                scale: 1))
        expectFrames(result.cellFrames(0), [rect(0, 10, 100, 20), rect(0, 30, 50, 10)])
        expectFrames(result.cellFrames(1), [rect(50, 20, 40, 10)])
        // contentSize = maxY of the last section's bounds (20 + 10) + its bottom inset 0 = 30: item 0.1 ends at 40.
        #expect(result.contentSize == size(100, 30))
    }

    @Test("contentSize ends at the last section's bounds even when an earlier section's taller cell shares its row")
    func contentSizeEndsAtTheLastSectionsBounds() {
        // Width 100, scale 1: section 0's 50 × 100 item at (0, 0); section 1's 40 × 10 item fits the same row at
        // x 50 (50 + 40 <= 101). IGListKit's collectionViewContentSize is maxY(last bounds) + insets.bottom = 10.
        let result = run(igRequest([igSection([size(50, 100)]), igSection([size(40, 10)])], scale: 1))
        expectFrames(result.cellFrames(0), [rect(0, 0, 50, 100)])
        expectFrames(result.cellFrames(1), [rect(50, 0, 40, 10)])
        #expect(result.contentSize == size(100, 10))
    }

    @Test("a sticky header stays at rest when the next section starts above its bottom (never lifted)")
    func stickyHeaderNeverLiftedAboveItsRestingPlace() {
        // Width 100, scale 1. Section 0 (inset.top 10, header 20): the header makes room (row line 20), so item
        // 0 is at y 20 + 10 = 30 and the header right above it at 30 - 20 = 10. Section 1 (inset.top 0, no
        // header) continues that row at x 50, y 20 + 0 = 20: its bounds start at 20, above the header's bottom
        // (30). The bound is 20 - 20 = 0, above the resting 10: the contract keeps the header at rest (IGListKit's
        // own MIN(MAX(10, offset), 0) would lift it to 0). Scrolled to 5 and to 40 alike.
        for offset in [5.0, 40] {
            let result = run(
                igRequest(
                    [
                        igSection(insets: insets(10, 0, 0, 0), headerHeight: 20, [size(50, 30)]),
                        igSection([size(40, 10)]),
                    ],
                    stickyHeaders: true, contentOffset: Point(x: 0, y: offset), scale: 1))
            expectFrame(result.header(0)?.frame, rect(0, 10, 100, 20), "offset \(offset)")
            #expect(result.header(0)?.pinned == false)
            expectFrames(result.cellFrames(0), [rect(0, 30, 50, 30)])
            expectFrames(result.cellFrames(1), [rect(50, 20, 40, 10)])
        }
    }

    /// Each section's start and content end, in vertical space, read off the resting elements (not the engine's
    /// section model). A section's bounds are the union of its cells, header and footer; an empty section's bounds
    /// also hold its header rect, placed at the end of the previous bounds even when it has zero length (IGListKit's
    /// `rollingSectionBounds = headerBounds`; `CGRectUnion` keeps zero-size rects). `contentEnd` is where IGListKit
    /// puts the footer: the bottom of the items, or of an empty section's header rect (a horizontal layout adds the
    /// trailing inset); `next` is the following section's start.
    static func sectionBounds(_ c: Case, resting v: LayoutResult, seed: UInt64) -> [LayoutProperties.SectionBounds] {
        var bounds: [LayoutProperties.SectionBounds] = []
        var previousMaxY = 0.0
        for s in c.verticalInsets.indices {
            let elements = v.attributes.filter { $0.section == s }.map(\.frame)
            let isEmpty = v.cellFrames(s).isEmpty
            let start = isEmpty ? previousMaxY : elements.map(\.minY).min()!
            previousMaxY = (elements.map(\.maxY) + (isEmpty ? [start] : [])).max()!
            let cells = v.cellFrames(s)
            var contentEnd = cells.map(\.maxY).max() ?? v.header(s)?.frame.maxY ?? start
            if c.horizontal { contentEnd += c.verticalInsets[s].bottom }
            if let footer = v.footer(s) {
                #expect(
                    footer.frame.y == contentEnd, "seed \(seed): footer \(s) is not where its section's content ends")
            }
            bounds.append(.init(start: start, contentEnd: contentEnd, next: .infinity))
        }
        for s in bounds.indices.dropLast() { bounds[s].next = bounds[s + 1].start }
        return bounds
    }
}

/// The iglist suite's generator for `seed`.
private func igListRandom(seed: UInt64) -> SplitMix64 {
    SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678)
}
