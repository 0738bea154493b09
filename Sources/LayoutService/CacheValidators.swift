import HTTPServer

/// A body that stays the same for the life of the process (the OpenAPI document, the playground), served with a
/// validator: a strong `ETag` made once from its bytes, and `Cache-Control: no-cache`, so a cache may keep it but
/// asks again before each use, and the answer to a matching `If-None-Match` is a bodiless 304
/// (`HTTPRequest.notModified`, beside the content coding whose tag it must agree with).
struct CachedRepresentation: Sendable {
    /// The 200, its body shared by every answer (no copy per request).
    let response: HTTPResponse

    /// `text` as UTF-8 with `contentType`, its tag and `Cache-Control: no-cache`.
    init(contentType: String, text: String) {
        let body = Array(text.utf8)
        response = HTTPResponse(
            status: 200,
            headers: [
                (name: "Content-Type", value: contentType), (name: "ETag", value: Self.entityTag(of: body)),
                (name: "Cache-Control", value: "no-cache"), ContractVersion.header,
            ],
            body: body)
    }

    /// The 200, or the 304 when `request`'s `If-None-Match` matches the tag (with the contract version, as every
    /// answer).
    func answer(to request: borrowing HTTPRequest) -> HTTPResponse {
        guard var notModified = request.notModified(response) else { return response }
        notModified.headers.append(ContractVersion.header)
        return notModified
    }

    /// A strong entity tag for `bytes`: their 64-bit FNV-1a hash and their length, in hex, quoted
    /// (`"cbf29ce484222325-0"` for no bytes). Any change to the bytes changes it but for a 2^-64 chance, which is
    /// what a strong validator asks (RFC 9110 §8.8.1); the bytes are fixed at build time, so one process's tag is
    /// every replica's.
    static func entityTag(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a's 64-bit offset basis
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3  // its 64-bit prime
        }
        return "\"" + String(hash, radix: 16) + "-" + String(bytes.count, radix: 16) + "\""
    }
}
