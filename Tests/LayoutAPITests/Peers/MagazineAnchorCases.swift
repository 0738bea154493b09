// MagazineLayout's Tests/TargetContentOffsetAnchorTests.swift, ported once: each test method a case, run by
// PeerSuiteTests through the engine and through the wire. The original calls
// `TargetContentOffsetAnchor.targetContentOffsetAnchor(...)` and `yOffset(...)` with insets 50 and 30, bounds
// 300 × 400, content 2000 tall and scale 1, handing them the first and last visible items' frames; the port lays
// out one column of full-width flow items (300 wide, no spacing) whose heights put those items where the
// original puts them, so `minY = -50` and `maxY = 2000 - 400 + 30 = 1630`.
import LayoutEngine
import Testing

/// A column of flow items of `heights` in a 300 × 400 view with insets 50 and 30, at `offset` (the default when
/// nil), with `anchor`; the items carry `ids` when given.
struct MagazineAnchorColumn: Sendable {
    var heights: [Double]
    var offset: Double?
    var direction: VerticalLayoutDirection = .topToBottom
    var anchor: AnchorRequest = .report
    var ids: [String]?

    init(
        _ heights: [Double], at offset: Double?, _ direction: VerticalLayoutDirection = .topToBottom,
        anchor: AnchorRequest = .report, ids: [String]? = nil
    ) {
        self.heights = heights
        self.offset = offset
        self.direction = direction
        self.anchor = anchor
        self.ids = ids
    }

    /// The same column with ids `item-0`, `item-1`, ….
    var withIDs: Self {
        var copy = self
        copy.ids = heights.indices.map { "item-\($0)" }
        return copy
    }

    var description: LayoutDescription {
        let flow = FlowLayoutDescription(
            minimumLineSpacing: 0, minimumInteritemSpacing: 0,
            sections: [FlowSectionDescription(items: .explicit(heights.map { Size(width: 300, height: $0) }))])
        // `anchor` is a field of data that changes: estimates are marked, and the ids are the section's.
        var annotations = ItemAnnotations(marksLayoutEstimates: true)
        if let ids {
            annotations.sections = [SectionAnnotations(ids: ids)]
            for (i, id) in ids.enumerated() { annotations.index[id] = ItemPath(section: 0, item: i) }
        }
        return LayoutDescription(
            collectionView: CollectionViewDescription(
                size: Size(width: 300, height: 400), contentInset: EdgeInsets(top: 50, left: 0, bottom: 30, right: 0),
                contentOffset: offset.map { Point(x: 0, y: $0) }),
            family: .flow(flow), annotations: annotations, anchor: anchor, verticalLayoutDirection: direction)
    }

    var json: String {
        let items = heights.indices.map { k in
            let id = ids.map { ", \"id\": \"\($0[k])\"" } ?? ""
            return "{\"width\": 300, \"height\": \(PeerJSON.number(heights[k]))\(id)}"
        }
        let offset = self.offset.map { ", \"contentOffset\": {\"x\": 0, \"y\": \(PeerJSON.number($0))}" } ?? ""
        let anchor: String
        switch self.anchor {
        case .report: anchor = "\"report\""
        case .resolve(let a): anchor = PeerJSON.anchor(a)
        }
        return """
            {"collectionView": {"size": {"width": 300, "height": 400}, "contentInset": {"top": 50, "bottom": 30}\(offset)},
             "layout": {"type": "flow", "minimumLineSpacing": 0, "minimumInteritemSpacing": 0,
                        "verticalLayoutDirection": "\(direction.rawValue)"},
             "sections": [{"items": [\(items.joined(separator: ", "))]}], "anchor": \(anchor), "elements": "visible"}
            """
    }

    /// The visible query with `expectations`.
    func step(_ expectations: PeerExpectation...) -> PeerStep {
        PeerStep(description: description, json: json, elements: .visible, expectations: expectations)
    }
}

enum MagazineAnchorCases {
    typealias Column = MagazineAnchorColumn

    static func path(_ item: Int) -> ItemRef { .indexPath(section: 0, item: item) }
    static func at(_ y: Double) -> Point { Point(x: 0, y: y) }

