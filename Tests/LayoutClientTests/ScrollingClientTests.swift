import Foundation
import LayoutClient
import Testing

@Suite("Layoutd.Client: timelines, scrollTo, right to left and full-span items against the live server")
struct ScrollingClientTests {
    /// Examples/timeline-delta built with the client's types: a 100 × 100 view, two sections of a 20-point header
    /// and three 100 × 30 items, headers pinned, at y 0, 50, 110 and 0.
    static func timeline(_ encoding: Layoutd.TimelineEncoding) -> Layoutd.Request<Layoutd.FlowLayout> {
        Layoutd.Request(
            collectionView: Layoutd.CollectionView(
                size: Layoutd.Size(width: 100, height: 100),
                contentOffsets: [0.0, 50, 110, 0].map { Layoutd.Point(x: 0, y: $0) }),
            layout: Layoutd.FlowLayout(
                pinning: Layoutd.Pinning(headers: .all), itemSize: Layoutd.Size(width: 100, height: 30),
                headerReferenceSize: Layoutd.Size(width: 0, height: 20)),
            sections: [Layoutd.FlowSection(.uniform(count: 3)), Layoutd.FlowSection(.uniform(count: 3))],
            timelineEncoding: encoding)
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
        #expect(entries[1].removed == [Layoutd.RemovedElement(indexPath: [0, 0], category: .cell)])
        let header = try #require(entries[1].attributes.first)
        #expect(header.frame == Layoutd.Rect(x: 0, y: 50, width: 100, height: 20) && header.pinned == true)
        #expect(
            entries[3].removed?.contains(
                Layoutd.RemovedElement(indexPath: [1, 0], category: .supplementary, kind: .sectionHeader)) == true)
        #expect(delta.fullTimeline == full.timeline)
        #expect(full.timeline?.allSatisfy { $0.removed == nil } == true)
    }

    @Test("scrollTo answers at the target offset; the request's new fields encode as the contract names them")
    func scrollToAndFields() async throws {
        // Ten 100 × 30 items 10 apart, contentInset top 10 and bottom 20: item 3 centred at
        // y = 135 - 10 - 70 / 2 = 90.
        let request = Layoutd.Request(
            collectionView: Layoutd.CollectionView(
                size: Layoutd.Size(width: 100, height: 100), contentInset: Layoutd.Insets(top: 10, bottom: 20)),
            layout: Layoutd.FlowLayout(itemSize: Layoutd.Size(width: 100, height: 30)),
            sections: [Layoutd.FlowSection(.uniform(count: 10))],
            scrollTo: Layoutd.ScrollTo(indexPath: [0, 3], position: .centeredVertically))
        let response = try await LiveServer.with { try await $0.client.layout(request) }
        #expect(response.contentOffset == Layoutd.Point(x: 0, y: 90))
        #expect(response.cells.map(\.indexPath) == [[0, 2], [0, 3], [0, 4]])

        var mirrored = request
        mirrored.scrollTo = nil
        mirrored.collectionView.layoutDirection = .rightToLeft
        mirrored.layout.flipsHorizontallyInOppositeLayoutDirection = true
        let body = String(decoding: try Layoutd.Client.encode(mirrored), as: UTF8.self)
        #expect(body.contains(#""layoutDirection":"rightToLeft""#))
        #expect(body.contains(#""flipsHorizontallyInOppositeLayoutDirection":true"#))
    }

    @Test("a full-span waterfall item travels as fullSpan and spans the section")
    func fullSpan() async throws {
        // Three columns of floor((320 - 20) / 3) = 100; item 2 spans 320 from the longest column (110).
        let request = Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 320, height: 480)),
            layout: Layoutd.WaterfallLayout(columnCount: 3),
            sections: [
                Layoutd.WaterfallSection(
                    .items([
                        Layoutd.WaterfallItem(width: 100, height: 100), Layoutd.WaterfallItem(width: 100, height: 50),
                        Layoutd.WaterfallItem(width: 320, height: 160, fullSpan: true),
                    ]))
            ], elements: .all)
        let response = try await LiveServer.with { try await $0.client.layout(request) }
        #expect(response.cell(at: [0, 2])?.frame == Layoutd.Rect(x: 0, y: 110, width: 320, height: 160))
        let decoded = try JSONDecoder().decode(
            Layoutd.Request<Layoutd.WaterfallLayout>.self, from: try Layoutd.Client.encode(request))
        #expect(decoded == request)
    }
}
