import Synchronization

/// A large uniform IGListKit section, equal to laying its items out one by one with `IGListCursor.place`, in
/// memory and time that do not grow with the item count.
///
/// Columns: every row after row 0 starts at `inset.left` and IGListKit accumulates x the same way on each, so one
/// row's x positions are run once (`IGListRowColumns`) and shared by all rows; row 0 (which may continue the
/// previous section's row) is read off the run shared by every section of its item length and metrics
/// (`IGListRowRun`) when it starts on one of its terms, else run on its own.
///
/// Rows: IGListKit floors each row's top to the pixel grid, so a row loses up to 1/scale and the losses
/// accumulate: no closed form `top0 + n·stride` holds. The rows are walked (`IGListRowTops`) until the walk is
/// provably periodic, then the period is extrapolated exactly; see `IGListRowTops` for the proof.
///
/// The columns and counts are the section's shape (`Shape`: its count, item length, metrics and first row's x),
/// computed once for every section of that shape. Sections that continue a run, or start off it, share one shape
/// per count and metrics and hold what differs (row 0's term or start, the counts): a section is its shape and
/// three words in place with one row, and one reference to its rows and counts with several (`Storage`).
struct IGListUniformFrames: ItemFrames {
    /// What every section of one shape shares.
    final class Shape: Sendable {
        let count: Int
        /// Items on row 0 and on every later row.
        let firstRowCount: Int
        let rowCapacity: Int
        let firstRow: IGListRowColumns
        let row: IGListRowColumns
        let height: Double
        let grid: PixelGrid
        /// Where `itemX` stands after the last item with the shape's own counts (`end(_:)`).
        let endX: Double
        /// For a shape shared by stretched sections continuing the run (`init(continuingStretched:metrics:run:
        /// walks:)`), what their rows' capacities depend on beyond their term and count.
        let stretchedCapacity: IGListRowColumns.StretchedCapacity?
        /// For the shape shared by sections continuing the run (`init(continuing:run:walks:)`), what a section
        /// whose row 0 is run on its own from an x off the run needs to read that row (`OwnRows`).
        let ownRows: OwnRows?

        /// A row 0 run on its own from a section's x, its later rows read off the shape: the step between its x's,
        /// where its items break the row, and the table its walk is kept in. The section holds only that x and its
        /// counts; the row's columns are made when read (`IGListRowColumns.init(own:…)`), its walk found again in
        /// `walks` by the count `readCount` gives, the one `IGListRowColumns.breaking` walked first.
        struct OwnRows: Sendable {
            let step: Double
            let limit: Double
            let walks: IGListRowWalks

            /// The terms of the walk a row from `start` with at most `count` items reads.
            func readCount(from start: Double, count: Int, length: Double) -> Int {
                let first = Swift.min(count, IGListRowWalks.reach)
                let near = IGListRowColumns.nearCount(from: start, step: step, limit: limit - length, count: count)
                return near < first ? near : first
            }

            /// The columns of the row from `start` holding `capacity` of at most `count` items of `length`.
            func columns(from start: Double, count: Int, capacity: Int, length: Double) -> IGListRowColumns {
                IGListRowColumns(
                    own: .walked(
                        start: start, a: step, count: readCount(from: start, count: count, length: length),
                        walks: walks),
                    length: length, capacity: capacity)
            }
        }

        /// `count` items of `length` (the items' width, at most the padded width), row 0 from `firstRowX`.
        init(_ key: Key, metrics m: IGListSectionMetrics, walks: IGListRowWalks) {
            count = key.count
            height = key.height
            grid = PixelGrid(scale: key.scale)
            firstRow = IGListRowColumns(
                from: key.firstRowX, length: key.length, metrics: m, stretchToEdge: key.stretchToEdge,
                maximum: key.count, walks: walks)
            firstRowCount = firstRow.capacity
            row =
                key.count > firstRowCount
                ? IGListRowColumns(
                    from: m.inset.left, length: key.length, metrics: m, stretchToEdge: key.stretchToEdge,
                    maximum: key.count - firstRowCount, walks: walks)
                : firstRow
            rowCapacity = Swift.max(1, row.capacity)
            endX = Self.end(
                count: count, firstRowCount: firstRowCount, rowCapacity: rowCapacity, firstRow: firstRow, row: row,
                spacing: key.interitemSpacing)
            stretchedCapacity = nil
            ownRows = nil
        }

        /// The shape of `key` whose row 0 is run on its own and whose later rows are read off `run`
        /// (`IGListRowRun`: they start at its term 0), for a key that does not stretch to the edge.
        convenience init(
            _ key: Key, metrics m: IGListSectionMetrics, laterRows run: IGListRowRun, walks: IGListRowWalks
        ) {
            self.init(
                key,
                firstRow: IGListRowColumns(
                    from: key.firstRowX, length: key.length, metrics: m, stretchToEdge: false, maximum: key.count,
                    walks: walks),
                laterRow: { IGListRowColumns(continuing: run, origin: 0, maximum: $0) })
        }

        /// The shape of `key` whose row 0 is `firstRow` and whose later rows are `laterRow(n)`, `n` the items past
        /// row 0 (none is made when row 0 holds them all).
        private init(_ key: Key, firstRow: IGListRowColumns, laterRow: (Int) -> IGListRowColumns) {
            count = key.count
            height = key.height
            grid = PixelGrid(scale: key.scale)
            self.firstRow = firstRow
            firstRowCount = firstRow.capacity
            row = key.count > firstRowCount ? laterRow(key.count - firstRowCount) : firstRow
            rowCapacity = Swift.max(1, row.capacity)
            endX = Self.end(
                count: count, firstRowCount: firstRowCount, rowCapacity: rowCapacity, firstRow: firstRow, row: row,
                spacing: key.interitemSpacing)
            stretchedCapacity = nil
            ownRows = nil
        }

