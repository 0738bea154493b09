/// Why the server could not start.
public enum HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The daemon did not start; `reason` says why in words a person can act on
    /// (e.g. "address already in use: 127.0.0.1:8080", "bad host \"x\": ...", "bad option threads: ...").
    case startFailed(reason: String)

    /// The reason, prefixed so it reads well in a log line.
    public var description: String {
        switch self {
        case .startFailed(let reason): return "HTTP server failed to start: \(reason)"
        }
    }
}
