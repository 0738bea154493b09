import LayoutEngine

/// One step of the path from the body's root to the value being read, for RFC 6901 pointers.
enum PathComponent {
    /// A member name as written in the body: the bytes between the quotes (`escaped`: holds backslashes).
    case key(start: Int, end: Int, escaped: Bool)
    /// An array element.
    case index(Int)
    /// A member name that is not in the body (a missing required field): see `member(_:)`.
    case name(WireName)
}

/// A member name just read: its raw bytes between the quotes.
struct Key {
    var start: Int
    var end: Int
    var escaped: Bool
    var component: PathComponent { .key(start: start, end: end, escaped: escaped) }
}

/// The strict, schema-driven request decoder: reads the body's bytes once, left to right, straight into the
/// engine's description, with no intermediate tree.
///
/// Grammar errors, nesting beyond the limit and size limits stop decoding at once (they are thrown);
/// contract violations in well-formed JSON (unknown fields, wrong types, values out of range) are collected, up
/// to `maxCollectedErrors`, and thrown together at the end. `path` mirrors the call stack so that every error
/// names its place as a JSON pointer; it is rendered only when an error happens.
struct RequestDecoder {
    /// The body.
    let base: UnsafePointer<UInt8>
    let count: Int
    /// Index of the next unread byte.
    var pos = 0
    /// Open objects and arrays.
    var depth = 0
    let limits: APILimits
    var path: [PathComponent] = []
    var errors: [(pointer: String, detail: String)] = []
    /// Whether a member was refused as unknown: the problem then says which contract the server speaks, so that a
    /// client can tell a field of a later contract from its own typo.
    var sawUnknownField = false
    /// Explicit items so far, over all sections.
    var itemTotal = 0
    /// The current key's unescaped bytes, when it was written with escapes.
    var unescapedKey: [UInt8] = []
    /// `skipValue`'s open containers, kept between calls so that skipping allocates once per body.
    var skipStack: [Int] = []
    /// The most items `sizeItems` reserves room for: 2^16 for the first array, then the previous array's count.
    var itemCountHint = 1 << 16
    /// Item ids and estimates, as the sections are read.
    var annotations = AnnotationsBuilder()
    /// Section ids, as the sections are read.
    var sectionIDs = SectionIDsBuilder()
    /// Sections read so far, over both sides (`previous`'s count against the limit with the request's own).
    var sectionTotal = 0
    /// Sections' own answers (flow, iglist, waterfall, magazine), boxed once for consecutive sections that give
    /// the same (`SharedValue`).
    var flowOverrides = SharedValues(empty: FlowSectionDescription.Overrides())
    var igListAnswers = SharedValues(empty: IGListSectionDescription.Answers())
    var waterfallOverrides = SharedValues(empty: WaterfallSectionDescription.Overrides())
    var magazineAnswers = SharedValues(empty: MagazineSectionDescription.Answers())
    /// The pointer of a `previous.layout.type` other than the request's (a 422 once there is no 400).
    var previousTypeMismatch: String?

    static let maxCollectedErrors = 20

    init(base: UnsafePointer<UInt8>, count: Int, limits: APILimits) {
        self.base = base
        self.count = count
        self.limits = limits
        path.reserveCapacity(16)
    }

    // MARK: Bytes

    /// The byte at `i`, or 0 past the end (0 is invalid everywhere in JSON text, so it stops every scan).
    @inline(__always)
    func byte(_ i: Int) -> UInt8 { i < count ? base[i] : 0 }

    /// Skips JSON whitespace and returns the next byte without consuming it (0 at the end).
    @inline(__always)
    mutating func peek() -> UInt8 {
        while pos < count {
            let c = base[pos]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 {
                pos &+= 1
            } else {
                return c
            }
        }
        return 0
    }

    // MARK: Errors

