/// Lays out one section from `start` (steps 3, 11, 12, 13 and 15), in vertical space.
struct CompositionalSectionBuilder {
    let container: CompositionalContainer
    let kinds: [String: UInt16]
    let cellLimit: Int

    /// What every section placed with one layout section shares, made by the first of them: its boundary items'
    /// sizes and parts, its group's solutions (`SharedSolutions`). The layout's own `section` has one, so the
    /// sections it lays out cost what their own bytes say, not the layout section's size each.
    /// One request's, used by the thread placing its sections only: its properties are not checked for
    /// overlapping accesses at run time (a call into the runtime each, ten a section).
    final class Shared {
        /// The parts of a section with items (and its decorations) and of one without, once made. (Wrapped in a
        /// struct: an optional of an optional, or of a tuple, is copied through the runtime's generic witnesses.)
        @exclusivity(unchecked) var decoratedParts: MadeParts?
        @exclusivity(unchecked) var undecoratedParts: MadeParts?
        /// The boundary items' sizes (their container is the same for every section of the layout section), and the
        /// extents they give the section's top and bottom.
        @exclusivity(unchecked) var sizes: [Size]?
        @exclusivity(unchecked) var extents: Extents?
        /// The cells of the last few sections whose runs were solved without measured sizes: a section of the
        /// same item count has the same groups, count, pitch and length, placed from its own origin, and one of
        /// the same offset and flags shares the whole shape. A few are kept (replaced oldest first), so that
        /// sections cycling through a few counts find theirs instead of solving their groups again.
        @exclusivity(unchecked) private var recentShapes: [CompositionalCells.Shape] = []

        struct MadeParts {
            let parts: SectionParts?
        }

        struct Extents {
            let top: Double
            let bottom: Double
        }
        @exclusivity(unchecked) private var nextShape = 0
        private static let recentLimit = 4
        /// The last empty section's cells (kept apart, so that empty sections between full ones break no run).
        @exclusivity(unchecked) var emptyShape: CompositionalCells.Shape?
        /// Whether the layout section's group tree has an estimated dimension (its groups then read measured sizes).
        @exclusivity(unchecked) var estimates: Bool?
        let solutions = SharedSolutions()
        /// The last section's anchors that passed the boundary items' and decorations' checks (consecutive
        /// sections of one shape are checked once).
        @exclusivity(unchecked) var checked: SectionAnchors?

        /// The most recent of `recentShapes` that `accepts`.
        func recentShape(where accepts: (CompositionalCells.Shape) -> Bool) -> CompositionalCells.Shape? {
            for shape in recentShapes where accepts(shape) { return shape }
            return nil
        }

        /// Keeps `shape` among the recent ones.
        func remember(_ shape: CompositionalCells.Shape) {
            if recentShapes.count < Self.recentLimit {
                recentShapes.append(shape)
            } else {
                recentShapes[nextShape] = shape
                nextShape = (nextShape + 1) % Self.recentLimit
            }
        }
    }

