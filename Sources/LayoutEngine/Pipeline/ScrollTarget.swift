extension PreparedLayout {
    /// UIKit's `scrollToItem(at:at:)` target: the offset that puts the item's resting frame `f` at `position`,
    /// clamped to the scrollable range; the other coordinate keeps `offset`'s. With `v` the visible length
    /// along the axis (`size - inset.start - inset.end`): top/left → `f.min - inset.start`; bottom/right →
    /// `f.max - inset.start - v`; centred → `f.mid - inset.start - v / 2`; then clamped to the scroll limits
    /// (`ScrollLimits`, `.scrollTo`: `[-inset.start, max(-inset.start, contentSize + inset.end - size)]`). The horizontal
    /// positions read the physical (mirrored, when the layout is) frame: `left` puts the item at the left edge in
    /// any direction.
    /// - Complexity: that of `cellFrame`: O(1) for a prepared layout.
    func scrollTarget(_ scrollTo: ScrollToDescription, from offset: Point) throws(LayoutError) -> Point {
        guard let f = cellFrame(section: scrollTo.section, item: scrollTo.item) else {
            throw .itemNotFound(section: scrollTo.section, item: scrollTo.item)
        }
        let cv = description.collectionView
        let inset = cv.contentInset
        var target = offset
        switch scrollTo.position {
        case .top, .centeredVertically, .bottom:
            let y = Self.offset(
                placing: f.minY, f.midY, f.maxY, at: scrollTo.position, start: inset.top,
                visible: cv.size.height - inset.top - inset.bottom)
            target.y = cv.verticalScrollLimits(contentHeight: contentSize.height, order: .scrollTo).clamp(y)
        case .left, .centeredHorizontally, .right:
            let x = Self.offset(
                placing: f.minX, f.midX, f.maxX, at: scrollTo.position, start: inset.left,
                visible: cv.size.width - inset.left - inset.right)
            target.x = cv.horizontalScrollLimits(contentWidth: contentSize.width, order: .scrollTo).clamp(x)
        }
        return target
    }

    /// Along one axis, the offset (before clamping) that puts an item spanning `lo ... hi` (middle `mid`) at the
    /// start, the middle or the end of the visible length `v` that follows the inset `start`: `lo - start`,
    /// `mid - start - v / 2`, `hi - start - v`. Both axes' positions, one rule.
    static func offset(
        placing lo: Double, _ mid: Double, _ hi: Double, at position: ScrollPosition, start: Double, visible v: Double
    ) -> Double {
        switch position {
        case .top, .left: lo - start
        case .bottom, .right: hi - start - v
        case .centeredVertically, .centeredHorizontally: mid - start - v / 2
        }
    }
}
