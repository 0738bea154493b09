// Uniform IGListKit sections whose row 0 starts at an x no shared run reaches (`stretchToEdge`, item lengths
// changing from one section to the next) hold that row's walked x's in a bounded table (`IGListRowWalks`), not
// each its own: every frame equals the item-by-item walk's, and what the sections store does not grow with a walk
// per section. A row is first walked a binade or so past its expected break, then to `IGListRowWalks.reach` terms,
// and to its count only when it does not break within them: it breaks where IGListKit's cursor breaks it, on
// either side of `reach`.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("IGList rows walked on their own, held by a bounded table")
struct IGListRowWalksTests {
    func explicitTwin(_ s: IGListSectionDescription) -> IGListSectionDescription {
        guard case .uniform(let n, let item) = s.items else { return s }
        var twin = s
        twin.items = .explicit(Array(repeating: item!, count: n))
        return twin
    }

    func restingRows(_ description: LayoutDescription) -> [IGListUniformFrames] {
        guard case .iglist(let d) = description.family else { return [] }
        var budget = WorkBudget(limit: .max)
        guard
            let family = try? IGListLayout.resting(d, collectionView: description.collectionView, budget: &budget)
        else {
            Issue.record("the layout threw")
            return []
        }
        return family.sections.compactMap { $0.items as? IGListUniformFrames }
    }

    /// Chains of 2 to 12 uniform sections, item widths alternating between two of tiny, third-, tenth-point and
    /// wider ones from one section to the next (so row 0 starts off the run of its own length), with and
    /// without `stretchToEdge`, at scales 1, 2, 3 and 2.5, with content widths that land items within a point of
    /// the edge: every attribute, queried over the whole content, equals the item-by-item walk's, bit for bit.
    @Test("alternating and stretched chains equal the walk bit for bit")
    func chainsEqualWalk() {
        var g = SplitMix64(seed: 0x1633_1207)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        let widths = [0.001, 0.002, 0.3, 1.0 / 3, 0.1, 7.1, 33.3, 1e-7, 2.0 / 3, 0.7]
        var walked = 0
        var stretched = 0
        for seed in 0..<200 {
            let scale = pick([1, 2, 3, 2.5])
            let width = pick([100, 320, 375.5, 81.2, 99.95])
            let stretch = g.int(0...1) == 1
            let pair = (pick(widths), pick(widths))
            let height = pick([1, 1.0 / 3, 10])
            let spacing = pick([0, 0, 0.2, 1.0 / 3])
            var sections: [IGListSectionDescription] = []
            for i in 0..<g.int(2...12) {
                var section = IGListSectionDescription(
                    items: .uniform(
                        count: g.int(1...1_200), item: Size(width: i % 2 == 0 ? pair.0 : pair.1, height: height)),
                    minimumInteritemSpacing: spacing)
                if g.int(0...7) == 0 { section.inset = insets(0, 1.5, 0, 0.25) }
                sections.append(section)
            }
            let closed = igRequest(sections, width: width, height: 300, stretchToEdge: stretch, scale: scale)
            let explicit = igRequest(
                sections.map(explicitTwin), width: width, height: 300, stretchToEdge: stretch, scale: scale)
            let a = run(closed)
            let b = run(explicit)
            #expect(a.contentSize == b.contentSize, "seed \(seed)")
            #expect(a.attributes == b.attributes, "seed \(seed): \(pair) stretch \(stretch) at scale \(scale)")
            for frames in restingRows(closed) {
                for columns in [frames.firstRow, frames.row] {
                    if case .walked = columns.xs { walked += 1 }
                    if columns.stretched != nil { stretched += 1 }
                }
            }
        }
        // The chains reach rows walked on their own, and stretched columns.
        #expect(walked > 100, "\(walked) rows walked on their own")
        #expect(stretched > 20, "\(stretched) rows with a stretched column")
    }

    /// The walks a section holds in place: those of shared runs only (a `RepeatedSum.Walk` by identity).
    func heldWalks(_ rows: [IGListUniformFrames]) -> (walks: Set<ObjectIdentifier>, table: IGListRowWalks?) {
        var walks = Set<ObjectIdentifier>()
        var table: IGListRowWalks?
        for frames in rows {
            for columns in [frames.firstRow, frames.row] {
                for sum in [columns.xs, columns.after].compactMap({ $0 }) {
                    switch sum {
                    case .held(let s): if let w = s.walk { walks.insert(ObjectIdentifier(w.storage)) }
                    case .walked(_, _, _, let t): table = t
                    }
                }
            }
        }
        return (walks, table)
    }

