import Foundation
import LayoutClient
import Testing

/// Range answers written by hand from the contract's rules, and the offsets computed from them checked against
/// the same rules applied by hand (the arithmetic beside each expectation).
@Suite("Layoutd.ScrollRangeAnswer: any offset of a range, by the contract's rule")
struct ScrollRangeAnswerTests {
    typealias A = Layoutd.Attributes

    static func cell(_ s: Int, _ i: Int, y: Double, height: Double = 100, x: Double = 0, width: Double = 100) -> A {
        A(indexPath: [s, i], category: .cell, frame: Layoutd.Rect(x: x, y: y, width: width, height: height))
    }

    static func header(_ s: Int, y: Double, follows: Layoutd.Follows?) -> A {
        A(
            indexPath: [s, 0], category: .supplementary, kind: .sectionHeader,
            frame: Layoutd.Rect(x: 0, y: y, width: 100, height: 40), pinned: false, follows: follows)
    }

    /// A vertical flow in a 100 × 200 view, no insets, headers pinned `until: nextSection`: section 0 is a 40-point
    /// header at 0 and three 100-point cells at 40, 140, 240 (its end 340); section 1 a header at 340 and cells at
    /// 380, 480 (content 580). Header 0: `c = t + offset - lift = 0`, `lo = 0`, `hi = max(0, 340 - 40) = 300`;
    /// header 1: `lo = 340`, `hi = max(340, 580 - 40) = 540`. Over the offsets 100...250 the visible rects span
    /// the content 100..<450: every element but cell 1.1 (480 is not below 450).
    static let flow = Layoutd.ScrollRangeAnswer(
        Layoutd.ScrollRangeResponse(
            contentSize: Layoutd.Size(width: 100, height: 580),
            scrollRange: Layoutd.ScrollRange(from: 100, to: 250),
            attributes: [
                header(0, y: 0, follows: Layoutd.Follows(offset: 0, min: 0, max: 300, zIndex: 1024)),
                cell(0, 0, y: 40), cell(0, 1, y: 140), cell(0, 2, y: 240),
                header(1, y: 340, follows: Layoutd.Follows(offset: 0, min: 340, max: 540, zIndex: 1024)),
                cell(1, 0, y: 380),
            ]),
        viewport: Layoutd.ScrollViewport(size: Layoutd.Size(width: 100, height: 200)))

    static func paths(_ attributes: [A]) -> [String] {
        attributes.map { "\($0.kind == nil ? "c" : "h")\($0.indexPath[0]).\($0.indexPath[1])" }
    }

    @Test("at 100 header 0 pins at 100 above cells 0.0 to 0.2; the resting header beyond is not listed")
    func pinnedAtTop() throws {
        let at = Self.flow.attributes(at: 100)
        // Visible 100..<300: header 0 at min(max(100 + 0, 0), 300) = 100, pinned (not 0) with zIndex 1024;
        // cell 0.0 40..<140 and 0.2 240..<340 overlap; header 1 at 340 does not.
        #expect(Self.paths(at) == ["h0.0", "c0.0", "c0.1", "c0.2"])
        #expect(at[0].frame == Layoutd.Rect(x: 0, y: 100, width: 100, height: 40))
        #expect(at[0].pinned == true && at[0].zIndex == 1024 && at[0].follows == nil)
        #expect(at[1] == Self.cell(0, 0, y: 40))
    }

    @Test("at 250 header 1 shows at rest, not pinned, and cells above the visible rect have left")
    func nextHeaderAtRest() throws {
        let at = Self.flow.attributes(at: 250)
        // Visible 250..<450: header 0 at min(max(250, 0), 300) = 250; cells 0.0 and 0.1 end at 140 and 240 (not
        // below 250); header 1 at min(max(250, 340), 540) = 340, its resting origin: not pinned, zIndex 0.
        #expect(Self.paths(at) == ["h0.0", "c0.2", "h1.0", "c1.0"])
        #expect(at[0].frame.y == 250 && at[0].pinned == true)
        #expect(at[2] == Self.header(1, y: 340, follows: nil))
    }

    @Test("an element whose edge touches the visible rect's edge is not visible (positive-area overlap)")
    func touchingEdges() throws {
        // At 140 cell 0.0 (40..<140) only touches the visible rect 140..<340; cell 0.2 (240..<340) is inside.
        #expect(Self.paths(Self.flow.attributes(at: 140)) == ["h0.0", "c0.1", "c0.2"])
        // At 180 the rect ends at 380, where cell 1.0 begins; header 1 (340..<380) overlaps.
        #expect(Self.paths(Self.flow.attributes(at: 180)) == ["h0.0", "c0.1", "c0.2", "h1.0"])
    }