        /// The shape of `key`, stretched to the edge, whose row 0 is read off `run` from its term `origin`
        /// (`IGListRowColumns.init(stretching:origin:metrics:maximum:walks:)`) and whose later rows are read off
        /// it from its term 0 (the left inset): the rows `init(_:metrics:walks:)` runs on their own.
        convenience init(
            _ key: Key, metrics m: IGListSectionMetrics, stretching run: IGListRowRun, origin: Int,
            walks: IGListRowWalks
        ) {
            self.init(
                key,
                firstRow: IGListRowColumns(
                    stretching: run, origin: origin, metrics: m, maximum: key.count, walks: walks),
                laterRow: { IGListRowColumns(stretching: run, origin: 0, metrics: m, maximum: $0, walks: walks) })
        }

        /// The shape of `key` whose rows are read off `run` (`IGListRowRun`), row 0 from its term `origin`.
        convenience init(_ key: Key, run: IGListRowRun, origin: Int) {
            self.init(
                key, firstRow: IGListRowColumns(continuing: run, origin: origin, maximum: key.count),
                laterRow: { IGListRowColumns(continuing: run, origin: 0, maximum: $0) })
        }

        /// The shape every section of `key`'s count, item and metrics shares whose row 0 continues `run` past its
        /// term 0: row 0 from the run's term 0 (each section reads it from its own term,
        /// `IGListUniformFrames.columnShift`), later rows off the run as well. Its counts are a one-row section's
        /// (row 0 holds them all); a section of several rows holds its own (`IGListUniformFrames.Section`). The
        /// columns of a row read off a run do not depend on its count: only the capacity does.
        init(continuing key: Key, run: IGListRowRun, walks: IGListRowWalks) {
            count = key.count
            height = key.height
            grid = PixelGrid(scale: key.scale)
            firstRow = IGListRowColumns(continuing: run, origin: 0, maximum: key.count)
            firstRowCount = key.count
            row = firstRow
            rowCapacity = 1
            endX = Self.end(
                count: count, firstRowCount: firstRowCount, rowCapacity: rowCapacity, firstRow: firstRow, row: row,
                spacing: key.interitemSpacing)
            stretchedCapacity = nil
            ownRows = OwnRows(
                step: key.length + key.interitemSpacing,
                limit: key.maxX + IGListSectionMetrics.overshootTolerance, walks: walks)
        }

        /// The shape every section of `key`'s count, item and metrics, stretched to the edge, shares whose row 0
        /// continues `run` at a term `o` with `0 < o <= run.stretchCandidate` (at or before the column a row from
        /// the left inset stretches, `continuingStretched`): row 0 from the run's term 0, each section reading it
        /// from its own term (`IGListUniformFrames.columnShift`), later rows from term 0 too. Its counts are a
        /// one-row section's; a section of several rows holds its own.
        ///
        /// Why a section's columns read here are its own (`IGListRowColumns.init(stretching:origin:metrics:
        /// maximum:walks:)` from `o`): such a row stretches, if at all, at the run's candidate term (column
        /// `candidate - o`), where this row 0 stretches too whenever any section does (its maximum, the count
        /// plus the candidate, only widens the break), with the same length; the items after it are one tail
        /// loop from the x after that term, here walked to `count - 1` terms, past any section's last. A section
        /// that does not stretch reads only columns before the candidate, where both are the run's terms; the
        /// stretched column, past its items, is never one of its columns. Later rows alike: a section's own have
        /// at most `count` items.
        init(continuingStretched key: Key, metrics m: IGListSectionMetrics, run: IGListRowRun, walks: IGListRowWalks) {
            count = key.count
            height = key.height
            grid = PixelGrid(scale: key.scale)
            firstRow = IGListRowColumns(
                stretching: run, origin: 0, metrics: m, maximum: key.count + run.stretchCandidate, walks: walks)
            firstRowCount = key.count
            row = IGListRowColumns(stretching: run, origin: 0, metrics: m, maximum: key.count, walks: walks)
            rowCapacity = 1
            endX = Self.end(
                count: count, firstRowCount: firstRowCount, rowCapacity: rowCapacity, firstRow: firstRow, row: row,
                spacing: key.interitemSpacing)
            stretchedCapacity = IGListRowColumns.StretchedCapacity(sharedRow: firstRow, metrics: m, run: run)
            ownRows = nil
        }

        /// Where `itemX` stands after the last item with a shape's own counts, as `IGListUniformFrames.place`
        /// computes it for a section that holds them (no column shift): read once, when the shape is made and a
        /// row walked on its own has its walk fresh in `IGListRowWalks`; a section that finds the shape again by
        /// its key, long after its walk left that table, reads it here instead of walking the row again.
        private static func end(
            count: Int, firstRowCount: Int, rowCapacity: Int, firstRow: IGListRowColumns, row: IGListRowColumns,
            spacing: Double
        ) -> Double {
            let last = count - 1
            if last < firstRowCount { return firstRow.after(last, spacing: spacing) }
            return row.after((last - firstRowCount) % rowCapacity, spacing: spacing)
        }

        /// `x` before column `c` of row 0 (`r == 0`) or of every later row, and its length, read in place.
        @inline(__always) func column(_ c: Int, ofRow r: Int) -> (x: Double, length: Double) {
            r == 0 ? firstRow.column(c) : row.column(c)
        }

        /// What a shape depends on: the count, the item's length and height, where row 0 starts, and the metrics
        /// the columns read; `continuing` marks the shape shared by sections whose row 0 continues the run
        /// (`init(continuing:run:)`, its `firstRowX` the left inset).
        struct Key: Hashable {
            var count: Int
            var length: Double
            var height: Double
            var scale: Double
            var firstRowX: Double
            var left: Double
            var paddedWidth: Double
            var maxX: Double
            var interitemSpacing: Double
            var stretchToEdge: Bool
            var continuing = false

