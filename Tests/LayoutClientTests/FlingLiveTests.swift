import Foundation
import HTTPServer
import LayoutClient
import LayoutService
import SeededRandom
import Testing

/// The flings' promise, held end to end against the live server: a fling computed on the client from a range
/// answer (`ScrollRangeAnswer.fling(at:velocity:startOffset:)`) is the service's single query, `projectedOffset`,
/// `targetOffset`, `restingOffset` and `snappedTo` to the bit (the curve's model and whole milliseconds too, though
/// the contract leaves its last bits to the platform's `exp`); and the single query's attributes are the plain
/// single-offset answer at its `restingOffset`.
///
/// Every example request (all five families), as it is, mirrored, and along the other axis where the family can,
/// under each snapping of `snappings` (every policy, rule, anchor, candidate set, limit and preset, in turn),
/// flung at 0, at the rule's threshold and either side of it, at random speeds and at twice `maxVelocity`, both
/// ways, from releases across a range that reaches a screen past each end of the scrollable range, from drags
/// begun in it. An orthogonal compositional section is flung too (`fling(section:at:velocity:)`).
@Suite("Flings against the live server: the client's fling over a range answer is the service's, to the bit")
struct FlingLiveTests {
    /// The snappings tried, each a `layout.snapping` object; request `k` takes a rotating share of them.
    static var snappings: [[String: Any]] {
        [
            [:],
            ["projection": "wwdc", "decelerationRate": 0.95, "bounce": "never", "maxVelocity": 4],
            ["policy": "page"],
            ["policy": "page", "select": "nearest", "decelerationRate": "normal"],
            ["policy": "page", "select": ["rule": "halfPage"], "pageSize": 173.5, "origin": -20],
            ["policy": "page", "select": ["rule": "bias", "bias": 0.5, "threshold": 0.1], "pageClamp": true],
            ["policy": "page", "select": ["rule": "steps", "steps": 2], "limit": ["count": 1, "from": "start"]],
            [
                "policy": "page", "select": "nextInDirection", "limit": ["count": 2, "from": "release"],
                "pageSize": 301,
            ],
            ["policy": "item"],
            ["policy": "item", "anchor": "center", "candidates": "releaseBounds", "floor": true],
            ["policy": "item", "anchor": "trailing", "candidates": "proposedRect", "select": "nextInDirection"],
            ["policy": "item", "anchor": "center", "select": ["rule": "bias", "bias": 0.3], "projection": "wwdc"],
            ["policy": "item", "select": "atLeastOneInDirection", "candidates": "proposedRect", "maxVelocity": 20],
            [
                "policy": "item", "anchor": "leading", "limit": ["count": 1, "from": "start"],
                "decelerationRate": "fast",
            ],
            ["policy": "item", "anchor": "center", "limit": ["count": 2, "from": "release"], "candidates": "all"],
            ["preset": "UPCarouselFlowLayout"],
            ["preset": "CenteredCollectionView"],
            ["preset": "FSPagerView", "pageSize": 210],
            ["preset": "AndroidPagerSnapHelper"],
            ["preset": "FlutterPageView"],
            ["preset": "SwiftUIViewAlignedByOne"],
        ]
    }

    /// A carousel of each preset's kind, beside the examples.
    static let carousels: [String: String] = [
        "horizontal carousel with insets": """
        {"collectionView": {"size": {"width": 375, "height": 200}, "contentInset": {"left": 87.5, "right": 30},
          "contentOffset": {"x": 130, "y": 0}},
         "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 200, "height": 180},
          "minimumLineSpacing": 10.3},
         "sections": [{"itemCount": 9}, {"items": [{"width": 120, "height": 100, "id": "a"},
          {"width": 66.66666666666667, "height": 100}, {"width": 240, "height": 100, "id": "b"}]}]}
        """,
        "vertical list of thirds": """
        {"collectionView": {"size": {"width": 320, "height": 568.3333333333334}, "scale": 3,
          "contentInset": {"top": 47.1, "bottom": 34}},
         "layout": {"type": "flow", "minimumLineSpacing": 0.3333333333333333,
          "itemSize": {"width": 320, "height": 73.66666666666667}, "headerReferenceSize": {"width": 0, "height": 30}},
         "sections": [{"itemCount": 40}, {"itemCount": 12, "itemSize": {"width": 100, "height": 90}}]}
        """,
    ]

    @Test("every example, as it is, mirrored and along the other axis", arguments: LiveServer.exampleNames)
    func example(name: String) async throws {
        let bytes = try Data(contentsOf: LiveServer.examples.appendingPathComponent(name))
        try await Self.checkVariants(of: bytes, name)
    }

