/// Which edge a supplementary pins to, and where it stands in the response: a header-edge element (a header, a
/// compositional `top*`, `leading` or `trailing` boundary item) sticks below the visible top and is returned
/// before its section's cells; a footer-edge element (a footer, a `bottom*` boundary item) sticks above the
/// visible bottom and is returned after them.
enum SupplementaryEdge: Sendable, Hashable {
    case header
    case footer
}

/// A header, a footer or a compositional boundary item at rest, in vertical space.
struct RestingSupplementary: Sendable, Hashable {
    var frame: Rect
    var kind: ElementKind
    var edge: SupplementaryEdge
    /// UIKit's `pinToVisibleBounds`: the element pins whatever `pinning.headers` and `footers` select.
    var pinsToVisibleBounds = false
    /// The element's own zIndex (compositional's `zIndex`); `nil` takes the family's scheme.
    var zIndex: Int? = nil
    /// Its height is an estimate (a magazine header or footer sent with `"estimated": true`).
    var estimated = false
}

/// A section's supplementaries in order: the usual header and footer held inline, any more (compositional
/// boundary items) in an array, so the four families' sections allocate and retain nothing for them (a hot path of
/// every request). Read by index (`count`, `subscript`): a plain loop, no iterator copies.
struct Supplementaries: Sendable {
    private let first: RestingSupplementary?
    private let second: RestingSupplementary?
    private let more: [RestingSupplementary]?
    let count: Int

    /// A header and a footer, either absent.
    init(header: RestingSupplementary?, footer: RestingSupplementary?) {
        first = header ?? footer
        second = header == nil ? nil : footer
        more = nil
        count = (header == nil ? 0 : 1) + (footer == nil ? 0 : 1)
    }

    /// Any number, in order.
    init(_ elements: [RestingSupplementary]) {
        first = elements.first
        second = elements.count > 1 ? elements[1] : nil
        more = elements.count > 2 ? Array(elements[2...]) : nil
        count = elements.count
    }

    /// Element `i` (`0 <= i < count`).
    @inline(__always)
    subscript(i: Int) -> RestingSupplementary {
        if i == 0, let first { return first }
        if i == 1, let second { return second }
        return more.map { $0[i &- 2] } ?? RestingSupplementary(frame: .zero, kind: .header, edge: .header)
    }

    /// Whether every element satisfies `predicate`.
    func allSatisfy(_ predicate: (RestingSupplementary) -> Bool) -> Bool {
        for i in 0..<count where !predicate(self[i]) { return false }
        return true
    }
}

/// A decoration at rest (a magazine or compositional section background).
struct RestingDecoration: Sendable, Hashable {
    var frame: Rect
    var kind: ElementKind
    var zIndex = 0
}

/// One section's resting layout, in vertical space: what pinning and queries need from a family.
struct SectionLayout: Sendable {
    /// Headers, footers and boundary items in response order within their edge (header-edge ones are returned
    /// before the cells, footer-edge ones after).
    var supplementaries: Supplementaries
    /// Where the layout began placing this section, before any of its insets.
    var start: Double
    /// The lowest a pinned footer goes (`sectionContentTop`): below the section's header, or its start.
    var contentTop: Double
    /// End of the items plus the bottom inset: where the footer starts (`until: sectionEnd`).
    var contentEnd: Double
    /// Where a following section would begin (`until: nextSection`).
    var end: Double
    /// The cells (for compositional also their anchored supplementaries).
    var items: any ItemFrames
    /// Decoration views, returned after the footer.
    var decorations: [RestingDecoration] = []
    /// Where the section's own items end when that is past `end` (IGListKit: `end` is the next section's start,
    /// and the two may share a row); `nil` when they end by `end`.
    var reachEnd: Double? = nil

    init(
        supplementaries: Supplementaries, start: Double, contentTop: Double, contentEnd: Double,
        end: Double, items: any ItemFrames, decorations: [RestingDecoration] = []
    ) {
        self.supplementaries = supplementaries
        self.start = start
        self.contentTop = contentTop
        self.contentEnd = contentEnd
        self.end = end
        self.items = items
        self.decorations = decorations
    }

