/// The sections' extents along the scroll axis, in computing space, so a query finds the sections it meets by
/// binary search instead of visiting every one.
///
/// A section's extent is the union of everything it can draw, at rest and pinned: its items' reach
/// (`ItemFrames.reach`: a compositional anchored supplementary with an offset, an orthogonal section's elements as
/// the moved query sees them), its supplementaries' resting frames and, for those that pin with a bound, the
/// whole range their follower moves them through, and its decorations. A section that draws nothing has no
/// extent and is never met. Headers that follow without end (`until: never`, IGListKit's last header) are held
/// apart, in `UnboundedFollowers`: their pinned reach is not a section's extent (it would make every section
/// above meet every query below).
///
/// Extents need not be ordered (IGListKit's sections share rows; boundary items move by `absoluteOffset`), so the
/// search reads two monotone keys: `prefixMaxEnd[s]`, the largest end of sections `0...s`, and
/// `suffixMinStart[s]`, the smallest start of sections `s...`. Every section meeting a band `minY..<maxY` lies
/// in `first..<last`, `first` the first section whose prefix end passes `minY` and `last` past the last whose
/// suffix start is above `maxY`; each one in between is tested against its own extent.
struct SectionIndex: Sendable {
    private let starts: [Double]
    private let ends: [Double]
    /// The two keys, nil where they are `ends` and `starts` themselves (extents in order, the usual case: then
    /// they are not stored).
    private let prefixMaxEnd: [Double]?
    private let suffixMinStart: [Double]?
    let unbounded: UnboundedFollowers

    /// Extents (`starts[s] > ends[s]` for a section that draws nothing) and the unbounded followers.
    init(starts: [Double], ends: [Double], unbounded: UnboundedFollowers) {
        precondition(starts.count == ends.count, "one extent per section")
        self.starts = starts
        self.ends = ends
        self.unbounded = unbounded
        let n = starts.count
        let endsAscend = ends.withUnsafeBufferPointer { e in (1..<Swift.max(n, 1)).allSatisfy { e[$0 - 1] <= e[$0] } }
        prefixMaxEnd =
            endsAscend
            ? nil
            : ends.withUnsafeBufferPointer { e in
                [Double](exactCount: n) { prefix in
                    var running = -Double.infinity
                    for s in 0..<n {
                        running = Swift.max(running, e[s])
                        prefix[s] = running
                    }
                }
            }
        let startsAscend = starts.withUnsafeBufferPointer { b in
            (1..<Swift.max(n, 1)).allSatisfy { b[$0 - 1] <= b[$0] }
        }
        suffixMinStart =
            startsAscend
            ? nil
            : starts.withUnsafeBufferPointer { b in
                [Double](exactCount: n) { suffix in
                    var running = Double.infinity
                    var s = n - 1
                    while s >= 0 {
                        running = Swift.min(running, b[s])
                        suffix[s] = running
                        s -= 1
                    }
                }
            }
    }

    /// The number of sections.
    var count: Int { starts.count }

    /// Whether section `s`'s extent meets the band `minY..<maxY` (positive overlap, as `Rect.intersects`).
    @inline(__always)
    func meets(_ s: Int, minY: Double, maxY: Double) -> Bool { starts[s] < maxY && minY < ends[s] }

