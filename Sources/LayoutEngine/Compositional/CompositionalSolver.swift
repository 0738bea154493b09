/// Resolves and arranges one group tree (`docs/compositional.md` steps 2 and 4–10): sizes first, then positions.
///
/// `path` mirrors the recursion as an error location, so a 422 names the group or item that caused it.
struct CompositionalSolver {
    /// `collectionView.scale`: fractions are floored to its pixel grid.
    let scale: Double
    /// The section's measured sizes (explicit sections), read on estimated axes by the cell's item index.
    let measured: [Size]?
    /// Items sent without a size (`{"estimated": true}`): they take their dimensions' estimates. Empty when none.
    var unmeasured: [Bool] = []
    /// The most cells one solved group may hold before the request is refused.
    let cellLimit: Int
    /// Where the node being solved is.
    var path: ErrorLocation
    /// Groups nested so far (the section's group is depth 1).
    var depth = 0
    /// What the solution depended on, so that a walk may reuse it for a later group reading equal sizes: the
    /// highest item index whose measured size was read, the highest item index any cap test or custom group
    /// reached, and whether a cap (the section's remaining items) ever stopped or shortened anything.
    var lastRead = -1
    var lastDemand = -1
    var capBound = false
    /// The request's work budget: every item and group solved is charged to it.
    var budget = WorkBudget(limit: .max)
    static let maxDepth = 16

    /// The pixel grid fractions are floored to: the contract's `fl(v) = floor(v * s) / s`.
    var grid: PixelGrid { PixelGrid(scale: scale) }

    /// Step 2: one dimension in a container of effective size `c`; `measured` is the cell's size on this axis.
    func resolve(_ d: CompositionalDimension, in c: Size, measured: Double?) -> Double {
        switch d {
        case .absolute(let v): v
        case .estimated(let v): measured ?? v
        case .fractionalWidth(let f): grid.floor(f * c.width)
        case .fractionalHeight(let f): grid.floor(f * c.height)
        }
    }

    /// Step 2 along one axis for `item` in container `c` (from item index `firstCell`), before it is validated or
    /// arranged, as `solve` resolves it; nil when the length is the extent of a group's arranged items (an
    /// estimated group dimension).
    mutating func lengthBeforeArranging(
        _ item: CompositionalItem, in c: Size, firstCell: Int, alongX: Bool
    ) -> Double? {
        let d = item.dimension(alongX: alongX)
        if item.group != nil {
            return d.isEstimated ? nil : resolve(d, in: c, measured: nil)
        }
        let m = measuredSize(firstCell)
        return resolve(d, in: c, measured: alongX ? m?.width : m?.height)
    }

    /// The measured size of item `cell` when the section lists one (recorded in `lastRead`).
    mutating func measuredSize(_ cell: Int) -> Size? {
        guard let measured, cell >= 0, cell < measured.count, !(cell < unmeasured.count && unmeasured[cell]) else {
            return nil
        }
        lastRead = Swift.max(lastRead, cell)
        return measured[cell]
    }

    /// Whether item `cell` exists within a cap `cells < cap` counted from `first` (`cell = first + cells`),
    /// recorded for reuse.
    @inline(__always)
    mutating func withinCap(_ cells: Int, _ cap: Int, from first: Int) -> Bool {
        lastDemand = Swift.max(lastDemand, first &+ cells)
        if cells < cap { return true }
        capBound = true
        return false
    }

    /// `problem` at the node being solved, or at `fields` under it.
    func failure(_ problem: CompositionalProblem, _ fields: ErrorLocation.Field...) -> LayoutError {
        .compositional(problem, at: path.appending(fields: fields))
    }

    /// Resolves `item` in container `c` holding at most `cap` cells from item index `firstCell` (cap ≥ 1).
    /// `forcedMain` replaces the length along `mainIsX` (copies of a count group).
    mutating func solve(
        _ item: CompositionalItem, in c: Size, firstCell: Int, cap: Int, forced: (length: Double, alongX: Bool)? = nil
    ) throws(LayoutError) -> SolvedNode {
        if !budget.spend(WorkBudget.Cost.solvedNode) { throw budget.refusal(path) }
        let m = item.group == nil ? measuredSize(firstCell) : nil
        var size = Size(
            width: resolve(item.layoutSize.widthDimension, in: c, measured: m?.width),
            height: resolve(item.layoutSize.heightDimension, in: c, measured: m?.height))
        if let forced {
            if forced.alongX { size.width = forced.length } else { size.height = forced.length }
        }
        let estimatedX = item.layoutSize.widthDimension.isEstimated
        let estimatedY = item.layoutSize.heightDimension.isEstimated
        let i = item.contentInsets
        // Step 10 (items) and step 4 (groups): insets are ignored on an estimated axis.
        let insetX = estimatedX ? 0 : i.leading + i.trailing
        let insetY = estimatedY ? 0 : i.top + i.bottom
        if size.width - insetX < 0 || size.height - insetY < 0 {
            throw failure(.negativeSize, .contentInsets)
        }
        guard let group = item.group else {
            // A cell laid out at an estimate it was not measured against is estimated.
            return SolvedNode(item: item, size: size, cells: 1, estimated: (estimatedX || estimatedY) && m == nil)
        }
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth { throw failure(.nestingTooDeep) }
        let box = Rect(
            x: estimatedX ? 0 : i.leading, y: estimatedY ? 0 : i.top, width: size.width - insetX,
            height: size.height - insetY)
        var node = SolvedNode(item: item, size: size, cells: 0, contentBox: box)
        try arrange(group, into: &node, firstCell: firstCell, cap: cap)
        // Step 11: an estimated group dimension is the extent of its laid-out items.
        if estimatedX || estimatedY {
            var maxX = 0.0
            var maxY = 0.0
            for (k, child) in node.children.enumerated() where child.cells > 0 {
                maxX = Swift.max(maxX, node.childOrigins[k].x - box.x + child.size.width)
                maxY = Swift.max(maxY, node.childOrigins[k].y - box.y + child.size.height)
            }
            for custom in node.customFrames {
                maxX = Swift.max(maxX, custom.frame.maxX - box.x)
                maxY = Swift.max(maxY, custom.frame.maxY - box.y)
            }
            if estimatedX { node.size.width = maxX + node.trailingEdgeSpacing(alongX: true, group) }
            if estimatedY { node.size.height = maxY + node.trailingEdgeSpacing(alongX: false, group) }
            node.contentBox.width = estimatedX ? node.size.width : node.contentBox.width
            node.contentBox.height = estimatedY ? node.size.height : node.contentBox.height
        }
        if node.cells > cellLimit { throw failure(.groupTooLarge(limit: cellLimit)) }
        return node
    }
}

extension SolvedNode {
    /// The trailing edge spacing of the last present child along an axis (part of an estimated extent).
    func trailingEdgeSpacing(alongX: Bool, _ group: CompositionalGroup) -> Double {
        guard let last = children.lastIndex(where: { $0.cells > 0 }) else { return 0 }
        let e = children[last].item.edgeSpacing
        return (alongX ? e?.trailing : e?.bottom)?.value ?? 0
    }
}
