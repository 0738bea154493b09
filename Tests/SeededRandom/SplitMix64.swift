/// SplitMix64 (Steele, Lea and Flood's generator, as in `java.util.SplittableRandom`): the seeded generator of every
/// property suite and sweep, so a failing case replays from its seed. Each suite derives its seed in its own way.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state: the next value is a function of it alone.
    public var state: UInt64

    /// A generator starting at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    /// True or false, each half the time.
    public mutating func bool() -> Bool { next() & 1 == 1 }
    /// A number in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    /// True once in `n` times.
    public mutating func chance(_ n: Int) -> Bool { int(1...n) == 1 }
}