    /// Every section that may meet the band, as a range of sections to test one by one with `meets`.
    /// - Complexity: O(log sections).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        guard minY < maxY else { return 0..<0 }
        let first = (prefixMaxEnd ?? ends).partitionPoint { $0 > minY }
        let last = (suffixMinStart ?? starts).partitionPoint { !($0 < maxY) }
        return first < last ? first..<last : first..<first
    }

    /// Calls `body` with every section whose own extent meets the band, or whose unbounded header may meet the
    /// query band at scroll offset `o` (`UnboundedFollowers.sections`), once each, in increasing order, and
    /// whether its extent meets the band (when not, only its header-edge supplementaries can).
    /// - Complexity: O(log sections + sections in the searched range + unbounded headers met, each with a
    ///   log factor): for extents that stack in order (every family but a few outliers), the sections met.
    @inline(__always)
    func forEachSection<E: Error>(
        meeting minY: Double, _ maxY: Double, at o: Double, _ body: (Int, Bool) throws(E) -> Void
    ) throws(E) {
        try forEachSection(meeting: minY, maxY, offsets: o, o, body)
    }

    /// `forEachSection(meeting:_:at:)` for every scroll offset in `oLow...oHigh` at once: each section whose extent
    /// meets the band, or whose unbounded header may meet it at some offset of the range.
    @inline(__always)
    func forEachSection<E: Error>(
        meeting minY: Double, _ maxY: Double, offsets oLow: Double, _ oHigh: Double,
        _ body: (Int, Bool) throws(E) -> Void
    ) throws(E) {
        var walk = sections(meeting: minY, maxY, offsets: oLow, oHigh)
        while let (s, met) = walk.next() { try body(s, met) }
    }

    /// `forEachSection`'s sections as an iterator (a loop over it captures nothing).
    @inline(__always)
    func sections(meeting minY: Double, _ maxY: Double, offsets oLow: Double, _ oHigh: Double) -> SectionsMet {
        SectionsMet(
            index: self, minY: minY, maxY: maxY, range: candidates(minY: minY, maxY: maxY),
            extra: unbounded.isEmpty ? [] : unbounded.sections(meeting: minY, maxY, offsets: oLow, oHigh))
    }

    /// The candidate range merged with the unbounded headers' sections: each section once, in increasing order,
    /// with whether its own extent meets the band.
    struct SectionsMet: IteratorProtocol {
        /// `nil`: every section of `range` is met (no index: the walk over every section).
        let index: SectionIndex?
        let minY: Double
        let maxY: Double
        var range: Range<Int>
        let extra: [Int]
        var k = 0

        /// Every one of `count` sections, in order (no index).
        static func all(_ count: Int) -> SectionsMet {
            SectionsMet(index: nil, minY: 0, maxY: 0, range: 0..<count, extra: [])
        }

        @inline(__always)
        mutating func next() -> (Int, Bool)? {
            while let s = range.first {
                if k < extra.count && extra[k] < s {
                    k += 1
                    return (extra[k - 1], false)
                }
                range = range.dropFirst()
                let met = index?.meets(s, minY: minY, maxY: maxY) ?? true
                if k < extra.count && extra[k] == s {
                    k += 1
                    return (s, met)
                }
                if met { return (s, true) }
            }
            if k < extra.count {
                k += 1
                return (extra[k - 1], false)
            }
            return nil
        }
    }
}

/// Headers whose follower has no upper bound, in section order, under a tree of bounds so a query visits only
/// those that can meet it.
///
/// At offset `o` such a header stands at `y = max(o + c, lo)` (`hi` is +∞) and reaches `y + h`. Each node of
/// the tree holds the least and greatest `c` and `lo` and the greatest `h` of the headers below it; since
/// rounding is monotone, every header below has `max(fl(o + minC), minLo) <= y <= max(fl(o + maxC), maxLo)` and
/// `y + h <= fl(that upper bound + maxH)`, so a node whose bounds miss the band holds no header that meets it and
/// is skipped whole. Headers at rest lie in their sections' extents already; the pinned ones all stand at the
/// pin line, so a band away from it skips them at once, and a band across it meets them (they are the answer).
struct UnboundedFollowers: Sendable {
    /// One header: its section, follower and height.
    struct Entry: Sendable {
        var section: Int
        var c: Double
        var lo: Double
        var h: Double
    }

    /// A node's bounds over the headers below it.
    private struct Bounds: Sendable {
        var minC = Double.infinity
        var maxC = -Double.infinity
        var minLo = Double.infinity
        var maxLo = -Double.infinity
        var maxH = -Double.infinity
        var minH = Double.infinity

        mutating func merge(_ other: Bounds) {
            minC = Swift.min(minC, other.minC)
            maxC = Swift.max(maxC, other.maxC)
            minLo = Swift.min(minLo, other.minLo)
            maxLo = Swift.max(maxLo, other.maxLo)
            maxH = Swift.max(maxH, other.maxH)
            minH = Swift.min(minH, other.minH)
        }

