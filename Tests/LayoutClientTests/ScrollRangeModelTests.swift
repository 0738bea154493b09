import Foundation
import LayoutClient
import Testing

/// The model driven by a fake transport and a fake clock (`ScrollRangeModelFakes.swift`): a 100 × 800 view, so
/// one screen `V` is 800 points, over the toy layout's 100-point cells. The default policy: a still range reaches
/// one screen each side; the next is asked when fewer than `V/2 + 2·speed·roundTrip` offsets are left ahead.
@Suite("Layoutd.ScrollRangeModel: prefetching ranges with a fake transport and clock")
@MainActor
struct ScrollRangeModelTests {
    let clock = FakeClock()
    let transport: FakeTransport

    init() { transport = FakeTransport(clock: clock) }

    func model(itemCount: Int = 1000, policy: Layoutd.PrefetchPolicy = .init())
        -> Layoutd.ScrollRangeModel<Layoutd.FlowLayout>
    {
        // No jitter (`random` 0): the retry delays are the policy's exactly.
        Layoutd.ScrollRangeModel(
            request: FakeTransport.request(itemCount: itemCount), offset: 0, transport: transport, clock: clock,
            policy: policy, random: { 0 })
    }

    @Test("the first range reaches one screen each side; scrolling inside it asks for nothing, frame after frame")
    func noRequestPerFrame() {
        let model = model()
        #expect(transport.calls.map(\.range) == [Layoutd.ScrollRange(from: -800, to: 800)])
        transport.answer(0)
        // 60 frames at 4 points a frame (240 points a second) to 240: 800 - 240 = 560 offsets are left ahead,
        // more than 400 + 2 · 240 · roundTrip (roundTrip 0.105 after an instant answer: 0.7 · 0.15 + 0.3 · 0).
        for frame in 1...60 {
            clock.advance(by: 1.0 / 60)
            let offset = Double(frame) * 4
            model.scrolled(to: offset)
            #expect(model.isCovered(offset))
            #expect(model.attributes(at: offset) == FakeTransport.visible(at: offset, itemCount: 1000))
        }
        #expect(transport.calls.count == 1 && model.requestCount == 1)
        #expect(model.nextRange == nil)
    }

    @Test("at a steady 1200 points a second with 0.1 s round trips, each range is asked before the edge")
    func askedBeforeTheEdge() {
        let model = model()
        var uncovered = 0
        for frame in 1...300 {
            clock.advance(by: 1.0 / 60)
            transport.answerDue(roundTrip: 0.1)
            let offset = Double(frame) * 20
            let before = transport.calls.count
            model.scrolled(to: offset)
            if frame > 6, transport.calls.count > before {
                // Once the first answer is in, every request goes while the offset is still held: before the edge.
                #expect(model.isCovered(offset), "asked at \(offset) with nothing held there")
            }
            if frame > 6 {
                if !model.isCovered(offset) { uncovered += 1 }
                #expect(model.attributes(at: offset) == FakeTransport.visible(at: offset, itemCount: 1000))
            }
        }
        #expect(uncovered == 0)
        // 6000 points: each range reaches at least 800 + 4 · 1200 · 0.1 = 1280 ahead and is renewed with at most
        // 400 + 2 · 1200 · 0.15 = 760 left, so a request every 520 points at most: between 5 and 13 of them in all.
        #expect((5...13).contains(transport.calls.count), "\(transport.calls.count) requests")
        // Never more than two on their way, and none of them stale.
        #expect(model.discardedCount == 0)
    }

    @Test("an offset reported twice (at the bounds change, then in prepare) measures the same velocity as once")
    func repeatedReports() {
        let once = model()
        let twice = model()
        for frame in 1...10 {
            clock.advance(by: 1.0 / 60)
            once.scrolled(to: Double(frame) * 20)
            twice.scrolled(to: Double(frame) * 20)
            clock.advance(by: 0.001)
            twice.scrolled(to: Double(frame) * 20)
        }
        #expect(once.velocity > 1000 && twice.velocity == once.velocity)
    }

