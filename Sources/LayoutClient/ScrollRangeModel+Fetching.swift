// The model's scroll events, the one place it decides what to ask for (`fetchIfNeeded()`, ranges by
// `decide(at:)`), and what it does with what comes back: answers taken in, failures retried, shrunk or reported.

extension Layoutd.ScrollRangeModel {
    // MARK: - Events

    /// The scroll view is at scroll-axis offset `offset` now (the layout calls it at every bounds change and in
    /// `prepare()`). Asks for what the policy says; a fling target within half a screen, or one the scroll turned
    /// away from, is forgotten.
    public func scrolled(to offset: Double) {
        let now = clock.now
        // The same position reported again (at the bounds change, then in `prepare`) is not a sample: it would
        // halve the measured velocity.
        if let lastSample, offset == lastSample.offset {
            fetchIfNeeded()
            return
        }
        if let lastSample, now > lastSample.time {
            let dt = now - lastSample.time
            let v = (offset - lastSample.offset) / dt
            // A sample after a pause starts afresh; frames in a row are smoothed over two.
            sampledVelocity = dt > policy.restTime ? v : (sampledVelocity + v) / 2
        }
        lastSample = (offset, now)
        lastMove = now
        self.offset = offset
        if let target = flingTarget {
            let towards = target - offset
            let reversed = velocity * towards < 0 && Swift.abs(velocity) > policy.stillSpeed
            if Swift.abs(towards) <= viewport.visibleLength / 2 || reversed { flingTarget = nil }
        }
        scheduleRestCheck()
        fetchIfNeeded()
    }

    /// The user put a finger on the scroll view (`scrollViewWillBeginDragging`, for an app that forwards it) at
    /// scroll-axis offset `start` (the last one reported when `nil`): a fling in progress is over, and a snapping
    /// limit counted from the start counts from here. The model does not depend on it: it asks for what surrounds
    /// the offset anyway.
    public func willBeginDragging(at start: Double? = nil) {
        flingTarget = nil
        dragStart = start ?? offset
    }

    /// UIKit says the scroll will stop at scroll-axis offset `targetOffset` (`targetContentOffset(
    /// forProposedContentOffset:withScrollingVelocity:)`): a hint. A target more than half a screen away, not held
    /// or asked for, is asked for now, beside what surrounds the offset.
    public func willEndDragging(targetOffset: Double) {
        flingTarget = Swift.abs(targetOffset - offset) > viewport.visibleLength / 2 ? targetOffset : nil
        flingTargetAsked = nil
        fetchIfNeeded()
    }

    /// Checks, once the scroll has not moved for `restTime`, that what surrounds the offset is asked for (a fling
    /// caught by a finger reports no last frame) and where the user is has been reported.
    func scheduleRestCheck() {
        guard !restCheckScheduled else { return }
        restCheckScheduled = true
        let wait = Swift.max(0, lastMove + policy.restTime - clock.now)
        clock.schedule(after: wait) { [weak self] in
            guard let self else { return }
            self.restCheckScheduled = false
            if self.clock.now - self.lastMove >= self.policy.restTime {
                self.flingTarget = nil
                self.fetchIfNeeded()
            } else {
                self.scheduleRestCheck()
            }
        }
    }

    // MARK: - Deciding and asking

    /// Asks for what is needed now, in this order: the fallback's answer when nothing held shows the offset; a
    /// changed request's answer once its changes have paused (ranges of it wait for that); the fling target's
    /// range and the range around the offset; the place, once the scroll rests.
    func fetchIfNeeded() {
        let now = clock.now
        // A request unanswered for four timeouts is given up (cancelled): its answer would be ignored anyway.
        for p in pending where now - p.sent > 4 * policy.timeout { cancel(serial: p.serial) }
        useFallbackIfUncovered()
        if refused { return }
        if let retryAt, now < retryAt { return }
        if relayoutDue(at: now) { sendRelayout() }
        if relayoutOutstanding(at: now) { return }
        for _ in 0..<2 {
            guard let range = decide(at: now) else { break }
            send(range)
        }
        reportIfAtRest(at: now)
    }

