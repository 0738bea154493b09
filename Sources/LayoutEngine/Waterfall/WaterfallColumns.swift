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
    /// Each filled column's items in order (by placement column), for band queries.
    var columns: [WaterfallColumnFrames.Column] = []
    /// The tallest column's height after the last item (its trailing interitem spacing included), or `top`
    /// for an empty section: CHT's `columnHeights[longestColumnIndex]`.
    var longest: Double

    /// Places `aspects` below `top` with the section's metrics, writing their frames into `frames` (one per item,
    /// in item order).
    ///
    /// Speed (1,000,000 items, see BENCHMARKS.md): step 1 writes the frames through unsafe buffers and chains
    /// each column's items through `next`; step 2 then builds each column's arrays at their exact size. Up to
    /// `linearScanLimit` columns the shortest is found by a scan (first strict minimum: the heap's tie-break).
    /// Without `indexed` (the `"all"` query, which never asks for candidates) the chain and step 2 are skipped
    /// and `columns` stays empty: 32 bytes per item neither written nor page-faulted in.
    init(
        _ aspects: [Size], metrics m: WaterfallSectionMetrics, top: Double, indexed: Bool = true,
        into frames: UnsafeMutableBufferPointer<Rect>
    ) {
        let n = aspects.count
        precondition(frames.count == n)
        let used = Swift.min(n, m.columnCount)
        longest = top
        guard used > 0 else { return }
        let shortestFirst = m.direction == .shortestFirst
        let scans = shortestFirst && used <= Self.linearScanLimit
        var heap = ColumnHeap(count: scans ? 0 : used, height: top)
        var cursors = [Cursor](repeating: Cursor(height: top), count: used)
        // `next[i]`: the item after `i` in its column (written when that item is placed); one unused slot when
        // not indexed.
        var next = [Int](repeating: 0, count: indexed ? n : 1)

        // Step 1: the frames in item order.
        let f = frames
        aspects.withUnsafeBufferPointer { a in
            cursors.withUnsafeMutableBufferPointer { c in
                next.withUnsafeMutableBufferPointer { chain in
                    for i in 0..<n {
                        let placement: Int
                        if shortestFirst {
                            placement = scans ? Self.shortest(c) : heap.shortest
                        } else {
                            placement = i % m.columnCount
                        }
                        let y = c[placement].height
                        let height = m.itemHeight(aspect: a[i])
                        let x = m.x(column: m.physicalColumn(placement))
                        f.initializeElement(at: i, to: Rect(x: x, y: y, width: m.frameWidth, height: height))
                        if indexed {
                            if c[placement].count > 0 {
                                chain[c[placement].last] = i
                            } else {
                                c[placement].first = i
                            }
                            c[placement].last = i
                        }
                        c[placement].count += 1
                        let nextHeight = (y + height) + m.interitemSpacing
                        c[placement].height = nextHeight
                        if shortestFirst && !scans { heap.replaceShortest(with: nextHeight) }
                    }
                }
            }
        }

        longest = cursors.map(\.height).max() ?? top
        guard indexed else { return }
        // Step 2: each column's items, tops and bottoms, walking its chain.
        columns = next.withUnsafeBufferPointer { chain in
            cursors.map { cursor in
                let k = cursor.count
                let items = [Int](exactCount: k) { items in
                    var i = cursor.first
                    for j in 0..<k {
                        items[j] = i
                        if j + 1 < k { i = chain[i] }
                    }
                }
                let tops = [Double](exactCount: k) { tops in
                    for j in 0..<k { tops[j] = f[items[j]].y }
                }
                let bottoms = [Double](exactCount: k) { bottoms in
                    for j in 0..<k { bottoms[j] = f[items[j]].y + f[items[j]].height }
                }
                return WaterfallColumnFrames.Column(items: items, tops: tops, bottoms: bottoms)
            }
        }
    }

    /// One column while filling: its running height (CHT's `columnHeights`), and its items so far.
    struct Cursor {
        var height: Double
        var first = 0
        var last = 0
        var count = 0
    }

    /// Up to this many columns a linear scan beats the heap (the property tests' 1...5 columns cover both).
    static let linearScanLimit = 4

    /// The index of the first smallest height: the lowest index wins a tie, as in CHT. Selects instead of
    /// branches: which column is shortest is as good as random, and a mispredicted branch per item was the
    /// largest cost of the 1,000,000-item benchmark's loop (perf annotate).
    @inline(__always)
    static func shortest(_ columns: UnsafeMutableBufferPointer<Cursor>) -> Int {
        var best = 0
        var bestHeight = columns[0].height
        for j in 1..<columns.count {
            let height = columns[j].height
            let lower = height < bestHeight
            best = lower ? j : best
            bestHeight = lower ? height : bestHeight
        }
        return best
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
