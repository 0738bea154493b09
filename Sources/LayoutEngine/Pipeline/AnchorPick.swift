/// What a section's items give an anchor report (docs/anchors.md, "Reporting an anchor", steps 1 and 2): the first candidate in the
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

    /// `anchorPick(in:reversed:shift:accepts:)` unmoved.
    func anchorPick(
        in bounds: Rect, reversed: Bool, accepts: (Int, Rect) -> Bool
    ) -> AnchorPick {
        anchorPick(in: bounds, reversed: reversed, shift: 0, accepts: accepts)
    }

    /// `walkedAnchorPick`.
    func anchorPick(
        in bounds: Rect, reversed: Bool, shift: Double, accepts: (Int, Rect) -> Bool
    ) -> AnchorPick {
        walkedAnchorPick(in: bounds, reversed: reversed, shift: shift, accepts: accepts)
    }

    /// The candidates in item order (from the last, `reversed`) until `accepts` takes one: what an explicit
    /// section's listed items (the body's own) answer; closed forms compute their pick (`UniformRows`).
    /// - Complexity: the band search, plus the candidates before the accepted one.
    func walkedAnchorPick(
        in bounds: Rect, reversed: Bool, shift: Double = 0, accepts: (Int, Rect) -> Bool
    ) -> AnchorPick {
        var pick = AnchorPick()
        // The band's range walked directly, so the walk stops at the accepted candidate (a closure's walk would
        // go on to the end of the range). Moved frames are searched in the band moved up, widened.
        let (minY, maxY) =
            shift == 0
            ? (bounds.minY, bounds.maxY) : ShiftedFrames<Self>.widened(bounds.minY - shift, bounds.maxY - shift, shift)
        let range = candidates(minY: minY, maxY: maxY)
        func examine(_ i: Int) -> Bool {
            var frame = frame(at: i)
            if shift != 0 { frame.y += shift }
            guard Self.isAnchorCandidate(frame, in: bounds) else { return false }
            if pick.first == nil { pick.first = (i, frame) }
            guard accepts(i, frame) else { return false }
            pick.accepted = (i, frame)
            return true
        }
        if reversed {
            for i in range.reversed() where examine(i) { break }
        } else {
            for i in range where examine(i) { break }
        }
        return pick
    }
}
