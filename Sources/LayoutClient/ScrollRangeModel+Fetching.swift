// The model's events (what the scroll view does, what the transport answers) and the one place it decides to
// ask for a range (`decide(at:)`, by its `PrefetchPolicy`).

extension Layoutd.ScrollRangeModel {
    // MARK: - Events

    /// The scroll view is at scroll-axis offset `offset` now (call it from `scrollViewDidScroll`, or let the
    /// layout subclass call it at every bounds change). Asks for the next range when the policy says so; never
    /// more than one request per call.
    public func scrolled(to offset: Double) {
        let now = clock.now
        // The same position reported again (the layout reports it at the bounds change and again in `prepare`)
        // is not a sample: it would halve the measured velocity.
        if let lastSample, offset == lastSample.offset {
            fetchIfNeeded()
            return
        }
        if let lastSample, now > lastSample.time {
            let dt = now - lastSample.time
            let v = (offset - lastSample.offset) / dt
            // A sample after a pause starts afresh; frames in a row are smoothed over two.
            sampledVelocity = dt > 0.2 ? v : (sampledVelocity + v) / 2
        }
        lastSample = (offset, now)
        self.offset = offset
        if let target = flingTarget {
            let towards = target - offset
            let reversed = velocity * towards < 0 && Swift.abs(velocity) > policy.stillSpeed
            if Swift.abs(towards) <= viewport.visibleLength / 2 || reversed { flingTarget = nil }
        }
        fetchIfNeeded()
    }

    /// The user put a finger on the scroll view: a fling in progress is over.
    public func willBeginDragging() {
        flingTarget = nil
    }

    /// UIKit says the scroll will stop at scroll-axis offset `targetOffset` (`scrollViewWillEndDragging(_:
    /// withVelocity:targetContentOffset:)`, or `targetContentOffset(forProposedContentOffset:
    /// withScrollingVelocity:)`): a target more than half a screen away, not held or asked for, is asked for now.
    public func willEndDragging(targetOffset: Double) {
        flingTarget = Swift.abs(targetOffset - offset) > viewport.visibleLength / 2 ? targetOffset : nil
        fetchIfNeeded()
    }

    /// The data, the layout or the scroll view changed: `request` replaces the model's. Held answers are dropped
    /// and requests on their way become stale; `answer`, when the app already has the new request's range
    /// answer, is held at once. Then the range around the offset is asked for.
    public func update(_ request: Layoutd.Request<Family>, answer: Layoutd.ScrollRangeResponse? = nil) {
        self.request = request
        viewport = Layoutd.ScrollViewport(request)
        generation += 1
        held.removeAll()
        refused = false
        failures = 0
        retryAt = nil
        lastError = nil
        flingTarget = nil
        if let answer { take(Layoutd.ScrollRangeAnswer(answer, viewport: viewport)) }
        onChange?()
        fetchIfNeeded()
    }

    // MARK: - Deciding and asking

