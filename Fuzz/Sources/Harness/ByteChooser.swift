/// Turns fuzzer bytes into choices: each call consumes what it needs and returns 0 once the input runs out, so
/// every input, including the empty one, names exactly one request.
public struct ByteChooser {
    private let bytes: [UInt8]
    private var index = 0

    /// A chooser reading `bytes` from the start.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// One byte, or 0 when the input is spent.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A value in `0..<count` (`count` ≤ 256).
    mutating func choose(_ count: Int) -> Int {
        count <= 1 ? 0 : Int(byte()) % count
    }

    /// True with probability about `1/oneIn`.
    mutating func rarely(_ oneIn: Int) -> Bool {
        choose(oneIn) == 0 && index <= bytes.count
    }

    /// A coin flip.
    mutating func flag() -> Bool {
        byte() & 1 == 1
    }

    /// One of `options`.
    mutating func pick<T>(_ options: [T]) -> T {
        options[choose(options.count)]
    }

    /// A small count in `0...max` (`max` < 256).
    mutating func count(_ max: Int) -> Int {
        Int(byte()) % (max + 1)
    }

    /// A number as JSON text: usually an ordinary size, sometimes a value on or across a boundary.
    mutating func number(_ ordinary: ClosedRange<Int> = 0...400) -> String {
        switch choose(8) {
        case 0: return Self.interestingNumbers[choose(Self.interestingNumbers.count)]
        case 1:
            // A fraction with up to three decimals.
            let whole = ordinary.lowerBound + Int(byte()) % (ordinary.count)
            return "\(whole).\(Int(byte()) % 1000)"
        default:
            let span = ordinary.count
            let value = ordinary.lowerBound + (Int(byte()) << 8 | Int(byte())) % span
            return "\(value)"
        }
    }

    /// Numbers on the contract's edges: zero, negative zero, pixel fractions, the magnitude limit and beyond,
    /// subnormals, precision cliffs, exponents, and forms the decoder must refuse.
    static let interestingNumbers: [String] = [
        "0", "-0", "1", "-1", "0.5", "0.25", "0.3333333333333333", "1e-7", "5e-324", "2.2250738585072014e-308",
        "1e9", "-1e9", "1000000001", "999999999.9999999", "1e10", "9007199254740993", "1.7976931348623157e308",
        "1e308", "1e999", "-1e999", "0.1", "1E2", "1e+2", "100.00", "4", "3", "2", "1024", "65535", "2147483648",
        "1000000000000", "1000000000001", "-0.0", "1.5", "2.5", "333.3333333333333", "12345678.9",
    ]
}
