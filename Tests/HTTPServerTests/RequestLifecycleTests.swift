import Testing

@testable import HTTPServer

/// The request lifecycle without a socket: each of libmicrohttpd's calls as the event `MHDCallbacks` makes of it,
/// and the phase and step that follow, for every transition, in the orders libmicrohttpd makes them (head, body
/// pieces, the call reporting the body complete, again after a worker resumes the connection, the completion). The
/// expected phases are the ones the server's behaviour needs, written from the diagram on `RequestLifecycle`.
@Suite("The request lifecycle: every transition, tested as a value")
struct RequestLifecycleTests {
    typealias L = RequestLifecycle

    /// A body limit of 100 bytes and a discard allowance of 50.
    static func receive(_ l: inout L, _ count: Int, held: Int, room: Bool = true) -> L.PieceStep {
        l.receive(count, held: held, maxBodyBytes: 100, roomInFlight: room, allowance: 50)
    }

    /// The head hands the request to a worker, with room in the queue and the bytes in flight.
    static func offload(_ l: inout L) {
        let step = l.offload(queueFull: false, roomForDeclaredBody: true)
        #expect(step == .read)
    }

    @Test("a GET answered on the I/O thread: idle, reading, answered by the handler, idle; nothing to report")
    func getOnTheIOThread() {
        var l = L()
        #expect(l.phase == .idle)
        let first = l.start()
        #expect(first)
        #expect(l.phase == .reading(offloaded: false))
        let later = l.start()
        #expect(!later)  // every later call is not the head's
        #expect(l.whenBodyComplete == .answer)
        l.queued(by: .handler)
        #expect(l.phase == .answered(by: .handler))
        #expect(l.whenBodyComplete == .nothing)
        let step2 = l.complete(sent: true)
        #expect(step2 == L.Completion(started: true, libraryAnswered: false))
        #expect(l.phase == .idle && l.received == 0)
    }

    @Test("a POST through a worker: kept pieces, offload, the worker's answer queued after the resume")
    func postThroughAWorker() {
        var l = L()
        _ = l.start()
        Self.offload(&l)
        #expect(l.phase == .reading(offloaded: true))
        let step3 = Self.receive(&l, 40, held: 0)
        #expect(step3 == .keep)
        let step4 = Self.receive(&l, 60, held: 40)
        #expect(step4 == .keep)  // exactly the limit is kept
        #expect(l.received == 100)
        #expect(l.whenBodyComplete == .offload)
        l.handToWorker()
        #expect(l.phase == .withWorker)
        let step5 = l.take(stopping: false, overBudget: false, clientGone: false)
        #expect(step5 == .compute)
        #expect(l.phase == .withWorker)
        let computing = l.compute(workingMemory: 1_300, counted: true)
        #expect(computing == .compute)
        #expect(l.phase == .computing(workingMemory: 1_300, inline: false))
        #expect(l.whenBodyComplete == .nothing)  // the connection is suspended: no call answers it meanwhile
        let computed = l.computed(bodyBytes: 100, answerBytes: 2_000, trimAfterBytes: 1 << 20)
        #expect(computed == L.Computed(uncount: 1_300, asksForTrim: false))
        #expect(l.phase == .prepared(by: .handler))
        #expect(l.whenBodyComplete == .queuePrepared)
        l.queued(by: .handler)
        let step6 = l.complete(sent: true)
        #expect(step6 == L.Completion(started: true, libraryAnswered: false))
    }

    @Test("the whole body in one piece, answered inline from libmicrohttpd's buffer, queued on the next call")
    func wholeBodyInline() {
        var l = L()
        _ = l.start()
        Self.offload(&l)
        let step = l.compute(workingMemory: 832, counted: true)
        #expect(step == .compute)
        #expect(l.phase == .computing(workingMemory: 832, inline: true))
        // A large answer from the I/O thread never asks for a trim (its requests are small by their limits).
        let computed = l.computed(bodyBytes: 64, answerBytes: 2 << 20, trimAfterBytes: 1 << 20)
        #expect(computed == L.Computed(uncount: 832, asksForTrim: false))
        l.answeredWholeBodyInline(64)
        #expect(l.phase == .prepared(by: .handler) && l.received == 64)
        #expect(l.whenBodyComplete == .queuePrepared)
        l.queued(by: .handler)
        #expect(l.phase == .answered(by: .handler))
    }

