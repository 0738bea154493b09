import Foundation
import Testing

@testable import LayoutService

/// Collects the access log's lines in memory.
final class CollectedLines: AccessLogSink, @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ line: UnsafeRawBufferPointer) {
        lock.lock()
        bytes += line
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Each line parsed with Foundation, an independent JSON reader.
    var records: [[String: Any]] {
        text.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
    }
}

/// A wall clock that always reads the same instant.
struct FixedClock: WallClock {
    var seconds: Int
    var nanoseconds: Int
    func timeSinceEpoch() -> (seconds: Int, nanoseconds: Int) { (seconds, nanoseconds) }
}

@Suite("The access log")
struct AccessLogTests {
    /// 2026-12-31T23:59:59.950Z: 1,798,761,600 is 2027-01-01 (57 years of 365 days and the 14 leap days of
    /// 1972...2024 make 20,819 days of 86,400 s), one second later.
    static let clock = FixedClock(seconds: 1_798_761_599, nanoseconds: 950_123_456)

    @Test("the service writes one JSON line per request")
    func oneLinePerRequest() {
        let lines = CollectedLines()
        let service = LayoutService(accessLog: AccessLog(level: .info, clock: Self.clock, sink: lines))
        _ = service.handle(ServiceSupport.get("/healthz"))
        _ = service.handle(ServiceSupport.get("/missing"))
        let records = lines.records
        #expect(records.count == 2)
        #expect(records.first?["path"] as? String == "/healthz")
        #expect(records.first?["status"] as? Int == 200)
        #expect(records.first?["time"] as? String == "2026-12-31T23:59:59.950Z")
        #expect(records.last?["status"] as? Int == 404)
        for key in ["time", "method", "path", "status", "duration_ms", "bytes", "items"] {
            #expect(records.first?[key] != nil, "missing \(key)")
        }
    }

    @Test("log level warn keeps only 4xx and 5xx lines")
    func logLevel() {
        let lines = CollectedLines()
        let service = LayoutService(accessLog: AccessLog(level: .warn, clock: Self.clock, sink: lines))
        _ = service.handle(ServiceSupport.get("/healthz"))
        _ = service.handle(ServiceSupport.get("/missing"))
        #expect(lines.text.split(separator: "\n").count == 1)
        #expect(lines.text.contains("\"status\":404"))
    }

