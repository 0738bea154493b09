public import HTTPServer
public import LayoutAPI

/// The problems the service raises itself (404, 405, 415; `ContractVersion` adds 406 and a 400), each of
/// `ProblemType`'s catalogue, and the one way any problem becomes a response.
public enum Problems {
    /// 404 for a path the service does not have.
    static func notFound(path: String) -> APIError {
        APIError(
            .notFound, detail: "there is nothing at this path; the service answers POST /layout",
            errors: [(pointer: "", detail: "unknown path")])
    }

    /// 405 for a method the route does not answer (it answers `allowed`).
    static func methodNotAllowed(_ method: String, route: Route, allowed: [String]) -> APIError {
        let allowed = allowed.joined(separator: ", ")
        return APIError(
            .methodNotAllowed, detail: "\(route.rawValue) answers \(allowed), not this method",
            errors: [(pointer: "", detail: "method not allowed")])
    }

    /// 415 for a body that is not declared as JSON; the detail quotes at most `maxQuotedLength` characters of the
    /// `Content-Type` (as the server's own 415 quotes `Content-Encoding`), so a long header does not grow it.
    static func unsupportedMediaType(_ contentType: String?) -> APIError {
        let detail =
            contentType.map { "the body must be application/json (charset utf-8), not \(quoted($0))" }
            ?? "the body must be application/json; the request has no Content-Type"
        return APIError(.unsupportedMediaType, detail: detail, errors: [(pointer: "", detail: "not JSON")])
    }

    /// The most characters of a header value a problem quotes.
    static let maxQuotedLength = 64

    /// `value`, cut to `maxQuotedLength` characters and marked with `…` when it was longer.
    static func quoted(_ value: String) -> String {
        value.count > maxQuotedLength ? String(value.prefix(maxQuotedLength)) + "…" : value
    }

    /// A problem as an `application/problem+json` response.
    public static func response(_ problem: APIError) -> HTTPResponse {
        HTTPResponse(status: problem.status, headers: headers, body: ProblemEncoder.encode(problem))
    }

    /// Every problem answer's headers, made once: a problem describes one request, so no cache may store it; and,
    /// as on every answer, the contract version the server speaks.
    static let headers = [
        (name: "Content-Type", value: LayoutAPI.MediaType.problemJSON.name), (name: "Cache-Control", value: "no-store"),
        ContractVersion.header,
    ]

    /// The responses the HTTP server gives itself (413 for an oversized body, 415 for a body coding it cannot read,
    /// 400 for a request HTTP forbids or a malformed gzip body, 503 while it cannot take one, 500 for a bug), each
    /// the problem of its status (`ProblemType(serverStatus:)`).
    public static func serverResponse(status: Int, detail: String) -> HTTPResponse {
        response(APIError(ProblemType(serverStatus: status), detail: detail, errors: [(pointer: "", detail: detail)]))
    }
}
