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

/// The values of its section a part's y is placed from, as the family placed them (before any shift).
struct SectionAnchors: Sendable {
    var start: Double
    var contentEnd: Double
    var end: Double
    /// A compositional section's first group's start and its last group's end (0 in the other families).
    var groupsStart = 0.0
    var groupsEnd = 0.0
}

/// How a header, footer, boundary item or decoration's y follows from its section's anchors, computed in the
/// order the family computes it, so the frame is the one it would have stored.
enum PartY: Sendable, Hashable {
    /// `start`, or `start + d`.
    case start(plus: Double?)
    /// `contentEnd`, or `contentEnd + d`.
    case contentEnd(plus: Double?)
    /// A compositional boundary item: `(base + top) + offset`, the base found from its slot height `slot` (step
    /// 13 of docs/compositional.md).
    case boundary(BoundaryBase, slot: Double, top: Double, offset: Double)

    /// Where a compositional boundary item's slot starts along the scroll axis.
    enum BoundaryBase: Sendable, Hashable {
        /// `top*` items that extend the boundary: the section's start.
        case start
        /// `top*` items that do not: the first group's start.
        case groupsStart
        /// `bottom*` items that extend the boundary: after the content insets (`contentEnd`).
        case contentBottom
        /// `bottom*` items that do not: the last group's end less the slot.
        case groupsEnd
        /// `leading` and `trailing`: centred on the groups.
        case middle
    }

    @inline(__always)
    func y(_ a: SectionAnchors) -> Double {
        switch self {
        case .start(let d): return d.map { a.start + $0 } ?? a.start
        case .contentEnd(let d): return d.map { a.contentEnd + $0 } ?? a.contentEnd
        case .boundary(let base, let slot, let top, let offset):
            let y: Double
            switch base {
            case .start: y = a.start
            case .groupsStart: y = a.groupsStart
            case .contentBottom: y = a.contentEnd
            case .groupsEnd: y = a.groupsEnd - slot
            case .middle: y = (a.groupsStart + a.groupsEnd) / 2 - slot / 2
            }
            return y + top + offset
        }
    }

    /// Whether it reads the groups' edges (`SectionAnchors.groupsStart`, `groupsEnd`).
    var readsGroups: Bool {
        guard case .boundary(let base, _, _, _) = self else { return false }
        return base == .groupsStart || base == .groupsEnd || base == .middle
    }
}

/// A header, footer or boundary item of every section of one shape: all but its y, and the rule of its y.
struct SupplementaryTemplate: Sendable, Hashable {
    var kind: ElementKind
    var edge: SupplementaryEdge
    var pinsToVisibleBounds = false
    var zIndex: Int? = nil
    var estimated = false
    var x: Double
    var width: Double
    var height: Double
    var y: PartY

    /// A header or footer of the four families: `kind` `.header` or `.footer`, on that edge.
    init(
        _ kind: ElementKind, x: Double, width: Double, height: Double, y: PartY, estimated: Bool = false
    ) {
        self.kind = kind
        self.edge = kind == .footer ? .footer : .header
        self.x = x
        self.width = width
        self.height = height
        self.y = y
        self.estimated = estimated
    }

    init(
        kind: ElementKind, edge: SupplementaryEdge, pinsToVisibleBounds: Bool, zIndex: Int?, x: Double,
        width: Double, height: Double, y: PartY
    ) {
        self.kind = kind
        self.edge = edge
        self.pinsToVisibleBounds = pinsToVisibleBounds
        self.zIndex = zIndex
        self.x = x
        self.width = width
        self.height = height
        self.y = y
    }

    /// The element at rest in a section with anchors `a`, moved down by `shift`.
    @inline(__always)
    func resting(_ a: SectionAnchors, shift: Double) -> RestingSupplementary {
        var y = self.y.y(a)
        if shift != 0 { y += shift }
        return RestingSupplementary(
            frame: Rect(x: x, y: y, width: width, height: height), kind: kind, edge: edge,
            pinsToVisibleBounds: pinsToVisibleBounds, zIndex: zIndex, estimated: estimated)
    }
}

/// A background of every section of one shape.
struct DecorationTemplate: Sendable, Hashable {
    var kind: ElementKind
    var zIndex = 0
    var x: Double
    var width: Double
    var span: Span

