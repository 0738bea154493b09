/// The frames of one section's items, in the vertical space the families compute in.
///
/// Families answer range queries without materialising what they can skip: explicit frames binary search,
/// uniform sections use closed forms.
protocol ItemFrames: Sendable {
    /// Number of items.
    var count: Int { get }
    /// Number of elements the items answer for `"all"`: `count` cells, plus compositional's anchored
    /// supplementaries (`Int.max` when that overflows).
    var elementCount: Int { get }
    /// The resting frame of `item`.
    func frame(at item: Int) -> Rect
    /// Whether the layout itself laid `item` out at an estimate (compositional: a cell not measured along an
    /// estimated dimension); what the request calls an estimate is in its annotations.
    func isEstimatedByLayout(_ item: Int) -> Bool
    /// Every item whose frame may intersect the band `minY..<maxY` lies in the returned range (a superset is
    /// allowed; the caller filters).
    func candidates(minY: Double, maxY: Double) -> Range<Int>
    /// Calls `body` with every item whose frame may intersect the band, in increasing item order (a superset is
    /// allowed; the caller filters). Families whose band items are not one tight range (waterfall columns that
    /// drift apart) override it; the default walks `candidates`.
    func forEachCandidate(minY: Double, maxY: Double, _ body: (Int) throws(LayoutError) -> Void) throws(LayoutError)
    /// Initializes every item's cell attributes, in item order, at `start` (uninitialized room for `elementCount`) and
    /// returns the address after the last (the `"all"` query). A requirement with a default, so each family's
    /// witness is the default specialised for it: `frame(at:)` is a direct call, not one existential dispatch
    /// per cell.
    func writeCells(
        section: Int, zIndex: ZIndexScheme, to start: UnsafeMutablePointer<LayoutAttributes>
    ) -> UnsafeMutablePointer<LayoutAttributes>
    /// Adds the cells `collector`'s query selects (`forEachCandidate`, filtered), charging each candidate to
    /// its budget. A requirement with a default, so each family's witness is the default specialised for it:
    /// the band walk, `frame(at:)` and the collector's test are direct calls, not existential dispatches per
    /// candidate.
    func collectCells(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme
    ) throws(LayoutError)
    /// `collectCells` for the frames moved down by `shift` (`ShiftedFrames`): the closed forms move their rows, the
    /// default walks the band's candidates moved.
    func collectCells(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme, shift: Double
    ) throws(LayoutError)
    /// The first item whose frame holds an impossible number, or nil (`RangeCheck`); scanning every item when
    /// `scanningAll`, else a closed form's first and last. A requirement with a default, so frames held in an
    /// array scan it directly instead of one existential dispatch per item.
    func firstOutOfRange(scanningAll: Bool) -> Int?
    /// The band along the scroll axis that everything the items draw can meet a query in (the section index's
    /// part for them), `nil` without items; `start` and `end` are the section's. The default is the section's
    /// own band: the four families' items lie inside it (a property test holds the index to a walk of every
    /// section).
    func reach(start: Double, end: Double) -> (minY: Double, maxY: Double)?
    /// The same frames moved down by `shift` along the scroll axis (`shortContentAlignment: bottom`): each frame's
    /// `y` becomes `y + shift`, as if the family had placed it there.
    func shifted(by shift: Double) -> any ItemFrames
    /// A compositional section's first group's start and last group's end, as placed (its boundary items are
    /// placed from them); nil in the other families.
    var groupEdges: (start: Double, end: Double)? { get }
    /// What an anchor report takes from these items (`AnchorPick`): the default walks the band's candidates
    /// (`walkedAnchorPick`); an orthogonal compositional section, whose every cell meets the band, computes it.
    func anchorPick(
        in bounds: Rect, reversed: Bool, accepts: (Int, Rect) -> Bool
    ) -> AnchorPick
    /// `anchorPick` for the frames moved down by `shift` (`ShiftedFrames`).
    func anchorPick(
        in bounds: Rect, reversed: Bool, shift: Double, accepts: (Int, Rect) -> Bool
    ) -> AnchorPick
}

extension ItemFrames {
    /// One element per item.
    var elementCount: Int { count }

    /// None: only compositional sections have groups.
    var groupEdges: (start: Double, end: Double)? { nil }

    /// None: the four families lay every item out at the size the request gives.
    func isEstimatedByLayout(_ item: Int) -> Bool { false }

    /// The section's band, when it has items.
    func reach(start: Double, end: Double) -> (minY: Double, maxY: Double)? { count > 0 ? (start, end) : nil }

    /// `ShiftedFrames` over these frames.
    func shifted(by shift: Double) -> any ItemFrames { ShiftedFrames(base: self, shift: shift) }

