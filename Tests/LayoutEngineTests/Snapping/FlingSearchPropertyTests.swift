import SeededRandom
import Testing

@testable import LayoutEngine

/// The single fling against its definition and the range's snap points against the single fling, in every family:
///
/// 1. A single fling is steps 1–4 over *every* cell. The service reads only the cells its band queries find
///    (`PreparedLayout.flingPoints`); here the steps run over every cell of the layout, each snap offset computed
///    from the cell's physical frame by the contract's formula written again below, and the two must agree to the
///    bit (projection, target, resting offset, snapped cell).
/// 2. A scroll range's `snapPoints` hold everything a fling of the range reads: the steps over the listed points
///    alone, for releases and drag starts in the range, give the single fling's numbers to the bit.
///
/// Over flow, waterfall, iglist, magazine and compositional × vertical, horizontal and mirrored × every policy,
/// preset, rule and limit × velocities 0, at each rule's threshold and its neighbours, up to twice `maxVelocity`
/// × release offsets inside and outside the scrollable range and exactly on snap offsets.
@Suite("Flings: one fling is steps 1–4 over every cell, and a range's snap points hold every fling of the range")
struct FlingSearchPropertyTests {
    /// A snapping drawn from every policy, preset, rule, parameter and limit.
    static func snapping(_ g: inout SplitMix64, boundsLength: Double) -> SnappingDescription {
        var s = SnappingDescription()
        if g.int(0...3) == 0 {
            let preset = SnappingPreset.allCases[g.int(0...5)]
            s.preset = preset
            if preset.requiresPageSize { s.pageSize = [boundsLength * 0.8, 320, 101.5][g.int(0...2)] }
            if g.int(0...3) == 0 { s.maxVelocity = [2, 50][g.int(0...1)] }
            return s
        }
        let policy = SnapPolicy.allCases[g.int(0...2)]
        s.policy = policy
        s.decelerationRate = [nil, .normal, .fast, .value(0.95), .value(0.9991)][g.int(0...4)]
        s.projection = g.bool() ? nil : FlingProjection.allCases[g.int(0...1)]
        s.maxVelocity = [nil, 3, 10, 50][g.int(0...3)]
        s.bounce = g.bool() ? nil : BounceMode.allCases[g.int(0...2)]
        guard policy != .none else { return s }
        let rules = SelectRule.allCases.filter { $0.belongs(to: policy) }
        let rule = rules[g.int(0...(rules.count - 1))]
        var select = SnapSelect(rule: rule)
        if rule.reads.contains(.threshold) && g.bool() { select.threshold = [0, 0.05, 0.3, 1.5][g.int(0...3)] }
        if rule.reads.contains(.bias) && g.bool() { select.bias = [0, 0.2, 0.5, 0.99][g.int(0...3)] }
        if rule.reads.contains(.steps) && g.bool() { select.steps = g.int(1...3) }
        s.select = g.int(0...4) == 0 ? nil : select
        if g.int(0...2) == 0 {
            s.limit = SnapLimit(count: g.int(1...3), from: g.bool() ? .start : .release)
        }
        if policy == .page {
            s.pageSize = g.bool() ? nil : [boundsLength * 0.8, 101.5, 333][g.int(0...2)]
            s.origin = g.bool() ? nil : [0, 37.5, -20][g.int(0...2)]
            s.pageClamp = g.bool()
        } else {
            s.anchor = SnapAnchor.allCases[g.int(0...2)]
            s.candidates = SnapCandidates.allCases[g.int(0...2)]
            s.floor = g.int(0...3) == 0
        }
        return s
    }

