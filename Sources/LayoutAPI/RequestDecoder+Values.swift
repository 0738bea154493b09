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
    /// `coordinateLimit` (so every point of a layout the service answers is reachable).
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
    func matches(_ key: Key, _ name: WireName) -> Bool {
        let n = name.count
        if key.escaped {
            guard unescapedKey.count == n else { return false }
            return unescapedKey.withUnsafeBytes { n == 0 || sameBytes(UnsafeRawPointer(name.start), $0.baseAddress, n) }
        }
        guard key.end &- key.start == n else { return false }
        return sameBytes(UnsafeRawPointer(name.start), UnsafeRawPointer(base + key.start), n)
    }

    /// The case of `F` that the key just read (or string value) spells.
    @inline(__always)
    func lookup<F: WireNames>(_ key: Key, _: F.Type) -> F? {
        let i: Int?
        if key.escaped {
            i = unescapedKey.withUnsafeBytes { F.table.index(of: $0.baseAddress, count: $0.count) }
        } else {
            i = F.table.index(of: UnsafeRawPointer(base + key.start), count: key.end &- key.start)
        }
        guard let i else { return nil }
        return F(rawValue: i)
    }

    /// The member `key` names, marked in `seen`; for an unknown or repeated member, reports it, skips its value
    /// and returns nil.
    @inline(__always)
    mutating func field<F: WireNames>(
        _ key: Key, _ seen: inout NameSet<F>, owner: String = ""
    ) throws(APIError) -> F? {
        guard let f = lookup(key, F.self) else {
            try unknownField(key, owner: owner)
            return nil
        }
        return try firstTime(f, key, &seen) ? f : nil
    }

    /// Marks `f` (named by `key`) in `seen`; when it was already there, reports the duplicate, skips its value and
    /// returns false.
    @inline(__always)
    mutating func firstTime<F: WireNames>(_ f: F, _ key: Key, _ seen: inout NameSet<F>) throws(APIError) -> Bool {
        if seen.contains(f) {
            try report("duplicate field", at: key.component)
            try skipValue(at: key.component)
            return false
        }
        seen.insert(f)
        return true
    }

    /// Reports a member that the object does not have and skips its value. A name longer than
    /// `maxEchoedNameLength` bytes (no field's is) is not echoed: the problem names the object holding it.
    mutating func unknownField(_ key: Key, owner: String) throws(APIError) {
        sawUnknownField = true
        let detail = owner.isEmpty ? "unknown field" : "unknown field for \(owner)"
        guard let component = echoable(key) else {
            try report("has an \(detail) whose name is \(key.end &- key.start) bytes long")
            try skipValue()
            return
        }
        try report(detail, at: component)
        try skipValue(at: component)
    }

    /// Reports each of `F.required` not in `seen` as required.
    @inline(__always)
    mutating func require<F: WireNames>(_ seen: NameSet<F>) throws(APIError) {
        if !seen.isSuperset(of: F.required) { try reportMissing(seen) }
    }

    /// `require`'s reports, in case order.
    mutating func reportMissing<F: WireNames>(_ seen: NameSet<F>) throws(APIError) {
        for f in F.required.subtracting(seen) {
            try report("is required", at: .member(f))
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

    /// One of `F`'s names (a string), as its case; nil (reported) otherwise.
    mutating func choice<F: WireNames>(_ last: PathComponent, _: F.Type) throws(APIError) -> F? {
        if peek() == UInt8(ascii: "\"") {
            if let s = plainString() {
                if let f = lookup(s, F.self) { return f }
            } else {
                path.append(last)
                let s = try readString()
                path.removeLast()
                if let f = lookup(s, F.self) { return f }
            }
        } else {
            try skipValue(at: last)
        }
        try report("must be one of " + F.table.quotedList, at: last)
        return nil
    }
}

/// A limit as written in messages: integral values without a fraction.
func formatLimit(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 9e15 ? String(Int(value)) : String(value)
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
