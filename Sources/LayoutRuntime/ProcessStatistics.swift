#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What Prometheus' standard process collector reports, read from `/proc` as its client libraries read it.
/// A figure whose file cannot be read or parsed is `nil` (and then not reported).
public struct ProcessStatistics: Sendable, Equatable {
    /// User plus system CPU time: `utime + stime` of `/proc/self/stat`, divided by `sysconf(_SC_CLK_TCK)`.
    public var cpuSeconds: Double?
    /// Resident set size: `rss` of `/proc/self/stat` (pages) times the page size.
    public var residentMemoryBytes: Int?
    /// Virtual memory size: `vsize` of `/proc/self/stat`.
    public var virtualMemoryBytes: Int?
    /// Open file descriptors: the entries of `/proc/self/fd`, less the one that reading the directory opens.
    public var openFileDescriptors: Int?
    /// The soft limit on open file descriptors: "Max open files" in `/proc/self/limits`.
    public var maxFileDescriptors: Int?
    /// When the process started, in seconds since the epoch: `starttime` of `/proc/self/stat` (clock ticks
    /// after boot) divided by the tick rate, plus `btime` of `/proc/stat` (the boot time).
    public var startTimeSeconds: Double?

    public init(
        cpuSeconds: Double? = nil, residentMemoryBytes: Int? = nil, virtualMemoryBytes: Int? = nil,
        openFileDescriptors: Int? = nil, maxFileDescriptors: Int? = nil, startTimeSeconds: Double? = nil
    ) {
        self.cpuSeconds = cpuSeconds
        self.residentMemoryBytes = residentMemoryBytes
        self.virtualMemoryBytes = virtualMemoryBytes
        self.openFileDescriptors = openFileDescriptors
        self.maxFileDescriptors = maxFileDescriptors
        self.startTimeSeconds = startTimeSeconds
    }

    /// This process's figures now.
    public static func current() -> ProcessStatistics {
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        var statistics = ProcessStatistics()
        if let stat = readFile("/proc/self/stat").flatMap(StatFields.init) {
            if ticks > 0 {
                statistics.cpuSeconds = Double(stat.utime + stat.stime) / ticks
                if let boot = readFile("/proc/stat").flatMap(bootTime) {
                    statistics.startTimeSeconds = Double(boot) + Double(stat.starttime) / ticks
                }
            }
            if pageSize > 0 { statistics.residentMemoryBytes = stat.rss * pageSize }
            statistics.virtualMemoryBytes = stat.vsize
        }
        statistics.openFileDescriptors = openFileDescriptorCount()
        statistics.maxFileDescriptors = readFile("/proc/self/limits").flatMap(maxOpenFiles)
        return statistics
    }

    /// The fields of `/proc/PID/stat` the collector uses (proc(5): utime 14, stime 15, starttime 22, vsize 23,
    /// rss 24, counting from 1).
    struct StatFields: Equatable {
        var utime: Int
        var stime: Int
        var starttime: Int
        var vsize: Int
        var rss: Int

        /// Parses the file's text. The command name (field 2) is in parentheses and may itself hold spaces and
        /// parentheses, so the fields are counted from after its last `)`.
        init?(_ text: String) {
            guard let close = text.lastIndex(of: ")") else { return nil }
            // After the name: field 3 (state) is the first.
            let fields = text[text.index(after: close)...].split(separator: " ", omittingEmptySubsequences: true)
            func field(_ number: Int) -> Int? {
                let index = number - 3
                guard index < fields.count else { return nil }
                return Int(fields[index])
            }
            guard let utime = field(14), let stime = field(15), let starttime = field(22), let vsize = field(23),
                let rss = field(24)
            else { return nil }
            self.utime = utime
            self.stime = stime
            self.starttime = starttime
            self.vsize = vsize
            self.rss = rss
        }
    }

    /// `btime` of `/proc/stat`: when the system booted, in seconds since the epoch.
    static func bootTime(_ text: String) -> Int? {
        for line in text.split(separator: "\n") where line.hasPrefix("btime ") {
            return Int(line.dropFirst("btime ".count))
        }
        return nil
    }

    /// The soft limit of the "Max open files" row of `/proc/PID/limits` (columns: name, soft, hard, units).
    static func maxOpenFiles(_ text: String) -> Int? {
        for line in text.split(separator: "\n") where line.hasPrefix("Max open files") {
            let values = line.dropFirst("Max open files".count).split(separator: " ")
            return values.first.flatMap { Int($0) }
        }
        return nil
    }

    /// The entries of `/proc/self/fd` (or `path`, for tests) that are descriptor numbers, except the directory's
    /// own descriptor.
    static func openFileDescriptorCount(_ path: String = "/proc/self/fd") -> Int? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var count = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let descriptor = Int32(name) else { continue }  // "." and ".."
            if descriptor != own { count += 1 }
        }
        return count
    }

    /// A /proc file's text (at most 64 KiB: these files are a few hundred bytes), or nil.
    static func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 16 {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
