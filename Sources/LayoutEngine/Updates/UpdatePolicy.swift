/// The contract's table of the end an element lacks ("Updates that animate"): an inserted element's `from`,
/// a deleted element's `to`, and, under `magazine`, the `from` of an element in both layouts. An end an element
/// has is its attributes on that side at that side's offset, alpha 1. `d = previousOffset - newOffset` along the
/// scroll axis, computed in that order, is added to the frame's scroll-axis origin.
///
/// |                                   | `none`  | `fade`                      | `magazine`                          |
/// |-----------------------------------|---------|-----------------------------|-------------------------------------|
/// | inserted cell, `from`             | `to`    | `to`'s frame, zIndex; α 0   | `to`'s frame moved by `d`, zIndex; α 0 |
/// | inserted supplementary/decoration | `to`    | `to`'s frame, zIndex; α 0   | `to`'s frame (no `d`), zIndex; α 0  |
/// | deleted element, `to`             | `from`  | `from`'s frame, zIndex; α 0 | `from`'s frame, zIndex 0; α 0       |
/// | element in both, `from`           | its own | its own                     | its own frame, zIndex 0; α 1        |
extension UpdateAnimation {
    /// The `from` of an element only in the new layout, whose `to` is `to`.
    func insertedFrom(_ to: UpdateEnd, category: ElementCategory, d: Double, horizontal: Bool) -> UpdateEnd {
        switch self {
        case .none: return to
        case .fade: return UpdateEnd(frame: to.frame, zIndex: to.zIndex, alpha: 0)
        case .magazine:
            var frame = to.frame
            // MagazineLayout moves only cells (its supplementary methods add no compensation).
            if category == .cell {
                if horizontal { frame.x += d } else { frame.y += d }
            }
            return UpdateEnd(frame: frame, zIndex: to.zIndex, alpha: 0)
        }
    }

    /// The `to` of an element only in the previous layout, whose `from` is `from`.
    func deletedTo(_ from: UpdateEnd) -> UpdateEnd {
        switch self {
        case .none: return from
        case .fade: return UpdateEnd(frame: from.frame, zIndex: from.zIndex, alpha: 0)
        case .magazine: return UpdateEnd(frame: from.frame, zIndex: 0, alpha: 0)
        }
    }

    /// The `from` of an element in both layouts, whose previous attributes are `previous` (alpha 1).
    func presentFrom(_ previous: UpdateEnd) -> UpdateEnd {
        switch self {
        case .none, .fade: return previous
        // MagazineLayout builds fresh attributes for the pre-update frame: UIKit's default zIndex.
        case .magazine: return UpdateEnd(frame: previous.frame, zIndex: 0, alpha: previous.alpha)
        }
    }
}

extension UpdateEnd {
    /// An element's own end: its attributes on that side, fully opaque.
    init(_ a: LayoutAttributes) {
        self.init(frame: a.frame, zIndex: a.zIndex, alpha: 1)
    }
}
