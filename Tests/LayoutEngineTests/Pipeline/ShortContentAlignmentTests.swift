import SeededRandom
import Testing

@testable import LayoutEngine

/// `shortContentAlignment: bottom` (ChatLayout's `keepContentAtBottomOfVisibleArea`) in every family: with `Vh =
/// size.height - t - b`, content with `round(H) <= round(Vh)` (whole points, halves away from zero) has every
/// resting frame moved down by `round(Vh) - round(H)` before pinning; `contentSize` does not change; taller content
/// does not move; a layout scrolling horizontally answers 422 at `/layout/shortContentAlignment`.
@Suite("Short content at the bottom, in every family")
struct ShortContentAlignmentTests {
    /// The contract's shift for content of extent `h` in `c`'s view.
    static func shift(_ c: AnchorCollection, contentHeight h: Double) -> Double {
        let visible = (c.size.height - c.inset.top - c.inset.bottom).rounded(.toNearestOrAwayFromZero)
        let height = h.rounded(.toNearestOrAwayFromZero)
        return height <= visible ? visible - height : 0
    }

    static func moved(_ attributes: [LayoutAttributes], by dy: Double) -> [LayoutAttributes] {
        attributes.map { a in
            var a = a
            a.frame.y += dy
            return a
        }
    }

    /// A view 100 × 100 with insets 10 and 20 (`Vh` = 70), one full-width item of `length`, at scale 2 (so the
    /// families that put sizes on the pixel grid, iglist and waterfall, keep half points).
    static func single(_ family: AnchorFamily, length: Double, alignment: ShortContentAlignment) -> AnchorCollection {
        var c = AnchorCollection(
            family: family, orientation: .vertical, style: .column,
            sections: [.explicit([AnchorItem(length: length, breadth: 100, id: nil, estimated: false)])],
            size: Size(width: 100, height: 100), inset: EdgeInsets(top: 10, left: 0, bottom: 20, right: 0), scale: 2)
        c.alignment = alignment
        return c
    }

    /// `H` 30: moved down by 70 - 30 = 40. `H` 30.5 rounds to 31: moved by 39. `H` 69.5 rounds to 70 = `Vh`, and 70
    /// is `Vh`: moved by 0. `H` 71: taller, not moved.
    @Test(
        "one item 30 long sits 40 lower, 30.5 long 39 lower, one 69.5, 70 or 71 long does not move, contentSize stays",
        arguments: AnchorFamily.allCases)
    func singleItem(family: AnchorFamily) throws {
        for (length, y) in [(30.0, 40.0), (30.5, 39), (69.5, 0), (70, 0), (71, 0)] {
            let c = Self.single(family, length: length, alignment: .bottom)
            let r = try computeLayout(c.description(anchor: nil, offset: nil), elements: .all)
            #expect(r.attributes.map(\.frame) == [Rect(x: 0, y: y, width: 100, height: length)], "\(family) \(length)")
            #expect(r.contentSize == Size(width: 100, height: length), "\(family) \(length)")
        }
    }

    /// Content 30 tall in a view whose `Vh` is 70: `maxY = max(30 - 100 + 20, -10) = -10 = minY`, so the view is
    /// at the top and at the bottom: a bottom-to-top screen reports `bottom`, a top-to-bottom one `top`.
    @Test("short content reports the end its direction keeps", arguments: AnchorFamily.allCases)
    func shortContentAnchors(family: AnchorFamily) throws {
        for direction in [VerticalLayoutDirection.topToBottom, .bottomToTop] {
            var c = Self.single(family, length: 30, alignment: .bottom)
            c.direction = direction
            let anchor = try computeLayout(c.description(anchor: .report, offset: nil)).anchor
            #expect(anchor == (direction == .topToBottom ? .top : .bottom), "\(family) \(direction)")
        }
    }

    @Test(
        "a layout scrolling horizontally cannot align short content to the bottom",
        arguments: AnchorFamily.allCases.filter(\.scrollsAcross))
    func horizontalIsRefused(family: AnchorFamily) throws {
        var c = Self.single(family, length: 30, alignment: .bottom)
        c.orientation = .horizontal
        #expect(throws: LayoutError.requiresVerticalScrolling(at: .layout(.shortContentAlignment))) {
            try computeLayout(c.description(anchor: nil, offset: nil))
        }
    }

    /// Random collections, short and tall, mirrored or not, with headers pinned where the family pins: the
    /// bottom-aligned `"all"` answer is the top-aligned one moved down by the contract's shift (computed here from
    /// its content height), and at any offset `o` the visible answer is the top-aligned one at `o - shift` moved
    /// down by it (pinning applies to the moved resting frames).
    @Test("the bottom-aligned answer is the top-aligned one moved down by the shift", arguments: AnchorFamily.allCases)
    func movedByTheShift(family: AnchorFamily) throws {
        var rng = SplitMix64(seed: 0x5C0A &+ UInt64(AnchorFamily.allCases.firstIndex(of: family) ?? 0))
        var short = 0
        var tall = 0
        for round in 0..<120 {
            var c = AnchorCollection(family, &rng)
            guard c.orientation.isVertical else { continue }
            // Mostly short: keep at most a dozen items in one section.
            if rng.bool() {
                c.sections = [
                    .explicit((0..<rng.int(0...12)).map { _ in c.newItem(&rng) })
                ]
            }
            c.alignment = .top
            var top = c.description(anchor: nil, offset: nil)
            c.alignment = .bottom
            var bottom = c.description(anchor: nil, offset: nil)
            if family != .compositional {
                top.pinning = PinningDescription(headers: .all)
                bottom.pinning = top.pinning
            }
            guard let topAll = try? computeLayout(top, elements: .all) else { continue }
            let bottomAll = try computeLayout(bottom, elements: .all)
            let dy = Self.shift(c, contentHeight: topAll.contentSize.height)
            if dy > 0 { short += 1 } else { tall += 1 }
            #expect(bottomAll.contentSize == topAll.contentSize, "\(c) round \(round)")
            #expect(bottomAll.attributes == Self.moved(topAll.attributes, by: dy), "\(c) round \(round)")
            for _ in 0..<3 {
                let o = Point(x: c.defaultOffset(topAll.contentSize).x, y: rng.double(-200...400).rounded())
                bottom.collectionView.contentOffset = o
                top.collectionView.contentOffset = Point(x: o.x, y: o.y - dy)
                let visible = try computeLayout(bottom, elements: .visible)
                let expected = try computeLayout(top, elements: .visible)
                #expect(visible.attributes == Self.moved(expected.attributes, by: dy), "\(c) round \(round) at \(o)")
            }
        }
        #expect(short >= 20 && tall >= 10, "\(family): \(short) short and \(tall) tall collections")
    }
}
