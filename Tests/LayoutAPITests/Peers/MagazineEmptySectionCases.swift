// MagazineLayout's Tests/ModelStateEmptySectionLayoutTests.swift, ported once: both of its methods, each a case
// run by PeerSuiteTests through the engine and through the wire. The original builds `SectionModel`s for a
// 320-point-wide collection view at scale 1 with no items and reads `sectionMaxY`, and the header, footer and
// background frames; the port sends the same sections as a request and reads the same numbers from the answer
// (a section's `sectionMaxY` is where the content ends when it is the last section).
//
// One deviation: testEmptySectionsLayout gives section 1 `sectionInsets.top` -25, which the contract refuses
// (insets are ≥ 0; a 400 at `/sections/1/sectionInsets/top`), so the port uses 25. The test's point is unchanged:
// a section without items has no `itemInsets`, so it is `sectionInsets.top + sectionInsets.bottom` tall.
import LayoutEngine
import Testing

/// Empty magazine sections in a 320-point-wide view at scale 1, each with its own `sectionInsets` and
/// `itemInsets` and, optionally, a header, a footer and a background.
struct MagazineEmptySections: Sendable {
    struct Section: Sendable {
        var sectionInsets: EdgeInsets
        var itemInsets: EdgeInsets
        var header: Double?
        var footer: Double?
        var background = false
    }

    var sections: [Section]

    var description: LayoutDescription {
        LayoutDescription(
            collectionView: CollectionViewDescription(size: Size(width: 320, height: 480), scale: 1),
            family: .magazine(
                MagazineLayoutDescription(
                    sections: sections.map {
                        MagazineSectionDescription(
                            items: .explicit([]), headerHeight: $0.header, footerHeight: $0.footer,
                            background: $0.background, sectionInsets: $0.sectionInsets, itemInsets: $0.itemInsets)
                    })))
    }

    var json: String {
        let list = sections.map { s in
            var members = [
                "\"items\": []", "\"sectionInsets\": \(PeerJSON.insets(s.sectionInsets))",
                "\"itemInsets\": \(PeerJSON.insets(s.itemInsets))",
            ]
            if let h = s.header { members.append("\"header\": {\"height\": \(PeerJSON.number(h))}") }
            if let h = s.footer { members.append("\"footer\": {\"height\": \(PeerJSON.number(h))}") }
            if s.background { members.append("\"background\": true") }
            return "{" + members.joined(separator: ", ") + "}"
        }
        return """
            {"collectionView": {"size": {"width": 320, "height": 480}, "scale": 1},
             "layout": {"type": "magazine"},
             "sections": [\(list.joined(separator: ",\n              "))], "elements": "all"}
            """
    }

    /// The whole layout (`"all"`) with `expectations`.
    func step(_ expectations: PeerExpectation...) -> PeerStep {
        PeerStep(description: description, json: json, elements: .all, expectations: expectations)
    }
}

enum MagazineEmptySectionCases {
    typealias Section = MagazineEmptySections.Section

    static let all: [PeerCase] = [
        // metrics0: sectionInsets 0, itemInsets {10, 0, 20, 0}; metrics1: sectionInsets {25 (the original's -25),
        // 0, 20, 10}, itemInsets {50, 0, 100, 0}. The original expects sectionMaxY(0) = 0 + 0 = 0 and
        // sectionMaxY(1) = sectionMaxY(0) + 25 + 20 = 45: no item inset counts. Section 0 alone ends at its own
        // sectionMaxY; both end at section 1's.
        PeerCase(
            "testEmptySectionsLayout",
            MagazineEmptySections(sections: [
                Section(sectionInsets: .zero, itemInsets: EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
            ]).step(.contentHeight(0), .noAttributes()),
            MagazineEmptySections(sections: [
                Section(sectionInsets: .zero, itemInsets: EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)),
                Section(
                    sectionInsets: EdgeInsets(top: 25, left: 0, bottom: 20, right: 10),
                    itemInsets: EdgeInsets(top: 50, left: 0, bottom: 100, right: 0)),
            ]).step(.contentHeight(45), .noAttributes())),
        // metrics0: sectionInsets {10, 5, 20, 5} (width 320 - 5 - 5 = 310), itemInsets {10, 10, 20, 10}, header
        // and footer 45; metrics1: sectionInsets 0, itemInsets {50, 10, 100, 10}, header and footer 65. Section 0:
        // header at y 10, the footer right after it at 55 (no item insets), the background 10…100 (90 tall), the
        // section ending 100 + 20 = 120; section 1: header 120, footer 185, background 120…250.
        PeerCase(
            "testEmptySectionsWithHeadersFootersAndBackgroundsLayout",
            MagazineEmptySections(sections: [
                Section(
                    sectionInsets: EdgeInsets(top: 10, left: 5, bottom: 20, right: 5),
                    itemInsets: EdgeInsets(top: 10, left: 10, bottom: 20, right: 10), header: 45, footer: 45,
                    background: true),
                Section(
                    sectionInsets: .zero, itemInsets: EdgeInsets(top: 50, left: 10, bottom: 100, right: 10),
                    header: 65, footer: 65, background: true),
            ]).step(
                .frameSet(.supplementary, "header", [r(5, 10, 310, 45), r(0, 120, 320, 65)]),
                .frameSet(.supplementary, "footer", [r(5, 55, 310, 45), r(0, 185, 320, 65)]),
                .frameSet(.decoration, "background", [r(5, 10, 310, 90), r(0, 120, 320, 130)]),
                // Not in the original: no cells, and the content ends at section 1's end, 250 + 0.
                .frameSet(.cell, nil, []), .contentHeight(250))),
    ]

    /// `{x, y, width, height}`.
    static func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}
