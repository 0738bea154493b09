/// What a request's `Accept-Encoding` says about the two codings the server can send, `gzip` and `identity`
/// (RFC 9110 §12.5.3), as qvalues in thousandths (0 refuses, 1000 is `q=1`).
///
/// Parsed from the header's bytes as they arrive, once per request, by the reader `Accept` has (`WeightedList`: an
/// element whose weight is not a valid `qvalue` is ignored). Codings are compared ignoring ASCII case; `x-gzip` is
/// `gzip` (RFC 9110 §8.4.1.3); a coding listed twice keeps its first qvalue. Several `Accept-Encoding` lines read
/// as one list.
struct AcceptEncoding: Equatable {
    /// Whether the request has an `Accept-Encoding` header at all.
    var present = false
    /// The qvalue listed for `gzip` or `x-gzip`, `nil` when neither is listed.
    var gzip: Int?
    /// The qvalue listed for `identity`, `nil` when it is not listed.
    var identity: Int?
    /// The qvalue listed for `*` (every coding not listed by name), `nil` when it is not listed.
    var any: Int?

    /// The smallest body worth compressing: below it, gzip's 18 bytes of framing and the CPU outweigh the saving.
    static let minimumCompressedBytes = 1024

    /// Whether an answer whose body is `count` bytes is sent gzip-compressed.
    ///
    /// Without the header the answer is identity: RFC 9110 lets a server use any coding then, but a client that sends
    /// none (curl without `--compressed`, most scripts) would be handed bytes it did not ask to decode. With it, gzip
    /// is sent when acceptable (`gzip` listed with a non-zero qvalue, or `*` with one and `gzip` not listed) and
    /// either identity is refused (`identity;q=0`, or `*;q=0` without `identity`), at any size, or the body is at
    /// least `minimumCompressedBytes` and gzip's qvalue is not below the one the client gives identity explicitly
    /// (by name or through `*`; a tie goes to gzip). When neither is acceptable the answer is identity, the one
    /// representation the server has left (RFC 9110 §12.5.3 lets it ignore the header then).
    func choosesGzip(bodyCount count: Int) -> Bool {
        guard present else { return false }
        let gzipQ = gzip ?? any ?? 0
        guard gzipQ > 0 else { return false }
        let identityQ = identity ?? any
        if identityQ == 0 { return true }
        guard count >= Self.minimumCompressedBytes else { return false }
        return gzipQ >= (identityQ ?? 0)
    }

    /// Adds one `Accept-Encoding` field value.
    mutating func add<Bytes: BidirectionalCollection<UInt8>>(_ value: Bytes) {
        present = true
        WeightedList.forEach(value) { coding, q in
            if HeaderToken.equals(coding, "gzip") || HeaderToken.equals(coding, "x-gzip") {
                if gzip == nil { gzip = q }
            } else if HeaderToken.equals(coding, "identity") {
                if identity == nil { identity = q }
            } else if HeaderToken.equals(coding, "*") {
                if any == nil { any = q }
            }
        }
    }
}

/// The coding of a request body, from its `Content-Encoding` (RFC 9110 §8.4).
enum RequestCoding: Equatable {
    /// No coding: no `Content-Encoding`, an empty one, or `identity`, which RFC 9110 reserves for `Accept-Encoding`
    /// but which names no transformation, so it is read as none rather than refused.
    case identity
    /// `gzip` or `x-gzip`: inflated as it arrives.
    case gzip
    /// Anything else (`deflate`, `br`, an unknown coding, or a list of codings, such as `gzip, gzip` or two
    /// `Content-Encoding` lines): answered 415.
    case unsupported

    /// The coding one `Content-Encoding` field value names.
    init<Bytes: BidirectionalCollection<UInt8>>(_ value: Bytes) {
        let coding = HeaderToken.trimmed(value)
        if coding.isEmpty || HeaderToken.equals(coding, "identity") {
            self = .identity
        } else if HeaderToken.equals(coding, "gzip") || HeaderToken.equals(coding, "x-gzip") {
            self = .gzip
        } else {
            self = .unsupported
        }
    }
}

/// Tokens inside header values: whitespace trimming and case-insensitive comparison, on bytes.
enum HeaderToken {
    /// `bytes` without leading and trailing spaces and tabs (RFC 9110's OWS).
    static func trimmed<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bytes.SubSequence {
        var slice = bytes[...]
        while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }

    /// Whether `bytes` spell `lowercase` ignoring ASCII case.
    static func equals<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ lowercase: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: lowercase.utf8Start, count: lowercase.utf8CodeUnitCount)
        return bytes.count == expected.count && zip(bytes, expected).allSatisfy { ASCII.lower($0) == $1 }
    }
}