            /// The fields folded into one word first (`KeyMix`): a section off a run looks its key up in a table
            /// (`IGListRunCache.ownRow`), and the library's hasher over all eleven fields cost it some 700
            /// instructions.
            func hash(into hasher: inout Hasher) {
                var mix = KeyMix(count)
                mix.add(length)
                mix.add(height)
                mix.add(scale)
                mix.add(firstRowX)
                mix.add(left)
                mix.add(paddedWidth)
                mix.add(maxX)
                mix.add(interitemSpacing)
                mix.add((stretchToEdge ? 1 : 0) | (continuing ? 2 : 0))
                hasher.combine(mix.word)
            }
        }
    }

    /// The section: its shape and row 0's top in place when it has one row, else behind one reference
    /// (`Section`), so a section is three words held inline in an `any ItemFrames` (no allocation for a one-row
    /// section: a hundred thousand sections that each continue one row cost no heap block each).
    let storage: Storage

    enum Storage: Sendable {
        /// One row: the shape, the row's top, and `columnShift`.
        case one(Shape, top: Double, columnShift: Int)
        /// One row run on its own from `start` (`ownStart`), the shape read for its later rows only.
        case own(Shape, top: Double, start: Double)
        /// Several rows.
        case many(Section)
    }

    /// What a section of several rows holds beyond its shape.
    final class Section: Sendable {
        let shape: Shape
        let rows: IGListRowTops
        let columnShift: Int
        let firstRowCount: Int
        let rowCapacity: Int
        let ownStart: Double?

        init(
            shape: Shape, rows: IGListRowTops, columnShift: Int, firstRowCount: Int, rowCapacity: Int,
            ownStart: Double?
        ) {
            self.shape = shape
            self.rows = rows
            self.columnShift = columnShift
            self.firstRowCount = firstRowCount
            self.rowCapacity = rowCapacity
            self.ownStart = ownStart
        }
    }

    /// A section of `shape` whose rows are `rows` (`rowCount` of them), row 0's column `c` being the shape's row 0
    /// column `c + columnShift` and its counts `firstRowCount` and `rowCapacity` (the shape's own when it is the
    /// section's alone; a shape shared by sections that continue one run at different terms (`Shape.continuing`)
    /// leaves them to the section).
    /// With `ownStart`, row 0 is run on its own from that x (`IGListRowColumns.init(own:…)`, `Shape.OwnRows`).
    init(
        shape: Shape, rows: IGListRowTops, rowCount: Int, columnShift: Int = 0, firstRowCount: Int? = nil,
        rowCapacity: Int? = nil, ownStart: Double? = nil
    ) {
        if rowCount <= 1, let ownStart {
            storage = .own(shape, top: rows.state(ofRow: 0).top, start: ownStart)
        } else if rowCount <= 1 {
            storage = .one(shape, top: rows.state(ofRow: 0).top, columnShift: columnShift)
        } else {
            storage = .many(
                Section(
                    shape: shape, rows: rows, columnShift: columnShift,
                    firstRowCount: firstRowCount ?? shape.firstRowCount, rowCapacity: rowCapacity ?? shape.rowCapacity,
                    ownStart: ownStart))
        }
    }

    /// A section of one row of `shape` at `top` (`init(shape:rows:rowCount:…)` with one row, its tops not made).
    init(shape: Shape, oneRowTop top: Double, columnShift: Int, ownStart: Double?) {
        if let ownStart {
            storage = .own(shape, top: top, start: ownStart)
        } else {
            storage = .one(shape, top: top, columnShift: columnShift)
        }
    }

    /// The top of row `r`.
    @inline(__always) func topOfRow(_ r: Int) -> Double {
        switch storage {
        case .one(_, let top, _), .own(_, let top, _): top
        case .many(let section): section.rows.state(ofRow: r).top
        }
    }

    var shape: Shape {
        switch storage {
        case .one(let shape, _, _), .own(let shape, _, _): shape
        case .many(let section): section.shape
        }
    }

    /// Where row 0 starts when it is run on its own for this section (the shape read for its later rows only).
    var ownStart: Double? {
        switch storage {
        case .one: nil
        case .own(_, _, let start): start
        case .many(let section): section.ownStart
        }
    }

    /// Row 0's column `c` is the shape's row 0 column `c + columnShift`: a shape shared by sections whose row 0
    /// continues one run (`IGListRowRun`) at different terms has its row 0 from the run's term 0, and each section
    /// reads it from its own term (the columns of a row read off a run are the run's terms from the row's origin).
    var columnShift: Int {
        switch storage {
        case .one(_, _, let shift): shift
        case .own: 0
        case .many(let section): section.columnShift
        }
    }

    var count: Int { shape.count }
    /// Items on row 0 and on every later row.
    var firstRowCount: Int {
        switch storage {
        case .one(let shape, _, _), .own(let shape, _, _): shape.firstRowCount
        case .many(let section): section.firstRowCount
        }
    }
    var rowCapacity: Int {
        switch storage {
        case .one(let shape, _, _), .own(let shape, _, _): shape.rowCapacity
        case .many(let section): section.rowCapacity
        }
    }
    /// Row 0's columns: the shape's, or the section's own (made from its start, `Shape.OwnRows`).
    var firstRow: IGListRowColumns {
        guard let start = ownStart, let own = shape.ownRows else { return shape.firstRow }
        return own.columns(from: start, count: count, capacity: firstRowCount, length: shape.row.length)
    }
    var row: IGListRowColumns { shape.row }
    var height: Double { shape.height }
    var grid: PixelGrid { shape.grid }
    /// The term of row 0's running sum that is its column 0.
    var firstRowOrigin: Int { firstRow.origin + columnShift }

