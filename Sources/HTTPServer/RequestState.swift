#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The state of the request in progress on one connection.
///
/// One instance lives as long as its connection (created when libmicrohttpd reports the connection open, freed when
/// it reports it closed) and is reset for each request on it, so a keep-alive client's requests allocate no state
/// and reuse one body buffer. libmicrohttpd hands one connection to one thread at a time, so this box needs no
/// locking.
final class RequestState {
    /// A body buffer up to this capacity is kept for the connection's next request, a larger one is freed; a
    /// response body up to this size is held here until the next request (`responseBody`). An idle connection
    /// holds at most this much of each.
    static let keptBodyCapacity = 16 << 10

    /// The path of the request target as sent (still percent-encoded), without the query.
    @exclusivity(unchecked) private(set) var rawPath = ""
    /// The query string of the target, or `nil` when it has no `?`.
    @exclusivity(unchecked) private(set) var query: String?
    /// Whether the access handler has seen this request (and counted it in `inFlight`).
    @exclusivity(unchecked) var started = false
    /// The method, once the access handler has seen the request ("" before).
    @exclusivity(unchecked) var method = ""
    /// The body read so far, when it arrives in more than one piece.
    @exclusivity(unchecked) var body: [UInt8] = []
    /// The declared `Content-Length` (`nil`: none, e.g. a chunked body).
    @exclusivity(unchecked) var declaredLength: UInt64?
    /// The handler's answer, computed while the body it read in place was in libmicrohttpd's buffer and queued on
    /// the call that reports the body complete (libmicrohttpd queues no response while a body is being read).
    @exclusivity(unchecked) var pending: HTTPResponse?
    /// The body of the response queued last on this connection, up to `keptBodyCapacity` bytes: libmicrohttpd
    /// sends it from this array's storage, so it is kept until the next request begins (the response has been
    /// sent by then) or the connection closes.
    @exclusivity(unchecked) var responseBody: [UInt8] = []
    /// Set when the body outgrew the limit: the rest is discarded and the answer is 413.
    @exclusivity(unchecked) var overLimit = false
    /// Bytes received in total, including discarded ones.
    @exclusivity(unchecked) var received = 0
    /// Set when the application's handler answered (it counts its own answers).
    @exclusivity(unchecked) var handlerAnswered = false
    /// Set when the server answered through its error responder (and told the observer); the completion callback
    /// reports an answer when neither this nor `handlerAnswered` is set: libmicrohttpd gave it by itself.
    @exclusivity(unchecked) var serverAnswered = false
    /// What the request's `Accept-Encoding` accepts (read with the head).
    @exclusivity(unchecked) var acceptEncoding = AcceptEncoding()
    /// The coding of the request body: a gzip body is inflated into `body` as it arrives.
    @exclusivity(unchecked) var requestCoding = RequestCoding.identity
    /// The inflater of a gzip body, from its first piece to the request's end.
    @exclusivity(unchecked) var inflater: GzipInflater?
    /// Set with `overLimit` when it is the inflated body, not the bytes received, that passed the limit.
    @exclusivity(unchecked) var inflatedOverLimit = false
    /// Why the body cannot be read (malformed gzip: 400), answered once it has all arrived; the rest is discarded.
    @exclusivity(unchecked) var bodyRefusal: (status: Int, detail: String)?
    /// Whether this state belongs to one request only (no connection state was found): the completion callback
    /// then frees it.
    let ownedByRequest: Bool

    init(ownedByRequest: Bool) {
        self.ownedByRequest = ownedByRequest
    }

    /// Resets the state for a new request whose target is the NUL-terminated `target`, split at the first `?`
    /// without scanning it as Swift characters.
    func begin(target: UnsafePointer<CChar>?) {
        started = false
        method = ""
        declaredLength = nil
        pending = nil
        responseBody = []
        overLimit = false
        received = 0
        handlerAnswered = false
        serverAnswered = false
        acceptEncoding = AcceptEncoding()
        requestCoding = .identity
        inflater = nil
        inflatedOverLimit = false
        bodyRefusal = nil
        if body.capacity > Self.keptBodyCapacity { body = [] } else { body.removeAll(keepingCapacity: true) }
        guard let target else {
            rawPath = ""
            query = nil
            return
        }
        // A keep-alive client usually asks for the same path again: the string is then kept, not made anew.
        if let mark = strchr(target, 0x3F) {  // "?"
            let pathLength = target.distance(to: mark)
            let same =
                rawPath.utf8.count == pathLength && rawPath.withCString { strncmp($0, target, pathLength) } == 0
            if !same {
                rawPath = target.withMemoryRebound(to: UInt8.self, capacity: pathLength) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: pathLength), as: UTF8.self)
                }
            }
            query = String(cString: mark + 1)
        } else {
            if rawPath.withCString({ strcmp($0, target) }) != 0 { rawPath = String(cString: target) }
            query = nil
        }
    }
}
