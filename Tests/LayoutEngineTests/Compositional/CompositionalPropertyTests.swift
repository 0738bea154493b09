import SeededRandom
import Testing

@testable import LayoutEngine

/// Seeded random compositional layouts: invariants that hold whatever the input (failures replay by seed).
@Suite("Compositional properties")
struct CompositionalPropertyTests {
    static let seeds: [UInt64] = Array(1...200)

    /// The layout, or nil when the generated request is one no layout can satisfy (a 422 is a valid answer).
    static func layout(_ d: LayoutDescription, _ elements: ElementsQuery) -> LayoutResult? {
        try? computeLayout(d, elements: elements, limits: LayoutLimits(maxAttributes: 10_000_000))
    }

    @Test(
        "A uniform section equals the walk over the same explicit items (measured at the estimates)", arguments: seeds)
    func uniformEqualsExplicit(seed: UInt64) {
        var a = CompositionalGenerator(seed: seed)
        var b = CompositionalGenerator(seed: seed)
        let uniform = a.description(explicit: false)
        let explicit = b.description(explicit: true)
        let u = Self.layout(uniform, .all)
        let e = Self.layout(explicit, .all)
        #expect(u == e)
    }

    @Test(
        "A rect or visible query answers the same elements, in order, as \"all\" filtered by the rect", arguments: seeds
    )
    func queryEqualsAll(seed: UInt64) {
        var gen = CompositionalGenerator(seed: seed)
        let d = gen.description()
        guard let all = Self.layout(d, .all), case .compositional(let c) = d.family else { return }
        var rects = [d.collectionView.visibleRect]
        for _ in 0..<4 {
            rects.append(
                Rect(
                    x: gen.g.double(-100...800), y: gen.g.double(-100...3000), width: gen.g.double(0...500),
                    height: gen.g.double(0...900)))
        }
        for (k, r) in rects.enumerated() {
            let query: ElementsQuery = k == 0 ? .visible : .rect(r)
            guard let answer = Self.layout(d, query) else {
                Issue.record("the query failed where \"all\" succeeded")
                continue
            }
            let expected = all.attributes.filter { a in
                guard a.orthogonal else { return a.frame.intersects(r) }
                // The offset is in the same (untransposed) coordinates as the frames and the rect.
                let moved = c.sections[a.section].orthogonalContentOffset
                return a.frame.intersects(Rect(x: r.x + moved.x, y: r.y + moved.y, width: r.width, height: r.height))
            }
            #expect(answer.attributes == expected, "seed \(seed) rect \(r)")
            #expect(answer.contentSize == all.contentSize)
        }
    }

    @Test("No two cells of one group overlap, and every cell lies in its group's content box", arguments: seeds)
    func cellsInsideTheirGroup(seed: UInt64) throws {
        var gen = CompositionalGenerator(seed: seed, fitting: true)
        let layout = gen.sectionLayout()
        let scale = [1.0, 2, 3][Int(seed % 3)]
        let container = Size(width: [320.0, 375, 414][Int(seed % 3)], height: 700)
        var solving = GroupSolving(
            layout: layout, location: .layout(.section, .group), container: container, kinds: ["badge": 0],
            scale: scale, cellLimit: 100_000, itemCount: 1000)
        guard let group = try? solving.group(firstCell: 0) else { return }
        let i = layout.group.contentInsets
        let estimatedX = layout.group.layoutSize.widthDimension.isEstimated
        let estimatedY = layout.group.layoutSize.heightDimension.isEstimated
        let box = Rect(
            x: estimatedX ? 0 : i.leading, y: estimatedY ? 0 : i.top,
            width: group.size.width - (estimatedX ? 0 : i.leading + i.trailing),
            height: group.size.height - (estimatedY ? 0 : i.top + i.bottom))
        let cells = group.elements.filter { $0.role == .cell }.map(\.frame)
        // The quarter-point fit tolerance lets each of at most three nested levels overshoot by 0.25.
        let slack = 0.75 + 1e-9
        for f in cells {
            #expect(f.minX >= box.minX - slack && f.maxX <= box.maxX + slack, "seed \(seed): \(f) outside \(box)")
            #expect(f.minY >= box.minY - slack && f.maxY <= box.maxY + slack, "seed \(seed): \(f) outside \(box)")
        }
        for a in cells.indices {
            for b in cells.indices where a < b {
                let p = cells[a]
                let q = cells[b]
                let overlapX = Swift.min(p.maxX, q.maxX) - Swift.max(p.minX, q.minX)
                let overlapY = Swift.min(p.maxY, q.maxY) - Swift.max(p.minY, q.minY)
                #expect(overlapX <= slack || overlapY <= slack, "seed \(seed): cells \(a) and \(b) overlap")
            }
        }
    }

    @Test("Every answer is finite, with non-negative sizes")
    func finite() {
        for seed in Self.seeds {
            var gen = CompositionalGenerator(seed: seed)
            guard let r = Self.layout(gen.description(), .all) else { continue }
            for a in r.attributes {
                #expect(a.frame.x.isFinite && a.frame.y.isFinite && a.frame.width >= 0 && a.frame.height >= 0)
            }
            #expect(r.contentSize.width.isFinite && r.contentSize.height.isFinite)
        }
    }
}

