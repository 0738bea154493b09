/// A large uniform MagazineLayout section in closed form: rows of `divisor` equal items, each row
/// `height + verticalSpacing` below the last. O(1) to build, per frame and per band query.
///
/// Bound: MagazineLayout adds each row's height and spacing in turn; here row n is at `top + n * pitch`, which
/// agrees exactly when the numbers are exact in binary (integral or dyadic points) and may differ in the last
/// bits otherwise. Sections up to `MagazineLayout.uniformExpansionLimit` items never use this type.
struct MagazineUniformFrames: ItemFrames {
    let count: Int
    let perRow: Int
    let top: Double
    let rowPitch: Double
    let margin: Double
    let width: Double
    let horizontalSpacing: Double
    let height: Double

    var rowCount: Int { (count + perRow - 1) / perRow }

    func frame(at item: Int) -> Rect {
        let column = Double(item % perRow)
        return Rect(
            x: column * width + column * horizontalSpacing + margin, y: top + Double(item / perRow) * rowPitch,
            width: width, height: height)
    }

    /// - Complexity: O(1).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        // Zero-area items never intersect a query; without this a band over zero-height rows walks the section.
        guard count > 0, width > 0, height > 0 else { return 0..<0 }
        let lastRow = rowCount - 1
        var first = 0
        var last = lastRow
        if rowPitch > 0 {
            let lo = ((minY - height - top) / rowPitch).rounded(.down)
            let hi = ((maxY - top) / rowPitch).rounded(.up)
            first = lo <= 0 ? 0 : (lo >= Double(lastRow) ? lastRow : Int(lo))
            last = hi <= 0 ? 0 : (hi >= Double(lastRow) ? lastRow : Int(hi))
        } else if !(top < maxY && top + height > minY) {
            return 0..<0
        }
        guard first <= last else { return 0..<0 }
        return first * perRow..<Swift.min(count, (last + 1) * perRow)
    }

    /// Lays out `count` items of `item` from `y`, which ends after `itemInsets.bottom`.
    static func place(
        count: Int, item: MagazineItem, metrics m: MagazineSectionMetrics, y: inout Double
    ) -> MagazineUniformFrames {
        let (margin, width) = m.placement(of: item.widthMode)
        let frames = MagazineUniformFrames(
            count: count, perRow: item.widthMode.divisor, top: y + m.itemInsets.top,
            rowPitch: item.height + m.verticalSpacing, margin: margin, width: width,
            horizontalSpacing: m.horizontalSpacing, height: item.height)
        y = frames.top + Double(frames.rowCount - 1) * frames.rowPitch + item.height + m.itemInsets.bottom
        return frames
    }
}
