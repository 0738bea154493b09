/// Where a collection stands, as an answer reports it and a later request resolves it against changed data
/// (MagazineLayout's `TargetContentOffsetAnchor`).
public enum Anchor: Sendable, Hashable {
    /// Scrolled to the top (the leading edge when scrolling horizontally).
    case top
    /// Scrolled to the bottom.
    case bottom
    /// `item`'s top is `distance` below the visible top (after `contentInset.top`).
    case topItem(ItemRef, distance: Double)
    /// `item`'s bottom is `distance` below the visible bottom (before `contentInset.bottom`).
    case bottomItem(ItemRef, distance: Double)
}

/// The request's `anchor`: report where the answer stands, or resolve the offset from an earlier answer's
/// anchor.
public enum AnchorRequest: Sendable, Hashable {
    case report
    case resolve(Anchor)
}

/// MagazineLayout's `verticalLayoutDirection`: which end a screen keeps (it picks the anchor an answer reports,
/// and where the default offset is). Frames do not change.
public enum VerticalLayoutDirection: String, Sendable, Hashable {
    case topToBottom
    case bottomToTop
}

/// ChatLayout's `keepContentAtBottomOfVisibleArea`: where content shorter than the visible area sits.
public enum ShortContentAlignment: String, Sendable, Hashable {
    case top
    case bottom
}
