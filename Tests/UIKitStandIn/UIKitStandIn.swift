// A stand-in for the part of UIKit that LayoutClient's UIKit files use (`RemoteCollectionViewLayout.swift`,
// `UIKitAdapter.swift`), so that they are type-checked and driven by tests where UIKit does not exist. Each
// declaration below has the name, labels, types, optionality and overridability of UIKit's own (iOS 15 and
// later), and nothing else does: members a test needs to set what UIKit only lets the system set are named
// `standIn…`, so a UIKit file that used one would not compile on a device. Only the test-only module
// `UIKitLayoutCheck` links this one. Behaviour is the least the tests need; it is not UIKit's.

@_exported public import Foundation

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// `UITraitCollection`, its `displayScale` only.
@MainActor
open class UITraitCollection: NSObject {
    open var displayScale: CGFloat { standInDisplayScale }

    /// Stand-in only: the scale `displayScale` answers.
    public var standInDisplayScale: CGFloat = 1
}

/// `UICollectionViewLayoutAttributes`: the three ways to make one, its frame, zIndex and alpha.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect = .zero
    open var zIndex: Int = 0
    open var alpha: CGFloat = 1

    /// Stand-in only: what the attributes were made for.
    public private(set) var standInIndexPath = IndexPath()
    /// Stand-in only: `nil` for a cell, else the supplementary or decoration kind.
    public private(set) var standInKind: String?

    public override init() {}

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        standInIndexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        standInIndexPath = indexPath
        standInKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        standInIndexPath = indexPath
        standInKind = decorationViewKind
    }
}

/// `UICollectionViewUpdateItem`: what `prepare(forCollectionViewUpdates:)` receives, one per insertion, deletion,
/// reload or move. None of its members is used.
@MainActor
open class UICollectionViewUpdateItem: NSObject {}

/// `UICollectionView` with the `UIScrollView` and `UIView` members used: bounds, content offset, adjusted
/// content inset, effective layout direction and trait collection.
@MainActor
open class UICollectionView: NSObject {
    open var bounds: CGRect
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var adjustedContentInset: UIEdgeInsets { standInAdjustedContentInset }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { standInLayoutDirection }
    open var traitCollection: UITraitCollection { standInTraitCollection }
    open var collectionViewLayout: UICollectionViewLayout

    /// Stand-in only: what `adjustedContentInset` answers.
    public var standInAdjustedContentInset = UIEdgeInsets.zero
    /// Stand-in only: what `effectiveUserInterfaceLayoutDirection` answers.
    public var standInLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    /// Stand-in only: what `traitCollection` answers.
    public let standInTraitCollection = UITraitCollection()

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        bounds = CGRect(origin: .zero, size: frame.size)
        collectionViewLayout = layout
        super.init()
        layout.standInCollectionView = self
    }
}

/// `UICollectionViewLayout`: the members a subclass overrides or reads.
@MainActor
open class UICollectionViewLayout: NSObject {
    open var collectionView: UICollectionView? { standInCollectionView }
    open var collectionViewContentSize: CGSize { .zero }

    /// Stand-in only: the collection view that uses the layout (UIKit sets it when the layout is assigned).
    public weak var standInCollectionView: UICollectionView?
    /// Stand-in only: how many times `invalidateLayout()` ran.
    public private(set) var standInInvalidations = 0

    public override init() {}

    public required init?(coder: NSCoder) {}

    open func invalidateLayout() { standInInvalidations += 1 }

    open func prepare() {}

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    // Updates: UIKit calls `prepare(forCollectionViewUpdates:)`, then the offset and the appearing and disappearing
    // questions, then `finalizeCollectionViewUpdates()`. Each question answers `nil` by default, as UIKit documents.

    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    open func finalizeCollectionViewUpdates() {}

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
}
