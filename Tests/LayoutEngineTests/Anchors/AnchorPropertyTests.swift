import SeededRandom
import Testing

@testable import LayoutEngine

/// Anchors keep the user's place, in every family, scrolling vertically or horizontally, mirrored or not. Every
/// reported anchor and every resolved offset is held equal to `AnchorOracle`, the contract's
/// rules applied to the same request's `"all"` answer, so an engine that ignores `estimated`, tests containment
/// against the bounds less the insets, or forgets the clamp fails here; and the suites count the reports and
/// resolutions that each of those rules decides, so the generators cannot drift away from them. Besides:
/// - reporting where an answer stands and resolving that anchor against the same request gives the offset back,
///   whenever the offset, the insets and the anchor item's frame lie on the pixel grid and the offset is in the
///   scroll range;
/// - after items or sections are inserted or deleted above or below the anchor item, or estimates measured, an
///   item named by its id keeps its reported distance from the top (bottom to top: from the bottom), unless the
///   offset is clamped to the scroll range; an anchor item that is gone keeps the request's offset.
@Suite("Anchor properties: report, change the data, resolve")
struct AnchorPropertyTests {
    static func generator(_ base: UInt64, _ family: AnchorFamily) -> SplitMix64 {
        SplitMix64(seed: base &+ UInt64(AnchorFamily.allCases.firstIndex(of: family) ?? 0))
    }

    static func onGrid(_ v: Double, _ scale: Double) -> Bool { (v * scale).rounded() == v * scale }

    /// A whole-point scroll-axis offset in the contract's range `[minY, maxY]`.
    static func wholeOffset(_ c: AnchorCollection, _ all: LayoutResult, _ rng: inout SplitMix64) -> Double {
        let (minY, maxY) = c.scrollRange(all.contentSize)
        return Double(rng.int(Int(minY)...Int(Swift.max(minY, maxY.rounded(.down)))))
    }

    /// Scroll-axis offsets to report at: both ends of the range and the bottom on the pixel grid, whole points
    /// and fractions inside it, and past either end (a bounce).
    static func reportingOffsets(_ c: AnchorCollection, _ all: LayoutResult, _ rng: inout SplitMix64) -> [Double] {
        let (minY, maxY) = c.scrollRange(all.contentSize)
        let grid = AnchorOracle(collection: c, all: all)
        var offsets = [minY, maxY, grid.a(maxY), minY - Double(rng.int(1...120)), maxY + Double(rng.int(1...120))]
        for _ in 0..<3 { offsets.append(wholeOffset(c, all, &rng)) }
        for _ in 0..<2 { offsets.append(rng.double(minY...Swift.max(minY, maxY))) }
        return offsets
    }

    /// The cells' `estimated` flags, which the oracle reads, are the request's (the family's own estimates
    /// included).
    static func expectRequestedEstimates(_ c: AnchorCollection, _ all: LayoutResult) {
        for a in all.attributes where a.category == .cell {
            let path = ItemPath(section: a.section, item: a.item)
            #expect(a.estimated == c.isEstimated(path), "\(c): cell [\(a.section), \(a.item)]")
        }
    }

    @Test(
        "the reported anchor is the contract's four steps applied to the \"all\" answer",
        arguments: AnchorFamily.allCases)
    func reportIsTheContracts(family: AnchorFamily) throws {
        var rng = Self.generator(0x0A4C_1E, family)
        var reports = 0
        var decidedByEstimates = 0
        var decidedByWholeBounds = 0
        var orientations: Set<String> = []
        for round in 0..<120 {
            let c = AnchorCollection(family, &rng)
            guard let all = try? computeLayout(c.description(anchor: nil, offset: nil), elements: .all) else {
                continue
            }
            Self.expectRequestedEstimates(c, all)
            let oracle = AnchorOracle(collection: c, all: all)
            for u in Self.reportingOffsets(c, all, &rng) {
                let at = c.offset(u, contentWidth: all.contentSize.width)
                let expected = oracle.report(at: at)
                let reported = try computeLayout(c.description(anchor: .report, offset: at)).anchor
                #expect(reported == expected, "\(c) round \(round) at \(at)")
                reports += 1
                orientations.insert("\(c.orientation) \(c.direction)")
                if oracle.report(at: at, rules: .init(skipsEstimates: false)) != expected { decidedByEstimates += 1 }
                if oracle.report(at: at, rules: .init(containsInWholeBounds: false)) != expected {
                    decidedByWholeBounds += 1
                }
            }
        }
        // The generator reaches what the rules decide: reports that skipping estimates changes, and reports that
        // containment in the whole bounds (not the bounds less the insets) changes.
        #expect(reports >= 900, "\(family): \(reports) reports")
        #expect(decidedByEstimates >= 20, "\(family): \(decidedByEstimates) reports decided by the estimates")
        #expect(decidedByWholeBounds >= 20, "\(family): \(decidedByWholeBounds) reports decided by the whole bounds")
        let expected = family.scrollsAcross ? 6 : 4
        #expect(orientations.count == expected, "\(family): \(orientations.sorted())")
    }

