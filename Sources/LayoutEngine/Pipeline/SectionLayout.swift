/// One section's resting layout, in vertical space: what pinning and queries need from a family.
struct SectionLayout: Sendable {
    /// The header's resting frame; `nil` when the section has none (zero height produces nothing).
    var header: Rect?
    /// The footer's resting frame; `nil` when none.
    var footer: Rect?
    /// Where the layout began placing this section, before any of its insets.
    var start: Double
    /// End of the items plus the bottom inset: where the footer starts (`until: sectionEnd`).
    var contentEnd: Double
    /// Where a following section would begin (`until: nextSection`).
    var end: Double
    /// The cells.
    var items: any ItemFrames
    /// Decoration views (magazine backgrounds), returned after the footer.
    var decorations: [(kind: ElementKind, frame: Rect)] = []
}

/// How a family numbers zIndex.
enum ZIndexScheme: Sendable {
    /// UIKit, CHT and MagazineLayout as the contract states: 0 unless pinned, pinned = `pinning.zIndex` or 1024.
    case pinnedOnly
    /// IGListKit: `section*1000 + item` for cells, `section*1000 + 999` for supplementaries, pinned or not,
    /// unless `pinning.zIndex` is given (then pinned elements take it).
    case igList
    /// MagazineLayout: cells `numberOfItems - item`, headers and footers `numberOfItems + 1` (`itemCounts` per
    /// section), backgrounds 0. Pinned headers and footers take `pinning.zIndex` or the contract's 1024: the
    /// contract makes an exception to its pinned zIndex only for IGListKit.
    case magazine(itemCounts: [Int])

    func cell(section: Int, item: Int) -> Int {
        switch self {
        case .pinnedOnly: 0
        case .igList: section &* 1000 &+ item
        case .magazine(let counts): counts[section] &- item
        }
    }

    func supplementary(section: Int, pinned: Bool, pinningZIndex: Int?) -> Int {
        switch self {
        case .pinnedOnly: pinned ? (pinningZIndex ?? PinningDescription.defaultZIndex) : 0
        case .igList: pinned ? (pinningZIndex ?? section &* 1000 &+ 999) : section &* 1000 &+ 999
        case .magazine(let counts):
            pinned ? (pinningZIndex ?? PinningDescription.defaultZIndex) : counts[section] &+ 1
        }
    }
}

/// A family's resting layout of the whole collection, in vertical space.
struct FamilyLayout: Sendable {
    var sections: [SectionLayout]
    var contentSize: Size
    var zIndex: ZIndexScheme = .pinnedOnly
    /// `until` when the request leaves it out.
    var defaultUntil: PinningBound = .nextSection
    /// IGListKit leaves the last section's sticky header unbounded.
    var lastHeaderUnbounded: Bool = false
}
