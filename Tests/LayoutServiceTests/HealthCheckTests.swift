import Foundation
import HTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A TCP socket of the test's own on 127.0.0.1 with a free port: bound only (connections are refused), or
/// listening (the kernel accepts connections that nobody answers).
final class LocalSocket {
    let fd: Int32
    let port: Int

    init(listening: Bool) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.fd = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        if listening { listen(fd, 4) }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Accepts one connection on a thread of its own, reads the request and writes `answer`.
    func answerOnce(_ answer: String) {
        let fd = self.fd
        Thread.detachNewThread {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 1024)
            _ = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            let bytes = Array(answer.utf8)
            _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            close(client)
        }
    }

    deinit { close(fd) }
}

@Suite("layoutd healthcheck says why it failed")
struct HealthCheckTests {
    @Test("a live server: exit 0 and the 200 it got")
    func healthy() throws {
        let live = try LiveService()
        let result = try Executable.run(["healthcheck", "--port", "\(live.server.port)"], input: Data())
        #expect(result.status == 0)
        #expect(
            String(decoding: result.output, as: UTF8.self).contains(
                "GET /healthz on 127.0.0.1:\(live.server.port) answered 200"))
    }

    @Test("--admin-port names the port probed, as the container's HEALTHCHECK probes the admin listener")
    func adminPort() throws {
        let live = try LiveService()
        let result = try Executable.run(["healthcheck", "--admin-port", "\(live.server.port)"], input: Data())
        #expect(result.status == 0)
        #expect(
            String(decoding: result.output, as: UTF8.self).contains(
                "GET /healthz on 127.0.0.1:\(live.server.port) answered 200"))
    }

    @Test("nothing listening: exit 1, 'nothing is listening' with the address")
    func nothingListening() throws {
        let bound = LocalSocket(listening: false)  // holds the port so nobody else listens there
        let result = try Executable.run(["healthcheck", "--port", "\(bound.port)"], input: Data())
        #expect(result.status == 1)
        #expect(result.error.contains("nothing is listening on 127.0.0.1:\(bound.port) (connection refused)"))
    }

    @Test("a 503 (a draining server): exit 1 with the status line")
    func badStatus() throws {
        let listener = LocalSocket(listening: true)
        listener.answerOnce("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n")
        let result = try Executable.run(["healthcheck", "--port", "\(listener.port)"], input: Data())
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "GET /healthz on 127.0.0.1:\(listener.port) answered HTTP/1.1 503 Service Unavailable"))
    }

    @Test("something that is not HTTP: exit 1 and what it said")
    func notHTTP() throws {
        let listener = LocalSocket(listening: true)
        listener.answerOnce("SSH-2.0-OpenSSH_9.2\r\n")
        let result = try Executable.run(["healthcheck", "--port", "\(listener.port)"], input: Data())
        #expect(result.status == 1)
        #expect(result.error.contains("answered something that is not HTTP: SSH-2.0-OpenSSH_9.2"))
    }

    @Test("a connection nobody answers: exit 1 after the 2-second timeout")
    func silent() throws {
        let listener = LocalSocket(listening: true)  // the kernel completes the handshake; nobody reads
        let result = try Executable.run(["healthcheck", "--port", "\(listener.port)"], input: Data())
        #expect(result.status == 1)
        #expect(result.error.contains("accepted the connection but sent no answer within 2 seconds"))
    }
}
