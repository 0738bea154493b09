import Foundation
import HTTPServer
import LayoutAPI
import LayoutService
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("POST /layout through the handler")
struct LayoutHandlerTests {
    let service = LayoutService()

    /// Seed 002 with the contentOffset replaced.
    static func seed002(offsetY: Double) throws -> String {
        try ServiceSupport.example("seed-002-flow-pin-section.json").replacingOccurrences(
            of: "\"y\": 600", with: "\"y\": \(offsetY)")
    }

    // Hand computation for Examples/seed-002 (width 375, sectionInset 10, items 110, spacing 10, headers 40):
    // a line holds 3 items (3*110 + 2*10 = 350 <= 355). Section 0: header 0-40, one line 50-160, ends 170.
    // Section 1: header 170-210, two lines 220-330 and 340-450, ends 460. Section 2: header rests at 460.
    // Pinned below the 64-point bar with until never: y = max(460, offset.y + 64), the article's formula.
    @Test("seed 002: section 2's header follows the article's formula", arguments: [0.0, 300, 396, 397, 600, 1500])
    func seed002(offsetY: Double) throws {
        let response = service.handle(ServiceSupport.post(try Self.seed002(offsetY: offsetY)))
        #expect(response.status == 200)
        let body = ServiceSupport.json(response)
        let content = body["contentSize"] as? [String: Any]
        // Section 3: header 870-910, four lines from 920: 920 + 4*110 + 3*10 = 1390, plus inset 10 = 1400.
        #expect((content?["height"] as? NSNumber)?.doubleValue == 1400)
        let header = ServiceSupport.attributes(response)["header 2"]
        let expectedY = max(460, offsetY + 64)
        if expectedY < offsetY + 667 {
            let frame = ServiceSupport.frame(header)
            #expect(frame == [0, expectedY, 375, 40])
            #expect(header?["pinned"] as? Bool == (expectedY != 460))
            #expect(header?["zIndex"] as? Int == (expectedY != 460 ? 20 : 0))
        }
        // Other sections' headers never pin.
        for key in ["header 0", "header 1", "header 3"] {
            if let other = ServiceSupport.attributes(response)[key] {
                #expect(other["pinned"] as? Bool == false)
            }
        }
    }

    // Hand computation for Examples/seed-000: the header is 200 high at y 0, stickHeight 64, so once
    // 200 - offset.y <= 64 (offset.y >= 136) the article puts it at offset.y - (200 - 64) = offset.y - 136.
    @Test("seed 000: the waterfall header sticks with 64 points showing", arguments: [0.0, 100, 136, 137, 300, 500])
    func seed000(offsetY: Double) throws {
        let text = try ServiceSupport.example("seed-000-waterfall-stick-header.json").replacingOccurrences(
            of: "\"y\": 300", with: "\"y\": \(offsetY)")
        let response = service.handle(ServiceSupport.post(text))
        #expect(response.status == 200)
        let header = ServiceSupport.attributes(response)["header 0"]
        let expectedY = 200 - offsetY <= 64 ? offsetY - (200 - 64) : 0
        #expect(ServiceSupport.frame(header)[1] == expectedY)
        #expect(header?["pinned"] as? Bool == (expectedY != 0))
        #expect(header?["zIndex"] as? Int == (expectedY != 0 ? 2048 : 0))
    }

