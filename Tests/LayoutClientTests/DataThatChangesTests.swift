import Foundation
import LayoutClient
import Testing

/// Data that changes through the client: ids, estimates, anchors, and `Request.keepingPlace(of:)`. The expected numbers
/// come from openapi.yaml's `AnchorRequest` rules, worked by hand in the comments beside them.
@Suite("Data that changes in Layoutd's types: ids, estimates, anchors and keeping the user's place")
struct DataThatChangesTests {
    static func example<F: Layoutd.LayoutFamily>(_ name: String, as _: F.Type) throws -> Layoutd.Request<F> {
        let bytes = try Data(contentsOf: LiveServer.examples.appendingPathComponent(name))
        return try JSONDecoder().decode(Layoutd.Request<F>.self, from: bytes)
    }

    static func compact<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// A chat message of `height` (393 wide, the view's width) with `id`.
    static func message(_ id: String, _ height: Double) -> Layoutd.Item {
        Layoutd.Item(Layoutd.Size(width: 393, height: height), id: id)
    }

    @Test("a chat keeps its anchor message at its distance when messages arrive above and below")
    func chatKeepsPlace() async throws {
        let first = try Self.example("chat-bottom-to-top.json", as: Layoutd.FlowLayout.self).keepingPlace(of: nil)
        #expect(first.anchor == .report)
        // The example's messages, heights 64, 44, 84, 44, 104, 64, 44, 64, 84, 44, 64, 44 then two unmeasured ones
        // at estimatedItemSize 393×60, are stacked 8 apart from sectionInset.top 8: msg-12 at 800...844, msg-13
        // at 852...912, msg-14 at 920...980, content 980 + 8 = 988 tall.
        guard case .items(let messages) = first.sections.first?.items else {
            Issue.record("the chat example has explicit items")
            return
        }
        #expect(messages.count == 14)

        // Prepended: 44 + 64 + 84 = 192 points of messages and 3 gaps of 8, so everything moves down 216.
        // Appended: five unmeasured messages, 60 + 8 each, 340 below.
        var next = first
        let above = [Self.message("msg-a", 44), Self.message("msg-b", 64), Self.message("msg-c", 84)]
        let below = (15...19).map { Layoutd.Item.unmeasured(id: "msg-\($0)") }
        next.sections[0].items = .items(above + messages + below)

        try await LiveServer.with { live in
            let answer = try await live.client.layout(first)
            // Reporting, bottomToTop: B = 100...952 (offset 100, height 852); maxY = 988 - 852 + 90 = 226 and
            // 100 < 226, so not at the bottom. The last candidate entirely inside B that is not estimated is
            // msg-12 (msg-13 and msg-14 are estimates): distance 844 - (952 - 90) = -18.
            let anchor = Layoutd.Anchor.bottomItem(.id("msg-12"), distance: -18)
            #expect(answer.anchor == anchor)
            #expect(answer.reportedAnchor == anchor)
            // Only reported, not resolved: the answer was computed at the request's own offset.
            #expect(answer.contentOffset == nil)
            #expect(answer.cells.first { $0.id == "msg-13" }?.estimated == true)
            #expect(answer.cells.first { $0.id == "msg-12" }?.estimated == nil)

            let sent = next.keepingPlace(of: answer)
            #expect(sent.anchor == .anchor(anchor))
            let kept = try await live.client.layout(sent)
            // Content: 988 + 216 + 340 = 1544. msg-12 now ends at 844 + 216 = 1060. Resolving bottomItem:
            // f.maxY - size.height + b - d = 1060 - 852 + 90 + 18 = 316, on the grid and inside
            // [-103, 1544 - 852 + 90 = 782]: the old offset 100 plus exactly the 216 added above.
            #expect(kept.contentSize.height == 1544)
            #expect(kept.contentOffset == Layoutd.Point(x: 0, y: 316))
            #expect(kept.cell(at: IndexPath(indexes: [0, 14]))?.id == "msg-12")
            #expect(kept.cell(at: IndexPath(indexes: [0, 14]))?.frame.y == 1016)
            // Reported again at 316: B = 316...1168, msg-12's bottom 1060 - (1168 - 90) = -18, the same anchor,
            // so a third change can keep the place the same way.
            #expect(kept.anchor == anchor)
            #expect(sent.keepingPlace(of: kept).anchor == .anchor(anchor))
        }
    }

