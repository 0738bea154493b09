import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How much the access log says.
public enum LogLevel: String, Sendable, CaseIterable {
    /// Nothing at all.
    case off
    /// Only requests answered with a 5xx.
    case error
    /// Requests answered with a 4xx or 5xx.
    case warn
    /// Every request (the default).
    case info

    func logs(status: Int) -> Bool {
        switch self {
        case .off: false
        case .error: status >= 500
        case .warn: status >= 400
        case .info: true
        }
    }
}

/// One JSON line per request on standard output, written by a background thread so handlers never block on I/O.
///
/// Handlers append to a bounded in-memory buffer under a lock; a flusher writes it out every 50 ms. When a slow
/// reader lets the buffer reach its cap, further lines are dropped and counted rather than stalling requests.
public final class AccessLog: Sendable {
    /// One request's entry.
    public struct Entry: Sendable {
        public var method: String
        public var path: String
        public var status: Int
        public var seconds: Double
        public var bytes: Int
        public var items: Int
        public init(method: String, path: String, status: Int, seconds: Double, bytes: Int, items: Int) {
            self.method = method
            self.path = path
            self.status = status
            self.seconds = seconds
            self.bytes = bytes
            self.items = items
        }
    }

    struct Buffer {
        var bytes: [UInt8] = []
        var dropped = 0
    }

    public let level: LogLevel
    private let buffer = PthreadLock(Buffer())
    private let capacity: Int
    private let write: @Sendable ([UInt8]) -> Void
    nonisolated(unsafe) private var timer: DispatchSourceTimer?

    /// A log at `level` writing through `write` (standard output by default), holding at most `capacity` bytes.
    public init(
        level: LogLevel, capacity: Int = 4 << 20,
        write: @escaping @Sendable ([UInt8]) -> Void = AccessLog.writeToStandardOutput
    ) {
        self.level = level
        self.capacity = capacity
        self.write = write
        if level != .off {
            let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "layoutd.accesslog"))
            timer.schedule(deadline: .now() + .milliseconds(50), repeating: .milliseconds(50))
            timer.setEventHandler { [weak self] in self?.flush() }
            timer.resume()
            self.timer = timer
        }
    }

    deinit {
        timer?.cancel()
    }

    /// Appends one entry; never blocks on I/O.
    public func record(_ entry: Entry) {
        guard level.logs(status: entry.status) else { return }
        var line =
            "{\"time\":\"\(Self.timestamp())\",\"level\":\"\(entry.status >= 500 ? "error" : entry.status >= 400 ? "warn" : "info")\""
        line += ",\"method\":\(Self.quoted(entry.method)),\"path\":\(Self.quoted(entry.path))"
        line += ",\"status\":\(entry.status),\"duration_ms\":\(Self.milliseconds(entry.seconds))"
        line += ",\"bytes\":\(entry.bytes),\"items\":\(entry.items)}\n"
        let utf8 = Array(line.utf8)
        buffer.withLock { buffer in
            if buffer.bytes.count + utf8.count > capacity {
                buffer.dropped += 1
            } else {
                buffer.bytes.append(contentsOf: utf8)
            }
        }
    }

    /// Writes out what is buffered (also called at shutdown).
    public func flush() {
        let (bytes, dropped) = buffer.withLock { buffer -> ([UInt8], Int) in
            defer {
                buffer.bytes.removeAll(keepingCapacity: true)
                buffer.dropped = 0
            }
            return (buffer.bytes, buffer.dropped)
        }
        if dropped > 0 {
            write(Array("{\"time\":\"\(Self.timestamp())\",\"level\":\"warn\",\"dropped_lines\":\(dropped)}\n".utf8))
        }
        if !bytes.isEmpty { write(bytes) }
    }

    /// Writes bytes to file descriptor 1, retrying short writes.
    public static let writeToStandardOutput: @Sendable ([UInt8]) -> Void = { bytes in
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(1, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 {
                    if n < 0 && errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }

    static func milliseconds(_ seconds: Double) -> String {
        let micros = Int((seconds * 1_000_000).rounded())
        let whole = micros / 1000
        let frac = micros % 1000
        let fracText = String(frac)
        return "\(whole)." + String(repeating: "0", count: 3 - fracText.count) + fracText
    }

    /// RFC 3339 UTC time with milliseconds.
    static func timestamp() -> String {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        var t = time_t(ts.tv_sec)
        var parts = tm()
        gmtime_r(&t, &parts)
        func pad(_ v: Int32, _ width: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: Swift.max(0, width - s.count)) + s
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2))."
            + "\(pad(Int32(ts.tv_nsec / 1_000_000), 3))Z"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
