// CannedServer: the HTTP baseline for scripts/load. The same HTTPServer setup as layoutd (libmicrohttpd, the same
// defaults for body limit, timeouts, connection limit and per-connection memory, the same --threads), whose
// handler answers every request with response bytes read once at start: no routing, parsing or layout. The
// ratio layoutd/canned in the same run is how close the service comes to the ceiling of its HTTP layer.
//
//   CannedServer --response <file> [--host 127.0.0.1] [--port 0] [--threads N]
//
// Prints "CannedServer listening on <host>:<port> with <n> threads" to standard error, serves until SIGINT or
// SIGTERM, then stops and exits 0.
import HTTPServer
import LayoutRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes `text` to standard error, unbuffered.
func standardError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    standardError("CannedServer: \(message)\n")
    exit(64)
}

/// The whole file at `path`, or `nil`.
func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&chunk, 1, chunk.count, file)
        if n == 0 { break }
        bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
}

var configuration = HTTPServerConfiguration(host: "127.0.0.1", port: 0)
configuration.perClientConnectionLimit = 0  // every load-generator connection comes from one address
var responsePath: String?
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    guard let value = arguments.first else { fail("\(flag) needs a value") }
    arguments.removeFirst()
    switch flag {
    case "--response": responsePath = value
    case "--host": configuration.host = value
    case "--port": configuration.port = Int(value) ?? -1
    case "--threads": configuration.threads = Int(value) ?? -1
    default: fail("unknown option \(flag)")
    }
}
guard let responsePath, let canned = readFile(responsePath) else { fail("--response <file> is required and readable") }

var signals = sigset_t()
sigemptyset(&signals)
sigaddset(&signals, SIGINT)
sigaddset(&signals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &signals, nil)
signal(SIGPIPE, SIG_IGN)
AllocatorTuning.apply()  // the same process setup as layoutd's

let response = HTTPResponse(status: 200, headers: [(name: "Content-Type", value: "application/json")], body: canned)
let server: HTTPServer
do {
    server = try HTTPServer(
        configuration: configuration, handler: { _ in response }, inline: { _ in response },
        errorResponder: { status, _ in HTTPResponse(status: status) })
} catch {
    fail("cannot start: \(error)")
}
standardError("CannedServer listening on \(configuration.host):\(server.port) with \(configuration.threads) threads\n")
var received: Int32 = 0
sigwait(&signals, &received)
server.stop()
exit(0)
