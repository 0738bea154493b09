import Foundation
import Testing

@testable import LayoutRuntime

@Suite("The process collector's /proc reading")
struct ProcessStatisticsTests {
    /// A `/proc/PID/stat` line whose command name holds spaces and parentheses; fields numbered as in proc(5):
    /// utime (14) 1234, stime (15) 56, starttime (22) 795390, vsize (23) 3133440, rss (24) 414.
    static let stat =
        "29675 (a) b (c) R 29673 29673 6175 0 -1 4194304 100 0 0 0 1234 56 0 0 20 0 1 0 795390 3133440 414 "
        + "18446744073709551615 93865170186240 93865170206121 140731144961728 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0\n"

    @Test("stat fields are counted from after the command name's last parenthesis")
    func statFields() throws {
        let fields = try #require(ProcessStatistics.StatFields(Self.stat))
        #expect(fields.utime == 1234 && fields.stime == 56)
        #expect(fields.starttime == 795_390 && fields.vsize == 3_133_440 && fields.rss == 414)
        #expect(ProcessStatistics.StatFields("29675 (cat) R 1 2 3") == nil)  // too short
        #expect(ProcessStatistics.StatFields("no parenthesis") == nil)
    }

    @Test("btime and the soft open-files limit")
    func bootTimeAndLimits() {
        #expect(ProcessStatistics.bootTime("cpu  1 2 3\nintr 5\nbtime 1796158426\nprocesses 9\n") == 1_796_158_426)
        #expect(ProcessStatistics.bootTime("cpu 1\n") == nil)
        let limits = """
            Limit                     Soft Limit           Hard Limit           Units
            Max processes             63704                63704                processes
            Max open files            1024                 524288               files
            Max locked memory         8388608              8388608              bytes

            """
        #expect(ProcessStatistics.maxOpenFiles(limits) == 1024)
    }

    @Test("this process's figures are there and plausible")
    func current() throws {
        let figures = ProcessStatistics.current()
        let cpu = try #require(figures.cpuSeconds)
        #expect(cpu >= 0)
        #expect(try #require(figures.residentMemoryBytes) > 0)
        #expect(try #require(figures.virtualMemoryBytes) >= figures.residentMemoryBytes ?? 0)
        // Standard input, output and error at least; no more than the limit.
        let open = try #require(figures.openFileDescriptors)
        let max = try #require(figures.maxFileDescriptors)
        #expect(open >= 3 && open <= max)
        // getrlimit is an independent reading of the same soft limit.
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        #expect(UInt64(max) == UInt64(limit.rlim_cur))
        // The test process started before now, and not long before (a day is generous for a test run).
        let start = try #require(figures.startTimeSeconds)
        let now = Date().timeIntervalSince1970
        #expect(start <= now + 1 && start > now - 86_400)
    }

    @Test("descriptor entries are counted; dot entries and other names are not")
    func descriptorEntries() throws {
        // Other tests open and close descriptors in this process at the same time, so /proc/self/fd itself cannot
        // be counted exactly here: a directory of the same shape can. Descriptors 0, 1 and 2 are the standard
        // streams, never the one opendir takes, so all three count.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["0", "1", "2", "notes", "-1x"] {
            FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil)
        }
        #expect(ProcessStatistics.openFileDescriptorCount(directory.path) == 3)
        #expect(ProcessStatistics.openFileDescriptorCount(directory.path + "/missing") == nil)
    }
}
