#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the server listens and the resource limits it enforces on every connection.
public struct HTTPServerConfiguration: Sendable {
    /// The address to bind: an IPv4 or IPv6 literal (`"0.0.0.0"`, `"::"`, `"[::1]"`) or `"localhost"`.
    public var host: String
    /// The TCP port; 0 binds any free port (read it back from `HTTPServer.port`).
    public var port: Int
    /// I/O threads polling with epoll; each serves its share of the connections (reading requests, sending answers,
    /// and answering the requests that are not offloaded).
    public var threads: Int
    /// Worker threads that run the offloaded requests (decoding, computing, encoding and compressing the answer),
    /// fed by a queue of `queueDepth`.
    public var workers: Int
    /// The most offloaded requests waiting for a worker; a request past it is answered 503 with `Retry-After`.
    public var queueDepth: Int
    /// The largest body of an offloaded request that the I/O thread which read it may answer itself, through the
    /// server's `inline` handler, while a worker is idle and no request waits (0: every offloaded request goes
    /// through the queue). The inline handler bounds its own work and hands anything costlier to a worker.
    public var inlineBodyBytes: Int
    /// The bound on the bytes in flight over the whole server: request bodies held, the working memory of the
    /// requests being computed (`workingMemory`) and answers computed and not yet sent. A request that would take
    /// them past it is answered 503 with `Retry-After` before it is computed.
    public var maxBytesInFlight: Int
    /// What a request being computed is counted in the bytes in flight, from its body's size (inflated), until its
    /// answer is ready (the answer is then counted itself until sent).
    public var workingMemory: WorkingMemory
    /// A request a worker computes whose body (inflated) or answer reaches this many bytes has the allocator's free
    /// memory given back to the kernel once no worker is computing any more (`malloc_trim`); 0 never does.
    public var trimAfterBytes: Int
    /// The largest request body accepted; larger bodies are answered 413 and never buffered.
    public var maxBodyBytes: Int
    /// The zlib level (1...9) of answers sent gzip-compressed to clients that accept it; 0 compresses none.
    /// The default, 1, was chosen by measurement (BENCHMARKS.md, "gzip").
    public var gzipLevel: Int
    /// Seconds of inactivity inside a request (reading it, sending its answer) after which its connection is closed
    /// (0 = never).
    public var connectionTimeout: Int
    /// Seconds a connection may wait, from opening or from its previous answer, for the next request line (0 =
    /// no limit): the keep-alive idle timeout, shorter than `connectionTimeout`.
    public var keepAliveTimeout: Int
    /// Seconds from opening or from the previous answer within which the whole head must have arrived, however
    /// steadily it trickles (0 = no limit).
    public var headTimeout: Int
    /// Seconds from opening or from the previous answer within which the head and the whole body must have arrived
    /// (0 = no limit).
    public var requestTimeout: Int
    /// The most connections open at once, over all threads; a connection past it is closed as soon as accepted.
    public var connectionLimit: Int
    /// The most connections open at once from one client address (an IPv6 client by its /64), 0 for no limit (behind
    /// a proxy, where every connection comes from the proxy); a connection past it is closed as soon as accepted.
    public var perClientConnectionLimit: Int
    /// Bytes libmicrohttpd may use per connection for headers and I/O buffers.
    public var perConnectionMemory: Int
    /// Whether libmicrohttpd's own error messages are written to standard error.
    public var logsLibraryErrors: Bool

    /// Creates a configuration; every parameter has a default suitable for a public service.
    public init(
        host: String = "0.0.0.0",
        port: Int = 8080,
        threads: Int = HTTPServerConfiguration.processorCount,
        workers: Int = HTTPServerConfiguration.processorCount,
        queueDepth: Int = 64,
        inlineBodyBytes: Int = 16 << 10,
        maxBodyBytes: Int = 8 << 20,
        maxBytesInFlight: Int = 256 << 20,
        workingMemory: WorkingMemory = .none,
        trimAfterBytes: Int = 1 << 20,
        gzipLevel: Int = 1,
        connectionTimeout: Int = 30,
        keepAliveTimeout: Int = 5,
        headTimeout: Int = 10,
        requestTimeout: Int = 30,
        connectionLimit: Int = 1024,
        perClientConnectionLimit: Int = 32,
        perConnectionMemory: Int = 32 << 10,
        logsLibraryErrors: Bool = true
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.workers = workers
        self.queueDepth = queueDepth
        self.inlineBodyBytes = inlineBodyBytes
        self.maxBodyBytes = maxBodyBytes
        self.maxBytesInFlight = maxBytesInFlight
        self.workingMemory = workingMemory
        self.trimAfterBytes = trimAfterBytes
        self.gzipLevel = gzipLevel
        self.connectionTimeout = connectionTimeout
        self.keepAliveTimeout = keepAliveTimeout
        self.headTimeout = headTimeout
        self.requestTimeout = requestTimeout
        self.connectionLimit = connectionLimit
        self.perClientConnectionLimit = perClientConnectionLimit
        self.perConnectionMemory = perConnectionMemory
        self.logsLibraryErrors = logsLibraryErrors
    }

