internal import CMicroHTTPD
import Synchronization

/// A response ready to hand to libmicrohttpd: encoded for its request (`ResponseEncoding`: gzip, 304, `Vary`), its
/// body held, when large, by a box counted in the server's bytes in flight until libmicrohttpd frees the response.
///
/// Made by `prepare` on whichever thread answered (a worker, for an offloaded request: the gzip of a large answer is
/// a worker's work, inside admission), queued by `submit` on the connection's I/O thread.
struct PreparedResponse {
    /// The response as it will be sent.
    var response: HTTPResponse
    /// Whether `Vary: Accept-Encoding` is added.
    var addsVary: Bool
    /// The box that holds a large body (see `makeResponse`), `nil` for a small one.
    var held: ResponseBody?
    /// For an answer of the server's own (its error responder), the status it meant, for the observer.
    var serverStatus: Int?
}

/// `response` prepared for the request whose state is `state`: a status outside 100...599 becomes the error
/// responder's 500, and the body is encoded as the request accepts.
func prepare(_ response: HTTPResponse, state: RequestState, context: ServerContext) -> PreparedResponse {
    guard (100...599).contains(response.status) else {
        let fallback = context.errorResponder(500, "the handler answered with status \(response.status)")
        let valid = (100...599).contains(fallback.status) ? fallback : HTTPResponse(status: 500)
        return prepare(valid, state: state, context: context)
    }
    let (replacement, addsVary) = ResponseEncoding.prepare(response, state: state, context: context)
    let sent = replacement ?? response
    return PreparedResponse(response: sent, addsVary: addsVary, held: ResponseBody.holding(sent.body, state: state))
}

/// The error responder's answer for `status` with `headers` added, prepared; `closing` adds `Connection: close`
/// (the request's body, if any, is left unread, so the connection cannot be reused).
func prepareServerAnswer(
    _ status: Int, _ detail: String, state: RequestState, context: ServerContext, closing: Bool,
    headers: [(name: String, value: String)] = []
) -> PreparedResponse {
    var response = context.errorResponder(status, detail)
    response.headers += headers
    if closing { response.headers.append((name: "Connection", value: "close")) }
    var prepared = prepare(response, state: state, context: context)
    prepared.serverStatus = status
    return prepared
}

/// Answers 503 with `Retry-After` for `reason`, counted.
func refuse(
    _ reason: HTTPServerCounters.RequestRefusal, on connection: OpaquePointer, state: RequestState,
    context: ServerContext, closing: Bool
) -> MHD_Result {
    context.counters.count(reason)
    return submit(
        prepareRefusal(reason, state: state, context: context, closing: closing), on: connection, state: state,
        context: context)
}

/// The 503 for `reason`, prepared.
func prepareRefusal(
    _ reason: HTTPServerCounters.RequestRefusal, state: RequestState, context: ServerContext, closing: Bool
) -> PreparedResponse {
    let detail =
        switch reason {
        case .queueFull: "the server has \(context.pool.capacity) requests waiting already; retry shortly"
        case .bytesInFlight:
            "the server holds its limit of \(context.maxBytesInFlight) bytes of requests and answers; retry shortly"
        case .stopping: "the server is stopping; retry on another replica"
        }
    return prepareServerAnswer(
        503, detail, state: state, context: context, closing: closing,
        headers: [(name: "Retry-After", value: "\(ServerContext.retryAfterSeconds)")])
}

/// Queues the error responder's answer for `status` (see `prepareServerAnswer`).
func queueServerAnswer(
    _ status: Int, _ detail: String, on connection: OpaquePointer, state: RequestState, context: ServerContext,
    closing: Bool, headers: [(name: String, value: String)] = []
) -> MHD_Result {
    let prepared = prepareServerAnswer(
        status, detail, state: state, context: context, closing: closing, headers: headers)
    return submit(prepared, on: connection, state: state, context: context)
}

/// Hands `response` to libmicrohttpd for `connection`: `prepare` then `submit`. `state` is the request's.
func queue(
    _ response: HTTPResponse, on connection: OpaquePointer, state: RequestState, context: ServerContext
) -> MHD_Result {
    submit(prepare(response, state: state, context: context), on: connection, state: state, context: context)
}

