extension Layoutd {
    /// When a `ScrollRangeModel` asks the service for a range, and which: pure decisions from the offset, the
    /// velocity, the measured round trip and what is already held or on its way. Lengths are in screens, `V`
    /// being the bounds' length along the scroll axis; a range of offsets `[a, b]` shows the content from `a` to
    /// `b + V`.
    ///
    /// - **How far.** Still, a range reaches `screensAround` screens of offsets on each side of the current one
    ///   (`[o - V, o + V]`, three screens of content). Moving, it reaches further in the direction of travel by
    ///   the distance covered in `leadRoundTrips` round trips at the current speed, and no range is longer than
    ///   `maximumScreens` screens of content. Content that fits in that is asked for whole, once.
    /// - **When to ask again.** When the held (or requested) range around the offset has fewer offsets left in the
    ///   direction of travel (either way when still) than `refetchScreens` screens plus twice the distance one
    ///   round trip covers at the current speed, so the next answer arrives before the edge. A side that reaches
    ///   the end of the content (plus half a screen of bounce) never runs out.
    /// - **A fling.** When UIKit says where a fling will end, a target not held or requested is asked for at
    ///   once: one range over the whole path when it fits in `maximumScreens`, else the range around the target
    ///   alone. The target is a hint: what surrounds the offset is asked for on the way as at any speed, and a
    ///   range the scroll has left behind is cancelled when a new one needs its place, so a fling caught on its
    ///   way is covered within a round trip.
    /// - **Limits.** At most `maximumPending` ranges on their way, `maximumHeldAnswers` answers held (the
    ///   farthest from the offset dropped first); a request unanswered after `timeout` seconds no longer counts
    ///   as on its way. After a failure the model waits `retryDelay`, doubling to `maximumRetryDelay`, less up to
    ///   `retryJitter` of it at random (so that clients that failed together do not retry together), and never
    ///   less than the answer's `Retry-After`.
    /// - **Changes that keep index paths** (geometry, measured sizes) are asked for once they have paused for
    ///   `relayoutQuiet`, or `relayoutMaximumWait` after the first; with `keepsPlace`, the scroll's resting place
    ///   is reported by the service (`anchor: "report"`) after `restTime` still, and resolved in that request.
    public struct PrefetchPolicy: Sendable, Hashable {
        /// Screens of offsets on each side of the current offset that every range reaches.
        public var screensAround: Double
        /// Screens left in the direction of travel below which the next range is asked for (plus twice the
        /// distance a round trip covers).
        public var refetchScreens: Double
        /// Round trips of travel at the current speed that a range reaches ahead, beyond `screensAround`.
        public var leadRoundTrips: Double
        /// The most content a range shows, in screens (its offsets span one screen less).
        public var maximumScreens: Double
        /// Answers held at once.
        public var maximumHeldAnswers: Int
        /// Requests on their way at once.
        public var maximumPending: Int
        /// The round trip assumed until one is measured, in seconds.
        public var initialRoundTrip: Double
        /// Seconds after which an unanswered request no longer counts as on its way.
        public var timeout: Double
        /// Seconds to wait after a first failure; each further one doubles it.
        public var retryDelay: Double
        /// The longest wait between retries, in seconds.
        public var maximumRetryDelay: Double
        /// Below this speed, in points per second, the scroll counts as still.
        public var stillSpeed: Double
        /// The fraction of a retry's delay taken off at random (0: none; 0.5: the delay is between half and all).
        public var retryJitter: Double
        /// Seconds without a bounds change after which the scroll is at rest.
        public var restTime: Double
        /// Seconds a change of geometry or measured sizes must pause before its answer is asked for.
        public var relayoutQuiet: Double
        /// The longest wait, in seconds, from a first change of geometry or measured sizes to asking for its answer.
        public var relayoutMaximumWait: Double
        /// Whether the place the scroll rests at is reported by the service, so changes keep it.
        public var keepsPlace: Bool

        /// The policy with the given settings; the defaults are those described above.
        public init(
            screensAround: Double = 1, refetchScreens: Double = 0.5, leadRoundTrips: Double = 4,
            maximumScreens: Double = 10, maximumHeldAnswers: Int = 4, maximumPending: Int = 2,
            initialRoundTrip: Double = 0.15, timeout: Double = 5, retryDelay: Double = 0.25,
            maximumRetryDelay: Double = 4, stillSpeed: Double = 30, retryJitter: Double = 0.5, restTime: Double = 0.2,
            relayoutQuiet: Double = 0.05, relayoutMaximumWait: Double = 0.5, keepsPlace: Bool = true
        ) {
            self.screensAround = screensAround
            self.refetchScreens = refetchScreens
            self.leadRoundTrips = leadRoundTrips
            self.maximumScreens = maximumScreens
            self.maximumHeldAnswers = maximumHeldAnswers
            self.maximumPending = maximumPending
            self.initialRoundTrip = initialRoundTrip
            self.timeout = timeout
            self.retryDelay = retryDelay
            self.maximumRetryDelay = maximumRetryDelay
            self.stillSpeed = stillSpeed
            self.retryJitter = retryJitter
            self.restTime = restTime
            self.relayoutQuiet = relayoutQuiet
            self.relayoutMaximumWait = relayoutMaximumWait
            self.keepsPlace = keepsPlace
        }