    @Test("a header pushed by the next section stops at its max, and the next one pins after it")
    func pushedAway() throws {
        var response = Self.flow.response
        response.scrollRange = Layoutd.ScrollRange(from: 250, to: 380)
        response.attributes.append(Self.cell(1, 1, y: 480))
        let answer = Layoutd.ScrollRangeAnswer(response, viewport: Self.flow.viewport)
        // At 320: header 0 at min(max(320, 0), 300) = 300, pinned (300 is not 0), 300..<340 in 320..<520.
        let at320 = answer.attributes(at: 320)
        #expect(Self.paths(at320) == ["h0.0", "c0.2", "h1.0", "c1.0", "c1.1"])
        #expect(at320[0].frame.y == 300 && at320[0].pinned == true)
        // At 360: header 0 at 300 ends at 340, above 360: gone; header 1 at min(max(360, 340), 540) = 360, pinned.
        let at360 = answer.attributes(at: 360)
        #expect(Self.paths(at360) == ["h1.0", "c1.0", "c1.1"])
        #expect(at360[0].frame.y == 360 && at360[0].pinned == true && at360[0].zIndex == 1024)
    }

    @Test("a pinned footer follows the visible bottom between its section's content top and its resting place")
    func footer() throws {
        // A 30-point footer resting at 500, its section's content from 40; view 200 tall, no insets:
        // c = size.height - b - h = 200 - 0 - 30 = 170, lo = min(40, 500) = 40, hi = 500.
        let footer = A(
            indexPath: [0, 0], category: .supplementary, kind: .sectionFooter,
            frame: Layoutd.Rect(x: 0, y: 500, width: 100, height: 30), zIndex: 0, pinned: false,
            follows: Layoutd.Follows(offset: 170, min: 40, max: 500, zIndex: 7))
        let answer = Layoutd.ScrollRangeAnswer(
            Layoutd.ScrollRangeResponse(
                contentSize: Layoutd.Size(width: 100, height: 530),
                scrollRange: Layoutd.ScrollRange(from: 0, to: 330), attributes: [footer]),
            viewport: Layoutd.ScrollViewport(size: Layoutd.Size(width: 100, height: 200)))
        // At 100: min(max(270, 40), 500) = 270, pinned with zIndex 7, inside 100..<300.
        let at100 = try #require(answer.attributes(at: 100).first)
        #expect(at100.frame.y == 270 && at100.pinned == true && at100.zIndex == 7)
        // At 330: min(max(500, 40), 500) = 500, the resting place: not pinned, zIndex 0.
        let at330 = try #require(answer.attributes(at: 330).first)
        #expect(at330.frame.y == 500 && at330.pinned == false && at330.zIndex == 0)
        // At -150 (pulled past the top): min(max(20, 40), 500) = 40, pinned; visible -150..<50 holds 40..<70.
        #expect(answer.attributes(at: -150).first?.frame.y == 40)
    }

    @Test("absent bounds are skipped: no max keeps a header pinned, no min lets the origin fall with the offset")
    func absentBounds() throws {
        let answer = Layoutd.ScrollRangeAnswer(
            Layoutd.ScrollRangeResponse(
                contentSize: Layoutd.Size(width: 100, height: 10_000),
                scrollRange: Layoutd.ScrollRange(from: -1000, to: 9000),
                attributes: [
                    Self.header(0, y: 0, follows: Layoutd.Follows(offset: 20, min: 0, zIndex: 9)),
                    Self.header(1, y: 500, follows: Layoutd.Follows(offset: 20, max: 500, zIndex: 9)),
                ]),
            viewport: Layoutd.ScrollViewport(size: Layoutd.Size(width: 100, height: 200)))
        // At 9000 header 0 is at max(9020, 0) = 9020 (no max); header 1 at min(9020, 500) = 500, out of view.
        #expect(answer.attributes(at: 9000).map(\.frame.y) == [9020])
        // At -1000: header 0 at max(-980, 0) = 0, out of view (-1000..<-800); header 1 at min(-980, 500) = -980,
        // pinned since it is not 500.
        let top = answer.attributes(at: -1000)
        #expect(top.map(\.frame.y) == [-980] && top.first?.pinned == true)
    }

    @Test("zero-area elements are never visible")
    func zeroArea() {
        let answer = Layoutd.ScrollRangeAnswer(
            Layoutd.ScrollRangeResponse(
                contentSize: Layoutd.Size(width: 100, height: 300), scrollRange: Layoutd.ScrollRange(from: 0, to: 0),
                attributes: [
                    Self.cell(0, 0, y: 10, height: 0), Self.cell(0, 1, y: 10, width: 0), Self.cell(0, 2, y: 10),
                ]
            ), viewport: Layoutd.ScrollViewport(size: Layoutd.Size(width: 100, height: 200)))
        #expect(Self.paths(answer.attributes(at: 0)) == ["c0.2"])
    }

