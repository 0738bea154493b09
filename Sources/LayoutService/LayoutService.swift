public import HTTPServer
public import LayoutAPI
import LayoutEngine
import Synchronization

/// What the service is configured with; fixed for the life of the process.
public struct ServiceConfiguration: Sendable {
    /// Bounds on each request.
    public var limits: APILimits
    /// The build's version, for `layoutd_build_info` and the playground.
    public var version: String
    /// Which web pages of other origins may read the answers (none by default).
    public var crossOrigin: CrossOriginPolicy

    public init(
        limits: APILimits = APILimits(), version: String = LayoutService.version,
        crossOrigin: CrossOriginPolicy = .none
    ) {
        self.limits = limits
        self.version = version
        self.crossOrigin = crossOrigin
    }
}

/// Routes requests to the handlers and keeps the process-wide counters; the handlers themselves keep no state
/// between requests.
public final class LayoutService: Sendable {
    /// This build's version.
    public static let version = "1.0.0"

    public let configuration: ServiceConfiguration
    /// `inlineLimits(configuration.limits)`, made once.
    private let inlineLimits: APILimits
    public let metrics: Metrics
    public let accessLog: AccessLog?
    /// Times each request for the metrics and the access log.
    private let clock: any MonotonicClock
    /// The process metrics `/metrics` starts with, when given.
    private let processCollector: (any ProcessCollector)?
    /// The HTTP server's figures `/metrics` reports, when given.
    private let serverCounters: HTTPServerCounters?
    private let draining = Atomic<Bool>(false)

    /// A service with `configuration`, timing requests with `clock`, recording into `accessLog` and reporting
    /// `processCollector`'s and `serverCounters`' figures on `/metrics` when given.
    public init(
        configuration: ServiceConfiguration = ServiceConfiguration(),
        clock: any MonotonicClock = StandardLibraryClock(), accessLog: AccessLog? = nil,
        processCollector: (any ProcessCollector)? = nil, serverCounters: HTTPServerCounters? = nil
    ) {
        self.configuration = configuration
        self.inlineLimits = Self.inlineLimits(configuration.limits)
        self.metrics = Metrics(version: configuration.version)
        self.clock = clock
        self.accessLog = accessLog
        self.processCollector = processCollector
        self.serverCounters = serverCounters
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
        handle(request, routes: nil, inline: false)!
    }

    /// Answers one request on the I/O thread that read it (the HTTP server's inline handler, offered a request
    /// while a worker is idle), as `handle` would, within `inlineLimits` of the configured limits: `nil`, with
    /// nothing recorded, when the request needs more (any 422: a worker then answers it under the full limits, so
    /// the most an I/O thread spends on a request is what `inlineLimits` allows).
    public func handleInline(_ request: borrowing HTTPRequest) -> HTTPResponse? {
        handle(request, routes: nil, inline: true)
    }

    /// What a request answered on an I/O thread may use: at most a fifteenth of the default work budget (20,000
    /// units, about 1.3 ms), 2,000 attributes, a 256 KiB answer and a 500-element picture, and the configured limit
    /// where that is lower. The body is at most `HTTPServerConfiguration.inlineBodyBytes` (16 KiB), which bounds
    /// decoding and the work the budget does not charge. So an I/O thread is held about 2 ms at most, by the largest
    /// request it takes on, and a typical one (tens of µs) skips the hand-over to a worker and back.
    public static func inlineLimits(_ limits: APILimits) -> APILimits {
        var inline = limits
        inline.workBudget = Swift.min(limits.workBudget, 20_000)
        inline.maxAttributes = Swift.min(limits.maxAttributes, 2_000)
        inline.maxAnswerBytes = Swift.min(limits.maxAnswerBytes, 256 << 10)
        inline.maxSVGElements = Swift.min(limits.maxSVGElements, 500)
        return inline
    }

    /// Answers one request on the admin listener: `/healthz`, `/readyz` and `/metrics`, every other path 404.
    public func handleAdmin(_ request: borrowing HTTPRequest) -> HTTPResponse {
        handle(request, routes: Route.admin, inline: false)!
    }

    /// Which requests without a body the HTTP server hands to its workers (every request with a body goes there):
    /// those for `/layout`, whatever the method but a browser's preflight (`OPTIONS`, a fixed answer that should not
    /// wait behind layouts). The other routes are cheap and answered on the I/O threads.
    public static func offloads(method: String, path: String) -> Bool {
        Route(path: path) == .layout && method != CrossOriginPolicy.preflightMethod
    }

    /// Answers `request` when its route is among `routes` (every route when `nil`), else 404; `inline`: within
    /// `inlineLimits`, `nil` (nothing recorded) when a `/layout` request needs more.
    private func handle(_ request: borrowing HTTPRequest, routes: Set<Route>?, inline: Bool) -> HTTPResponse? {
        let started = clock.monotonicNanoseconds()
        metrics.requestStarted()
        var route = Route(path: request.path)
        if let routes, !routes.contains(route) { route = .unknown }
        guard var outcome = answer(to: request, route: route, inline: inline) else {
            metrics.requestEnded()
            return nil
        }
        // The main listener's answers are the ones pages call; the admin listener's are for probes and scrapers.
        if routes == nil && configuration.crossOrigin.isEnabled {
            outcome.response.headers += crossOriginHeaders(for: request)
        }
        let nanoseconds = clock.monotonicNanoseconds() &- started
        metrics.requestEnded()
        metrics.record(method: request.method, route: route, code: outcome.response.status, nanoseconds: nanoseconds)
        if outcome.items > 0 { metrics.addItems(outcome.items) }
        if let family = outcome.family { metrics.countLayoutRequest(family) }
        if let problem = outcome.problem { metrics.countProblem(problem) }
        accessLog?.record(
            AccessLog.Entry(
                method: request.method, path: request.path, status: outcome.response.status,
                seconds: Double(nanoseconds) * 1e-9, bytes: outcome.response.body.count, items: outcome.items))
        return outcome.response
    }

