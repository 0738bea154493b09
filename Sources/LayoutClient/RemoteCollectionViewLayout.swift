// A `UICollectionViewLayout` whose attributes come from layoutd range answers through a `ScrollRangeModel`.
//
// UIKit cannot be compiled where this package is built and tested, so this file is compiled twice: in
// LayoutClient where UIKit exists, and on every platform in the test-only module `UIKitLayoutCheck` (which reaches
// this file through a symbolic link and defines LAYOUTD_UIKIT_STANDIN) against `UIKitStandIn`, a stand-in that
// declares exactly the UIKit signatures used here, and `CollectionViewDriver`, which calls a layout in UIKit's order
// (docs/uikit-driver.md). That checks the types and drives the class in tests; it has never run on a device.

#if LAYOUTD_UIKIT_STANDIN
    public import LayoutClient
    public import UIKitStandIn
#elseif canImport(UIKit) && !os(watchOS)
    public import UIKit
#endif

#if LAYOUTD_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
    extension Layoutd {
        /// A collection view layout answered by layoutd without a round trip per frame: its model holds range
        /// answers and computes every offset they cover, pinned headers and footers included, exactly as the service
        /// would; it asks for the next range before the scroll gets there.
        ///
        /// - Every query answers for the rect it is asked about at the collection view's offset at that moment,
        ///   from every answer held (`ScrollRangeModel.attributes(at:in:)`), so what UIKit asks for between two
        ///   `prepare()`s (it calls none while the layout declines a bounds change) is right. Per-element lookups
        ///   answer any element an answer holds.
        /// - `shouldInvalidateLayout(forBoundsChange:)` reports the offset to the model; it is true when the size
        ///   changed, or while an element that follows the scroll (a pinned header or footer) is on screen, and then
        ///   `invalidationContext(forBoundsChange:)` names only those elements.
        /// - An answer taken in that changes the screen invalidates the layout; one that resolves the user's place
        ///   after a change moves the offset with the context's `contentOffsetAdjustment`.
        /// - `prepare()` hands the model the collection view's geometry (`setGeometry`: bounds size, adjusted
        ///   content inset, scale, direction, and for compositional the safe area, layout margins and readable
        ///   content insets) and the offset. A geometry change keeps what is held on screen until its answer comes.
        /// - `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: under `layout.snapping`, where
        ///   the fling rests by the held answer covering the release (the policy's target, the service's to the
        ///   bit; the in-process fallback computes one when nothing is held there); otherwise UIKit's proposal.
        ///   The model asks for the resting window at once (a hint, never a gate).
        /// - Self-sizing: `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` gives the
        ///   model a cell's preferred size when an answer marks the cell `estimated` (`ScrollRangeModel.measured`).
        /// - `invalidateLayout(with:)` checks the data source's counts after `reloadData()` or updates
        ///   (`invalidateEverything`, `invalidateDataSourceCounts`); while they differ from the model's request, no
        ///   query returns an index path the data source does not have (`dataSourceCounts` says what it has).
        /// - **Updates**: `fetchUpdate` (one round trip, before the batch), then `performBatchUpdates(_:reloading:
        ///   dataSourceUpdate:completion:)`, which changes the data source, hands the model the change and makes the
        ///   batch's calls from the answer's `updates` (`BatchUpdates`). Inside the batch,
        ///   `prepare(forCollectionViewUpdates:)` takes the updates, `targetContentOffset(forProposedContentOffset:)`
        ///   answers the new offset (`updates.to`), the appearing questions (`initialLayoutAttributesForAppearingItem(
        ///   at:)` and peers) answer the `from` of the element now at the index path, the disappearing ones the `to` of
        ///   the element that was there, with frame, zIndex and alpha, and `finalizeCollectionViewUpdates()` drops
        ///   them. An element the updates do not list gets UIKit's own answer. See `UpdateIndex`.
        ///
        /// The elements of an orthogonally scrolling compositional section are shown at the request's
        /// `orthogonalContentOffset` (moved by it from their unscrolled frames); scrolling them is not modelled (UIKit
        /// gives a section a scroll view of its own only under `UICollectionViewCompositionalLayout`, and asks no
        /// layout where it rests: `ScrollRangeModel.orthogonalFling` answers that for an app that scrolls it), and
        /// their update ends are answered as the service wrote them, without that move.
        @MainActor
        open class RemoteCollectionViewLayout<Family: LayoutFamily>: UICollectionViewLayout {
            /// Where the attributes come from.
            public let model: ScrollRangeModel<Family>
            /// An update answer's `updates`, waiting for the next batch of updates UIKit performs.
            public var pendingUpdates: Updates?
            /// The updates of the batch UIKit is animating, between `prepare(forCollectionViewUpdates:)` and
            /// `finalizeCollectionViewUpdates()`.
            public private(set) var animating: UpdateIndex?
            /// Where the two sides of `animating` are shown: the collection view's offset when UIKit prepared the
            /// batch, and the offset the batch ends at (`updates.to`, moved as much as the first differs from
            /// `updates.from`).
            private(set) var animatingOffsets = (before: Point.zero, after: Point.zero)
            /// The data source's item counts when they differ from the model's request (found after an invalidation
            /// of the data source counts); `nil` when they agree.
            public private(set) var dataSourceCounts: [Int]?
            /// Whether the next `prepare()` checks the data source's counts.
            private var needsCountCheck = false
            /// The offset of the last bounds change the layout heard of.
            private var lastBoundsOffset: Double
            /// The followers found to move at the bounds change being asked about.
            private var movingFollowers: [Attributes] = []
            /// The content size at the last invalidation for an answer.
            private var invalidatedContentSize: Size?

            /// A layout showing what `model` holds; it invalidates itself when what the model holds changes the
            /// screen.
            public init(model: ScrollRangeModel<Family>) {
                self.model = model
                self.lastBoundsOffset = model.offset
                super.init()
                model.onChange = { [weak self] in self?.modelChanged() }
            }

            /// Not supported: a layout needs its model (a request and a transport), which an archive cannot hold.
            public required init?(coder: NSCoder) {
                return nil
            }

            // MARK: - The model's changes

            /// Invalidates the layout for what the model took in: with the offset moved when a change resolved the
            /// user's place there; otherwise only when the newest answer meets the screen or the content size
            /// changed.
            func modelChanged() {
                let vertical = model.viewport.scrollDirection == .vertical
                if let move = model.takeOffsetAdjustment() {
                    let context = UICollectionViewLayoutInvalidationContext()
                    context.contentOffsetAdjustment = vertical ? CGPoint(x: 0, y: move) : CGPoint(x: move, y: 0)
                    invalidatedContentSize = model.contentSize
                    invalidateLayout(with: context)
                    return
                }
                let offset = liveOffset
                let length = model.viewport.visibleLength
                let meets =
                    model.heldAnswers.last.map {
                        $0.answer.scrollRange.from <= offset + length && offset - length <= $0.answer.scrollRange.to
                    } ?? true
                guard meets || model.contentSize != invalidatedContentSize else { return }
                invalidatedContentSize = model.contentSize
                invalidateLayout()
            }

            /// The scroll-axis coordinate of `point`.
            func axisOffset(_ point: CGPoint) -> Double {
                model.viewport.scrollDirection == .vertical ? Double(point.y) : Double(point.x)
            }

            /// The collection view's scroll-axis offset now (the model's last one without a collection view).
            var liveOffset: Double { collectionView.map { axisOffset($0.contentOffset) } ?? model.offset }

            /// The data changed: the model takes `request` (without `previous` and `updateAnimation`, which a range
            /// request cannot carry) and its range `answer` when the app has it, and `updates` (the `updates` of the
            /// same change's update answer) animate the next batch of updates. Prefer `fetchUpdate` and
            /// `performBatchUpdates(_:reloading:dataSourceUpdate:completion:)`.
            public func update(_ request: Request<Family>, answer: ScrollRangeResponse? = nil, updates: Updates?) {
                pendingUpdates = updates
                model.update(request, answer: answer)
            }

            // MARK: - Updates and reloads, fetched first

            /// Fetches the change to `request` with its animation (one round trip; nothing changes yet): see
            /// `ScrollRangeModel.fetchUpdate(to:animation:)`.
            public func fetchUpdate(
                to request: Request<Family>, animation: UpdateAnimation = .fade
            ) async throws(ClientError) -> PreparedChange<Family> {
                try await model.fetchUpdate(to: request, animation: animation)
            }

            /// Performs a fetched change as one batch of updates, in the order UIKit requires: inside
            /// `performBatchUpdates`, `dataSourceUpdate` changes the app's data, the model takes the change (its
            /// answer held at once, its `updates` kept for the animation), and the insertions, deletions, moves and
            /// reloads read from the updates are made (`BatchUpdates`; `reloading` names the items, by id, whose
            /// content changed).
            public func performBatchUpdates(
                _ change: PreparedChange<Family>, reloading: Set<String> = [], dataSourceUpdate: @escaping () -> Void,
                completion: ((Bool) -> Void)? = nil
            ) {
                guard let collectionView else {
                    dataSourceUpdate()
                    model.apply(change)
                    return
                }
                let batch = change.batch(reloading: reloading)
                collectionView.performBatchUpdates(
                    {
                        dataSourceUpdate()
                        let fresh = self.model.apply(change)
                        self.pendingUpdates = fresh ? change.updates : nil
                        batch?.perform(on: collectionView)
                    }, completion: completion)
            }

            /// Fetches a change shown without animation (`reloadData()`): see `ScrollRangeModel.fetchReload(to:)`.
            public func fetchReload(to request: Request<Family>) async throws(ClientError) -> PreparedChange<Family> {
                try await model.fetchReload(to: request)
            }

            /// Shows a fetched change at once: `dataSourceUpdate` changes the app's data, the model takes the change
            /// with its answer, then `reloadData()`.
            public func reloadData(_ change: PreparedChange<Family>, dataSourceUpdate: () -> Void) {
                dataSourceUpdate()
                pendingUpdates = nil
                model.apply(change)
                collectionView?.reloadData()
            }

            /// Scrolls to the item at `indexPath` (`[section, item]`) at `position`, however far: the offset and the
            /// screen there are fetched first (the contract's `scrollTo`, one round trip), then the offset is set, so
            /// nothing is blank when it lands.
            public func scrollToItem(
                at indexPath: IndexPath, at position: ScrollPosition, animated: Bool
            ) async throws(ClientError) {
                let offset = try await model.fetchScrollTo(indexPath, at: position)
                guard let collectionView else { return }
                let vertical = model.viewport.scrollDirection == .vertical
                let current = collectionView.contentOffset
                let target =
                    vertical ? CGPoint(x: current.x, y: CGFloat(offset)) : CGPoint(x: CGFloat(offset), y: current.y)
                collectionView.setContentOffset(target, animated: animated)
            }

            // MARK: - Queries

            /// The attributes UIKit shows for `a`: an orthogonal element moved back by its section's
            /// `orthogonalContentOffset` (`ScrollViewport.orthogonalMove(section:)`), where that scroll position puts
            /// it on screen.
            func shown(_ a: Attributes) -> UICollectionViewLayoutAttributes {
                guard a.orthogonal == true else { return a.layoutAttributes() }
                let move = model.viewport.orthogonalMove(section: a.indexPath.first ?? 0)
                var moved = a
                moved.frame.x -= move.x
                moved.frame.y -= move.y
                return moved.layoutAttributes()
            }

            /// Whether the data source has `a`'s index path (always, while its counts agree with the request).
            func exists(_ a: Attributes) -> Bool {
                guard let counts = dataSourceCounts else { return true }
                guard a.indexPath.count == 2, counts.indices.contains(a.indexPath[0]) else { return false }
                return a.category != .cell || a.indexPath[1] < counts[a.indexPath[0]]
            }

            /// Reads the data source's counts: the mismatch with the model's request, if any.
            func checkDataSourceCounts() {
                guard let collectionView else { return }
                let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
                dataSourceCounts = counts == model.itemCounts ? nil : counts
            }

            // MARK: - UICollectionViewLayout

            /// Hands the model the collection view's geometry and offset (and checks the data source's counts after
            /// an invalidation that named them).
            open override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                model.setGeometry(CollectionView(collectionView, layoutGuides: Family.readsLayoutGuides))
                let offset = axisOffset(collectionView.contentOffset)
                lastBoundsOffset = offset
                model.scrolled(to: offset)
                if needsCountCheck || dataSourceCounts != nil {
                    needsCountCheck = false
                    checkDataSourceCounts()
                }
            }

            /// The answers' content size; zero before the first answer.
            open override var collectionViewContentSize: CGSize {
                model.contentSize?.cgSize ?? .zero
            }

            /// The elements whose frame meets `rect` at the collection view's offset, from every answer held.
            open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                model.attributes(at: liveOffset, in: Rect(rect)).filter(exists).map(shown)
            }

            /// The cell at `indexPath` at the collection view's offset, when an answer holds it.
            open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                model.attributes(category: .cell, indexPath: indexPath, at: liveOffset).flatMap {
                    exists($0) ? shown($0) : nil
                }
            }

            /// The supplementary view of `elementKind` (UIKit's header and footer kinds, or a compositional kind).
            open override func layoutAttributesForSupplementaryView(
                ofKind elementKind: String, at indexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                model.attributes(
                    category: .supplementary, kind: ElementKind(uiKitName: elementKind), indexPath: indexPath,
                    at: liveOffset
                ).flatMap { exists($0) ? shown($0) : nil }
            }

            /// The decoration view of `elementKind` (a section background).
            open override func layoutAttributesForDecorationView(
                ofKind elementKind: String, at indexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                model.attributes(
                    category: .decoration, kind: ElementKind(uiKitName: elementKind), indexPath: indexPath,
                    at: liveOffset
                ).flatMap { exists($0) ? shown($0) : nil }
            }

            /// Reports the new offset; true when the size or the adjusted content inset changed, or while an
            /// element that follows the scroll is on screen at the old or the new offset. Reads only `newBounds` and
            /// what the bounds do not hold (UIKit may ask before or after setting them).
            open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                let offset = axisOffset(newBounds.origin)
                let previous = lastBoundsOffset
                lastBoundsOffset = offset
                model.scrolled(to: offset)
                movingFollowers = []
                if geometryChanged(size: newBounds.size) { return true }
                guard model.followsScroll(at: offset) else { return false }
                let vertical = model.viewport.scrollDirection == .vertical
                var swept = Rect(newBounds)
                let move = previous - offset
                if vertical {
                    swept.y = Swift.min(swept.y, swept.y + move)
                    swept.height += Swift.abs(move)
                } else {
                    swept.x = Swift.min(swept.x, swept.x + move)
                    swept.width += Swift.abs(move)
                }
                var seen = Set<String>()
                for a in model.followers(at: offset, in: swept) + model.followers(at: previous, in: swept)
                where seen.insert("\(a.category) \(a.kind.map(\.uiKitName) ?? "") \(Array(a.indexPath))").inserted {
                    movingFollowers.append(a)
                }
                return !movingFollowers.isEmpty
            }

            /// Whether the size (or the adjusted content inset, read from the collection view) differs from the
            /// model's request.
            func geometryChanged(size: CGSize) -> Bool {
                let cv = model.request.collectionView
                if Size(size) != cv.size { return true }
                guard let collectionView else { return false }
                return Insets(collectionView.adjustedContentInset) != (cv.contentInset ?? .zero)
            }

            /// For a scroll with followers on screen, a context naming only them (they move; nothing else does); for
            /// a change of size or inset, the whole layout.
            open override func invalidationContext(
                forBoundsChange newBounds: CGRect
            ) -> UICollectionViewLayoutInvalidationContext {
                let context = super.invalidationContext(forBoundsChange: newBounds)
                guard !geometryChanged(size: newBounds.size) else { return context }
                var supplementaries: [String: [IndexPath]] = [:]
                var decorations: [String: [IndexPath]] = [:]
                var cells: [IndexPath] = []
                for a in movingFollowers where exists(a) {
                    switch a.category {
                    case .supplementary: supplementaries[a.kind?.uiKitName ?? "", default: []].append(a.indexPath)
                    case .decoration: decorations[a.kind?.uiKitName ?? "", default: []].append(a.indexPath)
                    case .cell: cells.append(a.indexPath)
                    }
                }
                for (kind, paths) in supplementaries {
                    context.invalidateSupplementaryElements(ofKind: kind, at: paths)
                }
                for (kind, paths) in decorations { context.invalidateDecorationElements(ofKind: kind, at: paths) }
                if !cells.isEmpty { context.invalidateItems(at: cells) }
                return context
            }

            /// Notes an invalidation that names the data source's counts, to check them at the next `prepare()` (not
            /// here: during a batch of updates UIKit invalidates before it has taken the new counts).
            open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                if context.invalidateEverything || context.invalidateDataSourceCounts { needsCountCheck = true }
                super.invalidateLayout(with: context)
            }

            /// Where the fling stops: under `layout.snapping`, the policy's target from the held answer that covers
            /// the release (`ScrollRangeModel.endDragging(releasedAt:velocity:proposed:)`), released at the
            /// collection view's offset with UIKit's velocity as it arrives (points per millisecond); UIKit clamps
            /// and bounces the target itself, and the proposal is not read. Without snapping, or with nothing held
            /// at the release and no fallback, the proposal stands. Either way the model asks for the window where
            /// the fling will rest at once.
            open override func targetContentOffset(
                forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
            ) -> CGPoint {
                let release = collectionView?.contentOffset ?? model.contentOffset(at: model.offset).cgPoint
                let answer = model.endDragging(
                    releasedAt: axisOffset(release), velocity: axisOffset(velocity),
                    proposed: axisOffset(proposedContentOffset))
                guard case .snapped(let outcome, _) = answer else { return proposedContentOffset }
                let target = CGFloat(outcome.targetOffset)
                return model.viewport.scrollDirection == .vertical
                    ? CGPoint(x: release.x, y: target) : CGPoint(x: target, y: release.y)
            }

            // MARK: - Self-sizing

            /// True when the cell's preferred size differs from the estimated size an answer laid it out at: the
            /// model takes the measured size into its request (`ScrollRangeModel.measured`) and asks for the new
            /// layout with the user's place kept; until it comes the cell keeps its frame.
            open override func shouldInvalidateLayout(
                forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
            ) -> Bool {
                guard preferredAttributes.representedElementCategory == .cell else { return false }
                return model.measured(preferredAttributes.indexPath, size: Size(preferredAttributes.size))
            }

            // MARK: - Updates

            /// Takes the pending updates for this batch, with the offset the collection view stands at now.
            open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                guard let updates = pendingUpdates else {
                    animating = nil
                    return
                }
                pendingUpdates = nil
                let before = collectionView.map { Point($0.contentOffset) } ?? updates.from
                let after =
                    before == updates.from
                    ? updates.to
                    : Point(
                        x: updates.to.x + (before.x - updates.from.x), y: updates.to.y + (before.y - updates.from.y))
                animating = UpdateIndex(updates)
                animatingOffsets = (before, after)
            }

            /// During a batch with updates, the offset it ends at (`updates.to`); otherwise the proposed offset.
            open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
                guard animating != nil else {
                    return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
                }
                let after = animatingOffsets.after
                lastBoundsOffset = model.viewport.scrollDirection == .vertical ? after.y : after.x
                model.scrolled(to: lastBoundsOffset)
                return after.cgPoint
            }

            /// The batch is over: its updates are dropped.
            open override func finalizeCollectionViewUpdates() {
                super.finalizeCollectionViewUpdates()
                animating = nil
            }

            /// The attributes of the element of `category` and `kind` at `indexPath` as the batch being animated
            /// starts it (`appearing`) or ends it (`!appearing`, `indexPath` then the one before the update);
            /// `nil` when no batch with updates is animating or they do not list it.
            func updateEnd(
                appearing: Bool, _ category: ElementCategory, kind: ElementKind? = nil, at indexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                guard let animating else { return nil }
                let end =
                    appearing
                    ? animating.appearing(category, kind: kind, at: indexPath, shownAt: animatingOffsets.before)
                    : animating.disappearing(category, kind: kind, at: indexPath, shownAt: animatingOffsets.after)
                return end?.layoutAttributes(category, kind: kind, at: indexPath)
            }

            /// Where the cell now at `itemIndexPath` appears from: its `from` in the updates.
            open override func initialLayoutAttributesForAppearingItem(
                at itemIndexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                if let end = updateEnd(appearing: true, .cell, at: itemIndexPath) { return end }
                return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            }

            /// Where the cell that was at `itemIndexPath` disappears to: its `to` in the updates.
            open override func finalLayoutAttributesForDisappearingItem(
                at itemIndexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                if let end = updateEnd(appearing: false, .cell, at: itemIndexPath) { return end }
                return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
            }

            /// Where the supplementary view of `elementKind` now at `elementIndexPath` appears from.
            open override func initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind elementKind: String, at elementIndexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                let kind = ElementKind(uiKitName: elementKind)
                if let end = updateEnd(appearing: true, .supplementary, kind: kind, at: elementIndexPath) { return end }
                return super.initialLayoutAttributesForAppearingSupplementaryElement(
                    ofKind: elementKind, at: elementIndexPath)
            }

            /// Where the supplementary view of `elementKind` that was at `elementIndexPath` disappears to.
            open override func finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind elementKind: String, at elementIndexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                let kind = ElementKind(uiKitName: elementKind)
                if let end = updateEnd(appearing: false, .supplementary, kind: kind, at: elementIndexPath) {
                    return end
                }
                return super.finalLayoutAttributesForDisappearingSupplementaryElement(
                    ofKind: elementKind, at: elementIndexPath)
            }

            /// Where the decoration view of `elementKind` now at `decorationIndexPath` appears from.
            open override func initialLayoutAttributesForAppearingDecorationElement(
                ofKind elementKind: String, at decorationIndexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                let kind = ElementKind(uiKitName: elementKind)
                if let end = updateEnd(appearing: true, .decoration, kind: kind, at: decorationIndexPath) { return end }
                return super.initialLayoutAttributesForAppearingDecorationElement(
                    ofKind: elementKind, at: decorationIndexPath)
            }

            /// Where the decoration view of `elementKind` that was at `decorationIndexPath` disappears to.
            open override func finalLayoutAttributesForDisappearingDecorationElement(
                ofKind elementKind: String, at decorationIndexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                let kind = ElementKind(uiKitName: elementKind)
                if let end = updateEnd(appearing: false, .decoration, kind: kind, at: decorationIndexPath) {
                    return end
                }
                return super.finalLayoutAttributesForDisappearingDecorationElement(
                    ofKind: elementKind, at: decorationIndexPath)
            }
        }
    }
#endif
