/// One HTTP response produced by a handler; the server adds `Content-Length` and `Date` itself.
public struct HTTPResponse: Sendable {
    /// The status code; a value outside 100...599 makes the server answer 500 instead.
    public var status: Int
    /// Headers to send, in order. `Content-Length` is ignored (the server computes it from `body`).
    public var headers: [(name: String, value: String)]
    /// The body bytes (not sent for `HEAD`, though `Content-Length` still describes them).
    public var body: [UInt8]
    /// For a 304 made by `HTTPRequest.notModified(_:)`, the body of the 200 it stands for, never sent: the 304's
    /// `Content-Length` is its length as the server would encode it (RFC 9110 §8.6 allows only that length or none,
    /// and libmicrohttpd always sends one).
    var representation: [UInt8]?

    /// Creates a response.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the first header called `name` (any ASCII case), or `nil`.
    /// - Complexity: O(n) in the number of headers.
    public func header(_ name: String) -> String? {
        for header in headers where ASCII.equalIgnoringCase(header.name, name) { return header.value }
        return nil
    }
}
