public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

extension Layoutd {
    /// The version of the wire contract this client speaks. Each request names it in a `Layout-Contract` header, so a
    /// server that speaks an earlier contract refuses the request (406) instead of reading it as one of its own, and
    /// the client reports that server as too old (`ClientError.serverTooOld`).
    public static let contract = 5

    /// Calls a layoutd service over HTTP: `POST /layout` with a `Request`, answered by a `Response`.
    ///
    /// Needs `URLSession.data(for:)`: iOS 15, macOS 12, tvOS 15, visionOS 1 (the package's platforms).
    public struct Client: Sendable {
        /// The service's root, e.g. `http://127.0.0.1:8080`; paths are appended to it.
        public let baseURL: URL
        /// The session requests go through.
        public let session: URLSession
        /// Whether request bodies of at least `RequestBody.compressionThreshold` bytes are sent gzipped
        /// (`Content-Encoding: gzip`, which the service inflates): a range request carries the whole data each time,
        /// and JSON of many alike items shrinks more than tenfold.
        public let compressesRequests: Bool
        /// The contract version the requests need, sent as `Layout-Contract`: this client's (`Layoutd.contract`)
        /// unless given; an app that sends only an earlier contract's fields may name that one.
        public let contract: Int

        /// A client of the service at `baseURL`, gzipping large request bodies unless `compressesRequests` is false,
        /// its requests needing `contract`.
        public init(
            baseURL: URL, session: URLSession = .shared, compressesRequests: Bool = true,
            contract: Int = Layoutd.contract
        ) {
            self.baseURL = baseURL
            self.session = session
            self.compressesRequests = compressesRequests
            self.contract = contract
        }

        /// Computes a layout: the attributes of the elements `request.elements` selects, and the content size.
        public func layout<Family>(_ request: Request<Family>) async throws(ClientError) -> Response {
            try await answer(request, as: Response.self)
        }

        /// The scroll range answer of `request`, whose `elements` is `.scrollRange(from:to:)`.
        public func scrollRange<Family>(_ request: Request<Family>) async throws(ClientError) -> ScrollRangeResponse {
            try await answer(request, as: ScrollRangeResponse.self)
        }

        /// `request` asked for the scroll range `from...to` (scroll-axis offsets), answered with its viewport, ready
        /// for `attributes(at:)`.
        public func scrollRange<Family>(
            _ request: Request<Family>, from: Double, to: Double
        ) async throws(ClientError) -> ScrollRangeAnswer {
            var ranged = request
            ranged.elements = .scrollRange(from: from, to: to)
            return ScrollRangeAnswer(try await scrollRange(ranged), request: ranged)
        }

        /// The JSON answer of `request` decoded as `Answer`, or the problem the service answered.
        func answer<Family, Answer: Decodable>(
            _ request: Request<Family>, as: Answer.Type
        ) async throws(ClientError) -> Answer {
            let (status, contentType, body) = try await post(request, accept: "application/json")
            return try Self.decode(Answer.self, status: status, contentType: contentType, body: body)
        }

        /// A JSON answer read as `Answer`: a `200` with a JSON body decoded, a problem as `.problem`, anything else
        /// as `.unexpectedResponse`. The one reading of an answer, over HTTP or in process.
        public static func decode<Answer: Decodable>(
            _: Answer.Type, status: Int, contentType: String?, body: Data
        ) throws(ClientError) -> Answer {
            guard status == 200, contentType?.hasPrefix("application/json") == true else {
                throw Self.failure(status: status, contentType: contentType, body: body)
            }
            do {
                return try JSONDecoder().decode(Answer.self, from: body)
            } catch {
                throw .unexpectedResponse(status: status, contentType: contentType, body: body)
            }
        }

        /// The SVG picture of the layout at the request's content offset (`Accept: image/svg+xml`).
        public func svg<Family>(_ request: Request<Family>) async throws(ClientError) -> String {
            let (status, contentType, body) = try await post(request, accept: "image/svg+xml")
            guard status == 200, contentType?.hasPrefix("image/svg+xml") == true else {
                throw Self.failure(status: status, contentType: contentType, body: body)
            }
            return String(decoding: body, as: UTF8.self)
        }

        /// The request body exactly as `layout(_:)` sends it: compact JSON, keys sorted, nil fields left out.
        public static func encode<Family>(_ request: Request<Family>) throws(ClientError) -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            do {
                return try encoder.encode(request)
            } catch {
                throw .invalidRequest(String(describing: error))
            }
        }

        func post<Family>(_ request: Request<Family>, accept: String) async throws(ClientError) -> (
            Int, String?, Data
        ) {
            var urlRequest = URLRequest(url: baseURL.appendingPathComponent("layout"))
            urlRequest.httpMethod = "POST"
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
            urlRequest.setValue(accept, forHTTPHeaderField: "Accept")
            urlRequest.setValue(String(contract), forHTTPHeaderField: "Layout-Contract")
            let body = try RequestBody(request, compressing: compressesRequests)
            if body.isGzipped { urlRequest.setValue("gzip", forHTTPHeaderField: "Content-Encoding") }
            urlRequest.httpBody = body.bytes
            let data: Data
            let response: URLResponse
            do {
                (data, response) = try await session.data(for: urlRequest)
            } catch {
                throw .transport(error)
            }
            guard let http = response as? HTTPURLResponse else {
                throw .unexpectedResponse(status: 0, contentType: nil, body: data)
            }
            let contentType = http.value(forHTTPHeaderField: "Content-Type")
            if http.statusCode != 200 {
                throw Self.failure(
                    status: http.statusCode, contentType: contentType, body: data,
                    retryAfter: Self.retryAfter(http.value(forHTTPHeaderField: "Retry-After")),
                    contract: (
                        speaks: Self.contract(http.value(forHTTPHeaderField: "Layout-Contract")), needs: contract
                    ))
            }
            return (http.statusCode, contentType, data)
        }

