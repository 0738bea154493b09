/// A value held behind one shared reference: a section's answers that override the layout's, which most sections
/// do not give and many give alike. A section then holds one word for them (nil: none given), and every section
/// that gives the same holds the same box (`SharedValues`), so a request of 100,000 sections keeps its overrides
/// once rather than a hundred bytes of optionals a section.
public final class SharedValue<Value: Sendable & Hashable>: Sendable {
    public let value: Value

    public init(_ value: Value) { self.value = value }
}

/// Boxes values so that equal consecutive ones share one box (sections of one shape are written one after the
/// other), and the empty value none at all.
public struct SharedValues<Value: Sendable & Hashable> {
    private var last: SharedValue<Value>?
    private let empty: Value

    /// Values equal to `empty` are held as nil.
    public init(empty: Value) { self.empty = empty }

    /// The box of `value`: nil for the empty value, the last box when it holds an equal value.
    public mutating func share(_ value: Value) -> SharedValue<Value>? {
        if value == empty { return nil }
        if let last, last.value == value { return last }
        let box = SharedValue(value)
        last = box
        return box
    }
}
