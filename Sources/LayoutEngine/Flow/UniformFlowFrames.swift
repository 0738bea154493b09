/// A uniform flow section's item frames, equal to laying out the same items explicitly, never materialised:
/// O(log) per frame, memory that does not grow with the item count.
///
/// With items `w × h`, a line holds the `k` items the greedy fill gives (`FlowFit.further`, the same sum an
/// explicit section runs, tolerance included: at least 1; every item when `w + s == 0` and `a >= 0`). Item `j`
/// is on line `j / k` at column `j % k`. Line tops, the x of each column and a line's total width are the
/// running sums an explicit section computes (`RepeatedSum`): `lineTop' = (lineTop + h) + minimumLineSpacing`,
/// `x' = x + (w + gap)`, `total' = total + w`; `firstX` and `gap` come from the same line rule as explicit
/// sections (`FlowSectionMetrics.placement`): one placement for full lines, one for the last line.
///
/// Everything but the line tops depends only on the section's shape (its count, item size and line metrics), so
/// it is computed once per shape (`Shape`, found by `ShapeCache`) and shared; a section holds the shape, its first
/// line's top and, when its line tops do not add up exactly (`RepeatedSum`), their walk: three words, no
/// allocation of its own.
struct UniformFlowFrames: ItemFrames {
    /// What every section of one shape shares.
    final class Shape: Sendable {
        let count: Int
        /// The items' size.
        let itemSize: Size
        /// Items per line (the last line may hold fewer).
        let perLine: Int
        /// Number of lines.
        let lineCount: Int
        /// The line spacing (a line's top is the last's `(top + h) + spacing`).
        let lineSpacing: Double
        /// The x of each column of a full line and of the last line.
        let fullColumns: RepeatedSum
        let lastColumns: RepeatedSum

        /// `count` (> 0) items of `itemSize` in lines of the section's metrics.
        init(count: Int, itemSize: Size, metrics m: FlowSectionMetrics) {
            precondition(count > 0, "a uniform flow section with no items is laid out as an empty section")
            self.count = count
            self.itemSize = itemSize
            let w = itemSize.width
            // The greedy fill, run (or proven) exactly as an explicit section of `count` equal items runs it.
            let capacity =
                1
                + FlowFit.further(
                    used: w, width: w, spacing: m.interitemSpacing, limit: m.fitLimit, maximum: Int.max / 4)
            let k = Swift.min(capacity, count)
            perLine = k
            lineCount = count / k + (count % k == 0 ? 0 : 1)
            let lastCount = count - (lineCount - 1) * k
            // A line's widths summed one by one, as the explicit walk sums them.
            let widths = RepeatedSum(start: w, a: w, b: 0, count: k)
            let fullLine = m.placement(
                count: k, totalWidth: widths.last, lastWidth: w, used: 0, isLastLine: lineCount == 1,
                sameSizes: true, phantoms: capacity - k)
            let lastLine = m.placement(
                count: lastCount, totalWidth: widths.term(lastCount - 1), lastWidth: w, used: 0, isLastLine: true,
                sameSizes: true, phantoms: capacity - lastCount)
            lineSpacing = m.lineSpacing
            fullColumns = RepeatedSum(start: fullLine.firstX, a: w + fullLine.gap, b: 0, count: k)
            lastColumns = RepeatedSum(start: lastLine.firstX, a: w + lastLine.gap, b: 0, count: lastCount)
        }

        /// What a shape depends on besides `count` and the item size: the line metrics its fill and placement read.
        struct Key: Hashable {
            var count: Int
            var itemSize: Size
            var left: Double
            var available: Double
            var lineSpacing: Double
            var interitemSpacing: Double
            var lineAlignment: FlowLineAlignment
            var lastLineAlignment: FlowLastLineAlignment

            init(count: Int, itemSize: Size, metrics m: FlowSectionMetrics) {
                self.count = count
                self.itemSize = itemSize
                left = m.inset.left
                available = m.available
                lineSpacing = m.lineSpacing
                interitemSpacing = m.interitemSpacing
                lineAlignment = m.lineAlignment
                lastLineAlignment = m.lastLineAlignment
            }
        }
    }

    let shape: Shape
    /// The first line's top.
    let top: Double
    /// The line tops' walk when they are not `top + n·d`, `d` the first line's step (`RepeatedSum`), else nil.
    let lineWalk: RepeatedSum.Walk?

    /// The section of `shape` whose first line starts at `top`.
    init(shape: Shape, top: Double) {
        self.shape = shape
        self.top = top
        let tops = RepeatedSum(start: top, a: shape.itemSize.height, b: shape.lineSpacing, count: shape.lineCount)
        lineWalk = tops.walk
    }

