import Testing

@testable import LayoutEngine

/// The contract's worked examples A–E of flings, through `computeLayout` with descriptions built in Swift: each
/// fling's numbers (every double by its bits) and the cells answered at rest. The hand computations are beside each
/// (the wire's suite, `FlingWorkedExampleTests`, checks the same answers as text).
@Suite("Flings in the engine: the worked examples A–E")
struct FlingEngineExampleTests {
    static func fling(_ d: LayoutDescription) throws -> (FlingAnswer, [Int]) {
        let result = try computeLayout(d)
        let answer = try #require(result.fling)
        return (answer, result.attributes.filter { $0.category == .cell }.map(\.item))
    }

    /// A: 50 items 100 tall in 812-point bounds, content 5000, maxY 4188.
    static func exampleA(velocity: Double, snapping: SnappingDescription? = nil) -> LayoutDescription {
        var d = LayoutDescription(
            collectionView: CollectionViewDescription(
                size: Size(width: 375, height: 812), contentOffset: Point(x: 0, y: 1000)),
            family: .flow(
                FlowLayoutDescription(
                    itemSize: Size(width: 375, height: 100), minimumLineSpacing: 0,
                    sections: [FlowSectionDescription(items: .uniform(count: 50, item: nil))])))
        d.snapping = snapping
        d.fling = FlingDescription(velocity: Point(x: 0, y: velocity))
        return d
    }

    @Test("A: none, p = 1000 + 8 / c past maxY, a decay meeting the bound at 798.44 ms and bouncing")
    func exampleA() throws {
        let (answer, cells) = try Self.fling(Self.exampleA(velocity: 8))
        #expect(answer.projectedOffset == Point(x: 0, y: 4995.998665331638))
        #expect(answer.targetOffset == answer.projectedOffset)
        #expect(answer.restingOffset == Point(x: 0, y: 4188))
        #expect(answer.snappedTo == nil)
        #expect(answer.bounced)
        #expect(answer.curve == .decay(rate: 0.998, boundAt: 798.4446886514035, duration: 1583))
        #expect(cells == Array(41...49))
    }

    @Test("A at 3 pt/ms: 2498.4994994993644 in 3999 ms; wwdc: 2496.9999999999986; at 30, computed at 10")
    func exampleAVariants() throws {
        let (slow, _) = try Self.fling(Self.exampleA(velocity: 3))
        #expect(slow.restingOffset.y.bitPattern == 2498.4994994993644.bitPattern)
        #expect(slow.curve == .decay(rate: 0.998, boundAt: nil, duration: 3999))
        #expect(!slow.bounced)
        let (wwdc, _) = try Self.fling(Self.exampleA(velocity: 3, snapping: SnappingDescription(projection: .wwdc)))
        #expect(wwdc.projectedOffset.y.bitPattern == 2496.9999999999986.bitPattern)
        let (fast, _) = try Self.fling(Self.exampleA(velocity: 30))
        #expect(fast.projectedOffset.y.bitPattern == 5994.998331664548.bitPattern)
    }

    /// A horizontal carousel: `n` items `w` × `h`, `spacing` apart, inset `inset` left and right.
    static func carousel(
        n: Int, w: Double, h: Double, spacing: Double, sectionInset: EdgeInsets, size: Size,
        contentInset: EdgeInsets = .zero, release: Double, velocity: Double, snapping: SnappingDescription
    ) -> LayoutDescription {
        var d = LayoutDescription(
            collectionView: CollectionViewDescription(
                size: size, contentInset: contentInset, contentOffset: Point(x: release, y: 0)),
            family: .flow(
                FlowLayoutDescription(
                    itemSize: Size(width: w, height: h), minimumLineSpacing: spacing, sectionInset: sectionInset,
                    sections: [FlowSectionDescription(items: .uniform(count: n, item: nil))])),
            scrollDirection: .horizontal)
        d.snapping = snapping
        d.fling = FlingDescription(velocity: Point(x: velocity, y: 0))
        return d
    }

    static func exampleB(velocity: Double, candidates: SnapCandidates? = nil) -> LayoutDescription {
        carousel(
            n: 5, w: 200, h: 150, spacing: 0, sectionInset: EdgeInsets(top: 25, left: 87.5, bottom: 25, right: 87.5),
            size: Size(width: 375, height: 200), release: 200, velocity: velocity,
            snapping: SnappingDescription(preset: .upCarouselFlowLayout, candidates: candidates))
    }