    static let badRequests: [(name: String, body: String, status: Int, pointer: String)] = [
        // The body ends where the value of collectionView should be: the pointer names that place.
        ("malformed JSON", #"{"collectionView": "#, 400, "/collectionView"),
        ("empty body", "", 400, ""),
        (
            "unknown field",
            #"{"collectionView":{"size":{"width":1,"height":1}},"layout":{"type":"flow"},"sections":[],"extra":1}"#,
            400, "/extra"
        ),
        (
            "misspelt field",
            #"{"collectionView":{"size":{"width":1,"height":1}},"layout":{"type":"waterfall","columCount":2},"sections":[]}"#,
            400, "/layout/columCount"
        ),
        (
            "wrong type",
            #"{"collectionView":{"size":{"width":"wide","height":1}},"layout":{"type":"flow"},"sections":[]}"#,
            400, "/collectionView/size/width"
        ),
        (
            "1e999",
            #"{"collectionView":{"size":{"width":1e999,"height":1}},"layout":{"type":"flow"},"sections":[]}"#,
            400, "/collectionView/size/width"
        ),
        (
            "negative size",
            #"{"collectionView":{"size":{"width":1,"height":1}},"layout":{"type":"flow"},"sections":[{"items":[{"width":1,"height":1},{"width":1,"height":-5}]}]}"#,
            400, "/sections/0/items/1/height"
        ),
        (
            "items with itemCount",
            #"{"collectionView":{"size":{"width":1,"height":1}},"layout":{"type":"flow"},"sections":[{"items":[],"itemCount":3}]}"#,
            400, "/sections/0"
        ),
        (
            "zero columns",
            #"{"collectionView":{"size":{"width":1,"height":1}},"layout":{"type":"waterfall","columnCount":0},"sections":[{"itemCount":1}]}"#,
            422, "/layout/columnCount"
        ),
        (
            "horizontal waterfall",
            #"{"collectionView":{"size":{"width":1,"height":1}},"layout":{"type":"waterfall","scrollDirection":"horizontal"},"sections":[]}"#,
            422, "/layout/scrollDirection"
        ),
    ]

    @Test("bad requests get their status and a pointer to the exact place", arguments: badRequests.indices)
    func badRequest(index: Int) {
        let bad = Self.badRequests[index]
        let response = service.handle(ServiceSupport.post(bad.body))
        #expect(response.status == bad.status, "\(bad.name)")
        #expect(response.header("Content-Type") == "application/problem+json", "\(bad.name)")
        #expect(ServiceSupport.pointer(response) == bad.pointer, "\(bad.name)")
        let body = ServiceSupport.json(response)
        #expect(body["status"] as? Int == bad.status)
        #expect(body["type"] is String && body["title"] is String && body["detail"] is String)
    }

    @Test("deep nesting is a 400, not a crash")
    func deepNesting() {
        let body = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let response = service.handle(ServiceSupport.post(body))
        #expect(response.status == 400)
    }

    @Test("a result over the attribute limit is a 422 that points at elements")
    func attributeLimit() {
        let service = LayoutService(configuration: ServiceConfiguration(limits: .init(maxAttributes: 10)))
        let body =
            #"{"collectionView":{"size":{"width":100,"height":100}},"layout":{"type":"flow"},"sections":[{"itemCount":1000000000}],"elements":"all"}"#
        let response = service.handle(ServiceSupport.post(body))
        #expect(response.status == 422)
        #expect(ServiceSupport.pointer(response) == "/elements")
    }

    @Test("Accept: image/svg+xml returns a picture of the layout with the visible rect and pinned elements")
    func svg() throws {
        let response = service.handle(
            ServiceSupport.post(try Self.seed002(offsetY: 600), accept: "image/svg+xml"))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "image/svg+xml")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(text.contains("class=\"visible\" x=\"0\" y=\"600\" width=\"375\" height=\"667\""))
        #expect(text.contains("header [2, 0] pinned"))
        // Every returned element is drawn: the JSON answer's count of elements equals the SVG's groups.
        let json = service.handle(ServiceSupport.post(try Self.seed002(offsetY: 600)))
        let count = (ServiceSupport.json(json)["attributes"] as? [Any])?.count ?? -1
        let elements = text.split(separator: "\n").filter { line in
            ["cell", "header", "footer", "pinned", "decoration"].contains { line.hasPrefix("<g class=\"\($0)") }
        }
        #expect(elements.count == count)
        // SVG parses as XML.
        #expect((try? XMLDocument(data: Data(response.body))) != nil)
    }

    /// `Accept` is read by HTTPServer's strict reader (RFC 9110 §12.4.2): a weight is `0` to `1` with at most three
    /// decimals, so `q=2`, `q=1.5` and `q=0.0001` are not weights and their element counts for nothing, and the answer
    /// is JSON; a valid weight above JSON's (`*/*` is JSON's too) asks for the picture; a tie goes to JSON.
    @Test(
        "Accept: SVG only when it outweighs JSON with a valid qvalue",
        arguments: [
            ("image/svg+xml", true), ("image/svg+xml;q=2", false), ("image/svg+xml;q=1.5", false),
            ("image/svg+xml;q=0.0001", false), ("image/svg+xml;q=x, application/json;q=0.1", false),
            ("application/json;q=0.5, image/svg+xml;q=0.501", true), ("image/svg+xml;q=0.5, */*;q=0.5", false),
            ("IMAGE/SVG+XML ; Q=0.9 , application/json;q=0.8", true), ("image/svg+xml;q=0", false),
            ("application/json, image/svg+xml;q=1.000", false), ("image/*", false),
        ])
    func acceptIsStrict(accept: String, svg: Bool) throws {
        let response = service.handle(ServiceSupport.post(try Self.seed002(offsetY: 0), accept: accept))
        #expect(response.status == 200)
        #expect(response.header("content-type") == (svg ? "image/svg+xml" : "application/json"))
    }

