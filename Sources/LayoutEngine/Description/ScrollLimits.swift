/// The offsets a scroll view reaches along one axis, as `UIScrollView` bounds them: from `-inset.start` (scrolled
/// to the top) to the scrolled-to-bottom offset, never below the top (the top when the content is shorter than the
/// view). The one rule of `scrollTo`'s clamp, an anchor's and a fling's `minY` and `maxY`, and a bottom-to-top
/// layout's default offset.
///
/// Every offset is computed in doubles in the order the rule writes it, and the two rules write the bottom in two
/// orders, which differ in the last bit for thirds at scale 3 (content 1482, view 775.333…, bottom inset
/// 6.333…: 713 one way, 712.9999999999999 the other):
/// - `.scrollTo`: `max(-start, (content + end) - size)`, the clamp of `scrollTo`;
/// - `.anchors`: `max((content - size) + end, -start)`, an anchor's and a fling's `maxY` and the bottom-to-top
///   default offset.
public struct ScrollLimits: Sendable, Hashable {
    /// The order in which a rule writes the scrolled-to-bottom offset.
    public enum Order: Sendable, Hashable {
        /// `content + end - size`: `scrollTo`'s clamp.
        case scrollTo
        /// `content - size + end`: anchors' and flings' `maxY`, the bottom-to-top default offset.
        case anchors
    }

    /// The scrolled-to-top offset, `-inset.start`.
    public let min: Double
    /// The scrolled-to-bottom offset, never below `min`.
    public let max: Double

    /// The limits for content `content` long in a view `view` long, with insets `start` before and `end` after
    /// (top and bottom along y; left and right along x), the bottom computed in `order`.
    @inlinable
    public init(content: Double, view: Double, start: Double, end: Double, order: Order) {
        min = -start
        switch order {
        case .scrollTo: max = Swift.max(-start, content + end - view)
        case .anchors: max = Swift.max(content - view + end, -start)
        }
    }

    /// `value` within `[min, max]`.
    @inlinable
    public func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, min), max) }
}

extension CollectionViewDescription {
    /// The limits along y for content `height` tall.
    @inlinable
    public func verticalScrollLimits(contentHeight height: Double, order: ScrollLimits.Order) -> ScrollLimits {
        ScrollLimits(
            content: height, view: size.height, start: contentInset.top, end: contentInset.bottom, order: order)
    }

    /// The limits along x for content `width` wide.
    @inlinable
    public func horizontalScrollLimits(contentWidth width: Double, order: ScrollLimits.Order) -> ScrollLimits {
        ScrollLimits(content: width, view: size.width, start: contentInset.left, end: contentInset.right, order: order)
    }
}
