import HTTPServer
import LayoutAPI
import LayoutRuntime
import LayoutService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `layoutd [options]`: serves until SIGINT or SIGTERM, then drains and exits 0.
enum Serve {
    static func run(_ configuration: Configuration) -> Int32 {
        HugePages.restartWithTunablesIfUnset()  // first: before any thread, signal mask or handler
        // Block the shutdown signals before any thread starts, so every thread inherits the mask and only
        // `sigwait` below receives them; libmicrohttpd's threads never see them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        signal(SIGPIPE, SIG_IGN)
        AllocatorTuning.apply()

        let clock = ServiceClock()
        // The access log's lines go to standard output through a buffer that a timer thread writes out.
        let output =
            configuration.logLevel == .off
            ? nil : LineBuffer(droppedNotice: { AccessLog.droppedLinesNotice($0, clock: clock) })
        let log = output.map {
            AccessLog(level: configuration.logLevel, clock: clock, sink: AccessLogOutput(buffer: $0))
        }
        let counters = HTTPServerCounters()
        let service = LayoutService(
            configuration: ServiceConfiguration(limits: configuration.limits, crossOrigin: configuration.crossOrigin),
            clock: clock, accessLog: log,
            processCollector: ProcessMetricsFromProc(), serverCounters: counters)
        // The server's own answers (413, 503…) name an allowed origin too, so a page can read them.
        var crossOriginHeaders: HTTPAnswerHeaders?
        if configuration.crossOrigin.isEnabled {
            crossOriginHeaders = { (request: borrowing HTTPRequest) in service.crossOriginHeaders(for: request) }
        }
        let server: HTTPServer
        let admin: HTTPServer
        do {
            server = try HTTPServer(
                configuration: configuration.server, handler: { service.handle($0) },
                inline: { service.handleInline($0) },
                errorResponder: { Problems.serverResponse(status: $0, detail: $1) },
                observer: { service.record($0) },
                serverAnswerHeaders: crossOriginHeaders,
                routing: LayoutService.routing, counters: counters)
            // Its own daemon, threads and connection slots: probes and scrapes get through whatever the main
            // listener is doing.
            admin = try HTTPServer(
                configuration: configuration.adminServer, handler: { service.handleAdmin($0) },
                errorResponder: { Problems.serverResponse(status: $0, detail: $1) },
                observer: { service.record($0) }, routing: LayoutService.adminRouting)
        } catch {
            standardError("layoutd: cannot start: \(error.description)\n")
            return 1
        }
        standardError(
            "layoutd \(LayoutService.version) listening on \(configuration.server.host):\(server.port) "
                + "with \(configuration.server.threads) threads and \(configuration.server.workers) workers; "
                + "admin (/healthz, /readyz, /metrics) on \(configuration.server.host):\(admin.port)\n")

        var received: Int32 = 0
        sigwait(&signals, &received)
        let name = received == SIGTERM ? "SIGTERM" : "SIGINT"
        standardError("layoutd: \(name): draining (up to \(Int(configuration.drainTimeout)) s)\n")
        service.beginDraining()
        server.beginDraining()
        let idle = waitUntilQuiet(server, timeout: configuration.drainTimeout)
        server.stop()
        admin.stop()
        output?.flush()
        standardError(idle ? "layoutd: stopped\n" : "layoutd: stopped with requests still in flight\n")
        return 0
    }
}

/// Writes to standard error unbuffered.
func standardError(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { raw in
        _ = write(2, raw.baseAddress, raw.count)
    }
}

/// Waits until no request has been in flight for `quiet` seconds, or `timeout` passes (false). The in-flight count
/// first reaching 0 is not enough: a keep-alive client may have its next request on the wire at that moment, and
/// stopping then would close its connection without an answer.
func waitUntilQuiet(_ server: HTTPServer, timeout: Double, quiet: Double = 0.25) -> Bool {
    var clock = timespec()
    func now() -> Double {
        clock_gettime(CLOCK_MONOTONIC, &clock)
        return Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
    }
    let deadline = now() + timeout
    while server.waitUntilIdle(timeout: deadline - now()) {
        usleep(UInt32(quiet * 1e6))
        if server.inFlight == 0 { return true }
    }
    return false
}
