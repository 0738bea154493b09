import Synchronization

/// Prometheus counters, gauges and histograms for the service, safe to update from every server thread.
///
/// Labels are low-cardinality by construction: `route` is one of the known routes or `"other"`, `method` one of
/// the known methods or `"OTHER"`, `code` an HTTP status.
public final class Metrics: Sendable {
    /// Upper bounds of the request duration histogram, in seconds.
    public static let durationBuckets: [Double] = [
        0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
    ]

    struct RequestKey: Hashable {
        var method: String
        var route: String
        var code: Int
    }

    struct Histogram {
        var buckets: [Int] = Array(repeating: 0, count: Metrics.durationBuckets.count)
        var sum: Double = 0
        var count: Int = 0

        mutating func record(bucket: Int?, seconds: Double) {
            if let bucket { buckets[bucket] += 1 }
            sum += seconds
            count += 1
        }
    }

    struct State {
        var requests: [RequestKey: Int] = [:]
        var durations: [String: Histogram] = [:]
    }

    private let state = PthreadLock(State())
    private let inFlightCount = Atomic<Int>(0)
    private let itemsLaidOut = Atomic<Int>(0)
    private let version: String

    /// Metrics for a build of `version`.
    public init(version: String) {
        self.version = version
    }

    /// A request entered a handler.
    public func requestStarted() {
        inFlightCount.add(1, ordering: .relaxed)
    }

    /// A request left a handler with `code` after `seconds`.
    public func requestFinished(method: String, route: String, code: Int, seconds: Double) {
        inFlightCount.subtract(1, ordering: .relaxed)
        let key = RequestKey(method: Self.knownMethod(method), route: route, code: code)
        let bucket = Self.durationBuckets.firstIndex { seconds <= $0 }
        state.withLock { state in
            state.requests[key, default: 0] += 1
            // Updated in place: copying the histogram out and back would copy its bucket array every request.
            state.durations[route, default: Histogram()].record(bucket: bucket, seconds: seconds)
        }
    }

    /// `count` items were laid out.
    public func addItems(_ count: Int) {
        itemsLaidOut.add(count, ordering: .relaxed)
    }

    /// Requests being handled now.
    public var inFlight: Int { inFlightCount.load(ordering: .relaxed) }

    static func knownMethod(_ method: String) -> String {
        switch method {
        case "GET", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS": method
        default: "OTHER"
        }
    }

    /// The Prometheus text exposition (format 0.0.4), in a stable order.
    public func render() -> String {
        let snapshot = state.withLock { $0 }
        var out = ""
        out += "# HELP http_requests_total HTTP requests answered, by method, route and status code.\n"
        out += "# TYPE http_requests_total counter\n"
        let keys = snapshot.requests.keys.sorted {
            ($0.route, $0.method, $0.code) < ($1.route, $1.method, $1.code)
        }
        for key in keys {
            out += "http_requests_total{method=\"\(key.method)\",route=\"\(key.route)\",code=\"\(key.code)\"} "
            out += "\(snapshot.requests[key]!)\n"
        }
        out += "# HELP http_request_duration_seconds Time spent in the handler.\n"
        out += "# TYPE http_request_duration_seconds histogram\n"
        for route in snapshot.durations.keys.sorted() {
            let h = snapshot.durations[route]!
            var cumulative = 0
            for (i, bound) in Self.durationBuckets.enumerated() {
                cumulative += h.buckets[i]
                out += "http_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(bound)\"} \(cumulative)\n"
            }
            out += "http_request_duration_seconds_bucket{route=\"\(route)\",le=\"+Inf\"} \(h.count)\n"
            out += "http_request_duration_seconds_sum{route=\"\(route)\"} \(h.sum)\n"
            out += "http_request_duration_seconds_count{route=\"\(route)\"} \(h.count)\n"
        }
        out += "# HELP http_requests_in_flight Requests being handled now.\n"
        out += "# TYPE http_requests_in_flight gauge\n"
        out += "http_requests_in_flight \(inFlight)\n"
        out += "# HELP layoutd_items_laid_out_total Items in the collections laid out.\n"
        out += "# TYPE layoutd_items_laid_out_total counter\n"
        out += "layoutd_items_laid_out_total \(itemsLaidOut.load(ordering: .relaxed))\n"
        out += "# HELP layoutd_build_info Build information; the value is always 1.\n"
        out += "# TYPE layoutd_build_info gauge\n"
        out += "layoutd_build_info{version=\"\(version)\"} 1\n"
        return out
    }
}
