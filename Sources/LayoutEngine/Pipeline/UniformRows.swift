/// A uniform section's items as rows of columns, the one shape the four families' closed forms share: every item
/// of a row shares the row's top and the section's item height, rows go down (tops never decrease), and along a
/// row the items' x's move one way (they never decrease, or, in a mirrored waterfall, never increase). Rows use
/// one of a few column sets (a flow section's full lines and its last line, IGListKit's row 0 and the rest).
///
/// On that shape a query costs what it returns: the rows meeting its band are found by binary search, the columns
/// meeting its x range once per column set (a contiguous range, by binary search), and only the cells in both are
/// made; a band of a billion rows beside the content, or a rect between two columns, costs a few searches. An
/// anchor report's pick is found the same way, without walking the band's cells.
protocol UniformRows: ItemFrames {
    /// Rows holding items.
    var rowCount: Int { get }
    /// Every item's height.
    var rowHeight: Double { get }
    /// Row `r`'s top, as placed.
    func rowTop(_ r: Int) -> Double
    /// The first item of row `r` (`0 ..< rowCount`).
    func firstItem(ofRow r: Int) -> Int
    /// Which column set row `r` uses (rows of one set have the same columns).
    func columnSet(ofRow r: Int) -> Int
    /// Column `c` of set `set`: its x and width, as `frame(at:)` gives them.
    func column(_ c: Int, of set: Int) -> (x: Double, width: Double)
    /// The width of every column of `set` but its `wideColumn`.
    func columnWidth(of set: Int) -> Double
    /// A column of `set` wider than the others (IGListKit's stretched one), if any.
    func wideColumn(of set: Int) -> Int?
    /// Whether x's grow along `set`'s columns (false: they shrink).
    func columnsAscend(_ set: Int) -> Bool
}

extension UniformRows {
    /// Items on row `r`.
    @inline(__always)
    func itemsOnRow(_ r: Int) -> Int {
        (r + 1 < rowCount ? firstItem(ofRow: r + 1) : count) - firstItem(ofRow: r)
    }

    /// Row `r`'s top moved by `shift`.
    @inline(__always)
    func shiftedTop(_ r: Int, _ shift: Double) -> Double {
        let top = rowTop(r)
        return shift == 0 ? top : top + shift
    }

    /// The rows whose band (`top ..< top + height`, moved by `shift`) meets `minY ..< maxY` with positive overlap
    /// (as `Rect.intersects` tests it): from the first whose bottom passes `minY` to before the first whose top
    /// reaches `maxY`.
    /// - Complexity: O(log rows) tops.
    func rows(meeting minY: Double, _ maxY: Double, shift: Double) -> Range<Int> {
        let h = rowHeight
        guard h > 0, minY < maxY, rowCount > 0 else { return 0..<0 }
        var low = 0
        var high = rowCount
        while low < high {
            let mid = (low &+ high) >> 1
            if shiftedTop(mid, shift) + h > minY { high = mid } else { low = mid &+ 1 }
        }
        let first = low
        high = rowCount
        while low < high {
            let mid = (low &+ high) >> 1
            if shiftedTop(mid, shift) >= maxY { high = mid } else { low = mid &+ 1 }
        }
        return first..<low
    }

    /// The columns of `set` (its first `n`) whose x range meets `minX ..< maxX` with positive overlap: an
    /// ascending range, then the wide column when it lies before that range and meets too.
    /// - Complexity: O(log n) columns.
    func columns(of set: Int, _ n: Int, meeting minX: Double, _ maxX: Double) -> (range: Range<Int>, wide: Int?) {
        let w = columnWidth(of: set)
        let wide = wideColumn(of: set)
        guard n > 0, minX < maxX else { return (0..<0, nil) }
        // With the regular width every column's `x + w` moves as its `x` does, so each test is true on one end of
        // the row and false on the other.
        func first(where predicate: (Double) -> Bool) -> Int {
            var low = 0
            var high = n
            while low < high {
                let mid = (low &+ high) >> 1
                if predicate(column(mid, of: set).x) { high = mid } else { low = mid &+ 1 }
            }
            return low
        }
        var range: Range<Int>
        if columnsAscend(set) {
            let lower = first { $0 + w > minX }
            let upper = first { $0 >= maxX }
            range = lower < upper ? lower..<upper : lower..<lower
        } else {
            let lower = first { $0 < maxX }
            let upper = first { !($0 + w > minX) }
            range = lower < upper ? lower..<upper : lower..<lower
        }
        // The wide column reaches further than `w`: before the range it may still meet.
        var extra: Int?
        if let j = wide, j < n, j < range.lowerBound || range.isEmpty {
            let (x, width) = column(j, of: set)
            if x < maxX && minX < x + width && width > 0 { extra = j }
        }
        return (range, extra)
    }

