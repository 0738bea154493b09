extension IGListUniformFrames {
    /// Lays out `count` items of `size` from `cursor` and leaves `cursor` where IGListKit would after the last,
    /// exactly as `count` calls of `IGListCursor.place` would.
    ///
    /// Row 0 continues the current row when the first item fits and no header forces a new row; it starts a
    /// fresh row otherwise (no line spacing before a section's first row).
    /// - Complexity: the row's running sums (`IGListRowColumns`) + O(rows walked, a few hundred) + O(runs) memory.
    static func place(
        count: Int, size: Size, metrics m: IGListSectionMetrics, headerExists: Bool, stretchToEdge: Bool,
        grid: PixelGrid, cursor: inout IGListCursor, shapes: inout ShapeCache<Shape.Key, Shape>,
        runs: inout IGListRunCache, walks: IGListRowWalks, budget: inout WorkBudget,
        section s: Int
    ) throws(LayoutError) -> IGListUniformFrames {
        precondition(count > 0, "a uniform IGList section in closed form holds items")
        let length = Swift.min(size.width, m.paddedWidth)
        let tolerance = IGListSectionMetrics.overshootTolerance
        let freshFirstRow = headerExists || cursor.itemX + length > m.maxX + tolerance
        let firstRowX = freshFirstRow ? m.inset.left : cursor.itemX
        let firstRowRaw = freshFirstRow ? cursor.nextRowY : cursor.itemY
        let height = grid.ceil(size.height)
        let top = m.inset.top

        // Columns of row 0 and of every later row: the shape's.
        let key = Shape.Key(
            count: count, length: length, height: height, scale: grid.scale, firstRowX: firstRowX,
            left: m.inset.left, paddedWidth: m.paddedWidth, maxX: m.maxX, interitemSpacing: m.interitemSpacing,
            stretchToEdge: stretchToEdge)
        let placement = sharedShape(
            key, metrics: m, stretchToEdge: stretchToEdge, hint: freshFirstRow ? 0 : cursor.runTerm, shapes: &shapes,
            runs: &runs, walks: walks)
        let shape = placement.shape
        let firstRowCount = placement.firstRowCount
        let rowCapacity = placement.rowCapacity

        // Row 0's state, then the rest walked and extrapolated.
        let firstTop = grid.floor(firstRowRaw + top)
        let first = IGListRowTops.State(
            raw: firstRowRaw, top: firstTop, next: Swift.max((firstTop + height) - top, cursor.nextRowY))
        let rowCount = 1 + (count <= firstRowCount ? 0 : (count - firstRowCount + rowCapacity - 1) / rowCapacity)
        let frames: IGListUniformFrames
        let lastState: IGListRowTops.State
        let (lastRow, lastColumn) =
            count <= firstRowCount ? (0, count - 1) : (rowCount - 1, (count - firstRowCount - 1) % rowCapacity)
        if rowCount == 1 {
            // One row (most sections that continue a row): its state is row 0's, nothing walked.
            frames = IGListUniformFrames(
                shape: shape, oneRowTop: firstTop, columnShift: placement.columnShift, ownStart: placement.ownStart)
            lastState = first
        } else {
            let rows = try IGListRowTops(
                rowCount: rowCount, first: first, lineSpacing: m.lineSpacing, insetTop: top, height: height,
                grid: grid, budget: &budget, section: s)
            frames = IGListUniformFrames(
                shape: shape, rows: rows, rowCount: rowCount, columnShift: placement.columnShift,
                firstRowCount: firstRowCount, rowCapacity: rowCapacity, ownStart: placement.ownStart)
            lastState = rows.state(ofRow: lastRow)
        }

        // The cursor after the last item: its row, the x after it, the next-row line, the section's bounds.
        cursor.itemY = lastState.raw
        // `IGListRowColumns.after` of the last column, read in place (no copy of the columns).
        if let end = placement.end {
            cursor.itemX = end
        } else if placement.hasShapeCounts {
            cursor.itemX = shape.endX
        } else {
            // `frames.column(lastColumn, ofRow: lastRow)`, read off the shape here (the section's own storage is
            // read through three switches) unless row 0 is the section's own.
            let (x, length) =
                placement.ownStart == nil
                ? shape.column(lastRow == 0 ? lastColumn &+ placement.columnShift : lastColumn, ofRow: lastRow)
                : frames.column(lastColumn, ofRow: lastRow)
            cursor.itemX = x + (length + m.interitemSpacing)
        }
        // Read off a shared run, that x is the run's next term (`x + step`, the run's `(x + step) + 0`).
        // (Not past a stretched column: the x after it is the row's own.) A row 0 of the section's own is no run's.
        let lastShifted = lastRow == 0 ? lastColumn + placement.columnShift : lastColumn
        let (isContinued, origin, stretched) =
            lastRow == 0
            ? (placement.ownStart == nil && shape.firstRow.isContinued, shape.firstRow.origin, shape.firstRow.stretched)
            : (shape.row.isContinued, shape.row.origin, shape.row.stretched)
        let pastStretched = stretched.map { lastShifted >= $0 } ?? false
        cursor.runTerm = isContinued && !pastStretched ? origin + lastShifted + 1 : nil
        cursor.nextRowY = lastState.next
        // The first item stands where row 0 starts, `firstRowX` (a row's term 0, a run's term equal to the
        // cursor's x, or the own row's start), with its length unless it is stretched to the edge.
        let firstFrame =
            stretchToEdge
            ? nil : Rect(x: grid.floor(firstRowX), y: firstTop, width: grid.ceil(length), height: height)
        cursor.rolling = frames.rollingBounds(first: firstFrame)
        return frames
    }
}

