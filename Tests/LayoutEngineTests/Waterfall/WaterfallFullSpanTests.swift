// Full-span waterfall items (`"fullSpan": true`): as wide as the section's content, starting at the
// bottom of the longest column (trailing spacing included), every column restarting below them. Hand-computed
// frames, a naive model of the rule for random waterfalls, and rect queries against "all".
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("Waterfall: full-span items")
struct WaterfallFullSpanTests {
    @Test("a full-span item after two items of different heights starts below the longest column; all restart")
    func afterTwoItems() {
        // width 320, 3 columns, spacings 10, scale 1: itemWidth = floor((320 - 2*10) / 3) = 100; x = 0, 110, 220.
        var d = wfLayoutDescription([
            WaterfallSectionDescription(
                items: .explicit([
                    size(100, 100), size(100, 50), size(320, 160), size(100, 30), size(100, 40), size(100, 20),
                    size(100, 10),
                ]), fullSpanItems: [2])
        ])
        d.columnCount = 3
        let result = run(wfLayout(d, cv: collectionView(320, 480)))
        expectFrames(
            result.cellFrames(0),
            [
                rect(0, 0, 100, 100),  // heights [0, 0, 0] -> col 0; col0 = 100 + 10 = 110
                rect(110, 0, 100, 50),  // [110, 0, 0] -> col 1; col1 = 60
                // full span: the longest column is 110 (col 0, spacing included); width = floor(320) = 320,
                // height = floor(160 * 320 / 320) = 160; every column restarts at 110 + 160 + 10 = 280.
                rect(0, 110, 320, 160),
                rect(0, 280, 100, 30),  // [280, 280, 280] -> col 0 (tie, lowest); col0 = 320
                rect(110, 280, 100, 40),  // [320, 280, 280] -> col 1; col1 = 330
                rect(220, 280, 100, 20),  // [320, 330, 280] -> col 2; col2 = 310
                rect(220, 310, 100, 10),  // [320, 330, 310] -> col 2; col2 = 330
            ])
        // longest 330 - 10 + 0 = 320.
        #expect(result.contentSize == size(320, 320))
    }

    @Test("a full-span item spans the content width inside the insets, floored to the pixel grid")
    func insetsAndPixelFloor() {
        // width 320, contentInset left 0.5 and right 0.25, sectionInset left 8 and right 12, scale 2:
        // content = 320 - 0.5 - 0.25 - 8 - 12 = 299.25; floor(598.5) / 2 = 299; x = sectionInset.left = 8.
        // height = floor(100 * 299 / 300 * 2) / 2 = floor(199.33) / 2 = 99.5. A first item starts at the
        // columns' top, the section's top inset 5.
        var d = wfLayoutDescription([
            WaterfallSectionDescription(items: .explicit([size(300, 100), size(0, 10)]), fullSpanItems: [0, 1])
        ])
        d.sectionInset = EdgeInsets(top: 5, left: 8, bottom: 0, right: 12)
        let result = run(
            wfLayout(d, cv: collectionView(320, 480, inset: EdgeInsets(left: 0.5, right: 0.25), scale: 2)))
        expectFrames(
            result.cellFrames(0),
            [
                rect(8, 5, 299, 99.5),
                // A zero-width aspect gives height 0, as for column items; it starts at 5 + 99.5 + 10.
                rect(8, 114.5, 299, 0),
            ])
    }

    @Test("random waterfalls with full-span items match a naive model to the bit", arguments: 0..<200)
    func matchesNaiveModel(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 0xF5_11_5A)
        let (d, cv) = randomFullSpanWaterfall(&rng)
        let family = try WaterfallLayout.resting(d, collectionView: cv)
        for (s, section) in family.sections.enumerated() {
            let frames = (0..<section.items.count).map { section.items.frame(at: $0) }
            let model = naiveFullSpanColumns(
                d, section: s, cv: cv, top: section.header.map { $0.maxY } ?? section.start)
            #expect(frames == model.frames, "seed \(seed) section \(s)")
            #expect(section.contentEnd == model.longest - d.minimumInteritemSpacing, "seed \(seed) section \(s)")
        }
    }

    @Test("visible and rect queries return exactly the elements of \"all\" that intersect", arguments: 0..<200)
    func rectQueries(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 0xF5_11_5B)
        let (d, cv) = randomFullSpanWaterfall(&rng)
        let all = run(wfLayout(d, cv: cv))
        for _ in 0..<6 {
            let query = rect(
                rng.double(-50...400), rng.double(-100...(all.contentSize.height + 100)), rng.double(0...400),
                rng.double(0...600))
            let answer = run(wfLayout(d, cv: cv), .rect(query))
            #expect(answer.attributes == all.attributes.filter { $0.frame.intersects(query) }, "seed \(seed)")
        }
    }
}

