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

    @Test("the access log writes one JSON line per request")
    func accessLog() throws {
        let lines = LockedLines()
        let log = AccessLog(level: .info, write: { lines.append($0) })
        let service = LayoutService(accessLog: log)
        _ = service.handle(ServiceSupport.get("/healthz"))
        _ = service.handle(ServiceSupport.get("/missing"))
        log.flush()
        let text = lines.text
        let records = text.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
        #expect(records.count == 2)
        #expect(records.first?["path"] as? String == "/healthz")
        #expect(records.first?["status"] as? Int == 200)
        #expect(records.last?["status"] as? Int == 404)
        for key in ["time", "method", "path", "status", "duration_ms", "bytes", "items"] {
            #expect(records.first?[key] != nil, "missing \(key)")
        }
    }

    @Test("log level warn keeps only 4xx and 5xx lines")
    func logLevel() {
        let lines = LockedLines()
        let log = AccessLog(level: .warn, write: { lines.append($0) })
        let service = LayoutService(accessLog: log)
        _ = service.handle(ServiceSupport.get("/healthz"))
        _ = service.handle(ServiceSupport.get("/missing"))
        log.flush()
        #expect(lines.text.split(separator: "\n").count == 1)
        #expect(lines.text.contains("\"status\":404"))
    }
}

final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    func append(_ more: [UInt8]) {
        lock.lock()
        bytes += more
        lock.unlock()
    }
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

@Suite("The access log's own formatting")
struct AccessLogFormatTests {
    /// The line writer's RFC 3339 text for `seconds` since the epoch.
    static func written(_ seconds: Int, milliseconds: Int = 0) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { scratch in
            var line = LineWriter(scratch.baseAddress!)
            line.timestamp(seconds: seconds, milliseconds: milliseconds)
            return String(decoding: UnsafeBufferPointer(start: scratch.baseAddress, count: line.count), as: UTF8.self)
        }
    }

    /// glibc's `gmtime_r` for the same instant: an independent implementation of the civil calendar.
    static func glibc(_ seconds: Int, milliseconds: Int = 0) -> String {
        var t = time_t(seconds)
        var parts = tm()
        gmtime_r(&t, &parts)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
            parts.tm_hour, parts.tm_min, parts.tm_sec, milliseconds)
    }

    @Test("timestamps match gmtime_r across leap days, century years and the ends of months and years")
    func timestamps() {
        // 951_782_400 is 2000-02-29 00:00:00 UTC (a leap day in a year divisible by 400); 4_107_542_400 is
        // 2100-03-01 (2100 is no leap year); the others step through every day of several years.
        var instants = [0, 59, 86_399, 86_400, 951_782_399, 951_782_400, 4_107_542_399, 4_107_542_400, 1_798_761_599]
        for day in stride(from: 0, to: 366 * 12, by: 1) { instants.append(1_577_836_800 + day * 86_400 + day % 86_400) }
        for seconds in instants {
            #expect(
                Self.written(seconds, milliseconds: seconds % 1000) == Self.glibc(seconds, milliseconds: seconds % 1000)
            )
        }
    }

    @Test("method and path are JSON string literals, control characters escaped")
    func quoting() throws {
        let lines = LockedLines()
        let log = AccessLog(level: .info, write: { lines.append($0) })
        log.record(
            AccessLog.Entry(
                method: "GET", path: "/a\"b\\c\n\u{1}é", status: 404, seconds: 0.0012345, bytes: 12, items: 0))
        log.record(AccessLog.Entry(method: "", path: "/x", status: 431, seconds: 0, bytes: 0, items: 0))
        log.flush()
        let records = lines.text.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
        #expect(records.count == 2)
        #expect(records.first?["path"] as? String == "/a\"b\\c\n\u{1}é")
        // 0.0012345 s is 1234.5 µs, rounded to 1235 µs: 1.235 ms.
        #expect(lines.text.contains("\"duration_ms\":1.235,"))
        #expect(records.last?["method"] as? String == "-")
        #expect(records.last?["level"] as? String == "warn")
    }
}
