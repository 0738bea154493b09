import HTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `layoutd healthcheck`: GET /healthz on the local server's admin listener, for container HEALTHCHECKs in images
/// without curl.
enum HealthCheck {
    /// What one check found.
    enum Outcome: Equatable {
        case healthy
        /// Why not, in a sentence for the container's health log.
        case unhealthy(String)
    }

    /// The port to probe: the admin listener's, which answers while every main connection and worker is busy.
    /// A HEALTHCHECK runs as a separate process that does not see the flags given to the container's entrypoint
    /// (`docker run IMAGE --admin-port 9091`), so unless the healthcheck itself is given `--admin-port` (or
    /// `--port`, to probe that port instead), it reads the admin port the server was started with from the
    /// server's own command line and environment: in the image the server is PID 1 (exec-form ENTRYPOINT). When
    /// PID 1 is not a layoutd server (a host, an init process), the healthcheck's own `LAYOUTD_ADMIN_PORT` or
    /// `Configuration.defaultAdminPort` is used.
    static func port(arguments: [String], configuration: Configuration) -> Int {
        func given(_ flag: String) -> Bool { arguments.contains { $0 == flag || $0.hasPrefix(flag + "=") } }
        if given("--port") { return configuration.server.port }
        if given("--admin-port") { return configuration.adminListenPort }
        return serverPort(pid: 1) ?? configuration.adminListenPort
    }

    /// The admin port a layoutd server running as `pid` was configured with, when /proc shows one (and it is not
    /// 0).
    static func serverPort(pid: Int) -> Int? {
        guard let commandLine = readProcFile("/proc/\(pid)/cmdline") else { return nil }
        var words = split(commandLine)
        guard let program = words.first, program.split(separator: "/").last == "layoutd" else { return nil }
        words.removeFirst()
        if words.first == "serve" {
            words.removeFirst()
        } else if let first = words.first, ["compute", "render", "healthcheck"].contains(first) {
            return nil
        }
        // The server's environment when readable (same user), else this process's (the image's ENV is the same).
        var environment = Configuration.processEnvironment
        if let bytes = readProcFile("/proc/\(pid)/environ") {
            environment = [:]
            for entry in split(bytes) {
                if let equals = entry.firstIndex(of: "=") {
                    environment[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
                }
            }
        }
        guard case .success(let configuration) = Configuration.parse(arguments: words, environment: environment),
            configuration.adminListenPort != 0
        else { return nil }
        return configuration.adminListenPort
    }

    /// The NUL-separated words of a /proc file.
    private static func split(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The whole content of a /proc file (at most 1 MiB), or nil when it cannot be read.
    private static func readProcFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while result.count < 1 << 20 {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { return nil }
            if n == 0 { break }
            result += chunk[0..<n]
        }
        return result
    }

    /// 0 when 127.0.0.1:`port` answers `GET /healthz` with 200 within two seconds, else 1; says which on
    /// standard output (healthy) or standard error (why not).
    static func run(port: Int) -> Int32 {
        switch check(port: port) {
        case .healthy:
            print("layoutd healthcheck: GET /healthz on 127.0.0.1:\(port) answered 200")
            return 0
        case .unhealthy(let reason):
            standardError("layoutd healthcheck: \(reason)\n")
            return 1
        }
    }

    /// One `GET /healthz` on 127.0.0.1:`port`, every step bounded by two seconds.
    static func check(port: Int) -> Outcome {
        let target = "127.0.0.1:\(port)"
        guard (1...65535).contains(port) else { return .unhealthy("port \(port) is not a TCP port (1...65535)") }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return .unhealthy("cannot open a socket: \(lastError())") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            if errno == ECONNREFUSED { return .unhealthy("nothing is listening on \(target) (connection refused)") }
            return .unhealthy("cannot connect to \(target): \(lastError())")
        }
        let request = Array("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count
        else {
            return .unhealthy("cannot send the request to \(target): \(lastError())")
        }
        // The status line: read until its end, at most 256 bytes.
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while received.count < 256 && !received.contains(0x0A) {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, 256 - received.count, 0) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    return .unhealthy("\(target) accepted the connection but sent no answer within 2 seconds")
                }
                return .unhealthy("cannot read the answer from \(target): \(lastError())")
            }
            if n == 0 { break }
            received += buffer[0..<n]
        }
        let line = String(decoding: received.prefix { $0 != 0x0D && $0 != 0x0A }, as: UTF8.self)
        guard !line.isEmpty else { return .unhealthy("\(target) closed the connection without an answer") }
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
            return .unhealthy("\(target) answered something that is not HTTP: \(printable(line))")
        }
        guard status == 200 else { return .unhealthy("GET /healthz on \(target) answered \(printable(line))") }
        return .healthy
    }

    /// `strerror(errno)`.
    static func lastError() -> String { String(cString: strerror(errno)) }

    /// At most 80 characters of `text`, with control characters shown as `?`.
    static func printable(_ text: String) -> String {
        String(text.prefix(80).map { $0.isASCII && ($0.asciiValue ?? 0) < 0x20 ? "?" : $0 })
    }
}
