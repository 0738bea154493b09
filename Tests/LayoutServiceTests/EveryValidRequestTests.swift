import Foundation
import LayoutAPI
import LayoutSVG
import LayoutService
import Testing

/// Every valid request is answered: whatever a request's `itemCount` (0 to 10^12) and however many sections it has
/// (up to the 100,000 limit), in every family, asked at one offset deep in the content, as a 64-offset timeline,
/// with an anchor report, as a scroll range or as an SVG picture, a request valid by the contract and within every
/// limit whose answer fits the attribute and size limits is a 200, through `LayoutAPI.respond` as the server calls
/// it (with the server's SVG renderer for the picture). Items are at least 20 points, so every answer stays small; a layout whose content would pass 1e15 is no valid request (a 422
/// naming the count that drives it), and the generator says which those are before asking.
@Suite("Every valid request is answered")
struct EveryValidRequestTests {
    enum Family: String, CaseIterable, Sendable {
        case flow, waterfall, iglist, magazine, compositional
    }

    static let counts = [0, 1, 7, 1_000, 4_096, 4_097, 1_000_000, 1_000_000_000, 1_000_000_000_000]

    /// The layout and the sections of a request: `n` sections of `count` items each, each with a header, pinned
    /// (but IGListKit's and magazine's of the 100,000, whose headers are their sections' own fields: the body stays
    /// within 8 MiB), items at least 20 points tall; and the content's height along the scroll axis as the
    /// generator expects it (rows of the family times the row pitch, headers included), to keep it within 1e15.
    static func parts(_ family: Family, sections n: Int, count: Int) -> (
        layout: String, sections: String, height: Double
    ) {
        let compact = n > 10_000
        let rows: (Int) -> Double = { perRow in Double((count + perRow - 1) / perRow) }
        let layout: String
        let section: String
        let height: Double
        switch family {
        case .flow:
            // (375 + 10) / 30: 12 to a line, lines 30 apart.
            layout =
                #"{"type": "flow", "itemSize": {"width": 20, "height": 20}, "headerReferenceSize": {"width": 0, "height": 24}, "pinning": {"headers": "all"}}"#
            section = #"{"itemCount": \#(count)}"#
            height = rows(12) * 30 + 24
        case .waterfall:
            layout =
                #"{"type": "waterfall", "columnCount": 4, "itemSize": {"width": 100, "height": 25}, "headerHeight": 24, "pinning": {"headers": "all", "stickHeight": 8}}"#
            section = #"{"itemCount": \#(count)}"#
            height = rows(4) * 31 + 24
        case .iglist:
            layout = #"{"type": "iglist", "itemSize": {"width": 20, "height": 20}, "pinning": {"headers": "all"}}"#
            section =
                compact
                ? #"{"itemCount": \#(count)}"#
                : #"{"itemCount": \#(count), "headerSize": {"width": 375, "height": 24}, "minimumInteritemSpacing": 5}"#
            height = compact ? rows(18) * 20 : rows(15) * 20 + 24
        case .magazine:
            layout = #"{"type": "magazine", "verticalSpacing": 4, "pinning": {"headers": "all"}}"#
            section =
                compact
                ? #"{"itemCount": \#(count), "item": {"widthMode": "fifthWidth", "height": 20}}"#
                : #"{"itemCount": \#(count), "item": {"widthMode": "fifthWidth", "height": 20}, "header": {"height": 24}, "background": true}"#
            height = rows(5) * 24 + 24
        case .compositional:
            layout =
                #"{"type": "compositional", "section": {"interGroupSpacing": 4, "boundarySupplementaryItems": [{"elementKind": "header", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 24}}, "alignment": "top", "pinToVisibleBounds": true}], "group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 20}}, "count": 5, "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.2}, "heightDimension": {"fractionalHeight": 1}}}}}}"#
            section = #"{"itemCount": \#(count)}"#
            height = rows(5) * 24 + 24
        }
        return (layout, "[" + Array(repeating: section, count: n).joined(separator: ",") + "]", height * Double(n))
    }

    /// The answer's status and JSON object (none for a picture).
    static func answer(_ body: String, svg: Bool = false) -> (status: Int, json: [String: Any], detail: String) {
        let answer = LayoutAPI.respond(toBody: Array(body.utf8), renderer: svg ? SVGRenderer.renderer : .json)
        let json = (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any] ?? [:]
        return (answer.status, json, answer.problem.map { "\($0.detail) \($0.errors.map(\.pointer))" } ?? "")
    }

