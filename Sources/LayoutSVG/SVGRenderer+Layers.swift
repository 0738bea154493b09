import LayoutAPI
import LayoutEngine

/// The picture's layers other than the elements themselves, bottom to top.
extension SVGRenderer {
    static let visibleColour = "#e0245e"
    static let pinColour = "#7b3fe4"
    static let barFill = "#1f2430"
    static let sectionStroke = "#9aa0b4"

    /// The content (filled) and, when there is an inset, the reach of the scroll range (dotted).
    static func drawScrollRange(_ scene: Scene, into svg: inout SVGText) {
        let size = scene.contentSize
        svg.line(
            "<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
                + "fill=\"#fbfbfd\" stroke=\"#c8c8d0\"><title>content: \(n(size.width))×\(n(size.height))"
                + "</title></rect>")
        let i = scene.inset
        guard i.top != 0 || i.left != 0 || i.bottom != 0 || i.right != 0 else { return }
        svg.line(
            "<rect class=\"scroll-range\" x=\"\(n(-i.left))\" y=\"\(n(-i.top))\" "
                + "width=\"\(n(size.width + i.left + i.right))\" height=\"\(n(size.height + i.top + i.bottom))\" "
                + "fill=\"none\" stroke=\"\(sectionStroke)\" stroke-dasharray=\"1 3\"><title>content plus "
                + "contentInset: the offsets run from -contentInset.top to contentSize.height + "
                + "contentInset.bottom - bounds height</title></rect>")
    }

    /// Each section's band: alternate sections tinted, every one outlined with dashes.
    static func drawSections(_ scene: Scene, into svg: inout SVGText) {
        for (index, f) in scene.sections {
            let fill = index % 2 == 1 ? "#eef1f8" : "none"
            svg.line(
                "<rect class=\"section\" x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" "
                    + "height=\"\(n(f.height))\" fill=\"\(fill)\" stroke=\"\(sectionStroke)\" "
                    + "stroke-dasharray=\"3 3\"><title>section \(index): \(scene.horizontal ? "x" : "y") "
                    + "\(n(scene.horizontal ? f.minX : f.minY)) to \(n(scene.horizontal ? f.maxX : f.maxY))"
                    + "</title></rect>")
        }
    }

    /// Faint lines every `rulerStep` points, and the coordinates on the rulers left and above.
    static func drawGrid(_ scene: Scene, into svg: inout SVGText) {
        let e = scene.extent
        let step = scene.rulerStep
        var grid = "<g class=\"grid\" stroke=\"#000\" stroke-opacity=\"0.08\">"
        var labels = "<g class=\"rulers\" font-size=\"10\" fill=\"#555\">"
        var y = (e.minY / step).rounded(.up) * step
        while y <= e.maxY {
            grid += "<line x1=\"\(n(e.minX - 4))\" y1=\"\(n(y))\" x2=\"\(n(e.maxX))\" y2=\"\(n(y))\"/>"
            labels += "<text x=\"\(n(e.minX - 6))\" y=\"\(n(y + 3.5))\" text-anchor=\"end\">\(n(y))</text>"
            y += step
        }
        var x = (e.minX / step).rounded(.up) * step
        while x <= e.maxX {
            grid += "<line x1=\"\(n(x))\" y1=\"\(n(e.minY - 4))\" x2=\"\(n(x))\" y2=\"\(n(e.maxY))\"/>"
            labels += "<text x=\"\(n(x))\" y=\"\(n(e.minY - 7))\" text-anchor=\"middle\">\(n(x))</text>"
            x += step
        }
        svg.line(grid + "</g>")
        svg.line(labels + "</g>")
    }

    /// The part of the visible rect under the bars (`contentInset`), shaded and labelled.
    static func drawInsetBars(_ scene: Scene, into svg: inout SVGText) {
        let v = scene.visible
        let i = scene.inset
        let bars: [(name: String, value: Double, frame: Rect)] = [
            ("top", i.top, Rect(x: v.minX, y: v.minY, width: v.width, height: i.top)),
            ("bottom", i.bottom, Rect(x: v.minX, y: v.maxY - i.bottom, width: v.width, height: i.bottom)),
            ("left", i.left, Rect(x: v.minX, y: v.minY, width: i.left, height: v.height)),
            ("right", i.right, Rect(x: v.maxX - i.right, y: v.minY, width: i.right, height: v.height)),
        ]
        for bar in bars where bar.value > 0 {
            let f = bar.frame
            let label = "contentInset.\(bar.name) \(n(bar.value))"
            var out = "<g class=\"inset\"><rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" "
            out += "height=\"\(n(f.height))\" fill=\"\(barFill)\" fill-opacity=\"0.16\"/>"
            if bar.name == "top" || bar.name == "bottom", let size = fontSize(for: label, in: f) {
                out += "<text x=\"\(n(f.maxX - 4))\" y=\"\(n(f.minY + (f.height + size * 0.7) / 2))\" "
                out += "font-size=\"\(n(Swift.min(size, 10)))\" fill=\"#333\" text-anchor=\"end\">\(label)</text>"
            }
            out += "<title>\(label): under the bars (the adjusted inset)</title></g>"
            svg.line(out)
        }
    }

