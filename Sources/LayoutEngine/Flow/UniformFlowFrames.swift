/// A uniform flow section's item frames in closed form: never materialised, O(1) per frame and per band query,
/// with memory that does not grow with the item count.
///
/// With items `w × h`, a line holds the `k` items the greedy fill gives (`FlowFit.further`, the same sum an
/// explicit section runs, tolerance included: at least 1; every item when `w + s == 0` and `a >= 0`). Line `i`
/// starts at `top + i * (h + minimumLineSpacing)`; item `j` is on line `j / k` at column `j % k`, at
/// `firstX + column * (w + gap)` where `firstX` and `gap` come from the same line rule as explicit sections
/// (`FlowSectionMetrics.placement`): one placement for full lines, one for the last line.
struct UniformFlowFrames: ItemFrames {
    let count: Int
    /// The items' size.
    let itemSize: Size
    /// Top of the first line.
    let top: Double
    /// Distance between lines.
    let lineSpacing: Double
    /// Items per line (the last line may hold fewer).
    let perLine: Int
    /// Number of lines.
    let lineCount: Int
    /// Placement of a full line and of the last line.
    let fullLine: FlowSectionMetrics.LinePlacement
    let lastLine: FlowSectionMetrics.LinePlacement

    /// `count` (> 0) items of `itemSize` in lines from `top`.
    init(count: Int, itemSize: Size, metrics m: FlowSectionMetrics, top: Double) {
        precondition(count > 0, "a uniform flow section with no items is laid out as an empty section")
        self.count = count
        self.itemSize = itemSize
        self.top = top
        self.lineSpacing = m.lineSpacing
        let w = itemSize.width
        // The greedy fill, run (or proven) exactly as an explicit section of `count` equal items runs it.
        let capacity =
            1
            + FlowFit.further(
                used: w, width: w, spacing: m.interitemSpacing, limit: m.fitLimit, maximum: Int.max / 4)
        let k = Swift.min(capacity, count)
        perLine = k
        lineCount = count / k + (count % k == 0 ? 0 : 1)
        let lastCount = count - (lineCount - 1) * k
        fullLine = m.placement(
            count: k, totalWidth: Double(k) * w, lastWidth: w, used: 0, isLastLine: lineCount == 1, sameSizes: true,
            phantoms: capacity - k)
        lastLine = m.placement(
            count: lastCount, totalWidth: Double(lastCount) * w, lastWidth: w, used: 0, isLastLine: true,
            sameSizes: true, phantoms: capacity - lastCount)
    }

    /// Distance from one line's top to the next one's.
    var pitch: Double { itemSize.height + lineSpacing }

    /// The bottom of the last line.
    var bottom: Double { top + Double(lineCount - 1) * pitch + itemSize.height }

    /// - Complexity: O(1).
    func frame(at item: Int) -> Rect {
        let line = item / perLine
        let column = item - line * perLine
        let place = line == lineCount - 1 ? lastLine : fullLine
        return Rect(
            x: place.firstX + Double(column) * (itemSize.width + place.gap),
            y: top + Double(line) * pitch,
            width: itemSize.width, height: itemSize.height)
    }

    /// Whole lines meeting the band (plus at most one line either side); empty for zero-area items, which never
    /// intersect anything, and for a band that misses the section.
    /// - Complexity: O(1).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        guard itemSize.width > 0, itemSize.height > 0, minY < maxY, maxY > top, minY < bottom else {
            return 0..<0
        }
        // Line i spans top + i*pitch ..< top + i*pitch + h: it meets the band when its bottom passes minY and its
        // top is above maxY. pitch > 0 because h > 0.
        let firstLine = clampedLine(((minY - top - itemSize.height) / pitch).rounded(.down))
        let lastLine = clampedLine(((maxY - top) / pitch).rounded(.up))
        let lower = firstLine * perLine
        let upper = lastLine == lineCount - 1 ? count : (lastLine + 1) * perLine
        return lower..<upper
    }

    /// A line index from a real one, clamped to the section's lines.
    private func clampedLine(_ value: Double) -> Int {
        if !(value > 0) { return 0 }
        if value >= Double(lineCount - 1) { return lineCount - 1 }
        return Int(value)
    }
}
