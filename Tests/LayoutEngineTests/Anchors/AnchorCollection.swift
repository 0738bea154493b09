// The abstract collection the anchor suites lay out in every family: sections of items with ids and estimates,
// or uniform sections named by index path, in any orientation, with the changes data goes through (items and
// sections inserted or deleted above and below, estimates measured). `AnchorOracle` reads its geometry from the
// contract's words: the scroll axis, the insets along it and the view's length, in the unmirrored space the
// rules are stated in.
import SeededRandom
import Testing

@testable import LayoutEngine

/// A layout family, as the anchor suites name it.
enum AnchorFamily: CaseIterable, Sendable {
    case flow, waterfall, iglist, magazine, compositional

    /// Whether the family scrolls horizontally too (waterfall and magazine scroll vertically only).
    var scrollsAcross: Bool { self == .flow || self == .iglist || self == .compositional }
}

/// How the layout scrolls and whether it is mirrored (right to left, flipping).
enum AnchorOrientation: CaseIterable, Sendable {
    case vertical, verticalMirrored, horizontal, horizontalMirrored

    var isVertical: Bool { self == .vertical || self == .verticalMirrored }
    var isMirrored: Bool { self == .verticalMirrored || self == .horizontalMirrored }
}

/// One listed item: whole-point sizes along and across the scroll axis, an id, whether it is an estimate.
struct AnchorItem: Sendable {
    var length: Double
    var breadth: Double
    /// `nil`: named by its index path.
    var id: String?
    var estimated: Bool
}

/// A section: items listed one by one, or `count` equal items that only index paths name (`itemCount`).
enum AnchorSection: Sendable {
    case explicit([AnchorItem])
    /// `estimated` is the section's flag: every item is an estimate.
    case uniform(count: Int, length: Double, breadth: Double, estimated: Bool)

    var count: Int {
        switch self {
        case .explicit(let items): items.count
        case .uniform(let count, _, _, _): count
        }
    }
}

/// A collection as the suites generate and change it, laid out by any family.
struct AnchorCollection: Sendable {
    /// The generated layouts (spacing, headers, three waterfall columns, half-width compositional cells), or one
    /// column of full-width items with no spacing, headers or section insets (the worked examples).
    enum Style: Sendable { case generated, column }

    var family: AnchorFamily
    var orientation: AnchorOrientation
    var direction: VerticalLayoutDirection
    var alignment: ShortContentAlignment = .top
    var style: Style = .generated
    var sections: [AnchorSection]
    var size: Size
    var inset: EdgeInsets
    var scale: Double
    var nextID = 0
    /// Whether new items may have no length along the scroll axis (cells of zero area).
    var zeroAreaCells = false

    init(
        family: AnchorFamily, orientation: AnchorOrientation, direction: VerticalLayoutDirection = .topToBottom,
        style: Style, sections: [AnchorSection], size: Size, inset: EdgeInsets, scale: Double = 1
    ) {
        self.family = family
        self.orientation = orientation
        self.direction = direction
        self.style = style
        self.sections = sections
        self.size = size
        self.inset = inset
        self.scale = scale
    }

    /// A random collection of `family`: any orientation the family scrolls in, either vertical direction, short
    /// content at the top or the bottom, explicit and uniform sections, estimates, insets and scales 1 to 3.
    init(_ family: AnchorFamily, _ rng: inout SplitMix64, zeroAreaCells: Bool = false) {
        self.family = family
        self.zeroAreaCells = zeroAreaCells
        let orientations: [AnchorOrientation] =
            family.scrollsAcross ? AnchorOrientation.allCases : [.vertical, .verticalMirrored]
        orientation = orientations[rng.int(0...orientations.count - 1)]
        direction = orientation.isVertical && rng.bool() ? .bottomToTop : .topToBottom
        alignment = orientation.isVertical && rng.int(0...3) == 0 ? .bottom : .top
        size = Size(width: Double(rng.int(300...420)), height: Double(rng.int(400...800)))
        if !orientation.isVertical { size = size.transposed }
        inset = EdgeInsets(
            top: Double(rng.int(0...90)), left: Double(rng.int(0...40)), bottom: Double(rng.int(0...60)),
            right: Double(rng.int(0...40)))
        scale = [1.0, 2, 3][rng.int(0...2)]
        sections = []
        for _ in 0..<rng.int(1...3) { sections.append(newSection(&rng)) }
    }