    /// Where headers pin (`contentOffset + contentInset.top + pinning.offset`) and footers pin
    /// (`contentOffset + bounds height - contentInset.bottom`), across the visible rect; only when something pins.
    static func drawPinLines(_ scene: Scene, into svg: inout SVGText) {
        for line in pinLines(scene) {
            let v = scene.visible
            let (x1, y1, x2, y2) =
                scene.horizontal ? (line.at, v.minY, line.at, v.maxY) : (v.minX, line.at, v.maxX, line.at)
            svg.line(
                "<line class=\"pin-line\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" "
                    + "stroke=\"\(pinColour)\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"><title>\(line.detail)"
                    + "</title></line>")
        }
    }

    /// The pin lines of `scene`, where the engine says they are (`OffsetGuides`): position along the scroll axis,
    /// a short label, and the terms the position is the sum of, read from the request to explain it. A mirrored
    /// horizontal layout pins its headers to the right edge and its footers to the left.
    static func pinLines(_ scene: Scene) -> [(at: Double, label: String, detail: String)] {
        let v = scene.visible
        let i = scene.inset
        let p = scene.pinning
        let mirrored = scene.horizontal && scene.request.description.isMirrored
        var lines: [(at: Double, label: String, detail: String)] = []
        let axis = scene.horizontal ? "x" : "y"
        if let at = scene.headerPinLine {
            if mirrored {
                lines.append(
                    (
                        at, "pin line x \(n(at))",
                        "header pin line x \(n(at)) = visible end \(n(v.maxX)) - contentInset.right \(n(i.right))"
                            + " - pinning.offset \(n(p.offset)) (right to left)"
                    ))
            } else {
                let (origin, edge) = scene.horizontal ? (v.minX, i.left) : (v.minY, i.top)
                let edgeName = scene.horizontal ? "contentInset.left" : "contentInset.top"
                lines.append(
                    (
                        at, "pin line \(axis) \(n(at))",
                        "header pin line \(axis) \(n(at)) = contentOffset.\(axis) \(n(origin)) + \(edgeName) "
                            + "\(n(edge)) + pinning.offset \(n(p.offset))"
                    ))
            }
        }
        if let at = scene.footerPinLine {
            if mirrored {
                lines.append(
                    (
                        at, "footer pin x \(n(at))",
                        "footer pin line x \(n(at)) = contentOffset.x \(n(v.minX)) + contentInset.left \(n(i.left))"
                            + " (right to left)"
                    ))
            } else {
                let (end, edge) = scene.horizontal ? (v.maxX, i.right) : (v.maxY, i.bottom)
                let edgeName = scene.horizontal ? "contentInset.right" : "contentInset.bottom"
                lines.append(
                    (
                        at, "footer pin \(axis) \(n(at))",
                        "footer pin line \(axis) \(n(at)) = visible end \(n(end)) - \(edgeName) \(n(edge))"
                    ))
            }
        }
        return lines
    }

    /// The visible rect `{contentOffset, bounds size}`, dashed, on top of everything in the content; and the
    /// query's rect when the request asked for `{"rect": …}`.
    static func drawVisibleRect(_ scene: Scene, into svg: inout SVGText) {
        if case .rect(let q) = scene.request.elements {
            svg.line(
                "<rect class=\"query\" x=\"\(n(q.x))\" y=\"\(n(q.y))\" width=\"\(n(q.width))\" "
                    + "height=\"\(n(q.height))\" fill=\"none\" stroke=\"#3b6fd8\" stroke-width=\"1.5\" "
                    + "stroke-dasharray=\"2 2\"><title>elements rect: \(n(q.x)), \(n(q.y)), \(n(q.width))×"
                    + "\(n(q.height))</title></rect>")
        }
        let v = scene.visible
        svg.line(
            "<rect class=\"visible\" x=\"\(n(v.x))\" y=\"\(n(v.y))\" width=\"\(n(v.width))\" height=\"\(n(v.height))\" "
                + "fill=\"none\" stroke=\"\(visibleColour)\" stroke-width=\"2.5\" stroke-dasharray=\"8 5\">"
                + "<title>visible rect: contentOffset (\(n(v.x)), \(n(v.y))), \(n(v.width))×\(n(v.height))</title>"
                + "</rect>")
    }
}