        /// The longest range of offsets asked for: `maximumScreens - 1` screens, at least `2 * screensAround`.
        func maximumLength(visibleLength v: Double) -> Double {
            Swift.max(2 * screensAround, maximumScreens - 1) * v
        }

        /// The range to ask for at `offset` moving at `velocity` (points per second, positive towards larger
        /// offsets), within `scrollable` (the offsets the content can reach, bounce included) when it is known.
        public func range(
            around offset: Double, velocity: Double, roundTrip: Double, visibleLength v: Double,
            scrollable: ScrollRange?
        ) -> ScrollRange {
            let around = screensAround * v
            let reach = Swift.min(
                Swift.abs(velocity) * roundTrip * leadRoundTrips, maximumLength(visibleLength: v) - 2 * around)
            var range = ScrollRange(from: offset - around, to: offset + around)
            if velocity > stillSpeed { range.to += reach } else if velocity < -stillSpeed { range.from -= reach }
            return clamp(range, to: scrollable, visibleLength: v)
        }

        /// Whether `covering`, the held or requested range around `offset` with the most room in the direction
        /// of travel, leaves too little of it; `true` when nothing covers the offset.
        public func needsRange(
            at offset: Double, velocity: Double, roundTrip: Double, visibleLength v: Double, covering: ScrollRange?,
            scrollable: ScrollRange?
        ) -> Bool {
            guard let covering else { return true }
            let margin = refetchScreens * v + Swift.abs(velocity) * roundTrip * 2
            let ahead = room(covering, offset, towards: 1, scrollable: scrollable)
            let behind = room(covering, offset, towards: -1, scrollable: scrollable)
            if velocity > stillSpeed { return ahead < margin }
            if velocity < -stillSpeed { return behind < margin }
            return Swift.min(ahead, behind) < margin
        }

        /// The offsets `range` holds beyond `offset` in `direction` (1 or -1); infinite when that side reaches the
        /// end of `scrollable`.
        func room(_ range: ScrollRange, _ offset: Double, towards direction: Double, scrollable: ScrollRange?) -> Double
        {
            if direction > 0 {
                if let scrollable, range.to >= scrollable.to { return .infinity }
                return range.to - offset
            }
            if let scrollable, range.from <= scrollable.from { return .infinity }
            return offset - range.from
        }

        /// The range to ask for when a fling from `offset` will end at `target`: the whole path with
        /// `screensAround` on each side when it fits in `maximumScreens`, else the range around the target.
        public func flingRange(
            from offset: Double, to target: Double, visibleLength v: Double, scrollable: ScrollRange?
        ) -> ScrollRange {
            let around = screensAround * v
            let path = ScrollRange(
                from: Swift.min(offset, target) - around, to: Swift.max(offset, target) + around)
            let range =
                path.length <= maximumLength(visibleLength: v)
                ? path : ScrollRange(from: target - around, to: target + around)
            return clamp(range, to: scrollable, visibleLength: v)
        }

        /// `range` moved inside `scrollable`, keeping its length where it can; the whole of `scrollable` when that
        /// is no longer than the longest range.
        func clamp(_ range: ScrollRange, to scrollable: ScrollRange?, visibleLength v: Double) -> ScrollRange {
            guard let scrollable else { return range }
            if scrollable.length <= maximumLength(visibleLength: v) { return scrollable }
            var result = range
            if result.from < scrollable.from {
                result.to = Swift.min(scrollable.to, result.to + (scrollable.from - result.from))
                result.from = scrollable.from
            }
            if result.to > scrollable.to {
                result.from = Swift.max(scrollable.from, result.from - (result.to - scrollable.to))
                result.to = scrollable.to
            }
            return result
        }

        /// Seconds to wait before the next attempt after `failures` failures in a row (at least one), `random` in
        /// `0..<1` taking off up to `retryJitter` of it: `min(retryDelay · 2^(failures - 1), maximumRetryDelay) ·
        /// (1 - retryJitter · random)`.
        public func retryDelay(afterFailures failures: Int, random: Double = 0) -> Double {
            let doublings = Swift.min(Swift.max(failures - 1, 0), 30)
            let capped = Swift.min(retryDelay * Double(1 << doublings), maximumRetryDelay)
            return capped * (1 - retryJitter * Swift.min(Swift.max(random, 0), 1))
        }
    }
}
