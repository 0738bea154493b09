import Foundation
import HTTPServer
import LayoutClient
import LayoutService
import Testing

/// The scroll range's promise, held end to end against the live server: a range answer evaluated on the client
/// (`ScrollRangeAnswer.attributes(at:)`) equals the service's single-offset answer, every number bit for bit, at
/// the range's ends, at every offset where an element that follows the scroll starts or stops moving
/// (`lo - c`, `hi - c`), where elements enter and leave the visible rect, and at random offsets. Every example
/// request (all five families) is checked as it is, pinned two ways (headers and footers with an offset;
/// listed headers with `stickHeight` and `until: never`; a compositional layout's boundary items with
/// `pinToVisibleBounds` and each of those), mirrored, and scrolling along the other axis where the family can; a
/// combination the service refuses for a plain request (a horizontal chat, say) is skipped.
@Suite("Layoutd.ScrollRangeAnswer against the live server: attributes(at:) is the single-offset answer, every family")
struct ScrollRangeLiveTests {
    @Test("every example, pinned, mirrored and along the other axis", arguments: LiveServer.exampleNames)
    func example(name: String) async throws {
        let bytes = try Data(contentsOf: LiveServer.examples.appendingPathComponent(name))
        try await Self.checkVariants(of: bytes, name)
    }

    /// Requests built so that elements' edges fall where rounding bites: thirds of a point, insets and spacings
    /// like 7.1, a mirrored horizontal layout (its frames mirrored across a content width that is not a whole
    /// number), and content shorter than the view moved down by `shortContentAlignment: "bottom"`.
    static let constructed: [String: String] = [
        "mirrored horizontal flow in thirds": """
        {"collectionView": {"size": {"width": 320.3333333333333, "height": 200}, "scale": 3,
          "contentInset": {"left": 10.5, "right": 3.25}, "layoutDirection": "rightToLeft"},
         "layout": {"type": "flow", "scrollDirection": "horizontal", "flipsHorizontallyInOppositeLayoutDirection": true,
          "minimumLineSpacing": 7.1, "minimumInteritemSpacing": 3, "itemSize": {"width": 33.1, "height": 50.25},
          "headerReferenceSize": {"width": 17.3, "height": 0}},
         "sections": [{"itemCount": 37},
          {"items": [{"width": 16.666666666666668, "height": 40}, {"width": 19, "height": 40},
                     {"width": 21.333333333333332, "height": 40}, {"width": 23.666666666666668, "height": 40}]},
          {"itemCount": 20, "itemSize": {"width": 101.7, "height": 61}}]}
        """,
        "short content aligned to the bottom, in thirds": """
        {"collectionView": {"size": {"width": 320, "height": 700.3333333333334}, "scale": 3,
          "contentInset": {"top": 47.1, "bottom": 34.3}},
         "layout": {"type": "flow", "shortContentAlignment": "bottom", "minimumLineSpacing": 7.1,
          "itemSize": {"width": 320, "height": 33.1}, "headerReferenceSize": {"width": 0, "height": 20.5}},
         "sections": [{"items": [{"width": 320, "height": 16.666666666666668},
                                 {"width": 320, "height": 20.333333333333332},
                                 {"width": 320, "height": 24}, {"width": 320, "height": 27.666666666666668}]},
                      {"itemCount": 3}]}
        """,
    ]

