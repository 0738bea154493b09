// Scroll timelines: one entry per offset, each what a single request at that offset answers;
// delta entries keep what appeared or changed and list what left. A hand-computed delta timeline in which a
// header pins, moves and unpins, and seeded properties over every family.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("Scroll timeline: full and delta")
struct TimelineTests {
    /// A 100 × 100 vertical flow of two sections, each a 20-point header and three 100 × 30 items (one per
    /// line, lines 10 apart), headers pinned until the next section. Section 0: header 0...20, items at 20,
    /// 60, 100, end 130; section 1: header 130...150, items at 150, 190, 230, end 260.
    static func pinnedFlow(_ offsets: [Double], encoding: TimelineEncoding) -> LayoutDescription {
        let flow = FlowLayoutDescription(
            itemSize: size(100, 30), headerReferenceSize: size(0, 20),
            sections: [flowSection(count: 3, 100, 30), flowSection(count: 3, 100, 30)])
        var cv = collectionView(100, 100)
        cv.contentOffsets = offsets.map { Point(x: 0, y: $0) }
        return LayoutDescription(
            collectionView: cv, family: .flow(flow), pinning: PinningDescription(headers: .all),
            timelineEncoding: encoding)
    }

    @Test("a delta timeline in which header 0 pins, moves and unpins")
    func headerPinsMovesUnpins() throws {
        let result = run(Self.pinnedFlow([0, 50, 110, 0], encoding: .delta), .visible)
        let timeline = try #require(result.timeline)
        #expect(timeline.count == 4)
        #expect(result.attributes.isEmpty)
        func header(_ y: Double, pinned: Bool) -> LayoutAttributes {
            LayoutAttributes(
                section: 0, item: 0, category: .supplementary, kind: .header, frame: rect(0, y, 100, 20),
                zIndex: pinned ? 1024 : 0, pinned: pinned)
        }
        func cell(_ s: Int, _ i: Int, _ y: Double) -> LayoutAttributes {
            LayoutAttributes(section: s, item: i, category: .cell, frame: rect(0, y, 100, 30))
        }
        let header1 = LayoutAttributes(
            section: 1, item: 0, category: .supplementary, kind: .header, frame: rect(0, 130, 100, 20))
        // y 0, visible [0, 100]: header 0 at rest (pinTop 0 = its resting y), items 0 and 1 (item 2 starts at 100).
        #expect(timeline[0].attributes == [header(0, pinned: false), cell(0, 0, 20), cell(0, 1, 60)])
        #expect(timeline[0].removed == nil)
        // y 50, visible [50, 150]: header 0 pins at max(0, 50) = 50 (bound 130 - 20 = 110); item 0 (20...50) left;
        // item 1 unchanged (omitted); item 2 and header 1 (130, unpinned) appeared.
        #expect(timeline[1].attributes == [header(50, pinned: true), cell(0, 2, 100), header1])
        #expect(timeline[1].removed == [ElementIdentity(section: 0, item: 0, category: .cell, kind: nil)])
        // y 110, visible [110, 210]: header 0 moves to min(110, 110) = 110, still pinned; item 1 (60...90) left;
        // item 2 and header 1 unchanged; items 1.0 (150) and 1.1 (190) appeared.
        #expect(timeline[2].attributes == [header(110, pinned: true), cell(1, 0, 150), cell(1, 1, 190)])
        #expect(timeline[2].removed == [ElementIdentity(section: 0, item: 1, category: .cell, kind: nil)])
        // Back at y 0: header 0 unpins (resting frame, zIndex 0); items 0.0 and 0.1 return; everything else left,
        // in the previous entry's order.
        #expect(timeline[3].attributes == [header(0, pinned: false), cell(0, 0, 20), cell(0, 1, 60)])
        #expect(
            timeline[3].removed == [
                ElementIdentity(section: 0, item: 2, category: .cell, kind: nil),
                ElementIdentity(section: 1, item: 0, category: .supplementary, kind: .header),
                ElementIdentity(section: 1, item: 0, category: .cell, kind: nil),
                ElementIdentity(section: 1, item: 1, category: .cell, kind: nil),
            ])
        #expect(timeline.map(\.contentOffset.y) == [0, 50, 110, 0])
    }

    @Test("the attribute limit counts every entry's attributes")
    func limitOverEveryEntry() throws {
        // Each entry of the full timeline holds 3 attributes (y 0 and y 0 again): 6 in all.
        let d = Self.pinnedFlow([0, 0], encoding: .delta)
        #expect(throws: LayoutError.tooManyAttributes(limit: 5)) {
            try computeLayout(d, elements: .visible, limits: LayoutLimits(maxAttributes: 5))
        }
        let result = try computeLayout(d, elements: .visible, limits: LayoutLimits(maxAttributes: 6))
        #expect(result.timeline?[1].attributes == [])
        #expect(result.timeline?[1].removed == [])
    }

    @Test("every timeline entry is what a single request at its offset answers", arguments: 0..<80)
    func entriesEqualSingleRequests(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 0x71_3E)
        var d = randomDescription(&rng)
        if rng.bool() {
            d.collectionView.layoutDirection = .rightToLeft
            d.flipsHorizontallyInOppositeLayoutDirection = true
        }
        let extent = run(d, .all).contentSize
        let offsets = (0..<rng.int(1...64)).map { _ in
            Point(
                x: rng.double(-100...(extent.width + 100)).rounded(),
                y: rng.double(-100...(extent.height + 100)).rounded())
        }
        d.collectionView.contentOffsets = offsets
        let elements: ElementsQuery = rng.bool() ? .visible : .rect(rect(0, rng.double(0...600).rounded(), 500, 500))
        let timeline = try #require(run(d, elements).timeline)
        #expect(timeline.count == offsets.count)
        for (entry, offset) in zip(timeline, offsets) {
            var single = d
            single.collectionView.contentOffsets = nil
            single.collectionView.contentOffset = offset
            #expect(entry.contentOffset == offset)
            #expect(entry.attributes == run(single, elements).attributes, "seed \(seed) offset \(offset)")
        }
    }

    @Test("every delta timeline replays to its full timeline", arguments: 0..<120)
    func deltaReplays(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 0x71_3F)
        var d = randomDescription(&rng)
        let extent = run(d, .all).contentSize
        // A fling: offsets moving steadily one way, sometimes back, sometimes repeated.
        var y = rng.double(-100...extent.height).rounded()
        var offsets: [Point] = []
        for _ in 0..<rng.int(1...64) {
            offsets.append(Point(x: rng.int(0...3) == 0 ? rng.double(-50...50).rounded() : 0, y: y))
            y += rng.int(0...5) == 0 ? 0 : rng.double(-150...400).rounded()
        }
        d.collectionView.contentOffsets = offsets
        d.timelineEncoding = .full
        let full = try #require(run(d, .visible).timeline)
        d.timelineEncoding = .delta
        let delta = try #require(run(d, .visible).timeline)
        if case .compositional = d.family {
            // Compositional elements are not in an order of identities (anchored supplementaries follow their
            // cells, the layout's own items surround the sections), so a replay gives each entry's elements, in
            // an order of its own.
            let replayed = TimelineEntry.replay(delta)
            #expect(replayed.count == full.count, "seed \(seed)")
            for (r, f) in zip(replayed, full) {
                #expect(r.contentOffset == f.contentOffset && Set(r.attributes) == Set(f.attributes), "seed \(seed)")
                #expect(r.attributes.count == f.attributes.count, "seed \(seed)")
            }
        } else {
            #expect(TimelineEntry.replay(delta) == full, "seed \(seed)")
        }
        // The sorting fallback (for entries the merge cannot rank) finds the same changes as the merge, on
        // entries the merge can rank.
        for k in full.indices.dropFirst()
        where TimelineEntry.isOrdered(full[k - 1].attributes) && TimelineEntry.isOrdered(full[k].attributes) {
            let merged = TimelineEntry.mergeChanges(full[k - 1].attributes, full[k].attributes)
            let hashed = TimelineEntry.hashedChanges(full[k - 1].attributes, full[k].attributes)
            #expect(merged.changed == hashed.changed && merged.removed == hashed.removed, "seed \(seed) entry \(k)")
        }
        // What the full encoder copies from the previous entry is equal to what it stands for, and in entries in
        // an order of identities every attribute a delta entry omits is found (the merge misses no unchanged
        // attribute; in others, compositional's, it may miss some, never pair wrongly).
        for k in full.indices.dropFirst() {
            let reuse = TimelineEntry.unchangedIndices(previous: full[k - 1].attributes, current: full[k].attributes)
            for (j, i) in reuse.enumerated() where i >= 0 {
                #expect(full[k - 1].attributes[i] == full[k].attributes[j], "seed \(seed) entry \(k)")
            }
            if TimelineEntry.isOrdered(full[k - 1].attributes) && TimelineEntry.isOrdered(full[k].attributes) {
                #expect(reuse.filter { $0 < 0 }.count == delta[k].attributes.count, "seed \(seed) entry \(k)")
            } else {
                #expect(reuse.filter { $0 < 0 }.count >= delta[k].attributes.count, "seed \(seed) entry \(k)")
            }
            // Reversed (an order the merge does not rank), pairs may be missed but never wrong.
            let reversed = TimelineEntry.unchangedIndices(
                previous: full[k - 1].attributes.reversed(), current: full[k].attributes.reversed())
            for (j, i) in reversed.enumerated() where i >= 0 {
                #expect(
                    full[k - 1].attributes.reversed()[i] == full[k].attributes.reversed()[j], "seed \(seed) entry \(k)")
            }
        }
        // Delta entries never repeat an unchanged attribute.
        for k in delta.indices.dropFirst() {
            for a in delta[k].attributes { #expect(!full[k - 1].attributes.contains(a), "seed \(seed) entry \(k)") }
        }
    }
}
