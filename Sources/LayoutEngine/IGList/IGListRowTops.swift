/// The rows of a large uniform IGListKit section: each row's raw y (`itemCoordInScrollDirection`), its frame top
/// (floored to the pixel grid) and the next-row line after it, walked as `IGListCursor.place` computes them and
/// extrapolated exactly once the walk is provably periodic.
///
/// Every row after row 0 is one step of a map on the next-row line `n`:
/// `raw = n + lineSpacing; top = floor((raw + inset.top) · scale) / scale; n' = max((top + h) - inset.top, n)`.
/// Suppose after `p` rows `n` has moved by an integer `t` whose product with `scale` is an integer too. Adding
/// `t` to the state adds `t` to every intermediate value of the next rows exactly, as long as each stays in its
/// binade: rounding to a binade's evenly spaced doubles commutes with adding an even multiple of the spacing
/// (`t` is one while every value stays below 2^52), the floor commutes with adding the integer `t · scale`,
/// and `max` with adding `t` to both sides. So the next `p` rows are the last `p` translated by `t`, and the
/// next `q·p` by `q·t`, for every `q` that keeps each intermediate value of the period inside its binade.
/// The walk jumps that far, then walks again (into the next binades) until it is periodic again; a section
/// runs a few hundred rows at most, whatever its count. Scales whose period never gives an integral
/// `t · scale` (say 2.608) walk every row, up to `walkLimit`.
struct IGListRowTops: Sendable {
    /// One row: the raw y, the frame top, and the next-row line after it.
    struct State: Sendable, Equatable {
        var raw: Double
        var top: Double
        var next: Double
    }

    /// Rows `firstRow ..< firstRow + rowCount` are `stored[base + j] + (k + lift)·shift` with
    /// `k, j = (row - firstRow) / period, % period`.
    struct Run: Sendable {
        var firstRow: Int
        var rowCount: Int
        var base: Int
        var period: Int
        var shift: Double
        var lift: Int
    }

    /// The longest period looked for.
    static let maxPeriod = 48

    /// Rows walked without a period before each further one is charged to the work budget: two of the longest
    /// period and a few, so a walk that proves its periods (every scale a device has, a few rows a binade) is
    /// never charged, and one at a scale whose pixel grid has none (say 2.4) is charged from then on.
    static let freeRows = 2 * maxPeriod + 8

    var stored: [State] = []
    var runs: [Run] = []
    /// Rows on the grid with exact sums: row 0, row 1, and the step every later row adds to row 1 (nothing stored).
    private var linear: (first: State, second: State, step: Double)?

