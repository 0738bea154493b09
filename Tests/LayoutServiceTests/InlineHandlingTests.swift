import Foundation
import HTTPServer
import LayoutAPI
import LayoutService
import Testing

/// `LayoutService.handleInline`, what the HTTP server's I/O thread calls for a small request while a worker is
/// idle: the same answer as `handle`, or `nil` (nothing recorded) when the request needs more than `inlineLimits`.
@Suite("Inline handling: the worker's answer within the inline limits, or declined unrecorded")
struct InlineHandlingTests {
    static func examples() throws -> [String] {
        let folder = ServiceSupport.repositoryRoot.appendingPathComponent("Examples")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    @Test("every example answered inline is byte for byte, header for header, what handle answers")
    func examplesAnswerAlike() throws {
        let inlineService = LayoutService()
        let service = LayoutService()
        var answered = 0
        for name in try Self.examples() {
            let body = try ServiceSupport.example(name)
            let full = service.handle(ServiceSupport.post(body))
            guard let inline = inlineService.handleInline(ServiceSupport.post(body)) else {
                Issue.record("\(name): declined inline, answered \(full.status) by a worker")
                continue
            }
            answered += 1
            #expect(inline.status == full.status, "\(name)")
            #expect(inline.body == full.body, "\(name)")
            #expect(inline.headers.map(\.name) == full.headers.map(\.name), "\(name)")
            #expect(inline.headers.map(\.value) == full.headers.map(\.value), "\(name)")
        }
        #expect(answered == (try Self.examples()).count)  // every example is small and cheap
    }

    @Test("a request past the inline limits is declined and counted nowhere; handle answers it whole")
    func declinedUnrecorded() throws {
        // 3,000 attributes: over the inline 2,000, within the configured 100,000 (derived: one uniform section of
        // 3,000 items, every element, no supplementaries).
        let body = #"""
            {"collectionView": {"size": {"width": 320, "height": 480}}, "layout": {"type": "flow",
             "itemSize": {"width": 10, "height": 10}}, "sections": [{"itemCount": 3000}], "elements": "all"}
            """#
        let service = LayoutService()
        #expect(LayoutService.inlineLimits(APILimits()).maxAttributes == 2_000)
        #expect(service.handleInline(ServiceSupport.post(body)) == nil)
        let samples = MetricsTests.parse(service.metrics.render())
        #expect(!samples.keys.contains { $0.hasPrefix("http_requests_total") })
        #expect(service.metrics.inFlight == 0)
        let full = service.handle(ServiceSupport.post(body))
        #expect(full.status == 200)
        #expect((ServiceSupport.json(full)["attributes"] as? [Any])?.count == 3000)
        let after = MetricsTests.parse(service.metrics.render())
        #expect(after[#"http_requests_total{method="POST",route="/layout",code="200"}"#] == 1)
    }

    /// A 422 the request causes itself is the same under any limits: the I/O thread answers it, and it is not
    /// computed again on a worker. Only a refusal by a limit the inline limits lower goes back to a worker: one at
    /// the inline 2,000 attributes when 100,000 are configured, not one at 1,000 configured, where the inline limit
    /// is the configured one.
    @Test("inline, a 422 of the request's own is answered; only an inline limit lower than the configured goes back")
    func ownProblemsAnsweredInline() throws {
        let service = LayoutService()
        // The inset across the scroll axis (200 + 200) is wider than the 320-point bounds: no limit is involved.
        let impossible = #"""
            {"collectionView": {"size": {"width": 320, "height": 480}, "contentInset": {"left": 200, "right": 200}},
             "layout": {"type": "flow"}, "sections": [{"itemCount": 3}]}
            """#
        let answered = service.handleInline(ServiceSupport.post(impossible))
        let inline = try #require(answered)
        #expect(inline.status == 422)
        #expect(ServiceSupport.pointer(inline) == "/collectionView/contentInset")
        #expect(inline.body == service.handle(ServiceSupport.post(impossible)).body)
        // 3,000 attributes: over the inline 2,000 and a configured 1,000 alike, so the configured limit answers.
        let many = #"""
            {"collectionView": {"size": {"width": 320, "height": 480}}, "layout": {"type": "flow",
             "itemSize": {"width": 10, "height": 10}}, "sections": [{"itemCount": 3000}], "elements": "all"}
            """#
        #expect(service.handleInline(ServiceSupport.post(many)) == nil)
        let small = LayoutService(configuration: ServiceConfiguration(limits: APILimits(maxAttributes: 1_000)))
        let declined = small.handleInline(ServiceSupport.post(many))
        let refused = try #require(declined)
        #expect(refused.status == 422 && ServiceSupport.pointer(refused) == "/elements")
        #expect(String(decoding: refused.body, as: UTF8.self).contains("more than 1000 attributes"))
        #expect(refused.body == small.handle(ServiceSupport.post(many)).body)
    }

    @Test("the inline limits never exceed the configured ones")
    func limitsAreTheLower() {
        var configured = APILimits(maxAttributes: 50)
        configured.workBudget = 1_000
        configured.maxAnswerBytes = 4_096
        configured.maxSVGElements = 10
        let inline = LayoutService.inlineLimits(configured)
        #expect(inline.maxAttributes == 50 && inline.workBudget == 1_000)
        #expect(inline.maxAnswerBytes == 4_096 && inline.maxSVGElements == 10)
        #expect(inline.maxItems == configured.maxItems && inline.maxSections == configured.maxSections)
    }
}