extension IGListUniformFrames {
    /// A section's shape and what the section adds to it: where its row 0's columns start on the shape's row 0
    /// (`columnShift`) and its counts.
    struct Placement {
        var shape: Shape
        var columnShift = 0
        var firstRowCount: Int
        var rowCapacity: Int
        /// Where row 0 starts when the section runs it on its own (`Shape.OwnRows`).
        var ownStart: Double?
        /// Where `itemX` stands after the last item, when known already (`IGListRunCache.OwnRow`).
        var end: Double?

        init(_ shape: Shape) {
            self.shape = shape
            firstRowCount = shape.firstRowCount
            rowCapacity = shape.rowCapacity
        }

        /// Whether the section's columns and counts are the shape's own (then `Shape.endX` is its end).
        var hasShapeCounts: Bool {
            columnShift == 0 && firstRowCount == shape.firstRowCount && rowCapacity == shape.rowCapacity
                && ownStart == nil
        }
    }

    /// The shape of `key`. Its rows are read off the shared run of its item length and metrics
    /// (`IGListRowRun`) when row 0 starts on one of the run's terms, as it does when the previous section's items
    /// were as long: sections that each continue the row the last one left differ only in that term, so they share
    /// one shape (`Shape.init(continuing:run:)`) and each holds its term and counts (a one-row section in place,
    /// no heap block a section). A row 0 off the run is run on its own, the later rows still read off it, and
    /// kept only among the last few shapes (remembered by key, a hundred thousand of them would cost a hundred
    /// thousand entries); a shape found again by its key costs no search of the run. Rows that stretch to the edge
    /// are run on their own, each shape once per key, kept by key when row 0 starts at the left inset. A row run on
    /// its own holds no walk: its walked x's are kept by `walks`, a bounded table.
    /// - Complexity: O(log runs + log span) with the run (made once per item length and metrics), else the rows'
    ///   running sums.
    static func sharedShape(
        _ key: Shape.Key, metrics m: IGListSectionMetrics, stretchToEdge: Bool, hint: Int?,
        shapes: inout ShapeCache<Shape.Key, Shape>, runs: inout IGListRunCache,
        walks: IGListRowWalks
    ) -> Placement {
        if !stretchToEdge {
            let runKey = IGListRowRun.Key(key)
            if let run = runs.run(runKey) {
                guard let origin = run.origin(of: key.firstRowX, count: key.count, hint: hint) else {
                    // Row 0 off the run (the previous section's items were of another length): run on its own,
                    // the later rows still read off the run.
                    return offRun(key, metrics: m, run: run, shapes: &shapes, runs: &runs, walks: walks)
                }
                if origin == 0 { return Placement(shapes.shape(key) { Shape(key, run: run, origin: 0) }) }
                return continuing(key, run: run, origin: origin, shapes: &shapes, runs: &runs, walks: walks)
            }
        }
        // A row 0 at the left inset is every fresh section's; one at a new x is likely this section's alone.
        // Stretched rows are read off the run of their item length and metrics from the term row 0 starts on, if
        // any (the left inset is its term 0), else run on their own.
        let runKey = IGListRowRun.Key(key)
        let run = stretchToEdge ? runs.run(runKey) : nil
        if key.firstRowX == key.left {
            return Placement(
                shapes.shape(key) {
                    if let run, let origin = run.origin(of: key.firstRowX, count: key.count, hint: hint) {
                        return Shape(key, metrics: m, stretching: run, origin: origin, walks: walks)
                    }
                    return Shape(key, metrics: m, walks: walks)
                })
        }
        guard let run, let origin = run.origin(of: key.firstRowX, count: key.count, hint: hint) else {
            return Placement(shapes.recentShape(key) { Shape(key, metrics: m, walks: walks) })
        }
        if origin > 0 && origin <= run.stretchCandidate && origin < run.breaking {
            return continuingStretched(
                key, metrics: m, run: run, origin: origin, shapes: &shapes, runs: &runs, walks: walks)
        }
        return Placement(
            shapes.recentShape(key) { Shape(key, metrics: m, stretching: run, origin: origin, walks: walks) })
    }

