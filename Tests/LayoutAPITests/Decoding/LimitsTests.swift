import LayoutAPI
import LayoutEngine
import Testing

/// Every configured limit is answered with its status and a pointer.
@Suite("Request limits")
struct LimitsTests {
    static func items(_ n: Int) -> String {
        "[" + Array(repeating: #"{"width": 1, "height": 1}"#, count: n).joined(separator: ",") + "]"
    }

    @Test("explicit items over maxItems are 413 at the items array that crossed the limit")
    func tooManyItems() {
        let body = flowRequest(sections: "[{\"items\": \(Self.items(3))}, {\"items\": \(Self.items(3))}]")
        let error = problem(body, limits: APILimits(maxItems: 5))
        #expect(error?.status == 413)
        #expect(pointers(error) == ["/sections/1/items"])
        // Exactly at the limit is fine.
        #expect((try? LayoutRequestDecoder.decode(Array(body.utf8), limits: APILimits(maxItems: 6))) != nil)
    }

    @Test("sections over maxSections are 413 at /sections")
    func tooManySections() {
        let body = flowRequest(sections: "[{\"itemCount\": 1}, {\"itemCount\": 1}, {\"itemCount\": 1}]")
        let error = problem(body, limits: APILimits(maxSections: 2))
        #expect(error?.status == 413)
        #expect(pointers(error) == ["/sections"])
    }

    @Test("a uniform itemCount beyond maxUniformItemCount is 400 at the count; a billion items decode")
    func uniformCount() throws {
        let error = problem(flowRequest(sections: #"[{"itemCount": 11}]"#), limits: APILimits(maxUniformItemCount: 10))
        #expect(error?.status == 400)
        #expect(pointers(error) == ["/sections/0/itemCount"])
        let billion = try decoded(flowRequest(sections: #"[{"itemCount": 1000000000}]"#))
        #expect(flow(billion)?.sections[0].items.count == 1_000_000_000)
    }

    @Test("numbers beyond maxMagnitude are 400, whichever sign")
    func magnitude() {
        let error = problem(
            flowRequest(layout: #""pinning": {"offset": -1001}"#), limits: APILimits(maxMagnitude: 1000))
        #expect(pointers(error) == ["/layout/pinning/offset"])
        #expect(error?.errors.first?.detail == "must not exceed 1000 in absolute value")
    }

    @Test("1e999 is not a finite number; 1e-999 is zero")
    func overflow() throws {
        let error = problem(flowRequest(layout: #""minimumLineSpacing": 1e999"#))
        #expect(error?.errors.first?.detail == "must be a finite number")
        #expect(flow(try decoded(flowRequest(layout: #""minimumLineSpacing": 1e-999"#)))?.minimumLineSpacing == 0)
    }

    @Test("the engine's attribute limit is 422 at /elements with a hint to ask for a rect")
    func attributeLimit() {
        let body = Array(flowRequest(sections: #"[{"itemCount": 100}]"#, extra: #""elements": "all""#).utf8)
        let response = LayoutAPI.respond(toBody: body, limits: APILimits(maxAttributes: 10))
        // 100 cells of 50x50 in a 375-point line are far more than 10 attributes.
        #expect(response.status == 422)
        #expect(response.mediaType == .problemJSON)
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.contains("\"pointer\":\"/elements\""))
        #expect(text.contains("rect"))
    }
}
