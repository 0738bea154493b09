/// The one rule that decides how many items fill a flow line, shared by explicit lines, uniform sections and the
/// last line's "as if filled" count, so every path gives the same count.
///
/// The rule is the contract's greedy sum: the first item costs its width, each further one
/// `minimumInteritemSpacing + width`, added left to right in floating point (`(used + spacing) + width`), and an
/// item joins the line while the sum stays within `available + tolerance`.
enum FlowFit {
    /// `1/1024`: far below a pixel, far above the rounding of widths computed as `(available - (k-1)·s) / k`.
    static let tolerance = 1.0 / 1024

    /// Up to this many further items the greedy sum is simply run; beyond, a closed form is used where an error
    /// bound proves it equals the run sum.
    static let simulationLimit = 4096
    /// The longest run of the sum when the bound cannot decide; only a line of more items than this (more than
    /// any explicit section may list) is decided by the closed form alone.
    static let longSimulationLimit = 1 << 24

    /// How many further items `width` wide fit on a line whose greedy sum is `used`, at most `maximum`: exactly
    /// the number of times `used = (used + spacing) + width` stays within `limit` (`available + tolerance`).
    /// - Complexity: O(min(answer, 4096)) in practice; O(2^24) at worst.
    static func further(used: Double, width: Double, spacing: Double, limit: Double, maximum: Int) -> Int {
        guard maximum > 0, used <= limit else { return 0 }
        let step = spacing + width
        if !(step > 0) { return maximum }  // zero-width items at zero spacing never grow the sum
        let estimate = ((limit - used) / step).rounded(.down)
        if !(estimate <= Double(simulationLimit)) {
            let m = estimate >= Double(maximum) ? Double(maximum) : estimate
            // The run sum after j items differs from used + j·step by at most 2 roundings a step, each at most half
            // an ulp of the largest value reached; four times that bound is the margin.
            let scale = used.magnitude + limit.magnitude + (m + 1) * step
            let margin = 4 * (m + 2) * scale.ulp
            let atM = used + m * step
            let atNext = used + (m + 1) * step
            if atM <= limit - margin && (m == Double(maximum) || atNext > limit + margin) {
                return Int(m)
            }
            if !(estimate <= Double(longSimulationLimit)) { return Int(m) }
        }
        var sum = used
        var k = 0
        while k < maximum {
            let next = (sum + spacing) + width
            if !(next <= limit) { break }
            if next == sum { return maximum }  // absorbed: the sum never grows again, so every further item fits
            sum = next
            k += 1
        }
        return k
    }
}
