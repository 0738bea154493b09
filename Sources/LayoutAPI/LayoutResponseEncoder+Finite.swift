public import LayoutEngine

extension LayoutResponseEncoder {
    /// The JSON body for `result`, refusing (instead of writing a placeholder 0) when any number in it is NaN
    /// or infinite, and when the body would be larger than `maxBytes` (found before it is built:
    /// `reservation(for:maxBytes:)`): the pipeline's only way to encode.
    /// - Complexity: O(attributes).
    public static func encodeFinite(
        _ result: LayoutResult, maxBytes: Int = APILimits.defaultMaxAnswerBytes
    ) throws(Refusal) -> [UInt8] {
        try encode(result, maxBytes: maxBytes, refusingNonFinite: true)
    }
}

/// Byte counts that saturate at `Int.max` instead of wrapping, so that no product a request controls can wrap a
/// reservation's size into a small one.
enum Bound {
    /// `a · b`, or `Int.max` past it.
    @inline(__always)
    static func product(_ a: Int, _ b: Int) -> Int {
        let (p, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : p
    }

    /// `a + b + c + d + e`, or `Int.max` past it (each term at least 0).
    @inline(__always)
    static func sum(_ a: Int, _ b: Int, _ c: Int = 0, _ d: Int = 0, _ e: Int = 0) -> Int {
        add(add(add(add(a, b), c), d), e)
    }

    @inline(__always)
    private static func add(_ a: Int, _ b: Int) -> Int {
        let (t, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : t
    }
}