        /// Whether a header below may meet `minY..<maxY` at some offset in `oLow...oHigh` (its origin grows
        /// with the offset).
        @inline(__always)
        func mayMeet(minY: Double, maxY: Double, offsets oLow: Double, _ oHigh: Double) -> Bool {
            let low = Swift.max(oLow + minC, minLo)
            let high = Swift.max(oHigh + maxC, maxLo)
            return low < maxY && minY < high + maxH
        }

        /// Whether every header below meets `minY..<maxY` at every offset in `oLow...oHigh` (each stands at or
        /// above the highest origin and reaches at least the lowest origin plus the least height).
        @inline(__always)
        func allMeet(minY: Double, maxY: Double, offsets oLow: Double, _ oHigh: Double) -> Bool {
            let low = Swift.max(oLow + minC, minLo)
            let high = Swift.max(oHigh + maxC, maxLo)
            return high < maxY && minY < low + minH && minH > 0
        }
    }

    let entries: [Entry]
    /// A complete binary tree over `entries` (leaves from `leafBase`), node `i`'s children `2i` and `2i + 1`.
    private let tree: [Bounds]
    private let leafBase: Int
    /// The entries below each node: `first[i]..<end[i]`.
    private let first: [Int32]
    private let end: [Int32]

    static let none = UnboundedFollowers([])

    /// The headers, in increasing section order.
    init(_ entries: [Entry]) {
        self.entries = entries
        var base = 1
        while base < entries.count { base <<= 1 }
        leafBase = base
        var tree = [Bounds](repeating: Bounds(), count: entries.isEmpty ? 0 : 2 * base)
        for (k, e) in entries.enumerated() {
            tree[base + k] = Bounds(minC: e.c, maxC: e.c, minLo: e.lo, maxLo: e.lo, maxH: e.h, minH: e.h)
        }
        var first = [Int32](repeating: 0, count: tree.count)
        var end = [Int32](repeating: 0, count: tree.count)
        if !entries.isEmpty {
            for k in 0..<base {
                first[base + k] = Int32(Swift.min(k, entries.count))
                end[base + k] = Int32(Swift.min(k + 1, entries.count))
            }
            var i = base - 1
            while i >= 1 {
                first[i] = first[2 * i]
                end[i] = end[2 * i + 1]
                i -= 1
            }
        }
        self.first = first
        self.end = end
        if !entries.isEmpty {
            var i = base - 1
            while i >= 1 {
                var b = tree[2 * i]
                b.merge(tree[2 * i + 1])
                tree[i] = b
                i -= 1
            }
        }
        self.tree = tree
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The sections (increasing, each once) of the headers that may meet `minY..<maxY` at some offset in
    /// `oLow...oHigh` (one offset: `oLow == oHigh`).
    /// - Complexity: O((1 + k) · log u) for u headers of which k are reported, when the headers share one `c`
    ///   and one height (no `stickHeight`, or headers of one height); otherwise also the nodes whose mixed
    ///   bounds straddle the band.
    func sections(meeting minY: Double, _ maxY: Double, offsets oLow: Double, _ oHigh: Double) -> [Int] {
        var result: [Int] = []
        guard !entries.isEmpty, minY < maxY else { return result }
        var stack: [Int] = [1]
        stack.reserveCapacity(64)
        while let i = stack.popLast() {
            guard tree[i].mayMeet(minY: minY, maxY: maxY, offsets: oLow, oHigh) else { continue }
            if tree[i].allMeet(minY: minY, maxY: maxY, offsets: oLow, oHigh) {
                // Every header below meets the band (those pinned at the line, typically): all of them, at once.
                for k in Int(first[i])..<Int(end[i]) { result.append(entries[k].section) }
            } else if i >= leafBase {
                result.append(entries[i - leafBase].section)
            } else {
                // Right first, so the left child is popped (and reported) first.
                stack.append(2 * i + 1)
                stack.append(2 * i)
            }
        }
        return result
    }
}

extension PreparedLayout {
    /// The index of `family`'s sections under `pinning`: each section's extent (`SectionIndex`), its headers
    /// that follow without end held apart.
    /// - Complexity: O(sections + supplementaries + decorations), plus `ItemFrames.reach` per section (O(1)
    ///   but for compositional runs solved group by group, O(groups)).
    static func sectionIndex(of family: FamilyLayout, pinning: Pinning) -> SectionIndex {
        let n = family.sections.count
        var starts = [Double](repeating: .infinity, count: n)
        var ends = [Double](repeating: -.infinity, count: n)
        var unbounded: [UnboundedFollowers.Entry] = []
        family.sections.withUnsafeBufferPointer { sections in
            for s in sections.indices {
                (starts[s], ends[s]) = extent(of: SectionView(sections, s), s, isLast: s == n - 1, pinning, &unbounded)
            }
        }
        return SectionIndex(starts: starts, ends: ends, unbounded: UnboundedFollowers(unbounded))
    }