    @Test("a far fling asks for the target's range at once, a hint: what surrounds the offset is asked for on the way")
    func farFling() {
        let model = model()
        transport.answer(0)
        model.willEndDragging(targetOffset: 50_000)
        // The path with a screen each side (51,600) is longer than 9 screens (7,200): the target's range alone.
        #expect(transport.calls.map(\.range).last == Layoutd.ScrollRange(from: 49_200, to: 50_800))
        #expect(model.flingTarget == 50_000)
        // Decelerating over 2 s (ease-out); answered 0.1 s later.
        var uncoveredLate = 0
        for frame in 1...120 {
            clock.advance(by: 1.0 / 60)
            transport.answerDue(roundTrip: 0.1)
            let t = Double(frame) / 60
            let offset = 50_000 * (1 - (1 - t / 2) * (1 - t / 2))
            model.scrolled(to: offset)
            // Never more than two ranges on their way: one left behind is cancelled to make room.
            #expect(model.pendingRanges.count <= 2)
            if frame > 100, !model.isCovered(offset) { uncoveredLate += 1 }
        }
        // Ranges were asked for on the way, not only the target's.
        #expect(transport.calls.count > 2)
        #expect(uncoveredLate == 0)
        #expect(model.isCovered(50_000) && model.flingTarget == nil)
        #expect(model.attributes(at: 50_000) == FakeTransport.visible(at: 50_000, itemCount: 1000))
    }

    @Test("a short fling asks for one range over its whole path; a held target asks for nothing")
    func shortFling() {
        let model = model()
        transport.answer(0)
        model.willEndDragging(targetOffset: 500)
        #expect(transport.calls.count == 1, "500 is held")
        model.willEndDragging(targetOffset: 3000)
        // The path -800...3800 fits in 9 screens; moved inside the scrollable offsets (-400...99,600, half a screen
        // of bounce each end) it keeps its length: -400...4200.
        #expect(transport.calls.map(\.range).last == Layoutd.ScrollRange(from: -400, to: 4200))
    }

    @Test("a target past the content's end is asked for as the last reachable offset, once")
    func pastTheEnd() {
        let model = model()
        transport.answer(0)
        model.willEndDragging(targetOffset: 200_000)
        // The content ends at 100,000: the last offset is 99,200, with bounce 99,600. The range around it,
        // 98,800...100,400, moved inside: 98,000...99,600.
        #expect(transport.calls.map(\.range).last == Layoutd.ScrollRange(from: 98_000, to: 99_600))
        transport.answer(1)
        model.scrolled(to: 0)
        #expect(transport.calls.count == 2)
    }

    @Test("requests asked for before the data changed are cancelled, and their answers ignored")
    func staleDiscarded() {
        let model = model()
        model.update(FakeTransport.request(itemCount: 500))
        #expect(transport.calls.count == 2 && transport.calls[0].cancelled && model.cancelledCount == 1)
        transport.answer(0)
        #expect(model.answers.isEmpty && !model.isCovered(0))
        #expect(model.attributes(at: 0).isEmpty)
        transport.answer(1)
        #expect(model.isCovered(0) && model.contentSize == Layoutd.Size(width: 100, height: 50_000))
        #expect(model.attributes(at: 0) == FakeTransport.visible(at: 0, itemCount: 500))
    }

    @Test("a data change drops what is held at once, unless the new answer comes with it")
    func updateDropsHeld() {
        let model = model()
        transport.answer(0)
        var changes = 0
        model.onChange = { changes += 1 }
        model.update(FakeTransport.request(itemCount: 20))
        #expect(!model.isCovered(0) && model.attributes(at: 0).isEmpty && changes == 1)
        // The app fetched the new data's range itself: handed in, nothing goes blank.
        let next = FakeTransport.request(itemCount: 30)
        let answer = Layoutd.ScrollRangeResponse(
            contentSize: Layoutd.Size(width: 100, height: 3000), scrollRange: Layoutd.ScrollRange(from: -400, to: 2600),
            attributes: (0..<30).map(FakeTransport.cell))
        model.update(next, answer: answer)
        #expect(model.isCovered(0) && model.attributes(at: 0) == FakeTransport.visible(at: 0, itemCount: 30))
        #expect(changes == 2)
        transport.answer(1)
        #expect(transport.calls[1].cancelled && model.cancelledCount == 1)
    }

