// The socket address types reach Swift through libmicrohttpd's header in a whole-module build, so their members
// need its module imported here too (MemberImportVisibility).
internal import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A resolved bind address: an IPv4 or IPv6 socket address built from the configured host and port.
struct ListenAddress {
    /// The socket address, large enough for either family.
    var storage = sockaddr_storage()
    /// Whether the address is IPv6 (the daemon then needs `MHD_USE_IPv6`).
    var isIPv6 = false
    /// The host and port as a person would write them, for messages.
    var display: String

    /// Parses `host` (an IPv4/IPv6 literal, `[v6]`, or `localhost`) or says why it cannot.
    static func resolve(host: String, port: Int) -> Result<ListenAddress, HTTPServerError> {
        var literal = host
        if literal.hasPrefix("["), literal.hasSuffix("]") { literal = String(literal.dropFirst().dropLast()) }
        if literal == "localhost" { literal = "127.0.0.1" }
        var address = ListenAddress(display: "")
        var ipv4 = in_addr()
        var ipv6 = in6_addr()
        if inet_pton(AF_INET, literal, &ipv4) == 1 {
            withUnsafeMutableBytes(of: &address.storage) { raw in
                let sin = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in.self)
                sin.pointee.sin_family = sa_family_t(AF_INET)
                sin.pointee.sin_port = UInt16(port).bigEndian
                sin.pointee.sin_addr = ipv4
            }
            address.display = "\(literal):\(port)"
        } else if inet_pton(AF_INET6, literal, &ipv6) == 1 {
            withUnsafeMutableBytes(of: &address.storage) { raw in
                let sin6 = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self)
                sin6.pointee.sin6_family = sa_family_t(AF_INET6)
                sin6.pointee.sin6_port = UInt16(port).bigEndian
                sin6.pointee.sin6_addr = ipv6
            }
            address.isIPv6 = true
            address.display = "[\(literal)]:\(port)"
        } else {
            return .failure(
                .startFailed(reason: "bad host \"\(host)\": expected an IPv4 or IPv6 address or \"localhost\""))
        }
        return .success(address)
    }

    /// The length of the socket address for `bind`.
    var length: socklen_t {
        socklen_t(isIPv6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
    }

    /// Binds a throwaway socket to this address to learn why the daemon could not, e.g.
    /// "address already in use"; `nil` when the bind succeeds (the failure lies elsewhere).
    func bindProblem() -> String? {
        let fd = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return "cannot create a socket: \(errnoText())" }
        defer { close(fd) }
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var copy = storage
        let result = withUnsafePointer(to: &copy) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        if result == 0 { return nil }
        let code = errno
        switch code {
        case EADDRINUSE: return "address already in use: \(display)"
        case EADDRNOTAVAIL: return "address not available on this machine: \(display)"
        case EACCES: return "permission denied binding \(display) (ports below 1024 need privileges)"
        default: return "cannot bind \(display): \(errnoText(code))"
        }
    }
}

/// The text of `errno` (or of `code`), e.g. "Address already in use".
func errnoText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
