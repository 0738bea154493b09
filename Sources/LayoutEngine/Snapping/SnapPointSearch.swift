/// Finding snap points in a prepared layout by rect queries, never by a walk of every cell: the cells whose extent
/// meets a band along the scroll axis, the cells whose snap offset lies in an interval, and the cells at the
/// nearest distinct offsets beyond a point. Each is a band query over the section index and each section's own
/// search (uniform sections by their closed forms), filtered exactly in physical space.
///
/// A cell is a candidate when its frame has positive area; an orthogonal compositional section offers only the
/// cells of its first group (every group repeats their extents on the outer axis).
struct SnapPointSearch {
    /// The snapping whose anchor places the offsets.
    let anchor: SnapAnchor
    let axis: FlingAxis
    /// `L` of `anchor`.
    let distance: Double
    /// How many more candidate cells the search may read before it refuses the request
    /// (`LayoutError.tooManyAttributes`): a bound on the work a request can ask for, far above what any answer
    /// within the attribute limit needs.
    var reading: Int
    /// The attribute limit named in that refusal.
    let limit: Int
    /// The orthogonal sections of a `compositional` layout, in order, with the band their first group's cells
    /// span along the scroll axis (computing space): the section index places such a section where the query
    /// moved by its `orthogonalContentOffset` meets it, but a snap offset is the cell's own, at rest.
    let orthogonal: [(section: Int, minY: Double, maxY: Double)]
    /// The largest `maxY` of `orthogonal[0...i]`, to search them by binary search.
    let orthogonalPrefixMaxY: [Double]

    init(anchor: SnapAnchor, axis: FlingAxis, limit: Int, layout: PreparedLayout) {
        self.anchor = anchor
        self.axis = axis
        self.distance = axis.anchorDistance(anchor)
        self.limit = limit
        self.reading = Swift.min(limit, Int.max / 8) &* 4 &+ 4096
        var orthogonal: [(section: Int, minY: Double, maxY: Double)] = []
        if case .compositional = layout.description.family {
            for (s, section) in layout.family.sections.enumerated() {
                guard let cells = section.items as? CompositionalCells, cells.orthogonalContentOffset != nil,
                    cells.run.count > 0
                else { continue }
                var minY = Double.infinity
                var maxY = -Double.infinity
                for i in 0..<Self.firstGroupEnd(cells) {
                    let f = cells.frame(at: i)
                    minY = Swift.min(minY, f.y)
                    maxY = Swift.max(maxY, f.y + f.height)
                }
                if minY <= maxY { orthogonal.append((s, minY, maxY)) }
            }
        }
        orthogonal.sort { $0.minY < $1.minY }
        self.orthogonal = orthogonal
        var running = -Double.infinity
        orthogonalPrefixMaxY = orthogonal.map { o in
            running = Swift.max(running, o.maxY)
            return running
        }
    }

    /// One past the last item of an orthogonal section's first group.
    static func firstGroupEnd(_ cells: CompositionalCells) -> Int {
        Swift.min(cells.run.count > 1 ? cells.run.group(1).firstItem : cells.count, cells.count)
    }

    /// The snap point of a cell at `frame` (physical) of `section`, `item`.
    @inline(__always)
    func point(_ frame: Rect, section: Int, item: Int, horizontal: Bool) -> SnapPoint {
        let min = horizontal ? frame.x : frame.y
        let length = horizontal ? frame.width : frame.height
        return SnapPoint(
            offset: axis.snapOffset(min: min, length: length, anchor: anchor, distance: distance), min: min,
            max: min + length, section: section, item: item)
    }
}

extension PreparedLayout {
    /// The main scroll axis as a fling reads it.
    var flingAxis: FlingAxis {
        let cv = description.collectionView
        return horizontal
            ? FlingAxis(
                size: cv.size.width, t: cv.contentInset.left, b: cv.contentInset.right,
                contentLength: contentSize.width, mirrored: mirrored)
            : FlingAxis(
                size: cv.size.height, t: cv.contentInset.top, b: cv.contentInset.bottom,
                contentLength: contentSize.height, mirrored: false)
    }

