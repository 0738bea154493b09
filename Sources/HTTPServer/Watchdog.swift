internal import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where one connection is in its request cycle, and since when, for the deadlines libmicrohttpd does not have
/// (it knows only inactivity): packed into one atomic word so the watchdog reads phase and start together.
///
/// Each cycle starts when the connection opens or its previous answer has been sent. The I/O thread that owns the
/// connection moves it through the phases; the watchdog only reads, and marks a connection it has shut down.
final class ConnectionClock: Sendable {
    /// How far the current request has come.
    enum Phase: Int {
        /// No request line yet: the keep-alive, head and request deadlines all run.
        case awaitingRequest = 0
        /// The request line is in, not the whole head: the head and request deadlines run.
        case readingHead = 1
        /// The head is in, not the whole body: the request deadline runs.
        case readingBody = 2
        /// The request is complete (queued, computing or being answered), or the watchdog has shut the connection:
        /// no deadline runs.
        case answering = 3
    }

    /// The connection's socket.
    let socket: Int32
    /// `start << 2 | phase`, the start in monotonic milliseconds.
    private let word: Atomic<Int>

    /// A clock for a connection opened now on `socket`.
    init(socket: Int32, now: Int) {
        self.socket = socket
        word = Atomic(now << 2)
    }

    /// Starts a cycle at `now` (milliseconds): the connection waits for its next request.
    func restart(now: Int) {
        word.store(now << 2, ordering: .releasing)
    }

    /// Moves to `phase`, keeping the cycle's start.
    func enter(_ phase: Phase) {
        let current = word.load(ordering: .relaxed)
        word.store(current & ~3 | phase.rawValue, ordering: .releasing)
    }

    /// The packed phase and start now, for `decode` and `markShut`.
    func read() -> Int { word.load(ordering: .acquiring) }

    /// The phase and the cycle's start in a word `read` returned.
    static func decode(_ word: Int) -> (phase: Phase, start: Int) {
        (Phase(rawValue: word & 3) ?? .answering, word >> 2)
    }

    /// Marks the connection shut by the watchdog, unless its owner moved it on since it read `seen`; `true` when
    /// marked.
    func markShut(seen: Int) -> Bool {
        word.compareExchange(
            expected: seen, desired: seen & ~3 | Phase.answering.rawValue, ordering: .acquiringAndReleasing
        ).exchanged
    }
}

/// The deadlines of `ConnectionClock`, in milliseconds (0 = none).
struct Deadlines: Sendable {
    var keepAlive: Int
    var head: Int
    var request: Int

    /// The deadline that `phase` has passed `elapsed` milliseconds into its cycle, the earliest one if several,
    /// or `nil`.
    func expired(_ phase: ConnectionClock.Phase, elapsed: Int) -> HTTPServerCounters.Closure? {
        var earliest: (limit: Int, reason: HTTPServerCounters.Closure)?
        func consider(_ limit: Int, _ reason: HTTPServerCounters.Closure) {
            guard limit > 0, elapsed > limit, limit < earliest?.limit ?? Int.max else { return }
            earliest = (limit, reason)
        }
        switch phase {
        case .awaitingRequest:
            consider(keepAlive, .keepAliveIdle)
            consider(head, .headDeadline)
            consider(request, .requestDeadline)
        case .readingHead:
            consider(head, .headDeadline)
            consider(request, .requestDeadline)
        case .readingBody: consider(request, .requestDeadline)
        case .answering: break
        }
        return earliest?.reason
    }
}

/// A thread that closes connections past their deadlines: every `interval` it reads each registered connection's
/// clock and shuts the socket of one that is overdue (`shutdown`, so libmicrohttpd sees the connection end and
/// closes it itself).
///
/// Race-free against a socket number's reuse: a connection is unregistered in libmicrohttpd's "connection closed"
/// notification, which it gives before it closes the socket, and the watchdog shuts sockets only while holding the
/// registry's lock, which unregistering takes too. So a socket the watchdog shuts is still the connection's.
final class Watchdog: Sendable {
    /// How often the connections are checked.
    static let intervalMilliseconds = 100

    private struct Registry {
        var clocks: [ObjectIdentifier: ConnectionClock] = [:]
        var stopping = false
    }

    let deadlines: Deadlines
    /// Whether any deadline is set (else there is no thread, and nothing to register).
    let isRunning: Bool
    private let counters: HTTPServerCounters
    private let registry = ConditionLock(Registry())
    private let thread = Mutex<pthread_t?>(nil)

    /// A watchdog for `deadlines` (milliseconds) that counts what it closes in `counters`; its thread starts only
    /// when some deadline is set.
    init(deadlines: Deadlines, counters: HTTPServerCounters) {
        self.deadlines = deadlines
        self.counters = counters
        isRunning = deadlines.keepAlive > 0 || deadlines.head > 0 || deadlines.request > 0
        guard isRunning else { return }
        let box = Unmanaged.passRetained(self)
        var handle = pthread_t()
        let started = pthread_create(
            &handle, nil,
            { raw in
                guard let raw else { return nil }
                let watchdog = Unmanaged<Watchdog>.fromOpaque(raw).takeRetainedValue()
                watchdog.run()
                return nil
            }, box.toOpaque())
        if started == 0 {
            thread.withLock { $0 = handle }
        } else {
            box.release()
        }
    }

    /// Watches `clock` until `unregister`.
    func register(_ clock: ConnectionClock) {
        registry.withLock { $0.clocks[ObjectIdentifier(clock)] = clock }
    }

    /// Stops watching `clock`; call before its socket is closed.
    func unregister(_ clock: ConnectionClock) {
        registry.withLock { $0.clocks[ObjectIdentifier(clock)] = nil }
    }

    /// Stops the thread and waits for it. Idempotent.
    func stop() {
        registry.withLock { $0.stopping = true }
        registry.broadcast()
        if let handle = thread.withLock({ value -> pthread_t? in
            defer { value = nil }
            return value
        }) {
            pthread_join(handle, nil)
        }
    }

    private func run() {
        while true {
            let stopping = registry.wait(nanoseconds: Self.intervalMilliseconds * 1_000_000) { registry in
                if registry.stopping { return true }
                sweep(registry.clocks, now: monotonicMilliseconds())
                return false
            }
            if stopping { return }
        }
    }

    /// Shuts every overdue connection among `clocks` at `now`; runs with the registry locked.
    private func sweep(_ clocks: [ObjectIdentifier: ConnectionClock], now: Int) {
        for clock in clocks.values {
            let seen = clock.read()
            let (phase, start) = ConnectionClock.decode(seen)
            guard let reason = deadlines.expired(phase, elapsed: now - start) else { continue }
            guard clock.markShut(seen: seen) else { continue }  // it moved on meanwhile: look again next time
            counters.count(reason)  // first: whoever sees the connection end sees it counted
            _ = shutdown(clock.socket, Int32(SHUT_RDWR))
        }
    }
}

/// The monotonic clock in milliseconds.
func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
}