    var count: Int { shape.count }
    /// The items' size.
    var itemSize: Size { shape.itemSize }
    /// Items per line (the last line may hold fewer).
    var perLine: Int { shape.perLine }
    /// Number of lines.
    var lineCount: Int { shape.lineCount }
    /// Line tops, and the x of each column of a full line and of the last line.
    var lineTops: RepeatedSum {
        RepeatedSum(
            start: top, a: shape.itemSize.height, b: shape.lineSpacing, count: shape.lineCount, walk: lineWalk)
    }
    var fullColumns: RepeatedSum { shape.fullColumns }
    var lastColumns: RepeatedSum { shape.lastColumns }

    /// The bottom of the last line.
    var bottom: Double { lineTops.last + itemSize.height }

    /// - Complexity: O(log lines).
    func frame(at item: Int) -> Rect {
        let line = item / perLine
        let column = item - line * perLine
        let columns = line == lineCount - 1 ? lastColumns : fullColumns
        return Rect(
            x: columns.term(column), y: lineTops.term(line), width: itemSize.width, height: itemSize.height)
    }

    /// Every cell, line by line: `frame(at:)`'s frames, the columns' x computed once for full lines and once for
    /// the last, and each line's top once (`RepeatedSum.forEachTerm`), not searched for each item.
    /// - Complexity: O(count).
    func writeCells(
        section s: Int, zIndex: ZIndexScheme, to start: UnsafeMutablePointer<LayoutAttributes>
    ) -> UnsafeMutablePointer<LayoutAttributes> {
        let lastCount = count - (lineCount - 1) * perLine
        var full: [Double] = []
        full.reserveCapacity(lineCount > 1 ? perLine : 0)
        fullColumns.forEachTerm(in: 0..<(lineCount > 1 ? perLine : 0)) { _, x in full.append(x) }
        var last: [Double] = []
        last.reserveCapacity(lastCount)
        lastColumns.forEachTerm(in: 0..<lastCount) { _, x in last.append(x) }
        var p = start
        let size = itemSize
        lineTops.forEachTerm(in: 0..<lineCount) { line, y in
            let first = line * perLine
            (line == lineCount - 1 ? last : full).withUnsafeBufferPointer { xs in
                for c in xs.indices {
                    p.initialize(
                        to: LayoutAttributes(
                            cellAt: s, item: first + c,
                            frame: Rect(x: xs[c], y: y, width: size.width, height: size.height),
                            zIndex: zIndex.cell(section: s, item: first + c)))
                    p += 1
                }
            }
        }
        return p
    }

    /// Whole lines meeting the band (plus one line either side); empty for zero-area items, which never
    /// intersect anything, and for a band that misses the section.
    /// - Complexity: O(log² lines).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        guard itemSize.width > 0, itemSize.height > 0, minY < maxY, maxY > lineTops.term(0), minY < bottom else {
            return 0..<0
        }
        // Line i spans lineTop(i) ..< lineTop(i) + h: it meets the band when its bottom passes minY and its top is
        // above maxY. Tops are non-decreasing.
        let firstLine = Swift.max(0, lineTops.firstTerm(atLeast: minY - itemSize.height) - 1)
        let lastLine = Swift.min(lineCount - 1, lineTops.firstTerm(atLeast: maxY))
        guard firstLine <= lastLine else { return 0..<0 }
        let lower = firstLine * perLine
        let upper = lastLine == lineCount - 1 ? count : (lastLine + 1) * perLine
        return lower..<upper
    }

    /// The cells the query selects, moved down by `shift`: the lines meeting its band and, in each, the columns
    /// meeting its x range (`UniformRows.collectRows`).
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
}

/// Lines as rows: full lines share their columns, the last line has its own.
extension UniformFlowFrames: UniformRows {
    var rowCount: Int { lineCount }
    var rowHeight: Double { itemSize.height }
    func rowTop(_ r: Int) -> Double { lineTops.term(r) }
    func firstItem(ofRow r: Int) -> Int { r &* perLine }
    func columnSet(ofRow r: Int) -> Int { r == lineCount - 1 ? 1 : 0 }
    func column(_ c: Int, of set: Int) -> (x: Double, width: Double) {
        ((set == 1 ? lastColumns : fullColumns).term(c), itemSize.width)
    }
    func columnWidth(of set: Int) -> Double { itemSize.width }
    func wideColumn(of set: Int) -> Int? { nil }
    /// A line's x's move by `w + gap` each: its first two show which way.
    func columnsAscend(_ set: Int) -> Bool {
        let columns = set == 1 ? lastColumns : fullColumns
        return columns.count < 2 || columns.term(1) >= columns.term(0)
    }
}
