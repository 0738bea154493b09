/// A section's items: either listed one by one, or `count` equal items never materialised.
public enum ItemList<Item: Sendable & Hashable>: Sendable, Hashable {
    /// Explicit per-item values, in item order.
    case explicit([Item])
    /// `count` items all equal to `item`; `nil` means the layout's default item.
    case uniform(count: Int, item: Item?)

    /// The count and item of a uniform list, nil for explicit items: read where the list is, without copying it
    /// (a `switch` over a list held in a description copies the whole list first).
    @inlinable
    public var uniformParts: (count: Int, item: Item?)? {
        if case .uniform(let count, let item) = self { return (count, item) }
        return nil
    }

    /// The items of an explicit list, none for a uniform one.
    @inlinable
    public var explicitItems: [Item] {
        if case .explicit(let items) = self { return items }
        return []
    }

    /// Number of items in the section.
    @inlinable
    public var count: Int {
        switch self {
        case .explicit(let items): items.count
        case .uniform(let count, _): count
        }
    }
}
