import SeededRandom
import Testing

@testable import LayoutEngine

/// The scroll range, held against the single-offset answer it stands for: a range answer evaluated at
/// an offset `o` of its range by the contract's rule (every element in the answer's order; one with `follows` at
/// the scroll-axis origin `min(max(o + c, lo), hi)`, pinned with its zIndex where that differs from its resting
/// origin; kept when its frame intersects the visible rect at `o`, an orthogonal element's moved by its
/// section's `orthogonalContentOffset`) equals `computeLayout` at `o` with `"visible"`, every number bit for bit:
/// at the range's ends, at each follower's `lo - c` and `hi - c` and their neighbours, where elements enter and
/// leave the bounds, and at random offsets. And every element of a range answer is visible at some offset of it.
///
/// The evaluation below is written from the contract, not from the engine: an engine whose range omits an
/// element, lists one visible nowhere, gives a follower the wrong bound, or pins a single offset by another
/// formula fails it.
@Suite("Scroll ranges: a range answer evaluated at any offset of it is the single-offset answer, bit for bit")
struct ScrollRangePropertyTests {
    /// The pinning options: headers all and listed, footers, an offset, `stickHeight` above and below a header's
    /// height, each `until`.
    static func pinnings(sections: Int) -> [PinningDescription] {
        let listed = SectionSelection.sections(Set(stride(from: 0, to: sections, by: 2)))
        return [
            PinningDescription(headers: .all),
            PinningDescription(headers: listed, footers: .all, offset: 44),
            PinningDescription(headers: .all, footers: listed, offset: -20, stickHeight: 10, until: .sectionEnd),
            PinningDescription(headers: .all, stickHeight: 400, until: .never, zIndex: 20),
            PinningDescription(headers: .all, footers: .all, offset: 7.1, until: .nextSection),
            PinningDescription(headers: listed, stickHeight: 64, until: .never, zIndex: 2048),
        ]
    }

    /// Where `a`'s section's orthogonal elements are tested: the visible rect moved by the section's
    /// `orthogonalContentOffset`, physically (a mirrored layout's too).
    static func orthogonalMove(_ d: LayoutDescription, section s: Int) -> Point {
        guard case .compositional(let c) = d.family, s < c.sections.count else { return .zero }
        return c.sections[s].orthogonalContentOffset
    }

    /// The contract's evaluation of a range answer at scroll-axis offset `o`.
    static func evaluate(_ range: LayoutResult, at o: Double, _ d: LayoutDescription) -> [LayoutAttributes] {
        let horizontal = d.scrollDirection == .horizontal
        let offset = Self.offset(o, d, contentSize: range.contentSize)
        let visible = Rect(
            x: offset.x, y: offset.y, width: d.collectionView.size.width, height: d.collectionView.size.height)
        var follows: [Int: ScrollRangeAnswer.Follows] = [:]
        for f in range.scrollRange?.follows ?? [] { follows[f.index] = f }
        var result: [LayoutAttributes] = []
        for (i, resting) in range.attributes.enumerated() {
            if let a = placed(resting, follows[i], at: o, in: visible, d) { result.append(a) }
        }
        return result
    }

    /// `resting` placed at scroll-axis offset `o` by its `follows`, when it intersects `visible` (the visible rect
    /// at `o`) there.
    static func placed(
        _ resting: LayoutAttributes, _ follows: ScrollRangeAnswer.Follows?, at o: Double, in visible: Rect,
        _ d: LayoutDescription
    ) -> LayoutAttributes? {
        let horizontal = d.scrollDirection == .horizontal
        var a = resting
        if let f = follows {
            let origin = f.follower.origin(at: o)
            if origin != (horizontal ? a.frame.x : a.frame.y) {
                if horizontal { a.frame.x = origin } else { a.frame.y = origin }
                a.pinned = true
                a.zIndex = f.zIndex
            }
        }
        var rect = visible
        if a.orthogonal {
            let move = orthogonalMove(d, section: a.section)
            rect.x += move.x
            rect.y += move.y
        }
        return a.frame.intersects(rect) ? a : nil
    }