    @Test("a line is exactly its fields in order: time, level, method, path, status, duration, bytes, items")
    func exactLine() {
        let lines = CollectedLines()
        let log = AccessLog(level: .info, clock: Self.clock, sink: lines)
        log.record(
            AccessLog.Entry(method: "POST", path: "/layout", status: 200, seconds: 0.0004, bytes: 1703, items: 300))
        log.record(AccessLog.Entry(method: "", path: "/x", status: 431, seconds: 0, bytes: 0, items: 0))
        log.record(AccessLog.Entry(method: "GET", path: "/", status: 503, seconds: 2, bytes: 5, items: 0))
        // 0.0004 s is 400 µs: 0.400 ms. An empty method (libmicrohttpd answered before reading it) is "-".
        #expect(
            lines.text == """
                {"time":"2026-12-31T23:59:59.950Z","level":"info","method":"POST","path":"/layout","status":200,\
                "duration_ms":0.400,"bytes":1703,"items":300}
                {"time":"2026-12-31T23:59:59.950Z","level":"warn","method":"-","path":"/x","status":431,\
                "duration_ms":0.000,"bytes":0,"items":0}
                {"time":"2026-12-31T23:59:59.950Z","level":"error","method":"GET","path":"/","status":503,\
                "duration_ms":2000.000,"bytes":5,"items":0}

                """)
    }

    @Test("durations are milliseconds rounded to the microsecond")
    func duration() {
        let lines = CollectedLines()
        let log = AccessLog(level: .info, clock: Self.clock, sink: lines)
        log.record(AccessLog.Entry(method: "GET", path: "/", status: 200, seconds: 0.0012345, bytes: 0, items: 0))
        // 0.0012345 s is 1234.5 µs, rounded to 1235 µs: 1.235 ms.
        #expect(lines.text.contains("\"duration_ms\":1.235,"))
    }

    /// Each control character's escape, as the access log has always written them: newline, carriage return and
    /// tab in their short forms, every other one (backspace and form feed included) as `\u00xx` in lowercase hex.
    static let controlEscapes: [(UInt8, String)] = [
        (0x00, #"\u0000"#), (0x01, #"\u0001"#), (0x02, #"\u0002"#), (0x03, #"\u0003"#), (0x04, #"\u0004"#),
        (0x05, #"\u0005"#), (0x06, #"\u0006"#), (0x07, #"\u0007"#), (0x08, #"\u0008"#), (0x09, #"\t"#),
        (0x0A, #"\n"#), (0x0B, #"\u000b"#), (0x0C, #"\u000c"#), (0x0D, #"\r"#), (0x0E, #"\u000e"#),
        (0x0F, #"\u000f"#), (0x10, #"\u0010"#), (0x11, #"\u0011"#), (0x12, #"\u0012"#), (0x13, #"\u0013"#),
        (0x14, #"\u0014"#), (0x15, #"\u0015"#), (0x16, #"\u0016"#), (0x17, #"\u0017"#), (0x18, #"\u0018"#),
        (0x19, #"\u0019"#), (0x1A, #"\u001a"#), (0x1B, #"\u001b"#), (0x1C, #"\u001c"#), (0x1D, #"\u001d"#),
        (0x1E, #"\u001e"#), (0x1F, #"\u001f"#),
    ]

    /// The `path` field of the line logged for `path`, as bytes between `"path":` and `,"status"`.
    static func loggedPath(_ path: String) -> String {
        let lines = CollectedLines()
        AccessLog(level: .info, clock: clock, sink: lines).record(
            AccessLog.Entry(method: "GET", path: path, status: 200, seconds: 0, bytes: 0, items: 0))
        let text = lines.text
        guard let start = text.range(of: #""path":"#), let end = text.range(of: #","status":"#) else { return "" }
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test("every control character is escaped as it always was", arguments: controlEscapes)
    func controlCharacter(byte: UInt8, escape: String) {
        let path = "/a" + String(decoding: [byte], as: UTF8.self) + "b"
        #expect(Self.loggedPath(path) == "\"/a\(escape)b\"")
    }

    @Test("quotes and backslashes get a backslash; DEL, non-ASCII and other punctuation stay as they are")
    func quotesBackslashesAndUTF8() {
        let path = "/a\"b\\c/d'e\u{7F}é€😀"
        // The bytes as written: \" and \\ escaped; the apostrophe, DEL (0x7F), é (C3 A9), € (E2 82 AC) and
        // U+1F600 (F0 9F 98 80) as is; nothing is written as \u escapes outside the control characters.
        let expected: [UInt8] =
            Array(#""/a\"b\\c/d'e"#.utf8) + [0x7F, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, 0x22]
        #expect(Array(Self.loggedPath(path).utf8) == expected)
        // And Foundation reads the line back to the same text.
        let lines = CollectedLines()
        AccessLog(level: .info, clock: Self.clock, sink: lines).record(
            AccessLog.Entry(method: "GET", path: path + "\n\u{1}", status: 404, seconds: 0, bytes: 0, items: 0))
        #expect(lines.records.first?["path"] as? String == path + "\n\u{1}")
    }

    @Test("a path too long for the stack buffer is written whole")
    func longPath() {
        // 2,000 quotes escape to 4,000 bytes, past the 2,048-byte stack buffer: the line is built on the heap.
        let path = String(repeating: "\"", count: 2000)
        #expect(Self.loggedPath(path) == "\"" + String(repeating: "\\\"", count: 2000) + "\"")
    }

    @Test("the dropped-lines notice is a warn line with the count")
    func droppedNotice() {
        let notice = String(decoding: AccessLog.droppedLinesNotice(17, clock: Self.clock), as: UTF8.self)
        #expect(notice == #"{"time":"2026-12-31T23:59:59.950Z","level":"warn","dropped_lines":17}"# + "\n")
    }
}

@Suite("The access log's own formatting")
struct AccessLogFormatTests {
    /// The line writer's RFC 3339 text for `seconds` since the epoch.
    static func written(_ seconds: Int, milliseconds: Int = 0) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { scratch in
            var line = LineWriter(scratch.baseAddress!)
            line.timestamp(seconds: seconds, milliseconds: milliseconds)
            return String(decoding: UnsafeBufferPointer(start: scratch.baseAddress, count: line.count), as: UTF8.self)
        }
    }

    /// glibc's `gmtime_r` for the same instant: an independent implementation of the civil calendar.
    static func glibc(_ seconds: Int, milliseconds: Int = 0) -> String {
        var t = time_t(seconds)
        var parts = tm()
        gmtime_r(&t, &parts)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
            parts.tm_hour, parts.tm_min, parts.tm_sec, milliseconds)
    }

    @Test("timestamps match gmtime_r across leap days, century years and the ends of months and years")
    func timestamps() {
        // 951_782_400 is 2000-02-29 00:00:00 UTC (a leap day in a year divisible by 400); 4_107_542_400 is
        // 2100-03-01 (2100 is no leap year); the others step through every day of several years.
        var instants = [0, 59, 86_399, 86_400, 951_782_399, 951_782_400, 4_107_542_399, 4_107_542_400, 1_798_761_599]
        for day in stride(from: 0, to: 366 * 12, by: 1) { instants.append(1_577_836_800 + day * 86_400 + day % 86_400) }
        for seconds in instants {
            #expect(
                Self.written(seconds, milliseconds: seconds % 1000) == Self.glibc(seconds, milliseconds: seconds % 1000)
            )
        }
    }
}
