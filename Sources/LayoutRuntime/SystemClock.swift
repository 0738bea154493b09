#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The system's clocks through `clock_gettime`, which the vDSO answers without entering the kernel.
///
/// `ContinuousClock.now` and a `Duration`'s components cost several times more per request: the library call,
/// then divisions of 128-bit attoseconds.
public struct SystemClock: Sendable {
    public init() {}

    /// `CLOCK_MONOTONIC` in nanoseconds: never goes back, so differences are durations.
    public func monotonicNanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) &* 1_000_000_000 &+ Int(now.tv_nsec)
    }

    /// `CLOCK_REALTIME`: seconds and nanoseconds since 1970-01-01T00:00:00Z.
    public func timeSinceEpoch() -> (seconds: Int, nanoseconds: Int) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return (Int(now.tv_sec), Int(now.tv_nsec))
    }
}
