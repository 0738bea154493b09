/// Why a compositional description cannot be laid out (each a 422 at its cause).
public enum CompositionalProblem: Sendable, Hashable {
    /// A group that cannot keep a single item.
    case groupCannotFit
    /// Insets or spacing larger than the length they take from.
    case negativeSize
    /// Two supplementaries of one `elementKind` in a section (or among the layout's own).
    case duplicateElementKind(String)
    /// Groups nested deeper than 16.
    case nestingTooDeep
    /// `pinning.headers`, `footers` or `until`: this family pins with `pinToVisibleBounds`.
    case pinningSelection
    /// No `layout.section` for a section without its own `layout`.
    case missingSection
    /// One solved group would hold more cells than the limit.
    case groupTooLarge(limit: Int)
    /// The content would reach past 1e15 points.
    case contentTooLarge
    /// More distinct element kinds than attributes can name (65,535).
    case tooManyKinds
}

/// Every `elementKind` of a description, numbered in first-seen order: attributes carry the number
/// (`ElementKind.named`), the response the name.
struct CompositionalKindTable {
    var names: [String] = []
    var indices: [String: UInt16] = [:]
    /// Set when a kind could not be numbered (more than 65,535 distinct kinds).
    var overflowed = false

    init(_ d: CompositionalLayoutDescription) {
        add(d.boundarySupplementaryItems.map(\.elementKind))
        if let section = d.section { add(section) }
        for data in d.sections { if let layout = data.layout { add(layout) } }
    }

    mutating func add(_ kinds: [String]) {
        for kind in kinds where indices[kind] == nil {
            guard names.count < Int(UInt16.max) else {
                overflowed = true
                return
            }
            indices[kind] = UInt16(names.count)
            names.append(kind)
        }
    }

    mutating func add(_ section: CompositionalSectionLayout) {
        add(section.boundarySupplementaryItems.map(\.elementKind))
        add(section.decorationItems.map(\.elementKind))
        add(section.group)
    }

    mutating func add(_ item: CompositionalItem) {
        add(item.supplementaryItems.map(\.elementKind))
        switch item.group?.subitems {
        case .list(let items): for sub in items { add(sub) }
        case .count(let sub, _), .repeating(let sub, _): add(sub)
        case .custom, nil: break
        }
    }

    /// Two supplementaries of one kind where their index paths would collide: among a section's (or the
    /// layout's) boundary items, between a boundary item and an anchored one, within one item's or group's
    /// anchored items, and between an item-anchored and a group-anchored kind of one section (each at the
    /// `elementKind` of one of the two, never an enclosing group).
    /// The layout's own boundary items, which are arranged before every section; each section's layout is checked
    /// as the section is arranged (`validate(_:at:)`), so that of several 422s the first in arrangement order
    /// is answered.
    func validate(_ d: CompositionalLayoutDescription) throws(LayoutError) {
        if overflowed { throw .compositional(.tooManyKinds, at: .layout()) }
        try Self.distinct(
            d.boundarySupplementaryItems.map(\.elementKind), at: .layout(.boundarySupplementaryItems))
    }

    static func validate(_ section: CompositionalSectionLayout, at location: ErrorLocation) throws(LayoutError) {
        let boundary = section.boundarySupplementaryItems.map(\.elementKind)
        try distinct(boundary, at: location.appending(.field(.boundarySupplementaryItems)))
        var kinds = AnchoredKinds()
        try anchored(section.group, at: location.appending(.field(.group)), kinds: &kinds)
        for (k, kind) in boundary.enumerated() where kinds.onItems.contains(kind) || kinds.onGroups.contains(kind) {
            throw .compositional(
                .duplicateElementKind(kind),
                at: location.appending(.field(.boundarySupplementaryItems), .element(k), .field(.elementKind)))
        }
        if let clash = kinds.clash { throw .compositional(.duplicateElementKind(clash.kind), at: clash.location) }
    }

    /// The anchored kinds of a section's group tree, on items and on groups, and the first supplementary (in
    /// arrangement order) whose kind is already anchored on the other side: an item-anchored and a group-anchored
    /// element of one kind would share index paths.
    struct AnchoredKinds {
        var onItems = Set<String>()
        var onGroups = Set<String>()
        /// That supplementary's kind and the location of its `elementKind`.
        var clash: (kind: String, location: ErrorLocation)?
    }

    static func anchored(
        _ item: CompositionalItem, at location: ErrorLocation, kinds: inout AnchoredKinds, depth: Int = 1
    ) throws(LayoutError) {
        if item.group != nil && depth > CompositionalSolver.maxDepth {
            throw .compositional(.nestingTooDeep, at: location)
        }
        let own = item.supplementaryItems.map(\.elementKind)
        try distinct(own, at: location.appending(.field(.supplementaryItems)))
        let isGroup = item.group != nil
        for (k, kind) in own.enumerated() {
            if kinds.clash == nil && (isGroup ? kinds.onItems : kinds.onGroups).contains(kind) {
                kinds.clash = (kind, location.appending(.field(.supplementaryItems), .element(k), .field(.elementKind)))
            }
            if isGroup { kinds.onGroups.insert(kind) } else { kinds.onItems.insert(kind) }
        }
        switch item.group?.subitems {
        case .list(let items):
            for (k, sub) in items.enumerated() {
                try anchored(
                    sub, at: location.appending(.field(.subitems), .element(k)), kinds: &kinds, depth: depth + 1)
            }
        case .count(let sub, _):
            try anchored(sub, at: location.appending(.field(.subitem)), kinds: &kinds, depth: depth + 1)
        case .repeating(let sub, _):
            try anchored(sub, at: location.appending(.field(.repeatingSubitem)), kinds: &kinds, depth: depth + 1)
        case .custom, nil: break
        }
    }

    /// The second of two equal kinds in a list, at its `elementKind`.
    static func distinct(_ kinds: [String], at list: ErrorLocation) throws(LayoutError) {
        var seen = Set<String>()
        for (k, kind) in kinds.enumerated() where !seen.insert(kind).inserted {
            throw .compositional(.duplicateElementKind(kind), at: list.appending(.element(k), .field(.elementKind)))
        }
    }
}
