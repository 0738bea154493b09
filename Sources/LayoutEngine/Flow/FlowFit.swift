/// The one rule that decides how many items fill a flow line, shared by explicit lines, uniform sections and the
/// last line's "as if filled" count, so every path gives the same count.
///
/// The rule is the contract's greedy sum: the first item costs its width, each further one
/// `minimumInteritemSpacing + width`, added left to right in floating point (`(used + spacing) + width`), and an
/// item joins the line while the sum stays within `available + tolerance`.
enum FlowFit {
    /// `1/1024`: far below a pixel, far above the rounding of widths computed as `(available - (k-1)·s) / k`.
    static let tolerance = 1.0 / 1024

    /// Up to about this many further items the greedy sum is simply run; beyond, its terms come from
    /// `RepeatedSum`, which gives the same sums in a few steps a binade whatever their number.
    static let runLimit = 64

    /// How many further items `width` wide fit on a line whose greedy sum is `used`, at most `maximum`: exactly
    /// the number of times `used = (used + spacing) + width` stays within `limit` (`available + tolerance`);
    /// `maximum` when the sum stops growing while it fits (every further item then fits too).
    /// - Complexity: O(1) for a sum whose terms are exact, else a few steps a binade the sum crosses.
    static func further(used: Double, width: Double, spacing: Double, limit: Double, maximum: Int) -> Int {
        guard maximum > 0, used <= limit else { return 0 }
        let step = spacing + width
        if !(step > 0) { return maximum }  // zero-width items at zero spacing never grow the sum
        let estimate = ((limit - used) / step).rounded(.down)
        if estimate <= Double(runLimit) {
            return run(used: used, width: width, spacing: spacing, limit: limit, maximum: maximum)
        }
        // Terms 1 ... of the same sum; the count is one less than the first that passes the limit (a term that
        // is not a number passes it too, as the run's `!(next <= limit)` stops there). A sum that stops growing
        // keeps every further term within the limit: the whole maximum fits.
        let terms = Swift.min(maximum, Int.max - 1) + 1
        let sums = RepeatedSum(start: used, a: spacing, b: width, count: terms)
        return sums.firstTerm { !($0 <= limit) } - 1
    }

    /// The greedy sum run item by item (at most `runLimit` and a few: the estimate's rounding).
    static func run(used: Double, width: Double, spacing: Double, limit: Double, maximum: Int) -> Int {
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
