/// Solves a section's group and repeats it (step 11, and step 12 for orthogonal sections).
struct GroupSolving {
    let layout: CompositionalSectionLayout
    /// Where the section's `group` is.
    let location: ErrorLocation
    /// The container the group resolves in (step 3).
    let container: Size
    let kinds: [String: UInt16]
    let scale: Double
    let cellLimit: Int
    let itemCount: Int
    /// Measured sizes, set only when the group tree reads them (then every group is solved on its own).
    var measured: [Size]? = nil
    /// Items of `measured` sent without a size (empty when none).
    var unmeasured: [Bool] = []
    /// The request's work budget, charged by every solve.
    var budget = WorkBudget(limit: .max)

    /// Whether a walk may reuse a group's solution for a later group whose items measure the same (tests turn
    /// it off to hold the reuse equal to solving every group).
    var reusesEqualGroups = true
    /// Solutions of this layout's group shared with the other sections that use it (sections without measured
    /// sizes: a solution then depends only on the cap), so the group is solved once, not once a section.
    var shared: SharedSolutions?

    /// The group holding items from `firstCell` on (at most the rest of the section's).
    mutating func group(firstCell: Int) throws(LayoutError) -> SolvedGroup {
        try solvedGroup(firstCell: firstCell).group
    }

    /// The group from `firstCell` and what it depended on (`CompositionalSolver`'s record).
    mutating func solvedGroup(firstCell: Int) throws(LayoutError) -> (group: SolvedGroup, reuse: GroupReuse) {
        let cap = itemCount - firstCell
        if measured == nil, let shared, let found = shared.solution(cap: cap) {
            return (
                found.group,
                GroupReuse(
                    first: firstCell, lastRead: -1, lastDemand: firstCell &+ found.demand, capBound: found.capBound)
            )
        }
        var solver = CompositionalSolver(scale: scale, measured: measured, cellLimit: cellLimit, path: location)
        solver.unmeasured = unmeasured
        solver.budget = budget
        defer { budget = solver.budget }
        let node = try solver.solve(layout.group, in: container, firstCell: firstCell, cap: itemCount - firstCell)
        let reuse = GroupReuse(
            first: firstCell, lastRead: solver.lastRead, lastDemand: solver.lastDemand, capBound: solver.capBound)
        let group = SolvedGroupBuilder.build(node, kinds: kinds)
        if measured == nil, let shared {
            shared.keep(group, cap: cap, demand: solver.lastDemand &- firstCell, capBound: solver.capBound)
        }
        return (group, reuse)
    }

    /// The group from `first`: a recent group's solution again when nothing it depended on differs (the solve
    /// reads only measured sizes and the cap, so equal sizes and an unbinding cap give the same group), else a
    /// fresh solve, remembered among the last `recentLimit`.
    /// - Complexity: O(recent groups' reads) to compare, or a solve.
    mutating func group(
        from first: Int, recent: inout [(group: SolvedGroup, reuse: GroupReuse)]
    ) throws(LayoutError) -> (group: SolvedGroup, reuse: GroupReuse) {
        if reusesEqualGroups, let measured {
            for candidate in recent where !candidate.reuse.capBound {
                let r = candidate.reuse
                let shift = first - r.first
                let window = r.lastRead - r.first + 1
                guard window >= 0, r.lastDemand + shift < itemCount, r.lastRead + shift < measured.count else {
                    continue
                }
                var equal = true
                var k = 0
                while k < window {
                    if measured[r.first + k] != measured[first + k]
                        || isUnmeasured(r.first + k) != isUnmeasured(first + k)
                    {
                        equal = false
                        break
                    }
                    k += 1
                }
                if equal {
                    let moved = GroupReuse(
                        first: first, lastRead: r.lastRead + shift, lastDemand: r.lastDemand + shift, capBound: false)
                    return (candidate.group, moved)
                }
            }
        }
        let solved = try solvedGroup(firstCell: first)
        if reusesEqualGroups {
            if recent.count >= Self.recentLimit { recent.removeFirst() }
            recent.append(solved)
        }
        return solved
    }

    /// Whether item `i` was sent without a size.
    func isUnmeasured(_ i: Int) -> Bool { i < unmeasured.count && unmeasured[i] }

    /// How many distinct recent solutions a walk keeps for reuse.
    static let recentLimit = 8