    /// The rows in three runs whose rows share their columns and length: row 0, the rows between, the last row
    /// (each of the four families' closed forms has at most these three kinds of row).
    var rowRuns: [Range<Int>] {
        let n = rowCount
        if n <= 2 { return (0..<n).map { $0..<($0 + 1) } }
        return [0..<1, 1..<(n - 1), (n - 1)..<n]
    }

    /// The cells `collector`'s query selects, in item order, each frame moved down by `shift`: the rows meeting
    /// its band, and in each the columns meeting its x range (found once per run of rows sharing their columns,
    /// `rowRuns`, so a run whose columns miss the rect is skipped whole).
    /// - Complexity: O(log rows + log columns) per run of rows, plus O(k) for k cells returned: each cell made is
    ///   tested as `Rect.intersects` tests it, and every one but those of the rows at the band's edges is
    ///   returned.
    func collectRows(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme, shift: Double
    ) throws(LayoutError) {
        let q = collector.query
        guard count > 0, rowHeight > 0, q.width > 0, q.height > 0 else { return }
        let rows = rows(meeting: q.minY, q.maxY, shift: shift)
        if rows.isEmpty { return }
        for run in rowRuns {
            let met = run.clamped(to: rows)
            guard let kind = met.first else { continue }
            let set = columnSet(ofRow: kind)
            let (range, wide) = columns(of: set, itemsOnRow(kind), meeting: q.minX, q.maxX)
            if range.isEmpty && wide == nil { continue }
            // Every cell of these rows and columns meets the query: the rows and columns were found by the tests
            // `Rect.intersects` makes, on the same values (with width: the wide column is found only when it
            // meets). So more cells than the limit leaves are refused before any is made, with the error the
            // limit gives at its first cell too many.
            if columnWidth(of: set) > 0 {
                let (cells, overflow) = met.count.multipliedReportingOverflow(by: range.count + (wide == nil ? 0 : 1))
                if overflow || cells > collector.limit - collector.attributes.count {
                    throw .tooManyAttributes(limit: collector.limit)
                }
            }
            for r in met {
                let y = shiftedTop(r, shift)
                let first = firstItem(ofRow: r)
                if let j = wide {
                    try add(column: j, set: set, y: y, item: first &+ j, into: &collector, section: s, zIndex: zIndex)
                }
                for c in range {
                    try add(
                        column: c, set: set, y: y, item: first &+ c, into: &collector, section: s, zIndex: zIndex)
                }
            }
        }
    }

    /// Cell `item` of column `c` of `set` at `y`, added when the query selects it.
    @inline(__always)
    private func add(
        column c: Int, set: Int, y: Double, item: Int, into collector: inout AttributeCollector, section s: Int,
        zIndex: ZIndexScheme
    ) throws(LayoutError) {
        let (x, width) = column(c, of: set)
        let frame = Rect(x: x, y: y, width: width, height: rowHeight)
        collector.examined &+= 1
        if frame.intersects(collector.query) {
            try collector.append(
                LayoutAttributes(cellAt: s, item: item, frame: frame, zIndex: zIndex.cell(section: s, item: item)))
        }
    }

