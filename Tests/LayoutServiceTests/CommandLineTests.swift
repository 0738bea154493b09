import Foundation
import HTTPServer
import LayoutService
import Testing

/// Runs the built `layoutd` executable, which `swift build --build-tests` puts beside the test bundle.
enum Executable {
    static var url: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("layoutd")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// Runs `layoutd arguments` with `input` on standard input; returns exit status, stdout and stderr.
    static func run(_ arguments: [String], input: Data) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        guard let executable = Self.url else { throw MissingExecutable() }
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output, String(decoding: error, as: UTF8.self))
    }
}

/// `swift build --build-tests` did not put layoutd beside the tests.
struct MissingExecutable: Error {}

@Suite("layoutd compute and render: the engine without a server")
struct CommandLineTests {
    @Test("compute prints the same bytes the service answers")
    func compute() throws {
        let request = try ServiceSupport.example("seed-002-flow-pin-section.json")
        let result = try Executable.run(["compute"], input: Data(request.utf8))
        #expect(result.status == 0)
        let served = LayoutHandlerTests().service.handle(ServiceSupport.post(request))
        #expect(result.output == Data(served.body + [0x0A]))
    }

    @Test("render prints the SVG picture")
    func render() throws {
        let request = try ServiceSupport.example("seed-002-flow-pin-section.json")
        let result = try Executable.run(["render"], input: Data(request.utf8))
        #expect(result.status == 0)
        let svg = String(decoding: result.output, as: UTF8.self)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("header [2, 0] pinned"))
    }

    @Test("a bad request prints its problem, says why on stderr and exits 2")
    func badRequest() throws {
        let body = #"{"collectionView":{"size":{"width":-1,"height":1}},"layout":{"type":"flow"},"sections":[]}"#
        let result = try Executable.run(["compute"], input: Data(body.utf8))
        #expect(result.status == 2)
        let problem = try JSONSerialization.jsonObject(with: result.output) as? [String: Any]
        #expect(problem?["status"] as? Int == 400)
        #expect(result.error.contains("/collectionView/size/width"))
    }

    @Test("an unknown flag is refused with exit 64 and a message")
    func unknownFlag() throws {
        let result = try Executable.run(["--prot", "80"], input: Data())
        #expect(result.status == 64)
        #expect(result.error.contains("unknown option --prot"))
    }

    @Test("a port already in use fails to start with a readable reason and a non-zero exit")
    func portInUse() throws {
        // Bind a port with a listening socket of our own, then ask layoutd for it.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        listen(fd, 1)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let result = try Executable.run(["--host", "127.0.0.1", "--port", "\(port)"], input: Data())
        #expect(result.status == 1)
        #expect(result.error.contains("address already in use"))
    }
}

@Suite("The SVG picture of a compositional layout")
struct CompositionalSVGTests {
    @Test("an orthogonal section is drawn at its orthogonalContentOffset, kinds are escaped, badges above cells")
    func orthogonalDrawing() throws {
        let request = try ServiceSupport.example("compositional-orthogonal-carousel.json")
        let result = try Executable.run(["render"], input: Data(request.utf8))
        #expect(result.status == 0)
        let svg = String(decoding: result.output, as: UTF8.self)
        // Section 0's first cell rests at x 16 and is scrolled by 300: drawn at -284 (section 1's is not moved).
        #expect(svg.contains(#"<rect x="-284" y="46" width="300" height="120""#))
        #expect(svg.contains(#"<rect x="16" y="248" width="300" height="120""#))
        let badges = try ServiceSupport.example("compositional-count-badges.json")
        let drawn = String(decoding: try Executable.run(["render"], input: Data(badges.utf8)).output, as: UTF8.self)
        // Badges (zIndex 1) are drawn after every cell (zIndex 0), labelled with their elementKind.
        let lastCell = drawn.range(of: "<g class=\"cell", options: .backwards)
        let firstBadge = drawn.range(of: "<title>badge [0, 0]:")
        if let lastCell, let firstBadge {
            #expect(lastCell.lowerBound < firstBadge.lowerBound)
        } else {
            Issue.record("the picture lacks cells or badges")
        }
    }
}

