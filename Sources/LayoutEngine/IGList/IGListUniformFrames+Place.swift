extension IGListUniformFrames {
    /// Lays out `count` items of `size` from `cursor` and leaves `cursor` where IGListKit would after the last,
    /// exactly as `count` calls of `IGListCursor.place` would.
    ///
    /// Row 0 continues the current row when the first item fits and no header forces a new row; it starts a
    /// fresh row otherwise (no line spacing before a section's first row).
    /// - Complexity: O(items on a row, at most 65,536) + O(rows walked, a few hundred) + O(runs) memory.
    static func place(
        count: Int, size: Size, metrics m: IGListSectionMetrics, headerExists: Bool, stretchToEdge: Bool,
        grid: PixelGrid, cursor: inout IGListCursor, budget: inout WorkBudget, section s: Int
    ) throws(LayoutError) -> IGListUniformFrames {
        precondition(count > 0, "a uniform IGList section in closed form holds items")
        let length = Swift.min(size.width, m.paddedWidth)
        let tolerance = IGListSectionMetrics.overshootTolerance
        let freshFirstRow = headerExists || cursor.itemX + length > m.maxX + tolerance
        let firstRowX = freshFirstRow ? m.inset.left : cursor.itemX
        let firstRowRaw = freshFirstRow ? cursor.nextRowY : cursor.itemY
        let height = grid.ceil(size.height)
        let top = m.inset.top

        // Columns of row 0 and of every later row.
        let firstRow = try IGListRowColumns(
            from: firstRowX, length: length, metrics: m, stretchToEdge: stretchToEdge, maximum: count, budget: &budget,
            source: .itemCount(section: s))
        let firstRowCount = firstRow.capacity
        let row =
            count > firstRowCount
            ? try IGListRowColumns(
                from: m.inset.left, length: length, metrics: m, stretchToEdge: stretchToEdge,
                maximum: count - firstRowCount, budget: &budget, source: .itemCount(section: s))
            : firstRow
        let rowCapacity = Swift.max(1, row.capacity)

        // Row 0's state, then the rest walked and extrapolated.
        let firstTop = grid.floor(firstRowRaw + top)
        let first = IGListRowTops.State(
            raw: firstRowRaw, top: firstTop, next: Swift.max((firstTop + height) - top, cursor.nextRowY))
        let rowCount = 1 + (count <= firstRowCount ? 0 : (count - firstRowCount + rowCapacity - 1) / rowCapacity)
        let rows = try IGListRowTops(
            rowCount: rowCount, first: first, lineSpacing: m.lineSpacing, insetTop: top, height: height, grid: grid,
            budget: &budget, source: .itemCount(section: s))
        let frames = IGListUniformFrames(
            count: count, firstRowCount: firstRowCount, rowCapacity: rowCapacity, firstRow: firstRow, row: row,
            height: height, grid: grid, rows: rows)

        // The cursor after the last item: its row, the x after it, the next-row line, the section's bounds.
        let (lastRow, lastColumn) = frames.position(of: count - 1)
        let lastState = rows.state(ofRow: lastRow)
        cursor.itemY = lastState.raw
        cursor.itemX = (lastRow == 0 ? firstRow : row).after(lastColumn, spacing: m.interitemSpacing)
        cursor.nextRowY = lastState.next
        var bounds = frames.frame(at: 0)
        for c in 0..<Swift.min(firstRowCount, firstRow.xs.count) {
            bounds = bounds.union(frames.frame(at: c))
        }
        if rowCount > 1 {
            let used = Swift.min(rowCapacity, count - firstRowCount, row.xs.count)
            for c in 0..<used { bounds = bounds.union(frames.frame(at: firstRowCount + c)) }
        }
        bounds = bounds.union(frames.frame(at: count - 1))
        cursor.rolling = bounds
        return frames
    }
}
