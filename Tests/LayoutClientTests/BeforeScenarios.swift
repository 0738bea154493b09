import Foundation
import LayoutClient
import LayoutInProcess
import Testing
import UIKitLayoutCheck
import UIKitStandIn

// Temporary: the scenarios run against the layout as it was, to record the counts before the fixes.
@Suite("before")
@MainActor
struct BeforeScenarios {
    func setup(
        _ request: Layoutd.Request<Layoutd.FlowLayout>, offset: Double, rtt: Double, counts: [Int],
        options: CollectionViewDriver.Options = .init()
    ) -> (FakeClock, ScenarioTransport, Layoutd.RemoteCollectionViewLayout<Layoutd.FlowLayout>, CollectionViewDriver) {
        let clock = FakeClock()
        let transport = ScenarioTransport(clock: clock, roundTrip: rtt)
        let model = Layoutd.ScrollRangeModel(request: request, offset: offset, transport: transport, clock: clock)
        let layout = Layoutd.RemoteCollectionViewLayout(model: model)
        let driver = Scenario.driver(
            layout, size: request.collectionView.size.cgSize, counts: counts, clock: clock, options: options)
        driver.contentOffset = CGPoint(x: 0, y: offset)
        driver.display()
        driver.idle(frames: Int(rtt * 60) + 2)
        return (clock, transport, layout, driver)
    }

