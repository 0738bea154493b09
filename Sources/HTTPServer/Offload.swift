internal import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// Where an offloaded request is computed: on a worker (`compute`), or on the I/O thread that read it when a worker is
// idle (`answerInline`).

/// What a worker does with one offloaded request, its connection suspended: refuse it (the server is stopping, or
/// the bytes in flight have no room for it), drop it (the client has gone), or inflate its body if it is gzip, count
/// its working memory in the bytes in flight, call the handler and prepare the answer (gzip included); then store the
/// answer in the request's state and resume the connection, whose I/O thread queues it.
func compute(_ job: Job, worker: Worker, stopping: Bool, context: ServerContext) {
    let state = job.state.takeUnretainedValue()
    defer {
        // After the resume the I/O thread owns the state again: nothing here touches it but the release.
        MHD_resume_connection(job.connection)
        job.state.release()
    }
    let step = state.lifecycle.take(
        stopping: stopping,
        overBudget: context.counters.bytesInFlight.load(ordering: .relaxed) > context.maxBytesInFlight,
        clientGone: clientHasGone(state.socket))
    switch step {
    case .refuseStopping:
        context.counters.count(.stopping)
        state.pending = prepareRefusal(.stopping, state: state, context: context, closing: true)
        state.lifecycle.prepared(by: .server)
        return
    case .refuseBytesInFlight:
        refuseForBytesInFlight(state: state, context: context)
        return
    case .drop:
        context.counters.abandoned.add(1, ordering: .relaxed)
        state.releaseBody()
        return
    case .compute:
        break
    }
    let gzip = state.requestCoding == .gzip && !state.body.isEmpty
    defer { worker.releaseInflated() }
    if gzip {
        switch inflate(state.body, into: &worker.inflated, limit: context.maxBodyBytes) {
        case .inflated:
            state.releaseBody()
        case .refused(let status, let detail):
            state.releaseBody()
            state.pending = prepareServerAnswer(status, detail, state: state, context: context, closing: false)
            state.lifecycle.prepared(by: .server)
            return
        }
    }
    // The working memory, and the inflated body that the worker holds (an identity body is counted as it is held).
    let bodyBytes = gzip ? worker.inflated.count : state.body.count
    let workingMemory = context.workingMemory.estimate(bodyBytes: bodyBytes) &+ (gzip ? worker.inflated.capacity : 0)
    let counted = context.reserveWorkingMemory(workingMemory)
    guard state.lifecycle.compute(workingMemory: workingMemory, counted: counted) == .compute else {
        refuseForBytesInFlight(state: state, context: context)
        return
    }
    let response =
        gzip
        ? worker.inflated.withUnsafeBytes { answer($0, on: job.connection, state: state, context: context) }
        : state.body.withUnsafeBytes { answer($0, on: job.connection, state: state, context: context) }
    state.releaseBody()
    worker.releaseInflated()  // before its count is let go with the working memory
    // Prepared (compressed, and counted as an answer not yet sent) before the working memory is let go.
    state.pending = prepare(response, state: state, context: context)
    let computed = state.lifecycle.computed(
        bodyBytes: bodyBytes, answerBytes: response.body.count, trimAfterBytes: context.memoryRelease.threshold)
    context.releaseWorkingMemory(computed.uncount)
    if computed.asksForTrim { context.memoryRelease.ask() }
}

/// The 503 for a request the bytes in flight have no room for, its body let go.
private func refuseForBytesInFlight(state: RequestState, context: ServerContext) {
    context.counters.count(.bytesInFlight)
    state.releaseBody()
    state.pending = prepareRefusal(.bytesInFlight, state: state, context: context, closing: false)
    state.lifecycle.prepared(by: .server)
}

/// The handler's answer to the request whose complete body is `body`; the request reads the body and the headers
/// in place, so it lives for this call only. Runs on the I/O thread, or on a worker while the connection is
/// suspended (libmicrohttpd then leaves the headers untouched).
func answer(
    _ body: UnsafeRawBufferPointer, on connection: OpaquePointer, state: RequestState, context: ServerContext
) -> HTTPResponse {
    let request = HTTPRequest(state: state, connection: connection, body: body)
    return context.handler(request)
}