    /// Walks `candidates(minY:maxY:)`.
    /// - Complexity: that of `candidates` plus the range's length.
    func forEachCandidate(minY: Double, maxY: Double, _ body: (Int) throws(LayoutError) -> Void) throws(LayoutError) {
        for i in candidates(minY: minY, maxY: maxY) { try body(i) }
    }

    /// Writes a cell for every item with `frame(at:)`.
    /// - Complexity: O(count).
    func writeCells(
        section s: Int, zIndex: ZIndexScheme, to start: UnsafeMutablePointer<LayoutAttributes>
    ) -> UnsafeMutablePointer<LayoutAttributes> {
        let n = count
        for i in 0..<n {
            (start + i).initialize(
                to: LayoutAttributes(cellAt: s, item: i, frame: frame(at: i), zIndex: zIndex.cell(section: s, item: i)))
        }
        return start + n
    }
}

/// Explicit frames with two monotone envelopes, so a band query binary searches any family's frames.
///
/// `prefixMaxBottom[i]` is the largest `maxY` of items `0...i`; `suffixMinTop[i]` the smallest `minY` of items
/// `i...`. Both are non-decreasing, so the first item that can reach below `minY` and the last that can start
/// above `maxY` are found by binary search; for the families here (rows, lines and columns laid out in order)
/// the range between them is exactly the band's items plus a row's width of neighbours.
///
/// Built without the envelopes (`indexed: false`: the `"all"` query, which never asks for candidates, and a
/// request answered at one offset, which asks once) it keeps only the frames and finds the same range by one
/// scan of them: building the envelopes is itself such a scan plus 16 bytes written per item, so a single
/// query never pays for them (for 1,000,000 items, 16 MB neither computed nor page-faulted in). The frames may
/// be a slice of an array that holds every section's (flow, waterfall).
struct ExplicitFrames: ItemFrames {
    let frames: ArraySlice<Rect>
    private let prefixMaxBottom: [Double]
    private let suffixMinTop: [Double]
    /// Bounds the family knows for its frames without the envelopes: no top above `topBound`, no bottom below
    /// `bottomBound` (infinite when it knows none).
    private let topBound: Double
    private let bottomBound: Double
    /// Whether the tops never decrease in item order (a shortest-first waterfall section: each item goes where
    /// the shortest column ends, and no column shrinks), so the scan finds the range's end forwards.
    private let topsAscend: Bool

    init(_ frames: [Rect], indexed: Bool = true) {
        self.init(slice: frames[...], indexed: indexed)
    }

    init(
        slice frames: ArraySlice<Rect>, indexed: Bool = true, topBound: Double = -.infinity,
        bottomBound: Double = .infinity, topsAscend: Bool = false
    ) {
        self.frames = frames
        self.topBound = topBound
        self.bottomBound = bottomBound
        self.topsAscend = topsAscend
        let n = indexed ? frames.count : 0
        // Written once each, without zero-filling first (that pass over 16 MB per 1,000,000 items showed in
        // profiles).
        self.prefixMaxBottom = frames.withUnsafeBufferPointer { f in
            [Double](exactCount: n) { prefix in
                var running = -Double.infinity
                for i in 0..<n {
                    running = Swift.max(running, f[i].y + f[i].height)
                    prefix[i] = running
                }
            }
        }
        self.suffixMinTop = frames.withUnsafeBufferPointer { f in
            [Double](exactCount: n) { suffix in
                var running = Double.infinity
                var i = n - 1
                while i >= 0 {
                    running = Swift.min(running, f[i].y)
                    suffix[i] = running
                    i -= 1
                }
            }
        }
    }

    var count: Int { frames.count }

    func frame(at item: Int) -> Rect { frames[frames.startIndex &+ item] }