    /// The section `s` of `data` with layout `layout` (found at `location`), beginning at `start`; `shared` is what
    /// the sections of this layout section share (nil: the section's own layout).
    func place(
        _ layout: CompositionalSectionLayout, at location: ErrorLocation, data: CompositionalSectionDescription,
        section s: Int,
        start: Double, unmeasured: [Bool] = [], marksEstimates: Bool = true, budget: inout WorkBudget,
        shared: Shared? = nil
    ) throws(LayoutError) -> SectionLayout {
        // Step 3: the section's container.
        let (containerLeading, width) = try container.effective(layout.contentInsetsReference)
        let insets = layout.contentInsets
        let orthogonal = layout.orthogonalScrollingBehavior != .none
        let groupContainer = Size(
            width: orthogonal ? width : width - insets.leading - insets.trailing, height: container.height)
        if width - insets.leading - insets.trailing < 0 {
            throw .compositional(.negativeSize, at: location.appending(.field(.contentInsets)))
        }

        // Step 13, sizes: the boundary items' container.
        let follow = layout.supplementariesFollowContentInsets
        let boundary = BoundaryContainer(
            x: containerLeading + (follow ? insets.leading : 0),
            width: width - (follow ? insets.leading + insets.trailing : 0), height: container.height,
            scale: container.collectionView.scale)
        let sizes: [Size]
        if let known = shared?.sizes {
            sizes = known
        } else {
            sizes = try boundary.sizes(of: layout.boundarySupplementaryItems, at: location)
            shared?.sizes = sizes
        }
        let extents: Shared.Extents
        if let known = shared?.extents {
            extents = known
        } else {
            extents = Shared.Extents(
                top: boundary.extent(layout.boundarySupplementaryItems, sizes, edge: .top),
                bottom: boundary.extent(layout.boundarySupplementaryItems, sizes, edge: .bottom))
            shared?.extents = extents
        }
        let contentTop = start + extents.top

        let itemCount = data.items.count
        var run = CompositionalGroupRun.empty
        var groupsStart = contentTop
        var groupsEnd = contentTop
        var contentBottom = contentTop
        let estimates: Bool
        if let known = shared?.estimates {
            estimates = known
        } else {
            estimates = layout.group.hasEstimatedDimension
            shared?.estimates = estimates
        }
        let measures = !data.items.isUniform && estimates
        var length = 0.0
        // A shape before whose repeated groups this section repeats: its run is made from them only if no shape
        // before has the section's flags too (the run is read off the shape, not copied, per section).
        var repeats: CompositionalCells.Shape?
        if itemCount > 0, !measures, let last = shared?.recentShape(where: { $0.count == itemCount }),
            last.repeatingReach != nil
        {
            // The same groups as a section before of this count, placed from this section's own origin (its x is
            // the layout section's, so the same).
            groupsStart = contentTop + insets.top
            repeats = last
            try Self.checkReach(last.reach(originY: groupsStart), at: location)
            length = last.length
            groupsEnd = groupsStart + length
            contentBottom = groupsEnd + insets.bottom
        } else if itemCount > 0 {
            // Steps 11 and 12: the groups.
            groupsStart = contentTop + insets.top
            var solve = GroupSolving(
                layout: layout, location: location.appending(.field(.group)), container: groupContainer, kinds: kinds,
                scale: container.collectionView.scale, cellLimit: cellLimit, itemCount: itemCount)
            solve.shared = shared?.solutions
            solve.budget = budget
            defer { budget = solve.budget }
            if case .explicit(let sizes) = data.items, estimates {
                solve.measured = sizes
                solve.unmeasured = unmeasured
                solve.budget.allow(sizes.count &* WorkBudget.Cost.measuredItem)
            }
            var origin = Point(x: containerLeading + insets.leading, y: groupsStart)
            if orthogonal {
                if layout.orthogonalScrollingBehavior == .groupPagingCentered {
                    let first = try solve.group(firstCell: 0)
                    origin.x = containerLeading + (width - first.size.width) / 2
                }
                (run, length) = try solve.run(from: origin, alongX: true, spacing: layout.interGroupSpacing)
            } else {
                (run, length) = try solve.run(from: origin, alongX: false, spacing: layout.interGroupSpacing)
            }
            try Self.checkReach(run.reach, at: location)
            groupsEnd = groupsStart + length
            contentBottom = groupsEnd + insets.bottom
        }
        let end = contentBottom + extents.bottom

        // Steps 13 and 15: the boundary items and the decorations (none in an empty section), as templates the
        // section's anchors place.
        let decorated = itemCount > 0
        let parts: SectionParts?
        if let shared, let made = decorated ? shared.decoratedParts : shared.undecoratedParts {
            parts = made.parts
        } else {
            parts = try self.parts(layout, boundary: boundary, sizes: sizes, at: location, decorated: decorated)
            if decorated {
                shared?.decoratedParts = Shared.MadeParts(parts: parts)
            } else {
                shared?.undecoratedParts = Shared.MadeParts(parts: parts)
            }
        }
        let offset = orthogonal ? data.orthogonalContentOffset : nil
        let hasDecorations = parts.map { !$0.decorations.isEmpty } ?? false
        let shape: CompositionalCells.Shape
        /// Whether a shape made before is this section's.
        let runCount = repeats?.runCount ?? run.count
        func fits(_ last: CompositionalCells.Shape) -> Bool {
            last.runCount == runCount
                && last.fits(
                    count: itemCount, orthogonalContentOffset: offset, decorated: hasDecorations,
                    marksEstimates: marksEstimates, uniform: data.items.isUniform)
        }
        let last =
            measures
            ? nil
            : itemCount == 0 ? shared?.emptyShape.flatMap { fits($0) ? $0 : nil } : shared?.recentShape(where: fits)
        if let last {
            shape = last
        } else {
            if let repeats,
                case .repeating(let full, let partial, let count, let origin, let pitch, let alongX) = repeats.run
            {
                run = .repeating(
                    full: full, last: partial, count: count, origin: Point(x: origin.x, y: groupsStart),
                    pitch: pitch, alongX: alongX)
            }
            shape = CompositionalCells.Shape(
                run: run, count: itemCount, orthogonalContentOffset: offset, decorated: hasDecorations,
                marksEstimates: marksEstimates, uniform: data.items.isUniform, length: length)
            if !measures, let shared {
                switch run {
                case .empty: shared.emptyShape = shape
                case .repeating: shared.remember(shape)
                case .explicit: break
                }
            }
        }
        let layoutSection = SectionLayout(
            start: start, contentTop: start, contentEnd: contentBottom, end: end,
            items: CompositionalCells(shape: shape, position: groupsStart), parts: parts)
        let anchors = layoutSection.anchors
        if let last = shared?.checked, last.start == anchors.start, last.contentEnd == anchors.contentEnd,
            last.end == anchors.end, last.groupsStart == anchors.groupsStart, last.groupsEnd == anchors.groupsEnd
        {
            // The same parts at the same anchors: the same frames, checked already.
        } else {
            try Self.check(layoutSection, at: location)
            shared?.checked = anchors
        }
        // Step 17's host is the section's rect: a pinned footer stops at its start, a header at its end.
        return layoutSection
    }

