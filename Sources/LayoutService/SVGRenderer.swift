public import LayoutAPI
public import LayoutEngine

/// Draws a layout as SVG for an iOS engineer to read at a glance, in content coordinates (one SVG unit is one
/// point, so a frame's numbers are its SVG coordinates).
///
/// Bottom to top: the sections' bands and bounds, the scroll range (content plus `contentInset`), a grid with
/// rulers every 100 points; every returned element in zIndex order, labelled `[section, item]`, dimmed when
/// it lies outside the visible rect (so with `"elements": "all"` the whole layout shows and what is on screen
/// stands out); the bars' part of the visible rect (`contentInset`), the pin line
/// (`contentOffset + contentInset.top + pinning.offset`), the visible rect; beside the content, each
/// section's and decoration's extent and the marks' coordinates; a legend. Equal requests give equal bytes.
public enum SVGRenderer {
    /// The pipeline's SVG step: `LayoutAPI.respond(toBody:limits:renderer:)` with this renderer answers SVG.
    public static let renderer = LayoutAPI.Renderer(contentType: "image/svg+xml") { result, request, _ in
        Array(render(result, request: request).utf8)
    }

    /// The SVG document for `result`, laid out from `request`.
    public static func render(_ result: LayoutResult, request: LayoutRequest) -> String {
        if let timeline = result.timeline { return renderTimeline(timeline, result: result, request: request) }
        // An orthogonal compositional section is drawn as it scrolls: its elements moved by its content offset.
        var result = result
        if case .compositional(let d) = request.description.family {
            for i in result.attributes.indices where result.attributes[i].orthogonal {
                let s = result.attributes[i].section
                guard s < d.sections.count else { continue }
                result.attributes[i].frame.x -= d.sections[s].orthogonalContentOffset.x
                result.attributes[i].frame.y -= d.sections[s].orthogonalContentOffset.y
            }
        }
        let scene = Scene(result: result, request: request)
        var svg = SVGText()
        let box = scene.viewBox
        svg.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(box.x)) \(n(box.y)) \(n(box.width)) "
                + "\(n(box.height))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" "
                + "font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\">")
        svg.line("<title>\(scene.caption)</title>")
        svg.line(
            "<rect class=\"background\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" "
                + "height=\"\(n(box.height))\" fill=\"#ffffff\"/>")
        svg.line(
            "<text class=\"caption\" x=\"\(n(box.x + 6))\" y=\"\(n(box.y + 14))\" font-size=\"11\" fill=\"#333\">"
                + "\(scene.caption)</text>")
        drawScrollRange(scene, into: &svg)
        drawSections(scene, into: &svg)
        drawGrid(scene, into: &svg)
        drawElements(scene, into: &svg)
        drawInsetBars(scene, into: &svg)
        drawPinLines(scene, into: &svg)
        drawVisibleRect(scene, into: &svg)
        drawAnnotations(scene, into: &svg)
        drawLegend(scene, into: &svg)
        svg.line("</svg>")
        return svg.text
    }

    /// Draws the returned elements in zIndex order (stable), so pinned headers cover the cells they float over,
    /// as on a device; those that do not intersect the visible rect are dimmed.
    static func drawElements(_ scene: Scene, into svg: inout SVGText) {
        let attributes = scene.result.attributes
        let order = attributes.indices.sorted { (attributes[$0].zIndex, $0) < (attributes[$1].zIndex, $1) }
        for i in order {
            svg.line(element(attributes[i], visible: scene.visible, names: scene.result.kindNames))
        }
    }

    /// One element: a filled rectangle in its role's colours, its label, and a tooltip with its numbers.
    static func element(_ a: LayoutAttributes, visible: Rect, names: [String] = []) -> String {
        let style = Style(a)
        let label = Self.label(a, names: names)
        let f = a.frame
        let outside = !f.intersects(visible)
        var out = "<g class=\"\(style.name)\(outside ? " outside" : "")\"\(outside ? " opacity=\"0.4\"" : "")>"
        out += "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" "
        out += "fill=\"\(style.fill)\" stroke=\"\(style.stroke)\" stroke-width=\"\(a.pinned ? "2" : "1")\""
        out += style.dashed ? " stroke-dasharray=\"4 3\"/>" : "/>"
        // Decorations are labelled beside the content (a header usually covers their top).
        if a.category != .decoration {
            if let size = fontSize(for: label, in: f) {
                out += "<text x=\"\(n(f.x + 3))\" y=\"\(n(f.y + size + 1))\" font-size=\"\(n(size))\" fill=\"#222\">"
                out += "\(label)</text>"
            } else if f.height > f.width, let size = fontSize(for: label, in: f.transposed) {
                // A tall narrow frame (a header of a horizontal layout): the label runs down its left edge.
                out += "<text transform=\"translate(\(n(f.x + 2)) \(n(f.y + 3))) rotate(90)\" "
                out += "font-size=\"\(n(size))\" fill=\"#222\">\(label)</text>"
            }
        }
        out += "<title>\(label): x \(n(f.x)), y \(n(f.y)), \(n(f.width))×\(n(f.height)), zIndex \(a.zIndex)"
        out += "\(outside ? ", outside the visible rect" : "")</title></g>"
        return out
    }

    /// `[2, 10]` for a cell, `header [2, 0] pinned` for a pinned header, `background [0, 0]` for a decoration.
    static func label(_ a: LayoutAttributes, names: [String] = []) -> String {
        let path = "[\(a.section), \(a.item)]"
        guard a.category != .cell else { return path }
        let kind = escaped(a.kind?.name(in: names) ?? a.category.rawValue)
        return "\(kind) \(path)" + (a.pinned ? " pinned" : "")
    }

    /// Text safe inside SVG markup and attribute values (request-named kinds may hold any character).
    static func escaped(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A font size that fits `label` on one line inside `frame`, or `nil` when the frame is too small to read.
    static func fontSize(for label: String, in frame: Rect) -> Double? {
        let byWidth = (frame.width - 4) / (Double(label.count) * 0.6)
        let size = Swift.min(12, frame.height * 0.6, byWidth)
        return size >= 5 ? size : nil
    }

    /// A coordinate with at most two decimals, integral values without a fraction.
    static func n(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}

/// An element's colours and class in the picture (the legend uses the same).
struct Style {
    var name: String
    var fill: String
    var stroke: String
    var dashed = false

    static let cell = Style(name: "cell", fill: "#d6e6ff", stroke: "#3b6fd8")
    static let header = Style(name: "header", fill: "#dff3dc", stroke: "#3a9a3a")
    static let footer = Style(name: "footer", fill: "#fff1b8", stroke: "#a88a00")
    static let decoration = Style(name: "decoration", fill: "#efe3fb", stroke: "#8e5bd0", dashed: true)
    static let pinned = Style(name: "pinned", fill: "#ffd9a0", stroke: "#d26b00")

    init(name: String, fill: String, stroke: String, dashed: Bool = false) {
        self.name = name
        self.fill = fill
        self.stroke = stroke
        self.dashed = dashed
    }

    init(_ a: LayoutAttributes) {
        switch a.category {
        case .cell: self = .cell
        case .decoration: self = .decoration
        case .supplementary:
            if a.pinned {
                self = .pinned
            } else {
                self = a.kind == .footer ? .footer : .header
            }
        }
    }
}

/// The SVG text, one element a line.
struct SVGText {
    var text = ""

    mutating func line(_ s: String) {
        text += s
        text += "\n"
    }
}
