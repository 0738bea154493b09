/// Where one request stands on its connection, from its head to its answer, and what each of libmicrohttpd's calls
/// does with it next: the request's lifecycle as a value. `RequestState` holds one; `MHDCallbacks` translates
/// libmicrohttpd's callbacks into its events and carries out the step each returns; `compute` (a worker) does the
/// same with `take`. It reads no clock, socket or counter: the caller passes what it measured, so every transition
/// is tested without a connection (`RequestLifecycleTests`).
///
/// The server's bytes in flight count, besides bodies and answers, the working memory of each request being
/// computed: the caller counts it (atomically, against the bound) as the request enters `computing`, and the
/// transition out of `computing` hands back what to uncount, so no path can keep it or let it go twice.
///
///     idle ─start─▶ reading ─offload─▶ reading(offloaded), or a 503 at once (queue full, no room for the body)
///     reading ─a piece past the body limit or the bytes in flight─▶ discarding(overLimit | overBudget)
///     reading(offloaded) ─compute (inline)─▶ computing(inline) ─computed─▶ prepared(handler), or ─declined─▶ back
///     reading(offloaded) ─handToWorker─▶ withWorker ─take─▶ abandoned (client gone), or prepared(server)
///     withWorker ─compute─▶ computing ─computed─▶ prepared(handler), or prepared(server) (no room: 503)
///     prepared ─queued─▶ answered;  reading or discarding ─queued─▶ answered (the I/O thread's answer, a refusal)
///     any ─complete─▶ idle (the next request on the connection begins there)
struct RequestLifecycle: Equatable {
    /// Who produced an answer.
    enum Answerer: Equatable {
        /// The application's handler (on the I/O thread, inline, or on a worker).
        case handler
        /// The server itself, through its error responder: a refusal or a limit.
        case server
    }

    /// Why a body is discarded as it arrives.
    enum Discard: Equatable {
        /// It outgrew `maxBodyBytes`: answered 413 once it ends.
        case overLimit
        /// Keeping it would take the server's bytes in flight past their bound: answered 503 once it ends.
        case overBudget
    }

    /// The phases.
    enum Phase: Equatable {
        /// Before the first call for the request's head (a connection between requests).
        case idle
        /// The head is in; the body, if any, is being read and kept. `offloaded`: a worker answers the request.
        case reading(offloaded: Bool)
        /// The body is being read to its end and thrown away; the refusal is answered when it ends, so that the
        /// connection can serve its next request.
        case discarding(Discard)
        /// A worker has the request (its connection suspended, so libmicrohttpd calls nothing for it).
        case withWorker
        /// The handler computes the request, `workingMemory` bytes counted for it in the bytes in flight: on a
        /// worker, or `inline` on the I/O thread that read its body (a worker being idle).
        case computing(workingMemory: Int, inline: Bool)
        /// An answer is prepared, to be queued on libmicrohttpd's next call for the request.
        case prepared(by: Answerer)
        /// The client went while the request waited for a worker: the connection is closed unanswered.
        case abandoned
        /// An answer is queued with libmicrohttpd.
        case answered(by: Answerer)
    }

    /// The phase the request is in.
    private(set) var phase = Phase.idle
    /// Bytes of body received, those discarded included.
    private(set) var received = 0

    /// A new request on the connection (or the first): back to `idle`.
    mutating func begin() {
        phase = .idle
        received = 0
    }

    /// libmicrohttpd's first call for the request, with its head: whether it is the first (`idle` becomes
    /// `reading`); `false` for every later call.
    mutating func start() -> Bool {
        guard phase == .idle else { return false }
        phase = .reading(offloaded: false)
        return true
    }

    /// What the head of a request for a worker leads to.
    enum OffloadStep: Equatable {
        /// Read the body, if any: the request is handed over once it is in.
        case read
        /// Refuse it with a 503 now, before any body is read.
        case refuse(HTTPServerCounters.RequestRefusal)
    }