    @Test("B: UPCarouselFlowLayout: of items 0–2 visible at release, item 2 at 400 is nearest p 697.5")
    func exampleB() throws {
        let (answer, cells) = try Self.fling(Self.exampleB(velocity: 5))
        #expect(answer.projectedOffset.x.bitPattern == 697.4958123671104.bitPattern)
        #expect(answer.targetOffset == Point(x: 400, y: 0))
        #expect(answer.restingOffset == Point(x: 400, y: 0))
        #expect(answer.snappedTo == ItemPath(section: 0, item: 2))
        // exp(-5 / 200), (200 / 5) * ln(400) = 239.7.
        #expect(answer.curve == .decay(rate: 0.9753099120283326, boundAt: nil, duration: 240))
        #expect(cells == [1, 2, 3])
        let (slow, _) = try Self.fling(Self.exampleB(velocity: 2))
        #expect(slow.projectedOffset.x.bitPattern == 398.99832494684415.bitPattern)
        #expect(slow.snappedTo == ItemPath(section: 0, item: 2))
        #expect(slow.curve == .decay(rate: 0.9900498337491681, boundAt: nil, duration: 600))
        let (all, _) = try Self.fling(Self.exampleB(velocity: 5, candidates: .all))
        #expect(all.restingOffset.x == 600)
    }

    @Test("B as a range 0...400: the resolved preset and all five snap points")
    func exampleBRange() throws {
        var d = Self.exampleB(velocity: 5)
        d.fling = nil
        let result = try computeLayout(d, elements: .scrollRange(from: 0, to: 400))
        let snapping = try #require(result.snapping)
        #expect(snapping.snapping.reach.bitPattern == 994.9916247342207.bitPattern)
        #expect(snapping.snapping.coefficient == 0.01005033585350145)
        #expect(snapping.points?.map(\.offset) == [0, 200, 400, 600, 800])
        #expect(snapping.points?.map(\.min) == [87.5, 287.5, 487.5, 687.5, 887.5])
    }

    static func exampleC(release: Double) -> LayoutDescription {
        carousel(
            n: 5, w: 200, h: 180, spacing: 10, sectionInset: .zero, size: Size(width: 375, height: 200),
            contentInset: EdgeInsets(top: 0, left: 87.5, bottom: 0, right: 87.5), release: release, velocity: 0.3,
            snapping: SnappingDescription(preset: .centeredCollectionView))
    }

    @Test("C: CenteredCollectionView: item 1 at 122.5 lies behind 130, so item 2 at 332.5, by a spring of 807 ms")
    func exampleC() throws {
        let (answer, cells) = try Self.fling(Self.exampleC(release: 130))
        #expect(answer.projectedOffset.x.bitPattern == 159.84974874202663.bitPattern)
        #expect(answer.restingOffset == Point(x: 332.5, y: 0))
        #expect(answer.snappedTo == ItemPath(section: 0, item: 2))
        #expect(answer.curve == .spring(duration: 807))
        #expect(cells == [1, 2, 3])
        let (onPoint, _) = try Self.fling(Self.exampleC(release: 122.5))
        #expect(onPoint.snappedTo == ItemPath(section: 0, item: 1))
        #expect(onPoint.curve == .spring(duration: 587))
    }

    static func exampleD(velocity: Double, select: SnapSelect? = nil) -> LayoutDescription {
        carousel(
            n: 6, w: 300, h: 180, spacing: 20, sectionInset: EdgeInsets(top: 10, left: 37.5, bottom: 10, right: 37.5),
            size: Size(width: 375, height: 200), release: 700, velocity: velocity,
            snapping: SnappingDescription(preset: .fsPagerView, pageSize: 320, select: select))
    }

    @Test("D: FSPagerView: ceil(2.1875) = 3, 960; bias round(3.742 + 0.35) = 4, 1280; at -5 floor, 640")
    func exampleD() throws {
        let (answer, cells) = try Self.fling(Self.exampleD(velocity: 5))
        #expect(answer.projectedOffset.x.bitPattern == 1197.4958123671104.bitPattern)
        #expect(answer.restingOffset == Point(x: 960, y: 0))
        #expect(answer.snappedTo == nil)
        #expect(answer.curve == .decay(rate: 0.9809529623602027, boundAt: nil, duration: 326))
        #expect(cells == [2, 3, 4])
        let (bias, _) = try Self.fling(Self.exampleD(velocity: 5, select: SnapSelect(rule: .bias)))
        #expect(bias.restingOffset.x == 1280)
        #expect(bias.curve == .spring(duration: 779))
        let (back, _) = try Self.fling(Self.exampleD(velocity: -5))
        #expect(back.restingOffset.x == 640)
        #expect(back.curve == .decay(rate: 0.9200444146293233, boundAt: nil, duration: 58))
    }

