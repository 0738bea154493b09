// Each family's answers to what self-sizing and the data source checks need: how many items a section has, an
// item's id, and an item measured (its size replaced, no longer estimated). Only explicit items can be measured: an
// item of a uniform section has no size of its own to replace.

extension Layoutd.SectionItems {
    /// How many items.
    var count: Int {
        switch self {
        case .items(let items): items.count
        case .uniform(let count, _): count
        }
    }

    /// Item `item`'s id, when it is explicit and has one.
    func id(of item: Int) -> String? {
        guard case .items(let items) = self, items.indices.contains(item) else { return nil }
        return items[item].id
    }

    /// Whether item `item` is explicit and marked estimated.
    func isEstimated(_ item: Int) -> Bool {
        guard case .items(let items) = self, items.indices.contains(item) else { return false }
        return items[item].estimated == true
    }

    /// Item `item` given `size`, measured; false for a uniform section or an item out of range.
    mutating func measure(_ item: Int, size: Layoutd.Size) -> Bool {
        guard case .items(var items) = self, items.indices.contains(item) else { return false }
        items[item].size = size
        items[item].estimated = nil
        self = .items(items)
        return true
    }
}

// Flow and IGList share their section type, and with it these answers.
extension Layoutd.LayoutFamily where Section == Layoutd.GridSection {
    /// The section's id.
    public static func sectionID(of section: Layoutd.GridSection) -> String? { section.id }

    /// No: neither family reads them.
    public static var readsLayoutGuides: Bool { false }

    /// Whether an explicit item, or the whole section, is estimated.
    public static func isEstimated(_ section: Layoutd.GridSection, item: Int) -> Bool {
        section.estimated == true || section.items.isEstimated(item)
    }

    /// The section's items.
    public static func itemCount(of section: Layoutd.GridSection) -> Int { section.items.count }
    /// An explicit item's id.
    public static func itemID(of section: Layoutd.GridSection, item: Int) -> String? { section.items.id(of: item) }
    /// An explicit item measured (`size`, not estimated).
    public static func measure(_ section: inout Layoutd.GridSection, item: Int, size: Layoutd.Size) -> Bool {
        section.items.measure(item, size: size)
    }
}

extension Layoutd.CompositionalLayout {
    /// The section's id.
    public static func sectionID(of section: Layoutd.CompositionalSection) -> String? { section.id }

    /// Yes: compositional's `contentInsetsReference` reads them.
    public static var readsLayoutGuides: Bool { true }

    /// Whether an explicit item, or the whole section, is estimated.
    public static func isEstimated(_ section: Layoutd.CompositionalSection, item: Int) -> Bool {
        section.estimated == true || section.items.isEstimated(item)
    }

    /// The section's items.
    public static func itemCount(of section: Layoutd.CompositionalSection) -> Int { section.items.count }
    /// An explicit item's id.
    public static func itemID(of section: Layoutd.CompositionalSection, item: Int) -> String? {
        section.items.id(of: item)
    }
    /// An explicit item measured (`size`, not estimated).
    public static func measure(
        _ section: inout Layoutd.CompositionalSection, item: Int, size: Layoutd.Size
    ) -> Bool {
        section.items.measure(item, size: size)
    }
}

extension Layoutd.WaterfallLayout {
    /// The section's id.
    public static func sectionID(of section: Layoutd.WaterfallSection) -> String? { section.id }

    /// No: the family does not read them.
    public static var readsLayoutGuides: Bool { false }

    /// Whether an explicit item, or the whole section, is estimated.
    public static func isEstimated(_ section: Layoutd.WaterfallSection, item: Int) -> Bool {
        if section.estimated == true { return true }
        guard case .items(let items) = section.items, items.indices.contains(item) else { return false }
        return items[item].estimated == true
    }

    /// The section's items.
    public static func itemCount(of section: Layoutd.WaterfallSection) -> Int {
        switch section.items {
        case .items(let items): items.count
        case .uniform(let count, _): count
        }
    }

    /// An explicit item's id.
    public static func itemID(of section: Layoutd.WaterfallSection, item: Int) -> String? {
        guard case .items(let items) = section.items, items.indices.contains(item) else { return nil }
        return items[item].id
    }

    /// An explicit item measured: its aspect size becomes the measured size (the column width keeps the measured
    /// height), not estimated.
    public static func measure(_ section: inout Layoutd.WaterfallSection, item: Int, size: Layoutd.Size) -> Bool {
        guard case .items(var items) = section.items, items.indices.contains(item), size.width > 0 else {
            return false
        }
        items[item].width = size.width
        items[item].height = size.height
        items[item].estimated = nil
        section.items = .items(items)
        return true
    }
}

extension Layoutd.MagazineLayout {
    /// The section's id.
    public static func sectionID(of section: Layoutd.MagazineSection) -> String? { section.id }

    /// No: the family does not read them.
    public static var readsLayoutGuides: Bool { false }

    /// Whether an explicit item, or the whole section, is estimated.
    public static func isEstimated(_ section: Layoutd.MagazineSection, item: Int) -> Bool {
        if section.estimated == true { return true }
        guard case .items(let items) = section.items, items.indices.contains(item) else { return false }
        return items[item].estimated == true
    }

    /// The section's items.
    public static func itemCount(of section: Layoutd.MagazineSection) -> Int {
        switch section.items {
        case .items(let items): items.count
        case .uniform(let count, _): count
        }
    }

    /// An explicit item's id.
    public static func itemID(of section: Layoutd.MagazineSection, item: Int) -> String? {
        guard case .items(let items) = section.items, items.indices.contains(item) else { return nil }
        return items[item].id
    }

    /// An explicit item measured: its height becomes the measured height (its width mode keeps the width), not
    /// estimated.
    public static func measure(_ section: inout Layoutd.MagazineSection, item: Int, size: Layoutd.Size) -> Bool {
        guard case .items(var items) = section.items, items.indices.contains(item) else { return false }
        items[item].height = size.height
        items[item].estimated = nil
        section.items = .items(items)
        return true
    }
}
