import Foundation
import LayoutAPI
public import LayoutClient

// The service's pipeline inside the app: a request's bytes, exactly as `Layoutd.Client` would send them, answered by
// `LayoutAPI.respond(toBody:)`, the function the server's `/layout` handler calls, then read back as the client reads
// an HTTP answer (`Layoutd.Client.decode`). LayoutAPI and LayoutEngine are pure Swift with no imports, so an app can
// link them; `InProcessTransportTests` holds the answers equal to the live server's, byte for byte.

extension Layoutd {
    /// A transport that answers in the app, with no network: the service's own decoder, engine and encoder run on
    /// the request bytes the client would send, so the answer is the server's, byte for byte (the answer-size and
    /// attribute limits are the service's defaults). A `ScrollRangeModel` takes one as its `fallback` for the first
    /// screen, for an offset no answer covers while its window is on its way, and while the service cannot be
    /// reached; it can also be a model's only transport.
    ///
    /// The synchronous calls compute on the calling thread: encoding the request costs what `Client.encode` costs
    /// (it grows with the data), laying it out what the service's CPU time per request is. The transport calls
    /// (`fetchScrollRange`, `fetchLayout`) compute on a task off the main actor.
    public struct InProcessTransport: Sendable {
        /// A transport answering with the service's default limits.
        public init() {}

        /// What the server answers to a `POST /layout` with `body`: the status, the content type and the body.
        public static func respond(toBody body: [UInt8]) -> (status: Int, contentType: String, body: [UInt8]) {
            let answer = LayoutAPI.respond(toBody: body)
            return (answer.status, answer.mediaType.name, answer.body)
        }

        /// `request`'s answer read as `Answer`, as the client reads the server's.
        func answer<Family, Answer: Decodable>(
            _ request: Request<Family>, as: Answer.Type
        ) -> Result<Answer, ClientError> {
            do throws(ClientError) {
                let body = try Client.encode(request)
                let (status, contentType, answer) = Self.respond(toBody: [UInt8](body))
                return .success(
                    try Client.decode(Answer.self, status: status, contentType: contentType, body: Data(answer)))
            } catch {
                return .failure(error)
            }
        }

        /// The range answer of `request` (whose `elements` is a scroll range), computed now.
        public func scrollRange<Family>(_ request: Request<Family>) -> Result<ScrollRangeResponse, ClientError> {
            answer(request, as: ScrollRangeResponse.self)
        }

        /// The answer of `request`, computed now.
        public func layout<Family>(_ request: Request<Family>) -> Result<Response, ClientError> {
            answer(request, as: Response.self)
        }
    }
}

extension Layoutd.InProcessTransport: Layoutd.ScrollRangeTransport {
    /// `scrollRange(_:)` on a task off the main actor; the outcome handed to `completion` on the main actor unless
    /// cancelled first.
    @MainActor
    @discardableResult
    public func fetchScrollRange<Family: Layoutd.LayoutFamily>(
        _ request: Layoutd.Request<Family>,
        completion: @escaping @MainActor (Result<Layoutd.ScrollRangeResponse, Layoutd.ClientError>) -> Void
    ) -> Layoutd.TransportTask {
        let transport = self
        let task = Task.detached {
            let result = transport.scrollRange(request)
            guard !Task.isCancelled else { return }
            await MainActor.run { completion(result) }
        }
        return Layoutd.TransportTask { task.cancel() }
    }

    /// `layout(_:)` on a task off the main actor, as `fetchScrollRange`.
    @MainActor
    @discardableResult
    public func fetchLayout<Family: Layoutd.LayoutFamily>(
        _ request: Layoutd.Request<Family>,
        completion: @escaping @MainActor (Result<Layoutd.Response, Layoutd.ClientError>) -> Void
    ) -> Layoutd.TransportTask {
        let transport = self
        let task = Task.detached {
            let result = transport.layout(request)
            guard !Task.isCancelled else { return }
            await MainActor.run { completion(result) }
        }
        return Layoutd.TransportTask { task.cancel() }
    }
}

extension Layoutd.InProcessTransport: Layoutd.ImmediateLayoutSource {
    /// `scrollRange(_:)`, computed on the main actor now.
    @MainActor
    public func immediateScrollRange<Family: Layoutd.LayoutFamily>(
        _ request: Layoutd.Request<Family>
    ) -> Result<Layoutd.ScrollRangeResponse, Layoutd.ClientError> {
        scrollRange(request)
    }
}
