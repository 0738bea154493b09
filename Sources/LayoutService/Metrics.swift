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

    /// The method labels: the known methods, then `OTHER` for any other.
    static let methodLabels = ["GET", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS", "OTHER"]
    /// The route labels, indexed like `Route.allCases` (`other` for unknown paths).
    static let routeLabels = Route.allCases.map(\.rawValue)
    /// Status codes 100...599 each have a counter.
    static let codes = 100...599

    /// Every counter in flat arrays indexed by small integers, so a request's update is a few additions under the
    /// lock: no string hashing, no dictionary, no allocation.
    struct State {
        /// Requests by (route, method, code): `(route * methods + method) * codes + code - 100`.
        var requests = [Int](
            repeating: 0, count: Metrics.routeLabels.count * Metrics.methodLabels.count * Metrics.codes.count)
        /// Duration buckets by route (not cumulative; `render` sums them): `route * buckets + bucket`.
        var buckets = [Int](repeating: 0, count: Metrics.routeLabels.count * Metrics.durationBuckets.count)
        var sums = [Double](repeating: 0, count: Metrics.routeLabels.count)
        var counts = [Int](repeating: 0, count: Metrics.routeLabels.count)
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

    /// A request left a handler with `code` after `seconds`; `route` is a `Route` raw value (any other string
    /// counts as `other`).
    public func requestFinished(method: String, route: String, code: Int, seconds: Double) {
        inFlightCount.subtract(1, ordering: .relaxed)
        record(method: method, route: Route(rawValue: route) ?? .unknown, code: code, seconds: seconds)
    }

    /// Counts one answer on `route` with `code` after `seconds`.
    func record(method: String, route: Route, code: Int, seconds: Double) {
        let routeIndex = route.index
        let methodIndex = Self.methodIndex(method)
        // A code outside 100...599 is never sent (the server answers 500 instead).
        let codeIndex = Self.codes.contains(code) ? code - Self.codes.lowerBound : 500 - Self.codes.lowerBound
        let requestIndex = (routeIndex * Self.methodLabels.count + methodIndex) * Self.codes.count + codeIndex
        let bucket = Self.durationBuckets.firstIndex { seconds <= $0 }
        state.withLock { state in
            state.requests[requestIndex] &+= 1
            if let bucket { state.buckets[routeIndex * Self.durationBuckets.count + bucket] &+= 1 }
            state.sums[routeIndex] += seconds
            state.counts[routeIndex] &+= 1
        }
    }

    /// A request left a handler (its answer is counted by `record`).
    func requestEnded() {
        inFlightCount.subtract(1, ordering: .relaxed)
    }

    /// `count` items were laid out.
    public func addItems(_ count: Int) {
        itemsLaidOut.add(count, ordering: .relaxed)
    }

    /// Requests being handled now.
    public var inFlight: Int { inFlightCount.load(ordering: .relaxed) }

    /// The index of `method`'s label in `methodLabels` (`OTHER` for a method not listed there).
    static func methodIndex(_ method: String) -> Int {
        switch method {
        case "POST": 1
        case "GET": 0
        case "HEAD": 2
        case "PUT": 3
        case "DELETE": 4
        case "PATCH": 5
        case "OPTIONS": 6
        default: 7
        }
    }

    /// The Prometheus text exposition (format 0.0.4), in a stable order.
    public func render() -> String {
        let snapshot = state.withLock { $0 }
        // Labels in a stable order: routes, then methods, by their text; codes ascending.
        let routes = Self.routeLabels.indices.sorted { Self.routeLabels[$0] < Self.routeLabels[$1] }
        let methods = Self.methodLabels.indices.sorted { Self.methodLabels[$0] < Self.methodLabels[$1] }
        var out = ""
        out += "# HELP http_requests_total HTTP requests answered, by method, route and status code.\n"
        out += "# TYPE http_requests_total counter\n"
        for r in routes {
            for m in methods {
                let base = (r * Self.methodLabels.count + m) * Self.codes.count
                for c in 0..<Self.codes.count where snapshot.requests[base + c] > 0 {
                    out += "http_requests_total{method=\"\(Self.methodLabels[m])\",route=\"\(Self.routeLabels[r])\","
                    out += "code=\"\(Self.codes.lowerBound + c)\"} \(snapshot.requests[base + c])\n"
                }
            }
        }
        out += "# HELP http_request_duration_seconds Time spent in the handler.\n"
        out += "# TYPE http_request_duration_seconds histogram\n"
        for r in routes where snapshot.counts[r] > 0 {
            let route = Self.routeLabels[r]
            var cumulative = 0
            for (i, bound) in Self.durationBuckets.enumerated() {
                cumulative += snapshot.buckets[r * Self.durationBuckets.count + i]
                out += "http_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(bound)\"} \(cumulative)\n"
            }
            out += "http_request_duration_seconds_bucket{route=\"\(route)\",le=\"+Inf\"} \(snapshot.counts[r])\n"
            out += "http_request_duration_seconds_sum{route=\"\(route)\"} \(snapshot.sums[r])\n"
            out += "http_request_duration_seconds_count{route=\"\(route)\"} \(snapshot.counts[r])\n"
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
