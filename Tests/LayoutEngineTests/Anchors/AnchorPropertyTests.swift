import Testing

@testable import LayoutEngine

/// Anchors keep the user's place, in every family and direction (contract v3):
/// - reporting where an answer stands and resolving that anchor against the same request gives the offset
///   back, whenever the offset, the insets and the anchor item's frame lie on the pixel grid and the offset is in
///   the scroll range;
/// - with items inserted above the anchor item, or estimated cells above it measured taller, the resolved
///   offset keeps the item at its reported distance from the top (bottom to top: from the bottom), unless the
///   offset is clamped to the scroll range.
@Suite("Anchor properties: report, change the data, resolve")
struct AnchorPropertyTests {
    enum Family: CaseIterable {
        case flow, waterfall, iglist, magazine, compositional
    }

    /// How the layout scrolls: down, across, or across mirrored (right to left).
    enum Orientation: CaseIterable {
        case vertical, horizontal, horizontalMirrored
    }

    /// One item of the abstract collection: an integer size, an id, whether it is an estimate.
    struct Item {
        var width: Double
        var height: Double
        var id: String
        var estimated: Bool
    }

    /// A collection as the test changes it, laid out by any family.
    struct Collection {
        var family: Family
        var orientation: Orientation
        var direction: VerticalLayoutDirection
        var sections: [[Item]]
        var size: Size
        var inset: EdgeInsets
        var scale: Double
        var nextID = 0

        mutating func newItem(_ rng: inout SplitMix64) -> Item {
            nextID += 1
            return Item(
                width: Double(rng.int(20...180)), height: Double(rng.int(10...160)), id: "item-\(nextID)",
                estimated: rng.int(0...3) == 0)
        }

        init(_ family: Family, _ rng: inout SplitMix64) {
            self.family = family
            let across = family == .flow || family == .iglist || family == .compositional
            orientation = across ? Orientation.allCases[rng.int(0...2)] : .vertical
            direction = orientation == .vertical && rng.bool() ? .bottomToTop : .topToBottom
            size = Size(width: Double(rng.int(300...420)), height: Double(rng.int(400...800)))
            if orientation != .vertical { size = size.transposed }
            inset = EdgeInsets(
                top: Double(rng.int(0...90)), left: Double(rng.int(0...40)), bottom: Double(rng.int(0...60)),
                right: Double(rng.int(0...40)))
            scale = [1.0, 2, 3][rng.int(0...2)]
            sections = []
            for _ in 0..<rng.int(1...3) {
                var items: [Item] = []
                for _ in 0..<rng.int(0...40) { items.append(newItem(&rng)) }
                sections.append(items)
            }
        }

        /// The description, with `anchor`, at `offset` (nil: the default).
        func description(anchor: AnchorRequest?, offset: Point?) -> LayoutDescription {
            let sizes = sections.map { $0.map { Size(width: $0.width, height: $0.height) } }
            let family: LayoutFamily
            switch self.family {
            case .flow:
                family = .flow(
                    FlowLayoutDescription(
                        minimumLineSpacing: 8, minimumInteritemSpacing: 6,
                        sectionInset: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4),
                        headerReferenceSize: Size(width: 20, height: 20),
                        sections: sizes.map { FlowSectionDescription(items: .explicit($0)) }))
            case .waterfall:
                family = .waterfall(
                    WaterfallLayoutDescription(
                        columnCount: 3, headerHeight: 20,
                        sections: sizes.map { WaterfallSectionDescription(items: .explicit($0)) }))
            case .iglist:
                family = .iglist(
                    IGListLayoutDescription(
                        sections: sizes.map {
                            IGListSectionDescription(
                                items: .explicit($0), minimumLineSpacing: 5, minimumInteritemSpacing: 5,
                                headerSize: Size(width: 0, height: 20))
                        }))
            case .magazine:
                family = .magazine(
                    MagazineLayoutDescription(
                        horizontalSpacing: 8, verticalSpacing: 6,
                        sections: sections.map { items in
                            MagazineSectionDescription(
                                items: .explicit(
                                    items.map {
                                        MagazineItem(
                                            widthMode: .fractional(divisor: Int($0.width) % 3 + 1), height: $0.height,
                                            heightMode: $0.estimated ? .dynamic : .static)
                                    }), headerHeight: 20)
                        }))
            case .compositional:
                // Half-width cells whose heights are estimated dimensions, measured at the items' heights.
                let cell = CompositionalItem(
                    layoutSize: CompositionalSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
                let group = CompositionalItem(
                    layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    group: CompositionalGroup(axis: .horizontal, subitems: .list([cell])))
                family = .compositional(
                    CompositionalLayoutDescription(
                        section: CompositionalSectionLayout(group: group, interGroupSpacing: 6),
                        interSectionSpacing: 10,
                        sections: sizes.map {
                            CompositionalSectionDescription(
                                items: .explicit(orientation == .vertical ? $0 : $0.map(\.transposed)))
                        }))
            }
            var annotations = ItemAnnotations(marksLayoutEstimates: true)
            for (s, items) in sections.enumerated() {
                annotations.sections.append(
                    SectionAnnotations(ids: items.map(\.id), estimatedItems: items.map(\.estimated)))
                for (i, item) in items.enumerated() { annotations.index[item.id] = ItemPath(section: s, item: i) }
            }
            let cv = CollectionViewDescription(
                size: size, contentInset: inset, contentOffset: offset, scale: scale,
                layoutDirection: orientation == .horizontalMirrored ? .rightToLeft : .leftToRight)
            return LayoutDescription(
                collectionView: cv, family: family, scrollDirection: orientation == .vertical ? .vertical : .horizontal,
                flipsHorizontallyInOppositeLayoutDirection: true, annotations: annotations, anchor: anchor,
                verticalLayoutDirection: direction)
        }

