/// A section's items: either listed one by one, or `count` equal items never materialised.
public enum ItemList<Item: Sendable & Hashable>: Sendable, Hashable {
    /// Explicit per-item values, in item order.
    case explicit([Item])
    /// `count` items all equal to `item`; `nil` means the layout's default item.
    case uniform(count: Int, item: Item?)

    /// Number of items in the section.
    @inlinable
    public var count: Int {
        switch self {
        case .explicit(let items): items.count
        case .uniform(let count, _): count
        }
    }
}
