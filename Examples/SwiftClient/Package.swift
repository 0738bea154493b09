// swift-tools-version:6.0
// An app-shaped use of the layoutd Swift client: depends on the repository's root package by path.
//
//     swift run --package-path Examples/SwiftClient SwiftClient http://127.0.0.1:8080
//     swift run --package-path Examples/SwiftClient ScrollRange http://127.0.0.1:8080
import PackageDescription

let package = Package(
    name: "SwiftClient",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
    dependencies: [.package(name: "layoutd", path: "../..")],
    targets: [
        .executableTarget(name: "SwiftClient", dependencies: [.product(name: "LayoutClient", package: "layoutd")]),
        .executableTarget(name: "ScrollRange", dependencies: [.product(name: "LayoutClient", package: "layoutd")]),
    ]
)