    @Test("while an answer is on its way, what the held answer has in the visible rect is shown, the rest waits")
    func shownWhileWaiting() {
        let model = model()
        transport.answer(0)
        clock.advance(by: 1)
        model.scrolled(to: 1000)
        #expect(transport.calls.count == 2 && !model.isCovered(1000))
        // The held range -800...800 shows the content up to 1600: cells 10...15 of the visible 10...17, at their
        // places; cells 16 and 17 wait.
        #expect(model.attributes(at: 1000) == Array(FakeTransport.visible(at: 1000, itemCount: 1000).prefix(6)))
        transport.answer(1)
        #expect(model.attributes(at: 1000) == FakeTransport.visible(at: 1000, itemCount: 1000))
    }

    @Test("content that fits in a range is asked for once, and never again")
    func shortContent() {
        let model = model(itemCount: 10)
        transport.answer(0)
        // Content 1000 tall in an 800 view: offsets -400...600 with bounce, all inside -800...800.
        for frame in 1...120 {
            clock.advance(by: 1.0 / 60)
            model.scrolled(to: frame <= 60 ? Double(frame) * 3 : Double(120 - frame) * 3)
        }
        model.willEndDragging(targetOffset: 600)
        #expect(transport.calls.count == 1)
    }

    @Test("a transport failure is retried after 0.25 s, then 0.5 s; a 400 stops the asking until the data changes")
    func retries() {
        let model = model()
        transport.fail(0, .transport(URLError(.timedOut)))
        #expect(transport.calls.count == 1 && model.lastError != nil)
        // Steps that are exact in binary, so the waits end exactly when they should.
        clock.advance(by: 0.125)
        model.scrolled(to: 0)
        #expect(transport.calls.count == 1, "still waiting")
        clock.advance(by: 0.125)
        #expect(transport.calls.count == 2)
        transport.fail(1, .unexpectedResponse(status: 502, contentType: "text/html", body: Data()))
        clock.advance(by: 0.375)
        #expect(transport.calls.count == 2)
        clock.advance(by: 0.125)
        #expect(transport.calls.count == 3)
        let problem = Layoutd.ProblemDetails(
            type: "/problems/invalid-request", title: "Invalid request", status: 400, detail: "bad",
            errors: [.init(pointer: "/sections/0/itemCount", detail: "too large")])
        transport.fail(2, .problem(problem))
        clock.advance(by: 10)
        model.scrolled(to: 5000)
        #expect(transport.calls.count == 3, "a 400 is not retried")
        model.update(FakeTransport.request(itemCount: 100))
        #expect(transport.calls.count == 4)
        transport.answer(3)
        #expect(model.lastError == nil && model.isCovered(5000))
    }

    @Test("a 503 with Retry-After: 3 waits 3 s, not the 0.25 s backoff; recovery clears the error")
    func retryAfter() {
        let model = model()
        var reported: [Layoutd.ClientError] = []
        model.onFailure = { reported.append($0) }
        transport.fail(0, .unavailable(status: 503, retryAfter: 3, problem: nil))
        #expect(reported.count == 1 && model.lastError?.retryAfter == 3)
        clock.advance(by: 2.875)
        model.scrolled(to: 0)
        #expect(transport.calls.count == 1, "asked again before the Retry-After")
        clock.advance(by: 0.125)
        #expect(transport.calls.count == 2)
        transport.answer(1)
        #expect(model.lastError == nil && model.isCovered(0))
    }

    @Test("the backoff is jittered: min(0.25 · 2^(n−1), 4) · (1 − 0.5 · u), and never past the cap")
    func jitter() {
        let policy = Layoutd.PrefetchPolicy()
        #expect(policy.retryDelay(afterFailures: 1, random: 0) == 0.25)
        #expect(policy.retryDelay(afterFailures: 1, random: 0.5) == 0.1875)
        #expect(policy.retryDelay(afterFailures: 3, random: 1) == 0.5)
        #expect(policy.retryDelay(afterFailures: 40, random: 0) == 4)
        // A model with u = 0.5: the first retry 0.1875 s after a transport error.
        let model = Layoutd.ScrollRangeModel(
            request: FakeTransport.request(itemCount: 1000), offset: 0, transport: transport, clock: clock,
            random: { 0.5 })
        transport.fail(0, .transport(URLError(.timedOut)))
        clock.advance(by: 0.125)
        #expect(transport.calls.count == 1)
        clock.advance(by: 0.0625)
        #expect(transport.calls.count == 2 && model.lastError != nil)
    }

