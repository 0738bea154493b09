import Foundation
import LayoutClient
import Testing

/// `Layoutd.UpdateIndex`, the platform-independent half of the update hooks: the committed answers of the
/// contract's worked example decoded, and hand-written answers, looked up by new and previous index path. Every
/// expected number is derived here from the contract ("Updates that animate"), never copied from an answer.
@Suite("UpdateIndex: an update answer's ends by new and previous index path, derived by hand from the contract")
struct UpdateIndexTests {
    /// `Tests/Fixtures`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A committed answer of `Tests/Fixtures`.
    static func answer(_ name: String) throws -> Layoutd.Response {
        try JSONDecoder().decode(
            Layoutd.Response.self, from: Data(contentsOf: fixtures.appendingPathComponent("\(name).answer.json")))
    }

    /// An answer written in a test.
    static func answer(json: String) throws -> Layoutd.Response {
        try JSONDecoder().decode(Layoutd.Response.self, from: Data(json.utf8))
    }

    // MARK: The worked example

    // One column of 375 × 100 messages, `minimumLineSpacing` 10, bounds 375 × 250, no insets, bottom to top. Item i
    // (A = 0 … E = 4) lies at y = 110 i. A–D are 4 · 100 + 3 · 10 = 430 tall, so their bottom is at 430 − 250 = 180;
    // with E, 540 tall, the bottom anchor resolves to 540 − 250 = 290.
    static func y(_ item: Int) -> Double { Double(item) * (100 + 10) }
    static let previousOffset = 4.0 * 100 + 3 * 10 - 250
    static let newOffset = 5.0 * 100 + 4 * 10 - 250
    /// `d = previousOffset - newOffset`: −110.
    static let d = previousOffset - newOffset
    static func message(_ item: Int, alpha: Double = 1) -> Layoutd.UpdateEnd {
        Layoutd.UpdateEnd(frame: Layoutd.Rect(x: 0, y: y(item), width: 375, height: 100), zIndex: 0, alpha: alpha)
    }

    @Test("the derivation's own numbers: offsets 180 and 290, d = −110, E at 440")
    func derivation() {
        #expect(Self.previousOffset == 180 && Self.newOffset == 290 && Self.d == -110 && Self.y(4) == 440)
    }

    @Test(
        "the worked example under each policy: E's from and to, B, C and D unchanged, A not listed",
        arguments: ["fade", "magazine"])
    func workedExample(policy: String) throws {
        let answer = try Self.answer("example-chat-append-\(policy)")
        let updates = try #require(answer.updates)
        #expect(updates.from == Layoutd.Point(x: 0, y: Self.previousOffset))
        #expect(updates.to == Layoutd.Point(x: 0, y: Self.newOffset))
        // Listed: B, C, D (visible at 180: 180…430 meets 110…210, 220…320, 330…430) and C, D, E (visible at 290),
        // each once, the new layout's order.
        #expect(updates.elements.map(\.id) == ["B", "C", "D", "E"])
        let index = Layoutd.UpdateIndex(updates)

        // E: inserted at [0, 4], to at y 440; from at y 440 (fade) or 440 + d = 330 (magazine), alpha 0.
        let e = try #require(index.element(.cell, at: [0, 4]))
        #expect(e.change == .inserted && e.previousIndexPath == nil && e.id == "E" && e.kind == nil)
        #expect(e.to == Self.message(4))
        var expectedFrom = Self.message(4, alpha: 0)
        if policy == "magazine" { expectedFrom.frame.y += Self.d }
        #expect(index.appearing(.cell, at: [0, 4]) == expectedFrom)
        #expect(index.appearing(.cell, kind: .sectionHeader, at: [0, 4]) == expectedFrom, "a cell's kind is ignored")
        // On screen: fade rises from 440 − 180 = 260 to 440 − 290 = 150; magazine stays at 330 − 180 = 150.
        let start = expectedFrom.frame.y - updates.from.y
        let end = e.to.frame.y - updates.to.y
        #expect(end == 150)
        #expect(start == (policy == "magazine" ? 150 : 260))
        // Nothing was at [0, 4] before: E does not disappear.
        #expect(index.disappearing(.cell, at: [0, 4]) == nil)

        // B, C, D: unchanged at their own index paths, from = to = y 110, 220, 330, alpha 1 under both policies
        // (flow's zIndex is 0, so magazine's zIndex 0 for an element in both changes nothing here).
        for item in 1...3 {
            let element = try #require(index.element(.cell, at: [0, item]))
            #expect(element.change == .unchanged && element.previousIndexPath == [0, item])
            #expect(index.appearing(.cell, at: [0, item]) == Self.message(item))
            #expect(index.disappearing(.cell, at: [0, item]) == Self.message(item))
        }
        // A is visible on neither side (0…100 meets neither 180…430 nor 290…540): UIKit answers for it.
        #expect(index.appearing(.cell, at: [0, 0]) == nil && index.disappearing(.cell, at: [0, 0]) == nil)
        // The category is part of the name.
        #expect(index.appearing(.supplementary, kind: .sectionHeader, at: [0, 4]) == nil)
    }

