// MagazineLayout's Tests/ModelStateLayoutTests.swift, ported once: testInitialLayout and
// testPinnedHeadersAndFooters with the original's expected frames per visible rect (compared as sets, as the
// original's FrameHelpers do) and, their union, for the whole layout; testUpdatingPreferredHeights with every
// dynamic height measured. PeerSuiteTests runs each case through the engine and through the wire.
//
// Not ported: the file's other tests (metrics, size modes, inserting, deleting and moving items, replacing
// footers and backgrounds) exercise ModelState's incremental updates; a request is always a whole layout.
import LayoutEngine
import Testing

/// ModelStateLayoutTests' `setUp`: metrics for a 320 × 480 collection view at content offset y 100 (the
/// original's visible bounds (0, 100, 320, 480)), scale 1, two sections with headers, footers and backgrounds,
/// `sectionInsets` {30, 15, 20, 5}, `itemInsets` 10 on every edge, `horizontalSpacing` 20, `verticalSpacing` 30.
/// Section 0's items are the original's `sizeModesAndHeights0`: its dynamic items are laid out at
/// MagazineLayout's 150-point estimate (sent without a height, marked estimated) until the test measures them;
/// its `static(height: 35)` item paired with 15 settles at 15. Section 1's items (`sizeModesAndHeights1`) are all
/// static.
struct MagazineLayoutSetup: Sendable {
    /// A header or footer: its height and whether it is an estimate (a dynamic one not yet measured).
    struct Supplementary: Sendable {
        var height: Double
        var estimated = false
    }

    var header0: Supplementary
    var footer0: Supplementary
    var header1: Supplementary
    var footer1: Supplementary
    /// Every header and footer pinned.
    var pinned = false
    /// Every dynamic item measured at its height below (testUpdatingPreferredHeights).
    var measured = false

    /// Items as (the wire's `widthMode`, `heightMode`, the height a measured dynamic item settles at).
    static let items0: [(width: String, mode: String, height: Double)] = [
        ("fullWidth", "static", 20), ("fullWidthIgnoringInsets", "dynamic", 15),
        ("halfWidth", "static", 10), ("halfWidth", "static", 30),
        ("halfWidth", "dynamicAndStretchToTallestItemInRow", 25),
        ("thirdWidth", "dynamic", 15), ("thirdWidth", "dynamicAndStretchToTallestItemInRow", 10),
        ("fourthWidth", "static", 15), ("fourthWidth", "dynamic", 15), ("fourthWidth", "dynamic", 25),
        ("fourthWidth", "dynamic", 35),
        ("fifthWidth", "dynamic", 30),
    ]
    static let items1: [(String, Double)] = [
        ("halfWidth", 10), ("halfWidth", 30), ("halfWidth", 25),
        ("thirdWidth", 15),
        ("fullWidth", 20),
        ("thirdWidth", 10),
        ("fifthWidth", 15),  // .static(height: 35), settled at 15
        ("fifthWidth", 15), ("fifthWidth", 25), ("fifthWidth", 35), ("fifthWidth", 30),
        ("fullWidthIgnoringInsets", 15),
    ]

    /// `MagazineLayoutItemWidthMode` by the wire's name.
    static func widthMode(_ name: String) -> MagazineWidthMode {
        switch name {
        case "fullWidth": .fullWidth(respectsHorizontalInsets: true)
        case "fullWidthIgnoringInsets": .fullWidth(respectsHorizontalInsets: false)
        case "halfWidth": .fractional(divisor: 2)
        case "thirdWidth": .fractional(divisor: 3)
        case "fourthWidth": .fractional(divisor: 4)
        default: .fractional(divisor: 5)
        }
    }

    static func heightMode(_ name: String) -> MagazineHeightMode {
        switch name {
        case "dynamic": .dynamic
        case "dynamicAndStretchToTallestItemInRow": .dynamicAndStretchToTallestItemInRow
        default: .static
        }
    }

    /// Whether section 0's item `k` is laid out at the estimate.
    func isEstimate(_ k: Int) -> Bool { !measured && Self.items0[k].mode != "static" }

