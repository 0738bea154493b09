extension PreparedLayout {
    /// UIKit's `scrollToItem(at:at:)` target: the offset that puts the item's resting frame `f` at `position`,
    /// clamped to the scrollable range; the other coordinate keeps `offset`'s. With `v` the visible length
    /// along the axis (`size - inset.start - inset.end`): top/left → `f.min - inset.start`; bottom/right →
    /// `f.max - inset.start - v`; centred → `f.mid - inset.start - v / 2`; then clamped to the scroll limits
    /// (`ScrollLimits`: `[-inset.start, max(-inset.start, contentSize + inset.end - size)]`). The horizontal
    /// positions read the physical (mirrored, when the layout is) frame: `left` puts the item at the left edge in
    /// any direction.
    /// - Complexity: that of `cellFrame`: O(1) for a prepared layout.
    func scrollTarget(_ scrollTo: ScrollToDescription, from offset: Point) throws(LayoutError) -> Point {
        guard let f = try cellFrame(section: scrollTo.section, item: scrollTo.item) else {
            throw .itemNotFound(section: scrollTo.section, item: scrollTo.item)
        }
        let cv = description.collectionView
        let inset = cv.contentInset
        var target = offset
        switch scrollTo.position {
        case .top, .centeredVertically, .bottom:
            let v = cv.size.height - inset.top - inset.bottom
            let y: Double
            switch scrollTo.position {
            case .top: y = f.minY - inset.top
            case .bottom: y = f.maxY - inset.top - v
            default: y = f.midY - inset.top - v / 2
            }
            target.y = cv.verticalScrollLimits(contentHeight: contentSize.height).clamp(y)
        case .left, .centeredHorizontally, .right:
            let v = cv.size.width - inset.left - inset.right
            let x: Double
            switch scrollTo.position {
            case .left: x = f.minX - inset.left
            case .right: x = f.maxX - inset.left - v
            default: x = f.midX - inset.left - v / 2
            }
            target.x = cv.horizontalScrollLimits(contentWidth: contentSize.width).clamp(x)
        }
        return target
    }
}
