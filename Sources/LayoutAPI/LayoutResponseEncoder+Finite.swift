public import LayoutEngine

extension LayoutResponseEncoder {
    /// A result held NaN or an infinity, which JSON cannot carry and the contract never answers.
    public struct NonFiniteNumber: Error, Sendable {}

    /// The JSON body for `result`, refusing (instead of writing a placeholder 0) when any number in it is NaN
    /// or infinite: the pipeline's only way to encode.
    /// - Complexity: O(attributes).
    public static func encodeFinite(_ result: LayoutResult) throws(NonFiniteNumber) -> [UInt8] {
        guard let body = encode(result, refusingNonFinite: true) else { throw NonFiniteNumber() }
        return body
    }
}
