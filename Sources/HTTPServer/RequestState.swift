import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The state of the request in progress on one connection.
///
/// One instance lives as long as its connection (created when libmicrohttpd reports the connection open, freed when
/// it reports it closed) and is reset for each request on it, so a keep-alive client's requests allocate no state
/// and reuse one body buffer. libmicrohttpd hands one connection to one thread at a time, and an offloaded request's
/// connection is suspended while a worker has it (the hand-over goes through the work queue's lock one way and
/// libmicrohttpd's resume lock the other), so this box needs no locking of its own.
final class RequestState {
    /// A body buffer up to this capacity is kept for the connection's next request, a larger one is freed; a
    /// response body up to this size is held here until the next request (`responseBody`). An idle connection
    /// holds at most this much of each.
    static let keptBodyCapacity = 16 << 10

    /// The path of the request target as sent (still percent-encoded), without the query.
    @exclusivity(unchecked) private(set) var rawPath = ""
    /// The query string of the target, or `nil` when it has no `?`.
    @exclusivity(unchecked) private(set) var query: String?
    /// The percent-decoded path, once the access handler has seen the request.
    @exclusivity(unchecked) var path = "/"
    /// Where the request stands, from its head to its answer (`RequestLifecycle`).
    @exclusivity(unchecked) var lifecycle = RequestLifecycle()
    /// The application's route for the request (`Routing.route`), once the head has been routed.
    @exclusivity(unchecked) var route: Int?
    /// The method, once the access handler has seen the request ("" before).
    @exclusivity(unchecked) var method = ""
    /// The body as it arrived (a gzip body still compressed: a worker inflates it), counted in the server's bytes in
    /// flight by its capacity (`heldBodyBytes`) until `releaseBody`.
    @exclusivity(unchecked) var body: [UInt8] = []
    /// The bytes of `body`'s capacity counted in the server's bytes in flight.
    @exclusivity(unchecked) private(set) var heldBodyBytes = 0
    /// The declared `Content-Length` (`nil`: none, e.g. a chunked body).
    @exclusivity(unchecked) var declaredLength: UInt64?
    /// The answer a worker (or the server) prepared while the lifecycle is `prepared`, queued on the call that
    /// reports the body complete (libmicrohttpd queues no response while a body is being read, nor while the
    /// connection is suspended).
    @exclusivity(unchecked) var pending: PreparedResponse?
    /// The body of the response queued last on this connection, up to `keptBodyCapacity` bytes: libmicrohttpd
    /// sends it from this array's storage, so it is kept until the next request begins (the response has been
    /// sent by then) or the connection closes.
    @exclusivity(unchecked) var responseBody: [UInt8] = []
    /// What the request's `Accept-Encoding` accepts (read with the head).
    @exclusivity(unchecked) var acceptEncoding = AcceptEncoding()
    /// The coding of the request body: a gzip body is kept compressed and inflated by the worker.
    @exclusivity(unchecked) var requestCoding = RequestCoding.identity
    /// Whether this state belongs to one request only (no connection state was found): the completion callback
    /// then frees it.
    let ownedByRequest: Bool
    /// Where the server's bytes in flight are counted.
    let counters: HTTPServerCounters
    /// The connection's socket (-1 when unknown).
    @exclusivity(unchecked) var socket: Int32 = -1
    /// The connection's deadlines, when the server has any.
    @exclusivity(unchecked) var clock: ConnectionClock?
    /// The client, when the server limits connections per client.
    @exclusivity(unchecked) var client: ClientKey?

    init(ownedByRequest: Bool, counters: HTTPServerCounters) {
        self.ownedByRequest = ownedByRequest
        self.counters = counters
    }

    deinit {
        releaseBody()
    }

    /// Appends a piece of body, counting its growth in the server's bytes in flight.
    func appendBody(_ piece: UnsafeRawBufferPointer) {
        if body.isEmpty, let length = declaredLength {
            // Reserve what is declared, up to 1 MiB: a client that declares a large body and then stalls ties up no
            // more than that per connection; larger bodies grow geometrically as they arrive.
            body.reserveCapacity(Int(min(length, 1 << 20)))
        }
        body.append(contentsOf: piece)
        let growth = body.capacity - heldBodyBytes
        if growth > 0 {
            counters.bytesInFlight.add(growth, ordering: .relaxed)
            heldBodyBytes += growth
        }
    }

    /// Lets the body go: uncounted from the bytes in flight, and freed unless it is small enough to keep for the
    /// connection's next request.
    func releaseBody() {
        if heldBodyBytes > 0 {
            counters.bytesInFlight.subtract(heldBodyBytes, ordering: .relaxed)
            heldBodyBytes = 0
        }
        if body.capacity > Self.keptBodyCapacity { body = [] } else { body.removeAll(keepingCapacity: true) }
    }

    /// Resets the state for a new request whose target is the NUL-terminated `target`, split at the first `?`
    /// without scanning it as Swift characters.
    func begin(target: UnsafePointer<CChar>?) {
        lifecycle.begin()
        route = nil
        method = ""
        path = "/"
        declaredLength = nil
        pending = nil
        responseBody = []
        acceptEncoding = AcceptEncoding()
        requestCoding = .identity
        releaseBody()
        clock?.enter(.readingHead)
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
