public import LayoutAPI
public import LayoutEngine

/// Draws a layout as SVG for an iOS engineer to read at a glance, in content coordinates (one SVG unit is one
/// point, so a frame's numbers are its SVG coordinates).
///
/// Bottom to top: the sections' bands and bounds, the scroll range (content plus `contentInset`), a grid with
/// rulers every 100 points; every returned element in zIndex order, labelled `[section, item]`, dimmed when
/// it lies outside the visible rect (so with `"elements": "all"` the whole layout shows and what is on screen
/// stands out); the bars' part of the visible rect (`contentInset`), the pin lines where the engine pins headers
/// and footers, the visible rect; beside the content, each section's and decoration's extent and the marks'
/// coordinates; a legend. Equal requests give equal bytes.
public enum SVGRenderer {
    /// The pipeline's SVG step: `LayoutAPI.respond(toBody:limits:renderer:)` with this renderer answers SVG. It
    /// asks the engine for its guides (section bands, pin lines), so it draws only what the engine answered: no
    /// second layout, no rule of its own.
    public static let renderer = LayoutAPI.Renderer(mediaType: .svg, wantsGuides: true) {
        result, request, limits throws(APIError) in
        try render(result, request: request, limits: limits)
    }

    /// The SVG document for `result`, drawn from its guides (`computeLayout(..., guides: true)`; without them,
    /// no section bands or pin lines), within `limits`: more than `maxSVGElements` drawn elements is a 422 at
    /// `/elements` before anything is drawn (each costs about 2.6 µs, so the picture's time is bounded with its
    /// size); a document larger than `maxAnswerBytes` is a 422 too, and never allocated larger.
    public static func render(
        _ result: LayoutResult, request: LayoutRequest, limits: APILimits = APILimits()
    ) throws(APIError) -> [UInt8] {
        // Without the engine's guides: each answered offset, and nothing the renderer would have to compute.
        let guides =
            result.guides
            ?? LayoutGuides(
                sectionBands: [],
                offsets: (result.timeline?.map(\.contentOffset)
                    ?? [
                        result.contentOffset
                            ?? request.description.resolvedContentOffset(contentSize: result.contentSize)
                    ]).map { OffsetGuides(contentOffset: $0, headerPinLine: nil, footerPinLine: nil) })
        let scenes = try self.scenes(result, guides: guides, request: request, limit: limits.maxSVGElements)
        var svg = SVGText(
            limit: limits.maxAnswerBytes,
            expected: scenes.reduce(4096) { $0 &+ $1.drawnElements &* SVGText.expectedBytesPerElement })
        if scenes.count == 1 && result.timeline == nil {
            draw(scenes[0], into: &svg)
        } else {
            drawTimeline(scenes, entries: result.timeline?.count ?? scenes.count, into: &svg)
        }
        guard let bytes = svg.finished else { throw APIError.answerTooLarge(limit: limits.maxAnswerBytes) }
        return bytes
    }

