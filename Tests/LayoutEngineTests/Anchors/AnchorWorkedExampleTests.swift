import Testing

@testable import LayoutEngine

/// The contract's worked example of reporting, in every family and orientation, checked against the engine and
/// against `AnchorOracle` (so the oracle itself is held to a hand computation): insets `t` 50 and `b` 30, bounds
/// 300 × 400 at 500 along the scroll axis, scale 1, one column of full-width items (no spacing, headers or section
/// insets) of lengths 505, 35, 20, 40 and 1400.
///
/// The items lie at [0, 505), [505, 540), [540, 560), [560, 600) and [600, 2000), so `H` = 2000, `minY` = -50 and
/// `maxY` = 2000 - 400 + 30 = 1630. `B` = [500, 900), the whole bounds.
/// 1. Every item meets `B`: [0, 0] ends at 505 > 500, [0, 4] starts at 600 < 900.
/// 2. [0, 0] starts above `B`; [0, 1], [505, 540), lies inside it: `first` = [0, 1].
/// 3. 500 > a(-50): not at the top.
/// 4. `topItem([0, 1], a(505 - (500 + 50)))` = `topItem([0, 1], -45)`.
/// Containment in the bounds less the insets, [550, 870), would pick [0, 3] at 560 (distance 10). With [0, 1]
/// estimated, the first fully inside that is not estimated is [0, 2] at 540: distance 540 - 550 = -10 (ignoring the
/// estimate would answer -45 again).
@Suite("Anchors: the contract's worked example in every family and orientation")
struct AnchorWorkedExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var family: AnchorFamily
        var orientation: AnchorOrientation
        var testDescription: String { "\(family) \(orientation)" }
    }

    static let cases: [Case] = AnchorFamily.allCases.flatMap { family in
        (family.scrollsAcross ? AnchorOrientation.allCases : [.vertical, .verticalMirrored]).map {
            Case(family: family, orientation: $0)
        }
    }

    /// The column, `estimated` naming the items that are estimates; the insets put `t` 50 and `b` 30 along the
    /// scroll axis (a mirrored horizontal layout's top is its right edge).
    static func column(_ c: Case, estimated: Set<Int> = []) -> AnchorCollection {
        let items = [505.0, 35, 20, 40, 1400].enumerated().map { i, length in
            AnchorItem(length: length, breadth: 300, id: nil, estimated: estimated.contains(i))
        }
        let vertical = c.orientation.isVertical
        let inset: EdgeInsets =
            switch c.orientation {
            case .vertical, .verticalMirrored: EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
            case .horizontal: EdgeInsets(top: 0, left: 50, bottom: 0, right: 30)
            case .horizontalMirrored: EdgeInsets(top: 0, left: 30, bottom: 0, right: 50)
            }
        return AnchorCollection(
            family: c.family, orientation: c.orientation, style: .column, sections: [.explicit(items)],
            size: vertical ? Size(width: 300, height: 400) : Size(width: 400, height: 300), inset: inset)
    }

    /// The engine's and the oracle's reports at 500 along the scroll axis, and the column's content length.
    static func reports(_ column: AnchorCollection) throws -> (engine: Anchor?, oracle: Anchor, extent: Double) {
        let all = try computeLayout(column.description(anchor: nil, offset: nil), elements: .all)
        let at = column.offset(500, contentWidth: all.contentSize.width)
        let engine = try computeLayout(column.description(anchor: .report, offset: at)).anchor
        return (engine, AnchorOracle(collection: column, all: all).report(at: at), column.extent(all.contentSize))
    }

    @Test("topItem [0, 1] at distance -45: containment is in the whole bounds", arguments: cases)
    func wholeBounds(_ c: Case) throws {
        let (engine, oracle, extent) = try Self.reports(Self.column(c))
        #expect(extent == 2000)
        #expect(engine == .topItem(.indexPath(section: 0, item: 1), distance: -45))
        #expect(oracle == .topItem(.indexPath(section: 0, item: 1), distance: -45))
    }

    @Test("with [0, 1] estimated, topItem [0, 2] at distance -10: estimates are skipped", arguments: cases)
    func estimatesSkipped(_ c: Case) throws {
        let (engine, oracle, _) = try Self.reports(Self.column(c, estimated: [1]))
        #expect(engine == .topItem(.indexPath(section: 0, item: 2), distance: -10))
        #expect(oracle == .topItem(.indexPath(section: 0, item: 2), distance: -10))
    }

    /// Resolving `topItem([0, 1], -45)` gives 505 - 50 + 45 = 500 back; `topItem([0, 4], -1200)` gives 600 - 50 +
    /// 1200 = 1750, clamped to `maxY` 1630; `topItem([0, 0], 100)` gives 0 - 50 - 100 = -150, clamped to `minY` -50.
    @Test("resolving: 500 back, and 1750 and -150 clamped to 1630 and -50", arguments: cases)
    func resolving(_ c: Case) throws {
        let column = Self.column(c)
        let all = try computeLayout(column.description(anchor: nil, offset: nil), elements: .all)
        let oracle = AnchorOracle(collection: column, all: all)
        for (anchor, u) in [
            (Anchor.topItem(.indexPath(section: 0, item: 1), distance: -45), 500.0),
            (.topItem(.indexPath(section: 0, item: 4), distance: -1200), 1630),
            (.topItem(.indexPath(section: 0, item: 0), distance: 100), -50),
        ] {
            let expected = column.offset(u, contentWidth: all.contentSize.width)
            let resolved = try computeLayout(column.description(anchor: .resolve(anchor), offset: nil)).contentOffset
            #expect(resolved == expected, "\(anchor)")
            #expect(oracle.resolve(anchor, requestOffset: nil) == expected, "\(anchor)")
        }
    }
}
