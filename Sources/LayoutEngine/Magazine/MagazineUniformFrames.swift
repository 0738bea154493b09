/// A uniform MagazineLayout section in closed form: rows of `divisor` equal items, each row
/// `height + verticalSpacing` below the last. O(1) to build, per frame and per band query.
///
/// MagazineLayout adds each row's height and spacing in turn, `(y + height) + verticalSpacing`; the row tops
/// here are that running sum, reproduced term by term by `RepeatedSum`.
///
/// All but the row tops is the section's shape (`Shape`, computed once for every section of that shape); a section
/// holds the shape, its first row's top and, when the row tops do not add up exactly, their walk.
struct MagazineUniformFrames: ItemFrames {
    /// What every section of one shape shares.
    final class Shape: Sendable {
        let count: Int
        let perRow: Int
        let rowPitch: Double
        let margin: Double
        let width: Double
        let horizontalSpacing: Double
        let verticalSpacing: Double
        let height: Double

        init(count: Int, item: MagazineItem, metrics m: MagazineSectionMetrics) {
            let (margin, width) = m.placement(of: item.widthMode)
            self.count = count
            perRow = item.widthMode.divisor
            rowPitch = item.height + m.verticalSpacing
            self.margin = margin
            self.width = width
            horizontalSpacing = m.horizontalSpacing
            verticalSpacing = m.verticalSpacing
            height = item.height
        }

        /// What a shape depends on.
        struct Key: Hashable {
            var count: Int
            var item: MagazineItem
            var margin: Double
            var width: Double
            var horizontalSpacing: Double
            var verticalSpacing: Double

            init(count: Int, item: MagazineItem, metrics m: MagazineSectionMetrics) {
                self.count = count
                self.item = item
                (margin, width) = m.placement(of: item.widthMode)
                horizontalSpacing = m.horizontalSpacing
                verticalSpacing = m.verticalSpacing
            }
        }
    }

    let shape: Shape
    /// The first row's top.
    let top: Double
    /// The row tops' walk when they are not `top + n·d`, `d` the first row's step (`RepeatedSum`), else nil.
    let rowWalk: RepeatedSum.Walk?

    var count: Int { shape.count }
    var perRow: Int { shape.perRow }
    var rowPitch: Double { shape.rowPitch }
    var margin: Double { shape.margin }
    var width: Double { shape.width }
    var horizontalSpacing: Double { shape.horizontalSpacing }
    var height: Double { shape.height }
    var rowTops: RepeatedSum {
        RepeatedSum(start: top, a: shape.height, b: shape.verticalSpacing, count: rowCount, walk: rowWalk)
    }

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

    /// The cells the query selects, moved down by `shift` (`UniformRows.collectRows`).
    func collectCells(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme, shift: Double
    ) throws(LayoutError) {
        try collectRows(into: &collector, section: s, zIndex: zIndex, shift: shift)
    }

    /// `UniformRows.rowsAnchorPick`.
    func anchorPick(
        in bounds: Rect, reversed: Bool, shift: Double, accepts: (Int, Rect) -> Bool
    ) -> AnchorPick {
        rowsAnchorPick(in: bounds, reversed: reversed, shift: shift, accepts: accepts)
    }

    /// Lays out the section of `shape` from `y`, which ends after `itemInsets.bottom`.
    static func place(
        _ shape: Shape, metrics m: MagazineSectionMetrics, y: inout Double
    ) -> MagazineUniformFrames {
        let top = y + m.itemInsets.top
        let rowCount = (shape.count + shape.perRow - 1) / shape.perRow
        let tops = RepeatedSum(start: top, a: shape.height, b: shape.verticalSpacing, count: rowCount)
        let frames = MagazineUniformFrames(shape: shape, top: top, rowWalk: tops.walk)
        // The last row adds its height but no spacing after it.
        y = frames.rowTops.last + shape.height + m.itemInsets.bottom
        return frames
    }
}

/// Rows of `divisor` columns, the last row partial.
extension MagazineUniformFrames: UniformRows {
    var rowHeight: Double { height }
    func rowTop(_ r: Int) -> Double { rowTops.term(r) }
    func firstItem(ofRow r: Int) -> Int { r &* perRow }
    func columnSet(ofRow r: Int) -> Int { 0 }
    /// `frame(at:)`'s x: `column * width + column * horizontalSpacing + margin`.
    func column(_ c: Int, of set: Int) -> (x: Double, width: Double) {
        let column = Double(c)
        return (column * width + column * horizontalSpacing + margin, width)
    }
    func columnWidth(of set: Int) -> Double { width }
    func wideColumn(of set: Int) -> Int? { nil }
    func columnsAscend(_ set: Int) -> Bool { true }
}
