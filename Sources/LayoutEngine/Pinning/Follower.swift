/// The one formula of a pinned element's motion (docs/scroll-ranges.md): at scroll offset `o`
/// its origin along the scroll axis is `min(max(o + c, lo), hi)`, computed in doubles in exactly that order.
/// An absent bound is an infinity (`lo` -∞, `hi` +∞), which `max` and `min` pass through unchanged, so the
/// formula needs no case for it.
///
/// A single offset, each timeline entry and a scroll range all place a pinned element with `origin(at:)`, from
/// the same `c`, `lo` and `hi`, so a client that applies a range answer's `follows` gets the service's bits.
/// Followers are in computing space (vertical, unmirrored, after `shortContentAlignment` moved the resting layout);
/// `ComputingSpace.physical(_:width:)` gives the contract's physical form.
public struct Follower: Sendable, Hashable {
    /// Added to the offset.
    public var c: Double
    /// The lowest origin (`-infinity` when unbounded).
    public var lo: Double
    /// The highest origin (`+infinity` when unbounded: a header with `until: never`, IGListKit's last header).
    public var hi: Double

    public init(c: Double, lo: Double, hi: Double) {
        self.c = c
        self.lo = lo
        self.hi = hi
    }

    /// The origin at scroll offset `o`.
    @inline(__always)
    public func origin(at o: Double) -> Double { Swift.min(Swift.max(o + c, lo), hi) }

    /// Whether `hi` is a bound (false: the element follows the offset without end).
    public var isBounded: Bool { hi < .infinity }
}
