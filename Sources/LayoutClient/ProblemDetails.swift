extension Layoutd {
    /// An `application/problem+json` body (RFC 9457) as the service sends it.
    public struct ProblemDetails: Codable, Sendable, Hashable {
        /// One located validation error.
        public struct FieldError: Codable, Sendable, Hashable {
            /// A JSON pointer into the request, e.g. `/sections/2/items/5/height` (`""` is the whole request).
            public var pointer: String
            /// What is wrong there.
            public var detail: String

            /// An error at `pointer`.
            public init(pointer: String, detail: String) {
                self.pointer = pointer
                self.detail = detail
            }
        }

        /// A URI reference naming the kind of problem, e.g. `/problems/invalid-request`.
        public var type: String
        /// A short summary of the kind.
        public var title: String
        /// The HTTP status code.
        public var status: Int
        /// What went wrong with this request.
        public var detail: String
        /// The located errors; empty when the server sent none.
        public var errors: [FieldError]

        /// The type of a request that breaks the contract (400): an unknown field among them.
        public static let invalidRequest = "/problems/invalid-request"
        /// The type of a request needing a later contract than the server speaks (406).
        public static let unsupportedContract = "/problems/unsupported-contract"

        /// A problem with the given fields.
        public init(type: String, title: String, status: Int, detail: String, errors: [FieldError] = []) {
            self.type = type
            self.title = title
            self.status = status
            self.detail = detail
            self.errors = errors
        }

        enum CodingKeys: String, CodingKey {
            case type, title, status, detail, errors
        }

        /// Reads a problem; `type` defaults to `about:blank` and `errors` to none, as RFC 9457 allows.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decodeIfPresent(String.self, forKey: .type) ?? "about:blank"
            title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
            status = try container.decode(Int.self, forKey: .status)
            detail = try container.decodeIfPresent(String.self, forKey: .detail) ?? ""
            errors = try container.decodeIfPresent([FieldError].self, forKey: .errors) ?? []
        }

        /// The first located error's pointer, if any.
        public var pointer: String? { errors.first?.pointer }
    }
}
