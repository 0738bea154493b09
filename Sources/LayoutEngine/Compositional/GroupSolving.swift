/// Solves a section's group and repeats it (step 11, and step 12 for orthogonal sections).
struct GroupSolving {
    let layout: CompositionalSectionLayout
    /// Pointer tokens of the section's `group`.
    let pointer: [String]
    /// The container the group resolves in (step 3).
    let container: Size
    let kinds: [String: UInt16]
    let scale: Double
    let cellLimit: Int
    let itemCount: Int
    /// Measured sizes, set only when the group tree reads them (then every group is solved on its own).
    var measured: [Size]? = nil

    /// The group holding items from `firstCell` on (at most the rest of the section's).
    func group(firstCell: Int) throws(LayoutError) -> SolvedGroup {
        var solver = CompositionalSolver(scale: scale, measured: measured, cellLimit: cellLimit, path: pointer)
        let node = try solver.solve(layout.group, in: container, firstCell: firstCell, cap: itemCount - firstCell)
        return SolvedGroupBuilder.build(node, kinds: kinds)
    }

    /// Every group from `origin`, `spacing` apart along x (`alongX`, orthogonal) or y, and the run's length
    /// along that axis (a partial last group keeps its full length). Across the run, the length is the tallest
    /// group's (orthogonal sections).
    func run(
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
        var groups = ExplicitGroups()
        var first = 0
        var position = alongX ? origin.x : origin.y
        var across = 0.0
        var bases: [UInt16: Int] = [:]
        while first < itemCount {
            let g = try group(firstCell: first)
            groups.solved.append(g)
            groups.origins.append(alongX ? Point(x: position, y: origin.y) : Point(x: origin.x, y: position))
            groups.firstItems.append(first)
            groups.supplementaryBases.append(bases)
            for (kind, n) in g.groupSupplementaryCounts { bases[kind, default: 0] += n }
            position += (alongX ? g.size.width : g.size.height) + spacing
            across = Swift.max(across, alongX ? g.size.height : g.size.width)
            first += g.cellCount
        }
        groups.finish(alongX: alongX)
        let along = position - spacing - (alongX ? origin.x : origin.y)
        return (.explicit(groups), alongX ? across : along)
    }
}
