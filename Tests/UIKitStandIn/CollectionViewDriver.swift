// UIKit's side of a collection view, played call by call against a `UICollectionViewLayout`, so that a layout is
// tested the way UIKit drives it and not the way a test would like to call it. Each call the driver makes is
// listed beside the code that makes it with its source: Apple's documentation ([doc] and the symbol), or a
// behaviour observed and written down by others ([observed] and where). Where UIKit's behaviour is not documented
// the driver says so ([undocumented]) and offers both answers as an `Options` switch; a layout must work under
// either. Where it has to choose, the driver is never kinder than UIKit: it calls `prepare()` only in a layout pass
// after an invalidation, asks for the attributes of a rect only when that rect comes into view (or after an
// invalidation), and after an invalidation that names elements asks again only for those.
//
// docs/uikit-driver.md is the same list as a table. Nothing here has been compared with a device.

/// A `UICollectionView` whose scrolling, bounds changes, batch updates, self-sizing and reloads call its layout
/// as UIKit does, frame by frame, recording what each frame shows and flagging blank frames: frames where the
/// answers the layout holds cover the visible rect and the layout shows less than they hold there.
@MainActor
public final class CollectionViewDriver: UICollectionView {
    /// The two answers to what UIKit leaves undocumented; each scenario runs under every combination.
    public struct Options: Sendable, Hashable, CustomStringConvertible {
        /// [undocumented] Whether `shouldInvalidateLayout(forBoundsChange:)` is asked while the old bounds are
        /// still set (`true`) or after the new ones are (`false`). A layout that reads the collection view's
        /// bounds there instead of `newBounds` gets a different answer in each.
        public var asksWithOldBounds: Bool
        /// [undocumented] Whether a change of the adjusted content inset (a keyboard, a bar) invalidates the
        /// layout by itself (`true`), or the layout hears of it only at its next invalidation (`false`).
        public var insetChangeInvalidates: Bool

        public init(asksWithOldBounds: Bool = true, insetChangeInvalidates: Bool = true) {
            self.asksWithOldBounds = asksWithOldBounds
            self.insetChangeInvalidates = insetChangeInvalidates
        }

        /// Every combination of the undocumented answers.
        public static let all: [Options] = [true, false].flatMap { old in
            [true, false].map { Options(asksWithOldBounds: old, insetChangeInvalidates: $0) }
        }

        public var description: String {
            "\(asksWithOldBounds ? "old" : "new") bounds when asked, inset change \(insetChangeInvalidates ? "invalidates" : "does not invalidate")"
        }
    }

    /// An element as UIKit names it: its category, kind (supplementary and decoration views) and index path.
    public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
        public var category: UICollectionView.ElementCategory
        public var kind: String?
        public var indexPath: IndexPath

