internal import CMicroHTTPD

/// Hands `response` to libmicrohttpd for `connection`; a response it cannot send becomes a 500
/// from the error responder, and that failing too becomes a bare 500.
func queue(_ response: HTTPResponse, on connection: OpaquePointer, context: ServerContext) -> MHD_Result {
    let draining = context.draining.load(ordering: .acquiring)
    guard (100...599).contains(response.status) else {
        let detail = "the handler answered with status \(response.status)"
        return queueFallback(context.errorResponder(500, detail), on: connection, draining: draining)
    }
    if let result = tryQueue(response, on: connection, draining: draining) { return result }
    return queueFallback(
        context.errorResponder(500, "the handler's response could not be sent"), on: connection, draining: draining)
}

/// Queues an error response, or a bare 500 when even that cannot be built.
private func queueFallback(_ response: HTTPResponse, on connection: OpaquePointer, draining: Bool) -> MHD_Result {
    if (100...599).contains(response.status), let result = tryQueue(response, on: connection, draining: draining) {
        return result
    }
    return tryQueue(HTTPResponse(status: 500), on: connection, draining: draining) ?? .NO
}

/// Builds and queues one response; `nil` when libmicrohttpd refuses its body or a header.
private func tryQueue(_ response: HTTPResponse, on connection: OpaquePointer, draining: Bool) -> MHD_Result? {
    // libmicrohttpd sends the body from the array's own storage, kept alive (and, being immutable, in place) by a
    // box it releases when it frees the response: no copy of the body and no second allocation of its size (which
    // also made glibc consolidate its small free blocks on every response).
    let body = Unmanaged.passRetained(ResponseBody(response.body))
    let created = body.takeUnretainedValue().bytes.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer_with_free_callback_cls(
            bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), releaseResponseBody, body.toOpaque())
    }
    guard let mhdResponse = created else {
        body.release()
        return nil
    }
    defer { MHD_destroy_response(mhdResponse) }
    for (name, value) in response.headers {
        // libmicrohttpd computes the length itself; while draining it decides the connection header.
        if ASCII.equalIgnoringCase(name, "content-length") || (draining && ASCII.equalIgnoringCase(name, "connection"))
        {
            continue
        }
        guard MHD_add_response_header(mhdResponse, name, value) == .YES else { return nil }
    }
    if draining {
        guard MHD_add_response_header(mhdResponse, "Connection", "close") == .YES else { return nil }
    }
    return MHD_queue_response(connection, UInt32(response.status), mhdResponse)
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
