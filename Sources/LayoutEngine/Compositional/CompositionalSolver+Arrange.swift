/// Steps 5–8: which subitems a group keeps, their sizes, and where they sit in its content box.
extension CompositionalSolver {
    /// Arranges `g`'s subitems in `node.contentBox`, holding at most `cap` cells from `firstCell`.
    mutating func arrange(
        _ g: CompositionalGroup, into node: inout SolvedNode, firstCell: Int, cap: Int
    ) throws(LayoutError) {
        let box = node.contentBox
        let alongX = g.axis != .vertical
        let spacing = g.interItemSpacing ?? .fixed(0)
        let s = spacing.value
        let length = alongX ? box.width : box.height
        var kept: [SolvedNode] = []
        switch g.subitems {
        case .custom(let items):
            guard !items.isEmpty else { throw failure(.groupCannotFit) }
            let n = Swift.min(cap, items.count)
            lastDemand = Swift.max(lastDemand, firstCell &+ items.count &- 1)
            if n < items.count { capBound = true }
            node.customFrames = items.prefix(n).map { custom in
                var moved = custom
                moved.frame.x += box.x
                moved.frame.y += box.y
                return moved
            }
            node.cells = n
            if n > cellLimit { throw failure(.groupTooLarge(limit: cellLimit)) }
            return

        case .list(let subitems):
            // Step 5: walk the subitems cyclically while they fit, with a quarter-point tolerance.
            var used = 0.0
            var anyFractional = false
            var cells = 0
            var k = 0
            while withinCap(cells, cap, from: firstCell) {
                let j = k % subitems.count
                let sub = subitems[j]
                let fractional = anyFractional || sub.dimension(alongX: alongX).isFractional
                let charged = fractional ? 0 : s * Double(kept.count)
                let edges = sub.edgeMinimum(alongX: alongX)
                // A subitem the walk does not keep is not laid out, so nothing about it is validated: the
                // fit is decided on its size before it is solved, whenever that size does not depend on its
                // arrangement (an estimated group dimension along the axis is its items' extent).
                if let own = lengthBeforeArranging(sub, in: box.size(), firstCell: firstCell &+ cells, alongX: alongX),
                    length - (used + (own + edges)) - charged < -0.25
                {
                    break
                }
                path.append(.field(.subitems))
                path.append(.element(j))
                let child = try solve(sub, in: box.size(), firstCell: firstCell &+ cells, cap: cap &- cells)
                path.removeLast(2)
                let childLength = (alongX ? child.size.width : child.size.height) + edges
                if length - (used + childLength) - charged < -0.25 { break }
                kept.append(child)
                used += childLength
                anyFractional = fractional
                cells &+= child.cells
                k &+= 1
                if cells > cellLimit { throw failure(.groupTooLarge(limit: cellLimit)) }
            }
            if kept.isEmpty { throw failure(.groupCannotFit) }
            try redo(
                &kept, subitems: { subitems[$0 % subitems.count] },
                token: { [.field(.subitems), .element($0 % subitems.count)] },
                box: box, alongX: alongX, spacing: spacing, firstCell: firstCell, cap: cap)

        case .count(let sub, let count):
            // Step 6: `count` copies sharing the spacing-shortened length.
            let shortenedLength = length - s * Double(count - 1)
            if shortenedLength < 0 { throw failure(.negativeSize, .interItemSpacing) }
            let shortened = box.size(shortening: s * Double(count - 1), alongX: alongX)
            let copyLength = grid.floor((1.0 / Double(count)) * shortenedLength)
            try copies(
                &kept, of: sub, count: count, token: .subitem, in: shortened, forced: (copyLength, alongX),
                firstCell: firstCell, cap: cap)

        case .repeating(let sub, let count):
            // Step 6 (iOS 16): `count` copies at the subitem's own size, placed like step 5's kept items.
            try copies(
                &kept, of: sub, count: count, token: .repeatingSubitem, in: box.size(), forced: nil,
                firstCell: firstCell, cap: cap)
            try redo(
                &kept, subitems: { _ in sub }, token: { _ in [.field(.repeatingSubitem)] }, box: box, alongX: alongX,
                spacing: spacing, firstCell: firstCell, cap: cap)
        }
        node.cells = kept.reduce(0) { $0 &+ $1.cells }
        node.childOrigins = place(kept, in: box, alongX: alongX, spacing: spacing)
        node.children = kept
    }

    /// `count` copies of `sub`; those past the section's last item are laid out (copy 0's size) but absent.
    mutating func copies(
        _ kept: inout [SolvedNode], of sub: CompositionalItem, count: Int, token: ErrorLocation.Field,
        in container: Size,
        forced: (length: Double, alongX: Bool)?, firstCell: Int, cap: Int
    ) throws(LayoutError) {
        // Room for the copies the budget can pay for at most: a count is the request's to choose.
        kept.reserveCapacity(Swift.min(count, 1 << 12))
        var cells = 0
        path.append(.field(token))
        defer { path.removeLast() }
        for _ in 0..<count {
            if withinCap(cells, cap, from: firstCell) {
                let child = try solve(
                    sub, in: container, firstCell: firstCell &+ cells, cap: cap &- cells, forced: forced)
                cells &+= child.cells
                kept.append(child)
                if cells > cellLimit { throw failure(.groupTooLarge(limit: cellLimit)) }
            } else {
                // Laid out but absent: cheaper than a solve, still charged (a 100,000-copy group in a one-item
                // section is 100,000 of them).
                if !budget.spend(WorkBudget.Cost.absentCopy) {
                    throw budget.refusal(path)
                }
                kept.append(kept[0].absent)
            }
        }
    }

