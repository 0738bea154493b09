// Where a fling comes to rest, answered by the model from what it holds: the contract's four steps over a held
// range answer's snap points (`ScrollRangeAnswer.fling(at:velocity:startOffset:)`), which is what UIKit's
// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` needs synchronously, and the resting
// window asked for as soon as it is known.

extension Layoutd {
    /// How a model answered the end of a drag (`ScrollRangeModel.endDragging(releasedAt:velocity:proposed:)`).
    public enum FlingAnswer: Sendable, Hashable {
        /// The layout snaps and a held answer covers the release: where the fling rests, the service's own
        /// numbers to the bit, from an answer of `source`. A layout returns its `targetOffset`.
        case snapped(FlingOutcome, source: AnswerSource)
        /// The layout has no `snapping`: UIKit's proposal stands (plain deceleration, as UIKit computes it).
        case notSnapping
        /// The layout snaps, but no held answer covers the release (or, for a limit counted from the start, the
        /// drag's start) and the model has no fallback to compute one at once: UIKit's proposal stands, not
        /// snapped (counted in `unansweredFlings`).
        case uncovered
    }
}

extension Layoutd.ScrollRangeModel {
    /// UIKit asks where a fling released at scroll-axis offset `release` with `velocity` (points per millisecond
    /// along the axis, as UIKit passes it) will stop, proposing `proposed` (its own deceleration, whose form is not
    /// documented). Under `layout.snapping` the answer is the fling over the most recent held answer that covers
    /// the release, from the drag's start when the app forwarded it (`willBeginDragging(at:)`; otherwise a limit
    /// counted from the start counts from the release). With nothing held there, the fallback (the service's
    /// pipeline in the app) computes the range around the release at once and that answers; without one the
    /// proposal stands (`uncovered`). Either way, where the fling will rest (the resting offset, or the proposal)
    /// is handed on as the fling target (`willEndDragging(targetOffset:)`), so its window is asked for now.
    /// - Complexity: that of `ScrollRangeAnswer.fling` for each held answer tried (at most
    ///   `PrefetchPolicy.maximumHeldAnswers`), plus the fallback's computation when it runs.
    public func endDragging(releasedAt release: Double, velocity: Double, proposed: Double) -> Layoutd.FlingAnswer {
        let start = dragStart ?? release
        dragStart = nil
        if release != offset { scrolled(to: release) }
        guard request.layout.snapping != nil else {
            willEndDragging(targetOffset: proposed)
            return .notSnapping
        }
        var found = fling(releasedAt: release, velocity: velocity, startOffset: start)
        if found == nil, fallback != nil {
            useFallbackIfUncovered(at: release)
            found = fling(releasedAt: release, velocity: velocity, startOffset: start)
        }
        guard let (outcome, source) = found else {
            unansweredFlings += 1
            willEndDragging(targetOffset: proposed)
            return .uncovered
        }
        willEndDragging(targetOffset: outcome.restingOffset)
        return .snapped(outcome, source: source)
    }

    /// Where a fling released at scroll-axis offset `release` with `velocity` (points per millisecond) from a drag
    /// begun at `startOffset` (`release` when `nil`) comes to rest, from the most recent held answer that covers
    /// it, with where that answer came from; `nil` when none does or the answers carry no `snapping`. Asks for
    /// nothing.
    public func fling(
        releasedAt release: Double, velocity: Double, startOffset: Double? = nil
    ) -> (Layoutd.FlingOutcome, Layoutd.AnswerSource)? {
        for h in held.reversed() {
            if let outcome = h.answer.fling(at: release, velocity: velocity, startOffset: startOffset) {
                return (outcome, h.source)
            }
        }
        return nil
    }

    /// Where a fling of orthogonal `compositional` section `section`, released at `offset` (its
    /// `orthogonalContentOffset` along the cross axis) with `velocity` along it, comes to rest: from the most
    /// recent held answer that lists the section's snapping (its policy is arithmetic on the section's range, so
    /// any offset is exact); `nil` when none lists it. UIKit never asks a layout this (the section's own scroll view
    /// decides, and only `UICollectionViewCompositionalLayout` has one): it is for an app that scrolls the section
    /// itself.
    public func orthogonalFling(section: Int, at offset: Double, velocity: Double) -> Layoutd.FlingOutcome? {
        for h in held.reversed() {
            if let outcome = h.answer.fling(section: section, at: offset, velocity: velocity) { return outcome }
        }
        return nil
    }
}
