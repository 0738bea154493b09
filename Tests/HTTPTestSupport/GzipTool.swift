import Foundation

/// Runs Debian's `gzip` (GNU gzip: its own deflate and inflate, not zlib, so an independent implementation) with
/// `arguments` (`-d` to decompress; `-n` is always given, so no name or time enters the output) on `input`.
public func gzipTool(_ arguments: [String], _ input: [UInt8]) throws -> (status: Int32, output: [UInt8]) {
    let directory = FileManager.default.temporaryDirectory
    let name = "layoutd-gzip-\(UUID().uuidString)"
    let inputURL = directory.appendingPathComponent(name + ".in")
    let outputURL = directory.appendingPathComponent(name + ".out")
    defer {
        try? FileManager.default.removeItem(at: inputURL)
        try? FileManager.default.removeItem(at: outputURL)
    }
    try Data(input).write(to: inputURL)
    FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-n", "-c"] + arguments + [inputURL.path]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try output.close()
    return (process.terminationStatus, Array(try Data(contentsOf: outputURL)))
}

/// `bytes` compressed by `gzip -n` (see `gzipTool`); throws when gzip fails.
public func gzipped(_ bytes: [UInt8]) throws -> [UInt8] {
    let (status, output) = try gzipTool([], bytes)
    guard status == 0 else { throw GzipToolError(status: status) }
    return output
}

/// `bytes` decompressed by `gzip -d`; throws when gzip finds them malformed.
public func gunzipped(_ bytes: [UInt8]) throws -> [UInt8] {
    let (status, output) = try gzipTool(["-d"], bytes)
    guard status == 0 else { throw GzipToolError(status: status) }
    return output
}

/// GNU gzip exited with `status` (for `gzip -d`: the input is not gzip it can read).
public struct GzipToolError: Error {
    public var status: Int32
}
