// IGListKit's test objects (IGLayoutTestSection, IGLayoutTestDataSource and the test case's setUp) as one
// value that writes both a `LayoutDescription` and the equivalent JSON request.
import LayoutEngine

/// `IGLayoutTestSection(insets:lineSpacing:interitemSpacing:headerHeight:footerHeight:items:)`: a header or
/// footer "height" is answered as a square reference size, of which the layout uses only the length along the
/// scroll axis.
struct IGListKitSection: Sendable {
    var insets: EdgeInsets = .zero
    var lineSpacing: Double = 0
    var interitemSpacing: Double = 0
    var headerHeight: Double = 0
    var footerHeight: Double = 0
    var items: [Size]

    init(
        insets: EdgeInsets = .zero, lineSpacing: Double = 0, interitemSpacing: Double = 0, headerHeight: Double = 0,
        footerHeight: Double = 0, _ items: [Size]
    ) {
        self.insets = insets
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.items = items
    }

    /// `count` items of `width` × `height`.
    init(
        insets: EdgeInsets = .zero, lineSpacing: Double = 0, interitemSpacing: Double = 0, headerHeight: Double = 0,
        footerHeight: Double = 0, count: Int, _ width: Double, _ height: Double
    ) {
        self.init(
            insets: insets, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing, headerHeight: headerHeight,
            footerHeight: footerHeight, Array(repeating: Size(width: width, height: height), count: count))
    }

    var description: IGListSectionDescription {
        IGListSectionDescription(
            items: .explicit(items), inset: insets, minimumLineSpacing: lineSpacing,
            minimumInteritemSpacing: interitemSpacing, headerSize: Size(width: headerHeight, height: headerHeight),
            footerSize: Size(width: footerHeight, height: footerHeight))
    }

    var json: String {
        let list = items.map(PeerJSON.size).joined(separator: ", ")
        return """
            {"items": [\(list)], "inset": \(PeerJSON.insets(insets)), \
            "minimumLineSpacing": \(PeerJSON.number(lineSpacing)), \
            "minimumInteritemSpacing": \(PeerJSON.number(interitemSpacing)), \
            "headerSize": \(PeerJSON.size(Size(width: headerHeight, height: headerHeight))), \
            "footerSize": \(PeerJSON.size(Size(width: footerHeight, height: footerHeight)))}
            """
    }
}

/// IGListKit's test setup: a collection view of 100 × 100 unless a test says otherwise, the layout's sticky
/// headers as the contract's pinning (`offset = topContentInset + stickyHeaderYOffset`, headers "all"), and
/// scale 2 (a Retina simulator's `UIScreen.mainScreen.scale`, which `IGListRectIntegralScaled` reads).
struct IGListKitSetup: Sendable {
    var sections: [IGListKitSection]
    var width: Double = 100
    var height: Double = 100
    var horizontal = false
    var stickyHeaders = false
    var topContentInset: Double = 0
    var stickyHeaderYOffset: Double = 0
    var stretchToEdge = false
    var showHeaderWhenEmpty = false
    var contentInset: EdgeInsets?
    var contentOffset: Point?
    var scale: Double = 2

    var description: LayoutDescription {
        LayoutDescription(
            collectionView: CollectionViewDescription(
                size: Size(width: width, height: height), contentInset: contentInset ?? .zero,
                contentOffset: contentOffset, scale: scale),
            family: .iglist(
                IGListLayoutDescription(
                    stretchToEdge: stretchToEdge, showHeaderWhenEmpty: showHeaderWhenEmpty,
                    sections: sections.map(\.description))),
            scrollDirection: horizontal ? .horizontal : .vertical,
            pinning: stickyHeaders
                ? PinningDescription(headers: .all, offset: topContentInset + stickyHeaderYOffset) : .none)
    }

    func json(_ elements: ElementsQuery) -> String {
        var view = "\"size\": \(PeerJSON.size(Size(width: width, height: height))), "
        view += "\"scale\": \(PeerJSON.number(scale))"
        if let contentInset { view += ", \"contentInset\": \(PeerJSON.insets(contentInset))" }
        if let contentOffset { view += ", \"contentOffset\": \(PeerJSON.point(contentOffset))" }
        var layout = "\"type\": \"iglist\", \"stretchToEdge\": \(stretchToEdge), "
        layout += "\"showHeaderWhenEmpty\": \(showHeaderWhenEmpty)"
        if horizontal { layout += ", \"scrollDirection\": \"horizontal\"" }
        if stickyHeaders {
            layout += ", \"pinning\": {\"headers\": \"all\", "
            layout += "\"offset\": \(PeerJSON.number(topContentInset + stickyHeaderYOffset))}"
        }
        return """
            {"collectionView": {\(view)}, "layout": {\(layout)}, \
            "sections": [\(sections.map(\.json).joined(separator: ", "))], "elements": \(PeerJSON.elements(elements))}
            """
    }

    /// This layout queried with `elements`, and what the peer test expects of it.
    func expecting(_ elements: ElementsQuery = .all, _ expectations: PeerExpectation...) -> PeerStep {
        PeerStep(description: description, json: json(elements), elements: elements, expectations: expectations)
    }
}

/// `UIEdgeInsetsMake(top, left, bottom, right)`.
func igInsets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `IGListRectIntegralScaled` of a rect at `scale`, as IGListKit's half-point tests compute their expectation:
/// origin floored and size ceiled to the pixel grid.
func igRectIntegralScaled(_ r: Rect, scale: Double) -> Rect {
    Rect(
        x: (r.x * scale).rounded(.down) / scale, y: (r.y * scale).rounded(.down) / scale,
        width: (r.width * scale).rounded(.up) / scale, height: (r.height * scale).rounded(.up) / scale)
}