    /// The head sends the request to a worker (it has a body, or the application named it). What would be refused
    /// once the body is in is refused now: the worker queue is `queueFull`, or the declared body alone has no
    /// `roomForDeclaredBody` in the bytes in flight.
    mutating func offload(queueFull: Bool, roomForDeclaredBody: Bool) -> OffloadStep {
        if phase == .reading(offloaded: false) { phase = .reading(offloaded: true) }
        if queueFull { return .refuse(.queueFull) }
        return roomForDeclaredBody ? .read : .refuse(.bytesInFlight)
    }

    /// What to do with a piece of body.
    enum PieceStep: Equatable {
        /// Keep it.
        case keep
        /// Drop it, and any body held (the request is, or now is, `discarding`).
        case discard
        /// Close the connection: the discarded body has run `allowance` bytes past the limit, so a client cannot
        /// make the server read forever.
        case close
    }

    /// How many bytes past `maxBodyBytes` a discarded body may run before its connection is closed (a chunked body
    /// declares no length, so only this bounds what the server reads of it).
    static func discardAllowance(maxBodyBytes: Int) -> Int {
        max(maxBodyBytes, 1 << 20)
    }

    /// A piece of `count` bytes arrives, with `held` bytes of body kept so far: over `maxBodyBytes`, or without
    /// `roomInFlight` for it, the request turns to `discarding`. `allowance`: how far past the limit a discarded
    /// body may run (`discardAllowance`).
    mutating func receive(
        _ count: Int, held: Int, maxBodyBytes: Int, roomInFlight: Bool, allowance: Int
    ) -> PieceStep {
        received += count
        if case .discarding = phase {
        } else if held + count > maxBodyBytes {
            phase = .discarding(.overLimit)
        } else if !roomInFlight {
            phase = .discarding(.overBudget)
        } else {
            return .keep
        }
        return received - maxBodyBytes > allowance ? .close : .discard
    }

    /// The whole body arrived in one piece of `count` bytes and the inline handler answered it from
    /// libmicrohttpd's buffer (`computed`): counted as received; the answer waits for the call that reports the
    /// body complete.
    mutating func answeredWholeBodyInline(_ count: Int) {
        received = count
    }

    /// What libmicrohttpd's call reporting the body complete (again after a worker resumes the connection) does.
    enum CompleteStep: Equatable {
        /// Queue the prepared answer.
        case queuePrepared
        /// Close the connection unanswered (`abandoned`).
        case close
        /// Answer the refusal of a discarded body: 413 or 503.
        case refuse(Discard)
        /// Answer inline if the I/O thread may, else hand the request to a worker.
        case offload
        /// Call the handler here, on the I/O thread.
        case answer
        /// Nothing: the request is answered already, or not this call's to answer.
        case nothing
    }

    /// The step for the call reporting the body complete; reading it changes nothing.
    var whenBodyComplete: CompleteStep {
        switch phase {
        case .prepared: .queuePrepared
        case .abandoned: .close
        case .discarding(let reason): .refuse(reason)
        case .reading(let offloaded): offloaded ? .offload : .answer
        case .idle, .withWorker, .computing, .answered: .nothing
        }
    }

    /// The request is in the worker queue (its connection suspended).
    mutating func handToWorker() {
        phase = .withWorker
    }

    /// What a worker does with the request it takes.
    enum WorkerStep: Equatable {
        /// Refuse it with a 503 that closes the connection: the server is stopping (a drain past its end).
        case refuseStopping
        /// Refuse it with a 503: the bytes in flight are over their bound.
        case refuseBytesInFlight
        /// Drop it unanswered: the client has gone (`abandoned`).
        case drop
        /// Compute it.
        case compute
    }

    /// A worker takes the request: refused while `stopping` or while the bytes in flight are `overBudget` (already
    /// past their bound, before counting any working memory, so before inflating), dropped when the `clientGone`,
    /// else to be computed (`compute`, after inflating a gzip body).
    mutating func take(stopping: Bool, overBudget: Bool, clientGone: Bool) -> WorkerStep {
        if stopping { return .refuseStopping }
        if overBudget { return .refuseBytesInFlight }
        if clientGone {
            phase = .abandoned
            return .drop
        }
        return .compute
    }

