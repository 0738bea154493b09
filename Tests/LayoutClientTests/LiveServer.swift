import Foundation
import HTTPServer
import LayoutClient
import LayoutService

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real server on 127.0.0.1 with a free port, in this process, and a client pointed at it.
struct LiveServer {
    let server: HTTPServer
    let client: LayoutClient

    /// Starts the service (or `handler`, for answers the service never gives) on a free loopback port.
    init(handler: HTTPHandler? = nil) throws {
        let service = LayoutService()
        server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0),
            handler: handler ?? { service.handle($0) },
            errorResponder: { Problems.serverResponse(status: $0, detail: $1) })
        client = LayoutClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, session: Self.session)
    }

    /// A session that keeps no cache, so every call reaches the server.
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        return URLSession(configuration: configuration)
    }()

    /// Runs `body` against a started server and stops the server afterwards, whatever happens.
    static func with<T>(handler: HTTPHandler? = nil, _ body: (LiveServer) async throws -> T) async throws -> T {
        let live = try LiveServer(handler: handler)
        do {
            let result = try await body(live)
            live.server.stop()
            return result
        } catch {
            live.server.stop()
            throw error
        }
    }

    /// POSTs raw bytes to /layout without the client: an independent path to compare the client with.
    func postRaw(_ body: Data) async throws -> Data {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/layout")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        let (data, response) = try await Self.session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw LiveServerError.status((response as? HTTPURLResponse)?.statusCode ?? 0)
        }
        return data
    }

    enum LiveServerError: Error {
        case status(Int)
    }

    /// The repository's `Examples/` folder.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// The file names of every example request.
    static var exampleNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The examples of the families the Swift client models (it has no `compositional` types yet).
    static var clientExampleNames: [String] {
        exampleNames.filter { !$0.hasPrefix("compositional-") }
    }
}
