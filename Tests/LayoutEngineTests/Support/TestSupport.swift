// Shared helpers for the engine tests: building descriptions, picking elements out of a result, and
// comparing frames with a tolerance. Every family's tests may use these; add, never change behaviour.
import Testing

@testable import LayoutEngine

/// The tolerance frames are compared with: sums of doubles may differ in the last bits, never more.
let frameTolerance = 1e-9

/// Whether two numbers agree within `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = frameTolerance) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two rects agree edge by edge within `tolerance`.
func isClose(_ a: Rect, _ b: Rect, tolerance: Double = frameTolerance) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
        && isClose(a.width, b.width, tolerance: tolerance)
        && isClose(a.height, b.height, tolerance: tolerance)
}

/// A rect from its four numbers, short enough to write many expectations in a row.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// A size from its two numbers.
func size(_ width: Double, _ height: Double) -> Size {
    Size(width: width, height: height)
}

/// Expects `actual` to be present and within `tolerance` of `expected`.
func expectFrame(
    _ actual: Rect?, _ expected: Rect, tolerance: Double = frameTolerance, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record(
            "missing frame, expected \(expected). \(comment.map { "\($0)" } ?? "")",
            sourceLocation: sourceLocation)
        return
    }
    #expect(
        isClose(actual, expected, tolerance: tolerance),
        "\(actual) is not \(expected). \(comment.map { "\($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

/// Expects two frame lists to agree one by one.
func expectFrames(
    _ actual: [Rect], _ expected: [Rect], tolerance: Double = frameTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual.count == expected.count, "count \(actual.count) is not \(expected.count)",
        sourceLocation: sourceLocation)
    for (i, (a, e)) in zip(actual, expected).enumerated() {
        #expect(
            isClose(a, e, tolerance: tolerance), "[\(i)] \(a) is not \(e)", sourceLocation: sourceLocation
        )
    }
}

/// A collection view of `width` × `height` with an optional inset and offset.
func collectionView(
    _ width: Double = 375, _ height: Double = 667, inset: EdgeInsets = .zero, offsetY: Double? = nil,
    offsetX: Double? = nil, scale: Double = 1
) -> CollectionViewDescription {
    let offset: Point? =
        (offsetX == nil && offsetY == nil)
        ? nil : Point(x: offsetX ?? -inset.left, y: offsetY ?? -inset.top)
    return CollectionViewDescription(
        size: Size(width: width, height: height), contentInset: inset, contentOffset: offset,
        scale: scale)
}

/// A flow section of explicit sizes.
func flowSection(_ sizes: [Size]) -> FlowSectionDescription {
    FlowSectionDescription(items: .explicit(sizes))
}

/// A flow section of `count` items of `width` × `height`, listed one by one.
func flowSection(count: Int, _ width: Double, _ height: Double) -> FlowSectionDescription {
    FlowSectionDescription(
        items: .explicit(Array(repeating: Size(width: width, height: height), count: count)))
}

/// Lays out and returns the result, failing the test on a thrown error.
func run(
    _ description: LayoutDescription, _ elements: ElementsQuery = .all,
    sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutResult {
    do {
        return try computeLayout(description, elements: elements)
    } catch {
        Issue.record("layout threw \(error)", sourceLocation: sourceLocation)
        return LayoutResult(contentSize: .zero, attributes: [])
    }
}

extension LayoutResult {
    /// The cells of `section`, in item order.
    func cells(_ section: Int) -> [LayoutAttributes] {
        attributes.filter { $0.section == section && $0.category == .cell }
    }

    /// The frames of the cells of `section`, in item order.
    func cellFrames(_ section: Int) -> [Rect] {
        cells(section).map(\.frame)
    }

    /// The cell at `section`/`item`, if returned.
    func cell(_ section: Int, _ item: Int) -> LayoutAttributes? {
        attributes.first { $0.section == section && $0.item == item && $0.category == .cell }
    }

    /// The header of `section`, if returned.
    func header(_ section: Int) -> LayoutAttributes? {
        attributes.first { $0.section == section && $0.kind == .header }
    }

    /// The footer of `section`, if returned.
    func footer(_ section: Int) -> LayoutAttributes? {
        attributes.first { $0.section == section && $0.kind == .footer }
    }

    /// A compact description of the order of elements: `h0`, `c0.3`, `f0`, `d0`.
    var order: [String] {
        attributes.map { a in
            switch (a.category, a.kind) {
            case (.cell, _): "c\(a.section).\(a.item)"
            case (.supplementary, .header?): "h\(a.section)"
            case (.supplementary, _): "f\(a.section)"
            case (.decoration, _): "d\(a.section)"
            }
        }
    }
}

/// A flow layout request.
func flowRequest(
    _ flow: FlowLayoutDescription, in cv: CollectionViewDescription = collectionView(),
    direction: ScrollDirection = .vertical, pinning: PinningDescription = .none
) -> LayoutDescription {
    LayoutDescription(
        collectionView: cv, family: .flow(flow), scrollDirection: direction, pinning: pinning)
}