    mutating func newItem(_ rng: inout SplitMix64) -> AnchorItem {
        nextID += 1
        // With `zeroAreaCells`, one item in twenty has no length: a cell of zero area, which no anchor names.
        return AnchorItem(
            length: zeroAreaCells && rng.int(0...19) == 0 ? 0 : Double(rng.int(10...160)),
            breadth: Double(rng.int(20...180)), id: "item-\(nextID)", estimated: rng.int(0...3) == 0)
    }

    /// One section in four uniform, else 0 to 40 listed items.
    mutating func newSection(_ rng: inout SplitMix64) -> AnchorSection {
        if rng.int(0...3) == 0 {
            return .uniform(
                count: rng.int(0...60), length: Double(rng.int(10...160)), breadth: Double(rng.int(20...180)),
                estimated: rng.int(0...2) == 0)
        }
        return .explicit((0..<rng.int(0...40)).map { _ in newItem(&rng) })
    }

    // MARK: Naming

    /// How the contract names item `path`: by its id when it has one, else by its index path.
    func reference(_ path: ItemPath) -> ItemRef {
        if case .explicit(let items) = sections[path.section], let id = items[path.item].id { return .id(id) }
        return .indexPath(section: path.section, item: path.item)
    }

    /// The item `ref` names, if the collection has it.
    func path(of ref: ItemRef) -> ItemPath? {
        switch ref {
        case .id(let id):
            for (s, section) in sections.enumerated() {
                if case .explicit(let items) = section, let i = items.firstIndex(where: { $0.id == id }) {
                    return ItemPath(section: s, item: i)
                }
            }
            return nil
        case .indexPath(let s, let i):
            return s >= 0 && s < sections.count && i >= 0 && i < sections[s].count ? ItemPath(section: s, item: i) : nil
        }
    }

    /// Whether the request calls item `path` an estimate, or the family lays it out at one (compositional's
    /// uniform cells, at their estimated dimension).
    func isEstimated(_ path: ItemPath) -> Bool {
        switch sections[path.section] {
        case .explicit(let items): items[path.item].estimated
        case .uniform(_, _, _, let estimated): estimated || family == .compositional
        }
    }

    // MARK: Geometry along the scroll axis, unmirrored (the space the contract states the rules in)

    /// A frame's extent along the scroll axis.
    func axis(_ r: Rect, contentWidth: Double) -> (min: Double, max: Double) {
        switch orientation {
        case .vertical, .verticalMirrored: (r.minY, r.maxY)
        case .horizontal: (r.minX, r.maxX)
        case .horizontalMirrored: (contentWidth - r.maxX, contentWidth - r.minX)
        }
    }

    /// A frame's extent across the scroll axis (physical: mirroring does not change what lies inside a rect).
    func across(_ r: Rect) -> (min: Double, max: Double) {
        orientation.isVertical ? (r.minX, r.maxX) : (r.minY, r.maxY)
    }

    /// The bounds' origin along the scroll axis.
    func axis(offset o: Point, contentWidth: Double) -> Double {
        switch orientation {
        case .vertical, .verticalMirrored: o.y
        case .horizontal: o.x
        case .horizontalMirrored: contentWidth - o.x - size.width
        }
    }

    /// The bounds' extent across the scroll axis at `o`.
    func across(offset o: Point) -> (min: Double, max: Double) {
        orientation.isVertical ? (o.x, o.x + size.width) : (o.y, o.y + size.height)
    }

    /// `t`, `b` and the view's length along the scroll axis (a mirrored horizontal layout's top is its right).
    var insets: (t: Double, b: Double, length: Double) {
        switch orientation {
        case .vertical, .verticalMirrored: (inset.top, inset.bottom, size.height)
        case .horizontal: (inset.left, inset.right, size.width)
        case .horizontalMirrored: (inset.right, inset.left, size.width)
        }
    }

    /// The content's extent along the scroll axis.
    func extent(_ contentSize: Size) -> Double { orientation.isVertical ? contentSize.height : contentSize.width }

