public import HTTPServer
import LayoutAPI
public import LayoutRuntime
import Synchronization

/// Prometheus counters, gauges and histograms for the service, safe to update from every server thread.
///
/// Labels are low-cardinality by construction: `route` is one of the known routes or `"other"`, `method` one of
/// the known methods or `"OTHER"`, `code` an HTTP status, `family` a layout family or `"undecoded"`
/// (`FamilyLabel`), `type` a problem type the service raises (`ProblemType`). Every update is a relaxed atomic
/// addition: no lock on the request path.
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
    /// `durationBuckets` in nanoseconds.
    static let durationBucketNanoseconds = durationBuckets.map { Int(($0 * 1e9).rounded()) }

    /// Requests by (route, method, code): `(route * methods + method) * codes + code - 100`.
    private let requests = AtomicCounters(
        count: Metrics.routeLabels.count * Metrics.methodLabels.count * Metrics.codes.count)
    /// Duration buckets by route, not cumulative (`render` sums them), the last of each route's for durations
    /// past every bound: `route * (buckets + 1) + bucket`. A route's count is the sum of its buckets, so the
    /// histogram's `+Inf` bucket and `_count` agree even when read during an update.
    private let buckets = AtomicCounters(count: Metrics.routeLabels.count * (Metrics.durationBuckets.count + 1))
    /// Time in the handler by route, in nanoseconds.
    private let nanoseconds = AtomicCounters(count: Metrics.routeLabels.count)
    /// `POST /layout` answers by `FamilyLabel`.
    private let families = AtomicCounters(count: FamilyLabel.allCases.count)
    /// Problem answers by `ProblemType`.
    private let problems = AtomicCounters(count: ProblemType.allCases.count)
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
        // Clamped to [0, 10^9 s] so that any Double converts.
        let nanoseconds = seconds.isNaN ? 0 : Int((Swift.min(Swift.max(seconds, 0), 1e9) * 1e9).rounded())
        record(method: method, route: Route(rawValue: route) ?? .unknown, code: code, nanoseconds: nanoseconds)
    }

    /// Counts one answer on `route` with `code` after `nanoseconds` in the handler: three atomic additions.
    func record(method: String, route: Route, code: Int, nanoseconds elapsed: Int) {
        let routeIndex = route.index
        let methodIndex = Self.methodIndex(method)
        // A code outside 100...599 is never sent (the server answers 500 instead).
        let codeIndex = Self.codes.contains(code) ? code - Self.codes.lowerBound : 500 - Self.codes.lowerBound
        requests.add(1, at: (routeIndex * Self.methodLabels.count + methodIndex) * Self.codes.count + codeIndex)
        let bucket = Self.durationBucketNanoseconds.firstIndex { elapsed <= $0 } ?? Self.durationBuckets.count
        buckets.add(1, at: routeIndex * (Self.durationBuckets.count + 1) + bucket)
        nanoseconds.add(elapsed, at: routeIndex)
    }

    /// Counts one `POST /layout` answer of `family`.
    func countLayoutRequest(_ family: FamilyLabel) {
        families.add(1, at: family.rawValue)
    }

    /// Counts one problem answer of `type`.
    func countProblem(_ type: ProblemType) {
        problems.add(1, at: type.rawValue)
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

    /// The Prometheus text exposition (format 0.0.4), in a stable order; with `process`, the standard process
    /// metrics first, as Prometheus' client libraries export them.
    public func render(process: ProcessStatistics? = nil, server: HTTPServerStatistics? = nil) -> String {
        // Labels in a stable order: routes, then methods, by their text; codes ascending.
        let routes = Self.routeLabels.indices.sorted { Self.routeLabels[$0] < Self.routeLabels[$1] }
        let methods = Self.methodLabels.indices.sorted { Self.methodLabels[$0] < Self.methodLabels[$1] }
        var out = process.map(Self.render) ?? ""
        out += "# HELP http_requests_total HTTP requests answered, by method, route and status code.\n"
        out += "# TYPE http_requests_total counter\n"
        for r in routes {
            for m in methods {
                let base = (r * Self.methodLabels.count + m) * Self.codes.count
                for c in 0..<Self.codes.count {
                    let count = requests.value(at: base + c)
                    guard count > 0 else { continue }
                    out += "http_requests_total{method=\"\(Self.methodLabels[m])\",route=\"\(Self.routeLabels[r])\","
                    out += "code=\"\(Self.codes.lowerBound + c)\"} \(count)\n"
                }
            }
        }
        out += "# HELP http_request_duration_seconds Time spent in the handler.\n"
        out += "# TYPE http_request_duration_seconds histogram\n"
        let stride = Self.durationBuckets.count + 1
        for r in routes {
            let counts = (0..<stride).map { buckets.value(at: r * stride + $0) }
            let total = counts.reduce(0, +)
            guard total > 0 else { continue }
            let route = Self.routeLabels[r]
            var cumulative = 0
            for (i, bound) in Self.durationBuckets.enumerated() {
                cumulative += counts[i]
                out += "http_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(bound)\"} \(cumulative)\n"
            }
            out += "http_request_duration_seconds_bucket{route=\"\(route)\",le=\"+Inf\"} \(total)\n"
            out += "http_request_duration_seconds_sum{route=\"\(route)\"} \(Double(nanoseconds.value(at: r)) / 1e9)\n"
            out += "http_request_duration_seconds_count{route=\"\(route)\"} \(total)\n"
        }
        out += "# HELP http_requests_in_flight Requests being handled now.\n"
        out += "# TYPE http_requests_in_flight gauge\n"
        out += "http_requests_in_flight \(inFlight)\n"
        out += "# HELP layoutd_items_laid_out_total Items in the collections laid out.\n"
        out += "# TYPE layoutd_items_laid_out_total counter\n"
        out += "layoutd_items_laid_out_total \(itemsLaidOut.load(ordering: .relaxed))\n"
        out += "# HELP layoutd_requests_total POST /layout requests answered, by layout family (undecoded: "
        out += "the service never learnt it, the body being refused before it decoded).\n"
        out += "# TYPE layoutd_requests_total counter\n"
        for family in FamilyLabel.allCases.sorted(by: { $0.name < $1.name }) {
            out += "layoutd_requests_total{family=\"\(family.name)\"} \(families.value(at: family.rawValue))\n"
        }
        out += "# HELP layoutd_problems_total Problem answers (application/problem+json), by problem type.\n"
        out += "# TYPE layoutd_problems_total counter\n"
        for type in ProblemType.allCases.sorted(by: { $0.uri < $1.uri }) {
            out += "layoutd_problems_total{type=\"\(type.uri)\"} \(problems.value(at: type.rawValue))\n"
        }
        if let server { out += Self.render(server) }
        out += "# HELP layoutd_build_info Build information; the value is always 1.\n"
        out += "# TYPE layoutd_build_info gauge\n"
        out += "layoutd_build_info{version=\"\(version)\"} 1\n"
        return out
    }

    /// The HTTP server's figures: its connections, queue, workers and bytes in flight, and what it refused, dropped
    /// or closed, by reason (each reason a fixed label, exported from 0).
    static func render(_ server: HTTPServerStatistics) -> String {
        var out = ""
        func metric(_ name: String, _ type: String, _ help: String, _ samples: [(labels: String, value: Int)]) {
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n"
            for sample in samples { out += "\(name)\(sample.labels) \(sample.value)\n" }
        }
        func byReason<Reason: CaseIterable & Hashable>(
            _ counts: [Reason: Int], _ label: (Reason) -> String
        ) -> [(labels: String, value: Int)] {
            Reason.allCases.map { (labels: "{reason=\"\(label($0))\"}", value: counts[$0] ?? 0) }
                .sorted { $0.labels < $1.labels }
        }
        metric("layoutd_connections_open", "gauge", "Connections open now.", [("", server.connectionsOpen)])
        metric(
            "layoutd_connections_refused_total", "counter",
            "Connections closed as soon as accepted, by the limit that refused them.",
            byReason(server.connectionsRefused, \.label))
        metric(
            "layoutd_connections_closed_total", "counter",
            "Connections the server closed for a deadline or for inactivity, by which.",
            byReason(server.connectionsClosed, \.label))
        metric("layoutd_queue_depth", "gauge", "Requests waiting for a worker.", [("", server.queued)])
        metric(
            "layoutd_queue_capacity", "gauge", "The most requests that may wait for a worker.",
            [
                ("", server.queueCapacity)
            ])
        metric("layoutd_workers", "gauge", "Worker threads.", [("", server.workers)])
        metric("layoutd_workers_busy", "gauge", "Worker threads computing a request now.", [("", server.busyWorkers)])
        metric(
            "layoutd_requests_refused_total", "counter",
            "Requests answered 503 with Retry-After instead of computed, by why.",
            byReason(server.requestsRefused, \.label))
        metric(
            "layoutd_requests_abandoned_total", "counter",
            "Requests dropped uncomputed because their client had gone while they waited.",
            [("", server.requestsAbandoned)])
        metric(
            "layoutd_requests_inline_total", "counter",
            "Requests for the workers that the I/O thread which read them answered itself, a worker being idle.",
            [("", server.requestsAnsweredInline)])
        metric(
            "layoutd_memory_trims_total", "counter",
            "Times the allocator's free memory was given back to the kernel, once idle after large requests.",
            [("", server.memoryTrims)])
        metric(
            "layoutd_bytes_in_flight", "gauge",
            "Request bodies held, working memory of requests being computed and answers not yet sent, in bytes.",
            [("", server.bytesInFlight)])
        metric(
            "layoutd_bytes_in_flight_limit", "gauge", "The bound on layoutd_bytes_in_flight, in bytes.",
            [("", server.bytesInFlightLimit)])
        return out
    }

    /// The standard process metrics: the names, help texts, types and units of Prometheus' client libraries. A
    /// figure the collector could not read is left out.
    static func render(_ process: ProcessStatistics) -> String {
        var out = ""
        func metric(_ name: String, _ type: String, _ help: String, _ value: String?) {
            guard let value else { return }
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n\(name) \(value)\n"
        }
        metric(
            "process_cpu_seconds_total", "counter", "Total user and system CPU time spent in seconds.",
            process.cpuSeconds.map { "\($0)" })
        metric(
            "process_open_fds", "gauge", "Number of open file descriptors.", process.openFileDescriptors.map { "\($0)" }
        )
        metric(
            "process_max_fds", "gauge", "Maximum number of open file descriptors.",
            process.maxFileDescriptors.map { "\($0)" })
        metric(
            "process_virtual_memory_bytes", "gauge", "Virtual memory size in bytes.",
            process.virtualMemoryBytes.map { "\($0)" })
        metric(
            "process_resident_memory_bytes", "gauge", "Resident memory size in bytes.",
            process.residentMemoryBytes.map { "\($0)" })
        metric(
            "process_start_time_seconds", "gauge", "Start time of the process since unix epoch in seconds.",
            process.startTimeSeconds.map { "\($0)" })
        return out
    }
}
