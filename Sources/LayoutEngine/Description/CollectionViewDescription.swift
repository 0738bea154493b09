/// The scroll view the layout runs in: bounds size, adjusted content inset, scroll position, screen scale,
/// user interface direction, and optionally a scroll timeline.
public struct CollectionViewDescription: Sendable, Hashable {
    /// Bounds size.
    public var size: Size
    /// The *adjusted* content inset (safe area and bars included).
    public var contentInset: EdgeInsets
    /// Origin of the visible bounds in content coordinates, as in `UIScrollView`. Setting it marks it as given
    /// (`contentOffsetIsDefault` becomes false).
    public var contentOffset: Point {
        didSet { contentOffsetIsDefault = false }
    }
    /// Whether `contentOffset` is the scrolled-to-top default rather than a given position: a mirrored layout
    /// starts at its leading (right) end instead (`PreparedLayout.defaultContentOffset`).
    public private(set) var contentOffsetIsDefault: Bool
    /// Screen scale (1...4), for families that round to the pixel grid.
    public var scale: Double
    /// `safeAreaInsets`, `layoutMargins` and `readableContentInsets` (read by compositional layouts only).
    public var safeAreaInsets: EdgeInsets = .zero
    public var layoutMargins: EdgeInsets = .zero
    public var readableContentInsets: EdgeInsets = .zero
    /// The user interface direction; right-to-left mirrors a layout that flips (`LayoutDescription`).
    public var layoutDirection: LayoutDirection
    /// A scroll timeline: several positions answered at once instead of `contentOffset` (1...64, the API checks).
    public var contentOffsets: [Point]?

    /// `contentOffset` defaults to the scrolled-to-top position `{-contentInset.left, -contentInset.top}` (the
    /// leading end of a mirrored layout, see `PreparedLayout.defaultContentOffset`).
    public init(
        size: Size, contentInset: EdgeInsets = .zero, contentOffset: Point? = nil, scale: Double = 1,
        layoutDirection: LayoutDirection = .leftToRight, contentOffsets: [Point]? = nil
    ) {
        self.size = size
        self.contentInset = contentInset
        self.contentOffset = contentOffset ?? Point(x: -contentInset.left, y: -contentInset.top)
        self.contentOffsetIsDefault = contentOffset == nil
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.contentOffsets = contentOffsets
    }

    /// The visible rect `{contentOffset, size}`.
    public var visibleRect: Rect {
        Rect(x: contentOffset.x, y: contentOffset.y, width: size.width, height: size.height)
    }

    /// The same scroll view with its axes swapped.
    public var transposed: CollectionViewDescription {
        var result = self
        result.size = size.transposed
        result.contentInset = contentInset.transposed
        let isDefault = contentOffsetIsDefault
        result.contentOffset = contentOffset.transposed
        result.contentOffsetIsDefault = isDefault
        result.safeAreaInsets = safeAreaInsets.transposed
        result.layoutMargins = layoutMargins.transposed
        result.readableContentInsets = readableContentInsets.transposed
        return result
    }
}

/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

extension CollectionViewDescription {
    /// The content's extent across the scroll axis, in vertical space: `size.width - contentInset.left -
    /// contentInset.right`. Every family lays out in it; `PreparedLayout` refuses a negative one.
    var contentWidth: Double { size.width - contentInset.left - contentInset.right }

    /// Every physical inset with its left and right swapped: a mirrored layout is computed left to right with
    /// them (`contentInset`, and compositional's `safeAreaInsets`, `layoutMargins` and `readableContentInsets`).
    mutating func swapPhysicalInsets() {
        swap(&contentInset.left, &contentInset.right)
        swap(&safeAreaInsets.left, &safeAreaInsets.right)
        swap(&layoutMargins.left, &layoutMargins.right)
        swap(&readableContentInsets.left, &readableContentInsets.right)
    }
}