    /// The placement of a section stretched to the edge whose row 0 continues `run` from its term `origin`, at or
    /// before the run's stretch candidate (`Shape.init(continuingStretched:metrics:run:walks:)` holds why its
    /// columns are the section's): the shape shared by every such section of `key`'s count and metrics, and the
    /// counts `Shape(key, metrics:stretching:origin:walks:)` would hold, its rows' capacities (read off the shared
    /// shape, `IGListRowColumns.StretchedCapacity`, or each row's columns made on the stack for it).
    static func continuingStretched(
        _ key: Shape.Key, metrics m: IGListSectionMetrics, run: IGListRowRun, origin: Int,
        shapes: inout ShapeCache<Shape.Key, Shape>, runs: inout IGListRunCache, walks: IGListRowWalks
    ) -> Placement {
        var shared = key
        shared.firstRowX = key.left
        shared.continuing = true
        var placement = Placement(
            runs.shared(shared, of: run, shapes: &shapes) {
                Shape(continuingStretched: shared, metrics: m, run: run, walks: walks)
            })
        placement.columnShift = origin
        // Each capacity read off the shape's (`IGListRowColumns.StretchedCapacity`), else its row made to count it.
        let capacities = placement.shape.stretchedCapacity
        func capacity(from o: Int, maximum: Int) -> Int {
            capacities?.capacity(run: run, origin: o, maximum: maximum)
                ?? IGListRowColumns(stretching: run, origin: o, metrics: m, maximum: maximum, walks: walks).capacity
        }
        let firstRowCount = capacity(from: origin, maximum: key.count)
        placement.firstRowCount = firstRowCount
        placement.rowCapacity = Swift.max(
            1, key.count > firstRowCount ? capacity(from: 0, maximum: key.count - firstRowCount) : firstRowCount)
        return placement
    }

    /// The placement of a section whose row 0 continues `run` from its term `origin`: the shape shared by every
    /// such section of `key`'s count and metrics, and the counts `Shape(key, run: run, origin: origin)` would
    /// hold (row 0's capacity from `origin`, the later rows' from term 0 with the items row 0 leaves).
    static func continuing(
        _ key: Shape.Key, run: IGListRowRun, origin: Int, shapes: inout ShapeCache<Shape.Key, Shape>,
        runs: inout IGListRunCache, walks: IGListRowWalks
    ) -> Placement {
        var shared = key
        shared.firstRowX = key.left
        shared.continuing = true
        var placement = Placement(
            runs.shared(shared, of: run, shapes: &shapes) { Shape(continuing: shared, run: run, walks: walks) })
        placement.columnShift = origin
        let firstRowCount = IGListRowColumns.capacity(continuing: run, origin: origin, maximum: key.count)
        placement.firstRowCount = firstRowCount
        placement.rowCapacity = laterRowCapacity(continuing: run, count: key.count, firstRowCount: firstRowCount)
        return placement
    }

    /// The capacity of a section's rows after row 0 when they are read off `run` (row 0's when it holds every
    /// item), at least 1.
    static func laterRowCapacity(continuing run: IGListRowRun, count: Int, firstRowCount: Int) -> Int {
        Swift.max(
            1,
            count > firstRowCount
                ? IGListRowColumns.capacity(continuing: run, origin: 0, maximum: count - firstRowCount)
                : firstRowCount)
    }

