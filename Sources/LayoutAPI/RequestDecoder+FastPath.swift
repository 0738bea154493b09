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
        if let size = compactSize() { return size }
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
            // `"width":` is exactly eight bytes and `"height"` eight before its colon: one load each.
            guard p &+ 8 < n else { return nil }
            let name = UnsafeRawPointer(b + p).loadUnaligned(as: UInt64.self)
            let isWidth: Bool
            if name == widthKey {
                guard width < 0 else { return nil }
                isWidth = true
                p &+= 7
            } else if name == heightKey {
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
            guard let value = readPlainNumber(b, n, &p) else { return nil }
            if isWidth { width = value } else { height = value }
            skipWhitespace(b, n, &p)
            guard p < n else { return nil }
            if b[p] == UInt8(ascii: "}") {
                // Both present and within the limit (checked once, off each division's path).
                guard width >= 0 && height >= 0 && width <= limits.maxMagnitude && height <= limits.maxMagnitude
                else { return nil }
                pos = p &+ 1
                return Size(width: width, height: height)
            }
            guard b[p] == UInt8(ascii: ",") else { return nil }
            p &+= 1
        }
    }
}

extension RequestDecoder {
    /// Reads the item spellings that encoders write (`compactItem`), taken only when at least 64 bytes are left;
    /// anything else returns `nil` with `pos` untouched, and `fastSize`'s general loop reads it.
    @inline(__always)
    mutating func compactSize() -> Size? {
        guard count &- pos >= 64, depth < limits.maxDepth else { return nil }
        return compactItem(base, &pos, limits.maxMagnitude)
    }
}

extension RequestDecoder {
    /// Reads `{"x": x, "y": y}` (either order, any whitespace) whose numbers are plain decimals of at most 15
    /// digits, each with an optional minus sign, without an exponent and within `maxMagnitude`: a timeline's
    /// offsets. Anything else returns `nil` with `pos` untouched and the general reader reads the point; the
    /// texts accepted are a subset of the general reader's with the same values (a negated exact quotient is the
    /// quotient of the negated text).
    @inline(__always)
    mutating func fastPoint() -> Point? {
        let b = base
        let n = count
        var p = pos
        skipWhitespace(b, n, &p)
        guard depth < limits.maxDepth, p < n, b[p] == UInt8(ascii: "{") else { return nil }
        p &+= 1
        var x: Double?
        var y: Double?
        while true {
            skipWhitespace(b, n, &p)
            // `"x"` or `"y"`: three bytes.
            guard p &+ 3 < n, b[p] == UInt8(ascii: "\""), b[p &+ 2] == UInt8(ascii: "\"") else { return nil }
            let isX: Bool
            switch b[p &+ 1] {
            case UInt8(ascii: "x") where x == nil: isX = true
            case UInt8(ascii: "y") where y == nil: isX = false
            default: return nil
            }
            p &+= 3
            skipWhitespace(b, n, &p)
            guard p < n, b[p] == UInt8(ascii: ":") else { return nil }
            p &+= 1
            skipWhitespace(b, n, &p)
            let negative = p < n && b[p] == UInt8(ascii: "-")
            if negative { p &+= 1 }
            guard let magnitude = readPlainNumber(b, n, &p), magnitude <= limits.maxMagnitude else { return nil }
            let value = negative ? -magnitude : magnitude
            if isX { x = value } else { y = value }
            skipWhitespace(b, n, &p)
            guard p < n else { return nil }
            if b[p] == UInt8(ascii: "}") {
                guard let x, let y else { return nil }
                pos = p &+ 1
                return Point(x: x, y: y)
            }
            guard b[p] == UInt8(ascii: ",") else { return nil }
            p &+= 1
        }
    }
}

/// `"width":` (22 77 69 64 74 68 22 3A) and `"height"` (22 68 65 69 67 68 74 22) as the little-endian words an
/// unaligned 8-byte load gives on the platforms this builds for (x86-64, arm64). Literals, so no lazy global.
let widthKey: UInt64 = 0x3A22_6874_6469_7722
let heightKey: UInt64 = 0x2274_6867_6965_6822

