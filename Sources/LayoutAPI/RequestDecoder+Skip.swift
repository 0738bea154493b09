/// Skipping a value the schema does not want (an unknown field, a value of the wrong type, sections that come
/// before the layout): still validated against RFC 8259, iteratively, so hostile nesting cannot exhaust the stack.
extension RequestDecoder {
    /// Skips one complete value at `pos` (whose place is the current path plus `last`), validating it.
    mutating func skipValue(at last: PathComponent? = nil) throws(APIError) {
        // Scalars need no stack (the common case: pass 1 over `layout`, unknown fields).
        switch peek() {
        case UInt8(ascii: "\""):
            if let last { path.append(last) }
            defer { if last != nil { path.removeLast() } }
            _ = try readStringBytes()
            return
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if let last { path.append(last) }
            defer { if last != nil { path.removeLast() } }
            _ = try readNumber()
            return
        default: break
        }
        let basePath = path.count
        let baseDepth = depth
        let baseStack = skipStack.count
        if let last { path.append(last) }
        // One entry per open container, in `skipStack` (kept across calls, so no allocation per call): the index
        // of its next element, times two, plus one for an object.
        defer {
            path.removeSubrange(basePath...)
            depth = baseDepth
            skipStack.removeSubrange(baseStack...)
        }
        while true {
            // A value starts here.
            let c = peek()
            switch c {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                try enterContainer()
                let object = c == UInt8(ascii: "{")
                var index = 0
                if try openNext(object: object, index: &index) {
                    skipStack.append(index &* 2 &+ (object ? 1 : 0))
                    continue  // read its first element
                }
            case UInt8(ascii: "\""):
                _ = try readStringBytes()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try readNumber()
            case UInt8(ascii: "t"): try readLiteral("true")
            case UInt8(ascii: "f"): try readLiteral("false")
            case UInt8(ascii: "n"): try readLiteral("null")
            default: throw syntaxError("expected a value")
            }
            // The value is complete: close containers until one has a further element.
            while skipStack.count > baseStack {
                path.removeLast()
                let top = skipStack[skipStack.count &- 1]
                let object = top & 1 != 0
                var index = top &>> 1
                if try openNext(object: object, index: &index) {
                    skipStack[skipStack.count &- 1] = index &* 2 &+ (object ? 1 : 0)
                    break
                }
                skipStack.removeLast()
            }
            if skipStack.count == baseStack { return }  // the defer drops `last`
        }
    }

    /// After `{`/`[` or a complete element: consumes `,` and the next key (pushing its path) and returns true,
    /// or consumes the closing bracket and returns false (leaving no path for it).
    private mutating func openNext(object: Bool, index: inout Int) throws(APIError) -> Bool {
        var first = index == 0
        if object {
            guard let key = try nextMember(&first) else { return false }
            path.append(key.component)
        } else {
            guard try nextElement(&first) else { return false }
            path.append(.index(index))
        }
        index += 1
        return true
    }

    /// Reads `true`, `false` or `null` at `pos`.
    mutating func readLiteral(_ literal: StaticString) throws(APIError) {
        let n = literal.utf8CodeUnitCount
        for k in 0..<n where byte(pos &+ k) != literal.utf8Start[k] {
            pos &+= k
            throw syntaxError("invalid literal (expected \(literal))")
        }
        pos &+= n
    }
}
