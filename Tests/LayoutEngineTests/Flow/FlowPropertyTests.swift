import SeededRandom
import Testing

@testable import LayoutEngine

/// Seeded random flow collections: invariants that hold whatever the input.
@Suite("Flow properties")
struct FlowPropertyTests {
    /// A random collection whose items all fit their lines (so every frame lies inside the content).
    static func randomRequest(seed: UInt64) -> LayoutDescription {
        var g = SplitMix64(seed: seed)
        let width = Double(Int.random(in: 200...500, using: &g))
        let inset = EdgeInsets(
            top: Double(Int.random(in: 0...20, using: &g)), left: Double(Int.random(in: 0...20, using: &g)),
            bottom: Double(Int.random(in: 0...20, using: &g)), right: Double(Int.random(in: 0...20, using: &g)))
        let room = width - inset.left - inset.right
        func item() -> Size {
            Size(width: Double.random(in: 1...room, using: &g).rounded(), height: Double.random(in: 1...120, using: &g))
        }
        var sections: [FlowSectionDescription] = []
        for _ in 0..<Int.random(in: 0...5, using: &g) {
            var s: FlowSectionDescription
            if Bool.random(using: &g) {
                s = FlowSectionDescription(
                    items: .explicit((0..<Int.random(in: 0...30, using: &g)).map { _ in item() }))
            } else {
                s = FlowSectionDescription(items: .uniform(count: Int.random(in: 0...40, using: &g), item: item()))
            }
            if Bool.random(using: &g) {
                s.headerSize = Size(width: 0, height: Double(Int.random(in: 0...2, using: &g) * 25))
            }
            if Bool.random(using: &g) {
                s.footerSize = Size(width: 0, height: Double(Int.random(in: 0...2, using: &g) * 15))
            }
            if Bool.random(using: &g) { s.minimumInteritemSpacing = Double(Int.random(in: 0...12, using: &g)) }
            sections.append(s)
        }
        let flow = FlowLayoutDescription(
            itemSize: item(), minimumLineSpacing: Double(Int.random(in: 0...15, using: &g)), sectionInset: inset,
            headerReferenceSize: Size(width: 0, height: 30),
            lineAlignment: [.justified, .start, .center, .end].randomElement(using: &g)!,
            itemAlignment: [.start, .center, .end].randomElement(using: &g)!, sections: sections)
        let cv = CollectionViewDescription(
            size: Size(width: width, height: Double.random(in: 200...800, using: &g)),
            contentInset: EdgeInsets(top: Double(Int.random(in: 0...64, using: &g))),
            contentOffset: Point(x: 0, y: Double.random(in: -100...1500, using: &g)))
        let pinning = PinningDescription(
            headers: Bool.random(using: &g) ? .all : .sections([0, 2]), footers: Bool.random(using: &g) ? .all : .none,
            offset: Double.random(in: -20...40, using: &g), stickHeight: Bool.random(using: &g) ? 10 : nil,
            until: [.nextSection, .sectionEnd, .never].randomElement(using: &g)!)
        return flowRequest(flow, in: cv, direction: .vertical, pinning: pinning)
    }

    @Test("300 seeded collections: no overlap, content covers, rect = filtered all, deterministic, bounded pins")
    func invariants() throws {
        for seed in UInt64(1)...300 {
            let request = Self.randomRequest(seed: seed)
            let all = try computeLayout(request, elements: .all)
            let resting = try computeLayout(
                LayoutDescription(collectionView: request.collectionView, family: request.family), elements: .all)
            // Cells of a section never overlap with positive area. Frames are not rounded, so neighbours may share
            // an edge up to an ulp apart (top + i * pitch vs. the line before's bottom): shrink by the tolerance.
            for s in Set(all.attributes.map(\.section)) {
                let cells = all.cellFrames(s).map {
                    Rect(x: $0.x + 1e-9, y: $0.y + 1e-9, width: $0.width - 2e-9, height: $0.height - 2e-9)
                }
                for i in cells.indices {
                    for j in cells.indices where j > i {
                        #expect(!cells[i].intersects(cells[j]), "seed \(seed): cells \(s).\(i) and \(j) overlap")
                    }
                }
            }
            // contentSize covers every resting frame.
            for a in resting.attributes {
                #expect(
                    a.frame.minX >= -1e-9 && a.frame.maxX <= all.contentSize.width + 1e-9
                        && a.frame.minY >= -1e-9 && a.frame.maxY <= all.contentSize.height + 1e-9,
                    "seed \(seed): \(a) outside \(all.contentSize)")
            }
            // A rect query returns exactly the "all" elements meeting the rect, in the same order.
            var g = SplitMix64(seed: seed &* 7919)
            let query = Rect(
                x: Double.random(in: -50...300, using: &g), y: Double.random(in: -50...2000, using: &g),
                width: Double.random(in: 0...400, using: &g), height: Double.random(in: 0...600, using: &g))
            let inRect = try computeLayout(request, elements: .rect(query))
            #expect(inRect.attributes == all.attributes.filter { $0.frame.intersects(query) }, "seed \(seed)")
            // Equal input, equal output.
            #expect(try computeLayout(request, elements: .all) == all)
            // A pinned header never goes above its resting place nor below its section's end.
            let family = try FlowLayout.resting(
                { if case .flow(let f) = request.family { f } else { fatalError() } }(),
                collectionView: request.collectionView)
            for (s, section) in family.sections.enumerated() {
                guard let header = all.header(s), let rest = section.header else { continue }
                #expect(header.frame.y >= rest.y, "seed \(seed): header \(s) above rest")
                switch request.pinning.until {
                case .nextSection?: #expect(header.frame.y <= Swift.max(rest.y, section.end - rest.height))
                case .sectionEnd?: #expect(header.frame.y <= Swift.max(rest.y, section.contentEnd - rest.height))
                default: break
                }
            }
        }
    }
}