    @Test("requests where rounding bites", arguments: constructed.keys.sorted())
    func constructedCase(name: String) async throws {
        try await Self.checkVariants(of: Data(try #require(Self.constructed[name]).utf8), name)
    }

    /// Which range answers are compared: the service's, or `ScrollRangeStandIn`'s every element at rest, which
    /// equal the service's single-offset answers only where nothing is pinned (so only those offsets count).
    enum Mode {
        case served
        case standIn
    }

    /// Checks every variant of the request in `bytes`; the request itself must be compared.
    static func checkVariants(of bytes: Data, _ name: String, _ mode: Mode = .served) async throws {
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let family = try #require((object["layout"] as? [String: Any])?["type"] as? String)
        try await LiveServer.with(handler: mode == .standIn ? ScrollRangeStandIn.handler() : nil) { live in
            for (variant, json) in Self.variants(of: object, family: family) {
                let label = "\(name) \(variant)"
                let data = try JSONSerialization.data(withJSONObject: json)
                let compared: Int?
                switch family {
                case "flow": compared = try await check(decode(Layoutd.FlowLayout.self, data), label, live, mode)
                case "waterfall":
                    compared = try await check(decode(Layoutd.WaterfallLayout.self, data), label, live, mode)
                case "iglist": compared = try await check(decode(Layoutd.IGListLayout.self, data), label, live, mode)
                case "magazine":
                    compared = try await check(decode(Layoutd.MagazineLayout.self, data), label, live, mode)
                case "compositional":
                    compared = try await check(decode(Layoutd.CompositionalLayout.self, data), label, live, mode)
                default:
                    Issue.record("the client has no family \(family)")
                    return
                }
                if variant == "as is" {
                    // The request itself is valid: it must have been compared, at its ends at least (the stand-in:
                    // somewhere).
                    #expect((compared ?? 0) >= (mode == .served ? 2 : 1), "\(label): compared at \(compared ?? 0)")
                }
            }
        }
    }

    static func decode<F>(_: F.Type, _ data: Data) throws -> Layoutd.Request<F> {
        try JSONDecoder().decode(Layoutd.Request<F>.self, from: data)
    }

    // MARK: - Variants

    /// The example without what a range refuses beside it (a timeline, `scrollTo`, an anchor, `previous`) or answers at
    /// another offset (a fling), then pinned two
    /// ways, mirrored and turned to the other axis.
    static func variants(of example: [String: Any], family: String) -> [(String, [String: Any])] {
        var base = example
        for key in ["scrollTo", "anchor", "timelineEncoding", "elements", "previous", "updateAnimation", "fling"] {
            base[key] = nil
        }
        var view = base["collectionView"] as? [String: Any] ?? [:]
        view["contentOffsets"] = nil
        base["collectionView"] = view
        // A compositional layout pins its boundary items (`pinToVisibleBounds`, here set on every one, the
        // sections' own layouts' too) and takes only `offset`, `stickHeight` and `zIndex` from `pinning`; the
        // other families pin what `pinning` selects.
        let compositional = family == "compositional"
        let first: [String: Any] =
            compositional ? ["offset": 7.5] : ["headers": "all", "footers": "all", "offset": 7.5]
        let second: [String: Any] =
            compositional
            ? ["stickHeight": 12, "zIndex": 77]
            : ["headers": [0, 2], "stickHeight": 12, "until": "never", "zIndex": 77]
        /// `base` pinned by `pinning`, its layout and collection view then changed by `change`.
        func pinned(
            _ pinning: [String: Any], _ change: (inout [String: Any], inout [String: Any]) -> Void = { _, _ in }
        )
            -> [String: Any]
        {
            var result = compositional ? pinningBoundaryItems(base) as? [String: Any] ?? base : base
            var layout = result["layout"] as? [String: Any] ?? [:]
            var view = result["collectionView"] as? [String: Any] ?? [:]
            layout["pinning"] = pinning
            change(&layout, &view)
            result["layout"] = layout
            result["collectionView"] = view
            return result
        }
        var mirrored = base
        var mirroredLayout = base["layout"] as? [String: Any] ?? [:]
        mirroredLayout["flipsHorizontallyInOppositeLayoutDirection"] = true
        mirrored["layout"] = mirroredLayout
        var mirroredView = base["collectionView"] as? [String: Any] ?? [:]
        mirroredView["layoutDirection"] = "rightToLeft"
        mirrored["collectionView"] = mirroredView
        var result: [(String, [String: Any])] = [
            ("as is", base),
            ("mirrored", mirrored),
            ("pinned, \(first)", pinned(first)),
            ("pinned, \(second)", pinned(second)),
            (
                "mirrored, pinned",
                pinned(first) { layout, view in
                    layout["flipsHorizontallyInOppositeLayoutDirection"] = true
                    view["layoutDirection"] = "rightToLeft"
                }
            ),
        ]
        if ["flow", "iglist", "compositional"].contains(family) {
            result.append(
                (
                    "other axis, pinned",
                    pinned(second) { layout, view in
                        let horizontal = layout["scrollDirection"] as? String == "horizontal"
                        layout["scrollDirection"] = horizontal ? "vertical" : "horizontal"
                        view["contentInset"] = ["top": 20, "left": 8, "bottom": 30, "right": 4]
                    }
                ))
        }
        return result
    }

    /// `json` with `pinToVisibleBounds: true` on every compositional boundary item, at any depth.
    static func pinningBoundaryItems(_ json: Any) -> Any {
        if let array = json as? [Any] { return array.map(pinningBoundaryItems) }
        guard var object = json as? [String: Any] else { return json }
        for (key, value) in object {
            if key == "boundarySupplementaryItems", let items = value as? [[String: Any]] {
                object[key] = items.map { item in
                    var pinned = item
                    pinned["pinToVisibleBounds"] = true
                    return pinned
                }
            } else {
                object[key] = pinningBoundaryItems(value)
            }
        }
        return object
    }

    // MARK: - One request

    /// Compares `request`'s range answers with single-offset answers; the number of offsets compared, or `nil`
    /// when the service refuses the request itself (no range to compare).
    static func check<F>(
        _ request: Layoutd.Request<F>, _ label: String, _ live: LiveServer, _ mode: Mode
    ) async throws -> Int? {
        var plain = request
        plain.elements = .visible
        let first: Layoutd.Response
        do {
            first = try await live.client.layout(plain)
        } catch {
            if case .problem(let problem) = error, problem.status == 400 || problem.status == 422 { return nil }
            throw error
        }
        var compared = 0
        let viewport = Layoutd.ScrollViewport(request)
        for range in ranges(contentSize: first.contentSize, viewport: viewport) {
            let answer = try await live.client.scrollRange(request, from: range.from, to: range.to)
            #expect(answer.scrollRange == range, "\(label): the range echoed")
            #expect(answer.contentSize == first.contentSize, "\(label): the content size")
            let offsets = Self.offsets(answer, seed: UInt64(label.utf8.count) &* 2_654_435_761)
            let (mismatches, count) = try await compare(answer, request, at: offsets, live, mode)
            let first = mismatches.prefix(3).joined(separator: "; ")
            #expect(
                mismatches.isEmpty,
                "\(label), \(range.from)...\(range.to): \(mismatches.count) of \(count) offsets differ; \(first)")
            compared += count
        }
        return compared
    }

    /// The ranges to check: the whole scrollable content with a third of a screen of bounce at each end when it
    /// is at most six screens; else its first three screens and three in the middle.
    static func ranges(contentSize: Layoutd.Size, viewport: Layoutd.ScrollViewport) -> [Layoutd.ScrollRange] {
        let v = viewport.visibleLength
        let insets = viewport.contentInset
        let vertical = viewport.scrollDirection == .vertical
        let lowest = -(vertical ? insets.top : insets.left)
        let highest = max(
            lowest, (vertical ? contentSize.height + insets.bottom : contentSize.width + insets.right) - v)
        if highest - lowest <= 6 * v {
            return [Layoutd.ScrollRange(from: lowest - v / 3, to: highest + v / 3)]
        }
        let middle = ((lowest + highest) / 2 * 3).rounded() / 3
        return [
            Layoutd.ScrollRange(from: lowest - v / 3, to: lowest + 2 * v),
            Layoutd.ScrollRange(from: middle - 1.5 * v, to: middle + 1.5 * v),
        ]
    }

    /// The offsets to compare at, in the range: its ends; for each element that follows the scroll (up to 16)
    /// where it starts and stops moving (`lo - c`, `hi - c`) and where it enters and leaves at each bound
    /// (`lo - V`, `lo + h`, `hi - V`, `hi + h`); for up to 32 other elements, evenly chosen, where they enter
    /// (`origin - V`) and leave (`origin + length`); and 8 random offsets, a third of them on a third of a point.
    static func offsets(_ answer: Layoutd.ScrollRangeAnswer, seed: UInt64) -> [Double] {
        let range = answer.scrollRange
        let v = answer.viewport.visibleLength
        let vertical = answer.viewport.scrollDirection == .vertical
        var offsets = [range.from, range.to]
        let attributes = answer.response.attributes
        let followers = attributes.filter { $0.follows != nil }
        for a in followers.prefix(16) {
            guard let follows = a.follows else { continue }
            let h = vertical ? a.frame.height : a.frame.width
            for bound in [follows.min, follows.max].compactMap({ $0 }) {
                offsets += [bound - follows.offset, bound - v, bound + h]
            }
        }
        let others = attributes.filter { $0.follows == nil }
        let step = max(1, others.count / 32)
        for a in stride(from: 0, to: others.count, by: step).map({ others[$0] }) {
            let origin = vertical ? a.frame.y : a.frame.x
            let length = vertical ? a.frame.height : a.frame.width
            offsets += [origin - v, origin + length]
        }
        var state = seed
        for k in 0..<8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let o = range.from + unit * range.length
            offsets.append(k % 3 == 0 ? (o * 3).rounded() / 3 : o)
        }
        var seen = Set<UInt64>()
        return offsets.filter { range.contains($0) && seen.insert($0.bitPattern).inserted }
    }

