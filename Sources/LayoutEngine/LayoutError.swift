/// Why a well-formed description cannot be laid out. Each case says what and where.
public enum LayoutError: Error, Sendable, Hashable {
    /// A waterfall `columnCount` below 1 (`section` nil = the layout's own value).
    case columnCountOutOfRange(section: Int?, value: Int)
    /// `collectionView.contentInset` leaves the content a negative extent across the scroll axis (left + right
    /// beyond the width when scrolling vertically, top + bottom beyond the height when scrolling horizontally).
    case contentInsetExceedsBounds
    /// A section inset whose left and right (top and bottom when scrolling horizontally) add up to more than the
    /// content width, leaving the section's items a negative width; `at` names the inset (the layout's
    /// field, or the section's own override).
    case sectionInsetExceedsContent(at: ErrorLocation)
    /// Waterfall columns that do not fit: `(columnCount - 1) * minimumColumnSpacing` is more than the section's
    /// width; `at` names the spacing (the section's override when it has one, else the layout's).
    case columnSpacingExceedsSection(at: ErrorLocation)
    /// A field that applies only to vertical scrolling (`verticalLayoutDirection: bottomToTop`,
    /// `shortContentAlignment: bottom`) set on a horizontal layout; `at` names it.
    case requiresVerticalScrolling(at: ErrorLocation)
    /// The family does not lay out in this scroll direction (waterfall and magazine are vertical only).
    case unsupportedScrollDirection(family: String, direction: ScrollDirection)
    /// A magazine fractional width divisor below 1.
    case widthDivisorOutOfRange(section: Int, item: Int?, value: Int)
    /// The result would hold more attributes than the limit allows (ask for a rect instead).
    case tooManyAttributes(limit: Int)
    /// The request needs more work than the budget allows on an input a few bytes multiply (`WorkBudget`);
    /// `at` names the input that drives it.
    case workBudgetExceeded(limit: Int, at: ErrorLocation)
    /// The layout would hold a non-finite number or a coordinate beyond ±1e15, caused by `source`.
    case impossibleNumber(ImpossibleNumberSource)
    /// A compositional description that cannot be laid out, at its cause.
    case compositional(CompositionalProblem, at: ErrorLocation)
    /// `scrollTo.indexPath` names an item that does not exist.
    case itemNotFound(section: Int, item: Int)
    /// An update's previous layout (`previous`) cannot be laid out: `error` says why, located as if
    /// `previous` were a request of its own; `hasOwnLayout` and `hasOwnCollectionView` say whether `previous`
    /// gave those (a location in one it did not give names the new request's, which the previous data shares).
    indirect case inPrevious(LayoutError, hasOwnLayout: Bool, hasOwnCollectionView: Bool)
    /// `fling.section` names no orthogonal section of a `compositional` layout.
    case flingSectionNotOrthogonal(section: Int)
}

/// The input that made a layout produce an impossible number.
public enum ImpossibleNumberSource: Sendable, Hashable {
    /// An explicitly listed item (its size, or the items before it pushing it out of range).
    case item(section: Int, item: Int)
    /// A uniform section: its item size when even its first item is impossible, else its item count.
    case uniformItems(section: Int, firstItem: Bool)
    /// A section as a whole (its header, footer or insets).
    case section(Int)
    /// The scroll position, which moved a pinned header or footer out of range.
    case contentOffset
    /// Entry `index` of a timeline's offsets, which moved a pinned header or footer out of range.
    case contentOffsets(index: Int)
    /// `scrollTo`, whose target offset (or a header pinned there) is out of range.
    case scrollTo
    /// The anchor, whose resolved offset (or a header pinned there) is out of range.
    case anchor
    /// A scroll range, at one of whose offsets a pinned header or footer would be out of range.
    case scrollRange
    /// A fling whose projection, target or resting offset (or a header pinned there) is out of range.
    case fling
    /// A snapping whose reach (`maxVelocity` at its rate) passes ±1e15.
    case snapping
}