    static func exampleE(velocity: Double) -> LayoutDescription {
        let cell = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            group: CompositionalGroup(axis: .horizontal, subitems: .list([cell])))
        let section = CompositionalSectionLayout(
            group: group, contentInsets: DirectionalInsets(leading: 16, trailing: 16), interGroupSpacing: 10,
            orthogonalScrollingBehavior: .groupPaging)
        var d = LayoutDescription(
            collectionView: CollectionViewDescription(size: Size(width: 375, height: 812)),
            family: .compositional(
                CompositionalLayoutDescription(
                    section: section,
                    sections: [
                        CompositionalSectionDescription(
                            items: .uniform(count: 10, item: nil), orthogonalContentOffset: Point(x: 400, y: 0))
                    ])))
        d.fling = FlingDescription(velocity: Point(x: velocity, y: 0), section: 0)
        return d
    }

    @Test("E: groupPaging: floor(400 / 310) + 1 = 2, 620, cells 1–3 tested there; back 310; below τ, 310")
    func exampleE() throws {
        let result = try computeLayout(Self.exampleE(velocity: 1.2))
        let answer = try #require(result.fling)
        #expect(result.contentOffset == nil)
        #expect(answer.projectedOffset.x.bitPattern == 519.3989949681065.bitPattern)
        #expect(answer.restingOffset == Point(x: 620, y: 0))
        #expect(answer.curve == .spring(duration: 758))
        #expect(
            result.attributes.map(\.frame) == [326, 636, 946].map { Rect(x: $0, y: 0, width: 300, height: 200) })
        let (back, _) = try Self.fling(Self.exampleE(velocity: -1.2))
        #expect(back.restingOffset.x == 310)
        #expect(back.curve.duration == 390)
        let (slow, _) = try Self.fling(Self.exampleE(velocity: 0.04))
        #expect(slow.restingOffset.x == 310)
    }

    @Test("a billion items, released far past their end: the last row is found by a few band queries, not a walk")
    func billionItemsFromPastTheEnd() throws {
        // Three 120-point items a row in 390 points (120 + 8 + 120 + 8 + 120 <= 390), rows 90 + 8 = 98 apart:
        // 10^9 = 3 * 333,333,333 + 1, so the last row holds item 999,999,999 alone at y 333,333,333 * 98 =
        // 32,666,666,634, its leading snap offset (t = 0); the content ends 90 below it.
        var d = LayoutDescription(
            collectionView: CollectionViewDescription(
                size: Size(width: 390, height: 844), contentOffset: Point(x: 0, y: 5e10)),
            family: .flow(
                FlowLayoutDescription(
                    itemSize: Size(width: 120, height: 90), minimumLineSpacing: 8,
                    sections: [FlowSectionDescription(items: .uniform(count: 1_000_000_000, item: nil))])))
        d.snapping = SnappingDescription(policy: .item)
        for v in [3.0, -3, 0] {
            d.fling = FlingDescription(velocity: Point(x: 0, y: v))
            let (answer, cells) = try Self.fling(d)
            #expect(answer.targetOffset.y == 32_666_666_634)
            #expect(answer.snappedTo == ItemPath(section: 0, item: 999_999_999))
            // maxY = 32,666,666,634 + 90 - 844.
            #expect(answer.restingOffset.y == 32_666_665_880)
            #expect(cells.last == 999_999_999)
        }
    }

    @Test("the spring settles where |A + B τ| e^(-ω τ) last equals half a point, found on both sides of its zero")
    func springSettles() {
        // A = -200, B = 5 - 2 = 3 (example B's spring): 845 ms; from rest with no distance: 0.
        #expect(FlingCurve.settle(-200, 3).rounded(.up) == 845)
        #expect(FlingCurve.settle(0, 0) == 0)
        #expect(FlingCurve.settle(0.4, 0) == 0)
        // Falling from the start: |A| e^(-ω τ) = 0.5 at ln(|A| / 0.5) / ω.
        let a = 300.0
        let tau = FlingCurve.settle(a, 0)
        #expect(abs(a * ElementaryFunctions.exp(-0.01 * tau) - 0.5) < 1e-9)
        // A large A and an opposite B: the last crossing is after the extremum, past the zero.
        let late = FlingCurve.settle(-1000, 50)
        #expect(abs((-1000 + 50 * late).magnitude * ElementaryFunctions.exp(-0.01 * late) - 0.5) < 1e-9)
        #expect(late > 1000.0 / 50)
    }
}
