import Foundation
import SeededRandom
import Testing

@testable import LayoutClient

/// The block index behind `ScrollRangeAnswer.attributes(at:in:)` only skips: on answers built to trip it (out
/// of order along the axis, followers with every combination of bounds, `hi < lo`, orthogonal sections moved along
/// and across the axis, zero sizes, thirds, signed zeros, huge coordinates) it gives what the plain walk gives.
@Suite("ScrollRangeAnswer's index equals the plain walk")
struct ScrollRangeIndexTests {
    /// A small seeded generator (SplitMix64), so a failure names its seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        /// A coordinate: mostly plain, sometimes a third, a signed zero, a whole-content value or a huge one.
        mutating func coordinate(_ scale: Double) -> Double {
            switch below(10) {
            case 0: return -0.0
            case 1: return Double(below(3000)) / 3
            case 2: return 1e15 - Double(below(1000))
            case 3: return -Double(below(500))
            default: return Double(below(Int(scale))) + Double(below(4)) / 4
            }
        }
        mutating func length() -> Double {
            switch below(8) {
            case 0: return 0
            case 1: return Double(below(100)) / 3
            default: return Double(1 + below(300))
            }
        }
    }

    static func answer(seed: UInt64) -> Layoutd.ScrollRangeAnswer {
        var g = Generator(state: seed)
        let vertical = g.chance(60)
        var moves: [Int: Layoutd.Point] = [:]
        for s in 0..<6 where g.chance(50) {
            moves[s] = Layoutd.Point(
                x: g.chance(30) ? 0 : g.coordinate(400), y: g.chance(60) ? 0 : g.coordinate(400))
        }
        var origin = 0.0
        var attributes: [Layoutd.Attributes] = []
        let count = g.below(220)
        for i in 0..<count {
            // Mostly increasing along the axis, with jumps back (waterfall columns, decorations, shuffles).
            origin = g.chance(15) ? g.coordinate(3000) : origin + Double(g.below(60))
            let along = g.length()
            let across = g.length()
            let cross = g.coordinate(500)
            let frame =
                vertical
                ? Layoutd.Rect(x: cross, y: origin, width: across, height: along)
                : Layoutd.Rect(x: origin, y: cross, width: along, height: across)
            let section = g.below(6)
            var a = Layoutd.Attributes(indexPath: [section, i], category: .cell, frame: frame)
            if g.chance(20) {
                a.category = .supplementary
                a.kind = .sectionHeader
                a.pinned = false
                let lo = g.chance(75) ? g.coordinate(3000) : nil
                let hi = g.chance(65) ? g.coordinate(3000) : nil
                a.follows = Layoutd.Follows(offset: g.coordinate(300) - 150, min: lo, max: hi, zIndex: g.below(2000))
            } else if g.chance(20) {
                a.orthogonal = true
            }
            attributes.append(a)
        }
        let from = g.coordinate(3000) - 500
        return Layoutd.ScrollRangeAnswer(
            Layoutd.ScrollRangeResponse(
                contentSize: Layoutd.Size(width: 500, height: 4000),
                scrollRange: Layoutd.ScrollRange(from: from, to: from + Double(g.below(4000))),
                attributes: attributes),
            viewport: Layoutd.ScrollViewport(
                scrollDirection: vertical ? .vertical : .horizontal,
                size: Layoutd.Size(width: Double(g.below(500)), height: Double(g.below(900))),
                crossOffset: g.chance(50) ? nil : g.coordinate(200), orthogonalContentOffsets: moves))
    }

    @Test("visible rects at offsets across and beyond the range", arguments: 0..<150)
    func visible(seed: Int) {
        let answer = Self.answer(seed: UInt64(seed))
        var g = Generator(state: UInt64(seed) &* 31 &+ 7)
        let range = answer.scrollRange
        var offsets = [range.from, range.to, -0.0, 1e15]
        for _ in 0..<40 { offsets.append(range.from + Double(g.below(Int(range.length) + 1)) + Double(g.below(3)) / 3) }
        // Every element's edges as offsets: where it enters and leaves.
        for a in answer.response.attributes.prefix(30) {
            let vertical = answer.viewport.scrollDirection == .vertical
            offsets.append(vertical ? a.frame.y : a.frame.x)
            offsets.append(
                vertical ? a.frame.maxY - answer.viewport.size.height : a.frame.maxX - answer.viewport.size.width)
        }
        for o in offsets {
            let rect = answer.visibleRect(at: o)
            #expect(answer.attributes(at: o) == answer.attributesByWalk(at: o, in: rect), "seed \(seed) offset \(o)")
        }
    }

    @Test("arbitrary rects, empty and inverted ones included", arguments: 0..<100)
    func rects(seed: Int) {
        let answer = Self.answer(seed: UInt64(seed))
        var g = Generator(state: UInt64(seed) &* 131 &+ 3)
        for _ in 0..<30 {
            let rect = Layoutd.Rect(
                x: g.coordinate(600) - 100, y: g.coordinate(3000) - 100, width: g.chance(10) ? -5 : g.length() * 3,
                height: g.length() * 5)
            let o = g.coordinate(3000)
            #expect(answer.attributes(at: o, in: rect) == answer.attributesByWalk(at: o, in: rect), "seed \(seed)")
        }
    }
}
