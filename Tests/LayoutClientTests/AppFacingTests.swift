import Foundation
import LayoutClient
import Testing

@Suite("What an iOS app touches: UIKit's kind strings, CoreGraphics values")
struct AppFacingTests {
    @Test(
        "element kinds map the wire's names to UIKit's elementKindSectionHeader/Footer strings and back",
        arguments: [
            (Layoutd.ElementKind.sectionHeader, "header", "UICollectionElementKindSectionHeader"),
            (Layoutd.ElementKind.sectionFooter, "footer", "UICollectionElementKindSectionFooter"),
            (Layoutd.ElementKind.other("background"), "background", "background"),
        ])
    func elementKinds(kind: Layoutd.ElementKind, wire: String, uiKit: String) {
        // UIKit's constants are these strings (UICollectionView.elementKindSectionHeader and
        // elementKindSectionFooter); the strings are written here because UIKit cannot be imported on Linux.
        #expect(kind.wireName == wire)
        #expect(kind.uiKitName == uiKit)
        #expect(Layoutd.ElementKind(wireName: wire) == kind)
        #expect(Layoutd.ElementKind(uiKitName: uiKit) == kind)
    }

    @Test("attributes read from the wire carry UIKit's representedElementKind")
    func representedElementKind() throws {
        let json = Data(
            """
            [{"indexPath":[2,0],"category":"supplementary","kind":"footer","frame":{"x":0,"y":1,"width":2,"height":3},
              "zIndex":0,"pinned":false},
             {"indexPath":[2,0],"category":"decoration","kind":"background","frame":{"x":0,"y":0,"width":1,"height":1},
              "zIndex":0},
             {"indexPath":[2,5],"category":"cell","frame":{"x":0,"y":0,"width":1,"height":1},"zIndex":0}]
            """.utf8)
        let attributes = try JSONDecoder().decode([Layoutd.Attributes].self, from: json)
        #expect(
            attributes.map(\.representedElementKind) == ["UICollectionElementKindSectionFooter", "background", nil])
        #expect(attributes.map(\.category) == [.supplementary, .decoration, .cell])
        #expect(attributes[2].indexPath == [2, 5])
    }

    @Test("geometry converts from and to CGSize, CGPoint and CGRect without changing a value")
    func coreGraphics() {
        // 33.1 and 1/3 are not exact in binary; the conversion must keep the same double, not round it.
        let size = CGSize(width: 375, height: 33.1)
        #expect(Layoutd.Size(size) == Layoutd.Size(width: 375, height: 33.1))
        #expect(Layoutd.Size(size).cgSize == size)
        let offset = CGPoint(x: 0, y: -64)
        #expect(Layoutd.Point(offset) == Layoutd.Point(x: 0, y: -64))
        #expect(Layoutd.Point(offset).cgPoint == offset)
        let rect = CGRect(x: 1.0 / 3, y: 2, width: 100, height: 50)
        #expect(Layoutd.Rect(rect) == Layoutd.Rect(x: 1.0 / 3, y: 2, width: 100, height: 50))
        #expect(Layoutd.Rect(rect).cgRect == rect)
        // A CGRect with a negative width is the same rectangle as its standardized form.
        #expect(
            Layoutd.Rect(CGRect(x: 10, y: 0, width: -4, height: 2)) == Layoutd.Rect(x: 6, y: 0, width: 4, height: 2))
    }

    @Test("a collection view built from CoreGraphics values encodes the wire's fields")
    func collectionViewFromCoreGraphics() throws {
        let view = Layoutd.CollectionView(
            size: Layoutd.Size(CGSize(width: 390, height: 844)), contentInset: Layoutd.Insets(top: 47, bottom: 34),
            contentOffset: Layoutd.Point(CGPoint(x: 0, y: -47)), scale: 3)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(view)) as? [String: Any] ?? [:]
        #expect(Set(json.keys) == ["size", "contentInset", "contentOffset", "scale"])
        #expect((json["contentOffset"] as? [String: Any])?["y"] as? Double == -47)
    }
}