    // Reporting step 1: a cell of zero area cannot be seen and is never a candidate; collections
    // with cells of no length, reported at the same offsets as above.
    @Test("cells of zero area are never named", arguments: AnchorFamily.allCases)
    func zeroAreaCellsAreNeverNamed(family: AnchorFamily) throws {
        var rng = Self.generator(0x2E50, family)
        var decidedByArea = 0
        for round in 0..<60 {
            let c = AnchorCollection(family, &rng, zeroAreaCells: true)
            guard let all = try? computeLayout(c.description(anchor: nil, offset: nil), elements: .all) else {
                continue
            }
            let oracle = AnchorOracle(collection: c, all: all)
            for u in Self.reportingOffsets(c, all, &rng) {
                let at = c.offset(u, contentWidth: all.contentSize.width)
                let expected = oracle.report(at: at)
                if oracle.report(at: at, rules: .init(excludesZeroArea: false)) != expected { decidedByArea += 1 }
                let reported = try computeLayout(c.description(anchor: .report, offset: at)).anchor
                #expect(reported == expected, "\(c) round \(round) at \(at)")
            }
        }
        #expect(decidedByArea >= 10, "\(family): \(decidedByArea) reports decided by the cells' area")
    }

    @Test("report then resolve gives the offset back on the pixel grid", arguments: AnchorFamily.allCases)
    func roundTrip(family: AnchorFamily) throws {
        var rng = Self.generator(0xA2C4, family)
        var checked = 0
        for round in 0..<150 {
            let c = AnchorCollection(family, &rng)
            guard let all = try? computeLayout(c.description(anchor: nil, offset: nil), elements: .all) else {
                continue
            }
            let width = all.contentSize.width
            let (t, b, _) = c.insets
            let u = Self.wholeOffset(c, all, &rng)
            let at = c.offset(u, contentWidth: width)
            let report = try computeLayout(c.description(anchor: .report, offset: at))
            let anchor = try #require(report.anchor)
            let back = try computeLayout(c.description(anchor: .resolve(anchor), offset: nil))
            let resolved = try #require(back.contentOffset)
            // The resolved offset reports the anchor again.
            #expect(back.anchor != nil)
            var onGrid = Self.onGrid(u, c.scale) && Self.onGrid(t, c.scale) && Self.onGrid(b, c.scale)
            let oracle = AnchorOracle(collection: c, all: all)
            switch anchor {
            case .topItem(let ref, _), .bottomItem(let ref, _):
                let path = try #require(c.path(of: ref))
                let cell = try #require(oracle.cells.first { $0.path == path })
                if case .topItem = anchor {
                    onGrid = onGrid && Self.onGrid(cell.along.min, c.scale)
                } else {
                    onGrid = onGrid && Self.onGrid(cell.along.max, c.scale)
                }
            case .top, .bottom: break
            }
            guard onGrid else { continue }
            checked += 1
            // Exactly `u` but for the doubles' rounding of grid values such as thirds (the resolved offset is
            // `f - t - d`, not rounded).
            let returned = c.axis(offset: resolved, contentWidth: width)
            #expect(
                abs(returned - u) <= 1e-9 * Swift.max(1, abs(u)), "\(c) round \(round): \(anchor) at \(u): \(returned)")
        }
        #expect(checked >= 30, "\(family): only \(checked) round trips on the grid")
    }

    // A timeline reports per entry what the same request reports at that entry's offset alone: the entries are
    // the single-offset answers, so every rule above holds for each of them.
    @Test("a timeline's entries report the anchors their offsets report alone", arguments: AnchorFamily.allCases)
    func timelineReports(family: AnchorFamily) throws {
        var rng = Self.generator(0x71AE, family)
        var compared = 0
        for _ in 0..<40 {
            let c = AnchorCollection(family, &rng)
            guard let all = try? computeLayout(c.description(anchor: nil, offset: nil), elements: .all) else {
                continue
            }
            let offsets = (0..<4).map { _ in
                c.offset(Self.wholeOffset(c, all, &rng), contentWidth: all.contentSize.width)
            }
            var timeline = c.description(anchor: .report, offset: nil)
            timeline.collectionView.contentOffsets = offsets
            let entries = try #require(try computeLayout(timeline).timeline)
            #expect(entries.count == offsets.count)
            for (entry, offset) in zip(entries, offsets) {
                let alone = try computeLayout(c.description(anchor: .report, offset: offset))
                #expect(entry.anchor != nil)
                #expect(entry.anchor == alone.anchor, "\(c) at \(offset)")
                compared += 1
            }
        }
        #expect(compared >= 80, "\(family): only \(compared) entries compared")
    }

    /// The item a change is made around: the anchor's while the collection has it, else the last pivot (or,
    /// for `top` and `bottom`, any place), kept inside the collection.
    static func pivot(
        _ anchor: Anchor, _ c: AnchorCollection, _ last: ItemPath?, _ rng: inout SplitMix64
    ) -> ItemPath {
        if case .topItem(let ref, _) = anchor, let path = c.path(of: ref) { return path }
        if case .bottomItem(let ref, _) = anchor, let path = c.path(of: ref) { return path }
        let s = Swift.min(last?.section ?? rng.int(0...c.sections.count - 1), c.sections.count - 1)
        return ItemPath(
            section: s, item: Swift.min(last?.item ?? rng.int(0...c.sections[s].count), c.sections[s].count))
    }

    @Test(
        "after items and sections change above and below, the offset resolves as the contract says and the anchor item keeps its distance",
        arguments: AnchorFamily.allCases)
    func changesResolveAsTheContractSays(family: AnchorFamily) throws {
        var rng = Self.generator(0xB7E1, family)
        var resolutions = 0
        var clamped = 0
        var missing = 0
        var kept = 0
        var changes: Set<AnchorChange> = []
        for round in 0..<150 {
            var c = AnchorCollection(family, &rng)
            guard let all = try? computeLayout(c.description(anchor: nil, offset: nil), elements: .all) else {
                continue
            }
            // Report somewhere in the range, near either end, or past one (a bounce, which resolves clamped).
            let (minY, maxY) = c.scrollRange(all.contentSize)
            let u: Double =
                switch rng.int(0...5) {
                case 0: minY - rng.double(0.5...120)
                case 1: maxY + rng.double(0.5...120)
                case 2: Swift.max(minY, maxY - Double(rng.int(0...100)))
                default: Self.wholeOffset(c, all, &rng)
                }
            let at = c.offset(u, contentWidth: all.contentSize.width)
            let anchor = try #require(try computeLayout(c.description(anchor: .report, offset: at)).anchor)
            #expect(anchor == AnchorOracle(collection: c, all: all).report(at: at), "\(c) round \(round)")

            // Change the data: one to three changes around the anchor item.
            var log: [String] = []
            var pivot: ItemPath?
            for _ in 0..<rng.int(1...3) {
                let around = Self.pivot(anchor, c, pivot, &rng)
                let change = AnchorChange.allCases[rng.int(0...AnchorChange.allCases.count - 1)]
                changes.insert(change)
                log.append(c.apply(change, around: around, &rng))
                pivot = around
            }
            guard let after = try? computeLayout(c.description(anchor: nil, offset: nil), elements: .all) else {
                continue
            }
            // Resolve from the default offset, or from a given one (what a missing item keeps).
            let given: Point? =
                rng.bool()
                ? nil : c.offset(Self.wholeOffset(c, after, &rng), contentWidth: after.contentSize.width)
            let changed = c.description(anchor: .resolve(anchor), offset: given)
            guard let answer = try? computeLayout(changed) else { continue }
            let oracle = AnchorOracle(collection: c, all: after)
            let expected = oracle.resolve(anchor, requestOffset: given)
            let context = "\(c) round \(round): \(anchor) after \(log.joined(separator: ", "))"
            #expect(
                sameOffset(answer.contentOffset, expected),
                "\(context): \(String(describing: answer.contentOffset)), not \(expected)")
            resolutions += 1
            let range = c.scrollRange(after.contentSize)
            guard let y = oracle.unclamped(anchor) else {
                missing += 1
                continue
            }
            if y < range.minY || y > range.maxY {
                clamped += 1
                continue
            }
            // The anchor item, where it is now, at its reported distance from the edge it is measured from.
            guard let ref = anchor.reference, case .id = ref, let path = c.path(of: ref),
                let cell = oracle.cells.first(where: { $0.path == path }), let resolved = answer.contentOffset
            else { continue }
            let (t, b, length) = c.insets
            let r = c.axis(offset: resolved, contentWidth: after.contentSize.width)
            let now = anchor.isTop ? cell.along.min - (r + t) : cell.along.max - (r + length - b)
            #expect(
                abs(now - anchor.distance) <= 1e-9 * Swift.max(1, abs(r), abs(cell.along.max)),
                "\(context): the item is now at \(now)")
            kept += 1
        }
        #expect(resolutions >= 120, "\(family): \(resolutions) resolutions")
        #expect(clamped >= 10, "\(family): \(clamped) resolutions clamped to the scroll range")
        #expect(missing >= 5, "\(family): \(missing) anchors whose item is gone")
        #expect(kept >= 30, "\(family): \(kept) items kept at their distance")
        #expect(changes.count == AnchorChange.allCases.count, "\(family): changes \(changes)")
    }
}

extension Anchor {
    /// The item a `topItem` or `bottomItem` names.
    var reference: ItemRef? {
        switch self {
        case .topItem(let ref, _), .bottomItem(let ref, _): ref
        case .top, .bottom: nil
        }
    }

    /// Whether the anchor is measured from the top (`top`, `topItem`).
    var isTop: Bool {
        switch self {
        case .top, .topItem: true
        case .bottom, .bottomItem: false
        }
    }

    /// A `topItem`'s or `bottomItem`'s distance (0 otherwise).
    var distance: Double {
        switch self {
        case .topItem(_, let d), .bottomItem(_, let d): d
        case .top, .bottom: 0
        }
    }
}
