/// A request the service cannot answer with a layout, as an RFC 9457 problem (`application/problem+json`).
///
/// `errors` names each offending place with an RFC 6901 JSON pointer into the request body.
public struct APIError: Error, Sendable {
    /// HTTP status: 400, 413 or 422 from this module; the service adds 404, 405 and 415.
    public var status: Int
    /// A URI reference naming the kind of problem (relative, under `/problems/`).
    public var type: String
    /// A short, fixed summary of the kind of problem.
    public var title: String
    /// What went wrong in this request.
    public var detail: String
    /// Each offending place: a JSON pointer and what is wrong there.
    public var errors: [(pointer: String, detail: String)]

    /// A problem with every field given.
    public init(
        status: Int, type: String, title: String, detail: String, errors: [(pointer: String, detail: String)] = []
    ) {
        self.status = status
        self.type = type
        self.title = title
        self.detail = detail
        self.errors = errors
    }

    /// 400: the body is not JSON as RFC 8259 defines it (or nests deeper than the limit).
    static func malformed(_ detail: String, pointer: String) -> APIError {
        APIError(
            status: 400, type: "/problems/malformed-json", title: "Malformed JSON", detail: detail,
            errors: [(pointer, detail)])
    }

    /// 400: well-formed JSON that breaks the contract (unknown field, wrong type, value out of range). With
    /// `unknownField` (a member was refused as unknown) the detail names the contract this server speaks: a field of
    /// a later contract is unknown to it, and the client can tell that from its own typo.
    static func invalid(_ errors: [(pointer: String, detail: String)], unknownField: Bool = false) -> APIError {
        var detail =
            errors.count == 1
            ? "The request has an invalid value at \(errors[0].pointer): \(errors[0].detail)."
            : "The request has \(errors.count) invalid values; see errors."
        if unknownField { detail += " This server speaks layout contract \(LayoutAPI.contract)." }
        return APIError(
            status: 400, type: "/problems/invalid-request", title: "Invalid request", detail: detail, errors: errors)
    }

    /// 413: more items or sections than the configured limits.
    static func tooLarge(_ detail: String, pointer: String) -> APIError {
        APIError(
            status: 413, type: "/problems/too-large", title: "Request too large", detail: detail,
            errors: [(pointer, detail)])
    }

    /// 422 at `/elements`: the answer would be larger than `limit` bytes (`APILimits.maxAnswerBytes`), found
    /// before it is built.
    public static func answerTooLarge(limit: Int) -> APIError {
        unprocessable(
            "the answer would be larger than the limit of \(limit) bytes; ask for a smaller rect with "
                + "\"elements\": {\"rect\": ...} instead",
            pointer: "/elements")
    }

    /// 422 at `/elements`: a picture would draw more than `limit` elements (`APILimits.maxSVGElements`).
    public static func tooManyDrawnElements(limit: Int) -> APIError {
        unprocessable(
            "the picture would draw more than \(limit) elements; ask for a smaller rect with "
                + "\"elements\": {\"rect\": ...}, or for JSON",
            pointer: "/elements")
    }

    /// 422: a well-formed request that no layout can satisfy.
    static func unprocessable(_ detail: String, pointer: String) -> APIError {
        APIError(
            status: 422, type: "/problems/unprocessable-layout", title: "Layout cannot be computed", detail: detail,
            errors: [(pointer, detail)])
    }
}
