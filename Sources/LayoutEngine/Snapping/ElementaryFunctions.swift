// The engine's one use of the C library: `log` and `exp`, which the standard library does not have. The contract
// names the C library's `log` as the source of a numeric deceleration rate's coefficient, so it is called, not
// approximated; the fling curve's numbers use both (outside the bit-for-bit promise).
#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The natural logarithm and exponential as the platform's C library computes them.
enum ElementaryFunctions {
    /// `log(x)`.
    @inline(__always)
    static func log(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.log(x)
        #elseif canImport(Musl)
            Musl.log(x)
        #else
            Darwin.log(x)
        #endif
    }

    /// `exp(x)`.
    @inline(__always)
    static func exp(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.exp(x)
        #elseif canImport(Musl)
            Musl.exp(x)
        #else
            Darwin.exp(x)
        #endif
    }
}