    @Test("an end shown at another offset keeps its place on screen", arguments: ["fade", "magazine"])
    func shownElsewhere(policy: String) throws {
        let index = Layoutd.UpdateIndex(try #require(try Self.answer("example-chat-append-\(policy)").updates))
        // The user scrolled 5 up after asking: the previous side is shown at 175, E's start 5 higher in the content.
        var from = Self.message(4, alpha: 0)
        if policy == "magazine" { from.frame.y += Self.d }
        from.frame.y -= 5
        #expect(index.appearing(.cell, at: [0, 4], shownAt: Layoutd.Point(x: 0, y: Self.previousOffset - 5)) == from)
        // At the answer's own offsets nothing moves.
        #expect(
            index.disappearing(.cell, at: [0, 2], shownAt: Layoutd.Point(x: 0, y: Self.newOffset)) == Self.message(2))
    }

    @Test("the committed answers read back to the same JSON, updates included", arguments: ["fade", "magazine"])
    func answersRoundTrip(policy: String) throws {
        let url = Self.fixtures.appendingPathComponent("example-chat-append-\(policy).answer.json")
        let bytes = try Data(contentsOf: url)
        let answer = try JSONDecoder().decode(Layoutd.Response.self, from: bytes)
        let original = try JSONSerialization.jsonObject(with: bytes) as? NSDictionary
        let written = try JSONSerialization.jsonObject(with: JSONEncoder().encode(answer)) as? NSDictionary
        #expect(original != nil && original == written)
    }

    // MARK: A deleted message

    /// The chat with B deleted under `fade`, written by hand from the contract. Before: A–D at 180 (visible 180…430:
    /// B at [0, 1] y 110, C 220, D 330). After: A, C, D, 3 · 100 + 2 · 10 = 320 tall, the bottom anchor resolving to
    /// 320 − 250 = 70 (visible 70…320: A y 0, C 110, D 220); d = 180 − 70 = 110. Listed: A, C, D in the new order,
    /// then B. A is in both at [0, 0] (its from is its previous frame, y 0); C and D moved up one index; B's `to`
    /// under fade is its `from` frame and zIndex at alpha 0.
    static let deletedB = """
        {"contentSize": {"width": 375, "height": 320}, "contentOffset": {"x": 0, "y": 70},
         "anchor": {"position": "bottom"},
         "attributes": [
          {"indexPath": [0, 0], "id": "A", "category": "cell", "frame": {"x": 0, "y": 0, "width": 375, "height": 100},
           "zIndex": 0},
          {"indexPath": [0, 1], "id": "C", "category": "cell",
           "frame": {"x": 0, "y": 110, "width": 375, "height": 100}, "zIndex": 0},
          {"indexPath": [0, 2], "id": "D", "category": "cell",
           "frame": {"x": 0, "y": 220, "width": 375, "height": 100}, "zIndex": 0}],
         "updates": {"from": {"x": 0, "y": 180}, "to": {"x": 0, "y": 70}, "elements": [
          {"change": "unchanged", "indexPath": [0, 0], "previousIndexPath": [0, 0], "id": "A", "category": "cell",
           "from": {"frame": {"x": 0, "y": 0, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1},
           "to": {"frame": {"x": 0, "y": 0, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}},
          {"change": "moved", "indexPath": [0, 1], "previousIndexPath": [0, 2], "id": "C", "category": "cell",
           "from": {"frame": {"x": 0, "y": 220, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1},
           "to": {"frame": {"x": 0, "y": 110, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}},
          {"change": "moved", "indexPath": [0, 2], "previousIndexPath": [0, 3], "id": "D", "category": "cell",
           "from": {"frame": {"x": 0, "y": 330, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1},
           "to": {"frame": {"x": 0, "y": 220, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1}},
          {"change": "deleted", "previousIndexPath": [0, 1], "id": "B", "category": "cell",
           "from": {"frame": {"x": 0, "y": 110, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1},
           "to": {"frame": {"x": 0, "y": 110, "width": 375, "height": 100}, "zIndex": 0, "alpha": 0}}]}}
        """

