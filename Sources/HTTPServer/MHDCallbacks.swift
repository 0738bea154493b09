internal import CMicroHTTPD
import Synchronization

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
    // The connection's own state, reset; a fresh one owned by the request only if there is none.
    if let connection, let raw = cmhd_socket_context(connection) {
        Unmanaged<RequestState>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.begin(target: uri) }
        return raw
    }
    let state = RequestState(ownedByRequest: true)
    state.begin(target: uri)
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
    if conCls.pointee == nil {
        let state = RequestState(ownedByRequest: true)
        state.begin(target: url)
        conCls.pointee = Unmanaged.passRetained(state).toOpaque()
    }
    guard let raw = conCls.pointee else { return .NO }
    // Both objects are kept alive by their owners (the daemon, the connection or request) for the whole call, so
    // they are used without retaining them.
    return Unmanaged<ServerContext>.fromOpaque(cls)._withUnsafeGuaranteedRef { context in
        Unmanaged<RequestState>.fromOpaque(raw)._withUnsafeGuaranteedRef { state in
            access(
                connection, url: url, method: method, version: version, uploadData: uploadData,
                uploadDataSize: uploadDataSize, state: state, context: context)
        }
    }
}

/// `mhdAccess` for the request whose state is `state`.
private func access(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
    version: UnsafePointer<CChar>?, uploadData: UnsafePointer<CChar>?, uploadDataSize: UnsafeMutablePointer<Int>,
    state: RequestState, context: ServerContext
) -> MHD_Result {
    // 1. First call: the headers are in, no body has been read. Refuse what HTTP/1.1 forbids, and a declared
    //    oversized body, now.
    if !state.started {
        state.started = true
        state.method = method.map(methodName) ?? ""
        context.inFlight.add(1, ordering: .relaxed)
        let head = HeadCheck(connection)
        if let problem = head.problem(version: version) {
            return queueServerAnswer(400, problem, on: connection, state: state, context: context, closing: true)
        }
        if let length = head.contentLength {
            if length > UInt64(context.maxBodyBytes) {
                let detail = "the declared body of \(length) bytes exceeds the limit of \(context.maxBodyBytes) bytes"
                return queueServerAnswer(413, detail, on: connection, state: state, context: context, closing: true)
            }
            state.declaredLength = length
        }
        state.acceptEncoding = head.acceptEncoding
        // A coding matters only for a body (a GET's stray `Content-Encoding` has nothing to decode).
        if head.declaresBody {
            if let problem = head.codingProblem() {
                return queueServerAnswer(
                    415, problem, on: connection, state: state, context: context, closing: true,
                    headers: [(name: "Accept-Encoding", value: "gzip")])
            }
            state.requestCoding = head.contentCoding
        }
        return .YES
    }

    // 2. A piece of body. The whole body in one piece (what a client usually sends: it is still in libmicrohttpd's
    //    buffer, for this call only) is answered now, read in place, and queued on the next call; otherwise the
    //    pieces are kept while within the limit, or all dropped, remembering.
    let size = uploadDataSize.pointee
    if size > 0 {
        uploadDataSize.pointee = 0
        if state.requestCoding == .gzip {
            return receiveGzip(UnsafeRawBufferPointer(start: uploadData, count: size), state: state, context: context)
        }
        if state.received == 0, state.declaredLength == UInt64(size), let uploadData {
            state.received = size
            state.pending = answer(
                UnsafeRawBufferPointer(start: uploadData, count: size), url: url, on: connection, state: state,
                context: context)
            return .YES
        }
        if !state.overLimit, let uploadData {
            if state.body.count + size > context.maxBodyBytes {
                state.overLimit = true
                state.body = []
            } else {
                if state.body.isEmpty, let length = state.declaredLength {
                    // Reserve what is declared, up to 1 MiB: a client that declares a large body and then stalls
                    // ties up no more than that per connection; larger bodies grow geometrically as they arrive.
                    state.body.reserveCapacity(Int(min(length, 1 << 20)))
                }
                state.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: size))
            }
        }
        state.received += size
        // libmicrohttpd 0.9.75 cannot queue a response while a body is still arriving, so an oversized
        // chunked body is drained and answered 413 at its end; one that goes on far past the limit
        // loses its connection instead, so a client cannot make the server read forever.
        if state.overLimit && state.received - context.maxBodyBytes > discardAllowance(context.maxBodyBytes) {
            return .NO
        }
        return .YES
    }

    // 3. The body is complete: answer.
    if let pending = state.pending.take() {
        return queue(pending, on: connection, state: state, context: context)
    }
    // The body has been read to its end, so after a refusal the connection can serve the next request.
    if state.overLimit {
        let detail =
            state.inflatedOverLimit
            ? "the gzip body inflates to more than the limit of \(context.maxBodyBytes) bytes"
            : "the body of \(state.received) bytes exceeds the limit of \(context.maxBodyBytes) bytes"
        return queueServerAnswer(413, detail, on: connection, state: state, context: context, closing: false)
    }
    if state.requestCoding == .gzip, state.bodyRefusal == nil, state.received > 0, state.inflater?.atEnd != true {
        state.bodyRefusal = (400, "the gzip body is truncated: it ends inside a gzip member")
    }
    state.inflater = nil
    if let refusal = state.bodyRefusal {
        return queueServerAnswer(
            refusal.status, refusal.detail, on: connection, state: state, context: context, closing: false)
    }
    let response = state.body.withUnsafeBytes { body in
        answer(body, url: url, on: connection, state: state, context: context)
    }
    if state.body.capacity > RequestState.keptBodyCapacity { state.body = [] }
    return queue(response, on: connection, state: state, context: context)
}

