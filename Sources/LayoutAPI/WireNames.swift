/// A closed set of JSON names the request decoder reads: the members of one wire object (the `…Field` enums) or
/// the values of one string enumeration (the `…Name` enums).
///
/// Each case is spelled as its JSON name: `CodingKey` makes `stringValue` the case's own name, so the Swift name
/// is the wire name (in backticks for a keyword). The raw value is implicit (0, 1, 2, … in declaration order) and
/// is only the case's place in `table` and its bit in a `NameSet`, so a case may be added anywhere without
/// touching another. The decoder switches over the cases, so the compiler checks that each is read;
/// `WireNamesSchemaTests` checks the names (and `required`) against the schemas of `openapi.yaml`.
///
/// Adding a member to an object: one `case` line in its enum, then the `case` it needs in the decoder's
/// switch (which no longer compiles without it); in `required` too if the schema requires it.
protocol WireNames: CodingKey, CaseIterable, RawRepresentable where RawValue == Int {
    /// The names in case order, for the decoder's byte comparisons; each enum declares
    /// `static let table = NameTable(Self.self)` (built once, on first use).
    static var table: NameTable { get }
    /// The members the object's schema requires; none unless the enum says otherwise.
    static var required: NameSet<Self> { get }
}

extension WireNames {
    static var required: NameSet<Self> { [] }

    /// This case's name as the table holds it.
    @inline(__always)
    var name: WireName { Self.table[rawValue] }
}

/// A JSON name's UTF-8 bytes, held by a `NameTable` for the life of the process.
struct WireName: @unchecked Sendable {
    let start: UnsafePointer<UInt8>
    let count: Int

    /// The name as text (for messages).
    var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }
}

/// The names of one `WireNames` enum in case order, as bytes. Made once per enum (a `static let`) and never
/// freed, so the pointers it hands out stay valid; immutable, so shared by every thread.
struct NameTable: @unchecked Sendable {
    private let names: UnsafePointer<WireName>
    let count: Int

    init<F: WireNames>(_: F.Type) {
        let cases = Array(F.allCases)
        precondition(cases.count <= 64, "\(F.self): a NameSet holds at most 64 names")
        let names = UnsafeMutablePointer<WireName>.allocate(capacity: Swift.max(cases.count, 1))
        for (i, name) in cases.enumerated() {
            precondition(name.rawValue == i, "\(F.self).\(name.stringValue): raw values must be implicit")
            let bytes = Array(name.stringValue.utf8)
            let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(bytes.count, 1))
            storage.initialize(from: bytes, count: bytes.count)
            (names + i).initialize(to: WireName(start: storage, count: bytes.count))
        }
        self.names = UnsafePointer(names)
        count = cases.count
    }

    @inline(__always)
    subscript(i: Int) -> WireName { names[i] }

    /// The index of the name whose UTF-8 is the `n` bytes at `bytes`: lengths first, then the bytes of the names
    /// as long as the key.
    @inline(__always)
    func index(of bytes: UnsafeRawPointer?, count n: Int) -> Int? {
        for i in 0..<count where names[i].count == n {
            guard n > 0 else { return i }
            guard let bytes else { return nil }
            if sameBytes(UnsafeRawPointer(names[i].start), bytes, n) { return i }
        }
        return nil
    }

    /// `"a", "b", "c"`: every name quoted, for messages.
    var quotedList: String {
        (0..<count).map { "\"\(names[$0].text)\"" }.joined(separator: ", ")
    }
}

/// A set of one object's members (those seen so far, those required): bit `rawValue` for each case. A sequence
/// in case order.
struct NameSet<F: WireNames>: ExpressibleByArrayLiteral, Equatable, Sequence, Sendable {
    var bits: UInt64

    @inline(__always)
    init() { bits = 0 }

    init(arrayLiteral elements: F...) {
        bits = 0
        for f in elements { insert(f) }
    }

    @inline(__always)
    func contains(_ f: F) -> Bool { bits & (1 &<< UInt64(f.rawValue)) != 0 }

    @inline(__always)
    mutating func insert(_ f: F) { bits |= 1 &<< UInt64(f.rawValue) }

    @inline(__always)
    func isSuperset(of other: Self) -> Bool { bits & other.bits == other.bits }

    @inline(__always)
    func intersection(_ other: Self) -> Self {
        var result = Self()
        result.bits = bits & other.bits
        return result
    }

    @inline(__always)
    func subtracting(_ other: Self) -> Self {
        var result = Self()
        result.bits = bits & ~other.bits
        return result
    }

    var count: Int { bits.nonzeroBitCount }

    struct Iterator: IteratorProtocol {
        var bits: UInt64
        mutating func next() -> F? {
            guard bits != 0 else { return nil }
            let i = bits.trailingZeroBitCount
            bits &= bits &- 1
            return F(rawValue: i)
        }
    }

    func makeIterator() -> Iterator { Iterator(bits: bits) }
}

extension PathComponent {
    /// A member name that is not in the body (a missing or misplaced member), by its case.
    static func member(_ f: some WireNames) -> PathComponent { .name(f.name) }
}
