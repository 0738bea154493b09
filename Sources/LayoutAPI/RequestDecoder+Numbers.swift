/// Numbers: RFC 8259's grammar exactly, with Clinger's exact fast path and the standard library as fallback.
extension RequestDecoder {
    /// Reads a number whose first byte (`-` or a digit) is at `pos`. Out-of-range exponents give ±infinity or
    /// ±0, as a correctly rounded conversion does; callers decide what is finite enough. A grammar error names
    /// the current path plus `last` (the member being read, without pushing it on `path`).
    mutating func readNumber(at last: PathComponent? = nil) throws(APIError) -> Double {
        let start = pos
        var negative = false
        if base[pos] == UInt8(ascii: "-") {
            negative = true
            pos &+= 1
        }
        var mantissa: UInt64 = 0
        var digits = 0  // significant digits held in `mantissa`
        var exponent = 0  // decimal exponent applied to `mantissa`
        var truncated = false

        // Integer part: `0` or a non-zero digit followed by digits.
        var c = byte(pos)
        if c == UInt8(ascii: "0") {
            pos &+= 1
            if isDigit(byte(pos)) { throw syntaxError("leading zeros are not allowed in numbers", at: last) }
        } else if isDigit(c) {
            while isDigit(c) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(c &- 0x30)
                    digits &+= 1
                } else {
                    exponent &+= 1
                    if c != UInt8(ascii: "0") { truncated = true }
                }
                pos &+= 1
                c = byte(pos)
            }
        } else {
            throw syntaxError("expected a digit", at: last)
        }

        // Fraction.
        if byte(pos) == UInt8(ascii: ".") {
            pos &+= 1
            c = byte(pos)
            guard isDigit(c) else { throw syntaxError("expected a digit after the decimal point", at: last) }
            while isDigit(c) {
                if digits < 19 {
                    if mantissa != 0 || c != UInt8(ascii: "0") {
                        mantissa = mantissa &* 10 &+ UInt64(c &- 0x30)
                        digits &+= 1
                    }
                    exponent &-= 1
                } else if c != UInt8(ascii: "0") {
                    truncated = true
                }
                pos &+= 1
                c = byte(pos)
            }
        }

        // Exponent, saturated far beyond any finite double.
        c = byte(pos)
        if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            pos &+= 1
            var negativeExponent = false
            c = byte(pos)
            if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
                negativeExponent = c == UInt8(ascii: "-")
                pos &+= 1
                c = byte(pos)
            }
            guard isDigit(c) else { throw syntaxError("expected a digit in the exponent", at: last) }
            var e = 0
            while isDigit(c) {
                if e < 100_000 { e = e &* 10 &+ Int(c &- 0x30) }
                pos &+= 1
                c = byte(pos)
            }
            exponent &+= negativeExponent ? -e : e
        }

        // Clinger's fast path: an exact integer mantissa times an exact power of ten, one rounding.
        if !truncated && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            var value = Double(mantissa)
            if exponent < 0 {
                value /= powersOfTen[-exponent]
            } else if exponent > 0 {
                value *= powersOfTen[exponent]
            }
            return negative ? -value : value
        }
        if mantissa == 0 && !truncated { return negative ? -0.0 : 0.0 }
        // Fallback: the standard library's correctly rounded conversion of the validated text.
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: pos - start), as: UTF8.self)
        return Double(text) ?? .nan
    }
}

/// Whether `c` is an ASCII digit.
@inline(__always)
func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

/// 10^0 through 10^22, each exact in a double.
let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
    1e20, 1e21, 1e22,
]
