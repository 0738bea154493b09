/// Where a section's (or the layout's) boundary items sit along the scroll axis.
struct BoundaryEdges {
    /// The section's start: `top*` items that extend the boundary sit here.
    var start: Double
    /// Where the first group starts and the last ends: items that do not extend the boundary overlap these.
    var groupsStart: Double
    var groupsEnd: Double
    /// After `contentInsets.bottom`: `bottom*` items that extend the boundary sit here.
    var contentBottom: Double
}

/// Step 13: boundary supplementary items resolve in a container of the section's width (less its insets when
/// they follow them) and the layout container's height, and align like `NSRectAlignment`.
struct BoundaryContainer {
    /// The container's leading x and width.
    var x: Double
    var width: Double
    var height: Double
    var scale: Double

    /// Each item's slot size (fractions floored, estimates as given).
    func sizes(of items: [CompositionalBoundaryItem], at location: ErrorLocation) throws(LayoutError) -> [Size] {
        let solver = CompositionalSolver(scale: scale, measured: nil, cellLimit: 0, path: location)
        let c = Size(width: width, height: height)
        return items.map { item in
            Size(
                width: solver.resolve(item.layoutSize.widthDimension, in: c, measured: nil),
                height: solver.resolve(item.layoutSize.heightDimension, in: c, measured: nil))
        }
    }

    /// The tallest item on `edge` that extends the boundary (0 without any).
    func extent(_ items: [CompositionalBoundaryItem], _ sizes: [Size], edge: CompositionalAlignment.Edge) -> Double {
        var tallest = 0.0
        for (k, item) in items.enumerated() where item.extendsBoundary && item.alignment.edge == edge {
            tallest = Swift.max(tallest, sizes[k].height)
        }
        return tallest
    }

    /// Every item of a section's layout as a template (`SectionParts`): aligned across, placed along by its edge
    /// (`PartY.boundary`), shrunk by its content insets, then moved by `absoluteOffset`, as `place` places it; a
    /// size its insets leave negative is refused here, once for every section of the layout.
    func templates(
        _ items: [CompositionalBoundaryItem], _ sizes: [Size], kinds: [String: UInt16], at location: ErrorLocation
    ) throws(LayoutError) -> [SupplementaryTemplate] {
        var templates: [SupplementaryTemplate] = []
        templates.reserveCapacity(items.count)
        for (k, item) in items.enumerated() {
            let z = sizes[k]
            let base: PartY.BoundaryBase
            switch (item.alignment.edge, item.extendsBoundary) {
            case (.top, true): base = .start
            case (.top, false): base = .groupsStart
            case (.bottom, true): base = .contentBottom
            case (.bottom, false): base = .groupsEnd
            case (.side, _): base = .middle
            }
            let i = item.contentInsets
            let frameWidth = z.width - i.leading - i.trailing
            let frameHeight = z.height - i.top - i.bottom
            if frameWidth < 0 || frameHeight < 0 {
                throw .compositional(
                    .negativeSize,
                    at: location.appending(.field(.boundarySupplementaryItems), .element(k), .field(.contentInsets)))
            }
            // A `bottom*` item pins and is returned as a footer; `top*`, `leading` and `trailing` ones as headers.
            templates.append(
                SupplementaryTemplate(
                    kind: .named(kinds[item.elementKind] ?? 0),
                    edge: item.alignment.edge == .bottom ? .footer : .header,
                    pinsToVisibleBounds: item.pinToVisibleBounds, zIndex: item.zIndex,
                    x: x + item.alignment.crossFraction * (width - z.width) + i.leading + item.absoluteOffset.x,
                    width: frameWidth, height: frameHeight,
                    y: .boundary(base, slot: z.height, top: i.top, offset: item.absoluteOffset.y)))
        }
        return templates
    }

    /// Every item at rest, in request order: aligned across, placed along by its edge, shrunk by its content insets,
    /// then moved by `absoluteOffset`.
    func place(
        _ items: [CompositionalBoundaryItem], _ sizes: [Size], kinds: [String: UInt16], at location: ErrorLocation,
        edges e: BoundaryEdges
    ) throws(LayoutError) -> [RestingSupplementary] {
        var placed: [RestingSupplementary] = []
        placed.reserveCapacity(items.count)
        for (k, item) in items.enumerated() {
            let z = sizes[k]
            let y: Double
            switch (item.alignment.edge, item.extendsBoundary) {
            case (.top, true): y = e.start
            case (.top, false): y = e.groupsStart
            case (.bottom, true): y = e.contentBottom
            case (.bottom, false): y = e.groupsEnd - z.height
            case (.side, _): y = (e.groupsStart + e.groupsEnd) / 2 - z.height / 2
            }
            let i = item.contentInsets
            let frame = Rect(
                x: x + item.alignment.crossFraction * (width - z.width) + i.leading + item.absoluteOffset.x,
                y: y + i.top + item.absoluteOffset.y, width: z.width - i.leading - i.trailing,
                height: z.height - i.top - i.bottom)
            let limit = CompositionalLayout.maxContentLength
            if !(frame.minX >= -limit && frame.maxX <= limit && frame.minY >= -limit && frame.maxY <= limit) {
                throw .compositional(
                    .contentTooLarge,
                    at: location.appending(.field(.boundarySupplementaryItems), .element(k)))
            }
            if frame.width < 0 || frame.height < 0 {
                throw .compositional(
                    .negativeSize,
                    at: location.appending(.field(.boundarySupplementaryItems), .element(k), .field(.contentInsets)))
            }
            // A `bottom*` item pins and is returned as a footer; `top*`, `leading` and `trailing` ones as headers.
            placed.append(
                RestingSupplementary(
                    frame: frame, kind: .named(kinds[item.elementKind] ?? 0),
                    edge: item.alignment.edge == .bottom ? .footer : .header,
                    pinsToVisibleBounds: item.pinToVisibleBounds, zIndex: item.zIndex))
        }
        return placed
    }
}
