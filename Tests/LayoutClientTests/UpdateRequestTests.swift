import Foundation
import LayoutClient
import Testing

/// The request side of updates that animate: `Request.updating(from:at:animation:)` builds the worked example's
/// request as `Examples/chat-append-*.json` writes it, and sends the previous scroll view and layout only where
/// they changed.
@Suite("Request.updating(from:at:animation:): previous as the contract's worked example writes it")
struct UpdateRequestTests {
    typealias Chat = RemoteCollectionViewLayoutUpdateTests

    /// `value` as a Foundation dictionary, to compare JSON objects whatever their key order.
    static func object<T: Encodable>(_ value: T) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? NSDictionary
    }

    @Test("A–E with the bottom anchor, updating A–D at 180, is the committed example", arguments: ["fade", "magazine"])
    func workedExample(policy: String) throws {
        var appended = Chat.chat(5)
        appended.anchor = .anchor(.bottom)
        let request = appended.updating(
            from: Chat.chat(4), at: Layoutd.Point(x: 0, y: 180), animation: policy == "magazine" ? .magazine : .fade)
        // The same scroll view and layout on both sides: `previous` holds only the sections and the offset.
        #expect(request.previous?.collectionView == nil && request.previous?.layout == nil)
        let example = try Data(contentsOf: LiveServer.examples.appendingPathComponent("chat-append-\(policy).json"))
        let expected = try JSONSerialization.jsonObject(with: example) as? NSDictionary
        let written = try Self.object(request)
        #expect(expected != nil && expected == written)
        // And the example reads back as that request.
        #expect(try JSONDecoder().decode(Layoutd.Request<Layoutd.FlowLayout>.self, from: example) == request)
    }

    @Test("a rotation and a new spacing: previous carries the earlier scroll view, without its offset, and layout")
    func changedScrollViewAndLayout() throws {
        var earlier = Chat.chat(4)
        earlier.collectionView.size = Layoutd.Size(width: 250, height: 375)
        earlier.collectionView.contentOffset = Layoutd.Point(x: 0, y: 55)
        earlier.layout.minimumLineSpacing = 8
        let request = Chat.chat(5).updating(from: earlier, at: Layoutd.Point(x: 0, y: 55), animation: .none)
        let previous = try #require(request.previous)
        #expect(previous.collectionView == Layoutd.PreviousCollectionView(size: Layoutd.Size(width: 250, height: 375)))
        #expect(previous.layout?.minimumLineSpacing == 8)
        #expect(request.updateAnimation == Layoutd.UpdateAnimation.none)
        let written = try #require(try Self.object(request))
        let writtenPrevious = try #require(written["previous"] as? NSDictionary)
        // The previous layout is written with its type; its scroll view has no offset.
        #expect((writtenPrevious["layout"] as? NSDictionary)?["type"] as? String == "flow")
        #expect((writtenPrevious["collectionView"] as? NSDictionary)?["contentOffset"] == nil)
        #expect(written["updateAnimation"] as? String == "none")
        #expect(
            try JSONDecoder().decode(Layoutd.Request<Layoutd.FlowLayout>.self, from: JSONEncoder().encode(request))
                == request)
    }

    @Test("a previous layout of another family does not decode")
    func otherFamily() {
        let json = """
            {"sections": [], "contentOffset": {"x": 0, "y": 0}, "layout": {"type": "waterfall"}}
            """
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Layoutd.Previous<Layoutd.FlowLayout>.self, from: Data(json.utf8))
        }
    }
}