        public init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
            self.category = category
            self.kind = category == .cell ? nil : kind
            self.indexPath = indexPath
        }

        @MainActor
        public init(_ attributes: UICollectionViewLayoutAttributes) {
            self.init(
                category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                indexPath: attributes.indexPath)
        }

        public var description: String { "\(kind ?? "cell") \(Array(indexPath))" }
    }

    /// What one frame showed.
    public struct Frame: Sendable {
        /// Frames since the driver was made (0 is the first layout pass).
        public var index: Int
        /// The bounds' origin.
        public var offset: CGPoint
        /// Elements shown in the visible rect.
        public var shown: Int
        /// Elements the held answers have in the visible rect; `nil` when they do not cover it.
        public var held: Int?
        /// Held elements the frame did not show.
        public var missing: [ElementKey]
        /// Held elements shown at another frame.
        public var misplaced: [ElementKey]

        /// The held answers cover the visible rect and the frame shows less than they hold, or shows it elsewhere.
        public var isBlank: Bool { !missing.isEmpty || !misplaced.isEmpty }
    }

    /// The undocumented answers this driver plays.
    public let options: Options
    /// How long a frame lasts, in seconds (60 frames a second).
    public let frameDuration = 1.0 / 60
    /// What happens between two frames, outside UIKit: the test moves its clock on by `frameDuration` and delivers
    /// the answers that have arrived (which may invalidate the layout).
    public var onFrame: () -> Void = {}
    /// The oracle for blank frames: what the layout's held answers have in a visible rect, by element, with frames;
    /// `nil` when they do not cover it. Set by the test from the layout's model.
    public var heldElements: (CGRect) -> [ElementKey: CGRect]? = { _ in nil }
    /// A self-sizing cell: the size Auto Layout gives the cell of `key` laid out at `frame`, or `nil` when it takes
    /// the layout's size ([doc] `preferredLayoutAttributesFitting(_:)`).
    public var preferredSize: (ElementKey, CGRect) -> CGSize? = { _, _ in nil }
    /// The data source's item ids, section by section, when the test gives them: a batch of updates is then
    /// checked to carry every item to the index path of the same id.
    public var itemIDs: [[String]]? {
        didSet { if let itemIDs { standInItemCounts = itemIDs.map(\.count) } }
    }

    /// Every frame recorded, in order.
    public private(set) var frames: [Frame] = []
    /// Every call made to the layout, in order (`"prepare()"`, `"layoutAttributesForElements(in:)"`, …).
    public private(set) var calls: [String] = []
    /// Per-element lookups (`layoutAttributesForItem(at:)` and its peers) asked for each element a frame shows that
    /// answered `nil` or another frame: a check UIKit does not make every frame, made here so that the lookups UIKit
    /// does make (self-sizing, updates, `scrollToItem`) are known to agree with what is shown.
    public private(set) var lookupMisses = 0
    /// Elements a query returned whose index path the data source does not have (UIKit raises or misdraws).
    public private(set) var invalidIndexPaths: [ElementKey] = []
    /// Batches whose calls did not add up to the data source's new counts (UIKit raises
    /// `NSInternalInconsistencyException`), or carried an item to an index path of another id.
    public private(set) var inconsistentBatches: [String] = []
    /// Invalidations of the whole layout (a plain `invalidateLayout()`, or a context that names nothing).
    public private(set) var fullInvalidations = 0
    /// Invalidations whose context named elements, with how many each named.
    public private(set) var namedInvalidations: [Int] = []
    /// The content size the last layout pass read.
    public private(set) var contentSize = CGSize.zero

    /// Attributes UIKit holds for the elements it has asked about since the last full query, by element.
    private var known: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The rect covered by the queries since the last full query (`nil`: none yet).
    private var queried: CGRect?
    /// Whether the layout was invalidated since the last layout pass, and how.
    private var invalid = Invalidation.everything
    /// Whether a batch of updates is collecting calls.
    private var batch: [BatchCall]?

    private enum Invalidation {
        case none
        case elements(Set<ElementKey>)
        case everything
    }

    private enum BatchCall {
        case insertSections(IndexSet)
        case deleteSections(IndexSet)
        case reloadSections(IndexSet)
        case moveSection(Int, Int)
        case insertItems([IndexPath])
        case deleteItems([IndexPath])
        case reloadItems([IndexPath])
        case moveItem(IndexPath, IndexPath)
    }

    /// A collection view of `size` showing `layout`, with `itemCounts` items per section, not yet laid out.
    public init(size: CGSize, layout: UICollectionViewLayout, itemCounts: [Int], options: Options = Options()) {
        self.options = options
        super.init(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        standInItemCounts = itemCounts
    }

    // MARK: - Summaries

    /// Frames flagged blank.
    public var blankFrames: Int { frames.filter(\.isBlank).count }
    /// Frames whose visible rect no held answer covered.
    public var uncoveredFrames: Int { frames.filter { $0.held == nil }.count }
    /// Frames that showed nothing although the content has something.
    public var emptyFrames: Int { frames.filter { $0.shown == 0 && ($0.held ?? 1) > 0 }.count }
    /// The elements shown in the visible rect now, with their frames.
    public var shown: [ElementKey: CGRect] { visibleElements().mapValues(\.frame) }
    /// How many times the layout was asked `name` (e.g. `"prepare()"`).
    public func count(_ name: String) -> Int { calls.filter { $0 == name }.count }

    // MARK: - The layout's side

    /// [doc] `UICollectionViewLayout.invalidateLayout(with:)`: the layout tells the collection view that it is
    /// invalid; the update happens "during the next view layout update cycle" ([doc] `invalidateLayout()`). A
    /// context's `contentOffsetAdjustment` moves the content offset by that much ([doc]
    /// `UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment`); [undocumented] when: here at once,
    /// without a bounds-change question.
    public override func standInLayoutInvalidated(_ context: UICollectionViewLayoutInvalidationContext) {
        let adjustment = context.contentOffsetAdjustment
        if adjustment != .zero {
            bounds.origin.x += adjustment.x
            bounds.origin.y += adjustment.y
        }
        var named = Set<ElementKey>()
        for path in context.invalidatedItemIndexPaths ?? [] {
            named.insert(ElementKey(category: .cell, kind: nil, indexPath: path))
        }
        for (kind, paths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
            for path in paths { named.insert(ElementKey(category: .supplementaryView, kind: kind, indexPath: path)) }
        }
        for (kind, paths) in context.invalidatedDecorationIndexPaths ?? [:] {
            for path in paths { named.insert(ElementKey(category: .decorationView, kind: kind, indexPath: path)) }
        }
        // [undocumented] whether a context that names elements makes UIKit ask again for the whole visible rect or
        // only for them: only for them (the stricter answer), unless nothing is named.
        let everything =
            context.invalidateEverything || context.invalidateDataSourceCounts || named.isEmpty
            || adjustment != .zero || context.contentSizeAdjustment != .zero
        if everything { fullInvalidations += 1 } else { namedInvalidations.append(named.count) }
        switch (invalid, everything) {
        case (.everything, _), (_, true): invalid = .everything
        case (.none, false): invalid = .elements(named)
        case (.elements(let earlier), false): invalid = .elements(earlier.union(named))
        }
    }

    // MARK: - Layout passes

    /// The first layout pass, as when the collection view appears: [doc] `prepare()` ("the first time the
    /// collection view presents its content"), then `collectionViewContentSize` and the visible rect's elements.
    public func display() {
        invalid = .everything
        layoutPass()
        record()
    }

    /// A layout pass (`layoutSubviews`). After an invalidation: [doc] `prepare()` first ("During each layout update,
    /// the collection view calls this method first"), then [doc] `collectionViewContentSize`, then the elements: the
    /// whole visible rect after a full invalidation, or only the elements a context named (per-element queries)
    /// plus what came into view. Without an invalidation, no `prepare()`: only the rects that came into view since
    /// the last query ([observed] the issue's finding that UIKit does not call `prepare()` between bounds changes
    /// the layout declines; which rects UIKit asks for while scrolling is [undocumented], and asking only for what
    /// came into view is the least it can ask). Then the self-sizing cells measure themselves.
    private func layoutPass() {
        for _ in 0..<4 {
            let invalidation = invalid
            invalid = .none
            switch invalidation {
            case .none:
                queryNewlyVisible()
            case .everything:
                call("prepare()")
                collectionViewLayout.prepare()
                readContentSize()
                known = [:]
                queried = nil
                queryNewlyVisible()
            case .elements(let named):
                call("prepare()")
                collectionViewLayout.prepare()
                readContentSize()
                for key in named { known[key] = lookup(key) }
                queryNewlyVisible()
            }
            selfSize()
            if case .none = invalid { return }
        }
    }

    private func readContentSize() {
        call("collectionViewContentSize")
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// [doc] `layoutAttributesForElements(in:)` for the parts of the visible rect not asked about since the last
    /// full query (all of it after one).
    private func queryNewlyVisible() {
        let visible = bounds
        guard let done = queried, done.intersects(visible) else {
            query(visible)
            queried = visible
            return
        }
        if visible.minY < done.minY {
            query(CGRect(x: visible.minX, y: visible.minY, width: visible.width, height: done.minY - visible.minY))
        }
        if visible.maxY > done.maxY {
            query(CGRect(x: visible.minX, y: done.maxY, width: visible.width, height: visible.maxY - done.maxY))
        }
        if visible.minX < done.minX {
            query(CGRect(x: visible.minX, y: visible.minY, width: done.minX - visible.minX, height: visible.height))
        }
        if visible.maxX > done.maxX {
            query(CGRect(x: done.maxX, y: visible.minY, width: visible.maxX - done.maxX, height: visible.height))
        }
        queried = done.union(visible)
    }

    private func query(_ rect: CGRect) {
        call("layoutAttributesForElements(in:)")
        for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] {
            let key = ElementKey(attributes)
            checkIndexPath(key)
            known[key] = attributes
        }
    }

    /// [doc] `layoutAttributesForItem(at:)`, `layoutAttributesForSupplementaryView(ofKind:at:)`,
    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    private func lookup(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell:
            call("layoutAttributesForItem(at:)")
            return collectionViewLayout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView:
            call("layoutAttributesForSupplementaryView(ofKind:at:)")
            return collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            call("layoutAttributesForDecorationView(ofKind:at:)")
            return collectionViewLayout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Self-sizing: each visible cell UIKit has not measured at its current size asks for its preferred attributes
    /// ([doc] `UICollectionReusableView.preferredLayoutAttributesFitting(_:)`; [observed] MagazineLayout's
    /// `MagazineLayoutCollectionViewCell` documents that UIKit calls it with the layout's attributes when it applies
    /// them), then [doc] `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, and when
    /// that is true [doc] `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` and
    /// `invalidateLayout(with:)`; the next pass runs in the same frame ([undocumented]: UIKit lays out again before
    /// the frame is drawn).
    private func selfSize() {
        for (key, attributes) in known where key.category == .cell && attributes.frame.intersects(bounds) {
            guard let size = preferredSize(key, attributes.frame), size != attributes.frame.size else { continue }
            let preferred = UICollectionViewLayoutAttributes(forCellWith: key.indexPath)
            preferred.frame = CGRect(origin: attributes.frame.origin, size: size)
            preferred.zIndex = attributes.zIndex
            call("shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)")
            guard
                collectionViewLayout.shouldInvalidateLayout(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
            else { continue }
            call("invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)")
            let context = collectionViewLayout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
            call("invalidateLayout(with:)")
            collectionViewLayout.invalidateLayout(with: context)
        }
    }

    // MARK: - Frames

    /// One frame with no bounds change: time passes (`onFrame`), and a layout pass runs (it does something only
    /// when the layout was invalidated, or something came into view).
    public func idle(frames count: Int = 1) {
        for _ in 0..<count {
            onFrame()
            layoutPass()
            record()
        }
    }

    /// One frame of scrolling to `offset`: time passes, then the bounds change as UIScrollView changes them:
    /// [doc] `shouldInvalidateLayout(forBoundsChange:)` with the new bounds ("Asks the layout object if the new
    /// bounds require a layout update"; [undocumented] whether the old bounds are still set then:
    /// `options.asksWithOldBounds`), and when it is true [doc] `invalidationContext(forBoundsChange:)` and
    /// `invalidateLayout(with:)`; then a layout pass.
    public func scrollFrame(to offset: CGPoint) {
        onFrame()
        changeBounds(to: CGRect(origin: offset, size: bounds.size))
        layoutPass()
        record()
    }

    /// Frame after frame to each offset, as a finger drags.
    public func drag(through offsets: [CGPoint]) {
        for offset in offsets { scrollFrame(to: offset) }
    }

    /// The bounds set to `newBounds`, the layout asked whether that invalidates it.
    private func changeBounds(to newBounds: CGRect) {
        guard newBounds != bounds else { return }
        if !options.asksWithOldBounds { bounds = newBounds }
        call("shouldInvalidateLayout(forBoundsChange:)")
        let invalidates = collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
        bounds = newBounds
        if invalidates {
            call("invalidationContext(forBoundsChange:)")
            let context = collectionViewLayout.invalidationContext(forBoundsChange: newBounds)
            call("invalidateLayout(with:)")
            collectionViewLayout.invalidateLayout(with: context)
        }
    }

    /// The deceleration of `UIScrollView.DecelerationRate.normal`: [doc] 0.998, the fraction of the velocity kept
    /// each millisecond ([observed] the offset approaches the target as `1 - rate^t`).
    public static let decelerationRate = 0.998

    /// A drag released so that the scroll view would come to rest at `proposed` (on the scroll axis: y when
    /// `vertical`), at the velocity that decelerates there at the normal rate: see `release`.
    @discardableResult
    public func fling(to proposed: CGFloat, vertical: Bool = true, caughtAt: Double? = nil) -> CGPoint {
        let from = vertical ? bounds.origin.y : bounds.origin.x
        // The velocity that decelerates to `proposed`: distance · -ln(rate), points per millisecond.
        let velocity = (proposed - from) * CGFloat(-Foundation.log(Self.decelerationRate))
        return release(velocity: velocity, proposed: proposed, vertical: vertical, caughtAt: caughtAt)
    }

    /// A flick: a drag released at the current offset with `velocity` (points per millisecond along the scroll
    /// axis), UIKit proposing where deceleration at the normal rate would end, `velocity / -ln(rate)` further
    /// ([undocumented] the proposal's form: whether projected so, and whether clamped): see `release`.
    @discardableResult
    public func flick(velocity: CGFloat, vertical: Bool = true, caughtAt: Double? = nil) -> CGPoint {
        let from = vertical ? bounds.origin.y : bounds.origin.x
        let proposed = from + velocity / CGFloat(-Foundation.log(Self.decelerationRate))
        return release(velocity: velocity, proposed: proposed, vertical: vertical, caughtAt: caughtAt)
    }

    /// The end of a drag: [doc] `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` with the
    /// proposed offset and the release velocity, then deceleration to the offset the layout returns, frame by frame.
    /// The velocity is in points per millisecond: [doc] `UIScrollViewDelegate.scrollViewWillEndDragging(_:
    /// withVelocity:targetContentOffset:)` gives it so ("in points per millisecond"); the layout hook's own page
    /// says "points per second", but [observed] every carousel layout read (UPCarouselFlowLayout,
    /// CenteredCollectionView, FSPagerView) compares it with thresholds in points per millisecond. A target outside
    /// the scrollable range ([undocumented] what UIKit does with it; [observed] UPCarouselFlowLayout returns such
    /// targets and comes to rest at the end) is decelerated to and stopped at the end, the bounce not drawn. With
    /// `caughtAt`, a finger stops the scroll once it has gone that fraction of the way: UIKit tells the layout
    /// nothing of it (a layout has no drag-began hook; the scroll view's delegate does), it just stops changing the
    /// bounds. Returns the offset the layout returned.
    @discardableResult
    public func release(velocity: CGFloat, proposed: CGFloat, vertical: Bool, caughtAt: Double? = nil) -> CGPoint {
        onFrame()
        let start = bounds.origin
        let velocityPoint = vertical ? CGPoint(x: 0, y: velocity) : CGPoint(x: velocity, y: 0)
        let proposedOffset = vertical ? CGPoint(x: start.x, y: proposed) : CGPoint(x: proposed, y: start.y)
        call("targetContentOffset(forProposedContentOffset:withScrollingVelocity:)")
        let returned = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposedOffset, withScrollingVelocity: velocityPoint)
        layoutPass()
        record()
        let target = clampedToContent(returned)
        let ms = frameDuration * 1000
        var frame = 1.0
        while true {
            let kept = CGFloat(Foundation.pow(Self.decelerationRate, frame * ms))
            var offset = CGPoint(
                x: start.x + (target.x - start.x) * (1 - kept), y: start.y + (target.y - start.y) * (1 - kept))
            let left = abs(vertical ? target.y - offset.y : target.x - offset.x)
            if left < 0.5 { offset = target }
            if let caughtAt {
                let gone = abs(vertical ? offset.y - start.y : offset.x - start.x)
                if gone >= CGFloat(caughtAt) * abs(vertical ? target.y - start.y : target.x - start.x) { break }
            }
            scrollFrame(to: offset)
            if offset == target { break }
            frame += 1
        }
        return returned
    }

    /// `offset` within the offsets the content can rest at: from minus the adjusted content inset's leading side
    /// to the content size plus its trailing side less the bounds (each end at least the start), on each axis.
    public func clampedToContent(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    /// [doc] `UIScrollView.setContentOffset(_:animated:)`: without animation, one bounds change; with animation,
    /// [undocumented] curve and length: here ease-in-out over 0.3 s, one bounds change a frame.
    public override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated else {
            scrollFrame(to: contentOffset)
            return
        }
        let start = bounds.origin
        let steps = 18
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let eased = CGFloat(t < 0.5 ? 2 * t * t : 1 - Foundation.pow(-2 * t + 2, 2) / 2)
            scrollFrame(
                to: CGPoint(
                    x: start.x + (contentOffset.x - start.x) * eased, y: start.y + (contentOffset.y - start.y) * eased))
        }
    }

    // MARK: - Geometry

    /// One frame in which the adjusted content inset becomes `insets` (a keyboard or a bar animating):
    /// [undocumented] whether that invalidates the layout (`options.insetChangeInvalidates`: a plain
    /// `invalidateLayout()`); then a layout pass.
    public func setAdjustedContentInset(_ insets: UIEdgeInsets) {
        onFrame()
        if insets != standInAdjustedContentInset {
            standInAdjustedContentInset = insets
            if options.insetChangeInvalidates {
                call("invalidateLayout()")
                collectionViewLayout.invalidateLayout()
            }
        }
        layoutPass()
        record()
    }

    /// The adjusted content inset animated from its value to `insets` over `frames` frames, linearly.
    public func animateAdjustedContentInset(to insets: UIEdgeInsets, frames count: Int) {
        let from = standInAdjustedContentInset
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            setAdjustedContentInset(
                UIEdgeInsets(
                    top: from.top + (insets.top - from.top) * t, left: from.left + (insets.left - from.left) * t,
                    bottom: from.bottom + (insets.bottom - from.bottom) * t,
                    right: from.right + (insets.right - from.right) * t))
        }
    }

    /// An animated change of the bounds' size (a rotation), the offset kept: the bounds change is asked about as in
    /// scrolling, then [doc] `prepare(forAnimatedBoundsChange:)` with the old bounds ("before performing any animated
    /// changes to the view's bounds"), the layout pass (`prepare()`, …; [undocumented] its order relative to
    /// `prepare(forAnimatedBoundsChange:)`), [doc] `targetContentOffset(forProposedContentOffset:)` ("During layout
    /// updates … to change the proposed content offset to use at the end of the animation", applied), the visible
    /// rect's elements, and [doc] `finalizeAnimatedBoundsChange()`. `insets`, `safeArea` and `margins` change with
    /// it when given (a rotation moves the notch).
    public func rotate(
        to size: CGSize, adjustedContentInset insets: UIEdgeInsets? = nil, safeArea: UIEdgeInsets? = nil,
        margins: UIEdgeInsets? = nil
    ) {
        onFrame()
        let old = bounds
        if let insets { standInAdjustedContentInset = insets }
        if let safeArea { standInSafeAreaInsets = safeArea }
        if let margins { layoutMargins = margins }
        changeBounds(to: CGRect(origin: old.origin, size: size))
        call("prepare(forAnimatedBoundsChange:)")
        collectionViewLayout.prepare(forAnimatedBoundsChange: old)
        layoutPass()
        call("targetContentOffset(forProposedContentOffset:)")
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: bounds.origin)
        if target != bounds.origin {
            bounds.origin = target
            layoutPass()
        }
        call("finalizeAnimatedBoundsChange()")
        collectionViewLayout.finalizeAnimatedBoundsChange()
        record()
    }

    // MARK: - Data

    /// [doc] `UICollectionView.reloadData()`: the layout is invalidated with `invalidateEverything` and
    /// `invalidateDataSourceCounts` set ([doc] both properties name `reloadData()`), and the next layout pass asks
    /// for everything again. [undocumented] whether the offset is kept when the content shrinks past it: it is kept
    /// here (the layout must cope with an offset past the content's end).
    public override func reloadData() {
        onFrame()
        let context = UICollectionViewLayoutInvalidationContext()
        context.standInInvalidateEverything = true
        context.standInInvalidateDataSourceCounts = true
        call("invalidateLayout(with:)")
        collectionViewLayout.invalidateLayout(with: context)
        layoutPass()
        record()
    }

    /// [doc] `UICollectionView.performBatchUpdates(_:completion:)`, in UIKit's order:
    /// 0. a layout that is not up to date is laid out first, with the data source as it stands ([doc] "If the
    ///    collection view's layout is not up to date before you call this method, a reload may occur");
    /// 1. `updates` runs: the app changes its data source and calls the insertions, deletions, moves and reloads
    ///    ([doc] "update your data model inside the updates block", `performBatchUpdates` discussion);
    /// 2. the counts are checked: the new counts must equal the old ones with the insertions and deletions applied,
    ///    or UIKit raises `NSInternalInconsistencyException` ([doc] the same discussion's "Invalid update");
    /// 3. the layout is invalidated with `invalidateDataSourceCounts` ([doc] the property "when you insert or
    ///    delete items"), and [observed] `layoutAttributesForElements(in:)` may be asked for the visible rect before
    ///    `prepare(forCollectionViewUpdates:)` (MagazineLayout's and ChatLayout's comments in
    ///    `layoutAttributesForElements(in:)`): the driver asks, and every index path returned must exist in the
    ///    new data;
    /// 4. [doc] `prepare()`, then `prepare(forCollectionViewUpdates:)` ("The first step … After that, additional
    ///    calls are made to gather layout information"), [doc] `prepare(forAnimatedBoundsChange:)` ("before the
    ///    animated insertion or deletion of items"), [doc] `targetContentOffset(forProposedContentOffset:)`
    ///    (applied), `collectionViewContentSize` and the new visible rect's elements;
    /// 5. [doc] `initialLayoutAttributesForAppearingItem(at:)` (and supplementary and decoration peers) for each
    ///    element shown after, `finalLayoutAttributesForDisappearingItem(at:)` (and peers) for each shown before
    ///    ([observed] asked for every element on screen on either side, not only inserted and deleted ones);
    /// 6. [doc] `finalizeCollectionViewUpdates()`, `finalizeAnimatedBoundsChange()`, then `completion`.
    public override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        onFrame()
        // [doc] "If the collection view's layout is not up to date before you call this method, a reload may
        // occur": a pending invalidation is laid out first, against the data source as it is before the block.
        if case .none = invalid {} else { layoutPass() }
        let oldCounts = standInItemCounts
        let oldIDs = itemIDs
        let before = visibleElements()
        let oldBounds = bounds
        batch = []
        updates?()
        let calls = batch ?? []
        batch = nil
        checkBatch(calls, from: oldCounts, oldIDs: oldIDs)

        let context = UICollectionViewLayoutInvalidationContext()
        context.standInInvalidateDataSourceCounts = true
        call("invalidateLayout(with:)")
        collectionViewLayout.invalidateLayout(with: context)
        query(bounds)

        invalid = .none
        call("prepare()")
        collectionViewLayout.prepare()
        call("prepare(forCollectionViewUpdates:)")
        collectionViewLayout.prepare(forCollectionViewUpdates: calls.map { _ in UICollectionViewUpdateItem() })
        call("prepare(forAnimatedBoundsChange:)")
        collectionViewLayout.prepare(forAnimatedBoundsChange: oldBounds)
        call("targetContentOffset(forProposedContentOffset:)")
        bounds.origin = collectionViewLayout.targetContentOffset(forProposedContentOffset: bounds.origin)
        readContentSize()
        known = [:]
        queried = nil
        queryNewlyVisible()
        for key in visibleElements().keys {
            switch key.category {
            case .cell:
                call("initialLayoutAttributesForAppearingItem(at:)")
                _ = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
            case .supplementaryView:
                call("initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)")
                _ = collectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(
                    ofKind: key.kind ?? "", at: key.indexPath)
            case .decorationView:
                call("initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)")
                _ = collectionViewLayout.initialLayoutAttributesForAppearingDecorationElement(
                    ofKind: key.kind ?? "", at: key.indexPath)
            }
        }
        for key in before.keys {
            switch key.category {
            case .cell:
                call("finalLayoutAttributesForDisappearingItem(at:)")
                _ = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
            case .supplementaryView:
                call("finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)")
                _ = collectionViewLayout.finalLayoutAttributesForDisappearingSupplementaryElement(
                    ofKind: key.kind ?? "", at: key.indexPath)
            case .decorationView:
                call("finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)")
                _ = collectionViewLayout.finalLayoutAttributesForDisappearingDecorationElement(
                    ofKind: key.kind ?? "", at: key.indexPath)
            }
        }
        call("finalizeCollectionViewUpdates()")
        collectionViewLayout.finalizeCollectionViewUpdates()
        call("finalizeAnimatedBoundsChange()")
        collectionViewLayout.finalizeAnimatedBoundsChange()
        selfSize()
        if case .none = invalid {} else { layoutPass() }
        completion?(true)
        record()
    }

    public override func insertSections(_ sections: IndexSet) { batchCall(.insertSections(sections)) }
    public override func deleteSections(_ sections: IndexSet) { batchCall(.deleteSections(sections)) }
    public override func reloadSections(_ sections: IndexSet) { batchCall(.reloadSections(sections)) }
    public override func moveSection(_ section: Int, toSection newSection: Int) {
        batchCall(.moveSection(section, newSection))
    }
    public override func insertItems(at indexPaths: [IndexPath]) { batchCall(.insertItems(indexPaths)) }
    public override func deleteItems(at indexPaths: [IndexPath]) { batchCall(.deleteItems(indexPaths)) }
    public override func reloadItems(at indexPaths: [IndexPath]) { batchCall(.reloadItems(indexPaths)) }
    public override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batchCall(.moveItem(indexPath, newIndexPath))
    }

    private func batchCall(_ c: BatchCall) {
        switch c {
        case .insertSections(let s): standInCalls.append("insertSections \(Array(s))")
        case .deleteSections(let s): standInCalls.append("deleteSections \(Array(s))")
        case .reloadSections(let s): standInCalls.append("reloadSections \(Array(s))")
        case .moveSection(let a, let b): standInCalls.append("moveSection \(a) \(b)")
        case .insertItems(let p): standInCalls.append("insertItems \(p.map { Array($0) })")
        case .deleteItems(let p): standInCalls.append("deleteItems \(p.map { Array($0) })")
        case .reloadItems(let p): standInCalls.append("reloadItems \(p.map { Array($0) })")
        case .moveItem(let a, let b): standInCalls.append("moveItem \(Array(a)) \(Array(b))")
        }
        // Outside a batch UIKit performs the call as a batch of one.
        if batch == nil {
            performBatchUpdates({ self.batch?.append(c) })
        } else {
            batch?.append(c)
        }
    }

    /// UIKit's bookkeeping for a batch: every old section and item carried to its new place (deleted ones
    /// dropped, moved ones placed, inserted ones new, the rest keeping their order in the places left), the result
    /// checked against the data source's new counts, and, when the test gave ids, each carried item against the
    /// id at its new place.
    private func checkBatch(_ calls: [BatchCall], from oldCounts: [Int], oldIDs: [[String]]?) {
        let newCounts = standInItemCounts
        var problems: [String] = []
        // Sections.
        var deletedSections = Set<Int>()
        var insertedSections = Set<Int>()
        var movedSections: [Int: Int] = [:]
        var deletedItems = Set<IndexPath>()
        var insertedItems = Set<IndexPath>()
        var movedItems: [IndexPath: IndexPath] = [:]
        var reloadedItems = Set<IndexPath>()
        for c in calls {
            switch c {
            case .insertSections(let s): insertedSections.formUnion(s)
            case .deleteSections(let s): deletedSections.formUnion(s)
            case .reloadSections(let s):
                deletedSections.formUnion(s)
                insertedSections.formUnion(s)
            case .moveSection(let a, let b): movedSections[a] = b
            case .insertItems(let p): insertedItems.formUnion(p)
            case .deleteItems(let p): deletedItems.formUnion(p)
            case .reloadItems(let p): reloadedItems.formUnion(p)
            case .moveItem(let a, let b): movedItems[a] = b
            }
        }
        var sectionMap: [Int: Int] = [:]
        let targets = insertedSections.union(movedSections.values)
        var free = (0..<newCounts.count).filter { !targets.contains($0) }.makeIterator()
        for s in oldCounts.indices where !deletedSections.contains(s) {
            if let to = movedSections[s] {
                sectionMap[s] = to
            } else if let to = free.next() {
                sectionMap[s] = to
            } else {
                problems.append("section \(s) has no place")
            }
        }
        if free.next() != nil || oldCounts.count - deletedSections.count + insertedSections.count != newCounts.count {
            problems.append(
                "sections: \(oldCounts.count) - \(deletedSections.count) + \(insertedSections.count) ≠ \(newCounts.count)"
            )
        }
        // Items, section by section of the new data.
        var itemMap: [IndexPath: IndexPath] = [:]
        for (old, new) in sectionMap.sorted(by: { $0.key < $1.key }) where new < newCounts.count {
            let fixed = Set(
                (0..<newCounts[new]).filter {
                    insertedItems.contains(IndexPath(indexes: [new, $0]))
                        || movedItems.values.contains(IndexPath(indexes: [new, $0]))
                })
            var slots = (0..<newCounts[new]).filter { !fixed.contains($0) }.makeIterator()
            for i in 0..<(oldCounts.indices.contains(old) ? oldCounts[old] : 0) {
                let path = IndexPath(indexes: [old, i])
                if deletedItems.contains(path) { continue }
                if let to = movedItems[path] {
                    itemMap[path] = to
                } else if let slot = slots.next() {
                    itemMap[path] = IndexPath(indexes: [new, slot])
                } else {
                    problems.append("item \(Array(path)) has no place in section \(new)")
                }
            }
            if slots.next() != nil { problems.append("section \(new) has places no item fills") }
        }
        for (from, to) in movedItems
        where sectionMap[from.sectionIndex] == nil || !newCounts.indices.contains(to.sectionIndex) {
            problems.append("move \(Array(from)) → \(Array(to)) leaves or enters a section that is not kept")
        }
        _ = reloadedItems
        if let oldIDs, let newIDs = itemIDs {
            for (from, to) in itemMap {
                guard oldIDs.indices.contains(from.sectionIndex),
                    oldIDs[from.sectionIndex].indices.contains(from.itemIndex),
                    newIDs.indices.contains(to.sectionIndex), newIDs[to.sectionIndex].indices.contains(to.itemIndex)
                else { continue }
                if oldIDs[from.sectionIndex][from.itemIndex] != newIDs[to.sectionIndex][to.itemIndex] {
                    problems.append(
                        "\(oldIDs[from.sectionIndex][from.itemIndex]) carried to \(Array(to)), which holds \(newIDs[to.sectionIndex][to.itemIndex])"
                    )
                }
            }
            // An item in both must be carried, unless its section was deleted or the section it goes to
            // inserted: then it can only leave with the one and arrive with the other ([undocumented] whether UIKit
            // moves an item out of a section it deletes, or into one it inserts; the driver does not ask it to).
            var oldPlace: [String: Int] = [:]
            for (s, ids) in oldIDs.enumerated() { for id in ids { oldPlace[id] = s } }
            var newPlace: [String: Int] = [:]
            for (s, ids) in newIDs.enumerated() { for id in ids { newPlace[id] = s } }
            let carried = Set(itemMap.keys.compactMap { p in oldIDs[safe: p.sectionIndex]?[safe: p.itemIndex] })
            for (id, from) in oldPlace {
                guard let to = newPlace[id], !carried.contains(id) else { continue }
                if deletedSections.contains(from) || insertedSections.contains(to) { continue }
                problems.append("\(id) is in both but was deleted and inserted")
            }
        }
        if !problems.isEmpty { inconsistentBatches.append(problems.prefix(5).joined(separator: "; ")) }
    }

    // MARK: - Recording

    /// What UIKit holds for the elements whose frame meets the visible rect.
    private func visibleElements() -> [ElementKey: UICollectionViewLayoutAttributes] {
        known.filter { _, a in a.frame.intersects(bounds) && a.frame.width > 0 && a.frame.height > 0 }
    }

    private func checkIndexPath(_ key: ElementKey) {
        let section = key.indexPath.count > 0 ? key.indexPath[0] : -1
        let item = key.indexPath.count > 1 ? key.indexPath[1] : -1
        guard section >= 0, section < numberOfSections else {
            invalidIndexPaths.append(key)
            return
        }
        if key.category == .cell && (item < 0 || item >= numberOfItems(inSection: section)) {
            invalidIndexPaths.append(key)
        }
    }

    /// The frame as drawn: the elements shown in the visible rect against what the held answers have there, and
    /// each shown element's per-element lookup.
    private func record() {
        let shown = visibleElements()
        let held = heldElements(bounds)
        var missing: [ElementKey] = []
        var misplaced: [ElementKey] = []
        if let held {
            for (key, frame) in held where frame.intersects(bounds) {
                guard let attributes = shown[key] else {
                    missing.append(key)
                    continue
                }
                if attributes.frame != frame { misplaced.append(key) }
            }
        }
        for (key, attributes) in shown {
            let found = lookupCheck(key)
            if found?.frame != attributes.frame { lookupMisses += 1 }
        }
        frames.append(
            Frame(
                index: frames.count, offset: bounds.origin, shown: shown.count, held: held?.count,
                missing: missing.sorted { $0.description < $1.description },
                misplaced: misplaced.sorted { $0.description < $1.description }))
    }

    /// The per-element lookup of `key`, made as a check (not recorded in `calls`).
    private func lookupCheck(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: collectionViewLayout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView:
            collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            collectionViewLayout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func call(_ name: String) { calls.append(name) }
}

extension IndexPath {
    /// `[section, item]`'s section (UIKit's `section`, which Foundation alone does not have).
    fileprivate var sectionIndex: Int { count > 0 ? self[0] : 0 }
    /// `[section, item]`'s item.
    fileprivate var itemIndex: Int { count > 1 ? self[1] : 0 }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
