/// Updates that animate: the previous data sent beside the new, so that a stateless service can say
/// where every element comes from and goes to, as UIKit asks a layout for the attributes of elements that appear
/// (`initialLayoutAttributesForAppearingItem(at:)`) and disappear (`finalLayoutAttributesForDisappearingItem(at:)`).

/// `updateAnimation`: how the end an element does not have (an inserted element's `from`, a deleted one's `to`) is
/// filled in (`UpdatePolicy`).
public enum UpdateAnimation: String, Sendable, Hashable, CaseIterable {
    /// UIKit's documented `nil`: the element's own attributes at both ends.
    case none
    /// UIKit's observed stock animation (PSTCollectionView's fallback): a fade in place.
    case fade
    /// MagazineLayout's answers: an inserted cell fades in where it will be on screen after the offset moved.
    case magazine
}

/// The request's `previous` and `updateAnimation`, and the sections' ids of both sides (section ids matter only
/// to an update's identity rules, so they live here rather than in either description).
public struct UpdateDescription: Sendable, Hashable {
    /// The previous data laid out as a request of its own: its sections, its scroll view (the new request's
    /// unless `previous.collectionView` was given) at `previous.contentOffset`, its layout (the new request's
    /// unless `previous.layout` was given). No anchor, `scrollTo` or timeline.
    public var previous: LayoutDescription
    public var animation: UpdateAnimation
    /// Each new section's `id` (`nil` where a section has none); empty when no section has one.
    public var sectionIDs: [String?]
    /// Each previous section's `id`, likewise.
    public var previousSectionIDs: [String?]
    /// Whether `previous` had its own `layout` and `collectionView`: an engine error in the previous layout is
    /// located inside `previous` when the input it names is there, else at the new request's (shared) one.
    public var hasOwnLayout: Bool
    public var hasOwnCollectionView: Bool

    public init(
        previous: LayoutDescription, animation: UpdateAnimation = .fade, sectionIDs: [String?] = [],
        previousSectionIDs: [String?] = [], hasOwnLayout: Bool = false, hasOwnCollectionView: Bool = false
    ) {
        self.previous = previous
        self.animation = animation
        self.sectionIDs = sectionIDs
        self.previousSectionIDs = previousSectionIDs
        self.hasOwnLayout = hasOwnLayout
        self.hasOwnCollectionView = hasOwnCollectionView
    }

    /// The previous scroll position (`previous.contentOffset`).
    public var previousOffset: Point { previous.collectionView.contentOffset }
}

/// What an element did between the two layouts.
public enum UpdateChange: String, Sendable, Hashable {
    /// Only in the new layout.
    case inserted
    /// Only in the previous layout.
    case deleted
    /// In both, at another index path.
    case moved
    /// In both, at the same index path (its frame may still change).
    case unchanged
}

/// One end of an element's animation: where it is drawn, above what, and how opaque. Frames are content
/// coordinates of their own side (`from` against the previous offset, `to` against the new one).
public struct UpdateEnd: Sendable, Hashable {
    public var frame: Rect
    public var zIndex: Int
    public var alpha: Double

    public init(frame: Rect, zIndex: Int, alpha: Double) {
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
    }
}

/// One element of `updates.elements`.
public struct UpdateElement: Sendable, Hashable {
    public var change: UpdateChange
    /// The element's index path in the new layout; `nil` for a deleted element.
    public var indexPath: ItemPath?
    /// Its index path in the previous layout; `nil` for an inserted element.
    public var previousIndexPath: ItemPath?
    /// A cell's item id (the new side's, else the previous side's); `nil` for other elements and cells without.
    public var id: String?
    public var category: ElementCategory
    /// A supplementary's or decoration's kind, named kinds indexing `Updates.kindNames`; `nil` for cells.
    public var kind: ElementKind?
    public var from: UpdateEnd
    public var to: UpdateEnd

    public init(
        change: UpdateChange, indexPath: ItemPath?, previousIndexPath: ItemPath?, id: String?,
        category: ElementCategory, kind: ElementKind?, from: UpdateEnd, to: UpdateEnd
    ) {
        self.change = change
        self.indexPath = indexPath
        self.previousIndexPath = previousIndexPath
        self.id = id
        self.category = category
        self.kind = kind
        self.from = from
        self.to = to
    }
}

/// `updates`: the two offsets and every selected element's two ends, in the contract's order (the elements the
/// new layout has in its answer's order, then the deleted ones in the previous layout's order).
public struct Updates: Sendable, Hashable {
    /// The previous offset.
    public var from: Point
    /// The new offset (given, or resolved from the request's anchor).
    public var to: Point
    public var elements: [UpdateElement]
    /// The names of `ElementKind.named` kinds of both sides, by index: the new layout's, then the previous
    /// layout's that the new one lacks.
    public var kindNames: [String]

    public init(from: Point, to: Point, elements: [UpdateElement], kindNames: [String] = []) {
        self.from = from
        self.to = to
        self.elements = elements
        self.kindNames = kindNames
    }
}
