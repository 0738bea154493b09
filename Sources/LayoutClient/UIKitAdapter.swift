// The adapter an app reaches for first: a request's collection view from a live `UICollectionView`, and
// `UICollectionViewLayoutAttributes` from an answer (and from an update's ends), to return from a
// `UICollectionViewLayout` subclass.
//
// UIKit cannot be compiled where this package is built and tested, so, like RemoteCollectionViewLayout.swift,
// this file is also compiled in the test-only module `UIKitLayoutCheck` against `UIKitStandIn`'s declarations of
// the UIKit signatures it uses. It uses nothing newer than iOS 15: `adjustedContentInset` (iOS 11),
// `effectiveUserInterfaceLayoutDirection` (iOS 10), `traitCollection.displayScale` and the attributes'
// designated initialisers and `alpha` (iOS 6/8).

#if LAYOUTD_UIKIT_STANDIN
    public import LayoutClient
    public import UIKitStandIn
#elseif canImport(UIKit) && !os(watchOS)
    public import UIKit
#endif

#if LAYOUTD_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))

    extension Layoutd.Insets {
        /// The insets of a `UIEdgeInsets`.
        public init(_ insets: UIEdgeInsets) {
            self.init(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                right: Double(insets.right))
        }
    }

    extension Layoutd.CollectionView {
        /// The collection view as it is now: its bounds size, `adjustedContentInset`, `contentOffset`, screen scale
        /// and user interface direction (sent only when right to left, the contract's default being left to right),
        /// and with `layoutGuides` its `safeAreaInsets`, `layoutMargins` and readable content insets (the readable
        /// content guide's distance from each edge of the bounds), which only compositional layouts read
        /// (`contentInsetsReference`).
        ///
        /// Uses nothing newer than iOS 15 (`safeAreaInsets` is iOS 11, `readableContentGuide` iOS 9).
        @MainActor
        public init(_ collectionView: UICollectionView, layoutGuides: Bool = true) {
            let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let bounds = collectionView.bounds
            let readable = collectionView.readableContentGuide.layoutFrame
            self.init(
                size: Layoutd.Size(bounds.size),
                contentInset: Layoutd.Insets(collectionView.adjustedContentInset),
                contentOffset: Layoutd.Point(collectionView.contentOffset),
                scale: Double(collectionView.traitCollection.displayScale),
                layoutDirection: rightToLeft ? .rightToLeft : nil,
                safeAreaInsets: layoutGuides ? Layoutd.Insets(collectionView.safeAreaInsets) : nil,
                layoutMargins: layoutGuides ? Layoutd.Insets(collectionView.layoutMargins) : nil,
                readableContentInsets: layoutGuides
                    ? Layoutd.Insets(
                        top: Double(readable.minY - bounds.minY), left: Double(readable.minX - bounds.minX),
                        bottom: Double(bounds.maxY - readable.maxY), right: Double(bounds.maxX - readable.maxX))
                    : nil)
        }
    }

    extension Layoutd.Attributes {
        /// These attributes as `UICollectionViewLayoutAttributes`: a cell, a supplementary view of UIKit's kind
        /// (`elementKindSectionHeader` / `Footer`), or a decoration view, with the frame and zIndex.
        ///
        /// Uses nothing newer than iOS 15.
        @MainActor
        public func layoutAttributes() -> UICollectionViewLayoutAttributes {
            let attributes = Layoutd.ElementCategory.layoutAttributes(category, kind: kind, at: indexPath)
            attributes.frame = frame.cgRect
            attributes.zIndex = zIndex
            return attributes
        }
    }

    extension Layoutd.UpdateEnd {
        /// This end of an update (`UpdateIndex.appearing` or `disappearing`) as `UICollectionViewLayoutAttributes`
        /// of the element UIKit asked for, of `category` and `kind` at `indexPath`: the frame, zIndex and alpha, to
        /// return from `initialLayoutAttributesForAppearingItem(at:)` and its siblings.
        ///
        /// Uses nothing newer than iOS 15.
        @MainActor
        public func layoutAttributes(
            _ category: Layoutd.ElementCategory, kind: Layoutd.ElementKind?, at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes {
            let attributes = Layoutd.ElementCategory.layoutAttributes(category, kind: kind, at: indexPath)
            attributes.frame = frame.cgRect
            attributes.zIndex = zIndex
            attributes.alpha = CGFloat(alpha)
            return attributes
        }
    }

    extension Layoutd.ElementCategory {
        /// Fresh attributes of an element of `category` and `kind` at `indexPath`: a cell, a supplementary view of
        /// UIKit's kind (`elementKindSectionHeader` / `Footer`), or a decoration view.
        @MainActor
        static func layoutAttributes(
            _ category: Layoutd.ElementCategory, kind: Layoutd.ElementKind?, at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes {
            switch (category, kind) {
            case (.supplementary, let kind?):
                UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind.uiKitName, with: indexPath)
            case (.decoration, let kind?):
                UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind.uiKitName, with: indexPath)
            default:
                UICollectionViewLayoutAttributes(forCellWith: indexPath)
            }
        }
    }

    extension Layoutd.BatchUpdates {
        /// Makes the batch's calls on `collectionView`, inside `performBatchUpdates`: sections deleted, inserted,
        /// moved and reloaded, then cells deleted, inserted, moved and reloaded (UIKit reads deletions and reloads
        /// at previous index paths, insertions at new ones, whatever their order).
        @MainActor
        public func perform(on collectionView: UICollectionView) {
            if !deletedSections.isEmpty { collectionView.deleteSections(IndexSet(deletedSections)) }
            if !insertedSections.isEmpty { collectionView.insertSections(IndexSet(insertedSections)) }
            for move in movedSections { collectionView.moveSection(move.from, toSection: move.to) }
            if !reloadedSections.isEmpty { collectionView.reloadSections(IndexSet(reloadedSections)) }
            if !deletedItems.isEmpty { collectionView.deleteItems(at: deletedItems) }
            if !insertedItems.isEmpty { collectionView.insertItems(at: insertedItems) }
            for move in movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            if !reloadedItems.isEmpty { collectionView.reloadItems(at: reloadedItems) }
        }
    }

    extension Layoutd.Response {
        /// Every element's `UICollectionViewLayoutAttributes`, in the answer's order.
        @MainActor
        public func layoutAttributes() -> [UICollectionViewLayoutAttributes] {
            attributes.map { $0.layoutAttributes() }
        }
    }
#endif
