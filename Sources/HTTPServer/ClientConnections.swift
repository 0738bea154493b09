#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Who a client is for the per-client connection limit: an IPv4 address, or an IPv6 client by its /64 (one
/// subscriber or site is usually given a whole /64, so counting single IPv6 addresses would limit nothing).
/// An IPv4-mapped IPv6 address (a dual-stack listener's IPv4 client) is that IPv4 address.
struct ClientKey: Hashable {
    /// 4 for IPv4, 6 for IPv6.
    var family: UInt8
    /// The IPv4 address, or the IPv6 address's first 64 bits, in network order.
    var bits: UInt64

    /// The key of `address`, `nil` for anything but an IPv4 or IPv6 socket address.
    init?(_ address: UnsafePointer<sockaddr>) {
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            let ipv4 = UnsafeRawPointer(address).assumingMemoryBound(to: sockaddr_in.self)
            self.init(ipv4: ipv4.pointee.sin_addr.s_addr)
        case AF_INET6:
            let ipv6 = UnsafeRawPointer(address).assumingMemoryBound(to: sockaddr_in6.self)
            let bytes = withUnsafeBytes(of: ipv6.pointee.sin6_addr) { Array($0) }
            self.init(ipv6: bytes)
        default:
            return nil
        }
    }

    /// The key of the IPv4 address `address` (network order, as `in_addr.s_addr` holds it).
    init(ipv4 address: UInt32) {
        self.init(family: 4, bits: UInt64(address))
    }

    private init(family: UInt8, bits: UInt64) {
        self.family = family
        self.bits = bits
    }

    /// The key of the 16-byte IPv6 address `bytes`.
    init(ipv6 bytes: [UInt8]) {
        // ::ffff:a.b.c.d is the IPv4 client a.b.c.d (RFC 4291 §2.5.5.2).
        if bytes.count == 16, bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
            let ipv4 = bytes[12...].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
            self.init(ipv4: ipv4)
            return
        }
        self.init(family: 6, bits: bytes.prefix(8).reduce(0) { $0 << 8 | UInt64($1) })
    }
}

/// Connections open per client, for `perClientConnectionLimit`.
///
/// The accept policy asks `admits` before libmicrohttpd serves a socket; the connection is counted when
/// libmicrohttpd reports it open and uncounted when it reports it closed. Between the two, connections from one
/// client accepted at the same moment on several I/O threads can each pass the check, so the limit can be passed
/// by at most the number of I/O threads less one; it is never passed for long.
final class ClientConnections: Sendable {
    /// The limit; 0 means none (nothing is counted).
    let limit: Int
    private let counts = ConditionLock<[ClientKey: Int]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    /// Whether a new connection from `key` is within the limit.
    func admits(_ key: ClientKey) -> Bool {
        guard limit > 0 else { return true }
        return counts.withLock { ($0[key] ?? 0) < limit }
    }

    /// Counts a connection from `key` as open.
    func opened(_ key: ClientKey) {
        guard limit > 0 else { return }
        counts.withLock { $0[key, default: 0] += 1 }
    }

    /// Counts a connection from `key` as closed.
    func closed(_ key: ClientKey) {
        guard limit > 0 else { return }
        counts.withLock { counts in
            let left = (counts[key] ?? 1) - 1
            counts[key] = left > 0 ? left : nil
        }
    }

    /// Connections counted open for `key` (for tests).
    func count(_ key: ClientKey) -> Int {
        counts.withLock { $0[key] ?? 0 }
    }
}