    /// Every candidate cell of the layout as a snap point, by the contract's formula: a cell of positive area with
    /// physical extent `[min, min + length]` along the axis has `s = e - L`, `e` and `L` by the anchor (leading
    /// and trailing swapped in a mirrored horizontal layout); an orthogonal section offers its first group only.
    /// `nil` when the layout has too many cells to list here.
    static func allPoints(_ layout: PreparedLayout, _ r: ResolvedSnapping) -> [SnapPoint]? {
        let cv = layout.description.collectionView
        let horizontal = layout.horizontal
        let size = horizontal ? cv.size.width : cv.size.height
        let t = horizontal ? cv.contentInset.left : cv.contentInset.top
        let b = horizontal ? cv.contentInset.right : cv.contentInset.bottom
        var anchor = r.anchor
        if horizontal && layout.mirrored && anchor != .center { anchor = anchor == .leading ? .trailing : .leading }
        var points: [SnapPoint] = []
        for (s, section) in layout.family.sections.enumerated() {
            var count = section.items.count
            if let cells = section.items as? CompositionalCells, cells.orthogonalContentOffset != nil,
                cells.run.count > 0
            {
                count = cells.run.count > 1 ? cells.run.group(1).firstItem : cells.count
            }
            if count > 10_000 || points.count > 20_000 { return nil }
            for i in 0..<count {
                let f = layout.space.physical(section.items.frame(at: i))
                guard f.width > 0 && f.height > 0 else { continue }
                let min = horizontal ? f.x : f.y
                let length = horizontal ? f.width : f.height
                let offset: Double
                switch anchor {
                case .leading: offset = min - t
                case .center: offset = (min + length / 2) - (size / 2 + (t - b) / 2)
                case .trailing: offset = (min + length) - (size - b)
                }
                points.append(SnapPoint(offset: offset, min: min, max: min + length, section: s, item: i))
            }
        }
        return points.sorted(by: SnapPoint.precedes)
    }

    /// The numbers the promise covers.
    struct Outcome: Equatable, CustomStringConvertible {
        var projected: UInt64
        var target: UInt64
        var resting: UInt64
        var cell: [Int]?

        init(projected: Double, target: Double, resting: Double, cell: (Int, Int)?) {
            self.projected = projected.bitPattern
            self.target = target.bitPattern
            self.resting = resting.bitPattern
            self.cell = cell.map { [$0.0, $0.1] }
        }

        var description: String {
            "p \(Double(bitPattern: projected)) target \(Double(bitPattern: target)) rest \(Double(bitPattern: resting)) \(cell ?? [])"
        }
    }