    /// Step 5's spacing redo: with a fixed non-zero spacing, two or more kept items and a fractional one along
    /// the axis, every kept item resolves again in the box shortened by `spacing * (n - 1)`.
    mutating func redo(
        _ kept: inout [SolvedNode], subitems: (Int) -> CompositionalItem, token: (Int) -> [ErrorLocation.Step],
        box: Rect,
        alongX: Bool, spacing: CompositionalSpacing, firstCell: Int, cap: Int
    ) throws(LayoutError) {
        guard case .fixed(let s) = spacing, s != 0, kept.count >= 2,
            kept.contains(where: { $0.item.dimension(alongX: alongX).isFractional })
        else { return }
        let shortening = s * Double(kept.count - 1)
        if (alongX ? box.width : box.height) - shortening < 0 { throw failure(.negativeSize, .interItemSpacing) }
        let shortened = box.size(shortening: shortening, alongX: alongX)
        var cells = 0
        for k in kept.indices {
            // A `repeatingSubitem` copy past the section's last item is laid out but absent (step 6): it takes
            // the redone copy 0's geometry, as `copies` gave it copy 0's first-pass one, so every copy is redone.
            if kept[k].cells == 0 {
                kept[k] = kept[0].absent
                continue
            }
            guard withinCap(cells, cap, from: firstCell) else {
                kept[k].cells = 0
                continue
            }
            for step in token(k) { path.append(step) }
            kept[k] = try solve(subitems(k), in: shortened, firstCell: firstCell &+ cells, cap: cap &- cells)
            path.removeLast(token(k).count)
            cells &+= kept[k].cells
        }
    }

    /// Steps 7 and 8: each kept item's slot origin in the content box.
    func place(_ kept: [SolvedNode], in box: Rect, alongX: Bool, spacing: CompositionalSpacing) -> [Point] {
        let n = kept.count
        let s = spacing.value
        var used = s * Double(n - 1)
        var flex = spacing.isFlexible ? n - 1 : 0
        for child in kept {
            used += (alongX ? child.size.width : child.size.height) + child.item.edgeMinimum(alongX: alongX)
            let (lead, trail) = child.item.edges(alongX: alongX)
            if lead?.isFlexible == true { flex += 1 }
            if trail?.isFlexible == true { flex += 1 }
        }
        let length = alongX ? box.width : box.height
        // An overrun (repeatingSubitem copies are never fit-checked) shrinks the flexible spacings, but never below
        // zero: a spacing cannot pull an item back over its neighbour or before the box's start.
        var smallestFlexible = spacing.isFlexible && n > 1 ? s : Double.infinity
        for child in kept {
            let (lead, trail) = child.item.edges(alongX: alongX)
            if let lead, lead.isFlexible { smallestFlexible = Swift.min(smallestFlexible, lead.value) }
            if let trail, trail.isFlexible { smallestFlexible = Swift.min(smallestFlexible, trail.value) }
        }
        let extra = flex > 0 ? Swift.max(-smallestFlexible, (length - used) / Double(flex)) : 0
        var position = alongX ? box.x : box.y
        let crossStart = alongX ? box.y : box.x
        let crossLength = alongX ? box.height : box.width
        var origins: [Point] = []
        origins.reserveCapacity(n)
        for child in kept {
            let (lead, trail) = child.item.edges(alongX: alongX)
            position += (lead?.value ?? 0) + (lead?.isFlexible == true ? extra : 0)
            let main = position
            position += (alongX ? child.size.width : child.size.height)
            position += (trail?.value ?? 0) + (trail?.isFlexible == true ? extra : 0)
            position += s + (spacing.isFlexible ? extra : 0)
            // Step 8: fixed leading edge spacing; flexible ones share the cross leftover.
            let (crossLead, crossTrail) = child.item.edges(alongX: !alongX)
            var cross = crossStart + (crossLead?.value ?? 0)
            let leftover =
                crossLength - (alongX ? child.size.height : child.size.width) - (crossLead?.value ?? 0)
                - (crossTrail?.value ?? 0)
            switch (crossLead?.isFlexible == true, crossTrail?.isFlexible == true) {
            case (true, true): cross += leftover / 2
            case (true, false): cross += leftover
            default: break
            }
            origins.append(alongX ? Point(x: main, y: cross) : Point(x: cross, y: main))
        }
        return origins
    }
}

extension CompositionalItem {
    /// The dimension along x (`alongX`) or y.
    func dimension(alongX: Bool) -> CompositionalDimension {
        alongX ? layoutSize.widthDimension : layoutSize.heightDimension
    }

    /// The leading and trailing edge spacings along x (leading, trailing) or y (top, bottom).
    func edges(alongX: Bool) -> (CompositionalSpacing?, CompositionalSpacing?) {
        alongX ? (edgeSpacing?.leading, edgeSpacing?.trailing) : (edgeSpacing?.top, edgeSpacing?.bottom)
    }

    /// Both edge spacings along an axis, flexible ones at their minimum.
    func edgeMinimum(alongX: Bool) -> Double {
        let (lead, trail) = edges(alongX: alongX)
        return (lead?.value ?? 0) + (trail?.value ?? 0)
    }
}

extension Rect {
    /// The rect's size as a container, shortened along one axis.
    func size(shortening: Double = 0, alongX: Bool = true) -> Size {
        alongX
            ? Size(width: width - shortening, height: height) : Size(width: width, height: height - shortening)
    }
}

extension SolvedNode {
    /// The node laid out but absent: its geometry without cells (a copy past the section's last item).
    var absent: SolvedNode {
        var node = self
        node.cells = 0
        node.children = []
        node.childOrigins = []
        node.customFrames = []
        return node
    }
}
