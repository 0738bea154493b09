/// One waterfall section's resolved values: the section's delegate answers where given, else the layout's,
/// plus CHT's column arithmetic for that section.
///
/// Every computation keeps CHT's order of floating-point operations, so results match it to the bit:
/// - available width: `size.width - contentInset.left - contentInset.right` (`.fromContentInset`), then
///   `- sectionInset.left - sectionInset.right`;
/// - column (item) width: CHT's `floorToPixel((contentWidth - (columnCount - 1) * columnSpacing) / columnCount)`,
///   `PixelGrid.floor`;
/// - item height: `floorToPixel(aspect.height * itemWidth / aspect.width)`, or 0 unless both aspect sides are
///   positive;
/// - item x: `sectionInset.left + (itemWidth + columnSpacing) * column` (the section's own column spacing).
struct WaterfallSectionMetrics: Sendable {
    let columnCount: Int
    let columnSpacing: Double
    let interitemSpacing: Double
    let inset: EdgeInsets
    let headerHeight: Double
    let footerHeight: Double
    let headerInset: EdgeInsets
    let footerInset: EdgeInsets
    let direction: WaterfallItemRenderDirection
    /// The screen scale CHT floors to (`UIScreen.main.scale` there, `collectionView.scale` here).
    let scale: Double
    /// CHT's item width (never negative: columns that do not fit are refused).
    let itemWidth: Double
    /// A full-span item's width: the section's content width floored to the pixel grid, never negative.
    let fullSpanWidth: Double

    /// Resolves section `s` of `layout`; throws when the section's (or the layout's) column count is below 1, its
    /// inset leaves no width (`sectionWidth`), or its columns do not fit in that width.
    init(
        _ layout: WaterfallLayoutDescription, section s: Int,
        collectionView cv: CollectionViewDescription
    ) throws(LayoutError) {
        let section = layout.sections[s]
        let columnCount = section.columnCount ?? layout.columnCount
        if columnCount < 1 {
            throw .columnCountOutOfRange(
                section: section.columnCount == nil ? nil : s, value: columnCount)
        }
        self.columnCount = columnCount
        self.columnSpacing = section.minimumColumnSpacing ?? layout.minimumColumnSpacing
        self.interitemSpacing = section.minimumInteritemSpacing ?? layout.minimumInteritemSpacing
        self.inset = section.inset ?? layout.sectionInset
        self.headerHeight = section.headerHeight ?? layout.headerHeight
        self.footerHeight = section.footerHeight ?? layout.footerHeight
        self.headerInset = section.headerInset ?? layout.headerInset
        self.footerInset = section.footerInset ?? layout.footerInset
        self.direction = layout.itemRenderDirection
        self.scale = cv.scale
        precondition(
            interitemSpacing >= 0 && columnSpacing >= 0,
            "waterfall spacings must be >= 0 (the API validates them)")

        let contentWidth = try sectionWidth(
            contentWidth: cv.contentWidth, inset: inset,
            at: section.inset == nil ? .layout(.sectionInset) : .section(s, .inset))
        if Double(columnCount - 1) * columnSpacing > contentWidth {
            throw .columnSpacingExceedsSection(
                at: section.minimumColumnSpacing == nil
                    ? .layout(.minimumColumnSpacing) : .section(s, .minimumColumnSpacing))
        }
        let grid = PixelGrid(scale: cv.scale)
        self.fullSpanWidth = Swift.max(0, grid.floor(contentWidth))
        let columns = Double(columnCount)
        self.itemWidth = grid.floor((contentWidth - Double(columnCount - 1) * columnSpacing) / columns)
    }

    /// The width item frames report: CHT's item width, never negative.
    var frameWidth: Double { Swift.max(0, itemWidth) }

    /// The height of an item of aspect `aspect`, floored to the pixel grid; 0 when either aspect side is not
    /// positive, and clamped at 0 when the column width is negative (CHT's `CGRect.maxY` ignores a negative
    /// height the same way).
    func itemHeight(aspect: Size) -> Double {
        Self.scaledHeight(aspect: aspect, width: itemWidth, scale: scale)
    }

    /// An item of aspect `aspect` scaled to `width` and floored to the pixel grid at `scale`, never negative; 0
    /// when either aspect side is not positive.
    @inline(__always)
    static func scaledHeight(aspect: Size, width: Double, scale: Double) -> Double {
        guard aspect.width > 0, aspect.height > 0 else { return 0 }
        return Swift.max(0, PixelGrid(scale: scale).floor(aspect.height * width / aspect.width))
    }

    /// The x of physical column `column`.
    func x(column: Int) -> Double {
        inset.left + (itemWidth + columnSpacing) * Double(column)
    }

    /// The physical column of the `placement`-th column CHT fills (`rightToLeft` mirrors).
    func physicalColumn(_ placement: Int) -> Int {
        direction == .rightToLeft ? columnCount - 1 - placement : placement
    }
}
