import HTTPServer
import LayoutEngine
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

    static func engine(_ description: LayoutDescription, _ elements: ElementsQuery) -> () -> Void {
        let d = EngineBenchmarks.scrolledToMiddle(description)
        let limits = LayoutLimits(maxAttributes: 2 * EngineBenchmarks.itemCount)
        return { blackHole(try? computeLayout(d, elements: elements, limits: limits)) }
    }

    static func path(_ index: Int) -> () -> Void {
        let item = PathBenchmarks.bodies[index]
        let service = LayoutService(configuration: ServiceConfiguration(limits: item.limits))
        let request = HTTPRequest(
            method: "POST", path: "/layout", headers: [(name: "Content-Type", value: "application/json")],
            body: item.body)
        return { blackHole(service.handle(request)) }
    }
}
