/// Writes JSON text into memory the caller reserved with a proven upper bound: no per-value allocation and no
/// bounds checks in the loop (each caller reserves the most bytes its values can take).
struct ByteWriter {
    let start: UnsafeMutablePointer<UInt8>
    /// Bytes written.
    var count = 0

    init(_ start: UnsafeMutablePointer<UInt8>) { self.start = start }

    /// The most bytes `double` writes: a sign, 17 significant digits, a point and zeros, or an exponent.
    static let maxDoubleLength = 26
    /// The most bytes `integer` writes: `-9223372036854775808`.
    static let maxIntegerLength = 20

    @inline(__always)
    mutating func byte(_ b: UInt8) {
        start[count] = b
        count &+= 1
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
        } else {
            unsigned(UInt(v))
        }
    }

    /// A decimal unsigned integer, two digits at a time.
    @inline(__always)
    mutating func unsigned(_ value: UInt) {
        if value < 10 {
            byte(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        var length = 1
        var probe = value
        while probe >= 10 {
            probe /= 10
            length &+= 1
        }
        var v = value
        var i = count &+ length
        while v >= 100 {
            let r = Int(v % 100) &* 2
            v /= 100
            i &-= 2
            start[i] = digitPairs[r]
            start[i &+ 1] = digitPairs[r &+ 1]
        }
        if v >= 10 {
            let r = Int(v) &* 2
            start[i &- 2] = digitPairs[r]
            start[i &- 1] = digitPairs[r &+ 1]
        } else {
            start[i &- 1] = UInt8(truncatingIfNeeded: v) &+ 0x30
        }
        count &+= length
    }

    /// The shortest decimal that reads back as `v`; integral values without a fraction; -0 as 0.
    ///
    /// Integral values below 2^53 print as integers. Otherwise the fewest fraction digits k (1...17; 1...3 from
    /// 1e-4 up, where the standard library's shortest form is the same fixed-point text) for which
    /// the integer m nearest v * 10^k (m < 2^52) has m / 10^k == v: that division is the correctly rounded reading of `m`e-k
    /// (Clinger), so the text round-trips, and the smallest k is the fewest significant digits. Values outside
    /// that range use the standard library's shortest round-trip `description`. Non-finite values cannot arise
    /// from a request within `maxMagnitude`; they are written as 0 so the output stays JSON.
    @inline(__always)
    mutating func double(_ v: Double) {
        let a = v.magnitude
        if a < 9_007_199_254_740_992 {
            let whole = UInt(a)  // truncation by one instruction pair, not a libm call
            if a == Double(whole) {
                if v < 0 && a != 0 { byte(UInt8(ascii: "-")) }
                unsigned(whole)
                return
            }
            if fixedPoint(v, a) { return }
            if let (digits, fractionDigits) = ShortestDecimal.digits(of: a) {
                if v < 0 { byte(UInt8(ascii: "-")) }
                decimal(digits, fractionDigits: fractionDigits)
                return
            }
        } else if !a.isFinite {
            byte(UInt8(ascii: "0"))
            return
        }
        general(v)
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
                var fraction = digits % p
                var i = count &+ k
                while i > count {
                    i &-= 1
                    start[i] = UInt8(truncatingIfNeeded: fraction % 10) &+ 0x30
                    fraction /= 10
                }
                count &+= k
                return true
            }
        }
        return false
    }

    /// `digits`·10^-`fractionDigits` in fixed notation (`0.00123`, `12.5`); `fractionDigits` ≥ 1.
    @inline(__always)
    private mutating func decimal(_ digits: UInt64, fractionDigits: Int) {
        var length = 1
        var probe = digits
        while probe >= 10 {
            probe /= 10
            length &+= 1
        }
        if fractionDigits >= length {
            // 0.000ddd: the point, then zeros up to the digits.
            literal("0.")
            for _ in 0..<(fractionDigits &- length) { byte(UInt8(ascii: "0")) }
            unsigned(UInt(digits))
            return
        }
        // The digits, then the last `fractionDigits` of them moved one byte on to make room for the point.
        let first = count
        unsigned(UInt(digits))
        let point = first &+ length &- fractionDigits
        var i = count
        while i > point {
            start[i] = start[i &- 1]
            i &-= 1
        }
        start[point] = UInt8(ascii: ".")
        count &+= 1
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

    /// A JSON string: quotes, `\"`, `\\` and control characters escaped; other UTF-8 as it is.
    /// Reserve `6 * utf8.count + 2` bytes.
    mutating func string(_ s: String) {
        byte(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): literal("\\\"")
            case UInt8(ascii: "\\"): literal("\\\\")
            case 0x0A: literal("\\n")
            case 0x0D: literal("\\r")
            case 0x09: literal("\\t")
            case 0..<0x20:
                literal("\\u00")
                byte(hexDigits[Int(b >> 4)])
                byte(hexDigits[Int(b & 15)])
            default: byte(b)
            }
        }
        byte(UInt8(ascii: "\""))
    }
}

/// "00" through "99", two bytes each.
let digitPairs: [UInt8] = {
    var pairs: [UInt8] = []
    for n in 0..<100 {
        let tens = UInt8(n / 10)
        let ones = UInt8(n % 10)
        pairs.append(0x30 + tens)
        pairs.append(0x30 + ones)
    }
    return pairs
}()
let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

extension Array where Element == UInt8 {
    /// An array filled by `body` within `capacity` bytes, which must bound what it writes.
    static func writing(capacity: Int, _ body: (inout ByteWriter) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var writer = ByteWriter(buffer.baseAddress!)
            body(&writer)
            precondition(writer.count <= capacity, "ByteWriter overran its reservation")
            initialized = writer.count
        }
    }
}
