import Foundation
import LayoutClient
import Testing

@Suite("Layoutd's types mirror the wire format")
struct WireFormatTests {
    /// The encoded request parsed back by Foundation, independently of the client's decoder.
    static func object<F>(_ request: Layoutd.Request<F>) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Layoutd.Client.encode(request)) as? [String: Any])
    }

    static let phone = Layoutd.CollectionView(size: Layoutd.Size(width: 375, height: 667))

    @Test("fields left nil are left out of the JSON, so the server applies its defaults")
    func nilFieldsLeftOut() throws {
        let request = Layoutd.Request(
            collectionView: Self.phone, layout: Layoutd.FlowLayout(),
            sections: [Layoutd.FlowSection(.uniform(count: 3))])
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
        let request = Layoutd.Request(
            collectionView: Layoutd.CollectionView(
                size: Layoutd.Size(width: 320, height: 480), contentInset: Layoutd.Insets(top: 64)),
            layout: Layoutd.WaterfallLayout(
                pinning: Layoutd.Pinning(headers: .sections([0, 2]), footers: .all, stickHeight: 64, until: .never),
                columnCount: 3, itemRenderDirection: .leftToRight),
            sections: [Layoutd.WaterfallSection(.sizes([Layoutd.Size(width: 1, height: 2)]), columnCount: 2)],
            elements: .rect(Layoutd.Rect(x: 0, y: 10, width: 20, height: 30)))
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
        let section = (json["sections"] as? [[String: Any]])?.first ?? [:]
        #expect(section["columnCount"] as? Int == 2)
        let elements = json["elements"] as? [String: Any] ?? [:]
        #expect((elements["rect"] as? [String: Any])?["height"] as? Double == 30)
        let insets = (json["collectionView"] as? [String: Any])?["contentInset"] as? [String: Any] ?? [:]
        #expect(insets["top"] as? Double == 64)
    }

    @Test("Pinning(headers: .none) is the selection, not Optional.none, and stays out of the JSON")
    func noneSelection() throws {
        let pinning = Layoutd.Pinning(headers: .none, footers: .all)
        #expect(pinning.headers == Layoutd.Pinning.Selection.none)
        let request = Layoutd.Request(
            collectionView: Self.phone, layout: Layoutd.FlowLayout(pinning: pinning),
            sections: [Layoutd.FlowSection(.uniform(count: 1))])
        let encoded = (try Self.object(request)["layout"] as? [String: Any])?["pinning"] as? [String: Any]
        #expect(encoded?.keys.sorted() == ["footers"])
    }

    @Test("magazine width modes are names or {fractional: n}, and a uniform section carries its item")
    func magazineItems() throws {
        let section = Layoutd.MagazineSection(
            .items([
                Layoutd.MagazineItem(widthMode: .halfWidth, height: 90),
                Layoutd.MagazineItem(widthMode: .fractional(6), height: 40),
            ]),
            header: Layoutd.MagazineSupplementary(height: 44), background: true)
        let uniform = Layoutd.MagazineSection(
            .uniform(count: 4, item: Layoutd.MagazineItem(widthMode: .fullWidth, height: 50)))
        let request = Layoutd.Request(
            collectionView: Self.phone, layout: Layoutd.MagazineLayout(), sections: [section, uniform])
        let sections = try Self.object(request)["sections"] as? [[String: Any]] ?? []
        let items = sections.first?["items"] as? [[String: Any]] ?? []
        #expect(items.first?["widthMode"] as? String == "halfWidth")
        #expect((items.last?["widthMode"] as? [String: Any])?["fractional"] as? Int == 6)
        #expect((sections.first?["header"] as? [String: Any])?["height"] as? Double == 44)
        #expect(sections.first?["background"] as? Bool == true)
        #expect(sections.last?["itemCount"] as? Int == 4)
        #expect((sections.last?["item"] as? [String: Any])?["widthMode"] as? String == "fullWidth")
        let decoded = try JSONDecoder().decode(
            Layoutd.Request<Layoutd.MagazineLayout>.self, from: Layoutd.Client.encode(request))
        #expect(decoded == request)
    }

    @Test("a request of one family does not decode as another")
    func familyChecked() throws {
        let waterfall = Layoutd.Request(
            collectionView: Self.phone, layout: Layoutd.WaterfallLayout(),
            sections: [Layoutd.WaterfallSection(.uniform(count: 2))])
        let bytes = try Layoutd.Client.encode(waterfall)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Layoutd.Request<Layoutd.FlowLayout>.self, from: bytes)
        }
        #expect(try JSONDecoder().decode(Layoutd.Request<Layoutd.WaterfallLayout>.self, from: bytes) == waterfall)
    }

    @Test("a NaN in the request fails before sending, as an invalid request")
    func nanRejected() {
        let request = Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: .nan, height: 667)),
            layout: Layoutd.FlowLayout(), sections: [])
        do {
            _ = try Layoutd.Client.encode(request)
            Issue.record("a NaN was encoded")
        } catch {
            guard case .invalidRequest = error else {
                Issue.record("expected an invalid request, got \(error)")
                return
            }
        }
    }

    /// Decodes `bytes` as a request of `family`, checks it re-encodes to the same JSON, and that the client's
    /// answer equals the raw answer; returns the family's name.
    static func roundTrip<F: Layoutd.LayoutFamily>(_ family: F.Type, _ bytes: Data) async throws -> String {
        let request = try JSONDecoder().decode(Layoutd.Request<F>.self, from: bytes)
        // Nothing is lost or added: the re-encoded request is the example's JSON (as Foundation compares it).
        let original = try JSONSerialization.jsonObject(with: bytes) as? NSDictionary
        let reencoded = try JSONSerialization.jsonObject(with: Layoutd.Client.encode(request)) as? NSDictionary
        #expect(original != nil)
        #expect(original == reencoded)
        try await LiveServer.with { live in
            let direct = try JSONDecoder().decode(Layoutd.Response.self, from: try await live.postRaw(bytes))
            let viaClient = try await live.client.layout(request)
            #expect(viaClient == direct)
            // Something was answered: attributes, or a timeline's entries.
            #expect(viaClient.attributes.isEmpty == false || viaClient.timeline?.isEmpty == false)
        }
        return F.type
    }

    /// The family named by an example's `layout.type`.
    static func family(of bytes: Data) throws -> String {
        let object = try JSONSerialization.jsonObject(with: bytes) as? [String: Any]
        return try #require((object?["layout"] as? [String: Any])?["type"] as? String)
    }

    @Test(
        "every example request decodes into its family's types and, re-encoded, gets the same answer",
        arguments: LiveServer.exampleNames)
    func exampleRoundTrip(name: String) async throws {
        let bytes = try Data(contentsOf: LiveServer.examples.appendingPathComponent(name))
        let type = try Self.family(of: bytes)
        let decodedAs: String
        switch type {
        case "flow": decodedAs = try await Self.roundTrip(Layoutd.FlowLayout.self, bytes)
        case "waterfall": decodedAs = try await Self.roundTrip(Layoutd.WaterfallLayout.self, bytes)
        case "iglist": decodedAs = try await Self.roundTrip(Layoutd.IGListLayout.self, bytes)
        case "magazine": decodedAs = try await Self.roundTrip(Layoutd.MagazineLayout.self, bytes)
        case "compositional": decodedAs = try await Self.roundTrip(Layoutd.CompositionalLayout.self, bytes)
        default:
            Issue.record("the client has no family \(type)")
            return
        }
        #expect(decodedAs == type)
    }

    @Test("there is an example of every family, so the round trip covers each")
    func examplesCoverFamilies() throws {
        let families = try Set(
            LiveServer.exampleNames.map {
                try Self.family(of: Data(contentsOf: LiveServer.examples.appendingPathComponent($0)))
            })
        #expect(families == ["flow", "waterfall", "iglist", "magazine", "compositional"])
    }
}
