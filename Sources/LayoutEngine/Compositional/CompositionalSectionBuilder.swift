/// Lays out one section from `start` (steps 3, 11, 12, 13 and 15), in vertical space.
struct CompositionalSectionBuilder {
    let container: CompositionalContainer
    let kinds: [String: UInt16]
    let cellLimit: Int

    /// The section `s` of `data` with layout `layout` (found at `pointer`), beginning at `start`.
    func place(
        _ layout: CompositionalSectionLayout, pointer: [String], data: CompositionalSectionDescription, section s: Int,
        start: Double, unmeasured: [Bool] = [], marksEstimates: Bool = true, budget: inout WorkBudget
    ) throws(LayoutError) -> SectionLayout {
        // Step 3: the section's container.
        let (containerLeading, width) = try container.effective(layout.contentInsetsReference)
        let insets = layout.contentInsets
        let orthogonal = layout.orthogonalScrollingBehavior != .none
        let groupContainer = Size(
            width: orthogonal ? width : width - insets.leading - insets.trailing, height: container.height)
        let negativeInsets = LayoutError.compositional(
            .negativeSize, pointer: "/" + (pointer + ["contentInsets"]).joined(separator: "/"))
        if width - insets.leading - insets.trailing < 0 { throw negativeInsets }

        // Step 13, sizes: the boundary items' container.
        let follow = layout.supplementariesFollowContentInsets
        let boundary = BoundaryContainer(
            x: containerLeading + (follow ? insets.leading : 0),
            width: width - (follow ? insets.leading + insets.trailing : 0), height: container.height,
            scale: container.collectionView.scale)
        let sizes = try boundary.sizes(of: layout.boundarySupplementaryItems, pointer: pointer)
        let topExtent = boundary.extent(layout.boundarySupplementaryItems, sizes, edge: .top)
        let contentTop = start + topExtent

        let itemCount = data.items.count
        var run = CompositionalGroupRun.empty
        var groupsStart = contentTop
        var groupsEnd = contentTop
        var contentBottom = contentTop
        if itemCount > 0 {
            // Steps 11 and 12: the groups.
            groupsStart = contentTop + insets.top
            var solve = GroupSolving(
                layout: layout, pointer: pointer + ["group"], container: groupContainer, kinds: kinds,
                scale: container.collectionView.scale, cellLimit: cellLimit, itemCount: itemCount)
            solve.budget = budget
            defer { budget = solve.budget }
            if case .explicit(let sizes) = data.items, layout.group.hasEstimatedDimension {
                solve.measured = sizes
                solve.unmeasured = unmeasured
                solve.budget.allow(sizes.count &* WorkBudget.Cost.measuredItem)
            }
            var origin = Point(x: containerLeading + insets.leading, y: groupsStart)
            let length: Double
            if orthogonal {
                if layout.orthogonalScrollingBehavior == .groupPagingCentered {
                    let first = try solve.group(firstCell: 0)
                    origin.x = containerLeading + (width - first.size.width) / 2
                }
                (run, length) = try solve.run(from: origin, alongX: true, spacing: layout.interGroupSpacing)
            } else {
                (run, length) = try solve.run(from: origin, alongX: false, spacing: layout.interGroupSpacing)
            }
            // No coordinate an answer may hold lies beyond 1e15 (an orthogonal run of a billion wide groups, or
            // fractions of 1e9 of a 1e9-point container).
            let reach = run.reach
            let limit = CompositionalLayout.maxContentLength
            if !(reach.minX >= -limit && reach.maxX <= limit && reach.minY >= -limit && reach.maxY <= limit) {
                throw .compositional(.contentTooLarge, pointer: "/" + (pointer + ["group"]).joined(separator: "/"))
            }
            groupsEnd = groupsStart + length
            contentBottom = groupsEnd + insets.bottom
        }
        let bottomExtent = boundary.extent(layout.boundarySupplementaryItems, sizes, edge: .bottom)
        let end = contentBottom + bottomExtent

        let boundaryItems = try boundary.place(
            layout.boundarySupplementaryItems, sizes, kinds: kinds, pointer: pointer,
            edges: BoundaryEdges(
                start: start, groupsStart: groupsStart, groupsEnd: groupsEnd, contentBottom: contentBottom))

        // Step 15: a background covers the section (none in an empty section).
        var decorations: [RestingDecoration] = []
        if itemCount > 0 {
            for (k, decoration) in layout.decorationItems.enumerated() {
                let i = decoration.contentInsets
                let frame = Rect(
                    x: i.leading, y: start + i.top, width: container.width - i.leading - i.trailing,
                    height: end - start - i.top - i.bottom)
                if frame.width < 0 || frame.height < 0 {
                    throw .compositional(
                        .negativeSize,
                        pointer: "/"
                            + (pointer + ["decorationItems", String(k), "contentInsets"]).joined(separator: "/"))
                }
                decorations.append(
                    RestingDecoration(
                        frame: frame, kind: .named(kinds[decoration.elementKind] ?? 0), zIndex: decoration.zIndex))
            }
        }
        // Step 17's host is the section's rect: a pinned footer stops at its start, a header at its end.
        return SectionLayout(
            supplementaries: Supplementaries(boundaryItems), start: start, contentTop: start, contentEnd: contentBottom,
            end: end,
            items: CompositionalCells(
                run: run, count: itemCount, orthogonalContentOffset: orthogonal ? data.orthogonalContentOffset : nil,
                decorated: !decorations.isEmpty, marksEstimates: marksEstimates),
            decorations: decorations)
    }
}

extension CompositionalItem {
    /// Whether any item or group in the tree has an estimated dimension (its groups may then differ).
    var hasEstimatedDimension: Bool {
        if layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated { return true }
        switch group?.subitems {
        case .list(let items): return items.contains { $0.hasEstimatedDimension }
        case .count(let item, _), .repeating(let item, _): return item.hasEstimatedDimension
        case .custom, nil: return false
        }
    }
}
