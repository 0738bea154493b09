public import LayoutRuntime

// What the service needs from the process around it, handed in by the executable when it wires the service (the
// system's clocks, a buffered standard output), so that this module stays pure functions from request to
// response and the tests can hand in their own.

/// A clock for durations.
public protocol MonotonicClock: Sendable {
    /// Nanoseconds since an arbitrary fixed instant; never decreases.
    func monotonicNanoseconds() -> Int
}

/// A clock for timestamps.
public protocol WallClock: Sendable {
    /// The time since 1970-01-01T00:00:00Z.
    func timeSinceEpoch() -> (seconds: Int, nanoseconds: Int)
}

/// Where the access log's lines go.
public protocol AccessLogSink: Sendable {
    /// Takes one complete line (its newline included); must not block on I/O, since handlers call it.
    func append(_ line: UnsafeRawBufferPointer)
}

/// The standard library's `ContinuousClock`: the default for a service built without the executable's clock
/// (tests, benchmarks); the executable hands in a cheaper one.
public struct StandardLibraryClock: MonotonicClock {
    private let origin = ContinuousClock.now

    public init() {}

    public func monotonicNanoseconds() -> Int {
        let (seconds, attoseconds) = origin.duration(to: .now).components
        return Int(seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
    }
}

/// The process's own figures for `/metrics` (the executable reads them from `/proc`).
public protocol ProcessCollector: Sendable {
    /// The figures now.
    func collect() -> ProcessStatistics
}
