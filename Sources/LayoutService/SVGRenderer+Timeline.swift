import LayoutAPI
import LayoutEngine

extension SVGRenderer {
    /// The most entries drawn side by side; a longer timeline is drawn as its first and last entries.
    static let maxTimelinePanels = 8

    /// A timeline as one picture per offset, side by side (each the single-offset picture at that offset), or
    /// only the first and the last when there are more than `maxTimelinePanels`. A delta timeline is replayed
    /// into full entries first, so every panel shows everything on screen at its offset.
    static func renderTimeline(_ timeline: [TimelineEntry], result: LayoutResult, request: LayoutRequest) -> String {
        let full = request.description.timelineEncoding == .delta ? TimelineEntry.replay(timeline) : timeline
        let shown = full.count <= maxTimelinePanels ? Array(full) : [full[0], full[full.count - 1]]
        var panels: [(svg: String, width: Double, height: Double)] = []
        for entry in shown {
            var single = request
            single.description.collectionView.contentOffsets = nil
            single.description.collectionView.contentOffset = entry.contentOffset
            let svg = render(
                LayoutResult(contentSize: result.contentSize, attributes: entry.attributes), request: single)
            panels.append((svg, number(after: "width=\"", in: svg), number(after: "height=\"", in: svg)))
        }
        let gap = 24.0
        let width = panels.reduce(0) { $0 + $1.width } + gap * Double(Swift.max(0, panels.count - 1))
        let height = panels.map(\.height).max() ?? 0
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
        svg += "width=\"\(n(width))\" height=\"\(n(height))\" font-family=\"sans-serif\">\n"
        svg += "<title>layoutd: a timeline of \(full.count) offsets"
        svg += shown.count < full.count ? ", the first and the last drawn</title>\n" : "</title>\n"
        var x = 0.0
        for panel in panels {
            // Each panel is a nested <svg> document placed at its x.
            svg += "<svg x=\"\(n(x))\" y=\"0\"" + panel.svg.dropFirst("<svg".count)
            x += panel.width + gap
        }
        svg += "</svg>\n"
        return svg
    }

    /// The number written after the first `prefix` in `svg` (a panel's own width or height).
    static func number(after prefix: String, in svg: String) -> Double {
        guard let start = svg.firstRange(of: prefix)?.upperBound else { return 0 }
        let digits = svg[start...].prefix { $0 != "\"" }
        return Double(digits) ?? 0
    }
}