        /// `.unavailable` for a 503 or 429 (with the answer's `Retry-After`); `.serverTooOld` for a server that
        /// refused the contract the request needs (`contract.needs`), or that speaks an earlier one
        /// (`contract.speaks`, its `Layout-Contract`; `nil` for a server from before the header) and refused a field
        /// it does not know; else a problem when the body is `application/problem+json`, else an unexpected response.
        static func failure(
            status: Int, contentType: String?, body: Data, retryAfter: Double? = nil,
            contract: (speaks: Int?, needs: Int)? = nil
        ) -> ClientError {
            let problem =
                contentType?.hasPrefix("application/problem+json") == true
                ? try? JSONDecoder().decode(ProblemDetails.self, from: body) : nil
            if status == 503 || status == 429 {
                return .unavailable(status: status, retryAfter: retryAfter, problem: problem)
            }
            if let problem {
                let speaks = contract?.speaks
                let needs = contract?.needs ?? Layoutd.contract
                if problem.type == ProblemDetails.unsupportedContract {
                    return .serverTooOld(speaks: speaks, needs: needs, problem: problem)
                }
                // A field the server does not know, from a server that speaks an earlier contract than the request
                // needs: not the app's mistake but the server's age. From a server that speaks the contract, the
                // unknown field is the app's own (a typo in a raw body): a problem like any other.
                let refusesUnknownField =
                    problem.status == 400 && problem.type == ProblemDetails.invalidRequest
                    && problem.errors.contains { $0.detail.contains("unknown field") }
                if contract != nil, refusesUnknownField, speaks.map({ $0 < needs }) ?? true {
                    return .serverTooOld(speaks: speaks, needs: needs, problem: problem)
                }
                return .problem(problem)
            }
            return .unexpectedResponse(status: status, contentType: contentType, body: body)
        }

        /// A `Layout-Contract` header's version: a whole number from 1; `nil` when absent or anything else.
        static func contract(_ value: String?) -> Int? {
            guard let value, let version = Int(value.trimmingCharacters(in: .whitespaces)), version >= 1 else {
                return nil
            }
            return version
        }

        /// A `Retry-After` header's delay in seconds: its delta-seconds form (RFC 9110 §10.2.3; the service sends
        /// `1`); `nil` for an HTTP date or anything else.
        static func retryAfter(_ value: String?) -> Double? {
            guard let value, let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else {
                return nil
            }
            return Double(seconds)
        }
    }

    /// Why a call to the service did not produce a layout.
    public enum ClientError: Error, Sendable, CustomStringConvertible {
        /// The service answered with a problem (400, 413, 415, 422, …): its details, with JSON pointers.
        case problem(ProblemDetails)
        /// The service could not take the request now (503: its queue is full or it is draining; 429): the status,
        /// how long it asked to wait (`Retry-After`, in seconds) when it said, and its problem when it sent one.
        case unavailable(status: Int, retryAfter: Double?, problem: ProblemDetails?)
        /// The request never got an answer: connection refused, timed out, cancelled.
        case transport(any Error)
        /// An answer that is neither the expected body nor a problem (for example a proxy's HTML error page).
        case unexpectedResponse(status: Int, contentType: String?, body: Data)
        /// The request could not be encoded as JSON (a NaN or infinite number).
        case invalidRequest(String)
        /// The service speaks an earlier contract than the request needs (`needs`, the client's `contract`): it
        /// refused the request's `Layout-Contract` (406), or refused a field it does not know while naming an earlier
        /// contract, or none (a server from before the header). `speaks` is the contract its answer named, and
        /// `problem` what it answered. Asking again will not help; a newer server will.
        case serverTooOld(speaks: Int?, needs: Int, problem: ProblemDetails)

        /// How long the service asked to wait before asking again (`Retry-After`), when it said.
        public var retryAfter: Double? {
            if case .unavailable(_, let retryAfter, _) = self { return retryAfter }
            return nil
        }

        /// The HTTP status, when there was an answer.
        public var status: Int? {
            switch self {
            case .problem(let problem): problem.status
            case .unavailable(let status, _, _): status
            case .unexpectedResponse(let status, _, _): status
            case .serverTooOld(_, _, let problem): problem.status
            case .transport, .invalidRequest: nil
            }
        }

        /// A one-line explanation.
        public var description: String {
            switch self {
            case .problem(let problem):
                let located = problem.errors.map { " \($0.pointer): \($0.detail)" }.joined(separator: ";")
                return "\(problem.status) \(problem.title): \(problem.detail)\(located.isEmpty ? "" : " —" + located)"
            case .unavailable(let status, let retryAfter, let problem):
                let wait = retryAfter.map { ", retry after \($0) s" } ?? ""
                return "\(status) unavailable\(wait)\(problem.map { ": \($0.detail)" } ?? "")"
            case .transport(let error):
                return "transport error: \(error)"
            case .unexpectedResponse(let status, let contentType, let body):
                return "unexpected response \(status) (\(contentType ?? "no content type"), \(body.count) bytes)"
            case .invalidRequest(let detail):
                return "invalid request: \(detail)"
            case .serverTooOld(let speaks, let needs, let problem):
                let server =
                    speaks.map { "the service speaks layout contract \($0)" } ?? "the service names no contract"
                return
                    "server too old: \(server), the request needs contract \(needs) (\(problem.status): \(problem.detail))"
            }
        }
    }
}
