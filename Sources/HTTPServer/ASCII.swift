#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// ASCII case folding for header names, which HTTP defines as ASCII tokens (RFC 9110 §5.1).
///
/// `String.lowercased()` applies Unicode's full case mapping and allocates; on the request path, where every
/// header name of every request is folded and looked up, these do the same for ASCII with plain byte arithmetic
/// (bytes outside `A`...`Z` are kept as they are).
enum ASCII {
    /// `byte` folded to lower case when it is `A`...`Z`.
    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 {
        byte &- 65 < 26 ? byte | 0x20 : byte
    }

    /// `text` with `A`...`Z` folded to lower case; `text` itself when it has none.
    static func lowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 &- 65 < 26 }) else { return text }
        let count = text.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var i = 0
            for byte in text.utf8 {
                buffer[i] = lower(byte)
                i += 1
            }
            return count
        }
    }

    /// The NUL-terminated `cString` as a string with `A`...`Z` folded to lower case.
    static func lowercased(cString: UnsafePointer<CChar>) -> String {
        let count = strlen(cString)
        return cString.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            String(unsafeUninitializedCapacity: count) { buffer in
                for i in 0..<count { buffer[i] = lower(bytes[i]) }
                return count
            }
        }
    }

    /// Whether `a` and `b` are equal ignoring ASCII case.
    static func equalIgnoringCase(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8) { lower($0) == lower($1) }
    }

    /// Whether the `lowercase.utf8CodeUnitCount` bytes at `bytes` spell `lowercase` ignoring ASCII case, where
    /// `lowercase` is at least 4 bytes of lower-case letters and `-` (a header name); the caller has checked that
    /// there are that many bytes.
    ///
    /// Compares eight bytes (or four) at a time with the case bit (0x20) set in each: exact for such names, since
    /// the only other byte that becomes a letter or `-` that way is the letter's upper case, or carriage return
    /// for `-`, which cannot be in a header name.
    static func equalIgnoringCase(_ bytes: UnsafePointer<CChar>, _ lowercase: StaticString) -> Bool {
        let count = lowercase.utf8CodeUnitCount
        let a = UnsafeRawPointer(bytes)
        let b = UnsafeRawPointer(lowercase.utf8Start)
        if count < 8 {
            let mask: UInt32 = 0x2020_2020
            return a.loadUnaligned(as: UInt32.self) | mask == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) | mask
                    == b.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        let mask: UInt64 = 0x2020_2020_2020_2020
        var offset = 0
        while true {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) | mask
                != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            if offset == count - 8 { return true }
            offset = min(offset + 8, count - 8)
        }
    }
}
