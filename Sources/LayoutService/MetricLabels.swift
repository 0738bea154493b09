import LayoutEngine

/// The `family` label of `layoutd_requests_total`: the layout family of a `POST /layout` request, as the wire
/// names it (`layout.type`), or `undecoded` when the service never learnt it: the body did not decode (400, 413),
/// was not declared as JSON (415), or the server refused the request before reading it (413, 400).
enum FamilyLabel: Int, CaseIterable {
    case flow
    case waterfall
    case iglist
    case magazine
    case compositional
    case undecoded

    /// The label value.
    var name: String {
        switch self {
        case .flow: "flow"
        case .waterfall: "waterfall"
        case .iglist: "iglist"
        case .magazine: "magazine"
        case .compositional: "compositional"
        case .undecoded: "undecoded"
        }
    }

    /// The label of a decoded request's family.
    init(_ family: borrowing LayoutFamily) {
        switch family {
        case .flow: self = .flow
        case .waterfall: self = .waterfall
        case .iglist: self = .iglist
        case .magazine: self = .magazine
        case .compositional: self = .compositional
        }
    }
}

/// The `type` label of `layoutd_problems_total`: every problem type the service answers with (`openapi.yaml`'s
/// `Problem.type` lists the same), and `other` for a type this table does not know (none today; a test holds the
/// table equal to the types raised).
enum ProblemType: Int, CaseIterable {
    case malformedJSON
    case invalidRequest
    case tooLarge
    case unprocessableLayout
    case internalError
    case notFound
    case methodNotAllowed
    case unsupportedMediaType
    case unsupportedContentEncoding
    case malformedRequest
    case unavailable
    case unsupportedContract
    case other

    /// The problem's `type` as its body gives it (`other` for `other`).
    var uri: String {
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
        case .other: "other"
        }
    }

    /// The case whose `uri` is `type`, else `other`.
    init(uri type: String) {
        self = Self.allCases.first { $0.uri == type && $0 != .other } ?? .other
    }

    /// The problem the HTTP server's own answers carry (its error responder, `Problems.serverResponse`): 413 for a
    /// body over the limit, 415 for a body coding it cannot read, 400 for a request it cannot frame or a malformed
    /// gzip body, 503 while it cannot take the request, 500 otherwise.
    init(serverStatus status: Int) {
        switch status {
        case 413: self = .tooLarge
        case 415: self = .unsupportedContentEncoding
        case 400: self = .malformedRequest
        case 503: self = .unavailable
        default: self = .internalError
        }
    }
}