    /// `x` before column `c` of row `r` and its length (`IGListRowColumns.column`).
    @inline(__always) func column(_ c: Int, ofRow r: Int) -> (x: Double, length: Double) {
        if r == 0, ownStart != nil { return firstRow.column(c) }
        return shape.column(r == 0 ? c &+ columnShift : c, ofRow: r)
    }

    var rowCount: Int { 1 + rowsAfterFirst(count) }

    func frame(at item: Int) -> Rect {
        let (r, c) = position(of: item)
        let (x, length) = column(c, ofRow: r)
        return Rect(x: grid.floor(x), y: topOfRow(r), width: grid.ceil(length), height: height)
    }

    /// Rows whose frames meet the band, found by binary search over the (non-decreasing) row tops.
    /// - Complexity: O(log rows · log runs).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        guard count > 0, height > 0, minY < maxY else { return 0..<0 }
        let n = rowCount
        // First row whose bottom passes minY; first row whose top is at or below maxY.
        var low = 0
        var high = n
        while low < high {
            let mid = (low &+ high) >> 1
            if topOfRow(mid) + height > minY { high = mid } else { low = mid + 1 }
        }
        let first = low
        high = n
        while low < high {
            let mid = (low &+ high) >> 1
            if topOfRow(mid) >= maxY { high = mid } else { low = mid + 1 }
        }
        let last = low - 1
        guard first <= last else { return 0..<0 }
        return firstItem(ofRow: first)..<Swift.min(count, firstItem(ofRow: last + 1))
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

    /// Row and column of `item`.
    func position(of item: Int) -> (row: Int, column: Int) {
        if item < firstRowCount { return (0, item) }
        let rest = item - firstRowCount
        return (1 + rest / rowCapacity, rest % rowCapacity)
    }

    /// The index of the first item on `row` (may exceed `count`).
    func firstItem(ofRow row: Int) -> Int {
        if row == 0 { return 0 }
        let (product, overflow) = (row - 1).multipliedReportingOverflow(by: rowCapacity)
        if overflow { return Int.max }
        let (sum, overflow2) = product.addingReportingOverflow(firstRowCount)
        return overflow2 ? Int.max : sum
    }

    func rowsAfterFirst(_ n: Int) -> Int {
        n <= firstRowCount ? 0 : (n - firstRowCount + rowCapacity - 1) / rowCapacity
    }
}

/// Rows: row 0 with its own columns, every later row with the shared ones (the stretched column wider).
extension IGListUniformFrames: UniformRows {
    var rowHeight: Double { height }
    func rowTop(_ r: Int) -> Double { topOfRow(r) }
    func columnSet(ofRow r: Int) -> Int { r == 0 ? 0 : 1 }
    /// `frame(at:)`'s x and width: floored and ceiled to the pixel grid.
    func column(_ c: Int, of set: Int) -> (x: Double, width: Double) {
        let (x, length) = column(c, ofRow: set == 0 ? 0 : 1)
        return (grid.floor(x), grid.ceil(length))
    }
    func columnWidth(of set: Int) -> Double { grid.ceil((set == 0 ? firstRow : row).length) }
    func wideColumn(of set: Int) -> Int? {
        set == 0 ? firstRow.stretched.map { $0 - columnShift } : row.stretched
    }
    func columnsAscend(_ set: Int) -> Bool { true }
}

/// The x positions of one row of equal items, as `IGListCursor.place` accumulates them: `x` before each item and the
/// item's length (stretched to the edge when `stretchToEdge` applies), in memory and steps that do not grow with
/// the row's capacity.
///
/// The x's are the running sum `x' = x + (length + interitemSpacing)` from the row's first x (`RepeatedSum`). An item
/// goes on the row while it ends within `maxX + 1` (the first always does), so the row's capacity is the first term
/// past that, found by search. With `stretchToEdge`, the first item ending within (0, 1] of the padded width is
/// stretched to it; the x after it is past the padded width, so no later item stretches, and the items after it
/// (IGListKit's `maxX` can lie past the padded width) continue from there with a second running sum. A row whose x
/// stops moving holds every item.
struct IGListRowColumns: Sendable {
    /// The x's from the row's first item, up to (not past) the stretched one: column `c` is term `origin + c`.
    let xs: IGListRowSum
    /// The term of `xs` that is column 0: 0 for a row run on its own, the column where a shared run
    /// (`IGListRowRun`) reaches the row's first x for a row that continues it.
    let origin: Int
    /// Whether the row is read off a shared run (`init(continuing:origin:maximum:)`).
    let isContinued: Bool
    /// Every item's length but the stretched one's.
    let length: Double
    /// The stretched column and its length, if any.
    let stretched: Int?
    let stretchedLength: Double
    /// The x's after the stretched column (its `xs` continued from the x after it).
    let after: IGListRowSum?
    /// The row's capacity: items until the break (every remaining item when the x stops moving).
    let capacity: Int

