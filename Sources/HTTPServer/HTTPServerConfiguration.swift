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
    /// Worker threads polling with epoll; each serves its share of the connections.
    public var threads: Int
    /// The largest request body accepted; larger bodies are answered 413 and never buffered.
    public var maxBodyBytes: Int
    /// The zlib level (1...9) of answers sent gzip-compressed to clients that accept it; 0 compresses none.
    /// The default, 1, was chosen by measurement (BENCHMARKS.md, "gzip").
    public var gzipLevel: Int
    /// Seconds of inactivity after which a connection is closed (0 = never).
    public var connectionTimeout: Int
    /// The most connections open at once, over all threads; a connection past it is closed as soon as accepted.
    public var connectionLimit: Int
    /// Bytes libmicrohttpd may use per connection for headers and I/O buffers.
    public var perConnectionMemory: Int
    /// Whether libmicrohttpd's own error messages are written to standard error.
    public var logsLibraryErrors: Bool

    /// Creates a configuration; every parameter has a default suitable for a public service.
    public init(
        host: String = "0.0.0.0",
        port: Int = 8080,
        threads: Int = HTTPServerConfiguration.processorCount,
        maxBodyBytes: Int = 8 << 20,
        gzipLevel: Int = 1,
        connectionTimeout: Int = 30,
        connectionLimit: Int = 1024,
        perConnectionMemory: Int = 32 << 10,
        logsLibraryErrors: Bool = true
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.maxBodyBytes = maxBodyBytes
        self.gzipLevel = gzipLevel
        self.connectionTimeout = connectionTimeout
        self.connectionLimit = connectionLimit
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
        if maxBodyBytes < 0 { return "bad option maxBodyBytes: \(maxBodyBytes) is negative" }
        if !(0...9).contains(gzipLevel) { return "bad option gzipLevel: \(gzipLevel) is not in 0...9" }
        if !(0...Int(Int32.max)).contains(connectionTimeout) {
            return "bad option connectionTimeout: \(connectionTimeout) is not in 0...\(Int32.max)"
        }
        if !(1...Int(Int32.max)).contains(connectionLimit) {
            return "bad option connectionLimit: \(connectionLimit) is not in 1...\(Int32.max)"
        }
        if perConnectionMemory < 4096 {
            return "bad option perConnectionMemory: \(perConnectionMemory) is below 4096 bytes"
        }
        return nil
    }
}
