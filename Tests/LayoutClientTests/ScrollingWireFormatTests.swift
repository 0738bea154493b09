import Foundation
import LayoutClient
import Testing

@Suite("Layoutd's scrolling fields on the wire: timelines, scrollTo, right to left, full-span items")
struct ScrollingWireFormatTests {
    static func object<F>(_ request: Layoutd.Request<F>) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Layoutd.Client.encode(request)) as? [String: Any])
    }

    @Test(
        "scrollTo, timelineEncoding, contentOffsets, layoutDirection and the flip flag encode as the contract names them"
    )
    func requestFields() throws {
        let request = Layoutd.Request(
            collectionView: Layoutd.CollectionView(
                size: Layoutd.Size(width: 100, height: 100),
                contentOffsets: [Layoutd.Point(x: 0, y: 0), Layoutd.Point(x: 0, y: 50)], layoutDirection: .rightToLeft),
            layout: Layoutd.FlowLayout(flipsHorizontallyInOppositeLayoutDirection: true),
            sections: [Layoutd.FlowSection(.uniform(count: 3))],
            scrollTo: Layoutd.ScrollTo(indexPath: [0, 2], position: .centeredVertically), timelineEncoding: .delta)
        let json = try Self.object(request)
        let view = json["collectionView"] as? [String: Any] ?? [:]
        #expect(view["layoutDirection"] as? String == "rightToLeft")
        #expect((view["contentOffsets"] as? [[String: Any]])?.map { $0["y"] as? Double } == [0, 50])
        #expect((json["layout"] as? [String: Any])?["flipsHorizontallyInOppositeLayoutDirection"] as? Bool == true)
        let scrollTo = json["scrollTo"] as? [String: Any] ?? [:]
        #expect(scrollTo["indexPath"] as? [Int] == [0, 2])
        #expect(scrollTo["position"] as? String == "centeredVertically")
        #expect(json["timelineEncoding"] as? String == "delta")
        let decoded = try JSONDecoder().decode(
            Layoutd.Request<Layoutd.FlowLayout>.self, from: Layoutd.Client.encode(request))
        #expect(decoded == request)
    }

    @Test("a full-span waterfall item carries fullSpan; plain sizes do not")
    func fullSpan() throws {
        let section = Layoutd.WaterfallSection(
            .items([
                Layoutd.WaterfallItem(width: 300, height: 100, fullSpan: true),
                Layoutd.WaterfallItem(Layoutd.Size(width: 1, height: 2)),
            ]))
        let request = Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 375, height: 667)),
            layout: Layoutd.WaterfallLayout(), sections: [section, Layoutd.WaterfallSection(.sizes([.zero]))])
        let sections = try Self.object(request)["sections"] as? [[String: Any]] ?? []
        let items = sections.first?["items"] as? [[String: Any]] ?? []
        #expect(items.first?["fullSpan"] as? Bool == true)
        #expect(Set(items.last?.keys.map { $0 } ?? []) == ["width", "height"])
        #expect(
            Set((sections.last?["items"] as? [[String: Any]])?.first?.keys.map { $0 } ?? []) == ["width", "height"])
    }

    /// A header (20 high) over cells of 30 in a 100-point view: entry 0 at y 0 holds the header and cells 0-2;
    /// at y 50 (delta) cell 0 (20...50) left, the pinned header moved to y 50 and cell 3 appeared.
    static let deltaJSON = """
        {"contentSize":{"width":100,"height":140},"timeline":[
          {"contentOffset":{"x":0,"y":0},"attributes":[
            {"indexPath":[0,0],"category":"supplementary","kind":"header","frame":{"x":0,"y":0,"width":100,"height":20},"zIndex":0,"pinned":false},
            {"indexPath":[0,0],"category":"cell","frame":{"x":0,"y":20,"width":100,"height":30},"zIndex":0},
            {"indexPath":[0,1],"category":"cell","frame":{"x":0,"y":60,"width":100,"height":30},"zIndex":0},
            {"indexPath":[0,2],"category":"cell","frame":{"x":0,"y":100,"width":100,"height":30},"zIndex":0}]},
          {"contentOffset":{"x":0,"y":50},"attributes":[
            {"indexPath":[0,0],"category":"supplementary","kind":"header","frame":{"x":0,"y":50,"width":100,"height":20},"zIndex":1024,"pinned":true},
            {"indexPath":[0,3],"category":"cell","frame":{"x":0,"y":140,"width":100,"height":30},"zIndex":0}],
           "removed":[[0,0,"cell",null]]}]}
        """

    @Test("a delta timeline decodes its removed elements and replays to full entries in the server's order")
    func deltaReplay() throws {
        let response = try JSONDecoder().decode(Layoutd.Response.self, from: Data(Self.deltaJSON.utf8))
        let timeline = try #require(response.timeline)
        #expect(response.attributes.isEmpty)
        #expect(timeline[1].removed == [Layoutd.RemovedElement(indexPath: [0, 0], category: .cell)])
        let full = try #require(response.fullTimeline)
        // Entry 1 in full: the moved header first, then cells 1, 2 (kept from entry 0) and 3 (new), by item.
        #expect(full[1].attributes.map { Array($0.indexPath) } == [[0, 0], [0, 1], [0, 2], [0, 3]])
        #expect(full[1].attributes.first?.kind == .sectionHeader)
        #expect(full[1].attributes.first?.frame.y == 50)
        #expect(full[1].attributes.first?.pinned == true)
        #expect(full[0] == timeline[0])
        // Written back, the response is the server's shape: a timeline and no attributes member.
        let written = try JSONSerialization.jsonObject(with: JSONEncoder().encode(response)) as? [String: Any]
        #expect(Set(written?.keys.map { $0 } ?? []) == ["contentSize", "timeline"])
        let removed = ((written?["timeline"] as? [[String: Any]])?.last?["removed"] as? [[Any]])?.first
        #expect(removed?.count == 4)
        #expect(removed?.last is NSNull)
    }
}