    @Test("carousels", arguments: carousels.keys.sorted())
    func carousel(name: String) async throws {
        try await Self.checkVariants(of: Data(try #require(Self.carousels[name]).utf8), name)
    }

    /// Checks the request in `bytes` in its variants, each under a share of the snappings.
    static func checkVariants(of bytes: Data, _ name: String) async throws {
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let family = try #require((object["layout"] as? [String: Any])?["type"] as? String)
        let variants = ScrollRangeLiveTests.variants(of: object, family: family).filter {
            $0.0 == "as is" || $0.0 == "mirrored" || $0.0.hasPrefix("other axis")
        }
        try await LiveServer.with { live in
            var total = 0
            for (v, (variant, json)) in variants.enumerated() {
                var g = SplitMix64(seed: UInt64(name.utf8.count &* 131 &+ v))
                // A rotating share of the snappings, every one over the examples.
                let share = (0..<3).map { (name.utf8.count &+ v &* 3 &+ $0 &* 5) % Self.snappings.count }
                for k in Set(share).sorted() {
                    var request = json
                    var layout = request["layout"] as? [String: Any] ?? [:]
                    layout["snapping"] = Self.snappings[k]
                    request["layout"] = layout
                    let label = "\(name) \(variant) snapping \(Self.snappings[k])"
                    let data = try JSONSerialization.data(withJSONObject: request)
                    switch family {
                    case "flow": total += try await check(decode(Layoutd.FlowLayout.self, data), label, live, &g)
                    case "waterfall":
                        total += try await check(decode(Layoutd.WaterfallLayout.self, data), label, live, &g)
                    case "iglist": total += try await check(decode(Layoutd.IGListLayout.self, data), label, live, &g)
                    case "magazine":
                        total += try await check(decode(Layoutd.MagazineLayout.self, data), label, live, &g)
                    case "compositional":
                        total += try await check(
                            decode(Layoutd.CompositionalLayout.self, data), label, live, &g)
                        total += try await checkSections(
                            decode(Layoutd.CompositionalLayout.self, data), label, live, &g)
                    default: Issue.record("the client has no family \(family)")
                    }
                }
            }
            // About 340 a request (10,458 over the examples and carousels; none for a chat along the other axis).
            #expect(total > 150, "\(name): \(total) flings compared")
        }
    }

    static func decode<F>(_: F.Type, _ data: Data) throws -> Layoutd.Request<F> {
        try JSONDecoder().decode(Layoutd.Request<F>.self, from: data)
    }

    /// The service's answer to `request`, `nil` for a 400 or 422 (a variant the service refuses).
    static func served<F>(_ request: Layoutd.Request<F>, _ live: LiveServer) async throws -> Layoutd.Response? {
        do {
            return try await live.client.layout(request)
        } catch {
            if case .problem(let problem) = error, problem.status == 400 || problem.status == 422 { return nil }
            throw error
        }
    }

    /// The numbers the promise covers, as bits.
    static func bits(_ values: Double...) -> [UInt64] { values.map(\.bitPattern) }

    /// Flings of `request` along its axis; how many were compared.
    static func check<F>(
        _ request: Layoutd.Request<F>, _ label: String, _ live: LiveServer, _ g: inout SplitMix64
    ) async throws -> Int {
        var plain = request
        plain.elements = .visible
        guard let first = try await served(plain, live) else { return 0 }
        let viewport = Layoutd.ScrollViewport(request)
        let vertical = viewport.scrollDirection == .vertical
        let length = viewport.visibleLength
        let insets = viewport.contentInset
        let lowest = -(vertical ? insets.top : insets.left)
        let highest = max(
            lowest,
            (vertical ? first.contentSize.height : first.contentSize.width) - length
                + (vertical ? insets.bottom : insets.right))
        // A range past each end of the scrollable range by a screen, or a stretch of six screens inside it.
        let from: Double
        let to: Double
        if highest - lowest <= 8 * length {
            (from, to) = (lowest - length, highest + length)
        } else {
            let start = (g.double(lowest...(highest - 6 * length)) * 3).rounded() / 3
            (from, to) = (start, start + 6 * length)
        }
        let answer = try await live.client.scrollRange(request, from: from, to: to)
        let snapping = try #require(answer.response.snapping, "\(label): the range answer has no snapping")
        let tau = snapping.select?.threshold ?? 0.05
        let maxVelocity = snapping.maxVelocity
        var velocities = [0, tau, -tau, tau.nextUp, 2 * maxVelocity, -2 * maxVelocity]
        velocities.append(g.double(-maxVelocity...maxVelocity))
        var releases = [from, to, lowest, highest, (g.double(from...to) * 3).rounded() / 3]
        let points = answer.response.snapPoints ?? []
        for _ in 0..<min(1, points.count) {
            let p = points[g.int(0...(points.count - 1))].offset
            if from <= p && p <= to { releases.append(p) }
        }
        var compared = 0
        for o in releases where from <= o && o <= to {
            for v in velocities {
                let start = g.bool() ? o : g.double(from...to)
                let computed = try #require(answer.fling(at: o, velocity: v, startOffset: start), "\(label)")
                var single = request
                single.elements = .visible
                single.collectionView.contentOffset = answer.contentOffset(at: o)
                let along = { (p: Layoutd.Point) in vertical ? p.y : p.x }
                single.fling = Layoutd.Fling(
                    velocity: vertical ? Layoutd.Point(x: 0, y: v) : Layoutd.Point(x: v, y: 0),
                    startOffset: answer.contentOffset(at: start))
                guard let flung = try await served(single, live), let result = flung.fling else {
                    Issue.record("\(label): no fling answered at \(o), \(v)")
                    continue
                }
                let place = "\(label) o \(o) v \(v) start \(start)"
                #expect(
                    bits(computed.projectedOffset, computed.targetOffset, computed.restingOffset)
                        == bits(
                            along(result.projectedOffset), along(result.targetOffset), along(result.restingOffset)),
                    "\(place): computed \([computed.projectedOffset, computed.targetOffset, computed.restingOffset]), served \(result)"
                )
                #expect(computed.snappedTo?.indexPath == result.snappedTo?.indexPath, "\(place): snapped cell")
                #expect(computed.snappedTo?.id == result.snappedTo?.id, "\(place): snapped id")
                #expect(computed.bounced == result.bounced, "\(place): bounced")
                #expect(Self.sameModel(computed.curve, result.curve), "\(place): \(computed.curve) \(result.curve)")
                // The answer at rest is the plain answer at the resting offset (every third fling asks for it).
                #expect(flung.contentOffset == result.restingOffset, "\(place): contentOffset")
                var atRest = request
                atRest.elements = .visible
                atRest.collectionView.contentOffset = result.restingOffset
                if compared % 3 == 0, let rest = try await served(atRest, live) {
                    #expect(
                        ScrollRangeLiveTests.difference(flung.attributes, rest.attributes) == nil,
                        "\(place): attributes at rest")
                }
                compared += 1
            }
        }
        return compared
    }

