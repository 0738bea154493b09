/// What a section's items give an anchor report (API.md "Anchors", steps 1 and 2): the first candidate in the
/// direction searched, and the first one accepted (not estimated, inside the bounds), where the search stopped.
struct AnchorPick {
    var first: (item: Int, frame: Rect)?
    var accepted: (item: Int, frame: Rect)?
}

extension ItemFrames {
    /// Whether `frame` is an anchor candidate for `bounds`: of positive area (a cell of zero area cannot be seen)
    /// and meeting the bounds along the scroll axis.
    @inline(__always)
    static func isAnchorCandidate(_ frame: Rect, in bounds: Rect) -> Bool {
        frame.maxY > bounds.minY && frame.minY < bounds.maxY && frame.width > 0 && frame.height > 0
    }

    /// `walkedAnchorPick`.
    func anchorPick(
        in bounds: Rect, reversed: Bool, budget: inout WorkBudget, accepts: (Int, Rect) -> Bool
    ) throws(LayoutError) -> AnchorPick {
        try walkedAnchorPick(in: bounds, reversed: reversed, budget: &budget, accepts: accepts)
    }

    /// The candidates in item order (from the last, `reversed`) until `accepts` takes one; each candidate
    /// examined is charged to `budget` (`.anchor`).
    /// - Complexity: the band search, plus the candidates before the accepted one.
    func walkedAnchorPick(
        in bounds: Rect, reversed: Bool, budget: inout WorkBudget, accepts: (Int, Rect) -> Bool
    ) throws(LayoutError) -> AnchorPick {
        var pick = AnchorPick()
        if reversed {
            for i in candidates(minY: bounds.minY, maxY: bounds.maxY).reversed() {
                try budget.charge(WorkBudget.Cost.candidate, .anchor)
                let frame = frame(at: i)
                guard Self.isAnchorCandidate(frame, in: bounds) else { continue }
                if pick.first == nil { pick.first = (i, frame) }
                if accepts(i, frame) {
                    pick.accepted = (i, frame)
                    break
                }
            }
            return pick
        }
        var done = false
        try forEachCandidate(minY: bounds.minY, maxY: bounds.maxY) { i throws(LayoutError) in
            if done { return }
            try budget.charge(WorkBudget.Cost.candidate, .anchor)
            let frame = frame(at: i)
            guard Self.isAnchorCandidate(frame, in: bounds) else { return }
            if pick.first == nil { pick.first = (i, frame) }
            if accepts(i, frame) {
                pick.accepted = (i, frame)
                done = true
            }
        }
        return pick
    }
}