    @Test(arguments: Scenario.roundTrips)
    func all(rtt: Double) {
        var lines: [String] = []
        do {
            let (_, t, _, d) = setup(Scenario.grid(), offset: 0, rtt: rtt, counts: [12_000])
            let f0 = d.frames.count
            d.drag(through: (1...5).map { CGPoint(x: 0, y: Double($0) * 20) })
            d.fling(to: 60_000)
            d.idle(frames: 120)
            lines.append(
                Scenario.summary("fling 60k", d, requests: t.rangeRequests)
                    + " (after first answer: \(d.frames[f0...].filter(\.isBlank).count) blank)")
        }
        do {
            let (_, t, _, d) = setup(
                Scenario.grid(sections: 400, perSection: 30, pinned: true), offset: 0, rtt: rtt,
                counts: Array(repeating: 30, count: 400))
            d.drag(through: (1...5).map { CGPoint(x: 0, y: Double($0) * 20) })
            d.fling(to: 60_000, caughtAt: 1.0 / 3)
            let caught = d.frames.count
            let before = t.rangeRequests
            d.idle(frames: 180)
            let after = d.frames[(caught + Int(rtt * 60) + 1)...]
            lines.append(
                Scenario.summary("caught fling", d, requests: t.rangeRequests)
                    + " (after catch+rtt: \(after.filter { $0.held == nil }.count) uncovered, \(after.filter { $0.shown == 0 }.count) empty, \(t.rangeRequests - before) requests after catch)"
            )
        }
        do {
            let (_, t, _, d) = setup(Scenario.grid(), offset: 0, rtt: rtt, counts: [12_000])
            d.drag(through: (1...50).map { CGPoint(x: 0, y: Double($0) * 100) })
            d.idle(frames: 60)
            let r0 = t.rangeRequests
            let f0 = d.frames.count
            d.animateAdjustedContentInset(to: UIEdgeInsets(top: 0, left: 0, bottom: 336, right: 0), frames: 20)
            d.idle(frames: 60)
            lines.append(
                "keyboard: \(d.frames[f0...].filter(\.isBlank).count) blank, \(d.frames[f0...].filter { $0.shown == 0 }.count) empty, \(t.rangeRequests - r0) requests"
            )
        }
        do {
            let (_, t, l, d) = setup(
                Scenario.grid(sections: 400, perSection: 30, pinned: true), offset: 0, rtt: rtt,
                counts: Array(repeating: 30, count: 400))
            d.drag(through: (1...50).map { CGPoint(x: 0, y: Double($0) * 100) })
            d.idle(frames: 60)
            let firstBefore = d.shown.filter { $0.key.category == .cell }.min {
                ($0.value.minY, $0.value.minX) < ($1.value.minY, $1.value.minX)
            }
            let r0 = t.rangeRequests
            let f0 = d.frames.count
            d.rotate(to: CGSize(width: 844, height: 390))
            d.idle(frames: 120)
            let firstAfter = d.shown.filter { $0.key.category == .cell }.min {
                ($0.value.minY, $0.value.minX) < ($1.value.minY, $1.value.minX)
            }
            _ = l
            lines.append(
                "rotation: \(d.frames[f0...].filter(\.isBlank).count) blank, \(d.frames[f0...].filter { $0.shown == 0 }.count) empty, \(t.rangeRequests - r0) requests, first \(firstBefore.map { "\($0.key) y-off \($0.value.minY - 5000)" } ?? "-") → \(firstAfter.map { "\($0.key) y-off \($0.value.minY - d.contentOffset.y)" } ?? "-")"
            )
        }
        do {
            let clock = FakeClock()
            let t = ScenarioTransport(clock: clock, roundTrip: rtt)
            t.queuedFailures = [
                .problem(
                    Layoutd.ProblemDetails(
                        type: "/problems/unavailable", title: "Service unavailable", status: 503, detail: "queue full"))
            ]
            let request = Scenario.grid()
            let model = Layoutd.ScrollRangeModel(request: request, offset: 0, transport: t, clock: clock)
            let l = Layoutd.RemoteCollectionViewLayout(model: model)
            let d = Scenario.driver(
                l, size: CGSize(width: 390, height: 844), counts: [12_000], clock: clock, options: .init())
            d.display()
            d.drag(through: (1...600).map { CGPoint(x: 0, y: Double($0) * 5) })
            lines.append(
                Scenario.summary("503", d, requests: t.rangeRequests) + " covered at end: \(model.isCovered(3000))")
        }
        do {
            let (_, t, l, d) = setup(Scenario.grid(), offset: 0, rtt: rtt, counts: [12_000])
            // UIKit's scrollToItem(at:at:animated:) asks the layout for the item's attributes first.
            let attributes = l.layoutAttributesForItem(at: [0, 10_000])
            if let attributes { d.setContentOffset(CGPoint(x: 0, y: attributes.frame.minY), animated: false) }
            d.idle(frames: 60)
            lines.append(
                Scenario.summary("scrollToItem", d, requests: t.rangeRequests)
                    + " item found: \(attributes != nil), offset \(d.contentOffset.y)")
        }
        do {
            var request = Scenario.grid()
            request.layout.itemSize = nil
            request.layout.estimatedItemSize = Layoutd.Size(width: 390, height: 100)
            request.layout.minimumInteritemSpacing = 0
            request.sections = [Layoutd.FlowSection(.items((0..<200).map { Layoutd.Item.unmeasured(id: "p\($0)") }))]
            let (_, t, l, d) = setup(request, offset: 0, rtt: rtt, counts: [200])
            d.preferredSize = { key, frame in CGSize(width: 390, height: CGFloat(60 + (key.indexPath[1] * 29) % 90)) }
            d.idle(frames: 120)
            lines.append(
                Scenario.summary("self-sizing", d, requests: t.rangeRequests)
                    + " estimated still shown: \(l.model.attributes(at: 0).filter { $0.estimated == true }.count)")
        }
        do {
            let (_, t, l, d) = setup(Scenario.grid(), offset: 0, rtt: rtt, counts: [12_000])
            d.drag(through: (1...30).map { CGPoint(x: 0, y: Double($0) * 100) })
            d.idle(frames: 60)
            var fewer = Scenario.grid()
            fewer.sections = [Layoutd.FlowSection(.uniform(count: 40))]
            let f0 = d.frames.count
            d.standInItemCounts = [40]
            l.update(fewer, updates: nil)
            d.reloadData()
            d.idle(frames: 120)
            lines.append(
                "reloadData fewer: \(d.frames[f0...].filter(\.isBlank).count) blank, \(d.frames[f0...].filter { $0.shown == 0 }.count) empty, invalid index paths \(d.invalidIndexPaths.count), \(t.rangeRequests) requests, offset \(d.contentOffset.y)"
            )
        }
        print("BEFORE rtt \(rtt):\n" + lines.joined(separator: "\n"))
    }
}
