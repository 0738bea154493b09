extension RepeatedSum {
    /// `firstTerm(where:)` for a predicate false then true along the terms (a row's x's, which do not decrease,
    /// against a bound), found run by run: a search over the walk's runs by their first terms, then one within the
    /// run before the first that passes, each term read off that run with no search for it.
    ///
    /// Why it is `firstTerm(where:)`'s answer: with the predicate false then true along `0 ..< count` there is
    /// one first true term. It is not before the first term of the last run whose first term is false (every
    /// earlier term is false), and it is at most the next run's first term (true, or `count`); the runs cover the
    /// terms in order without gaps, so the search within that run finds it. A plain binary search reads every
    /// probed term through `term(_:)`'s search over the runs: some forty probes across a shared run of 2^41
    /// terms, each searching its run, where this reads the run once.
    /// - Complexity: O(log runs + log terms of one run), each term O(1).
    func firstTermByRuns(where predicate: (Double) -> Bool) -> Int {
        guard let walk else { return firstTerm(where: predicate) }
        let (runs, low) = firstPassingRun(of: walk, predicate)
        guard low > 0 else { return 0 }
        let r = low - 1
        var lowTerm = walk.first(ofRun: r) + 1
        var highTerm = low < runs ? walk.first(ofRun: low) : count
        while lowTerm < highTerm {
            let mid = (lowTerm &+ highTerm) >> 1
            let value = walk.term(mid, inRun: r)
            if predicate(value) { highTerm = mid } else { lowTerm = mid + 1 }
        }
        return lowTerm
    }

    /// The runs that start within the sum's count (a shared walk may be longer than this sum), and the first of them
    /// whose first term passes `predicate` (`runs` if none), by binary search over the runs' first terms.
    @inline(__always)
    private func firstPassingRun(of walk: Walk, _ predicate: (Double) -> Bool) -> (runs: Int, first: Int) {
        let runs = walk.runIndex(of: count - 1) + 1
        var low = 0
        var high = runs
        while low < high {
            let mid = (low &+ high) >> 1
            if predicate(walk.term(walk.first(ofRun: mid), inRun: mid)) { high = mid } else { low = mid + 1 }
        }
        return (runs, low)
    }

    /// `firstTerm(atLeast:)` for non-decreasing terms (`a + b >= 0`), found as `firstTermByRuns(where:)` finds it,
    /// but within a run of periods jumping straight to the period `value` falls in: the run's terms are
    /// `stored + (k + lift)·shift`, so `k` is within one of `(value - stored) / shift` (one division rounded),
    /// and the first term at least `value` is found from there by comparing terms one by one, each step checked,
    /// at most a few periods; a guess farther off falls back to the binary search within the run. Whatever the
    /// guess, the answer is the term `n` with `term(n - 1) < value <= term(n)` (or the run's end), which the
    /// terms' order makes the one first term: the search's answer.
    /// - Complexity: O(log runs + period) for a run of periods.
    func firstTermByRuns(atLeast value: Double) -> Int {
        guard let walk else { return firstTerm(atLeast: value) }
        let (runs, low) = firstPassingRun(of: walk) { $0 >= value }
        guard low > 0 else { return 0 }
        let r = low - 1
        let run = walk.run(r)
        let first = run.first + 1
        let end = low < runs ? walk.first(ofRun: low) : count
        if run.shift > 0 && first < end {
            let k = ((value - walk.stored(run.base)) / run.shift).rounded(.down) - Double(run.lift)
            if k.isFinite && k > -2 && k < Double(end - run.first) / Double(run.period) + 2 {
                var n = Swift.min(Swift.max(run.first + Int(k) * run.period, first), end)
                // Steps back while the term before is at least `value`, on while the term is below it.
                let limit = 4 * run.period + 8
                var steps = 0
                while n > first && steps < limit && walk.term(n - 1, inRun: r) >= value {
                    n -= 1
                    steps += 1
                }
                while n < end && steps < limit && walk.term(n, inRun: r) < value {
                    n += 1
                    steps += 1
                }
                let below = n == first || walk.term(n - 1, inRun: r) < value
                let atOrAbove = n == end || walk.term(n, inRun: r) >= value
                if below && atOrAbove { return n }
            }
        }
        var lowTerm = first
        var highTerm = end
        while lowTerm < highTerm {
            let mid = (lowTerm &+ highTerm) >> 1
            if walk.term(mid, inRun: r) >= value { highTerm = mid } else { lowTerm = mid + 1 }
        }
        return lowTerm
    }
}
