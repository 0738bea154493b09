import Foundation
import LayoutAPI
import Testing

/// docs/concepts.md, "Limits": every coordinate of an answer may lie anywhere up to ±1e15, and a layout that
/// would reach past it is a 422. A pinned header follows the offset, so a valid offset can push it
/// past 1e15; so can a scroll target or a resolved anchor with a bottom inset. The 422 names the input that put
/// the offset there.
@Suite("±1e15: a pinned header, a timeline entry or an answered offset past 1e15 is a 422 at the offset's input")
struct PinnedCoordinateLimitTests {
    static func answer(_ body: String) -> (status: Int, pointers: [String], json: [String: Any]) {
        let answer = LayoutAPI.respond(toBody: Array(body.utf8))
        let json = (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any] ?? [:]
        let errors = json["errors"] as? [[String: Any]] ?? []
        return (answer.status, errors.compactMap { $0["pointer"] as? String }, json)
    }

    /// Flow, one section of 3 items under a 50-point header that pins at `offset` 2000 below the top and is
    /// never pushed away (`until: never`), every element asked for.
    static func pinnedHeader(_ offsets: String) -> String {
        #"""
        {"collectionView": {"size": {"width": 375, "height": 667}, \#(offsets)},
         "layout": {"type": "flow", "headerReferenceSize": {"width": 375, "height": 50},
                    "pinning": {"headers": "all", "until": "never", "offset": 2000}},
         "sections": [{"itemCount": 3}], "elements": "all"}
        """#
    }

    /// pinTop = 999,999,999,999,000 + 0 + 2000 = 1,000,000,000,001,000, and the unbounded header's y is max(0,
    /// pinTop): past 1e15 by 1000 points.
    @Test("a header pinned past 1e15 by a valid contentOffset is a 422 at /collectionView/contentOffset")
    func pinnedPastTheLimit() {
        let r = Self.answer(Self.pinnedHeader(#""contentOffset": {"x": 0, "y": 999999999999000}"#))
        #expect(r.status == 422)
        #expect(r.pointers == ["/collectionView/contentOffset"])
    }

    /// At y = 1e15 - 2050 the header pins at 1e15 - 50 and ends at exactly 1e15: answered.
    @Test("a header pinned to end at exactly 1e15 is answered")
    func pinnedAtTheLimit() throws {
        let r = Self.answer(Self.pinnedHeader(#""contentOffset": {"x": 0, "y": 999999999997950}"#))
        #expect(r.status == 200)
        let attributes = try #require(r.json["attributes"] as? [[String: Any]])
        let header = try #require(attributes.first { $0["kind"] as? String == "header" })
        #expect((header["frame"] as? [String: Any])?["y"] as? Double == 999_999_999_999_950)
        #expect(header["pinned"] as? Bool == true)
    }

    /// Entry 0 (y 0) is answered; entry 1 pins the header at 1e15 + 1000, as above.
    @Test("a timeline entry whose pinned header passes 1e15 is a 422 at that entry's offset")
    func timelineEntry() {
        let r = Self.answer(
            Self.pinnedHeader(#""contentOffsets": [{"x": 0, "y": 0}, {"x": 0, "y": 999999999999000}]"#))
        #expect(r.status == 422)
        #expect(r.pointers == ["/collectionView/contentOffsets/1"])
    }

    /// 10^6 items 1e9 tall in one column end at exactly 1e15 (valid content). With `contentInset.bottom` 1e9 the
    /// scroll range's end is 1e15 + 1e9 - 667: the offset that shows the last item at the bottom, `f.maxY - t -
    /// v` with `v = 667 - 1e9`, is 1e15 + 999,999,333, and so is `maxY`, where `{"position": "bottom"}` resolves.
    static func tallColumn(_ extra: String) -> String {
        #"""
        {"collectionView": {"size": {"width": 375, "height": 667}, "contentInset": {"bottom": 1000000000}},
         "layout": {"type": "flow", "minimumLineSpacing": 0},
         "sections": [{"itemCount": 1000000, "itemSize": {"width": 375, "height": 1000000000}}], \#(extra)}
        """#
    }

    @Test("a scrollTo target past 1e15 is a 422 at /scrollTo; a resolved anchor past 1e15 at /anchor")
    func answeredOffsets() {
        let scrolled = Self.answer(Self.tallColumn(#""scrollTo": {"indexPath": [0, 999999], "position": "bottom"}"#))
        #expect(scrolled.status == 422)
        #expect(scrolled.pointers == ["/scrollTo"])
        let resolved = Self.answer(Self.tallColumn(#""anchor": {"position": "bottom"}"#))
        #expect(resolved.status == 422)
        #expect(resolved.pointers == ["/anchor"])
        // The top of the same content is answered: the item there is at y 0.
        let top = Self.answer(Self.tallColumn(#""scrollTo": {"indexPath": [0, 0], "position": "top"}"#))
        #expect(top.status == 200)
    }
}
