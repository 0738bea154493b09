/// A large uniform IGListKit section, equal to laying its items out one by one with `IGListCursor.place`, in
/// memory and time that do not grow with the item count.
///
/// Columns: every row after row 0 starts at `inset.left` and IGListKit accumulates x the same way on each, so one
/// row's x positions are run once (`IGListRowColumns`) and shared by all rows; row 0 (which may continue the
/// previous section's row) is run on its own.
///
/// Rows: IGListKit floors each row's top to the pixel grid, so a row loses up to 1/scale and the losses
/// accumulate: no closed form `top0 + n·stride` holds. The rows are walked (`IGListRowTops`) until the walk is
/// provably periodic, then the period is extrapolated exactly; see `IGListRowTops` for the proof.
struct IGListUniformFrames: ItemFrames {
    let count: Int
    /// Items on row 0 and on every later row.
    let firstRowCount: Int
    let rowCapacity: Int
    let firstRow: IGListRowColumns
    let row: IGListRowColumns
    let height: Double
    let grid: PixelGrid
    let rows: IGListRowTops

    var rowCount: Int { 1 + rowsAfterFirst(count) }

    func frame(at item: Int) -> Rect {
        let (r, column) = position(of: item)
        let columns = r == 0 ? firstRow : row
        let (x, length) = columns.column(column)
        return Rect(x: grid.floor(x), y: rows.state(ofRow: r).top, width: grid.ceil(length), height: height)
    }

    /// Rows whose frames meet the band, found by binary search over the (non-decreasing) row tops.
    /// - Complexity: O(log rows · log runs).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        guard count > 0, height > 0, minY < maxY else { return 0..<0 }
        let n = rowCount
        // First row whose bottom passes minY; first row whose top is at or below maxY.
        var low = 0
        var high = n
        while low < high {
            let mid = (low &+ high) >> 1
            if rows.state(ofRow: mid).top + height > minY { high = mid } else { low = mid + 1 }
        }
        let first = low
        high = n
        while low < high {
            let mid = (low &+ high) >> 1
            if rows.state(ofRow: mid).top >= maxY { high = mid } else { low = mid + 1 }
        }
        let last = low - 1
        guard first <= last else { return 0..<0 }
        return firstItem(ofRow: first)..<Swift.min(count, firstItem(ofRow: last + 1))
    }

    /// Row and column of `item`.
    func position(of item: Int) -> (row: Int, column: Int) {
        if item < firstRowCount { return (0, item) }
        let rest = item - firstRowCount
        return (1 + rest / rowCapacity, rest % rowCapacity)
    }

    /// The index of the first item on `row` (may exceed `count`).
    func firstItem(ofRow row: Int) -> Int {
        if row == 0 { return 0 }
        let (product, overflow) = (row - 1).multipliedReportingOverflow(by: rowCapacity)
        if overflow { return Int.max }
        let (sum, overflow2) = product.addingReportingOverflow(firstRowCount)
        return overflow2 ? Int.max : sum
    }

    func rowsAfterFirst(_ n: Int) -> Int {
        n <= firstRowCount ? 0 : (n - firstRowCount + rowCapacity - 1) / rowCapacity
    }
}

/// The x positions of one row of equal items, run as `IGListCursor.place` accumulates them: `x` before each
/// item and the item's length (stretched to the edge when `stretchToEdge` applies).
struct IGListRowColumns: Sendable {
    /// Columns stored one by one; a row of more columns than this (items narrower than a thousandth of the row)
    /// continues from the last stored one in closed form.
    static let storedLimit = 1 << 16

    var xs: [Double] = []
    var lengths: [Double] = []
    /// The row's capacity: columns until the break (`Int.max` when the x stops moving, so every item fits).
    var capacity = 0
    /// The step after the last stored column, for columns past `storedLimit` (0 when x stopped moving).
    var step = 0.0

    /// Runs a row from `x0`: the first item always goes on it; each further one while it ends within
    /// `maxX + 1`; at most `maximum` items.
    init(
        from x0: Double, length: Double, metrics m: IGListSectionMetrics, stretchToEdge: Bool, maximum: Int,
        budget: inout WorkBudget, source: WorkSource
    ) throws(LayoutError) {
        var itemX = x0
        let tolerance = IGListSectionMetrics.overshootTolerance
        while capacity < maximum {
            if capacity > 0 && itemX + length > m.maxX + tolerance { break }
            var placed = length
            let distanceToEdge = m.paddedWidth - (itemX + placed)
            if stretchToEdge && distanceToEdge > 0 && distanceToEdge <= tolerance { placed = m.paddedWidth - itemX }
            let next = itemX + (placed + m.interitemSpacing)
            if xs.count == Self.storedLimit {
                // Beyond the store: the remaining columns advance by the pitch (no stretching that far left).
                step = length + m.interitemSpacing
                let room = m.maxX + tolerance - length - itemX
                let more = step > 0 ? (room / step).rounded(.down) : Double(Int.max)
                let further = more >= Double(maximum - capacity) ? maximum - capacity : Int(Swift.max(0, more)) + 1
                capacity += further
                return
            }
            try budget.charge(WorkBudget.Cost.walkedRow, source)
            xs.append(itemX)
            lengths.append(placed)
            capacity += 1
            if next == itemX && placed == length {
                // x no longer moves: every further item lands on the same frame and fits.
                capacity = maximum
                return
            }
            itemX = next
        }
    }

    /// `x` before column `c` and its length.
    func column(_ c: Int) -> (x: Double, length: Double) {
        if c < xs.count { return (xs[c], lengths[c]) }
        let last = xs.count - 1
        return (xs[last] + Double(c - last) * step, lengths[last])
    }

    /// Where `itemX` stands after column `c` (what the cursor holds after placing it).
    func after(_ c: Int, spacing: Double) -> Double {
        let (x, length) = column(c)
        return x + (length + spacing)
    }
}