    /// The physical `contentOffset` of scroll-axis offset `o`: the request's other coordinate (or its default).
    static func offset(_ o: Double, _ d: LayoutDescription, contentSize: Size) -> Point {
        let base = d.resolvedContentOffset(contentSize: contentSize)
        return d.scrollDirection == .horizontal ? Point(x: o, y: base.y) : Point(x: base.x, y: o)
    }

    /// The single-offset answer at `o`, `nil` when the service refuses it.
    static func single(_ d: LayoutDescription, at o: Double, contentSize: Size) -> [LayoutAttributes]? {
        var at = d
        at.collectionView.contentOffset = offset(o, d, contentSize: contentSize)
        return try? computeLayout(at, elements: .visible, limits: LayoutLimits(workBudget: .max)).attributes
    }

    /// Checks `d` over a range: returns how many offsets were compared and how many elements followed.
    @discardableResult
    static func check(_ d: LayoutDescription, from: Double, to: Double, g: inout SplitMix64) throws -> (Int, Int) {
        guard
            let range = try? computeLayout(
                d, elements: .scrollRange(from: from, to: to), limits: LayoutLimits(workBudget: .max))
        else { return (0, 0) }
        let answer = try #require(range.scrollRange)
        #expect(answer.from == from && answer.to == to)
        #expect(answer.follows.map(\.index) == answer.follows.map(\.index).sorted())
        let horizontal = d.scrollDirection == .horizontal
        let length = horizontal ? d.collectionView.size.width : d.collectionView.size.height
        // The offsets where something can change, inside the range, with their neighbours.
        var offsets = [from, to]
        func near(_ v: Double) {
            for c in [v, v.nextUp, v.nextDown] where c >= from && c <= to && c.isFinite { offsets.append(c) }
        }
        for f in answer.follows {
            near(f.follower.lo - f.follower.c)
            near(f.follower.hi - f.follower.c)
        }
        for a in range.attributes.prefix(40) {
            let start = horizontal ? a.frame.minX : a.frame.minY
            let end = horizontal ? a.frame.maxX : a.frame.maxY
            near(start - length)
            near(end)
        }
        for _ in 0..<12 { offsets.append(from <= to ? g.double(from...to) : from) }

        for o in offsets {
            guard let expected = single(d, at: o, contentSize: range.contentSize) else { continue }
            let evaluated = evaluate(range, at: o, d)
            #expect(
                SectionIndexPropertyTests.bits(evaluated) == SectionIndexPropertyTests.bits(expected),
                "at \(o) of \(from)...\(to): \(evaluated.count) evaluated, \(expected.count) answered")
        }
        // Every element is visible somewhere: at rest, at the offset that centres it, within the range; a
        // follower there, at the ends, or where it starts, stops or is halfway through following.
        var follows: [Int: ScrollRangeAnswer.Follows] = [:]
        for f in answer.follows { follows[f.index] = f }
        for (i, a) in range.attributes.enumerated() {
            let mid = horizontal ? a.frame.midX : a.frame.midY
            var candidates = [Swift.min(Swift.max(mid - length / 2, from), to), from, to]
            if let f = follows[i] {
                let start = Swift.max(from, f.follower.lo - f.follower.c)
                let end = Swift.min(to, f.follower.hi - f.follower.c)
                if start <= end { candidates += [start, end, start + (end - start) / 2] }
            }
            let shown = candidates.contains { o in
                let offset = Self.offset(o, d, contentSize: range.contentSize)
                let visible = Rect(
                    x: offset.x, y: offset.y, width: d.collectionView.size.width,
                    height: d.collectionView.size.height)
                return placed(a, follows[i], at: o, in: visible, d) != nil
            }
            #expect(shown, "\(a) is in the range \(from)...\(to) but visible at none of \(candidates)")
        }
        return (offsets.count, answer.follows.count)
    }

    /// A range around and across the content: a screen, several screens, the whole content and beyond.
    static func ranges(_ d: LayoutDescription, g: inout SplitMix64) -> [(Double, Double)] {
        guard let result = try? computeLayout(d, elements: .visible, limits: LayoutLimits(workBudget: .max)) else {
            return []
        }
        let horizontal = d.scrollDirection == .horizontal
        let content = horizontal ? result.contentSize.width : result.contentSize.height
        let screen = horizontal ? d.collectionView.size.width : d.collectionView.size.height
        let start = g.double(-300...Swift.max(-300, content))
        // The whole content, when it is at most a few dozen screens (its answer is every element).
        let whole: [(Double, Double)] = content < 40 * screen ? [(-500, content + 500)] : []
        return [(start, start + screen), (start, start + g.double(0...(3 * screen))), (start, start)] + whole
    }

    /// `d` varied: mirrored, bottom to top, short content at the bottom, estimates on its first section.
    static func varied(_ base: LayoutDescription, g: inout SplitMix64) -> LayoutDescription {
        var d = base
        if g.int(0...2) == 0 {
            d.collectionView.layoutDirection = .rightToLeft
            d.flipsHorizontallyInOppositeLayoutDirection = true
        }
        if d.scrollDirection == .vertical {
            if g.int(0...3) == 0 { d.verticalLayoutDirection = .bottomToTop }
            if g.int(0...3) == 0 { d.shortContentAlignment = .bottom }
        }
        if g.bool() {
            // The first section's items are estimates (`"estimated": true` on every cell of it).
            var sections = [SectionAnnotations](repeating: SectionAnnotations(), count: d.sectionCount)
            if !sections.isEmpty { sections[0].estimated = true }
            d.annotations = ItemAnnotations(sections: sections)
        }
        return d
    }

    @Test("flow, waterfall, iglist and magazine × vertical, horizontal and mirrored × every pinning option")
    func fourFamilies() throws {
        var gen = ExactnessGenerator(seed: 2828)
        var g = SplitMix64(seed: 28)
        var compared = 0
        var followed = 0
        for round in 0..<24 {
            let base: LayoutDescription
            switch round % 4 {
            case 0: base = gen.flow()
            case 1: base = gen.waterfall()
            case 2: base = gen.iglist()
            default: base = gen.magazine()
            }
            for pinning in Self.pinnings(sections: base.sectionCount) {
                var d = Self.varied(base, g: &g)
                d.pinning = pinning
                for (from, to) in Self.ranges(d, g: &g) {
                    let (n, f) = try Self.check(d, from: from, to: to, g: &g)
                    compared += n
                    followed += f
                }
            }
        }
        #expect(compared > 2500, "offsets compared: \(compared)")
        #expect(followed > 250, "followers: \(followed)")
    }

    @Test("compositional, with boundary items pinned to the visible bounds and orthogonal sections")
    func compositional() throws {
        var gen = CompositionalGenerator(seed: 2929)
        var g = SplitMix64(seed: 29)
        var compared = 0
        var followed = 0
        for _ in 0..<40 {
            var d = SectionIndexPropertyTests.withOutliers(Self.varied(gen.description(), g: &g), g: &g)
            if g.bool() { d.pinning = PinningDescription(offset: [0, 44, -20][g.int(0...2)], stickHeight: 10) }
            for (from, to) in Self.ranges(d, g: &g) {
                let (n, f) = try Self.check(d, from: from, to: to, g: &g)
                compared += n
                followed += f
            }
        }
        #expect(compared > 500, "offsets compared: \(compared)")
        #expect(followed > 25, "followers: \(followed)")
    }

    @Test("thousands of sections: the range is one query, its answer what each offset of it answers")
    func manySections() throws {
        var gen = ExactnessGenerator(seed: 77)
        var g = SplitMix64(seed: 7)
        for round in 0..<3 {
            var d = SectionIndexPropertyTests.multiplied(
                round % 2 == 0 ? gen.flow() : gen.iglist(), copies: 300, g: &g)
            d.pinning = Self.pinnings(sections: d.sectionCount)[round % 6]
            for (from, to) in Self.ranges(d, g: &g) { try Self.check(d, from: from, to: to, g: &g) }
        }
    }
}
