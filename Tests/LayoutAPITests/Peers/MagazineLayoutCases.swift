// MagazineLayout's Tests/ModelStateLayoutTests.swift, ported once: testInitialLayout and
// testPinnedHeadersAndFooters with the original's expected frames per visible rect (compared as sets, as the
// original's FrameHelpers do) and, their union, for the whole layout. PeerSuiteTests runs each case through the
// engine and through the wire.
//
// Not ported: the file's other tests (updating preferred heights, metrics, size modes, inserting, deleting and
// moving items, replacing footers and backgrounds) exercise ModelState's incremental updates; a request is
// always a whole layout.
import LayoutEngine
import Testing

/// ModelStateLayoutTests' `setUp`: metrics for a 320 × 480 collection view at content offset y 100 (the
/// original's visible bounds (0, 100, 320, 480)), scale 1, two sections with headers, footers and backgrounds;
/// dynamic heights at the 150 points that setUp gives them, static heights at the value each tuple pairs with its
/// size mode (`static(height: 35)` paired with 15 settles at 15).
struct MagazineLayoutSetup: Sendable {
    var header0: Double
    var footer0: Double
    var header1: Double
    var footer1: Double
    /// Every header and footer pinned.
    var pinned: Bool

    /// Items as (the wire's `widthMode`, height).
    static let items0: [(String, Double)] = [
        ("fullWidth", 20),
        ("fullWidthIgnoringInsets", 150),  // .dynamic
        ("halfWidth", 10), ("halfWidth", 30),
        ("halfWidth", 150),  // .dynamicAndStretchToTallestItemInRow
        ("thirdWidth", 150),  // .dynamic
        ("thirdWidth", 150),  // .dynamicAndStretchToTallestItemInRow
        ("fourthWidth", 15),  // .static(height: 35), settled at 15
        ("fourthWidth", 150), ("fourthWidth", 150), ("fourthWidth", 150),  // .dynamic
        ("fifthWidth", 150),  // .dynamic
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

    var description: LayoutDescription {
        func section(_ items: [(String, Double)], header: Double, footer: Double) -> MagazineSectionDescription {
            MagazineSectionDescription(
                items: .explicit(items.map { MagazineItem(widthMode: Self.widthMode($0.0), height: $0.1) }),
                headerHeight: header, footerHeight: footer, background: true)
        }
        return LayoutDescription(
            collectionView: CollectionViewDescription(
                size: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: 100), scale: 1),
            family: .magazine(
                MagazineLayoutDescription(
                    sectionInsets: EdgeInsets(top: 30, left: 15, bottom: 20, right: 5),
                    itemInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), horizontalSpacing: 20,
                    verticalSpacing: 30,
                    sections: [
                        section(Self.items0, header: header0, footer: footer0),
                        section(Self.items1, header: header1, footer: footer1),
                    ])),
            pinning: pinned ? PinningDescription(headers: .all, footers: .all) : .none)
    }

    func json(_ elements: ElementsQuery) -> String {
        func items(_ list: [(String, Double)]) -> String {
            list.map { "{\"widthMode\": \"\($0.0)\", \"height\": \(PeerJSON.number($0.1))}" }.joined(separator: ", ")
        }
        func section(_ list: [(String, Double)], header: Double, footer: Double) -> String {
            "{\"items\": [\(items(list))], \"header\": {\"height\": \(PeerJSON.number(header))}, "
                + "\"footer\": {\"height\": \(PeerJSON.number(footer))}, \"background\": true}"
        }
        let pinning = pinned ? ", \"pinning\": {\"headers\": \"all\", \"footers\": \"all\"}" : ""
        return """
            {"collectionView": {"size": {"width": 320, "height": 480}, "contentOffset": {"x": 0, "y": 100}},
             "layout": {"type": "magazine", "verticalSpacing": 30, "horizontalSpacing": 20,
                        "sectionInsets": {"top": 30, "left": 15, "bottom": 20, "right": 5},
                        "itemInsets": {"top": 10, "left": 10, "bottom": 10, "right": 10}\(pinning)},
             "sections": [\(section(Self.items0, header: header0, footer: footer0)),
                          \(section(Self.items1, header: header1, footer: footer1))],
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
        func step(_ elements: ElementsQuery, _ expectations: [PeerExpectation]) -> PeerStep {
            PeerStep(description: description, json: json(elements), elements: elements, expectations: expectations)
        }
        return [
            step(.rect(Self.visibleRect0), kinds.map { .frameSet($0.category, $0.kind, $0.rect0) }),
            step(.rect(Self.visibleRect1), kinds.map { .frameSet($0.category, $0.kind, $0.rect1) }),
            step(
                .all,
                kinds.map { k in .frameSet(k.category, k.kind, k.rect0 + k.rect1.filter { !k.rect0.contains($0) }) }
                    + whole),
        ]
    }
}

enum MagazineLayoutCases {
    typealias Expected = MagazineLayoutSetup.Expected

    static let all: [PeerCase] = [
        PeerCase(
            "testInitialLayout",
            steps: MagazineLayoutSetup(header0: 50, footer0: 50, header1: 70, footer1: 70, pinned: false).steps(
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
                // Not in the original: the content ends below section 1's background (1180 + 490 = 1670) by its
                // bottom section inset, 20.
                whole: [.contentSize(320, 1690)])),
        // The original pins both headers and both footers, settles section 0's header at 75 and section 1's
        // footer at 50 (section 1's header is static 100, section 0's footer static 150).
        PeerCase(
            "testPinnedHeadersAndFooters",
            steps: MagazineLayoutSetup(header0: 75, footer0: 150, header1: 100, footer1: 50, pinned: true).steps(
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