    /// One candidate of `forEachSnapCell`: charged to the search's reading bound, then passed to `body` as a snap
    /// point when its frame (computing space) has positive area and meets the band. A static function of its
    /// inputs, so the closures that call it capture no local function (which would make Swift check every access
    /// to the count at run time).
    @inline(__always)
    static func visit(
        _ computingFrame: Rect, section s: Int, item: Int, band minY: Double, _ maxY: Double, _ reading: inout Int,
        _ search: SnapPointSearch, _ space: ComputingSpace, _ horizontal: Bool, _ body: (SnapPoint) -> Void
    ) throws(LayoutError) {
        reading &-= 1
        if reading < 0 { throw .tooManyAttributes(limit: search.limit) }
        guard computingFrame.width > 0 && computingFrame.height > 0 else { return }
        guard computingFrame.y + computingFrame.height > minY && computingFrame.y < maxY else { return }
        let frame = space.physical(computingFrame)
        guard frame.width > 0 && frame.height > 0 else { return }
        body(search.point(frame, section: s, item: item, horizontal: horizontal))
    }

    /// Calls `body` with the snap point of every candidate cell whose physical extent along the scroll axis may
    /// meet `lo...hi` (a superset: callers filter exactly), each once.
    /// - Complexity: O(log sections + sections met + cells read), each section searched by its own band query.
    func forEachSnapCell(
        near lo: Double, _ hi: Double, _ search: inout SnapPointSearch, _ body: (SnapPoint) -> Void
    ) throws(LayoutError) {
        // The band in computing space, a little wider than the rounding of mirroring can move an edge.
        let w = contentSize.width
        var (minY, maxY) = horizontal && mirrored ? (w - hi, w - lo) : (lo, hi)
        let margin = (Swift.max(minY.magnitude, maxY.magnitude) + w.magnitude) * 0x1p-45 + 0x1p-1000
        minY -= margin
        maxY += margin
        var reading = search.reading
        let read = search
        let flip = horizontal
        let sections = family.sections
        var walk = index?.sections(meeting: minY, maxY, offsets: minY, minY) ?? .all(sections.count)
        while let (s, met) = walk.next() {
            guard met else { continue }
            let items = sections[s].items
            // Orthogonal sections are met by their own band, below.
            if let cells = items as? CompositionalCells, cells.orthogonalContentOffset != nil { continue }
            try items.forEachCandidate(minY: minY, maxY: maxY) { i throws(LayoutError) in
                try Self.visit(
                    items.frame(at: i), section: s, item: i, band: minY, maxY, &reading, read, space, flip, body)
            }
        }
        // The orthogonal sections whose first group's band meets the band: from the first whose running maxY
        // passes minY, while their minY is below maxY (their bands are in order).
        let orthogonal = search.orthogonal
        var k = search.orthogonalPrefixMaxY.partitionPoint { $0 > minY }
        while k < orthogonal.count && orthogonal[k].minY < maxY {
            let (s, _, high) = orthogonal[k]
            k += 1
            guard high > minY, let cells = sections[s].items as? CompositionalCells else { continue }
            for i in 0..<SnapPointSearch.firstGroupEnd(cells) {
                try Self.visit(
                    cells.frame(at: i), section: s, item: i, band: minY, maxY, &reading, read, space, flip, body)
            }
        }
        search.reading = reading
    }

    /// Every candidate cell whose extent meets `(lo, hi)`: `max > lo && min < hi`.
    func snapCells(meeting lo: Double, _ hi: Double, _ search: inout SnapPointSearch) throws(LayoutError) -> [SnapPoint]
    {
        var found: [SnapPoint] = []
        try forEachSnapCell(near: lo, hi, &search) { p in
            if p.max > lo && p.min < hi { found.append(p) }
        }
        return found
    }

    /// Every candidate cell whose snap offset lies in `[a, b]`.
    func snapCells(offsetsIn a: Double, _ b: Double, _ search: inout SnapPointSearch) throws(LayoutError) -> [SnapPoint]
    {
        // `s = e - L` rises with `e`, and `e` lies within the cell's extent: the cells whose `e` lies near
        // `[a + L, b + L]` hold every one, with room for the rounding of the subtraction.
        let l = search.distance
        let slack = (a.magnitude + b.magnitude + l.magnitude) * 0x1p-44 + 0x1p-1000
        var found: [SnapPoint] = []
        try forEachSnapCell(near: (a + l) - slack, (b + l) + slack, &search) { p in
            if p.offset >= a && p.offset <= b { found.append(p) }
        }
        return found
    }

