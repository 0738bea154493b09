import Foundation
import HTTPServer
import LayoutAPI
import LayoutEngine
import LayoutRuntime
import LayoutService

/// `LayoutBenchmarks profile <case> [calls]`: one benchmark case run `calls` times (default 3) with no timing
/// and no baseline, for `valgrind --tool=callgrind` or `perf record` (see BENCHMARKS.md).
enum ProfileCases {
    /// Every case by name.
    static let cases: [String: @Sendable () -> () -> Void] = [
        "flow-all": { engine(EngineBenchmarks.flow(), .all) },
        "flow-visible": { engine(EngineBenchmarks.flow(), .visible) },
        "waterfall-all": { engine(EngineBenchmarks.waterfall(), .all) },
        "waterfall-visible": { engine(EngineBenchmarks.waterfall(), .visible) },
        "write-attributes": { { blackHole(EngineBenchmarks.writeAttributes(EngineBenchmarks.itemCount)) } },
        "path-typical": { path(0) },
        "path-large": { path(1) },
        "path-large-all": { path(2) },
        "layout-typical": { layoutTypical() },
        // `LayoutService.handle` of the typical visible request (scripts/load's request), for `perf stat` per call.
        "path-typical-visible": { handle(CodecBenchmarks.request(sections: 3, perSection: 100, elements: "visible")) },
        // The same for the waterfall version of the typical request (scripts/load's default request).
        "path-waterfall-visible": { handle(TimelineBenchmarks.body("waterfall", offsets: nil)) },
        // The 64-offset timeline of TimelineBenchmarks (flow, full encoding) through LayoutService.handle.
        "timeline-typical": { timelineTypical() },
        // `LayoutService.handle` of the body in the file LAYOUT_PROFILE_BODY names (Benchmarks/before_after.py).
        "body": {
            let path = ProcessInfo.processInfo.environment["LAYOUT_PROFILE_BODY"] ?? ""
            return handle(FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
        },
        // One call prints best-of-7 µs per `LayoutService.handle` of the typical request (no baseline).
        "time-path-typical": {
            let body = path(0)
            return {
                let seconds = BenchmarkTiming.bestSeconds(body)
                print(String(format: "LayoutService.handle, typical request: %.3f µs", seconds * 1e6))
            }
        },
        // One call prints best-of-7 µs per `computeLayout` of the typical request (no baseline).
        "time-layout-typical": {
            let body = layoutTypical()
            return {
                let seconds = BenchmarkTiming.bestSeconds(body)
                print(String(format: "computeLayout, typical request: %.3f µs", seconds * 1e6))
            }
        },
    ]

    static func run(_ arguments: [String]) -> Bool {
        guard let name = arguments.first, let make = cases[name] else {
            print("usage: LayoutBenchmarks profile <\(cases.keys.sorted().joined(separator: "|"))> [calls]")
            return false
        }
        let calls = arguments.count > 1 ? Int(arguments[1]) ?? 3 : 3
        let body = make()  // built outside the profiled calls' loop
        for _ in 0..<calls { body() }
        return true
    }

    /// `LayoutService.handle` of `body` with the default configuration.
    static func handle(_ body: [UInt8]) -> () -> Void {
        let service = LayoutService(clock: ProfileClock())
        let request = HTTPRequest(
            method: "POST", path: "/layout", headers: [(name: "Content-Type", value: "application/json")],
            body: body)
        return { blackHole(service.handle(request)) }
    }

    static func engine(_ description: LayoutDescription, _ elements: ElementsQuery) -> () -> Void {
        let d = EngineBenchmarks.scrolledToMiddle(description)
        let limits = LayoutLimits(maxAttributes: 2 * EngineBenchmarks.itemCount)
        return { blackHole(try? computeLayout(d, elements: elements, limits: limits)) }
    }

    static func path(_ index: Int) -> () -> Void {
        let item = PathBenchmarks.bodies[index]
        let service = LayoutService(configuration: ServiceConfiguration(limits: item.limits), clock: ProfileClock())
        let request = HTTPRequest(
            method: "POST", path: "/layout", headers: [(name: "Content-Type", value: "application/json")],
            body: item.body)
        return { blackHole(service.handle(request)) }
    }

    /// `computeLayout` alone on the typical request's decoded description (3 × 100 items, `"all"`).
    static func layoutTypical() -> () -> Void {
        let body = CodecBenchmarks.request(sections: 3, perSection: 100)
        guard let request = try? LayoutRequestDecoder.decode(body) else {
            fatalError("typical request does not decode")
        }
        let d = request.description
        let elements = request.elements
        return { blackHole(try? computeLayout(d, elements: elements)) }
    }

    /// `LayoutService.handle` of TimelineBenchmarks' 64-offset flow timeline (full encoding).
    static func timelineTypical() -> () -> Void {
        let single = TimelineBenchmarks.body("flow", offsets: nil)
        let height = TimelineBenchmarks.contentHeight(single)
        let body = TimelineBenchmarks.body("flow", offsets: TimelineBenchmarks.fling(height: height))
        let service = LayoutService(configuration: ServiceConfiguration(), clock: ProfileClock())
        let request = HTTPRequest(
            method: "POST", path: "/layout", headers: [(name: "Content-Type", value: "application/json")], body: body)
        return { blackHole(service.handle(request)) }
    }
}

/// The clock layoutd gives the service (`LayoutRuntime.SystemClock`), so a profiled `handle` costs what a served one
/// does (the default, `ContinuousClock`, costs some hundred instructions more per request).
private struct ProfileClock: MonotonicClock {
    let system = SystemClock()
    func monotonicNanoseconds() -> Int { system.monotonicNanoseconds() }
}