    /// Runs a row from `x0`: the first item always goes on it; each further one while it ends within `maxX + 1`;
    /// at most `maximum` items (at least 1). A walked running sum is held by `walks`, not by the row: the row
    /// keeps what the walk found (capacity, stretched column) and where it starts.
    /// - Complexity: the running sum's: O(1) for exact x's, else a few steps a binade, plus O(log maximum)
    ///   searches.
    init(
        from x0: Double, length: Double, metrics m: IGListSectionMetrics, stretchToEdge: Bool, maximum: Int,
        walks: IGListRowWalks
    ) {
        let tolerance = IGListSectionMetrics.overshootTolerance
        let limit = m.maxX + tolerance
        let padded = m.paddedWidth
        let step = length + m.interitemSpacing
        self.length = length
        origin = 0
        isContinued = false
        // The item that breaks the row (never the first).
        let (xs, breaking) = Self.breaking(
            from: x0, step: step, length: length, limit: limit, atLeast: 1, count: maximum, walks: walks)
        var stretched: Int?
        if stretchToEdge {
            // The distance to the edge only shrinks along the row: the first item within 1 point is the candidate.
            let c = Self.firstTerm(xs, step: step) { !(padded - ($0 + length) > tolerance) }
            if c < breaking && padded - (xs.term(c) + length) > 0 { stretched = c }
        }
        self.stretched = stretched
        self.xs = walks.handle(xs, a: step)
        guard let j = stretched else {
            self.stretchedLength = length
            self.after = nil
            // An item after which x does not move: it and every later one land on the same frame and fit.
            if let settled = IGListRowWalks.settledTerm(xs), settled < breaking {
                capacity = maximum
            } else {
                capacity = Swift.min(breaking, maximum)
            }
            return
        }
        let past = Self.pastStretched(
            j, at: xs.term(j), length: length, limit: limit, metrics: m, maximum: maximum, walks: walks)
        stretchedLength = past.stretchedLength
        after = past.after
        capacity = past.capacity
    }

    /// The row `init(from:length:metrics:stretchToEdge:maximum:walks:)` runs with `stretchToEdge` from `run`'s term
    /// `o` (`run` of the row's item length and metrics), its x's up to the stretched column read off the shared run
    /// instead of walked: a stretched row 0 that continues the row the previous section left (sections of one
    /// item length, each ending at a new x) costs no walk of its own.
    ///
    /// Why it is that row: its x's are the run's from `o` (`IGListRowRun`). Its break is the run's counted from
    /// `o`, its stall where the run's is, as `init(continuing:origin:maximum:)` holds. The stretched column is
    /// searched along x's that do not decrease, with a predicate (`padded - (x + length) > 1` fails) false then true
    /// along them: its first term from `o` is the run's first from term 0, counted from `o`, or 0 when that lies
    /// before `o`; a first term the row's own walk would not reach lies past its break, and is not stretched
    /// either. The items after the stretched column are the row's own tail, walked as it walks them.
    /// - Complexity: O(log runs + log span) searches, plus the tail's walk.
    init(
        stretching run: IGListRowRun, origin o: Int, metrics m: IGListSectionMetrics, maximum: Int,
        walks: IGListRowWalks
    ) {
        let tolerance = IGListSectionMetrics.overshootTolerance
        let limit = m.maxX + tolerance
        let padded = m.paddedWidth
        let length = run.length
        self.length = length
        xs = .held(run.xs)
        origin = o
        isContinued = true
        let breaking = Swift.max(1, Swift.min(Swift.max(run.breaking - o, 0), Swift.max(1, maximum)))
        // The run's candidate is searched with this padded width (`IGListRowRun.Key.paddedWidth`).
        let c = Swift.max(run.stretchCandidate - o, 0)
        guard c < breaking, padded - (run.xs.term(o + c) + length) > 0 else {
            stretched = nil
            stretchedLength = length
            after = nil
            capacity = Self.capacity(continuing: run, origin: o, maximum: maximum)
            return
        }
        stretched = c
        let past = Self.pastStretched(
            c, at: run.xs.term(o + c), length: length, limit: limit, metrics: m, maximum: maximum, walks: walks)
        stretchedLength = past.stretchedLength
        after = past.after
        capacity = past.capacity
    }

    /// A row's stretched column `j` (at `xj`, stretched to the padded width) and what follows it: the items after it
    /// continue from the x after it with the row's own running sum (walked, held by `walks`), and the row holds
    /// items until that sum breaks, every remaining one when it stops moving first, at most `maximum`.
    private static func pastStretched(
        _ j: Int, at xj: Double, length: Double, limit: Double, metrics m: IGListSectionMetrics, maximum: Int,
        walks: IGListRowWalks
    ) -> (stretchedLength: Double, after: IGListRowSum?, capacity: Int) {
        let placed = m.paddedWidth - xj
        guard j + 1 < maximum else { return (placed, nil, j + 1) }
        let step = length + m.interitemSpacing
        let (tail, tailBreak) = Self.breaking(
            from: xj + (placed + m.interitemSpacing), step: step, length: length, limit: limit, atLeast: 0,
            count: maximum - j - 1, walks: walks)
        let settled = IGListRowWalks.settledTerm(tail).map { $0 < tailBreak } ?? false
        return (placed, walks.handle(tail, a: step), settled ? maximum : j + 1 + tailBreak)
    }

    /// The x's `x' = x + step` from `start` (`count` terms at most) and the first of them, at least `minimum`,
    /// whose item ends past `limit` (`count` if none): the row's break, as `init(from:…)` searches it.
    ///
    /// Most rows break long before their count ends, and a walk costs a few terms for each binade its x's cross, so
    /// the x's are walked to `IGListRowWalks.reach` terms first: they do not decrease (`step` is not negative), so a
    /// term that breaks within them is the first of all, and the row reads no column past it. They are walked to
    /// the count instead when none within them breaks, or when they stop moving before the break (the row then
    /// holds every item, and its columns are read to the count).
    /// - Complexity: the running sums' walks, plus O(log count) terms.
    static func breaking(
        from start: Double, step: Double, length: Double, limit: Double, atLeast minimum: Int, count: Int,
        walks: IGListRowWalks
    ) -> (xs: RepeatedSum, breaking: Int) {
        // A first look a binade or so past where the x's, `step` apart, are expected to pass the limit: a term
        // that breaks within it, with the x's still moving before it, is the first of all (as within `reach`).
        let near = nearCount(from: start, step: step, limit: limit - length, count: count)
        if near < Swift.min(count, IGListRowWalks.reach) {
            let xs = walks.sum(start: start, a: step, count: near)
            let breaking = Swift.max(minimum, firstTerm(xs, step: step) { $0 + length > limit })
            if breaking < xs.count && IGListRowWalks.settledTerm(xs).map({ $0 < breaking }) != true {
                return (xs, breaking)
            }
        }
        var xs = walks.sum(start: start, a: step, count: Swift.min(count, IGListRowWalks.reach))
        var breaking = Swift.max(minimum, firstTerm(xs, step: step) { $0 + length > limit })
        if xs.count < count
            && (breaking >= xs.count || IGListRowWalks.settledTerm(xs).map { $0 < breaking } == true)
        {
            xs = walks.sum(start: start, a: step, count: count)
            breaking = Swift.max(minimum, firstTerm(xs, step: step) { $0 + length > limit })
        }
        return (xs, breaking)
    }

