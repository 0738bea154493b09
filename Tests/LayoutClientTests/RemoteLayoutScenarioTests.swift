import Foundation
import LayoutClient
import LayoutInProcess
import Testing
import UIKitLayoutCheck
import UIKitStandIn

/// `Layoutd.RemoteCollectionViewLayout` driven frame by frame the way UIKit drives a layout (`CollectionViewDriver`,
/// docs/uikit-driver.md), against the service's own answers (`ScenarioTransport`: the in-process pipeline behind a
/// fake network with round trips of 0.1 and 0.5 s), under every answer to what UIKit leaves undocumented. Each
/// scenario holds: no blank frame (a frame that shows less than the held answers covering it have there), no
/// per-element lookup that disagrees with what is shown, no index path the data source lacks, the requests made,
/// and the last frame equal to the service's single-offset answer there.
@Suite("Remote layout scenarios under the UIKit driver")
@MainActor
struct RemoteLayoutScenarioTests {
    /// A layout, its model and transport, and the driver showing it.
    @MainActor
    struct Run {
        let clock: FakeClock
        let transport: ScenarioTransport
        let layout: Layoutd.RemoteCollectionViewLayout<Layoutd.FlowLayout>
        let driver: CollectionViewDriver

        var model: Layoutd.ScrollRangeModel<Layoutd.FlowLayout> { layout.model }
        /// The driver's offset along the scroll axis.
        var offset: Double {
            Double(model.viewport.scrollDirection == .vertical ? driver.contentOffset.y : driver.contentOffset.x)
        }

        /// The checks every scenario makes, and its line for the README.
        func check(_ name: String, _ roundTrip: Double, _ options: CollectionViewDriver.Options) {
            let blank = driver.frames.filter(\.isBlank)
            #expect(
                blank.isEmpty,
                "\(name): blank frames \(blank.prefix(3).map { "\($0.index) \($0.missing.prefix(3)) \($0.misplaced.prefix(3))" })"
            )
            #expect(driver.lookupMisses == 0, "\(name): per-element lookups disagree with what is shown")
            #expect(driver.invalidIndexPaths.isEmpty, "\(name): index paths the data source lacks")
            #expect(driver.inconsistentBatches.isEmpty, "\(name): \(driver.inconsistentBatches)")
            let kinds = ["range", "report", "resolve", "scrollTo", "update"].compactMap { kind in
                transport.count(kind) > 0 ? "\(transport.count(kind)) \(kind)" : nil
            }
            print(
                "SCENARIO \(name) | \(roundTrip) s | \(options) | \(driver.frames.count) frames, \(blank.count) blank, "
                    + "\(driver.uncoveredFrames) uncovered | requests: \(kinds.joined(separator: ", "))")
        }