    /// The requests of one family, count and section count: one offset 61% down the content, a 64-offset timeline
    /// across it, an anchor report 37% down, a 600-point scroll range 83% down and the picture of an offset 53%
    /// down (kind "svg").
    static func requests(_ family: Family, sections n: Int, count: Int, height: Double) -> [(String, String)] {
        let (layout, sections, _) = parts(family, sections: n, count: count)
        let view = #""size": {"width": 375, "height": 480}, "scale": 3"#
        func body(_ collectionView: String, _ extra: String) -> String {
            #"{"collectionView": {\#(view)\#(collectionView)}, "layout": \#(layout), "sections": \#(sections)\#(extra)}"#
        }
        func at(_ fraction: Double) -> Double { (Swift.max(0, height - 480) * fraction).rounded() }
        let timeline = (0..<64).map { #"{"x": 0, "y": \#(at(Double($0) / 63))}"# }.joined(separator: ",")
        return [
            ("one offset", body(#", "contentOffset": {"x": 0, "y": \#(at(0.61))}"#, "")),
            ("timeline", body(#", "contentOffsets": [\#(timeline)]"#, "")),
            ("anchor", body(#", "contentOffset": {"x": 0, "y": \#(at(0.37))}"#, #", "anchor": "report""#)),
            (
                "scroll range",
                body("", #", "elements": {"scrollRange": {"from": \#(at(0.83)), "to": \#(at(0.83) + 600)}}"#)
            ),
            ("svg", body(#", "contentOffset": {"x": 0, "y": \#(at(0.53))}"#, "")),
        ]
    }

    /// Sends the requests of `family` at `sectionCounts` and `counts` (those of `kinds`, every one by default);
    /// returns how many were sent.
    static func sweep(
        _ family: Family, sectionCounts: [Int], counts: [Int] = counts, kinds: Set<String>? = nil
    ) -> Int {
        var sent = 0
        for n in sectionCounts {
            for count in counts {
                let height = parts(family, sections: n, count: count).height
                // Content past 1e15 is no valid request: answered with the 422 naming the count, checked once.
                if height > 9e14 {
                    if height > 2e15 {
                        let refused = answer(requests(family, sections: n, count: count, height: 0)[0].1)
                        #expect(
                            refused.status == 422
                                && (refused.detail.contains("itemCount") || refused.detail.contains("1e15")),
                            "\(family) \(n) × \(count): \(refused.status) \(refused.detail)")
                        sent += 1
                    }
                    continue
                }
                for (kind, body) in requests(family, sections: n, count: count, height: height)
                where kinds.map({ $0.contains(kind) }) ?? true {
                    let answered = answer(body, svg: kind == "svg")
                    sent += 1
                    #expect(
                        answered.status == 200,
                        "\(family) \(n) sections × \(count) items, \(kind): \(answered.status) \(answered.detail)")
                }
            }
        }
        return sent
    }

    @Test("1 and 7 sections of every count, in every family and every way of asking", arguments: Family.allCases)
    func everyCount(family: Family) {
        #expect(Self.sweep(family, sectionCounts: [1, 7]) == 90)
    }

    /// 45 requests a family but those whose content passes 1e15 at 10^12 items: one 422 instead of five (flow,
    /// waterfall, magazine, compositional), or none where it passes it by less than twice (IGListKit, 1.3e15).
    @Test("1,000 sections of 0 to 10^12 items, in every family and every way of asking", arguments: Family.allCases)
    func thousandSections(family: Family) {
        #expect(Self.sweep(family, sectionCounts: [1_000]) == (family == .iglist ? 40 : 41))
    }

    /// Every way of asking at the section limit (each a 1.7 to 6 MB body), one count a family.
    @Test("100,000 sections, the section limit, in every family and every way of asking", arguments: Family.allCases)
    func sectionLimit(family: Family) {
        let count = [1_000_000_000, 1_000, 4_096, 4_097, 1_000_000][Family.allCases.firstIndex(of: family) ?? 0]
        #expect(Self.sweep(family, sectionCounts: [100_000], counts: [count]) == 5)
    }

    /// A request the work budget once refused: `n` sections of `section` and the content height the rules give.
    struct OnceRefused: Sendable, CustomTestStringConvertible {
        var layout: String
        var section: String
        var n: Int
        var height: Double
        var testDescription: String { "\(n) × \(section)" }
    }

    static let flow1x1 = #"{"type": "flow", "itemSize": {"width": 1, "height": 1}}"#
    static let fifths = #"{"itemCount": 1000, "item": {"widthMode": "fifthWidth", "height": 1}}"#

    /// Flow with 1×1 items and the default spacings of 10: floor((375 + 10) / 11) = 35 items a line, so `c` items
    /// are ceil(c / 35) lines, 11 · lines − 10 points a section (1,000: 29 lines; 10^6: 28,572; 10^9: 28,571,429).
    /// Magazine `fifthWidth` items of height 1 with no spacing: 5 a row, 200 rows, 200 points a section.
    static let refusedOnce: [OnceRefused] = [
        OnceRefused(layout: flow1x1, section: #"{"itemCount": 1000}"#, n: 2_678, height: 2_678.0 * 309),
        OnceRefused(layout: flow1x1, section: #"{"itemCount": 1000}"#, n: 3_800, height: 3_800.0 * 309),
        OnceRefused(
            layout: flow1x1, section: #"{"itemCount": 1000000}"#, n: 3_800, height: 3_800.0 * (11 * 28_572 - 10)),
        OnceRefused(
            layout: flow1x1, section: #"{"itemCount": 1000000000}"#, n: 3_800,
            height: 3_800.0 * (11 * 28_571_429 - 10)),
        OnceRefused(layout: #"{"type": "magazine"}"#, section: fifths, n: 321, height: 321.0 * 200),
    ]

    /// The requests the work budget once refused (a few thousand cells on screen each, the counts far below the
    /// limits), each a 200 at an offset deep in its content, with its content height from the rules.
    @Test(
        "flow 2,678 × 1,000 and 3,800 × 10^3, 10^6, 10^9 items of 1×1, magazine 321 × 1,000 fifthWidth: each a 200",
        arguments: refusedOnce)
    func onceRefused(_ probe: OnceRefused) {
        let sections = "[" + Array(repeating: probe.section, count: probe.n).joined(separator: ",") + "]"
        let y = (probe.height * 0.61).rounded()
        let view = #"{"size": {"width": 375, "height": 667}, "contentOffset": {"x": 0, "y": \#(y)}}"#
        let body = #"{"collectionView": \#(view), "layout": \#(probe.layout), "sections": \#(sections)}"#
        let answered = Self.answer(body)
        let content = answered.json["contentSize"] as? [String: Any]
        let cells = (answered.json["attributes"] as? [Any])?.count ?? 0
        #expect(answered.status == 200, "\(answered.status) \(answered.detail)")
        #expect((content?["height"] as? Double) == probe.height && cells > 1_000, "\(content ?? [:]), \(cells) cells")
    }
}
