import LayoutAPI

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

/// One JSON line per request, formatted here and handed to a sink that must not block (the executable's buffer,
/// which a background thread writes to standard output).
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

    public let level: LogLevel
    private let clock: any WallClock
    private let sink: any AccessLogSink

    /// A log at `level` stamping lines with `clock` and handing them to `sink`.
    public init(level: LogLevel, clock: any WallClock, sink: any AccessLogSink) {
        self.level = level
        self.clock = clock
        self.sink = sink
    }

    /// Formats one entry and hands it to the sink.
    ///
    /// The line is formatted as bytes into a buffer on the stack (on the heap only for a very long path), with no
    /// intermediate strings.
    public func record(_ entry: Entry) {
        guard level.logs(status: entry.status) else { return }
        // Method and path take at most `JSONString.maxLength` each; the rest of the line is under 200 bytes.
        let bound = 256 + JSONString.maxLength(entry.method) + JSONString.maxLength(entry.path)
        if bound <= 2048 {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { append(entry, into: $0) }
        } else {
            let heap = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bound)
            defer { heap.deallocate() }
            append(entry, into: heap)
        }
    }

    /// Formats `entry` into `scratch` (large enough) and hands it to the sink.
    private func append(_ entry: Entry, into scratch: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = scratch.baseAddress else { return }
        var line = LineWriter(base)
        line.ascii(#"{"time":""#)
        line.timestamp(clock.timeSinceEpoch())
        line.ascii(#"","level":""#)
        line.ascii(entry.status >= 500 ? "error" : entry.status >= 400 ? "warn" : "info")
        line.ascii(#"","method":"#)
        line.quoted(entry.method.isEmpty ? "-" : entry.method)
        line.ascii(#","path":"#)
        line.quoted(entry.path)
        line.ascii(#","status":"#)
        line.integer(entry.status)
        line.ascii(#","duration_ms":"#)
        line.milliseconds(entry.seconds)
        line.ascii(#","bytes":"#)
        line.integer(entry.bytes)
        line.ascii(#","items":"#)
        line.integer(entry.items)
        line.ascii("}\n")
        sink.append(UnsafeRawBufferPointer(start: base, count: line.count))
    }

    /// The line saying that `count` lines were dropped (a sink that drops lines writes it), stamped with `clock`.
    public static func droppedLinesNotice(_ count: Int, clock: any WallClock) -> [UInt8] {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 96) { scratch in
            var line = LineWriter(scratch.baseAddress!)
            line.ascii(#"{"time":""#)
            line.timestamp(clock.timeSinceEpoch())
            line.ascii(#"","level":"warn","dropped_lines":"#)
            line.integer(count)
            line.ascii("}\n")
            return Array(UnsafeBufferPointer(start: scratch.baseAddress, count: line.count))
        }
    }
}

/// Writes an access-log line byte by byte into memory the caller sized.
struct LineWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var end: UnsafeMutablePointer<UInt8>

    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        self.end = start
    }

    /// Bytes written so far.
    var count: Int { start.distance(to: end) }

    mutating func byte(_ value: UInt8) {
        end.pointee = value
        end += 1
    }

    /// An ASCII literal, as is.
    mutating func ascii(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        end.update(from: text.utf8Start, count: n)
        end += n
    }

    /// A non-negative integer in decimal (a negative one as its magnitude after a minus sign).
    mutating func integer(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        var v = value.magnitude
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 32 bytes of scratch
        let count = withUnsafeMutableBytes(of: &digits) { scratch -> Int in
            var i = scratch.count
            repeat {
                i -= 1
                scratch[i] = UInt8(truncatingIfNeeded: v % 10) + 48
                v /= 10
            } while v > 0
            let n = scratch.count - i
            end.update(from: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + i, count: n)
            return n
        }
        end += count
    }

    /// `value` padded with zeros to `width` digits.
    mutating func padded(_ value: Int, _ width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var v = value
        while divisor > 0 {
            byte(UInt8(truncatingIfNeeded: (v / divisor) % 10) + 48)
            v %= divisor
            divisor /= 10
        }
    }

    /// Seconds as milliseconds with three decimals, rounded to the microsecond: `12.345`.
    mutating func milliseconds(_ seconds: Double) {
        let micros = Int((seconds * 1_000_000).rounded())
        integer(micros / 1000)
        byte(UInt8(ascii: "."))
        padded(micros % 1000, 3)
    }

    /// `time` (since the epoch), RFC 3339 UTC with milliseconds: `2026-12-01T04:42:18.950Z`. Computed with
    /// integer arithmetic (days to a civil date), not `gmtime_r`, which takes glibc's time-zone lock.
    mutating func timestamp(_ time: (seconds: Int, nanoseconds: Int)) {
        timestamp(seconds: time.seconds, milliseconds: time.nanoseconds / 1_000_000)
    }

    /// `seconds` since the epoch and `milliseconds` (0...999) as RFC 3339 UTC time.
    mutating func timestamp(seconds: Int, milliseconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Civil date from days since 1970-01-01 (proleptic Gregorian; eras of 400 years from 0000-03-01).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        padded(year, 4)
        byte(UInt8(ascii: "-"))
        padded(month, 2)
        byte(UInt8(ascii: "-"))
        padded(day, 2)
        byte(UInt8(ascii: "T"))
        padded(secondOfDay / 3600, 2)
        byte(UInt8(ascii: ":"))
        padded(secondOfDay / 60 % 60, 2)
        byte(UInt8(ascii: ":"))
        padded(secondOfDay % 60, 2)
        byte(UInt8(ascii: "."))
        padded(milliseconds, 3)
        byte(UInt8(ascii: "Z"))
    }

    /// `text` as a JSON string literal (`JSONString.write`: the encoders' escaping).
    mutating func quoted(_ text: String) {
        end += JSONString.write(text, to: end)
    }
}