    /// The section's part it covers.
    enum Span: Sendable, Hashable {
        /// MagazineLayout's background: from `start + top` to the footer's end (`contentEnd`, plus the footer's
        /// height when the section shows one).
        case magazine(top: Double, footerHeight: Double?)
        /// A compositional decoration item: from `start + top` to `end - bottom` (its height computed as
        /// `end - start - top - bottom`).
        case insets(top: Double, bottom: Double)
    }

    /// The decoration at rest in a section with anchors `a`, moved down by `shift`.
    @inline(__always)
    func resting(_ a: SectionAnchors, shift: Double) -> RestingDecoration {
        var frame: Rect
        switch span {
        case .magazine(let top, let footerHeight):
            let y = a.start + top
            let bottom = footerHeight.map { a.contentEnd + $0 } ?? a.contentEnd
            frame = Rect(x: x, y: y, width: width, height: bottom - y)
        case .insets(let top, let bottom):
            frame = Rect(x: x, y: a.start + top, width: width, height: a.end - a.start - top - bottom)
        }
        if shift != 0 { frame.y += shift }
        return RestingDecoration(frame: frame, kind: kind, zIndex: zIndex)
    }
}

/// What a section draws besides its items, held once for every section of the same shape: a header and footer
/// of the same sizes, a layout section's boundary items and decorations. A section keeps a reference to it and
/// its own anchors, so a hundred thousand sections of one shape hold one copy (`SectionPartsCache`).
final class SectionParts: Sendable {
    /// In response order within their edge (header-edge ones are returned before the cells, footer-edge ones
    /// after).
    let supplementaries: [SupplementaryTemplate]
    /// Returned after the footer-edge supplementaries.
    let decorations: [DecorationTemplate]
    /// Whether any part reads the groups' edges (compositional only).
    let readsGroups: Bool
    /// Bounds on the parts' coordinates beyond their anchors': a supplementary's y and bottom lie within
    /// `supplementaryReach` of the anchor its y reads, a decoration's within three anchors plus `decorationReach`,
    /// and every x within `across` of 0 (each sum rounded at most a few times).
    private let supplementaryReach: Double
    private let decorationReach: Double
    private let across: Double

    init(supplementaries: [SupplementaryTemplate], decorations: [DecorationTemplate] = []) {
        self.supplementaries = supplementaries
        self.decorations = decorations
        readsGroups = supplementaries.contains { $0.y.readsGroups }
        var reach = 0.0
        var across = 0.0
        for t in supplementaries {
            var offsets = t.height.magnitude
            switch t.y {
            case .start(let d), .contentEnd(let d): offsets += d?.magnitude ?? 0
            case .boundary(_, let slot, let top, let offset):
                offsets += slot.magnitude + top.magnitude + offset.magnitude
            }
            reach = Swift.max(reach, offsets)
            across = Swift.max(across, t.x.magnitude + t.width.magnitude)
        }
        var decorationReach = 0.0
        for d in decorations {
            switch d.span {
            case .magazine(let top, let footerHeight):
                decorationReach = Swift.max(decorationReach, 2 * top.magnitude + (footerHeight?.magnitude ?? 0))
            case .insets(let top, let bottom):
                decorationReach = Swift.max(decorationReach, 2 * (top.magnitude + bottom.magnitude))
            }
            across = Swift.max(across, d.x.magnitude + d.width.magnitude)
        }
        supplementaryReach = reach
        self.decorationReach = decorationReach
        self.across = across
    }

    /// How far along the scroll axis any part's frame reaches from the anchors it is placed from (`PartY`: its
    /// offsets and height; a decoration's insets), before rounding.
    var reach: Double { Swift.max(supplementaryReach, decorationReach) }

    /// Whether some part of a section with anchors `a`, moved by `shift`, may have a coordinate past ±`limit`
    /// (or not a number): false proves every one within it, so only a section near the limit checks its parts
    /// one by one.
    /// - Complexity: O(1).
    func mayReach(past limit: Double, _ a: SectionAnchors, shift: Double) -> Bool {
        let anchor =
            Swift.max(
                a.start.magnitude, a.contentEnd.magnitude, a.end.magnitude, a.groupsStart.magnitude,
                a.groupsEnd.magnitude)
            + shift.magnitude
        let bound = Swift.max(
            anchor + supplementaryReach, decorations.isEmpty ? 0 : 3 * anchor + decorationReach, across)
        return !(bound * (1 + 0x1p-40) < limit)
    }
}

