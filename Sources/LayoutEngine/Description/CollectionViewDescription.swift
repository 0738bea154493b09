/// The scroll view the layout runs in: bounds size, adjusted content inset, scroll position, screen scale.
public struct CollectionViewDescription: Sendable, Hashable {
    /// Bounds size.
    public var size: Size
    /// The *adjusted* content inset (safe area and bars included).
    public var contentInset: EdgeInsets
    /// Origin of the visible bounds in content coordinates, as in `UIScrollView`.
    public var contentOffset: Point
    /// Screen scale (1...4), for families that round to the pixel grid.
    public var scale: Double
    /// `safeAreaInsets`, `layoutMargins` and `readableContentInsets` (read by compositional layouts only).
    public var safeAreaInsets: EdgeInsets = .zero
    public var layoutMargins: EdgeInsets = .zero
    public var readableContentInsets: EdgeInsets = .zero

    /// `contentOffset` defaults to the scrolled-to-top position `{-contentInset.left, -contentInset.top}`.
    public init(size: Size, contentInset: EdgeInsets = .zero, contentOffset: Point? = nil, scale: Double = 1) {
        self.size = size
        self.contentInset = contentInset
        self.contentOffset = contentOffset ?? Point(x: -contentInset.left, y: -contentInset.top)
        self.scale = scale
    }

    /// The visible rect `{contentOffset, size}`.
    public var visibleRect: Rect {
        Rect(x: contentOffset.x, y: contentOffset.y, width: size.width, height: size.height)
    }

    /// The same scroll view with its axes swapped.
    public var transposed: CollectionViewDescription {
        var t = CollectionViewDescription(
            size: size.transposed, contentInset: contentInset.transposed,
            contentOffset: contentOffset.transposed, scale: scale)
        t.safeAreaInsets = safeAreaInsets.transposed
        t.layoutMargins = layoutMargins.transposed
        t.readableContentInsets = readableContentInsets.transposed
        return t
    }
}
