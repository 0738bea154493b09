public import LayoutEngine

/// The one `POST /layout` pipeline: decode → compute → encode. The server's handler, the `layoutd compute` and
/// `layoutd render` commands and the fuzz targets all call `respond`, so the fuzzed path is the served path.
public enum LayoutAPI {
    /// The media types of the pipeline's answers.
    public enum MediaType: Sendable, CaseIterable {
        /// `application/json`: the contract's answer.
        case json
        /// `application/problem+json`: every problem (RFC 9457).
        case problemJSON
        /// `image/svg+xml`: a picture of the layout.
        case svg

        /// The `Content-Type` value.
        public var name: String {
            switch self {
            case .json: "application/json"
            case .problemJSON: "application/problem+json"
            case .svg: "image/svg+xml"
            }
        }
    }

    /// The version of the wire contract this build speaks: every answer names it (the service's `Layout-Contract`
    /// header), a request may name the version it needs, and an unknown field's problem says it. Each contract keeps
    /// the requests of the earlier ones valid, so a server serves a request that needs this version or an earlier
    /// one, and refuses one that needs a later one.
    public static let contract = 5

    /// What one pass through the pipeline answers.
    public struct Answer: Sendable {
        /// The HTTP status: 200, or the problem's status (400/413 from decoding, 422 from the engine).
        public var status: Int
        /// JSON, the renderer's media type, or problem JSON.
        public var mediaType: MediaType
        /// The response body.
        public var body: [UInt8]
        /// The decoded request, when decoding succeeded (for metrics: how many items it laid out).
        public var request: LayoutRequest?
        /// The problem, when the status is not 200.
        public var problem: APIError?
    }

    /// How a computed layout becomes a response body: JSON by default; the service adds SVG.
    public struct Renderer: Sendable {
        /// The media type of the rendered body.
        public var mediaType: MediaType
        /// Whether the renderer draws the engine's guides (`LayoutResult.guides`: section bands, pin lines, the
        /// work left), which the engine then computes.
        public var wantsGuides: Bool
        /// Turns the result (and the request it came from) into bytes within the limits (`maxAnswerBytes`).
        public var render: @Sendable (LayoutResult, LayoutRequest, APILimits) throws(APIError) -> [UInt8]

        /// A renderer from its media type and function.
        public init(
            mediaType: MediaType, wantsGuides: Bool = false,
            render: @escaping @Sendable (LayoutResult, LayoutRequest, APILimits) throws(APIError) -> [UInt8]
        ) {
            self.mediaType = mediaType
            self.wantsGuides = wantsGuides
            self.render = render
        }

        /// The contract's JSON response body.
        public static let json = Renderer(mediaType: .json) { result, _, limits throws(APIError) in
            try encode(result, limits: limits)
        }
    }

    /// Decodes `body`, lays it out and renders the result; every failure becomes its problem+json answer
    /// (400/413 from decoding, 422 from the engine), never a 500 for bad input.
    /// - Complexity: O(body bytes + laid-out items + returned attributes).
    public static func respond(
        toBody body: [UInt8], limits: APILimits = APILimits(), renderer: Renderer = .json
    ) -> Answer {
        respond(toBody: body.span.bytes, limits: limits, renderer: renderer)
    }

    /// `respond(toBody:limits:renderer:)` for a body read in place (the server's buffer), without copying it.
    /// - Complexity: O(body bytes + laid-out items + returned attributes).
    public static func respond(
        toBody body: RawSpan, limits: APILimits = APILimits(), renderer: Renderer = .json
    ) -> Answer {
        // One owner of the decoded request from decoding to the answer: moved into it, never copied.
        let request: LayoutRequest
        do throws(APIError) {
            request = try body.withUnsafeBytes { bytes throws(APIError) in
                try LayoutRequestDecoder.decode(bytes, limits: limits)
            }
        } catch {
            return problem(error, request: nil)
        }
        do throws(APIError) {
            let result = try compute(request, limits: limits, guides: renderer.wantsGuides)
            let rendered = try renderer.render(result, request, limits)
            return Answer(
                status: 200, mediaType: renderer.mediaType, body: rendered, request: request, problem: nil)
        } catch {
            return problem(error, request: request)
        }
    }

    /// The problem+json answer for `error`.
    private static func problem(_ error: APIError, request: consuming LayoutRequest?) -> Answer {
        Answer(
            status: error.status, mediaType: .problemJSON, body: ProblemEncoder.encode(error),
            request: request, problem: error)
    }

    /// Step 1: the request body as a located, validated request (400/413 problems).
    /// - Complexity: O(body bytes).
    public static func decode(_ body: [UInt8], limits: APILimits = APILimits()) throws(APIError) -> LayoutRequest {
        try LayoutRequestDecoder.decode(body, limits: limits)
    }

    /// Step 2: the layout of a decoded request (with the engine's guides for a picture when `guides`); engine
    /// errors become 422 problems.
    /// - Complexity: O(laid-out items + returned attributes).
    public static func compute(
        _ request: LayoutRequest, limits: APILimits = APILimits(), guides: Bool = false
    ) throws(APIError) -> LayoutResult {
        do throws(LayoutError) {
            if let update = request.update {
                return try computeLayout(
                    request.description, elements: request.elements, limits: limits.layoutLimits, update: update,
                    guides: guides)
            }
            return try computeLayout(
                request.description, elements: request.elements, limits: limits.layoutLimits, guides: guides)
        } catch {
            throw APIError(error)
        }
    }

    /// Step 3: the contract's JSON body for a result; a body larger than `limits.maxAnswerBytes` is a 422 at
    /// `/elements`, refused before it is built.
    /// - Complexity: O(returned attributes).
    public static func encode(_ result: LayoutResult, limits: APILimits = APILimits()) throws(APIError) -> [UInt8] {
        do throws(LayoutResponseEncoder.Refusal) {
            return try LayoutResponseEncoder.encodeFinite(result, maxBytes: limits.maxAnswerBytes)
        } catch .tooLarge(let limit) {
            throw APIError.answerTooLarge(limit: limit)
        } catch {
            // The engine answers every impossible number with a located 422 first, so this is a bug: a 500
            // (counted in the metrics and the access log by its status), never a silent 0.
            throw APIError(
                .internalError, detail: "the layout produced a number that is not finite; this is a bug in layoutd",
                errors: [(pointer: "", detail: "non-finite number in the result")])
        }
    }
}
