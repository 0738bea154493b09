/// Writes JSON text into memory the caller reserved with a proven upper bound: no per-value allocation and no
/// bounds checks in the loop (each caller reserves the most bytes its values can take).
///
/// A measuring writer (`Array.measuring`) runs the same body to count its bytes without keeping them: at each
/// `checkpoint()` the bytes written so far are counted and the scratch buffer is reused, so a body of any size
/// is measured in a buffer that holds one unit between checkpoints (an attribute, a removed entry).
struct ByteWriter {
    let start: UnsafeMutablePointer<UInt8>
    /// Bytes written (since the last checkpoint, when measuring).
    var count = 0
    /// Whether `double` was handed NaN or an infinity. It then writes `0` as a placeholder, and a writer that
    /// saw one must not be answered (`writingFinite` returns nil): no path prints an impossible number as a
    /// possible one.
    var sawNonFinite = false
    /// A measuring writer's state (nil when writing), held apart so that a writing writer stays two words and a
    /// flag, as the hot loops want it.
    let meter: UnsafeMutablePointer<Meter>?

    /// What a measuring writer counts.
    struct Meter {
        /// The bytes counted at earlier checkpoints.
        var dropped = 0
        /// Past this many bytes the caller may stop early (`exceeded`), the size being all it wants.
        let limit: Int
        /// The scratch buffer's size, which no unit between checkpoints may pass.
        let capacity: Int
    }

    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        meter = nil
    }

    init(measuringInto scratch: UnsafeMutablePointer<UInt8>, meter: UnsafeMutablePointer<Meter>) {
        start = scratch
        self.meter = meter
    }

    /// Whether the writer only measures (`checkpoint` drops what it wrote).
    var measuring: Bool { meter != nil }

    /// Every byte of the body so far (those dropped by checkpoints included).
    var total: Int { (meter?.pointee.dropped ?? 0) &+ count }

    /// Measuring: counts what was written since the last checkpoint and reuses the scratch buffer; writing: nothing.
    @inline(__always)
    mutating func checkpoint() {
        if let meter {
            precondition(count <= meter.pointee.capacity, "ByteWriter overran its scratch buffer")
            meter.pointee.dropped &+= count
            count = 0
        }
    }

    /// Measuring, once more than the meter's limit is counted: what follows cannot make the body fit.
    var exceeded: Bool {
        guard let meter else { return false }
        return meter.pointee.dropped > meter.pointee.limit
    }

    /// The most bytes `double` writes: a sign, 17 significant digits, a point and zeros, or an exponent.
    static let maxDoubleLength = 26
    /// The most bytes `integer` writes: `-9223372036854775808`.
    static let maxIntegerLength = 20

    @inline(__always)
    mutating func byte(_ b: UInt8) {
        start[count] = b
        count &+= 1
    }

    /// Copies `n` bytes already written at `offset` to the end (they never overlap the destination). A measuring
    /// writer copies what its scratch buffer now holds there instead: bytes it does not keep, of the same count,
    /// and within the buffer (an offset and a length of one unit between checkpoints).
    @inline(__always)
    mutating func repeatBytes(at offset: Int, count n: Int) {
        UnsafeMutableRawPointer(start + count).copyMemory(from: start + offset, byteCount: n)
        count &+= n
    }

    /// Copies a literal's UTF-8 bytes.
    @inline(__always)
    mutating func literal(_ s: StaticString) {
        let n = s.utf8CodeUnitCount
        UnsafeMutableRawPointer(start + count).copyMemory(from: s.utf8Start, byteCount: n)
        count &+= n
    }

    /// A decimal integer.
    @inline(__always)
    mutating func integer(_ v: Int) {
        if v < 0 {
            byte(UInt8(ascii: "-"))
            unsigned(v.magnitude)
        } else if v >= 10 && v < 100 {
            // Two digits (item indexes within a typical section): one pair, no digit counting.
            pair(v, at: count)
            count &+= 2
        } else {
            unsigned(UInt(v))
        }
    }

    /// A decimal unsigned integer.
    @inline(__always)
    mutating func unsigned(_ value: UInt) {
        // One digit (a section, a small item index, a zIndex of 0): one byte, and at an inlined call site whose
        // values are always small, a branch that is always predicted.
        if value < 10 {
            byte(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        // Two and three digits (most coordinates and sizes in points) without counting digits first.
        if value < 1000 {
            if value < 100 {
                pair(Int(truncatingIfNeeded: value), at: count)
                count &+= 2
                return
            }
            let hundreds = value / 100
            start[count] = UInt8(truncatingIfNeeded: hundreds) &+ 0x30
            pair(Int(truncatingIfNeeded: value &- hundreds &* 100), at: count &+ 1)
            count &+= 3
            return
        }
        let n = decimalDigitCount(UInt64(value))
        digits(UInt64(value), count: n, at: count)
        count &+= n
    }

    /// Writes the `n` lowest decimal digits of `value` (zero-padded) at `offset`: eight-digit blocks from the
    /// right, each split in halves and quarters that are computed independently (a shallow chain of divisions by
    /// constants, which compile to multiplications), then the at most eight leading digits the same way.
    @inline(__always)
    func digits(_ value: UInt64, count n: Int, at offset: Int) {
        var v = value
        var end = offset &+ n
        while end &- offset > 8 {
            let q = v / 100_000_000
            eightDigits(v &- q &* 100_000_000, at: end &- 8)
            v = q
            end &-= 8
        }
        if end &- offset > 4 {
            let q = v / 10_000
            fourDigits(v &- q &* 10_000, at: end &- 4)
            v = q
            end &-= 4
        }
        if end &- offset > 2 {
            let q = v / 100
            pair(Int(truncatingIfNeeded: v &- q &* 100), at: end &- 2)
            v = q
            end &-= 2
        }
        if end &- offset == 2 {
            pair(Int(truncatingIfNeeded: v), at: offset)
        } else if end > offset {
            start[offset] = UInt8(truncatingIfNeeded: v) &+ 0x30
        }
    }

    /// Exactly eight digits of `x` (below 10^8) at `offset`, in one 64-bit register: the two four-digit halves
    /// in 32-bit lanes, each split by 100 into 16-bit lanes, each of those by 10 into bytes (lane-wise
    /// multiplications whose products stay inside their lanes), then one eight-byte store.
    @inline(__always)
    func eightDigits(_ x: UInt64, at offset: Int) {
        let high = x / 10_000
        // The first four digits in the low lane: the first in memory on a little-endian store.
        let fours = high | (x &- high &* 10_000) << 32
        // l·10486 / 2^20 is l / 100 for every l below 10^4, and l·10486 < 2^27 stays in its 32-bit lane.
        let hundreds = (fours &* 10_486) >> 20 & 0x0000_007F_0000_007F
        let twos = hundreds | (fours &- hundreds &* 100) << 16
        // l·103 / 2^10 is l / 10 for every l below 100, and l·103 < 2^14 stays in its 16-bit lane.
        let tens = (twos &* 103) >> 10 & 0x000F_000F_000F_000F
        let ones = twos &- tens &* 10
        let bytes = (tens | ones << 8) &+ 0x3030_3030_3030_3030
        UnsafeMutableRawPointer(start + offset).storeBytes(of: bytes.littleEndian, as: UInt64.self)
    }

    /// Exactly four digits of `x` (below 10^4) at `offset`: the same split in one 32-bit register.
    @inline(__always)
    func fourDigits(_ x: UInt64, at offset: Int) {
        let high = (x &* 5243) >> 19  // x / 100 for every x below 10^4
        let twos = high | (x &- high &* 100) << 16
        let tens = (twos &* 103) >> 10 & 0x000F_000F
        let ones = twos &- tens &* 10
        let bytes = UInt32(truncatingIfNeeded: (tens | ones << 8) &+ 0x3030_3030)
        UnsafeMutableRawPointer(start + offset).storeBytes(of: bytes.littleEndian, as: UInt32.self)
    }

    /// The two digits of `r` (0...99) at `offset`, by arithmetic rather than a table (no lazy global, no bounds
    /// check): r·103 / 1024 is r / 10 for every r below 100.
    @inline(__always)
    func pair(_ r: Int, at offset: Int) {
        let tens = (r &* 103) >> 10
        let ones = r &- tens &* 10
        // One two-byte store: the tens digit first in memory.
        let bytes = UInt16(truncatingIfNeeded: tens &+ 0x30 | (ones &+ 0x30) << 8)
        UnsafeMutableRawPointer(start + offset).storeBytes(of: bytes.littleEndian, as: UInt16.self)
    }

    /// The shortest decimal that reads back as `v`; integral values without a fraction; -0 as 0.
    ///
    /// Three ways, cheapest first, all giving the shortest round-trip text:
    /// 1. Below 2^53 integral values print as integers. Below 2^42 (a layout's coordinates) others try
    ///    thousandths: m, the integer nearest 1000·|v|, with m / 1000 == |v| (that division is the correctly
    ///    rounded reading of m·10^-3, Clinger's exact case) is the text, its trailing fraction zeros dropped. An
    ///    ulp below 2^42 is under 1/1000, so no other decimal with at most three fraction digits reads back as v.
    /// 2. From 1e-4 up to 2^52 otherwise: `ShortestDecimal`'s exact search (the standard library's digits).
    ///    Below 1e-4: the fewest fraction digits k ≤ 17 that read back, by the same exact division, in fixed
    ///    notation.
    /// 3. Otherwise the standard library's shortest round-trip `description`, exponent and all.
    /// Non-finite values cannot arise from a request within `maxMagnitude`; they are written as 0 so the output
    /// stays JSON.
    @inline(__always)
    mutating func double(_ v: Double) {
        let a = v.magnitude
        // Rounding to an integer without a conversion instruction or its range check: below 2^52, adding 2^52
        // rounds to the nearest integer, which then sits in the sum's significand bits. Integral values (most
        // coordinates and sizes) are written here, inline; everything else in one call.
        let wholeSum = a + 4_503_599_627_370_496
        if a < 4_503_599_627_370_496 && wholeSum - 4_503_599_627_370_496 == a {
            if v < 0 && a != 0 { byte(UInt8(ascii: "-")) }
            unsigned(UInt(wholeSum.bitPattern & 0xF_FFFF_FFFF_FFFF))
            return
        }
        nonIntegral(v)
    }

    /// `double` for what is not an integer below 2^52 (outlined, so that the integral case inlines small).
    @inline(never)
    mutating func nonIntegral(_ v: Double) {
        let a = v.magnitude
        if a < 4_503_599_627_370_496 {
            if a < 4_398_046_511_104 {
                let thousandthsSum = a * 1000 + 4_503_599_627_370_496
                if (thousandthsSum - 4_503_599_627_370_496) / 1000 == a {
                    if v < 0 { byte(UInt8(ascii: "-")) }
                    thousandths(thousandthsSum.bitPattern & 0xF_FFFF_FFFF_FFFF)
                    return
                }
            }
            if a >= 1e-4, let (digits, fractionDigits) = ShortestDecimal.digits(of: a) {
                if v < 0 { byte(UInt8(ascii: "-")) }
                decimal(digits, fractionDigits: fractionDigits, whole: UInt64(a))
                return
            }
            if fixedPoint(v, a) { return }
        } else if a < 9_007_199_254_740_992 {
            // From 2^52 up every double is an integer.
            if v < 0 { byte(UInt8(ascii: "-")) }
            unsigned(UInt(a))
            return
        } else if !a.isFinite {
            sawNonFinite = true
            byte(UInt8(ascii: "0"))
            return
        }
        general(v)
    }

    /// m / 1000: the integer part, then a point and the fraction's digits up to its last non-zero one.
    @inline(__always)
    private mutating func thousandths(_ m: UInt64) {
        let whole = m / 1000
        let fraction = Int(truncatingIfNeeded: m &- whole &* 1000)
        unsigned(UInt(whole))
        guard fraction != 0 else { return }
        start[count] = UInt8(ascii: ".")
        let hundreds = fraction / 100
        let rest = fraction &- hundreds &* 100
        start[count &+ 1] = UInt8(truncatingIfNeeded: hundreds) &+ 0x30
        if rest == 0 {
            count &+= 2
            return
        }
        pair(rest, at: count &+ 2)
        count &+= rest % 10 == 0 ? 3 : 4
    }

    /// The fixed-point attempt of `double`; false when no k works.
    @inline(__always)
    private mutating func fixedPoint(_ v: Double, _ a: Double) -> Bool {
        var scale = 1.0
        for k in 1...17 {
            // Past three fraction digits, a value of at least 1e-4 reads the same from the standard library's
            // shortest form (fixed notation from 1e-4 up), which finds the digits without trying every k.
            if k == 4 && a >= 1e-4 { return false }
            scale *= 10
            let x = a * scale
            if x >= 4_503_599_627_370_496 { return false }
            // Round to the nearest integer without a libm call: below 2^52, adding and subtracting 2^52 does it.
            let m = (x + 4_503_599_627_370_496) - 4_503_599_627_370_496
            if m / scale == a {
                if v < 0 { byte(UInt8(ascii: "-")) }
                let digits = UInt(m)
                let p = UInt(scale)
                unsigned(digits / p)
                byte(UInt8(ascii: "."))
                // The fraction, zero-padded to k digits.
                self.digits(UInt64(digits % p), count: k, at: count)
                count &+= k
                return true
            }
        }
        return false
    }

    /// `digits`·10^-`fractionDigits` in fixed notation (`0.00123`, `12.5`), `whole` being its integer part
    /// (`fractionDigits` ≥ 1): the integer part, a point, then the rest zero-padded to `fractionDigits` digits.
    /// For the shortest decimal of a non-integral `a` below 2^52, the integer part is `a`'s: the decimal lies
    /// strictly inside `a`'s rounding interval, and an integer there (a double itself) would read back as
    /// itself, not as `a`.
    @inline(__always)
    private mutating func decimal(_ value: UInt64, fractionDigits: Int, whole: UInt64) {
        unsigned(UInt(whole))
        byte(UInt8(ascii: "."))
        // A non-zero integer part means a ≥ 1, where fractionDigits ≤ 16 (10^16 is in the table).
        let fraction =
            whole == 0 || fractionDigits >= ShortestDecimal.powersOfTen.count
            ? value : value &- whole &* ShortestDecimal.powersOfTen[fractionDigits]
        digits(fraction, count: fractionDigits, at: count)
        count &+= fractionDigits
    }

    /// The standard library's shortest round-trip text, already valid JSON (`1e-05`, `5e+20`) but for a
    /// trailing `.0`, which is dropped. Written through `TextOutputStream` so that no `String` is made:
    /// `Double.write(to:)` hands its stack buffer to `_writeASCII` (when a future library calls `write(_:)`
    /// instead, the text is the same, only slower).
    private mutating func general(_ v: Double) {
        var sink = Sink(writer: self)
        v.write(to: &sink)
        self = sink.writer
        if count >= 2 && start[count - 2] == UInt8(ascii: ".") && start[count - 1] == UInt8(ascii: "0") {
            count -= 2
        }
    }

    /// Forwards a number's text into the writer.
    private struct Sink: TextOutputStream {
        var writer: ByteWriter
        mutating func write(_ string: String) {
            for b in string.utf8 { writer.byte(b) }
        }
        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
            guard let from = buffer.baseAddress else { return }
            UnsafeMutableRawPointer(writer.start + writer.count).copyMemory(from: from, byteCount: buffer.count)
            writer.count &+= buffer.count
        }
    }

    /// A JSON string (`JSONString.write`). Reserve `JSONString.maxLength(s)` bytes.
    mutating func string(_ s: String) {
        count &+= JSONString.write(s, to: start + count)
    }
}