    /// The cross-origin headers of any answer of the main listener to `request` (`CrossOriginPolicy.answerHeaders`):
    /// `handle` adds them to its own answers, and the HTTP server to the answers it gives itself
    /// (`HTTPAnswerHeaders`), so that a page can read a 413 or a 503 and its `Retry-After` too.
    public func crossOriginHeaders(for request: borrowing HTTPRequest) -> [(name: String, value: String)] {
        configuration.crossOrigin.answerHeaders(origin: request.header("origin"))
    }

    /// The methods `route` answers: its own, and `OPTIONS` on `/layout` while pages of other origins may call it (the
    /// preflight a browser sends before a page's `POST`).
    func allowedMethods(_ route: Route) -> [String] {
        guard route == .layout && configuration.crossOrigin.isEnabled else { return route.allowedMethods }
        return route.allowedMethods + [CrossOriginPolicy.preflightMethod]
    }

    /// Counts and logs an answer the HTTP server gave without `handle` (`HTTPServer`'s observer): a limit or
    /// protocol error, or one libmicrohttpd gave by itself. It took no handler time, so its duration is 0.
    /// A `POST /layout` refused here counts as an `undecoded` request; an answer from the error responder
    /// (`bytes` given) is a problem of `ProblemType(serverStatus:)`, one libmicrohttpd built itself is not.
    public func record(_ answer: ServerAnswer) {
        let route = Route(path: answer.path)
        metrics.record(method: answer.method, route: route, code: answer.status, nanoseconds: 0)
        if route == .layout && answer.method == "POST" { metrics.countLayoutRequest(.undecoded) }
        if answer.bytes != nil && answer.status >= 400 {
            metrics.countProblem(ProblemType(serverStatus: answer.status))
        }
        accessLog?.record(
            AccessLog.Entry(
                method: answer.method, path: answer.path, status: answer.status, seconds: 0,
                bytes: answer.bytes ?? 0, items: 0))
    }

    /// The answer to `request` on `route`: 404 for an unknown path, 405 for a method the route does not answer, the
    /// preflight for `OPTIONS /layout` while pages of other origins may call it, for `/layout` the refusal of a
    /// `Layout-Contract` this server cannot serve, else the route's handler; `inline`, `/layout` within
    /// `inlineLimits`, `nil` for a 422 (see `handleInline`).
    func answer(to request: borrowing HTTPRequest, route: Route, inline: Bool = false) -> Outcome? {
        let method = request.method == "HEAD" ? "GET" : request.method
        guard route != .unknown else {
            return Outcome(problem: Problems.notFound(path: request.path))
        }
        let allowed = allowedMethods(route)
        guard allowed.contains(method) else {
            var outcome = Outcome(problem: Problems.methodNotAllowed(request.method, route: route, allowed: allowed))
            outcome.response.headers.append((name: "Allow", value: allowed.joined(separator: ", ")))
            return outcome
        }
        if method == CrossOriginPolicy.preflightMethod {
            let preflight = configuration.crossOrigin.preflight(
                methods: route.allowedMethods, origin: request.header("origin"))
            return Outcome(response: preflight)
        }
        if route == .layout {
            let contract = request.header(ContractVersion.name)
            switch ContractVersion.need(contract) {
            case .served: break
            case .later(let version):
                return Outcome(problem: ContractVersion.unsupported(version), family: .undecoded)
            case .malformed:
                return Outcome(problem: ContractVersion.malformed(contract ?? ""), family: .undecoded)
            }
            guard inline else { return LayoutHandler.handle(request, limits: configuration.limits) }
            let outcome = LayoutHandler.handle(request, limits: inlineLimits)
            return outcome.response.status == 422 ? nil : outcome
        }
        let (response, items) = respond(to: request, route: route)
        return Outcome(response: response, items: items)
    }

    /// The response to an allowed method on `route`, and the number of items it laid out.
    func respond(to request: borrowing HTTPRequest, route: Route) -> (HTTPResponse, Int) {
        switch route {
        case .layout:
            let outcome = LayoutHandler.handle(request, limits: configuration.limits)
            return (outcome.response, outcome.items)
        case .healthz:
            return (OperationsResponses.healthy, 0)
        case .readyz:
            return (isDraining ? OperationsResponses.draining : OperationsResponses.ready, 0)
        case .metrics:
            let text = metrics.render(process: processCollector?.collect(), server: serverCounters?.snapshot())
            return (OperationsResponses.metrics(text), 0)
        case .openAPI:
            return (OperationsResponses.openAPI.answer(to: request), 0)
        case .playground:
            return (OperationsResponses.playground.answer(to: request), 0)
        case .unknown:
            return (Problems.response(Problems.notFound(path: request.path)), 0)
        }
    }
}

/// One answer and what the metrics count of it.
struct Outcome {
    var response: HTTPResponse
    /// Items laid out.
    var items = 0
    /// For a `POST /layout` answer, its family's label.
    var family: FamilyLabel?
    /// For a problem answer, its type.
    var problem: ProblemType?

    init(response: HTTPResponse, items: Int = 0, family: FamilyLabel? = nil, problem: ProblemType? = nil) {
        self.response = response
        self.items = items
        self.family = family
        self.problem = problem
    }

    /// The problem+json answer for `problem`.
    init(problem: APIError, family: FamilyLabel? = nil) {
        self.init(response: Problems.response(problem), family: family, problem: ProblemType(uri: problem.type))
    }
}
