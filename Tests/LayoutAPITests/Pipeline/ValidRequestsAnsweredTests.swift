import LayoutAPI
import Testing

/// Five requests valid by the contract and inside every documented limit, each of which a cruder work budget
/// refused with a 422: each is answered, through the served pipeline
/// (`LayoutAPI.respond`), with the numbers the rules give. Their server CPU and answer sizes are in BENCHMARKS.md.
@Suite("Every valid request answered: the budget refuses only abuse")
struct ValidRequestsAnsweredTests {
    static func answer(_ json: String) -> (status: Int, body: String) {
        let a = LayoutAPI.respond(toBody: Array(json.utf8))
        return (a.status, String(decoding: a.body, as: UTF8.self))
    }

    /// How often `needle` occurs in `haystack`.
    static func occurrences(of needle: String, in haystack: String) -> Int {
        var count = 0
        var rest = Substring(haystack)
        while let r = rest.firstRange(of: needle) {
            count += 1
            rest = rest[r.upperBound...]
        }
        return count
    }

    static func sections(_ section: String, _ n: Int) -> String {
        "[" + Array(repeating: section, count: n).joined(separator: ",") + "]"
    }

    /// 365 sections of 3 items of 100×100 under a 30-point pinned header, 64 offsets 700 apart. Each section is
    /// 30 + 100 = 130 tall (3 × 100 + 2 × 10 = 320 fits 375). At y 700 the header of section 5 (650...780) pins:
    /// `min(max(700 + 0, 650), 780 - 30)` = 700.
    @Test("a 365-section calendar with pinned headers and a 64-offset timeline")
    func calendar() {
        let offsets = (0..<64).map { #"{"x": 0, "y": \#($0 * 700)}"# }.joined(separator: ",")
        let (status, body) = Self.answer(
            #"""
            {"collectionView": {"size": {"width": 375, "height": 667}, "contentOffsets": [\#(offsets)]},
             "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}, "minimumInteritemSpacing": 10,
                        "headerReferenceSize": {"width": 0, "height": 30}, "pinning": {"headers": "all"}},
             "sections": \#(Self.sections(#"{"itemCount": 3}"#, 365))}
            """#)
        #expect(status == 200)
        #expect(
            body.contains(#"{"indexPath":[5,0],"category":"supplementary","kind":"header","frame":{"x":0,"y":700,"#))
    }

    /// 13 magazine sections of `n` half-width items 50 tall: two per row, so at the top the first 667 points
    /// hold rows 0...13 of section 0 (14 rows × 50 = 700 > 667): 28 cells. No cliff between 4,096 and 4,097.
    @Test("13 magazine sections of 4,096 half-width items, and of 4,097", arguments: [4096, 4097])
    func magazine(items n: Int) {
        let (status, body) = Self.answer(
            #"""
            {"collectionView": {"size": {"width": 375, "height": 667}}, "layout": {"type": "magazine"},
             "sections": \#(Self.sections(#"{"itemCount": \#(n), "item": {"widthMode": "halfWidth", "height": 50}}"#, 13))}
            """#)
        #expect(status == 200)
        #expect(Self.occurrences(of: #""category":"cell""#, in: body) == 28)
    }

    /// 30,000 sections of 3 items of 100×100 (one line each, 100 tall): at y 2,000,000 the bounds start on section
    /// 20,000's line (2,000,000 / 100), which lies entirely inside the 667-point bounds: `topItem [20000, 0]`,
    /// distance `2,000,000 - (2,000,000 + 0)` = 0.
    @Test("an anchor report at y 2,000,000 in 30,000 flow sections")
    func deepAnchor() {
        let (status, body) = Self.answer(
            #"""
            {"collectionView": {"size": {"width": 375, "height": 667}, "contentOffset": {"x": 0, "y": 2000000}},
             "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}}, "anchor": "report",
             "sections": \#(Self.sections(#"{"itemCount": 3}"#, 30000))}
            """#)
        #expect(status == 200)
        #expect(body.contains(#""anchor":{"position":"topItem","item":[20000,0],"distance":0}"#))
    }

    /// 10^6 items 3.75 × 10 with no spacing: 100 per 375-point line, 10,000 lines. The rect x 101.25...106.25
    /// meets column 27 (101.25...105) and column 28 (105...108.75) of every line, 0...100,000 every line:
    /// 2 × 10,000 cells.
    @Test("a 5-point-wide, 100,000-point-tall rect over a 100-column uniform grid of 10^6 items")
    func narrowRect() {
        let (status, body) = Self.answer(
            #"""
            {"collectionView": {"size": {"width": 375, "height": 667}},
             "layout": {"type": "flow", "itemSize": {"width": 3.75, "height": 10}, "minimumInteritemSpacing": 0,
                        "minimumLineSpacing": 0},
             "sections": [{"itemCount": 1000000}],
             "elements": {"rect": {"x": 101.25, "y": 0, "width": 5, "height": 100000}}}
            """#)
        #expect(status == 200)
        #expect(Self.occurrences(of: #""category":"cell""#, in: body) == 20_000)
        #expect(body.contains(#"{"indexPath":[0,999927],"category":"cell","frame":{"x":101.25,"y":99990,"#))
    }

    /// 100,000 sections of 6 items of 100×100 (two lines of 3: 30 + 210 = 230 tall... lines 100 apart with
    /// spacing 10: 30 + 100 + 10 + 100 = 240) under 30-point pinned headers, at y 5,000,000: section
    /// floor(5,000,000 / 240) = 20,833 (4,999,920...5,000,160) pins its header at `min(max(5,000,000, 4,999,920),
    /// 5,000,160 - 30)` = 5,000,000.
    @Test("one offset over 100,000 sections of 6 items with pinned headers")
    func manyPinnedSections() {
        let (status, body) = Self.answer(
            #"""
            {"collectionView": {"size": {"width": 375, "height": 667}, "contentOffset": {"x": 0, "y": 5000000}},
             "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100},
                        "headerReferenceSize": {"width": 0, "height": 30}, "pinning": {"headers": "all"}},
             "sections": \#(Self.sections(#"{"itemCount": 6}"#, 100000))}
            """#)
        #expect(status == 200)
        #expect(
            body.contains(
                #"{"indexPath":[20833,0],"category":"supplementary","kind":"header","frame":{"x":0,"y":5000000,"#))
    }
}