    /// Terms to walk first for x's `step` apart from `start` expected to pass `edge` near term `(edge - start) /
    /// step`: twice that and a few (rounded up to a power of two, at least `IGListRowWalks.shortCount`), so the
    /// walk ends about a binade past the edge rather than at `IGListRowWalks.reach` terms, some binades past it
    /// for a row that breaks early (a row 0 continuing the last section's row near its end); `count` or more
    /// when no such guess helps. Only the walk's length depends on it: the break is searched all the same.
    static func nearCount(from start: Double, step: Double, limit edge: Double, count: Int) -> Int {
        guard step > 0, count > IGListRowWalks.shortCount else { return count }
        let expected = (edge - start) / step
        guard expected.isFinite, expected >= 0, expected < Double(IGListRowWalks.reach / 4) else { return count }
        var near = IGListRowWalks.shortCount
        while near < Int(expected) * 2 + 64 { near <<= 1 }
        return near
    }

    /// The row `init(from:length:metrics:stretchToEdge:maximum:)` runs from `run`'s term `origin` with at most
    /// `maximum` items, read off the shared run instead of run again (`IGListRowRun` holds why they are equal).
    /// - Complexity: O(1).
    init(continuing run: IGListRowRun, origin o: Int, maximum: Int) {
        xs = .held(run.xs)
        origin = o
        isContinued = true
        length = run.length
        stretched = nil
        stretchedLength = run.length
        after = nil
        capacity = Self.capacity(continuing: run, origin: o, maximum: maximum)
    }

    /// The capacities of stretched rows read off one run from terms at or before its stretch candidate
    /// (`init(stretching:origin:metrics:maximum:walks:)` from such a term `o` with at most `maximum` items),
    /// without making the rows: what they depend on beyond `o` and `maximum` is one for all of them (whether the
    /// candidate stretches, and where the one tail after it breaks and stalls), read off the row a shared shape
    /// holds (`Shape.init(continuingStretched:metrics:run:walks:)`, stretched at the candidate, its tail walked
    /// past every such row's items).
    ///
    /// Why a capacity is the row's: the row breaks at the run's break counted from `o` and stretches at the
    /// candidate counted from `o` when that lies before its break, the candidate's distance to the edge being
    /// the same term's (`init(stretching:…)`); unstretched, its capacity is `capacity(continuing:origin:maximum:)`.
    /// Stretched at column `c`, its tail is the shared one (the x after the candidate's term), searched to
    /// `maximum - c - 1` terms: its break is the shared tail's first break when that lies within them (the x's do
    /// not decrease, so a first break found within fewer terms is the first of all), and its stall counts when the
    /// loop from it still has a term within them, as `IGListRowWalks.settledTerm(_:)` counts it.
    struct StretchedCapacity: Sendable {
        /// Whether the shared row stretches its candidate column.
        let stretches: Bool
        /// The tail's first term whose item ends past the limit, within `tailCount` terms (`tailCount` if none).
        let tailBreak: Int
        let tailCount: Int
        /// The first tail term the loop does not move from, if the walk found one.
        let tailStall: Int?

        init(sharedRow row: IGListRowColumns, metrics m: IGListSectionMetrics, run: IGListRowRun) {
            stretches = row.stretched != nil
            guard let after = row.after else {
                tailBreak = 0
                tailCount = 0
                tailStall = nil
                return
            }
            let tail = after.sum
            let length = run.length
            let limit = m.maxX + IGListSectionMetrics.overshootTolerance
            tailCount = tail.count
            tailBreak = tail.firstTermByRuns { $0 + length > limit }
            tailStall = tail.settledTerm
        }

        /// The capacity of the row from `run`'s term `o` (at most its stretch candidate) with at most `maximum`
        /// items, or nil when its tail reaches past what the shared one answers for.
        func capacity(run: IGListRowRun, origin o: Int, maximum: Int) -> Int? {
            let breaking = Swift.max(1, Swift.min(Swift.max(run.breaking - o, 0), Swift.max(1, maximum)))
            let c = Swift.max(run.stretchCandidate - o, 0)
            guard stretches, c < breaking else {
                return IGListRowColumns.capacity(continuing: run, origin: o, maximum: maximum)
            }
            guard c + 1 < maximum else { return c + 1 }
            let n = maximum - c - 1
            guard tailBreak < tailCount || n <= tailCount else { return nil }
            let tailBreaking = Swift.min(tailBreak, n)
            if let s = tailStall, s + 1 < n, s < tailBreaking { return maximum }
            return c + 1 + tailBreaking
        }
    }