/// The parts of the four families' sections, made once per distinct shape: a header, a footer and a background
/// at most. Consecutive sections of one shape (the usual case) find the last one without hashing.
struct SectionPartsCache {
    struct Key: Hashable {
        var header: SupplementaryTemplate?
        var footer: SupplementaryTemplate?
        var decoration: DecorationTemplate?
    }

    private var lastKey: Key?
    private var lastParts: SectionParts?
    private var made: [Key: SectionParts] = [:]

    /// The parts of a section with `header`, `footer` and `decoration` (nil: none of them).
    mutating func parts(
        header: SupplementaryTemplate?, footer: SupplementaryTemplate?, decoration: DecorationTemplate? = nil
    ) -> SectionParts? {
        // No parts (most sections of most layouts): no key compared (each comparison of optional templates goes
        // through the runtime's generic witnesses).
        if header == nil && footer == nil && decoration == nil { return nil }
        if let lastKey, lastKey.header == header, lastKey.footer == footer, lastKey.decoration == decoration {
            return lastParts
        }
        let key = Key(header: header, footer: footer, decoration: decoration)
        let parts: SectionParts?
        if let existing = made[key] {
            parts = existing
        } else {
            let new = SectionParts(
                supplementaries: [header, footer].compactMap { $0 }, decorations: decoration.map { [$0] } ?? [])
            made[key] = new
            parts = new
        }
        lastKey = key
        lastParts = parts
        return parts
    }
}

/// A section's supplementaries at rest, made from its parts on demand: read by index (`count`, `subscript`), a
/// plain loop with no iterator copies.
struct Supplementaries: Sendable {
    let parts: SectionParts?
    let anchors: SectionAnchors
    let shift: Double

    var count: Int { parts?.supplementaries.count ?? 0 }

    /// Element `i` (`0 <= i < count`).
    @inline(__always)
    subscript(i: Int) -> RestingSupplementary {
        parts.unsafelyUnwrapped.supplementaries[i].resting(anchors, shift: shift)
    }

    /// Whether every element satisfies `predicate`.
    func allSatisfy(_ predicate: (RestingSupplementary) -> Bool) -> Bool {
        for i in 0..<count where !predicate(self[i]) { return false }
        return true
    }
}

/// A section's decorations at rest, made from its parts on demand.
struct Decorations: RandomAccessCollection, Sendable {
    let parts: SectionParts?
    let anchors: SectionAnchors
    let shift: Double

    var startIndex: Int { 0 }
    var endIndex: Int { parts?.decorations.count ?? 0 }

    @inline(__always)
    subscript(i: Int) -> RestingDecoration {
        parts.unsafelyUnwrapped.decorations[i].resting(anchors, shift: shift)
    }
}

/// One section's resting layout, in vertical space: what pinning and queries need from a family, in a few words
/// (its bounds, its items' frames and a reference to its parts), so a request of many sections holds little for
/// each.
struct SectionLayout: Sendable {
    /// The section's bounds as the family placed them, before `shift`.
    struct Bounds: Sendable {
        /// Where the layout began placing this section, before any of its insets.
        var start: Double
        /// The lowest a pinned footer goes (`sectionContentTop`).
        var contentTop: Double
        /// End of the items plus the bottom inset: where the footer starts (`until: sectionEnd`).
        var contentEnd: Double
        /// Where a following section would begin (`until: nextSection`).
        var end: Double
        /// Where the section's own items end, past `end` in IGListKit (where `end` is the next section's start,
        /// and the two may share a row); `end` in the other families.
        var reachEnd: Double
    }

    var placed: Bounds
    /// How far the whole layout moved down (`shortContentAlignment: bottom`): every bound and part below reads
    /// `placed` plus it, each part's frame as placed moved down, as the contract states.
    var shift = 0.0
    /// The cells (for compositional also their anchored supplementaries).
    var items: any ItemFrames
    /// Headers, footers, boundary items and decorations, shared with the sections of the same shape.
    var parts: SectionParts?

    init(
        start: Double, contentTop: Double, contentEnd: Double, end: Double, items: any ItemFrames,
        parts: SectionParts?
    ) {
        placed = Bounds(start: start, contentTop: contentTop, contentEnd: contentEnd, end: end, reachEnd: end)
        self.items = items
        self.parts = parts
    }

    /// A bound moved by `shift`.
    @inline(__always)
    private func shifted(_ v: Double) -> Double { shift == 0 ? v : v + shift }

