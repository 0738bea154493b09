import LayoutEngine

/// The hot path of explicit items, where large requests spend their bytes.
extension RequestDecoder {
    /// Reads `{"width": w, "height": h}` (either order, any whitespace) whose numbers are plain non-negative
    /// decimals of at most 15 digits without an exponent and within `maxMagnitude`, with a local cursor.
    ///
    /// Anything else (escaped, other or repeated names, signs, exponents, longer numbers, any error) returns
    /// `nil` with `pos` untouched, and the general reader reads the item from the start. The texts accepted here
    /// are a subset of the general reader's with the same values (15 digits and 10^-15 are exact, so the one
    /// division is correctly rounded), so the two paths cannot disagree.
    @inline(__always)
    mutating func fastSize() -> Size? {
        let b = base
        let n = count
        var p = pos
        skipWhitespace(b, n, &p)
        guard depth < limits.maxDepth, p < n, b[p] == UInt8(ascii: "{") else { return nil }
        p &+= 1
        var width = -1.0
        var height = -1.0
        while true {
            skipWhitespace(b, n, &p)
            guard p &+ 8 < n, b[p] == UInt8(ascii: "\"") else { return nil }
            let isWidth: Bool
            if b[p &+ 1] == UInt8(ascii: "w") && b[p &+ 2] == UInt8(ascii: "i") && b[p &+ 3] == UInt8(ascii: "d")
                && b[p &+ 4] == UInt8(ascii: "t") && b[p &+ 5] == UInt8(ascii: "h") && b[p &+ 6] == UInt8(ascii: "\"")
            {
                guard width < 0 else { return nil }
                isWidth = true
                p &+= 7
            } else if b[p &+ 1] == UInt8(ascii: "h") && b[p &+ 2] == UInt8(ascii: "e") && b[p &+ 3] == UInt8(ascii: "i")
                && b[p &+ 4] == UInt8(ascii: "g") && b[p &+ 5] == UInt8(ascii: "h") && b[p &+ 6] == UInt8(ascii: "t")
                && b[p &+ 7] == UInt8(ascii: "\"")
            {
                guard height < 0 else { return nil }
                isWidth = false
                p &+= 8
            } else {
                return nil
            }
            skipWhitespace(b, n, &p)
            guard p < n, b[p] == UInt8(ascii: ":") else { return nil }
            p &+= 1
            skipWhitespace(b, n, &p)
            guard let value = plainDecimal(b, n, &p), value <= limits.maxMagnitude else { return nil }
            if isWidth { width = value } else { height = value }
            skipWhitespace(b, n, &p)
            guard p < n else { return nil }
            if b[p] == UInt8(ascii: "}") {
                guard width >= 0 && height >= 0 else { return nil }
                pos = p &+ 1
                return Size(width: width, height: height)
            }
            guard b[p] == UInt8(ascii: ",") else { return nil }
            p &+= 1
        }
    }
}

/// Advances `p` over JSON whitespace.
@inline(__always)
func skipWhitespace(_ b: UnsafePointer<UInt8>, _ n: Int, _ p: inout Int) {
    while p < n {
        let c = b[p]
        guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return }
        p &+= 1
    }
}

/// `0|[1-9][0-9]*` with an optional `.[0-9]+`, at most 15 digits in all, no exponent; `nil` (with `p` kept)
/// otherwise. The value is exact: m < 10^15 < 2^53 divided by an exact power of ten, rounded once.
@inline(__always)
func plainDecimal(_ b: UnsafePointer<UInt8>, _ n: Int, _ p: inout Int) -> Double? {
    var i = p
    var m: UInt64 = 0
    var digits = 0
    guard i < n else { return nil }
    if b[i] == UInt8(ascii: "0") {
        i &+= 1
        if i < n && isDigit(b[i]) { return nil }
    } else {
        while i < n && isDigit(b[i]) {
            m = m &* 10 &+ UInt64(b[i] &- 0x30)
            digits &+= 1
            i &+= 1
        }
        guard digits > 0 else { return nil }
    }
    var fraction = 0
    if i < n && b[i] == UInt8(ascii: ".") {
        i &+= 1
        while i < n && isDigit(b[i]) {
            m = m &* 10 &+ UInt64(b[i] &- 0x30)
            fraction &+= 1
            i &+= 1
        }
        guard fraction > 0 else { return nil }
    }
    guard digits &+ fraction <= 15 else { return nil }
    if i < n && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) { return nil }
    p = i
    return fraction == 0 ? Double(m) : Double(m) / powersOfTen[fraction]
}
