internal import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// The functions libmicrohttpd calls. They are plain top-level functions (C function pointers capture
// nothing); the daemon's `ServerContext` arrives as `cls`, the request's `RequestState` as `con_cls`.
// They run on the daemon's worker threads, several at once.

/// Called once per request with the raw target, before parsing: creates the request's state.
func mhdURILog(
    _ cls: UnsafeMutableRawPointer?,
    _ uri: UnsafePointer<CChar>?,
    _ connection: OpaquePointer?
) -> UnsafeMutableRawPointer? {
    let state = RequestState(rawTarget: uri.map { String(cString: $0) } ?? "")
    return Unmanaged.passRetained(state).toOpaque()
}

/// Called when the headers are in, for each piece of body, and once the body is complete.
func mhdAccess(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?,
    _ version: UnsafePointer<CChar>?,
    _ uploadData: UnsafePointer<CChar>?,
    _ uploadDataSize: UnsafeMutablePointer<Int>?,
    _ conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let uploadDataSize, let conCls else { return .NO }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    let state: RequestState
    if let raw = conCls.pointee {
        state = Unmanaged<RequestState>.fromOpaque(raw).takeUnretainedValue()
    } else {
        state = RequestState(rawTarget: url.map { String(cString: $0) } ?? "")
        conCls.pointee = Unmanaged.passRetained(state).toOpaque()
    }

    // 1. First call: the headers are in, no body has been read. Refuse a declared oversized body now.
    if !state.started {
        state.started = true
        context.inFlight.add(1, ordering: .relaxed)
        if let declared = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length") {
            let length = UInt64(String(cString: declared)) ?? 0
            if length > UInt64(context.maxBodyBytes) {
                let detail = "the declared body of \(length) bytes exceeds the limit of \(context.maxBodyBytes) bytes"
                return queue(context.errorResponder(413, detail), on: connection, context: context)
            }
            // Reserve what is declared, up to 1 MiB: a client that declares a large body and then stalls ties up
            // no more than that per connection; larger bodies grow geometrically as they arrive.
            state.body.reserveCapacity(Int(min(length, 1 << 20)))
        }
        return .YES
    }

    // 2. A piece of body: keep it while within the limit, otherwise drop everything and remember.
    let size = uploadDataSize.pointee
    if size > 0 {
        if !state.overLimit, let uploadData {
            if state.body.count + size > context.maxBodyBytes {
                state.overLimit = true
                state.body = []
            } else {
                state.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: size))
            }
        }
        state.received += size
        uploadDataSize.pointee = 0
        // libmicrohttpd 0.9.75 cannot queue a response while a body is still arriving, so an oversized
        // chunked body is drained and answered 413 at its end; one that goes on far past the limit
        // loses its connection instead, so a client cannot make the server read forever.
        if state.overLimit && state.received - context.maxBodyBytes > discardAllowance(context.maxBodyBytes) {
            return .NO
        }
        return .YES
    }

    // 3. The body is complete: answer.
    if state.overLimit {
        let detail = "the body of \(state.received) bytes exceeds the limit of \(context.maxBodyBytes) bytes"
        return queue(context.errorResponder(413, detail), on: connection, context: context)
    }
    let request = HTTPRequest(
        method: method.map { String(cString: $0) } ?? "",
        path: url.map { String(cString: $0) } ?? "/",
        query: state.query,
        headers: requestHeaders(of: connection),
        body: state.body
    )
    state.body = []
    return queue(context.handler(request), on: connection, context: context)
}

/// How many bytes past the limit an oversized chunked body may run before its connection is closed.
func discardAllowance(_ maxBodyBytes: Int) -> Int {
    max(maxBodyBytes, 1 << 20)
}

/// Called when a request is finished (answered, failed or timed out): frees its state.
func mhdCompleted(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ reason: MHD_RequestTerminationCode
) {
    guard let cls, let conCls, let raw = conCls.pointee else { return }
    conCls.pointee = nil
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    let state = Unmanaged<RequestState>.fromOpaque(raw).takeRetainedValue()
    if state.started { context.inFlight.subtract(1, ordering: .relaxed) }
}

/// Receives libmicrohttpd's printf-style error messages.
func mhdLog(_ cls: UnsafeMutableRawPointer?, _ format: UnsafePointer<CChar>?, _ arguments: CVaListPointer?) {
    guard let cls, let format, let arguments else { return }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    var buffer = [CChar](repeating: 0, count: 512)
    let message = buffer.withUnsafeMutableBufferPointer { chars in
        _ = vsnprintf(chars.baseAddress, chars.count, format, arguments)
        return String(cString: chars.baseAddress!)
    }
    context.log(message)
}

/// Appends one header to the `[(name:value:)]` array that `cls` points to, name lowercased.
private func collectHeader(
    _ cls: UnsafeMutableRawPointer?,
    _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?,
    _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let headers = cls.assumingMemoryBound(to: [(name: String, value: String)].self)
    headers.pointee.append((String(cString: key).lowercased(), value.map { String(cString: $0) } ?? ""))
    return .YES
}

/// The request headers of `connection`, in arrival order, names lowercased.
private func requestHeaders(of connection: OpaquePointer) -> [(name: String, value: String)] {
    var headers: [(name: String, value: String)] = []
    withUnsafeMutablePointer(to: &headers) { pointer in
        _ = MHD_get_connection_values(connection, .HEADER_KIND, collectHeader, pointer)
    }
    return headers
}

/// Called for each accepted socket before libmicrohttpd serves it: refuses (closes) it when `connectionLimit`
/// connections are already open.
func mhdAcceptPolicy(
    _ cls: UnsafeMutableRawPointer?, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t
) -> MHD_Result {
    guard let cls else { return .YES }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    return context.openConnections.load(ordering: .relaxed) < context.connectionLimit ? .YES : .NO
}

/// Counts connections as libmicrohttpd opens and closes them.
func mhdNotifyConnection(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ code: MHD_ConnectionNotificationCode
) {
    guard let cls else { return }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    switch code {
    case .CONNECTION_NOTIFY_STARTED: context.openConnections.add(1, ordering: .relaxed)
    case .CONNECTION_NOTIFY_CLOSED: context.openConnections.subtract(1, ordering: .relaxed)
    }
}
