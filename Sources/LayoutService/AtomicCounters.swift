import Synchronization

/// A fixed number of integer counters that every server thread adds to at once, without a lock: each addition is
/// one relaxed atomic add on its own counter, and a reader sees each counter's latest value (not one snapshot of
/// all of them).
///
/// The counters live in one allocation made at init (`Atomic` must not move, so it cannot sit in an `Array`);
/// this type is the only place that touches the pointer.
final class AtomicCounters: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Atomic<Int>>
    /// How many counters there are; valid indexes are `0..<count`.
    let count: Int

    /// `count` counters, all 0.
    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
        for i in 0..<count { (base + i).initialize(to: Atomic(0)) }
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds `value` to counter `index`.
    @inline(__always)
    func add(_ value: Int, at index: Int) {
        precondition(index >= 0 && index < count, "counter index out of range")
        base[index].add(value, ordering: .relaxed)
    }

    /// Counter `index`'s value now.
    func value(at index: Int) -> Int {
        precondition(index >= 0 && index < count, "counter index out of range")
        return base[index].load(ordering: .relaxed)
    }
}
