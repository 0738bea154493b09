/// Every kind of problem the service answers with, and for each its `type` (a URI reference under `/problems/`),
/// its `title` and its HTTP status: the one catalogue. `APIError` is made from it, so the problem encoder writes its
/// text; the service's own answers and the HTTP server's are made from it; the metrics label problems by it. The
/// `type`s are `openapi.yaml`'s `Problem.type` list, which a test holds equal to this one.
public enum ProblemType: Int, CaseIterable, Sendable {
    /// 400: the body is not JSON as RFC 8259 defines it (or nests deeper than the limit).
    case malformedJSON
    /// 400: well-formed JSON that breaks the contract (unknown field, wrong type, value out of range).
    case invalidRequest
    /// 413: more than a limit allows: items or sections, or a body larger than the server takes.
    case tooLarge
    /// 422: a well-formed request that no layout can satisfy, or whose answer is over a limit.
    case unprocessableLayout
    /// 500: a bug in layoutd.
    case internalError
    /// 404: a path the service does not have.
    case notFound
    /// 405: a method the route does not answer.
    case methodNotAllowed
    /// 415: a body that is not declared as JSON.
    case unsupportedMediaType
    /// 415: a body in a coding the server cannot read (anything but gzip).
    case unsupportedContentEncoding
    /// 400: a request HTTP forbids, a malformed gzip body, or a `Layout-Contract` that is not a version.
    case malformedRequest
    /// 503: the server cannot take the request now (stopping, or its bytes in flight at their bound).
    case unavailable
    /// 406: a request needing a later contract than this server speaks.
    case unsupportedContract

    /// The problem's `type`.
    public var uri: String {
        switch self {
        case .malformedJSON: "/problems/malformed-json"
        case .invalidRequest: "/problems/invalid-request"
        case .tooLarge: "/problems/too-large"
        case .unprocessableLayout: "/problems/unprocessable-layout"
        case .internalError: "/problems/internal"
        case .notFound: "/problems/not-found"
        case .methodNotAllowed: "/problems/method-not-allowed"
        case .unsupportedMediaType: "/problems/unsupported-media-type"
        case .unsupportedContentEncoding: "/problems/unsupported-content-encoding"
        case .malformedRequest: "/problems/malformed-request"
        case .unavailable: "/problems/unavailable"
        case .unsupportedContract: "/problems/unsupported-contract"
        }
    }

    /// The problem's `title`: a short, fixed summary of the kind.
    public var title: String {
        switch self {
        case .malformedJSON: "Malformed JSON"
        case .invalidRequest: "Invalid request"
        case .tooLarge: "Request too large"
        case .unprocessableLayout: "Layout cannot be computed"
        case .internalError: "Internal server error"
        case .notFound: "Not found"
        case .methodNotAllowed: "Method not allowed"
        case .unsupportedMediaType: "Unsupported media type"
        case .unsupportedContentEncoding: "Unsupported content encoding"
        case .malformedRequest: "Bad request"
        case .unavailable: "Service unavailable"
        case .unsupportedContract: "Contract not supported"
        }
    }

    /// The HTTP status the problem is answered with.
    public var status: Int {
        switch self {
        case .malformedJSON, .invalidRequest, .malformedRequest: 400
        case .notFound: 404
        case .methodNotAllowed: 405
        case .unsupportedContract: 406
        case .tooLarge: 413
        case .unsupportedMediaType, .unsupportedContentEncoding: 415
        case .unprocessableLayout: 422
        case .internalError: 500
        case .unavailable: 503
        }
    }

    /// The problem of an answer the HTTP server gives itself, from its status: 413 for a body over the limit, 415
    /// for a body coding it cannot read, 400 for a request it cannot frame or a malformed gzip body, 503 while it
    /// cannot take the request, 500 otherwise.
    public init(serverStatus status: Int) {
        switch status {
        case 413: self = .tooLarge
        case 415: self = .unsupportedContentEncoding
        case 400: self = .malformedRequest
        case 503: self = .unavailable
        default: self = .internalError
        }
    }
}