    /// One picture: the whole document for a single answer, or a timeline's panel (`attributes` being
    /// `x="…" y="0"` to place it).
    static func draw(_ scene: Scene, attributes: String = "", into svg: inout SVGText) {
        let box = scene.viewBox
        svg.line(
            "<svg\(attributes) xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(box.x)) \(n(box.y)) "
                + "\(n(box.width)) \(n(box.height))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" "
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
        drawUpdates(scene, into: &svg)
        drawInsetBars(scene, into: &svg)
        drawPinLines(scene, into: &svg)
        drawVisibleRect(scene, into: &svg)
        drawAnnotations(scene, into: &svg)
        drawLegend(scene, into: &svg)
        svg.line("</svg>")
    }

    /// The scene of each picture: the answer's, or each drawn timeline entry's (`timelinePanels`). An orthogonal
    /// compositional section is drawn as it scrolls: its elements moved by its content offset.
    /// The pictures of `result`, one per panel, drawing at most `limit` elements in all: past it a 422
    /// (`tooManyDrawnElements`), found while the scenes are built, each stopping at its first element past what
    /// the earlier ones left (so a refused picture lists no more sections than an answered one).
    static func scenes(
        _ result: LayoutResult, guides: LayoutGuides, request: LayoutRequest, limit: Int
    ) throws(APIError) -> [Scene] {
        var panels: [(attributes: [LayoutAttributes], guides: OffsetGuides)] = []
        if let timeline = result.timeline {
            // A delta timeline is replayed into full entries, so every panel shows everything on screen at its
            // offset.
            let full = request.description.timelineEncoding == .delta ? TimelineEntry.replay(timeline) : timeline
            for k in timelinePanels(timeline.count) where k < guides.offsets.count {
                panels.append((full[k].attributes, guides.offsets[k]))
            }
        } else if let first = guides.offsets.first {
            panels.append((result.attributes, first))
        }
        var scenes: [Scene] = []
        var drawn = 0
        for panel in panels {
            var attributes = panel.attributes
            if case .compositional(let d) = request.description.family {
                for i in attributes.indices where attributes[i].orthogonal {
                    let s = attributes[i].section
                    guard s < d.sections.count else { continue }
                    attributes[i].frame.x -= d.sections[s].orthogonalContentOffset.x
                    attributes[i].frame.y -= d.sections[s].orthogonalContentOffset.y
                }
            }
            let scene = Scene(
                contentSize: result.contentSize, attributes: attributes, kindNames: result.kindNames,
                offset: panel.guides, bands: guides.sectionBands, request: request,
                updates: result.timeline == nil ? result.updates : nil, room: limit &- drawn)
            drawn &+= scene.drawnElements
            if drawn > limit { throw APIError.tooManyDrawnElements(limit: limit) }
            scenes.append(scene)
        }
        return scenes
    }

    /// Draws the returned elements in zIndex order (stable), so pinned headers cover the cells they float over,
    /// as on a device; those that do not intersect the visible rect are dimmed.
    static func drawElements(_ scene: Scene, into svg: inout SVGText) {
        let attributes = scene.attributes
        let order = attributes.indices.sorted { (attributes[$0].zIndex, $0) < (attributes[$1].zIndex, $1) }
        for i in order {
            svg.line(element(attributes[i], visible: scene.visible, names: scene.kindNames))
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

    /// Text safe inside SVG markup and attribute values: request-named kinds may hold any character, so the
    /// markup's own characters are escaped, and every character XML 1.0 cannot hold at all (the controls other
    /// than tab, line feed and carriage return, and the noncharacters U+FFFE and U+FFFF; a Swift string has no
    /// lone surrogates) is drawn as U+FFFD, so the picture stays a document every XML parser reads. Scalar by
    /// scalar: a combining mark after U+FFFE would otherwise hide it inside one `Character`.
    static func escaped(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out.unicodeScalars.append("\u{FFFD}")
            default: out.unicodeScalars.append(scalar)
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

    /// A coordinate with at most two decimals (`hundredths`), integral values without a fraction.
    static func n(_ value: Double) -> String {
        let rounded = hundredths(value)
        if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `value` rounded to hundredths: what `n` writes of it.
    static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
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

/// The SVG text, one element a line, in bytes kept within `limit`: past it nothing more is kept and the text
/// is refused (`finished` is nil), and the buffer grows by doubling up to the limit at most, so no picture is
/// ever allocated larger than the answer size.
struct SVGText {
    private var bytes: [UInt8] = []
    private let limit: Int
    private var overflowed = false

    /// A first reservation per drawn element: a cell's group with its label and tooltip is about 300 bytes.
    static let expectedBytesPerElement = 320

    /// Room for `expected` bytes reserved at once (never more than `limit`).
    init(limit: Int, expected: Int) {
        self.limit = limit
        bytes.reserveCapacity(Swift.min(expected, limit))
    }

    mutating func line(_ s: String) {
        append(s)
        append("\n")
    }

    mutating func append(_ s: String) {
        let n = s.utf8.count
        guard !overflowed, n <= limit &- bytes.count else {
            overflowed = true
            return
        }
        if bytes.count &+ n > bytes.capacity {
            bytes.reserveCapacity(Swift.min(limit, Swift.max(bytes.capacity &* 2, bytes.count &+ n)))
        }
        bytes.append(contentsOf: s.utf8)
    }

    /// The text, or nil when it grew past the limit.
    var finished: [UInt8]? { overflowed ? nil : bytes }
}
