internal import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Answers one request; called on the server's workers (a request with a body, or one its routing offloads)
/// or its I/O threads (the others), several at once. The request is borrowed for the call (its body and
/// headers are read in place, see `HTTPRequest`).
public typealias HTTPHandler = @Sendable (borrowing HTTPRequest) -> HTTPResponse

/// Answers an offloaded request on the I/O thread that read it, when the server lets it (a worker idle, nothing
/// waiting, the body within `HTTPServerConfiguration.inlineBodyBytes`), or returns `nil` to hand it to a worker
/// instead. It must bound its own work (an I/O thread serves many connections), and its answer must be the one
/// the handler would give.
public typealias HTTPInlineHandler = @Sendable (borrowing HTTPRequest) -> HTTPResponse?

/// Headers for an answer the server gives itself (a limit or protocol error from its error responder), from the
/// request it answers: what the handler would add to any answer for that request's headers (say the service's
/// cross-origin headers, which depend on `Origin`). Called on an I/O thread; the request has no body, and its path
/// is "/" when the server answered before reading the target.
public typealias HTTPAnswerHeaders = @Sendable (borrowing HTTPRequest) -> [(name: String, value: String)]

/// An answer the handler did not give, reported so that every response can be counted and logged: a limit or
/// protocol error the server answered itself (through its error responder: 400, 413, 415, 503, 500), or one
/// libmicrohttpd gave on its own before the request reached the server (431 for oversized headers, 400 or 413 for a
/// `Content-Length` it cannot read, 505 for an HTTP version it does not serve, 414 for a target too long;
/// RELIABILITY.md lists them).
public struct ServerAnswer: Sendable {
    /// The request method, or "" when libmicrohttpd answered before the server saw the method.
    public var method: String
    /// The path of the request target as sent, without the query.
    public var path: String
    /// The status sent.
    public var status: Int
    /// The body's length in bytes, or `nil` when libmicrohttpd built the body itself.
    public var bytes: Int?

    public init(method: String, path: String, status: Int, bytes: Int?) {
        self.method = method
        self.path = path
        self.status = status
        self.bytes = bytes
    }
}

/// Where the application sends a request, decided once from its method and decoded path as its head arrives: the
/// application's route for it (an index of its own, handed back on the request as `HTTPRequest.route`, so the path
/// is routed once), and whether a worker answers it when it has no body (every request with a body goes to one).
public struct Routing: Sendable, Equatable {
    /// The application's route, `nil` when it names none (the server's default routing).
    public var route: Int?
    /// Whether a worker answers the request even without a body.
    public var offloaded: Bool

    /// A routing decision.
    public init(route: Int?, offloaded: Bool) {
        self.route = route
        self.offloaded = offloaded
    }
}

/// An HTTP/1.1 server over libmicrohttpd: epoll I/O threads, a pool of workers behind a bounded queue, bounded bodies
/// and bytes in flight, connection limits and deadlines, and draining for graceful shutdown.
///
/// The server listens from `init` until `stop()` (or deinit). Bodies are read incrementally into memory up to
/// `maxBodyBytes` (a gzip body compressed); the handler sees each request only once its body is complete. A request
/// with a body, or one its `routing` offloads, is answered on a worker while its connection is suspended;
/// the others on the I/O thread that read them (keep those cheap: health, metrics, fixed documents).
public final class HTTPServer: Sendable {
    /// The daemon and the listening socket set aside by `beginDraining`, behind one lock.
    private struct Daemon: @unchecked Sendable {
        var handle: OpaquePointer?
        var quiescedSocket: Int32 = -1
    }

    private let daemon: Mutex<Daemon>
    private let context: ServerContext
    /// The port the server is bound to (the real one when 0 was asked).
    public let port: Int