    /// The cells at the `count` distinct snap offsets nearest beyond `x` (`s > x` when `upward`, else `s < x`), in
    /// snap order; all there are when fewer. With `stop`, it also stops after the first offset at or past it.
    ///
    /// Intervals of snap offsets beyond `x` are searched one after another, each twice as long as the one before
    /// (from the bounds' length, up to 64 of them), until enough offsets are found; an empty interval is followed
    /// by one that reaches the nearest cell beyond (`nearestCellExtent`), or ends the search when there is none.
    /// Each interval's cells are all found (`snapCells(offsetsIn:_:_:)`), so the offsets come out complete and in
    /// order.
    func snapGroups(
        beyond x: Double, upward: Bool, count: Int, stop: Double? = nil, _ search: inout SnapPointSearch
    ) throws(LayoutError) -> [SnapPoint] {
        var result: [SnapPoint] = []
        guard count > 0 else { return result }
        let reach = 4e15 + search.distance.magnitude + search.axis.size
        var near = x
        var span = Swift.max(search.axis.size, 1)
        var distinct = 0
        var last = Double.nan
        let l = search.distance
        while true {
            let far = upward ? near + span : near - span
            var batch = try upward ? snapCells(offsetsIn: near, far, &search) : snapCells(offsetsIn: far, near, &search)
            batch.removeAll { upward ? !($0.offset > near) : !($0.offset < near) }
            if batch.isEmpty {
                // Nothing here: the next interval reaches the nearest cell beyond, found from each section's own
                // search (its offset lies within its extent less `L`), so a gap before dense content is crossed
                // in one step rather than by doubling into the content; none beyond, and the search is over.
                switch nearestCellExtent(beyond: far + l, upward: upward, search) {
                case .nothing: return Self.inSnapOrder(result)
                case .cell(let min, let max):
                    let edge = (upward ? max : min) - l
                    near = far
                    span = Swift.max((edge - near).magnitude * (1 + 0x1p-40) + 1, search.axis.size)
                    if upward ? far > reach : far < -reach { return Self.inSnapOrder(result) }
                    continue
                case .unknown: break
                }
            }
            batch.sort(
                by: upward ? SnapPoint.precedes : { SnapPoint.precedes(Self.reversedKey($0), Self.reversedKey($1)) })
            for p in batch {
                if p.offset != last {
                    if distinct == count { return Self.inSnapOrder(result) }
                    if let stop, distinct > 0, upward ? last >= stop : last <= stop { return Self.inSnapOrder(result) }
                    distinct += 1
                    last = p.offset
                }
                result.append(p)
            }
            // The interval held every cell of its offsets: the last one's group is whole.
            if distinct == count { return Self.inSnapOrder(result) }
            if let stop, upward ? last >= stop : last <= stop { return Self.inSnapOrder(result) }
            if upward ? far > reach : far < -reach { return Self.inSnapOrder(result) }
            near = far
            // Doubling, up to 64 bounds' lengths: gaps are crossed by the jump above, so a long interval is never
            // what reaches dense content.
            span = Swift.min(span * 2, 64 * Swift.max(search.axis.size, 1))
        }
    }

    /// What lies beyond a point along the scroll axis, for the size of the search's next interval.
    enum Beyond {
        /// A cell whose extent reaches past the point (physical), near the first such.
        case cell(min: Double, max: Double)
        /// No cell at all.
        case nothing
        /// Not found cheaply (a section's candidates scanned as far as the bound allows).
        case unknown
    }

    /// The physical extent along the scroll axis of a cell near the first beyond `e` (`upward`: whose extent
    /// reaches past `e`, the first in each section's order whose does, the nearest of those; downward the same the
    /// other way), `.nothing` when no cell lies beyond, `.unknown` when a section's candidates beyond the point
    /// run past what is scanned. A hint for the size of the next interval only: it need not be the very nearest,
    /// and a zero-area cell may be it.
    /// - Complexity: O(log sections + sections between `e` and the cell found), each searched by its own band
    ///   query, plus at most `scanned` candidates of each.
    func nearestCellExtent(beyond e: Double, upward: Bool, _ search: SnapPointSearch, scanned: Int = 4096) -> Beyond {
        // In computing space the physical direction flips when a horizontal layout is mirrored.
        let flips = horizontal && mirrored
        let w = contentSize.width
        let y = flips ? w - e : e
        let increasing = upward != flips
        let sections = family.sections
        var best: Rect?
        var complete = true
        func better(_ f: Rect) -> Bool {
            guard let b = best else { return true }
            return increasing ? f.y + f.height < b.y + b.height : f.y > b.y
        }
        let range =
            index?.candidates(minY: increasing ? y : -.infinity, maxY: increasing ? .infinity : y)
            ?? 0..<sections.count
        let order: [Int] = increasing ? Array(range) : range.reversed()
        for s in order {
            if let b = best {
                // Cells lie within their section, and sections follow one another.
                if increasing && sections[s].start >= b.y + b.height { break }
                if !increasing && Swift.max(sections[s].end, sections[s].reachEnd) <= b.y { break }
            }
            let items = sections[s].items
            if let cells = items as? CompositionalCells, cells.orthogonalContentOffset != nil { continue }
            // The section's candidates are a superset: the first (or last) one whose frame reaches past the point.
            let candidates =
                increasing ? items.candidates(minY: y, maxY: .infinity) : items.candidates(minY: -.infinity, maxY: y)
            var found: Rect?
            var k = 0
            while k < Swift.min(scanned, candidates.count) {
                let f = items.frame(at: increasing ? candidates.lowerBound + k : candidates.upperBound - 1 - k)
                if increasing ? f.y + f.height > y : f.y < y {
                    found = f
                    break
                }
                k += 1
            }
            if let f = found {
                if better(f) { best = f }
            } else if candidates.count > scanned {
                complete = false
            }
        }
        for o in search.orthogonal {
            let f = Rect(x: 0, y: o.minY, width: 1, height: o.maxY - o.minY)
            if (increasing ? o.maxY > y : o.minY < y) && better(f) { best = f }
        }
        guard let b = best else { return complete ? .nothing : .unknown }
        let physical = space.physical(b)
        let min = horizontal ? physical.x : physical.y
        let length = horizontal ? physical.width : physical.height
        return .cell(min: min, max: min + length)
    }