    /// The contract's scroll range along the axis: `minY = -t`, `maxY = max(H - length + b, -t)`.
    func scrollRange(_ contentSize: Size) -> (minY: Double, maxY: Double) {
        let (t, b, length) = insets
        return (-t, Swift.max(extent(contentSize) - length + b, -t))
    }

    /// The physical offset whose scroll-axis coordinate is `u`, the other coordinate `other`'s.
    func offset(_ u: Double, keeping other: Point, contentWidth: Double) -> Point {
        switch orientation {
        case .vertical, .verticalMirrored: Point(x: other.x, y: u)
        case .horizontal: Point(x: u, y: other.y)
        case .horizontalMirrored: Point(x: contentWidth - u - size.width, y: other.y)
        }
    }

    /// The physical offset whose scroll-axis coordinate is `u`, the other at its default.
    func offset(_ u: Double, contentWidth: Double) -> Point {
        offset(u, keeping: defaultOffset(Size(width: contentWidth, height: 0)), contentWidth: contentWidth)
    }

    /// The contract's default `contentOffset`: `{-left, -top}`; a mirrored layout's x at its leading (right) end,
    /// `contentSize.width - size.width + right`; a bottom-to-top layout's y at the bottom, `max(H - size.height +
    /// bottom, -top)`.
    func defaultOffset(_ contentSize: Size) -> Point {
        var o = Point(x: -inset.left, y: -inset.top)
        if orientation.isMirrored { o.x = contentSize.width - size.width + inset.right }
        if direction == .bottomToTop { o.y = Swift.max(contentSize.height - size.height + inset.bottom, -inset.top) }
        return o
    }

    // MARK: The description

