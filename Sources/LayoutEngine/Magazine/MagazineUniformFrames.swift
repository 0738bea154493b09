/// A uniform MagazineLayout section in closed form: rows of `divisor` equal items, each row
/// `height + verticalSpacing` below the last. O(1) to build, per frame and per band query.
///
/// MagazineLayout adds each row's height and spacing in turn, `(y + height) + verticalSpacing`; the row tops
/// here are that running sum, reproduced term by term by `RepeatedSum`.
struct MagazineUniformFrames: ItemFrames {
    let count: Int
    let perRow: Int
    let top: Double
    let rowPitch: Double
    let rowTops: RepeatedSum
    let margin: Double
    let width: Double
    let horizontalSpacing: Double
    let height: Double

    var rowCount: Int { (count + perRow - 1) / perRow }

    func frame(at item: Int) -> Rect {
        let column = Double(item % perRow)
        return Rect(
            x: column * width + column * horizontalSpacing + margin, y: rowTops.term(item / perRow),
            width: width, height: height)
    }

    /// Every cell, row by row: `frame(at:)`'s frames, each row's top found once (`RepeatedSum.forEachTerm`), not
    /// searched for each of its items.
    /// - Complexity: O(count).
    func writeCells(
        section s: Int, zIndex: ZIndexScheme, to start: UnsafeMutablePointer<LayoutAttributes>
    ) -> UnsafeMutablePointer<LayoutAttributes> {
        var p = start
        rowTops.forEachTerm(in: 0..<rowCount) { row, y in
            let first = row * perRow
            for item in first..<Swift.min(count, first + perRow) {
                let column = Double(item - first)  // item % perRow
                p.initialize(
                    to: LayoutAttributes(
                        cellAt: s, item: item,
                        frame: Rect(
                            x: column * width + column * horizontalSpacing + margin, y: y, width: width, height: height),
                        zIndex: zIndex.cell(section: s, item: item)))
                p += 1
            }
        }
        return p
    }

    /// - Complexity: O(1).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        // Zero-area items never intersect a query; without this a band over zero-height rows walks the section.
        guard count > 0, width > 0, height > 0 else { return 0..<0 }
        let lastRow = rowCount - 1
        var first = 0
        var last = lastRow
        if rowPitch > 0 {
            first = Swift.min(lastRow, Swift.max(0, rowTops.firstTerm(atLeast: minY - height) - 1))
            last = Swift.min(lastRow, rowTops.firstTerm(atLeast: maxY))
        } else if !(top < maxY && top + height > minY) {
            return 0..<0
        }
        guard first <= last else { return 0..<0 }
        return first * perRow..<Swift.min(count, (last + 1) * perRow)
    }

    /// Lays out `count` items of `item` from `y`, which ends after `itemInsets.bottom`.
    static func place(
        count: Int, item: MagazineItem, metrics m: MagazineSectionMetrics, y: inout Double,
        budget: inout WorkBudget, section s: Int
    ) throws(LayoutError) -> MagazineUniformFrames {
        let (margin, width) = m.placement(of: item.widthMode)
        let perRow = item.widthMode.divisor
        let top = y + m.itemInsets.top
        let rowCount = (count + perRow - 1) / perRow
        let frames = MagazineUniformFrames(
            count: count, perRow: perRow, top: top, rowPitch: item.height + m.verticalSpacing,
            rowTops: try RepeatedSum(
                start: top, a: item.height, b: m.verticalSpacing, count: rowCount, budget: &budget,
                source: .itemCount(section: s)),
            margin: margin, width: width, horizontalSpacing: m.horizontalSpacing, height: item.height)
        // The last row adds its height but no spacing after it.
        y = frames.rowTops.last + item.height + m.itemInsets.bottom
        return frames
    }
}
