// A stand-in for the part of UIKit that LayoutClient's UIKit files use (`RemoteCollectionViewLayout.swift`,
// `UIKitAdapter.swift`), so that they are type-checked and driven by tests where UIKit does not exist. Each
// declaration below has the name, labels, types, optionality and overridability of UIKit's own (iOS 15 and
// later), and nothing else does: members a test needs to set what UIKit only lets the system set are named
// `standIn…`, so a UIKit file that used one would not compile on a device. Only the test-only module
// `UIKitLayoutCheck` links this one. One liberty: `UICollectionViewLayoutInvalidationContext.init()` is `required`
// here, so the base layout can make a context of `invalidationContextClass` as UIKit does (Objective-C makes any
// class by its metatype). The base classes do the least a declaration needs; how UIKit calls a layout
// is played by `CollectionViewDriver` (CollectionViewDriver.swift), a `UICollectionView` subclass documented call
// by call.

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

/// `UILayoutGuide`, its `layoutFrame` only (the readable content guide's frame in the view's coordinates).
@MainActor
open class UILayoutGuide: NSObject {
    open var layoutFrame: CGRect { standInLayoutFrame }

    /// Stand-in only: the frame `layoutFrame` answers.
    public var standInLayoutFrame = CGRect.zero
}

/// `UICollectionViewLayoutAttributes`: the three ways to make one, what it describes, its frame, size, zIndex and
/// alpha.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect = .zero
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var zIndex: Int = 0
    open var alpha: CGFloat = 1
    open var indexPath = IndexPath()
    open var representedElementCategory: UICollectionView.ElementCategory { standInCategory }
    open var representedElementKind: String? { standInKind }

    private var standInCategory = UICollectionView.ElementCategory.cell
    private var standInKind: String?

    public override init() {}

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        standInCategory = .supplementaryView
        standInKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        standInCategory = .decorationView
        standInKind = decorationViewKind
    }
}

/// `UICollectionViewUpdateItem`: what `prepare(forCollectionViewUpdates:)` receives, one per insertion, deletion,
/// reload or move. None of its members is used.
@MainActor
open class UICollectionViewUpdateItem: NSObject {}

/// `UICollectionViewLayoutInvalidationContext`: what an invalidation says is invalid, and the offset and size
/// adjustments a layout asks for.
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    open var invalidateEverything: Bool { standInInvalidateEverything }
    open var invalidateDataSourceCounts: Bool { standInInvalidateDataSourceCounts }
    open var contentOffsetAdjustment = CGPoint.zero
    open var contentSizeAdjustment = CGSize.zero
    open var invalidatedItemIndexPaths: [IndexPath]? { items.isEmpty ? nil : items }
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
        supplementaries.isEmpty ? nil : supplementaries
    }
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorations.isEmpty ? nil : decorations }

    /// Stand-in only: what `invalidateEverything` answers (UIKit sets it for `reloadData()` and a new layout).
    public var standInInvalidateEverything = false
    /// Stand-in only: what `invalidateDataSourceCounts` answers (UIKit sets it for `reloadData()` and updates).
    public var standInInvalidateDataSourceCounts = false

    private var items: [IndexPath] = []
    private var supplementaries: [String: [IndexPath]] = [:]
    private var decorations: [String: [IndexPath]] = [:]

    public override required init() {}

    open func invalidateItems(at indexPaths: [IndexPath]) { items += indexPaths }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementaries[elementKind, default: []] += indexPaths
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        decorations[elementKind, default: []] += indexPaths
    }
}

