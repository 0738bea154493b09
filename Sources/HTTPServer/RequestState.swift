/// Per-request state, created when the request line arrives and freed when the request completes.
///
/// libmicrohttpd hands one connection to one thread at a time, so this box needs no locking.
final class RequestState {
    /// The request target exactly as sent (path and query, still percent-encoded).
    let rawTarget: String
    /// Whether the access handler has seen this request (and counted it in `inFlight`).
    var started = false
    /// The body read so far.
    var body: [UInt8] = []
    /// Set when the body outgrew the limit: the rest is discarded and the answer is 413.
    var overLimit = false
    /// Bytes received in total, including discarded ones.
    var received = 0

    /// Creates the state for a request with the given target.
    init(rawTarget: String) {
        self.rawTarget = rawTarget
    }

    /// The query string of the raw target, or `nil` when it has no `?`.
    var query: String? {
        guard let mark = rawTarget.firstIndex(of: "?") else { return nil }
        return String(rawTarget[rawTarget.index(after: mark)...])
    }
}