    static let all: [PeerCase] = [
        // MARK: Reporting (the original's `targetContentOffsetAnchor`)

        // At y -50, `-50 <= a(minY)`: the top, whatever is visible. Reporting does not move the offset, so none
        // is written.
        PeerCase(
            "testAnchor_TopToBottom_ScrolledToTop",
            Column([20, 270, 20, 1690], at: -50).step(.anchor(.top), .contentOffset(nil))),
        // Bounds 500..<900; items [0, 480), [480, 560) (cut by the top edge), [560, 580): the first fully inside
        // is item 2 at 560, distance 560 - (500 + 50) = 10; named by its id when it has one.
        PeerCase(
            "testAnchor_TopToBottom_ScrolledToMiddle",
            Column([480, 80, 20, 1420], at: 500).step(.anchor(.topItem(path(2), distance: 10))),
            Column([480, 80, 20, 1420], at: 500).withIDs.step(.anchor(.topItem(.id("item-2"), distance: 10)))),
        // Bounds 1630..<2030, the bottom; items [0, 1620), [1620, 1700) (cut), [1700, 1720): distance 1700 - (1630
        // + 50) = 20. A top-to-bottom screen at the bottom still names its top item.
        PeerCase(
            "testAnchor_TopToBottom_ScrolledToBottom",
            Column([1620, 80, 20, 280], at: 1630).step(.anchor(.topItem(path(2), distance: 20)))),
        // Content 50 tall: `maxY = max(50 - 400 + 30, -50) = -50`, at the top (and at the bottom).
        PeerCase(
            "testAnchor_TopToBottom_SmallContentHeight",
            Column([20, 30], at: -50).step(.anchor(.top), .contentSize(300, 50))),
        // Bounds -50..<350 (the top, not the bottom); items [0, 290) and [290, 310) inside, [310, 2000) cut: the
        // last fully inside ends at 310, distance 310 - (350 - 30) = -10.
        PeerCase(
            "testAnchor_BottomToTop_ScrolledToTop",
            Column([290, 20, 1690], at: -50, .bottomToTop).step(.anchor(.bottomItem(path(1), distance: -10)))),
        // Bounds 500..<900; items [0, 500) (touching the top), [500, 800), [800, 820), [820, 2000) (cut): the last
        // fully inside ends at 820, distance 820 - (900 - 30) = -50.
        PeerCase(
            "testAnchor_BottomToTop_ScrolledToMiddle",
            Column([500, 300, 20, 1180], at: 500, .bottomToTop).step(.anchor(.bottomItem(path(2), distance: -50))),
            Column([500, 300, 20, 1180], at: 500, .bottomToTop).withIDs.step(
                .anchor(.bottomItem(.id("item-2"), distance: -50)))),
        // At y 1630 = `maxY`: the bottom. Not in the original: a bottom-to-top layout's default offset is `maxY`,
        // so with none the same, and the visible rect 1630..<2030 holds items 0 (to 1700), 1 (1700..<1950) and 2.
        PeerCase(
            "testAnchor_BottomToTop_ScrolledToBottom",
            Column([1700, 250, 50], at: 1630, .bottomToTop).step(.anchor(.bottom)),
            Column([1700, 250, 50], at: nil, .bottomToTop).step(
                .anchor(.bottom), .indexPaths([[0, 0], [0, 1], [0, 2]]))),
        PeerCase(
            "testAnchor_BottomToTop_SmallContentHeight",
            Column([20, 30], at: -50, .bottomToTop).step(.anchor(.bottom))),

        // MARK: Resolving (the original's `yOffset`), each answer reporting the anchor again at its offset

        // `top` → `minY`, -50, from wherever the request was.
        PeerCase(
            "testOffset_TopToBottom_ScrolledToTop",
            Column([20, 1980], at: 700, anchor: .resolve(.top)).step(.contentOffset(at(-50)), .anchor(.top))),
        // Item 2 at 560, distance 10: 560 - 50 - 10 = 500, and the answer at 500 reports the anchor it was sent,
        // by index path or by id; the cells at 500..<900 are items 1 (480..<560), 2 and 3.
        PeerCase(
            "testOffset_TopToBottom_ScrolledToMiddle",
            Column([480, 80, 20, 1420], at: nil, anchor: .resolve(.topItem(path(2), distance: 10))).step(
                .contentOffset(at(500)), .anchor(.topItem(path(2), distance: 10))),
            Column([480, 80, 20, 1420], at: nil, anchor: .resolve(.topItem(.id("item-2"), distance: 10))).withIDs
                .step(
                    .contentOffset(at(500)), .anchor(.topItem(.id("item-2"), distance: 10)),
                    .cellIDs(["item-1", "item-2", "item-3"])),
            // Not in the original: three items of 100 arrive above item-2, which is now at 860: 860 - 50 - 10 =
            // 800, and it keeps its distance.
            Column(
                [100, 100, 100, 480, 80, 20, 1420], at: nil, anchor: .resolve(.topItem(.id("item-2"), distance: 10)),
                ids: ["new-0", "new-1", "new-2", "item-0", "item-1", "item-2", "item-3"]
            ).step(.contentOffset(at(800)), .anchor(.topItem(.id("item-2"), distance: 10)))),
        // Item 2 at 1700, distance 10: 1700 - 50 - 10 = 1640, clamped to `maxY` 1630; reported again at 1630,
        // distance 20.
        PeerCase(
            "testOffset_TopToBottom_ScrolledToBottom",
            Column([1620, 80, 20, 280], at: nil, anchor: .resolve(.topItem(path(2), distance: 10))).step(
                .contentOffset(at(1630)), .anchor(.topItem(path(2), distance: 20)))),
        // Item 1 ends at 310, distance -10: 310 - 400 + 30 + 10 = -50.
        PeerCase(
            "testOffset_BottomToTop_ScrolledToTop",
            Column([290, 20, 1690], at: nil, .bottomToTop, anchor: .resolve(.bottomItem(path(1), distance: -10)))
                .step(.contentOffset(at(-50)), .anchor(.bottomItem(path(1), distance: -10)))),
        // Item 2 ends at 820, distance -50: 820 - 400 + 30 + 50 = 500.
        PeerCase(
            "testOffset_BottomToTop_ScrolledToMiddle",
            Column([500, 300, 20, 1180], at: nil, .bottomToTop, anchor: .resolve(.bottomItem(path(2), distance: -50)))
                .step(.contentOffset(at(500)), .anchor(.bottomItem(path(2), distance: -50))),
            Column(
                [500, 300, 20, 1180], at: nil, .bottomToTop, anchor: .resolve(.bottomItem(.id("item-2"), distance: -50))
            ).withIDs.step(.contentOffset(at(500)), .anchor(.bottomItem(.id("item-2"), distance: -50)))),
        // `bottom` → `maxY`, 1630; reported again there: the bottom. Not in the original: a top-to-bottom layout
        // reports its top item there, and none of 1630..<2030 holds a whole item (item 1 is [20, 2000)), so the
        // first candidate, item 1: 20 - (1630 + 50) = -1660.
        PeerCase(
            "testOffset_BottomToTop_ScrolledToBottom",
            Column([20, 1980], at: nil, .bottomToTop, anchor: .resolve(.bottom)).step(
                .contentOffset(at(1630)), .anchor(.bottom)),
            Column([20, 1980], at: nil, anchor: .resolve(.bottom)).step(
                .contentOffset(at(1630)), .anchor(.topItem(path(1), distance: -1660)))),
    ]

    /// Not in the original (its `yOffset` keeps the offset when `indexPathForItemID` finds nothing; the contract
    /// says the same): an anchor naming an item the request does not have keeps the request's offset, or its
    /// default (-50; a bottom-to-top layout's is `maxY`, 2000 - 400 + 30 = 1630).
    static let missingItems: [PeerCase] = [
        path(2), .indexPath(section: 1, item: 0), .indexPath(section: 0, item: -1), .id("gone"),
    ].map { ref in
        let anchor = AnchorRequest.resolve(.topItem(ref, distance: 4))
        return PeerCase(
            "yOffset for \(ref)",
            Column([500, 1500], at: 321, anchor: anchor).step(.contentOffset(at(321))),
            Column([500, 1500], at: nil, anchor: anchor).step(.contentOffset(at(-50))),
            Column([500, 1500], at: nil, .bottomToTop, anchor: anchor).step(.contentOffset(at(1630))))
    }
}
