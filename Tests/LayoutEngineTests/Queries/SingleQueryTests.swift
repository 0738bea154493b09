// A request answered at one offset lays out without the band-query index and scans the frames instead; the scan
// must select exactly what the index selects (the same candidates, in the same order).
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("One query without the index: the same candidates as with it")
struct SingleQueryTests {
    /// Random waterfall descriptions: 1–6 columns, every placement order, full-span items, drifting columns.
    static func waterfall(_ g: inout SplitMix64) -> WaterfallLayoutDescription {
        var sections: [WaterfallSectionDescription] = []
        for _ in 0..<g.int(1...3) {
            let n = g.int(0...400)
            let drift = g.int(0...2) == 0
            let aspects = (0..<n).map { i -> Size in
                if drift { return size(100, i % 2 == 0 ? 1000 : 5) }
                return size(g.int(0...20) == 0 ? 0 : g.double(1...300), g.double(0...400))
            }
            var fullSpan: [Int] = []
            for i in 0..<n where g.int(0...40) == 0 { fullSpan.append(i) }
            var section = WaterfallSectionDescription(items: .explicit(aspects), fullSpanItems: fullSpan)
            if g.bool() { section.columnCount = g.int(1...6) }
            sections.append(section)
        }
        let directions: [WaterfallItemRenderDirection] = [.shortestFirst, .leftToRight, .rightToLeft]
        return WaterfallLayoutDescription(
            columnCount: g.int(1...6), minimumColumnSpacing: g.double(0...20),
            minimumInteritemSpacing: g.double(0...20),
            headerHeight: g.double(0...50), itemRenderDirection: directions[g.int(0...2)], sections: sections)
    }

    /// Both builds' candidates for `band`, as `collectCells` walks them.
    static func walk(_ items: any ItemFrames, _ minY: Double, _ maxY: Double) throws -> [Int] {
        var seen: [Int] = []
        try items.forEachCandidate(minY: minY, maxY: maxY) { seen.append($0) }
        return seen
    }

    @Test("waterfall: forEachCandidate and candidates agree with and without the index on random bands")
    func waterfallCandidates() throws {
        var g = SplitMix64(seed: 14)
        for _ in 0..<150 {
            let d = Self.waterfall(&g)
            let cv = collectionView(g.double(200...900), 667, scale: Double(g.int(1...3)))
            let indexed = try WaterfallLayout.resting(d, collectionView: cv, indexed: true)
            let scanned = try WaterfallLayout.resting(d, collectionView: cv, indexed: false)
            #expect(indexed.contentSize == scanned.contentSize)
            for s in indexed.sections.indices {
                let a = indexed.sections[s].items
                let b = scanned.sections[s].items
                #expect(a.count == b.count)
                let bottom = indexed.sections[s].end
                for _ in 0..<20 {
                    let minY = g.double(-100...(bottom + 100))
                    let maxY = minY + g.double(0...3000)
                    #expect(a.candidates(minY: minY, maxY: maxY) == b.candidates(minY: minY, maxY: maxY))
                    #expect(try Self.walk(a, minY, maxY) == Self.walk(b, minY, maxY))
                }
            }
        }
    }

    /// `collectCells` over items the body writes out, walked one candidate at a time: each is tested, and counted
    /// when selected.
    static func referenceCells(
        _ items: any ItemFrames, _ query: Rect, limit: Int
    ) -> Result<[LayoutAttributes], LayoutError> {
        var collector = AttributeCollector(query: query, limit: limit)
        do throws(LayoutError) {
            try items.forEachCandidate(minY: query.minY, maxY: query.maxY) { i throws(LayoutError) in
                let frame = items.frame(at: i)
                if frame.intersects(query) {
                    try collector.append(
                        LayoutAttributes(section: 1, item: i, category: .cell, frame: frame, zIndex: 0))
                }
            }
        } catch { return .failure(error) }
        return .success(collector.attributes)
    }

    /// `collectCells` itself (the frame arrays' in-place walk).
    static func collectedCells(
        _ items: any ItemFrames, _ query: Rect, limit: Int
    ) -> Result<[LayoutAttributes], LayoutError> {
        var collector = AttributeCollector(query: query, limit: limit)
        do throws(LayoutError) {
            try items.collectCells(into: &collector, section: 1, zIndex: .pinnedOnly)
        } catch { return .failure(error) }
        return .success(collector.attributes)
    }

    @Test("collectCells over frame arrays: the default walk's cells and limit errors, in its order")
    func collectCellsInPlace() throws {
        var g = SplitMix64(seed: 41)
        for round in 0..<160 {
            let d = Self.waterfall(&g)
            let flow = FlowLayoutDescription(
                sections: (0..<g.int(1...3)).map { _ in
                    flowSection((0..<g.int(0...300)).map { _ in size(g.double(0...120), g.double(0...200)) })
                })
            let cv = collectionView(g.double(200...900), 667, scale: Double(g.int(1...3)))
            for indexed in [false, true] {
                let layout =
                    round % 2 == 0
                    ? try WaterfallLayout.resting(d, collectionView: cv, indexed: indexed)
                    : try FlowLayout.resting(flow, collectionView: cv, indexed: indexed)
                for s in layout.sections.indices {
                    let items = layout.sections[s].items
                    for _ in 0..<10 {
                        let minY = g.double(-100...(layout.sections[s].end + 100))
                        let query = Rect(
                            x: g.double(-50...300), y: minY, width: g.double(0...400), height: g.double(0...3000))
                        let limit = g.int(0...40)
                        let expected = Self.referenceCells(items, query, limit: limit)
                        let got = Self.collectedCells(items, query, limit: limit)
                        #expect("\(expected)" == "\(got)")
                    }
                }
            }
        }
    }

