// Seeded random waterfalls checked against a naive model of CHT's loop and against the contract's invariants.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("Waterfall layout: seeded properties")
struct WaterfallPropertyTests {
    @Test("random waterfalls match a naive model of CHT's prepare() to the bit", arguments: 0..<300)
    func matchesNaiveModel(seed: Int) throws {
        var rng = WaterfallRNG(seed: UInt64(seed))
        let (d, cv) = randomWaterfall(&rng)
        let family = try WaterfallLayout.resting(d, collectionView: cv)
        let model = NaiveCHT(d, cv)
        #expect(family.sections.count == model.sections.count)
        for (s, (section, expected)) in zip(family.sections, model.sections).enumerated() {
            #expect(section.header == expected.header, "section \(s) header")
            #expect(section.footer == expected.footer, "section \(s) footer")
            #expect(section.start == expected.start && section.contentEnd == expected.contentEnd)
            #expect(section.end == expected.end, "section \(s) end")
            let frames = (0..<section.items.count).map { section.items.frame(at: $0) }
            // Uniform sections use the closed form; the inputs here keep every sum exact, so equal to the bit.
            #expect(frames == expected.items, "section \(s) items")
        }
        #expect(family.contentSize == model.contentSize)
    }

    @Test("cells never overlap, contentSize covers every frame, and equal input gives equal output", arguments: 0..<200)
    func invariants(seed: Int) {
        var rng = WaterfallRNG(seed: UInt64(seed) &+ 10_000)
        let (d, cv) = randomWaterfall(&rng)
        let all = run(wfLayout(d, cv: cv))
        #expect(all == run(wfLayout(d, cv: cv)))
        for s in d.sections.indices {
            let cells = all.cellFrames(s)
            for i in cells.indices {
                for j in cells.indices where j > i {
                    #expect(!cells[i].intersects(cells[j]), "section \(s): \(i) and \(j) overlap")
                }
            }
        }
        for a in all.attributes {
            #expect(a.frame.maxY <= all.contentSize.height, "\(a) below the content")
        }
    }

    @Test("a rect query returns exactly the elements of \"all\" that intersect it, in order", arguments: 0..<200)
    func rectQueries(seed: Int) {
        var rng = WaterfallRNG(seed: UInt64(seed) &+ 20_000)
        let (d, cv) = randomWaterfall(&rng)
        let all = run(wfLayout(d, cv: cv))
        for _ in 0..<5 {
            let query = rect(
                rng.double(-50...400), rng.double(-100...(all.contentSize.height + 100)), rng.double(0...400),
                rng.double(0...500))
            let answer = run(wfLayout(d, cv: cv), .rect(query))
            #expect(answer.attributes == all.attributes.filter { $0.frame.intersects(query) })
        }
    }

    @Test("a pinned header never leaves [resting y, next section start - height]", arguments: 0..<200)
    func pinnedHeaderWithinBound(seed: Int) throws {
        var rng = WaterfallRNG(seed: UInt64(seed) &+ 30_000)
        var (d, cv) = randomWaterfall(&rng)
        d.headerHeight = rng.double(1...80)
        let family = try WaterfallLayout.resting(d, collectionView: cv)
        cv.contentOffset.y = rng.double(-200...(family.contentSize.height + 200))
        let pinning = PinningDescription(headers: .all, stickHeight: rng.bool() ? rng.double(0...40) : nil)
        let result = run(wfLayout(d, cv: cv, pinning: pinning))
        for (s, section) in family.sections.enumerated() {
            guard let resting = section.header, let header = result.header(s) else { continue }
            #expect(header.frame.y >= resting.y)
            #expect(header.frame.y <= Swift.max(resting.y, section.end - resting.height))
            #expect(header.pinned == (header.frame != resting))
        }
    }
}

/// A direct, unoptimised reading of CHT's `prepare()`: every column kept, linear shortest-column scan.
private struct NaiveCHT {
    var sections: [(header: Rect?, footer: Rect?, start: Double, contentEnd: Double, end: Double, items: [Rect])] = []
    var contentSize = Size.zero

