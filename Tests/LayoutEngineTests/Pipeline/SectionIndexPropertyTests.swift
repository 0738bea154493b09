import SeededRandom
import Testing

@testable import LayoutEngine

/// The section index is a fast path beside the walk it replaces: a prepared layout built
/// without it visits every section, in order, as the engine did before the index. On adversarial inputs (thousands of
/// sections, empty ones, tiny and huge values, thirds at scale 3, offsets beyond both ends, boundary items moved
/// by `absoluteOffset`, orthogonal sections scrolled across, headers pinned `until: never` and IGListKit's
/// unbounded last header) both give the same answers, bit for bit, at every offset of a timeline and for every
/// anchor report.
@Suite("Section index: every query answers what the walk over every section answers")
struct SectionIndexPropertyTests {
    /// The bits of every number of an answer (so 0 and -0, or two NaNs, are told apart).
    static func bits(_ attributes: [LayoutAttributes]) -> [[UInt64]] {
        attributes.map { a in
            let f = a.frame
            return [
                UInt64(bitPattern: Int64(a.section)), UInt64(bitPattern: Int64(a.item)),
                f.x.bitPattern, f.y.bitPattern, f.width.bitPattern, f.height.bitPattern,
                UInt64(bitPattern: Int64(a.zIndex)), a.pinned ? 1 : 0, a.estimated ? 1 : 0,
                UInt64(a.category.hashValue == ElementCategory.cell.hashValue ? 0 : 1),
            ]
        }
    }

    /// `d` with more sections: its sections repeated up to `copies` times, with empty ones between some.
    static func multiplied(_ d: LayoutDescription, copies: Int, g: inout SplitMix64) -> LayoutDescription {
        var d = d
        func grow<S>(_ sections: [S], empty: S) -> [S] {
            var out: [S] = []
            for _ in 0..<copies {
                for s in sections {
                    out.append(s)
                    if g.int(0...5) == 0 { out.append(empty) }
                }
            }
            return out
        }
        switch d.family {
        case .flow(var f):
            f.sections = grow(f.sections, empty: FlowSectionDescription(items: .uniform(count: 0, item: nil)))
            d.family = .flow(f)
        case .waterfall(var w):
            w.sections = grow(w.sections, empty: WaterfallSectionDescription(items: .uniform(count: 0, item: nil)))
            d.family = .waterfall(w)
        case .iglist(var i):
            i.sections = grow(i.sections, empty: IGListSectionDescription(items: .uniform(count: 0, item: nil)))
            d.family = .iglist(i)
        case .magazine(var m):
            m.sections = grow(m.sections, empty: MagazineSectionDescription(items: .uniform(count: 0, item: nil)))
            d.family = .magazine(m)
        case .compositional(var c):
            c.sections = grow(c.sections, empty: CompositionalSectionDescription(items: .uniform(count: 0, item: nil)))
            d.family = .compositional(c)
        }
        return d
    }

    /// Compositional outliers: boundary items moved far by `absoluteOffset`, some pinned; orthogonal sections
    /// scrolled along both axes.
    static func withOutliers(_ d: LayoutDescription, g: inout SplitMix64) -> LayoutDescription {
        guard case .compositional(var c) = d.family, var section = c.section else { return d }
        let far = [-5000.0, -300, 2500, 40_000][g.int(0...3)]
        section.boundarySupplementaryItems.append(
            CompositionalBoundaryItem(
                elementKind: "far",
                layoutSize: CompositionalSize(widthDimension: .absolute(30), heightDimension: .absolute(20)),
                alignment: g.bool() ? .top : .bottom, absoluteOffset: Point(x: 0, y: far),
                pinToVisibleBounds: g.bool()))
        c.section = section
        for s in c.sections.indices where g.int(0...3) == 0 {
            c.sections[s].orthogonalContentOffset = Point(x: Double(g.int(0...3) * 100), y: [0, -40, 90][g.int(0...2)])
        }
        var out = d
        out.family = .compositional(c)
        return out
    }

    /// Offsets anywhere: inside, around and far beyond both ends of `content` long.
    static func offsets(_ content: Double, g: inout SplitMix64) -> [Double] {
        var result: [Double] = []
        for _ in 0..<6 { result.append(g.double(-200...(content + 200))) }
        result += [-1e6, content + 1e6, -1e12, 1e12, content / 3, content - 1.0 / 3]
        return result
    }

