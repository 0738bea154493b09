/// The terms of `x[n + 1] = (x[n] + a) + b` exactly as a loop computes them in floating point, in O(log) per
/// term and memory that does not grow with the count: the one way closed forms of uniform sections (flow line
/// tops and columns, waterfall rows, magazine rows, IGListKit columns, flow's line fill) reproduce the running
/// sums of their explicit equivalents.
///
/// Three ways, one answer:
/// - *Exact.* When `start`, `a` and `b` are multiples of one power of two `2^e` and every value the loop
///   reaches (each `x[n]` and `x[n] + a`) stays below `2^(52+e)` in magnitude, no addition rounds: the loop's
///   terms are the exact `start + n·(a + b)`, which `start + Double(n) * (a + b)` computes without rounding
///   too. Whole and half points, the usual case, are exact up to 10^15: nothing is stored and each term is O(1).
/// - *Steady.* When every value stays inside `start`'s binade and the first two steps are equal, every step is
///   the first, `d` (`steadyStep`): the terms are `start + n·d`, again without rounding, nothing stored.
/// - *Walked.* Otherwise `start + n·(a + b)` is not the loop's answer: each addition rounds, and over thousands
///   of terms the roundings add up to more than a micro-point. But the loop is provably periodic: rounding to a
///   binade's evenly spaced doubles commutes with adding an even multiple `t` of that spacing, so once `x` has
///   moved by such a `t` in `p` terms, the next `p` terms are the last `p` plus `t`, and the next `q·p` plus
///   `q·t`, for every `q` that keeps each intermediate value (`x`, `x + a`) inside its binade. Within a binade
///   the increment depends only on `x` modulo twice the spacing (which way a tie rounds), so a period of one or
///   two terms shows after a few; the walk jumps that far, walks on into the next binade until it is periodic
///   again, and so on: a few terms a binade, a few hundred at most whatever the count.
struct RepeatedSum: Sendable {
    /// Terms `first ..< first + count`: with `k, j = offset / period, %`, `stored[base + j] + (k + 1)·shift` when
    /// the run shifts (it begins a period past the terms it repeats), else `stored[base + min(offset, period - 1)]`
    /// (terms stored one by one, or one term repeated to the end).
    struct Run: Sendable {
        var first: Int
        var count: Int
        var base: Int
        var period: Int
        var shift: Double
    }

    static let maxPeriod = 8

    /// A walked sum's terms: stored one by one until a period is proven, then runs of periods (shared, never
    /// copied: a sum is 32 bytes whichever way it is computed). One heap block holds it all, the runs' words and
    /// then the stored terms' (a section walking its own line tops allocates once, not once per array and again
    /// as each grows); it is written once by `make` and only read after.
    struct Walk: @unchecked Sendable {
        /// Written once, by `make`, before any reader sees it (hence `@unchecked`: `ManagedBuffer` is never
        /// `Sendable` itself).
        final class Storage: ManagedBuffer<Header, UInt64> {}

        struct Header {
            let runCount: Int
            let storedCount: Int
            /// The first term after which the loop's next term equals it (every later one does then); -1 if none.
            let settled: Int
        }

        let storage: Storage

        /// Words per run: its first term, its base and period (32 bits each: both are below the number of stored
        /// terms, a few per binade), its shift's bits. A run's count is where the next begins, so it is not
        /// stored: 24 bytes a run.
        static let runWords = 3

        static func make(stored: UnsafeBufferPointer<Double>, runs: UnsafeBufferPointer<Run>, settled: Int?) -> Walk {
            let header = Header(runCount: runs.count, storedCount: stored.count, settled: settled ?? -1)
            let storage = unsafeDowncast(
                Storage.create(minimumCapacity: runs.count * runWords + stored.count) { _ in header },
                to: Storage.self)
            storage.withUnsafeMutablePointerToElements { words in
                var p = words
                for run in runs {
                    p[0] = UInt64(bitPattern: Int64(run.first))
                    p[1] =
                        UInt64(truncatingIfNeeded: run.base) & 0xFFFF_FFFF | UInt64(truncatingIfNeeded: run.period)
                        << 32
                    p[2] = run.shift.bitPattern
                    p += runWords
                }
                for v in stored {
                    p.initialize(to: v.bitPattern)
                    p += 1
                }
            }
            return Walk(storage: storage)
        }