    var description: LayoutDescription {
        let items0 = Self.items0.indices.map { k in
            let item = Self.items0[k]
            return MagazineItem(
                widthMode: Self.widthMode(item.width),
                height: isEstimate(k) ? MagazineItem.defaultEstimatedHeight : item.height,
                heightMode: Self.heightMode(item.mode))
        }
        let items1 = Self.items1.map { MagazineItem(widthMode: Self.widthMode($0.0), height: $0.1) }
        func section(_ items: [MagazineItem], _ header: Supplementary, _ footer: Supplementary)
            -> MagazineSectionDescription
        {
            var section = MagazineSectionDescription(
                items: .explicit(items), headerHeight: header.height, footerHeight: footer.height, background: true)
            section.headerEstimated = header.estimated
            section.footerEstimated = footer.estimated
            return section
        }
        // The wire's `heightMode` is a field of data that changes: estimates are marked. Section 0's entry lists its items up to
        // the last estimated one (none once measured), padded to both sections.
        var annotations = ItemAnnotations(marksLayoutEstimates: true)
        if !measured {
            annotations.sections = [
                SectionAnnotations(estimatedItems: Self.items0.indices.map(isEstimate)), SectionAnnotations(),
            ]
        }
        return LayoutDescription(
            collectionView: CollectionViewDescription(
                size: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: 100), scale: 1),
            family: .magazine(
                MagazineLayoutDescription(
                    sectionInsets: EdgeInsets(top: 30, left: 15, bottom: 20, right: 5),
                    itemInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), horizontalSpacing: 20,
                    verticalSpacing: 30,
                    sections: [section(items0, header0, footer0), section(items1, header1, footer1)])),
            pinning: pinned ? PinningDescription(headers: .all, footers: .all) : .none, annotations: annotations)
    }

    func json(_ elements: ElementsQuery) -> String {
        let items0 = Self.items0.indices.map { k in
            let item = Self.items0[k]
            // An estimate is sent without a height: MagazineLayout's 150.
            let height = isEstimate(k) ? "" : ", \"height\": \(PeerJSON.number(item.height))"
            return "{\"widthMode\": \"\(item.width)\", \"heightMode\": \"\(item.mode)\"\(height)}"
        }
        let items1 = Self.items1.map { "{\"widthMode\": \"\($0.0)\", \"height\": \(PeerJSON.number($0.1))}" }
        func supplementary(_ s: Supplementary) -> String {
            "{\"height\": \(PeerJSON.number(s.height))\(s.estimated ? ", \"estimated\": true" : "")}"
        }
        func section(_ items: [String], _ header: Supplementary, _ footer: Supplementary) -> String {
            "{\"items\": [\(items.joined(separator: ", "))], \"header\": \(supplementary(header)), "
                + "\"footer\": \(supplementary(footer)), \"background\": true}"
        }
        let pinning = pinned ? ", \"pinning\": {\"headers\": \"all\", \"footers\": \"all\"}" : ""
        return """
            {"collectionView": {"size": {"width": 320, "height": 480}, "contentOffset": {"x": 0, "y": 100}},
             "layout": {"type": "magazine", "verticalSpacing": 30, "horizontalSpacing": 20,
                        "sectionInsets": {"top": 30, "left": 15, "bottom": 20, "right": 5},
                        "itemInsets": {"top": 10, "left": 10, "bottom": 10, "right": 10}\(pinning)},
             "sections": [\(section(items0, header0, footer0)),
                          \(section(items1, header1, footer1))],
             "elements": \(PeerJSON.elements(elements))}
            """
    }

    /// The original's `visibleRect0` and `visibleRect1`.
    static let visibleRect0 = Rect(x: 0, y: 0, width: 320, height: 500)
    static let visibleRect1 = Rect(x: 0, y: 500, width: 320, height: 2000)

    /// One element kind's frames as the original lists them in each visible rect.
    struct Expected {
        var category: ElementCategory
        var kind: String?
        var rect0: [Rect]
        var rect1: [Rect]
    }

    /// The three queries the original's checks amount to: each visible rect, and the whole layout (the union of
    /// the two lists), each checked for every element kind; `whole` adds checks on the whole layout.
    func steps(_ kinds: [Expected], whole: [PeerExpectation] = []) -> [PeerStep] {
        [
            step(.rect(Self.visibleRect0), kinds.map { .frameSet($0.category, $0.kind, $0.rect0) }),
            step(.rect(Self.visibleRect1), kinds.map { .frameSet($0.category, $0.kind, $0.rect1) }),
            step(
                .all,
                kinds.map { k in .frameSet(k.category, k.kind, k.rect0 + k.rect1.filter { !k.rect0.contains($0) }) }
                    + whole),
        ]
    }

    /// One query of this setup with its expectations.
    func step(_ elements: ElementsQuery, _ expectations: [PeerExpectation]) -> PeerStep {
        PeerStep(description: description, json: json(elements), elements: elements, expectations: expectations)
    }
}