    /// The service keeps nothing of one request for the next but its counters: a request answered by a fresh
    /// service, and again after the service answered every example as JSON and as SVG, on the worker's path and
    /// the I/O thread's, with refusals in between, is answered alike, header for header and byte for byte.
    @Test("an answer depends on its request alone, not on the requests answered before it")
    func answerIndependentOfHistory() throws {
        let seed002 = try Self.seed002(offsetY: 600)
        let timeline = try ServiceSupport.example("timeline-delta.json")
        let requests: [() -> HTTPRequest] = [
            { ServiceSupport.post(seed002) },
            { ServiceSupport.post(seed002, accept: "image/svg+xml") },
            { ServiceSupport.post(timeline) },
            { ServiceSupport.post(#"{"collectionView":{"size":{"width":-1,"height":1}},"layout":{"type":"flow"}}"#) },
        ]
        let fresh = requests.map { LayoutService().handle($0()) }
        #expect(fresh.map(\.status) == [200, 200, 200, 400])
        for name in try ServiceSupport.exampleNames() {
            let body = try ServiceSupport.example(name)
            #expect(service.handle(ServiceSupport.post(body)).status == 200, "\(name)")
            _ = service.handleInline(ServiceSupport.post(body, accept: "image/svg+xml"))
            _ = service.handle(ServiceSupport.post(String(body.dropLast(9))))
        }
        _ = service.handle(ServiceSupport.post("{}", contentType: "text/plain"))
        for (request, first) in zip(requests, fresh) {
            let again = service.handle(request())
            #expect(again.status == first.status)
            #expect(again.headers.map { "\($0.name): \($0.value)" } == first.headers.map { "\($0.name): \($0.value)" })
            #expect(again.body == first.body, "\(again.status) \(again.header("content-type") ?? "") answer changed")
        }
    }
}

@Suite("POST /layout: timelines, scrollTo and right to left through the handler")
struct ScrollingHandlerTests {
    let service = LayoutService()

    @Test("a timeline is drawn as one picture per offset, side by side; a long one as its first and last")
    func timelineSVG() throws {
        // Examples/timeline-delta: four offsets with 3, 4 (h0, c0.1, c0.2, h1), 5 (h0, c0.2, h1, c1.0, c1.1) and 3
        // elements on screen (the delta replayed).
        let request = try ServiceSupport.example("timeline-delta.json")
        let response = service.handle(ServiceSupport.post(request, accept: "image/svg+xml"))
        #expect(response.status == 200)
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.components(separatedBy: "<svg").count - 1 == 5)  // the picture and four panels
        #expect(text.components(separatedBy: "class=\"visible\"").count - 1 == 4)
        // The elements' groups (the pictures also group their grid, rulers, notes and legend).
        let drawn = text.split(separator: "\n").filter { line in
            ["cell", "header", "footer", "pinned", "decoration"].contains { line.hasPrefix("<g class=\"\($0)") }
        }
        #expect(drawn.count == 3 + 4 + 5 + 3)
        #expect(text.contains("class=\"visible\" x=\"0\" y=\"110\" width=\"100\" height=\"100\""))
        #expect((try? XMLDocument(data: Data(response.body))) != nil)
        // Nine offsets: only the first and the last are drawn.
        let nine = request.replacingOccurrences(
            of: #""contentOffsets": ["#,
            with:
                #""contentOffsets": [{"x": 0, "y": 1}, {"x": 0, "y": 2}, {"x": 0, "y": 3}, {"x": 0, "y": 4}, {"x": 0, "y": 5}, "#
        )
        let long = String(
            decoding: service.handle(ServiceSupport.post(nine, accept: "image/svg+xml")).body, as: UTF8.self)
        #expect(long.components(separatedBy: "class=\"visible\"").count - 1 == 2)
        #expect(long.contains("a timeline of 9 offsets, the first and the last drawn"))
    }

    @Test("the SVG of a scrollTo answer outlines the visible rect at the offset scrolled to")
    func scrollToSVG() throws {
        let response = service.handle(
            ServiceSupport.post(try ServiceSupport.example("scroll-to.json"), accept: "image/svg+xml"))
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.contains("class=\"visible\" x=\"0\" y=\"90\" width=\"100\" height=\"100\""))
    }

    @Test("the SVG of a mirrored layout at its default offset outlines its right end")
    func mirroredDefaultSVG() throws {
        // rtl-horizontal-flow without its contentOffset: the default x is 780 - 300 + 20 = 500.
        let request = try ServiceSupport.example("rtl-horizontal-flow.json")
        let json = try JSONSerialization.jsonObject(with: Data(request.utf8)) as? [String: Any]
        var object = try #require(json)
        var cv = try #require(object["collectionView"] as? [String: Any])
        cv["contentOffset"] = nil
        object["collectionView"] = cv
        let data = try JSONSerialization.data(withJSONObject: object)
        let response = service.handle(
            ServiceSupport.post(String(decoding: data, as: UTF8.self), accept: "image/svg+xml"))
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.contains("class=\"visible\" x=\"500\" y=\"0\" width=\"300\" height=\"200\""))
    }
}
