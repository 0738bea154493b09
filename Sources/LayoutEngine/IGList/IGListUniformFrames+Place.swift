extension IGListUniformFrames {
    /// Lays out `count` items of `size` from `cursor` and leaves `cursor` where IGListKit would after the last.
    ///
    /// Row 0 continues the current row when the first item fits and no header forces a new row; it starts a
    /// fresh row otherwise (no line spacing before a section's first row). A row starting at `x0` holds
    /// `1 + floor((maxX + 1 - width - x0) / pitch)` items (the first always; every item when `pitch` is 0).
    static func place(
        count: Int, size: Size, metrics m: IGListSectionMetrics, headerExists: Bool, stretchToEdge: Bool,
        grid: IGListPixelGrid, cursor: inout IGListCursor
    ) -> IGListUniformFrames {
        precondition(count > 0, "a uniform IGList section in closed form holds items")
        let length = Swift.min(size.width, m.paddedWidth)
        let pitch = length + m.interitemSpacing
        let tolerance = IGListSectionMetrics.overshootTolerance
        let freshFirstRow = headerExists || cursor.itemX + length > m.maxX + tolerance
        let firstRowX = freshFirstRow ? m.inset.left : cursor.itemX
        let firstRowRaw = freshFirstRow ? cursor.nextRowY : cursor.itemY
        let height = grid.ceil(size.height)
        let top = m.inset.top

        // Rows 0...3 as IGListKit accumulates them: a row's frame top, then the next-row line.
        var raws = [firstRowRaw]
        var tops = [grid.floor(firstRowRaw + top)]
        var nextRows = [Swift.max(cursor.nextRowY, tops[0] + height - top)]
        for row in 1...3 {
            raws.append(nextRows[row - 1] + m.lineSpacing)
            tops.append(grid.floor(raws[row] + top))
            nextRows.append(Swift.max(nextRows[row - 1], tops[row] + height - top))
        }

        let frames = IGListUniformFrames(
            count: count,
            firstRowCount: Swift.min(count, capacity(from: firstRowX, length: length, pitch: pitch, maxX: m.maxX)),
            rowCapacity: capacity(from: m.inset.left, length: length, pitch: pitch, maxX: m.maxX),
            firstRowX: firstRowX, rowX: m.inset.left, pitch: pitch, length: length, height: height,
            paddedWidth: m.paddedWidth, stretchToEdge: stretchToEdge, grid: grid,
            rowTops: (tops[0], tops[1], tops[2]), stride: tops[3] - tops[2])

        // The cursor after the last item: its row, the x after it, the next-row line, the section's bounds.
        let last = frames.frame(at: count - 1)
        let (lastRow, lastColumn) = frames.position(of: count - 1)
        let lastX = (lastRow == 0 ? firstRowX : m.inset.left) + Double(lastColumn) * pitch
        let lastLength = (last.maxX - last.x) > length ? m.paddedWidth - lastX : length
        let rowNextLine: (Int) -> Double = { row in
            row <= 3 ? nextRows[row] : Swift.max(nextRows[3], frames.rowTop(row) + height - top)
        }
        cursor.itemY = lastRow <= 3 ? raws[lastRow] : rowNextLine(lastRow - 1) + m.lineSpacing
        cursor.itemX = lastX + lastLength + m.interitemSpacing
        cursor.nextRowY = rowNextLine(lastRow)
        var bounds = frames.frame(at: 0).igListUnion(last)
        bounds = bounds.igListUnion(frames.frame(at: frames.firstRowCount - 1))
        if frames.rowCount > 1 {
            bounds = bounds.igListUnion(frames.frame(at: Swift.min(count, frames.firstItem(ofRow: 2)) - 1))
        }
        cursor.rolling = bounds
        return frames
    }

    /// How many items a row starting at `x0` holds: the first always, then each whose end stays within
    /// `maxX + 1`.
    static func capacity(from x0: Double, length: Double, pitch: Double, maxX: Double) -> Int {
        let room = maxX + IGListSectionMetrics.overshootTolerance - length - x0
        guard room >= 0 else { return 1 }
        guard pitch > 0 else { return Int.max }
        let extra = (room / pitch).rounded(.down)
        return extra >= Double(Int.max / 4) ? Int.max : 1 + Int(extra)
    }
}
