import Foundation
import LayoutAPI
import Testing

/// The contract's worked example of "Updates that animate" under each policy, and the same chat laid out by
/// MagazineLayout (whose zIndexes tell the policies apart) with a message appended and one deleted; every expected
/// number derived by hand in the comments.
@Suite("Updates: the contract's worked example under each policy, derived by hand")
struct UpdateWorkedExampleTests {
    /// A–D (ids), 375 × 100, a column with 10 between rows: y 0, 110, 220, 330; the content is 430 tall.
    static func items(_ ids: [String], magazine: Bool) -> String {
        "["
            + ids.map { id in
                magazine
                    ? #"{"id": "\#(id)", "widthMode": "fullWidth", "height": 100}"#
                    : #"{"id": "\#(id)", "width": 375, "height": 100}"#
            }.joined(separator: ", ") + "]"
    }

    static func body(
        new: [String], previous: [String], animation: String?, magazine: Bool = false, elements: String = "visible"
    ) -> String {
        let layout =
            magazine
            ? #"{"type": "magazine", "verticalSpacing": 10, "verticalLayoutDirection": "bottomToTop"}"#
            : #"{"type": "flow", "minimumLineSpacing": 10, "verticalLayoutDirection": "bottomToTop"}"#
        let policy = animation.map { #", "updateAnimation": "\#($0)""# } ?? ""
        return """
            {"collectionView": {"size": {"width": 375, "height": 250}}, "layout": \(layout),
             "sections": [{"items": \(items(new, magazine: magazine))}], "anchor": {"position": "bottom"},
             "elements": "\(elements)",
             "previous": {"sections": [{"items": \(items(previous, magazine: magazine))}],
                          "contentOffset": {"x": 0, "y": 180}}\(policy)}
            """
    }

    /// (change, indexPath, previousIndexPath, id, from (y, zIndex, alpha), to (y, zIndex, alpha)); every frame is
    /// x 0, 375 × 100.
    typealias Row = (String, [Int]?, [Int]?, String, (Double, Int, Double), (Double, Int, Double))

    static func check(_ body: String, offsets: (from: Double, to: Double), _ rows: [Row]) throws {
        let answer = LayoutAPI.respond(toBody: Array(body.utf8))
        #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
        let updates = try #require(wireAnswer(answer.body)?.updates)
        #expect(updates.from == WireLayoutAnswer.Point(x: 0, y: offsets.from))
        #expect(updates.to == WireLayoutAnswer.Point(x: 0, y: offsets.to))
        #expect(updates.elements.count == rows.count, "\(updates.elements)")
        for (got, row) in zip(updates.elements, rows) {
            func end(_ e: (Double, Int, Double)) -> WireLayoutAnswer.End {
                WireLayoutAnswer.End(frame: .init(x: 0, y: e.0, width: 375, height: 100), zIndex: e.1, alpha: e.2)
            }
            let want = WireLayoutAnswer.Element(
                change: row.0, indexPath: row.1, previousIndexPath: row.2, id: row.3, category: "cell", kind: nil,
                from: end(row.4), to: end(row.5))
            #expect(got == want)
        }
    }

    // The worked example: A–D at offset 180, the bottom (430 − 250); E appended and the anchor `bottom` sent: the
    // content is 540 tall, the new offset 540 − 250 = 290, d = 180 − 290 = −110. Visible before, [180, 430): B
    // (110…210), C, D; after, [290, 540): C, D, E (440…540). Listed in the new layout's order: B, C, D
    // "unchanged" with from = to (y 110, 220, 330; flow's zIndex 0, alpha 1), then E "inserted", to y 440.

    @Test("fade: E starts at its final frame, transparent (on screen it rises from 260 to 150 as it fades in)")
    func fade() throws {
        try Self.check(
            Self.body(new: ["A", "B", "C", "D", "E"], previous: ["A", "B", "C", "D"], animation: "fade"),
            offsets: (180, 290),
            [
                ("unchanged", [0, 1], [0, 1], "B", (110, 0, 1), (110, 0, 1)),
                ("unchanged", [0, 2], [0, 2], "C", (220, 0, 1), (220, 0, 1)),
                ("unchanged", [0, 3], [0, 3], "D", (330, 0, 1), (330, 0, 1)),
                // to's frame and zIndex, alpha 0: y 440 against 180 is 260 on screen; against 290, 150.
                ("inserted", [0, 4], nil, "E", (440, 0, 0), (440, 0, 1)),
            ])
    }

    @Test("fade is the default")
    func fadeByDefault() throws {
        let implicit = LayoutAPI.respond(
            toBody: Array(
                Self.body(new: ["A", "B", "C", "D", "E"], previous: ["A", "B", "C", "D"], animation: nil).utf8))
        let explicit = LayoutAPI.respond(
            toBody: Array(
                Self.body(new: ["A", "B", "C", "D", "E"], previous: ["A", "B", "C", "D"], animation: "fade").utf8))
        #expect(implicit.status == 200)
        #expect(implicit.body == explicit.body)
    }

    @Test("magazine: E starts moved by d, transparent (on screen at 150 from the start: it fades in place)")
    func magazine() throws {
        try Self.check(
            Self.body(new: ["A", "B", "C", "D", "E"], previous: ["A", "B", "C", "D"], animation: "magazine"),
            offsets: (180, 290),
            [
                // Elements in both: zIndex 0 (flow's is 0 anyway).
                ("unchanged", [0, 1], [0, 1], "B", (110, 0, 1), (110, 0, 1)),
                ("unchanged", [0, 2], [0, 2], "C", (220, 0, 1), (220, 0, 1)),
                ("unchanged", [0, 3], [0, 3], "D", (330, 0, 1), (330, 0, 1)),
                // to's frame moved by d: 440 − 110 = 330; against 180 that is 150 on screen, where it ends.
                ("inserted", [0, 4], nil, "E", (330, 0, 0), (440, 0, 1)),
            ])
    }

    @Test("none: E is at its final attributes at both ends (UIKit's documented nil)")
    func none() throws {
        try Self.check(
            Self.body(new: ["A", "B", "C", "D", "E"], previous: ["A", "B", "C", "D"], animation: "none"),
            offsets: (180, 290),
            [
                ("unchanged", [0, 1], [0, 1], "B", (110, 0, 1), (110, 0, 1)),
                ("unchanged", [0, 2], [0, 2], "C", (220, 0, 1), (220, 0, 1)),
                ("unchanged", [0, 3], [0, 3], "D", (330, 0, 1), (330, 0, 1)),
                ("inserted", [0, 4], nil, "E", (440, 0, 1), (440, 0, 1)),
            ])
    }

    // The same chat laid out by MagazineLayout: zIndex is `numberOfItems - item`, so before (4 items) A–D are
    // 4, 3, 2, 1 and after (5 items) A–E are 5, 4, 3, 2, 1.

    @Test("magazine family, appended: in-both elements start at zIndex 0 under magazine, at their own under fade")
    func magazineZIndexes() throws {
        try Self.check(
            Self.body(
                new: ["A", "B", "C", "D", "E"], previous: ["A", "B", "C", "D"], animation: "magazine", magazine: true),
            offsets: (180, 290),
            [
                ("unchanged", [0, 1], [0, 1], "B", (110, 0, 1), (110, 4, 1)),
                ("unchanged", [0, 2], [0, 2], "C", (220, 0, 1), (220, 3, 1)),
                ("unchanged", [0, 3], [0, 3], "D", (330, 0, 1), (330, 2, 1)),
                // to's zIndex (1), moved by d = −110.
                ("inserted", [0, 4], nil, "E", (330, 1, 0), (440, 1, 1)),
            ])
        try Self.check(
            Self.body(
                new: ["A", "B", "C", "D", "E"], previous: ["A", "B", "C", "D"], animation: "fade", magazine: true),
            offsets: (180, 290),
            [
                ("unchanged", [0, 1], [0, 1], "B", (110, 3, 1), (110, 4, 1)),
                ("unchanged", [0, 2], [0, 2], "C", (220, 2, 1), (220, 3, 1)),
                ("unchanged", [0, 3], [0, 3], "D", (330, 1, 1), (330, 2, 1)),
                ("inserted", [0, 4], nil, "E", (440, 1, 0), (440, 1, 1)),
            ])
    }

    // B deleted from A–D at 180 with the anchor `bottom`: A, C, D are 320 tall, the new offset 320 − 250 = 70,
    // d = 110. Visible before: B, C, D; after, [70, 320): A (0…100), C (now 110…210), D (220…320). Listed: A
    // "unchanged" (from its previous frame y 0, though it was not visible: it is in both), C and D "moved" up one
    // index, then B "deleted". zIndexes after: 3 − item (A 3, C 2, D 1); before: A 4, B 3, C 2, D 1.

    @Test("magazine family, deleted: to is from's frame at alpha 0, zIndex 0 under magazine and its own under fade")
    func deleted() throws {
        try Self.check(
            Self.body(new: ["A", "C", "D"], previous: ["A", "B", "C", "D"], animation: "fade", magazine: true),
            offsets: (180, 70),
            [
                ("unchanged", [0, 0], [0, 0], "A", (0, 4, 1), (0, 3, 1)),
                ("moved", [0, 1], [0, 2], "C", (220, 2, 1), (110, 2, 1)),
                ("moved", [0, 2], [0, 3], "D", (330, 1, 1), (220, 1, 1)),
                ("deleted", nil, [0, 1], "B", (110, 3, 1), (110, 3, 0)),
            ])
        try Self.check(
            Self.body(new: ["A", "C", "D"], previous: ["A", "B", "C", "D"], animation: "magazine", magazine: true),
            offsets: (180, 70),
            [
                ("unchanged", [0, 0], [0, 0], "A", (0, 0, 1), (0, 3, 1)),
                ("moved", [0, 1], [0, 2], "C", (220, 0, 1), (110, 2, 1)),
                ("moved", [0, 2], [0, 3], "D", (330, 0, 1), (220, 1, 1)),
                // Deleted elements are not moved by d (MagazineLayout compensates inserted cells only).
                ("deleted", nil, [0, 1], "B", (110, 3, 1), (110, 0, 0)),
            ])
        try Self.check(
            Self.body(new: ["A", "C", "D"], previous: ["A", "B", "C", "D"], animation: "none", magazine: true),
            offsets: (180, 70),
            [
                ("unchanged", [0, 0], [0, 0], "A", (0, 4, 1), (0, 3, 1)),
                ("moved", [0, 1], [0, 2], "C", (220, 2, 1), (110, 2, 1)),
                ("moved", [0, 2], [0, 3], "D", (330, 1, 1), (220, 1, 1)),
                ("deleted", nil, [0, 1], "B", (110, 3, 1), (110, 3, 1)),
            ])
    }

    @Test("the rest of the answer is the new request's own, byte for byte, with updates last")
    func restOfTheAnswer() throws {
        let own = """
            {"collectionView": {"size": {"width": 375, "height": 250}},
             "layout": {"type": "flow", "minimumLineSpacing": 10, "verticalLayoutDirection": "bottomToTop"},
             "sections": [{"items": \(Self.items(["A", "B", "C", "D", "E"], magazine: false))}],
             "anchor": {"position": "bottom"}, "elements": "visible"}
            """
        let alone = LayoutAPI.respond(toBody: Array(own.utf8))
        let update = LayoutAPI.respond(
            toBody: Array(
                Self.body(new: ["A", "B", "C", "D", "E"], previous: ["A", "B", "C", "D"], animation: "fade").utf8))
        let text = String(decoding: update.body, as: UTF8.self)
        let prefix = String(decoding: alone.body.dropLast(), as: UTF8.self)
        #expect(
            text.hasPrefix(
                prefix
                    + #","updates":{"from":{"x":0,"y":180},"to":{"x":0,"y":290},"elements":[{"change":"unchanged","indexPath":[0,1],"previousIndexPath":[0,1],"id":"B","category":"cell","from":{"frame":{"x":0,"y":110,"width":375,"height":100},"zIndex":0,"alpha":1},"to":"#
            ))
        #expect(
            text.hasSuffix(
                #"{"change":"inserted","indexPath":[0,4],"id":"E","category":"cell","from":{"frame":{"x":0,"y":440,"width":375,"height":100},"zIndex":0,"alpha":0},"to":{"frame":{"x":0,"y":440,"width":375,"height":100},"zIndex":0,"alpha":1}}]}}"#
            ))
    }
}
