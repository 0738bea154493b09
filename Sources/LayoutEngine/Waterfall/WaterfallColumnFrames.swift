/// An explicit waterfall section's frames with a per-column index, so a band query stays proportional to what
/// it returns even when the columns drift apart.
///
/// Why: the items meeting a band need not be one short run of item indices. With `leftToRight` /
/// `rightToLeft`, item `i` sits in column `i % c` whatever the heights, so a column of tall items and a column
/// of short ones reach a given y at very different item indices (random aspects drift apart like a random
/// walk; alternating tall and short items drift linearly). Shortest-first can do the same after one very tall
/// item. The contiguous range `ExplicitFrames` gives then spans everything between, up to the whole section.
///
/// Within one column, items stack downwards (`next.y = previous.maxY + spacing`), so both the tops and the
/// bottoms of a column are non-decreasing: each column binary searches its band slice, and the slices are
/// merged back into item order. When the contiguous range is already short (the usual shortest-first case)
/// it is used as is.
struct WaterfallColumnFrames: ItemFrames {
    private let hull: ExplicitFrames
    /// For each filled column, its items in order with their tops and bottoms; empty when built without the
    /// index.
    private let columns: [Column]
    /// How many columns the index has, or would have when built without it (the filled columns plus one for
    /// the full-span items when there are any): the band query picks its way by it either way.
    private let columnCount: Int
    /// Whether the section's bounds already showed every frame within `RangeCheck`'s range.
    private let inRange: Bool

    struct Column: Sendable {
        var items: [Int] = []
        var tops: [Double] = []
        var bottoms: [Double] = []
    }

    /// `frames` in item order (a slice of the array holding every section's), and the items of each column in
    /// order. Without `indexed` (no envelopes, no columns: the `"all"` query and a query at one offset) a band
    /// query scans the frames once instead and returns the same candidates; `columnCount` is then how many
    /// columns the index would have. `inRange`: the frames are known to be within `RangeCheck`'s range.
    /// `topBound` and `bottomBound`: no item's top is above the one and no item's bottom below the other (the
    /// section's column start and its tallest column), which lets the scan skip a band that misses them.
    init(
        frames: ArraySlice<Rect>, columns: [Column], indexed: Bool = true, columnCount: Int? = nil,
        inRange: Bool = false, topBound: Double = -.infinity, bottomBound: Double = .infinity, topsAscend: Bool = false
    ) {
        self.inRange = inRange
        self.hull = ExplicitFrames(
            slice: frames, indexed: indexed, topBound: topBound, bottomBound: bottomBound, topsAscend: topsAscend)
        self.columns = columns
        self.columnCount = indexed ? columns.count : columnCount ?? columns.count
    }

    var count: Int { hull.count }

    func frame(at item: Int) -> Rect { hull.frame(at: item) }

    /// The first item whose frame holds an impossible number, or nil: none when the section's bounds showed
    /// it, else every frame is scanned.
    /// - Complexity: O(1) when in range, else O(count).
    func firstOutOfRange(scanningAll: Bool) -> Int? {
        inRange ? nil : hull.firstOutOfRange(scanningAll: scanningAll)
    }

    /// The contiguous superset (see `ExplicitFrames`).
    /// - Complexity: O(log n).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        hull.candidates(minY: minY, maxY: maxY)
    }

    /// The contiguous range when it is short; otherwise each column's slice, merged into item order.
    /// - Complexity: O(log n + min(range, c log n + k log k)) for k items in the band and c columns.
    func forEachCandidate(
        minY: Double, maxY: Double, _ body: (Int) throws(LayoutError) -> Void
    ) throws(LayoutError) {
        let range = hull.candidates(minY: minY, maxY: maxY)
        if columnCount == 0 || range.count <= 4 * columnCount + 32 {
            for i in range { try body(i) }
            return
        }
        if columns.isEmpty {
            // Without the index: a column's tops and bottoms are non-decreasing, so its slice below is exactly
            // its items with `bottom > minY` and `top < maxY`; every such item lies in `range`, and walking the
            // range keeps item order.
            let frames = hull.frames
            for i in range {
                let f = frames[frames.startIndex &+ i]
                if f.y + f.height > minY && f.y < maxY { try body(i) }
            }
            return
        }
        try forEachIndexedCandidate(minY: minY, maxY: maxY, body)
    }

    /// `forEachCandidate`'s answer from the column index: each column's slice, merged into item order.
    private func forEachIndexedCandidate(
        minY: Double, maxY: Double, _ body: (Int) throws(LayoutError) -> Void
    ) throws(LayoutError) {
        var hits: [Int] = []
        for column in columns {
            let first = column.bottoms.partitionPoint { $0 > minY }
            let end = column.tops.partitionPoint { $0 >= maxY }
            if first < end { hits.append(contentsOf: column.items[first..<end]) }
        }
        hits.sort()
        for i in hits { try body(i) }
    }

    /// `forEachCandidate`'s walk with the cells added in place: the short contiguous range and the one-offset
    /// filter read the frames array directly (`ExplicitFrames.collect`); the column index goes through
    /// `forEachCandidate`'s merge.
    func collectCells(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme
    ) throws(LayoutError) {
        let query = collector.query
        let minY = query.minY
        let maxY = query.maxY
        let range = hull.candidates(minY: minY, maxY: maxY)
        if columnCount == 0 || range.count <= 4 * columnCount + 32 {
            try hull.collect(range, into: &collector, section: s, zIndex: zIndex)
        } else if columns.isEmpty {
            try hull.collect(range, into: &collector, section: s, zIndex: zIndex, band: true)
        } else {
            try forEachIndexedCandidate(minY: minY, maxY: maxY) { i throws(LayoutError) in
                try collector.addCandidateCell(section: s, item: i, frame: frame(at: i), zIndex: zIndex)
            }
        }
    }
}