/// `UICollectionView` with the `UIScrollView` and `UIView` members used: bounds, content offset, the insets,
/// margins and readable content guide, effective layout direction and trait collection, the data source's counts,
/// and the calls that change the data (`reloadData()`, `performBatchUpdates(_:completion:)` and the insertions,
/// deletions, moves and reloads inside it). Here they only record what was asked; `CollectionViewDriver` plays
/// UIKit's part.
@MainActor
open class UICollectionView: NSObject {
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    open var bounds: CGRect
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var adjustedContentInset: UIEdgeInsets { standInAdjustedContentInset }
    open var safeAreaInsets: UIEdgeInsets { standInSafeAreaInsets }
    open var layoutMargins = UIEdgeInsets.zero
    open var readableContentGuide: UILayoutGuide { standInReadableContentGuide }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { standInLayoutDirection }
    open var traitCollection: UITraitCollection { standInTraitCollection }
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.standInCollectionView = self }
    }
    open var numberOfSections: Int { standInItemCounts.count }

    /// Stand-in only: what `adjustedContentInset` answers.
    public var standInAdjustedContentInset = UIEdgeInsets.zero
    /// Stand-in only: what `safeAreaInsets` answers.
    public var standInSafeAreaInsets = UIEdgeInsets.zero
    /// Stand-in only: the readable content guide.
    public let standInReadableContentGuide = UILayoutGuide()
    /// Stand-in only: what `effectiveUserInterfaceLayoutDirection` answers.
    public var standInLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    /// Stand-in only: what `traitCollection` answers.
    public let standInTraitCollection = UITraitCollection()
    /// Stand-in only: the data source's item count of each section (`numberOfSections` and
    /// `numberOfItems(inSection:)` answer from it).
    public var standInItemCounts: [Int] = []
    /// Stand-in only: every data-changing call made, in order, as text (`"insertItems [0, 3]"`).
    public var standInCalls: [String] = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        bounds = CGRect(origin: .zero, size: frame.size)
        collectionViewLayout = layout
        super.init()
        layout.standInCollectionView = self
    }

    /// Stand-in only: the layout calls it from `invalidateLayout(with:)`, as UIKit's layout tells its collection
    /// view; `CollectionViewDriver` overrides it.
    open func standInLayoutInvalidated(_ context: UICollectionViewLayoutInvalidationContext) {}

    open func numberOfItems(inSection section: Int) -> Int {
        standInItemCounts.indices.contains(section) ? standInItemCounts[section] : 0
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    open func reloadData() { standInCalls.append("reloadData") }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    open func insertSections(_ sections: IndexSet) { standInCalls.append("insertSections \(Array(sections))") }

    open func deleteSections(_ sections: IndexSet) { standInCalls.append("deleteSections \(Array(sections))") }

    open func reloadSections(_ sections: IndexSet) { standInCalls.append("reloadSections \(Array(sections))") }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        standInCalls.append("moveSection \(section) \(newSection)")
    }

    open func insertItems(at indexPaths: [IndexPath]) {
        standInCalls.append("insertItems \(indexPaths.map { Array($0) })")
    }

    open func deleteItems(at indexPaths: [IndexPath]) {
        standInCalls.append("deleteItems \(indexPaths.map { Array($0) })")
    }

    open func reloadItems(at indexPaths: [IndexPath]) {
        standInCalls.append("reloadItems \(indexPaths.map { Array($0) })")
    }

    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        standInCalls.append("moveItem \(Array(indexPath)) \(Array(newIndexPath))")
    }
}

/// `UICollectionViewLayout`: the members a subclass overrides or reads.
@MainActor
open class UICollectionViewLayout: NSObject {
    open var collectionView: UICollectionView? { standInCollectionView }
    open var collectionViewContentSize: CGSize { .zero }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Stand-in only: the collection view that uses the layout (UIKit sets it when the layout is assigned).
    public weak var standInCollectionView: UICollectionView?
    /// Stand-in only: how many times the layout was invalidated (`invalidateLayout()` or `invalidateLayout(with:)`).
    public private(set) var standInInvalidations = 0

    public override init() {}

    public required init?(coder: NSCoder) {}

    /// Invalidates the whole layout: UIKit passes a fresh context of `invalidationContextClass` to
    /// `invalidateLayout(with:)`.
    open func invalidateLayout() {
        let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        invalidateLayout(with: (type ?? UICollectionViewLayoutInvalidationContext.self).init())
    }

    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        standInInvalidations += 1
        standInCollectionView?.standInLayoutInvalidated(context)
    }

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

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        let context = (type ?? UICollectionViewLayoutInvalidationContext.self).init()
        context.invalidateItems(at: [preferredAttributes.indexPath])
        return context
    }

    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    open func finalizeAnimatedBoundsChange() {}

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