    /// The number of online CPUs (at least 1): the default for `threads`.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// The first option that is out of range, described for `HTTPServerError.startFailed`, or `nil`.
    func problem() -> String? {
        if !(0...65535).contains(port) { return "bad option port: \(port) is not in 0...65535" }
        if !(1...1024).contains(threads) { return "bad option threads: \(threads) is not in 1...1024" }
        if !(1...1024).contains(workers) { return "bad option workers: \(workers) is not in 1...1024" }
        if !(1...1_000_000).contains(queueDepth) { return "bad option queueDepth: \(queueDepth) is not in 1...1000000" }
        if maxBodyBytes < 0 { return "bad option maxBodyBytes: \(maxBodyBytes) is negative" }
        if inlineBodyBytes < 0 { return "bad option inlineBodyBytes: \(inlineBodyBytes) is negative" }
        if maxBytesInFlight < maxBodyBytes {
            return "bad option maxBytesInFlight: \(maxBytesInFlight) is below maxBodyBytes (\(maxBodyBytes)), "
                + "so the largest body could never be accepted"
        }
        if workingMemory.perBodyByte < 0 || workingMemory.perRequest < 0 {
            return "bad option workingMemory: \(workingMemory) counts a negative number of bytes"
        }
        let largest = maxBodyBytes.addingReportingOverflow(workingMemory.estimate(bodyBytes: maxBodyBytes))
        if largest.overflow || maxBytesInFlight < largest.partialValue {
            return "bad option maxBytesInFlight: \(maxBytesInFlight) is below the largest body (\(maxBodyBytes)) and "
                + "its working memory (\(workingMemory.estimate(bodyBytes: maxBodyBytes))), so the largest body "
                + "could never be computed"
        }
        if trimAfterBytes < 0 { return "bad option trimAfterBytes: \(trimAfterBytes) is negative" }
        if !(0...9).contains(gzipLevel) { return "bad option gzipLevel: \(gzipLevel) is not in 0...9" }
        if !(0...Int(Int32.max)).contains(connectionTimeout) {
            return "bad option connectionTimeout: \(connectionTimeout) is not in 0...\(Int32.max)"
        }
        for (name, seconds) in [
            ("keepAliveTimeout", keepAliveTimeout), ("headTimeout", headTimeout), ("requestTimeout", requestTimeout),
        ] where !(0...86_400).contains(seconds) {
            return "bad option \(name): \(seconds) is not in 0...86400"
        }
        if !(1...Int(Int32.max)).contains(connectionLimit) {
            return "bad option connectionLimit: \(connectionLimit) is not in 1...\(Int32.max)"
        }
        if !(0...Int(Int32.max)).contains(perClientConnectionLimit) {
            return "bad option perClientConnectionLimit: \(perClientConnectionLimit) is not in 0...\(Int32.max)"
        }
        if perConnectionMemory < 4096 {
            return "bad option perConnectionMemory: \(perConnectionMemory) is below 4096 bytes"
        }
        return nil
    }
}

/// The memory a request is assumed to need while it is computed, known before computing from its body's size alone:
/// `perBodyByte` bytes for each byte of the body (inflated) plus `perRequest`. It is the handler's bound on itself
/// (layoutd's engine promises its own, `LayoutService.workingMemory`); the server counts it in the bytes in flight
/// from the moment a worker (or an I/O thread answering inline) takes the request until its answer is ready, so
/// requests computing at once cannot together take the process past `maxBytesInFlight`.
public struct WorkingMemory: Sendable, Equatable, CustomStringConvertible {
    /// Bytes per byte of the (inflated) body.
    public var perBodyByte: Int
    /// Bytes for the request whatever its body.
    public var perRequest: Int

    public init(perBodyByte: Int, perRequest: Int) {
        self.perBodyByte = perBodyByte
        self.perRequest = perRequest
    }

    /// Nothing counted: a handler whose memory the body's own count covers.
    public static let none = WorkingMemory(perBodyByte: 0, perRequest: 0)

    /// The bytes counted for a body of `bodyBytes` (`Int.max` if that overflows).
    public func estimate(bodyBytes: Int) -> Int {
        let (scaled, overflow) = Swift.max(0, bodyBytes).multipliedReportingOverflow(by: perBodyByte)
        let (sum, overflowAgain) = scaled.addingReportingOverflow(perRequest)
        return overflow || overflowAgain ? Int.max : sum
    }

    public var description: String { "\(perBodyByte) per body byte + \(perRequest)" }
}