    @Test("the feed measured after its first answer gets feed-measured's offset through keepingPlace")
    func feedKeepsPlace() async throws {
        let estimated = try Self.example("feed-estimated.json", as: Layoutd.MagazineLayout.self)
        guard case .items(var posts) = estimated.sections.first?.items, posts.count == 10 else {
            Issue.record("the feed example has ten explicit posts")
            return
        }
        // The app measured post 3 again (310 -> 350, its image loaded), posts 5-7 on screen (180, 240, 90) and posts
        // 8-10 it prefetched (200, 130, 260): nothing is an estimate any more.
        for (index, height) in [(2, 350.0), (4, 180), (5, 240), (6, 90), (7, 200), (8, 130), (9, 260)] {
            posts[index].height = height
        }
        var measured = estimated
        measured.sections[0].items = .items(posts)
        try await LiveServer.with { live in
            let answer = try await live.client.layout(estimated)
            // Visible top 400 + 103 = 503; post 3 (340...650) is cut, post 4 (662...790) is the first measured
            // cell entirely inside: topItem post-4, 662 - 503 = 159.
            let anchor = Layoutd.Anchor.topItem(.id("post-4"), distance: 159)
            #expect(answer.anchor == anchor)
            let sent = measured.keepingPlace(of: answer)
            // The request the helper builds is Examples/feed-measured.json, but for the offset the app still holds.
            var example = try Self.example("feed-measured.json", as: Layoutd.MagazineLayout.self)
            example.collectionView.contentOffset = sent.collectionView.contentOffset
            #expect(sent == example)
            let kept = try await live.client.layout(sent)
            // Post 4 now starts at 340 + 350 + 12 = 702: topItem resolves to 702 - 103 - 159 = 440, inside
            // [-103, 2002 - 852 + 34 = 1184] (the ten heights, 1894, and nine gaps of 12); the screen moves down by
            // the 40 points post 3 grew.
            #expect(kept.contentOffset == Layoutd.Point(x: 0, y: 440))
            #expect(kept.contentSize.height == 2002)
            #expect(kept.attributes.allSatisfy { $0.estimated == nil })
            #expect(kept.anchor == anchor)
        }
    }

    @Test("keepingPlace asks for a report when there is no anchor to keep or the request fixes its own offset")
    func keepingPlaceFallsBackToReport() {
        let anchor = Layoutd.Anchor.topItem(.indexPath(IndexPath(indexes: [0, 3])), distance: 12)
        let answer = Layoutd.Response(contentSize: .zero, attributes: [], anchor: anchor)
        let plain = Layoutd.Request(
            collectionView: WireFormatTests.phone, layout: Layoutd.FlowLayout(),
            sections: [Layoutd.FlowSection(.uniform(count: 10))])
        #expect(plain.keepingPlace(of: answer).anchor == .anchor(anchor))
        #expect(plain.keepingPlace(of: nil).anchor == .report)
        let silent = Layoutd.Response(contentSize: .zero, attributes: [])
        #expect(plain.keepingPlace(of: silent).anchor == .report)
        // scrollTo and a timeline choose the offset themselves; an anchor beside them is a 400.
        var scrolling = plain
        scrolling.scrollTo = Layoutd.ScrollTo(indexPath: IndexPath(indexes: [0, 5]), position: .top)
        #expect(scrolling.keepingPlace(of: answer).anchor == .report)
        var timeline = plain
        timeline.collectionView.contentOffsets = [.zero, Layoutd.Point(x: 0, y: 50)]
        #expect(timeline.keepingPlace(of: answer).anchor == .report)
        // A timeline answer stands where its last entry does.
        let entries = [
            Layoutd.TimelineEntry(contentOffset: .zero, anchor: .top, attributes: []),
            Layoutd.TimelineEntry(contentOffset: Layoutd.Point(x: 0, y: 50), anchor: anchor, attributes: []),
        ]
        #expect(Layoutd.Response(contentSize: .zero, attributes: [], timeline: entries).reportedAnchor == anchor)
    }