    var start: Double { shifted(placed.start) }
    var contentTop: Double { shifted(placed.contentTop) }
    var contentEnd: Double { shifted(placed.contentEnd) }
    var end: Double { shifted(placed.end) }
    var reachEnd: Double { shifted(placed.reachEnd) }

    /// What the parts are placed from.
    @inline(__always)
    var anchors: SectionAnchors {
        var a = SectionAnchors(start: placed.start, contentEnd: placed.contentEnd, end: placed.end)
        if let parts, parts.readsGroups, let groups = items.groupEdges {
            a.groupsStart = groups.start
            a.groupsEnd = groups.end
        }
        return a
    }

    /// Headers, footers and boundary items in response order within their edge (header-edge ones are returned
    /// before the cells, footer-edge ones after).
    @inline(__always)
    var supplementaries: Supplementaries { Supplementaries(parts: parts, anchors: anchors, shift: shift) }

    /// Decoration views, returned after the footer.
    @inline(__always)
    var decorations: Decorations { Decorations(parts: parts, anchors: anchors, shift: shift) }

    /// The resting frame of the section's `header` element, if any.
    var header: Rect? { frame(of: .header) }
    /// The resting frame of the section's `footer` element, if any.
    var footer: Rect? { frame(of: .footer) }

    func frame(of kind: ElementKind) -> Rect? {
        let supplementaries = self.supplementaries
        for i in 0..<supplementaries.count where supplementaries[i].kind == kind { return supplementaries[i].frame }
        return nil
    }
}

/// A section read where it lies, field by field: passing `sections[s]` to a function copies the section out of the
/// array (retaining its items' box and its parts, and a compositional section's box lies cold in memory), so the
/// loops over every section (the range check, the section index) read it through this view instead.
struct SectionView {
    let pointer: UnsafePointer<SectionLayout>

    @inline(__always) init(_ sections: UnsafeBufferPointer<SectionLayout>, _ s: Int) {
        pointer = sections.baseAddress.unsafelyUnwrapped + s
    }

    @inline(__always) var placed: SectionLayout.Bounds { pointer.pointee.placed }
    @inline(__always) var shift: Double { pointer.pointee.shift }
    @inline(__always) var parts: SectionParts? { pointer.pointee.parts }
    @inline(__always) private func shifted(_ v: Double) -> Double {
        let shift = self.shift
        return shift == 0 ? v : v + shift
    }
    @inline(__always) var start: Double { shifted(placed.start) }
    @inline(__always) var contentTop: Double { shifted(placed.contentTop) }
    @inline(__always) var contentEnd: Double { shifted(placed.contentEnd) }
    @inline(__always) var end: Double { shifted(placed.end) }
    @inline(__always) var reachEnd: Double { shifted(placed.reachEnd) }

    /// `SectionLayout.anchors`.
    /// Calls `body` with the section's items where they lie. An existential read through a pointer is copied
    /// before its method is called (a retain and release of each reference the items hold, and two calls through
    /// the value witnesses, per section per pass); passed `inout` it is opened in place. `body` must not change
    /// the items: the array they lie in is not uniquely referenced.
    @inline(__always)
    func withItems<R, E: Error>(_ body: (inout any ItemFrames) throws(E) -> R) throws(E) -> R {
        try body(&UnsafeMutablePointer(mutating: pointer).pointee.items)
    }

    @inline(__always) var anchors: SectionAnchors {
        let placed = self.placed
        var a = SectionAnchors(start: placed.start, contentEnd: placed.contentEnd, end: placed.end)
        if let parts, parts.readsGroups, let groups = withItems({ $0.groupEdges }) {
            a.groupsStart = groups.start
            a.groupsEnd = groups.end
        }
        return a
    }

    @inline(__always) var supplementaries: Supplementaries {
        Supplementaries(parts: parts, anchors: anchors, shift: shift)
    }

    @inline(__always) var decorations: Decorations { Decorations(parts: parts, anchors: anchors, shift: shift) }
}