/// JSON string literals, escaped in this one place for every writer of JSON text: the response and problem
/// encoders here, and the service's access log.
public enum JSONString {
    /// The most bytes `write` takes for `text`: two quotes and at most six (`\u00XX`) for each UTF-8 byte. The
    /// one statement of this bound: every reservation of escaped text adds it up from here.
    public static func maxLength(_ text: String) -> Int { 6 &* text.utf8.count &+ 2 }

    /// Writes `text` as a JSON string literal at `destination`, which has room for `maxLength(text)` bytes, and
    /// returns the bytes written. Quotes and backslashes are escaped with a backslash; newline, carriage return
    /// and tab as `\n`, `\r`, `\t`; the other control characters below U+0020 as `\u00xx` (lowercase hex);
    /// everything else, DEL and non-ASCII UTF-8 included, as it is.
    public static func write(_ text: String, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var end = destination
        func put(_ b: UInt8) {
            end.pointee = b
            end += 1
        }
        put(UInt8(ascii: "\""))
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                put(UInt8(ascii: "\\"))
                put(b)
            case 0x0A:
                put(UInt8(ascii: "\\"))
                put(UInt8(ascii: "n"))
            case 0x0D:
                put(UInt8(ascii: "\\"))
                put(UInt8(ascii: "r"))
            case 0x09:
                put(UInt8(ascii: "\\"))
                put(UInt8(ascii: "t"))
            case 0..<0x20:
                put(UInt8(ascii: "\\"))
                put(UInt8(ascii: "u"))
                put(UInt8(ascii: "0"))
                put(UInt8(ascii: "0"))
                put(hexDigits[Int(b >> 4)])
                put(hexDigits[Int(b & 15)])
            default: put(b)
            }
        }
        put(UInt8(ascii: "\""))
        return destination.distance(to: end)
    }
}

