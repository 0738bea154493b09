/// The terms of `x[n + 1] = (x[n] + a) + b` exactly as a loop computes them in floating point, in O(log) per
/// term and memory that does not grow with the count: the one way closed forms of uniform sections (flow line
/// tops and columns, waterfall rows, magazine rows) reproduce the running sums of their explicit equivalents.
///
/// `start + n·(a + b)` is not the loop's answer: each addition rounds, and over thousands of terms the
/// roundings add up to more than a micro-point. But the loop is provably periodic: rounding to a binade's
/// evenly spaced doubles commutes with adding an even multiple `t` of that spacing, so once `x` has moved by
/// such a `t` in `p` terms, the next `p` terms are the last `p` plus `t`, and the next `q·p` plus `q·t`, for
/// every `q` that keeps each intermediate value (`x`, `x + a`) inside its binade. The walk jumps that far,
/// walks on into the next binade until it is periodic again, and so on: a few hundred terms are walked at
/// most, whatever the count.
struct RepeatedSum: Sendable {
    /// Terms `first ..< first + count` are `stored[base + j] + (k + lift)·shift`, `k, j = offset / period, %`.
    struct Run: Sendable {
        var first: Int
        var count: Int
        var base: Int
        var period: Int
        var shift: Double
        var lift: Int
    }

    static let maxPeriod = 8

    private var stored: [Double] = []
    private var runs: [Run] = []
    /// Number of terms.
    let count: Int

    /// Terms 0 ..< `count` (at least 1) of the loop from `start`.
    /// Each term walked before a period is proven is charged to `budget` (`source` names the section).
    init(
        start: Double, a: Double, b: Double, count: Int, budget: inout WorkBudget, source: WorkSource
    ) throws(LayoutError) {
        self.count = Swift.max(1, count)
        stored.append(start)
        runs.append(Run(first: 0, count: 1, base: 0, period: 1, shift: 0, lift: 0))
        var n = 1
        var x = start
        while n < self.count {
            let next = (x + a) + b
            if !next.isFinite {
                // Past the range of doubles (or NaN): every further term is impossible too; the range check
                // refuses the layout, so one stored value stands for them all.
                append(next, term: n)
                runs.append(
                    Run(first: n + 1, count: self.count - n - 1, base: stored.count - 1, period: 1, shift: 0, lift: 0))
                if n + 1 >= self.count { runs.removeLast() }
                return
            }
            if next == x {
                // The sum no longer moves: every further term is this one.
                runs.append(Run(first: n, count: self.count - n, base: stored.count - 1, period: 1, shift: 0, lift: 0))
                return
            }
            x = next
            append(x, term: n)
            n += 1
            try budget.charge(WorkBudget.Cost.walkedTerm, source)
            let tail = runs[runs.count - 1]
            guard n < self.count, tail.shift == 0, tail.count >= 2 else { continue }
            for p in 1...Swift.min(Self.maxPeriod, tail.count - 1) {
                let earlier = stored[stored.count - 1 - p]
                let t = x - earlier
                guard t.isFinite, t != 0, earlier + t == x, x - t == earlier else { continue }
                let periodStart = stored.count - p
                var q = (self.count - n) / p
                for j in periodStart..<stored.count where q > 0 {
                    try budget.charge(WorkBudget.Cost.periodCheck, source)
                    let v = stored[j - 1]
                    for w in [v, v + a, (v + a) + b] {
                        q = Swift.min(q, Self.periods(w, shift: t))
                    }
                }
                guard q > 0 else { continue }
                runs.append(Run(first: n, count: q * p, base: periodStart, period: p, shift: t, lift: 1))
                n += q * p
                x = x + Double(q) * t
                break
            }
        }
    }

    /// Term `n` (0 ..< count).
    /// - Complexity: O(log runs).
    func term(_ n: Int) -> Double {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if runs[mid].first <= n { low = mid } else { high = mid - 1 }
        }
        let run = runs[low]
        let offset = n - run.first
        if run.shift == 0 { return stored[run.base + Swift.min(offset, run.period - 1)] }
        let k = offset / run.period
        return stored[run.base + offset - k * run.period] + Double(k + run.lift) * run.shift
    }

    /// Calls `body` with each term of `range` (within 0 ..< count) in order, each exactly `term(n)`: one search for
    /// the first, then each run walked in turn, so O(log runs + terms) instead of `term`'s O(log runs) a term.
    @inline(__always)
    func forEachTerm(in range: Range<Int>, _ body: (_ n: Int, _ value: Double) -> Void) {
        guard !range.isEmpty else { return }
        var r = 0
        var high = runs.count - 1
        while r < high {
            let mid = (r + high + 1) >> 1
            if runs[mid].first <= range.lowerBound { r = mid } else { high = mid - 1 }
        }
        var n = range.lowerBound
        while n < range.upperBound {
            let run = runs[r]
            // `term`'s search picks the last run whose first is at most n: this one until the next one starts.
            let end = r + 1 < runs.count ? Swift.min(range.upperBound, runs[r + 1].first) : range.upperBound
            while n < end {
                let offset = n - run.first
                if run.shift == 0 {
                    body(n, stored[run.base + Swift.min(offset, run.period - 1)])
                } else {
                    let k = offset / run.period
                    body(n, stored[run.base + offset - k * run.period] + Double(k + run.lift) * run.shift)
                }
                n += 1
            }
            r += 1
        }
    }

    /// The last term.
    var last: Double { term(count - 1) }

    /// The first `n` whose term is at least `value`, for a non-decreasing sum (`a + b >= 0`); `count` if none.
    /// - Complexity: O(log count · log runs).
    func firstTerm(atLeast value: Double) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low &+ high) >> 1
            if term(mid) >= value { high = mid } else { low = mid + 1 }
        }
        return low
    }

    private mutating func append(_ x: Double, term n: Int) {
        stored.append(x)
        let i = runs.count - 1
        if runs[i].shift == 0 && runs[i].base + runs[i].count == stored.count - 1 && runs[i].period == runs[i].count {
            runs[i].count += 1
            runs[i].period += 1
        } else {
            runs.append(Run(first: n, count: 1, base: stored.count - 1, period: 1, shift: 0, lift: 0))
        }
    }

    /// How many times `shift` may be added to `v` with every sum in `v`'s binade and `shift` an even multiple of
    /// the binade's spacing; 0 when either fails (or `v` is 0 or not finite).
    static func periods(_ v: Double, shift: Double) -> Int {
        guard v != 0, v.isFinite else { return 0 }
        let spacing = v.ulp
        let units = shift.magnitude / (2 * spacing)  // exact: a division by a power of two
        guard units == units.rounded(.down), units >= 1 else { return 0 }
        let low = Double(sign: .plus, exponent: v.exponent, significand: 1)
        let high = 2 * low
        // |v + q·shift| must stay in [low, high).
        let m = v.magnitude
        let towardsZero = (v > 0) != (shift > 0)
        let room = towardsZero ? m - low : high - m
        var q = (room / shift.magnitude).rounded(.down)
        if !(q < 1e15) { q = 1e15 }
        // q is within a step or two of the answer (one division rounded); check down from it, a few steps at most.
        var n = Int(q)
        for _ in 0..<4 where n > 0 {
            let moved = v + Double(n) * shift
            if moved.magnitude >= low && moved.magnitude < high && moved.sign == v.sign { return n }
            n -= 1
        }
        return 0
    }
}