    /// Where one section's elements may lie along y at any offset (its followers' reach included), the section
    /// read where it lies (`SectionView`); followers with no bound are added to `unbounded`.
    @inline(__always)
    private static func extent(
        of section: SectionView, _ s: Int, isLast: Bool, _ pinning: Pinning,
        _ unbounded: inout [UnboundedFollowers.Entry]
    ) -> (low: Double, high: Double) {
        var low = Double.infinity
        var high = -Double.infinity
        let end = Swift.max(section.end, section.reachEnd)
        let start = section.start
        if let r = section.withItems({ $0.reach(start: start, end: end) }) {
            low = r.minY
            high = r.maxY
        }
        let host = Pinning.Host(
            contentTop: section.contentTop, contentEnd: section.contentEnd, end: section.end,
            bounded: !(isLast && pinning.lastHeaderUnbounded))
        if let parts = section.parts, parts.supplementaries.count + parts.decorations.count > 4, host.bounded,
            pinning.until != .never
        {
            // Many parts (a compositional layout section's boundary items): their extent from their bounds
            // (`SectionParts.reach`) and their followers' (a header's reaches the host's end, a footer's its
            // content top), wider than the parts by a rounding margin, not by scanning them.
            let a = section.anchors
            let anchorLow = Swift.min(a.start, a.contentEnd, a.end, a.groupsStart, a.groupsEnd) + section.shift
            let anchorHigh = Swift.max(a.start, a.contentEnd, a.end, a.groupsStart, a.groupsEnd) + section.shift
            let margin = parts.reach + (anchorLow.magnitude + anchorHigh.magnitude + parts.reach) * 0x1p-40 + 0x1p-1000
            return (Swift.min(low, anchorLow - margin, host.contentTop), Swift.max(high, anchorHigh + margin, host.end))
        }
        let supplementaries = section.supplementaries
        for i in 0..<supplementaries.count {
            let e = supplementaries[i]
            low = Swift.min(low, e.frame.minY)
            high = Swift.max(high, e.frame.maxY)
            guard let f = pinning.follower(of: e, section: s, in: host) else { continue }
            if f.isBounded {
                // Every origin the follower gives lies in `lo...hi` (and rounding is monotone).
                low = Swift.min(low, f.lo)
                high = Swift.max(high, f.hi + e.frame.height)
            } else {
                unbounded.append(.init(section: s, c: f.c, lo: f.lo, h: e.frame.height))
            }
        }
        for d in section.decorations {
            low = Swift.min(low, d.frame.minY)
            high = Swift.max(high, d.frame.maxY)
        }
        return (low, high)
    }
}

extension FamilyLayout {
    /// Every resting frame moved down by `shift` (`shortContentAlignment: bottom`), and with them the
    /// sections' bounds that pinning reads; `contentSize` does not change.
    mutating func shift(by shift: Double) {
        for s in sections.indices {
            sections[s].shift = shift
            sections[s].items = sections[s].items.shifted(by: shift)
        }
        for i in layoutSupplementaries.indices { layoutSupplementaries[i].frame.y += shift }
    }
}