    /// Every group from `origin`, `spacing` apart along x (`alongX`, orthogonal) or y, and the run's length
    /// along that axis (a partial last group keeps its full length). Across the run, the length is the tallest
    /// group's (orthogonal sections).
    mutating func run(
        from origin: Point, alongX: Bool, spacing: Double
    ) throws(LayoutError) -> (run: CompositionalGroupRun, length: Double) {
        if measured == nil {
            let full = try group(firstCell: 0)
            let m = full.cellCount
            let count = m >= itemCount ? 1 : (itemCount - 1) / m + 1
            let rest = itemCount - (count - 1) * m
            let last = count > 1 && rest < m ? try group(firstCell: (count - 1) * m) : nil
            let groupLength = alongX ? full.size.width : full.size.height
            let pitch = groupLength + spacing
            let along = Double(count) * groupLength + Double(count - 1) * spacing
            let across = Swift.max(
                alongX ? full.size.height : full.size.width,
                alongX ? (last?.size.height ?? 0) : (last?.size.width ?? 0))
            let run = CompositionalGroupRun.repeating(
                full: full, last: last, count: count, origin: origin, pitch: pitch, alongX: alongX)
            return (run, alongX ? across : along)
        }
        // Groups of equal length form runs placed as the closed form places them (`runStart + j * pitch`), so a
        // walk over equal groups gives exactly the uniform answer; a partial last group keeps the length of the
        // group before it (step 11: it keeps its full length).
        var groups = ExplicitGroups()
        var first = 0
        let start = alongX ? origin.x : origin.y
        var runStart = start
        var runLength = -1.0
        var runCount = 0
        var across = 0.0
        var bases: [UInt16: Int] = [:]
        var previousCells = 0
        var recent: [(group: SolvedGroup, reuse: GroupReuse)] = []
        while first < itemCount {
            let g = try group(from: first, recent: &recent).group
            var length = alongX ? g.size.width : g.size.height
            let isLast = first + g.cellCount >= itemCount
            if isLast && g.cellCount < previousCells { length = runLength }
            if length != runLength {
                if runCount > 0 { runStart += Double(runCount) * runLength + Double(runCount) * spacing }
                runLength = length
                runCount = 0
            }
            let position = runStart + Double(runCount) * (length + spacing)
            runCount += 1
            groups.solved.append(g)
            groups.origins.append(alongX ? Point(x: position, y: origin.y) : Point(x: origin.x, y: position))
            groups.firstItems.append(first)
            groups.supplementaryBases.append(bases)
            for (kind, n) in g.groupSupplementaryCounts { bases[kind, default: 0] += n }
            across = Swift.max(across, alongX ? g.size.height : g.size.width)
            first += g.cellCount
            previousCells = g.cellCount
        }
        groups.finish(alongX: alongX)
        let along = (runStart - start) + Double(runCount) * runLength + Double(runCount - 1) * spacing
        return (.explicit(groups), alongX ? across : along)
    }
}

/// What one group's solve depended on: its first item, the last item whose measured size it read, the last
/// item a cap test or custom group reached, and whether the section's remaining items ever bound it.
struct GroupReuse: Sendable {
    var first: Int
    var lastRead: Int
    var lastDemand: Int
    var capBound: Bool
}

/// The solutions of one layout section's group, kept for every section that uses it. Without measured sizes a
/// solution depends only on the cap (the section's items from the group's first on): one that no cap bound (it
/// never asked for more cells than it kept, up to `demand` of them) is every larger cap's too; one the cap bound is
/// that cap's only. So a hundred thousand sections of one layout solve its group once (and their partial last
/// groups once per distinct remainder), and the work budget counts each solve once.
final class SharedSolutions {
    /// A solution no cap bound, and the cells it asked about.
    private var unbounded: (group: SolvedGroup, demand: Int)?
    private var byCap: [Int: (group: SolvedGroup, demand: Int)] = [:]

    /// A kept solution for `cap`, if any.
    func solution(cap: Int) -> (group: SolvedGroup, demand: Int, capBound: Bool)? {
        if let unbounded, cap > unbounded.demand { return (unbounded.group, unbounded.demand, false) }
        if let found = byCap[cap] { return (found.group, found.demand, true) }
        return nil
    }

    /// Keeps a solution solved with `cap`, which asked about `demand` cells beyond its first.
    func keep(_ group: SolvedGroup, cap: Int, demand: Int, capBound: Bool) {
        if capBound {
            byCap[cap] = (group, demand)
        } else if unbounded.map({ demand < $0.demand }) ?? true {
            unbounded = (group, demand)
        }
    }
}
