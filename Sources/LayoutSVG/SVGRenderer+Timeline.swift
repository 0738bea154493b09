import LayoutAPI
import LayoutEngine

extension SVGRenderer {
    /// The most entries drawn side by side; a longer timeline is drawn as its first and last entries.
    static let maxTimelinePanels = 8

    /// The entries of a timeline of `count` offsets that are drawn: all of them up to `maxTimelinePanels`, else
    /// the first and the last.
    static func timelinePanels(_ count: Int) -> [Int] {
        count <= maxTimelinePanels ? Array(0..<count) : [0, count - 1]
    }

    /// A timeline as one picture per drawn entry (`timelinePanels`), side by side, each the single-offset picture
    /// at that offset, as a nested `<svg>` placed at its x; `entries` is how many offsets the timeline has.
    static func drawTimeline(_ scenes: [Scene], entries: Int, into svg: inout SVGText) {
        let gap = 24.0
        // Each panel's size as its own text writes it (to hundredths), so the panels sit where their widths say.
        let widths = scenes.map { hundredths($0.viewBox.width) }
        let width = widths.reduce(0, +) + gap * Double(Swift.max(0, scenes.count - 1))
        let height = scenes.map { hundredths($0.viewBox.height) }.max() ?? 0
        var head = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
        head += "width=\"\(n(width))\" height=\"\(n(height))\" font-family=\"sans-serif\">"
        svg.line(head)
        let drawn = scenes.count < entries ? ", the first and the last drawn" : ""
        svg.line("<title>layoutd: a timeline of \(entries) offsets\(drawn)</title>")
        var x = 0.0
        for (scene, panelWidth) in zip(scenes, widths) {
            draw(scene, attributes: " x=\"\(n(x))\" y=\"0\"", into: &svg)
            x += panelWidth + gap
        }
        svg.line("</svg>")
    }
}