    static func compare(_ d: LayoutDescription, g: inout SplitMix64) throws {
        var unlimited = WorkBudget(limit: .max)
        guard let fast = try? PreparedLayout(d, indexed: true, sectionIndexed: true, budget: &unlimited) else {
            return
        }
        let walk = try PreparedLayout(d, indexed: true, sectionIndexed: false, budget: &unlimited)
        let horizontal = d.scrollDirection == .horizontal
        let content = horizontal ? fast.contentSize.width : fast.contentSize.height
        let other = horizontal ? d.collectionView.contentOffset.y : d.collectionView.contentOffset.x
        for (k, along) in Self.offsets(content, g: &g).enumerated() {
            let offset = horizontal ? Point(x: along, y: other) : Point(x: other, y: along)
            let span = g.double(0...1500)
            let rect =
                horizontal
                ? Rect(x: along, y: g.double(-50...500), width: span, height: g.double(0...800))
                : Rect(x: g.double(-50...500), y: along, width: g.double(0...800), height: span)
            for elements in [ElementsQuery.visible, .rect(rect)] {
                let a = try? fast.attributes(at: offset, elements: elements, limit: 1_000_000, expected: 0)
                let b = try? walk.attributes(at: offset, elements: elements, limit: 1_000_000, expected: 0)
                #expect(a.map(Self.bits) == b.map(Self.bits), "offset \(offset) \(elements) query \(k)")
            }
            // Every pinned element of the answer is one of the followers a range around its offset lists, and its
            // follower gives its scroll-axis origin, bit for bit (the one formula a scroll range's `follows` gives).
            if let answer = try? fast.attributes(at: offset, elements: .visible, limit: 1_000_000, expected: 0) {
                let followers = fast.pinnedElements(scrollOffsetsFrom: along - 50, to: along + 50)
                for a in answer where a.pinned {
                    let origin = horizontal ? a.frame.x : a.frame.y
                    let matches = followers.filter {
                        $0.section == a.section && $0.kind == a.kind
                            && $0.follower.origin(at: along).bitPattern == origin.bitPattern
                    }
                    #expect(!matches.isEmpty, "pinned \(a) at \(along)")
                }
            }
            #expect(fast.reportedAnchor(at: offset) == walk.reportedAnchor(at: offset), "anchor at \(offset)")
        }
    }

    /// A family's description with adversarial variations: mirrored, bottom to top, short content at the bottom,
    /// headers pinned without bound, thousands of sections.
    static func varied(_ base: LayoutDescription, g: inout SplitMix64) -> LayoutDescription {
        var d = base
        if g.int(0...2) == 0 { d.collectionView.layoutDirection = .rightToLeft }
        if g.int(0...3) == 0 { d.flipsHorizontallyInOppositeLayoutDirection = true }
        if d.scrollDirection == .vertical {
            if g.int(0...3) == 0 { d.verticalLayoutDirection = .bottomToTop }
            if g.int(0...3) == 0 { d.shortContentAlignment = .bottom }
        }
        if case .compositional = d.family {
            d = Self.withOutliers(d, g: &g)
            if g.bool() {
                d.pinning = PinningDescription(offset: [0, 44, -20][g.int(0...2)], stickHeight: g.bool() ? 10 : nil)
            }
        } else if g.int(0...2) == 0 {
            d.pinning = PinningDescription(
                headers: .all, footers: g.bool() ? .all : .none, offset: [0, 44, -20][g.int(0...2)],
                stickHeight: g.bool() ? nil : [5, 60][g.int(0...1)], until: .never)
        }
        let copies = [1, 1, 3, 40, 300][g.int(0...4)]
        return Self.multiplied(d, copies: copies, g: &g)
    }

    @Test("flow, waterfall, iglist and magazine: 120 seeded collections, index and walk agree bit for bit")
    func fourFamilies() throws {
        var gen = ExactnessGenerator(seed: 27)
        var g = SplitMix64(seed: 2027)
        for round in 0..<120 {
            let base: LayoutDescription
            switch round % 4 {
            case 0: base = gen.flow()
            case 1: base = gen.waterfall()
            case 2: base = gen.iglist()
            default: base = gen.magazine()
            }
            try Self.compare(Self.varied(base, g: &g), g: &g)
        }
    }

    @Test("compositional: 50 seeded collections with outliers, index and walk agree bit for bit")
    func compositional() throws {
        var gen = CompositionalGenerator(seed: 2727)
        var g = SplitMix64(seed: 72)
        for _ in 0..<50 {
            try Self.compare(Self.varied(gen.description(), g: &g), g: &g)
        }
    }