/// The inline handler's answer to the offloaded request whose complete body is `body`, prepared, when the I/O thread
/// may answer it itself: the server has an inline handler, the body is not gzip (inflating is a worker's job) and
/// within `inlineBodyBytes`, the bytes in flight have room for its working memory (counted while it computes, as a
/// worker counts it), and a worker is idle with nothing waiting (`WorkerPool.reserveInline`), whose turn the I/O
/// thread takes while it computes and prepares the answer. `nil` hands the request to a worker, as does the
/// handler's own `nil`. Saves the hand-over's two context switches, the queue and the suspension, and a copy of the
/// body.
func answerInline(
    _ body: UnsafeRawBufferPointer, on connection: OpaquePointer, state: RequestState, context: ServerContext
) -> PreparedResponse? {
    guard let inline = context.inline, body.count <= context.inlineBodyBytes, state.requestCoding == .identity
    else { return nil }
    let workingMemory = context.workingMemory.estimate(bodyBytes: body.count)
    let counted = context.reserveWorkingMemory(workingMemory)
    guard state.lifecycle.compute(workingMemory: workingMemory, counted: counted) == .compute else { return nil }
    guard context.pool.reserveInline() else {
        context.releaseWorkingMemory(state.lifecycle.declined())
        return nil
    }
    defer { context.pool.releaseInline() }
    let request = HTTPRequest(state: state, connection: connection, body: body)
    guard let response = inline(request) else {
        context.releaseWorkingMemory(state.lifecycle.declined())
        return nil
    }
    context.counters.answeredInline.add(1, ordering: .relaxed)
    // Prepared (counted as an answer not yet sent) before the working memory is let go; never asks for a trim.
    let prepared = prepare(response, state: state, context: context)
    let computed = state.lifecycle.computed(
        bodyBytes: body.count, answerBytes: response.body.count, trimAfterBytes: context.memoryRelease.threshold)
    context.releaseWorkingMemory(computed.uncount)
    return prepared
}

/// Whether the peer of `socket` has closed its side or the connection has failed: a non-blocking peek that reads
/// the end of the stream (0) or an error other than "nothing to read yet". A client that half-closes after sending
/// its request counts as gone; HTTP/1.1 clients do not do that while they wait for an answer.
func clientHasGone(_ socket: Int32) -> Bool {
    guard socket >= 0 else { return false }
    var byte: UInt8 = 0
    let received = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    if received > 0 { return false }  // a pipelined next request: still there
    if received == 0 { return true }
    return errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR
}

/// What inflating a complete gzip body gave.
enum Inflation: Equatable {
    /// The body, whole, is in the buffer.
    case inflated
    /// The answer instead: 413 past the limit, 400 for bytes that are not (complete) gzip, 500 without memory.
    case refused(status: Int, detail: String)
}

/// Inflates the complete gzip body `compressed` into `buffer` (emptied first), never past `limit` bytes.
func inflate(_ compressed: [UInt8], into buffer: inout [UInt8], limit: Int) -> Inflation {
    buffer.removeAll(keepingCapacity: true)
    // A gzip member ends with its inflated size modulo 2^32 (ISIZE, little-endian). Reserved (never past the
    // limit), the body inflates into one block instead of one doubled a dozen times, each a fresh run of pages to
    // fault in (a 2 MB body: some 1,000 page faults fewer). The size is only a hint: one that lies, or a stream of
    // several members, leaves the buffer to grow as it would; reserved memory no byte reaches is never touched.
    if compressed.count >= 18 {
        let n = compressed.count
        let size =
            Int(compressed[n - 4]) | Int(compressed[n - 3]) << 8 | Int(compressed[n - 2]) << 16
            | Int(compressed[n - 1]) << 24
        buffer.reserveCapacity(min(size, limit + 1))
    }
    guard let inflater = GzipInflater() else {
        return .refused(status: 500, detail: "the server could not allocate a gzip inflater")
    }
    let outcome = compressed.withUnsafeBytes { inflater.feed($0, into: &buffer, limit: limit) }
    switch outcome {
    case .ok:
        guard inflater.atEnd else {
            return .refused(status: 400, detail: "the gzip body is truncated: it ends inside a gzip member")
        }
        return .inflated
    case .overLimit:
        buffer = []
        return .refused(status: 413, detail: "the gzip body inflates to more than the limit of \(limit) bytes")
    case .malformed(let reason):
        return .refused(status: 400, detail: "the gzip body is malformed: \(reason)")
    }
}