/// Queues a prepared response on `connection`; one libmicrohttpd refuses (its body or a header) becomes a 500 from
/// the error responder, and that failing too a bare 500. An answer of the server's own gets the
/// `serverAnswerHeaders` for its request and is reported to the observer (as the handler's answers are counted: when
/// queued), with the status libmicrohttpd took.
func submit(
    _ answer: PreparedResponse, on connection: OpaquePointer, state: RequestState, context: ServerContext
) -> MHD_Result {
    state.clock?.enter(.answering)
    var prepared = answer
    if prepared.serverStatus != nil, let serverAnswerHeaders = context.serverAnswerHeaders {
        // The headers are read in place from the connection, still whole: submit runs on its I/O thread.
        let request = HTTPRequest(
            state: state, connection: connection, body: UnsafeRawBufferPointer(start: nil, count: 0))
        prepared.response.headers += serverAnswerHeaders(request)
    }
    let draining = context.draining.load(ordering: .acquiring)
    var result = tryQueue(prepared, on: connection, state: state, draining: draining)
    if result == nil {
        let fallback = prepare(
            context.errorResponder(500, "the handler's response could not be sent"), state: state, context: context)
        result =
            tryQueue(fallback, on: connection, state: state, draining: draining)
            ?? tryQueue(
                PreparedResponse(response: HTTPResponse(status: 500), addsVary: false), on: connection, state: state,
                draining: draining)
    }
    let queued = result ?? .NO
    state.lifecycle.queued(by: prepared.serverStatus == nil ? .handler : .server)
    if let status = prepared.serverStatus {
        if queued == .YES, let observer = context.observer {
            let sent = Int(cmhd_http_status(connection))
            observer(
                ServerAnswer(
                    method: state.method, path: state.rawPath, status: sent > 0 ? sent : status,
                    bytes: sent == status ? prepared.response.body.count : nil))
        }
    }
    return queued
}

/// Builds and queues one response; `nil` when libmicrohttpd refuses its body or a header.
private func tryQueue(
    _ prepared: PreparedResponse, on connection: OpaquePointer, state: RequestState, draining: Bool
) -> MHD_Result? {
    let response = prepared.response
    guard let mhdResponse = makeResponse(prepared, state: state) else { return nil }
    defer { MHD_destroy_response(mhdResponse) }
    for header in response.headers {
        // libmicrohttpd computes the length itself; while draining it decides the connection header.
        if ASCII.equalIgnoringCase(header.name, "content-length")
            || (draining && ASCII.equalIgnoringCase(header.name, "connection"))
        {
            continue
        }
        // `withCString` rather than the implicit conversion, which copies a short string to the heap.
        let added = header.name.withCString { name in
            header.value.withCString { value in MHD_add_response_header(mhdResponse, name, value) }
        }
        guard added == .YES else { return nil }
    }
    if prepared.addsVary {
        guard MHD_add_response_header(mhdResponse, "Vary", "Accept-Encoding") == .YES else { return nil }
    }
    if draining {
        guard MHD_add_response_header(mhdResponse, "Connection", "close") == .YES else { return nil }
    }
    return MHD_queue_response(connection, UInt32(response.status), mhdResponse)
}

/// libmicrohttpd's response for the prepared body, sent from the array's own storage (no copy of the body, and no
/// second allocation of its size, which also made glibc consolidate its small free blocks on every response).
///
/// The storage must outlive the sending. A body of up to `RequestState.keptBodyCapacity` bytes is held by the
/// connection's request state, which keeps it until the connection's next request begins or the connection closes,
/// both after libmicrohttpd has finished with it: no allocation. A larger one, or one for a request without a
/// connection state, is held by its `ResponseBody` box, which libmicrohttpd releases when it frees the response.
private func makeResponse(_ prepared: PreparedResponse, state: RequestState) -> OpaquePointer? {
    guard let held = prepared.held else {
        state.responseBody = prepared.response.body
        return state.responseBody.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_PERSISTENT)
        }
    }
    let box = Unmanaged.passRetained(held)
    let created = held.bytes.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer_with_free_callback_cls(
            bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), releaseResponseBody, box.toOpaque())
    }
    if created == nil { box.release() }
    return created
}

/// A response body held for libmicrohttpd until it frees the response, counted in the server's bytes in flight
/// (by its capacity) from the moment it is prepared until then: an answer computed and not yet sent.
final class ResponseBody {
    let bytes: [UInt8]
    private let counters: HTTPServerCounters
    private let counted: Int

    private init(_ bytes: [UInt8], counters: HTTPServerCounters) {
        self.bytes = bytes
        self.counters = counters
        counted = bytes.capacity
        counters.bytesInFlight.add(counted, ordering: .relaxed)
    }

    deinit {
        counters.bytesInFlight.subtract(counted, ordering: .relaxed)
    }

    /// The box for `body` when the request's state cannot hold it (`makeResponse`), else `nil`.
    static func holding(_ body: [UInt8], state: RequestState) -> ResponseBody? {
        guard state.ownedByRequest || body.capacity > RequestState.keptBodyCapacity else { return nil }
        return ResponseBody(body, counters: state.counters)
    }
}

/// libmicrohttpd's free callback for a response created from a `ResponseBody`: releases the box.
private func releaseResponseBody(_ cls: UnsafeMutableRawPointer?) {
    guard let cls else { return }
    Unmanaged<ResponseBody>.fromOpaque(cls).release()
}