    /// The description, with `anchor`, at `offset` (nil: the default).
    func description(anchor: AnchorRequest?, offset: Point?) -> LayoutDescription {
        let column = style == .column
        // Physical sizes: along the scroll axis is the height when scrolling vertically, the width across.
        func physical(_ length: Double, _ breadth: Double) -> Size {
            orientation.isVertical ? Size(width: breadth, height: length) : Size(width: length, height: breadth)
        }
        func sizes(_ section: AnchorSection) -> ItemList<Size> {
            switch section {
            case .explicit(let items): .explicit(items.map { physical($0.length, $0.breadth) })
            case .uniform(let count, let length, let breadth, _):
                .uniform(count: count, item: physical(length, breadth))
            }
        }
        let family: LayoutFamily
        switch self.family {
        case .flow:
            family = .flow(
                FlowLayoutDescription(
                    minimumLineSpacing: column ? 0 : 8, minimumInteritemSpacing: column ? 0 : 6,
                    sectionInset: column ? .zero : EdgeInsets(top: 4, left: 4, bottom: 4, right: 4),
                    headerReferenceSize: column ? .zero : Size(width: 20, height: 20),
                    sections: sections.map { FlowSectionDescription(items: sizes($0)) }))
        case .waterfall:
            // An item's height is the column's width times its aspect: a width of `breadth` in a column as wide
            // keeps `length`.
            family = .waterfall(
                WaterfallLayoutDescription(
                    columnCount: column ? 1 : 3, minimumColumnSpacing: column ? 0 : 10,
                    minimumInteritemSpacing: column ? 0 : 10, headerHeight: column ? 0 : 20,
                    sections: sections.map { WaterfallSectionDescription(items: sizes($0)) }))
        case .iglist:
            family = .iglist(
                IGListLayoutDescription(
                    sections: sections.map {
                        IGListSectionDescription(
                            items: sizes($0), minimumLineSpacing: column ? 0 : 5,
                            minimumInteritemSpacing: column ? 0 : 5,
                            headerSize: column ? .zero : Size(width: 0, height: 20))
                    }))
        case .magazine:
            func item(_ length: Double, _ breadth: Double, _ estimated: Bool) -> MagazineItem {
                MagazineItem(
                    widthMode: column
                        ? .fullWidth(respectsHorizontalInsets: true) : .fractional(divisor: Int(breadth) % 3 + 1),
                    height: length, heightMode: estimated ? .dynamic : .static)
            }
            family = .magazine(
                MagazineLayoutDescription(
                    horizontalSpacing: column ? 0 : 8, verticalSpacing: column ? 0 : 6,
                    sections: sections.map { section in
                        switch section {
                        case .explicit(let items):
                            MagazineSectionDescription(
                                items: .explicit(items.map { item($0.length, $0.breadth, $0.estimated) }),
                                headerHeight: column ? nil : 20)
                        case .uniform(let count, let length, let breadth, let estimated):
                            MagazineSectionDescription(
                                items: .uniform(count: count, item: item(length, breadth, estimated)),
                                headerHeight: column ? nil : 20)
                        }
                    }))
        case .compositional:
            // Cells whose length along the scroll axis is an estimated dimension, measured at the items' lengths
            // (a uniform section's cells stay at the estimate, 44); half as broad as the section, or as broad in a
            // column. The dimensions are physical: across a horizontal layout is its height.
            func size(breadth: Double) -> CompositionalSize {
                orientation.isVertical
                    ? CompositionalSize(widthDimension: .fractionalWidth(breadth), heightDimension: .estimated(44))
                    : CompositionalSize(widthDimension: .estimated(44), heightDimension: .fractionalHeight(breadth))
            }
            let cell = CompositionalItem(layoutSize: size(breadth: column ? 1 : 0.5))
            let group = CompositionalItem(
                layoutSize: size(breadth: 1),
                group: CompositionalGroup(
                    axis: orientation.isVertical ? .horizontal : .vertical, subitems: .list([cell])))
            family = .compositional(
                CompositionalLayoutDescription(
                    section: CompositionalSectionLayout(group: group, interGroupSpacing: column ? 0 : 6),
                    interSectionSpacing: column ? 0 : 10,
                    sections: sections.map { CompositionalSectionDescription(items: sizes($0)) }))
        }
        var annotations = ItemAnnotations(marksLayoutEstimates: true)
        for (s, section) in sections.enumerated() {
            switch section {
            case .explicit(let items):
                annotations.sections.append(
                    SectionAnnotations(ids: items.map(\.id), estimatedItems: items.map(\.estimated)))
                for (i, item) in items.enumerated() {
                    if let id = item.id { annotations.index[id] = ItemPath(section: s, item: i) }
                }
            case .uniform(_, _, _, let estimated):
                annotations.sections.append(SectionAnnotations(estimated: estimated))
            }
        }
        let cv = CollectionViewDescription(
            size: size, contentInset: inset, contentOffset: offset, scale: scale,
            layoutDirection: orientation.isMirrored ? .rightToLeft : .leftToRight)
        return LayoutDescription(
            collectionView: cv, family: family, scrollDirection: orientation.isVertical ? .vertical : .horizontal,
            flipsHorizontallyInOppositeLayoutDirection: true, annotations: annotations, anchor: anchor,
            verticalLayoutDirection: direction, shortContentAlignment: alignment)
    }
}

extension AnchorCollection: CustomStringConvertible {
    var description: String {
        let counts = sections.map { section in
            switch section {
            case .explicit(let items): "\(items.count)"
            case .uniform(let count, _, _, _): "uniform \(count)"
            }
        }
        return "\(family) \(orientation) \(direction) \(alignment) scale \(scale) size \(size) inset \(inset) "
            + "sections [\(counts.joined(separator: ", "))]"
    }
}

// MARK: - Changes

/// A change to the data between one answer and the next, relative to a pivot item (the anchor's).
enum AnchorChange: CaseIterable, Sendable {
    case insertAbove, insertBelow, deleteAbove, deleteBelow, deletePivot, measureAbove, measureBelow
    case insertSectionAbove, insertSectionBelow, deleteSection
}

extension AnchorCollection {
    /// The index paths before `pivot` (above it) or after it (below), section by section.
    func paths(above: Bool, _ pivot: ItemPath) -> [ItemPath] {
        var result: [ItemPath] = []
        for s in sections.indices {
            for i in 0..<sections[s].count {
                let before = s < pivot.section || (s == pivot.section && i < pivot.item)
                let after = s > pivot.section || (s == pivot.section && i > pivot.item)
                if above ? before : after { result.append(ItemPath(section: s, item: i)) }
            }
        }
        return result
    }

