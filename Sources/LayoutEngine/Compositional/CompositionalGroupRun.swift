/// A section's groups one after another (step 11), or side by side across the scroll axis (step 12).
///
/// A section repeats one solved group, so a uniform run is a closed form: O(1) to build and to locate any group,
/// whatever the item count. Sections whose groups differ (measured sizes on estimated axes) keep each group.
enum CompositionalGroupRun: Sendable {
    case empty
    /// `count` repetitions of `full` (`last` replaces the final one when it is partial), `pitch` apart.
    case repeating(full: SolvedGroup, last: SolvedGroup?, count: Int, origin: Point, pitch: Double, alongX: Bool)
    /// Groups solved one by one, in order along the run.
    case explicit(ExplicitGroups)

    /// Number of groups.
    var count: Int {
        switch self {
        case .empty: 0
        case .repeating(_, _, let count, _, _, _): count
        case .explicit(let groups): groups.solved.count
        }
    }

    /// One group of a run, placed.
    struct Group {
        var solved: SolvedGroup
        var origin: Point
        /// The section's index of the group's first cell.
        var firstItem: Int
        /// The number of earlier groups of the section carrying a supplementary of each kind.
        var base: (UInt16) -> Int
    }

    /// Group `k`: its solution, origin, first item, and the number of earlier groups carrying each kind.
    /// - Complexity: O(1).
    func group(_ k: Int) -> Group {
        switch self {
        case .empty:
            preconditionFailure("an empty run has no group \(k)")
        case .repeating(let full, let last, let count, let origin, let pitch, let alongX):
            let solved = (k == count - 1 ? last : nil) ?? full
            let offset = Double(k) * pitch
            let o = alongX ? Point(x: origin.x + offset, y: origin.y) : Point(x: origin.x, y: origin.y + offset)
            let counts = full.groupSupplementaryCounts
            return Group(
                solved: solved, origin: o, firstItem: k &* full.cellCount,
                base: { kind in k &* counts[kind, default: 0] })
        case .explicit(let groups):
            let bases = groups.supplementaryBases[k]
            return Group(
                solved: groups.solved[k], origin: groups.origins[k], firstItem: groups.firstItems[k],
                base: { bases[$0, default: 0] })
        }
    }

    /// The index of the group holding item `item` (an item of the section: `0 <= item < items`).
    /// - Complexity: O(1) for a uniform run, O(log groups) otherwise.
    func groupIndex(holding item: Int) -> Int {
        switch self {
        case .empty:
            preconditionFailure("an empty run holds no item \(item)")
        case .repeating(let full, _, let count, _, _, _):
            return Swift.min(item / Swift.max(1, full.cellCount), count - 1)
        case .explicit(let groups):
            // The last group whose first item is at or before `item`.
            var low = 0
            var high = groups.firstItems.count
            while high - low > 1 {
                let mid = (low + high) / 2
                if groups.firstItems[mid] <= item { low = mid } else { high = mid }
            }
            return low
        }
    }

    /// The elements of every group (for `"all"`), without overflow.
    var elementCount: Int {
        switch self {
        case .empty: return 0
        case .repeating(let full, let last, let count, _, _, _):
            let (product, overflow) = full.elements.count.multipliedReportingOverflow(by: count - 1)
            if overflow { return Int.max }
            return product.addingReportingOverflow((last ?? full).elements.count).overflow
                ? Int.max : product + (last ?? full).elements.count
        case .explicit(let groups): return groups.solved.reduce(0) { $0 &+ $1.elements.count }
        }
    }

    /// What a repeated run's reach reads (its groups' extent, origin x, the last group's offset and axis), held
    /// apart from the groups so that a section sharing the run reads its reach without copying the run (each copy
    /// of the run retains and releases its groups).
    struct RepeatingReach: Sendable {
        let extent: Rect
        let x: Double
        let offset: Double
        let alongX: Bool