    @Test("what each failure calls for: retry the unreachable and overloaded, shrink for a 422 at /elements, else stop")
    func consequences() {
        typealias Model = Layoutd.ScrollRangeModel<Layoutd.FlowLayout>
        func problem(_ status: Int, _ pointer: String = "") -> Layoutd.ClientError {
            .problem(
                Layoutd.ProblemDetails(
                    type: "", title: "", status: status, detail: "", errors: [.init(pointer: pointer, detail: "")]))
        }
        #expect(Model.consequence(of: .transport(URLError(.timedOut))) == .retry)
        #expect(Model.consequence(of: .unavailable(status: 503, retryAfter: 1, problem: nil)) == .retry)
        #expect(Model.consequence(of: .unavailable(status: 429, retryAfter: nil, problem: nil)) == .retry)
        #expect(Model.consequence(of: problem(500)) == .retry)
        #expect(
            Model.consequence(of: .unexpectedResponse(status: 502, contentType: "text/html", body: Data())) == .retry)
        #expect(Model.consequence(of: problem(422, "/elements")) == .shrink)
        #expect(Model.consequence(of: problem(422, "/layout/columnCount")) == .stop)
        #expect(Model.consequence(of: problem(400, "/sections")) == .stop)
        #expect(Model.consequence(of: problem(413)) == .stop)
        #expect(
            Model.consequence(of: .unexpectedResponse(status: 404, contentType: "text/html", body: Data())) == .stop)
        #expect(Model.consequence(of: .invalidRequest("NaN")) == .stop)
    }

    @Test("a 400 stops the asking and is reported, once; the next data change asks again")
    func stopsAndReports() {
        let model = model()
        var reported: [Int?] = []
        model.onFailure = { reported.append($0.status) }
        let bad = Layoutd.ProblemDetails(
            type: "/problems/invalid-request", title: "Invalid request", status: 400, detail: "bad",
            errors: [.init(pointer: "/sections/0/itemCount", detail: "too large")])
        transport.fail(0, .problem(bad))
        for frame in 1...600 {
            clock.advance(by: 1.0 / 60)
            model.scrolled(to: Double(frame) * 10)
        }
        #expect(transport.calls.count == 1 && reported == [400] && model.lastError?.status == 400)
        model.update(FakeTransport.request(itemCount: 50))
        #expect(transport.calls.count == 2 && model.lastError == nil)
    }

    @Test("a 422 at /elements halves the range each time, down to an eighth of a screen each side")
    func tooLarge() {
        let model = model()
        let problem = Layoutd.ProblemDetails(
            type: "/problems/unprocessable", title: "Too large", status: 422, detail: "too many attributes",
            errors: [.init(pointer: "/elements", detail: "ask for a smaller range")])
        for i in 0..<4 { transport.fail(i, .problem(problem)) }
        #expect(
            transport.calls.map(\.range) == [
                Layoutd.ScrollRange(from: -800, to: 800), Layoutd.ScrollRange(from: -400, to: 400),
                Layoutd.ScrollRange(from: -200, to: 200), Layoutd.ScrollRange(from: -100, to: 100),
            ])
        #expect(model.lastError != nil && model.nextRange == nil)
    }

    @Test("a request unanswered for the timeout no longer counts as on its way; its late answer is still taken")
    func timeout() {
        let model = model()
        clock.advance(by: 4.9)
        model.scrolled(to: 0)
        #expect(transport.calls.count == 1)
        clock.advance(by: 0.2)
        model.scrolled(to: 0)
        #expect(transport.calls.count == 2)
        transport.answer(0)
        #expect(model.isCovered(0) && model.discardedCount == 0)
    }

    @Test("at most four answers are held: the farthest from the offset goes, never the newest")
    func eviction() {
        let model = model()
        transport.answer(0)
        for (k, target) in [20_000.0, 40_000, 60_000, 80_000].enumerated() {
            model.willEndDragging(targetOffset: target)
            transport.answer(k + 1)
        }
        #expect(
            model.answers.map(\.scrollRange) == [
                Layoutd.ScrollRange(from: -800, to: 800), Layoutd.ScrollRange(from: 19_200, to: 20_800),
                Layoutd.ScrollRange(from: 39_200, to: 40_800), Layoutd.ScrollRange(from: 79_200, to: 80_800),
            ])
    }
}