        /// The header, read through a pointer: `ManagedBuffer.header` is a class's stored property, and each read
        /// of it is checked for overlapping accesses at run time (two runtime calls a read, in every term).
        @inline(__always)
        var header: Header { storage.withUnsafeMutablePointerToHeader { $0.pointee } }

        var runCount: Int { header.runCount }
        /// The first term after which the loop's next term equals it (every later one does then).
        var settled: Int? { header.settled < 0 ? nil : header.settled }

        /// The first term of run `i`.
        @inline(__always)
        func first(ofRun i: Int) -> Int {
            storage.withUnsafeMutablePointerToElements { Int(Int64(bitPattern: $0[i &* Self.runWords])) }
        }

        /// Stored term `j`.
        @inline(__always)
        func stored(_ j: Int) -> Double {
            let offset = header.runCount &* Self.runWords
            return storage.withUnsafeMutablePointerToElements { Double(bitPattern: $0[offset &+ j]) }
        }

        /// A run as stored: its terms from `first` on are `stored(base + j) + (k + lift)·shift`, with
        /// `k, j = offset / period, %` (`lift` 1 for a run that shifts: it begins a period past the terms it
        /// repeats), or, when it does not shift, `stored(base + min(offset, period - 1))`.
        struct StoredRun {
            let first: Int
            let base: Int
            let period: Int
            let shift: Double
            var lift: Int { shift == 0 ? 0 : 1 }
        }

        /// Run `i`.
        @inline(__always)
        func run(_ i: Int) -> StoredRun {
            storage.withUnsafeMutablePointerToElements { words in
                let p = words + i &* Self.runWords
                return StoredRun(
                    first: Int(Int64(bitPattern: p[0])), base: Int(p[1] & 0xFFFF_FFFF), period: Int(p[1] >> 32),
                    shift: Double(bitPattern: p[2]))
            }
        }

        /// Term `n` of run `i`.
        @inline(__always)
        func term(_ n: Int, inRun i: Int) -> Double {
            let run = run(i)
            let offset = n - run.first
            if run.shift == 0 { return stored(run.base + Swift.min(offset, run.period - 1)) }
            let k = offset / run.period
            return stored(run.base + offset - k * run.period) + Double(k + run.lift) * run.shift
        }