    /// A point whose offset sorts the other way (index paths keep their order), to walk downward in snap order
    /// by offset.
    static func reversedKey(_ p: SnapPoint) -> SnapPoint {
        var r = p
        r.offset = -p.offset
        return r
    }

    /// `points` sorted in snap order.
    static func inSnapOrder(_ points: [SnapPoint]) -> [SnapPoint] { sortedIfNeeded(points) }

    /// The union of point lists, each in snap order, in snap order, each cell once.
    /// - Complexity: O(n) for n points in all: a merge, not a sort.
    static func merged(_ lists: [SnapPoint]...) -> [SnapPoint] {
        var all = lists.first ?? []
        for list in lists.dropFirst() { all = merging(all, list) }
        return all
    }

    /// Two lists in snap order merged into one, each cell once (a cell's point is the same wherever it is found,
    /// so its copies meet side by side).
    static func merging(_ a: [SnapPoint], _ b: [SnapPoint]) -> [SnapPoint] {
        var result: [SnapPoint] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let p: SnapPoint
            if j == b.count || (i < a.count && !SnapPoint.precedes(b[j], a[i])) {
                p = a[i]
                i += 1
            } else {
                p = b[j]
                j += 1
            }
            if let last = result.last, last.section == p.section, last.item == p.item { continue }
            result.append(p)
        }
        return result
    }

    /// `points` in snap order: as they are when the search found them so (a list's rows come in order), else
    /// sorted.
    static func sortedIfNeeded(_ points: [SnapPoint]) -> [SnapPoint] {
        var k = 1
        while k < points.count {
            if SnapPoint.precedes(points[k], points[k - 1]) { return points.sorted(by: SnapPoint.precedes) }
            k += 1
        }
        return points
    }

    /// The contract's listing for the window `[w0, w1]`: every cell whose extent meets `(w0, w1 + size)` or whose
    /// offset lies in `[w0, w1]`, and beyond each end of the window every cell at the `beyond` nearest distinct
    /// offsets, in snap order.
    func snapPoints(window w0: Double, _ w1: Double, beyond: Int, _ search: inout SnapPointSearch) throws(LayoutError)
        -> [SnapPoint]
    {
        // The cells meeting `(w0, w1 + size)` and those whose offset lies in `[w0, w1]`, by one band query over
        // both bands (each cell once): `snapCells(meeting:)` and `snapCells(offsetsIn:)` together.
        let end = w1 + search.axis.size
        let l = search.distance
        let slack = (w0.magnitude + w1.magnitude + l.magnitude) * 0x1p-44 + 0x1p-1000
        var window: [SnapPoint] = []
        try forEachSnapCell(
            near: Swift.min(w0, (w0 + l) - slack), Swift.max(end, (w1 + l) + slack), &search
        ) { p in
            if (p.max > w0 && p.min < end) || (p.offset >= w0 && p.offset <= w1) { window.append(p) }
        }
        let below = try snapGroups(beyond: w0, upward: false, count: beyond, &search)
        let above = try snapGroups(beyond: w1, upward: true, count: beyond, &search)
        return Self.merged(Self.sortedIfNeeded(window), below, above)
    }
}
