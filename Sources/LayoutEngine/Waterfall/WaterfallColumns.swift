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
    /// Each filled column's items in order (by placement column), then the full-span items as one more
    /// "column" when there are any, for band queries; empty without `indexed`.
    var columns: [WaterfallColumnFrames.Column] = []
    /// How many columns `columns` holds, or would hold when built without `indexed`.
    var columnCount = 0
    /// Whether every frame is known to be within `RangeCheck`'s range without scanning them: every item lies
    /// between the section's `top` and the tallest column's height (heights are never negative, nor NaN, and
    /// the spacing is not negative, so a column only grows and an infinite height makes the tallest infinite),
    /// at one of the columns' x (or the full-span x), so those bounds decide. False when any of them is out of
    /// range: `RangeCheck` then scans the frames for the first offending item.
    var inRange = true
    /// The tallest column's height after the last item (its trailing interitem spacing included), or `top`
    /// for an empty section: CHT's `columnHeights[longestColumnIndex]`.
    var longest: Double
    /// Where the columns start: no item's top is above it (a column only grows).
    var itemsTop: Double

    /// An empty section's: no column, at `top`.
    init(longest top: Double) {
        longest = top
        itemsTop = top
    }

    /// Places `aspects` below `top` with the section's metrics, writing their frames into `frames` (one per item,
    /// in item order). The items listed in `fullSpan` (increasing) span the section: as wide as its content
    /// (`metrics.fullSpanWidth`), at `inset.left`, starting at the tallest column's height, and every column
    /// restarts below them (their bottom plus `minimumInteritemSpacing`).
    ///
    /// Speed (1,000,000 items, see BENCHMARKS.md): step 1 writes the frames through unsafe buffers, the columns'
    /// cursors (their running heights and x) in a temporary allocation (on the stack for a few columns), the
    /// metrics read once into locals, and chains each column's items through `next`; step 2 then builds each
    /// column's arrays at their exact size. Up to `linearScanLimit` columns the shortest is found by a scan
    /// (first strict minimum: the heap's tie-break). Without `indexed` (the `"all"` query, which never asks for
    /// candidates, and a query at one offset, which scans the frames instead) the chain and step 2 are skipped
    /// and `columns` stays empty: nothing is allocated here. A full-span item restarts the columns in O(1) (at
    /// most 4 scanned columns are reset; the heap and the round-robin columns restart lazily), so full-span
    /// items cost what other items cost.
    init(
        _ aspects: [Size], fullSpan: [Int] = [], metrics m: WaterfallSectionMetrics, top: Double, indexed: Bool = true,
        into frames: UnsafeMutableBufferPointer<Rect>
    ) {
        let n = aspects.count
        precondition(frames.count == n)
        let used = Swift.min(n, m.columnCount)
        longest = top
        itemsTop = top
        guard used > 0 else { return }
        let shortestFirst = m.direction == .shortestFirst
        let scans = shortestFirst && used <= Self.linearScanLimit
        // The metrics in locals: the stores through `frames` could otherwise make the optimiser reload them.
        let frameWidth = m.frameWidth
        let itemWidth = m.itemWidth
        let scale = m.scale
        var filling = Filling(
            restart: top, tallest: top, nextFullSpan: fullSpan.isEmpty ? -1 : fullSpan[0],
            heap: ColumnHeap(columns: scans ? 0 : used), columns: m.columnCount, spacing: m.interitemSpacing,
            fullSpanWidth: m.fullSpanWidth, scale: scale, left: m.inset.left)
        // `next[i]`: the item after `i` in its column (written when that item is placed); empty when not indexed.
        var next = indexed ? [Int](repeating: 0, count: n) : []

        let f = frames
        let built = withUnsafeTemporaryAllocation(of: Cursor.self, capacity: used) { c in
            for j in 0..<used {
                c.initializeElement(at: j, to: Cursor(height: top, x: m.x(column: m.physicalColumn(j))))
            }
            // Step 1: the frames in item order. First every item's column height (independent of where it goes;
            // a full-span item's is replaced below), then the placement, which only adds and compares.
            aspects.withUnsafeBufferPointer { a in
                for i in 0..<n {
                    let height = WaterfallSectionMetrics.scaledHeight(aspect: a[i], width: itemWidth, scale: scale)
                    f.initializeElement(at: i, to: Rect(x: 0, y: 0, width: frameWidth, height: height))
                }
                // The common case (a one-offset query over at most 4 columns, shortest first) gets its own copy
                // of the loop, without the branches the other cases need. Without the index there is no chain
                // (and the empty array is not made unique: that would allocate).
                if !indexed {
                    let none = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
                    if scans {
                        switch used {
                        case 1:
                            filling.placeScanned(OneColumn.self, fullSpan: fullSpan, aspects: a, frames: f, cursors: c)
                        case 2:
                            filling.placeScanned(TwoColumns.self, fullSpan: fullSpan, aspects: a, frames: f, cursors: c)
                        case 3:
                            filling.placeScanned(
                                ThreeColumns.self, fullSpan: fullSpan, aspects: a, frames: f, cursors: c)
                        default:
                            filling.placeScanned(
                                FourColumns.self, fullSpan: fullSpan, aspects: a, frames: f, cursors: c)
                        }
                    } else {
                        filling.place(
                            fullSpan: fullSpan, aspects: a, frames: f, cursors: c, chain: none, scans: false,
                            shortestFirst: shortestFirst, indexed: false)
                    }
                } else {
                    next.withUnsafeMutableBufferPointer { chain in
                        filling.place(
                            fullSpan: fullSpan, aspects: a, frames: f, cursors: c, chain: chain, scans: scans,
                            shortestFirst: shortestFirst, indexed: true)
                    }
                }
            }
            var bounded = RangeCheck.contains(top) && RangeCheck.contains(filling.tallest)
            for j in 0..<used {
                bounded = bounded && RangeCheck.contains(c[j].x) && RangeCheck.contains(c[j].x + frameWidth)
            }
            if filling.spanned {
                bounded =
                    bounded && RangeCheck.contains(filling.left)
                    && RangeCheck.contains(filling.left + filling.fullSpanWidth)
            }
            inRange = bounded
            guard indexed else { return [WaterfallColumnFrames.Column]() }
            // Step 2: each column's items, tops and bottoms, walking its chain.
            return next.withUnsafeBufferPointer { chain in
                var columns: [WaterfallColumnFrames.Column] = []
                columns.reserveCapacity(used + 1)
                for cursor in c {
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
                    columns.append(WaterfallColumnFrames.Column(items: items, tops: tops, bottoms: bottoms))
                }
                return columns
            }
        }

        longest = filling.tallest
        self.columnCount = used + (filling.spanned ? 1 : 0)
        guard indexed else { return }
        self.columns = built
        if filling.spanned { self.columns.append(filling.spanning) }
    }

    /// Step 1's running state: where every column restarts (the section's top, then below each full-span item),
    /// which columns have been filled since (`epoch`), the tallest column's height, the full-span items so far,
    /// and the section's constants.
    fileprivate struct Filling {
        var restart: Double
        var epoch = 0
        var tallest: Double
        var spanning = WaterfallColumnFrames.Column()
        var spanned = false
        var fullSpanIndex = 0
        /// The next full-span item (-1, which no item is, when none is left).
        var nextFullSpan: Int
        var heap: ColumnHeap
        let columns: Int
        let spacing: Double
        let fullSpanWidth: Double
        let scale: Double
        let left: Double

        /// Places full-span item `i` (the next of `fullSpan`) at the tallest column's height, as wide as the
        /// section's content, and restarts every column below it: the running state is the caller's locals.
        /// Returns its frame.
        @inline(__always)
        @discardableResult
        func placeFullSpan(
            _ i: Int, fullSpan: [Int], aspects a: UnsafeBufferPointer<Size>, frames f: UnsafeMutableBufferPointer<Rect>,
            fullSpanIndex: inout Int, nextFullSpan: inout Int, tallest: inout Double, spanned: inout Bool,
            restart: inout Double
        ) -> Rect {
            fullSpanIndex &+= 1
            nextFullSpan = fullSpanIndex < fullSpan.count ? fullSpan[fullSpanIndex] : -1
            let y = tallest
            let height = WaterfallSectionMetrics.scaledHeight(aspect: a[i], width: fullSpanWidth, scale: scale)
            f[i] = Rect(x: left, y: y, width: fullSpanWidth, height: height)
            spanned = true
            restart = (y + height) + spacing
            tallest = restart
            return f[i]
        }

        /// Places every item whose column height `frames` holds: writes its x and y (a full-span item's whole
        /// frame), moves its column's cursor, and chains it in its column when `indexed`. Always inlined, so a
        /// call with constant flags drops the branches on them.
        @inline(__always)
        mutating func place(
            fullSpan: [Int], aspects a: UnsafeBufferPointer<Size>, frames f: UnsafeMutableBufferPointer<Rect>,
            cursors c: UnsafeMutableBufferPointer<Cursor>, chain: UnsafeMutableBufferPointer<Int>, scans: Bool,
            shortestFirst: Bool, indexed: Bool
        ) {
            // The running state in locals for the loop (stores through `f` could otherwise alias `self` and make
            // every iteration reload and store it), written back at the end.
            var restart = self.restart
            var epoch = self.epoch
            var tallest = self.tallest
            var spanned = self.spanned
            var fullSpanIndex = self.fullSpanIndex
            var nextFullSpan = self.nextFullSpan
            let spacing = self.spacing
            let columns = self.columns
            defer {
                self.restart = restart
                self.epoch = epoch
                self.tallest = tallest
                self.spanned = spanned
                self.fullSpanIndex = fullSpanIndex
                self.nextFullSpan = nextFullSpan
            }
            for i in 0..<f.count {
                if i == nextFullSpan {
                    let frame = placeFullSpan(
                        i, fullSpan: fullSpan, aspects: a, frames: f, fullSpanIndex: &fullSpanIndex,
                        nextFullSpan: &nextFullSpan, tallest: &tallest, spanned: &spanned, restart: &restart)
                    if indexed {
                        spanning.items.append(i)
                        spanning.tops.append(frame.y)
                        spanning.bottoms.append(frame.y + frame.height)
                    }
                    epoch &+= 1
                    if scans {
                        for j in c.indices { c[j].height = restart }
                    } else if shortestFirst {
                        heap.restart()
                    }
                    continue
                }
                let placement: Int
                let y: Double
                if scans {
                    placement = WaterfallColumns.shortest(c)
                    y = c[placement].height
                } else if shortestFirst {
                    (placement, y) = heap.shortest(restart: restart)
                } else {
                    placement = i % columns
                    y = c[placement].epoch == epoch ? c[placement].height : restart
                }
                let height = f[i].height
                f[i].x = c[placement].x
                f[i].y = y
                if indexed {
                    if c[placement].count > 0 {
                        chain[c[placement].last] = i
                    } else {
                        c[placement].first = i
                    }
                    c[placement].last = i
                    c[placement].count &+= 1
                }
                let nextHeight = (y + height) + spacing
                c[placement].height = nextHeight
                c[placement].epoch = epoch
                tallest = Swift.max(tallest, nextHeight)
                if shortestFirst && !scans { heap.setShortest(placement, height: nextHeight) }
            }
        }
    }

}

