import Foundation
import LayoutClient
import Testing

@Suite("LayoutClient's types mirror the wire format")
struct WireFormatTests {
    /// The encoded request parsed back by Foundation, independently of the client's decoder.
    static func object(_ request: LayoutRequest) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: LayoutClient.encode(request)) as? [String: Any])
    }

    @Test("fields left nil are left out of the JSON, so the server applies its defaults")
    func nilFieldsLeftOut() throws {
        let request = LayoutRequest(
            collectionView: CollectionView(size: Size(width: 375, height: 667)), layout: .flow(),
            sections: [.uniform(count: 3)])
        let json = try Self.object(request)
        #expect(Set(json.keys) == ["collectionView", "layout", "sections"])
        #expect(Set((json["collectionView"] as? [String: Any] ?? [:]).keys) == ["size"])
        #expect(Set((json["layout"] as? [String: Any] ?? [:]).keys) == ["type"])
        #expect((json["layout"] as? [String: Any])?["type"] as? String == "flow")
        let section = (json["sections"] as? [[String: Any]])?.first ?? [:]
        #expect(Set(section.keys) == ["itemCount"])
        #expect(section["itemCount"] as? Int == 3)
    }

    @Test("layout fields sit flat beside type, and pinning selections and elements use the wire's shapes")
    func flatLayout() throws {
        let request = LayoutRequest(
            collectionView: CollectionView(size: Size(width: 320, height: 480), contentInset: Insets(top: 64)),
            layout: .waterfall(
                Layout.Waterfall(columnCount: 3, itemRenderDirection: .leftToRight),
                pinning: Pinning(headers: .sections([0, 2]), footers: .all, stickHeight: 64, until: .never)),
            sections: [.sizes([Size(width: 1, height: 2)])],
            elements: .rect(Rect(x: 0, y: 10, width: 20, height: 30)))
        let json = try Self.object(request)
        let layout = json["layout"] as? [String: Any] ?? [:]
        #expect(layout["type"] as? String == "waterfall")
        #expect(layout["columnCount"] as? Int == 3)
        #expect(layout["itemRenderDirection"] as? String == "leftToRight")
        let pinning = layout["pinning"] as? [String: Any] ?? [:]
        #expect(pinning["headers"] as? [Int] == [0, 2])
        #expect(pinning["footers"] as? String == "all")
        #expect(pinning["until"] as? String == "never")
        #expect(Set(pinning.keys) == ["headers", "footers", "stickHeight", "until"])
        let elements = json["elements"] as? [String: Any] ?? [:]
        #expect((elements["rect"] as? [String: Any])?["height"] as? Double == 30)
        let insets = (json["collectionView"] as? [String: Any])?["contentInset"] as? [String: Any] ?? [:]
        #expect(insets["top"] as? Double == 64)
    }

    @Test("magazine width modes are names or {fractional: n}, and a uniform section carries its item")
    func magazineItems() throws {
        var section = Section(
            .magazine([
                MagazineItem(widthMode: .halfWidth, height: 90), MagazineItem(widthMode: .fractional(6), height: 40),
            ]))
        section.header = MagazineSupplementary(height: 44)
        section.background = true
        let uniform = Section(.magazineUniform(count: 4, item: MagazineItem(widthMode: .fullWidth, height: 50)))
        let request = LayoutRequest(
            collectionView: CollectionView(size: Size(width: 375, height: 667)), layout: .magazine(),
            sections: [section, uniform])
        let sections = try Self.object(request)["sections"] as? [[String: Any]] ?? []
        let items = sections.first?["items"] as? [[String: Any]] ?? []
        #expect(items.first?["widthMode"] as? String == "halfWidth")
        #expect((items.last?["widthMode"] as? [String: Any])?["fractional"] as? Int == 6)
        #expect((sections.first?["header"] as? [String: Any])?["height"] as? Double == 44)
        #expect(sections.first?["background"] as? Bool == true)
        #expect(sections.last?["itemCount"] as? Int == 4)
        #expect((sections.last?["item"] as? [String: Any])?["widthMode"] as? String == "fullWidth")
        let decoded = try JSONDecoder().decode(LayoutRequest.self, from: LayoutClient.encode(request))
        #expect(decoded == request)
    }

    @Test("a NaN in the request fails before sending, as an invalid request")
    func nanRejected() {
        let request = LayoutRequest(
            collectionView: CollectionView(size: Size(width: .nan, height: 667)), layout: .flow(), sections: [])
        do {
            _ = try LayoutClient.encode(request)
            Issue.record("a NaN was encoded")
        } catch {
            guard case .invalidRequest = error else {
                Issue.record("expected an invalid request, got \(error)")
                return
            }
        }
    }

    @Test(
        "every example request decodes into the client's types and, re-encoded, gets the same answer",
        arguments: LiveServer.clientExampleNames)
    func exampleRoundTrip(name: String) async throws {
        let bytes = try Data(contentsOf: LiveServer.examples.appendingPathComponent(name))
        let request = try JSONDecoder().decode(LayoutRequest.self, from: bytes)
        // Nothing is lost or added: the re-encoded request is the example's JSON (as Foundation compares it).
        let original = try JSONSerialization.jsonObject(with: bytes) as? NSDictionary
        let reencoded = try JSONSerialization.jsonObject(with: LayoutClient.encode(request)) as? NSDictionary
        #expect(original != nil)
        #expect(original == reencoded)
        try await LiveServer.with { live in
            let direct = try JSONDecoder().decode(LayoutResponse.self, from: try await live.postRaw(bytes))
            let viaClient = try await live.client.layout(request)
            #expect(viaClient == direct)
            // Something was answered: attributes, or a timeline's entries.
            #expect(viaClient.attributes.isEmpty == false || viaClient.timeline?.isEmpty == false)
        }
    }

    @Test("there is an example of every family, so the round trip covers each")
    func examplesCoverFamilies() throws {
        var families: Set<String> = []
        for name in LiveServer.clientExampleNames {
            let bytes = try Data(contentsOf: LiveServer.examples.appendingPathComponent(name))
            families.insert(try JSONDecoder().decode(LayoutRequest.self, from: bytes).layout.family.type)
        }
        #expect(families == ["flow", "waterfall", "iglist", "magazine"])
    }
}
