/// How a request names an item: by its `id`, or by its index path (the only way for a uniform section's items).
public enum ItemRef: Sendable, Hashable {
    case id(String)
    case indexPath(section: Int, item: Int)
}

/// What a request says of one section's items beyond their sizes: their ids and which sizes are
/// estimates. Each array is empty when no item of the section says it, so a request without ids or estimates
/// carries nothing.
public struct SectionAnnotations: Sendable, Hashable {
    /// Every item of the section is an estimate (`"estimated": true` on the section).
    public var estimated: Bool
    /// Each item's `id`, `nil` where an item has none.
    public var ids: [String?]
    /// Each item's `"estimated": true`.
    public var estimatedItems: [Bool]
    /// Items sent as `{"estimated": true}` with no size: compositional lays them out at their dimension's
    /// estimate.
    public var unmeasured: [Bool]

    public init(estimated: Bool = false, ids: [String?] = [], estimatedItems: [Bool] = [], unmeasured: [Bool] = []) {
        self.estimated = estimated
        self.ids = ids
        self.estimatedItems = estimatedItems
        self.unmeasured = unmeasured
    }

    /// Whether the section says nothing beyond sizes.
    public var isEmpty: Bool { !estimated && ids.isEmpty && estimatedItems.isEmpty && unmeasured.isEmpty }
}

/// The items' ids and estimates of every section (`sections` is empty, or one entry per section).
public struct ItemAnnotations: Sendable, Hashable {
    public var sections: [SectionAnnotations]
    /// Every id's index path (ids are unique within a request; the decoder refuses a repeat).
    public var index: [String: ItemPath]
    /// Whether answers mark the cells compositional lays out at an estimate it was not measured against. Set
    /// for a request that uses any field of data that changes (ids, estimates, an anchor, the bottom-to-top
    /// fields); a request without one gets the answer it got before the mark existed, byte for byte.
    public var marksLayoutEstimates: Bool

    public init(
        sections: [SectionAnnotations] = [], index: [String: ItemPath] = [:], marksLayoutEstimates: Bool = false
    ) {
        self.sections = sections
        self.index = index
        self.marksLayoutEstimates = marksLayoutEstimates
    }

    /// No section says anything beyond sizes.
    public static let none = ItemAnnotations()

    /// Item `item` of section `s`'s id.
    @inlinable
    public func id(section s: Int, item: Int) -> String? {
        guard s < sections.count, item < sections[s].ids.count else { return nil }
        return sections[s].ids[item]
    }

    /// Whether the request calls item `item` of section `s` an estimate (the section's flag or the item's).
    @inlinable
    public func isEstimated(section s: Int, item: Int) -> Bool {
        guard s < sections.count else { return false }
        let section = sections[s]
        return section.estimated || (item < section.estimatedItems.count && section.estimatedItems[item])
    }

    /// Whether item `item` of section `s` was sent without a size (compositional's unmeasured cells).
    func isUnmeasured(section s: Int, item: Int) -> Bool {
        guard s < sections.count, item < sections[s].unmeasured.count else { return false }
        return sections[s].unmeasured[item]
    }

    /// Whether any section calls any of its items an estimate.
    var hasEstimates: Bool { !sections.isEmpty && sections.contains { $0.estimated || !$0.estimatedItems.isEmpty } }

    /// The index path `ref` names, if it is an item the request has (`itemCount` tells a section's items).
    func path(_ itemCount: (Int) -> Int?, of ref: ItemRef) -> ItemPath? {
        switch ref {
        case .id(let id): return index[id]
        case .indexPath(let s, let i):
            guard let n = itemCount(s), i >= 0, i < n else { return nil }
            return ItemPath(section: s, item: i)
        }
    }
}

/// An item's place: `[section, item]`.
public struct ItemPath: Sendable, Hashable {
    public var section: Int
    public var item: Int
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }
}