/// A column count known when the code is compiled: `placeScanned` is specialised for each, so its per-column
/// steps are straight-line code.
protocol ScannedColumnCount {
    static var value: Int { get }
}
enum OneColumn: ScannedColumnCount { static var value: Int { 1 } }
enum TwoColumns: ScannedColumnCount { static var value: Int { 2 } }
enum ThreeColumns: ScannedColumnCount { static var value: Int { 3 } }
enum FourColumns: ScannedColumnCount { static var value: Int { 4 } }

extension WaterfallColumns.Filling {
    /// `place` for shortest-first over `k` (1...4, a constant at each call) scanned columns without the index:
    /// the columns' heights live in registers rather than in the cursors, so the chain from one item's
    /// column height to the next item's choice of column is compares and adds, not a store and a reload.
    /// The same choices as `WaterfallColumns.shortest` (the first strict minimum; the unused lanes are never
    /// compared), the same sums, the same frames. The cursors' heights are left as they were.
    @inline(__always)
    mutating func placeScanned<Count: ScannedColumnCount>(
        _: Count.Type, fullSpan: [Int], aspects a: UnsafeBufferPointer<Size>,
        frames f: UnsafeMutableBufferPointer<Rect>,
        cursors c: UnsafeMutableBufferPointer<WaterfallColumns.Cursor>
    ) {
        let k = Count.value
        var restart = self.restart
        var tallest = self.tallest
        var spanned = self.spanned
        var fullSpanIndex = self.fullSpanIndex
        var nextFullSpan = self.nextFullSpan
        let spacing = self.spacing
        defer {
            self.restart = restart
            self.tallest = tallest
            self.spanned = spanned
            self.fullSpanIndex = fullSpanIndex
            self.nextFullSpan = nextFullSpan
        }
        var h0 = c[0].height
        var h1 = k > 1 ? c[1].height : 0
        var h2 = k > 2 ? c[2].height : 0
        var h3 = k > 3 ? c[3].height : 0
        let x0 = c[0].x
        let x1 = k > 1 ? c[1].x : 0
        let x2 = k > 2 ? c[2].x : 0
        let x3 = k > 3 ? c[3].x : 0
        for i in 0..<f.count {
            if i == nextFullSpan {
                placeFullSpan(
                    i, fullSpan: fullSpan, aspects: a, frames: f, fullSpanIndex: &fullSpanIndex,
                    nextFullSpan: &nextFullSpan, tallest: &tallest, spanned: &spanned, restart: &restart)
                h0 = restart
                h1 = restart
                h2 = restart
                h3 = restart
                continue
            }
            // The first strict minimum, as `WaterfallColumns.shortest`.
            var best = 0
            var y = h0
            if k > 1 {
                let lower = h1 < y
                best = lower ? 1 : best
                y = lower ? h1 : y
            }
            if k > 2 {
                let lower = h2 < y
                best = lower ? 2 : best
                y = lower ? h2 : y
            }
            if k > 3 {
                let lower = h3 < y
                best = lower ? 3 : best
                y = lower ? h3 : y
            }
            let nextHeight = (y + f[i].height) + spacing
            f[i].x = best == 0 ? x0 : best == 1 ? x1 : best == 2 ? x2 : x3
            f[i].y = y
            h0 = best == 0 ? nextHeight : h0
            h1 = best == 1 ? nextHeight : h1
            h2 = best == 2 ? nextHeight : h2
            h3 = best == 3 ? nextHeight : h3
            tallest = Swift.max(tallest, nextHeight)
        }
    }
}

