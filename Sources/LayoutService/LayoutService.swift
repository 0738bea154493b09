import HTTPServer
import LayoutAPI
import LayoutEngine
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What the service is configured with; fixed for the life of the process.
public struct ServiceConfiguration: Sendable {
    /// Bounds on each request.
    public var limits: APILimits
    /// The build's version, for `layoutd_build_info` and the playground.
    public var version: String

    public init(limits: APILimits = APILimits(), version: String = LayoutService.version) {
        self.limits = limits
        self.version = version
    }
}

/// Routes requests to the handlers and keeps the process-wide counters; the handlers themselves keep no state
/// between requests.
public final class LayoutService: Sendable {
    /// This build's version.
    public static let version = "1.0.0"

    public let configuration: ServiceConfiguration
    public let metrics: Metrics
    public let accessLog: AccessLog?
    private let draining = Atomic<Bool>(false)

    /// A service with `configuration`, recording into `accessLog` when given.
    public init(configuration: ServiceConfiguration = ServiceConfiguration(), accessLog: AccessLog? = nil) {
        self.configuration = configuration
        self.metrics = Metrics(version: configuration.version)
        self.accessLog = accessLog
        OperationsResponses.prepare()
    }

    /// From now on `/readyz` answers 503 so load balancers stop sending traffic.
    public func beginDraining() {
        draining.store(true, ordering: .sequentiallyConsistent)
    }

    /// Whether `beginDraining` was called.
    public var isDraining: Bool { draining.load(ordering: .sequentiallyConsistent) }

    /// Answers one request, recording metrics and an access log line.
    public func handle(_ request: borrowing HTTPRequest) -> HTTPResponse {
        let started = Self.monotonicNow()
        metrics.requestStarted()
        let route = Route(path: request.path)
        let (response, items) = respond(to: request, route: route)
        let ended = Self.monotonicNow()
        let seconds = Double(ended.tv_sec - started.tv_sec) + Double(ended.tv_nsec - started.tv_nsec) * 1e-9
        metrics.requestEnded()
        metrics.record(method: request.method, route: route, code: response.status, seconds: seconds)
        if items > 0 { metrics.addItems(items) }
        accessLog?.record(
            AccessLog.Entry(
                method: request.method, path: request.path, status: response.status, seconds: seconds,
                bytes: response.body.count, items: items))
        return response
    }

    /// The monotonic clock (`ContinuousClock.now` and a `Duration`'s components cost several times more: the
    /// library call, then divisions of 128-bit attoseconds).
    @inline(__always)
    static func monotonicNow() -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now
    }

    /// Counts and logs an answer the HTTP server gave without `handle` (`HTTPServer`'s observer): a limit or
    /// protocol error, or one libmicrohttpd gave by itself. It took no handler time, so its duration is 0.
    public func record(_ answer: ServerAnswer) {
        metrics.record(method: answer.method, route: Route(path: answer.path), code: answer.status, seconds: 0)
        accessLog?.record(
            AccessLog.Entry(
                method: answer.method, path: answer.path, status: answer.status, seconds: 0,
                bytes: answer.bytes ?? 0, items: 0))
    }

    /// The response to `request` on `route`, and the number of items it laid out.
    func respond(to request: borrowing HTTPRequest, route: Route) -> (HTTPResponse, Int) {
        let method = request.method == "HEAD" ? "GET" : request.method
        guard route != .unknown else {
            return (Problems.response(Problems.notFound(path: request.path)), 0)
        }
        guard route.allowedMethods.contains(method) else {
            var response = Problems.response(Problems.methodNotAllowed(request.method, route: route))
            response.headers.append((name: "Allow", value: route.allowedMethods.joined(separator: ", ")))
            return (response, 0)
        }
        switch route {
        case .layout:
            return LayoutHandler.handle(request, limits: configuration.limits)
        case .healthz:
            return (OperationsResponses.healthy, 0)
        case .readyz:
            return (isDraining ? OperationsResponses.draining : OperationsResponses.ready, 0)
        case .metrics:
            return (OperationsResponses.metrics(metrics.render()), 0)
        case .openAPI:
            return (OperationsResponses.openAPI.answer(to: request), 0)
        case .playground:
            return (OperationsResponses.playground.answer(to: request), 0)
        case .unknown:
            return (Problems.response(Problems.notFound(path: request.path)), 0)
        }
    }
}