    /// The range to ask for at `now`, if any: for a fling, the target's range unless held or asked for; else the
    /// range around the offset when the policy says what covers it runs short. With `maximumPending` requests on
    /// their way, one the scroll has left behind is cancelled to make room. Offsets and targets are taken within
    /// the scrollable offsets.
    func decide(at now: Double) -> Layoutd.ScrollRange? {
        if refused { return nil }
        if let retryAt, now < retryAt { return nil }
        var live = livePending(at: now).filter { $0.range != nil }
        let length = viewport.visibleLength
        let scrollable = self.scrollable
        // Offsets past the content's ends (and their bounce) are decided as the nearest one that exists, so a
        // range that can reach no further is not asked for again and again.
        func reachable(_ o: Double) -> Double {
            guard let scrollable else { return o }
            return Swift.min(Swift.max(o, scrollable.from), scrollable.to)
        }
        let offset = reachable(self.offset)
        let target = flingTarget.map(reachable)
        let candidate: Layoutd.ScrollRange
        if let target, flingTargetAsked != flingTarget, !heldByService(target),
            !live.contains(where: { $0.range?.contains(target) == true })
        {
            candidate = policy.flingRange(from: offset, to: target, visibleLength: length, scrollable: scrollable)
            flingTargetAsked = flingTarget
        } else {
            let v = velocity
            let covering = bestCovering(offset, velocity: v, live: live, scrollable: scrollable)
            guard
                policy.needsRange(
                    at: offset, velocity: v, roundTrip: roundTrip, visibleLength: length, covering: covering,
                    scrollable: scrollable)
            else { return nil }
            candidate = policy.range(
                around: offset, velocity: v, roundTrip: roundTrip, visibleLength: length, scrollable: scrollable)
        }
        // Never a range held or on its way.
        if live.contains(where: { $0.range?.contains(candidate) == true }) { return nil }
        if held.contains(where: {
            $0.source == .service && $0.revision == revision && $0.answer.scrollRange.contains(candidate)
        }) {
            return nil
        }
        if live.count >= policy.maximumPending {
            guard let stale = supersededRange(in: live, offset: offset, target: target) else { return nil }
            cancel(serial: stale)
            live.removeAll { $0.serial == stale }
        }
        return candidate
    }

    /// Of the ranges on their way, the oldest the scroll has left behind: it holds neither the offset nor the fling
    /// target, and lies behind the direction of travel (or anywhere, when still).
    func supersededRange(in live: [Pending], offset: Double, target: Double?) -> Int? {
        let v = velocity
        return live.first { p in
            guard let range = p.range, !range.contains(offset), target.map(range.contains) != true else {
                return false
            }
            if v > policy.stillSpeed { return range.to < offset }
            if v < -policy.stillSpeed { return range.from > offset }
            return true
        }?.serial
    }

    /// Cancels the request `serial`: the transport stops it, and whatever it hands back is ignored.
    func cancel(serial: Int) {
        guard let i = pending.firstIndex(where: { $0.serial == serial }) else { return }
        let task = pending[i].task
        pending.remove(at: i)
        cancelledCount += 1
        task.cancel()
    }

    /// Sends the model's request for `range` (without a timeline, `scrollTo` or anchor, which a range refuses).
    func send(_ range: Layoutd.ScrollRange) {
        var ranged = request
        ranged.elements = .scrollRange(from: range.from, to: range.to)
        ranged.collectionView.contentOffsets = nil
        ranged.scrollTo = nil
        ranged.anchor = nil
        ranged.previous = nil
        ranged.updateAnimation = nil
        let serial = begin(.range(range))
        let task = transport.fetchScrollRange(ranged) { [weak self] result in
            self?.complete(serial, result.map(Answered.range))
        }
        attach(task, to: serial)
    }

    /// Records a request of `kind` for `asked` (the model's request by default) as on its way; its serial.
    func begin(_ kind: Pending.Kind, of asked: Layoutd.Request<Family>? = nil, revision: Int? = nil) -> Int {
        serial += 1
        pending.append(
            Pending(
                kind: kind, generation: generation, revision: revision ?? self.revision, serial: serial,
                sent: clock.now, request: asked ?? request))
        requestCount += 1
        return serial
    }

    /// Keeps `task` with the request `serial`, if it is still on its way.
    func attach(_ task: Layoutd.TransportTask, to serial: Int) {
        if let i = pending.firstIndex(where: { $0.serial == serial }) { pending[i].task = task }
    }

    /// What came back for a request.
    enum Answered {
        case range(Layoutd.ScrollRangeResponse)
        case single(Layoutd.Response)
    }