    /// The placement of a section whose row 0 starts off `run` (at an x none of its terms is): that row run on its
    /// own (`IGListRowColumns.init(from:…)`), the later rows read off the run, as `Shape(key, metrics:laterRows:
    /// walks:)` holds them. When the row's walk is the one `Shape.OwnRows.readCount` names (the row breaks within
    /// it, as almost every row does), the section holds only its start and counts beside the shape shared by
    /// sections continuing the run (its later rows are the run's from term 0, whatever their count: only their
    /// capacity differs, held by the section); otherwise it holds a shape of its own.
    static func offRun(
        _ key: Shape.Key, metrics m: IGListSectionMetrics, run: IGListRowRun,
        shapes: inout ShapeCache<Shape.Key, Shape>, runs: inout IGListRunCache, walks: IGListRowWalks
    ) -> Placement {
        var shared = key
        shared.firstRowX = key.left
        shared.continuing = true
        let shape = runs.shared(shared, of: run, shapes: &shapes) { Shape(continuing: shared, run: run, walks: walks) }
        // A key placed before needs no walk: its row's count, and its end when it has one row.
        let known = runs.ownRow(key)
        if known?.isHeld == false {
            return Placement(shapes.recentShape(key) { Shape(key, metrics: m, laterRows: run, walks: walks) })
        }
        var firstRowCount: Int
        var end: Double?
        if let known {
            firstRowCount = known.firstRowCount
            end = known.end
        } else {
            let own = IGListRowColumns(
                from: key.firstRowX, length: key.length, metrics: m, stretchToEdge: false, maximum: key.count,
                walks: walks)
            guard let reads = shape.ownRows,
                own.stretched == nil,
                own.xs.count == reads.readCount(from: key.firstRowX, count: key.count, length: key.length)
            else {
                runs.remember(key, IGListRunCache.OwnRow(isHeld: false, firstRowCount: 0, end: nil))
                return Placement(shapes.recentShape(key) { Shape(key, metrics: m, laterRows: run, walks: walks) })
            }
            firstRowCount = own.capacity
            // One row: the x after its last item, read while its walk is fresh in the table.
            end = key.count <= firstRowCount ? own.after(key.count - 1, spacing: key.interitemSpacing) : nil
            runs.remember(key, IGListRunCache.OwnRow(isHeld: true, firstRowCount: firstRowCount, end: end))
        }
        var placement = Placement(shape)
        placement.ownStart = key.firstRowX
        placement.firstRowCount = firstRowCount
        placement.end = end
        placement.rowCapacity = laterRowCapacity(continuing: run, count: key.count, firstRowCount: firstRowCount)
        return placement
    }

    /// IGListKit's `rollingSectionBounds` after the section's last item: the union of every item's frame, taken one
    /// frame at a time in item order as `IGListCursor.place` does, along y (only its y and height are read: the
    /// header above, the footer below, the section's start and end). Its x and width are the first frame's.
    ///
    /// Unions are not associative in floating point: each computes `height = max(y + height, frame.maxY) - y`
    /// afresh, so the result depends on the sequence. The frames' bottoms `V` do not decrease (rows go down), and
    /// every frame of a row shares its row's; so the sequence is runs of equal `V`. A frame whose `V` passes the
    /// union's own bottom sets the height to `V - y` whatever came before; the frames of a run after its first
    /// move the height to a fixed point of `h -> max(y + h, V) - y` within two steps (`y + (M - y)` rounds to a
    /// fixed point at once); and bottoms a pixel apart pass a union's bottom, which lies within an ulp of the
    /// previous run's `V`. So the union of every frame is the union of the last run's frames (at most three) after
    /// the run before it (at most three), started where that run starts: O(log rows) to find the runs.
    /// `first` is `frame(at: 0)` when the caller knows it already.
    func rollingBounds(first known: Rect? = nil) -> Rect {
        let first = known ?? frame(at: 0)
        let top = first.y
        // Every frame's height (the first frame's, read once: each read of the section's own goes through its
        // storage).
        let height = first.height
        let n = rowCount
        // Rows whose frames end at `v`: from the first whose top reaches `t` (tops do not decrease) to `end`.
        func run(endingAt end: Int) -> (first: Int, bottom: Double) {
            // Row 0's top is the first frame's.
            let t = end == 1 ? top : topOfRow(end - 1)
            // Tops do not decrease: when the row before is above, every earlier one is, and the search would find
            // `end - 1` (rows a pixel or more apart, the usual case, settle here in O(1)).
            if end < 2 || topOfRow(end - 2) < t { return (end - 1, t + height) }
            var low = 0
            var high = end - 1
            while low < high {
                let mid = (low + high) >> 1
                if topOfRow(mid) >= t { high = mid } else { low = mid + 1 }
            }
            return (low, t + height)
        }
        // Frames on rows `a ..< b`.
        func frames(_ a: Int, _ b: Int) -> Int {
            let end = b >= n ? count : firstItem(ofRow: b)
            return end - firstItem(ofRow: a)
        }
        func union(_ h: Double, _ v: Double) -> Double { Swift.max(top + h, v) - top }
        let last = run(endingAt: n)
        var h: Double
        var repeats: Int
        if last.first == 0 {
            // One run: the first frame, then the rest of it.
            h = first.height
            repeats = Swift.min(frames(0, n) - 1, 3)
        } else {
            let before = run(endingAt: last.first)
            if before.first == 0 {
                h = first.height
                for _ in 0..<Swift.min(frames(0, last.first) - 1, 3) { h = union(h, before.bottom) }
            } else {
                h = before.bottom - top
                for _ in 0..<Swift.min(frames(before.first, last.first) - 1, 2) { h = union(h, before.bottom) }
            }
            repeats = Swift.min(frames(last.first, n), 3)
        }
        for _ in 0..<repeats { h = union(h, last.bottom) }
        return Rect(x: first.x, y: top, width: first.width, height: h)
    }
}