    /// The flings of one description: returns how many were compared with every cell and with a range's points.
    static func check(_ base: LayoutDescription, _ g: inout SplitMix64) throws -> (all: Int, range: Int) {
        let length =
            base.scrollDirection == .horizontal ? base.collectionView.size.width : base.collectionView.size.height
        var d = base
        d.snapping = snapping(&g, boundsLength: length)
        var budget = WorkBudget(limit: .max)
        guard let layout = try? PreparedLayout(d, indexed: true, sectionIndexed: d.sectionCount > 2, budget: &budget)
        else { return (0, 0) }
        let r = d.resolvedSnapping()
        let axis = layout.flingAxis
        let all = allPoints(layout, r)
        var releases = [axis.minOffset, axis.maxOffset, axis.minOffset - length, axis.maxOffset + length]
        for _ in 0..<4 { releases.append(g.double((axis.minOffset - length)...(axis.maxOffset + length))) }
        if let all, !all.isEmpty {
            for _ in 0..<3 { releases.append(all[g.int(0...(all.count - 1))].offset) }
        }
        let tau = r.select.threshold
        var velocities = [0, tau, -tau, tau.nextUp, -tau.nextUp, tau.nextDown, 2 * r.maxVelocity, -2 * r.maxVelocity]
        for _ in 0..<3 { velocities.append(g.double(-r.maxVelocity...r.maxVelocity)) }

        // A range around a random release, and its snap points.
        let from = releases[g.int(0...(releases.count - 1))] - g.double(0...length)
        let to = from + [0, length, 3 * length][g.int(0...2)]
        var range = d
        range.collectionView.contentOffset = d.resolvedContentOffset(contentSize: layout.contentSize)
        let rangeResult = try? computeLayout(
            range, elements: .scrollRange(from: from, to: to), limits: LayoutLimits(workBudget: .max))
        let listed = rangeResult?.snapping?.points ?? []

        var comparedAll = 0
        var comparedRange = 0
        let base = d.resolvedContentOffset(contentSize: layout.contentSize)
        func release(_ o: Double) -> Point { layout.horizontal ? Point(x: o, y: base.y) : Point(x: base.x, y: o) }
        let along = { (p: Point) in layout.horizontal ? p.x : p.y }
        /// The service's single fling released at `o` from a drag begun at `start`.
        func single(_ o: Double, _ v: Double, _ start: Double) -> Outcome? {
            let fling = FlingDescription(
                velocity: layout.horizontal ? Point(x: v, y: 0) : Point(x: 0, y: v), startOffset: release(start))
            var moved = layout
            moved.description.collectionView.contentOffset = release(o)
            guard let (answer, _) = try? moved.fling(fling, limit: 100_000) else { return nil }
            return Outcome(
                projected: along(answer.projectedOffset), target: along(answer.targetOffset),
                resting: along(answer.restingOffset), cell: answer.snappedTo.map { ($0.section, $0.item) })
        }
        /// Steps 1–4 over `points`.
        func evaluated(_ points: [SnapPoint], _ o: Double, _ v: Double, _ start: Double) -> Outcome {
            let e = FlingRules.evaluate(r, axis: axis, release: o, velocity: v, start: start, points: points)
            return Outcome(
                projected: e.projected, target: e.target, resting: e.resting,
                cell: e.snappedTo.map { ($0.section, $0.item) })
        }
        if let all {
            for o in releases {
                for v in velocities {
                    let start = g.bool() ? o : g.double((axis.minOffset - length)...(axis.maxOffset + length))
                    guard let actual = single(o, v, start) else { continue }
                    #expect(actual == evaluated(all, o, v, start), "o \(o) v \(v) start \(start) \(d.snapping!)")
                    comparedAll += 1
                }
            }
        }
        // Releases and drag starts in the range: its listed points alone.
        if rangeResult != nil, r.policy == .item {
            var inRange = [from, to]
            for _ in 0..<4 { inRange.append(g.double(from...to)) }
            for p in listed.prefix(200) where p.offset >= from && p.offset <= to { inRange.append(p.offset) }
            for o in inRange.prefix(10) {
                for v in velocities {
                    let start = g.bool() ? o : g.double(from...to)
                    guard let expected = single(o, v, start) else { continue }
                    #expect(
                        evaluated(listed, o, v, start) == expected,
                        "range \(from)...\(to) o \(o) v \(v) start \(start) \(d.snapping!)")
                    comparedRange += 1
                }
            }
        }
        return (comparedAll, comparedRange)
    }

    /// `d` mirrored half the time (a right-to-left view and a layout that flips).
    static func varied(_ base: LayoutDescription, g: inout SplitMix64) -> LayoutDescription {
        var d = base
        if g.bool() {
            d.collectionView.layoutDirection = .rightToLeft
            d.flipsHorizontallyInOppositeLayoutDirection = true
        }
        if g.int(0...3) == 0 {
            d.collectionView.contentInset = EdgeInsets(top: 20, left: 12.5, bottom: 34, right: 30)
        }
        return d
    }

    @Test("flow, waterfall, iglist and magazine × both axes and mirrored × every policy, preset, rule and limit")
    func fourFamilies() throws {
        var gen = ExactnessGenerator(seed: 3535)
        var g = SplitMix64(seed: 35)
        var all = 0
        var range = 0
        for round in 0..<60 {
            let base: LayoutDescription
            switch round % 4 {
            case 0: base = gen.flow()
            case 1: base = gen.waterfall()
            case 2: base = gen.iglist()
            default: base = gen.magazine()
            }
            let (a, r) = try Self.check(Self.varied(base, g: &g), &g)
            all += a
            range += r
        }
        // 6,787 and 2,321 with these seeds.
        #expect(all > 6_700, "flings compared with every cell: \(all)")
        #expect(range > 2_300, "flings compared with a range's points: \(range)")
    }

    @Test("compositional, orthogonal sections offering their first group")
    func compositional() throws {
        var gen = CompositionalGenerator(seed: 3636)
        var g = SplitMix64(seed: 36)
        var all = 0
        var range = 0
        for _ in 0..<40 {
            let (a, r) = try Self.check(Self.varied(gen.description(), g: &g), &g)
            all += a
            range += r
        }
        // 4,532 and 1,375 with these seeds.
        #expect(all > 4_500, "flings compared with every cell: \(all)")
        #expect(range > 1_300, "flings compared with a range's points: \(range)")
    }
}