    @Test("flow: candidates agree with and without the envelopes on random bands")
    func flowCandidates() throws {
        var g = SplitMix64(seed: 41)
        for _ in 0..<100 {
            let sections = (0..<g.int(1...3)).map { _ in
                flowSection(
                    (0..<g.int(0...300)).map { _ in size(g.double(0...(g.bool() ? 400 : 120)), g.double(0...200)) })
            }
            let d = FlowLayoutDescription(sections: sections)
            let cv = collectionView(g.double(200...900), 667)
            let indexed = try FlowLayout.resting(d, collectionView: cv, indexed: true)
            let scanned = try FlowLayout.resting(d, collectionView: cv, indexed: false)
            for s in indexed.sections.indices {
                let bottom = indexed.sections[s].end
                for _ in 0..<20 {
                    let minY = g.double(-100...(bottom + 100))
                    let maxY = minY + g.double(0...2000)
                    #expect(
                        indexed.sections[s].items.candidates(minY: minY, maxY: maxY)
                            == scanned.sections[s].items.candidates(minY: minY, maxY: maxY))
                }
            }
        }
    }

    @Test("a one-offset answer equals the same offset's timeline entry (which uses the index)")
    func oneOffsetMatchesTimeline() throws {
        var g = SplitMix64(seed: 7)
        for _ in 0..<60 {
            let d = Self.waterfall(&g)
            let offset = Point(x: 0, y: g.double(-100...20_000))
            var single = collectionView(375, 667, offsetY: offset.y)
            single.scale = 2
            var timeline = single
            timeline.contentOffsets = [offset, offset]
            let one = try computeLayout(LayoutDescription(collectionView: single, family: .waterfall(d)))
            let many = try computeLayout(LayoutDescription(collectionView: timeline, family: .waterfall(d)))
            #expect(one.attributes == many.timeline?.first?.attributes)
        }
    }

    @Test("waterfall: the section bounds' range check finds the first offending item a scan of every frame finds")
    func waterfallRangeBound() throws {
        var g = SplitMix64(seed: 15)
        let widths: [Double] = [1e-12, 1e-9, 1e-6, 1e-3, 1, 100]
        let heights: [Double] = [0, 1, 100, 1e6, 1e9]
        var offending = 0
        for _ in 0..<400 {
            let sections = (0..<g.int(1...3)).map { _ in
                let n = g.int(0...40)
                let aspects = (0..<n).map { _ in size(widths[g.int(0...5)], heights[g.int(0...4)]) }
                var fullSpan: [Int] = []
                for i in 0..<n where g.int(0...8) == 0 { fullSpan.append(i) }
                return WaterfallSectionDescription(items: .explicit(aspects), fullSpanItems: fullSpan)
            }
            let directions: [WaterfallItemRenderDirection] = [.shortestFirst, .leftToRight, .rightToLeft]
            let d = WaterfallLayoutDescription(
                columnCount: g.int(1...7), minimumColumnSpacing: g.bool() ? 10 : 1e9,
                minimumInteritemSpacing: g.bool() ? 10 : 1e9, itemRenderDirection: directions[g.int(0...2)],
                sections: sections)
            let cv = collectionView(g.bool() ? 375 : 1e9, 667, scale: Double(g.int(1...3)))
            // Columns that do not fit the section (no insets: the bounds' width) are a 422 (docs/waterfall.md).
            if Double(d.columnCount - 1) * d.minimumColumnSpacing > cv.size.width { continue }
            let family = try WaterfallLayout.resting(d, collectionView: cv, indexed: false)
            for section in family.sections {
                let items = section.items
                let scanned = (0..<items.count).first { !RangeCheck.contains(items.frame(at: $0)) }
                if scanned != nil { offending += 1 }
                #expect(items.firstOutOfRange(scanningAll: true) == scanned)
            }
        }
        #expect(offending > 50)
    }

    @Test("floorWithoutCall is rounded(.down) to the bit")
    func floorWithoutCall() {
        var g = SplitMix64(seed: 3)
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
            4_503_599_627_370_495.5, -4_503_599_627_370_495.5, 4_503_599_627_370_496, -4_503_599_627_370_496,
            4_503_599_627_370_497, 9_007_199_254_740_993, 1e300, -1e300, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
        ]
        for _ in 0..<200_000 { values.append(Double(bitPattern: g.next())) }
        for _ in 0..<200_000 {
            let v = g.double(-1e6...1e6)
            values.append(v)
            values.append(v.rounded())
            values.append(v.rounded().nextUp)
            values.append(v.rounded().nextDown)
            values.append(v * 3 / 3)
        }
        let wrong = values.filter { v in
            let expected = v.rounded(.down)
            let got = v.floorWithoutCall
            return !(got.bitPattern == expected.bitPattern || (got.isNaN && expected.isNaN))
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
