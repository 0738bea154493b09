/// The explicit equivalent of a description: every uniform section (`itemCount`) written out item by item. The
/// contract requires both to lay out alike (every attribute within a micro-point), so tests and the fuzz oracle
/// compare them.
extension LayoutDescription {
    /// The same collection with every uniform section listed item by item, or nil when that would list more than
    /// `maxItems` items in all.
    /// - Complexity: O(listed items).
    public func listingUniformSections(maxItems: Int) -> LayoutDescription? {
        var total = 0
        func fits(_ n: Int) -> Bool {
            total = total > maxItems || n > maxItems ? maxItems + 1 : total + n
            return total <= maxItems
        }
        var copy = self
        switch family {
        case .flow(var d):
            for s in d.sections.indices {
                guard fits(d.sections[s].items.count) else { return nil }
                if case .uniform(let n, let item) = d.sections[s].items {
                    d.sections[s].items = .explicit(
                        Array(repeating: item ?? d.sections[s].itemSize ?? d.itemSize, count: n))
                }
            }
            copy.family = .flow(d)
        case .waterfall(var d):
            for s in d.sections.indices {
                guard fits(d.sections[s].items.count) else { return nil }
                if case .uniform(let n, let item) = d.sections[s].items {
                    d.sections[s].items = .explicit(
                        Array(repeating: item ?? d.sections[s].itemSize ?? d.itemSize, count: n))
                }
            }
            copy.family = .waterfall(d)
        case .iglist(var d):
            for s in d.sections.indices {
                guard fits(d.sections[s].items.count) else { return nil }
                if case .uniform(let n, let item) = d.sections[s].items {
                    d.sections[s].items = .explicit(
                        Array(repeating: item ?? d.sections[s].itemSize ?? d.itemSize, count: n))
                }
            }
            copy.family = .iglist(d)
        case .magazine(var d):
            for s in d.sections.indices {
                guard fits(d.sections[s].items.count) else { return nil }
                if case .uniform(let n, let item) = d.sections[s].items {
                    let listed = item ?? MagazineItem(widthMode: .fullWidth(respectsHorizontalInsets: true), height: 0)
                    d.sections[s].items = .explicit(Array(repeating: listed, count: n))
                }
            }
            copy.family = .magazine(d)
        case .compositional:
            return nil
        }
        return copy
    }

    /// Whether any section is uniform.
    public var hasUniformSections: Bool {
        (0..<sectionCount).contains { family.isUniform(section: $0) }
    }
}
