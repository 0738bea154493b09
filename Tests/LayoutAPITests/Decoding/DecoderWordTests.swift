import Testing

@testable import LayoutAPI

/// The decoder's word-at-a-time helpers against byte-at-a-time references.
@Suite("Decoder word helpers")
struct DecoderWordTests {
    /// Whether `c` ends a string's fast path.
    static func stops(_ c: UInt8) -> Bool { c < 0x20 || c >= 0x80 || c == 0x22 || c == 0x5C }

    /// Eight bytes as the little-endian word an unaligned load gives.
    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    @Test("stringStops finds the first quote, backslash, control or non-ASCII byte, for every byte at every place")
    func everyByteEveryPlace() {
        var state: UInt64 = 14
        func random() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        for place in 0..<8 {
            for value in 0...255 {
                for _ in 0..<4 {
                    var bytes = (0..<8).map { _ in random() }
                    for k in 0..<place where Self.stops(bytes[k]) { bytes[k] = 0x61 }
                    bytes[place] = UInt8(value)
                    let expected = Self.stops(UInt8(value)) ? place : (bytes.firstIndex(where: Self.stops) ?? 8)
                    let found = stringStops(Self.word(bytes))
                    #expect((found == 0 ? 8 : found.trailingZeroBitCount / 8) == expected, "\(bytes)")
                }
            }
        }
        #expect(stringStops(Self.word(Array("minimumC".utf8))) == 0)
    }

    @Test("the item reader's name words spell their names")
    func nameWords() {
        #expect(widthKey == Self.word(Array(#""width":"#.utf8)))
        #expect(heightKey == Self.word(Array(#""height""#.utf8)))
    }

    @Test("sameBytes finds a difference at any place, for every length up to 40")
    func sameBytesEveryPlace() {
        for n in 0...40 {
            let a = (0..<n).map { UInt8(0x41 + $0 % 26) }
            a.withUnsafeBytes { pa in
                #expect(
                    sameBytes(pa.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, pa.baseAddress, n)
                )
                for place in 0..<n {
                    var b = a
                    b[place] ^= 0x20
                    b.withUnsafeBytes { pb in
                        #expect(!sameBytes(pa.baseAddress!, pb.baseAddress, n), "length \(n), place \(place)")
                    }
                }
            }
        }
    }

    @Test("names are found whatever their length, and a name differing in one byte is unknown")
    func namesByLength() {
        for name in SampleNames.allCases {
            let bytes = Array(name.stringValue.utf8)
            bytes.withUnsafeBytes {
                #expect(SampleNames.table.index(of: $0.baseAddress, count: bytes.count) == name.rawValue)
            }
            for place in bytes.indices {
                var other = bytes
                other[place] ^= 0x01
                other.withUnsafeBytes {
                    #expect(SampleNames.table.index(of: $0.baseAddress, count: other.count) == nil)
                }
            }
        }
    }
}

/// Names of 1 to 20 bytes, for the table's comparisons.
private enum SampleNames: Int, WireNames {
    case x, top, left, width, height, fullSpan, itemCount, minimumColumnSpacing
    static let table = NameTable(Self.self)
}