/// A request's shared runs (`IGListRowRun`, one per item length and metrics) and the shapes shared by sections that
/// continue them (`Shape.init(continuing:run:walks:)`, `Shape.init(continuingStretched:metrics:run:walks:)`), the
/// last few of those compared first by what their key adds to the run's (count, item height, scale, stretching):
/// a hundred thousand sections cycling through a few counts find theirs without comparing whole keys.
struct IGListRunCache {
    private var runs = ShapeCache<IGListRowRun.Key, IGListRowRun>()
    private var recent: [Entry] = []
    private var next = 0

    private struct Entry {
        let run: IGListRowRun
        let count: Int
        let height: Double
        let scale: Double
        let stretchToEdge: Bool
        let shape: IGListUniformFrames.Shape
    }

    /// Shared shapes compared first.
    private static var recentLimit: Int { 8 }

    /// Sections placed off a run (`IGListUniformFrames.offRun`), by key: the first `ownRowLimit` keys, so sections
    /// cycling through a few dozen keys place theirs without walking their row again.
    private var ownRows: [IGListUniformFrames.Shape.Key: OwnRow] = [:]
    private static var ownRowLimit: Int { 1_024 }

    /// How a section off the run was placed: holding its row's start (`isHeld`), with its row 0's count and the x
    /// after its last item when it has one row; or with a shape of its own.
    struct OwnRow {
        let isHeld: Bool
        let firstRowCount: Int
        let end: Double?
    }

    /// How a section of `key` off the run was placed, if remembered.
    func ownRow(_ key: IGListUniformFrames.Shape.Key) -> OwnRow? { ownRows[key] }

    /// Remembers how a section of `key` off the run was placed (the first `ownRowLimit` keys).
    mutating func remember(_ key: IGListUniformFrames.Shape.Key, _ row: OwnRow) {
        if ownRows.count < Self.ownRowLimit { ownRows[key] = row }
    }

    /// The run of `key`, nil when its step is negative or not finite (`IGListRowRun.init`).
    mutating func run(_ key: IGListRowRun.Key) -> IGListRowRun? {
        runs.optionalShape(key) { IGListRowRun(key) }
    }

    /// The shape of `key` shared by sections continuing `run` (of `key`'s item length and metrics), from
    /// `shapes.recentShape` (made by `make` the first time) unless found among the last few: an entry of the same
    /// run whose count, height, scale and stretching equal `key`'s has a key equal to it (the rest of a shared key
    /// is the run's key, and its `firstRowX` the left inset).
    mutating func shared(
        _ key: IGListUniformFrames.Shape.Key, of run: IGListRowRun,
        shapes: inout ShapeCache<IGListUniformFrames.Shape.Key, IGListUniformFrames.Shape>,
        _ make: () -> IGListUniformFrames.Shape
    ) -> IGListUniformFrames.Shape {
        for e in recent
        where e.run === run && e.count == key.count && e.height == key.height && e.scale == key.scale
            && e.stretchToEdge == key.stretchToEdge
        {
            return e.shape
        }
        let shape = shapes.recentShape(key, make)
        let entry = Entry(
            run: run, count: key.count, height: key.height, scale: key.scale, stretchToEdge: key.stretchToEdge,
            shape: shape)
        if recent.count < Self.recentLimit {
            recent.append(entry)
        } else {
            recent[next] = entry
            next = (next + 1) % Self.recentLimit
        }
        return shape
    }
}
