// Requests from differential runs where the rules once said nothing, sent as the client sends them and read back
// with JSONSerialization: a pinned magazine footer's floor, flow's zero-width last line, and an orthogonal offset
// in a right-to-left compositional layout. Every expected number is computed beside it.
import Foundation
import LayoutAPI
import LayoutEngine
import Testing

@Suite("Settled cases, through the wire")
struct SettledCasesWireTests {
    /// The answer to `json`, parsed independently of the encoder.
    static func answer(_ json: String) throws -> ObservedLayout {
        let answer = LayoutAPI.respond(toBody: Array(json.utf8))
        #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
        return try #require(ObservedLayout(json: answer.body))
    }

    @Test("a pinned magazine footer without a header stops at sectionInsets.top: y 20, pinned, zIndex 1024")
    func magazineFooterBelowSectionInset() throws {
        // The item 20…120 (sectionInsets.top 20), the footer resting at 120. Offset 0 in a 60-point view: the
        // visible bottom 60 would put it at 60 - 50 = 10, over the section inset; the floor is the section's start
        // 0 + sectionInsets.top 20 + no header: min(120, max(10, 20)) = 20.
        let r = try Self.answer(
            #"{"collectionView":{"size":{"width":320,"height":60}},"layout":{"type":"magazine","sectionInsets":{"top":20},"pinning":{"footers":"all"}},"sections":[{"items":[{"widthMode":"fullWidth","height":100}],"footer":{"height":50}}]}"#
        )
        let footer = try #require(r.attributes.first { $0.kind == "footer" })
        #expect(footer.frame == Rect(x: 0, y: 20, width: 320, height: 50))
        #expect(footer.pinned == true)
        #expect(footer.zIndex == 1024)
    }

    @Test("two empty magazine sections: the second footer rests at 32, not pinned, zIndex 1")
    func magazineEmptySectionsFooter() throws {
        // Section 0: footer 1…31, end 31; section 1 from 31: footer 32…46. Visible bottom 44: 44 - 14 = 30, below
        // the floor 31 + 1 = 32, which is its resting place: not pinned, MagazineLayout's zIndex numberOfItems 0 + 1.
        let r = try Self.answer(
            #"{"collectionView":{"size":{"width":320,"height":44}},"layout":{"type":"magazine","sectionInsets":{"top":1},"pinning":{"footers":"all"}},"sections":[{"itemCount":0,"footer":{"height":30}},{"itemCount":0,"footer":{"height":14}}]}"#
        )
        let footer = try #require(r.attributes.first { $0.kind == "footer" && $0.section == 1 })
        #expect(footer.frame == Rect(x: 0, y: 32, width: 320, height: 14))
        #expect(footer.pinned == false)
        #expect(footer.zIndex == 1)
    }

    @Test("two 0 × 50 flow items at zero spacing: x 0 and 0")
    func flowZeroWidthLastLine() throws {
        // One line (0 + 0 + 0 <= 100), the last, on the grid; filling it with 0-wide items never ends, so it is
        // placed at the limit: packed at spacing 0 from the left inset 0.
        let r = try Self.answer(
            #"{"collectionView":{"size":{"width":100,"height":100}},"layout":{"type":"flow","itemSize":{"width":0,"height":50},"minimumInteritemSpacing":0},"sections":[{"itemCount":2}],"elements":"all"}"#
        )
        #expect(r.attributes.map(\.frame.x) == [0, 0])
    }

    @Test("a 390-point mirrored layout of 100-point groups at orthogonalContentOffset.x −150 shows items 1–5")
    func mirroredOrthogonalOffset() throws {
        // Item k rests at 390 - 100k - 100; the visible rect moved physically by -150 is -150..<240.
        let r = try Self.answer(
            #"{"collectionView":{"size":{"width":390,"height":200},"layoutDirection":"rightToLeft"},"layout":{"type":"compositional","section":{"orthogonalScrollingBehavior":"continuous","group":{"group":"horizontal","layoutSize":{"widthDimension":{"absolute":100},"heightDimension":{"absolute":100}},"subitems":[{"layoutSize":{"widthDimension":{"fractionalWidth":1},"heightDimension":{"fractionalHeight":1}}}]}}},"sections":[{"itemCount":10,"orthogonalContentOffset":{"x":-150,"y":0}}]}"#
        )
        #expect(r.attributes.map(\.item) == [1, 2, 3, 4, 5])
        #expect(r.attributes.map(\.frame.x) == [190, 90, -10, -110, -210])
    }
}
