import Foundation

// The benchmark executable: `swift run -c release LayoutBenchmarks <group>`; each group lives in its own file
// and registers itself in `benchmarkGroups` below. Figures are ratios against a baseline in the same run,
// because this machine is shared and its absolute speed drifts.

/// Every group: its name (the first argument), what it measures, and how to run it. `all` runs them in this
/// order; `engine` is last because it changes glibc's malloc thresholds (mallopt) for the rest of the process.
let benchmarkGroups: [(name: String, summary: String, run: () -> Void)] = [
    ("query", "µs per visible query into a 10^9-item uniform section, against a 1,000-item one", QueryBenchmarks.run),
    (
        "compositional", "µs per visible compositional query through LayoutService.handle, 10^9 items vs 1,000",
        CompositionalBenchmarks.run
    ),
    (
        "codec", "request decoding and response encoding against Foundation's JSONDecoder/JSONEncoder",
        CodecBenchmarks.run
    ),
    ("path", "LayoutService.handle, bytes in to bytes out, against CPython's json.loads", PathBenchmarks.run),
    (
        "timeline", "a 64-offset scroll timeline against one offset, the typical request through LayoutService.handle",
        TimelineBenchmarks.run
    ),
    (
        "sections", "100,000 sections: a 64-offset timeline against one offset, and one query against 100 sections",
        SectionIndexBenchmarks.run
    ),
    (
        "client-range", "LayoutClient's attributes(at:) over a three-screen range, against decoding one answer",
        ClientRangeBenchmarks.run
    ),
    (
        "client-fling", "LayoutClient's fling(at:velocity:) over a three-screen range, against decoding one answer",
        ClientFlingBenchmarks.run
    ),
    (
        "engine", "ns/item for a full 1,000,000-item flow and waterfall layout, against writing 1M rects",
        EngineBenchmarks.run
    ),
]

/// `LayoutBenchmarks write <typical|typical-visible|waterfall-visible|large|large-all> <file>`: writes a benchmark request body, so the load and
/// memory scripts send exactly the bytes the in-process benchmarks measure.
let requestBodies: [String: () -> [UInt8]] = [
    "typical": { CodecBenchmarks.request(sections: 3, perSection: 100) },
    // The same collection asking for what is on screen, the contract's default and what a scrolling client sends.
    "typical-visible": { CodecBenchmarks.request(sections: 3, perSection: 100, elements: "visible") },
    // The same collection as a 3-column CHT waterfall (issue 14's typical request), asking for the visible elements.
    "waterfall-visible": { TimelineBenchmarks.body("waterfall", offsets: nil) },
    "large": { CodecBenchmarks.request(sections: 2, perSection: 100_000, elements: "visible") },
    "large-all": { CodecBenchmarks.request(sections: 2, perSection: 100_000) },
]

let requested = CommandLine.arguments.dropFirst().first
let rest = Array(CommandLine.arguments.dropFirst(2))
if requested == "write", rest.count == 2, let body = requestBodies[rest[0]] {
    guard FileManager.default.createFile(atPath: rest[1], contents: Data(body())) else {
        print("cannot write \(rest[1])")
        exit(1)
    }
} else if requested == "profile" {
    if !ProfileCases.run(rest) { exit(2) }
} else if let requested, let group = benchmarkGroups.first(where: { $0.name == requested }) {
    group.run()
} else if requested == "all" {
    for group in benchmarkGroups {
        print("== \(group.name)")
        group.run()
    }
} else {
    print("usage: LayoutBenchmarks <group>|all")
    print("       LayoutBenchmarks profile <case> [calls]")
    print("       LayoutBenchmarks write <\(requestBodies.keys.sorted().joined(separator: "|"))> <file>")
    for group in benchmarkGroups { print("  \(group.name): \(group.summary)") }
    if requested != nil { exit(2) }
}
