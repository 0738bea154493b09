import LayoutAPI
import LayoutEngine
import Testing

/// The response for the compositional family: `kind` is the request's `elementKind` verbatim (escaped as JSON),
/// orthogonal elements carry `"orthogonal": true`, and attributes stay 64 bytes for every family's speed.
@Suite("Compositional response encoding")
struct CompositionalWireTests {
    @Test("named kinds are written from the result's kind table, escaped; orthogonal elements say so")
    func namedKinds() {
        let result = LayoutResult(
            contentSize: Size(width: 375, height: 72),
            attributes: [
                LayoutAttributes(
                    section: 0, item: 1, category: .cell, frame: Rect(x: 16, y: 16, width: 10, height: 40), zIndex: 1,
                    orthogonal: true),
                LayoutAttributes(
                    section: 0, item: 1, category: .supplementary, kind: .named(1),
                    frame: Rect(x: 20, y: 10, width: 5, height: 5), zIndex: 1, orthogonal: true),
                LayoutAttributes(
                    section: 0, item: 0, category: .decoration, kind: .named(0),
                    frame: Rect(x: 0, y: 0, width: 375, height: 72)),
            ], kindNames: ["section-background", "badge \"new\""])
        let text = String(decoding: LayoutResponseEncoder.encode(result), as: UTF8.self)
        let expected =
            #"{"contentSize":{"width":375,"height":72},"attributes":["#
            + #"{"indexPath":[0,1],"category":"cell","frame":{"x":16,"y":16,"width":10,"height":40},"zIndex":1,"orthogonal":true},"#
            + #"{"indexPath":[0,1],"category":"supplementary","kind":"badge \"new\"","frame":{"x":20,"y":10,"width":5,"height":5},"zIndex":1,"pinned":false,"orthogonal":true},"#
            + #"{"indexPath":[0,0],"category":"decoration","kind":"section-background","frame":{"x":0,"y":0,"width":375,"height":72},"zIndex":0}"#
            + "]}"
        #expect(text == expected)
    }

    @Test("LayoutAttributes still packs into 64 bytes with a named kind and the orthogonal flag")
    func attributeSize() {
        #expect(MemoryLayout<LayoutAttributes>.stride == 64)
    }

    @Test("an elementKind with quotes, a backslash and non-ASCII letters comes back verbatim")
    func kindRoundTrip() throws {
        let json = Compositional.request(
            #""section": {"boundarySupplementaryItems": [{"elementKind": "h\"é\\ \u00e9", "alignment": "top", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 10}}}], "group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 10}}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}}"#,
            sections: #"[{"itemCount": 1}]"#)
        let r = try Compositional.result(json)
        #expect(r.kindName(of: r.attributes[0]) == "h\"é\\ é")
        let body = String(decoding: LayoutResponseEncoder.encode(r), as: UTF8.self)
        #expect(body.contains(#""kind":"h\"é\\ é""#))
    }
}
