extension FlowLayout {
    /// Lays explicit items out in greedy lines starting at `top`: their frames, and the bottom of the last line
    /// (`top` when there are no items).
    ///
    /// A line fills greedily: the first item costs its width, each further item `minimumInteritemSpacing + width`,
    /// within `metrics.available`; an item wider than the line sits alone on it. A line is as tall as its tallest
    /// item; lines are `minimumLineSpacing` apart. Frames are not rounded.
    /// - Complexity: O(n).
    static func explicitLines(_ sizes: [Size], metrics m: FlowSectionMetrics, top: Double) -> (
        frames: [Rect], bottom: Double
    ) {
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        var lineTop = top
        var bottom = top
        var start = 0
        while start < sizes.count {
            // 1. Fill the line greedily.
            var used = sizes[start].width
            var totalWidth = sizes[start].width
            var lineHeight = sizes[start].height
            var end = start + 1
            while end < sizes.count, used + m.interitemSpacing + sizes[end].width <= m.available {
                used += m.interitemSpacing + sizes[end].width
                totalWidth += sizes[end].width
                lineHeight = Swift.max(lineHeight, sizes[end].height)
                end += 1
            }
            // 2. Place its items along the line and across it.
            let place = m.placement(
                count: end - start, totalWidth: totalWidth, lastWidth: sizes[end - 1].width,
                isLastLine: end == sizes.count)
            var x = place.firstX
            for item in sizes[start..<end] {
                let y = m.itemY(height: item.height, lineTop: lineTop, lineHeight: lineHeight)
                frames.append(Rect(x: x, y: y, width: item.width, height: item.height))
                x += item.width + place.gap
            }
            // 3. The next line starts below this one.
            bottom = lineTop + lineHeight
            lineTop = bottom + m.lineSpacing
            start = end
        }
        return (frames, bottom)
    }
}