    /// No coordinate an answer may hold lies beyond 1e15 (an orthogonal run of a billion wide groups, or fractions of
    /// 1e9 of a 1e9-point container).
    static func checkReach(_ reach: Rect, at location: ErrorLocation) throws(LayoutError) {
        let limit = CompositionalLayout.maxContentLength
        if !(reach.minX >= -limit && reach.maxX <= limit && reach.minY >= -limit && reach.maxY <= limit) {
            throw .compositional(.contentTooLarge, at: location.appending(.field(.group)))
        }
    }

    /// The parts of every section placed with `layout` (with its decorations when `decorated`): templates made
    /// once per layout section, shared by every section that uses it.
    func parts(
        _ layout: CompositionalSectionLayout, boundary: BoundaryContainer, sizes: [Size], at location: ErrorLocation,
        decorated: Bool
    ) throws(LayoutError) -> SectionParts? {
        let supplementaries = try boundary.templates(
            layout.boundarySupplementaryItems, sizes, kinds: kinds, at: location)
        var decorations: [DecorationTemplate] = []
        if decorated {
            for decoration in layout.decorationItems {
                let i = decoration.contentInsets
                decorations.append(
                    DecorationTemplate(
                        kind: .named(kinds[decoration.elementKind] ?? 0), zIndex: decoration.zIndex, x: i.leading,
                        width: container.width - i.leading - i.trailing, span: .insets(top: i.top, bottom: i.bottom)))
            }
        }
        if supplementaries.isEmpty && decorations.isEmpty { return nil }
        return SectionParts(supplementaries: supplementaries, decorations: decorations)
    }

    /// Steps 13 and 15's refusals for one section: a boundary item past 1e15 (`contentTooLarge`), a decoration its
    /// insets leave negative (`negativeSize`), each naming the first such item.
    static func check(_ section: SectionLayout, at location: ErrorLocation) throws(LayoutError) {
        let limit = CompositionalLayout.maxContentLength
        // Every part within the limit, found from the parts' bounds; the decorations' sizes, one by one only when
        // the section is no taller than their insets.
        if let parts = section.parts, !parts.mayReach(past: limit, section.anchors, shift: 0),
            parts.decorations.allSatisfy({ d in
                guard case .insets(let top, let bottom) = d.span else { return true }
                return d.width >= 0
                    && section.placed.end - section.placed.start >= (top + bottom) * (1 + 0x1p-40) + 0x1p-1000
            })
        {
            return
        }
        let supplementaries = section.supplementaries
        for k in 0..<supplementaries.count {
            let frame = supplementaries[k].frame
            if !(frame.minX >= -limit && frame.maxX <= limit && frame.minY >= -limit && frame.maxY <= limit) {
                throw .compositional(
                    .contentTooLarge,
                    at: location.appending(.field(.boundarySupplementaryItems), .element(k)))
            }
        }
        for (k, decoration) in section.decorations.enumerated()
        where decoration.frame.width < 0 || decoration.frame.height < 0 {
            throw .compositional(
                .negativeSize,
                at: location.appending(.field(.decorationItems), .element(k), .field(.contentInsets)))
        }
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
