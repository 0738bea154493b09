internal import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What the request head says about framing, the host and the codings, read in one pass over the headers.
struct HeadCheck {
    /// The first `Content-Length` as a number (`nil`: none; `UInt64.max` also stands for one too large).
    var contentLength: UInt64?
    /// Whether a second `Content-Length` differs from the first.
    var conflictingLengths = false
    /// `Transfer-Encoding` headers.
    var transferEncodings = 0
    /// `Host` headers.
    var hosts = 0
    /// What `Accept-Encoding` (every line of it) accepts.
    var acceptEncoding = AcceptEncoding()
    /// `Content-Encoding` headers.
    var contentEncodings = 0
    /// The coding the first `Content-Encoding` names (`.identity` without one).
    var contentCoding = RequestCoding.identity
    /// The first `Content-Encoding` value, for the 415's detail: libmicrohttpd keeps the head until the request ends.
    var contentEncodingValue: UnsafePointer<CChar>?

    init(_ connection: OpaquePointer) {
        withUnsafeMutablePointer(to: &self) { pointer in
            _ = MHD_get_connection_values_n(connection, .HEADER_KIND, checkHeader, pointer)
        }
    }

    /// Why the request must be answered 400 (RFC 9112), or `nil`.
    func problem(version: UnsafePointer<CChar>?) -> String? {
        if conflictingLengths { return "the request has Content-Length headers with different values" }
        if transferEncodings > 0 && contentLength != nil {
            return "the request has both Transfer-Encoding and Content-Length"
        }
        if hosts > 1 { return "the request has more than one Host header" }
        // HTTP/1.1 (and any later 1.x) requires Host; an HTTP/1.0 request may go without.
        if hosts == 0, let version, strncmp(version, "HTTP/1.", 7) == 0, strcmp(version, "HTTP/1.0") != 0 {
            return "an HTTP/1.1 request must have a Host header"
        }
        return nil
    }

    /// Whether the request has a body: a `Content-Length` above 0, or chunks.
    var declaresBody: Bool {
        transferEncodings > 0 || (contentLength ?? 0) > 0
    }

    /// Why the body's coding is refused (415), or `nil` when the server can read it (`RequestCoding`).
    func codingProblem() -> String? {
        if contentEncodings > 1 {
            return "the body has several Content-Encoding headers; send it uncompressed or as gzip, once"
        }
        guard contentCoding == .unsupported, let contentEncodingValue else { return nil }
        var value = String(cString: contentEncodingValue)
        if value.count > 64 { value = String(value.prefix(64)) + "…" }
        return "the body's Content-Encoding \"\(value)\" is not supported; send it uncompressed or as gzip"
    }
}

/// Counts one header into the `HeadCheck` that `cls` points to.
private func checkHeader(
    _ cls: UnsafeMutableRawPointer?,
    _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?,
    _ keySize: Int,
    _ value: UnsafePointer<CChar>?,
    _ valueSize: Int
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let check = cls.assumingMemoryBound(to: HeadCheck.self)
    // Only a few names matter, each of its own length: the length decides for most headers.
    switch keySize {
    case 14 where ASCII.equalIgnoringCase(key, "content-length"):
        // libmicrohttpd has checked the first one (digits only, within 64 bits); later ones are compared as
        // numbers, and one that is not a number at all conflicts.
        let length = value.flatMap(decimal) ?? UInt64.max
        if let first = check.pointee.contentLength {
            if first != length { check.pointee.conflictingLengths = true }
        } else {
            check.pointee.contentLength = length
        }
    case 17 where ASCII.equalIgnoringCase(key, "transfer-encoding"):
        check.pointee.transferEncodings += 1
    case 4 where ASCII.equalIgnoringCase(key, "host"):
        check.pointee.hosts += 1
    case 15 where ASCII.equalIgnoringCase(key, "accept-encoding"):
        if let value {
            check.pointee.acceptEncoding.add(
                headerBytes(value, valueSize))
        }
    case 16 where ASCII.equalIgnoringCase(key, "content-encoding"):
        check.pointee.contentEncodings += 1
        if check.pointee.contentEncodings == 1, let value {
            check.pointee.contentCoding = RequestCoding(
                headerBytes(value, valueSize))
            check.pointee.contentEncodingValue = value
        }
    default:
        break
    }
    return .YES
}

/// The non-negative decimal integer `text` spells (digits only), or `nil` (empty, another byte, or past 64 bits).
private func decimal(_ text: UnsafePointer<CChar>) -> UInt64? {
    var value: UInt64 = 0
    var p = text
    guard p.pointee != 0 else { return nil }
    while p.pointee != 0 {
        let digit = UInt64(UInt8(bitPattern: p.pointee)) &- 48
        guard digit < 10 else { return nil }
        let (times10, o1) = value.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times10.addingReportingOverflow(digit)
        if o1 || o2 { return nil }
        value = sum
        p += 1
    }
    return value
}

/// The `count` bytes of a header value at `value`, as bytes.
private func headerBytes(_ value: UnsafePointer<CChar>, _ count: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: count)
}

/// The method as a string: the common ones as literals (no allocation or UTF-8 validation), others copied.
func methodName(_ method: UnsafePointer<CChar>) -> String {
    switch UInt8(bitPattern: method.pointee) {  // the first byte picks the candidate
    case UInt8(ascii: "P"):
        if strcmp(method, "POST") == 0 { return "POST" }
        if strcmp(method, "PUT") == 0 { return "PUT" }
        if strcmp(method, "PATCH") == 0 { return "PATCH" }
    case UInt8(ascii: "G"): if strcmp(method, "GET") == 0 { return "GET" }
    case UInt8(ascii: "H"): if strcmp(method, "HEAD") == 0 { return "HEAD" }
    case UInt8(ascii: "D"): if strcmp(method, "DELETE") == 0 { return "DELETE" }
    case UInt8(ascii: "O"): if strcmp(method, "OPTIONS") == 0 { return "OPTIONS" }
    default: break
    }
    return String(cString: method)
}

/// libmicrohttpd's percent-decoded path: the raw path string itself when decoding changed nothing (no copy).
func decodedPath(_ url: UnsafePointer<CChar>, rawPath: String) -> String {
    rawPath.withCString { strcmp($0, url) } == 0 ? rawPath : String(cString: url)
}
