// swift-tools-version:6.0
// layoutd: UICollectionViewLayout families computed as an HTTP service.
import PackageDescription

/// The import rules behind the module table in README.md (its "may import" column), kept by the compiler: an
/// import is internal unless
/// marked `public` (a module's dependencies do not leak into its clients), existentials are spelled `any`, and a
/// member is visible only where its own module is imported.
let strictImports: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "layoutd",
    // For LayoutClient, which apps link: `URLSession.data(for:)` needs iOS 15 / macOS 12. The server is built on Linux.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
    products: [
        .executable(name: "layoutd", targets: ["layoutd"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutAPI", targets: ["LayoutAPI"]),
        .library(name: "LayoutClient", targets: ["LayoutClient"]),
        .library(name: "LayoutInProcess", targets: ["LayoutInProcess"]),
    ],
    targets: [
        // libmicrohttpd from Debian (`libmicrohttpd-dev`), behind a module map and a small shim header.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // zlib from Debian (`zlib1g-dev`): gzip for answers and request bodies, behind a module map and a shim header.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The layout families: standard library only.
        .target(name: "LayoutEngine"),
        // The wire format: request decoding with located errors, response encoding, problem details.
        .target(name: "LayoutAPI", dependencies: ["LayoutEngine"]),
        // The only Swift that touches libmicrohttpd and zlib.
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD", "CZlib"]),
        // The process around the service: the system's clocks, buffered standard output, allocator tuning, and the
        // process figures' one value type (`ProcessStatistics`), which the service renders on `/metrics`.
        .target(name: "LayoutRuntime"),
        // Pictures of a layout: the SVG renderer, LayoutAPI's renderer beside its JSON encoder.
        .target(name: "LayoutSVG", dependencies: ["LayoutAPI", "LayoutEngine"]),
        // The playground page: web/ holds its HTML, CSS and JavaScript, which scripts/embed inlines into Generated/.
        .target(name: "LayoutPlayground", exclude: ["web"]),
        // Routing and stateless handlers.
        .target(
            name: "LayoutService",
            dependencies: ["LayoutAPI", "LayoutEngine", "LayoutSVG", "LayoutPlayground", "HTTPServer", "LayoutRuntime"]),
        // A Swift client for the service over URLSession: the contract as types in the `Layoutd` namespace; zlib
        // (the system's, on Apple platforms too) gzips request bodies.
        .target(name: "LayoutClient", dependencies: ["CZlib"]),
        // The service's own pipeline inside an app (`Layoutd.InProcessTransport`): the same request bytes answered by
        // LayoutAPI and LayoutEngine, which are pure Swift, for the first screen, a window on its way, or offline.
        .target(name: "LayoutInProcess", dependencies: ["LayoutClient", "LayoutAPI", "LayoutEngine"]),
        .executableTarget(
            name: "layoutd",
            dependencies: ["LayoutService", "LayoutSVG", "LayoutRuntime", "HTTPServer", "LayoutAPI", "LayoutEngine"]),
        // Benchmarks live outside Sources/ and outside the test build.
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "LayoutEngine", "LayoutAPI", "LayoutService", "HTTPServer", "LayoutRuntime", "LayoutClient",
            ],
            path: "Benchmarks/LayoutBenchmarks"
        ),
        // The load test's baseline: the same HTTP server answering canned bytes (scripts/load).
        .executableTarget(
            name: "CannedServer", dependencies: ["HTTPServer", "LayoutRuntime"], path: "Benchmarks/CannedServer"),
        // The property suites' one seeded generator (SplitMix64), so a failing case replays from its seed.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "SeededRandom"]),
        // The fuzz oracle (Fuzz/Sources/Harness), also built here so the test suite replays every saved finding.
        .target(name: "FuzzHarness", dependencies: ["LayoutAPI", "LayoutEngine"], path: "Fuzz/Sources/Harness"),
        // openapi.yaml read for the tests that hold the decoder's names and the client's coding keys to it.
        .target(name: "ContractTestSupport", path: "Tests/ContractTestSupport"),
        .testTarget(
            name: "LayoutAPITests",
            dependencies: ["LayoutAPI", "LayoutEngine", "FuzzHarness", "ContractTestSupport", "SeededRandom"]),
        // A raw-socket HTTP/1.1 client shared by the tests that run the real server.
        .target(name: "HTTPTestSupport", path: "Tests/HTTPTestSupport"),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "HTTPTestSupport"]),
        .testTarget(name: "LayoutRuntimeTests", dependencies: ["LayoutRuntime"]),
        // Test-only: the UIKit signatures LayoutClient's UIKit files use, declared on every platform, and those files
        // (linked into Tests/UIKitLayoutCheck) compiled against them, so CI type-checks and drives code it cannot build
        // with UIKit.
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn"),
        .target(
            name: "UIKitLayoutCheck", dependencies: ["LayoutClient", "UIKitStandIn"], path: "Tests/UIKitLayoutCheck",
            swiftSettings: [.define("LAYOUTD_UIKIT_STANDIN")]),
        .testTarget(
            name: "LayoutClientTests",
            dependencies: [
                "LayoutClient", "LayoutInProcess", "LayoutService", "HTTPServer", "ContractTestSupport",
                "UIKitLayoutCheck", "SeededRandom",
            ]
        ),
        .testTarget(
            name: "LayoutServiceTests",
            dependencies: [
                "LayoutService", "LayoutSVG", "LayoutPlayground", "LayoutAPI", "LayoutEngine", "HTTPServer",
                "HTTPTestSupport", "LayoutRuntime",
            ]
        ),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + strictImports
}