/// Advances `p` over JSON whitespace.
@inline(__always)
func skipWhitespace(_ b: UnsafePointer<UInt8>, _ n: Int, _ p: inout Int) {
    while p < n {
        let c = b[p]
        guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return }
        p &+= 1
    }
}

/// A plain non-negative decimal of at most 15 digit characters at `p` (`shortDecimal`, the one reader of the fast
/// paths), when at least 17 bytes are left from `p` and what follows cannot continue a number (not a digit, `.`,
/// `e` or `E`); `nil`, with `p` kept, otherwise, and the general reader (`readNumber`) reads it, errors included.
/// The value is the same: both are correctly rounded.
@inline(__always)
func readPlainNumber(_ b: UnsafePointer<UInt8>, _ n: Int, _ p: inout Int) -> Double? {
    guard n &- p >= 17 else { return nil }
    var q = p
    guard let value = shortDecimal(b, &q) else { return nil }
    let c = b[q]
    guard !isDigit(c) && c != UInt8(ascii: ".") && c | 0x20 != UInt8(ascii: "e") else { return nil }
    p = q
    return value
}

extension RequestDecoder {
    /// `readPlainNumber` at `pos`.
    @inline(__always)
    mutating func plainNumber() -> Double? { readPlainNumber(base, count, &pos) }
}

extension RequestDecoder {
    /// Reads `{"name": value, ...}` (any whitespace) whose names are among `F`'s first four, each at most once
    /// and all of `F.required`, written without escapes, and whose values are plain numbers as `plainNumber`
    /// reads them within `maxMagnitude`: an insets or a size. Returns the values by the names' raw values;
    /// anything else returns `nil` with `pos` untouched, and the general reader reads the object, errors and
    /// pointers included. What it accepts the general reader accepts with the same values and no error (numbers
    /// `>= 0` within `maxMagnitude`), so the two cannot disagree.
    mutating func fastNumbers<F: WireNames>(_: F.Type) -> SIMD4<Double>? {
        let b = base
        let n = count
        var p = pos
        skipWhitespace(b, n, &p)
        guard depth < limits.maxDepth, p < n, b[p] == UInt8(ascii: "{") else { return nil }
        p &+= 1
        var seen = NameSet<F>()
        var values = SIMD4<Double>()
        skipWhitespace(b, n, &p)
        guard p < n, b[p] != UInt8(ascii: "}") else { return nil }
        while true {
            skipWhitespace(b, n, &p)
            guard p < n, b[p] == UInt8(ascii: "\"") else { return nil }
            let start = p &+ 1
            var end = start
            // A name of up to 7 bytes and its closing quote in one word (`stringStops`), longer ones a word at a
            // time; the byte loop below then stops at once on the byte found.
            while end &+ 8 <= n {
                let stop = stringStops(UnsafeRawPointer(b + end).loadUnaligned(as: UInt64.self))
                guard stop == 0 else {
                    end &+= stop.trailingZeroBitCount &>> 3
                    break
                }
                end &+= 8
            }
            while end < n {
                let c = b[end]
                guard c >= 0x20 && c < 0x80 && c != UInt8(ascii: "\"") && c != UInt8(ascii: "\\") else { break }
                end &+= 1
            }
            guard end < n, b[end] == UInt8(ascii: "\""),
                let i = F.table.index(of: UnsafeRawPointer(b + start), count: end &- start), i < 4,
                let f = F(rawValue: i), !seen.contains(f)
            else { return nil }
            seen.insert(f)
            p = end &+ 1
            skipWhitespace(b, n, &p)
            guard p < n, b[p] == UInt8(ascii: ":") else { return nil }
            p &+= 1
            skipWhitespace(b, n, &p)
            guard let value = readPlainNumber(b, n, &p), value <= limits.maxMagnitude else { return nil }
            values[i] = value
            skipWhitespace(b, n, &p)
            guard p < n else { return nil }
            if b[p] == UInt8(ascii: "}") {
                guard seen.isSuperset(of: F.required) else { return nil }
                pos = p &+ 1
                return values
            }
            guard b[p] == UInt8(ascii: ",") else { return nil }
            p &+= 1
        }
    }
}