    /// Flings of each orthogonal section the range lists, released at offsets across its range and beyond;
    /// how many were compared.
    static func checkSections(
        _ request: Layoutd.Request<Layoutd.CompositionalLayout>, _ label: String, _ live: LiveServer,
        _ g: inout SplitMix64
    ) async throws -> Int {
        var plain = request
        plain.elements = .visible
        guard let first = try await served(plain, live) else { return 0 }
        let vertical = request.layout.scrollAxis == .vertical
        let answer = try await live.client.scrollRange(
            request, from: -1000, to: vertical ? first.contentSize.height : first.contentSize.width)
        var compared = 0
        for entry in answer.response.orthogonalSnapping ?? [] {
            let range = entry.range
            let page = entry.snapping.pageSize ?? 300
            let releases = [
                range.lowerBound, range.upperBound, range.lowerBound - 40, range.upperBound + 40,
                g.double(range.lowerBound...(range.upperBound + 1)), page * 1.5,
            ]
            for o in releases {
                for v in [0, 0.05, -0.06, 3.5, -25, g.double(-5...5)] {
                    let computed = try #require(answer.fling(section: entry.section, at: o, velocity: v))
                    var single = request
                    let cross = vertical ? Layoutd.Point(x: o, y: 0) : Layoutd.Point(x: 0, y: o)
                    single.sections[entry.section].orthogonalContentOffset = cross
                    // A limit from the drag's start asks for `startOffset` in any fling (the section's policy reads
                    // none).
                    single.fling = Layoutd.Fling(
                        velocity: vertical ? Layoutd.Point(x: v, y: 0) : Layoutd.Point(x: 0, y: v),
                        startOffset: request.collectionView.contentOffset ?? Layoutd.Point(x: 0, y: 0),
                        section: entry.section)
                    guard let flung = try await served(single, live), let result = flung.fling else {
                        Issue.record("\(label): section \(entry.section) not flung at \(o), \(v)")
                        continue
                    }
                    let along = { (p: Layoutd.Point) in vertical ? p.x : p.y }
                    #expect(
                        bits(computed.projectedOffset, computed.targetOffset, computed.restingOffset)
                            == bits(
                                along(result.projectedOffset), along(result.targetOffset),
                                along(result.restingOffset)),
                        "\(label) section \(entry.section) o \(o) v \(v): served \(result)")
                    #expect(flung.contentOffset == nil)
                    // The answer is the plain one with the section at its resting offset.
                    var atRest = request
                    atRest.fling = nil
                    atRest.sections[entry.section].orthogonalContentOffset = result.restingOffset
                    if let rest = try await served(atRest, live) {
                        #expect(
                            ScrollRangeLiveTests.difference(flung.attributes, rest.attributes) == nil,
                            "\(label) section \(entry.section) o \(o) v \(v): attributes at rest")
                    }
                    #expect(Self.sameModel(computed.curve, result.curve), "\(label) section \(entry.section)")
                    compared += 1
                }
            }
        }
        return compared
    }

    /// The same model, its whole milliseconds within one (the contract leaves the curve's last bits to `exp`).
    static func sameModel(_ a: Layoutd.FlingCurve, _ b: Layoutd.FlingCurve) -> Bool {
        switch (a, b) {
        case (.decay, .decay), (.spring, .spring): abs(a.duration - b.duration) <= 1
        default: false
        }
    }
}
