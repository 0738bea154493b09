import Foundation
import HTTPTestSupport
import Synchronization
import Testing

@testable import HTTPServer

@Suite("Many clients at once")
struct HTTPServerConcurrencyTests {
    @Test("8 client threads × 200 keep-alive requests each all get their own body back")
    func concurrentClients() async throws {
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 4, logsLibraryErrors: false),
            handler: { request in
                // The body says who sent it; answer with the path and the body so a mix-up shows.
                HTTPResponse(status: 200, body: Array(request.path.utf8) + [32] + request.body)
            },
            errorResponder: testErrorResponder)
        defer { server.stop() }
        let port = server.port
        let clients = 8
        let requests = 200
        let correct = try await withThrowingTaskGroup(of: Int.self) { group in
            for client in 0..<clients {
                group.addTask {
                    try await onThread {
                        let connection = try TestClient(port: port)
                        var correct = 0
                        for index in 0..<requests {
                            let body =
                                Array("client \(client) request \(index) ".utf8)
                                + [UInt8](repeating: UInt8(65 + client), count: index)
                            let response = try connection.request("POST", "/c\(client)/r\(index)", body: body)
                            if response.status == 200, response.body == Array("/c\(client)/r\(index) ".utf8) + body {
                                correct += 1
                            }
                        }
                        return correct
                    }
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(correct == clients * requests)
        #expect(server.waitUntilIdle(timeout: 5))
    }
}
