import Foundation
import Testing

/// docs/anchors.md, "Resolving it": the resolved offset is exactly that number, not rounded to the pixel grid.
/// Rounding it moves the anchor item by up to half a pixel at every change, always the same way when its frame
/// lies off the grid: a chat that keeps receiving messages creeps.
@Suite("Anchors: a resolved offset is not rounded to the pixel grid")
struct ResolvedAnchorRoundingTests {
    /// A bottom-to-top chat at scale 3: bounds 375×600, `contentInset.bottom` 50, one column of 375-wide
    /// messages with no spacing, `inserted` 100-point messages above m0 (45.5 tall, off the grid) and m1…m23
    /// (100 tall each).
    static func chat(inserted: Int, contentOffset: String?, anchor: String) -> String {
        let new = (0..<inserted).map { #"{"width": 375, "height": 100, "id": "n\#($0)"}"# }
        let old = (0..<24).map { #"{"width": 375, "height": \#($0 == 0 ? "45.5" : "100"), "id": "m\#($0)"}"# }
        let offset = contentOffset.map { #", "contentOffset": {"x": 0, "y": \#($0)}"# } ?? ""
        return requestBody(
            layout: #""verticalLayoutDirection": "bottomToTop", "minimumLineSpacing": 0, "minimumInteritemSpacing": 0"#,
            sections: "[{\"items\": [" + (new + old).joined(separator: ", ") + "]}]",
            collectionView:
                #"{"size": {"width": 375, "height": 600}, "scale": 3, "contentInset": {"bottom": 50}\#(offset)}"#,
            extra: #""anchor": \#(anchor)"#)
    }

    /// Without insertions m_k ends at 45.5 + 100k, so m22 spans [2145.5, 2245.5] and m23 [2245.5, 2345.5];
    /// `H` = 2345.5, `maxY` = 2345.5 - 600 + 50 = 1795.5. At y = 1718 + 2/3 the bounds are [1718.667, 2318.667):
    /// m22 is the last cell entirely inside (m23 ends past 2318.667), and not at the bottom (1718.667 < 1795.5),
    /// so the report is `bottomItem(m22, a(2245.5 - (2318.667 - 50)))` = a(-23.1667) = round(-69.5) / 3 = -70/3
    /// (halves away from zero).
    ///
    /// Two messages inserted above move m22 down 200: it ends at 2445.5, and `maxY` is 1995.5. Resolving gives
    /// `f.maxY - size.height + b - d` = 2445.5 - 600 + 50 + 70/3 = 1918.8333…, inside [0, 1995.5], and the
    /// report there is a(2445.5 - (1918.8333 + 550)) = -70/3 again. Rounded to the grid, the offset would be
    /// 1919 (5756.5 pixels, halves away from zero) and the report a(-23.5) = -71/3: a third of a point further
    /// at every insertion.
    @Test("a chat keeps its bottom item's distance, to the bit, when messages are inserted above")
    func chatKeepsItsDistance() throws {
        let d = -70.0 / 3
        let first = WireAnswer(Self.chat(inserted: 0, contentOffset: "\(1718 + 2.0 / 3)", anchor: #""report""#))
        #expect(first.status == 200, "\(first.errors)")
        #expect(first.anchor?["position"] as? String == "bottomItem")
        #expect(first.anchor?["item"] as? String == "m22")
        #expect(first.anchor?["distance"] as? Double == d)

        let anchor = String(
            decoding: try JSONSerialization.data(withJSONObject: try #require(first.anchor)), as: UTF8.self)
        let resolved = WireAnswer(Self.chat(inserted: 2, contentOffset: nil, anchor: anchor))
        #expect(resolved.status == 200, "\(resolved.errors)")
        #expect(resolved.offsetY == 2445.5 - 600 + 50 - d)
        #expect(resolved.anchor?["item"] as? String == "m22")
        #expect(resolved.anchor?["distance"] as? Double == d)
    }
}