    /// The adversary's two shapes, 3,000 sections of counts cycling 10^9, 10^6 and 10 in an 81.2-point view:
    /// items alternating 0.001 and 0.002 points wide, and 0.001-point items stretched to the edge. Each row 0
    /// starts at an x of its own; alternating, it is walked, but no section holds its walk: the sections hold the
    /// shared runs' walks only (one per item length), and the table holds at most its capacity. Stretched, a
    /// row 0 that continues the run of its item length is read off it up to its stretched column
    /// (`IGListRowColumns.init(stretching:origin:metrics:maximum:walks:)`): most are, and walk nothing.
    @Test("sections walked at new x's hold no walk of their own")
    func walksAreNotStoredPerSection() throws {
        let counts = [1_000_000_000, 1_000_000, 10]
        let alternating = (0..<3_000).map { s in
            IGListSectionDescription(
                items: .uniform(count: counts[s % 3], item: Size(width: s % 2 == 0 ? 0.001 : 0.002, height: 1)))
        }
        let thousandths = (0..<3_000).map { s in
            IGListSectionDescription(items: .uniform(count: counts[s % 3], item: Size(width: 0.001, height: 1)))
        }
        for (sections, stretch, runs) in [(alternating, false, 2), (thousandths, true, 1)] {
            let rows = restingRows(igRequest(sections, width: 81.2, height: 81.2, stretchToEdge: stretch))
            #expect(rows.count == 3_000)
            let (walks, table) = heldWalks(rows)
            #expect(walks.count <= runs, "stretch \(stretch): \(walks.count) walks held by sections")
            let t = try #require(table, "stretch \(stretch): rows walked on their own")
            #expect(t.held <= IGListRowWalks.capacity)
            // Each section made at most its row 0's walk and its stretched tail's.
            #expect(t.made <= 2 * 3_000 + 2, "stretch \(stretch): \(t.made) walks made")
            let own = rows.filter { if case .walked = $0.firstRow.xs { true } else { false } }.count
            if stretch {
                let continued = rows.filter { $0.firstRow.isContinued && $0.firstRowOrigin > 0 }.count
                #expect(continued > 2_000, "\(continued) stretched rows 0 read off the run")
                #expect(own + continued >= 2_900, "\(own) rows 0 walked on their own")
            } else {
                #expect(own > 2_900, "stretch \(stretch): \(own) rows 0 walked on their own")
            }
        }
    }

    /// One row run on its own from `x0` (the left inset or a previous section's x), and the walk it should keep:
    /// when it breaks well within `reach`, to the power of two past twice its expected break and a few
    /// (`IGListRowColumns.nearCount`); to its count when it does not break within `reach`.
    struct RowCase: Sendable, CustomTestStringConvertible {
        let name: String
        let contentWidth: Double
        let left: Double
        let x0: Double
        let length: Double
        let spacing: Double
        let stretchToEdge: Bool
        let maximum: Int
        /// Whether the row breaks before `reach` (the case is about the side it names).
        let breaksWithinReach: Bool
        /// The count of the walk the row keeps.
        let walkedCount: Int
        /// The count of the walk its columns after a stretched one keep (the row's when nil).
        var tailWalkedCount: Int?
        var testDescription: String { name }
    }

