// The run-by-run search of a walked row (`RepeatedSum.firstTermByRuns`) is `RepeatedSum.firstTerm(where:)`, the
// binary search it replaces, on the sums IGListKit rows walk: tiny and awkward steps from starts that round,
// long shared runs and short rows, thresholds on terms, between them and past both ends.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("IGList rows searched run by run")
struct IGListRowSearchTests {
    @Test("the run-by-run search finds the binary search's first term on walked, non-decreasing x's")
    func searchEqualsBinarySearch() {
        var g = SplitMix64(seed: 0x1633_5EA2)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        var walkedSums = 0
        for _ in 0..<300 {
            let start = pick([0, 0.1, 1.0 / 3, 40, 187.3, 1e-7, 1e6 + 0.1])
            let step = pick([0, 1e-7, 0.001, 0.002, 1.0 / 3, 0.1, 7.1, 1e-300])
            let count = pick([1, 2, 5, 300, 5_000, Double(1 << 20), Double(1 << 41)])
            let sum = RepeatedSum(start: start, a: step, b: 0, count: Int(count), walking: g.int(0...1) == 0)
            if !sum.isExact { walkedSums += 1 }
            // Thresholds: terms themselves, values just around them, and values before and past every term.
            var probes: [Double] = [-1, start, sum.last, sum.last.nextUp, .infinity, start.nextDown, .nan]
            for _ in 0..<12 {
                let term = sum.term(g.int(0...(sum.count - 1)))
                probes += [term, term.nextUp, term.nextDown]
                // Values between terms, not terms themselves (a row 0 off the run).
                probes.append(term + step * 0.37)
            }
            for probe in probes {
                let first = sum.firstTerm { $0 >= probe }
                #expect(
                    sum.firstTermByRuns { $0 >= probe } == first,
                    "start \(start) step \(step) count \(sum.count) probe \(probe)")
                #expect(
                    sum.firstTermByRuns(atLeast: probe) == first,
                    "start \(start) step \(step) count \(sum.count) probe \(probe)")
                #expect(
                    sum.firstTermByRuns { $0 + 0.001 > probe } == sum.firstTerm { $0 + 0.001 > probe },
                    "start \(start) step \(step) count \(sum.count) probe \(probe)")
            }
        }
        #expect(walkedSums > 100, "\(walkedSums) walked sums")
    }

    /// A hundred thousand one-row sections, each continuing the row the last one left at a new x (the adversary's
    /// 1e-7-point items in counts cycling 10^3 to 10^6): they share one shape per count and hold their term in
    /// place, no heap block each; a section of several rows holds its own counts beside the shared shape. The
    /// frames equal the item-by-item walk's (`IGListRowRunTests.chainsEqualWalk`, and below on a shorter chain).
    @Test("one-row sections continuing a run share a shape per count and hold their term in place")
    func continuingSectionsShareShapes() {
        let counts = [1_000, 10_000, 100_000, 1_000_000]
        let item = Size(width: 1e-7, height: 1e-7)
        let sections = (0..<4_000).map { s in
            IGListSectionDescription(items: .uniform(count: counts[s % 4], item: item))
        }
        let rows = IGListRowRunTests().restingRows(igRequest(sections, width: 375, height: 812, scale: 3))
        #expect(rows.count == 4_000)
        var shapes = Set<ObjectIdentifier>()
        var inPlace = 0
        for frames in rows {
            shapes.insert(ObjectIdentifier(frames.shape))
            if case .one = frames.storage { inPlace += 1 }
        }
        #expect(inPlace == rows.count)
        // One shape per count, and the first section's own (row 0 from the left inset).
        #expect(shapes.count <= counts.count + 1, "\(shapes.count) shapes")
        #expect(Set(rows.map(\.firstRowOrigin)).count == rows.count)

        // Counts that fill rows: sections of several rows, each holding its counts, equal the walk.
        let item2 = Size(width: 0.3, height: 1)
        let short = (0..<40).map { s in
            IGListSectionDescription(items: .uniform(count: [7, 500, 1][s % 3], item: item2))
        }
        let explicit = short.map { s in
            IGListSectionDescription(items: .explicit(Array(repeating: item2, count: s.items.count)))
        }
        let a = run(igRequest(short, width: 100, height: 1000, scale: 3))
        let b = run(igRequest(explicit, width: 100, height: 1000, scale: 3))
        #expect(a.contentSize == b.contentSize)
        #expect(a.attributes == b.attributes)
        let many = IGListRowRunTests().restingRows(igRequest(short, width: 100, height: 1000, scale: 3)).filter {
            if case .many = $0.storage { true } else { false }
        }
        #expect(many.count > 10)
        #expect(many.contains { $0.columnShift > 0 })
    }

    /// A shape's end (`Shape.endX`, read when the shape is made) is where the section's last item leaves the cursor,
    /// read off its columns (`IGListRowColumns.after`) for every section holding the shape's own counts and
    /// columns: chains of alternating item widths, stretched or not, whose shapes recur (and whose walks leave the
    /// table between).
    @Test("a shape's end is the x after its last item")
    func shapeEndIsAfterLastItem() {
        var g = SplitMix64(seed: 0x1633_E4D0)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        var checked = 0
        for _ in 0..<60 {
            let widths = (pick([0.001, 0.002, 1e-7, 1.0 / 3, 7.1, 1]), pick([0.001, 1e-6, 0.1, 33.3]))
            let stretch = g.int(0...2) == 0
            let spacing = pick([0, 0.2])
            let sections = (0..<g.int(2...40)).map { s in
                IGListSectionDescription(
                    items: .uniform(
                        count: [1, 10, 100, 5_000][g.int(0...3)],
                        item: Size(width: s % 2 == 0 ? widths.0 : widths.1, height: 1)
                    ),
                    minimumInteritemSpacing: spacing)
            }
            let request = igRequest(sections, width: pick([81.2, 100, 375]), height: 300, stretchToEdge: stretch)
            for frames in IGListRowRunTests().restingRows(request)
            where frames.columnShift == 0 && frames.firstRowCount == frames.shape.firstRowCount
                && frames.rowCapacity == frames.shape.rowCapacity && frames.ownStart == nil
            {
                let (r, c) = frames.position(of: frames.count - 1)
                let columns = r == 0 ? frames.firstRow : frames.row
                #expect(frames.shape.endX.bitPattern == columns.after(c, spacing: spacing).bitPattern)
                checked += 1
            }
        }
        #expect(checked > 200, "\(checked) sections checked")
    }

    /// The capacities a stretched shape shared by sections continuing the run answers
    /// (`IGListRowColumns.StretchedCapacity`) are those of the rows made from each term
    /// (`IGListRowColumns.init(stretching:origin:metrics:maximum:walks:)`), for terms up to the stretch candidate and
    /// counts from one item to far past a row, at content widths that land items within a point of the edge.
    @Test("a shared stretched shape's capacities are its rows'")
    func stretchedCapacitiesAreTheRows() throws {
        var g = SplitMix64(seed: 0x1633_CA9A)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        var answered = 0
        var stretched = 0
        for _ in 0..<120 {
            let length = pick([0.001, 0.3, 1.0 / 3, 0.1, 7.1, 33.3, 2.0 / 3, 0.7, 9.9, 1e-7])
            let spacing = pick([0, 0, 0.2, 1.0 / 3])
            let left = pick([0, 0, 1.5])
            let section = IGListSectionDescription(
                items: .uniform(count: 1, item: Size(width: length, height: 1)), inset: insets(0, left, 0, 0.25),
                minimumInteritemSpacing: spacing)
            let m = try IGListSectionMetrics(
                section, index: 0, contentWidth: pick([100, 81.2, 99.95, 375.5]), hidden: false)
            let count = [1, 2, 7, 300, 5_000, 1_000_000, 10_000_000_000][g.int(0...6)]
            let key = IGListUniformFrames.Shape.Key(
                count: count, length: length, height: 1, scale: 2, firstRowX: m.inset.left, left: m.inset.left,
                paddedWidth: m.paddedWidth, maxX: m.maxX, interitemSpacing: spacing, stretchToEdge: true,
                continuing: true)
            let run = try #require(IGListRowRun(IGListRowRun.Key(key)))
            let walks = IGListRowWalks()
            let shape = IGListUniformFrames.Shape(continuingStretched: key, metrics: m, run: run, walks: walks)
            let capacities = try #require(shape.stretchedCapacity)
            let candidate = Swift.min(run.stretchCandidate, 1 << 40)
            for _ in 0..<12 {
                let o = g.int(0...Swift.max(0, Swift.min(candidate, 3_000_000)))
                let maximum = Swift.max(1, [1, 2, 5, count / 3, count - 1, count][g.int(0...5)])
                guard o == 0 || o <= run.stretchCandidate else { continue }
                let row = IGListRowColumns(stretching: run, origin: o, metrics: m, maximum: maximum, walks: walks)
                if row.stretched != nil { stretched += 1 }
                guard let capacity = capacities.capacity(run: run, origin: o, maximum: maximum) else { continue }
                answered += 1
                #expect(capacity == row.capacity, "length \(length) spacing \(spacing) o \(o) maximum \(maximum)")
            }
        }
        #expect(answered > 800, "\(answered) capacities answered")
        #expect(stretched > 100, "\(stretched) rows stretched")
    }

    /// Sections whose row 0 starts off the run of their item length (alternating widths, each section's row 0
    /// continuing the row the other width left) hold only that start and their counts beside a shared shape
    /// (`Shape.OwnRows`), in place when they have one row; every attribute equals the item-by-item walk's.
    @Test("sections off the run hold their row's start, in place when one row")
    func offRunSectionsHoldTheirStart() {
        var g = SplitMix64(seed: 0x1633_0FF0)
        func pick(_ values: [Double]) -> Double { values[g.int(0...(values.count - 1))] }
        var inPlace = 0
        var several = 0
        for seed in 0..<80 {
            let widths = (pick([0.001, 0.3, 1.0 / 3, 1e-7, 7.1]), pick([0.002, 0.1, 2.0 / 3, 1e-6, 9.9]))
            let spacing = pick([0, 0.2])
            let scale = pick([1, 2, 3])
            let counts = [1, 10, 100, 700]
            let item = { (s: Int) in Size(width: s % 2 == 0 ? widths.0 : widths.1, height: pick([1, 1.0 / 3])) }
            let uniform = (0..<g.int(2...14)).map { s in
                IGListSectionDescription(
                    items: .uniform(count: counts[g.int(0...3)], item: item(s)), minimumInteritemSpacing: spacing)
            }
            let explicit = uniform.map { s in
                guard case .uniform(let n, let item) = s.items else { return s }
                var twin = s
                twin.items = .explicit(Array(repeating: item!, count: n))
                return twin
            }
            let width = pick([81.2, 100, 375])
            let a = run(igRequest(uniform, width: width, height: 300, scale: scale))
            let b = run(igRequest(explicit, width: width, height: 300, scale: scale))
            #expect(a.contentSize == b.contentSize, "seed \(seed)")
            #expect(a.attributes == b.attributes, "seed \(seed): \(widths) spacing \(spacing) at scale \(scale)")
            for frames in IGListRowRunTests().restingRows(igRequest(uniform, width: width, height: 300, scale: scale))
            where frames.ownStart != nil {
                if case .own = frames.storage { inPlace += 1 } else { several += 1 }
                #expect(frames.firstRow.xs.count > frames.firstRowCount || frames.firstRowCount == frames.count)
            }
        }
        #expect(inPlace > 50 && several > 20, "\(inPlace) in place, \(several) of several rows")

        // One key off the run again and again (a header puts each 0.1-point section at the left inset, so the
        // 1/3-point section after it starts at the same x off its run, 0.1 · 3 rounded): placed from what the
        // first was (`IGListRunCache.OwnRow`), every attribute still the walk's, one row or several.
        for (count, width) in [(1, 100.0), (5, 100.0), (400, 100.0), (700, 81.2)] {
            var sections: [IGListSectionDescription] = []
            for _ in 0..<40 {
                var fresh = IGListSectionDescription(items: .uniform(count: 3, item: Size(width: 0.1, height: 1)))
                fresh.headerSize = Size(width: 10, height: 2)
                sections.append(fresh)
                sections.append(
                    IGListSectionDescription(items: .uniform(count: count, item: Size(width: 1.0 / 3, height: 1))))
            }
            let explicit = sections.map { s in
                guard case .uniform(let n, let item) = s.items else { return s }
                var twin = s
                twin.items = .explicit(Array(repeating: item!, count: n))
                return twin
            }
            let a = run(igRequest(sections, width: width, height: 300, scale: 3))
            let b = run(igRequest(explicit, width: width, height: 300, scale: 3))
            #expect(a.contentSize == b.contentSize, "count \(count)")
            #expect(a.attributes == b.attributes, "count \(count)")
            let held = IGListRowRunTests().restingRows(igRequest(sections, width: width, height: 300, scale: 3))
                .filter { $0.ownStart != nil }
            #expect(held.count == 40, "count \(count): \(held.count) sections holding their row's start")
        }
    }
}