    // MARK: - Comparing

    /// The offsets at which `answer.attributes(at:)` differs from the service's single-offset answer, described,
    /// and how many were compared (with the stand-in, those where the service pins nothing); eight requests at a
    /// time.
    static func compare<F>(
        _ answer: Layoutd.ScrollRangeAnswer, _ request: Layoutd.Request<F>, at offsets: [Double], _ live: LiveServer,
        _ mode: Mode
    ) async throws -> (mismatches: [String], compared: Int) {
        try await withThrowingTaskGroup(of: String??.self) { group in
            var mismatches: [String] = []
            var compared = 0
            var next = 0
            func add() {
                guard next < offsets.count else { return }
                let o = offsets[next]
                next += 1
                var single = request
                single.elements = .visible
                single.collectionView.contentOffset = answer.contentOffset(at: o)
                group.addTask {
                    let expected = try await live.client.layout(single)
                    // `nil`: not compared; `.some(nil)`: the same.
                    if mode == .standIn, expected.attributes.contains(where: { $0.pinned == true }) { return nil }
                    if expected.contentSize != answer.contentSize { return "at \(o): content size" }
                    return .some(difference(answer.attributes(at: o), expected.attributes).map { "at \(o): \($0)" })
                }
            }
            for _ in 0..<8 { add() }
            while let result = try await group.next() {
                if let result {
                    compared += 1
                    if let mismatch = result { mismatches.append(mismatch) }
                }
                add()
            }
            return (mismatches, compared)
        }
    }

