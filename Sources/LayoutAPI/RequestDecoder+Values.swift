import LayoutEngine

/// What a number field accepts (every number must also be finite and within `maxMagnitude`).
enum NumberRule {
    /// Any finite number (offsets, coordinates).
    case any
    /// Sizes, insets, spacings: `>= 0`.
    case nonNegative
    /// The screen scale: 1...4.
    case scale
    /// A position in the content (`contentOffset`, a query rect's origin): any finite number within
    /// `coordinateLimit` (contract v2: every point of a layout the service answers is reachable).
    case coordinate
    /// A query rect's extent: `>= 0` and within twice `coordinateLimit`.
    case extent
}

extension NumberRule {
    /// The contract's coordinate range: positions up to ±1e15 (a billion-item section's bottom stays reachable).
    static let coordinateLimit = 1e15
}

/// Typed readers. Each reports a violation at its place and returns a harmless stand-in, so decoding goes on to
/// collect further errors; any reported error fails the request at the end.
extension RequestDecoder {
    /// Whether the key just read (or string value) spells `name`.
    @inline(__always)
    func matches(_ key: Key, _ name: StaticString) -> Bool {
        let n = name.utf8CodeUnitCount
        if key.escaped {
            guard unescapedKey.count == n else { return false }
            return unescapedKey.withUnsafeBytes {
                n == 0 || sameBytes(UnsafeRawPointer(name.utf8Start), $0.baseAddress, n)
            }
        }
        guard key.end &- key.start == n else { return false }
        return sameBytes(UnsafeRawPointer(name.utf8Start), UnsafeRawPointer(base + key.start), n)
    }

    /// The index of the first of `names` that the key just read (or string value) spells.
    @inline(__always)
    func nameIndex(_ key: Key, _ names: [StaticString]) -> Int? {
        if key.escaped {
            return unescapedKey.withUnsafeBytes { indexOfName($0.baseAddress, $0.count, names) }
        }
        return indexOfName(UnsafeRawPointer(base + key.start), key.end &- key.start, names)
    }

    /// The index of `key` in `names`, marking it seen; for an unknown or repeated field, reports it, skips its
    /// value and returns -1.
    @inline(__always)
    mutating func field(
        _ key: Key, _ names: [StaticString], _ seen: inout UInt64, owner: String = ""
    ) throws(APIError) -> Int {
        if let i = nameIndex(key, names) {
            let bit: UInt64 = 1 << UInt64(i)
            if seen & bit != 0 {
                try report("duplicate field", at: key.component)
                try skipValue(at: key.component)
                return -1
            }
            seen |= bit
            return i
        }
        try report(owner.isEmpty ? "unknown field" : "unknown field for \(owner)", at: key.component)
        try skipValue(at: key.component)
        return -1
    }

    /// Reports each of `names` not marked in `seen` as required.
    @inline(__always)
    mutating func require(_ names: [StaticString], _ mask: UInt64, _ seen: UInt64) throws(APIError) {
        if seen & mask != mask { try reportMissing(names, mask, seen) }
    }

    /// `require`'s reports, in the order of `names`.
    mutating func reportMissing(_ names: [StaticString], _ mask: UInt64, _ seen: UInt64) throws(APIError) {
        for i in names.indices where mask & (1 << UInt64(i)) != 0 && seen & (1 << UInt64(i)) == 0 {
            try report("is required", at: .name(names[i]))
        }
    }

    /// Opens an object at the current path plus `last` (pushed; pop it with `path.removeLast()`), or reports a
    /// wrong type, skips the value and returns false.
    @inline(__always)
    mutating func beginObject(_ last: PathComponent) throws(APIError) -> Bool {
        guard peek() == UInt8(ascii: "{") else {
            try report("must be an object", at: last)
            try skipValue(at: last)
            return false
        }
        path.append(last)
        try enterContainer()
        return true
    }

    /// Opens an array like `beginObject`.
    @inline(__always)
    mutating func beginArray(_ last: PathComponent) throws(APIError) -> Bool {
        guard peek() == UInt8(ascii: "[") else {
            try report("must be an array", at: last)
            try skipValue(at: last)
            return false
        }
        path.append(last)
        try enterContainer()
        return true
    }

    /// A number obeying `rule`; 0 when it does not.
    @inline(__always)
    mutating func number(_ last: PathComponent, _ rule: NumberRule = .nonNegative) throws(APIError) -> Double {
        let c = peek()
        guard c == UInt8(ascii: "-") || isDigit(c) else {
            try report("must be a number", at: last)
            try skipValue(at: last)
            return 0
        }
        // A grammar error inside the number names this member.
        let value: Double
        if let plain = plainNumber() { value = plain } else { value = try readNumber(at: last) }
        guard value.isFinite else {
            try report("must be a finite number", at: last)
            return 0
        }
        switch rule {
        case .nonNegative where value < 0:
            try report("must be a finite number >= 0", at: last)
            return 0
        case .scale where !(value >= 1 && value <= 4):
            try report("must be a number from 1 to 4", at: last)
            return 1
        case .coordinate:
            if value.magnitude > NumberRule.coordinateLimit {
                try report("must not exceed 1e15 in absolute value", at: last)
                return 0
            }
            return value
        case .extent:
            if !(value >= 0 && value <= 2 * NumberRule.coordinateLimit) {
                try report("must be a finite number from 0 to 2e15", at: last)
                return 0
            }
            return value
        default:
            if value.magnitude > limits.maxMagnitude {
                try report("must not exceed \(formatLimit(limits.maxMagnitude)) in absolute value", at: last)
                return 0
            }
            return value
        }
    }

