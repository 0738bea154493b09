import Foundation
import Testing

/// The scrolled-to-bottom offset is written in two orders by the rules that read it, and each is computed in its
/// own: `scrollTo`'s clamp is `max(-t, H + b - size)`, while an anchor's `maxY`, a fling's and the default offset of
/// a bottom-to-top layout are `max(H - size + b, -t)`. For thirds at scale 3 the two differ in the last bit.
///
/// The collection: one 100 × 1482 flow item (content height `H` 1482), bounds 375 × 775⅓ (2326 / 3 =
/// 775.3333333333334 as a double), `contentInset.bottom` 6⅓ (19 / 3 = 6.333333333333333), scale 3. By hand, in
/// doubles: `1482 - 775.3333333333334` = 706.6666666666666, `+ 6.333333333333333` = 713 exactly; whereas
/// `1482 + 6.333333333333333` = 1488.3333333333333, `- 775.3333333333334` = 712.9999999999999.
@Suite("The scrolled-to-bottom offset in the order each rule writes it")
struct ScrollLimitsOrderTests {
    static let anchorsMaxY = 713.0
    static let scrollToMaxY = 712.9999999999999

    static func body(layout: String = "", extra: String) -> String {
        #"{"collectionView": {"size": {"width": 375, "height": \#(2326.0 / 3)}, "scale": 3, "#
            + #""contentInset": {"bottom": \#(19.0 / 3)}}, "layout": {"type": "flow", "#
            + #""itemSize": {"width": 100, "height": 1482}\#(layout)}, "sections": [{"itemCount": 1}], \#(extra)}"#
    }

    @Test("the two orders differ for these numbers (the case can tell them apart)")
    func ordersDiffer() {
        let h = 1482.0
        let size = 2326.0 / 3
        let b = 19.0 / 3
        #expect(h - size + b == Self.anchorsMaxY)
        #expect(h + b - size == Self.scrollToMaxY)
    }

    /// The answer does not carry a default offset; the anchor it reports there shows it. At 713, `a(maxY)` =
    /// round(713 × 3) / 3 = 713 and `B.minY >= a(maxY)`: `bottom`. At 712.9999999999999 (the other order) the
    /// bounds would stand a hair above `a(maxY)` = 713, and the report would be a `bottomItem`.
    @Test("a bottom-to-top layout starts at the anchors' maxY, which its report calls the bottom")
    func bottomToTopDefault() {
        let answer = WireAnswer(
            Self.body(layout: #", "verticalLayoutDirection": "bottomToTop""#, extra: #""anchor": "report""#))
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.anchor?["position"] as? String == "bottom")
    }

    @Test("an anchor at the bottom resolves to the anchors' maxY")
    func bottomAnchor() {
        let answer = WireAnswer(Self.body(extra: #""anchor": {"position": "bottom"}"#))
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.offsetY == Self.anchorsMaxY)
    }

    @Test("a fling past the end rests at the anchors' maxY")
    func flingRestsAtMaxY() {
        let answer = WireAnswer(Self.body(extra: #""fling": {"velocity": {"x": 0, "y": 8}}"#))
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.offsetY == Self.anchorsMaxY)
    }

    /// `scrollTo` the item's bottom: `f.maxY - t - v` with `v = size - t - b` is `1482 - 769.0000000000001` = 713
    /// (by hand: `775.3333333333334 - 6.333333333333333` = 769.0000000000001), then clamped to
    /// `max(-t, H + b - size)` = 712.9999999999999.
    @Test("scrollTo clamps to its own order")
    func scrollToClamp() {
        let answer = WireAnswer(Self.body(extra: #""scrollTo": {"indexPath": [0, 0], "position": "bottom"}"#))
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.offsetY == Self.scrollToMaxY)
    }
}
