import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A response as read off the wire by `TestClient`.
public struct WireResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public func header(_ name: String) -> String? {
        headers.first { $0.name == name.lowercased() }?.value
    }
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// Why a `TestClient` call failed.
public struct ClientError: Error, CustomStringConvertible {
    public var description: String
}

/// A blocking HTTP/1.1 client over one raw TCP socket, so tests control exactly what is sent and when.
public final class TestClient: @unchecked Sendable {  // used by one thread at a time
    public let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port` (or [::1]:`port`) from `source` (any 127/8 address is this machine's, so a test
    /// can be several clients); throws with the errno text when refused.
    public init(port: Int, receiveTimeout: Double = 10, ipv6: Bool = false, source: String? = nil) throws {
        // Everything happens on a local descriptor: `self.fd` is set only once connected, because a
        // class whose stored properties are all set runs `deinit` (closing `fd`) when its init throws,
        // and a second close could hit a descriptor another test has opened since.
        let fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ClientError(description: "socket: \(errno)") }
        Self.setReceiveTimeout(receiveTimeout, on: fd)
        var storage = sockaddr_storage()
        let length: Int
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = UInt16(port).bigEndian
            address.sin6_addr = in6addr_loopback
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in6.self) }
            length = MemoryLayout<sockaddr_in6>.size
        } else {
            if let source {
                var local = sockaddr_in()
                local.sin_family = sa_family_t(AF_INET)
                local.sin_addr.s_addr = inet_addr(source)
                let bound = withUnsafePointer(to: &local) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
                if bound != 0 {
                    let code = errno
                    close(fd)
                    throw ClientError(description: "bind \(source): \(String(cString: strerror(code)))")
                }
            }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in.self) }
            length = MemoryLayout<sockaddr_in>.size
        }
        let result = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(length)) }
        }
        if result != 0 {
            let code = errno
            close(fd)
            throw ClientError(description: "connect: \(String(cString: strerror(code)))")
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Makes reads give up after `seconds`.
    public func setReceiveTimeout(_ seconds: Double) { Self.setReceiveTimeout(seconds, on: fd) }

    private static func setReceiveTimeout(_ seconds: Double, on fd: Int32) {
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: Int(seconds.truncatingRemainder(dividingBy: 1) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends all of `bytes`.
    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw ClientError(description: "send failed: \(String(cString: strerror(errno)))") }
            offset += sent
        }
    }

    /// Sends `text` as UTF-8.
    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Sends one request with a `Content-Length` body (when given) and reads its response.
    public func request(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8]? = nil
    ) throws -> WireResponse {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try send(Array(head.utf8) + (body ?? []))
        return try readResponse(hasBody: method != "HEAD")
    }

    /// Reads more bytes into the buffer; `false` at end of stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count == 0 { return false }
        if count < 0 {
            let code = errno
            if code == ECONNRESET { return false }
            throw ClientError(description: "recv: \(String(cString: strerror(code)))")
        }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    /// Reads one response (Content-Length framed, as libmicrohttpd sends buffer responses).
    public func readResponse(hasBody: Bool = true) throws -> WireResponse {
        let separator: [UInt8] = [13, 10, 13, 10]
        var end: Int?
        while true {
            if buffer.count >= 4,
                let found = (0...(buffer.count - 4)).first(where: { Array(buffer[$0..<$0 + 4]) == separator })
            {
                end = found
                break
            }
            guard try fill() else { throw ClientError(description: "connection closed before a response") }
        }
        let head = String(decoding: buffer[0..<end!], as: UTF8.self)
        buffer.removeFirst(end! + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw ClientError(description: "bad status line in \(head)")
        }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        // RFC 9112 §6.3: a 1xx, 204 or 304 ends at its head, whatever Content-Length says (a 304's is its 200's).
        let bodiless = status < 200 || status == 204 || status == 304
        let length =
            hasBody && !bodiless ? Int(headers.first { $0.name == "content-length" }?.value ?? "0") ?? 0 : 0
        while buffer.count < length {
            guard try fill() else { throw ClientError(description: "connection closed inside a body") }
        }
        let body = Array(buffer[0..<length])
        buffer.removeFirst(length)
        return WireResponse(status: status, headers: headers, body: body)
    }

    /// Whether the server closes the connection (EOF or reset) before the receive timeout.
    public func waitForClose() -> Bool {
        while true {
            do {
                if try !fill() { return true }
            } catch {
                return false
            }
        }
    }
}

/// Runs blocking client code on its own thread so it never holds up Swift's cooperative pool.
public func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            do { continuation.resume(returning: try body()) } catch { continuation.resume(throwing: error) }
        }
        thread.start()
    }
}