    @Test("horizontal scrolling reads x and width; the other coordinate defaults to -contentInset.top")
    func horizontal() throws {
        // A 300 × 100 view with contentInset top 8, scrolling horizontally: a 40-wide header at x 0 pinned with
        // c = left inset 0, lo 0, hi 200; a cell at x 350. Visible at 100: x 100..<400, y -8..<92.
        let header = A(
            indexPath: [0, 0], category: .supplementary, kind: .sectionHeader,
            frame: Layoutd.Rect(x: 0, y: 0, width: 40, height: 84), pinned: false,
            follows: Layoutd.Follows(offset: 0, min: 0, max: 200, zIndex: 1024))
        let below = Self.cell(0, 1, y: 92, x: 120, width: 50)
        let viewport = Layoutd.ScrollViewport(
            scrollDirection: .horizontal, size: Layoutd.Size(width: 300, height: 100),
            contentInset: Layoutd.Insets(top: 8))
        let answer = Layoutd.ScrollRangeAnswer(
            Layoutd.ScrollRangeResponse(
                contentSize: Layoutd.Size(width: 1000, height: 84), scrollRange: Layoutd.ScrollRange(from: 0, to: 700),
                attributes: [header, Self.cell(0, 0, y: 0, x: 350), below]),
            viewport: viewport)
        #expect(answer.visibleRect(at: 100) == Layoutd.Rect(x: 100, y: -8, width: 300, height: 100))
        let at = answer.attributes(at: 100)
        // The header at x min(max(100, 0), 200) = 100, y unchanged; the cell at 350..<450 overlaps 100..<400; the
        // cell at y 92 lies below the visible y -8..<92.
        #expect(at.map(\.frame.x) == [100, 350])
        #expect(at[0].frame.y == 0 && at[0].pinned == true)
    }

