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
    /// nothing recorded, when one of those limits refused it and the configured one is larger (a worker then answers
    /// it under the full limits, so the most an I/O thread spends on a request is what `inlineLimits` allows). Any
    /// other answer, a 422 the request itself causes included, is the one `handle` gives, and is not computed twice.
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

    /// What the HTTP server counts in its bytes in flight for a `/layout` request while it is computed: the engine's
    /// bound on a request's working memory, 12 bytes per byte of the (inflated) body plus 64 MiB. The first part is
    /// what the body describes, decoded and indexed (a uniform section, a few dozen bytes of JSON, is a few dozen
    /// bytes of state whatever its `itemCount`, and nothing is expanded per item beyond the items the body writes
    /// out); the second is what the limits allow whatever the body: the attributes returned (at most
    /// `maxAttributes`) and the answer being written and compressed (about 1.4 times the answer, which the default
    /// limits keep under about 45 MB). docs/operations.md budgets the pod's memory with it.
    public static let workingMemory = WorkingMemory(perBodyByte: 12, perRequest: 64 << 20)

    /// Answers one request on the admin listener: `/healthz`, `/readyz` and `/metrics`, every other path 404.
    public func handleAdmin(_ request: borrowing HTTPRequest) -> HTTPResponse {
        handle(request, routes: Route.admin, inline: false)!
    }

    /// The HTTP server's routing of a request on the main listener: its route, which the server hands back so the
    /// path is routed once, and whether a worker answers it without a body (every request with a body goes to one):
    /// `/layout`, whatever the method but a browser's preflight (`OPTIONS`, a fixed answer that should not wait
    /// behind layouts). The other routes are cheap and answered on the I/O threads.
    public static func routing(method: String, path: String) -> Routing {
        let route = Route(path: path)
        return Routing(route: route.index, offloaded: route == .layout && method != CrossOriginPolicy.preflightMethod)
    }

    /// The admin listener's routing: every request answered on its I/O thread.
    public static func adminRouting(method: String, path: String) -> Routing {
        Routing(route: Route(path: path).index, offloaded: false)
    }

    /// Answers `request` when its route is among `routes` (every route when `nil`), else 404; `inline`: within
    /// `inlineLimits`, `nil` (nothing recorded) when a `/layout` request needs more.
    private func handle(_ request: borrowing HTTPRequest, routes: Set<Route>?, inline: Bool) -> HTTPResponse? {
        let started = clock.monotonicNanoseconds()
        metrics.requestStarted()
        var route = request.route.flatMap(Route.init(index:)) ?? Route(path: request.path)
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

    /// The answer to `request` on `route`, the one routing table: 404 for an unknown path, 405 for a method the
    /// route does not answer, the preflight for `OPTIONS /layout` while pages of other origins may call it, else the
    /// route's own answer. `inline`: `/layout` within `inlineLimits`, `nil` when those limits, not the request,
    /// refused it (see `handleInline`).
    func answer(to request: borrowing HTTPRequest, route: Route, inline: Bool = false) -> Outcome? {
        let method = request.method == "HEAD" ? "GET" : request.method
        let allowed = allowedMethods(route)
        if route != .unknown && !allowed.contains(method) {
            var outcome = Outcome(problem: Problems.methodNotAllowed(request.method, route: route, allowed: allowed))
            outcome.response.headers.append((name: "Allow", value: allowed.joined(separator: ", ")))
            return outcome
        }
        if method == CrossOriginPolicy.preflightMethod {
            let preflight = configuration.crossOrigin.preflight(
                methods: route.allowedMethods, origin: request.header("origin"))
            return Outcome(response: preflight)
        }
        switch route {
        case .unknown:
            return Outcome(problem: Problems.notFound(path: request.path))
        case .layout:
            return layout(request, inline: inline)
        case .healthz:
            return Outcome(response: OperationsResponses.healthy)
        case .readyz:
            return Outcome(response: isDraining ? OperationsResponses.draining : OperationsResponses.ready)
        case .metrics:
            let text = metrics.render(process: processCollector?.collect(), server: serverCounters?.snapshot())
            return Outcome(response: OperationsResponses.metrics(text))
        case .openAPI:
            return Outcome(response: OperationsResponses.openAPI.answer(to: request))
        case .playground:
            return Outcome(response: OperationsResponses.playground.answer(to: request))
        }
    }

    /// `POST /layout`: the refusal of a `Layout-Contract` this server cannot serve, else the handler's answer under
    /// the configured limits, or (`inline`) under `inlineLimits`, `nil` when one of those refused it.
    private func layout(_ request: borrowing HTTPRequest, inline: Bool) -> Outcome? {
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
        if let limit = outcome.exceeded, inlineLimits[limit] < configuration.limits[limit] { return nil }
        return outcome
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
    /// For a 422 over a limit on the answer, which limit.
    var exceeded: APILimits.AnswerLimit?

    init(response: HTTPResponse, items: Int = 0, family: FamilyLabel? = nil, problem: ProblemType? = nil) {
        self.response = response
        self.items = items
        self.family = family
        self.problem = problem
    }

    /// The problem+json answer for `problem`.
    init(problem: APIError, family: FamilyLabel? = nil) {
        self.init(response: Problems.response(problem), family: family, problem: problem.kind)
    }
}
