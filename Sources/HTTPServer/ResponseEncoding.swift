/// The representation the server sends for a handler's response, decided from the request's `Accept-Encoding`:
/// gzip when the request asks for it, and `Vary: Accept-Encoding` on every answer whose body the server could
/// compress, compressed or not.
///
/// This is the server's part of HTTP, not the handler's: a content coding is a transformation of the transport's
/// choosing, and with it go the headers that describe the bytes sent (`Content-Encoding`, the tag weakened by
/// `EntityTag.weakened`, `Content-Length`). Handlers declare a validator (`ETag`) and their `Cache-Control`, and
/// answer `If-None-Match` with `HTTPRequest.notModified(_:)`; the rest happens here, for every response queued.
enum ResponseEncoding {
    /// What the server does to `response` for the request whose state is `state`: the response to send instead
    /// (`nil`: `response` as it is, the common case, which copies nothing), and whether it adds
    /// `Vary: Accept-Encoding` (not when the handler's own `Vary` lists it or `*`).
    ///
    /// A body "could be compressed" when it is not empty, its status carries content (not 1xx or 204; a 304 stands
    /// for its 200's) and the handler did not encode it itself (`Content-Encoding`): then the answer depends on
    /// `Accept-Encoding` (even a small body is compressed for a client that refuses identity), so it varies on it
    /// whether this one was compressed or not. A 304 gets the `Content-Length` and tag of the 200 it stands for and
    /// no `Content-Encoding` (it has no content). With `gzipLevel` 0 nothing is compressed, and nothing varies.
    static func prepare(
        _ response: HTTPResponse, state: RequestState, context: ServerContext
    ) -> (replacement: HTTPResponse?, addsVary: Bool) {
        let status = response.status
        let notModified = status == 304
        let count = notModified ? response.representation?.count ?? 0 : response.body.count
        guard context.gzipLevel > 0, count > 0, status >= 200, status != 204 else { return (nil, false) }
        // One pass over the handler's headers, comparing only names of the lengths that matter.
        var encoded = false
        var varies = false
        var tag: String?
        for header in response.headers {
            switch header.name.utf8.count {
            case 16 where ASCII.equalIgnoringCase(header.name, "content-encoding"): encoded = true
            case 4 where ASCII.equalIgnoringCase(header.name, "vary"):
                varies = varies || listsAcceptEncoding(header.value)
            case 4 where ASCII.equalIgnoringCase(header.name, "etag"): tag = tag ?? header.value
            default: break
            }
        }
        guard !encoded else { return (nil, false) }
        let addsVary = !varies
        guard state.acceptEncoding.choosesGzip(bodyCount: count) else {
            guard notModified else { return (nil, addsVary) }
            var replacement = response
            replacement.body = response.representation ?? []  // only its length is sent
            return (replacement, addsVary)
        }
        let content = notModified ? response.representation ?? [] : response.body
        guard let compressed = context.compressedBodies.compressed(content, tag: tag, level: context.gzipLevel) else {
            return (nil, addsVary)  // zlib could not allocate: identity
        }
        var replacement = HTTPResponse(status: status, headers: [], body: compressed)
        replacement.headers.reserveCapacity(response.headers.count + 1)
        for header in response.headers {
            let isTag = ASCII.equalIgnoringCase(header.name, "etag")
            replacement.headers.append(isTag ? (name: header.name, value: EntityTag.weakened(header.value)) : header)
        }
        if !notModified { replacement.headers.append((name: "Content-Encoding", value: "gzip")) }
        return (replacement, addsVary)
    }

    /// Whether a `Vary` value lists `Accept-Encoding` or `*`.
    private static func listsAcceptEncoding(_ value: String) -> Bool {
        for member in value.utf8.split(separator: UInt8(ascii: ",")) {
            let token = HeaderToken.trimmed(member)
            if HeaderToken.equals(token, "accept-encoding") || HeaderToken.equals(token, "*") { return true }
        }
        return false
    }
}