    /// A row run on its own whose x's are `xs` from term 0, holding `capacity` items of `length`, none stretched:
    /// the row `init(from:length:metrics:stretchToEdge:maximum:walks:)` made without stretching, as a section
    /// holding only its start reads it again (`IGListUniformFrames.Shape.OwnRows`).
    init(own xs: IGListRowSum, length: Double, capacity: Int) {
        self.xs = xs
        origin = 0
        isContinued = false
        self.length = length
        stretched = nil
        stretchedLength = length
        after = nil
        self.capacity = capacity
    }

    /// The capacity of the row `init(continuing:origin:maximum:)` makes, without making it.
    /// - Complexity: O(1).
    static func capacity(continuing run: IGListRowRun, origin o: Int, maximum: Int) -> Int {
        let m = Swift.max(1, maximum)
        // The row's own search finds the run's breaking term, counted from `o`, or none within its `m` terms.
        let breaking = Swift.max(1, Swift.min(Swift.max(run.breaking - o, 0), m))
        // A loop from a term past the run's stall stalls at once; one before it, where the run does.
        var settled: Int?
        if let s = run.settled {
            let own = Swift.max(s - o, 0)
            if own + 1 < m { settled = own }
        }
        if let settled, settled < breaking { return maximum }
        return Swift.min(breaking, maximum)
    }

    /// The first of `xs`'s terms (x's `step` apart) that passes `predicate`, a predicate false then true along x's
    /// that do not decrease: searched run by run (`RepeatedSum.firstTermByRuns`) when the step is not negative, as
    /// `RepeatedSum.firstTerm(where:)` otherwise.
    static func firstTerm(_ xs: RepeatedSum, step: Double, where predicate: (Double) -> Bool) -> Int {
        step >= 0 ? xs.firstTermByRuns(where: predicate) : xs.firstTerm(where: predicate)
    }

    /// `x` before column `c` and its length.
    func column(_ c: Int) -> (x: Double, length: Double) {
        guard let j = stretched, c >= j else { return (xs.term(origin + c), length) }
        if c == j { return (xs.term(origin + j), stretchedLength) }
        return (after?.term(c - j - 1) ?? xs.term(origin + c), length)
    }

    /// Where `itemX` stands after column `c` (what the cursor holds after placing it).
    func after(_ c: Int, spacing: Double) -> Double {
        let (x, length) = column(c)
        return x + (length + spacing)
    }
}

/// The x's of a row run from the left inset far past any row's end, shared by every uniform section of one item
/// length and metrics: such a section's later rows start there, and its row 0 continues the row the previous
/// section left when that section's items were as long (the cursor's x is then one of the run's terms). Running
/// each row on its own would cost every section a walk (`RepeatedSum`) when each row 0 starts at a new x.
///
/// Why a row read off the run equals the row run on its own from the run's term `o` with at most `m` items:
/// `x' = x + step` depends on `x` alone, so the loop from the term `o` computes the run's terms from `o` on. With
/// `step >= 0` the x's do not decrease, so "ends past `maxX + 1`" is false and then true along them and a search
/// finds its first true term, the run's `breaking - o` when it lies within the `m` terms; and the loop stalls
/// (`x' == x`) first where the run does, or at once from a term past the run's stall. Rows that stretch an item to
/// the edge (`stretchToEdge`) are run on their own.
final class IGListRowRun: Sendable {
    /// What a run depends on: the item's length, the spacing and where the row breaks (`maxX`), from `left`.
    /// (`paddedWidth` places a stretched column, `stretchCandidate`.)
    struct Key: Hashable {
        var length: Double
        var interitemSpacing: Double
        var left: Double
        var maxX: Double
        var paddedWidth: Double

        /// The run of a shape of `key`'s item length and metrics.
        init(_ key: IGListUniformFrames.Shape.Key) {
            length = key.length
            interitemSpacing = key.interitemSpacing
            left = key.left
            maxX = key.maxX
            paddedWidth = key.paddedWidth
        }
    }

    /// Terms in a run: past the most items a section holds (10^12) plus any row 0's first column.
    static let span = 1 << 41

    let xs: RepeatedSum
    let length: Double
    /// The first term whose item ends past `maxX + 1` (`span` if none).
    let breaking: Int
    /// The first term the loop does not move from, if any.
    let settled: Int?
    /// The first term whose item ends within a point of the padded width or past it (`padded - (x + length) > 1`
    /// fails): where a row stretched to the edge from term 0 looks for its stretched column (`span` if none).
    let stretchCandidate: Int

    /// The run of `key`, or nil when its step is negative or not finite (a search along it would not be monotone).
    init?(_ key: Key) {
        let step = key.length + key.interitemSpacing
        guard step >= 0, step.isFinite, key.left.isFinite else { return nil }
        let limit = key.maxX + IGListSectionMetrics.overshootTolerance
        let length = key.length
        xs = RepeatedSum(start: key.left, a: step, b: 0, count: Self.span)
        self.length = length
        breaking = xs.firstTermByRuns { $0 + length > limit }
        settled = xs.settledTerm
        let padded = key.paddedWidth
        let tolerance = IGListSectionMetrics.overshootTolerance
        stretchCandidate = xs.firstTermByRuns { !(padded - ($0 + length) > tolerance) }
    }

    /// A term equal to `x` (`hint` when it is one, else the first), if `x` is one of the run's terms and `count`
    /// more follow it within the run. Any term equal to `x` serves: the loop from it computes the same terms.
    /// - Complexity: O(log runs) for a right hint, else O(log span · log runs).
    func origin(of x: Double, count: Int, hint: Int?) -> Int? {
        if let h = hint, h >= 0, h < xs.count, xs.term(h) == x, count <= xs.count - h { return h }
        let o = xs.firstTermByRuns(atLeast: x)
        guard o < xs.count, xs.term(o) == x, count <= xs.count - o else { return nil }
        return o
    }
}

