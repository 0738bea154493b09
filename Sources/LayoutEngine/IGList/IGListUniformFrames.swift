/// A large uniform IGListKit section in closed form: O(1) to build, O(1) per frame, O(1) per band query.
///
/// The rows are those of `IGListCursor.place`: row 0 continues the previous section's row when the first item
/// fits (and no header forces a new row), else starts a fresh row; every later row starts at `inset.left` and
/// holds `rowCapacity` items. Row tops are simulated for rows 0 to 3 exactly as IGListKit accumulates them,
/// then repeat with the stride between rows 2 and 3.
///
/// Bound: IGListKit accumulates x and y by repeated addition; here the n-th column is `x0 + n * pitch` and the
/// n-th row `top2 + (n - 2) * stride`. Both agree exactly when the numbers are exact in binary (integral or
/// dyadic points, scale 1, 2 or 4); otherwise they may differ in the last bits, which can move a frame by one
/// pixel where IGListKit's own sum lands on a pixel boundary. Also, `stretchToEdge` stretching an item that is
/// not its row's last (possible only when `interitemSpacing + width <= inset.left + 1`) does not shift the
/// items after it here. Sections up to `IGListLayout.uniformExpansionLimit` items never use this type.
struct IGListUniformFrames: ItemFrames {
    let count: Int
    /// Items on row 0 and on every later row.
    let firstRowCount: Int
    let rowCapacity: Int
    /// Where row 0's first item starts, and every later row's.
    let firstRowX: Double
    let rowX: Double
    /// Item width (clamped to the padded width) plus `minimumInteritemSpacing`.
    let pitch: Double
    let length: Double
    let height: Double
    let paddedWidth: Double
    let stretchToEdge: Bool
    let grid: IGListPixelGrid
    /// Frame tops of rows 0, 1 and 2, and the stride from row 2 on.
    let rowTops: (Double, Double, Double)
    let stride: Double

    var rowCount: Int { 1 + rowsAfterFirst(count) }

    func frame(at item: Int) -> Rect {
        let (row, column) = position(of: item)
        let xRaw = (row == 0 ? firstRowX : rowX) + Double(column) * pitch
        var width = length
        let distanceToEdge = paddedWidth - (xRaw + length)
        if stretchToEdge && distanceToEdge > 0 && distanceToEdge <= IGListSectionMetrics.overshootTolerance {
            width = paddedWidth - xRaw
        }
        return Rect(x: grid.floor(xRaw), y: rowTop(row), width: grid.ceil(width), height: height)
    }

    /// - Complexity: O(1).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        // Zero-area items never intersect a query (only stretching can widen a zero-width one), and without this
        // a band over rows of zero height would walk the whole section.
        guard count > 0, height > 0, grid.ceil(length) > 0 || stretchToEdge else { return 0..<0 }
        let lastRow = rowCount - 1
        func hits(_ row: Int) -> Bool { rowTop(row) < maxY && rowTop(row) + height > minY }
        var low = Int.max
        var high = -1
        for row in 0...Swift.min(1, lastRow) where hits(row) {
            low = Swift.min(low, row)
            high = Swift.max(high, row)
        }
        if lastRow >= 2 {
            // Rows from 2 on: top = rowTops.2 + (row - 2) * stride; rounding outwards keeps a superset.
            var first = 2
            var last = lastRow
            if stride > 0 {
                let lo = ((minY - height - rowTops.2) / stride).rounded(.down) + 2
                let hi = ((maxY - rowTops.2) / stride).rounded(.up) + 2
                first = lo <= 2 ? 2 : (lo >= Double(lastRow) ? lastRow : Int(lo))
                last = hi <= 2 ? 2 : (hi >= Double(lastRow) ? lastRow : Int(hi))
            } else if !hits(2) {
                first = 1
                last = 0
            }
            if first <= last {
                low = Swift.min(low, first)
                high = Swift.max(high, last)
            }
        }
        guard low <= high else { return 0..<0 }
        return firstItem(ofRow: low)..<Swift.min(count, firstItem(ofRow: high + 1))
    }

    /// The frame top of `row`.
    func rowTop(_ row: Int) -> Double {
        switch row {
        case 0: rowTops.0
        case 1: rowTops.1
        default: rowTops.2 + Double(row - 2) * stride
        }
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

    private func rowsAfterFirst(_ n: Int) -> Int {
        n <= firstRowCount ? 0 : (n - firstRowCount + rowCapacity - 1) / rowCapacity
    }
}