enum MagazineLayoutCases {
    typealias Expected = MagazineLayoutSetup.Expected
    typealias Supplementary = MagazineLayoutSetup.Supplementary

    static let all: [PeerCase] = [
        // Section 1's header and footer are dynamic, at their 70-point estimate.
        PeerCase(
            "testInitialLayout",
            steps: MagazineLayoutSetup(
                header0: Supplementary(height: 50), footer0: Supplementary(height: 50),
                header1: Supplementary(height: 70, estimated: true), footer1: Supplementary(height: 70, estimated: true)
            ).steps(
                [
                    Expected(
                        category: .cell, kind: nil,
                        rect0: [
                            r(25, 90, 280, 20), r(15, 140, 300, 150), r(25, 320, 130, 10), r(175, 320, 130, 30),
                            r(25, 380, 130, 150),
                        ],
                        rect1: [
                            r(25, 380, 130, 150), r(25, 560, 80, 150), r(125, 560, 80, 150), r(25, 740, 55, 15),
                            r(100, 740, 55, 150), r(175, 740, 55, 150), r(250, 740, 55, 150), r(25, 920, 40, 150),
                            r(25, 1260, 130, 10), r(175, 1260, 130, 30), r(25, 1320, 130, 25), r(25, 1375, 80, 15),
                            r(25, 1420, 280, 20), r(25, 1470, 80, 10), r(25, 1510, 40, 15), r(85, 1510, 40, 15),
                            r(145, 1510, 40, 25), r(205, 1510, 40, 35), r(265, 1510, 40, 30), r(15, 1575, 300, 15),
                        ]),
                    Expected(
                        category: .supplementary, kind: "header", rect0: [r(15, 30, 300, 50)],
                        rect1: [r(15, 1180, 300, 70)]),
                    Expected(
                        category: .supplementary, kind: "footer", rect0: [],
                        rect1: [r(15, 1080, 300, 50), r(15, 1600, 300, 70)]),
                    Expected(
                        category: .decoration, kind: "background", rect0: [r(15, 30, 300, 1100)],
                        rect1: [r(15, 30, 300, 1100), r(15, 1180, 300, 490)]),
                ],
                whole: [
                    // Not in the original: the content ends below section 1's background (1180 + 490 = 1670) by
                    // its bottom section inset, 20; the contract's marks: section 0's dynamic items (1, 4, 5, 6,
                    // 8, 9, 10, 11) and section 1's header and footer, in answer order.
                    .contentSize(320, 1690),
                    .estimated([
                        .cell(0, 1), .cell(0, 4), .cell(0, 5), .cell(0, 6), .cell(0, 8), .cell(0, 9), .cell(0, 10),
                        .cell(0, 11), .header(1), .footer(1),
                    ]),
                ])),
        // Every dynamic item measured, section 1's header and footer at 50; the stretch items take their rows'
        // height (item 4 measured 25 alone in its row; item 6 measured 10 beside item 5's 15, so 15).
        PeerCase(
            "testUpdatingPreferredHeights",
            MagazineLayoutSetup(
                header0: Supplementary(height: 50), footer0: Supplementary(height: 50),
                header1: Supplementary(height: 50), footer1: Supplementary(height: 50), measured: true
            ).step(
                .all,
                [
                    .frames(
                        .cell, nil,
                        [
                            r(25, 90, 280, 20), r(15, 140, 300, 15), r(25, 185, 130, 10), r(175, 185, 130, 30),
                            r(25, 245, 130, 25), r(25, 300, 80, 15), r(125, 300, 80, 15), r(25, 345, 55, 15),
                            r(100, 345, 55, 15), r(175, 345, 55, 25), r(250, 345, 55, 35), r(25, 410, 40, 30),
                            r(25, 610, 130, 10), r(175, 610, 130, 30), r(25, 670, 130, 25), r(25, 725, 80, 15),
                            r(25, 770, 280, 20), r(25, 820, 80, 10), r(25, 860, 40, 15), r(85, 860, 40, 15),
                            r(145, 860, 40, 25), r(205, 860, 40, 35), r(265, 860, 40, 30), r(15, 925, 300, 15),
                        ]),
                    .frames(.supplementary, "header", [r(15, 30, 300, 50), r(15, 550, 300, 50)]),
                    .frames(.supplementary, "footer", [r(15, 450, 300, 50), r(15, 950, 300, 50)]),
                    .frames(.decoration, "background", [r(15, 30, 300, 470), r(15, 550, 300, 450)]),
                    // Nothing is an estimate once measured.
                    .estimated([]),
                ])),
        // The original pins both headers and both footers, settles section 0's header at 75 and section 1's
        // footer at 50 (section 1's header is static 100, section 0's footer static 150).
        PeerCase(
            "testPinnedHeadersAndFooters",
            steps: MagazineLayoutSetup(
                header0: Supplementary(height: 75), footer0: Supplementary(height: 150),
                header1: Supplementary(height: 100), footer1: Supplementary(height: 50), pinned: true
            ).steps(
                [
                    Expected(
                        category: .cell, kind: nil,
                        rect0: [
                            r(15, 165, 300, 150), r(25, 115, 280, 20), r(25, 345, 130, 10), r(175, 345, 130, 30),
                            r(25, 405, 130, 150),
                        ],
                        rect1: [
                            r(250, 765, 55, 150), r(175, 765, 55, 150), r(100, 765, 55, 150), r(25, 765, 55, 15),
                            r(125, 585, 80, 150), r(25, 585, 80, 150), r(25, 405, 130, 150), r(25, 945, 40, 150),
                            r(25, 1415, 130, 10), r(175, 1415, 130, 30), r(25, 1475, 130, 25), r(25, 1530, 80, 15),
                            r(25, 1575, 280, 20), r(25, 1625, 80, 10), r(25, 1665, 40, 15), r(85, 1665, 40, 15),
                            r(145, 1665, 40, 25), r(205, 1665, 40, 35), r(265, 1665, 40, 30), r(15, 1730, 300, 15),
                        ]),
                    Expected(
                        category: .supplementary, kind: "header", rect0: [r(15, 100, 300, 75)],
                        rect1: [r(15, 1305, 300, 100)]),
                    Expected(
                        category: .supplementary, kind: "footer", rect0: [r(15, 430, 300, 150)],
                        rect1: [r(15, 430, 300, 150), r(15, 1405, 300, 50)]),
                    Expected(
                        category: .decoration, kind: "background", rect0: [r(15, 30, 300, 1225)],
                        rect1: [r(15, 30, 300, 1225), r(15, 1305, 300, 500)]),
                ],
                // Not in the original, the contract's rules: pinned header 0 and both pinned footers report it
                // and take the contract's pinned zIndex, 1024; header 1, resting, is not pinned.
                whole: [
                    .pinned(.header(0), true), .pinned(.header(1), false), .pinned(.footer(0), true),
                    .pinned(.footer(1), true), .zIndex(.header(0), 1024), .zIndex(.footer(0), 1024),
                    .zIndex(.footer(1), 1024),
                ])),
    ]

    /// `{x, y, width, height}`.
    static func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}