    @Test("an over-limit body: discarded from the piece that crosses the limit, 413 at its end, closed far past it")
    func overLimitBody() {
        var l = L()
        _ = l.start()
        Self.offload(&l)
        let step7 = Self.receive(&l, 80, held: 0)
        #expect(step7 == .keep)
        let step8 = Self.receive(&l, 21, held: 80)
        #expect(step8 == .discard)  // 101 > 100
        #expect(l.phase == .discarding(.overLimit))
        #expect(l.whenBodyComplete == .refuse(.overLimit))
        let step9 = Self.receive(&l, 49, held: 0)
        #expect(step9 == .discard)  // 150: 50 past the limit, within the allowance
        let step10 = Self.receive(&l, 1, held: 0)
        #expect(step10 == .close)  // 151: past it, the connection goes
        #expect(l.received == 151)
        l.queued(by: .server)
        let step11 = l.complete(sent: true)
        #expect(step11 == L.Completion(started: true, libraryAnswered: false))
    }

    @Test("a body the bytes in flight have no room for: discarded, 503 at its end; the limit is checked first")
    func overBudgetBody() {
        var l = L()
        _ = l.start()
        Self.offload(&l)
        let step12 = Self.receive(&l, 10, held: 0, room: false)
        #expect(step12 == .discard)
        #expect(l.phase == .discarding(.overBudget))
        let step13 = Self.receive(&l, 10, held: 0, room: true)
        #expect(step13 == .discard)  // room again changes nothing
        #expect(l.whenBodyComplete == .refuse(.overBudget))
        var both = L()
        _ = both.start()
        let step14 = Self.receive(&both, 101, held: 0, room: false)
        #expect(step14 == .discard)
        #expect(both.phase == .discarding(.overLimit))
    }

    @Test("a client gone mid-body: the request ends unanswered, counted as started, nothing reported")
    func clientGoneMidBody() {
        var l = L()
        _ = l.start()
        Self.offload(&l)
        let step15 = Self.receive(&l, 30, held: 0)
        #expect(step15 == .keep)
        let step16 = l.complete(sent: false)
        #expect(step16 == L.Completion(started: true, libraryAnswered: false))
        #expect(l.phase == .idle)
    }

    @Test("an abandoned queued request: the worker drops it, the resumed connection is closed unanswered")
    func abandonedInTheQueue() {
        var l = L()
        _ = l.start()
        Self.offload(&l)
        l.handToWorker()
        let step17 = l.take(stopping: false, overBudget: false, clientGone: true)
        #expect(step17 == .drop)
        #expect(l.phase == .abandoned)
        #expect(l.whenBodyComplete == .close)
        let step18 = l.complete(sent: false)
        #expect(step18 == L.Completion(started: true, libraryAnswered: false))
    }

    @Test("a drain past its end: the worker refuses with the server's 503 (stopping before anything else)")
    func drain() {
        var l = L()
        _ = l.start()
        Self.offload(&l)
        l.handToWorker()
        let step19 = l.take(stopping: true, overBudget: true, clientGone: true)
        #expect(step19 == .refuseStopping)
        #expect(l.phase == .withWorker)  // not abandoned: the refusal is prepared and sent
        l.prepared(by: .server)
        #expect(l.whenBodyComplete == .queuePrepared)
        l.queued(by: .server)
        let step20 = l.complete(sent: true)
        #expect(step20 == L.Completion(started: true, libraryAnswered: false))
    }

    @Test("a worker finding the bytes in flight over their bound refuses before checking the client")
    func workerOverBudget() {
        var l = L()
        _ = l.start()
        Self.offload(&l)
        l.handToWorker()
        let step21 = l.take(stopping: false, overBudget: true, clientGone: true)
        #expect(step21 == .refuseBytesInFlight)
        #expect(l.phase == .withWorker)
    }

    @Test("a worker finding no room for the working memory refuses; an I/O thread hands the request to a worker")
    func noRoomForWorkingMemory() {
        var worker = L()
        _ = worker.start()
        Self.offload(&worker)
        worker.handToWorker()
        _ = worker.take(stopping: false, overBudget: false, clientGone: false)
        let refused = worker.compute(workingMemory: 1_000, counted: false)
        #expect(refused == .refuseBytesInFlight)
        #expect(worker.phase == .withWorker)  // nothing counted, nothing to uncount
        worker.prepared(by: .server)
        #expect(worker.whenBodyComplete == .queuePrepared)
        var inline = L()
        _ = inline.start()
        Self.offload(&inline)
        let handed = inline.compute(workingMemory: 1_000, counted: false)
        #expect(handed == .handToWorker)
        #expect(inline.phase == .reading(offloaded: true))
        #expect(inline.whenBodyComplete == .offload)
    }