/// One section's column filling read directly from the contract: every column kept, a linear scan for the
/// shortest (first minimum), a full-span item at the tallest column's height, every column restarting below it.
/// The section has no header, top inset 0 and the layout's own metrics (what `randomFullSpanWaterfall` makes).
private func naiveFullSpanColumns(
    _ d: WaterfallLayoutDescription, section s: Int, cv: CollectionViewDescription, top: Double
) -> (frames: [Rect], longest: Double) {
    func floorToPixel(_ v: Double) -> Double { (v * cv.scale).rounded(.down) / cv.scale }
    guard case .explicit(let aspects) = d.sections[s].items else { return ([], top) }
    let c = d.columnCount
    let content = cv.size.width - cv.contentInset.left - cv.contentInset.right
    let itemWidth = floorToPixel((content - Double(c - 1) * d.minimumColumnSpacing) / Double(c))
    let spanWidth = max(0, floorToPixel(content))
    var columns = [Double](repeating: top, count: c)
    var frames: [Rect] = []
    for (i, aspect) in aspects.enumerated() {
        if d.sections[s].fullSpanItems.contains(i) {
            let y = columns.max()!
            let h = aspect.width > 0 && aspect.height > 0 ? floorToPixel(aspect.height * spanWidth / aspect.width) : 0
            frames.append(Rect(x: 0, y: y, width: spanWidth, height: h))
            columns = [Double](repeating: y + h + d.minimumInteritemSpacing, count: c)
            continue
        }
        var column = 0
        switch d.itemRenderDirection {
        case .shortestFirst:
            for j in columns.indices where columns[j] < columns[column] { column = j }
        case .leftToRight: column = i % c
        case .rightToLeft: column = i % c
        }
        let physical = d.itemRenderDirection == .rightToLeft ? c - 1 - column : column
        let h = aspect.width > 0 && aspect.height > 0 ? floorToPixel(aspect.height * itemWidth / aspect.width) : 0
        let frame = Rect(
            x: (itemWidth + d.minimumColumnSpacing) * Double(physical), y: columns[column], width: itemWidth, height: h)
        frames.append(frame)
        columns[column] = frame.maxY + d.minimumInteritemSpacing
    }
    return (frames, columns.max()!)
}

/// Random waterfalls of quarter-point numbers (exact in binary), 1 to 12 columns (so both the scan and the heap
/// find the shortest column), every render direction, runs of full-span items, tall and short items mixed.
private func randomFullSpanWaterfall(_ rng: inout SplitMix64) -> (WaterfallLayoutDescription, CollectionViewDescription)
{
    func quarter(_ range: ClosedRange<Int>) -> Double { Double(rng.int(range)) / 4 }
    var d = WaterfallLayoutDescription()
    d.columnCount = rng.int(1...12)
    d.minimumColumnSpacing = quarter(0...40)
    d.minimumInteritemSpacing = rng.int(0...3) == 0 ? 0 : quarter(0...40)
    d.itemRenderDirection = [.shortestFirst, .leftToRight, .rightToLeft][rng.int(0...2)]
    for _ in 0..<rng.int(1...3) {
        let n = rng.int(0...300)
        var aspects: [Size] = []
        var fullSpan: [Int] = []
        for i in 0..<n {
            if rng.int(0...9) == 0 { fullSpan.append(i) }
            let tall = rng.int(0...19) == 0
            aspects.append(
                Size(width: rng.int(0...29) == 0 ? 0 : quarter(40...400), height: quarter(1...(tall ? 8000 : 800))))
        }
        d.sections.append(WaterfallSectionDescription(items: .explicit(aspects), fullSpanItems: fullSpan))
    }
    let scale = [1.0, 2.0, 4.0][rng.int(0...2)]
    let cv = CollectionViewDescription(
        size: Size(width: quarter(800...2400), height: quarter(400...3000)),
        contentInset: EdgeInsets(left: quarter(0...80), right: quarter(0...80)), scale: scale)
    return (d, cv)
}
