/// CHT's column filling for a section of explicit aspect sizes, item by item.
///
/// Rules, as in CHT's `prepare()` step 3:
/// - `shortestFirst`: the item goes to the column whose height is smallest; a tie goes to the lowest index
///   (CHT's `min(by: <)` keeps the first minimum). Kept in a min-heap ordered by (height, column), which picks
///   exactly that column in O(log c).
/// - `leftToRight`: item `i` goes to column `i % columnCount`; `rightToLeft`: to `columnCount - 1 - i % columnCount`.
/// - After placing, the column's height becomes `frame.maxY + minimumInteritemSpacing`.
/// - Only the first `min(itemCount, columnCount)` columns to be filled can ever receive an item (every unused
///   column stays at the section's top, the lowest-index one wins ties, and a used column never drops below
///   the top), so memory is O(items), not O(columnCount).
struct WaterfallColumns {
    /// The frames of the items, in item order.
    var frames: [Rect] = []
    /// Each filled column's items in order (by placement column), for band queries.
    var columns: [WaterfallColumnFrames.Column] = []
    /// The tallest column's height after the last item (its trailing interitem spacing included), or `top`
    /// for an empty section: CHT's `columnHeights[longestColumnIndex]`.
    var longest: Double

    /// Places `aspects` below `top` with the section's metrics.
    init(_ aspects: [Size], metrics m: WaterfallSectionMetrics, top: Double) {
        let used = Swift.min(aspects.count, m.columnCount)
        longest = top
        guard used > 0 else { return }
        frames.reserveCapacity(aspects.count)
        var heights = [Double](repeating: top, count: used)
        columns = Array(repeating: WaterfallColumnFrames.Column(), count: used)
        var heap = ColumnHeap(count: used, height: top)
        for (i, aspect) in aspects.enumerated() {
            let placement: Int
            if m.direction == .shortestFirst {
                placement = heap.shortest
            } else {
                placement = i % m.columnCount
            }
            let y = heights[placement]
            let height = m.itemHeight(aspect: aspect)
            let x = m.x(column: m.physicalColumn(placement))
            frames.append(Rect(x: x, y: y, width: m.frameWidth, height: height))
            columns[placement].items.append(i)
            columns[placement].tops.append(y)
            columns[placement].bottoms.append(y + height)
            let next = (y + height) + m.interitemSpacing
            heights[placement] = next
            if m.direction == .shortestFirst { heap.replaceShortest(with: next) }
        }
        longest = heights.max() ?? top
    }
}

/// A binary min-heap of column heights ordered by (height, column index): the root is the shortest column,
/// ties broken towards the lowest index.
private struct ColumnHeap {
    private var heights: [Double]
    private var columns: [Int]

    /// `count` columns, all at `height`.
    init(count: Int, height: Double) {
        heights = [Double](repeating: height, count: count)
        columns = Array(0..<count)
    }

    /// The shortest column (lowest index on ties).
    var shortest: Int { columns[0] }

    /// Sets the shortest column's height to `height` and restores the heap order.
    mutating func replaceShortest(with height: Double) {
        heights[0] = height
        var i = 0
        let n = heights.count
        while true {
            let left = 2 * i + 1
            let right = left + 1
            var smallest = i
            if left < n, precedes(left, smallest) { smallest = left }
            if right < n, precedes(right, smallest) { smallest = right }
            if smallest == i { return }
            heights.swapAt(i, smallest)
            columns.swapAt(i, smallest)
            i = smallest
        }
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        heights[a] < heights[b] || (heights[a] == heights[b] && columns[a] < columns[b])
    }
}
