import LayoutEngine

/// An update's two ends in one picture: the picture is the new layout, and each listed element's
/// start is drawn where it is *on screen* when the animation starts, in the new content's coordinates (its `from`
/// frame moved by the scroll between the two offsets), so the visible rect frames both ends alike.
extension SVGRenderer {
    static let startColour = "#ff7a00"
    static let deletedColour = "#c8102e"

    /// Element `e`'s `from` frame where it shows against the new offset: moved by `updates.to - updates.from`.
    static func startFrame(_ e: UpdateElement, _ updates: Updates) -> Rect {
        var f = e.from.frame
        f.x += updates.to.x - updates.from.x
        f.y += updates.to.y - updates.from.y
        return f
    }

    /// The rects the update layer draws (every start, and a deleted element's end), for the picture's extent.
    static func updateFrames(_ updates: Updates?) -> [Rect] {
        guard let updates else { return [] }
        return updates.elements.flatMap { e in
            e.change == .deleted ? [startFrame(e, updates), e.to.frame] : [startFrame(e, updates)]
        }
    }

    /// Each element whose start differs on screen from its end: its start dashed (with its alpha there), a line to
    /// its end, and a deleted element's end dotted (it is not in the new layout's attributes).
    static func drawUpdates(_ scene: Scene, into svg: inout SVGText) {
        guard let updates = scene.updates else { return }
        for e in updates.elements {
            let start = startFrame(e, updates)
            let end = e.to.frame
            if start == end && e.from.alpha == e.to.alpha { continue }
            let path = e.indexPath ?? e.previousIndexPath ?? ItemPath(section: 0, item: 0)
            let label = "\(e.change.rawValue) [\(path.section), \(path.item)] from, alpha \(n(e.from.alpha))"
            var out = "<g class=\"update-start\">"
            out += "<rect x=\"\(n(start.x))\" y=\"\(n(start.y))\" width=\"\(n(start.width))\" "
            out += "height=\"\(n(start.height))\" fill=\"none\" stroke=\"\(startColour)\" stroke-width=\"1.5\" "
            out += "stroke-dasharray=\"6 3\"/>"
            out += "<line x1=\"\(n(start.midX))\" y1=\"\(n(start.midY))\" x2=\"\(n(end.midX))\" y2=\"\(n(end.midY))\" "
            out += "stroke=\"\(startColour)\" stroke-width=\"1\"/>"
            if let size = fontSize(for: label, in: start) {
                out += "<text x=\"\(n(start.x + 3))\" y=\"\(n(start.maxY - 3))\" font-size=\"\(n(size))\" "
                out += "fill=\"\(startColour)\">\(label)</text>"
            }
            out += "<title>\(label): x \(n(e.from.frame.x)), y \(n(e.from.frame.y)) against the previous offset "
            out += "\(n(updates.from.y)), zIndex \(e.from.zIndex)</title></g>"
            svg.line(out)
            if e.change == .deleted {
                svg.line(
                    "<rect class=\"update-end\" x=\"\(n(end.x))\" y=\"\(n(end.y))\" width=\"\(n(end.width))\" "
                        + "height=\"\(n(end.height))\" fill=\"none\" stroke=\"\(deletedColour)\" stroke-width=\"1\" "
                        + "stroke-dasharray=\"2 2\"/>")
            }
        }
    }
}
