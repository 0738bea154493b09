/// A family's item frames moved down by `shift` (`shortContentAlignment: bottom`, content shorter than the visible
/// area): frame `i` is the base's with `y + shift`, so pinning and queries read the moved layout as the contract
/// states it ("every resting frame moves down before pinning"). Only short content takes this path.
struct ShiftedFrames<Base: ItemFrames>: ItemFrames {
    let base: Base
    let shift: Double

    var count: Int { base.count }
    var elementCount: Int { base.elementCount }

    func frame(at item: Int) -> Rect {
        var frame = base.frame(at: item)
        frame.y += shift
        return frame
    }

    func isEstimatedByLayout(_ item: Int) -> Bool { base.isEstimatedByLayout(item) }

    /// The base's, as placed (parts read them before the shift).
    var groupEdges: (start: Double, end: Double)? { base.groupEdges }

    /// The base's candidates for the band moved up, widened so rounding in `y + shift` loses none (a superset).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        let (low, high) = Self.widened(minY - shift, maxY - shift, shift)
        return base.candidates(minY: low, maxY: high)
    }

    func forEachCandidate(minY: Double, maxY: Double, _ body: (Int) throws(LayoutError) -> Void) throws(LayoutError) {
        let (low, high) = Self.widened(minY - shift, maxY - shift, shift)
        try base.forEachCandidate(minY: low, maxY: high, body)
    }

    func firstOutOfRange(scanningAll: Bool) -> Int? { base.firstOutOfRange(scanningAll: scanningAll) }

    /// The base's cells, moved: a closed form moves its rows, so a query costs what it does unmoved.
    func collectCells(
        into collector: inout AttributeCollector, section s: Int, zIndex: ZIndexScheme
    ) throws(LayoutError) {
        try base.collectCells(into: &collector, section: s, zIndex: zIndex, shift: shift)
    }

    /// The base's pick, moved.
    func anchorPick(
        in bounds: Rect, reversed: Bool, accepts: (Int, Rect) -> Bool
    ) -> AnchorPick {
        base.anchorPick(in: bounds, reversed: reversed, shift: shift, accepts: accepts)
    }

    func reach(start: Double, end: Double) -> (minY: Double, maxY: Double)? {
        guard let r = base.reach(start: start - shift, end: end - shift) else { return nil }
        return Self.widened(r.minY + shift, r.maxY + shift, shift)
    }

    func shifted(by more: Double) -> any ItemFrames { ShiftedFrames<Self>(base: self, shift: more) }

    /// `low..<high` grown by more than the rounding of adding `shift` to any value in it.
    @inline(__always)
    static func widened(_ low: Double, _ high: Double, _ shift: Double) -> (Double, Double) {
        let margin = (Swift.max(low.magnitude, high.magnitude) + shift.magnitude) * 0x1p-45 + 0x1p-1000
        return (low - margin, high + margin)
    }
}
