import Foundation
import LayoutClient
import LayoutInProcess
import SeededRandom
import Testing
import UIKitLayoutCheck
import UIKitStandIn

/// A service at the end of a network with a fixed round trip: every request is answered by the service's own
/// pipeline (`Layoutd.InProcessTransport`, byte for byte the server's answer) and the answer handed back `roundTrip`
/// seconds of the fake clock later. Failures can be queued for the next requests.
@MainActor
final class ScenarioTransport: Layoutd.ScrollRangeTransport {
    /// One request as sent.
    struct Sent {
        /// `"range"`, `"report"` (an anchor report), `"resolve"` (an anchor resolved), `"scrollTo"`, `"update"` (with
        /// `previous`) or `"layout"`.
        var kind: String
        /// The request's `elements`.
        var elements: Layoutd.Elements?
        /// When it was sent.
        var time: Double
        /// Whether the model cancelled it.
        var cancelled = false
    }

    let clock: FakeClock
    var roundTrip: Double
    let engine = Layoutd.InProcessTransport()
    /// Outcomes the next requests get instead of the service's answer, first first.
    var queuedFailures: [Layoutd.ClientError] = []
    /// Whether requests fail with a transport error (the network is down).
    var offline = false
    private(set) var sent: [Sent] = []

    init(clock: FakeClock, roundTrip: Double) {
        self.clock = clock
        self.roundTrip = roundTrip
    }

    /// Requests of `kind` sent.
    func count(_ kind: String) -> Int { sent.filter { $0.kind == kind }.count }

    /// Requests sent after `time`.
    func sent(after time: Double) -> [Sent] { sent.filter { $0.time > time } }

    func fetchScrollRange<Family: Layoutd.LayoutFamily>(
        _ request: Layoutd.Request<Family>,
        completion: @escaping @MainActor (Result<Layoutd.ScrollRangeResponse, Layoutd.ClientError>) -> Void
    ) -> Layoutd.TransportTask {
        deliver(kind: "range", request, completion) { self.engine.scrollRange(request) }
    }

    func fetchLayout<Family: Layoutd.LayoutFamily>(
        _ request: Layoutd.Request<Family>,
        completion: @escaping @MainActor (Result<Layoutd.Response, Layoutd.ClientError>) -> Void
    ) -> Layoutd.TransportTask {
        let kind =
            request.previous != nil
            ? "update"
            : request.scrollTo != nil
                ? "scrollTo" : request.anchor == .report ? "report" : request.anchor != nil ? "resolve" : "layout"
        return deliver(kind: kind, request, completion) { self.engine.layout(request) }
    }

    /// Records the request, and hands `completion` the service's answer (or the queued failure) a round trip
    /// later, unless it was cancelled by then.
    private func deliver<Family, Answer>(
        kind: String, _ request: Layoutd.Request<Family>,
        _ completion: @escaping @MainActor (Result<Answer, Layoutd.ClientError>) -> Void,
        answer: () -> Result<Answer, Layoutd.ClientError>
    ) -> Layoutd.TransportTask {
        sent.append(Sent(kind: kind, elements: request.elements, time: clock.now))
        let index = sent.count - 1
        let result: Result<Answer, Layoutd.ClientError>
        if offline {
            result = .failure(.transport(URLError(.notConnectedToInternet)))
        } else if !queuedFailures.isEmpty {
            result = .failure(queuedFailures.removeFirst())
        } else {
            result = answer()
        }
        clock.schedule(after: roundTrip) { [weak self] in
            guard self?.sent[index].cancelled == false else { return }
            completion(result)
        }
        return Layoutd.TransportTask { [weak self] in
            MainActor.assumeIsolated { self?.sent[index].cancelled = true }
        }
    }
}