    /// The transport's outcome for the request `serial`: one cancelled or of older data is discarded; an answer
    /// is held and the round trip measured; a failure is retried, shrinks the ranges, or stops the asking.
    func complete(_ serial: Int, _ result: Result<Answered, Layoutd.ClientError>) {
        guard let i = pending.firstIndex(where: { $0.serial == serial }) else { return }
        let ticket = pending.remove(at: i)
        guard ticket.generation == generation else {
            discardedCount += 1
            return
        }
        let now = clock.now
        switch result {
        case .success(let answered):
            roundTrip = 0.7 * roundTrip + 0.3 * Swift.max(0, now - ticket.sent)
            failures = 0
            retryAt = nil
            lastError = nil
            switch (ticket.kind, answered) {
            case (.range, .range(let response)):
                take(response, of: ticket.request, revision: ticket.revision, source: .service)
            case (.report(let at), .single(let response)):
                if let anchor = response.anchor {
                    placeRecord = Place(anchor: anchor, offset: at, revision: ticket.revision, generation: generation)
                }
                if awaitingPlace {
                    // The place is known: the changed request waiting for it goes now.
                    awaitingPlace = false
                    relayoutSince = now
                    relayoutLast = now - policy.relayoutQuiet
                }
            case (.relayout(let at), .single(let response)):
                takeRelayout(response, askedAt: at, of: ticket.request, revision: ticket.revision)
            default:
                break
            }
        case .failure(let error):
            if case .report = ticket.kind { awaitingPlace = false }
            failed(error, ticket: ticket, at: now)
        }
        fetchIfNeeded()
    }

    /// A failure's consequence, by what it says (the type's documentation lists them).
    func failed(_ error: Layoutd.ClientError, ticket: Pending, at now: Double) {
        lastError = error
        onFailure?(error)
        switch Self.consequence(of: error) {
        case .shrink:
            guard ticket.range != nil, policy.screensAround > 1.0 / 8 else {
                refused = true
                return
            }
            // Too many attributes for one answer: half the range, down to an eighth of a screen each side.
            policy.screensAround /= 2
            policy.maximumScreens = Swift.max(1 + 2 * policy.screensAround, policy.maximumScreens / 2)
            policy.leadRoundTrips /= 2
        case .stop:
            refused = true
        case .retry:
            failures += 1
            let delay = Swift.max(
                policy.retryDelay(afterFailures: failures, random: random()), error.retryAfter ?? 0)
            retryAt = now + delay
            let generation = self.generation
            clock.schedule(after: delay) { [weak self] in
                guard let self, self.generation == generation else { return }
                self.fetchIfNeeded()
            }
        }
    }

    /// What a failure calls for.
    public enum Consequence: Sendable, Equatable {
        /// Ask again later: the service was unreachable, overloaded or broken (transport errors, 5xx, 408, 429,
        /// answers that are neither a layout nor a problem).
        case retry
        /// Ask for less: a 422 at `/elements`, the answer over a limit.
        case shrink
        /// Stop until the data changes: the request itself is refused (400, 404, 405, 413, 415, any other 422), or
        /// cannot be encoded, or the server is too old for it.
        case stop
    }

    /// What `error` calls for: the model's failure policy.
    public nonisolated static func consequence(of error: Layoutd.ClientError) -> Consequence {
        switch error {
        case .problem(let problem):
            if problem.status == 422, problem.pointer == "/elements" { return .shrink }
            return problem.status >= 500 || problem.status == 408 || problem.status == 429 ? .retry : .stop
        case .unavailable, .transport:
            return .retry
        case .unexpectedResponse(let status, _, _):
            return status == 0 || status >= 500 || status == 408 || status == 429 || status == 200 ? .retry : .stop
        case .invalidRequest, .serverTooOld:
            return .stop
        }
    }

    /// Holds `response`, an answer to the request of `revision`: one for a revision older than the answers held is
    /// discarded (a geometry since superseded); a newer one replaces them all; within a revision it replaces the
    /// answers whose range it contains, and the answers beyond `maximumHeldAnswers` farthest from the offset are
    /// dropped (never the newest).
    func take(
        _ response: Layoutd.ScrollRangeResponse, of asked: Layoutd.Request<Family>, revision: Int,
        source: Layoutd.AnswerSource
    ) {
        let shown = held.last?.revision
        if let shown, revision < shown {
            discardedCount += 1
            return
        }
        let answer = Layoutd.ScrollRangeAnswer(response, request: asked)
        if let shown, revision > shown { held.removeAll() }
        heldRequest = asked
        held.removeAll { answer.scrollRange.contains($0.answer.scrollRange) }
        held.append(Layoutd.HeldAnswer(answer, source: source, revision: revision))
        lastContentSize = answer.contentSize
        while held.count > Swift.max(1, policy.maximumHeldAnswers) {
            func distance(_ a: Layoutd.HeldAnswer) -> Double {
                let range = a.answer.scrollRange
                return offset < range.from ? range.from - offset : Swift.max(0, offset - range.to)
            }
            guard let farthest = held.indices.dropLast().max(by: { distance(held[$0]) < distance(held[$1]) })
            else { break }
            held.remove(at: farthest)
        }
        keepOffsetInContent()
        onChange?()
    }

