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
    let created = response.body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(
            bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let mhdResponse = created else { return nil }
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