    /// The state of `row`.
    /// - Complexity: O(1) on the grid, O(log runs) walked.
    func state(ofRow row: Int) -> State {
        if let (first, second, step) = linear {
            if row == 0 { return first }
            if row == 1 || step == 0 { return second }
            let d = Double(row - 1) * step
            return State(raw: second.raw + d, top: second.top + d, next: second.next + d)
        }
        var low = 0
        var high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if runs[mid].firstRow <= row { low = mid } else { high = mid - 1 }
        }
        let run = runs[low]
        let offset = row - run.firstRow
        if run.shift == 0 { return stored[run.base + Swift.min(offset, run.period - 1)] }
        let k = offset / run.period
        let s = stored[run.base + offset - k * run.period]
        let d = Double(k + run.lift) * run.shift
        return State(raw: s.raw + d, top: s.top + d, next: s.next + d)
    }

    /// Rows 0 ..< `rowCount`, row 0 given, each later one a step from the one before; `walking` walks rows on
    /// the grid too (tests hold the two ways equal).
    init(
        rowCount: Int, first: State, lineSpacing: Double, insetTop: Double, height: Double, grid: PixelGrid,
        budget: inout WorkBudget, section s: Int, walking: Bool = false
    ) throws(LayoutError) {
        if rowCount <= 1 {
            // One row: nothing to walk or store.
            linear = (first, first, 0)
            return
        }
        if !walking {
            let raw = first.next + lineSpacing
            let top = grid.floor(raw + insetTop)
            let second = State(raw: raw, top: top, next: Swift.max((top + height) - insetTop, first.next))
            if let step = Self.gridStep(
                second, lineSpacing: lineSpacing, insetTop: insetTop, height: height, scale: grid.scale,
                rows: rowCount)
            {
                linear = (first, second, step)
                return
            }
        }
        stored.append(first)
        runs.append(Run(firstRow: 0, rowCount: 1, base: 0, period: 1, shift: 0, lift: 0))
        var row = 1
        var last = first
        // Rows walked since the last period proven (or the first row).
        var stretch = 0
        while row < rowCount {
            // One step.
            let raw = last.next + lineSpacing
            let top = grid.floor(raw + insetTop)
            let next = Swift.max((top + height) - insetTop, last.next)
            if !next.isFinite || (row >= 2 && next == last.next && raw == last.raw) {
                // The state no longer moves (zero-height rows, no spacing): every further row is this one.
                runs.append(
                    Run(firstRow: row, rowCount: rowCount - row, base: stored.count - 1, period: 1, shift: 0, lift: 0))
                return
            }
            last = State(raw: raw, top: top, next: next)
            appendWalked(last, row: row)
            row += 1
            stretch += 1
            if stretch > Self.freeRows {
                try budget.charge(WorkBudget.Cost.aperiodicRow, at: .section(s, .itemCount))
            }
            guard row < rowCount, stored.count >= 3 else { continue }
            // A period ending at this row? Only walked rows (the tail of `stored`) are compared.
            let tail = runs[runs.count - 1]
            guard tail.shift == 0, tail.rowCount >= 2 else { continue }
            for p in 1...Swift.min(Self.maxPeriod, tail.rowCount - 1) {
                let earlier = stored[stored.count - 1 - p]
                let t = last.next - earlier.next
                guard t >= 1, t == t.rounded(), earlier.next + t == last.next else { continue }
                let ts = t * grid.scale
                guard ts == ts.rounded(), (ts / grid.scale) == t else { continue }
                let periodStart = stored.count - p
                var q = (rowCount - row) / p
                for j in periodStart..<stored.count where q > 0 {
                    let state = stored[j]
                    let a1 = state.raw + insetTop
                    let a2 = a1 * grid.scale
                    let a3 = a2.rounded(.down)
                    let before = j > 0 ? stored[j - 1].next : state.next
                    for (v, step) in [
                        (before, t), (state.raw, t), (a1, t), (a2, ts), (a3, ts), (state.top, t),
                        (state.top + height, t), ((state.top + height) - insetTop, t), (state.next, t),
                    ] {
                        q = Swift.min(q, Self.periodsInBinade(v, step: step))
                    }
                }
                guard q > 0 else { continue }
                runs.append(
                    Run(firstRow: row, rowCount: q * p, base: periodStart, period: p, shift: t, lift: 1))
                row += q * p
                stretch = 0
                let d = Double(q) * t
                last = State(raw: last.raw + d, top: last.top + d, next: last.next + d)
                break
            }
        }
    }

    /// The step `height + lineSpacing` when every row from `second` (row 1) on stays on the pixel grid with exact
    /// sums, else nil. Then row `r` is row 1 plus `(r - 1)` steps: each row's `raw + inset.top` times the scale is
    /// an integer (row 1's is, and so is the step's), so the floor to the grid gives it back unchanged, and every
    /// sum of the step (`raw`, `+ inset.top`, `+ height`, `- inset.top`, `+ lineSpacing`) is exact (every value a
    /// multiple of one power of two `2^e`, below `2^(52+e)`), so each row is the last moved by exactly the step,
    /// which `max` keeps (the step is not negative). Whole points at any whole scale, halves at scale 2 and 4.
    /// A step of 0 (rows of no height, no spacing) leaves every row after row 0 where row 1 is.
    static func gridStep(
        _ second: State, lineSpacing: Double, insetTop: Double, height: Double, scale: Double, rows: Int
    ) -> Double? {
        let step = height + lineSpacing
        let x = second.raw + insetTop
        guard step >= 0, step.isFinite, x == second.top, second.next == (second.top + height) - insetTop,
            isExactInteger(x, times: scale), isExactInteger(step, times: scale)
        else { return nil }
        guard second.raw.isFinite, second.top.isFinite, second.next.isFinite, lineSpacing.isFinite,
            insetTop.isFinite, height.isFinite
        else { return nil }
        // The exponent of the lowest set bit of every value that is not 0 (`RepeatedSum.lowestBit`).
        let e = Swift.min(
            RepeatedSum.lowestBit(second.raw), RepeatedSum.lowestBit(second.top), RepeatedSum.lowestBit(second.next),
            RepeatedSum.lowestBit(lineSpacing), RepeatedSum.lowestBit(insetTop), RepeatedSum.lowestBit(height),
            RepeatedSum.lowestBit(step))
        guard e != Int.max, e <= 1023 - 52 else { return nil }
        // 2^(52 + e), a normal double for every e from -1074 on.
        let bound = Double(bitPattern: UInt64(52 + e + 1023) << 52)
        let span = Double(rows - 2) * step
        let last = (raw: second.raw + span, top: second.top + span, next: second.next + span)
        guard span.magnitude < bound, second.raw.magnitude < bound, second.top.magnitude < bound,
            second.next.magnitude < bound, last.raw.magnitude < bound, last.top.magnitude < bound,
            last.next.magnitude < bound, (last.top + height).magnitude < bound,
            (last.next + lineSpacing).magnitude < bound, step.magnitude < bound, lineSpacing.magnitude < bound,
            insetTop.magnitude < bound, height.magnitude < bound
        else { return nil }
        return step
    }

    /// Whether `v · scale` is an integer, exactly (the product does not round).
    static func isExactInteger(_ v: Double, times scale: Double) -> Bool {
        let product = v * scale
        return product == product.rounded(.down) && (-product).addingProduct(v, scale) == 0
    }

    /// Appends a walked row, extending the last run when it is a walked one.
    private mutating func appendWalked(_ s: State, row: Int) {
        stored.append(s)
        let i = runs.count - 1
        if runs[i].shift == 0 && runs[i].base + runs[i].rowCount == stored.count - 1
            && runs[i].period == runs[i].rowCount
        {
            runs[i].rowCount += 1
            runs[i].period += 1
        } else {
            runs.append(Run(firstRow: row, rowCount: 1, base: stored.count - 1, period: 1, shift: 0, lift: 0))
        }
    }

    /// How many times `step` can be added to `v` with every sum in `v`'s binade (and below 2^52), never onto its
    /// lowest magnitude: 0 for 0.
    static func periodsInBinade(_ v: Double, step: Double) -> Int {
        guard v != 0, v.magnitude < 0x1p52, step > 0 else { return 0 }
        if v > 0 {
            let ceiling = Swift.min(0x1p52, 2 * Double(sign: .plus, exponent: v.exponent, significand: 1))
            var q = ((ceiling - v) / step).rounded(.down)
            if q > 1e15 { q = 1e15 }
            var n = Int(q)
            for _ in 0..<4 where n > 0 && v + Double(n) * step >= ceiling { n -= 1 }
            return v + Double(n) * step < ceiling ? n : 0
        }
        // |v| must stay above this: a value moved onto it could be the rounding of a true sum just below it,
        // where the doubles are twice as dense (`RepeatedSum.periods`).
        let floor = Double(sign: .plus, exponent: v.exponent, significand: 1)
        var q = ((v.magnitude - floor) / step).rounded(.down)
        if q > 1e15 { q = 1e15 }
        var n = Int(q)
        for _ in 0..<4 where n > 0 && v.magnitude - Double(n) * step <= floor { n -= 1 }
        return v.magnitude - Double(n) * step > floor ? n : 0
    }
}