/// The number of decimal digits of `value` (1 for 0): the bit length's estimate of log10, corrected by one
/// comparison. `value | 1` has the same digit count (only 10^k - 1, which is odd, is one below a longer number).
@inline(__always)
func decimalDigitCount(_ value: UInt64) -> Int {
    let bits = 64 &- (value | 1).leadingZeroBitCount
    let guess = (bits &* 1233) >> 12  // floor(bits · log10 2), one below the count or equal to it
    return value | 1 >= ShortestDecimal.powersOfTen[guess] ? guess &+ 1 : guess
}

let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

extension Array where Element == UInt8 {
    /// How many bytes `body` writes, or nil once it is more than `limit` (it may stop early: `exceeded`), found with
    /// a measuring writer in a scratch buffer of `unit` bytes, which must bound what `body` writes between two
    /// checkpoints. Nothing the size of the body is allocated.
    static func measuring(unit: Int, limit: Int, _ body: (inout ByteWriter) -> Void) -> Int? {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: unit)
        defer { scratch.deallocate() }
        return withUnsafeTemporaryAllocation(of: ByteWriter.Meter.self, capacity: 1) { meter in
            guard let m = meter.baseAddress else { return nil }
            m.initialize(to: ByteWriter.Meter(limit: limit, capacity: unit))
            var writer = ByteWriter(measuringInto: scratch, meter: m)
            body(&writer)
            writer.checkpoint()
            return writer.total <= limit ? writer.total : nil
        }
    }

    /// An array filled by `body` within `capacity` bytes, which must bound what it writes.
    /// The bytes `body` writes, or nil when it wrote a non-finite number.
    static func writingFinite(capacity: Int, _ body: (inout ByteWriter) -> Void) -> [UInt8]? {
        var finite = true
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var writer = ByteWriter(buffer.baseAddress!)
            body(&writer)
            precondition(writer.count <= capacity, "ByteWriter overran its reservation")
            finite = !writer.sawNonFinite
            initialized = writer.count
        }
        return finite ? bytes : nil
    }

    static func writing(capacity: Int, _ body: (inout ByteWriter) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var writer = ByteWriter(buffer.baseAddress!)
            body(&writer)
            precondition(writer.count <= capacity, "ByteWriter overran its reservation")
            initialized = writer.count
        }
    }
}
