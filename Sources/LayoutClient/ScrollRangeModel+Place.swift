public import Foundation

// Changes of the request that keep every index path (the bounds, insets, safe area, margins, scale, direction; a
// self-sizing cell's measured size), and the place that keeps the user where they were across them: the anchor the
// service reports when the scroll rests, resolved against the changed request.

extension Layoutd.ScrollRangeModel {
    // MARK: - Geometry

    /// The collection view's geometry is `live` now (its `size`, `contentInset`, `scale`, `layoutDirection`,
    /// `safeAreaInsets`, `layoutMargins`, `readableContentInsets`; its offsets are ignored). A change replaces the
    /// request's geometry; what is held stays shown until the new geometry's answer arrives, asked for once the
    /// changes pause (`relayoutQuiet`, at most `relayoutMaximumWait` after the first). Returns whether it changed.
    @discardableResult
    public func setGeometry(_ live: Layoutd.CollectionView) -> Bool {
        var cv = request.collectionView
        guard
            cv.size != live.size || (cv.contentInset ?? .zero) != (live.contentInset ?? .zero)
                || (cv.scale ?? 1) != (live.scale ?? 1)
                || (cv.layoutDirection ?? .leftToRight) != (live.layoutDirection ?? .leftToRight)
                || (cv.safeAreaInsets ?? .zero) != (live.safeAreaInsets ?? .zero)
                || (cv.layoutMargins ?? .zero) != (live.layoutMargins ?? .zero)
                || (cv.readableContentInsets ?? .zero) != (live.readableContentInsets ?? .zero)
        else { return false }
        cv.size = live.size
        cv.contentInset = live.contentInset
        cv.scale = live.scale
        cv.layoutDirection = live.layoutDirection
        cv.safeAreaInsets = live.safeAreaInsets
        cv.layoutMargins = live.layoutMargins
        cv.readableContentInsets = live.readableContentInsets
        request.collectionView = cv
        changedKeepingIndexPaths()
        return true
    }

    // MARK: - Self-sizing

