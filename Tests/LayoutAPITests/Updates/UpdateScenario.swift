// Seeded update scenarios for the update suites: an abstract collection in any family, changed the ways apps
// change data (items inserted above and below, items deleted, the anchor item among them, estimates measured,
// sections inserted, deleted and swapped), with and without item and section ids, written as request bodies.
import Foundation
import SeededRandom

/// A JSON value written by hand (numbers as Swift writes doubles: the shortest text that reads back the same).
indirect enum JSON {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([JSON])
    case object([(String, JSON)])

    var text: String {
        switch self {
        case .number(let v): return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
        case .string(let s): return "\"\(s)\""
        case .bool(let b): return b ? "true" : "false"
        case .array(let a): return "[" + a.map(\.text).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.map { "\"\($0.0)\":\($0.1.text)" }.joined(separator: ",") + "}"
        }
    }

    static func size(_ w: Double, _ h: Double) -> JSON { .object([("width", .number(w)), ("height", .number(h))]) }
    static func point(_ x: Double, _ y: Double) -> JSON { .object([("x", .number(x)), ("y", .number(y))]) }
}

/// One update scenario: the previous collection, the new one, and how the request asks.
struct UpdateScenario: CustomStringConvertible {
    enum Family: String, CaseIterable {
        case flow, waterfall, iglist, magazine, compositional
    }

    /// How the layout scrolls: down, down mirrored (right to left), across, or across mirrored.
    enum Orientation: String {
        case vertical, verticalMirrored, horizontal, horizontalMirrored
        var horizontal: Bool { self == .horizontal || self == .horizontalMirrored }
        var mirrored: Bool { self == .verticalMirrored || self == .horizontalMirrored }
    }

    /// What was done to the data between the two sides.
    enum Change: String, CaseIterable {
        case insertAbove, insertBelow, insertMiddle, delete, deleteAnchor, measure, insertSection, deleteSection
        case swapSections, resize
    }

    /// Where the new offset comes from.
    enum NewOffset {
        /// Resolved from the anchor the previous answer reported.
        case reportedAnchor
        /// `{"position": "top"}` or `"bottom"`.
        case edge(String)
        /// Given.
        case given(Double)
    }

    struct Item {
        var id: String?
        var width: Double
        var height: Double
        var estimated: Bool
    }

    struct Section {
        var id: String?
        var items: [Item]
        /// A uniform section of this many items (then `items` is empty).
        var uniform: Int?
        var header: Double
        var footer: Double
        var background: Bool
        /// A compositional section that scrolls orthogonally, at this offset.
        var orthogonal: Double?
        var count: Int { uniform ?? items.count }
    }

    var seed: UInt64
    var family: Family
    var orientation: Orientation
    var bottomToTop: Bool
    var shortContentAtBottom: Bool
    var size: (width: Double, height: Double)
    var inset: (top: Double, left: Double, bottom: Double, right: Double)
    var scale: Double
    var pinsHeaders: Bool
    var pinsFooters: Bool
    /// A compositional layout's own header (kind `banner`).
    var layoutBanner: Bool
    var previous: [Section]
    var new: [Section]
    var changes: [Change]
    var newOffset: NewOffset
    /// The previous offset along the scroll axis, as a fraction of the previous scroll range.
    var previousFraction: Double
    /// `"visible"`, `"all"`, or a rect at this fraction of the new content.
    var elements: String
    var rectFraction: Double
    var animation: String
    /// `previous.layout`: the previous data had other spacings (and a compositional section's boundary items in
    /// the other order, so its kinds are numbered differently).
    var previousLayout: Bool
    /// `previous.collectionView`: the previous bounds were another size (a rotation, a resized window).
    var previousSize: (width: Double, height: Double)?
    /// Which side `layout` and `collectionView` write.
    var writingPrevious = false

    var description: String {
        "seed \(seed): \(family) \(orientation)\(bottomToTop ? " bottomToTop" : "") \(changes.map(\.rawValue)) "
            + "\(elements) \(animation)"
    }