    /// The pointer of the current path, followed by `last` when given.
    func pointer(_ last: PathComponent? = nil) -> String {
        var out: [UInt8] = []
        for component in path { appendPointerToken(component, to: &out) }
        if let last { appendPointerToken(last, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `/token` with `~` and `/` escaped as `~0` and `~1` (RFC 6901).
    func appendPointerToken(_ component: PathComponent, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "/"))
        let raw: [UInt8]
        switch component {
        case .index(let i):
            out.append(contentsOf: String(i).utf8)
            return
        case .name(let name):
            raw = Array(UnsafeBufferPointer(start: name.start, count: name.count))
        case .key(let start, let end, let escaped):
            raw =
                escaped
                ? unescape(start: start, end: end) : Array(UnsafeBufferPointer(start: base + start, count: end - start))
        }
        for b in raw {
            switch b {
            case UInt8(ascii: "~"): out.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "0")])
            case UInt8(ascii: "/"): out.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "1")])
            default: out.append(b)
            }
        }
    }

    /// The most bytes of a member name a problem quotes in its pointer: well above every field's name, so only an
    /// unknown one is longer, and a problem stays small whatever names a body holds.
    static let maxEchoedNameLength = 128

    /// `key` as a pointer component, or nil when it is too long to quote (the caller names the object instead).
    func echoable(_ key: Key) -> PathComponent? {
        key.end &- key.start <= Self.maxEchoedNameLength ? key.component : nil
    }

    /// Records a contract violation at the current path (plus `last`); throws once too many are collected.
    mutating func report(_ detail: String, at last: PathComponent? = nil) throws(APIError) {
        errors.append((pointer(last), detail))
        if errors.count >= Self.maxCollectedErrors { throw APIError.invalid(errors, unknownField: sawUnknownField) }
    }

    /// A grammar error at the current byte: fatal.
    func syntaxError(_ what: String, at last: PathComponent? = nil) -> APIError {
        let found: String
        if pos >= count {
            found = "the body ended"
        } else {
            let c = base[pos]
            found =
                c >= 0x21 && c < 0x7F
                ? "found '\(String(decoding: [c], as: UTF8.self))'" : "found byte 0x\(String(c, radix: 16))"
        }
        return .malformed("\(what) at byte \(pos); \(found)", pointer: pointer(last))
    }

    // MARK: Containers

    /// Consumes `{` or `[` (already peeked) and counts its depth against the limit.
    @inline(__always)
    mutating func enterContainer() throws(APIError) {
        depth &+= 1
        if depth > limits.maxDepth {
            throw APIError.malformed("JSON nests deeper than \(limits.maxDepth) levels", pointer: pointer())
        }
        pos &+= 1
    }

    /// Reads the next member's key and its `:`; `nil` after the closing `}`. `first` is true until one is read.
    @inline(__always)
    mutating func nextMember(_ first: inout Bool) throws(APIError) -> Key? {
        var c = peek()
        if c == UInt8(ascii: "}") {  // after '{' or after a value; after ',' this is a trailing comma, below
            pos &+= 1
            depth &-= 1
            return nil
        }
        if first {
            first = false
        } else {
            guard c == UInt8(ascii: ",") else { throw syntaxError("expected ',' or '}' after a value") }
            pos &+= 1
            c = peek()
        }
        guard c == UInt8(ascii: "\"") else { throw syntaxError("expected a member name in double quotes") }
        let key = try readStringBytes()
        if key.escaped { unescapedKey = unescape(start: key.start, end: key.end) }
        guard peek() == UInt8(ascii: ":") else {
            throw syntaxError("expected ':' after a member name", at: echoable(key))
        }
        pos &+= 1
        return key
    }

    /// Moves to the next array element; `false` after the closing `]`. `first` is true until one is read.
    @inline(__always)
    mutating func nextElement(_ first: inout Bool) throws(APIError) -> Bool {
        let c = peek()
        if first {
            first = false
            if c == UInt8(ascii: "]") {
                pos &+= 1
                depth &-= 1
                return false
            }
            return true
        }
        if c == UInt8(ascii: ",") {
            pos &+= 1
            return true
        }
        if c == UInt8(ascii: "]") {
            pos &+= 1
            depth &-= 1
            return false
        }
        throw syntaxError("expected ',' or ']' after an element")
    }
}
