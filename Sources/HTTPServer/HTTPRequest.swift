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

    /// Creates a request value; header names are lowercased so lookups are case-insensitive.
    public init(
        method: String,
        path: String,
        query: String? = nil,
        headers: [(name: String, value: String)] = [],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers.map { (name: $0.name.lowercased(), value: $0.value) }
        self.body = body
    }

    /// The value of the first header called `name` (any case), or `nil`.
    /// - Complexity: O(n) in the number of headers.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name == wanted }?.value
    }
}
