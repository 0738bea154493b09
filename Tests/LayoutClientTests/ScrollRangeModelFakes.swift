import Foundation
import LayoutClient
import Testing

/// A clock that moves only when told to, running what was scheduled when its time comes.
@MainActor
final class FakeClock: Layoutd.ScrollClock {
    var now = 0.0
    var scheduled: [(at: Double, action: @MainActor () -> Void)] = []

    func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) {
        scheduled.append((now + delay, action))
    }

    /// Moves time on by `seconds`, running every action that falls due, earliest first.
    func advance(by seconds: Double) {
        now += seconds
        while let next = scheduled.indices.filter({ scheduled[$0].at <= now }).min(by: {
            scheduled[$0].at < scheduled[$1].at
        }) {
            let action = scheduled.remove(at: next).action
            action()
        }
    }
}

/// A transport that records every request and answers only when the test says so, from a toy layout: one
/// vertical section of `itemCount` cells 100 × 100 at y = 100·i in a 100 × 800 view (no followers), answered as a
/// service would answer a range: every cell whose frame meets the content the range shows, `from` to `to + 800`.
@MainActor
final class FakeTransport: Layoutd.ScrollRangeTransport {
    struct Call {
        var range: Layoutd.ScrollRange
        var itemCount: Int
        var sent: Double
        var complete: @MainActor (Result<Layoutd.ScrollRangeResponse, Layoutd.ClientError>) -> Void
        var done = false
        /// Whether the model cancelled it (its answer is still delivered when the test says so, and ignored).
        var cancelled = false
    }

    let clock: FakeClock
    var calls: [Call] = []

    init(clock: FakeClock) { self.clock = clock }

    /// The toy request: `itemCount` cells of 100 × 100 in a 100 × 800 view.
    static func request(itemCount: Int) -> Layoutd.Request<Layoutd.FlowLayout> {
        Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 100, height: 800)),
            layout: Layoutd.FlowLayout(itemSize: Layoutd.Size(width: 100, height: 100)),
            sections: [Layoutd.FlowSection(.uniform(count: itemCount))])
    }

    /// Single-offset requests (anchor reports, resolutions): recorded, never answered.
    var singleCalls: [Layoutd.Elements?] = []

    func fetchLayout<Family: Layoutd.LayoutFamily>(
        _ request: Layoutd.Request<Family>,
        completion: @escaping @MainActor (Result<Layoutd.Response, Layoutd.ClientError>) -> Void
    ) -> Layoutd.TransportTask {
        singleCalls.append(request.elements)
        return .finished
    }

    func fetchScrollRange<Family: Layoutd.LayoutFamily>(
        _ request: Layoutd.Request<Family>,
        completion: @escaping @MainActor (Result<Layoutd.ScrollRangeResponse, Layoutd.ClientError>) -> Void
    ) -> Layoutd.TransportTask {
        guard case .scrollRange(let from, let to) = request.elements else {
            Issue.record("not a range request: \(request)")
            return .finished
        }
        #expect(request.collectionView.contentOffsets == nil && request.scrollTo == nil && request.anchor == nil)
        // The toy's item count: a first flow section's `itemCount`; other requests are answered with no cells.
        var count = 0
        if let flow = request.sections.first as? Layoutd.FlowSection, case .uniform(let n, _) = flow.items { count = n }
        calls.append(
            Call(
                range: Layoutd.ScrollRange(from: from, to: to), itemCount: count, sent: clock.now, complete: completion)
        )
        let index = calls.count - 1
        return Layoutd.TransportTask { [weak self] in
            MainActor.assumeIsolated { self?.calls[index].cancelled = true }
        }
    }

    /// The toy's cells visible at `offset`: `100·i < offset + 800` and `offset < 100·i + 100`.
    static func visible(at offset: Double, itemCount: Int) -> [Layoutd.Attributes] {
        (0..<itemCount).filter { Double($0) * 100 < offset + 800 && offset < Double($0) * 100 + 100 }.map(cell)
    }

    static func cell(_ i: Int) -> Layoutd.Attributes {
        Layoutd.Attributes(
            indexPath: [0, i], category: .cell, frame: Layoutd.Rect(x: 0, y: Double(i) * 100, width: 100, height: 100))
    }

    /// The toy's answer to call `i`.
    func response(_ i: Int) -> Layoutd.ScrollRangeResponse {
        let call = calls[i]
        let cells = (0..<call.itemCount).filter {
            Double($0) * 100 < call.range.to + 800 && call.range.from < Double($0) * 100 + 100
        }
        return Layoutd.ScrollRangeResponse(
            contentSize: Layoutd.Size(width: 100, height: Double(call.itemCount) * 100), scrollRange: call.range,
            attributes: cells.map(Self.cell))
    }

    /// Answers call `i` from the toy layout.
    func answer(_ i: Int) {
        finish(i, .success(response(i)))
    }

    /// Fails call `i` with `error`.
    func fail(_ i: Int, _ error: Layoutd.ClientError) {
        finish(i, .failure(error))
    }

    func finish(_ i: Int, _ result: Result<Layoutd.ScrollRangeResponse, Layoutd.ClientError>) {
        guard calls.indices.contains(i), !calls[i].done else {
            Issue.record("no call \(i) waiting for an answer")
            return
        }
        calls[i].done = true
        calls[i].complete(result)
    }

    /// Answers every call sent at least `roundTrip` seconds ago.
    func answerDue(roundTrip: Double) {
        for i in calls.indices where !calls[i].done && calls[i].sent + roundTrip <= clock.now + 1e-9 { answer(i) }
    }
}
