/// The shortest decimal that reads back as a given double, computed exactly in 128-bit integers for the values a
/// layout answer is made of: non-integral magnitudes from 1e-4 up to 2^52.
///
/// A double a = f·2^e (f the 53-bit significand) is read back from any decimal strictly inside the rounding
/// interval (a - ulp/2, a + ulp/2) (the lower half-gap is ulp/4 when f = 2^52). Scaled by 10^k, with k chosen
/// so that a·10^k has 17 or 18 integer digits (17 significant digits always suffice for a double), the interval's
/// ends are (4f ± 2)·5^k / 2^t for a shift t ≥ 2: products of at most 104 bits, so both ends and a itself are
/// known exactly as an integer part and a binary fraction. The shortest decimal is then the multiple of the
/// largest power 10^j that lies in the interval (every such multiple has the same number of significant
/// digits: an interval that no multiple of 10^(j+1) falls in spans no power of ten), and among those the one
/// nearest a. That is the rule of the standard library's `description` (shortest, then closest), whose text
/// this reproduces byte for byte in this range; an exact tie between two nearest candidates, which no double in
/// the range produces, is left to the standard library.
enum ShortestDecimal {
    /// The decimal `digits`·10^-`fractionDigits` for `a`, or nil when `a` is outside the range this handles
    /// (integral, below 1e-4, at least 2^52, or an exact tie).
    /// - Complexity: O(1): three 64×64-bit products and at most 18 steps of dividing two integers by 10.
    @inline(__always)
    static func digits(of a: Double) -> (digits: UInt64, fractionDigits: Int)? {
        guard a >= 1e-4 && a < 4_503_599_627_370_496 else { return nil }
        let bits = a.bitPattern
        let binaryExponent = Int(truncatingIfNeeded: bits >> 52) &- 1075  // a = f·2^binaryExponent
        let f = (bits & 0xF_FFFF_FFFF_FFFF) | 0x10_0000_0000_0000
        // floor(log10(2^(exponent + 52))) from below by at most one: log10(2) ≈ 78913 / 2^18.
        let floorLog10 = ((binaryExponent &+ 52) &* 78913) >> 18
        let k = 16 &- floorLog10  // a·10^k has 17 or 18 integer digits; 1 ≤ k ≤ 21 here
        let shift = 2 &- (binaryExponent &+ k)  // 2 through 47 over the whole range
        guard k >= 1 && k <= 21 && shift >= 2 && shift <= 64 else { return nil }
        // The same quantities in 64.64 fixed point (units of 2^-64: the binary point at bit 64, so the integer
        // part is the high word and the fraction the low one, with no shift by `shift` after this): a·10^k is
        // 4f·5^k·2^(64 - shift), the half gap (the interval's half width) 2·5^k·2^(64 - shift).
        let five = UInt128(powersOfFive[k])
        let scaled = (UInt128(f) &* five) &<< (66 &- shift)
        let halfGap = five &<< (65 &- shift)
        let upper = scaled &+ halfGap
        let lower = f == 0x10_0000_0000_0000 ? scaled &- (halfGap &>> 1) : scaled &- halfGap
        let inclusive = f & 1 == 0  // reading rounds a tie to the even significand
        let value = UInt64(truncatingIfNeeded: scaled &>> 64)
        let valueFraction = UInt64(truncatingIfNeeded: scaled)
        // hi: the largest integer inside the interval; below: the largest integer under it.
        var hi = UInt64(truncatingIfNeeded: upper &>> 64)
        if !inclusive && UInt64(truncatingIfNeeded: upper) == 0 { hi &-= 1 }
        var below = UInt64(truncatingIfNeeded: lower &>> 64)
        if inclusive && UInt64(truncatingIfNeeded: lower) == 0 { below &-= 1 }
        guard hi > below else { return nil }
        // Drop digits while the interval still holds a multiple of the next power of ten, dividing a's scaled
        // value along (by constants: multiplications) and keeping what rounding needs of the dropped part: its
        // leading digit and whether anything after it, binary fraction included, is non-zero.
        var j = 0
        var kept = value
        var dropped: UInt64 = 0
        var restIsZero = valueFraction == 0
        while hi / 10 > below / 10 {
            hi /= 10
            below /= 10
            let q = kept / 10
            restIsZero = restIsZero && dropped == 0
            dropped = kept &- q &* 10
            kept = q
            j &+= 1
        }
        guard j < k else { return nil }
        // The candidate nearest a: a·10^(k-j) rounded to the nearest integer.
        var nearest: UInt64
        if j == 0 {
            let half: UInt64 = 1 << 63
            if valueFraction == half { return nil }
            nearest = valueFraction > half ? value &+ 1 : value
        } else {
            if dropped == 5 && restIsZero { return nil }
            nearest = dropped >= 5 ? kept &+ 1 : kept
        }
        // Candidates are below+1 ... hi: the nearest of them.
        if nearest <= below { nearest = below &+ 1 }
        if nearest > hi { nearest = hi }
        return (nearest, k &- j)
    }

    /// 5^0 through 5^27, every one below 2^64 (a literal, so statically initialised: no lazy-global check on
    /// the hot path).
    static let powersOfFive: [UInt64] = [
        1, 5, 25, 125, 625, 3125, 15_625, 78_125, 390_625, 1_953_125, 9_765_625, 48_828_125, 244_140_625,
        1_220_703_125, 6_103_515_625, 30_517_578_125, 152_587_890_625, 762_939_453_125, 3_814_697_265_625,
        19_073_486_328_125, 95_367_431_640_625, 476_837_158_203_125, 2_384_185_791_015_625, 11_920_928_955_078_125,
        59_604_644_775_390_625, 298_023_223_876_953_125, 1_490_116_119_384_765_625, 7_450_580_596_923_828_125,
    ]

    /// 10^0 through 10^19 (a literal: statically initialised).
    static let powersOfTen: [UInt64] = [
        1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
        100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
        10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]
}
