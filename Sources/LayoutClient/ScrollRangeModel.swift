public import Foundation

extension Layoutd {
    /// A remotely laid-out collection view, independent of UIKit: it holds range answers for one request, answers
    /// any offset they cover synchronously (as `layoutAttributesForElements(in:)` must), and asks its transport for
    /// the next range before the scroll reaches the edge of what it holds, by `PrefetchPolicy`.
    ///
    /// Feed it what the scroll view does: `scrolled(to:)` at every frame (`scrollViewDidScroll`, or the layout's
    /// bounds changes), `willBeginDragging()`, `willEndDragging(targetOffset:)` when UIKit says where a fling will
    /// stop, and `update(_:answer:)` when the data or the bounds size change. Read `attributes(at:in:)`,
    /// `contentSize` and `followsScroll(at:)`. `onChange` runs when an answer is taken in: invalidate the layout.
    ///
    /// - **While an answer is on its way** an offset that no held answer covers is shown from the nearest held
    ///   answer at its nearest offset: the elements known there stay at their places in the content (so they
    ///   scroll with it) and the space beyond is empty until the answer arrives; `isCovered(_:)` says which.
    ///   Nothing is shown before the first answer.
    /// - **When the data changes** (`update`), every held answer is dropped at once (UIKit must never get
    ///   attributes for index paths its data source no longer has), requests on their way become stale and their
    ///   answers are discarded when they arrive, and the range around the offset is asked for at once. An app
    ///   that fetched the new data's answer itself (`Client.scrollRange(_:from:to:)`) hands it in with the
    ///   update, and nothing goes blank.
    /// - **Failures**: a transport error or an unexpected answer is retried after the policy's delay; a 422 at
    ///   `/elements` (the answer would be too large) halves the ranges asked for and asks again; any other problem
    ///   stops the asking until the next `update` (`lastError` says why).
    @MainActor
    public final class ScrollRangeModel<Family: LayoutFamily> {
        /// The request every range is asked with (its `elements` replaced by the range).
        public internal(set) var request: Request<Family>
        /// What the request says about the scroll view.
        public internal(set) var viewport: ScrollViewport
        /// When to ask and for which range (a 422 for a too-large answer shrinks it).
        public internal(set) var policy: PrefetchPolicy
        /// The scroll-axis offset last reported.
        public internal(set) var offset: Double
        /// Where the fling in progress will stop, until the scroll comes within half a screen of it.
        public internal(set) var flingTarget: Double?
        /// The round trip, in seconds: the policy's initial guess, then a moving average of those measured.
        public internal(set) var roundTrip: Double
        /// The last failure, until an answer arrives or the data changes.
        public internal(set) var lastError: ClientError?
        /// Requests sent so far.
        public internal(set) var requestCount = 0
        /// Answers discarded as stale (asked before the data last changed).
        public internal(set) var discardedCount = 0
        /// Runs after an answer is taken in or the data replaced: the layout should invalidate.
        public var onChange: (@MainActor () -> Void)?

        let transport: any ScrollRangeTransport
        let clock: any ScrollClock
        /// Answers of the current data, the most recent last.
        var held: [ScrollRangeAnswer] = []
        var pending: [Pending] = []
        /// Counts `update`s: an answer to a request of another generation is stale.
        var generation = 0
        var serial = 0
        var failures = 0
        /// No request before this time (a retry's wait).
        var retryAt: Double?
        /// A problem that asking again would not fix: no request until the data changes.
        var refused = false
        var lastSample: (offset: Double, time: Double)?
        var sampledVelocity = 0.0
        /// The content size of the last answer taken in, of any generation.
        var lastContentSize: Size?

        /// A request on its way.
        struct Pending {
            var range: ScrollRange
            var generation: Int
            var serial: Int
            var sent: Double
        }

