internal import CZlib

// gzip (RFC 1952) through zlib: one-shot compression of a response body, and a request body inflated piece by piece
// as it arrives, never past a byte limit. zlib keeps a pointer back to its `z_stream` and checks it on every call, so
// each stream lives at one heap address for its whole life (never a Swift `var`, which may move).

/// Compresses response bodies.
enum GzipCompressor {
    /// The smallest window (zlib's `windowBits`, 9...15) at least as large as `count` bytes: every match a full
    /// window would find is within it, so the output is as small, while zlib allocates and clears far less for a
    /// small body (a 15-bit window and hash cost about 256 KiB per stream; an 11-bit one, 16 KiB).
    static func windowBits(for count: Int) -> Int32 {
        var bits: Int32 = 9
        while bits < 15 && (1 << bits) < count { bits += 1 }
        return bits
    }

    /// `bytes` as one gzip member at `level` (1...9), or `nil` when zlib fails (it only can for lack of memory).
    static func compress(_ bytes: [UInt8], level: Int32) -> [UInt8]? {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        let bits = windowBits(for: bytes.count)
        // A hash of 2^(memLevel + 7) heads: as many as the window has positions (zlib's default, 8, for 15 bits).
        guard czlib_deflate_init(stream, level, bits + 16, max(1, bits - 7)) == Z_OK else { return nil }
        defer { deflateEnd(stream) }
        let bound = Int(deflateBound(stream, uLong(bytes.count)))
        var finished = false
        let output = bytes.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.pointee.avail_in = uInt(input.count)
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = uInt(buffer.count)
                // The bound holds the whole output, so one call finishes the stream.
                finished = deflate(stream, Z_FINISH) == Z_STREAM_END
                count = finished ? Int(stream.pointee.total_out) : 0
            }
        }
        return finished ? output : nil
    }
}

/// Inflates a gzip request body piece by piece as libmicrohttpd hands it over, appending to the request's body buffer
/// and stopping as soon as the inflated bytes would pass the limit: a body that inflates a thousandfold costs no more
/// than the limit's worth of inflating and memory.
///
/// Several gzip members one after the other are one body (RFC 1952 §2.2, as `gzip -d` reads them).
final class GzipInflater {
    /// What one piece did.
    enum Outcome: Equatable {
        /// Inflated, within the limit.
        case ok
        /// The inflated body would pass the limit; nothing past it was kept.
        case overLimit
        /// The bytes are not gzip (zlib's reason, in words for the problem's detail).
        case malformed(String)
    }

    private let stream: UnsafeMutablePointer<z_stream>
    /// Where each call to `inflate` writes, before the bytes are appended to the body.
    private let scratch: UnsafeMutableBufferPointer<UInt8>
    /// Whether the current member has ended (its trailer checked) and no byte of another has arrived.
    private(set) var atEnd = false
    /// Members inflated to their end so far.
    private var membersEnded = 0
    /// Whether the stream was set up (`inflateEnd` is called only then).
    private let ready: Bool

    /// An inflater for the gzip wrapper only (not zlib's, not raw deflate); `nil` when zlib cannot allocate.
    init?() {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        scratch = .allocate(capacity: 32 << 10)
        ready = czlib_inflate_init(stream, 15 + 16) == Z_OK
        if !ready { return nil }
    }

    deinit {
        if ready { inflateEnd(stream) }
        stream.deallocate()
        scratch.deallocate()
    }

    /// Inflates `input`, appending to `body` while `body` stays within `limit` bytes.
    func feed(_ input: UnsafeRawBufferPointer, into body: inout [UInt8], limit: Int) -> Outcome {
        guard let base = input.baseAddress, input.count > 0 else { return .ok }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        defer {
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
        }
        while true {
            if atEnd {
                if stream.pointee.avail_in == 0 { return .ok }
                // More bytes after a member's trailer: the next member (its header is checked by inflate).
                guard inflateReset(stream) == Z_OK else { return .malformed("the gzip stream cannot be restarted") }
                atEnd = false
            }
            // One byte more than the room left, so that passing the limit is seen at the first byte past it.
            let room = min(scratch.count, max(0, limit - body.count) + 1)
            stream.pointee.next_out = scratch.baseAddress
            stream.pointee.avail_out = uInt(room)
            let status = inflate(stream, Z_NO_FLUSH)
            let produced = room - Int(stream.pointee.avail_out)
            if body.count + produced > limit { return .overLimit }
            body.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<produced]))
            switch status {
            case Z_STREAM_END:
                atEnd = true
                membersEnded += 1
            case Z_OK:
                // zlib stops when it has used all the input or filled the output; only the second means more to do.
                if stream.pointee.avail_out != 0 && stream.pointee.avail_in == 0 { return .ok }
            case Z_BUF_ERROR:
                return .ok  // no progress possible without more input
            case Z_NEED_DICT:
                return .malformed("the gzip stream asks for a preset dictionary, which gzip does not have")
            case Z_DATA_ERROR:
                // After a complete member, bytes that produce nothing before failing do not start another member.
                if membersEnded > 0 && stream.pointee.total_out == 0 {
                    return .malformed("bytes after the end of the gzip stream are not another gzip member")
                }
                return .malformed(message(default: "the bytes are not gzip data"))
            default:
                return .malformed(message(default: "zlib failed (status \(status))"))
            }
        }
    }

    /// zlib's message for the last error, or `fallback`.
    private func message(default fallback: String) -> String {
        guard let text = stream.pointee.msg else { return fallback }
        return String(cString: text)
    }
}
