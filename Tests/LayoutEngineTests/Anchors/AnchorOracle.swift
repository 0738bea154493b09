// The contract's anchor rules (openapi.yaml's `Anchor`, docs/anchors.md), written once more from their words alone
// and applied to an `"all"` answer: the
// engine's reported anchors and resolved offsets are held equal to what this computes from the frames, the
// `estimated` flags and the content size that answer carries. Nothing here calls the engine's anchoring.
import Testing

@testable import LayoutEngine

/// Reporting and resolving as the contract states them, over the cells of an `"all"` answer.
struct AnchorOracle {
    /// The collection the answer lays out (its orientation, insets, size, scale and names).
    let collection: AnchorCollection
    /// Its `"all"` answer, without an anchor.
    let all: LayoutResult

    /// Which rules apply: each can be broken, so a suite can count the reports each rule decides.
    struct Rules {
        /// Step 2 skips estimated candidates.
        var skipsEstimates = true
        /// Step 2's "entirely inside `B`" is against the whole bounds (false: the bounds less the insets).
        var containsInWholeBounds = true
        /// Step 1 leaves out cells of zero area.
        var excludesZeroArea = true
    }

    /// `a(v)`: `v` on the pixel grid, to nearest, halves away from zero.
    func a(_ v: Double) -> Double {
        let s = collection.scale
        return (v * s).rounded(.toNearestOrAwayFromZero) / s
    }

    /// A cell of the answer: its extent along the scroll axis (unmirrored) and across it, its area, its flag.
    struct Cell {
        var path: ItemPath
        var along: (min: Double, max: Double)
        var across: (min: Double, max: Double)
        var area: Double
        var estimated: Bool
    }

    /// The answer's cells in index-path order.
    var cells: [Cell] {
        let width = all.contentSize.width
        return all.attributes.filter { $0.category == .cell }
            .sorted { ($0.section, $0.item) < ($1.section, $1.item) }
            .map { a in
                Cell(
                    path: ItemPath(section: a.section, item: a.item),
                    along: collection.axis(a.frame, contentWidth: width),
                    across: collection.across(a.frame), area: a.frame.width * a.frame.height, estimated: a.estimated)
            }
    }

    /// The anchor an answer at `offset` (physical) reports: the contract's four steps.
    func report(at offset: Point, rules: Rules = Rules()) -> Anchor {
        let c = collection
        let (t, b, length) = c.insets
        let (minY, maxY) = c.scrollRange(all.contentSize)
        // B: the whole bounds, not reduced by the insets.
        let bMin = c.axis(offset: offset, contentWidth: all.contentSize.width)
        let bMax = bMin + length
        let bAcross = c.across(offset: offset)
        // 1. The candidates: cells meeting B along the scroll axis, in index-path order; a cell of zero area is
        //    never one.
        let candidates = cells.filter {
            $0.along.max > bMin && $0.along.min < bMax && (!rules.excludesZeroArea || $0.area > 0)
        }
        // 2. `first`: the first candidate not estimated and entirely inside B on both axes, else the first;
        //    `last` likewise from the end.
        let (insideMin, insideMax) = rules.containsInWholeBounds ? (bMin, bMax) : (bMin + t, bMax - b)
        func qualifies(_ cell: Cell) -> Bool {
            (!rules.skipsEstimates || !cell.estimated) && cell.along.min >= insideMin && cell.along.max <= insideMax
                && cell.across.min >= bAcross.min && cell.across.max <= bAcross.max
        }
        let first = candidates.first(where: qualifies) ?? candidates.first
        let last = candidates.last(where: qualifies) ?? candidates.last
        // 3. At the top, at the bottom (content shorter than the view is both).
        let atTop = bMin <= a(minY)
        let atBottom = bMin >= a(maxY)
        // 4. The anchor the direction keeps.
        if c.direction == .topToBottom {
            guard let first, !atTop else { return .top }
            return .topItem(c.reference(first.path), distance: a(first.along.min - (bMin + t)))
        }
        guard let last, !atBottom else { return .bottom }
        return .bottomItem(c.reference(last.path), distance: a(last.along.max - (bMax - b)))
    }

    /// The scroll-axis coordinate `anchor` resolves to before the clamp, or nil where the contract keeps the
    /// request's offset (an item the collection does not have).
    func unclamped(_ anchor: Anchor) -> Double? {
        let c = collection
        let (t, b, length) = c.insets
        let (minY, maxY) = c.scrollRange(all.contentSize)
        switch anchor {
        case .top: return minY
        case .bottom: return maxY
        case .topItem(let ref, let d), .bottomItem(let ref, let d):
            guard let path = c.path(of: ref), let cell = cells.first(where: { $0.path == path }) else { return nil }
            if case .topItem = anchor { return cell.along.min - t - d }
            return cell.along.max - length + b - d
        }
    }

    /// The physical offset a request at `requestOffset` (nil: the default) resolving `anchor` answers at:
    /// `top` → `minY`, `bottom` → `maxY`, `topItem` → `clamp(f.minY - t - d, minY, maxY)`, `bottomItem` →
    /// `clamp(f.maxY - size.height + b - d, minY, maxY)`, not rounded; an item the request does not have keeps the
    /// request's offset. The other coordinate is the request's.
    func resolve(_ anchor: Anchor, requestOffset: Point?) -> Point {
        let c = collection
        let given = requestOffset ?? c.defaultOffset(all.contentSize)
        guard let y = unclamped(anchor) else { return given }
        let (minY, maxY) = c.scrollRange(all.contentSize)
        return c.offset(Swift.min(Swift.max(y, minY), maxY), keeping: given, contentWidth: all.contentSize.width)
    }
}

/// Whether two offsets agree up to the rounding that mirroring a frame back and forth in doubles leaves (a few
/// units in the last place of the content's width; a pixel is at least a third of a point).
func sameOffset(_ p: Point?, _ q: Point) -> Bool {
    guard let p else { return false }
    func close(_ u: Double, _ v: Double) -> Bool { abs(u - v) <= 1e-9 * Swift.max(1, abs(u), abs(v)) }
    return close(p.x, q.x) && close(p.y, q.y)
}
