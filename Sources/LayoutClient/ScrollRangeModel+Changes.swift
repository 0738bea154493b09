public import Foundation

// Data changes: dropped at once (`update` alone), or fetched first and applied inside the batch of updates
// (`fetchUpdate` / `fetchReload`, then `apply`), and a far `scrollToItem`'s window fetched before the scroll.

extension Layoutd {
    /// A data change fetched before it is applied: the request the model will hold, and the answers that let it
    /// show the new data at once. Made by `ScrollRangeModel.fetchUpdate(to:animation:)` or `fetchReload(to:)`;
    /// handed to `ScrollRangeModel.apply(_:)` inside `performBatchUpdates` (`RemoteCollectionViewLayout` does both).
    public struct PreparedChange<Family: LayoutFamily>: Sendable {
        /// The new request, as the model will hold it (measured sizes carried over; no `previous`).
        public let request: Request<Family>
        /// The update answer (`fetchUpdate`): every element at the new offset, with `updates`, the resolved
        /// `contentOffset` and the place reported there.
        public let response: Response?
        /// The range answer (`fetchReload`).
        public let range: ScrollRangeResponse?
        /// Each section's item count before the change.
        public let previousItemCounts: [Int]
        /// Each section's id before the change.
        public let previousSectionIDs: [String?]
        /// The model's data generation it was fetched against: a change applied after another is stale.
        let generation: Int

        /// The answer's `updates`: where every element comes from and goes to.
        public var updates: Updates? { response?.updates }

        /// The batch's insertions, deletions, moves and reloads, from `updates` (`BatchUpdates`); `nil` without
        /// updates. `reloading` names the items (by id) whose content changed: reloaded where they stay.
        public func batch(reloading: Set<String> = []) -> BatchUpdates? {
            updates.map {
                BatchUpdates(
                    $0, previousItemCounts: previousItemCounts,
                    itemCounts: request.sections.map(Family.itemCount(of:)), previousSectionIDs: previousSectionIDs,
                    sectionIDs: request.sections.map(Family.sectionID(of:)), reloading: reloading)
            }
        }
    }
}

extension Layoutd.ScrollRangeModel {
    /// The data, the layout or the scroll view changed: `request` replaces the model's. Held answers are dropped
    /// and requests on their way cancelled; `answer`, when the app already has the new request's range answer, is
    /// held at once. Then the range around the offset is asked for. Prefer `fetchUpdate` / `fetchReload` and
    /// `apply`, which leave nothing blank.
    public func update(_ request: Layoutd.Request<Family>, answer: Layoutd.ScrollRangeResponse? = nil) {
        var request = request
        request.previous = nil
        request.updateAnimation = nil
        request.anchor = nil
        request.scrollTo = nil
        request.collectionView.contentOffsets = nil
        self.request = request
        viewport = Layoutd.ScrollViewport(request)
        generation += 1
        revision += 1
        for p in pending { cancel(serial: p.serial) }
        held.removeAll()
        heldRequest = nil
        refused = false
        failures = 0
        retryAt = nil
        lastError = nil
        flingTarget = nil
        placeRecord = nil
        relayoutSince = nil
        awaitingPlace = false
        measuredByIndexPath = [:]
        offsetAdjustment = 0
        if let answer {
            take(answer, of: request, revision: revision, source: .service)
        } else {
            onChange?()
        }
        fetchIfNeeded()
        scheduleRestCheck()
    }

    /// Fetches a data change with its animation, without applying it (one round trip): the update answer of
    /// `newRequest` (measured sizes carried over) with `previous` (the model's data at the offset) and the anchor
    /// of the user's place (`place`, or the offset kept when unknown), every element listed (`elements: "all"`,
    /// so that `updates` names every insertion and deletion the batch must make). Apply it with `apply(_:)` inside
    /// `performBatchUpdates`, after the data source changes.
    public func fetchUpdate(
        to newRequest: Layoutd.Request<Family>, animation: Layoutd.UpdateAnimation = .fade
    ) async throws(Layoutd.ClientError) -> Layoutd.PreparedChange<Family> {
        let at = offset
        let counts = itemCounts
        let sectionIDs = request.sections.map(Family.sectionID(of:))
        let fetchedGeneration = generation
        var next = withMeasuredSizes(newRequest)
        next.previous = nil
        next.updateAnimation = nil
        next.scrollTo = nil
        next.collectionView.contentOffsets = nil
        var asked = next.updating(from: request, at: singleOffsetPoint(at), animation: animation)
        asked.collectionView.contentOffset = singleOffsetPoint(at, in: next)
        asked.elements = .all
        asked.anchor = placeAnchor(at: at).map { .anchor($0) } ?? .report
        let response = try await single(asked)
        return Layoutd.PreparedChange(
            request: next, response: response, range: nil, previousItemCounts: counts,
            previousSectionIDs: sectionIDs, generation: fetchedGeneration)
    }

