import Foundation
import HTTPServer
import LayoutAPI
import LayoutService

/// Issue 5's whole-path target, in process: bytes in, bytes out through `LayoutService.handle` (routing,
/// media type, decode, layout, encode, metrics), against CPython's C `json.loads` merely parsing the same
/// bytes, run as a subprocess in the same run. Target: the large request answered at least as fast as
/// `json.loads` parses it (ratio ≥ 1).
enum PathBenchmarks {
    /// The request bodies: the typical one (3 × 100 items, `"all"`), and the large one (2 × 100,000 items) asking
    /// for the visible elements (what a client scrolling a huge list asks) and for every element (the response is
    /// then about four times the request).
    static var bodies: [(label: String, body: [UInt8], limits: APILimits)] {
        [
            ("typical (300 items, all)", CodecBenchmarks.request(sections: 3, perSection: 100), APILimits()),
            (
                "large (200,000 items, visible)",
                CodecBenchmarks.request(sections: 2, perSection: 100_000, elements: "visible"), APILimits()
            ),
            (
                "large (200,000 items, all)", CodecBenchmarks.request(sections: 2, perSection: 100_000),
                APILimits(maxAttributes: 300_000)
            ),
        ]
    }

    static func run() {
        let cases = bodies
        guard let python = pythonSeconds(cases.map(\.body)) else {
            print("path: python3 not found or failed; no baseline, no ratio")
            return
        }
        print("path: LayoutService.handle in process vs CPython \(python.version) json.loads; best of 7 / best of 7")
        print(BenchmarkTiming.row("request", ["bytes", "response", "ours ms", "loads ms", "loads/ours"]))
        for (index, item) in cases.enumerated() {
            let service = LayoutService(configuration: ServiceConfiguration(limits: item.limits))
            let request = HTTPRequest(
                method: "POST", path: "/layout", headers: [(name: "Content-Type", value: "application/json")],
                body: item.body)
            let response = service.handle(request)
            precondition(response.status == 200, "\(item.label): status \(response.status)")
            let ours = BenchmarkTiming.bestSeconds { blackHole(service.handle(request)) }
            let loads = python.seconds[index]
            print(
                BenchmarkTiming.row(
                    item.label,
                    [
                        "\(item.body.count)", "\(response.body.count)", String(format: "%.3f", ours * 1e3),
                        String(format: "%.3f", loads * 1e3), String(format: "%.2fx", loads / ours),
                    ]))
        }
        print("target: the large request answered at least as fast as json.loads parses it (loads/ours >= 1)")
    }

    /// Best-of-7 seconds of `json.loads` on each body (after a warm-up call), measured by `python3` itself with
    /// `time.perf_counter`, and its version; `nil` when python3 cannot be run.
    static func pythonSeconds(_ bodies: [[UInt8]]) -> (version: String, seconds: [Double])? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (i, body) in bodies.enumerated() {
            let url = directory.appendingPathComponent("body\(i).json")
            guard (try? Data(body).write(to: url)) != nil else { return nil }
            paths.append(url.path)
        }
        let script = """
            import json, sys, time, platform
            print(platform.python_version())
            for path in sys.argv[1:]:
                data = open(path, 'rb').read()
                json.loads(data)
                best = float('inf')
                for _ in range(7):
                    calls, start = 0, time.perf_counter()
                    while True:
                        json.loads(data)
                        calls += 1
                        elapsed = time.perf_counter() - start
                        if elapsed >= 0.25:
                            break
                    best = min(best, elapsed / calls)
                print(repr(best))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        guard process.terminationStatus == 0, lines.count == bodies.count + 1 else { return nil }
        let seconds = lines.dropFirst().compactMap(Double.init)
        guard seconds.count == bodies.count else { return nil }
        return (lines[0], seconds)
    }
}
