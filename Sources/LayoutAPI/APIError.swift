/// A request the service cannot answer with a layout, as an RFC 9457 problem (`application/problem+json`).
///
/// `errors` names each offending place with an RFC 6901 JSON pointer into the request body.
public struct APIError: Error, Sendable {
    /// The kind of problem, from `ProblemType`'s catalogue: its `type`, `title` and status.
    public var kind: ProblemType
    /// What went wrong in this request.
    public var detail: String
    /// Each offending place: a JSON pointer and what is wrong there.
    public var errors: [(pointer: String, detail: String)]
    /// The limit on the answer the request went over (a 422 that a larger limit might answer), `nil` for any other
    /// problem.
    public var exceeded: APILimits.AnswerLimit?

    /// HTTP status: 400, 413, 422 or 500 from this module; the service adds its own (`ProblemType.status`).
    public var status: Int { kind.status }
    /// A URI reference naming the kind of problem (relative, under `/problems/`).
    public var type: String { kind.uri }
    /// A short, fixed summary of the kind of problem.
    public var title: String { kind.title }

    /// A problem of `kind` with its detail and the places it names.
    public init(
        _ kind: ProblemType, detail: String, errors: [(pointer: String, detail: String)] = [],
        exceeded: APILimits.AnswerLimit? = nil
    ) {
        self.kind = kind
        self.detail = detail
        self.errors = errors
        self.exceeded = exceeded
    }

    /// 400: the body is not JSON as RFC 8259 defines it (or nests deeper than the limit).
    static func malformed(_ detail: String, pointer: String) -> APIError {
        APIError(.malformedJSON, detail: detail, errors: [(pointer, detail)])
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
        return APIError(.invalidRequest, detail: detail, errors: errors)
    }

    /// 413: more items or sections than the configured limits.
    static func tooLarge(_ detail: String, pointer: String) -> APIError {
        APIError(.tooLarge, detail: detail, errors: [(pointer, detail)])
    }

    /// 422 at `/elements`: the answer would be larger than `limit` bytes (`APILimits.maxAnswerBytes`), found
    /// before it is built.
    public static func answerTooLarge(limit: Int) -> APIError {
        unprocessable(
            "the answer would be larger than the limit of \(limit) bytes; ask for a smaller rect with "
                + "\"elements\": {\"rect\": ...} instead",
            pointer: "/elements", exceeded: .answerBytes)
    }

    /// 422 at `/elements`: a picture would draw more than `limit` elements (`APILimits.maxSVGElements`).
    public static func tooManyDrawnElements(limit: Int) -> APIError {
        unprocessable(
            "the picture would draw more than \(limit) elements; ask for a smaller rect with "
                + "\"elements\": {\"rect\": ...}, or for JSON",
            pointer: "/elements", exceeded: .svgElements)
    }

    /// 422: a well-formed request that no layout can satisfy, or (`exceeded`) whose answer is over that limit.
    static func unprocessable(
        _ detail: String, pointer: String, exceeded: APILimits.AnswerLimit? = nil
    ) -> APIError {
        APIError(.unprocessableLayout, detail: detail, errors: [(pointer, detail)], exceeded: exceeded)
    }
}