    @Test("an inline request declined (no worker's turn, or the handler's own limits) uncounts and goes to a worker")
    func inlineDeclined() {
        var l = L()
        _ = l.start()
        Self.offload(&l)
        _ = l.compute(workingMemory: 700, counted: true)
        let uncount = l.declined()
        #expect(uncount == 700)
        #expect(l.phase == .reading(offloaded: true))
        #expect(l.declined() == 0)  // nothing counted twice
        l.handToWorker()
        #expect(l.take(stopping: false, overBudget: false, clientGone: false) == .compute)
        #expect(l.compute(workingMemory: 700, counted: true) == .compute)
        #expect(l.phase == .computing(workingMemory: 700, inline: false))
    }

    @Test("a worker's request whose body or answer reaches the threshold asks for a trim; 0 never does")
    func trimAfterLargeRequests() {
        func computed(body: Int, answer: Int, threshold: Int) -> L.Computed {
            var l = L()
            _ = l.start()
            Self.offload(&l)
            l.handToWorker()
            _ = l.take(stopping: false, overBudget: false, clientGone: false)
            _ = l.compute(workingMemory: 10, counted: true)
            return l.computed(bodyBytes: body, answerBytes: answer, trimAfterBytes: threshold)
        }
        #expect(computed(body: 4096, answer: 10, threshold: 4096) == L.Computed(uncount: 10, asksForTrim: true))
        #expect(computed(body: 10, answer: 4096, threshold: 4096).asksForTrim)
        #expect(!computed(body: 4095, answer: 4095, threshold: 4096).asksForTrim)
        #expect(!computed(body: 1 << 30, answer: 1 << 30, threshold: 0).asksForTrim)
    }

    @Test("a head for a worker refused at once: the queue full first, then a declared body with no room")
    func offloadRefused() {
        var full = L()
        _ = full.start()
        let step1 = full.offload(queueFull: true, roomForDeclaredBody: false)
        #expect(step1 == .refuse(.queueFull))
        #expect(full.phase == .reading(offloaded: true))
        full.queued(by: .server)
        #expect(full.whenBodyComplete == .nothing)  // the 503 is queued: no worker, no second answer
        var noRoom = L()
        _ = noRoom.start()
        let step2 = noRoom.offload(queueFull: false, roomForDeclaredBody: false)
        #expect(step2 == .refuse(.bytesInFlight))
    }

    @Test("a head refused by the server (400, 413, 415, a full queue) is the server's answer")
    func headRefused() {
        var l = L()
        _ = l.start()
        l.queued(by: .server)
        #expect(l.phase == .answered(by: .server))
        #expect(l.whenBodyComplete == .nothing)
        let step22 = l.complete(sent: true)
        #expect(step22.libraryAnswered == false)
    }

    @Test("libmicrohttpd's own answers are reported: before the head (not started) and after it")
    func libraryAnswers() {
        var beforeHead = L()
        let step23 = beforeHead.complete(sent: true)
        #expect(step23 == L.Completion(started: false, libraryAnswered: true))
        var afterHead = L()
        _ = afterHead.start()
        let step24 = afterHead.complete(sent: true)
        #expect(step24 == L.Completion(started: true, libraryAnswered: true))
        var unsent = L()
        let step25 = unsent.complete(sent: false)
        #expect(step25 == L.Completion(started: false, libraryAnswered: false))
    }

    @Test("offload only turns a reading request to a worker's, and begin resets everything for the next request")
    func offloadAndBegin() {
        var l = L()
        Self.offload(&l)  // before the head: nothing to offload
        #expect(l.phase == .idle)
        _ = l.start()
        let step26 = Self.receive(&l, 101, held: 0)
        #expect(step26 == .discard)
        Self.offload(&l)  // a discarding request stays discarding
        #expect(l.phase == .discarding(.overLimit))
        l.begin()
        #expect(l == L())
    }
}