extension SupplementaryTemplate {
    /// The header or footer of the four families at `frame` (its y read from the section by `y`), nil when the
    /// family shows none.
    static func part(_ kind: ElementKind, _ frame: Rect?, y: PartY, estimated: Bool = false) -> Self? {
        frame.map { Self(kind, x: $0.x, width: $0.width, height: $0.height, y: y, estimated: estimated) }
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

/// What a family computes once for every uniform section of one shape (the columns of a line, the rows' step),
/// found again by the shape's key: the last few shapes are compared first (sections of one shape, or a few shapes
/// in turn, such as IGListKit sections continuing one another's rows, find theirs without hashing), and a layout
/// of a hundred thousand such sections computes it once.
/// A key's fields folded into one word for `Hashable.hash(into:)`, so the library's hasher reads 8 bytes, not the
/// whole key: keys of a dozen doubles are looked up once per section. Equal keys fold equally (0 and -0 alike, as
/// `==` compares doubles); the mix (a multiply and rotate per field) spreads nearby values apart.
struct KeyMix {
    private(set) var word: UInt64

    init(_ first: Int) { word = UInt64(bitPattern: Int64(first)) &* 0x9E37_79B9_7F4A_7C15 }

    @inline(__always)
    mutating func add(_ v: Double) { add(bits: v == 0 ? 0 : v.bitPattern) }

    @inline(__always)
    mutating func add(_ v: Int) { add(bits: UInt64(bitPattern: Int64(v))) }

    @inline(__always)
    private mutating func add(bits: UInt64) {
        word = ((word ^ bits) &* 0xBF58_476D_1CE4_E5B9).rotated(by: 29)
    }
}

extension UInt64 {
    @inline(__always)
    fileprivate func rotated(by n: UInt64) -> UInt64 { (self << n) | (self >> (64 - n)) }
}

struct ShapeCache<Key: Hashable, Shape: AnyObject> {
    /// The shapes found last, replaced in turn: sections that cycle through a few shapes (rows that continue one
    /// another's) find them here without hashing, and nothing moves on a hit. Keys and shapes are kept apart: a
    /// search compares keys in place, where an array of pairs copied each pair through the runtime's generic
    /// witnesses (a few hundred instructions a section).
    private var recentKeys: [Key] = []
    private var recentShapes: [Shape] = []
    /// The entry of `recent` the next new shape replaces.
    private var next = 0
    private var made: [Key: Shape] = [:]
    /// Keys `optionalShape` was declined for.
    private var declined: Set<Key> = []
    private static var recentLimit: Int { 4 }

    /// The shape of `key`, made by `make` the first time.
    mutating func shape<E: Error>(_ key: Key, _ make: () throws(E) -> Shape) throws(E) -> Shape {
        if let hit = recentShape(of: key) { return hit }
        let shape: Shape
        if let existing = made[key] {
            shape = existing
        } else {
            shape = try make()
            made[key] = shape
        }
        remember(key, shape)
        return shape
    }

    /// The shape of `key`, made by `make` the first time, for shapes that may each occur only once (one per
    /// section): the table keeps the first `sharedLimit` of them (sections cycling through a few dozen shapes
    /// share them), later ones are kept among the last few only, so the table does not grow with the sections.
    mutating func recentShape(_ key: Key, _ make: () -> Shape) -> Shape {
        if let hit = recentShape(of: key) { return hit }
        if let existing = made[key] {
            remember(key, existing)
            return existing
        }
        let shape = make()
        if made.count < Self.sharedLimit { made[key] = shape }
        remember(key, shape)
        return shape
    }

    /// The most shapes `recentShape` keeps in the table.
    private static var sharedLimit: Int { 1_024 }

    /// `shape(_:_:)` for a shape `make` may decline (nil, remembered too, so it is asked once).
    mutating func optionalShape(_ key: Key, _ make: () -> Shape?) -> Shape? {
        if let hit = recentShape(of: key) { return hit }
        if let existing = made[key] {
            remember(key, existing)
            return existing
        }
        if declined.contains(key) { return nil }
        guard let shape = make() else {
            declined.insert(key)
            return nil
        }
        made[key] = shape
        remember(key, shape)
        return shape
    }

    /// The shape of `key` among the last few, if there.
    @inline(__always)
    private func recentShape(of key: Key) -> Shape? {
        recentKeys.withUnsafeBufferPointer { keys in
            for i in keys.indices where keys[i] == key { return recentShapes[i] }
            return nil
        }
    }

    /// Puts `shape` among the last few, replacing the oldest.
    private mutating func remember(_ key: Key, _ shape: Shape) {
        if recentKeys.count < Self.recentLimit {
            recentKeys.append(key)
            recentShapes.append(shape)
        } else {
            recentKeys[next] = key
            recentShapes[next] = shape
            next = (next + 1) % Self.recentLimit
        }
    }
}
