import Foundation

// The benchmark executable: `swift run -c release LayoutBenchmarks <group>`; each group lives in its own file
// and registers itself in `benchmarkGroups` below. Figures are ratios against a baseline in the same run,
// because this machine is shared and its absolute speed drifts.

/// Every group: its name (the first argument), what it measures, and how to run it.
let benchmarkGroups: [(name: String, summary: String, run: () -> Void)] = [
    (
        "codec", "request decoding and response encoding against Foundation's JSONDecoder/JSONEncoder",
        CodecBenchmarks.run
    )
]

let requested = CommandLine.arguments.dropFirst().first
if let requested, let group = benchmarkGroups.first(where: { $0.name == requested }) {
    group.run()
} else if requested == "all" {
    for group in benchmarkGroups {
        print("== \(group.name)")
        group.run()
    }
} else {
    print("usage: LayoutBenchmarks <group>|all")
    for group in benchmarkGroups { print("  \(group.name): \(group.summary)") }
    if requested != nil { exit(2) }
}