@Suite("layoutd compute: timelines and scrollTo without a server")
struct CommandLineScrollingTests {
    @Test("compute answers a timeline and a scrollTo request with the bytes the service answers")
    func computeTimelineAndScrollTo() throws {
        for name in ["timeline-delta.json", "scroll-to.json", "rtl-horizontal-flow.json", "waterfall-full-span.json"] {
            let request = try ServiceSupport.example(name)
            let result = try Executable.run(["compute"], input: Data(request.utf8))
            #expect(result.status == 0, "\(name)")
            let served = LayoutHandlerTests().service.handle(ServiceSupport.post(request))
            #expect(result.output == Data(served.body + [0x0A]), "\(name)")
        }
    }
}

@Suite("layoutd's admission, deadline and admin-port flags")
struct AdmissionFlagTests {
    /// Each default is written once, beside its setting; `--help` prints it from there, and docs/operations.md's
    /// table of flags must say the same (a default changed in code and not in the docs fails here).
    @Test("--help prints every default from the settings, and docs/operations.md's table says the same")
    func defaultsAgree() throws {
        let result = try Executable.run(["--help"], input: Data())
        var printed: [String: String] = [:]
        for line in String(decoding: result.output, as: UTF8.self).split(separator: "\n") {
            guard line.hasPrefix("  --"), let open = line.range(of: "(default") else { continue }
            let flag = String(line.dropFirst(2).prefix { $0 != " " })
            let rest = line[open.upperBound...].drop { $0 == " " || $0 == ":" }
            printed[flag] = String(rest.prefix { $0 != ";" && $0 != ")" })
        }
        #expect(printed.count == 23)
        let docs = try String(
            contentsOf: ServiceSupport.repositoryRoot.appendingPathComponent("docs/operations.md"), encoding: .utf8)
        var documented = 0
        for row in docs.split(separator: "\n") where row.hasPrefix("| `--") {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let flag = cells[0].replacingOccurrences(of: "`", with: "")
            let value = cells[2].replacingOccurrences(of: "`", with: "")
            let help = try #require(printed[flag], "\(flag) is in the docs, not in --help")
            #expect(value == (help == "number of CPUs" ? "one per CPU" : help), "\(flag)")
            documented += 1
        }
        #expect(documented == printed.count)
    }

    @Test("--help lists every new flag with its environment variable")
    func help() throws {
        let result = try Executable.run(["--help"], input: Data())
        let text = String(decoding: result.output, as: UTF8.self)
        #expect(result.status == 0)
        for (flag, variable) in [
            ("--workers", "LAYOUTD_WORKERS"), ("--queue-depth", "LAYOUTD_QUEUE_DEPTH"),
            ("--inline-body-bytes", "LAYOUTD_INLINE_BODY_BYTES"),
            ("--max-bytes-in-flight", "LAYOUTD_MAX_BYTES_IN_FLIGHT"),
            ("--keep-alive-timeout", "LAYOUTD_KEEP_ALIVE_TIMEOUT"), ("--head-timeout", "LAYOUTD_HEAD_TIMEOUT"),
            ("--request-timeout", "LAYOUTD_REQUEST_TIMEOUT"),
            ("--per-client-connections", "LAYOUTD_PER_CLIENT_CONNECTIONS"), ("--admin-port", "LAYOUTD_ADMIN_PORT"),
        ] {
            let line = text.split(separator: "\n").first { $0.hasPrefix("  " + flag + " ") }
            #expect(line?.contains(variable) == true, "\(flag): \(line ?? "missing")")
        }
    }

    @Test("a value out of range is refused with exit 64, naming the flag")
    func outOfRange() throws {
        for arguments in [["--per-client-connections", "-1"], ["--workers", "0"], ["--head-timeout", "x"]] {
            let result = try Executable.run(arguments, input: Data())
            #expect(result.status == 64)
            #expect(result.error.contains(arguments[0]))
        }
    }

    @Test("bytes in flight below the body limit cannot start: the largest body could never be accepted")
    func bytesInFlightBelowBody() throws {
        let result = try Executable.run(
            ["--host", "127.0.0.1", "--port", "0", "--max-body-bytes", "4096", "--max-bytes-in-flight", "1024"],
            input: Data())
        #expect(result.status == 1)
        #expect(result.error.contains("maxBytesInFlight: 1024 is below maxBodyBytes (4096)"))
    }

    @Test("an admin port already in use fails to start, saying which address")
    func adminPortInUse() throws {
        let taken = LocalSocket(listening: true)
        let result = try Executable.run(
            ["--host", "127.0.0.1", "--port", "0", "--admin-port", "\(taken.port)"], input: Data())
        #expect(result.status == 1)
        #expect(result.error.contains("address already in use: 127.0.0.1:\(taken.port)"))
    }
}