        /// The run's reach with its origin at `y`: the first group's extent there, joined with the last one's.
        @inline(__always)
        func reach(originY y: Double) -> Rect {
            let e = extent
            let first = Rect(x: x + e.x, y: y + e.y, width: e.width, height: e.height)
            return first.union(
                alongX
                    ? Rect(x: first.x + offset, y: first.y, width: e.width, height: e.height)
                    : Rect(x: first.x, y: first.y + offset, width: e.width, height: e.height))
        }
    }

    /// A repeated run's `RepeatingReach`; nil for other runs.
    var repeatingReach: RepeatingReach? {
        guard case .repeating(let full, let last, let count, let placed, let pitch, let alongX) = self else {
            return nil
        }
        var e = full.extent
        if let last { e = e.union(last.extent) }
        return RepeatingReach(extent: e, x: placed.x, offset: Double(count - 1) * pitch, alongX: alongX)
    }

    /// The rect every element of every group lies in (`.zero` for an empty run).
    /// - Complexity: O(1) for a uniform run, O(groups) otherwise.
    var reach: Rect {
        switch self {
        case .repeating(_, _, _, let origin, _, _): reach(originY: origin.y)
        default: reach(originY: 0)
        }
    }

    /// `reach` of the run with a repeated run's origin at `y` (where a section sharing the run places it: the
    /// same sums as `reach` of that run, without making it); other runs keep their own origins.
    func reach(originY y: Double) -> Rect {
        switch self {
        case .empty: return .zero
        case .repeating:
            return repeatingReach.map { $0.reach(originY: y) } ?? .zero
        case .explicit(let groups):
            var result: Rect?
            for k in groups.solved.indices {
                let e = groups.solved[k].extent
                let r = Rect(
                    x: groups.origins[k].x + e.x, y: groups.origins[k].y + e.y, width: e.width, height: e.height)
                result = result.map { $0.union(r) } ?? r
            }
            return result ?? .zero
        }
    }

    /// The groups whose elements may intersect `minimum..<maximum` along the run's axis (a superset).
    /// - Complexity: O(1) for a uniform run, O(log groups) otherwise.
    func candidates(minimum: Double, maximum: Double) -> Range<Int> {
        switch self {
        case .empty: return 0..<0
        case .repeating(let full, let last, let count, let origin, let pitch, let alongX):
            var reach = full.extent
            if let last { reach = reach.union(last.extent) }
            let start = alongX ? origin.x : origin.y
            let low = start + (alongX ? reach.minX : reach.minY)
            let high = start + (alongX ? reach.maxX : reach.maxY)
            guard pitch > 0 else { return low < maximum && high > minimum ? 0..<count : 0..<0 }
            let first = ((minimum - high) / pitch).rounded(.down)
            let lastGroup = ((maximum - low) / pitch).rounded(.up)
            let n = Double(count - 1)
            let lo = first <= 0 ? 0 : (first >= n ? count - 1 : Int(first))
            let hi = lastGroup <= 0 ? 0 : (lastGroup >= n ? count - 1 : Int(lastGroup))
            return lo <= hi ? lo..<(hi + 1) : 0..<0
        case .explicit(let groups):
            return groups.index.candidates(minY: minimum, maxY: maximum)
        }
    }
}

/// Groups solved one by one (a section whose groups read measured sizes), with a band index over their reach.
struct ExplicitGroups: Sendable {
    var solved: [SolvedGroup] = []
    var origins: [Point] = []
    var firstItems: [Int] = []
    var supplementaryBases: [[UInt16: Int]] = []
    /// Each group's reach along the run's axis as the y of a rect, for binary search.
    var index = ExplicitFrames([])

    /// Builds the search index once every group is appended.
    mutating func finish(alongX: Bool) {
        let reaches = solved.indices.map { k -> Rect in
            let e = solved[k].extent
            let o = origins[k]
            return alongX
                ? Rect(x: 0, y: o.x + e.minX, width: 0, height: e.width)
                : Rect(x: 0, y: o.y + e.minY, width: 0, height: e.height)
        }
        index = ExplicitFrames(reaches)
    }
}
