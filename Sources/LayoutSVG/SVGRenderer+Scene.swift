import LayoutAPI
import LayoutEngine

extension SVGRenderer {
    /// What a picture shows and where its parts go: the drawn extent of the content, the gutters for rulers,
    /// annotations and the legend, and the view box around them all.
    struct Scene {
        let contentSize: Size
        /// The elements drawn, in the answer's order.
        let attributes: [LayoutAttributes]
        let kindNames: [String]
        /// An update's two ends, drawn over the new layout (`SVGRenderer+Updates`).
        let updates: Updates?
        let request: LayoutRequest
        let horizontal: Bool
        let visible: Rect
        let inset: EdgeInsets
        let pinning: PinningDescription
        /// Where the engine says headers and footers pin at this offset (nil: nothing pins there).
        let headerPinLine: Double?
        let footerPinLine: Double?
        /// The sections whose bands (the engine's `LayoutGuides.sectionBands`) meet the extent, with their index.
        let sections: [(index: Int, frame: Rect)]
        /// The part of content space drawn: the visible rect, every returned element, and the content with its
        /// inset (cut to 2000 points around the rest, so a billion-item section does not draw a kilometre of grey).
        let extent: Rect
        /// Grid and ruler spacing: 100 points, or a power of ten times that on very long contents.
        let rulerStep: Double
        let leftGutter: Double
        let topGutter = 40.0
        /// Where the annotations begin: right of the extent (vertical scrolling) or below it (horizontal).
        let annotationOrigin: Double
        let legendOrigin: Point
        let viewBox: Rect

        static let annotationWidth = 250.0
        static let annotationHeight = 52.0
        static let legendEntryHeight = 16.0
        static let legendColumnWidth = 158.0
        static let legendColumns = 3

        /// What one picture draws at `offset` (the engine's guides of one answered offset), listing its sections
        /// only until it draws more than `room` elements (a picture past its room is refused, so the rest would
        /// never be drawn).
        init(
            contentSize: Size, attributes: [LayoutAttributes], kindNames: [String], offset: OffsetGuides,
            bands: [Rect], request: LayoutRequest, updates: Updates? = nil, room: Int = .max
        ) {
            self.contentSize = contentSize
            self.attributes = attributes
            self.kindNames = kindNames
            self.updates = updates
            self.request = request
            let description = request.description
            let cv = description.collectionView
            horizontal = description.scrollDirection == .horizontal
            visible = Rect(
                x: offset.contentOffset.x, y: offset.contentOffset.y, width: cv.size.width, height: cv.size.height)
            inset = cv.contentInset
            pinning = description.pinning
            headerPinLine = offset.headerPinLine
            footerPinLine = offset.footerPinLine

            var extent = visible
            for a in attributes { extent = extent.union(a.frame) }
            for f in SVGRenderer.updateFrames(updates) { extent = extent.union(f) }
            if case .rect(let query) = request.elements { extent = extent.union(query) }
            let scrollArea = Rect(
                x: -inset.left, y: -inset.top, width: contentSize.width + inset.left + inset.right,
                height: contentSize.height + inset.top + inset.bottom)
            if let near = scrollArea.intersection(extent.insetBy(-2000)) { extent = extent.union(near) }
            self.extent = extent

            var sections: [(index: Int, frame: Rect)] = []
            let sectionRoom = room &- attributes.count &- (updates?.elements.count ?? 0)
            for (index, frame) in bands.enumerated() where frame.touches(extent) {
                if sections.count > sectionRoom { break }
                sections.append((index, frame))
            }
            self.sections = sections

            var step = 100.0
            while Swift.max(extent.width, extent.height) / step > 150 { step *= 10 }
            rulerStep = step
            let longest = [extent.minY, extent.maxY].map { SVGRenderer.n(($0 / step).rounded(.down) * step).count }
            leftGutter = Swift.max(36, Double(longest.max() ?? 4) * 6.2 + 12)

            let legend = Self.legendSize(horizontal: horizontal)
            if horizontal {
                annotationOrigin = extent.maxY + 10
                let maxX = Swift.max(extent.minX, extent.maxX - legend.width)
                legendOrigin = Point(
                    x: Swift.min(Swift.max(visible.minX, extent.minX), maxX),
                    y: annotationOrigin + Self.annotationHeight)
            } else {
                annotationOrigin = extent.maxX + 10
                let maxY = Swift.max(extent.minY, extent.maxY - legend.height)
                legendOrigin = Point(
                    x: annotationOrigin + Self.annotationWidth, y: Swift.min(Swift.max(visible.minY, extent.minY), maxY)
                )
            }
            let minX = extent.minX - leftGutter
            let minY = extent.minY - topGutter
            let maxX = Swift.max(extent.maxX, legendOrigin.x + legend.width) + 10
            let maxY = Swift.max(extent.maxY, legendOrigin.y + legend.height) + 10
            viewBox = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }

        /// The legend's size: one column (vertical scrolling), or rows of three entries (horizontal).
        static func legendSize(horizontal: Bool) -> Size {
            let count = Double(SVGRenderer.legendEntries.count)
            if horizontal {
                let rows = (count / Double(legendColumns)).rounded(.up)
                return Size(
                    width: Double(legendColumns) * legendColumnWidth + 12, height: rows * legendEntryHeight + 26)
            }
            return Size(width: legendColumnWidth + 12, height: count * legendEntryHeight + 26)
        }

        /// One line saying what is drawn.
        var caption: String {
            let cv = request.description.collectionView
            let offset = Point(x: visible.minX, y: visible.minY)
            let query: String =
                switch request.elements {
                case .all: "all"
                case .visible: "visible"
                case .rect: "rect"
                case .scrollRange: "scrollRange, at rest"
                }
            var text = "contentOffset (\(n(offset.x)), \(n(offset.y))) · bounds "
            text += "\(n(cv.size.width))×\(n(cv.size.height)) · contentInset \(n(inset.top)) \(n(inset.left)) "
            text += "\(n(inset.bottom)) \(n(inset.right)) · content \(n(contentSize.width))×"
            text += "\(n(contentSize.height)) · \(attributes.count) elements (elements: \(query))"
            if request.elements != .all { text += ", ask for \"all\" to draw every element" }
            return text
        }

        /// What the picture draws that the element bound counts: each element, each section band and each update
        /// element's start.
        var drawnElements: Int { attributes.count &+ sections.count &+ (updates?.elements.count ?? 0) }

        private func n(_ value: Double) -> String { SVGRenderer.n(value) }
    }
}

extension Rect {
    /// The overlap of both, or `nil` when they do not meet.
    func intersection(_ other: Rect) -> Rect? {
        let minX = Swift.max(self.minX, other.minX)
        let minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.maxX, other.maxX)
        let maxY = Swift.min(self.maxY, other.maxY)
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether both meet, edges included (a zero-height band still counts).
    func touches(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// Grown by `amount` on every side (shrunk when negative).
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