/// The handler's answer to the request whose complete body is `body`; the request reads the body and the headers
/// in place, so it lives for this call only.
private func answer(
    _ body: UnsafeRawBufferPointer, url: UnsafePointer<CChar>?, on connection: OpaquePointer, state: RequestState,
    context: ServerContext
) -> HTTPResponse {
    state.handlerAnswered = true
    let request = HTTPRequest(
        method: state.method, path: url.map { decodedPath($0, rawPath: state.rawPath) } ?? "/", query: state.query,
        connection: connection, body: body)
    return context.handler(request)
}

/// The method as a string: the common ones as literals (no allocation or UTF-8 validation), others copied.
private func methodName(_ method: UnsafePointer<CChar>) -> String {
    switch UInt8(bitPattern: method.pointee) {  // the first byte picks the candidate
    case UInt8(ascii: "P"):
        if strcmp(method, "POST") == 0 { return "POST" }
        if strcmp(method, "PUT") == 0 { return "PUT" }
        if strcmp(method, "PATCH") == 0 { return "PATCH" }
    case UInt8(ascii: "G"): if strcmp(method, "GET") == 0 { return "GET" }
    case UInt8(ascii: "H"): if strcmp(method, "HEAD") == 0 { return "HEAD" }
    case UInt8(ascii: "D"): if strcmp(method, "DELETE") == 0 { return "DELETE" }
    case UInt8(ascii: "O"): if strcmp(method, "OPTIONS") == 0 { return "OPTIONS" }
    default: break
    }
    return String(cString: method)
}

/// libmicrohttpd's percent-decoded path: the raw path string itself when decoding changed nothing (no copy).
private func decodedPath(_ url: UnsafePointer<CChar>, rawPath: String) -> String {
    rawPath.withCString { strcmp($0, url) } == 0 ? rawPath : String(cString: url)
}

/// Queues the error responder's answer for `status` and tells the observer (as the handler's answers are counted:
/// when queued); `closing` adds `Connection: close` (the request's body, if any, is left unread, so the connection
/// cannot be reused).
private func queueServerAnswer(
    _ status: Int, _ detail: String, on connection: OpaquePointer, state: RequestState, context: ServerContext,
    closing: Bool, headers: [(name: String, value: String)] = []
) -> MHD_Result {
    var response = context.errorResponder(status, detail)
    response.headers += headers
    if closing { response.headers.append((name: "Connection", value: "close")) }
    state.serverAnswered = true
    let result = queue(response, on: connection, state: state, context: context)
    if result == .YES, let observer = context.observer {
        let sent = Int(cmhd_http_status(connection))
        observer(
            ServerAnswer(
                method: state.method, path: state.rawPath, status: sent > 0 ? sent : status,
                bytes: sent == status ? response.body.count : nil))
    }
    return result
}

