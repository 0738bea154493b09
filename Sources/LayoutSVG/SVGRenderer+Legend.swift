import LayoutEngine

/// Beside the content: each section's and decoration's extent, the marks' coordinates, and the legend.
extension SVGRenderer {
    /// A swatch of the legend.
    enum Swatch {
        case element(Style, opacity: Double)
        case outline(stroke: String, dash: String)
        case bar
        case line
        case content
    }

    /// The legend's entries, in order.
    static let legendEntries: [(label: String, swatch: Swatch)] = [
        ("cell", .element(.cell, opacity: 1)),
        ("header", .element(.header, opacity: 1)),
        ("footer", .element(.footer, opacity: 1)),
        ("decoration (background)", .element(.decoration, opacity: 1)),
        ("pinned header or footer", .element(.pinned, opacity: 1)),
        ("outside the visible rect", .element(.cell, opacity: 0.4)),
        ("visible rect", .outline(stroke: visibleColour, dash: "5 3")),
        ("contentInset (bars)", .bar),
        ("pin line", .line),
        ("section bounds", .outline(stroke: sectionStroke, dash: "3 3")),
        ("content, scroll range dotted", .content),
    ]

    /// A text placed beside the content.
    struct Note {
        var at: Double
        var text: String
        var colour: String
    }

    /// Section and decoration extents (brackets and names), and the marks' coordinates (visible rect, pin lines).
    static func drawAnnotations(_ scene: Scene, into svg: inout SVGText) {
        var brackets = ""
        var names: [Note] = []
        for (index, f) in scene.sections {
            brackets += bracket(
                scene, from: scene.horizontal ? f.minX : f.minY, to: scene.horizontal ? f.maxX : f.maxY, depth: 0,
                colour: sectionStroke)
            // A section that begins above the drawn part is named at its top.
            let start = scene.horizontal ? Swift.max(f.minX, scene.extent.minX) : Swift.max(f.minY, scene.extent.minY)
            names.append(Note(at: start, text: "section \(index)", colour: "#555"))
        }
        for a in scene.attributes where a.category == .decoration {
            let f = a.frame
            brackets += bracket(
                scene, from: scene.horizontal ? f.minX : f.minY, to: scene.horizontal ? f.maxX : f.maxY, depth: 1,
                colour: Style.decoration.stroke)
            names.append(
                Note(
                    at: (scene.horizontal ? f.minX : f.minY) + 0.5, text: label(a, names: scene.kindNames),
                    colour: Style.decoration.stroke))
        }
        let v = scene.visible
        let axis = scene.horizontal ? "x" : "y"
        var marks = [
            Note(
                at: scene.horizontal ? v.minX : v.minY,
                text: "contentOffset.\(axis) \(n(scene.horizontal ? v.minX : v.minY))", colour: "#b0123f"),
            Note(
                at: scene.horizontal ? v.maxX : v.maxY,
                text: "visible end \(axis) \(n(scene.horizontal ? v.maxX : v.maxY))", colour: "#b0123f"),
        ]
        for line in pinLines(scene) { marks.append(Note(at: line.at, text: line.label, colour: pinColour)) }
        svg.line("<g class=\"annotations\" fill=\"none\" stroke-width=\"1\">\(brackets)</g>")
        svg.line(
            "<g class=\"notes\" font-size=\"10\">" + place(names, scene, column: 0) + place(marks, scene, column: 1)
                + "</g>")
    }

    /// A bracket beside the content spanning `from`...`to` along the scroll axis.
    static func bracket(_ scene: Scene, from: Double, to: Double, depth: Double, colour: String) -> String {
        let o = scene.annotationOrigin + 3 * depth
        let a = from + 1
        let b = Swift.max(a, to - 1)
        let d =
            scene.horizontal
            ? "M\(n(a)) \(n(o)) V\(n(o + 5)) H\(n(b)) V\(n(o))" : "M\(n(o)) \(n(a)) H\(n(o + 5)) V\(n(b)) H\(n(o))"
        return "<path d=\"\(d)\" stroke=\"\(colour)\"/>"
    }

    /// The notes of one column (names, or marks), in order along the scroll axis, each pushed past the one
    /// before so that none overlaps.
    static func place(_ notes: [Note], _ scene: Scene, column: Int) -> String {
        let ordered = notes.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
        var out = ""
        var next = -Double.infinity
        for (_, note) in ordered {
            if scene.horizontal {
                let x = Swift.max(note.at + 2, next)
                let y = scene.annotationOrigin + 18 + Double(column) * 16
                out += "<text x=\"\(n(x))\" y=\"\(n(y))\" fill=\"\(note.colour)\">\(note.text)</text>"
                next = x + Double(note.text.count) * 5.6 + 8
            } else {
                let x = scene.annotationOrigin + 10 + Double(column) * 112
                let y = Swift.max(note.at + 9, next)
                out += "<text x=\"\(n(x))\" y=\"\(n(y))\" fill=\"\(note.colour)\">\(note.text)</text>"
                next = y + 11
            }
        }
        return out
    }

    /// The legend: what each colour, outline and line means.
    static func drawLegend(_ scene: Scene, into svg: inout SVGText) {
        let origin = scene.legendOrigin
        let size = Scene.legendSize(horizontal: scene.horizontal)
        var out = "<g class=\"legend\" font-size=\"10\" fill=\"#222\">"
        out +=
            "<rect x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
        out += "fill=\"#ffffff\" stroke=\"#c8c8d0\"/>"
        out += "<text x=\"\(n(origin.x + 6))\" y=\"\(n(origin.y + 14))\" font-weight=\"bold\">legend</text>"
        let columns = scene.horizontal ? Scene.legendColumns : 1
        for (i, entry) in legendEntries.enumerated() {
            let x = origin.x + 6 + Double(i % columns) * Scene.legendColumnWidth
            let y = origin.y + 20 + Double(i / columns) * Scene.legendEntryHeight
            out += swatch(entry.swatch, x: x, y: y)
            out += "<text x=\"\(n(x + 22))\" y=\"\(n(y + 9))\">\(entry.label)</text>"
        }
        svg.line(out + "</g>")
    }

    /// A 16×10 swatch with its top-left corner at `x`, `y`.
    static func swatch(_ swatch: Swatch, x: Double, y: Double) -> String {
        let box = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"16\" height=\"10\""
        switch swatch {
        case .element(let style, let opacity):
            return "<rect \(box) fill=\"\(style.fill)\" stroke=\"\(style.stroke)\""
                + (opacity < 1 ? " opacity=\"\(n(opacity))\"" : "")
                + (style.dashed ? " stroke-dasharray=\"4 3\"/>" : "/>")
        case .outline(let stroke, let dash):
            return "<rect \(box) fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1.5\" stroke-dasharray=\"\(dash)\"/>"
        case .bar:
            return "<rect \(box) fill=\"\(barFill)\" fill-opacity=\"0.16\"/>"
        case .line:
            return
                "<line x1=\"\(n(x))\" y1=\"\(n(y + 5))\" x2=\"\(n(x + 16))\" y2=\"\(n(y + 5))\" stroke=\"\(pinColour)\" "
                + "stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>"
        case .content:
            return "<rect \(box) fill=\"#fbfbfd\" stroke=\"\(sectionStroke)\" stroke-dasharray=\"1 3\"/>"
        }
    }
}
