/// The representation the server sends for a handler's response, decided from the request's `Accept-Encoding`:
/// gzip when the request asks for it, and `Vary: Accept-Encoding` on every answer whose body the server could
/// compress, compressed or not.
///
/// This is the server's part of HTTP, not the handler's: a content coding is a transformation of the transport's
/// choosing, and with it go the headers that describe the bytes sent (`Content-Encoding`, the tag weakened by
/// `EntityTag.weakened`, `Content-Length`). Handlers declare a validator (`ETag`) and their `Cache-Control`, and
/// answer `If-None-Match` with `HTTPRequest.notModified(_:)`; the rest happens here, for every response queued.
enum ResponseEncoding {
    /// `response` as it goes on the wire for the request whose state is `state`, and whether the server adds
    /// `Vary: Accept-Encoding` (not when the handler's own `Vary` lists it or `*`).
    ///
    /// A body "could be compressed" when it is not empty, its status carries content (not 1xx or 204; a 304 stands
    /// for its 200's) and the handler did not encode it itself (`Content-Encoding`): then the answer depends on
    /// `Accept-Encoding` (even a small body is compressed for a client that refuses identity), so it varies on it
    /// whether this one was compressed or not. A 304 gets the `Content-Length` and tag of the 200 it stands for and
    /// no `Content-Encoding` (it has no content). With `gzipLevel` 0 nothing is compressed, and nothing varies.
    static func prepare(
        _ response: HTTPResponse, state: RequestState, context: ServerContext
    ) -> (response: HTTPResponse, addsVary: Bool) {
        let status = response.status
        let content = status == 304 ? response.representation ?? [] : response.body
        guard context.gzipLevel > 0, !content.isEmpty, status >= 200, status != 204,
            response.header("content-encoding") == nil
        else { return (response, false) }
        let addsVary = !varies(response)
        guard state.acceptEncoding.choosesGzip(bodyCount: content.count),
            let compressed = context.compressedBodies.compressed(
                content, tag: response.header("etag"), level: context.gzipLevel)
        else {
            guard status == 304 else { return (response, addsVary) }
            var notModified = response
            notModified.body = content  // only its length is sent
            return (notModified, addsVary)
        }
        var encoded = HTTPResponse(status: status, headers: [], body: compressed)
        encoded.headers.reserveCapacity(response.headers.count + 1)
        for header in response.headers {
            let isTag = ASCII.equalIgnoringCase(header.name, "etag")
            encoded.headers.append(isTag ? (name: header.name, value: EntityTag.weakened(header.value)) : header)
        }
        if status != 304 { encoded.headers.append((name: "Content-Encoding", value: "gzip")) }
        return (encoded, addsVary)
    }

    /// Whether the handler's `Vary` already lists `Accept-Encoding` or `*`.
    private static func varies(_ response: HTTPResponse) -> Bool {
        for header in response.headers where ASCII.equalIgnoringCase(header.name, "vary") {
            for member in header.value.utf8.split(separator: UInt8(ascii: ",")) {
                let token = HeaderToken.trimmed(member)
                if HeaderToken.equals(token, "accept-encoding") || HeaderToken.equals(token, "*") { return true }
            }
        }
        return false
    }
}
