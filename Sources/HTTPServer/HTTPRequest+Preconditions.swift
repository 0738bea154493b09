internal import CMicroHTTPD

extension HTTPRequest {
    /// The `304 Not Modified` to answer instead of `response` when this request's `If-None-Match` matches it
    /// (RFC 9110 §13.1.2 and §13.2.2), else `nil`.
    ///
    /// Only a GET or HEAD whose answer would be 2xx is evaluated: other methods and other statuses ignore the header
    /// (no route that takes another method has a current representation to match). Tags compare weakly, so a tag the
    /// server weakened when it compressed the body still matches; `*` matches any 2xx answer. The 304 keeps the
    /// headers a cache refreshes its stored answer with (`Cache-Control`, `Content-Location`, `ETag`, `Expires`,
    /// `Vary`) and stands for `response`'s body, which is never sent: the server gives it the `Content-Length`, `ETag`
    /// and `Vary` of the 200 it would have sent to this request (`ResponseEncoding`).
    public func notModified(_ response: HTTPResponse) -> HTTPResponse? {
        guard method == "GET" || method == "HEAD", (200..<300).contains(response.status) else { return nil }
        let values = ifNoneMatchValues()
        guard !values.isEmpty, EntityTag.matches(ifNoneMatch: values, tag: response.header("etag")) else { return nil }
        var headers: [(name: String, value: String)] = []
        for header in response.headers
        where Self.kept304Headers.contains(where: { ASCII.equalIgnoringCase($0, header.name) }) {
            headers.append(header)
        }
        var notModified = HTTPResponse(status: 304, headers: headers)
        notModified.representation = response.body
        return notModified
    }

    /// Of a 200's headers, those its 304 carries (RFC 9110 §15.4.5; not `Content-Type`: there is no content).
    private static let kept304Headers = ["cache-control", "content-location", "etag", "expires", "vary"]

    /// Every `If-None-Match` value of the request, in arrival order.
    private func ifNoneMatchValues() -> [[UInt8]] {
        guard let connection = connectionForLookup else {
            return headers.filter { $0.name == "if-none-match" }.map { Array($0.value.utf8) }
        }
        var lookup: [[UInt8]] = []
        withUnsafeMutablePointer(to: &lookup) { pointer in
            _ = MHD_get_connection_values_n(connection, .HEADER_KIND, collectIfNoneMatch, pointer)
        }
        return lookup
    }
}

/// Appends the value of one header to the `[[UInt8]]` that `cls` points to when it is an `If-None-Match`.
private func collectIfNoneMatch(
    _ cls: UnsafeMutableRawPointer?,
    _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?,
    _ keySize: Int,
    _ value: UnsafePointer<CChar>?,
    _ valueSize: Int
) -> MHD_Result {
    guard let cls, let key, let value, keySize == 13, ASCII.equalIgnoringCase(key, "if-none-match") else { return .YES }
    cls.assumingMemoryBound(to: [[UInt8]].self).pointee.append(
        Array(UnsafeRawBufferPointer(start: value, count: valueSize)))
    return .YES
}
