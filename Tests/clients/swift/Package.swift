// swift-tools-version:6.0
// The round trip of the Swift client openapi-generator (`swift6`) writes from openapi.yaml. Tests/clients/run.sh
// copies this file next to the generated package under .build/clients/swift and builds it there.
import PackageDescription

let package = Package(
    name: "RoundTrip",
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "LayoutdGenerated", path: "../LayoutdGenerated")],
    targets: [
        .executableTarget(
            name: "RoundTrip", dependencies: [.product(name: "LayoutdGenerated", package: "LayoutdGenerated")])
    ]
)
