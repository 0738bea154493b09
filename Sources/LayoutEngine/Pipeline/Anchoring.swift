/// Anchors: where a collection stands, reported by one answer and resolved by a later request
/// against its own data, so the user's place survives items arriving above and cells measured taller. The rules
/// are MagazineLayout's (`LayoutState.targetContentOffsetAnchor` and `yOffset(for:)`), for every family, in
/// computing space: vertical (a horizontal layout is transposed, top and bottom becoming left and right) and
/// unmirrored (a mirrored layout reports and resolves in its left-to-right space, and the resolved offset is
/// mirrored as any `contentOffset` is).
///
/// Notation: `B` the whole bounds at the offset, `t` and `b` the top and bottom content insets, `H` the content
/// height, `a(v)` `v` rounded to the pixel grid (to nearest, halves away from zero), `minY = -t`,
/// `maxY = max(H - size.height + b, -t)` in that order (`ScrollLimits`, `.anchors`).
extension PreparedLayout {
    /// The scroll range along the axis in computing space: `minY` and `maxY`.
    var scrollLimits: ScrollLimits {
        computing.verticalScrollLimits(contentHeight: family.contentSize.height, order: .anchors)
    }

    /// The anchor the answer at `offset` (physical) reports:
    /// 1. the candidates are the cells of positive area whose frame meets `B` along the scroll axis, in
    ///    index-path order;
    /// 2. `first` is the first candidate that is not estimated and lies entirely inside `B`, else the first
    ///    candidate; `last` likewise from the end;
    /// 3. top to bottom: `top` with no candidate or at the top (`B.minY <= a(minY)`), else
    ///    `topItem(first, a(first.minY - (B.minY + t)))`; bottom to top: `bottom` with no candidate or at the
    ///    bottom (`B.minY >= a(maxY)`), else `bottomItem(last, a(last.maxY - (B.maxY - b)))`.
    /// Only the end the direction reads is searched, from that end of the sections `B` meets (`SectionIndex`),
    /// stopping at the first candidate inside.
    /// - Complexity: O(log sections + sections met + candidates before the first inside `B`).
    func reportedAnchor(at offset: Point) -> Anchor {
        let bounds = computingBounds(at: offset)
        let grid = PixelGrid(scale: computing.scale)
        let limits = scrollLimits
        let t = computing.contentInset.top
        let b = computing.contentInset.bottom
        let topToBottom = description.verticalLayoutDirection == .topToBottom
        if topToBottom ? bounds.minY <= grid.round(limits.min) : bounds.minY >= grid.round(limits.max) {
            return topToBottom ? .top : .bottom
        }

        var met: [Int] = []
        if let index {
            index.forEachSection(meeting: bounds.minY, bounds.maxY, at: bounds.minY) { s, inBand in
                if inBand { met.append(s) }
            }
        } else {
            met = Array(family.sections.indices)
        }
        let annotations = description.annotations
        var first: (path: ItemPath, frame: Rect)?
        var inside: (path: ItemPath, frame: Rect)?
        for s in topToBottom ? met : met.reversed() {
            let items = family.sections[s].items
            if items.count == 0 { continue }
            let pick = items.anchorPick(in: bounds, reversed: !topToBottom) { i, frame in
                !(annotations.isEstimated(section: s, item: i) || items.isEstimatedByLayout(i))
                    && bounds.contains(frame)
            }
            if first == nil, let f = pick.first { first = (ItemPath(section: s, item: f.item), f.frame) }
            if let a = pick.accepted {
                inside = (ItemPath(section: s, item: a.item), a.frame)
                break
            }
        }
        guard let anchor = inside ?? first else { return topToBottom ? .top : .bottom }
        if topToBottom {
            return .topItem(reference(anchor.path), distance: grid.round(anchor.frame.minY - (bounds.minY + t)))
        }
        return .bottomItem(reference(anchor.path), distance: grid.round(anchor.frame.maxY - (bounds.maxY - b)))
    }

    /// The offset (physical) an anchor resolves to against this layout: `top` → `minY`; `bottom` → `maxY`;
    /// `topItem` → `clamp(f.minY - t - d, minY, maxY)`; `bottomItem` → `clamp(f.maxY - size.height + b - d,
    /// minY, maxY)`, `f` the item's resting frame; on the other axis, and for an item the layout does not have, the
    /// offset stays `offset`'s.
    /// - Complexity: O(1) for an index path or an id (the request's id index), as `cellFrame`.
    func resolvedOffset(_ anchor: Anchor, from offset: Point) -> Point {
        let limits = scrollLimits
        let t = computing.contentInset.top
        let b = computing.contentInset.bottom
        let y: Double
        switch anchor {
        case .top: y = limits.min
        case .bottom: y = limits.max
        case .topItem(let ref, let d), .bottomItem(let ref, let d):
            guard let path = path(of: ref), let f = computingCellFrame(section: path.section, item: path.item)
            else { return offset }
            // Summed in pixels (every term times the scale) and divided back: the same number, exact whenever
            // the terms lie on the pixel grid, so an anchor resolves to exactly the offset it was reported at (the
            // contract's round trip). At a scale such as 3 the grid's points are not doubles, and the sum in
            // points can miss it by an ulp; at scales 1, 2 and 4 the two sums are the same doubles.
            let s = computing.scale
            if case .topItem = anchor {
                y = (f.minY * s - t * s - d * s) / s
            } else {
                y = (f.maxY * s - computing.size.height * s + b * s - d * s) / s
            }
        }
        // Not rounded to the pixel grid (as MagazineLayout): a rounded offset would move the anchor
        // item by up to half a pixel at every change, always the same way when its frame lies off the grid.
        let resolved = limits.clamp(y)
        return space.physical(offset: offset, scrollOffset: resolved)
    }

    /// The bounds at `offset` (physical) in computing space.
    func computingBounds(at offset: Point) -> Rect {
        let o = space.computing(offset: offset)
        return Rect(x: o.x, y: o.y, width: computing.size.width, height: computing.size.height)
    }

    /// How an answer names an item: by its id when it has one, else by its index path.
    func reference(_ path: ItemPath) -> ItemRef {
        if let id = description.annotations.id(section: path.section, item: path.item) { return .id(id) }
        return .indexPath(section: path.section, item: path.item)
    }

    /// The item `ref` names, if this layout has it.
    func path(of ref: ItemRef) -> ItemPath? {
        description.annotations.path(
            { s in s >= 0 && s < family.sections.count ? family.sections[s].items.count : nil }, of: ref)
    }
}

extension Rect {
    /// Whether `other` lies entirely inside this rect (edges may touch).
    func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