    init(_ d: WaterfallLayoutDescription, _ cv: CollectionViewDescription) {
        guard !d.sections.isEmpty else { return }
        func floorToPixel(_ v: Double) -> Double { (v * cv.scale).rounded(.down) / cv.scale }
        var top = 0.0
        for section in d.sections {
            let start = top
            let c = section.columnCount ?? d.columnCount
            let spacing = section.minimumColumnSpacing ?? d.minimumColumnSpacing
            let interitem = section.minimumInteritemSpacing ?? d.minimumInteritemSpacing
            let inset = section.inset ?? d.sectionInset
            let headerInset = section.headerInset ?? d.headerInset
            let footerInset = section.footerInset ?? d.footerInset
            let contentWidth = cv.size.width - cv.contentInset.left - cv.contentInset.right - inset.left - inset.right
            let itemWidth = floorToPixel((contentWidth - Double(c - 1) * spacing) / Double(c))
            top += headerInset.top
            var header: Rect?
            if (section.headerHeight ?? d.headerHeight) > 0 {
                let h = section.headerHeight ?? d.headerHeight
                header = Rect(
                    x: headerInset.left, y: top, width: max(0, cv.size.width - (headerInset.left + headerInset.right)),
                    height: h)
                top = top + h + headerInset.bottom
            }
            top += inset.top
            var columns = [Double](repeating: top, count: c)
            var items: [Rect] = []
            let aspects: [Size]
            switch section.items {
            case .explicit(let list): aspects = list
            case .uniform(let n, let item): aspects = Array(repeating: item ?? section.itemSize ?? d.itemSize, count: n)
            }
            for (i, aspect) in aspects.enumerated() {
                var column = 0
                switch d.itemRenderDirection {
                case .shortestFirst:
                    for j in columns.indices where columns[j] < columns[column] { column = j }
                case .leftToRight: column = i % c
                case .rightToLeft: column = c - 1 - i % c
                }
                var h = 0.0
                if aspect.width > 0 && aspect.height > 0 {
                    h = max(0, floorToPixel(aspect.height * itemWidth / aspect.width))
                }
                let frame = Rect(
                    x: inset.left + (itemWidth + spacing) * Double(column), y: columns[column],
                    width: max(0, itemWidth),
                    height: h)
                items.append(frame)
                columns[column] = frame.maxY + interitem
            }
            let contentEnd = columns.max()! - interitem + inset.bottom
            top = contentEnd + footerInset.top
            var footer: Rect?
            let fh = section.footerHeight ?? d.footerHeight
            if fh > 0 {
                footer = Rect(
                    x: footerInset.left, y: top, width: max(0, cv.size.width - (footerInset.left + footerInset.right)),
                    height: fh)
                top = top + fh + footerInset.bottom
            }
            sections.append((header, footer, start, contentEnd, top, items))
        }
        contentSize = Size(width: cv.size.width, height: max(top, d.minimumContentHeight))
    }
}

/// A random waterfall whose numbers are small multiples of 1/4 (exact in binary, so the closed form of uniform
/// sections must equal the running sums), with sections of every kind: empty, explicit, uniform, overridden.
private func randomWaterfall(_ rng: inout WaterfallRNG) -> (WaterfallLayoutDescription, CollectionViewDescription) {
    func quarter(_ range: ClosedRange<Int>) -> Double { Double(rng.int(range)) / 4 }
    func insets() -> EdgeInsets {
        EdgeInsets(top: quarter(0...40), left: quarter(0...40), bottom: quarter(0...40), right: quarter(0...40))
    }
    var d = WaterfallLayoutDescription()
    d.columnCount = rng.int(1...5)
    d.minimumColumnSpacing = quarter(0...48)
    d.minimumInteritemSpacing = rng.int(0...3) == 0 ? 0 : quarter(0...48)
    d.headerHeight = rng.bool() ? 0 : quarter(4...200)
    d.footerHeight = rng.bool() ? 0 : quarter(4...200)
    d.headerInset = insets()
    d.footerInset = insets()
    d.sectionInset = insets()
    d.itemRenderDirection = [.shortestFirst, .leftToRight, .rightToLeft][rng.int(0...2)]
    d.minimumContentHeight = rng.bool() ? 0 : quarter(0...8000)
    d.itemSize = Size(width: quarter(4...400), height: quarter(0...400))
    for _ in 0..<rng.int(0...3) {
        var section: WaterfallSectionDescription
        if rng.int(0...3) == 0 {
            section = WaterfallSectionDescription(
                items: .uniform(
                    count: rng.int(0...40), item: rng.bool() ? nil : Size(width: 64, height: quarter(0...400))))
        } else {
            let aspects = (0..<rng.int(0...30)).map { _ in
                Size(
                    width: rng.int(0...9) == 0 ? 0 : quarter(1...400),
                    height: rng.int(0...9) == 0 ? 0 : quarter(1...400))
            }
            section = WaterfallSectionDescription(items: .explicit(aspects))
        }
        if rng.bool() {
            section.columnCount = rng.int(1...4)
            section.minimumInteritemSpacing = quarter(0...20)
            section.inset = insets()
            section.headerHeight = rng.bool() ? 0 : quarter(4...100)
            section.footerInset = insets()
        }
        d.sections.append(section)
    }
    let scale = [1.0, 2.0, 4.0][rng.int(0...2)]  // powers of two keep pixel floors exact in binary
    let cv = CollectionViewDescription(
        size: Size(width: quarter(400...2000), height: quarter(400...3000)),
        contentInset: EdgeInsets(left: quarter(0...80), right: quarter(0...80)), scale: scale)
    return (d, cv)
}

/// The waterfall suite's generator: SplitMix64 with its own mapping to ranges (kept, so its cases stay the same).
private struct WaterfallRNG {
    private var base: SplitMix64
    init(seed: UInt64) { base = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1) }
    mutating func next() -> UInt64 { base.next() }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
    mutating func bool() -> Bool { next() & 1 == 1 }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }
}
