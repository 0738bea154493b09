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
        // Runs that start within the sum's count (a shared walk may be longer than this sum).
        let runs = walk.runIndex(of: count - 1) + 1
        // The first run whose first term passes (`runs` if none).
        var low = 0
        var high = runs
        while low < high {
            let mid = (low &+ high) >> 1
            if predicate(walk.term(walk.first(ofRun: mid), inRun: mid)) { high = mid } else { low = mid + 1 }
        }
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
}