    @Test("a request without ids, estimates or anchors writes none of their members: none appears unless set")
    func plainRequestUnchanged() throws {
        let flow = Layoutd.Request(
            collectionView: WireFormatTests.phone,
            layout: Layoutd.FlowLayout(itemSize: Layoutd.Size(width: 100, height: 50)),
            sections: [
                Layoutd.FlowSection(.sizes([Layoutd.Size(width: 10, height: 20)])),
                Layoutd.FlowSection(.uniform(count: 3)),
            ])
        // Sorted keys, integral doubles without a fraction, nothing but what was set.
        #expect(
            try String(decoding: Layoutd.Client.encode(flow), as: UTF8.self)
                == #"{"collectionView":{"size":{"height":667,"width":375}},"layout":{"itemSize":{"height":50,"width":100},"#
                + #""type":"flow"},"sections":[{"items":[{"height":20,"width":10}]},{"itemCount":3}]}"#)
        let magazine = Layoutd.Request(
            collectionView: WireFormatTests.phone, layout: Layoutd.MagazineLayout(),
            sections: [
                Layoutd.MagazineSection(
                    .items([Layoutd.MagazineItem(widthMode: .halfWidth, height: 90)]),
                    header: Layoutd.MagazineSupplementary(height: 44))
            ])
        #expect(
            try String(decoding: Layoutd.Client.encode(magazine), as: UTF8.self)
                == #"{"collectionView":{"size":{"height":667,"width":375}},"layout":{"type":"magazine"},"#
                + #""sections":[{"header":{"height":44},"items":[{"height":90,"widthMode":"halfWidth"}]}]}"#)
        let waterfall = Layoutd.Request(
            collectionView: WireFormatTests.phone, layout: Layoutd.WaterfallLayout(),
            sections: [Layoutd.WaterfallSection(.sizes([Layoutd.Size(width: 1, height: 2)]))])
        #expect(
            try String(decoding: Layoutd.Client.encode(waterfall), as: UTF8.self)
                == #"{"collectionView":{"size":{"height":667,"width":375}},"layout":{"type":"waterfall"},"#
                + #""sections":[{"items":[{"height":2,"width":1}]}]}"#)
    }

    @Test("ids, estimates and anchors take the wire's shapes, false and default values included")
    func dataThatChangesShapes() throws {
        #expect(try Self.compact(Layoutd.Item.unmeasured(id: "m")) == #"{"estimated":true,"id":"m"}"#)
        #expect(
            try Self.compact(Layoutd.Item(Layoutd.Size(width: 3, height: 4), estimated: false))
                == #"{"estimated":false,"height":4,"width":3}"#)
        #expect(try Self.compact(Layoutd.AnchorRequest.report) == #""report""#)
        #expect(try Self.compact(Layoutd.AnchorRequest.anchor(.bottom)) == #"{"position":"bottom"}"#)
        #expect(
            try Self.compact(Layoutd.Anchor.topItem(.indexPath(IndexPath(indexes: [2, 7])), distance: -1.5))
                == #"{"distance":-1.5,"item":[2,7],"position":"topItem"}"#)
        #expect(
            try Self.compact(Layoutd.MagazineItem(widthMode: .fullWidth, height: nil, heightMode: .dynamic))
                == #"{"heightMode":"dynamic","widthMode":"fullWidth"}"#)
        #expect(
            try Self.compact(Layoutd.MagazineSupplementary(height: nil, estimated: true)) == #"{"estimated":true}"#)
        let layout = Layoutd.Request(
            collectionView: WireFormatTests.phone,
            layout: Layoutd.IGListLayout(verticalLayoutDirection: .topToBottom, shortContentAlignment: .top),
            sections: [Layoutd.IGListSection(.uniform(count: 2), estimated: false)], anchor: .report)
        let json = try WireFormatTests.object(layout)
        let object = json["layout"] as? [String: Any] ?? [:]
        // A field of data that changes counts as used whatever its value, so a default that was set is written.
        #expect(object["verticalLayoutDirection"] as? String == "topToBottom")
        #expect(object["shortContentAlignment"] as? String == "top")
        #expect((json["sections"] as? [[String: Any]])?.first?["estimated"] as? Bool == false)
        #expect(json["anchor"] as? String == "report")
        let decoded = try JSONDecoder().decode(
            Layoutd.Request<Layoutd.IGListLayout>.self, from: Layoutd.Client.encode(layout))
        #expect(decoded == layout)
    }

    @Test("malformed ids, estimates and anchors fail to decode with an error, never a crash")
    func malformedRejected() {
        let cases = [
            #"{"width":3}"#  // an item with half a size
        ]
        for json in cases {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Layoutd.Item.self, from: Data(json.utf8)) }
        }
        let anchors = [
            #"{"position":"topItem","item":"a"}"#,  // no distance
            #"{"position":"bottomItem","distance":1}"#,  // no item
            #"{"position":"middle"}"#,  // no such position
            #"{"position":"topItem","item":[1],"distance":0}"#,  // an index path of one index
        ]
        for json in anchors {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(Layoutd.Anchor.self, from: Data(json.utf8))
            }
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Layoutd.AnchorRequest.self, from: Data(#""keep""#.utf8))
        }
    }
}
