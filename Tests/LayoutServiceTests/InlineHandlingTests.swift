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
                // Only a 422 is declined (a worker answers it under the full limits).
                #expect(full.status != 200, "\(name): declined inline, answered \(full.status) by a worker")
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
