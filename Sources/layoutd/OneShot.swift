import HTTPServer
import LayoutAPI
import LayoutEngine
import LayoutSVG
import LayoutService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `layoutd compute` and `layoutd render`: one request from standard input, the same engine without a server.
enum OneShot {
    enum Output {
        case json
        case svg
    }

    /// Reads a request from standard input and writes the JSON response or the SVG to standard output.
    /// Exits 0 on success; on a bad request prints the problem JSON to standard output and exits 2.
    static func run(_ output: Output, configuration: Configuration) -> Int32 {
        guard let body = readStandardInput(limit: configuration.server.maxBodyBytes) else {
            standardError("layoutd: the request on standard input is larger than --max-body-bytes\n")
            return 2
        }
        let renderer: LayoutAPI.Renderer =
            switch output {
            case .json: .json
            case .svg: SVGRenderer.renderer
            }
        let answer = LayoutAPI.respond(toBody: body, limits: configuration.limits, renderer: renderer)
        if let problem = answer.problem {
            writeStandardOutput(answer.body + [0x0A])
            standardError("layoutd: \(problem.status) \(problem.title): \(problem.detail)\n")
            return 2
        }
        writeStandardOutput(output == .json ? answer.body + [0x0A] : answer.body)
        return 0
    }

    static func readStandardInput(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > limit { return nil }
        }
        return bytes
    }

    static func writeStandardOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(1, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }
}
