import CZlib
public import Foundation

extension Layoutd {
    /// A request's body as the client sends it: `Client.encode`'s JSON, gzipped (`Content-Encoding: gzip`) when it
    /// is at least `compressionThreshold` bytes. A range request carries the whole data every time the model asks
    /// for a window; its items are alike, so gzip shrinks it more than tenfold (a 10,000-post feed's 439 KB to
    /// 38 KB; `RequestBodyTests`).
    public struct RequestBody: Sendable {
        /// Bodies shorter than this are sent as they are: gzip's header and trailer would cost more than it saves.
        public static let compressionThreshold = 1024

        /// The bytes sent.
        public let bytes: Data
        /// Whether `bytes` is gzip.
        public let isGzipped: Bool
        /// The JSON's length before compression.
        public let jsonCount: Int

        /// `request`'s body, gzipped when `compressing` and long enough.
        public init<Family>(_ request: Request<Family>, compressing: Bool = true) throws(ClientError) {
            let json = try Client.encode(request)
            jsonCount = json.count
            if compressing, json.count >= Self.compressionThreshold, let gzipped = Self.gzip(json) {
                bytes = gzipped
                isGzipped = true
            } else {
                bytes = json
                isGzipped = false
            }
        }

        /// `data` as one gzip member (RFC 1952) at zlib's default level, or `nil` if zlib fails (only for lack of
        /// memory).
        public static func gzip(_ data: Data) -> Data? {
            let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
            stream.initialize(to: z_stream())
            defer { stream.deallocate() }
            // 15 window bits plus 16 for the gzip wrapper; zlib's default memory level.
            guard czlib_deflate_init(stream, Z_DEFAULT_COMPRESSION, 15 + 16, 8) == Z_OK else { return nil }
            defer { deflateEnd(stream) }
            let bound = Int(deflateBound(stream, uLong(data.count)))
            var output = Data(count: bound)
            let finished = data.withUnsafeBytes { input in
                output.withUnsafeMutableBytes { out in
                    stream.pointee.next_in = UnsafeMutablePointer(
                        mutating: input.bindMemory(to: Bytef.self).baseAddress)
                    stream.pointee.avail_in = uInt(input.count)
                    stream.pointee.next_out = out.bindMemory(to: Bytef.self).baseAddress
                    stream.pointee.avail_out = uInt(out.count)
                    // The bound holds the whole output, so one call finishes the stream.
                    return deflate(stream, Z_FINISH) == Z_STREAM_END
                }
            }
            guard finished else { return nil }
            output.count = Int(stream.pointee.total_out)
            return output
        }
    }
}
