/// Turns a solved group tree into its elements in response order (steps 9, 10 and 14): cells depth-first,
/// each followed by its anchored supplementaries, a group's supplementaries after its cells.
struct SolvedGroupBuilder {
    /// Element kind → index in the layout's kind table.
    let kinds: [String: UInt16]
    var elements: [SolvedElement] = []
    var cell = 0
    var groupCounts: [UInt16: Int] = [:]

    /// The solved group of `node`, whose slot is at the origin.
    static func build(_ node: SolvedNode, kinds: [String: UInt16]) -> SolvedGroup {
        var builder = SolvedGroupBuilder(kinds: kinds)
        builder.elements.reserveCapacity(node.cells)
        builder.emit(node, at: .zero)
        var cellElements = [Int](repeating: 0, count: builder.cell)
        for (k, e) in builder.elements.enumerated() where e.role == .cell { cellElements[e.index] = k }
        return SolvedGroup(
            size: node.size, cellCount: builder.cell, elements: builder.elements, cellElements: cellElements,
            groupSupplementaryCounts: builder.groupCounts, extent: SolvedGroup.extent(of: builder.elements))
    }

    mutating func emit(_ node: SolvedNode, at origin: Point) {
        if node.cells == 0 { return }
        let item = node.item
        guard node.item.group != nil else {
            // Step 10: the cell is its slot less its content insets (ignored on an estimated axis).
            let i = item.contentInsets
            let ex = item.layoutSize.widthDimension.isEstimated
            let ey = item.layoutSize.heightDimension.isEstimated
            let frame = Rect(
                x: origin.x + (ex ? 0 : i.leading), y: origin.y + (ey ? 0 : i.top),
                width: node.size.width - (ex ? 0 : i.leading + i.trailing),
                height: node.size.height - (ey ? 0 : i.top + i.bottom))
            elements.append(
                SolvedElement(frame: frame, index: cell, zIndex: 0, role: .cell, estimated: node.estimated, kind: 0))
            for supplementary in item.supplementaryItems {
                elements.append(
                    SolvedElement(
                        frame: supplementary.frame(in: frame), index: cell, zIndex: supplementary.zIndex,
                        role: .itemSupplementary, kind: kinds[supplementary.elementKind] ?? 0))
            }
            cell += 1
            return
        }
        // Group supplementaries are numbered in solve order (a group before the groups nested in it) and
        // returned after the group's cells.
        var numbers: [Int] = []
        numbers.reserveCapacity(item.supplementaryItems.count)
        for supplementary in item.supplementaryItems {
            let kind = kinds[supplementary.elementKind] ?? 0
            let n = groupCounts[kind, default: 0]
            numbers.append(n)
            groupCounts[kind] = n + 1
        }
        for (k, child) in node.children.enumerated() {
            let o = node.childOrigins[k]
            emit(child, at: Point(x: origin.x + o.x, y: origin.y + o.y))
        }
        for custom in node.customFrames {
            var frame = custom.frame
            frame.x += origin.x
            frame.y += origin.y
            elements.append(SolvedElement(frame: frame, index: cell, zIndex: custom.zIndex, role: .cell, kind: 0))
            cell += 1
        }
        var host = node.contentBox
        host.x += origin.x
        host.y += origin.y
        for (k, supplementary) in item.supplementaryItems.enumerated() {
            elements.append(
                SolvedElement(
                    frame: supplementary.frame(in: host), index: numbers[k], zIndex: supplementary.zIndex,
                    role: .groupSupplementary, kind: kinds[supplementary.elementKind] ?? 0))
        }
    }
}

extension CompositionalAnchoredItem {
    /// Step 14: the supplementary's frame on `host` (not floored; fractions of the host's size).
    func frame(in host: Rect) -> Rect {
        func length(_ d: CompositionalDimension) -> Double {
            switch d {
            case .absolute(let v), .estimated(let v): v
            case .fractionalWidth(let f): f * host.width
            case .fractionalHeight(let f): f * host.height
            }
        }
        let z = Size(width: length(layoutSize.widthDimension), height: length(layoutSize.heightDimension))
        let a = containerAnchor.unitPoint
        let offset = containerAnchor.offset(for: z)
        var x: Double
        var y: Double
        if let itemAnchor {
            let b = itemAnchor.unitPoint
            let itemOffset = itemAnchor.offset(for: z)
            x = host.x + a.x * host.width - b.x * z.width + offset.x - itemOffset.x
            y = host.y + a.y * host.height - b.y * z.height + offset.y - itemOffset.y
        } else {
            x = host.x + a.x * (host.width - z.width) + offset.x
            y = host.y + a.y * (host.height - z.height) + offset.y
        }
        return Rect(x: x, y: y, width: z.width, height: z.height)
    }
}