    /// At rest past the end of the content (it shrank under the offset, or UIKit kept an offset the new data does
    /// not reach), the offset moves to the nearest one the content can rest at, through `takeOffsetAdjustment()`.
    func keepOffsetInContent() {
        guard clock.now - lastMove >= policy.restTime - 1e-9, let limits = scrollLimits else { return }
        let at = offset + offsetAdjustment
        let kept = Swift.min(Swift.max(at, limits.from), limits.to)
        if Swift.abs(kept - at) >= 0.5 { offsetAdjustment += kept - at }
    }

    /// The fallback's answer for the range around `at` (the offset), taken at once, when nothing held shows it.
    func useFallbackIfUncovered(at: Double? = nil) {
        let offset = at ?? self.offset
        guard let fallback, !held.contains(where: { $0.answer.scrollRange.contains(offset) }) else { return }
        let range = policy.range(
            around: offset, velocity: 0, roundTrip: roundTrip, visibleLength: viewport.visibleLength,
            scrollable: scrollable)
        var ranged = request
        ranged.elements = .scrollRange(from: range.from, to: range.to)
        ranged.collectionView.contentOffsets = nil
        ranged.scrollTo = nil
        ranged.anchor = nil
        ranged.previous = nil
        ranged.updateAnimation = nil
        fallbackCount += 1
        if case .success(let response) = fallback.immediateScrollRange(ranged) {
            take(response, of: request, revision: revision, source: .inProcess)
        }
    }

    // MARK: - What is held or on its way

    /// The requests of the current data and request on their way for less than the policy's timeout.
    func livePending(at now: Double) -> [Pending] {
        pending.filter { $0.generation == generation && $0.revision == revision && now - $0.sent < policy.timeout }
    }

    /// Whether an answer of the service for the current request holds `offset` (the fallback's do not stop the
    /// model asking the service).
    func heldByService(_ offset: Double) -> Bool {
        held.contains { $0.source == .service && $0.revision == revision && $0.answer.scrollRange.contains(offset) }
    }

    /// Of the service's held ranges of the current request and the requested ones containing `offset`, the one
    /// with the most room in the direction of travel (either way when still).
    func bestCovering(
        _ offset: Double, velocity: Double, live: [Pending], scrollable: Layoutd.ScrollRange?
    ) -> Layoutd.ScrollRange? {
        let heldRanges = held.filter { $0.source == .service && $0.revision == revision }.map(\.answer.scrollRange)
        let ranges = (heldRanges + live.compactMap(\.range)).filter { $0.contains(offset) }
        func room(_ range: Layoutd.ScrollRange) -> Double {
            let ahead = policy.room(range, offset, towards: 1, scrollable: scrollable)
            let behind = policy.room(range, offset, towards: -1, scrollable: scrollable)
            if velocity > policy.stillSpeed { return ahead }
            if velocity < -policy.stillSpeed { return behind }
            return Swift.min(ahead, behind)
        }
        return ranges.max { room($0) < room($1) }
    }

    /// The offsets the content can reach, with half a screen of bounce at each end: from `-contentInset.top` to
    /// `max(-contentInset.top, contentSize.height + contentInset.bottom - size.height)` scrolling vertically (left
    /// and right, widths, horizontally); `nil` before the content size is known.
    var scrollable: Layoutd.ScrollRange? {
        guard let limits = scrollLimits else { return nil }
        let length = viewport.visibleLength
        return Layoutd.ScrollRange(from: limits.from - length / 2, to: limits.to + length / 2)
    }

    /// The offsets the content can rest at, without bounce; `nil` before the content size is known.
    public var scrollLimits: Layoutd.ScrollRange? {
        guard let size = contentSize else { return nil }
        let insets = viewport.contentInset
        let vertical = viewport.scrollDirection == .vertical
        let lowest = -(vertical ? insets.top : insets.left)
        let highest = Swift.max(
            lowest, (vertical ? size.height + insets.bottom : size.width + insets.right) - viewport.visibleLength)
        return Layoutd.ScrollRange(from: lowest, to: highest)
    }
}