extension WaterfallColumns {
    /// One column while filling: its running height (CHT's `columnHeights`), and its items so far.
    struct Cursor {
        var height: Double
        /// The x of the column's frames.
        let x: Double
        /// The restart (full-span item count) this column was last filled after; an older one means the
        /// column is at the latest restart height (round-robin placement only).
        var epoch = 0
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

/// A binary min-heap of the filled columns' heights ordered by (height, column index), beside a frontier: the
/// columns from `frontier` on have not been filled since the last restart and are all at the restart height.
/// The shortest column is the smaller of the heap's root and the frontier column, ties broken towards the
/// lowest index; a restart empties the heap in O(1).
private struct ColumnHeap {
    private var heights: [Double] = []
    private var indices: [Int] = []
    private var frontier = 0
    private let count: Int
    /// Whether the last `shortest` answer was the frontier column.
    private var tookFrontier = false

    /// `columns` columns, all at the restart height.
    init(columns: Int) {
        count = columns
        // None for the scanned columns (reserving even 0 would allocate).
        guard columns > 0 else { return }
        heights.reserveCapacity(columns)
        indices.reserveCapacity(columns)
    }

    /// Every column back at the restart height.
    mutating func restart() {
        heights.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        frontier = 0
    }

    /// The shortest column and its height (lowest index on ties); the columns not filled since the last restart
    /// are at `restart`.
    mutating func shortest(restart: Double) -> (column: Int, height: Double) {
        if frontier < count {
            if heights.isEmpty || restart < heights[0] || (restart == heights[0] && frontier < indices[0]) {
                tookFrontier = true
                return (frontier, restart)
            }
        }
        tookFrontier = false
        return (indices[0], heights[0])
    }

    /// Sets the column the last `shortest` returned to `height` and restores the heap order.
    mutating func setShortest(_ column: Int, height: Double) {
        if tookFrontier {
            frontier += 1
            heights.append(height)
            indices.append(column)
            var i = heights.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                if !precedes(i, parent) { return }
                heights.swapAt(i, parent)
                indices.swapAt(i, parent)
                i = parent
            }
            return
        }
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
            indices.swapAt(i, smallest)
            i = smallest
        }
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        heights[a] < heights[b] || (heights[a] == heights[b] && indices[a] < indices[b])
    }
}