    /// The columns of `set` (its first `n`) inside `minX ... maxX` (`x >= minX` and `x + width <= maxX`, as
    /// `Rect.contains` tests them), with area, in increasing order: the first and the last, nil when none.
    /// - Complexity: O(log n) columns.
    func columns(of set: Int, _ n: Int, inside minX: Double, _ maxX: Double) -> (first: Int, last: Int)? {
        let w = columnWidth(of: set)
        func first(where predicate: (Double) -> Bool) -> Int {
            var low = 0
            var high = n
            while low < high {
                let mid = (low &+ high) >> 1
                if predicate(column(mid, of: set).x) { high = mid } else { low = mid &+ 1 }
            }
            return low
        }
        var range = 0..<0
        if w > 0 && n > 0 {
            if columnsAscend(set) {
                let lower = first { $0 >= minX }
                let upper = first { !($0 + w <= maxX) }
                if lower < upper { range = lower..<upper }
            } else {
                let lower = first { $0 + w <= maxX }
                let upper = first { !($0 >= minX) }
                if lower < upper { range = lower..<upper }
            }
        }
        var result = range.isEmpty ? nil : (first: range.lowerBound, last: range.upperBound - 1)
        // The wide column: inside or not on its own width (the regular test may have taken or left it).
        if let j = wideColumn(of: set), j < n {
            let (x, width) = column(j, of: set)
            let isInside = x >= minX && x + width <= maxX && width > 0
            if isInside {
                result = (Swift.min(result?.first ?? j, j), Swift.max(result?.last ?? j, j))
            } else if let r = result, r.first == j || r.last == j {
                // Left out at an end of the range (its own width does not fit).
                result = r.first == r.last ? nil : (r.first == j ? (j + 1, r.last) : (r.first, j - 1))
            }
        }
        return result
    }

    /// An anchor report's pick (`AnchorPick`) for rows of equal cells, frames moved down by `shift`: the
    /// candidates are the cells with area of the rows meeting the bounds along y, so the first is the first such
    /// cell of the first such row (the last of the last, `reversed`); the accepted one is the first cell inside
    /// the bounds, in the rows inside them along y and the columns inside them along x, which `accepts` then
    /// takes or not (a uniform section's cells are estimates all or none, so when it refuses that cell it
    /// refuses every one). Rows of one column set and length have the same columns, so at most three rows and
    /// the far end of the range are examined.
    /// - Complexity: O(log rows + log columns).
    func rowsAnchorPick(
        in bounds: Rect, reversed: Bool, shift: Double, accepts: (Int, Rect) -> Bool
    ) -> AnchorPick {
        var pick = AnchorPick()
        guard count > 0, rowHeight > 0 else { return pick }
        let meeting = rows(meeting: bounds.minY, bounds.maxY, shift: shift)
        guard !meeting.isEmpty else { return pick }
        func frame(_ r: Int, _ c: Int) -> Rect {
            let (x, width) = column(c, of: columnSet(ofRow: r))
            return Rect(x: x, y: shiftedTop(r, shift), width: width, height: rowHeight)
        }
        /// The rows of `range` to examine in the search's order: the first of each run of rows sharing their
        /// columns (`rowRuns`; the last, `reversed`).
        func examined(_ range: Range<Int>) -> [Int] {
            let runs = rowRuns.map { $0.clamped(to: range) }.filter { !$0.isEmpty }
            return reversed ? runs.reversed().map { $0.upperBound - 1 } : runs.map(\.lowerBound)
        }
        // The first candidate: a row's cells with area are all of them, or only its wide one when the others
        // have no width.
        for r in examined(meeting) {
            let set = columnSet(ofRow: r)
            let n = itemsOnRow(r)
            var c: Int?
            if columnWidth(of: set) > 0 {
                c = reversed ? n - 1 : 0
            } else if let j = wideColumn(of: set), j < n, column(j, of: set).width > 0 {
                c = j
            }
            if let c {
                pick.first = (firstItem(ofRow: r) &+ c, frame(r, c))
                break
            }
        }
        guard pick.first != nil else { return pick }
        // Rows inside the bounds along y: tops at or below `minY`, bottoms at or above `maxY`.
        var low = meeting.lowerBound
        var high = meeting.upperBound
        while low < high {
            let mid = (low &+ high) >> 1
            if shiftedTop(mid, shift) >= bounds.minY { high = mid } else { low = mid &+ 1 }
        }
        let top = low
        high = meeting.upperBound
        while low < high {
            let mid = (low &+ high) >> 1
            if !(shiftedTop(mid, shift) + rowHeight <= bounds.maxY) { high = mid } else { low = mid &+ 1 }
        }
        for r in examined(top..<low) where top < low {
            guard let inside = columns(of: columnSet(ofRow: r), itemsOnRow(r), inside: bounds.minX, bounds.maxX)
            else { continue }
            let c = reversed ? inside.last : inside.first
            let item = firstItem(ofRow: r) &+ c
            let frame = frame(r, c)
            if accepts(item, frame) { pick.accepted = (item, frame) }
            break
        }
        return pick
    }
}
