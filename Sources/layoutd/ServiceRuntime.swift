import LayoutRuntime
import LayoutService

/// The system's clocks as the service's clocks: the wiring between `LayoutRuntime`, which knows the operating
/// system, and `LayoutService`, which knows only its protocols.
struct ServiceClock: MonotonicClock, WallClock {
    let system = SystemClock()

    func monotonicNanoseconds() -> Int { system.monotonicNanoseconds() }

    func timeSinceEpoch() -> (seconds: Int, nanoseconds: Int) { system.timeSinceEpoch() }
}

/// The buffered standard output as the access log's sink.
struct AccessLogOutput: AccessLogSink {
    let buffer: LineBuffer

    func append(_ line: UnsafeRawBufferPointer) { buffer.append(line) }
}

/// The process's figures from `/proc` as the service's process metrics.
struct ProcessMetricsFromProc: ProcessCollector {
    func collect() -> ProcessStatistics { ProcessStatistics.current() }
}
