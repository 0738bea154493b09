import Foundation
import LayoutClient
import Testing

@Suite("LayoutClient: timelines, scrollTo, right to left and full-span items against the live server")
struct ScrollingClientTests {
    /// Examples/timeline-delta built with the client's types: a 100 × 100 view, two sections of a 20-point header
    /// and three 100 × 30 items, headers pinned, at y 0, 50, 110 and 0.
    static func timeline(_ encoding: TimelineEncoding) -> LayoutRequest {
        LayoutRequest(
            collectionView: CollectionView(
                size: Size(width: 100, height: 100),
                contentOffsets: [0.0, 50, 110, 0].map { Point(x: 0, y: $0) }),
            layout: .flow(
                Layout.Flow(itemSize: Size(width: 100, height: 30), headerReferenceSize: Size(width: 0, height: 20)),
                pinning: Pinning(headers: .all)),
            sections: [.uniform(count: 3), .uniform(count: 3)], timelineEncoding: encoding)
    }

    @Test("a delta timeline decodes with its removed elements and replays to the full timeline")
    func deltaTimeline() async throws {
        let (delta, full) = try await LiveServer.with { live in
            (try await live.client.layout(Self.timeline(.delta)), try await live.client.layout(Self.timeline(.full)))
        }
        let entries = try #require(delta.timeline)
        #expect(entries.count == 4)
        #expect(delta.attributes.isEmpty)
        // At y 50 header 0 pins (y 50, zIndex 1024) and item 0.0 (20...50) has left.
        #expect(entries[1].removed == [RemovedElement(indexPath: [0, 0], category: .cell)])
        let header = try #require(entries[1].attributes.first)
        #expect(header.frame == Rect(x: 0, y: 50, width: 100, height: 20) && header.pinned == true)
        #expect(
            entries[3].removed?.contains(RemovedElement(indexPath: [1, 0], category: .supplementary, kind: "header"))
                == true)
        #expect(delta.fullTimeline == full.timeline)
        #expect(full.timeline?.allSatisfy { $0.removed == nil } == true)
    }

    @Test("scrollTo answers at the target offset; the request's new fields encode as the contract names them")
    func scrollToAndFields() async throws {
        // Ten 100 × 30 items 10 apart, contentInset top 10 and bottom 20: item 3 centred at
        // y = 135 - 10 - 70 / 2 = 90.
        let request = LayoutRequest(
            collectionView: CollectionView(
                size: Size(width: 100, height: 100), contentInset: Insets(top: 10, bottom: 20)),
            layout: .flow(Layout.Flow(itemSize: Size(width: 100, height: 30))), sections: [.uniform(count: 10)],
            scrollTo: ScrollTo(section: 0, item: 3, position: .centeredVertically))
        let response = try await LiveServer.with { try await $0.client.layout(request) }
        #expect(response.contentOffset == Point(x: 0, y: 90))
        #expect(response.cells.map(\.indexPath) == [[0, 2], [0, 3], [0, 4]])

        var mirrored = request
        mirrored.scrollTo = nil
        mirrored.collectionView.layoutDirection = .rightToLeft
        mirrored.layout.flipsHorizontallyInOppositeLayoutDirection = true
        let body = String(decoding: try LayoutClient.encode(mirrored), as: UTF8.self)
        #expect(body.contains(#""layoutDirection":"rightToLeft""#))
        #expect(body.contains(#""flipsHorizontallyInOppositeLayoutDirection":true"#))
    }

    @Test("a full-span waterfall item travels as fullSpan and spans the section")
    func fullSpan() async throws {
        // Three columns of floor((320 - 20) / 3) = 100; item 2 spans 320 from the longest column (110).
        let request = LayoutRequest(
            collectionView: CollectionView(size: Size(width: 320, height: 480)),
            layout: .waterfall(Layout.Waterfall(columnCount: 3)),
            sections: [
                Section(
                    .waterfall([
                        WaterfallItem(Size(width: 100, height: 100)), WaterfallItem(Size(width: 100, height: 50)),
                        WaterfallItem(Size(width: 320, height: 160), fullSpan: true),
                    ]))
            ], elements: .all)
        let response = try await LiveServer.with { try await $0.client.layout(request) }
        #expect(response.cell(at: [0, 2])?.frame == Rect(x: 0, y: 110, width: 320, height: 160))
        let decoded = try JSONDecoder().decode(LayoutRequest.self, from: try LayoutClient.encode(request))
        #expect(decoded == request)
    }
}
