/// A uniform waterfall section (`count` items of one aspect) in closed form, never materialised.
///
/// With equal item heights `h`, CHT's shortest-first filling with ties to the lowest index is round-robin:
/// every column starts at `top` and receives the same sequence of additions, so after each full row all
/// columns are equal again and the next row fills them from index 0. Item `i` is therefore in row `i / c`
/// and placement column `i % c` (mirrored for `rightToLeft`; `leftToRight` is the same by definition), at
/// `y = top + row * (h + minimumInteritemSpacing)`.
///
/// One exception, named in a test: when an item does not raise its column (`(top + h) + spacing == top`, e.g.
/// zero-height items and zero spacing), shortest-first puts *every* item in column 0 at `top`.
///
/// Row tops are CHT's running sum `((y + h) + spacing)` itself, reproduced term by term by `RepeatedSum`
/// (a closed form `top + row * pitch` drifts from it by more than a micro-point over thousands of rows).
///
/// All but the row tops is the section's shape (`Shape`, computed once for every section of that shape); a section
/// holds the shape, its first row's top and, when the row tops do not add up exactly, their walk.
struct UniformWaterfallFrames: ItemFrames {
    /// What every section of one shape shares.
    final class Shape: Sendable {
        let count: Int
        let columnCount: Int
        let itemHeight: Double
        let interitemSpacing: Double
        let width: Double
        let left: Double
        let columnStride: Double
        let mirrored: Bool
        let shortestFirst: Bool

        init(_ key: Key) {
            count = key.count
            columnCount = key.columnCount
            itemHeight = key.itemHeight
            interitemSpacing = key.interitemSpacing
            width = key.width
            left = key.left
            columnStride = key.columnStride
            mirrored = key.direction == .rightToLeft
            shortestFirst = key.direction == .shortestFirst
        }

        /// What a shape depends on.
        struct Key: Hashable {
            var count: Int
            var columnCount: Int
            var itemHeight: Double
            var interitemSpacing: Double
            var width: Double
            var left: Double
            var columnStride: Double
            var direction: WaterfallItemRenderDirection

            init(count: Int, aspect: Size, metrics m: WaterfallSectionMetrics) {
                self.count = count
                columnCount = m.columnCount
                itemHeight = m.itemHeight(aspect: aspect)
                interitemSpacing = m.interitemSpacing
                width = m.frameWidth
                left = m.inset.left
                columnStride = m.itemWidth + m.columnSpacing
                direction = m.direction
            }
        }
    }

    let shape: Shape
    private let top: Double
    /// The row tops' walk when they are not `top + n·d`, `d` the first row's step (`RepeatedSum`), else nil.
    private let rowWalk: RepeatedSum.Walk?

    /// The section of `shape` whose first row starts at `top`.
    init(shape: Shape, top: Double) {
        self.shape = shape
        self.top = top
        let rows = shape.count / shape.columnCount + (shape.count % shape.columnCount == 0 ? 0 : 1)
        rowWalk = RepeatedSum(start: top, a: shape.itemHeight, b: shape.interitemSpacing, count: rows + 1).walk
    }

    var count: Int { shape.count }
    private var columnCount: Int { shape.columnCount }
    private var itemHeight: Double { shape.itemHeight }
    /// Row `r`'s top; term `rows` is the columns' height after the last row (its trailing spacing included).
    private var rowTops: RepeatedSum {
        RepeatedSum(start: top, a: shape.itemHeight, b: shape.interitemSpacing, count: rows + 1, walk: rowWalk)
    }
    private var width: Double { shape.width }
    private var left: Double { shape.left }
    private var columnStride: Double { shape.columnStride }
    private var mirrored: Bool { shape.mirrored }
    /// Shortest-first with items that do not raise their column: all items sit in column 0 at `top`.
    private var stacked: Bool { shape.shortestFirst && (top + itemHeight) + shape.interitemSpacing == top }

    /// Rows holding at least one item: `ceil(count / columnCount)`.
    private var rows: Int { count / columnCount + (count % columnCount == 0 ? 0 : 1) }

    /// CHT's longest column after the section's items (its trailing spacing included), `top` when empty.
    var longest: Double {
        if count == 0 || stacked { return top }
        return rowTops.term(rows)
    }

    /// - Complexity: O(1).
    func frame(at item: Int) -> Rect {
        if stacked {
            return Rect(x: left, y: top, width: width, height: itemHeight)
        }
        let placement = item % columnCount
        let column = mirrored ? columnCount - 1 - placement : placement
        let row = item / columnCount
        return Rect(
            x: left + columnStride * Double(column), y: rowTops.term(row), width: width,
            height: itemHeight)
    }

    /// The rows that can meet the band, widened by one row each side against rounding, as an item range.
    /// - Complexity: O(1).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        // Zero-height frames have no area, so they meet no band.
        guard count > 0, itemHeight > 0, minY < maxY else { return 0..<0 }
        if stacked {
            return top < maxY && top + itemHeight > minY ? 0..<count : 0..<0
        }
        // Row r meets the band when its top < maxY and its top + h > minY; tops are non-decreasing.
        let rowCount = rows
        let firstRow = Swift.max(0, rowTops.firstTerm(atLeast: minY - itemHeight) - 1)
        let endRow = Swift.min(rowCount, rowTops.firstTerm(atLeast: maxY) + 1)
        guard firstRow < endRow else { return 0..<0 }
        let lower = firstRow * columnCount
        let upper = endRow >= rowCount ? count : endRow * columnCount
        return lower..<upper
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
}

/// Rows of `columnCount` placements, the last row partial; stacked items (all at `top` in column 0) are one row.
extension UniformWaterfallFrames: UniformRows {
    var rowCount: Int { count == 0 ? 0 : stacked ? 1 : rows }
    var rowHeight: Double { itemHeight }
    func rowTop(_ r: Int) -> Double { stacked ? top : rowTops.term(r) }
    func firstItem(ofRow r: Int) -> Int { stacked ? 0 : r &* columnCount }
    func columnSet(ofRow r: Int) -> Int { 0 }
    /// `frame(at:)`'s x of placement `c` (mirrored for `rightToLeft`).
    func column(_ c: Int, of set: Int) -> (x: Double, width: Double) {
        if stacked { return (left, width) }
        let column = mirrored ? columnCount - 1 - c : c
        return (left + columnStride * Double(column), width)
    }
    func columnWidth(of set: Int) -> Double { width }
    func wideColumn(of set: Int) -> Int? { nil }
    func columnsAscend(_ set: Int) -> Bool { stacked || !mirrored }
}