    static let rowCases = [
        // 0.001-point items from x 40.0005 in an 81.2-point view: the break near 42,200 items lies well within
        // `reach`, so the walk the row keeps is the short one: 2^17 terms, the power of two past 2 · 42,200 + 64.
        RowCase(
            name: "breaks within reach", contentWidth: 81.2, left: 0, x0: 40.0005, length: 0.001, spacing: 0,
            stretchToEdge: false, maximum: 1_000_000_000, breaksWithinReach: true, walkedCount: 1 << 17),
        // Stretched: the columns after the stretched one start past 81.2 and break within a point, some 1,000
        // items, so their walk is `shortCount` terms long.
        RowCase(
            name: "breaks within reach, the item within a point of the edge stretched", contentWidth: 81.2, left: 0,
            x0: 40.0005, length: 0.001, spacing: 0, stretchToEdge: true, maximum: 1_000_000_000,
            breaksWithinReach: true, walkedCount: 1 << 17, tailWalkedCount: IGListRowWalks.shortCount),
        // A count past `shortCount` and within `reach`: walked to `reach`, read to its count.
        RowCase(
            name: "a count within reach", contentWidth: 81.2, left: 0.5, x0: 0.5, length: 0.001, spacing: 0.0005,
            stretchToEdge: false, maximum: 100_000, breaksWithinReach: true, walkedCount: 100_000),
        // 0.0001-point items from x 0.25 in a 150-point view: the break near 1,507,500 items lies past
        // `reach` (1,048,576), so none breaks within the first walk and the row is walked to its count.
        RowCase(
            name: "breaks beyond reach", contentWidth: 150, left: 0.25, x0: 0.25, length: 0.0001, spacing: 0,
            stretchToEdge: false, maximum: 1_000_000_000, breaksWithinReach: false, walkedCount: 1_000_000_000),
        // From x 3·10^9, adding 10^-7 rounds back to x (half its spacing is 2.4·10^-7): x stops moving at once,
        // never breaks the row, and the row holds every item.
        RowCase(
            name: "x stops moving: the row holds every item", contentWidth: 4e9, left: 3e9, x0: 3e9, length: 1e-7,
            spacing: 0, stretchToEdge: false, maximum: 1_000_000_000, breaksWithinReach: false,
            walkedCount: 1_000_000_000),
    ]

    /// Row 0 from `x0` as `IGListCursor.place` lays it out item by item: how many items it holds and the cursor's
    /// x after each. The cursor's state along a row is its x alone, so once an item leaves x where it was, every
    /// later item does the same and stays on the row: the walk stops there and the row holds every item.
    func placedRow(_ c: RowCase, metrics m: IGListSectionMetrics) -> (capacity: Int, after: [Double]) {
        var cursor = IGListCursor()
        cursor.itemX = c.x0
        var after: [Double] = []
        var top: Double?
        for i in 0..<c.maximum {
            let before = cursor.itemX
            let frame = cursor.place(
                Size(width: c.length, height: 1), index: i, headerExists: false, metrics: m,
                stretchToEdge: c.stretchToEdge, grid: PixelGrid(scale: 2))
            if let top, frame.y != top { return (i, after) }
            top = top ?? frame.y
            after.append(cursor.itemX)
            if i > 0 && cursor.itemX == before { return (c.maximum, after) }
        }
        return (c.maximum, after)
    }

    /// A row whose break lies within `reach` and one whose break lies past it (and one that never breaks): the
    /// row's capacity, stretched column and the x after each of its columns (sampled: the first and last 2,000
    /// and every 997th) equal the cursor's item by item, bit for bit; and the row keeps the walk to `reach` terms
    /// when it breaks within them, to its count otherwise.
    @Test("a row first walked to reach breaks where the cursor does, within reach and past it", arguments: rowCases)
    func rowsFirstWalkedToReach(_ c: RowCase) throws {
        let section = IGListSectionDescription(
            items: .uniform(count: c.maximum, item: Size(width: c.length, height: 1)), inset: insets(0, c.left, 0, 0),
            minimumInteritemSpacing: c.spacing)
        let m = try IGListSectionMetrics(section, index: 0, contentWidth: c.contentWidth, hidden: false)
        let row = IGListRowColumns(
            from: c.x0, length: c.length, metrics: m, stretchToEdge: c.stretchToEdge, maximum: c.maximum,
            walks: IGListRowWalks())
        let placed = placedRow(c, metrics: m)
        #expect(row.capacity == placed.capacity)
        #expect((placed.capacity < IGListRowWalks.reach) == c.breaksWithinReach, "\(placed.capacity) items")
        #expect(row.xs.sum.count == c.walkedCount)
        #expect((row.stretched != nil) == c.stretchToEdge)
        // The columns after a stretched one continue from past the edge: their walk is first looked at near its break
        // too.
        if let tail = row.after { #expect(tail.sum.count == c.tailWalkedCount ?? c.walkedCount) }
        let n = placed.after.count
        let sampled = Set(
            Array(0..<Swift.min(n, 2_000)) + Array(stride(from: 0, to: n, by: 997)) + Array(Swift.max(0, n - 2_000)..<n)
        )
        var mismatches = 0
        for column in sampled.sorted() where row.after(column, spacing: c.spacing) != placed.after[column] {
            mismatches += 1
        }
        #expect(mismatches == 0, "\(mismatches) of \(sampled.count) columns off the cursor's x")
        // A row that holds every item: its last column is where x stopped.
        #expect(row.after(row.capacity - 1, spacing: c.spacing) == placed.after[n - 1])
    }
}
