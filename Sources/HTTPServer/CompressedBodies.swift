import Synchronization

/// The gzip forms of bodies that carry a strong entity tag, each compressed once.
///
/// A strong tag promises the same bytes whenever it is the same (RFC 9110 §8.8.1), so its compressed form can be
/// kept: the OpenAPI document and the playground are compressed on their first gzip answer, not on every one, and a
/// 304 can give its 200's compressed length without compressing. Bounded: at most `capacity` entries, each of a
/// body of at most `maxBodyBytes`; others, and bodies with a weak tag or none, are compressed for each answer.
final class CompressedBodies: Sendable {
    /// The most bodies kept.
    static let capacity = 16
    /// The largest body kept.
    static let maxBodyBytes = 4 << 20

    /// Tag to (the uncompressed length, the gzip bytes): the length is compared too, so a handler that reused a
    /// tag for other bytes of another length gets them compressed afresh rather than another body's bytes.
    private let entries = Mutex<[String: (count: Int, gzip: [UInt8])]>([:])

    init() {}

    /// `body` as gzip at `level`, from the kept copy when `tag` is strong and one is kept; `nil` when zlib fails.
    func compressed(_ body: [UInt8], tag: String?, level: Int32) -> [UInt8]? {
        guard let tag, !tag.hasPrefix("W/"), body.count <= Self.maxBodyBytes else {
            return GzipCompressor.compress(body, level: level)
        }
        if let kept = entries.withLock({ $0[tag] }), kept.count == body.count { return kept.gzip }
        guard let gzip = GzipCompressor.compress(body, level: level) else { return nil }
        entries.withLock { entries in
            if entries.count < Self.capacity || entries[tag] != nil { entries[tag] = (body.count, gzip) }
        }
        return gzip
    }
}