    /// Inserts `n` new items at `i` of section `s` (a uniform section grows by `n`).
    mutating func insert(_ n: Int, at i: Int, section s: Int, _ rng: inout SplitMix64) {
        switch sections[s] {
        case .explicit(var items):
            for _ in 0..<n { items.insert(newItem(&rng), at: i) }
            sections[s] = .explicit(items)
        case .uniform(let count, let length, let breadth, let estimated):
            sections[s] = .uniform(count: count + n, length: length, breadth: breadth, estimated: estimated)
        }
    }

    /// Deletes the items at `paths`, from the last, so earlier paths stay valid.
    mutating func delete(_ paths: [ItemPath]) {
        for path in paths.sorted(by: { ($0.section, $0.item) > ($1.section, $1.item) }) {
            switch sections[path.section] {
            case .explicit(var items):
                items.remove(at: path.item)
                sections[path.section] = .explicit(items)
            case .uniform(let count, let length, let breadth, let estimated):
                sections[path.section] = .uniform(
                    count: count - 1, length: length, breadth: breadth, estimated: estimated)
            }
        }
    }

    /// Measures the estimates at `paths`: each grows by 1 to 80 points and is an estimate no more (a uniform
    /// section's items all at once).
    mutating func measure(_ paths: [ItemPath], _ rng: inout SplitMix64) {
        for path in paths {
            switch sections[path.section] {
            case .explicit(var items):
                guard items[path.item].estimated else { continue }
                items[path.item].length += Double(rng.int(1...80))
                items[path.item].estimated = false
                sections[path.section] = .explicit(items)
            case .uniform(let count, let length, let breadth, true):
                sections[path.section] = .uniform(
                    count: count, length: length + Double(rng.int(1...80)), breadth: breadth, estimated: false)
            case .uniform: continue
            }
        }
    }

    /// Applies `change` around `pivot`; says what it did.
    mutating func apply(_ change: AnchorChange, around pivot: ItemPath, _ rng: inout SplitMix64) -> String {
        switch change {
        case .insertAbove:
            let s = rng.int(0...pivot.section)
            let i = s == pivot.section ? rng.int(0...pivot.item) : rng.int(0...sections[s].count)
            let n = rng.int(1...5)
            insert(n, at: i, section: s, &rng)
            return "\(n) inserted at [\(s), \(i)]"
        case .insertBelow:
            let s = rng.int(pivot.section...sections.count - 1)
            let lowest = s == pivot.section ? Swift.min(pivot.item + 1, sections[s].count) : 0
            let i = rng.int(lowest...sections[s].count)
            let n = rng.int(1...5)
            insert(n, at: i, section: s, &rng)
            return "\(n) inserted at [\(s), \(i)]"
        case .deleteAbove, .deleteBelow:
            let candidates = paths(above: change == .deleteAbove, pivot)
            guard !candidates.isEmpty else { return "nothing to delete" }
            var chosen: [ItemPath] = []
            for _ in 0..<rng.int(1...Swift.min(8, candidates.count)) {
                let path = candidates[rng.int(0...candidates.count - 1)]
                if !chosen.contains(path) { chosen.append(path) }
            }
            delete(chosen)
            return "deleted \(chosen.map { [$0.section, $0.item] })"
        case .deletePivot:
            guard pivot.item < sections[pivot.section].count else { return "no pivot item" }
            delete([pivot])
            return "deleted the pivot [\(pivot.section), \(pivot.item)]"
        case .measureAbove, .measureBelow:
            measure(paths(above: change == .measureAbove, pivot), &rng)
            return change == .measureAbove ? "measured above" : "measured below"
        case .insertSectionAbove, .insertSectionBelow:
            let s =
                change == .insertSectionAbove ? rng.int(0...pivot.section) : rng.int(pivot.section + 1...sections.count)
            sections.insert(newSection(&rng), at: s)
            return "section inserted at \(s)"
        case .deleteSection:
            guard sections.count > 1 else { return "one section" }
            var s = rng.int(0...sections.count - 2)
            if s >= pivot.section { s += 1 }
            sections.remove(at: s)
            return "section \(s) deleted"
        }
    }
}
