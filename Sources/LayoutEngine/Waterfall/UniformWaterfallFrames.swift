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
struct UniformWaterfallFrames: ItemFrames {
    let count: Int
    private let columnCount: Int
    private let top: Double
    private let itemHeight: Double
    /// Row `r`'s top; term `rows` is the columns' height after the last row (its trailing spacing included).
    private let rowTops: RepeatedSum
    private let width: Double
    private let left: Double
    private let columnStride: Double
    private let mirrored: Bool
    /// Shortest-first with items that do not raise their column: all items sit in column 0 at `top`.
    private let stacked: Bool

    /// `count` items of aspect `aspect` placed below `top` with the section's metrics.
    init(
        count: Int, aspect: Size, metrics m: WaterfallSectionMetrics, top: Double, budget: inout WorkBudget,
        section s: Int
    ) throws(LayoutError) {
        self.count = count
        self.columnCount = m.columnCount
        self.top = top
        self.itemHeight = m.itemHeight(aspect: aspect)
        let rows = count / m.columnCount + (count % m.columnCount == 0 ? 0 : 1)
        self.rowTops = try RepeatedSum(
            start: top, a: itemHeight, b: m.interitemSpacing, count: rows + 1, budget: &budget,
            source: .itemCount(section: s))
        self.width = m.frameWidth
        self.left = m.inset.left
        self.columnStride = m.itemWidth + m.columnSpacing
        self.mirrored = m.direction == .rightToLeft
        self.stacked = m.direction == .shortestFirst && (top + itemHeight) + m.interitemSpacing == top
    }

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
}
