/// A compositional section's cells and anchored supplementaries found one at a time, for an update's element
/// lookup: each with its group's index and its index among the group's elements (its place in the section's
/// response order, step 18).
extension CompositionalCells {
    /// Cell `item`'s attributes, its group and its element's index in that group; `nil` when there is no such cell.
    /// - Complexity: O(1) for a uniform run, O(log groups) otherwise.
    func cell(_ item: Int, section s: Int) -> (LayoutAttributes, group: Int, element: Int)? {
        guard item >= 0, item < count, run.count > 0 else { return nil }
        let k = run.groupIndex(holding: item)
        let g = run.group(k)
        let local = item &- g.firstItem
        guard local >= 0, local < g.solved.cellElements.count else { return nil }
        let e = g.solved.cellElements[local]
        return (attributes(of: g.solved.elements[e], in: g, section: s), k, e)
    }

    /// The anchored supplementary of kind `kind` at index `index` (an item's: the index of its cell; a group's:
    /// the number of earlier groups of the section carrying that kind), its group and its element's index.
    /// - Complexity: O(1) for a uniform run plus the group's elements, O(log groups) otherwise.
    func anchoredSupplementary(
        kind: UInt16, index: Int, section s: Int
    ) -> (LayoutAttributes, group: Int, element: Int)? {
        guard index >= 0, run.count > 0 else { return nil }
        // An item's: in the group holding its cell.
        if index < count {
            let k = run.groupIndex(holding: index)
            let g = run.group(k)
            for (e, element) in g.solved.elements.enumerated()
            where element.role == .itemSupplementary && element.kind == kind && g.firstItem &+ element.index == index {
                return (attributes(of: element, in: g, section: s), k, e)
            }
        }
        // A group's: in the last group whose count of earlier carriers of the kind is at most `index`.
        let k: Int
        switch run {
        case .empty: return nil
        case .repeating(let full, _, let groups, _, _, _):
            let perGroup = full.groupSupplementaryCounts[kind] ?? 0
            k = perGroup > 0 ? Swift.min(index / perGroup, groups - 1) : groups - 1
        case .explicit(let groups):
            var low = 0
            var high = groups.supplementaryBases.count
            while high - low > 1 {
                let mid = (low + high) / 2
                if groups.supplementaryBases[mid][kind, default: 0] <= index { low = mid } else { high = mid }
            }
            k = low
        }
        let g = run.group(k)
        let base = g.base(kind)
        for (e, element) in g.solved.elements.enumerated()
        where element.role == .groupSupplementary && element.kind == kind && base &+ element.index == index {
            return (attributes(of: element, in: g, section: s), k, e)
        }
        return nil
    }
}