    /// The range to ask for at `now`, if any: none while a retry waits, while asking is refused, or while
    /// `maximumPending` requests are on their way; for a fling, the target's range unless held or asked for;
    /// otherwise the range around the offset when the policy says what covers it runs short. The offset and the
    /// target are taken within the scrollable offsets.
    func decide(at now: Double) -> Layoutd.ScrollRange? {
        if refused { return nil }
        if let retryAt, now < retryAt { return nil }
        let live = livePending(at: now)
        guard live.count < policy.maximumPending else { return nil }
        let length = viewport.visibleLength
        let scrollable = self.scrollable
        // Offsets past the content's ends (and their bounce) are decided as the nearest one that exists, so a
        // range that can reach no further is not asked for again and again.
        func reachable(_ o: Double) -> Double {
            guard let scrollable else { return o }
            return Swift.min(Swift.max(o, scrollable.from), scrollable.to)
        }
        let offset = reachable(self.offset)
        let candidate: Layoutd.ScrollRange
        if let target = flingTarget.map(reachable) {
            if held.contains(where: { $0.scrollRange.contains(target) })
                || live.contains(where: { $0.range.contains(target) })
            {
                return nil
            }
            candidate = policy.flingRange(from: offset, to: target, visibleLength: length, scrollable: scrollable)
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
        // Never the same range twice at once.
        if live.contains(where: { $0.range.contains(candidate) }) { return nil }
        return candidate
    }

    /// Asks for `decide(at:)`'s range, if any.
    func fetchIfNeeded() {
        guard let range = decide(at: clock.now) else { return }
        send(range)
    }

    /// Sends the model's request for `range` (without a timeline, `scrollTo` or anchor, which a range refuses).
    func send(_ range: Layoutd.ScrollRange) {
        var ranged = request
        ranged.elements = .scrollRange(from: range.from, to: range.to)
        ranged.collectionView.contentOffsets = nil
        ranged.scrollTo = nil
        ranged.anchor = nil
        serial += 1
        let ticket = Pending(range: range, generation: generation, serial: serial, sent: clock.now)
        pending.append(ticket)
        requestCount += 1
        transport.fetchScrollRange(ranged) { [weak self] result in
            self?.complete(ticket, result)
        }
    }

    /// The transport's outcome for `ticket`: a stale one is discarded; an answer is held and the round trip
    /// measured; a failure waits, shrinks the ranges, or stops the asking (the type's documentation says when).
    func complete(_ ticket: Pending, _ result: Result<Layoutd.ScrollRangeResponse, Layoutd.ClientError>) {
        pending.removeAll { $0.serial == ticket.serial }
        guard ticket.generation == generation else {
            discardedCount += 1
            return
        }
        let now = clock.now
        switch result {
        case .success(let response):
            roundTrip = 0.7 * roundTrip + 0.3 * Swift.max(0, now - ticket.sent)
            failures = 0
            retryAt = nil
            lastError = nil
            take(Layoutd.ScrollRangeAnswer(response, viewport: viewport))
            onChange?()
        case .failure(let error):
            lastError = error
            if case .problem(let problem) = error {
                // Too many attributes for one answer: half the range, down to an eighth of a screen each side.
                guard problem.status == 422, problem.pointer == "/elements", policy.screensAround > 1.0 / 8 else {
                    refused = true
                    return
                }
                policy.screensAround /= 2
                policy.maximumScreens = Swift.max(1 + 2 * policy.screensAround, policy.maximumScreens / 2)
                policy.leadRoundTrips /= 2
            } else {
                failures += 1
                let delay = policy.retryDelay(afterFailures: failures)
                retryAt = now + delay
                let generation = self.generation
                clock.schedule(after: delay) { [weak self] in
                    guard let self, self.generation == generation else { return }
                    self.fetchIfNeeded()
                }
                return
            }
        }
        fetchIfNeeded()
    }

    /// Holds `answer`: it replaces the answers whose range it contains, and the answers beyond
    /// `maximumHeldAnswers` farthest from the offset are dropped.
    func take(_ answer: Layoutd.ScrollRangeAnswer) {
        held.removeAll { answer.scrollRange.contains($0.scrollRange) }
        held.append(answer)
        lastContentSize = answer.contentSize
        while held.count > Swift.max(1, policy.maximumHeldAnswers) {
            func distance(_ a: Layoutd.ScrollRangeAnswer) -> Double {
                let range = a.scrollRange
                return offset < range.from ? range.from - offset : Swift.max(0, offset - range.to)
            }
            // The newest answer is never the one dropped.
            guard let farthest = held.indices.dropLast().max(by: { distance(held[$0]) < distance(held[$1]) })
            else { break }
            held.remove(at: farthest)
        }
    }

    // MARK: - What is held or on its way

    /// The requests of the current data on their way for less than the policy's timeout.
    func livePending(at now: Double) -> [Pending] {
        pending.filter { $0.generation == generation && now - $0.sent < policy.timeout }
    }

    /// Of the held and requested ranges containing `offset`, the one with the most room in the direction of
    /// travel (either way when still).
    func bestCovering(
        _ offset: Double, velocity: Double, live: [Pending], scrollable: Layoutd.ScrollRange?
    ) -> Layoutd.ScrollRange? {
        let ranges = (held.map(\.scrollRange) + live.map(\.range)).filter { $0.contains(offset) }
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
        guard let size = contentSize else { return nil }
        let insets = viewport.contentInset
        let vertical = viewport.scrollDirection == .vertical
        let length = viewport.visibleLength
        let lowest = -(vertical ? insets.top : insets.left)
        let highest = Swift.max(
            lowest, (vertical ? size.height + insets.bottom : size.width + insets.right) - length)
        return Layoutd.ScrollRange(from: lowest - length / 2, to: highest + length / 2)
    }
}