    init(seed: UInt64, family: Family) {
        var r = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 7)
        self.seed = seed
        self.family = family
        let across = family == .flow || family == .iglist || family == .compositional
        let flips = family != .waterfall
        let orientations: [Orientation] =
            (across ? [.vertical, .horizontal] : [.vertical]) + (flips ? [.verticalMirrored] : [])
            + (across && flips ? [.horizontalMirrored] : [])
        orientation = orientations[r.int(0...orientations.count - 1)]
        bottomToTop = !orientation.horizontal && r.chance(3)
        shortContentAtBottom = !orientation.horizontal && r.chance(6)
        size = (Double(r.int(300...420)), Double(r.int(300...700)))
        if orientation.horizontal { size = (size.height, size.width) }
        inset = (
            Double(r.int(0...3) * 20), Double(r.int(0...2) * 8), Double(r.int(0...2) * 17), Double(r.int(0...2) * 8)
        )
        scale = [1.0, 2, 3][r.int(0...2)]
        // Compositional pins with `pinToVisibleBounds` (its own pinning selection is a 422).
        pinsHeaders = r.chance(2)
        pinsFooters = r.chance(4)
        layoutBanner = family == .compositional && r.chance(3)
        let orthogonalSections = family == .compositional && orientation == .vertical
        let sectionIDs = r.int(0...2)  // none, all, some
        let itemIDs = r.int(0...2)
        var next = 0
        func item(_ r: inout SplitMix64, ids: Int) -> Item {
            next += 1
            let id: String? = ids == 1 || (ids == 2 && r.bool()) ? "i\(next)" : nil
            return Item(
                id: id, width: Double(r.int(4...36) * 5), height: Double(r.int(2...32) * 5),
                estimated: r.chance(4))
        }
        func section(_ r: inout SplitMix64, index: Int) -> Section {
            next += 1
            let id: String? = sectionIDs == 1 || (sectionIDs == 2 && r.bool()) ? "s\(next)" : nil
            var items: [Item] = []
            let uniform: Int? = r.chance(5) ? r.int(0...30) : nil
            if uniform == nil { for _ in 0..<r.int(0...14) { items.append(item(&r, ids: itemIDs)) } }
            return Section(
                id: id, items: items, uniform: uniform, header: r.chance(3) ? 0 : Double(r.int(2...8) * 5),
                footer: r.chance(2) ? 0 : Double(r.int(2...6) * 5), background: r.chance(2),
                orthogonal: orthogonalSections && r.chance(4) ? Double(r.int(0...6) * 50) : nil)
        }
        var sections: [Section] = []
        for k in 0..<r.int(1...4) { sections.append(section(&r, index: k)) }
        var new = sections
        var changes: [Change] = []
        for _ in 0..<r.int(1...3) { changes.append(Change.allCases[r.int(0...Change.allCases.count - 1)]) }
        for change in changes {
            switch change {
            case .insertAbove, .insertBelow, .insertMiddle:
                let s = r.int(0...new.count - 1)
                if let n = new[s].uniform {
                    new[s].uniform = n + r.int(1...5)
                    continue
                }
                for _ in 0..<r.int(1...4) {
                    let at =
                        change == .insertAbove
                        ? 0
                        : change == .insertBelow
                            ? new[s].items.count
                            : r.int(0...new[s].items.count)
                    new[s].items.insert(item(&r, ids: itemIDs), at: at)
                }
            case .delete, .deleteAnchor:
                // `deleteAnchor` is made concrete once the anchor is known: see `removingAnchor`.
                let s = r.int(0...new.count - 1)
                if let n = new[s].uniform {
                    new[s].uniform = Swift.max(0, n - r.int(1...5))
                } else if !new[s].items.isEmpty {
                    for _ in 0..<r.int(1...3) where !new[s].items.isEmpty {
                        new[s].items.remove(at: r.int(0...new[s].items.count - 1))
                    }
                }
            case .measure:
                for s in new.indices {
                    for i in new[s].items.indices where new[s].items[i].estimated {
                        new[s].items[i].estimated = false
                        new[s].items[i].height += Double(r.int(-1...6) * 5)
                        new[s].items[i].width += Double(r.int(-1...3) * 5)
                    }
                }
            case .resize:
                let s = r.int(0...new.count - 1)
                for i in new[s].items.indices where r.bool() { new[s].items[i].height = Double(r.int(0...32) * 5) }
                if r.bool() { new[s].header = new[s].header == 0 ? 25 : 0 }
            case .insertSection:
                new.insert(section(&r, index: 0), at: r.int(0...new.count))
            case .deleteSection:
                if new.count > 1 { new.remove(at: r.int(0...new.count - 1)) }
            case .swapSections:
                if new.count > 1 { new.swapAt(0, r.int(1...new.count - 1)) }
            }
        }
        previous = sections
        self.new = new
        self.changes = changes
        switch r.int(0...3) {
        case 0, 1: newOffset = .reportedAnchor
        case 2: newOffset = .edge(r.bool() ? "top" : "bottom")
        default: newOffset = .given(Double(r.int(-2...40) * 25))
        }
        previousFraction = Double(r.int(0...8)) / 8
        elements = ["visible", "visible", "all", "rect"][r.int(0...3)]
        rectFraction = Double(r.int(0...6)) / 6
        animation = ["fade", "none", "magazine"][r.int(0...2)]
        previousLayout = r.chance(4)
        previousSize =
            r.chance(5) ? (size.width + Double(r.int(-2...4) * 10), size.height + Double(r.int(-4...4) * 10)) : nil
    }

    // MARK: Bodies

    /// The collection view at `offset` (nil: the default).
    func collectionView(offset: (x: Double, y: Double)?) -> JSON {
        let size = writingPrevious ? previousSize ?? self.size : self.size
        var members: [(String, JSON)] = [
            ("size", .size(size.width, size.height)),
            (
                "contentInset",
                .object([
                    ("top", .number(inset.top)), ("left", .number(inset.left)), ("bottom", .number(inset.bottom)),
                    ("right", .number(inset.right)),
                ])
            ),
            ("scale", .number(scale)),
        ]
        if let offset { members.append(("contentOffset", .point(offset.x, offset.y))) }
        if orientation.mirrored { members.append(("layoutDirection", .string("rightToLeft"))) }
        return .object(members)
    }

    /// The layout object (the same on both sides).
    var layout: JSON {
        let wider = writingPrevious && previousLayout ? 4.0 : 0
        var members: [(String, JSON)] = [("type", .string(family.rawValue))]
        if orientation.horizontal { members.append(("scrollDirection", .string("horizontal"))) }
        if orientation.mirrored { members.append(("flipsHorizontallyInOppositeLayoutDirection", .bool(true))) }
        if bottomToTop { members.append(("verticalLayoutDirection", .string("bottomToTop"))) }
        if shortContentAtBottom { members.append(("shortContentAlignment", .string("bottom"))) }
        if family != .compositional && (pinsHeaders || pinsFooters) {
            members.append(
                (
                    "pinning",
                    .object([
                        ("headers", .string(pinsHeaders ? "all" : "none")),
                        ("footers", .string(pinsFooters ? "all" : "none")),
                    ])
                ))
        }
        switch family {
        case .flow:
            members += [
                ("minimumLineSpacing", .number(8 + wider)), ("minimumInteritemSpacing", .number(6)),
                ("itemSize", .size(60, 40)), ("estimatedItemSize", .size(50, 50)),
                (
                    "sectionInset",
                    .object([("top", .number(4)), ("left", .number(4)), ("bottom", .number(4)), ("right", .number(4))])
                ),
            ]
        case .waterfall:
            members += [
                ("columnCount", .number(3)), ("minimumColumnSpacing", .number(8)),
                ("minimumInteritemSpacing", .number(6 + wider)), ("itemSize", .size(50, 70)),
            ]
        case .iglist:
            break
        case .magazine:
            members += [("horizontalSpacing", .number(8)), ("verticalSpacing", .number(6 + wider))]
        case .compositional:
            members.append(("interSectionSpacing", .number(10 + wider)))
            if layoutBanner {
                members.append(("boundarySupplementaryItems", .array([boundary("banner", header: true, pins: false)])))
            }
            members.append(("section", compositionalSection(orthogonal: false)))
        }
        return .object(members)
    }

    /// A compositional boundary item: a header at the top (the leading edge when scrolling horizontally) or a
    /// footer at the bottom.
    func boundary(_ kind: String, header: Bool, pins: Bool) -> JSON {
        let h = orientation.horizontal
        let alignment = header ? (h ? "leading" : "top") : (h ? "trailing" : "bottom")
        let length: JSON = .object([("absolute", .number(header ? 30 : 20))])
        let across: JSON = .object([(h ? "fractionalHeight" : "fractionalWidth", .number(1))])
        return .object([
            ("elementKind", .string(kind)), ("alignment", .string(alignment)),
            (
                "layoutSize",
                .object(
                    h
                        ? [("widthDimension", length), ("heightDimension", across)]
                        : [("widthDimension", across), ("heightDimension", length)])
            ),
            ("pinToVisibleBounds", .bool(pins)),
        ])
    }

    /// The compositional section: two estimated cells a row, each with a badge, the group with its own badge, a
    /// header and footer, a background; or an orthogonal carousel of absolute cells.
    func compositionalSection(orthogonal: Bool) -> JSON {
        let h = orientation.horizontal
        func dims(_ along: JSON, _ across: JSON) -> JSON {
            .object(
                h
                    ? [("widthDimension", along), ("heightDimension", across)]
                    : [("widthDimension", across), ("heightDimension", along)])
        }
        let badge: JSON = .object([
            ("elementKind", .string("badge")),
            (
                "layoutSize",
                .object([
                    ("widthDimension", .object([("absolute", .number(12))])),
                    ("heightDimension", .object([("absolute", .number(12))])),
                ])
            ),
            ("containerAnchor", .object([("edges", .array([.string("top"), .string("trailing")]))])),
        ])
        let groupBadge: JSON = .object([
            ("elementKind", .string("groupBadge")),
            (
                "layoutSize",
                .object([
                    ("widthDimension", .object([("absolute", .number(10))])),
                    ("heightDimension", .object([("absolute", .number(10))])),
                ])
            ),
            ("containerAnchor", .object([("edges", .array([.string("bottom"), .string("leading")]))])),
        ])
        let across: String = h ? "fractionalHeight" : "fractionalWidth"
        let subitem: JSON = .object([
            (
                "layoutSize",
                dims(
                    orthogonal
                        ? .object([(h ? "fractionalWidth" : "fractionalHeight", .number(1))])
                        : .object([("estimated", .number(44))]), .object([(across, .number(orthogonal ? 1 : 0.5))]))
            ),
            ("supplementaryItems", .array([badge])),
        ])
        let group: JSON = .object([
            ("group", .string(h ? "vertical" : "horizontal")),
            (
                "layoutSize",
                dims(
                    orthogonal ? .object([("absolute", .number(80))]) : .object([("estimated", .number(44))]),
                    .object([(across, .number(orthogonal ? 0.7 : 1))]))
            ),
            ("interItemSpacing", .object([("fixed", .number(6))])),
            ("subitems", .array([subitem])),
            ("supplementaryItems", .array([groupBadge])),
        ])
        var members: [(String, JSON)] = []
        if orthogonal { members.append(("orthogonalScrollingBehavior", .string("continuous"))) }
        members += [
            (
                "contentInsets",
                .object([
                    ("top", .number(4)), ("leading", .number(4)), ("bottom", .number(4)), ("trailing", .number(4)),
                ])
            ),
            ("interGroupSpacing", .number(6)),
            (
                "boundarySupplementaryItems",
                .array(
                    writingPrevious && previousLayout
                        ? [
                            boundary("footer", header: false, pins: pinsFooters),
                            boundary("header", header: true, pins: pinsHeaders),
                        ]
                        : [
                            boundary("header", header: true, pins: pinsHeaders),
                            boundary("footer", header: false, pins: pinsFooters),
                        ])
            ),
            ("decorationItems", .array([.object([("elementKind", .string("background"))])])),
            ("group", group),
        ]
        return .object(members)
    }

    /// The sections array of one side.
    func sections(_ sections: [Section]) -> JSON {
        .array(sections.map(section))
    }

    func section(_ s: Section) -> JSON {
        var members: [(String, JSON)] = []
        if let id = s.id { members.append(("id", .string(id))) }
        if let n = s.uniform {
            members.append(("itemCount", .number(Double(n))))
            if family == .magazine {
                members.append(("item", .object([("widthMode", .string("halfWidth")), ("height", .number(60))])))
            }
        } else {
            members.append(("items", .array(s.items.map(item))))
        }
        switch family {
        case .flow:
            members.append(("headerSize", .size(s.header, s.header)))
            members.append(("footerSize", .size(s.footer, s.footer)))
        case .waterfall:
            members.append(("headerHeight", .number(s.header)))
            members.append(("footerHeight", .number(s.footer)))
        case .iglist:
            members += [
                ("headerSize", .size(s.header, s.header)), ("footerSize", .size(s.footer, s.footer)),
                ("minimumLineSpacing", .number(writingPrevious && previousLayout ? 9 : 5)),
                ("minimumInteritemSpacing", .number(5)),
            ]
        case .magazine:
            if s.header > 0 { members.append(("header", .object([("height", .number(s.header))]))) }
            if s.footer > 0 { members.append(("footer", .object([("height", .number(s.footer))]))) }
            members.append(("background", .bool(s.background)))
        case .compositional:
            if let o = s.orthogonal {
                members.append(("layout", compositionalSection(orthogonal: true)))
                members.append(("orthogonalContentOffset", .point(o, 0)))
            }
        }
        return .object(members)
    }

    func item(_ item: Item) -> JSON {
        var members: [(String, JSON)] = []
        if let id = item.id { members.append(("id", .string(id))) }
        switch family {
        case .flow, .iglist, .compositional, .waterfall:
            members += [("width", .number(item.width)), ("height", .number(item.height))]
            if item.estimated && family != .waterfall { members.append(("estimated", .bool(true))) }
        case .magazine:
            let modes = ["fullWidth", "halfWidth", "thirdWidth"]
            members += [
                ("widthMode", .string(modes[Int(item.width) % 3])), ("height", .number(item.height)),
                ("heightMode", .string(item.estimated ? "dynamic" : "static")),
            ]
            if item.estimated { members.append(("estimated", .bool(true))) }
        }
        return .object(members)
    }

    /// A request body of `sections` with its own top-level members.
    func body(_ sections: [Section], offset: (x: Double, y: Double)?, extra: [(String, JSON)]) -> String {
        JSON.object(
            [
                ("collectionView", collectionView(offset: offset)), ("layout", layout),
                ("sections", self.sections(sections)),
            ] + extra
        ).text
    }

    /// The previous data's own request at `offset`.
    func previousBody(offset: (x: Double, y: Double)?, extra: [(String, JSON)]) -> String {
        var s = self
        s.writingPrevious = true
        return s.body(previous, offset: offset, extra: extra)
    }

    /// The request's `previous` member at `offset`: its sections, and its own layout and bounds when they changed.
    func previousMember(offset: (x: Double, y: Double)) -> JSON {
        var s = self
        s.writingPrevious = true
        var members: [(String, JSON)] = [
            ("contentOffset", .point(offset.x, offset.y)), ("sections", s.sections(previous)),
        ]
        if previousLayout { members.append(("layout", s.layout)) }
        if previousSize != nil { members.append(("collectionView", s.collectionView(offset: nil))) }
        return .object(members)
    }

    /// The scroll-axis offset as a physical point (the other coordinate at its default: `-inset.left`, or for a
    /// mirrored layout the leading end, when scrolling vertically; `-inset.top` when scrolling horizontally).
    func physicalOffset(_ u: Double, contentWidth: Double, previous: Bool = false) -> (x: Double, y: Double) {
        let size = previous ? previousSize ?? self.size : self.size
        if orientation.horizontal { return (u, -inset.top) }
        let x = orientation.mirrored ? contentWidth - size.width + inset.right : -inset.left
        return (x, u)
    }

    /// The scroll range along the axis of content `extent` long: `[-t, max(extent - length + b, -t)]`.
    func scrollRange(extent: Double, previous: Bool = false) -> (min: Double, max: Double) {
        let size = previous ? previousSize ?? self.size : self.size
        let (t, b, length) =
            orientation.horizontal ? (inset.left, inset.right, size.width) : (inset.top, inset.bottom, size.height)
        return (-t, Swift.max(extent - length + b, -t))
    }
}
