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
        ///
        /// The elements of an orthogonally scrolling compositional section are shown at the request's
        /// `orthogonalContentOffset` (moved by it from their unscrolled frames); scrolling them is not modelled.
        /// Insertions and deletions are not animated from layoutd's answers yet: UIKit's defaults apply.
        @MainActor
        open class RemoteCollectionViewLayout<Family: LayoutFamily>: UICollectionViewLayout {
            /// Where the attributes come from.
            public let model: ScrollRangeModel<Family>
            /// The scroll-axis offset of the last `prepare()`: every query answers there.
            public private(set) var preparedOffset: Double

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

            /// The scroll-axis coordinate of `point`.
            func axisOffset(_ point: CGPoint) -> Double {
                model.viewport.scrollDirection == .vertical ? Double(point.y) : Double(point.x)
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
        }
    }
#endif
