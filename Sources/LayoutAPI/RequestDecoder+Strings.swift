/// Strings: RFC 8259 escapes, surrogate pairs and strict UTF-8 (no overlongs, no encoded surrogates, <= U+10FFFF).
extension RequestDecoder {
    /// Reads a string whose opening quote is at `pos`, validating it; returns the bytes between the quotes.
    mutating func readStringBytes() throws(APIError) -> Key {
        pos &+= 1
        let start = pos
        var escaped = false
        while true {
            // Fast path: printable ASCII that is neither a quote nor a backslash, eight bytes at a time, then
            // one at a time up to the byte that stops it.
            while pos &+ 8 <= count {
                let stop = stringStops(UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self))
                guard stop == 0 else {
                    pos &+= stop.trailingZeroBitCount &>> 3
                    break
                }
                pos &+= 8
            }
            while pos < count {
                let c = base[pos]
                if c >= 0x20 && c < 0x80 && c != UInt8(ascii: "\"") && c != UInt8(ascii: "\\") {
                    pos &+= 1
                } else {
                    break
                }
            }
            guard pos < count else { throw syntaxError("unterminated string") }
            let c = base[pos]
            if c == UInt8(ascii: "\"") {
                pos &+= 1
                return Key(start: start, end: pos &- 1, escaped: escaped)
            } else if c == UInt8(ascii: "\\") {
                escaped = true
                try readEscape()
            } else if c < 0x20 {
                throw syntaxError("control character in a string (escape it)")
            } else {
                try readUTF8Sequence()
            }
        }
    }

    /// Validates one escape sequence starting at the backslash.
    mutating func readEscape() throws(APIError) {
        pos &+= 1
        switch byte(pos) {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            pos &+= 1
        case UInt8(ascii: "u"):
            let unit = try readHex4()
            if unit >= 0xDC00 && unit <= 0xDFFF { throw syntaxError("unpaired low surrogate in a \\u escape") }
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard byte(pos) == UInt8(ascii: "\\"), byte(pos &+ 1) == UInt8(ascii: "u") else {
                    throw syntaxError("unpaired high surrogate in a \\u escape")
                }
                pos &+= 1
                let low = try readHex4()
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw syntaxError("a high surrogate must be followed by a low surrogate")
                }
            }
        default:
            throw syntaxError("invalid escape sequence")
        }
    }

    /// Reads `uXXXX` with `pos` at the `u`; returns the code unit.
    mutating func readHex4() throws(APIError) -> UInt32 {
        pos &+= 1
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexValue(byte(pos)) else { throw syntaxError("expected four hex digits after \\u") }
            value = value << 4 | digit
            pos &+= 1
        }
        return value
    }

    /// One multi-byte UTF-8 sequence at `pos` (lead byte >= 0x80), by the table of RFC 3629 section 4.
    mutating func readUTF8Sequence() throws(APIError) {
        let b0 = base[pos]
        var length = 0
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: throw syntaxError("invalid UTF-8")
        }
        let b1 = byte(pos &+ 1)
        guard b1 >= low && b1 <= high else { throw syntaxError("invalid UTF-8") }
        for k in 2..<length {
            let b = byte(pos &+ k)
            guard b >= 0x80 && b <= 0xBF else { throw syntaxError("invalid UTF-8") }
        }
        pos &+= length
    }

    /// The unescaped bytes of a validated string's raw contents.
    func unescape(start: Int, end: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        while i < end {
            let c = base[i]
            guard c == UInt8(ascii: "\\") else {
                out.append(c)
                i += 1
                continue
            }
            let e = base[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(at: i)
                i += 4
                if scalar >= 0xD800 && scalar <= 0xDBFF {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hex4(at: i + 2) - 0xDC00)
                    i += 6
                }
                out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8))
            default: out.append(e)
            }
        }
        return out
    }

    private func hex4(at i: Int) -> UInt32 {
        var value: UInt32 = 0
        for k in 0..<4 { value = value << 4 | (hexValue(base[i + k]) ?? 0) }
        return value
    }
}

/// The value of one hex digit.
@inline(__always)
func hexValue(_ c: UInt8) -> UInt32? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c &- UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c &- UInt8(ascii: "a") &+ 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c &- UInt8(ascii: "A") &+ 10)
    default: nil
    }
}

/// The high bit of every byte of `w` (eight bytes of a string, the first in the low bits) that ends a string's fast
/// path: a quote, a backslash, a control character or a byte >= 0x80. Only the lowest set bit is exact (a borrow
/// from a byte that is set may set the bytes after it), which is all the caller uses.
@inline(__always)
func stringStops(_ w: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quote = w ^ (ones &* 0x22)
    let backslash = w ^ (ones &* 0x5C)
    let below = (w &- ones &* 0x20)  // a byte < 0x20 borrows into its high bit
    let zeroQuote = (quote &- ones) & ~quote
    let zeroBackslash = (backslash &- ones) & ~backslash
    return (w | (below & ~w) | zeroQuote | zeroBackslash) & highs
}
