import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What the libmicrohttpd callbacks share: the handlers, the limits and the live counters.
///
/// One instance lives as long as its daemon and travels to the callbacks as the `cls` pointer
/// (`Unmanaged`), so every member is immutable or atomic: the callbacks run on several threads at once.
final class ServerContext: Sendable {
    /// The application's handler.
    let handler: HTTPHandler
    /// The handler that may answer an offloaded request on its I/O thread (`HTTPInlineHandler`), if any.
    let inline: HTTPInlineHandler?
    /// The largest body `inline` is offered (`HTTPServerConfiguration.inlineBodyBytes`).
    let inlineBodyBytes: Int
    /// Builds the bodies of the errors the server answers itself (413, 500).
    let errorResponder: @Sendable (_ status: Int, _ detail: String) -> HTTPResponse
    /// Told of every answer the handler did not give (see `ServerAnswer`).
    let observer: (@Sendable (ServerAnswer) -> Void)?
    /// Headers added to each answer the server gives itself, from the request's headers (`HTTPAnswerHeaders`).
    let serverAnswerHeaders: HTTPAnswerHeaders?
    /// The application's route for a request and whether a worker answers it without a body, by method and decoded
    /// path (every request with a body goes to a worker).
    let routing: @Sendable (_ method: String, _ path: String) -> Routing
    /// The largest body accepted, in bytes.
    let maxBodyBytes: Int
    /// The bound on the bytes in flight (`counters.bytesInFlight`).
    let maxBytesInFlight: Int
    /// What a request being computed counts in the bytes in flight.
    let workingMemory: WorkingMemory
    /// Gives the allocator's free memory back after large requests.
    let memoryRelease: MemoryRelease
    /// The `Retry-After` of every 503 the server gives: one second, long enough for a queue to move on.
    static let retryAfterSeconds = 1
    /// The live figures, shared with whatever renders the metrics.
    let counters: HTTPServerCounters
    /// The workers and their queue.
    let pool: WorkerPool
    /// The deadlines' thread.
    let watchdog: Watchdog
    /// Connections per client.
    let clients: ClientConnections
    /// The zlib level of gzip-compressed answers, 0 when the server compresses none.
    let gzipLevel: Int32
    /// The gzip forms of bodies with a strong tag, compressed once.
    let compressedBodies = CompressedBodies()
    /// Whether runtime messages from libmicrohttpd go to standard error.
    let logsLibraryErrors: Bool
    /// The most connections open at once; the accept policy closes any past it.
    let connectionLimit: Int
    /// Set by `beginDraining`: every later response carries `Connection: close`.
    let draining = Atomic<Bool>(false)
    /// Requests whose headers have arrived and whose response has not finished.
    let inFlight = Atomic<Int>(0)
    /// Set once the daemon has started; until then library messages are collected for the error.
    let started = Atomic<Bool>(false)
    /// Library messages logged while starting, used to explain a failed start.
    let startupMessages = Mutex<[String]>([])

    /// Creates the context for one daemon with `configuration`; the watchdog's thread starts here, the workers'
    /// when the daemon has started.
    init(
        configuration: HTTPServerConfiguration,
        handler: @escaping HTTPHandler,
        inline: HTTPInlineHandler?,
        errorResponder: @escaping @Sendable (_ status: Int, _ detail: String) -> HTTPResponse,
        observer: (@Sendable (ServerAnswer) -> Void)?,
        serverAnswerHeaders: HTTPAnswerHeaders? = nil,
        routing: @escaping @Sendable (_ method: String, _ path: String) -> Routing,
        counters: HTTPServerCounters
    ) {
        self.handler = handler
        self.inline = inline
        self.inlineBodyBytes = configuration.inlineBodyBytes
        self.errorResponder = errorResponder
        self.observer = observer
        self.serverAnswerHeaders = serverAnswerHeaders
        self.routing = routing
        self.maxBodyBytes = configuration.maxBodyBytes
        self.maxBytesInFlight = configuration.maxBytesInFlight
        self.workingMemory = configuration.workingMemory
        let memoryRelease = MemoryRelease(threshold: configuration.trimAfterBytes, counters: counters)
        self.memoryRelease = memoryRelease
        self.gzipLevel = Int32(configuration.gzipLevel)
        self.connectionLimit = configuration.connectionLimit
        self.logsLibraryErrors = configuration.logsLibraryErrors
        self.counters = counters
        counters.bytesInFlightLimit.store(configuration.maxBytesInFlight, ordering: .relaxed)
        pool = WorkerPool(capacity: configuration.queueDepth, counters: counters, memoryRelease: memoryRelease)
        watchdog = Watchdog(
            deadlines: Deadlines(
                keepAlive: configuration.keepAliveTimeout * 1000, head: configuration.headTimeout * 1000,
                request: configuration.requestTimeout * 1000),
            counters: counters)
        clients = ClientConnections(limit: configuration.perClientConnectionLimit)
    }

    /// Counts `bytes` of working memory in the bytes in flight for a request about to be computed, unless they would
    /// take the bytes in flight past their bound: whether they were counted (`releaseWorkingMemory` uncounts them).
    /// Counted first and taken back when over, so two requests reserving at once can never both pass the bound.
    func reserveWorkingMemory(_ bytes: Int) -> Bool {
        guard bytes <= maxBytesInFlight else { return false }
        let before = counters.bytesInFlight.add(Swift.max(0, bytes), ordering: .relaxed).oldValue
        guard before <= maxBytesInFlight - bytes else {
            counters.bytesInFlight.subtract(Swift.max(0, bytes), ordering: .relaxed)
            return false
        }
        return true
    }

    /// Uncounts what `reserveWorkingMemory` counted.
    func releaseWorkingMemory(_ bytes: Int) {
        counters.bytesInFlight.subtract(Swift.max(0, bytes), ordering: .relaxed)
    }

    /// Records one message from libmicrohttpd: kept while starting, printed afterwards if enabled.
    func log(_ message: String) {
        let trimmed = message.hasSuffix("\n") ? String(message.dropLast()) : message
        if !started.load(ordering: .acquiring) {
            startupMessages.withLock { $0.append(trimmed) }
        } else if logsLibraryErrors {
            let line = "libmicrohttpd: \(trimmed)\n"
            var bytes = Array(line.utf8)
            _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
    }
}