    /// A self-sizing cell at `indexPath` reports `size`: when a held answer marks it `estimated` and lays it out at
    /// another size, the size goes into the request (by the item's id when it has one, for every later request
    /// too; else by index path until the data changes), the held answers stay shown, and the new answer is asked
    /// for once the measurements pause, with the place kept. Returns whether it changed anything (what
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` answers). An item of a
    /// uniform section cannot carry its own size: false.
    @discardableResult
    public func measured(_ indexPath: IndexPath, size: Layoutd.Size) -> Bool {
        guard indexPath.count == 2,
            let shown = attributes(category: .cell, indexPath: indexPath, at: offset), shown.estimated == true,
            shown.frame.width != size.width || shown.frame.height != size.height
        else { return false }
        let (s, i) = (indexPath[0], indexPath[1])
        guard request.sections.indices.contains(s) else { return false }
        if let id = Family.itemID(of: request.sections[s], item: i) {
            guard measuredSizes[id] != size else { return false }
            measuredSizes[id] = size
        } else {
            guard measuredByIndexPath[indexPath] != size else { return false }
            measuredByIndexPath[indexPath] = size
        }
        guard Family.measure(&request.sections[s], item: i, size: size) else { return false }
        changedKeepingIndexPaths()
        return true
    }

    /// `request` with the sizes measured so far: an estimated item with a measured id takes its measured size.
    func withMeasuredSizes(_ request: Layoutd.Request<Family>) -> Layoutd.Request<Family> {
        guard !measuredSizes.isEmpty else { return request }
        var measured = request
        for s in measured.sections.indices {
            for i in 0..<Family.itemCount(of: measured.sections[s]) {
                guard Family.isEstimated(measured.sections[s], item: i),
                    let id = Family.itemID(of: measured.sections[s], item: i), let size = measuredSizes[id]
                else { continue }
                _ = Family.measure(&measured.sections[s], item: i, size: size)
            }
        }
        return measured
    }

    // MARK: - Changed requests

    /// The request changed without changing index paths: a new revision, whose answer is asked for once changes
    /// pause.
    func changedKeepingIndexPaths() {
        viewport = Layoutd.ScrollViewport(request)
        revision += 1
        let now = clock.now
        relayoutSince = relayoutSince ?? now
        relayoutLast = now
        for p in pending where p.range != nil && p.generation == generation && p.revision < revision {
            cancel(serial: p.serial)
        }
        let quiet = policy.relayoutQuiet
        clock.schedule(after: quiet) { [weak self] in self?.fetchIfNeeded() }
        if relayoutSince == now {
            clock.schedule(after: policy.relayoutMaximumWait) { [weak self] in self?.fetchIfNeeded() }
        }
    }

    /// Whether a changed request waits to be sent and its changes have paused (or gone on too long).
    func relayoutDue(at now: Double) -> Bool {
        guard let since = relayoutSince else { return false }
        return now - relayoutLast >= policy.relayoutQuiet - 1e-9 || now - since >= policy.relayoutMaximumWait - 1e-9
    }

    /// Whether ranges of the current request wait: its changes have not paused, or the answer that keeps the place
    /// (or the report it needs) is on its way.
    func relayoutOutstanding(at now: Double) -> Bool {
        if relayoutSince != nil { return true }
        return livePendingAny(at: now).contains {
            if case .relayout = $0.kind { return $0.revision == revision }
            if case .report = $0.kind { return awaitingPlace }
            return false
        }
    }

    /// Sends the changed request's answer at the place's resolved anchor (`elements: "visible"`, the screen it
    /// lands on); without a place, reports it first against what is shown ("report before, resolve after"), or,
    /// with nothing shown, leaves it to the ranges.
    func sendRelayout() {
        relayoutSince = nil
        let at = offset
        if let anchor = placeAnchor(at: at) {
            var asked = request
            asked.elements = .visible
            asked.anchor = .anchor(anchor)
            asked.collectionView.contentOffset = singleOffsetPoint(at)
            asked.collectionView.contentOffsets = nil
            asked.scrollTo = nil
            asked.previous = nil
            asked.updateAnimation = nil
            let serial = begin(.relayout(at))
            let task = transport.fetchLayout(asked) { [weak self] result in
                self?.complete(serial, result.map(Answered.single))
            }
            attach(task, to: serial)
        } else if policy.keepsPlace, let shown = heldRequest, let shownRevision = held.last?.revision,
            shownRevision != revision, held.contains(where: { $0.answer.scrollRange.contains(at) })
        {
            awaitingPlace = true
            sendReport(of: shown, revision: shownRevision, at: at)
        }
    }

    /// Takes a changed request's answer at the resolved anchor: held as the range of that one offset, the place
    /// reported there kept, and the offset moved by the anchor's resolution (plus any scroll since it was asked).
    func takeRelayout(
        _ response: Layoutd.Response, askedAt at: Double, of asked: Layoutd.Request<Family>, revision: Int
    ) {
        guard revision == self.revision else {
            discardedCount += 1
            return
        }
        let resolved = response.contentOffset.map { viewport.scrollDirection == .vertical ? $0.y : $0.x } ?? at
        var single = asked
        single.anchor = nil
        single.collectionView.contentOffset = singleOffsetPoint(resolved, in: asked)
        take(
            Layoutd.ScrollRangeResponse(
                contentSize: response.contentSize, scrollRange: Layoutd.ScrollRange(from: resolved, to: resolved),
                attributes: response.attributes),
            of: single, revision: revision, source: .service)
        if let anchor = response.anchor {
            placeRecord = Place(anchor: anchor, offset: resolved, revision: revision, generation: generation)
        }
        if resolved != at {
            offsetAdjustment += resolved - at
            onChange?()
        }
    }

    // MARK: - The place

    /// The anchor that keeps the user's place at `offset`, from the reported place: as reported when the offset
    /// has not moved since; moved by the scroll since for an item anchor when the frames shown are those it was
    /// reported against (an item's distance from the edge changes by exactly the scroll); else none.
    func placeAnchor(at offset: Double) -> Layoutd.Anchor? {
        guard let place = placeRecord, place.generation == generation else { return nil }
        if place.offset == offset { return place.anchor }
        guard place.revision == held.last?.revision else { return nil }
        let moved = place.offset - offset
        switch place.anchor {
        case .topItem(let item, let distance): return .topItem(item, distance: distance + moved)
        case .bottomItem(let item, let distance): return .bottomItem(item, distance: distance + moved)
        case .top, .bottom: return nil
        }
    }

    /// Asks the service where the user is, once the scroll rests on what it shows and the place is not known
    /// there (`PrefetchPolicy.keepsPlace`): an anchor report at the offset, with no elements.
    func reportIfAtRest(at now: Double) {
        guard policy.keepsPlace, now - lastMove >= policy.restTime - 1e-9, let shown = heldRequest,
            let shownRevision = held.last?.revision, shownRevision == revision, isCovered(offset),
            placeAnchor(at: offset) == nil,
            !livePendingAny(at: now).contains(where: { if case .report = $0.kind { return true } else { return false } }
            )
        else { return }
        sendReport(of: shown, revision: shownRevision, at: offset)
    }

    /// Sends an anchor report of `asked` at `at` (`elements` a rect of no area: the answer lists nothing).
    func sendReport(of asked: Layoutd.Request<Family>, revision: Int, at: Double) {
        var report = asked
        report.elements = .rect(Layoutd.Rect(x: 0, y: 0, width: 0, height: 0))
        report.anchor = .report
        report.collectionView.contentOffset = singleOffsetPoint(at, in: asked)
        report.collectionView.contentOffsets = nil
        report.scrollTo = nil
        report.previous = nil
        report.updateAnimation = nil
        let serial = begin(.report(at), of: asked, revision: revision)
        let task = transport.fetchLayout(report) { [weak self] result in
            self?.complete(serial, result.map(Answered.single))
        }
        attach(task, to: serial)
    }

    /// The content offset of a single-offset request at scroll-axis offset `at`: the other coordinate
    /// `asked`'s own (so the service answers the rect the range answers show), or its default.
    func singleOffsetPoint(_ at: Double, in asked: Layoutd.Request<Family>? = nil) -> Layoutd.Point {
        let asked = asked ?? request
        let vertical = viewport.scrollDirection == .vertical
        if let given = asked.collectionView.contentOffset {
            return vertical ? Layoutd.Point(x: given.x, y: at) : Layoutd.Point(x: at, y: given.y)
        }
        let cross = Layoutd.ScrollViewport(asked).crossOffset(contentSize: contentSize ?? .zero)
        return vertical ? Layoutd.Point(x: cross, y: at) : Layoutd.Point(x: at, y: cross)
    }

    /// Every request of the current data on its way for less than the timeout, of any revision.
    func livePendingAny(at now: Double) -> [Pending] {
        pending.filter { $0.generation == generation && now - $0.sent < policy.timeout }
    }
}