        /// Scroll-axis coordinates in the unmirrored computing space the rules are stated in.
        func axis(_ r: Rect, contentWidth: Double) -> (min: Double, max: Double) {
            switch orientation {
            case .vertical: (r.minY, r.maxY)
            case .horizontal: (r.minX, r.maxX)
            case .horizontalMirrored: (contentWidth - r.maxX, contentWidth - r.minX)
            }
        }

        func axis(offset o: Point, contentWidth: Double) -> Double {
            switch orientation {
            case .vertical: o.y
            case .horizontal: o.x
            case .horizontalMirrored: contentWidth - o.x - size.width
            }
        }

        /// `t`, `b` and the visible length along the scroll axis, unmirrored.
        var insets: (t: Double, b: Double, length: Double) {
            switch orientation {
            case .vertical: (inset.top, inset.bottom, size.height)
            case .horizontal: (inset.left, inset.right, size.width)
            case .horizontalMirrored: (inset.right, inset.left, size.width)
            }
        }

        /// The physical offset whose scroll-axis coordinate is `u` (the other coordinate at the inset's default).
        func offset(_ u: Double, contentWidth: Double) -> Point {
            switch orientation {
            case .vertical: Point(x: -inset.left, y: u)
            case .horizontal: Point(x: u, y: -inset.top)
            case .horizontalMirrored: Point(x: contentWidth - u - size.width, y: -inset.top)
            }
        }
    }

    static func onGrid(_ v: Double, _ scale: Double) -> Bool { (v * scale).rounded() == v * scale }

    /// A whole-point scroll-axis offset in `[minY, maxY]` of the layout `all` (`minY = -t`, `maxY = max(extent -
    /// length + b, -t)`, the contract's range).
    static func wholeOffset(_ c: Collection, _ all: LayoutResult, _ rng: inout SplitMix64) -> Double {
        let (t, b, length) = c.insets
        let extent = c.orientation == .vertical ? all.contentSize.height : all.contentSize.width
        let (minY, maxY) = (-t, Swift.max(extent - length + b, -t))
        return Double(rng.int(Int(minY)...Int(Swift.max(minY, maxY.rounded(.down)))))
    }

    static func cellFrame(_ r: LayoutResult, _ path: ItemPath) -> Rect? {
        r.attributes.first { $0.category == .cell && $0.section == path.section && $0.item == path.item }?.frame
    }

    @Test("report then resolve gives the offset back on the pixel grid", arguments: Family.allCases)
    func roundTrip(family: Family) throws {
        var rng = SplitMix64(state: 0xA2C4 &+ UInt64(Family.allCases.firstIndex(of: family)!))
        var checked = 0
        for round in 0..<150 {
            let c = Collection(family, &rng)
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
            if case .topItem(let ref, _) = anchor, case .id(let id) = ref,
                let path = c.description(anchor: nil, offset: nil).annotations.index[id]
            {
                let f = c.axis(try #require(Self.cellFrame(all, path)), contentWidth: width)
                onGrid = onGrid && Self.onGrid(f.min, c.scale)
            } else if case .bottomItem(let ref, _) = anchor, case .id(let id) = ref,
                let path = c.description(anchor: nil, offset: nil).annotations.index[id]
            {
                let f = c.axis(try #require(Self.cellFrame(all, path)), contentWidth: width)
                onGrid = onGrid && Self.onGrid(f.max, c.scale)
            }
            guard onGrid else { continue }
            checked += 1
            #expect(
                c.axis(offset: resolved, contentWidth: width) == u,
                "\(family) \(c.orientation) \(c.direction) round \(round): \(anchor) at \(u)")
        }
        #expect(checked >= 30, "\(family): only \(checked) round trips on the grid")
    }

    // A timeline reports per entry what the same request reports at that entry's offset alone: the entries are
    // the single-offset answers, so every rule above holds for each of them.
    @Test("a timeline's entries report the anchors their offsets report alone", arguments: Family.allCases)
    func timelineReports(family: Family) throws {
        var rng = SplitMix64(state: 0x71AE &+ UInt64(Family.allCases.firstIndex(of: family)!))
        var compared = 0
        for _ in 0..<40 {
            let c = Collection(family, &rng)
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
                #expect(entry.anchor == alone.anchor, "\(family) \(c.orientation) at \(offset)")
                compared += 1
            }
        }
        #expect(compared >= 80, "\(family): only \(compared) entries compared")
    }