    /// - Complexity: O(log n); O(n) when built without the envelopes.
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        if prefixMaxBottom.count != frames.count { return scannedCandidates(minY: minY, maxY: maxY) }
        // First index whose prefix max bottom exceeds minY: items before it all end at or above minY.
        let lower = prefixMaxBottom.partitionPoint { $0 > minY }
        // First index whose suffix min top is at or beyond maxY: it and all after start at or below maxY.
        let upper = suffixMinTop.partitionPoint { $0 >= maxY }
        return lower < upper ? lower..<upper : lower..<lower
    }

    /// The range `candidates` finds with the envelopes, found without them: the first item whose bottom exceeds
    /// `minY` is where the prefix maximum of bottoms first does, and one past the last item whose top is above
    /// `maxY` is where the suffix minimum of tops first reaches `maxY`. The frames are finite (`RangeCheck` ran).
    /// A band below every bottom (`bottomBound <= minY`) gives `n..<n`, and one above every top (`topBound >=
    /// maxY`) ends where it starts, without scanning for the end. When the tops ascend, the end is the first item
    /// from `lower` whose top reaches `maxY` (every later one's does too), found forwards: the same range.
    /// - Complexity: O(n).
    func scannedCandidates(minY: Double, maxY: Double) -> Range<Int> {
        frames.withUnsafeBufferPointer { f in
            let n = f.count
            if bottomBound <= minY { return n..<n }
            var lower = 0
            while lower < n && !(f[lower].y + f[lower].height > minY) { lower &+= 1 }
            if topBound >= maxY { return lower..<lower }
            if topsAscend {
                var upper = lower
                while upper < n && f[upper].y < maxY { upper &+= 1 }
                return lower..<upper
            }
            var upper = n
            while upper > lower && !(f[upper &- 1].y < maxY) { upper &-= 1 }
            return lower..<upper
        }
    }

    /// Adds the cells of `range` that `collector`'s query selects, in order, reading the frames array directly
    /// (no closure call per candidate): each candidate is tested and counted against the limit, as
    /// `collectCells`'s default and `AttributeCollector.add` do; with `band`, only the
    /// items whose frame meets the band `minY..<maxY` (bottom below `minY`, top above `maxY`) are candidates.
    /// The cells are gathered in a small buffer and appended a chunk at a time: one append per cell would make
    /// the array's uniqueness check (a runtime call, with every register saved around it) once per cell.
    @inline(__always)
    func collect(
        _ range: Range<Int>, into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme,
        band: Bool = false
    ) throws(LayoutError) {
        if range.isEmpty { return }
        collector.examined &+= range.count
        let query = collector.query
        let minY = query.minY
        let maxY = query.maxY
        let limit = collector.limit
        var count = collector.attributes.count
        try frames.withUnsafeBufferPointer { f throws(LayoutError) in
            try withUnsafeTemporaryAllocation(of: LayoutAttributes.self, capacity: 16) { chunk throws(LayoutError) in
                var k = 0
                for i in range {
                    let frame = f[i]
                    if band && !(frame.y + frame.height > minY && frame.y < maxY) { continue }
                    if !frame.intersects(query) { continue }
                    if count >= limit { throw .tooManyAttributes(limit: limit) }
                    chunk.initializeElement(
                        at: k,
                        to: LayoutAttributes(cellAt: s, item: i, frame: frame, zIndex: zIndex.cell(section: s, item: i))
                    )
                    k &+= 1
                    count &+= 1
                    if k == chunk.count {
                        collector.attributes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<k]))
                        k = 0
                    }
                }
                if k > 0 { collector.attributes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<k])) }
            }
        }
    }

    /// `candidates`, then `collect`.
    func collectCells(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme
    ) throws(LayoutError) {
        let query = collector.query
        try collect(candidates(minY: query.minY, maxY: query.maxY), into: &collector, section: s, zIndex: zIndex)
    }
}

/// A section without items, or an explicit section's items before the family points it at its frames: fits an
/// existential's inline buffer and holds no reference, so it costs neither an allocation nor reference counting.
struct NoItems: ItemFrames {
    var count: Int { 0 }

    func frame(at item: Int) -> Rect { preconditionFailure("no item \(item)") }

    /// None.
    /// - Complexity: O(1).
    func candidates(minY: Double, maxY: Double) -> Range<Int> { 0..<0 }
}

extension Array where Element == Double {
    /// The first index whose element satisfies `predicate`, for a predicate that is false then true along the
    /// array (binary search); `count` when none does.
    /// - Complexity: O(log n).
    func partitionPoint(_ predicate: (Double) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low &+ high) >> 1
            if predicate(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension Array {
    /// `count` elements, each written once by `body`, without zero-filling first. An empty result is `[]`: the
    /// standard library's uninitialized initializer stores the count into the shared empty-array storage even
    /// when it is 0, a write ThreadSanitizer reports when layouts on several threads do it at once.
    @inline(__always)
    init(exactCount count: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> Void) {
        if count == 0 {
            self = []
            return
        }
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            body(buffer)
            initialized = count
        }
    }
}

extension Array {
    /// `count` elements written by `body`, which runs even when `count` is 0 (with an empty buffer): the families
    /// lay every section out inside it, writing each explicit section's frames into its part of one array.
    @inline(__always)
    init(laidOutInto count: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> Void) {
        if count == 0 {
            body(UnsafeMutableBufferPointer(start: nil, count: 0))
            self = []
            return
        }
        self.init(exactCount: count, body)
    }
}

extension ItemList {
    /// The number of items listed one by one (0 for a uniform section).
    var explicitCount: Int {
        if case .explicit(let items) = self { items.count } else { 0 }
    }
}