    /// How `computed` differs from `served`, every double compared by its bits; `nil` when they are the same.
    static func difference(_ computed: [Layoutd.Attributes], _ served: [Layoutd.Attributes]) -> String? {
        func bits(_ r: Layoutd.Rect) -> [UInt64] { [r.x, r.y, r.width, r.height].map(\.bitPattern) }
        func name(_ a: Layoutd.Attributes) -> String { "\(a.category.rawValue) \(Array(a.indexPath))" }
        for (c, s) in zip(computed, served) {
            guard c.indexPath == s.indexPath, c.category == s.category, c.kind == s.kind else {
                return "\(name(c)) where the service has \(name(s))"
            }
            guard bits(c.frame) == bits(s.frame) else { return "\(name(c)) frame \(c.frame), served \(s.frame)" }
            guard c.zIndex == s.zIndex, c.pinned == s.pinned else {
                return "\(name(c)) zIndex \(c.zIndex) pinned \(String(describing: c.pinned)), served \(s.zIndex) "
                    + "\(String(describing: s.pinned))"
            }
            guard c.id == s.id, c.estimated == s.estimated, c.orthogonal == s.orthogonal, c.follows == nil else {
                return "\(name(c)) id, estimated, orthogonal or follows"
            }
        }
        if computed.count != served.count {
            let extra = computed.count > served.count ? computed[served.count...] : served[computed.count...]
            return
                "\(computed.count) elements, served \(served.count) (first unmatched: \(extra.first.map(name) ?? ""))"
        }
        return nil
    }
}
