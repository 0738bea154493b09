public import Foundation

extension Layoutd {
    /// A remotely laid-out collection view, independent of UIKit: it holds range answers for one request, answers
    /// any rect and offset they cover synchronously (as `layoutAttributesForElements(in:)` must), and asks its
    /// transport for the next range before the scroll reaches the edge of what it holds, by `PrefetchPolicy`.
    ///
    /// Feed it what the scroll view does: `scrolled(to:)` at every frame (the layout calls it at every bounds change
    /// and in `prepare()`), `endDragging(releasedAt:velocity:proposed:)` when UIKit asks where a fling will stop
    /// (under `layout.snapping` it answers from what it holds; `willEndDragging(targetOffset:)` when the target is
    /// known otherwise), `setGeometry(_:)` when the bounds, insets, safe area or margins change, `measured(_:size:)` when a self-sizing cell reports its
    /// size, and `update(_:answer:)` (or the one-round-trip `fetchUpdate` and `apply`) when the data changes. Read
    /// `attributes(at:in:)`, `contentSize`, `followsScroll(at:)`. `onChange` runs when what it shows changed:
    /// invalidate the layout (moving the offset by `takeOffsetAdjustment()` when it has one).
    ///
    /// - **Queries** answer for the rect and offset asked about, from every held answer, each element once: what
    ///   an answer holds is shown wherever the rect meets it, covered offset or not; what no answer holds is empty
    ///   until its answer arrives (`isCovered(_:)` says whether an offset is exact).
    /// - **A fling target is a hint**: its window is asked for at once, and the model goes on asking for what
    ///   surrounds the current offset, so a fling caught on its way is covered within a round trip. Requests left
    ///   behind by a fast scroll are cancelled to make room. Under `layout.snapping` the target is the fling's
    ///   resting offset, computed from the held answer covering the release (`endDragging`).
    /// - **Geometry and measured sizes** (`setGeometry`, `measured`) change the request without changing index
    ///   paths: the held answers stay shown until the new request's answer arrives, and the request for it goes
    ///   once the changes have paused (`PrefetchPolicy.relayoutQuiet`, at most `relayoutMaximumWait` after the
    ///   first), so an animated keyboard costs one or two. It is sent with the anchor of the place the user is at
    ///   (reported by the service when the scroll came to rest: `place`), so the same item stays the same distance
    ///   from the edge; the layout moves the offset there (`takeOffsetAdjustment()`).
    /// - **When the data changes** without its answer (`update(_:)` alone), every held answer is dropped at once
    ///   (UIKit must never get attributes for index paths its data source no longer has), requests on their way are
    ///   cancelled, and the range around the offset is asked for. `fetchUpdate(to:animation:)` then `apply(_:)`
    ///   (inside `performBatchUpdates`) changes it with nothing blank, in one round trip.
    /// - **Failures**: a transport error, a 5xx or 429, or an unexpected answer is retried after a capped,
    ///   jittered backoff, never sooner than the answer's `Retry-After`; a 422 at `/elements` (the answer would be
    ///   too large) halves the ranges asked for; any other problem (a 400) stops the asking until the next data
    ///   change. Each failure is in `lastError` and passed to `onFailure`.
    /// - **A fallback** (`ImmediateLayoutSource`, the service's pipeline in the app) answers at once whenever
    ///   nothing held shows the offset: the first screen, a window on its way, the service unreachable. Its answers
    ///   are marked `.inProcess` (`heldAnswers`) and replaced by the service's as they arrive.
    @MainActor
    public final class ScrollRangeModel<Family: LayoutFamily> {
        /// The request every range is asked with (its `elements` replaced by the range): the data, the latest
        /// geometry and the measured sizes.
        public internal(set) var request: Request<Family>
        /// What the request says about the scroll view.
        public internal(set) var viewport: ScrollViewport
        /// When to ask and for which range (a 422 for a too-large answer shrinks it).
        public internal(set) var policy: PrefetchPolicy
        /// The scroll-axis offset last reported.
        public internal(set) var offset: Double
        /// Where the fling in progress will stop, until the scroll comes within half a screen of it, turns back, or
        /// rests.
        public internal(set) var flingTarget: Double?
        /// The fling target whose window was asked for (once per fling: not again if it is evicted on the way).
        var flingTargetAsked: Double?
        /// Where the drag in progress began, when the app forwards `scrollViewWillBeginDragging`
        /// (`willBeginDragging(at:)`); read by a snapping limit counted from the start.
        public internal(set) var dragStart: Double?
        /// Flings released where no held answer (nor the fallback) could say where they rest, under a layout with
        /// `snapping`: UIKit's own proposal stood, unsnapped (`endDragging(releasedAt:velocity:proposed:)`).
        public internal(set) var unansweredFlings = 0
        /// The round trip, in seconds: the policy's initial guess, then a moving average of those measured.
        public internal(set) var roundTrip: Double
        /// The last failure, until an answer arrives or the data changes.
        public internal(set) var lastError: ClientError?
        /// Requests sent to the transport so far (ranges, anchor reports and resolutions, updates, `scrollTo`).
        public internal(set) var requestCount = 0
        /// Answers discarded as stale (asked before the data last changed, or for a superseded geometry).
        public internal(set) var discardedCount = 0
        /// Requests cancelled because they were superseded.
        public internal(set) var cancelledCount = 0
        /// Answers the fallback computed.
        public internal(set) var fallbackCount = 0
        /// Where the user is, as the service last reported it (an anchor at `placeOffset`), for the data shown.
        public var place: Anchor? { placeRecord?.anchor }
        /// Runs after an answer is taken in or the data replaced: the layout should invalidate.
        public var onChange: (@MainActor () -> Void)?
        /// Runs at every failure, with it.
        public var onFailure: (@MainActor (ClientError) -> Void)?