        /// The last run whose first term is at most `n`.
        @inline(__always)
        func runIndex(of n: Int) -> Int {
            var low = 0
            var high = runCount - 1
            while low < high {
                let mid = (low + high + 1) >> 1
                if first(ofRun: mid) <= n { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    /// Number of terms.
    let count: Int
    /// Term 0.
    let start: Double
    /// Every term's step when the sum needs no walk (`walk` nil: `a + b`, or the steady step); 0 for a walked sum.
    let step: Double
    /// The walked sum's terms (nil when exact).
    let walk: Walk?

    /// Terms 0 ..< `count` (at least 1) of the loop from `start`; `walking` walks even an exact sum (tests hold
    /// the two ways equal).
    init(start: Double, a: Double, b: Double, count: Int, walking: Bool = false) {
        let count = Swift.max(1, count)
        self.count = count
        self.start = start
        if !walking,
            let step = Self.exactStep(start: start, a: a, b: b, count: count)
                ?? Self.steadyStep(start: start, a: a, b: b, count: count)
        {
            self.step = step
            walk = nil
            return
        }
        step = 0
        walk = Self.walk(start: start, a: a, b: b, count: count)
    }

    /// A sum already computed: `count` terms from `start`, each `step` apart when `walk` is nil (an exact sum's
    /// parts, kept apart by a frames type that shares its count and step among sections).
    init(count: Int, start: Double, step: Double, walk: Walk?) {
        self.count = count
        self.start = start
        self.step = step
        self.walk = walk
    }

    /// The sum `init(start:a:b:count:)` made, from what a section keeps of it (its start and walk): a sum that
    /// needed no walk steps by the loop's first step, `((start + a) + b) - start` (`exactStep`'s `a + b`, or
    /// `steadyStep`'s).
    init(start: Double, a: Double, b: Double, count: Int, walk: Walk?) {
        self.init(count: count, start: start, step: walk == nil ? ((start + a) + b) - start : 0, walk: walk)
    }

    /// `a + b` when every value the loop from `start` reaches in `count` terms is a multiple of one power of two
    /// `2^e` below `2^(52+e)` in magnitude (so no addition rounds), else nil. Every bound is tested on a value
    /// computed in doubles: a true value at or past the bound, a power of two, cannot round below it.
    static func exactStep(start: Double, a: Double, b: Double, count: Int) -> Double? {
        guard start.isFinite, a.isFinite, b.isFinite else { return nil }
        // The exponent of the lowest set bit of every value that is not 0.
        let e = Swift.min(lowestBit(start), lowestBit(a), lowestBit(b))
        if e == Int.max { return 0 }
        guard e <= 1023 - 52 else { return nil }
        // 2^(52 + e), a normal double for every e from -1074 on.
        let bound = Double(bitPattern: UInt64(52 + e + 1023) << 52)
        let step = a + b
        let span = Double(count - 1) * step
        let last = start + span
        guard a.magnitude < bound, b.magnitude < bound, step.magnitude < bound, span.magnitude < bound,
            start.magnitude < bound, (start + a).magnitude < bound, last.magnitude < bound, (last + a).magnitude < bound
        else { return nil }
        return step
    }

    /// The loop's first step, when every step the loop takes in `count` terms from `start` equals it: every term
    /// `start + n·step`, computed so without rounding; else nil (the sum is walked).
    ///
    /// Why: inside one binade (magnitudes in `[low, 2·low)`, spacing `u`) every value is a multiple of `u`, and
    /// `x + a` rounds to `x` plus a multiple of `u` that depends only on `x / u` modulo 2 (which way a tie goes),
    /// and so does `y + b`. So the loop's step depends only on the parity of `x / u`; two equal steps from `start`
    /// cover both parities the loop meets (`x1` has the other parity when the step is an odd multiple of `u`, the
    /// same one when even), and every step is the first while every value stays in the binade. The values are the
    /// terms `start + n·d` and the sums `y_n = x_n + a`, which for each parity of `n` are `y_0` or `y_1` plus
    /// `k·2d`: both lines are monotone, so their ends bound them. Each end is required strictly inside the binade:
    /// a value that sat on `low` could be the rounding of a true sum below it, rounded there at half the spacing.
    /// `start + n·d` is exact: `n·d` is a multiple of `u` below `2·low` and the sum one of the binade's doubles.
    /// Large coordinates with steps that round (tenths at a million points, micro-points at 10^8) are the usual
    /// case: one step of arithmetic a section instead of a walk.
    static func steadyStep(start: Double, a: Double, b: Double, count: Int) -> Double? {
        guard count >= 2, start.isFinite, a.isFinite, b.isFinite else { return nil }
        let biased = (start.bitPattern >> 52) & 0x7FF
        guard biased > 52 else { return nil }
        let (low, _) = binade(of: start)
        let high = 2 * low
        let negative = start < 0
        @inline(__always) func inside(_ v: Double) -> Bool {
            let m = v.magnitude
            return m > low && m < high && (v < 0) == negative
        }
        let y0 = start + a
        let x1 = y0 + b
        let y1 = x1 + a
        let x2 = y1 + b
        guard inside(start), inside(y0), inside(x1), inside(y1), inside(x2) else { return nil }
        let d = x1 - start
        guard d != 0, x2 - x1 == d else { return nil }
        // The last term, and the last sum `y_n` of each parity (`n` up to `count - 1`, one past the last the loop
        // adds to: the check only widens).
        let last = Double(count - 1)
        let evenPairs = Double((count - 1) / 2)
        let oddPairs = Double((count - 2) / 2)
        guard inside(start + last * d), inside(y0 + evenPairs * (2 * d)), inside(y1 + oddPairs * (2 * d)) else {
            return nil
        }
        return d
    }

    /// The exponent of `v`'s lowest set bit (`exponent - significandWidth`), `Int.max` for 0; read from the bits.
    @inline(__always)
    static func lowestBit(_ v: Double) -> Int {
        let bits = v.bitPattern & 0x7FFF_FFFF_FFFF_FFFF
        if bits == 0 { return Int.max }
        let biased = Int(bits >> 52)
        let fraction = bits & 0x000F_FFFF_FFFF_FFFF
        if biased == 0 { return -1074 + fraction.trailingZeroBitCount }  // subnormal: fraction · 2^-1074
        return biased - 1075 + (fraction == 0 ? 52 : fraction.trailingZeroBitCount)
    }

    /// Whether the sum needed no storage (every term `start + n·step`, exact or steady).
    var isExact: Bool { walk == nil }

    /// The first term `n` whose next term the loop computes equal to it (`(x + a) + b == x`, so every later term is
    /// `x` too), if the sum settles within its count.
    var settledTerm: Int? {
        guard let walk else { return step == 0 && count > 1 ? 0 : nil }
        return walk.settled
    }

    /// The walk: terms stored one by one until a period is proven, then jumped over. Walked into buffers on the
    /// stack (onto the heap only past their room, a walk of dozens of binades), then copied into one `Walk`.
    private static func walk(start: Double, a: Double, b: Double, count: Int) -> Walk {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 64) { storedRoom in
            withUnsafeTemporaryAllocation(of: Run.self, capacity: 16) { runRoom in
                var stored = GrowingBuffer(room: storedRoom)
                var runs = GrowingBuffer(room: runRoom)
                defer {
                    stored.release()
                    runs.release()
                }
                let settled = walk(start: start, a: a, b: b, count: count, stored: &stored, runs: &runs)
                return Walk.make(stored: stored.elements, runs: runs.elements, settled: settled)
            }
        }
    }

    /// The walk's steps, into `stored` and `runs`; returns the settled term, if any.
    private static func walk(
        start: Double, a: Double, b: Double, count: Int, stored: inout GrowingBuffer<Double>,
        runs: inout GrowingBuffer<Run>
    ) -> Int? {
        stored.append(start)
        runs.append(Run(first: 0, count: 1, base: 0, period: 1, shift: 0))
        /// Appends a walked term, extending the last run when it is a walked one.
        func append(_ x: Double, term n: Int) {
            stored.append(x)
            let i = runs.count - 1
            if runs[i].shift == 0 && runs[i].base + runs[i].count == stored.count - 1
                && runs[i].period == runs[i].count
            {
                runs[i].count += 1
                runs[i].period += 1
            } else {
                runs.append(Run(first: n, count: 1, base: stored.count - 1, period: 1, shift: 0))
            }
        }
        var n = 1
        var x = start
        while n < count {
            let next = (x + a) + b
            if !next.isFinite {
                // Past the range of doubles (or NaN): every further term is impossible too; the range check
                // refuses the layout, so one stored value stands for them all.
                append(next, term: n)
                if n + 1 < count {
                    runs.append(
                        Run(first: n + 1, count: count - n - 1, base: stored.count - 1, period: 1, shift: 0))
                }
                return nil
            }
            if next == x {
                // The sum no longer moves: every further term is this one. `x` is stored again: after a jump it
                // is not the last stored term (that one lies a period back, and is `x` less the jump).
                stored.append(x)
                runs.append(Run(first: n, count: count - n, base: stored.count - 1, period: 1, shift: 0))
                return n - 1
            }
            x = next
            append(x, term: n)
            n += 1
            let tail = runs[runs.count - 1]
            guard n < count, tail.shift == 0, tail.count >= 2 else { continue }
            for p in 1...Swift.min(Self.maxPeriod, tail.count - 1) {
                let earlier = stored[stored.count - 1 - p]
                let t = x - earlier
                guard t.isFinite, t != 0, earlier + t == x, x - t == earlier else { continue }
                let periodStart = stored.count - p
                var q = (count - n) / p
                for j in periodStart..<stored.count where q > 0 {
                    let v = stored[j - 1]
                    q = Swift.min(q, Self.periods(v, shift: t))
                    if q > 0 { q = Swift.min(q, Self.periods(v + a, shift: t)) }
                    if q > 0 { q = Swift.min(q, Self.periods((v + a) + b, shift: t)) }
                }
                guard q > 0 else { continue }
                runs.append(Run(first: n, count: q * p, base: periodStart, period: p, shift: t))
                n += q * p
                x = x + Double(q) * t
                break
            }
        }
        return nil
    }

    /// Term `n` (0 ..< count).
    /// - Complexity: O(1) when exact, O(log runs) walked.
    @inline(__always)
    func term(_ n: Int) -> Double {
        guard let walk else { return n == 0 || step == 0 ? start : start + Double(n) * step }
        return walk.term(n, inRun: walk.runIndex(of: n))
    }

    /// Calls `body` with each term of `range` (within 0 ..< count) in order, each exactly `term(n)`: one search for
    /// the first, then each run walked in turn, so O(log runs + terms) instead of `term`'s O(log runs) a term.
    @inline(__always)
    func forEachTerm(in range: Range<Int>, _ body: (_ n: Int, _ value: Double) -> Void) {
        guard !range.isEmpty else { return }
        guard let walk else {
            for n in range { body(n, term(n)) }
            return
        }
        var r = walk.runIndex(of: range.lowerBound)
        var n = range.lowerBound
        while n < range.upperBound {
            // `term`'s search picks the last run whose first is at most n: this one until the next one starts.
            let end =
                r + 1 < walk.runCount ? Swift.min(range.upperBound, walk.first(ofRun: r + 1)) : range.upperBound
            while n < end {
                body(n, walk.term(n, inRun: r))
                n += 1
            }
            r += 1
        }
    }

    /// The last term.
    var last: Double { term(count - 1) }

    /// The first `n` whose term is at least `value`, for a non-decreasing sum (`a + b >= 0`); `count` if none.
    /// - Complexity: O(1) when exact (the quotient, corrected by comparing terms), O(log count · log runs) walked.
    func firstTerm(atLeast value: Double) -> Int {
        if walk == nil && step > 0 {
            // The quotient is within a term or two of the answer; each correction compares terms, so the answer
            // is the binary search's whatever the quotient's rounding.
            let estimate = ((value - start) / step).rounded(.up)
            if estimate.isFinite {
                var n = estimate <= 0 ? 0 : estimate >= Double(count) ? count : Int(estimate)
                for _ in 0..<4 {
                    if n > 0 && term(n - 1) >= value {
                        n -= 1
                    } else if n < count && term(n) < value {
                        n += 1
                    } else {
                        return n
                    }
                }
            }
        }
        return firstTerm { $0 >= value }
    }

    /// The first `n` whose term satisfies `predicate`, for a predicate false then true along the terms; `count`
    /// if none.
    /// - Complexity: O(log count) terms.
    func firstTerm(where predicate: (Double) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low &+ high) >> 1
            if predicate(term(mid)) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The binade of a finite `v` other than 0: its lowest magnitude and the spacing of its doubles (`v.ulp`),
    /// read from the bits for normal values (the library's `exponent` is a call), by the library otherwise.
    @inline(__always)
    static func binade(of v: Double) -> (low: Double, spacing: Double) {
        let biased = (v.bitPattern >> 52) & 0x7FF
        if biased > 52 {
            return (Double(bitPattern: biased << 52), Double(bitPattern: (biased - 52) << 52))
        }
        return (Double(sign: .plus, exponent: v.exponent, significand: 1), v.ulp)
    }

    /// How many times `shift` may be added to `v` with every sum in `v`'s binade and `shift` an even multiple of
    /// the binade's spacing; 0 when either fails (or `v` is 0 or not finite).
    static func periods(_ v: Double, shift: Double) -> Int {
        guard v != 0, v.isFinite else { return 0 }
        let (low, spacing) = binade(of: v)
        let units = shift.magnitude / (2 * spacing)  // exact: a division by a power of two
        guard units == units.rounded(.down), units >= 1 else { return 0 }
        let high = 2 * low
        // |v + q·shift| must stay in (low, high).
        let m = v.magnitude
        let towardsZero = (v > 0) != (shift > 0)
        let room = towardsZero ? m - low : high - m
        var q = (room / shift.magnitude).rounded(.down)
        if !(q < 1e15) { q = 1e15 }
        // q is within a step or two of the answer (one division rounded); check down from it, a few steps at most.
        // A value moved onto `low` itself is refused: the loop's true sum there may lie just below it, where the
        // doubles are twice as dense, and round to one of them (moving away from 0 never reaches `low`).
        var n = Int(q)
        for _ in 0..<4 where n > 0 {
            let moved = v + Double(n) * shift
            if moved.magnitude > low && moved.magnitude < high && moved.sign == v.sign { return n }
            n -= 1
        }
        return 0
    }
}

/// A buffer of trivial values that starts in `room` (memory the caller owns, such as a temporary allocation on the
/// stack) and moves to the heap only when it outgrows it; `release` frees what it allocated.
struct GrowingBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private var owned = false
    private(set) var count = 0

    init(room: UnsafeMutableBufferPointer<Element>) {
        base = room.baseAddress.unsafelyUnwrapped
        capacity = room.count
    }

    mutating func append(_ value: Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.initialize(from: base, count: count)
            if owned { base.deallocate() }
            base = larger
            capacity *= 2
            owned = true
        }
        (base + count).initialize(to: value)
        count += 1
    }

    subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    mutating func release() {
        if owned { base.deallocate() }
        owned = false
        count = 0
    }
}
