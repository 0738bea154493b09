/// A strict RFC 8259 recogniser for the fuzz targets' responses: true when the bytes are exactly one JSON value
/// with optional surrounding whitespace. Written independently of the decoder under test, so it can disagree.
struct JSONValidator {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// A validator over `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether the whole input is one JSON value.
    /// - Complexity: O(bytes).
    mutating func validateDocument() -> Bool {
        skipWhitespace()
        guard value() else { return false }
        skipWhitespace()
        return index == bytes.count
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
    }

    private mutating func consume(_ c: UInt8) -> Bool {
        guard current == c else { return false }
        index += 1
        return true
    }

    private mutating func literal(_ text: String) -> Bool {
        for c in text.utf8 where !consume(c) { return false }
        return true
    }

    private mutating func value() -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth < 512, let c = current else { return false }
        switch c {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func object() -> Bool {
        index += 1
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return true }
        repeat {
            skipWhitespace()
            guard string() else { return false }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            guard value() else { return false }
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "}"))
    }

    private mutating func array() -> Bool {
        index += 1
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return true }
        repeat {
            skipWhitespace()
            guard value() else { return false }
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "]"))
    }

    private mutating func string() -> Bool {
        guard consume(UInt8(ascii: "\"")) else { return false }
        while let c = current {
            index += 1
            switch c {
            case UInt8(ascii: "\""): return true
            case UInt8(ascii: "\\"):
                guard let e = current else { return false }
                index += 1
                if e == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let h = current, isHex(h) else { return false }
                        index += 1
                    }
                } else if !"\"\\/bfnrt".utf8.contains(e) {
                    return false
                }
            case 0..<0x20: return false
            default: break
            }
        }
        return false
    }

    private func isHex(_ c: UInt8) -> Bool {
        (0x30...0x39).contains(c) || (0x41...0x46).contains(c) || (0x61...0x66).contains(c)
    }

    private mutating func digits() -> Int {
        let start = index
        while let c = current, (0x30...0x39).contains(c) { index += 1 }
        return index - start
    }

    private mutating func number() -> Bool {
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            // A leading zero stands alone.
        } else if digits() == 0 {
            return false
        }
        if consume(UInt8(ascii: ".")), digits() == 0 { return false }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            if digits() == 0 { return false }
        }
        return true
    }
}