        /// The last frame against the service's answer at the driver's offset for `request`.
        func expectTruth(_ request: Layoutd.Request<Layoutd.FlowLayout>, _ name: String) {
            let truth = Scenario.truth(request, at: offset)
            let shown = driver.shown
            #expect(!truth.isEmpty, "\(name): the service shows nothing at \(offset)")
            #expect(shown == truth, "\(name) at \(offset): shown \(shown.count), service \(truth.count)")
        }
    }

    /// A run of `request` at `offset` with `counts` items per section, displayed and (`waitForAnswer`) left until
    /// its first answer has arrived.
    func start(
        _ request: Layoutd.Request<Layoutd.FlowLayout>, offset: Double, roundTrip: Double,
        options: CollectionViewDriver.Options, counts: [Int], ids: [[String]]? = nil,
        fallback: (any Layoutd.ImmediateLayoutSource)? = nil, waitForAnswer: Bool = true
    ) -> Run {
        let clock = FakeClock()
        let transport = ScenarioTransport(clock: clock, roundTrip: roundTrip)
        let model = Layoutd.ScrollRangeModel(
            request: request, offset: offset, transport: transport, clock: clock, fallback: fallback,
            random: Scenario.seeded(34))
        let layout = Layoutd.RemoteCollectionViewLayout(model: model)
        let driver = Scenario.driver(
            layout, size: request.collectionView.size.cgSize, counts: counts, clock: clock, options: options)
        if let ids { driver.itemIDs = ids }
        let insets = request.collectionView.contentInset ?? .zero
        driver.standInAdjustedContentInset = UIEdgeInsets(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
        driver.contentOffset =
            request.layout.scrollAxis == .vertical
            ? CGPoint(x: -insets.left, y: offset) : CGPoint(x: offset, y: -insets.top)
        driver.display()
        if waitForAnswer { driver.idle(frames: Int(roundTrip * 60) + 2) }
        return Run(clock: clock, transport: transport, layout: layout, driver: driver)
    }

    /// Frames of a drag from the driver's offset by `distance`, `step` points a frame.
    func drag(_ run: Run, by distance: Double, step: Double = 100) {
        let start = run.offset
        let frames = Int((abs(distance) / step).rounded(.up))
        run.driver.drag(
            through: (1...frames).map { CGPoint(x: 0, y: start + distance * Double($0) / Double(frames)) })
    }

    // MARK: - Scrolling

    @Test(
        "a fling to 60,000 pt without pinned headers lands on the held answer",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func flingTo60000(roundTrip: Double, options: CollectionViewDriver.Options) {
        let request = Scenario.grid()
        let run = start(request, offset: 0, roundTrip: roundTrip, options: options, counts: [12_000])
        drag(run, by: 100, step: 20)
        let release = run.clock.now
        run.driver.fling(to: 60_000)
        let landed = run.driver.frames.count
        let landing = run.clock.now
        run.driver.idle(frames: 60)
        #expect(run.offset == 60_000)
        // The target's window was the first thing asked for at the release; once landed, the only request is the
        // report of where the scroll rests.
        #expect(run.transport.sent(after: release - 1e-9).first.map { $0.kind == "range" } == true)
        let target = run.transport.sent(after: release - 1e-9).first?.elements
        if case .scrollRange(let from, let to)? = target { #expect(from <= 60_000 && 60_000 <= to) }
        #expect(run.transport.sent(after: landing).map(\.kind) == ["report"])
        // Once the target's answer has arrived, the landing is covered.
        #expect(run.driver.frames[landed...].allSatisfy { $0.held != nil })
        run.check("fling to 60,000", roundTrip, options)
        run.expectTruth(request, "fling to 60,000")
    }

    @Test(
        "a fling caught at a third of its way is covered within a round trip",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func caughtFling(roundTrip: Double, options: CollectionViewDriver.Options) {
        let request = Scenario.grid(sections: 400, perSection: 30, pinned: true)
        let run = start(
            request, offset: 0, roundTrip: roundTrip, options: options, counts: Array(repeating: 30, count: 400))
        drag(run, by: 100, step: 20)
        run.driver.fling(to: 60_000, caughtAt: 1.0 / 3)
        let caught = run.driver.frames.count
        let caughtAt = run.offset
        let catchTime = run.clock.now
        run.driver.idle(frames: 120)
        // The window around where the finger stopped the scroll was on its way already: after the catch, at most
        // one more range (the rest of the screens around it) and the report of the resting place.
        let after = run.transport.sent(after: catchTime)
        #expect(after.filter { $0.kind == "range" }.count <= 1 && after.filter { $0.kind == "report" }.count == 1)
        // Pinned headers: each frame invalidates only the elements that follow the scroll (a header or two).
        #expect(!run.driver.namedInvalidations.isEmpty && run.driver.namedInvalidations.allSatisfy { $0 <= 3 })
        #expect(caughtAt > 15_000 && caughtAt < 25_000)
        // A round trip (and a frame) after the finger stopped it, every frame is covered.
        let within = caught + Int((roundTrip * 60).rounded(.up)) + 1
        let late = run.driver.frames[within...].filter { $0.held == nil }.map(\.index)
        #expect(late.isEmpty, "uncovered after a round trip: \(late.prefix(5))")
        run.check("fling caught at a third", roundTrip, options)
        run.expectTruth(request, "caught fling")
    }

    // MARK: - Flings that snap

    /// A carousel of `count` items in the geometry of the contract's UPCarouselFlowLayout example: 375 × 200 bounds
    /// scrolling horizontally, 200 × 150 items with no spacing and the 87.5-point side insets UPCarouselFlowLayout
    /// sets to centre the first, so item k's centre is at 187.5 + 200k and its snap offset (the centre less half the
    /// bounds) is 200k.
    static func carousel(
        count: Int, snapping: Layoutd.Snapping = Layoutd.Snapping(preset: .upCarouselFlowLayout)
    ) -> Layoutd.Request<Layoutd.FlowLayout> {
        Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 375, height: 200)),
            layout: Layoutd.FlowLayout(
                scrollDirection: .horizontal, itemSize: Layoutd.Size(width: 200, height: 150), minimumLineSpacing: 0,
                sectionInset: Layoutd.Insets(top: 25, left: 87.5, bottom: 25, right: 87.5), snapping: snapping),
            sections: [Layoutd.FlowSection(.uniform(count: count))])
    }

    /// The service's own answer to one fling of `request` released at `offset` with `velocity` (pt/ms, along x):
    /// the single `fling` query, from the service's pipeline (`Layoutd.InProcessTransport`, the server's bytes).
    static func serviceFling(
        _ request: Layoutd.Request<Layoutd.FlowLayout>, at offset: Double, velocity: Double
    ) throws -> (Layoutd.FlingResult, [CollectionViewDriver.ElementKey: CGRect]) {
        var single = request
        single.elements = .visible
        single.collectionView.contentOffset = Layoutd.Point(x: offset, y: 0)
        single.fling = Layoutd.Fling(velocity: Layoutd.Point(x: velocity, y: 0))
        let response = try Layoutd.InProcessTransport().layout(single).get()
        var shown: [CollectionViewDriver.ElementKey: CGRect] = [:]
        for a in response.attributes { shown[Scenario.key(a)] = a.frame.cgRect }
        return (try #require(response.fling), shown)
    }

    /// One flick of a carousel run, checked against the service's fling query: a drag of `drag` points (20 a
    /// frame), released at `velocity` pt/ms, caught at `caught` of the way (or left to rest). The layout returns the
    /// service's target; left alone, the carousel rests at the service's resting offset showing the fling answer's
    /// elements; a resting window not held or on its way at the release is the first thing asked for, then.
    /// `expected` is the target worked out by hand beside the call. Returns whether the window was asked for.
    @discardableResult
    func flick(
        _ run: Run, drag: Double, velocity: Double, caught: Double? = nil, expected: Double, _ name: String
    ) throws -> Bool {
        if drag != 0 {
            let start = run.offset
            let frames = Int((abs(drag) / 20).rounded(.up))
            run.driver.drag(
                through: (1...frames).map { CGPoint(x: start + drag * Double($0) / Double(frames), y: 0) })
        }
        let release = run.offset
        let (fling, atRest) = try Self.serviceFling(run.model.request, at: release, velocity: velocity)
        let rest = fling.restingOffset.x
        let held =
            run.model.answers.contains { $0.scrollRange.contains(rest) }
            || run.model.pendingRanges.contains { $0.contains(rest) }
        let sentBefore = run.transport.sent.count
        let releasedAt = run.clock.now + run.driver.frameDuration
        let returned = run.driver.flick(velocity: CGFloat(velocity), vertical: false, caughtAt: caught)
        let label = "\(name): released at \(release), \(velocity) pt/ms"
        #expect(Double(returned.x) == fling.targetOffset.x && returned.y == 0, "\(label): returned \(returned)")
        // UPCarouselFlowLayout's targets are floor(200k): the snapped item's own snap offset.
        #expect(fling.targetOffset.x == 200 * Double(fling.snappedTo?.indexPath.last ?? -1), "\(label)")
        #expect(fling.targetOffset.x == expected, "\(label): the service's target \(fling.targetOffset.x)")
        if let caught {
            let gone = (run.offset - release) / (rest - release)
            // The finger stops it before the frame that would have gone that far.
            #expect(gone > 0 && gone < caught, "\(label): caught at \(run.offset)")
        } else {
            #expect(run.offset == rest, "\(label): rests at \(run.offset), the service at \(rest)")
            #expect(run.driver.shown == atRest, "\(label): the last frame is not the fling answer's")
        }
        let first = run.transport.sent.count > sentBefore ? run.transport.sent[sentBefore] : nil
        if !held {
            var asked = false
            if case .scrollRange(let from, let to)? = first?.elements { asked = from <= rest && rest <= to }
            #expect(
                asked && first.map { abs($0.time - releasedAt) < 1e-9 } == true,
                "\(label): \(String(describing: first))")
        }
        run.driver.idle(frames: 30)
        return !held
    }

    @Test(
        "a carousel flicked at three velocities and caught once rests where the service's fling query says",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func carouselFlicked(roundTrip: Double, options: CollectionViewDriver.Options) throws {
        let request = Self.carousel(count: 1_000)
        let run = start(request, offset: 20_000, roundTrip: roundTrip, options: options, counts: [1_000])
        let name = "carousel flicked"
        // By hand (c = 0.01005…, so p = o + 99.5 v; the cells visible at release are those whose extent
        // (87.5 + 200k, 287.5 + 200k) meets (o, o + 375); the nearest snap offset 200k to p among them):
        // - released at 20,130 at 0.5 pt/ms, a slow flick: p 20,179.75, cells 100–102, item 101 at 20,200 (UIKit's
        //   own proposal at the normal rate, 20,380, is not it);
        // - at 20,130 at 4: p 20,528, the same cells, item 102 at 20,400 (a hard flick goes no further than the
        //   last cell visible at release);
        // - at 20,550 at -8: p 19,754, cells 102–104, item 102 at 20,400;
        // - at 20,460 at 3, caught half way: p 20,758.5, cells 101–103, item 103 at 20,600.
        try flick(run, drag: 130, velocity: 0.5, expected: 20_200, name)
        try flick(run, drag: -70, velocity: 4, expected: 20_400, name)
        try flick(run, drag: 150, velocity: -8, expected: 20_400, name)
        try flick(run, drag: 60, velocity: 3, caught: 0.5, expected: 20_600, name)
        run.driver.idle(frames: 60)
        // Every fling was answered from a held answer: none from UIKit's proposal, no fling query sent.
        #expect(run.model.unansweredFlings == 0)
        #expect(run.transport.count("layout") == 0)
        run.check(name, roundTrip, options)
        run.expectTruth(request, name)
    }

    @Test(
        "a carousel flung past what it holds asks for the resting window at the release",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func carouselFlungFar(roundTrip: Double, options: CollectionViewDriver.Options) throws {
        // Any cell may be the target: a flick at rest at 10 pt/ms projects 995 points, past the screen held on
        // either side at rest.
        let request = Self.carousel(
            count: 1_000, snapping: Layoutd.Snapping(preset: .upCarouselFlowLayout, candidates: .all))
        let run = start(request, offset: 20_000, roundTrip: roundTrip, options: options, counts: [1_000])
        let name = "carousel flung past what it holds"
        run.driver.idle(frames: 30)
        var asked = 0
        // From 20,000 at 10 pt/ms: p 20,994.99…, the nearest cell item 105 at 21,000; back at -10: p 20,005.0…,
        // item 100 at 20,000.
        if try flick(run, drag: 0, velocity: 10, expected: 21_000, name) { asked += 1 }
        if try flick(run, drag: 0, velocity: -10, expected: 20_000, name) { asked += 1 }
        #expect(asked >= 1, "\(name): the resting window was held already")
        #expect(run.model.unansweredFlings == 0)
        run.check(name, roundTrip, options)
        run.expectTruth(request, name)
    }

    // MARK: - Geometry

    @Test(
        "a keyboard inset animated over 20 frames sends at most 3 requests and never empties the screen",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func keyboard(roundTrip: Double, options: CollectionViewDriver.Options) {
        let request = Scenario.grid()
        let run = start(request, offset: 0, roundTrip: roundTrip, options: options, counts: [12_000])
        drag(run, by: 5000)
        run.driver.idle(frames: 60)
        let before = run.clock.now
        let from = run.driver.frames.count
        run.driver.animateAdjustedContentInset(to: UIEdgeInsets(top: 0, left: 0, bottom: 336, right: 0), frames: 20)
        run.driver.idle(frames: 60)
        let requests = run.transport.sent(after: before)
        #expect(requests.count <= 3, "\(requests.map(\.kind))")
        #expect(run.driver.frames[from...].allSatisfy { $0.shown > 0 })
        run.check("keyboard inset over 20 frames", roundTrip, options)
        var keyboardUp = request
        keyboardUp.collectionView.contentInset = Layoutd.Insets(top: 0, left: 0, bottom: 336, right: 0)
        run.expectTruth(keyboardUp, "keyboard")
    }

    @Test(
        "a rotation in the middle of a feed keeps the first visible item where it was, by the reported anchor",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func rotation(roundTrip: Double, options: CollectionViewDriver.Options) throws {
        let request = Scenario.grid(sections: 400, perSection: 30, pinned: true)
        let run = start(
            request, offset: 0, roundTrip: roundTrip, options: options, counts: Array(repeating: 30, count: 400))
        drag(run, by: 5000)
        run.driver.idle(frames: 60)
        // The place the service reports at rest: an item and its distance below the visible top.
        guard case .topItem(.indexPath(let item), let distance) = try #require(run.model.place) else {
            Issue.record("no item anchor reported: \(String(describing: run.model.place))")
            return
        }
        let from = run.driver.frames.count
        let rotated = run.clock.now
        run.driver.rotate(to: CGSize(width: 844, height: 390))
        run.driver.idle(frames: 90)
        // The place was reported before (at rest); after, one request resolves it in the new geometry, then the
        // window around the resolved offset, then the new resting place is reported.
        let after = run.transport.sent(after: rotated).map(\.kind)
        #expect(after.first == "resolve" && after.filter { $0 == "resolve" }.count == 1, "\(after)")
        #expect(after.filter { $0 == "range" }.count <= 2 && after.filter { $0 == "report" }.count <= 1)
        #expect(run.driver.frames[from...].allSatisfy { $0.shown > 0 })
        // The same item, the same distance below the top, in the landscape layout.
        let frame = try #require(
            run.driver.shown[CollectionViewDriver.ElementKey(category: .cell, kind: nil, indexPath: item)])
        #expect(
            Double(frame.minY) - run.offset == distance, "item \(Array(item)) at \(frame.minY - CGFloat(run.offset))")
        run.check("rotation mid-feed", roundTrip, options)
        var landscape = request
        landscape.collectionView.size = Layoutd.Size(width: 844, height: 390)
        run.expectTruth(landscape, "rotation")
    }

    // MARK: - Failures

    @Test(
        "a 503 with Retry-After: 1, then recovery: asked again after exactly the wait, then covered",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func unavailable(roundTrip: Double, options: CollectionViewDriver.Options) {
        let clock = FakeClock()
        let transport = ScenarioTransport(clock: clock, roundTrip: roundTrip)
        transport.queuedFailures = [
            .unavailable(
                status: 503, retryAfter: 1,
                problem: Layoutd.ProblemDetails(
                    type: "/problems/unavailable", title: "Service unavailable", status: 503, detail: "queue full"))
        ]
        let request = Scenario.grid()
        let model = Layoutd.ScrollRangeModel(
            request: request, offset: 0, transport: transport, clock: clock, random: Scenario.seeded(503))
        let layout = Layoutd.RemoteCollectionViewLayout(model: model)
        let driver = Scenario.driver(
            layout, size: CGSize(width: 390, height: 844), counts: [12_000], clock: clock, options: options)
        let run = Run(clock: clock, transport: transport, layout: layout, driver: driver)
        driver.display()
        drag(run, by: 3000, step: 5)
        // The failure arrived a round trip after the first request (at the next frame); the next request went one
        // second after it (the Retry-After is longer than the jittered 0.25 s backoff), at the frame the wait
        // ended: between 1 s and two frames more after the round trip.
        #expect(transport.sent.count >= 2)
        let retry = transport.sent[1].time - (transport.sent[0].time + roundTrip)
        #expect(retry >= 1 - 1e-9 && retry <= 1 + 2.0 / 60 + 1e-9, "asked again \(retry) s after the 503")
        #expect(model.isCovered(run.offset) && model.lastError == nil)
        run.check("503 with Retry-After: 1", roundTrip, options)
        run.expectTruth(request, "503")
    }

    @Test("offline with the in-process fallback: the first screen and every frame shown, no service answer needed")
    func offlineFallback() {
        let clock = FakeClock()
        let transport = ScenarioTransport(clock: clock, roundTrip: 0.1)
        transport.offline = true
        let request = Scenario.grid()
        let model = Layoutd.ScrollRangeModel(
            request: request, offset: 0, transport: transport, clock: clock, fallback: Layoutd.InProcessTransport(),
            random: Scenario.seeded(1))
        let layout = Layoutd.RemoteCollectionViewLayout(model: model)
        let driver = Scenario.driver(
            layout, size: CGSize(width: 390, height: 844), counts: [12_000], clock: clock, options: .init())
        let run = Run(clock: clock, transport: transport, layout: layout, driver: driver)
        driver.display()
        #expect(driver.frames[0].shown > 0, "the first screen, before any answer")
        drag(run, by: 20_000, step: 50)
        #expect(driver.frames.allSatisfy { $0.held != nil && $0.shown > 0 })
        #expect(model.heldAnswers.allSatisfy { $0.source == .inProcess } && model.fallbackCount > 0)
        // Still asking the service, less and less often.
        #expect(model.lastError != nil && transport.sent.count > 1)
        run.check("offline with the in-process fallback", 0.1, .init())
        run.expectTruth(request, "offline")
    }

    // MARK: - Jumps and data

    @Test(
        "scrollToItem 10,000 items away fetches the window first, then lands covered",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func scrollToFarItem(roundTrip: Double, options: CollectionViewDriver.Options) async throws {
        let request = Scenario.grid()
        let run = start(request, offset: 0, roundTrip: roundTrip, options: options, counts: [12_000])
        try await Scenario.whileFrames(run.driver) {
            try await run.layout.scrollToItem(at: [0, 10_000], at: .top, animated: false)
        }
        let jumped = run.driver.frames.count
        let landing = run.clock.now
        run.driver.idle(frames: 60)
        // One `scrollTo` before the jump; after it, the window around the landing and the resting place's report.
        #expect(run.transport.count("scrollTo") == 1)
        let after = run.transport.sent(after: landing).map(\.kind)
        #expect(after.filter { $0 == "range" }.count <= 2 && after.filter { $0 == "report" }.count <= 1, "\(after)")
        // Item 10,000 is the first of row 3,333, at 3,333 × 131.
        #expect(run.offset == 436_623)
        #expect(run.driver.frames[(jumped - 1)...].allSatisfy { $0.held != nil })
        run.check("scrollToItem 10,000 items away", roundTrip, options)
        run.expectTruth(request, "scrollToItem")
    }

    /// A chat of `ids` messages, bottom to top, on a phone: heights 44 to 164 by id, 8 apart.
    static func chat(_ ids: [String]) -> Layoutd.Request<Layoutd.FlowLayout> {
        Layoutd.Request(
            collectionView: Layoutd.CollectionView(
                size: Layoutd.Size(width: 390, height: 844), contentInset: Layoutd.Insets(top: 47, bottom: 34),
                scale: 3),
            layout: Layoutd.FlowLayout(
                verticalLayoutDirection: .bottomToTop, shortContentAlignment: .bottom, minimumLineSpacing: 8),
            sections: [
                Layoutd.FlowSection(
                    .items(
                        ids.map { id in
                            let n = Int(id.dropFirst()) ?? 0
                            return Layoutd.Item(Layoutd.Size(width: 390, height: 44 + Double(n * 37 % 121)), id: id)
                        }))
            ])
    }

    @Test(
        "five messages inserted above in a bottom-to-top chat: fetched first, batch calls from updates, place kept",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func chatInsertAbove(roundTrip: Double, options: CollectionViewDriver.Options) async throws {
        let ids = (100..<160).map { "m\($0)" }
        let request = Self.chat(ids)
        // At the bottom: the content's height plus the bottom inset, less the view's.
        let height = try #require(try? Layoutd.InProcessTransport().layout(request).get().contentSize.height)
        let bottom = height + 34 - 844
        let run = start(request, offset: bottom, roundTrip: roundTrip, options: options, counts: [60], ids: [ids])
        run.driver.idle(frames: 30)
        let lastFrame = try #require(
            run.driver.shown[CollectionViewDriver.ElementKey(category: .cell, kind: nil, indexPath: [0, 59])])
        let newIDs = (95..<160).map { "m\($0)" }
        let change = try await Scenario.whileFrames(run.driver) {
            try await run.layout.fetchUpdate(to: Self.chat(newIDs))
        }
        // One request fetched the change: the update answer, with the place reported at rest resolved.
        #expect(run.transport.count("update") == 1 && run.transport.count("report") == 1)
        let applied = run.clock.now
        let calls = run.driver.standInCalls.count
        run.layout.performBatchUpdates(change, dataSourceUpdate: { run.driver.itemIDs = [newIDs] })
        #expect(Array(run.driver.standInCalls[calls...]) == ["insertItems [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]"])
        run.driver.idle(frames: 60)
        // The last message is where it was on screen, now at [0, 64].
        let after = try #require(
            run.driver.shown[CollectionViewDriver.ElementKey(category: .cell, kind: nil, indexPath: [0, 64])])
        #expect(after.minY - run.driver.contentOffset.y == lastFrame.minY - CGFloat(bottom))
        // Afterwards, the window around the new offset (the update answer covers its one offset) and the report.
        let later = run.transport.sent(after: applied).map(\.kind)
        #expect(later.filter { $0 == "range" }.count <= 2 && later.filter { $0 == "update" }.isEmpty, "\(later)")
        run.check("five messages inserted above in a chat", roundTrip, options)
        run.expectTruth(Self.chat(newIDs), "chat")
    }

    @Test(
        "estimated cells self-size on screen: measured sizes go into the next request, the place is kept",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func selfSizing(roundTrip: Double, options: CollectionViewDriver.Options) throws {
        var request = Scenario.grid()
        request.layout.itemSize = nil
        request.layout.estimatedItemSize = Layoutd.Size(width: 390, height: 100)
        request.layout.minimumInteritemSpacing = 0
        request.sections = [Layoutd.FlowSection(.items((0..<200).map { Layoutd.Item.unmeasured(id: "p\($0)") }))]
        func measured(_ item: Int) -> CGFloat { CGFloat(60 + (item * 29) % 90) }
        let run = start(request, offset: 3000, roundTrip: roundTrip, options: options, counts: [200])
        run.driver.preferredSize = { key, _ in CGSize(width: 390, height: measured(key.indexPath[1])) }
        run.driver.idle(frames: 240)
        // Every cell on screen has its measured height, and the model's request carries them.
        let cells = run.driver.shown.filter { $0.key.category == .cell }
        #expect(!cells.isEmpty && cells.allSatisfy { $0.value.height == measured($0.key.indexPath[1]) })
        #expect(run.model.measuredSizes.count >= cells.count)
        // The cells measured in one layout pass go into one request, resolved at the place reported against the
        // estimates: one resolve for the screen (and one more for each screenful that came into view as the
        // measured cells shrank), never one per cell.
        #expect(run.transport.count("resolve") >= 1 && run.transport.count("resolve") <= 3)
        run.check("an estimated cell self-sizing on screen", roundTrip, options)
        run.expectTruth(run.model.request, "self-sizing")
    }

    @Test(
        "reloadData with fewer items: fetched first, no index path the data source lacks, the offset brought back",
        arguments: Scenario.roundTrips, CollectionViewDriver.Options.all)
    func reloadFewer(roundTrip: Double, options: CollectionViewDriver.Options) async throws {
        let request = Scenario.grid()
        let run = start(request, offset: 0, roundTrip: roundTrip, options: options, counts: [12_000])
        drag(run, by: 3000)
        run.driver.idle(frames: 30)
        var fewer = request
        fewer.sections = [Layoutd.FlowSection(.uniform(count: 40))]
        let fetched = run.clock.now
        let change = try await Scenario.whileFrames(run.driver) { try await run.layout.fetchReload(to: fewer) }
        #expect(run.transport.sent(after: fetched - 1e-9).map(\.kind) == ["range"])
        run.layout.reloadData(change, dataSourceUpdate: { run.driver.standInItemCounts = [40] })
        run.driver.idle(frames: 90)
        // 40 items are 14 rows, 1,831 tall: the last resting offset is 1,831 − 844 = 987.
        #expect(run.offset == 987)
        run.check("reloadData with fewer items", roundTrip, options)
        run.expectTruth(fewer, "reload")
    }

    @Test("reloadData the layout was not told of: no index path the data source lacks")
    func reloadUntold() {
        let request = Scenario.grid()
        let run = start(request, offset: 0, roundTrip: 0.1, options: .init(), counts: [12_000])
        run.driver.standInItemCounts = [10]
        run.driver.reloadData()
        run.driver.idle(frames: 10)
        #expect(run.driver.invalidIndexPaths.isEmpty && run.layout.dataSourceCounts == [10])
        #expect(run.driver.shown.count == 10)
    }
}