/// A piece of a gzip body: inflated into the request's body buffer while the bytes received and the bytes inflated
/// are both within the limit; after a refusal (over the limit, malformed) the rest is counted and discarded.
private func receiveGzip(_ piece: UnsafeRawBufferPointer, state: RequestState, context: ServerContext) -> MHD_Result {
    state.received += piece.count
    if !state.overLimit, state.bodyRefusal == nil {
        if state.received > context.maxBodyBytes {
            state.overLimit = true  // the compressed bytes themselves (a chunked body): as for any body
        } else {
            if state.inflater == nil { state.inflater = GzipInflater() }
            switch state.inflater?.feed(piece, into: &state.body, limit: context.maxBodyBytes) {
            case .ok: break
            case .overLimit:
                state.overLimit = true
                state.inflatedOverLimit = true
            case .malformed(let reason):
                state.bodyRefusal = (400, "the gzip body is malformed: \(reason)")
            case nil:
                state.bodyRefusal = (500, "the server could not allocate a gzip inflater")
            }
        }
        if state.overLimit || state.bodyRefusal != nil {
            state.body = []
            state.inflater = nil
        }
    }
    // As for an identity body: one that goes on far past the limit loses its connection.
    if state.overLimit && state.received - context.maxBodyBytes > discardAllowance(context.maxBodyBytes) {
        return .NO
    }
    return .YES
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
    let unmanaged = Unmanaged<RequestState>.fromOpaque(raw)
    let ownedByRequest = unmanaged._withUnsafeGuaranteedRef { state in
        Unmanaged<ServerContext>.fromOpaque(cls)._withUnsafeGuaranteedRef { context in
            completed(state, connection: connection, reason: reason, context: context)
        }
        return state.ownedByRequest
    }
    if ownedByRequest { unmanaged.release() }
}

/// `mhdCompleted` for the request whose state is `state`.
private func completed(
    _ state: RequestState, connection: OpaquePointer?, reason: MHD_RequestTerminationCode, context: ServerContext
) {
    if state.started { context.inFlight.subtract(1, ordering: .relaxed) }
    state.pending = nil  // an answer that was never queued (the connection failed first)
    state.inflater = nil  // an idle connection holds no zlib state
    // The answers libmicrohttpd gave by itself (neither the handler nor the server answered): it reports them as
    // completed "with error", since it closes the connection after them; the status is the one it queued.
    let sent = reason == .REQUEST_TERMINATED_COMPLETED_OK || reason == .REQUEST_TERMINATED_WITH_ERROR
    if !state.handlerAnswered, !state.serverAnswered, sent, let observer = context.observer, let connection {
        let status = Int(cmhd_http_status(connection))
        if status > 0 {
            observer(ServerAnswer(method: state.method, path: state.rawPath, status: status, bytes: nil))
        }
    }
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

/// Called for each accepted socket before libmicrohttpd serves it: refuses (closes) it when `connectionLimit`
/// connections are already open.
func mhdAcceptPolicy(
    _ cls: UnsafeMutableRawPointer?, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t
) -> MHD_Result {
    guard let cls else { return .YES }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    return context.openConnections.load(ordering: .relaxed) < context.connectionLimit ? .YES : .NO
}

/// Counts connections as libmicrohttpd opens and closes them, and gives each its request state.
func mhdNotifyConnection(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ code: MHD_ConnectionNotificationCode
) {
    guard let cls else { return }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    switch code {
    case .CONNECTION_NOTIFY_STARTED:
        context.openConnections.add(1, ordering: .relaxed)
        // The state every request on this connection reuses (libmicrohttpd reports a request complete before it
        // reports its connection closed).
        socketContext?.pointee = Unmanaged.passRetained(RequestState(ownedByRequest: false)).toOpaque()
    case .CONNECTION_NOTIFY_CLOSED:
        context.openConnections.subtract(1, ordering: .relaxed)
        if let socketContext, let raw = socketContext.pointee {
            socketContext.pointee = nil
            Unmanaged<RequestState>.fromOpaque(raw).release()
        }
    }
}