    @Test("a deleted message disappears to its own frame at alpha 0; new and previous index paths are not confused")
    func deletedMessage() throws {
        let answer = try Self.answer(json: Self.deletedB)
        let updates = try #require(answer.updates)
        let index = Layoutd.UpdateIndex(updates)
        // B was at [0, 1]: it ends at y 110, alpha 0; against the new offset 70 that is 40 on screen, where it
        // started at 110 − 180 = −70 (it moves down with the content while it fades).
        let b = try #require(index.disappearing(.cell, at: [0, 1]))
        #expect(b == Self.message(1, alpha: 0))
        #expect(b.frame.y - updates.to.y == 40 && Self.y(1) - updates.from.y == -70)
        #expect(index.element(.cell, previouslyAt: [0, 1])?.change == .deleted)
        #expect(index.element(.cell, previouslyAt: [0, 1])?.indexPath == nil)
        // [0, 1] after the update is C, which comes from its previous place, y 220, and was at [0, 2], where it
        // disappears to its new place, y 110.
        #expect(index.appearing(.cell, at: [0, 1]) == Self.message(2))
        #expect(index.disappearing(.cell, at: [0, 2]) == Self.message(1))
        // D the same one further: from y 330 at [0, 2]; was at [0, 3], to y 220.
        #expect(index.appearing(.cell, at: [0, 2]) == Self.message(3))
        #expect(index.disappearing(.cell, at: [0, 3]) == Self.message(2))
        // Nothing appears at [0, 3] any more.
        #expect(index.appearing(.cell, at: [0, 3]) == nil)
    }

    // MARK: A deleted section, with a header and a background

    /// A magazine request (width 375, no insets or spacing, `elements: "all"`, offsets 0 on both sides) under
    /// `updateAnimation: "magazine"`, written by hand from the contract: before, section "s0" (a 40-point header,
    /// a full-width message A 100 tall, a background) and "s1" (the same with B); after, "s1" alone. zIndexes are
    /// MagazineLayout's: a cell `numberOfItems - item` = 1, a header `numberOfItems + 1` = 2, a background 0.
    /// Before: s0's header y 0, A y 40, background 0…140; s1's header y 140, B y 180, background 140…280. After:
    /// s1's header y 0, B y 40, background 0…140. s1's elements moved from [1, 0] to [0, 0]; an element in both
    /// starts at zIndex 0 under magazine. s0's are deleted, each ending at its own frame, zIndex 0, alpha 0.
    static let deletedSection = """
        {"contentSize": {"width": 375, "height": 140},
         "attributes": [
          {"indexPath": [0, 0], "category": "supplementary", "kind": "header",
           "frame": {"x": 0, "y": 0, "width": 375, "height": 40}, "zIndex": 2, "pinned": false},
          {"indexPath": [0, 0], "id": "B", "category": "cell", "frame": {"x": 0, "y": 40, "width": 375, "height": 100},
           "zIndex": 1},
          {"indexPath": [0, 0], "category": "decoration", "kind": "background",
           "frame": {"x": 0, "y": 0, "width": 375, "height": 140}, "zIndex": 0}],
         "updates": {"from": {"x": 0, "y": 0}, "to": {"x": 0, "y": 0}, "elements": [
          {"change": "moved", "indexPath": [0, 0], "previousIndexPath": [1, 0], "category": "supplementary",
           "kind": "header",
           "from": {"frame": {"x": 0, "y": 140, "width": 375, "height": 40}, "zIndex": 0, "alpha": 1},
           "to": {"frame": {"x": 0, "y": 0, "width": 375, "height": 40}, "zIndex": 2, "alpha": 1}},
          {"change": "moved", "indexPath": [0, 0], "previousIndexPath": [1, 0], "id": "B", "category": "cell",
           "from": {"frame": {"x": 0, "y": 180, "width": 375, "height": 100}, "zIndex": 0, "alpha": 1},
           "to": {"frame": {"x": 0, "y": 40, "width": 375, "height": 100}, "zIndex": 1, "alpha": 1}},
          {"change": "moved", "indexPath": [0, 0], "previousIndexPath": [1, 0], "category": "decoration",
           "kind": "background",
           "from": {"frame": {"x": 0, "y": 140, "width": 375, "height": 140}, "zIndex": 0, "alpha": 1},
           "to": {"frame": {"x": 0, "y": 0, "width": 375, "height": 140}, "zIndex": 0, "alpha": 1}},
          {"change": "deleted", "previousIndexPath": [0, 0], "category": "supplementary", "kind": "header",
           "from": {"frame": {"x": 0, "y": 0, "width": 375, "height": 40}, "zIndex": 2, "alpha": 1},
           "to": {"frame": {"x": 0, "y": 0, "width": 375, "height": 40}, "zIndex": 0, "alpha": 0}},
          {"change": "deleted", "previousIndexPath": [0, 0], "id": "A", "category": "cell",
           "from": {"frame": {"x": 0, "y": 40, "width": 375, "height": 100}, "zIndex": 1, "alpha": 1},
           "to": {"frame": {"x": 0, "y": 40, "width": 375, "height": 100}, "zIndex": 0, "alpha": 0}},
          {"change": "deleted", "previousIndexPath": [0, 0], "category": "decoration", "kind": "background",
           "from": {"frame": {"x": 0, "y": 0, "width": 375, "height": 140}, "zIndex": 0, "alpha": 1},
           "to": {"frame": {"x": 0, "y": 0, "width": 375, "height": 140}, "zIndex": 0, "alpha": 0}}]}}
        """

