import LayoutEngine

extension LayoutResponseEncoder {
    /// A result held NaN or an infinity, which JSON cannot carry and the contract never answers.
    public struct NonFiniteNumber: Error, Sendable {}

    /// The JSON body for `result`, refusing (instead of writing a placeholder 0) when any number in it is NaN
    /// or infinite: the pipeline's only way to encode.
    /// - Complexity: O(attributes).
    public static func encodeFinite(_ result: LayoutResult) throws(NonFiniteNumber) -> [UInt8] {
        func finite(_ list: [LayoutAttributes]) -> Bool {
            list.allSatisfy { ($0.frame.x + $0.frame.y + $0.frame.width + $0.frame.height).isFinite }
        }
        guard (result.contentSize.width + result.contentSize.height).isFinite, finite(result.attributes),
            (result.timeline ?? []).allSatisfy({
                finite($0.attributes) && ($0.contentOffset.x + $0.contentOffset.y).isFinite
            })
        else { throw NonFiniteNumber() }
        return encode(result)
    }
}