    /// Fetches a data change without animation (`reloadData()`), without applying it: the range answer of
    /// `newRequest` (measured sizes carried over) around the offset.
    public func fetchReload(
        to newRequest: Layoutd.Request<Family>
    ) async throws(Layoutd.ClientError) -> Layoutd.PreparedChange<Family> {
        let counts = itemCounts
        let fetchedGeneration = generation
        var next = withMeasuredSizes(newRequest)
        next.previous = nil
        next.updateAnimation = nil
        next.scrollTo = nil
        next.anchor = nil
        next.collectionView.contentOffsets = nil
        let range = policy.range(
            around: offset, velocity: 0, roundTrip: roundTrip,
            visibleLength: Layoutd.ScrollViewport(next).visibleLength,
            scrollable: nil)
        var asked = next
        asked.elements = .scrollRange(from: range.from, to: range.to)
        requestCount += 1
        let result: Result<Layoutd.ScrollRangeResponse, Layoutd.ClientError> = await withCheckedContinuation {
            continuation in
            transport.fetchScrollRange(asked) { continuation.resume(returning: $0) }
        }
        return Layoutd.PreparedChange(
            request: next, response: nil, range: try result.get(), previousItemCounts: counts,
            previousSectionIDs: request.sections.map(Family.sectionID(of:)), generation: fetchedGeneration)
    }

    /// Applies a fetched change: the model takes its request and holds its answer at once (an update answer as the
    /// range of its one offset, every element listed), and keeps the place it reported. A change fetched before the
    /// data changed again is stale: its request is taken without its answer (false).
    @discardableResult
    public func apply(_ change: Layoutd.PreparedChange<Family>) -> Bool {
        guard change.generation == generation else {
            update(change.request)
            return false
        }
        if let response = change.response {
            let resolved = response.contentOffset.map { viewport.scrollDirection == .vertical ? $0.y : $0.x } ?? offset
            var single = change.request
            single.collectionView.contentOffset = singleOffsetPoint(resolved, in: change.request)
            update(
                single,
                answer: Layoutd.ScrollRangeResponse(
                    contentSize: response.contentSize,
                    scrollRange: Layoutd.ScrollRange(from: resolved, to: resolved), attributes: response.attributes))
            request = change.request
            viewport = Layoutd.ScrollViewport(request)
            if let anchor = response.anchor {
                placeRecord = Place(anchor: anchor, offset: resolved, revision: revision, generation: generation)
            }
        } else {
            update(change.request, answer: change.range)
        }
        return true
    }

    /// The offset `scrollToItem(at:at:)` would scroll to for the item at `indexPath` (`[section, item]`) at
    /// `position`, asked of the service (the contract's `scrollTo`); its screen there is held before the offset is
    /// returned, so that scrolling there shows it at once.
    public func fetchScrollTo(
        _ indexPath: IndexPath, at position: Layoutd.ScrollPosition
    ) async throws(Layoutd.ClientError) -> Double {
        let askedRevision = revision
        let askedGeneration = generation
        var asked = request
        asked.scrollTo = Layoutd.ScrollTo(indexPath: indexPath, position: position)
        asked.elements = .visible
        asked.anchor = nil
        asked.previous = nil
        asked.updateAnimation = nil
        asked.collectionView.contentOffsets = nil
        let response = try await single(asked)
        let vertical = viewport.scrollDirection == .vertical
        let resolved = response.contentOffset.map { vertical ? $0.y : $0.x } ?? offset
        if askedRevision == revision, askedGeneration == generation {
            var single = asked
            single.scrollTo = nil
            single.collectionView.contentOffset = singleOffsetPoint(resolved, in: asked)
            take(
                Layoutd.ScrollRangeResponse(
                    contentSize: response.contentSize,
                    scrollRange: Layoutd.ScrollRange(from: resolved, to: resolved), attributes: response.attributes),
                of: single, revision: revision, source: .service)
        }
        return resolved
    }

    /// The single-offset answer of `asked`, through the transport.
    func single(_ asked: Layoutd.Request<Family>) async throws(Layoutd.ClientError) -> Layoutd.Response {
        requestCount += 1
        let result: Result<Layoutd.Response, Layoutd.ClientError> = await withCheckedContinuation { continuation in
            transport.fetchLayout(asked) { continuation.resume(returning: $0) }
        }
        return try result.get()
    }
}