    /// What to do with a request the handler is about to compute.
    enum ComputeStep: Equatable {
        /// Compute it: its working memory is counted (`computing`).
        case compute
        /// Refuse it with a 503: a worker found no room for its working memory in the bytes in flight.
        case refuseBytesInFlight
        /// Hand it to a worker: the I/O thread found no room for it (a worker tries again, and refuses it if
        /// there is still none).
        case handToWorker
    }

    /// The handler is about to compute the request, on the worker that took it (`withWorker`) or inline on the I/O
    /// thread (any other phase: the I/O thread tries only while `reading(offloaded: true)`), and the caller counted
    /// `workingMemory` bytes for it in the bytes in flight, `counted` telling whether they had room (when they had
    /// none the caller counted nothing).
    mutating func compute(workingMemory: Int, counted: Bool) -> ComputeStep {
        let inline = phase != .withWorker
        guard counted else { return inline ? .handToWorker : .refuseBytesInFlight }
        phase = .computing(workingMemory: workingMemory, inline: inline)
        return .compute
    }

    /// What ends the computing of a request.
    struct Computed: Equatable {
        /// The working memory to uncount from the bytes in flight (the answer, prepared, is counted by itself).
        var uncount: Int
        /// Whether the allocator's free memory is to be given back once no worker computes any more: a worker
        /// computed a body or an answer of at least the threshold (an I/O thread's requests are small by their
        /// limits and never ask).
        var asksForTrim: Bool
    }

    /// The handler's answer is prepared (`prepared(by: .handler)`), its body (inflated) `bodyBytes` and its answer
    /// `answerBytes` long; `trimAfterBytes` is the size from which a request asks for a trim (0: none does).
    mutating func computed(bodyBytes: Int, answerBytes: Int, trimAfterBytes: Int) -> Computed {
        guard case .computing(let workingMemory, let inline) = phase else {
            phase = .prepared(by: .handler)
            return Computed(uncount: 0, asksForTrim: false)
        }
        phase = .prepared(by: .handler)
        let large = trimAfterBytes > 0 && max(bodyBytes, answerBytes) >= trimAfterBytes
        return Computed(uncount: workingMemory, asksForTrim: large && !inline)
    }

    /// The I/O thread does not answer the request after all (no worker's turn to take, or the inline handler's own
    /// limits): back to `reading(offloaded: true)`, to be handed to a worker. Returns the working memory to uncount.
    mutating func declined() -> Int {
        guard case .computing(let workingMemory, _) = phase else { return 0 }
        phase = .reading(offloaded: true)
        return workingMemory
    }

    /// An answer by `answerer` is prepared, to be queued on the next call.
    mutating func prepared(by answerer: Answerer) {
        phase = .prepared(by: answerer)
    }

    /// An answer by `answerer` is queued with libmicrohttpd.
    mutating func queued(by answerer: Answerer) {
        phase = .answered(by: answerer)
    }

    /// What the end of a request says.
    struct Completion: Equatable {
        /// libmicrohttpd had called for the request's head (it counted in the requests in flight).
        var started: Bool
        /// The answer sent, if any, was libmicrohttpd's own (neither the handler nor the server made one), so the
        /// server reports it to its observer.
        var libraryAnswered: Bool
    }

    /// libmicrohttpd reports the request finished, `sent` when it ended with an answer on the wire (completed, or
    /// failed after answering): back to `idle`.
    mutating func complete(sent: Bool) -> Completion {
        let answered: Bool
        switch phase {
        case .prepared, .answered: answered = true
        case .idle, .reading, .discarding, .withWorker, .computing, .abandoned: answered = false
        }
        let completion = Completion(started: phase != .idle, libraryAnswered: sent && !answered)
        begin()
        return completion
    }
}
