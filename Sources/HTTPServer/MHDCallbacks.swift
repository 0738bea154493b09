internal import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// The functions libmicrohttpd calls. They are plain top-level functions (C function pointers capture
// nothing); the daemon's `ServerContext` arrives as `cls`, the request's `RequestState` as `con_cls`.
// They run on the daemon's I/O threads, several at once. Each call is translated into an event of the request's
// lifecycle (`RequestLifecycle`, where every decision about the request's phase lives) and the step it returns is
// carried out with what lives beside: the head's checks (`HeadCheck`), where a request is computed (`Offload`:
// a worker, or the I/O thread inline), and how answers are prepared and queued (`ResponseQueue`).

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
    guard let cls else { return nil }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    let state = RequestState(ownedByRequest: true, counters: context.counters)
    state.begin(target: uri)
    return Unmanaged.passRetained(state).toOpaque()
}

/// Called when the headers are in, for each piece of body, and once the body is complete (again after a worker
/// resumes the connection).
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
        let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
        let state = RequestState(ownedByRequest: true, counters: context.counters)
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

/// `mhdAccess` for the request whose state is `state`: each call is an event of the request's lifecycle, and this
/// does the step the lifecycle returns.
private func access(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
    version: UnsafePointer<CChar>?, uploadData: UnsafePointer<CChar>?, uploadDataSize: UnsafeMutablePointer<Int>,
    state: RequestState, context: ServerContext
) -> MHD_Result {
    // 1. First call: the headers are in, no body has been read. Refuse now what HTTP/1.1 forbids, a declared
    //    oversized body, and work the server cannot take.
    if state.lifecycle.start() {
        state.method = method.map(methodName) ?? ""
        context.inFlight.add(1, ordering: .relaxed)
        state.clock?.enter(.readingBody)
        return head(connection, url: url, version: version, state: state, context: context)
    }

    // 2. A piece of body: kept as it arrives (a gzip body compressed), within the limits. The whole body in one
    //    piece (what a client usually sends), still in libmicrohttpd's buffer for this call only, may be answered
    //    here, read in place (`answerInline`), and queued on the call that reports the body complete.
    let size = uploadDataSize.pointee
    if size > 0 {
        uploadDataSize.pointee = 0
        let piece = UnsafeRawBufferPointer(start: uploadData, count: size)
        if state.lifecycle.received == 0, state.declaredLength == UInt64(size), uploadData != nil,
            let prepared = answerInline(piece, on: connection, state: state, context: context)
        {
            state.lifecycle.answeredWholeBodyInline(size)
            state.pending = prepared
            return .YES
        }
        return receive(piece, state: state, context: context)
    }

    // 3. The body is complete (or the worker is done with it): answer. After a refusal the body has been read to
    //    its end, so the connection can serve the next request.
    switch state.lifecycle.whenBodyComplete {
    case .queuePrepared:
        guard let pending = state.pending.take() else { return .NO }
        return submit(pending, on: connection, state: state, context: context)
    case .close:
        return .NO
    case .refuse(.overLimit):
        let received = state.lifecycle.received
        let detail = "the body of \(received) bytes exceeds the limit of \(context.maxBodyBytes) bytes"
        return queueServerAnswer(413, detail, on: connection, state: state, context: context, closing: false)
    case .refuse(.overBudget):
        return refuse(.bytesInFlight, on: connection, state: state, context: context, closing: false)
    case .offload:
        let inline = state.body.withUnsafeBytes { answerInline($0, on: connection, state: state, context: context) }
        if let inline {
            state.releaseBody()
            return submit(inline, on: connection, state: state, context: context)
        }
        return offload(connection, state: state, context: context)
    case .answer:
        let response = answer(
            UnsafeRawBufferPointer(start: nil, count: 0), on: connection, state: state, context: context)
        return queue(response, on: connection, state: state, context: context)
    case .nothing:
        return .YES
    }
}

/// Step 1 of `access`: checks the head and decides where the request is answered.
private func head(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?, state: RequestState,
    context: ServerContext
) -> MHD_Result {
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
    state.path = url.map { decodedPath($0, rawPath: state.rawPath) } ?? "/"
    // Every body is read by a worker (it may be inflated, and it is decoded); the predicate names the rest.
    let routing = context.routing(state.method, state.path)
    state.route = routing.route
    guard head.declaresBody || routing.offloaded else { return .YES }
    let step = state.lifecycle.offload(
        queueFull: context.pool.isFull,
        roomForDeclaredBody: state.declaredLength.map {
            context.counters.bytesInFlight.load(ordering: .relaxed) + Int($0) <= context.maxBytesInFlight
        } ?? true)
    switch step {
    case .read:
        return .YES
    case .refuse(let reason):
        // A body left unread closes the connection after the 503 (a declared length past the bound always does).
        let closing = head.declaresBody || reason == .bytesInFlight
        return refuse(reason, on: connection, state: state, context: context, closing: closing)
    }
}

