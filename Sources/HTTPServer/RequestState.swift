#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Per-request state, created when the request line arrives and freed when the request completes.
///
/// libmicrohttpd hands one connection to one thread at a time, so this box needs no locking.
final class RequestState {
    /// The path of the request target as sent (still percent-encoded), without the query.
    let rawPath: String
    /// The query string of the target, or `nil` when it has no `?`.
    let query: String?
    /// Whether the access handler has seen this request (and counted it in `inFlight`).
    var started = false
    /// The method, once the access handler has seen the request ("" before).
    var method = ""
    /// The body read so far.
    var body: [UInt8] = []
    /// Set when the body outgrew the limit: the rest is discarded and the answer is 413.
    var overLimit = false
    /// Bytes received in total, including discarded ones.
    var received = 0
    /// Set when the application's handler answered (it counts its own answers); the completion callback reports
    /// every other answer to the server's observer.
    var handlerAnswered = false
    /// The body bytes of the answer the server queued itself (`nil`: none, or libmicrohttpd's own).
    var serverAnswerBytes: Int?

    /// The state for a request whose target is the NUL-terminated `target`: split at the first `?` without
    /// scanning it as Swift characters.
    init(target: UnsafePointer<CChar>?) {
        guard let target else {
            rawPath = ""
            query = nil
            return
        }
        if let mark = strchr(target, 0x3F) {  // "?"
            let pathLength = target.distance(to: mark)
            rawPath = target.withMemoryRebound(to: UInt8.self, capacity: pathLength) {
                String(decoding: UnsafeBufferPointer(start: $0, count: pathLength), as: UTF8.self)
            }
            query = String(cString: mark + 1)
        } else {
            rawPath = String(cString: target)
            query = nil
        }
    }
}
