// A `UICollectionViewLayout` whose attributes come from layoutd range answers through a `ScrollRangeModel`.
//
// UIKit cannot be compiled where this package is built and tested, so this file is compiled twice: in
// LayoutClient where UIKit exists, and on every platform in the test-only module `UIKitLayoutCheck` (which reaches
// this file through a symbolic link and defines LAYOUTD_UIKIT_STANDIN) against `UIKitStandIn`, a stand-in that
// declares exactly the UIKit signatures used here. That checks the types and drives the class in tests; it has
// never run on a device.

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
        /// - `prepare()` reads the scroll view: a new bounds size, adjusted content inset, screen scale or layout
        ///   direction replaces the model's request (`ScrollRangeModel.update(_:answer:)`); the offset is reported.
        /// - `layoutAttributesForElements(in:)` returns the elements whose frame at the prepared offset meets the
        ///   rect, `layoutAttributesForItem(at:)` and the supplementary and decoration lookups one element.
        /// - `shouldInvalidateLayout(forBoundsChange:)` reports the new offset to the model and is true while
        ///   something shown follows the scroll (a pinned header or footer), or when the size changed.
        /// - `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` tells the model where a fling
        ///   will stop, so the target's range is asked for at once; the proposed offset is kept.
        /// - An answer arriving invalidates the layout.
        /// - **Updates** animate from an update answer's `updates` (`update(_:answer:updates:)`, or
        ///   `pendingUpdates`, set before `performBatchUpdates`): `prepare(forCollectionViewUpdates:)` takes them
        ///   for that batch, `targetContentOffset(forProposedContentOffset:)` answers the new offset
        ///   (`updates.to`), the appearing questions (`initialLayoutAttributesForAppearingItem(at:)` and its
        ///   supplementary and decoration variants) answer the `from` of the element now at the index path, the
        ///   disappearing ones the `to` of the element that was there, with frame, zIndex and alpha, and
        ///   `finalizeCollectionViewUpdates()` drops them. An element the updates do not list, or a batch without
        ///   updates, gets UIKit's own answer. See `UpdateIndex`.
        ///
        /// The elements of an orthogonally scrolling compositional section are shown at the request's
        /// `orthogonalContentOffset` (moved by it from their unscrolled frames); scrolling them is not modelled, and
        /// their update ends are answered as the service wrote them, without that move.
        @MainActor
        open class RemoteCollectionViewLayout<Family: LayoutFamily>: UICollectionViewLayout {
            /// Where the attributes come from.
            public let model: ScrollRangeModel<Family>
            /// The scroll-axis offset of the last `prepare()` (or, during an update, the offset it ends at): every
            /// query answers there.
            public private(set) var preparedOffset: Double
            /// An update answer's `updates`, waiting for the next batch of updates UIKit performs.
            public var pendingUpdates: Updates?
            /// The updates of the batch UIKit is animating, between `prepare(forCollectionViewUpdates:)` and
            /// `finalizeCollectionViewUpdates()`.
            public private(set) var animating: UpdateIndex?
            /// Where the two sides of `animating` are shown: the collection view's offset when UIKit prepared the
            /// batch, and the offset the batch ends at (`updates.to`, moved as much as the first differs from
            /// `updates.from`).
            private(set) var animatingOffsets = (before: Point.zero, after: Point.zero)

            /// A layout showing what `model` holds; it invalidates itself whenever the model takes in an answer.
            public init(model: ScrollRangeModel<Family>) {
                self.model = model
                self.preparedOffset = model.offset
                super.init()
                model.onChange = { [weak self] in self?.invalidateLayout() }
            }

            /// Not supported: a layout needs its model (a request and a transport), which an archive cannot hold.
            public required init?(coder: NSCoder) {
                return nil
            }

            /// The data changed: the model takes `request` (without `previous` and `updateAnimation`, which a range
            /// request cannot carry) and its range `answer` when the app has it, and `updates` (the `updates` of the
            /// same change's update answer) animate the next batch of updates. Call it just before
            /// `performBatchUpdates(_:completion:)`.
            public func update(_ request: Request<Family>, answer: ScrollRangeResponse? = nil, updates: Updates?) {
                var request = request
                request.previous = nil
                request.updateAnimation = nil
                pendingUpdates = updates
                model.update(request, answer: answer)
            }

            /// The scroll-axis coordinate of `point`.
            func axisOffset(_ point: CGPoint) -> Double {
                model.viewport.scrollDirection == .vertical ? Double(point.y) : Double(point.x)
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

            /// `a` as UIKit shows it: an orthogonal element moved back by its section's `orthogonalContentOffset`
            /// (`ScrollViewport.orthogonalMove(section:)`), where that scroll position puts it on screen.
            func shown(_ a: Attributes) -> UICollectionViewLayoutAttributes {
                guard a.orthogonal == true else { return a.layoutAttributes() }
                let move = model.viewport.orthogonalMove(section: a.indexPath.first ?? 0)
                var moved = a
                moved.frame.x -= move.x
                moved.frame.y -= move.y
                return moved.layoutAttributes()
            }

            /// The model's request with the collection view's size, inset, scale and direction where they changed;
            /// `nil` when none did.
            func requestMatching(_ collectionView: UICollectionView) -> Request<Family>? {
                let live = CollectionView(collectionView)
                var request = model.request
                let cv = request.collectionView
                guard
                    cv.size != live.size || (cv.contentInset ?? .zero) != (live.contentInset ?? .zero)
                        || (cv.scale ?? 1) != (live.scale ?? 1)
                        || (cv.layoutDirection ?? .leftToRight) != (live.layoutDirection ?? .leftToRight)
                else { return nil }
                request.collectionView.size = live.size
                request.collectionView.contentInset = live.contentInset
                request.collectionView.scale = live.scale
                request.collectionView.layoutDirection = live.layoutDirection
                return request
            }

            // MARK: - UICollectionViewLayout

            /// Reads the collection view: replaces the request when its geometry changed, reports the offset.
            open override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                if let request = requestMatching(collectionView) { model.update(request) }
                preparedOffset = axisOffset(collectionView.contentOffset)
                model.scrolled(to: preparedOffset)
            }

            /// The answers' content size; zero before the first answer.
            open override var collectionViewContentSize: CGSize {
                model.contentSize?.cgSize ?? .zero
            }

            /// The elements whose frame at the prepared offset meets `rect`.
            open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                model.attributes(at: preparedOffset, in: Rect(rect)).map(shown)
            }

            /// The cell at `indexPath` at the prepared offset, when an answer holds it.
            open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                model.attributes(category: .cell, indexPath: indexPath, at: preparedOffset).map(shown)
            }

            /// The supplementary view of `elementKind` (UIKit's header and footer kinds, or a compositional kind).
            open override func layoutAttributesForSupplementaryView(
                ofKind elementKind: String, at indexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                model.attributes(
                    category: .supplementary, kind: ElementKind(uiKitName: elementKind), indexPath: indexPath,
                    at: preparedOffset
                ).map(shown)
            }

            /// The decoration view of `elementKind` (a section background).
            open override func layoutAttributesForDecorationView(
                ofKind elementKind: String, at indexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                model.attributes(
                    category: .decoration, kind: ElementKind(uiKitName: elementKind), indexPath: indexPath,
                    at: preparedOffset
                ).map(shown)
            }

            /// Reports the new offset; true while something shown there follows the scroll, or when the size changed.
            open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                let offset = axisOffset(newBounds.origin)
                model.scrolled(to: offset)
                if Size(newBounds.size) != model.viewport.size { return true }
                return model.followsScroll(at: offset)
            }

            /// Tells the model where the fling will stop; keeps the proposed offset.
            open override func targetContentOffset(
                forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
            ) -> CGPoint {
                model.willEndDragging(targetOffset: axisOffset(proposedContentOffset))
                return proposedContentOffset
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

            /// During a batch with updates, the offset it ends at (`updates.to`), where the queries then answer;
            /// otherwise the proposed offset.
            open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
                guard animating != nil else {
                    return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
                }
                preparedOffset = axisOffset(animatingOffsets.after.cgPoint)
                model.scrolled(to: preparedOffset)
                return animatingOffsets.after.cgPoint
            }

            /// The batch is over: its updates are dropped.
            open override func finalizeCollectionViewUpdates() {
                super.finalizeCollectionViewUpdates()
                animating = nil
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