    static func end(y: Double, height: Double, zIndex: Int, alpha: Double) -> Layoutd.UpdateEnd {
        Layoutd.UpdateEnd(frame: Layoutd.Rect(x: 0, y: y, width: 375, height: height), zIndex: zIndex, alpha: alpha)
    }

    @Test("a deleted section: each category and kind at [0, 0] answers its own element on each side")
    func deletedSectionByKind() throws {
        let index = Layoutd.UpdateIndex(try #require(try Self.answer(json: Self.deletedSection).updates))
        let header = Layoutd.ElementKind(uiKitName: "UICollectionElementKindSectionHeader")
        let background = Layoutd.ElementKind(uiKitName: "background")
        // Appearing at [0, 0]: s1's elements, from their places before (s1 started below s0's 140 points).
        #expect(
            index.appearing(.supplementary, kind: header, at: [0, 0])
                == Self.end(y: 140, height: 40, zIndex: 0, alpha: 1))
        #expect(index.appearing(.cell, at: [0, 0]) == Self.end(y: 140 + 40, height: 100, zIndex: 0, alpha: 1))
        #expect(
            index.appearing(.decoration, kind: background, at: [0, 0])
                == Self.end(y: 140, height: 140, zIndex: 0, alpha: 1))
        // Disappearing from [0, 0]: s0's elements, deleted: their own frames, zIndex 0 (a header was 2, a cell 1),
        // alpha 0.
        #expect(
            index.disappearing(.supplementary, kind: header, at: [0, 0])
                == Self.end(y: 0, height: 40, zIndex: 0, alpha: 0))
        #expect(index.disappearing(.cell, at: [0, 0]) == Self.end(y: 40, height: 100, zIndex: 0, alpha: 0))
        #expect(
            index.disappearing(.decoration, kind: background, at: [0, 0])
                == Self.end(y: 0, height: 140, zIndex: 0, alpha: 0))
        // From [1, 0]: s1's elements, to their new places and zIndexes.
        #expect(
            index.disappearing(.supplementary, kind: header, at: [1, 0])
                == Self.end(y: 0, height: 40, zIndex: 2, alpha: 1))
        #expect(index.disappearing(.cell, at: [1, 0]) == Self.end(y: 40, height: 100, zIndex: 1, alpha: 1))
        // No footer, no header under another kind, nothing appearing at [1, 0].
        #expect(index.appearing(.supplementary, kind: .sectionFooter, at: [0, 0]) == nil)
        #expect(index.appearing(.supplementary, kind: background, at: [0, 0]) == nil)
        #expect(index.appearing(.cell, at: [1, 0]) == nil)
    }

    @Test("two elements under one name: the first is kept")
    func firstKept() {
        let a = Layoutd.UpdateEnd(frame: Layoutd.Rect(x: 0, y: 1, width: 1, height: 1))
        let b = Layoutd.UpdateEnd(frame: Layoutd.Rect(x: 0, y: 2, width: 1, height: 1))
        let index = Layoutd.UpdateIndex(
            Layoutd.Updates(
                from: .zero, to: .zero,
                elements: [
                    Layoutd.UpdateElement(change: .inserted, indexPath: [0, 0], category: .cell, from: a, to: a),
                    Layoutd.UpdateElement(change: .inserted, indexPath: [0, 0], category: .cell, from: b, to: b),
                ]))
        #expect(index.appearing(.cell, at: [0, 0]) == a)
    }
}
