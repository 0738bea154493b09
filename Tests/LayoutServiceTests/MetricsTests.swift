import Foundation
import HTTPServer
import Testing

@testable import LayoutService

@Suite("GET /metrics in the Prometheus text format")
struct MetricsTests {
    /// Parses the exposition: every non-comment line is `name{labels} value`; returns samples by full name.
    static func parse(_ text: String) -> [String: Double] {
        var samples: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) else {
                Issue.record("unparsable line: \(line)")
                continue
            }
            samples[String(line[..<space])] = value
        }
        return samples
    }

    @Test("request counts, durations, items and build info are exported with low-cardinality labels")
    func counters() {
        let service = LayoutService()
        let body =
            #"{"collectionView":{"size":{"width":100,"height":100}},"layout":{"type":"flow"},"sections":[{"itemCount":7}]}"#
        for _ in 0..<3 { _ = service.handle(ServiceSupport.post(body)) }
        _ = service.handle(ServiceSupport.get("/nope/\(UUID())"))
        _ = service.handle(ServiceSupport.get("/layout"))
        let response = service.handle(ServiceSupport.get("/metrics"))
        #expect(response.status == 200)
        #expect(response.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        let text = String(decoding: response.body, as: UTF8.self)
        let samples = Self.parse(text)
        #expect(samples[#"http_requests_total{method="POST",route="/layout",code="200"}"#] == 3)
        #expect(samples[#"http_requests_total{method="GET",route="/layout",code="405"}"#] == 1)
        // An unknown path is counted under route "other", never under its own path.
        #expect(samples[#"http_requests_total{method="GET",route="other",code="404"}"#] == 1)
        #expect(!text.contains("/nope/"))
        #expect(samples[#"http_request_duration_seconds_count{route="/layout"}"#] == 4)
        #expect(samples[#"http_request_duration_seconds_bucket{route="/layout",le="+Inf"}"#] == 4)
        #expect(samples["layoutd_items_laid_out_total"] == 21)
        // The metrics request itself is in flight while it renders.
        #expect(samples["http_requests_in_flight"] == 1)
        #expect(samples[#"layoutd_build_info{version="\#(LayoutService.version)"}"#] == 1)
        #expect(text.contains("# TYPE http_request_duration_seconds histogram"))
    }

    @Test("histogram buckets are cumulative")
    func cumulative() {
        let metrics = Metrics(version: "t")
        for seconds in [0.00005, 0.003, 0.003, 0.2, 9.0] {
            metrics.requestStarted()
            metrics.requestFinished(method: "GET", route: "/healthz", code: 200, seconds: seconds)
        }
        let samples = Self.parse(metrics.render())
        // 0.00005 <= 0.0001; 0.003 <= 0.005 (twice); 0.2 <= 0.25; 9 only in +Inf.
        #expect(samples[#"http_request_duration_seconds_bucket{route="/healthz",le="0.0001"}"#] == 1)
        #expect(samples[#"http_request_duration_seconds_bucket{route="/healthz",le="0.005"}"#] == 3)
        #expect(samples[#"http_request_duration_seconds_bucket{route="/healthz",le="0.25"}"#] == 4)
        #expect(samples[#"http_request_duration_seconds_bucket{route="/healthz",le="2.5"}"#] == 4)
        #expect(samples[#"http_request_duration_seconds_bucket{route="/healthz",le="+Inf"}"#] == 5)
        #expect(samples[#"http_request_duration_seconds_count{route="/healthz"}"#] == 5)
    }
}
