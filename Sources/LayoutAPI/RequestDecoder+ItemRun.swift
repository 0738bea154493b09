import LayoutEngine

/// The items array's hot loop: runs of compact items read straight into the array's storage.
extension RequestDecoder {
    /// A new items array with room for `capacity` sizes (at least 1), holding the leading run of compact items
    /// (`compactItemRun`); `run` is how many that is.
    ///
    /// The storage is made by `append(addingCapacity:)`, whose allocation is specialized here and finds the
    /// storage class's metadata in a cache, where `Array(unsafeUninitializedCapacity:)` calls the standard library's
    /// unspecialized allocation, which looks the metadata up in the runtime's table each time (about 450
    /// instructions an array).
    @inline(__always)
    mutating func itemsWithCompactRun(capacity: Int, run: inout Int) -> [Size] {
        var items: [Size] = []
        var k = 0
        items.append(addingCapacity: capacity) { span in
            span.withUnsafeMutableBufferPointer { buffer, initialized in
                k = compactItemRun(into: buffer)
                initialized = k
            }
        }
        run = k
        return items
    }

    /// Reads an `items` array's leading run of compact items (`compactItem`'s spellings, separated by `,` with at
    /// most one space before it) into `buffer` from index 0, at most `buffer.count` of them and at most as many
    /// as `maxItems` still allows; returns how many it read and counts them in `itemTotal`.
    ///
    /// Called with `pos` just after the array's `[`. On return `pos` is just after the last item read (its `,`
    /// not consumed) or, when none was, unchanged: the general element loop goes on from there, with the next
    /// element's index, and reads what the run declined exactly as it would have (errors and pointers included).
    /// An item is taken only when the bytes its reader may read are all in the body, so none needs a bounds check:
    /// 57 from its separator for the two exact spellings (`exactItem`), 64 from its first byte otherwise
    /// (`compactItem`). The body's last item, followed only by `]}], "elements": "visible"}` or the like, is
    /// usually in an exact spelling, which needs the fewer.
    mutating func compactItemRun(into buffer: UnsafeMutableBufferPointer<Size>) -> Int {
        guard let out = buffer.baseAddress, depth < limits.maxDepth, count >= 64 else { return 0 }
        let b = base
        let last = count &- 57
        let lastCompact = count &- 64
        let limit = Swift.max(Swift.min(buffer.count, limits.maxItems &- itemTotal), 0)
        let maxMagnitude = limits.maxMagnitude
        var p = pos
        var o = out
        let end = out + limit
        while o < end && p <= last {
            var q = p
            // After the first item, the two spellings encoders write, as a few word compares: JSONEncoder's and
            // JSON.stringify's `,{"width":w,"height":h}` and the spaced `, {"width": w, "height": h}`.
            if o != out {
                if let size = exactItem(b, &q, maxMagnitude, spaced: true)
                    ?? exactItem(b, &q, maxMagnitude, spaced: false)
                {
                    o.initialize(to: size)
                    o += 1
                    p = q
                    continue
                }
                if b[q] == 0x20 { q &+= 1 }
                guard b[q] == UInt8(ascii: ",") else { break }
                q &+= 1
            }
            guard q <= lastCompact, let size = compactItem(b, &q, maxMagnitude) else { break }
            o.initialize(to: size)
            o += 1
            p = q
        }
        pos = p
        let k = o - out
        itemTotal &+= k
        return k
    }
}

/// `{"width":w,"height":h}` with at most one space at the item's start, after `{`, `:` and `,` and before `,` and
/// `}` (either member order), whose numbers are plain non-negative decimals of at most 15 digit characters (a
/// leading `0` counts) without an exponent, within `maxMagnitude`; `nil` (with `p` kept) otherwise.
///
/// The caller guarantees 64 readable bytes from `p`: such an item is at most 60 bytes long (3 + 9 + 1 + 16 + 1 + 1
/// + 1 + 9 + 1 + 16 + 1 + 1), a number scan reads at most 17 bytes, and a name's 8-byte load starts at most 32
/// bytes in, so no byte needs a bounds check. Values are exact (see `exactQuotient`); a number must be followed by
/// a space, `,` or `}`, so leading zeros, exponents, a second point or an over-long number all decline.
@inline(__always)
func compactItem(_ b: UnsafePointer<UInt8>, _ p: inout Int, _ maxMagnitude: Double) -> Size? {
    var i = p
    if b[i] == 0x20 { i &+= 1 }
    guard b[i] == UInt8(ascii: "{") else { return nil }
    i &+= 1
    if b[i] == 0x20 { i &+= 1 }
    let widthFirst: Bool
    let firstName = UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self)
    if firstName == widthKey {
        widthFirst = true
        i &+= 8
    } else if firstName == heightKey && b[i &+ 8] == UInt8(ascii: ":") {
        widthFirst = false
        i &+= 9
    } else {
        return nil
    }
    if b[i] == 0x20 { i &+= 1 }
    guard let first = shortDecimal(b, &i) else { return nil }
    if b[i] == 0x20 { i &+= 1 }
    guard b[i] == UInt8(ascii: ",") else { return nil }
    i &+= 1
    if b[i] == 0x20 { i &+= 1 }
    let secondName = UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self)
    if widthFirst {
        guard secondName == heightKey && b[i &+ 8] == UInt8(ascii: ":") else { return nil }
        i &+= 9
    } else {
        guard secondName == widthKey else { return nil }
        i &+= 8
    }
    if b[i] == 0x20 { i &+= 1 }
    guard let second = shortDecimal(b, &i) else { return nil }
    if b[i] == 0x20 { i &+= 1 }
    guard b[i] == UInt8(ascii: "}") else { return nil }
    let width = widthFirst ? first : second
    let height = widthFirst ? second : first
    guard width <= maxMagnitude && height <= maxMagnitude else { return nil }
    p = i &+ 1
    return Size(width: width, height: height)
}