    @Test("an orthogonal section's anchor pick, computed from the groups the bounds meet, is the walk's")
    func orthogonalAnchorPick() throws {
        var gen = CompositionalGenerator(seed: 909)
        var g = SplitMix64(seed: 99)
        var orthogonal = 0
        for _ in 0..<120 {
            let d = gen.description()
            guard case .compositional(let c) = d.family else { continue }
            var budget = WorkBudget(limit: .max)
            guard
                let family = try? CompositionalLayout.resting(
                    c, collectionView: d.collectionView, pinning: .none, budget: &budget)
            else { continue }
            for section in family.sections {
                guard let cells = section.items as? CompositionalCells, cells.orthogonalContentOffset != nil else {
                    continue
                }
                orthogonal += 1
                for _ in 0..<10 {
                    let bounds = Rect(
                        x: g.double(-200...3000), y: g.double((section.start - 300)...(section.end + 100)),
                        width: g.double(1...500), height: g.double(1...800))
                    let accepts = { (i: Int, f: Rect) in !cells.isEstimatedByLayout(i) && bounds.contains(f) }
                    for reversed in [false, true] {
                        let fast = cells.anchorPick(in: bounds, reversed: reversed, accepts: accepts)
                        let walk = cells.walkedAnchorPick(in: bounds, reversed: reversed, accepts: accepts)
                        #expect(fast.first?.item == walk.first?.item)
                        #expect(fast.accepted?.item == walk.accepted?.item)
                    }
                }
            }
        }
        #expect(orthogonal > 10)
    }

    @Test("a uniform flow section's cells computed on both axes are the ones its whole lines give")
    func uniformFlowColumns() throws {
        var gen = ExactnessGenerator(seed: 5)
        var g = SplitMix64(seed: 55)
        for _ in 0..<200 {
            guard case .flow(let flow) = gen.flow().family else { continue }
            let cv = collectionView([320.0, 375, 390][g.int(0...2)], 667, scale: Double(g.int(1...3)))
            let layout = try FlowLayout.resting(flow, collectionView: cv, indexed: true)
            for s in layout.sections.indices {
                let items = layout.sections[s].items
                for _ in 0..<12 {
                    let query = Rect(
                        x: g.double(-20...400), y: g.double(-100...(layout.sections[s].end + 100)),
                        width: [0.5, 5, 60, 400][g.int(0...3)], height: g.double(0...2000))
                    var fast = AttributeCollector(query: query, limit: 1_000_000)
                    try items.collectCells(into: &fast, section: s, zIndex: .pinnedOnly)
                    var walk = AttributeCollector(query: query, limit: 1_000_000)
                    for i in items.candidates(minY: query.minY, maxY: query.maxY) {
                        try walk.add(
                            LayoutAttributes(section: s, item: i, category: .cell, frame: items.frame(at: i), zIndex: 0)
                        )
                    }
                    #expect(Self.bits(fast.attributes) == Self.bits(walk.attributes))
                }
            }
        }
    }

    /// `UniformRows.collectRows` refuses a query whose cells pass the attribute limit before making any, on the claim
    /// that every cell of the rows and columns it finds meets the query. Held here: with the limit at the number
    /// of cells the query returns, the same cells; one fewer, the limit's error.
    @Test("a query over the attribute limit is refused exactly where appending its cells one by one would be")
    func earlyRefusalIsTheLimits() throws {
        var gen = ExactnessGenerator(seed: 33)
        var g = SplitMix64(seed: 333)
        var refused = 0
        for round in 0..<160 {
            let d =
                switch round % 4 {
                case 0: gen.flow()
                case 1: gen.waterfall()
                case 2: gen.iglist()
                default: gen.magazine()
                }
            var budget = WorkBudget(limit: .max)
            guard
                let family = try? restingLayout(d, collectionView: d.collectionView, horizontal: false, budget: &budget)
            else { continue }
            for s in family.sections.indices where family.sections[s].items is any UniformRows {
                let items = family.sections[s].items
                let end = family.sections[s].end
                guard end.isFinite else { continue }
                for _ in 0..<6 {
                    let query = Rect(
                        x: g.double(-20...400), y: g.double(-100...(Swift.max(0, end) + 100)),
                        width: [0.5, 5, 60, 400][g.int(0...3)], height: g.double(0...2000))
                    var all = AttributeCollector(query: query, limit: 1_000_000)
                    try items.collectCells(into: &all, section: s, zIndex: .pinnedOnly)
                    let n = all.attributes.count
                    var exact = AttributeCollector(query: query, limit: n)
                    try items.collectCells(into: &exact, section: s, zIndex: .pinnedOnly)
                    #expect(Self.bits(exact.attributes) == Self.bits(all.attributes))
                    guard n > 0 else { continue }
                    var short = AttributeCollector(query: query, limit: n - 1)
                    #expect(throws: LayoutError.tooManyAttributes(limit: n - 1)) {
                        try items.collectCells(into: &short, section: s, zIndex: .pinnedOnly)
                    }
                    refused += 1
                }
            }
        }
        #expect(refused > 100, "\(refused) refusals")
    }
}
