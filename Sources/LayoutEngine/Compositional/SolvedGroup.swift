/// One element of a solved group, relative to the group's origin, in the response order of step 18.
struct SolvedElement: Sendable, Equatable {
    enum Role: Sendable, Equatable {
        /// A cell: `index` is its number in the group (depth-first).
        case cell
        /// An item's anchored supplementary: `index` is its cell's number in the group.
        case itemSupplementary
        /// A group's anchored supplementary: `index` counts, per kind, the groups carrying that kind (pre-order).
        case groupSupplementary
    }
    var frame: Rect
    var index: Int
    var zIndex: Int
    var role: Role
    /// A cell laid out at an estimate (`SolvedNode.estimated`).
    var estimated = false
    /// The element kind's index in the layout's kind table (unused for cells).
    var kind: UInt16
}

/// A section's group solved once (step 11: every repetition is this solution moved along the section). Held by
/// reference: every section that repeats the solution (`SharedSolutions`) and every group of a run shares it.
final class SolvedGroup: Sendable, Equatable {
    /// The group's frame size.
    let size: Size
    /// Cells the group holds (fewer than a full group's in a partial last group).
    let cellCount: Int
    /// Cells and anchored supplementaries in response order, relative to the group's origin.
    let elements: [SolvedElement]
    /// For each cell of the group (by its number in the group), the index of its element in `elements`.
    let cellElements: [Int]
    /// For each element kind (by table index), how many of the group's groups carry a supplementary of it.
    let groupSupplementaryCounts: [UInt16: Int]
    /// The union of every element's frame, relative to the group's origin (a band query's reach).
    let extent: Rect

    init(
        size: Size, cellCount: Int, elements: [SolvedElement], cellElements: [Int],
        groupSupplementaryCounts: [UInt16: Int], extent: Rect
    ) {
        self.size = size
        self.cellCount = cellCount
        self.elements = elements
        self.cellElements = cellElements
        self.groupSupplementaryCounts = groupSupplementaryCounts
        self.extent = extent
    }

    static func == (a: SolvedGroup, b: SolvedGroup) -> Bool {
        a === b
            || (a.size == b.size && a.cellCount == b.cellCount && a.elements == b.elements
                && a.cellElements == b.cellElements && a.groupSupplementaryCounts == b.groupSupplementaryCounts
                && a.extent == b.extent)
    }

    /// The bounding rect of `elements` (a zero rect without any).
    static func extent(of elements: [SolvedElement]) -> Rect {
        guard let first = elements.first else { return .zero }
        var minX = first.frame.minX
        var minY = first.frame.minY
        var maxX = first.frame.maxX
        var maxY = first.frame.maxY
        for e in elements.dropFirst() {
            minX = Swift.min(minX, e.frame.minX)
            minY = Swift.min(minY, e.frame.minY)
            maxX = Swift.max(maxX, e.frame.maxX)
            maxY = Swift.max(maxY, e.frame.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A subitem resolved in its container (steps 2, 4–10): its slot size and, for a group, its arranged children.
struct SolvedNode: Sendable {
    var item: CompositionalItem
    /// The slot's size (the item's or group's resolved frame).
    var size: Size
    /// Cells held (0 for an absent copy of a partial count group).
    var cells: Int
    /// A cell whose size along an estimated dimension was not measured.
    var estimated = false
    /// A group's content box, relative to its slot.
    var contentBox: Rect = .zero
    var children: [SolvedNode] = []
    /// Each child's slot origin, relative to the slot of this node.
    var childOrigins: [Point] = []
    /// Custom groups: their cells' frames relative to the slot, and zIndexes.
    var customFrames: [CompositionalCustomItem] = []
}
