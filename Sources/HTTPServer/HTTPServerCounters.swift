import Synchronization

/// The server's live figures for `/metrics`: its queue, its bytes in flight, and the connections and requests it
/// refused, dropped or closed and why. Every update is one relaxed atomic operation.
///
/// The executable makes one before the server and hands it both to the server (which updates it) and to whatever
/// renders the metrics (which reads `snapshot()`), so neither has to know the other.
public final class HTTPServerCounters: Sendable {
    /// Why a connection was closed before the client closed it.
    public enum Closure: Int, CaseIterable, Sendable {
        /// No request line within `keepAliveTimeout` of opening or of the previous answer.
        case keepAliveIdle
        /// The head not complete within `headTimeout` of opening or of the previous answer.
        case headDeadline
        /// The head and body not complete within `requestTimeout` of opening or of the previous answer.
        case requestDeadline
        /// Inside a request (reading it, or sending its answer), nothing moved for `connectionTimeout`.
        case inactivity

        /// The metric's label value.
        public var label: String {
            switch self {
            case .keepAliveIdle: "keep_alive_idle"
            case .headDeadline: "head_deadline"
            case .requestDeadline: "request_deadline"
            case .inactivity: "inactivity"
            }
        }
    }

    /// Why a connection was refused as soon as it was accepted.
    public enum ConnectionRefusal: Int, CaseIterable, Sendable {
        /// `connectionLimit` connections were open.
        case connectionLimit
        /// `perClientConnectionLimit` connections from the same client address were open.
        case perClientLimit

        public var label: String {
            switch self {
            case .connectionLimit: "connection_limit"
            case .perClientLimit: "per_client_limit"
            }
        }
    }

    /// Why a request was answered 503 instead of computed.
    public enum RequestRefusal: Int, CaseIterable, Sendable {
        /// The work queue was full.
        case queueFull
        /// The bytes in flight were at `maxBytesInFlight`.
        case bytesInFlight
        /// The server was stopping.
        case stopping

        public var label: String {
            switch self {
            case .queueFull: "queue_full"
            case .bytesInFlight: "bytes_in_flight"
            case .stopping: "stopping"
            }
        }
    }

    let connectionsOpen = Atomic<Int>(0)
    let queued = Atomic<Int>(0)
    let busyWorkers = Atomic<Int>(0)
    let abandoned = Atomic<Int>(0)
    let answeredInline = Atomic<Int>(0)
    let memoryTrims = Atomic<Int>(0)
    let bytesInFlight = Atomic<Int>(0)
    let workerCount = Atomic<Int>(0)
    let queueCapacity = Atomic<Int>(0)
    let bytesInFlightLimit = Atomic<Int>(0)
    private let closedIdle = Atomic<Int>(0)
    private let closedHead = Atomic<Int>(0)
    private let closedRequest = Atomic<Int>(0)
    private let closedInactive = Atomic<Int>(0)
    private let refusedConnectionLimit = Atomic<Int>(0)
    private let refusedPerClient = Atomic<Int>(0)
    private let refusedQueueFull = Atomic<Int>(0)
    private let refusedBytes = Atomic<Int>(0)
    private let refusedStopping = Atomic<Int>(0)

    public init() {}

    /// Counts one connection closed for `reason`.
    func count(_ reason: Closure) {
        switch reason {
        case .keepAliveIdle: closedIdle.add(1, ordering: .relaxed)
        case .headDeadline: closedHead.add(1, ordering: .relaxed)
        case .requestDeadline: closedRequest.add(1, ordering: .relaxed)
        case .inactivity: closedInactive.add(1, ordering: .relaxed)
        }
    }

    /// Counts one connection refused for `reason`.
    func count(_ reason: ConnectionRefusal) {
        switch reason {
        case .connectionLimit: refusedConnectionLimit.add(1, ordering: .relaxed)
        case .perClientLimit: refusedPerClient.add(1, ordering: .relaxed)
        }
    }

    /// Counts one request refused for `reason`.
    func count(_ reason: RequestRefusal) {
        switch reason {
        case .queueFull: refusedQueueFull.add(1, ordering: .relaxed)
        case .bytesInFlight: refusedBytes.add(1, ordering: .relaxed)
        case .stopping: refusedStopping.add(1, ordering: .relaxed)
        }
    }

    /// The figures now (each read on its own, not one snapshot of all of them).
    public func snapshot() -> HTTPServerStatistics {
        var statistics = HTTPServerStatistics()
        statistics.connectionsOpen = connectionsOpen.load(ordering: .relaxed)
        statistics.connectionsClosed = [
            .keepAliveIdle: closedIdle.load(ordering: .relaxed), .headDeadline: closedHead.load(ordering: .relaxed),
            .requestDeadline: closedRequest.load(ordering: .relaxed),
            .inactivity: closedInactive.load(ordering: .relaxed),
        ]
        statistics.connectionsRefused = [
            .connectionLimit: refusedConnectionLimit.load(ordering: .relaxed),
            .perClientLimit: refusedPerClient.load(ordering: .relaxed),
        ]
        statistics.requestsRefused = [
            .queueFull: refusedQueueFull.load(ordering: .relaxed),
            .bytesInFlight: refusedBytes.load(ordering: .relaxed),
            .stopping: refusedStopping.load(ordering: .relaxed),
        ]
        statistics.requestsAbandoned = abandoned.load(ordering: .relaxed)
        statistics.requestsAnsweredInline = answeredInline.load(ordering: .relaxed)
        statistics.memoryTrims = memoryTrims.load(ordering: .relaxed)
        statistics.queued = queued.load(ordering: .relaxed)
        statistics.queueCapacity = queueCapacity.load(ordering: .relaxed)
        statistics.busyWorkers = busyWorkers.load(ordering: .relaxed)
        statistics.workers = workerCount.load(ordering: .relaxed)
        statistics.bytesInFlight = bytesInFlight.load(ordering: .relaxed)
        statistics.bytesInFlightLimit = bytesInFlightLimit.load(ordering: .relaxed)
        return statistics
    }
}

/// The server's figures at one moment (`HTTPServerCounters.snapshot()`).
public struct HTTPServerStatistics: Sendable, Equatable {
    /// Connections open now.
    public var connectionsOpen = 0
    /// Connections the server closed, by why.
    public var connectionsClosed: [HTTPServerCounters.Closure: Int] = [:]
    /// Connections refused at accept, by why.
    public var connectionsRefused: [HTTPServerCounters.ConnectionRefusal: Int] = [:]
    /// Requests answered 503 instead of computed, by why.
    public var requestsRefused: [HTTPServerCounters.RequestRefusal: Int] = [:]
    /// Requests dropped uncomputed because their client had gone.
    public var requestsAbandoned = 0
    /// Offloaded requests the I/O thread that read them answered itself, a worker being idle (`HTTPServer`'s
    /// `inline` handler); the others went through the queue.
    public var requestsAnsweredInline = 0
    /// Requests waiting for a worker.
    public var queued = 0
    /// The most requests that may wait.
    public var queueCapacity = 0
    /// Workers computing a request now.
    public var busyWorkers = 0
    /// Workers in all.
    public var workers = 0
    /// Times the allocator's free memory was given back to the kernel after large requests (`malloc_trim`).
    public var memoryTrims = 0
    /// Request bodies held, the working memory of the requests being computed and answers computed and not yet
    /// sent, in bytes.
    public var bytesInFlight = 0
    /// The bound on `bytesInFlight`.
    public var bytesInFlightLimit = 0

    public init() {}
}
