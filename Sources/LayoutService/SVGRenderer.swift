import LayoutAPI
import LayoutEngine

/// Draws a layout as SVG: every returned element as a labelled rectangle, the visible rect outlined, pinned
/// elements marked.
public enum SVGRenderer {
    /// The pipeline's SVG step: `LayoutAPI.respond(toBody:limits:renderer:)` with this renderer answers SVG.
    public static let renderer = LayoutAPI.Renderer(contentType: "image/svg+xml") { result, request in
        Array(render(result, request: request).utf8)
    }

    /// The SVG document for `result`, laid out from `request`.
    public static func render(_ result: LayoutResult, request: LayoutRequest) -> String {
        if let timeline = result.timeline { return renderTimeline(timeline, result: result, request: request) }
        let cv = request.description.collectionView
        // The offset answered at: scrollTo's, or the request's (a mirrored layout's default is its right end).
        let offset =
            result.contentOffset ?? request.description.resolvedContentOffset(contentSize: result.contentSize)
        let visible = Rect(x: offset.x, y: offset.y, width: cv.size.width, height: cv.size.height)
        var minX = Swift.min(0, visible.minX)
        var minY = Swift.min(0, visible.minY)
        var maxX = Swift.max(result.contentSize.width, visible.maxX)
        var maxY = Swift.max(result.contentSize.height, visible.maxY)
        for a in result.attributes {
            minX = Swift.min(minX, a.frame.minX)
            minY = Swift.min(minY, a.frame.minY)
            maxX = Swift.max(maxX, a.frame.maxX)
            maxY = Swift.max(maxY, a.frame.maxY)
        }
        let pad = 8.0
        let viewBox = Rect(x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
        svg += "viewBox=\"\(n(viewBox.x)) \(n(viewBox.y)) \(n(viewBox.width)) \(n(viewBox.height))\" "
        svg += "width=\"\(n(viewBox.width))\" height=\"\(n(viewBox.height))\" font-family=\"sans-serif\">\n"
        svg += "<title>layoutd: \(result.attributes.count) elements, content \(n(result.contentSize.width))"
        svg += "×\(n(result.contentSize.height))</title>\n"
        svg += "<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(result.contentSize.width))\" "
        svg += "height=\"\(n(result.contentSize.height))\" fill=\"#f7f7f9\" stroke=\"#c8c8d0\"/>\n"
        // Draw in zIndex order (stable), so pinned headers cover the cells they float over, as on a device.
        let order = result.attributes.indices.sorted {
            (result.attributes[$0].zIndex, $0) < (result.attributes[$1].zIndex, $1)
        }
        for i in order {
            svg += element(result.attributes[i])
        }
        svg += "<rect class=\"visible\" x=\"\(n(visible.x))\" y=\"\(n(visible.y))\" width=\"\(n(visible.width))\" "
        svg += "height=\"\(n(visible.height))\" fill=\"none\" stroke=\"#e0245e\" stroke-width=\"2\" "
        svg += "stroke-dasharray=\"6 4\"><title>visible rect</title></rect>\n"
        svg += "</svg>\n"
        return svg
    }

    static func element(_ a: LayoutAttributes) -> String {
        let (fill, stroke, cls): (String, String, String) =
            switch a.category {
            case .cell: ("#d6e6ff", "#3b6fd8", "cell")
            case .supplementary:
                a.pinned
                    ? ("#ffe2b3", "#d97a00", "pinned") : ("#e3f5e1", "#3a9a3a", a.kind?.rawValue ?? "supplementary")
            case .decoration: ("#eeeeee", "#bbbbbb", "decoration")
            }
        let label: String =
            switch a.category {
            case .cell: "\(a.section).\(a.item)"
            case .supplementary, .decoration:
                "\(a.kind?.rawValue ?? "") \(a.section)" + (a.pinned ? " (pinned)" : "")
            }
        let f = a.frame
        var out = "<g class=\"\(cls)\"><rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" "
        out += "height=\"\(n(f.height))\" fill=\"\(fill)\" stroke=\"\(stroke)\""
        out += a.pinned ? " stroke-width=\"2\"/>" : "/>"
        if f.width >= 12 && f.height >= 8 {
            let size = Swift.max(6, Swift.min(12, f.height * 0.6))
            out += "<text x=\"\(n(f.x + 3))\" y=\"\(n(f.y + size + 1))\" font-size=\"\(n(size))\" fill=\"#222\">"
            out += "\(label)</text>"
        }
        out += "<title>\(label) z\(a.zIndex)</title></g>\n"
        return out
    }

    /// A coordinate with at most two decimals, integral values without a fraction.
    static func n(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