    @Test("the other coordinate: the request's, else -contentInset.left, else a mirrored layout's right end")
    func crossOffsetDefaults() {
        let size = Layoutd.Size(width: 100, height: 200)
        let content = Layoutd.Size(width: 100, height: 1000)
        let insets = Layoutd.Insets(left: 5, right: 10)
        #expect(Layoutd.ScrollViewport(size: size, contentInset: insets).crossOffset(contentSize: content) == -5)
        // Mirrored: contentSize.width - size.width + contentInset.right = 100 - 100 + 10.
        #expect(
            Layoutd.ScrollViewport(size: size, contentInset: insets, mirrored: true).crossOffset(contentSize: content)
                == 10)
        #expect(
            Layoutd.ScrollViewport(size: size, contentInset: insets, crossOffset: 3, mirrored: true)
                .crossOffset(contentSize: content) == 3)
    }

    @Test("a viewport read from requests: the axis, the flip each family defaults to, orthogonal offsets")
    func viewportFromRequest() {
        let cv = Layoutd.CollectionView(
            size: Layoutd.Size(width: 320, height: 480), contentOffset: Layoutd.Point(x: 7, y: 99),
            layoutDirection: .rightToLeft)
        let flow = Layoutd.ScrollViewport(
            Layoutd.Request(
                collectionView: cv, layout: Layoutd.FlowLayout(scrollDirection: .horizontal),
                sections: [Layoutd.FlowSection(.uniform(count: 1))]))
        // Horizontal: the other coordinate is y; flow does not flip unless told to.
        #expect(flow.scrollDirection == .horizontal && flow.crossOffset == 99 && !flow.mirrored)
        let magazine = Layoutd.ScrollViewport(
            Layoutd.Request(
                collectionView: cv, layout: Layoutd.MagazineLayout(),
                sections: [
                    Layoutd.MagazineSection(
                        .uniform(count: 1, item: Layoutd.MagazineItem(widthMode: .fullWidth, height: 10)))
                ]))
        #expect(magazine.scrollDirection == .vertical && magazine.crossOffset == 7 && magazine.mirrored)
        let comp = Layoutd.ScrollViewport(
            Layoutd.Request(
                collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 320, height: 480)),
                layout: Layoutd.CompositionalLayout(),
                sections: [
                    Layoutd.CompositionalSection(.uniform(count: 1)),
                    Layoutd.CompositionalSection(
                        .uniform(count: 1), orthogonalContentOffset: Layoutd.Point(x: 50, y: 0)),
                ]))
        #expect(comp.orthogonalContentOffsets == [1: Layoutd.Point(x: 50, y: 0)] && comp.crossOffset == nil)
    }

    @Test("an orthogonal element is tested against the visible rect moved by its section's orthogonalContentOffset")
    func orthogonal() {
        // Section 1 scrolls orthogonally, its cells unscrolled at x 0, 110, 220, 330 (100 wide); its offset x 200
        // moves the 100-wide visible rect to 200..<300: cells 110..<210 and 220..<320 meet it. Section 0's cell at
        // x 0 is tested against the rect itself.
        let cells =
            [Self.cell(0, 0, y: 0)]
            + [0.0, 110, 220, 330].enumerated().map { i, x in
                var a = Self.cell(1, i, y: 100, x: x)
                a.orthogonal = true
                return a
            }
        let answer = Layoutd.ScrollRangeAnswer(
            Layoutd.ScrollRangeResponse(
                contentSize: Layoutd.Size(width: 100, height: 200), scrollRange: Layoutd.ScrollRange(from: 0, to: 0),
                attributes: cells),
            viewport: Layoutd.ScrollViewport(
                size: Layoutd.Size(width: 100, height: 200), orthogonalContentOffsets: [1: Layoutd.Point(x: 200, y: 0)]
            ))
        #expect(Self.paths(answer.attributes(at: 0)) == ["c0.0", "c1.1", "c1.2"])

        // Mirrored, the cells rest at x 0, -110, -220, -330 (100 - x - 100): the trailing ones lie to the left. The
        // offset is physical, so x -200 moves the visible rect (x 0..<100, the mirrored default 100 - 100 + 0) to
        // -200..<-100: cells -110..<-10 and -220..<-120.
        let mirrored = Layoutd.ScrollRangeAnswer(
            Layoutd.ScrollRangeResponse(
                contentSize: Layoutd.Size(width: 100, height: 200), scrollRange: Layoutd.ScrollRange(from: 0, to: 0),
                attributes: cells.map { a in
                    var m = a
                    m.frame.x = 100 - a.frame.x - a.frame.width
                    return m
                }),
            viewport: Layoutd.ScrollViewport(
                size: Layoutd.Size(width: 100, height: 200), mirrored: true,
                orthogonalContentOffsets: [1: Layoutd.Point(x: -200, y: 0)]))
        #expect(mirrored.visibleRect(at: 0).x == 0)
        #expect(Self.paths(mirrored.attributes(at: 0)) == ["c0.0", "c1.1", "c1.2"])
    }

    @Test("one element by what it is, at an offset, visible there or not")
    func lookup() throws {
        let header = try #require(
            Self.flow.attributes(category: .supplementary, kind: .sectionHeader, indexPath: [0, 0], at: 200))
        #expect(header.frame.y == 200 && header.pinned == true)
        #expect(Self.flow.attributes(category: .cell, indexPath: [0, 0], at: 250)?.frame.y == 40)
        #expect(Self.flow.attributes(category: .cell, indexPath: [1, 1], at: 250) == nil)
        #expect(Self.flow.hasFollowers)
    }

    @Test("elements: .scrollRange encodes as the contract names it, and a range answer decodes with follows")
    func wire() throws {
        let request = Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 100, height: 200)),
            layout: Layoutd.FlowLayout(), sections: [Layoutd.FlowSection(.uniform(count: 3))],
            elements: .scrollRange(from: -64, to: 1200.5))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Layoutd.Client.encode(request)) as? [String: Any])
        let range = (json["elements"] as? [String: Any])?["scrollRange"] as? [String: Any]
        #expect(range?["from"] as? Double == -64 && range?["to"] as? Double == 1200.5 && range?.count == 2)
        #expect(
            try JSONDecoder().decode(Layoutd.Request<Layoutd.FlowLayout>.self, from: Layoutd.Client.encode(request))
                == request)

        let body = """
            {"contentSize":{"width":100,"height":580},"scrollRange":{"from":100,"to":250},"attributes":[
            {"indexPath":[0,0],"category":"supplementary","kind":"header",
             "frame":{"x":0,"y":0,"width":100,"height":40},
             "zIndex":0,"pinned":false,"follows":{"offset":0,"min":0,"max":300,"zIndex":1024}},
            {"indexPath":[1,0],"category":"supplementary","kind":"header",
             "frame":{"x":0,"y":340,"width":100,"height":40},
             "zIndex":0,"pinned":false,"follows":{"offset":0,"min":340,"zIndex":1024}}]}
            """
        let decoded = try JSONDecoder().decode(Layoutd.ScrollRangeResponse.self, from: Data(body.utf8))
        #expect(decoded.scrollRange == Layoutd.ScrollRange(from: 100, to: 250))
        #expect(decoded.attributes[0].follows == Layoutd.Follows(offset: 0, min: 0, max: 300, zIndex: 1024))
        #expect(decoded.attributes[1].follows?.max == nil)
        // Written back, an absent bound stays absent.
        let written = String(decoding: try JSONEncoder().encode(decoded.attributes[1].follows), as: UTF8.self)
        #expect(!written.contains("max") && written.contains("\"min\":340"))
    }
}