/// What the scenarios share: the feeds and chats they scroll, and the oracle a driver flags blank frames with.
@MainActor
enum Scenario {
    /// A photo grid on a phone: 390 × 844 at scale 3, three 128-point squares a row 3 apart (row pitch 131), in
    /// `sections` sections of `perSection` items, each with a 40-point header (pinned when `pinned`).
    static func grid(
        sections: Int = 1, perSection: Int = 12_000, pinned: Bool = false
    ) -> Layoutd.Request<Layoutd.FlowLayout> {
        Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 390, height: 844), scale: 3),
            layout: Layoutd.FlowLayout(
                pinning: pinned ? Layoutd.Pinning(headers: .all) : nil, itemSize: Layoutd.Size(width: 128, height: 128),
                minimumLineSpacing: 3, minimumInteritemSpacing: 3,
                headerReferenceSize: sections > 1 ? Layoutd.Size(width: 0, height: 40) : nil),
            sections: (0..<sections).map { _ in Layoutd.FlowSection(.uniform(count: perSection)) })
    }

    /// The round trips every scenario runs with, in seconds.
    nonisolated static let roundTrips = [0.1, 0.5]

    /// The oracle for `layout`: the elements its model's held answers that cover the visible rect's offset have in
    /// the rect, at that offset, with the frames the layout would show them at.
    static func held<Family>(
        _ layout: Layoutd.RemoteCollectionViewLayout<Family>
    ) -> (CGRect) -> [CollectionViewDriver.ElementKey: CGRect]? {
        { [weak layout] rect in
            guard let model = layout?.model else { return nil }
            let vertical = model.viewport.scrollDirection == .vertical
            let offset = Double(vertical ? rect.minY : rect.minX)
            let covering = model.answers.filter { $0.scrollRange.contains(offset) }
            guard !covering.isEmpty else { return nil }
            var result: [CollectionViewDriver.ElementKey: CGRect] = [:]
            for answer in covering {
                for a in answer.attributes(at: offset, in: Layoutd.Rect(rect)) {
                    var frame = a.frame
                    if a.orthogonal == true {
                        let move = answer.viewport.orthogonalMove(section: a.indexPath.first ?? 0)
                        frame.x -= move.x
                        frame.y -= move.y
                    }
                    result[key(a)] = frame.cgRect
                }
            }
            return result
        }
    }

    /// The driver's name for an element of an answer.
    static func key(_ a: Layoutd.Attributes) -> CollectionViewDriver.ElementKey {
        switch a.category {
        case .cell: CollectionViewDriver.ElementKey(category: .cell, kind: nil, indexPath: a.indexPath)
        case .supplementary:
            CollectionViewDriver.ElementKey(
                category: .supplementaryView, kind: a.kind?.uiKitName, indexPath: a.indexPath)
        case .decoration:
            CollectionViewDriver.ElementKey(category: .decorationView, kind: a.kind?.uiKitName, indexPath: a.indexPath)
        }
    }

    /// A driver over `layout` with `counts` items per section, the oracle set, and `onFrame` moving `clock` on by a
    /// frame.
    static func driver<Family>(
        _ layout: Layoutd.RemoteCollectionViewLayout<Family>, size: CGSize, counts: [Int], clock: FakeClock,
        options: CollectionViewDriver.Options
    ) -> CollectionViewDriver {
        let driver = CollectionViewDriver(size: size, layout: layout, itemCounts: counts, options: options)
        driver.standInTraitCollection.standInDisplayScale = CGFloat(layout.model.request.collectionView.scale ?? 1)
        driver.heldElements = held(layout)
        driver.onFrame = { clock.advance(by: 1.0 / 60) }
        return driver
    }

    /// What the service answers at `offset` for `request`: the visible elements by the driver's names, with their
    /// frames (the ground truth a scenario's last frame is held to).
    static func truth<Family>(_ request: Layoutd.Request<Family>, at offset: Double) -> [CollectionViewDriver
        .ElementKey:
        CGRect]
    {
        var single = request
        single.elements = .visible
        single.anchor = nil
        single.scrollTo = nil
        single.previous = nil
        single.updateAnimation = nil
        let insets = single.collectionView.contentInset ?? .zero
        single.collectionView.contentOffset =
            request.layout.scrollAxis == .vertical
            ? Layoutd.Point(x: -insets.left, y: offset) : Layoutd.Point(x: offset, y: -insets.top)
        guard case .success(let response) = Layoutd.InProcessTransport().layout(single) else { return [:] }
        var result: [CollectionViewDriver.ElementKey: CGRect] = [:]
        for a in response.attributes { result[key(a)] = a.frame.cgRect }
        return result
    }

    /// A deterministic source of numbers in `0..<1` (SplitMix64), for the retry jitter.
    static func seeded(_ seed: UInt64) -> @MainActor () -> Double {
        let state = Counter(seed)
        return {
            state.value &+= 0x9E37_79B9_7F4A_7C15
            var z = state.value
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Double(z >> 11) / Double(1 << 53)
        }
    }

    @MainActor
    final class Counter {
        var value: UInt64
        init(_ value: UInt64) { self.value = value }
    }

    /// Runs `body` (which waits for the fake network) while the driver shows frames, until it finishes: a frame at
    /// a time, letting the awaiting task run between them.
    static func whileFrames<T>(
        _ driver: CollectionViewDriver, _ body: @escaping @MainActor () async throws -> T
    ) async throws -> T {
        let box = Outcome<T>()
        let task = Task { @MainActor in
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        }
        for _ in 0..<1000 {
            for _ in 0..<8 { await Task.yield() }
            if box.result != nil { break }
            driver.idle()
        }
        _ = task
        guard let result = box.result else { throw ScenarioError.neverFinished }
        return try result.get()
    }

    @MainActor
    final class Outcome<T> {
        var result: Result<T, any Error>?
    }

    enum ScenarioError: Error {
        case neverFinished
    }
}