    /// An integer in `range`; `range.lowerBound` when it is not one.
    mutating func integer(_ last: PathComponent, in range: ClosedRange<Int>) throws(APIError) -> Int {
        let c = peek()
        guard c == UInt8(ascii: "-") || isDigit(c) else {
            try report("must be an integer", at: last)
            try skipValue(at: last)
            return range.lowerBound
        }
        let value: Double
        if let plain = plainNumber() { value = plain } else { value = try readNumber(at: last) }
        guard value.isFinite, value == value.rounded(.towardZero) else {
            try report("must be an integer", at: last)
            return range.lowerBound
        }
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            // A bound that is only the magnitude limit goes unsaid when the other bound is the point.
            let any = anyInteger
            let detail: String
            if range.lowerBound == any.lowerBound && range.upperBound != any.upperBound {
                detail = "must be an integer <= \(range.upperBound)"
            } else if range.upperBound == any.upperBound && range.lowerBound != any.lowerBound {
                detail = "must be an integer >= \(range.lowerBound)"
            } else {
                detail = "must be an integer from \(range.lowerBound) to \(range.upperBound)"
            }
            try report(detail, at: last)
            return range.lowerBound
        }
        return Int(value)
    }

    /// The integers any integer field accepts: within `maxMagnitude`.
    var anyInteger: ClosedRange<Int> {
        let m = Int(Swift.min(limits.maxMagnitude, 9e15))
        return -m...m
    }

    /// `true` or `false`.
    mutating func boolean(_ last: PathComponent) throws(APIError) -> Bool {
        switch peek() {
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            let isTrue = peek() == UInt8(ascii: "t")
            path.append(last)
            try readLiteral(isTrue ? "true" : "false")
            path.removeLast()
            return isTrue
        default:
            try report("must be a boolean", at: last)
            try skipValue(at: last)
            return false
        }
    }

    /// Reads a string value whose quote is at `pos` (its unescaped bytes are kept for `matches`).
    mutating func readString() throws(APIError) -> Key {
        let s = try readStringBytes()
        if s.escaped { unescapedKey = unescape(start: s.start, end: s.end) }
        return s
    }

    /// A string at `pos` (its opening quote) of printable ASCII without a backslash, found a word at a time while 8
    /// bytes are left (`stringStops`): it cannot hold an error, so no path is pushed to read it. `nil`, with `pos`
    /// kept, for anything else, which `readString` reads, errors included.
    @inline(__always)
    mutating func plainString() -> Key? {
        let start = pos &+ 1
        var end = start
        while end &+ 8 <= count {
            let stop = stringStops(UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
            if stop != 0 {
                end &+= stop.trailingZeroBitCount &>> 3
                guard base[end] == UInt8(ascii: "\"") else { return nil }
                pos = end &+ 1
                return Key(start: start, end: end, escaped: false)
            }
            end &+= 8
        }
        return nil
    }

    /// One of `options` (a string), as its index; -1 (reported) otherwise.
    mutating func choice(_ last: PathComponent, _ options: [StaticString]) throws(APIError) -> Int {
        if peek() == UInt8(ascii: "\"") {
            if let s = plainString() {
                if let i = nameIndex(s, options) { return i }
            } else {
                path.append(last)
                let s = try readString()
                path.removeLast()
                if let i = nameIndex(s, options) { return i }
            }
        } else {
            try skipValue(at: last)
        }
        try report("must be one of " + options.map { "\"\($0)\"" }.joined(separator: ", "), at: last)
        return -1
    }
}

/// A limit as written in messages: integral values without a fraction.
func formatLimit(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 9e15 ? String(Int(value)) : String(value)
}

/// The index of the first of `names` whose UTF-8 is the `n` bytes at `bytes`: lengths first, then the bytes of the
/// names as long as the key.
func indexOfName(_ bytes: UnsafeRawPointer?, _ n: Int, _ names: [StaticString]) -> Int? {
    names.withUnsafeBufferPointer { table in
        for i in table.indices where table[i].utf8CodeUnitCount == n {
            guard n > 0 else { return i }
            guard let bytes else { return nil }
            if sameBytes(UnsafeRawPointer(table[i].utf8Start), bytes, n) { return i }
        }
        return nil
    }
}

/// Whether the `n` bytes at `a` and at `b` are equal, compared as two overlapping words (8 or 4 bytes) where `n`
/// allows, so a name of 4 to 16 bytes takes two compares; `a` and `b` must have `n` readable bytes.
@inline(__always)
func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer?, _ n: Int) -> Bool {
    guard let b else { return n == 0 }
    if n >= 8 {
        var i = 0
        while i &+ 8 < n {
            guard
                a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            else { return false }
            i &+= 8
        }
        return a.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            == b.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
    }
    if n >= 4 {
        return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
            && a.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
                == b.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
    }
    for k in 0..<n where a.load(fromByteOffset: k, as: UInt8.self) != b.load(fromByteOffset: k, as: UInt8.self) {
        return false
    }
    return true
}