        let transport: any ScrollRangeTransport
        let clock: any ScrollClock
        let fallback: (any ImmediateLayoutSource)?
        /// A number in `0..<1` for the retry jitter.
        let random: @MainActor () -> Double
        /// Answers of the current data and of one request revision, the most recent last.
        var held: [HeldAnswer] = []
        /// The request `held` answers.
        var heldRequest: Request<Family>?
        var pending: [Pending] = []
        /// Counts data changes (index paths may change): an answer to a request of another generation is stale.
        var generation = 0
        /// Counts changes of the request of any kind (data, geometry, measured sizes).
        var revision = 0
        var serial = 0
        var failures = 0
        /// No request before this time (a retry's wait).
        var retryAt: Double?
        /// A problem that asking again would not fix: no request until the data changes.
        var refused = false
        var lastSample: (offset: Double, time: Double)?
        var sampledVelocity = 0.0
        /// When the scroll last moved, and whether a check for its coming to rest is scheduled.
        var lastMove = 0.0
        var restCheckScheduled = false
        /// The content size of the last answer taken in, of any generation.
        var lastContentSize: Size?
        /// The reported place: an anchor at an offset, for a revision and generation.
        var placeRecord: Place?
        /// A request change waiting to be sent (geometry or measured sizes): when it began and when it last changed.
        var relayoutSince: Double?
        var relayoutLast = 0.0
        /// Whether a changed request waits for the place to be reported before it is sent.
        var awaitingPlace = false
        /// Measured sizes of self-sizing cells, by item id, carried into every later request.
        public internal(set) var measuredSizes: [String: Size] = [:]
        /// Measured sizes of cells without an id, by index path, for the current data only.
        var measuredByIndexPath: [IndexPath: Size] = [:]
        /// The move of the offset the layout should make (a resolved anchor), not yet taken.
        var offsetAdjustment = 0.0

        /// A request on its way.
        struct Pending {
            enum Kind {
                /// A range, for the prefetching.
                case range(ScrollRange)
                /// An anchor report at the offset.
                case report(Double)
                /// A changed request's answer at the resolved anchor of the place at the offset.
                case relayout(Double)
            }

            var kind: Kind
            var generation: Int
            var revision: Int
            var serial: Int
            var sent: Double
            /// The model's request when it was sent (before its `elements` were chosen).
            var request: Request<Family>
            var task = TransportTask.finished

            var range: ScrollRange? {
                if case .range(let range) = kind { return range }
                return nil
            }
        }

        /// A reported place.
        struct Place {
            var anchor: Anchor
            var offset: Double
            var revision: Int
            var generation: Int
        }

        /// A model of `request` scrolled to `offset` (scroll-axis), asking `transport` at once for the range
        /// around it; with a `fallback`, the range around it is computed at once too, so the first screen is not
        /// blank. `random` gives the retry jitter (a number in `0..<1`; seed it in tests).
        public init(
            request: Request<Family>, offset: Double, transport: any ScrollRangeTransport,
            clock: any ScrollClock = SystemScrollClock(), policy: PrefetchPolicy = PrefetchPolicy(),
            fallback: (any ImmediateLayoutSource)? = nil,
            random: @escaping @MainActor () -> Double = { Double.random(in: 0..<1) }
        ) {
            self.request = request
            self.viewport = ScrollViewport(request)
            self.policy = policy
            self.offset = offset
            self.roundTrip = policy.initialRoundTrip
            self.transport = transport
            self.clock = clock
            self.fallback = fallback
            self.random = random
            lastSample = (offset, clock.now)
            lastMove = clock.now
            fetchIfNeeded()
            scheduleRestCheck()
        }

        // MARK: - Reading

        /// The content size: the answers', or the last one's before the data changed; `nil` before any answer.
        public var contentSize: Size? { held.last?.answer.contentSize ?? lastContentSize }

        /// The answers held, the most recent last.
        public var answers: [ScrollRangeAnswer] { held.map(\.answer) }

        /// The answers held with where each came from, the most recent last.
        public var heldAnswers: [HeldAnswer] { held }

        /// The ranges asked for and not answered yet (stale and timed-out ones left out).
        public var pendingRanges: [ScrollRange] { livePending(at: clock.now).compactMap(\.range) }

