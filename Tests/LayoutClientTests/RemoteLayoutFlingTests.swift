import Foundation
import LayoutClient
import LayoutInProcess
import Testing
import UIKitLayoutCheck
import UIKitStandIn

/// How `Layoutd.RemoteCollectionViewLayout` answers `targetContentOffset(forProposedContentOffset:
/// withScrollingVelocity:)` in each state its model can be in: from a held answer (the service's own fling, held to
/// the single `fling` query of the service's pipeline), from the in-process fallback when nothing is held, with
/// UIKit's proposal when neither can answer, without snapping, from the drag's start under a limit counted from it;
/// and an orthogonal section's fling from a held answer.
@Suite("The remote layout's fling hook: held answers, the fallbacks, the drag's start, orthogonal sections")
@MainActor
struct RemoteLayoutFlingTests {
    /// A model of `request` at `offset` behind a fake network with `roundTrip`, its layout, and a driver showing it
    /// (not waiting for the first answer).
    func run(
        _ request: Layoutd.Request<Layoutd.FlowLayout>, at offset: Double, roundTrip: Double = 0.1,
        fallback: (any Layoutd.ImmediateLayoutSource)? = nil
    ) -> (Layoutd.ScrollRangeModel<Layoutd.FlowLayout>, ScenarioTransport, CollectionViewDriver) {
        let run = RemoteLayoutScenarioTests().start(
            request, offset: offset, roundTrip: roundTrip, options: .init(), counts: [1_000], fallback: fallback,
            waitForAnswer: false)
        return (run.model, run.transport, run.driver)
    }

    /// The service's single fling query: `request` released at x `offset` with `velocity`, from `start`.
    func service(
        _ request: Layoutd.Request<Layoutd.FlowLayout>, at offset: Double, velocity: Double, start: Double? = nil
    ) throws -> Layoutd.FlingResult {
        var single = request
        single.collectionView.contentOffset = Layoutd.Point(x: offset, y: 0)
        single.fling = Layoutd.Fling(
            velocity: Layoutd.Point(x: velocity, y: 0), startOffset: start.map { Layoutd.Point(x: $0, y: 0) })
        return try #require(try Layoutd.InProcessTransport().layout(single).get().fling)
    }

    @Test("without snapping, UIKit's proposal stands and its window is asked for at once")
    func notSnapping() {
        var request = RemoteLayoutScenarioTests.carousel(count: 1_000)
        request.layout.snapping = nil
        let (model, transport, driver) = run(request, at: 20_000)
        driver.idle(frames: 10)
        let before = transport.sent.count
        // 4 pt/ms at the normal rate: the driver proposes, as UIKit would, 4 / 0.0020020026706730793 (-ln 0.998)
        // further: 1,997.9998… points.
        let returned = driver.flick(velocity: 4, vertical: false)
        #expect(abs(returned.x - (20_000 + 4 / 0.0020020026706730793)) < 1e-9 && model.unansweredFlings == 0)
        guard case .scrollRange(let from, let to)? = transport.sent.dropFirst(before).first?.elements else {
            Issue.record("no range asked at the release: \(transport.sent.dropFirst(before).map(\.kind))")
            return
        }
        #expect(from <= returned.x && returned.x <= to)
        #expect(model.endDragging(releasedAt: 0, velocity: 1, proposed: 300) == .notSnapping)
    }

    @Test("snapping with nothing held and no fallback: the proposal stands, counted, and its window is asked for")
    func uncovered() throws {
        let request = RemoteLayoutScenarioTests.carousel(count: 1_000)
        // Released before the first answer (a round trip of half a second).
        let (model, transport, driver) = run(request, at: 20_000, roundTrip: 0.5)
        let before = transport.sent.count
        let returned = driver.flick(velocity: 4, vertical: false, caughtAt: 0.1)
        #expect(abs(returned.x - (20_000 + 4 / 0.0020020026706730793)) < 1e-9 && model.unansweredFlings == 1)
        guard case .scrollRange(let from, let to)? = transport.sent.dropFirst(before).first?.elements else {
            Issue.record("no range asked at the release")
            return
        }
        #expect(from <= returned.x && returned.x <= to)
        // Once the answers are in, the next fling is the service's.
        driver.idle(frames: 60)
        let release = Double(driver.contentOffset.x)
        let flung = model.endDragging(releasedAt: release, velocity: 2, proposed: release + 999)
        let fling = try service(request, at: release, velocity: 2)
        guard case .snapped(let outcome, .service) = flung else {
            Issue.record("not snapped from the service's answer: \(flung)")
            return
        }
        #expect(outcome.targetOffset == fling.targetOffset.x && outcome.restingOffset == fling.restingOffset.x)
    }