/// `, {"width": w, "height": h}` (`spaced`) or `,{"width":w,"height":h}` exactly, numbers as in `shortDecimal`, within
/// `maxMagnitude`; `nil` (with `p` kept) otherwise. At most 57 bytes are read from `p` (12 + 16 + 12 + 16 + 1), which
/// the caller guarantees.
@inline(__always)
func exactItem(_ b: UnsafePointer<UInt8>, _ p: inout Int, _ maxMagnitude: Double, spaced: Bool) -> Size? {
    let raw = UnsafeRawPointer(b)
    // Little-endian words of `, {"widt` + `h": ` and `, "heigh` + `t": `, or `,{"width` + `":` and `,"height` + `":`.
    let head: UInt64 = spaced ? 0x7464_6977_227B_202C : 0x6874_6469_7722_7B2C
    let middle: UInt64 = spaced ? 0x6867_6965_6822_202C : 0x7468_6769_6568_222C
    let headTail: UInt32 = spaced ? 0x203A_2268 : 0x3A22
    let middleTail: UInt32 = spaced ? 0x203A_2274 : 0x3A22
    let tailMask: UInt32 = spaced ? 0xFFFF_FFFF : 0xFFFF
    let step = spaced ? 12 : 10
    var i = p
    guard raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == head,
        raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt32.self) & tailMask == headTail
    else { return nil }
    i &+= step
    guard let width = shortDecimal(b, &i),
        raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == middle,
        raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt32.self) & tailMask == middleTail
    else { return nil }
    i &+= step
    guard let height = shortDecimal(b, &i), b[i] == UInt8(ascii: "}"), width <= maxMagnitude, height <= maxMagnitude
    else { return nil }
    p = i &+ 1
    return Size(width: width, height: height)
}

/// `0|[1-9][0-9]*` with an optional `.[0-9]+`, reading at most 15 digit characters (a leading `0` counts) and at
/// most 17 bytes from `p` without bounds checks (the caller guarantees them); `nil` (with `p` kept) when there is
/// no digit or no digit after the point. The caller must then find a delimiter (never a digit, `.`, `e` or `E`)
/// at the new `p`: that is what rejects a leading zero (`01`), a 16th digit, an exponent or a second point, so the
/// texts taken are plain decimals of at most 15 digit characters, and each value is exact (see `exactQuotient`).
@inline(__always)
func shortDecimal(_ b: UnsafePointer<UInt8>, _ p: inout Int) -> Double? {
    // Digits as 64-bit differences: a byte below `0` wraps around, so one unsigned compare tests both ends.
    let start = p
    var m = UInt64(b[start]) &- 0x30
    var i = start &+ 1
    if m &- 1 >= 9 {
        guard m == 0 else { return nil }  // not a digit; a `0` is followed by a point or nothing of the number
    } else {
        var more = 14
        while true {
            let d = UInt64(b[i]) &- 0x30
            guard d < 10 else { break }
            m = m &* 10 &+ d
            i &+= 1
            more &-= 1
            // 15 integer digits: the caller declines what would continue them (a 16th digit or a point).
            if more == 0 {
                p = i
                return Double(Int64(bitPattern: m))
            }
        }
    }
    guard b[i] == UInt8(ascii: ".") else {
        p = i
        return Double(Int64(bitPattern: m))
    }
    i &+= 1
    let first = UInt64(b[i]) &- 0x30
    guard first < 10 else { return nil }
    if UInt64(b[i &+ 1]) &- 0x30 >= 10 {
        // One fraction digit (`45.5`, `43.0`, `33.1`), the usual case (at most 14 integer digits before it).
        p = i &+ 1
        if first == 0 { return Double(Int64(bitPattern: m)) }  // m.0 = m, exact
        if first == 5 { return Double(Int64(bitPattern: m &* 2 &+ 1)) * 0.5 }  // (2m + 1) / 2, exact
        return Double(Int64(bitPattern: m &* 10 &+ first)) / 10
    }
    let point = i
    let stop = start &+ 16
    while i < stop {
        let d = UInt64(b[i]) &- 0x30
        guard d < 10 else { break }
        m = m &* 10 &+ d
        i &+= 1
    }
    guard i > point else { return nil }
    p = i
    return exactQuotient(m, i &- point)
}

/// m / 10^k correctly rounded, for m < 10^15 and 1 <= k <= 15: m and 10^k are exact doubles, so one division rounds
/// once. One or two fraction digits whose value is a multiple of 2^-k (`45.5`, `0.25`, `30.0`) are the exact
/// integer m / 5^k times 2^-k instead: no division instruction, whose latency was a sixth of the item reader's time.
@inline(__always)
func exactQuotient(_ m: UInt64, _ k: Int) -> Double {
    if k == 1 {
        let q = m / 5
        if q &* 5 == m { return Double(Int64(bitPattern: q)) * 0.5 }
        return Double(Int64(bitPattern: m)) / 10
    }
    if k == 2 {
        let q = m / 25
        if q &* 25 == m { return Double(Int64(bitPattern: q)) * 0.25 }
        return Double(Int64(bitPattern: m)) / 100
    }
    return Double(Int64(bitPattern: m)) / Double(Int64(bitPattern: ShortestDecimal.powersOfTen[k]))
}