        /// The scroll velocity in points per second (positive towards larger offsets), 0 once the scroll has
        /// been still for `PrefetchPolicy.restTime`.
        public var velocity: Double {
            guard let lastSample, clock.now - lastSample.time < policy.restTime else { return 0 }
            return sampledVelocity
        }

        /// Whether a held answer covers `offset`, so what it shows there is exact.
        public func isCovered(_ offset: Double) -> Bool { covering(offset) != nil }

        /// The elements visible at `offset` (`attributes(at:in:)` over the visible rect there).
        public func attributes(at offset: Double) -> [Attributes] {
            attributes(at: offset, in: viewport.visibleRect(offset, cross: crossOffset))
        }

        /// The elements whose frame at `offset` intersects `rect`, from every held answer, each element once (from
        /// the most recent answer that has it), pinned where they pin at `offset`: what a layout returns from
        /// `layoutAttributesForElements(in:)`. Complete wherever a held answer's range shows the rect.
        /// - Complexity: that of `ScrollRangeAnswer.attributes(at:in:)` for each held answer, plus O(k) to keep each
        ///   element once.
        public func attributes(at offset: Double, in rect: Rect) -> [Attributes] {
            if held.count == 1 { return held[0].answer.attributes(at: offset, in: rect) }
            var seen = Set<ElementID>()
            var result: [Attributes] = []
            for h in held.reversed() {
                for a in h.answer.attributes(at: offset, in: rect) where seen.insert(ElementID(a)).inserted {
                    result.append(a)
                }
            }
            return result
        }

        /// One element's attributes at `offset`, from the most recent held answer that has it; `nil` when none
        /// does.
        public func attributes(
            category: ElementCategory, kind: ElementKind? = nil, indexPath: IndexPath, at offset: Double
        ) -> Attributes? {
            for h in held.reversed() {
                if let a = h.answer.attributes(category: category, kind: kind, indexPath: indexPath, at: offset) {
                    return a
                }
            }
            return nil
        }

        /// Whether something held moves with the scroll (so the layout must be computed again at every bounds
        /// change while it is on screen).
        public func followsScroll(at offset: Double) -> Bool {
            held.contains { !$0.followers.isEmpty }
        }

        /// The elements that follow the scroll whose frame at `offset` meets `rect`, placed there: what a bounds
        /// change moves.
        /// - Complexity: O(followers held).
        public func followers(at offset: Double, in rect: Rect) -> [Attributes] {
            var seen = Set<ElementID>()
            var result: [Attributes] = []
            for h in held.reversed() {
                for i in h.followers {
                    let a = h.answer.placed(h.answer.response.attributes[i], at: offset)
                    if a.frame.intersects(rect), seen.insert(ElementID(a)).inserted { result.append(a) }
                }
            }
            return result
        }

        /// The content offset of scroll-axis offset `offset` (the other coordinate the request's, or its default).
        public func contentOffset(at offset: Double) -> Point {
            viewport.contentOffset(offset, cross: crossOffset)
        }

        /// The other coordinate of every offset.
        var crossOffset: Double { viewport.crossOffset(contentSize: contentSize ?? .zero) }

        /// The range the model would ask for now, if any: what the policy decides from the offset, the velocity,
        /// the fling target and what is held or on its way.
        public var nextRange: ScrollRange? { decide(at: clock.now) }

        /// Each section's item count in the request: what the data source must answer.
        public var itemCounts: [Int] { request.sections.map(Family.itemCount(of:)) }

        /// The move of the offset that keeps the user's place after a changed request's answer (the resolved
        /// anchor minus the offset it was asked at), once: the layout passes it as its invalidation context's
        /// `contentOffsetAdjustment`. The model counts the offset as moved.
        public func takeOffsetAdjustment() -> Double? {
            guard offsetAdjustment != 0 else { return nil }
            let move = offsetAdjustment
            offsetAdjustment = 0
            offset += move
            if let sample = lastSample { lastSample = (sample.offset + move, sample.time) }
            return move
        }

        /// The answer covering `offset`, most recent first.
        func covering(_ offset: Double) -> ScrollRangeAnswer? {
            held.last { $0.answer.scrollRange.contains(offset) }?.answer
        }
    }

    /// Where a held answer came from.
    public enum AnswerSource: Sendable, Hashable {
        /// The service, through the model's transport.
        case service
        /// The model's fallback: the service's pipeline in the app.
        case inProcess
    }

    /// A range answer a model holds, with where it came from.
    public struct HeldAnswer: Sendable {
        /// The answer.
        public let answer: ScrollRangeAnswer
        /// Where it came from.
        public let source: AnswerSource
        /// The revision of the model's request it answers.
        let revision: Int
        /// The positions in the answer of the elements that follow the scroll.
        let followers: [Int]

        init(_ answer: ScrollRangeAnswer, source: AnswerSource, revision: Int) {
            self.answer = answer
            self.source = source
            self.revision = revision
            self.followers = answer.response.attributes.indices.filter { answer.response.attributes[$0].follows != nil }
        }
    }
}
