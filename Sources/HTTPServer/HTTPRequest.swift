/// One HTTP request as the server hands it to the handler: no C types, fully read body.
public struct HTTPRequest: Sendable {
    /// The request method as sent, e.g. `GET` or `POST`.
    public var method: String
    /// The percent-decoded path, without the query string.
    public var path: String
    /// The raw query string after `?`, or `nil` when the target has no `?`.
    public var query: String?
    /// The request headers in arrival order, names lowercased.
    public var headers: [(name: String, value: String)]
    /// The complete request body (empty when none was sent).
    public var body: [UInt8]

    /// Creates a request value; header names are lowercased (ASCII) so lookups are case-insensitive.
    public init(
        method: String,
        path: String,
        query: String? = nil,
        headers: [(name: String, value: String)] = [],
        body: [UInt8] = []
    ) {
        self.init(
            method: method, path: path, query: query,
            lowercasedHeaders: headers.map { (name: ASCII.lowercased($0.name), value: $0.value) }, body: body)
    }

    /// Creates a request whose header names are already lowercase (the server folds them as it reads them).
    init(
        method: String, path: String, query: String?, lowercasedHeaders: [(name: String, value: String)],
        body: [UInt8]
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = lowercasedHeaders
        self.body = body
    }

    /// The value of the first header called `name` (any ASCII case), or `nil`. Allocates nothing.
    /// - Complexity: O(n) in the number of headers.
    public func header(_ name: String) -> String? {
        for header in headers where ASCII.equalIgnoringCase(header.name, name) { return header.value }
        return nil
    }
}