    /// Where the anchor item of `anchor` stands relative to the visible edge it is measured from, at `offset`.
    static func distance(
        _ c: Collection, _ r: LayoutResult, _ anchor: Anchor, path: ItemPath, offset: Point
    ) throws -> Double {
        let width = r.contentSize.width
        let f = c.axis(try #require(Self.cellFrame(r, path)), contentWidth: width)
        let o = c.axis(offset: offset, contentWidth: width)
        let (t, b, length) = c.insets
        if case .bottomItem = anchor { return f.max - (o + length - b) }
        return f.min - (o + t)
    }

    @Test(
        "items inserted above the anchor item, or estimates above it measured taller, keep it at its distance",
        arguments: Family.allCases)
    func changesAboveKeepThePlace(family: Family) throws {
        var rng = SplitMix64(state: 0xB7E1 &+ UInt64(Family.allCases.firstIndex(of: family)!))
        var kept = 0
        for round in 0..<150 {
            var c = Collection(family, &rng)
            guard let all = try? computeLayout(c.description(anchor: nil, offset: nil), elements: .all) else {
                continue
            }
            let (t, b, length) = c.insets
            let extent = c.orientation == .vertical ? all.contentSize.height : all.contentSize.width
            let (minY, maxY) = (-t, Swift.max(extent - length + b, -t))
            let u = rng.double(minY...Swift.max(minY, maxY)).rounded()
            let report = try computeLayout(
                c.description(anchor: .report, offset: c.offset(u, contentWidth: all.contentSize.width)))
            let anchor = try #require(report.anchor)
            let ref: ItemRef
            let d: Double
            switch anchor {
            case .topItem(let r, let distance), .bottomItem(let r, let distance):
                ref = r
                d = distance
            case .top, .bottom: continue
            }
            guard case .id(let id) = ref,
                let old = c.description(anchor: nil, offset: nil).annotations.index[id]
            else {
                Issue.record("an explicit item is reported by its id")
                continue
            }
            // Change the data above the anchor item: insert items before it, or measure earlier estimates.
            if rng.bool() {
                let s = rng.int(0...old.section)
                let at = s == old.section ? rng.int(0...old.item) : rng.int(0...c.sections[s].count)
                for _ in 0..<rng.int(1...5) { c.sections[s].insert(c.newItem(&rng), at: at) }
            } else {
                for s in 0...old.section {
                    for i in c.sections[s].indices where (s < old.section || i < old.item) && c.sections[s][i].estimated
                    {
                        c.sections[s][i].height += Double(rng.int(1...80))
                        c.sections[s][i].estimated = false
                    }
                }
            }
            let changed = c.description(anchor: .resolve(anchor), offset: nil)
            guard let path = changed.annotations.index[id],
                let answer = try? computeLayout(changed, elements: .all),
                let resolved = try? computeLayout(changed).contentOffset
            else { continue }
            let width = answer.contentSize.width
            let newExtent = c.orientation == .vertical ? answer.contentSize.height : answer.contentSize.width
            let newMax = Swift.max(newExtent - length + b, -t)
            let r = c.axis(offset: resolved, contentWidth: width)
            if r == minY || r == newMax { continue }  // clamped
            kept += 1
            let now = try Self.distance(c, answer, anchor, path: path, offset: resolved)
            // The resolved offset is on the pixel grid: exact when the item's edge and the inset are too, else
            // within half a pixel.
            let f = c.axis(try #require(Self.cellFrame(answer, path)), contentWidth: width)
            let edge: Double
            if case .bottomItem = anchor { edge = f.max - length + b } else { edge = f.min - t }
            let exact = Self.onGrid(edge, c.scale) && Self.onGrid(t, c.scale) && Self.onGrid(b, c.scale)
            let tolerance = (exact ? 0 : 0.5 / c.scale) + 1e-9 * Swift.max(1, abs(r))
            #expect(
                abs(now - d) <= tolerance,
                "\(family) \(c.orientation) \(c.direction) round \(round): \(anchor) now \(now)")
        }
        #expect(kept >= 30, "\(family): only \(kept) changes checked")
    }
}