        /// A model of `request` scrolled to `offset` (scroll-axis), asking `transport` at once for the range
        /// around it.
        public init(
            request: Request<Family>, offset: Double, transport: any ScrollRangeTransport,
            clock: any ScrollClock = SystemScrollClock(), policy: PrefetchPolicy = PrefetchPolicy()
        ) {
            self.request = request
            self.viewport = ScrollViewport(request)
            self.policy = policy
            self.offset = offset
            self.roundTrip = policy.initialRoundTrip
            self.transport = transport
            self.clock = clock
            lastSample = (offset, clock.now)
            fetchIfNeeded()
        }

        // MARK: - Reading

        /// The content size: the answers', or the last one's before the data changed; `nil` before any answer.
        public var contentSize: Size? { held.last?.contentSize ?? lastContentSize }

        /// The answers held, the most recent last.
        public var answers: [ScrollRangeAnswer] { held }

        /// The ranges asked for and not answered yet (stale and timed-out ones left out).
        public var pendingRanges: [ScrollRange] { livePending(at: clock.now).map(\.range) }

        /// The scroll velocity in points per second (positive towards larger offsets), 0 once the scroll has
        /// been still for a fifth of a second.
        public var velocity: Double {
            guard let lastSample, clock.now - lastSample.time < 0.2 else { return 0 }
            return sampledVelocity
        }

        /// Whether a held answer covers `offset`, so what it shows there is exact.
        public func isCovered(_ offset: Double) -> Bool { covering(offset) != nil }

        /// The elements visible at `offset` (the single-offset answer there when covered; else what the nearest
        /// held answer shows at its nearest offset; nothing before the first answer).
        /// - Complexity: that of `ScrollRangeAnswer.attributes(at:)`, plus O(held answers).
        public func attributes(at offset: Double) -> [Attributes] {
            guard let (answer, o) = shown(at: offset) else { return [] }
            return answer.attributes(at: o)
        }

        /// The elements whose frame at `offset` intersects `rect`, as `attributes(at:)` chooses the answer and offset:
        /// what a layout returns from `layoutAttributesForElements(in:)`.
        public func attributes(at offset: Double, in rect: Rect) -> [Attributes] {
            guard let (answer, o) = shown(at: offset) else { return [] }
            return answer.attributes(at: o, in: rect)
        }

        /// One element's attributes at `offset`, from the answer `attributes(at:)` would use; `nil` when it holds
        /// none of it.
        public func attributes(
            category: ElementCategory, kind: ElementKind? = nil, indexPath: IndexPath, at offset: Double
        ) -> Attributes? {
            guard let (answer, o) = shown(at: offset) else { return nil }
            return answer.attributes(category: category, kind: kind, indexPath: indexPath, at: o)
        }

        /// Whether something the view shows at `offset` moves with the scroll (so the layout must be computed
        /// again at every bounds change).
        public func followsScroll(at offset: Double) -> Bool { shown(at: offset)?.answer.hasFollowers ?? false }

        /// The content offset of scroll-axis offset `offset` (the other coordinate the request's, or its default).
        public func contentOffset(at offset: Double) -> Point {
            viewport.contentOffset(offset, cross: viewport.crossOffset(contentSize: contentSize ?? .zero))
        }

        /// The range the model would ask for now, if any: what the policy decides from the offset, the velocity,
        /// the fling target and what is held or on its way.
        public var nextRange: ScrollRange? { decide(at: clock.now) }

        /// The answer covering `offset`, most recent first.
        func covering(_ offset: Double) -> ScrollRangeAnswer? {
            held.last { $0.scrollRange.contains(offset) }
        }

        /// The answer and the offset of it shown at `offset`: the covering answer at `offset`, else the nearest
        /// answer at its nearest offset.
        func shown(at offset: Double) -> (answer: ScrollRangeAnswer, offset: Double)? {
            if let answer = covering(offset) { return (answer, offset) }
            var best: (answer: ScrollRangeAnswer, offset: Double)?
            var bestDistance = Double.infinity
            for answer in held {
                let range = answer.scrollRange
                let nearest = Swift.min(Swift.max(offset, range.from), range.to)
                let distance = Swift.abs(nearest - offset)
                if distance < bestDistance {
                    best = (answer, nearest)
                    bestDistance = distance
                }
            }
            return best
        }
    }
}
