internal import CMicroHTTPD
import Synchronization

/// Hands `response` to libmicrohttpd for `connection`, as `ResponseEncoding` encodes it for the request (gzip, 304,
/// `Vary`); a response it cannot send becomes a 500
/// from the error responder, and that failing too becomes a bare 500. `state` is the request's.
func queue(
    _ response: HTTPResponse, on connection: OpaquePointer, state: RequestState, context: ServerContext
) -> MHD_Result {
    let draining = context.draining.load(ordering: .acquiring)
    guard (100...599).contains(response.status) else {
        let detail = "the handler answered with status \(response.status)"
        return queueFallback(context.errorResponder(500, detail), on: connection, state: state, draining: draining)
    }
    let (replacement, addsVary) = ResponseEncoding.prepare(response, state: state, context: context)
    let queued =
        if let replacement {
            tryQueue(replacement, on: connection, state: state, draining: draining, addsVary: addsVary)
        } else {
            tryQueue(response, on: connection, state: state, draining: draining, addsVary: addsVary)
        }
    if let queued { return queued }
    return queueFallback(
        context.errorResponder(500, "the handler's response could not be sent"), on: connection, state: state,
        draining: draining)
}

/// Queues an error response, or a bare 500 when even that cannot be built.
private func queueFallback(
    _ response: HTTPResponse, on connection: OpaquePointer, state: RequestState, draining: Bool
) -> MHD_Result {
    if (100...599).contains(response.status),
        let result = tryQueue(response, on: connection, state: state, draining: draining)
    {
        return result
    }
    return tryQueue(HTTPResponse(status: 500), on: connection, state: state, draining: draining) ?? .NO
}

/// Builds and queues one response; `nil` when libmicrohttpd refuses its body or a header.
private func tryQueue(
    _ response: HTTPResponse, on connection: OpaquePointer, state: RequestState, draining: Bool,
    addsVary: Bool = false
) -> MHD_Result? {
    guard let mhdResponse = makeResponse(response.body, state: state) else { return nil }
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
    if addsVary {
        guard MHD_add_response_header(mhdResponse, "Vary", "Accept-Encoding") == .YES else { return nil }
    }
    if draining {
        guard MHD_add_response_header(mhdResponse, "Connection", "close") == .YES else { return nil }
    }
    return MHD_queue_response(connection, UInt32(response.status), mhdResponse)
}

/// libmicrohttpd's response for `body`, sent from the array's own storage (no copy of the body, and no second
/// allocation of its size, which also made glibc consolidate its small free blocks on every response).
///
/// The storage must outlive the sending. A body of up to `RequestState.keptBodyCapacity` bytes is held by the
/// connection's request state, which keeps it until the connection's next request begins or the connection closes,
/// both after libmicrohttpd has finished with it: no allocation. A larger one, or one for a request without a
/// connection state, is held by a box that libmicrohttpd releases when it frees the response.
private func makeResponse(_ body: [UInt8], state: RequestState) -> OpaquePointer? {
    if !state.ownedByRequest, body.capacity <= RequestState.keptBodyCapacity {
        state.responseBody = body
        return state.responseBody.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_PERSISTENT)
        }
    }
    let box = Unmanaged.passRetained(ResponseBody(body))
    let created = box.takeUnretainedValue().bytes.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer_with_free_callback_cls(
            bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), releaseResponseBody, box.toOpaque())
    }
    if created == nil { box.release() }
    return created
}

/// A response body held for libmicrohttpd until it frees the response.
private final class ResponseBody {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }
}

/// libmicrohttpd's free callback for a response created from a `ResponseBody`: releases the box.
private func releaseResponseBody(_ cls: UnsafeMutableRawPointer?) {
    guard let cls else { return }
    Unmanaged<ResponseBody>.fromOpaque(cls).release()
}
