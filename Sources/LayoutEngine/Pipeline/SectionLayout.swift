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
    var supplementaries: [RestingSupplementary]
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

    init(
        supplementaries: [RestingSupplementary], start: Double, contentTop: Double, contentEnd: Double,
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
    /// the families pass `nil`); a pinned footer stops at the header's bottom, or the section's start.
    init(
        header: Rect?, footer: Rect?, start: Double, contentEnd: Double, end: Double, items: any ItemFrames,
        decorations: [RestingDecoration] = [], headerEstimated: Bool = false, footerEstimated: Bool = false
    ) {
        var supplementaries: [RestingSupplementary] = []
        if header != nil || footer != nil {
            supplementaries.reserveCapacity((header == nil ? 0 : 1) + (footer == nil ? 0 : 1))
            if let header {
                supplementaries.append(
                    RestingSupplementary(frame: header, kind: .header, edge: .header, estimated: headerEstimated))
            }
            if let footer {
                supplementaries.append(
                    RestingSupplementary(frame: footer, kind: .footer, edge: .footer, estimated: footerEstimated))
            }
        }
        self.init(
            supplementaries: supplementaries, start: start, contentTop: header?.maxY ?? start,
            contentEnd: contentEnd, end: end, items: items, decorations: decorations)
    }

    /// The resting frame of the section's `header` element, if any.
    var header: Rect? { supplementaries.first { $0.kind == .header }?.frame }
    /// The resting frame of the section's `footer` element, if any.
    var footer: Rect? { supplementaries.first { $0.kind == .footer }?.frame }
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