    /// A section of the four families with one optional header and footer (zero length produces nothing, so
    /// the families pass `nil`); a pinned footer stops at `contentTop` when the family gives one (MagazineLayout's
    /// own bound), else at the header's bottom, or the section's start.
    init(
        header: Rect?, footer: Rect?, start: Double, contentTop: Double? = nil, contentEnd: Double, end: Double,
        items: any ItemFrames, decorations: [RestingDecoration] = [], headerEstimated: Bool = false,
        footerEstimated: Bool = false
    ) {
        let supplementaries = Supplementaries(
            header: header.map {
                RestingSupplementary(frame: $0, kind: .header, edge: .header, estimated: headerEstimated)
            },
            footer: footer.map {
                RestingSupplementary(frame: $0, kind: .footer, edge: .footer, estimated: footerEstimated)
            })
        self.init(
            supplementaries: supplementaries, start: start, contentTop: contentTop ?? header?.maxY ?? start,
            contentEnd: contentEnd, end: end, items: items, decorations: decorations)
    }

    /// The resting frame of the section's `header` element, if any.
    var header: Rect? { frame(of: .header) }
    /// The resting frame of the section's `footer` element, if any.
    var footer: Rect? { frame(of: .footer) }

    func frame(of kind: ElementKind) -> Rect? {
        for i in 0..<supplementaries.count where supplementaries[i].kind == kind { return supplementaries[i].frame }
        return nil
    }
}

/// How a family numbers zIndex.
enum ZIndexScheme: Sendable {
    /// UIKit, CHT and MagazineLayout as the contract states: 0 unless pinned, pinned = `pinning.zIndex` or 1024.
    case pinnedOnly
    /// IGListKit: `section*1000 + item` for cells, `section*1000 + 999` for supplementaries, pinned or not,
    /// unless `pinning.zIndex` is given (then pinned elements take it).
    case igList
    /// MagazineLayout: cells `numberOfItems - item`, headers and footers `numberOfItems + 1` (`itemCounts` per
    /// section), backgrounds 0. Pinned headers and footers take `pinning.zIndex` or the contract's 1024: the
    /// contract makes an exception to its pinned zIndex only for IGListKit.
    case magazine(itemCounts: [Int])

    func cell(section: Int, item: Int) -> Int {
        switch self {
        case .pinnedOnly: 0
        case .igList: section &* 1000 &+ item
        case .magazine(let counts): counts[section] &- item
        }
    }

    /// A supplementary's zIndex; one with its own (`own`, compositional) keeps it unless pinned, and a pinned one
    /// takes `pinning.zIndex` when given, else its own.
    func supplementary(section: Int, pinned: Bool, pinningZIndex: Int?, own: Int? = nil) -> Int {
        if let own { return pinned ? (pinningZIndex ?? own) : own }
        switch self {
        case .pinnedOnly: return pinned ? (pinningZIndex ?? PinningDescription.defaultZIndex) : 0
        case .igList: return pinned ? (pinningZIndex ?? section &* 1000 &+ 999) : section &* 1000 &+ 999
        case .magazine(let counts):
            return pinned ? (pinningZIndex ?? PinningDescription.defaultZIndex) : counts[section] &+ 1
        }
    }
}

/// A family's resting layout of the whole collection, in vertical space.
struct FamilyLayout: Sendable {
    var sections: [SectionLayout]
    var contentSize: Size
    var zIndex: ZIndexScheme = .pinnedOnly
    /// `until` when the request leaves it out.
    var defaultUntil: PinningBound = .nextSection
    /// IGListKit leaves the last section's sticky header unbounded.
    var lastHeaderUnbounded: Bool = false
    /// Supplementaries of the whole layout (compositional's layout-level boundary items): index path `[0, 0]`,
    /// header-edge ones returned before every section, footer-edge ones after, pinned within the whole content.
    var layoutSupplementaries: [RestingSupplementary] = []
    /// The names of `ElementKind.named` kinds, by index.
    var kindNames: [String] = []
}