    @Test("with the in-process fallback, a fling before any answer is the service's, from the fallback's answer")
    func fallback() throws {
        let request = RemoteLayoutScenarioTests.carousel(count: 1_000)
        let (model, transport, driver) = run(
            request, at: 20_130, roundTrip: 0.5, fallback: Layoutd.InProcessTransport())
        #expect(transport.count("range") == 1 && model.heldAnswers.allSatisfy { $0.source == .inProcess })
        for velocity in [0.5, 4, -8] {
            let fling = try service(request, at: 20_130, velocity: velocity)
            guard
                case .snapped(let outcome, .inProcess) = model.endDragging(
                    releasedAt: 20_130, velocity: velocity, proposed: 0)
            else {
                Issue.record("not snapped from the fallback's answer at \(velocity)")
                continue
            }
            #expect(outcome.projectedOffset == fling.projectedOffset.x && outcome.targetOffset == fling.targetOffset.x)
            #expect(outcome.restingOffset == fling.restingOffset.x)
            #expect(outcome.snappedTo?.indexPath == fling.snappedTo?.indexPath && outcome.snappedTo != nil)
        }
        #expect(model.unansweredFlings == 0)
        _ = driver
    }

    @Test("a limit counted from the start reads the drag's start when the app forwards it, else the release")
    func dragStart() throws {
        // SwiftUI's `.viewAligned(limitBehavior: .alwaysByOne)`: leading edges (snap offsets 87.5 + 200k), one
        // snap offset from where the drag began, at the normal rate.
        let request = RemoteLayoutScenarioTests.carousel(
            count: 1_000, snapping: Layoutd.Snapping(preset: .swiftUIViewAlignedByOne))
        let (model, _, driver) = run(request, at: 19_900, fallback: Layoutd.InProcessTransport())
        driver.idle(frames: 10)
        // A drag begun at 19,900 (nearest offset 19,887.5), released at 20,130 at 10 pt/ms: p is ~5,000 further,
        // held to one offset past the start's, 20,087.5. Without the start, from the release (nearest offset
        // 20,087.5): one past it, 20,287.5.
        for (start, expected) in [(19_900, 20_087.5), (nil, 20_287.5)] as [(Double?, Double)] {
            if let start { model.willBeginDragging(at: start) }
            let fling = try service(request, at: 20_130, velocity: 10, start: start ?? 20_130)
            #expect(fling.targetOffset.x == expected)
            guard case .snapped(let outcome, _) = model.endDragging(releasedAt: 20_130, velocity: 10, proposed: 0)
            else {
                Issue.record("not snapped, from \(String(describing: start))")
                continue
            }
            #expect(outcome.targetOffset == fling.targetOffset.x, "from \(String(describing: start))")
        }
    }

    @Test("an orthogonal section's fling from a held answer: the contract's groupPaging example")
    func orthogonal() throws {
        let url = LiveServer.examples.appendingPathComponent("compositional-group-paging-fling.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        object["fling"] = nil
        var layout = try #require(object["layout"] as? [String: Any])
        layout["snapping"] = [String: Any]()
        object["layout"] = layout
        let request = try JSONDecoder().decode(
            Layoutd.Request<Layoutd.CompositionalLayout>.self, from: JSONSerialization.data(withJSONObject: object))
        let model = Layoutd.ScrollRangeModel(
            request: request, offset: 0, transport: ScenarioTransport(clock: FakeClock(), roundTrip: 0.1),
            clock: FakeClock(), fallback: Layoutd.InProcessTransport())
        // Groups at x 16 + 310k, pitch 310; released at 400 (page 1.29…): one page on at 1.2 pt/ms, 620; one back
        // at -1.2, 310; below the threshold at 0.04, the nearest page, 310.
        #expect(model.orthogonalFling(section: 0, at: 400, velocity: 1.2)?.targetOffset == 620)
        #expect(model.orthogonalFling(section: 0, at: 400, velocity: -1.2)?.targetOffset == 310)
        #expect(model.orthogonalFling(section: 0, at: 400, velocity: 0.04)?.restingOffset == 310)
        #expect(model.orthogonalFling(section: 1, at: 400, velocity: 1.2) == nil)
    }
}