    /// Starts listening with `configuration`; `handler` answers requests and `errorResponder` builds
    /// the responses the server gives itself (400 for a request HTTP/1.1 forbids, 413 for oversized bodies, 503
    /// when it cannot take the work, 500 for an unusable response). `observer`, when given, is told of every answer
    /// the handler did not give, once it has been queued, on an I/O thread. `routing` names each request's route,
    /// handed back on the request, and says which requests without a body go to the workers (by method and decoded
    /// path), once per request; `counters` receives the server's live figures.
    /// `inline`, when given, may answer an offloaded request on its I/O thread while a worker is idle
    /// (`HTTPInlineHandler`): the hand-over to a worker is a context switch each way. `serverAnswerHeaders`, when
    /// given, adds headers to each of the server's own answers from the request's headers (`HTTPAnswerHeaders`).
    public init(
        configuration: HTTPServerConfiguration,
        handler: @escaping HTTPHandler,
        inline: HTTPInlineHandler? = nil,
        errorResponder: @escaping @Sendable (_ status: Int, _ detail: String) -> HTTPResponse,
        observer: (@Sendable (ServerAnswer) -> Void)? = nil,
        serverAnswerHeaders: HTTPAnswerHeaders? = nil,
        routing: @escaping @Sendable (_ method: String, _ path: String) -> Routing = { method, _ in
            Routing(route: nil, offloaded: method == "POST")
        },
        counters: HTTPServerCounters = HTTPServerCounters()
    ) throws(HTTPServerError) {
        if let problem = configuration.problem() { throw .startFailed(reason: problem) }
        var address = try ListenAddress.resolve(host: configuration.host, port: configuration.port).get()
        let context = ServerContext(
            configuration: configuration, handler: handler, inline: inline, errorResponder: errorResponder,
            observer: observer, serverAnswerHeaders: serverAnswerHeaders, routing: routing, counters: counters)
        // The workers hold the context while they run; `stop` ends them.
        guard
            context.pool.start(
                count: configuration.workers, run: { compute($0, worker: $1, stopping: $2, context: context) })
        else {
            context.pool.stop()
            context.watchdog.stop()
            throw .startFailed(reason: "cannot start \(configuration.workers) worker threads")
        }
        let contextPointer = Unmanaged.passUnretained(context).toOpaque()
        var flags =
            MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_USE_ERROR_LOG.rawValue
            | MHD_ALLOW_SUSPEND_RESUME.rawValue
        // Dual stack: "::" then also accepts IPv4 clients (as IPv4-mapped addresses), as servers usually do.
        if address.isIPv6 { flags |= MHD_USE_DUAL_STACK.rawValue }
        let handle = withUnsafePointer(to: &address.storage) { storage in
            storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                var options = cmhd_start_options(
                    flags: UInt32(flags),
                    address: socketAddress,
                    thread_pool_size: configuration.threads > 1 ? UInt32(configuration.threads) : 0,
                    connection_timeout: UInt32(configuration.connectionTimeout),
                    // libmicrohttpd splits its own limit among the pool's threads and, at it, stops accepting
                    // (the connection waits in the kernel's backlog). The accept policy enforces
                    // `connectionLimit` over all threads instead and closes the connection past it, so
                    // libmicrohttpd's own limit is set out of its way.
                    connection_limit: UInt32(
                        min(Int(UInt32.max), (configuration.connectionLimit + 1) * max(1, configuration.threads))),
                    connection_memory_limit: configuration.perConnectionMemory,
                    access_handler: mhdAccess,
                    completed_handler: mhdCompleted,
                    uri_log_handler: mhdURILog,
                    logger: mhdLog,
                    accept_policy: mhdAcceptPolicy,
                    notify_connection: mhdNotifyConnection,
                    context: contextPointer
                )
                return cmhd_start(&options)
            }
        }
        guard let handle else {
            context.pool.stop()
            context.watchdog.stop()
            let messages = context.startupMessages.withLock { $0 }
            throw .startFailed(reason: Self.startFailure(address: address, messages: messages))
        }
        context.started.store(true, ordering: .releasing)
        let bound = Int(cmhd_bound_port(handle))
        self.context = context
        self.daemon = Mutex(Daemon(handle: handle))
        self.port = bound > 0 ? bound : configuration.port
    }

    deinit {
        stop()
    }

    /// Requests whose headers have arrived and whose response has not been fully sent.
    public var inFlight: Int {
        context.inFlight.load(ordering: .relaxed)
    }

    /// Whether `beginDraining` has been called.
    public var isDraining: Bool {
        context.draining.load(ordering: .acquiring)
    }

    /// Stops accepting connections (new ones are refused) and marks every later response
    /// `Connection: close`; requests already in progress finish normally. Idempotent.
    public func beginDraining() {
        context.draining.store(true, ordering: .releasing)
        daemon.withLock { daemon in
            guard let handle = daemon.handle, daemon.quiescedSocket < 0 else { return }
            let socket = MHD_quiesce_daemon(handle)
            guard socket >= 0 else { return }
            // The socket must stay open until the daemon stops (a worker may still hold it), but shutting
            // it down takes it out of the listening state at once, so new connections are refused.
            _ = shutdown(socket, Int32(SHUT_RDWR))
            daemon.quiescedSocket = socket
        }
    }

    /// Waits until no request is in flight, polling; `false` when `timeout` seconds pass first.
    public func waitUntilIdle(timeout: Double) -> Bool {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let deadline = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 + max(0, timeout)
        while inFlight > 0 {
            clock_gettime(CLOCK_MONOTONIC, &clock)
            if Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 >= deadline { return false }
            usleep(2_000)
        }
        return true
    }

    /// The server's live figures (the `counters` it was given).
    public var counters: HTTPServerCounters { context.counters }

    /// Stops the daemon, closing every connection; waits for the worker and I/O threads. Idempotent.
    ///
    /// The workers stop first: each answers what is still queued with a 503 and resumes its connection, because
    /// libmicrohttpd must not be stopped while a connection is suspended.
    public func stop() {
        daemon.withLock { daemon in
            context.pool.stop()
            if let handle = daemon.handle {
                MHD_stop_daemon(handle)
                daemon.handle = nil
            }
            context.watchdog.stop()
            if daemon.quiescedSocket >= 0 {
                close(daemon.quiescedSocket)
                daemon.quiescedSocket = -1
            }
        }
    }

    /// Explains a failed start: the bind error if a probe bind fails, else libmicrohttpd's messages.
    private static func startFailure(address: ListenAddress, messages: [String]) -> String {
        if let problem = address.bindProblem() { return problem }
        if messages.isEmpty { return "libmicrohttpd refused to start on \(address.display)" }
        return "libmicrohttpd refused to start on \(address.display): " + messages.joined(separator: "; ")
    }
}
