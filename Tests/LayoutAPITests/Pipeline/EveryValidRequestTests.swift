import Foundation
import LayoutAPI
import Testing

/// Every valid request is answered: whatever a request's `itemCount` (0 to 10^12) and however many sections it has
/// (up to the 100,000 limit), in every family, asked at one offset deep in the content, as a 64-offset timeline,
/// with an anchor report or as a scroll range, a request valid by the contract and within every limit whose answer
/// fits the attribute and size limits is a 200, through `LayoutAPI.respond` as the server calls it. Items are at
/// least 20 points, so every answer stays small; a layout whose content would pass 1e15 is no valid request (a 422
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

    /// The answer's status and JSON object.
    static func answer(_ body: String) -> (status: Int, json: [String: Any], detail: String) {
        let answer = LayoutAPI.respond(toBody: Array(body.utf8))
        let json = (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any] ?? [:]
        return (answer.status, json, answer.problem.map { "\($0.detail) \($0.errors.map(\.pointer))" } ?? "")
    }

    /// The requests of one family, count and section count: one offset 61% down the content, a 64-offset timeline
    /// across it, an anchor report 37% down and a 600-point scroll range 83% down.
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
                    let answered = answer(body)
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
        #expect(Self.sweep(family, sectionCounts: [1, 7]) == 72)
    }

    @Test("1,000 sections of 0 to 10^9 items, in every family and every way of asking", arguments: Family.allCases)
    func thousandSections(family: Family) {
        #expect(
            Self.sweep(family, sectionCounts: [1_000], counts: [0, 7, 4_097, 1_000_000, 1_000_000_000_000]) >= 16)
    }

    /// One way of asking per family at the section limit (each is a 1.7 to 6 MB body): between them the four.
    @Test("100,000 sections, the section limit, in every family", arguments: Family.allCases)
    func sectionLimit(family: Family) {
        let kind = ["one offset", "timeline", "anchor", "scroll range", "timeline"][
            Family.allCases.firstIndex(of: family) ?? 0]
        let count = [7, 1_000, 1, 4_097, 1_000_000][Family.allCases.firstIndex(of: family) ?? 0]
        #expect(Self.sweep(family, sectionCounts: [100_000], counts: [count], kinds: [kind]) == 1)
    }
}
