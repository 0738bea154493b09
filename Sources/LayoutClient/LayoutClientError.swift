import Foundation

/// Why a call to the service did not produce a layout.
public enum LayoutClientError: Error, Sendable, CustomStringConvertible {
    /// The service answered with a problem (400, 413, 415, 422, …): its details, with JSON pointers.
    case problem(ProblemDetails)
    /// The request never got an answer: connection refused, timed out, cancelled.
    case transport(any Error)
    /// An answer that is neither the expected body nor a problem (for example a proxy's HTML error page).
    case unexpectedResponse(status: Int, contentType: String?, body: Data)
    /// The request could not be encoded as JSON (a NaN or infinite number).
    case invalidRequest(String)

    /// The HTTP status, when there was an answer.
    public var status: Int? {
        switch self {
        case .problem(let problem): problem.status
        case .unexpectedResponse(let status, _, _): status
        case .transport, .invalidRequest: nil
        }
    }

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .problem(let problem):
            let located = problem.errors.map { " \($0.pointer): \($0.detail)" }.joined(separator: ";")
            return "\(problem.status) \(problem.title): \(problem.detail)\(located.isEmpty ? "" : " —" + located)"
        case .transport(let error):
            return "transport error: \(error)"
        case .unexpectedResponse(let status, let contentType, let body):
            return "unexpected response \(status) (\(contentType ?? "no content type"), \(body.count) bytes)"
        case .invalidRequest(let detail):
            return "invalid request: \(detail)"
        }
    }
}