/// A row's running sum of x's as a row holds it: in place when it needs no storage (exact x's) or is a shared
/// run's (one walk for every section), else as the few numbers the sum is walked from, its walk held by the
/// request's `IGListRowWalks` (a bounded table): a section whose row 0 starts at an x of its own holds no walk.
enum IGListRowSum: Sendable {
    case held(RepeatedSum)
    case walked(start: Double, a: Double, count: Int, walks: IGListRowWalks)

    /// The sum, walked again when its walk has left the table.
    var sum: RepeatedSum {
        switch self {
        case .held(let sum): sum
        case .walked(let start, let a, let count, let walks): walks.sum(start: start, a: a, count: count)
        }
    }

    /// The sum's count.
    var count: Int {
        switch self {
        case .held(let sum): sum.count
        case .walked(_, _, let count, _): count
        }
    }

    /// Term `n` of `sum`, read in place for a held sum (no copy of it).
    @inline(__always)
    func term(_ n: Int) -> Double {
        switch self {
        case .held(let sum): sum.term(n)
        // Term 0 is the start, walked or not (a row's first column, read for its section's bounds).
        case .walked(let start, _, _, _) where n == 0: start
        case .walked: sum.term(n)
        }
    }
}

/// The walks of the rows' running sums (`RepeatedSum`: terms `x' = x + a` from `start`) that rows run on their
/// own, for one request: the last `capacity` used, each walked again when needed after it left. Sections whose
/// row 0 each starts at a new x (`stretchToEdge`, item lengths changing from one section to the next) would
/// otherwise each hold a walk of a few hundred terms; a row holds its sum's start, step and count instead
/// (`IGListRowSum`), and a query reads the rows section by section, so a row's walk is made again at most once
/// for each time the query comes to its section.
///
/// A long sum (more than `shortCount` terms) is walked to the power of two at or past its count when it has at most
/// `reach` terms, else to `IGListRowRun.span`, and read to its own count: the loop's terms do not depend on how far
/// it runs, so counts of one such tier read the same walk (the later rows of sections of every count past `reach`
/// share one; a row first looked at near its break, `IGListRowColumns.nearCount`, walks no further), and its stall,
/// the first term the loop does not move from, is the sum's when the loop from that term still has a term to take
/// within the count (`settledTerm(_:)`).
final class IGListRowWalks: Sendable {
    /// Walks kept.
    static let capacity = 8
    /// Sums of at most this many terms are walked to their count (a walk far past a short row would cost more
    /// than the row).
    static let shortCount = 1 << 12
    /// Longer sums of at most this many terms are walked to the power of two at or past their count, longer ones to
    /// `IGListRowRun.span`. A row run on its own is first walked a binade or so past its expected break
    /// (`IGListRowColumns.nearCount`), then to at most this many terms (`IGListRowColumns.breaking`): a row of
    /// thousandth-point items from x 40 is a thousand points wide at its millionth item, so that walk crosses some
    /// five binades, where one to `span` crosses some twenty-five.
    static let reach = 1 << 20

    private struct Entry {
        var start: UInt64
        var a: UInt64
        var count: Int
        var walk: RepeatedSum.Walk?
        var used: Int
    }

    private let table = Mutex<(entries: [Entry], clock: Int, made: Int)>(([], 0, 0))

    init() {}

    /// Walks made so far (a test reads how often the table missed).
    var made: Int { table.withLock { $0.made } }
    /// Walks held now.
    var held: Int { table.withLock { $0.entries.count } }

    /// Terms 0 ..< `count` (at least 1) of `x' = x + a` from `start`, as `RepeatedSum(start:a:b:count:)` computes
    /// them.
    func sum(start: Double, a: Double, count: Int) -> RepeatedSum {
        let count = Swift.max(1, count)
        if let step = RepeatedSum.exactStep(start: start, a: a, b: 0, count: count)
            ?? RepeatedSum.steadyStep(start: start, a: a, b: 0, count: count)
        {
            return RepeatedSum(count: count, start: start, step: step, walk: nil)
        }
        var walked = count
        if count > Self.reach {
            walked = IGListRowRun.span
        } else if count > Self.shortCount {
            walked = Self.shortCount
            while walked < count { walked <<= 1 }
        }
        let key = (start.bitPattern, a.bitPattern, walked)
        let walk = table.withLock { t -> RepeatedSum.Walk? in
            t.clock &+= 1
            for i in t.entries.indices
            where t.entries[i].start == key.0 && t.entries[i].a == key.1 && t.entries[i].count == key.2 {
                t.entries[i].used = t.clock
                return t.entries[i].walk
            }
            // Walked (`walking`): the terms are the loop's whichever way they are computed.
            let walk = RepeatedSum(start: start, a: a, b: 0, count: walked, walking: true).walk
            t.made &+= 1
            let entry = Entry(start: key.0, a: key.1, count: key.2, walk: walk, used: t.clock)
            if t.entries.count < Self.capacity {
                t.entries.append(entry)
            } else if let oldest = t.entries.indices.min(by: { t.entries[$0].used < t.entries[$1].used }) {
                t.entries[oldest] = entry
            }
            return walk
        }
        return RepeatedSum(count: count, start: start, step: 0, walk: walk)
    }

    /// How a row holds `sum`, made by `sum(start:a:count:)`: in place when exact, else by its numbers.
    func handle(_ sum: RepeatedSum, a: Double) -> IGListRowSum {
        guard sum.walk != nil else { return .held(sum) }
        return .walked(start: sum.start, a: a, count: sum.count, walks: self)
    }

    /// The first term the loop does not move from, when the loop from it still takes a term within `sum`'s
    /// count (the stall `RepeatedSum` reports for a sum walked to that count).
    static func settledTerm(_ sum: RepeatedSum) -> Int? {
        guard let s = sum.settledTerm, s + 1 < sum.count else { return nil }
        return s
    }
}