/// A section repeats one solved group, so queries into a billion items examine only what they reach.
@Suite("Compositional uniform sections")
struct CompositionalUniformTests {
    static func billion(offsetY: Double, orthogonal: Bool = false) -> LayoutDescription {
        let item = CompositionalItem(
            layoutSize: CompositionalSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        var section = CompositionalSectionLayout(
            group: CompositionalItem(
                layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                group: CompositionalGroup(axis: .horizontal, interItemSpacing: .fixed(8), subitems: .list([item]))),
            contentInsets: DirectionalInsets(top: 10, leading: 16, bottom: 10, trailing: 16), interGroupSpacing: 8)
        if orthogonal { section.orthogonalScrollingBehavior = .continuous }
        let d = CompositionalLayoutDescription(
            section: section,
            sections: [
                CompositionalSectionDescription(
                    items: .uniform(count: 1_000_000_000, item: nil), orthogonalContentOffset: Point(x: 5e9, y: 0))
            ])
        return LayoutDescription(
            collectionView: CollectionViewDescription(
                size: Size(width: 375, height: 812), contentOffset: Point(x: 0, y: offsetY), scale: 3),
            family: .compositional(d))
    }

    /// Enough work for the section's group to be solved (its nodes) and 100 candidates.
    static let smallBudget = LayoutLimits(maxAttributes: 100, workBudget: 100 + 20 * WorkBudget.Cost.solvedNode)

    @Test(
        "A visible query at the bottom of a billion items answers the last rows within a budget of 100 candidates"
    )
    func billionItems() throws {
        // 343 wide: three thirds fit (no spacing charged), the redo makes them fl((1/3) * (343 - 16)) = 109 wide;
        // 333,333,334 groups, 108 apart.
        // Content: 10 + 333,333,334 * 100 + 333,333,333 * 8 + 10 = 36,000,000,092.
        let height = 10 + 333_333_334.0 * 100 + 333_333_333.0 * 8 + 10
        let r = try computeLayout(
            Self.billion(offsetY: height - 812), limits: Self.smallBudget)
        #expect(r.contentSize.height == height)
        #expect(r.attributes.last?.item == 999_999_999)
        // The last group holds one item (10^9 = 3 * 333,333,333 + 1): one kept item has no spacing redo, so it is
        // fl((1/3) * 343) = 343/3 wide.
        let lone = ((1.0 / 3) * 343 * 3).rounded(.down) / 3
        #expect(r.attributes.last?.frame == Rect(x: 16, y: height - 110, width: lone, height: 100))
        #expect(r.attributes.count == 22)  // 8 rows of 3 reach into 812 points, the last holds 1: 7 * 3 + 1
    }

    @Test("An orthogonal billion-item section answers the groups its content offset reaches")
    func orthogonalBillion() throws {
        let r = try computeLayout(
            Self.billion(offsetY: 0, orthogonal: true), limits: Self.smallBudget)
        // Orthogonal groups are 375 wide (the unreduced container): 5e9 / 383 reaches group 13,054,830.
        #expect(r.attributes.first.map { $0.item / 3 } == Int((5e9 - 16 - 375) / 383) + 1)
        #expect(r.contentSize.height == 120)
    }
}

@Suite("Compositional element kinds")
struct CompositionalKindTests {
    @Test("More distinct element kinds than attributes can name is a 422 at /layout, not a wrong name")
    func tooManyKinds() {
        let size = CompositionalSize(widthDimension: .absolute(1), heightDimension: .absolute(1))
        let items = (0...65_535).map {
            CompositionalBoundaryItem(elementKind: "k\($0)", layoutSize: size, alignment: .top)
        }
        let d = CompositionalLayoutDescription(boundarySupplementaryItems: items)
        let description = LayoutDescription(
            collectionView: CollectionViewDescription(size: Size(width: 375, height: 812)), family: .compositional(d))
        #expect(throws: LayoutError.compositional(.tooManyKinds, at: .layout())) {
            try computeLayout(description, elements: .visible)
        }
    }
}

/// A walk over explicit items reuses a group's solution for the next group when the items it read measure the
/// same and the section's remaining items did not bind it; the reuse must equal solving every group.
@Suite("Compositional group reuse")
struct CompositionalReuseTests {
    @Test("Reusing equal groups gives exactly the groups solved one by one", arguments: Array(UInt64(1)...120))
    func reuseEqualsSolving(seed: UInt64) throws {
        var gen = CompositionalGenerator(seed: seed)
        var layout = gen.sectionLayout()
        layout.orthogonalScrollingBehavior = .none
        // Measured sizes drawn from a few values, in runs, so that equal windows recur and differ.
        let choices = [gen.estimate, Size(width: 40, height: 20), Size(width: 90, height: 57.3)]
        var measured: [Size] = []
        let count = gen.g.int(1...300)
        while measured.count < count {
            let size = choices[gen.g.int(0...2)]
            for _ in 0..<gen.g.int(1...12) { measured.append(size) }
        }
        measured = Array(measured.prefix(count))
        var solving = GroupSolving(
            layout: layout, location: .layout(.section, .group), container: Size(width: 375, height: 700),
            kinds: ["badge": 0, "groupBar": 1], scale: 3, cellLimit: 100_000, itemCount: count, measured: measured)
        guard let reused = try? solving.run(from: .zero, alongX: false, spacing: 8) else { return }
        solving.reusesEqualGroups = false
        let solved = try solving.run(from: .zero, alongX: false, spacing: 8)
        #expect(reused.length == solved.length)
        #expect(reused.run.count == solved.run.count)
        for k in 0..<Swift.min(reused.run.count, solved.run.count) {
            let a = reused.run.group(k)
            let b = solved.run.group(k)
            #expect(
                a.solved == b.solved && a.origin == b.origin && a.firstItem == b.firstItem, "seed \(seed) group \(k)")
        }
    }
}
