/// The offsets a scroll view reaches along one axis, as `UIScrollView` bounds them: from `-inset.start` (scrolled
/// to the top) to `max(-inset.start, content + inset.end - size)` (scrolled to the bottom; the top when the
/// content is shorter than the view). The one rule of `scrollTo`'s clamp, an anchor's `minY` and `maxY`, and a
/// bottom-to-top layout's default offset.
public struct ScrollLimits: Sendable, Hashable {
    /// The scrolled-to-top offset, `-inset.start`.
    public let min: Double
    /// The scrolled-to-bottom offset, never below `min`.
    public let max: Double

    /// The limits for content `content` long in a view `view` long, with insets `start` before and `end` after
    /// (top and bottom along y; left and right along x). `content + end - size` is computed in that order.
    @inlinable
    public init(content: Double, view: Double, start: Double, end: Double) {
        min = -start
        max = Swift.max(-start, content + end - view)
    }

    /// `value` within `[min, max]`.
    @inlinable
    public func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, min), max) }
}

extension CollectionViewDescription {
    /// The limits along y for content `height` tall.
    @inlinable
    public func verticalScrollLimits(contentHeight height: Double) -> ScrollLimits {
        ScrollLimits(content: height, view: size.height, start: contentInset.top, end: contentInset.bottom)
    }

    /// The limits along x for content `width` wide.
    @inlinable
    public func horizontalScrollLimits(contentWidth width: Double) -> ScrollLimits {
        ScrollLimits(content: width, view: size.width, start: contentInset.left, end: contentInset.right)
    }
}