/// Step 2 of `access`: one piece of body, kept while within the body limit and the server's bytes in flight; past
/// either, the body is dropped and the rest counted and discarded (libmicrohttpd 0.9.75 cannot queue a response
/// while a body is still arriving, so the 413 or 503 comes at its end). One that goes on far past the limit loses
/// its connection instead, so a client cannot make the server read forever.
private func receive(_ piece: UnsafeRawBufferPointer, state: RequestState, context: ServerContext) -> MHD_Result {
    let step = state.lifecycle.receive(
        piece.count, held: state.body.count, maxBodyBytes: context.maxBodyBytes,
        roomInFlight: context.counters.bytesInFlight.load(ordering: .relaxed) + piece.count
            <= context.maxBytesInFlight,
        allowance: RequestLifecycle.discardAllowance(maxBodyBytes: context.maxBodyBytes))
    switch step {
    case .keep:
        state.appendBody(piece)
        return .YES
    case .discard:
        state.releaseBody()
        return .YES
    case .close:
        state.releaseBody()
        return .NO
    }
}

/// Hands the request to the worker pool, suspending its connection until a worker resumes it; answers 503 when the
/// queue is full or the server is stopping.
private func offload(_ connection: OpaquePointer, state: RequestState, context: ServerContext) -> MHD_Result {
    let job = Job(state: Unmanaged.passRetained(state), connection: connection)
    state.lifecycle.handToWorker()
    // Suspended under the queue's lock, before any worker can take the job and resume the connection.
    if let refusal = context.pool.submit(job, whileLocked: { MHD_suspend_connection(connection) }) {
        job.state.release()
        return refuse(refusal, on: connection, state: state, context: context, closing: false)
    }
    return .YES
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
    // libmicrohttpd reports the answers it gave by itself (neither the handler nor the server answered) as completed
    // "with error", since it closes the connection after them; the status is the one it queued.
    let sent = reason == .REQUEST_TERMINATED_COMPLETED_OK || reason == .REQUEST_TERMINATED_WITH_ERROR
    let completion = state.lifecycle.complete(sent: sent)
    if completion.started { context.inFlight.subtract(1, ordering: .relaxed) }
    state.pending = nil  // an answer that was never queued (the connection failed first)
    state.releaseBody()
    state.clock?.restart(now: monotonicMilliseconds())  // the next request's deadlines run from here
    if reason == .REQUEST_TERMINATED_TIMEOUT_REACHED { context.counters.count(.inactivity) }
    if completion.libraryAnswered, let observer = context.observer, let connection {
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
    if let status = libraryAnswerStatus(message), let observer = context.observer {
        observer(ServerAnswer(method: "", path: "", status: status, bytes: nil))
    }
}

/// The status of an answer libmicrohttpd gave before the request line was complete, so before it told the server
/// of the request at all (no completion callback follows it), from the message it logs as it queues it: a 505 for
/// a request line with `HTTP/2.0` (or another version it does not serve), a 414 for a target too long for the
/// connection's memory. `nil` for any other message. The message is libmicrohttpd 0.9.75's
/// (`transmit_error_response_len`); the reliability test of an `HTTP/2.0` request line fails if a new version words it
/// otherwise.
///
/// Its other answers are reported when the request completes (`completed`), except a 400 for a request line it
/// cannot parse: that one logs the same message as a 400 for a malformed header line, which is reported on
/// completion, so the message alone cannot say which it was, and it is not counted.
func libraryAnswerStatus(_ message: String) -> Int? {
    let prefix = "Error processing request (HTTP response code is "
    guard message.hasPrefix(prefix) else { return nil }
    let status = Int(String(message.dropFirst(prefix.count).prefix { $0.isNumber }))
    return status == 505 || status == 414 ? status : nil
}

/// Called for each accepted socket before libmicrohttpd serves it: refuses (closes) it when `connectionLimit`
/// connections are already open, or `perClientConnectionLimit` from the same client.
func mhdAcceptPolicy(
    _ cls: UnsafeMutableRawPointer?, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t
) -> MHD_Result {
    guard let cls else { return .YES }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    guard context.counters.connectionsOpen.load(ordering: .relaxed) < context.connectionLimit else {
        context.counters.count(.connectionLimit)
        return .NO
    }
    if context.clients.limit > 0, let address, let key = ClientKey(address), !context.clients.admits(key) {
        context.counters.count(.perClientLimit)
        return .NO
    }
    return .YES
}

/// Counts connections as libmicrohttpd opens and closes them, and gives each its request state and its deadlines.
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
        context.counters.connectionsOpen.add(1, ordering: .relaxed)
        // The state every request on this connection reuses (libmicrohttpd reports a request complete before it
        // reports its connection closed).
        let state = RequestState(ownedByRequest: false, counters: context.counters)
        if let connection {
            state.socket = cmhd_connection_fd(connection)
            if context.clients.limit > 0, let address = cmhd_client_address(connection), let key = ClientKey(address) {
                state.client = key
                context.clients.opened(key)
            }
            if context.watchdog.isRunning, state.socket >= 0 {
                let clock = ConnectionClock(socket: state.socket, now: monotonicMilliseconds())
                state.clock = clock
                context.watchdog.register(clock)
            }
        }
        socketContext?.pointee = Unmanaged.passRetained(state).toOpaque()
    case .CONNECTION_NOTIFY_CLOSED:
        context.counters.connectionsOpen.subtract(1, ordering: .relaxed)
        guard let socketContext, let raw = socketContext.pointee else { return }
        socketContext.pointee = nil
        let state = Unmanaged<RequestState>.fromOpaque(raw)
        state._withUnsafeGuaranteedRef { state in
            // Before libmicrohttpd closes the socket: the watchdog may no longer shut it (its number may be reused).
            if let clock = state.clock { context.watchdog.unregister(clock) }
            if let client = state.client { context.clients.closed(client) }
        }
        state.release()
    }
}
