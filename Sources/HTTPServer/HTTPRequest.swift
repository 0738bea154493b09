internal import CMicroHTTPD

/// One HTTP request as the server hands it to the handler: no C types, fully read body.
///
/// The request is noncopyable, and the handler receives it `borrowing`: a request the server makes reads its body
/// and headers in place, from the server's body buffer and libmicrohttpd's header list (left untouched while a
/// worker has the connection suspended), which stay valid only for the handler call, and the type keeps any of it
/// from outliving that call. `body` and `headers` return copies; `withBody` and `header(_:)` read
/// without copying the body or building the header list.
public struct HTTPRequest: ~Copyable, @unchecked Sendable {
    /// The request method as sent, e.g. `GET` or `POST`.
    public var method: String
    /// The percent-decoded path, without the query string.
    public var path: String
    /// The raw query string after `?`, or `nil` when the target has no `?`.
    public var query: String?
    /// The application's route for the request, as its `Routing` named it from the head (so it is found once);
    /// `nil` for a request made by hand.
    public let route: Int?
    /// The owned headers (names lowercased), or `nil` when they are read from `connection`.
    private var ownedHeaders: [(name: String, value: String)]?
    /// The owned body, or `nil` when it is `bodyView`.
    private var ownedBody: [UInt8]?
    /// The libmicrohttpd connection whose headers this request reads (a server-made request only).
    private let connection: OpaquePointer?
    /// The body in the server's buffer (a server-made request only), valid while the request exists.
    private let bodyView: UnsafeRawBufferPointer

    /// Creates a request value; header names are lowercased (ASCII) so lookups are case-insensitive.
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
        self.route = nil
        self.ownedHeaders = headers.map { (name: ASCII.lowercased($0.name), value: $0.value) }
        self.ownedBody = body
        self.connection = nil
        self.bodyView = UnsafeRawBufferPointer(start: nil, count: 0)
    }

    /// A request whose headers are `connection`'s and whose body is `body`, both read in place: the server's, for
    /// the duration of one handler call.
    init(state: RequestState, connection: OpaquePointer, body: UnsafeRawBufferPointer) {
        self.method = state.method
        self.path = state.path
        self.query = state.query
        self.route = state.route
        self.ownedHeaders = nil
        self.ownedBody = nil
        self.connection = connection
        self.bodyView = body
    }

    /// The request headers in arrival order, names lowercased (a copy).
    public var headers: [(name: String, value: String)] {
        get {
            if let ownedHeaders { return ownedHeaders }
            guard let connection else { return [] }
            return collectedHeaders(of: connection)
        }
        set { ownedHeaders = newValue }
    }

    /// The complete request body (empty when none was sent), as a copy.
    public var body: [UInt8] {
        get { ownedBody ?? Array(bodyView) }
        set { ownedBody = newValue }
    }

    /// Calls `read` with the body's bytes, in place (no copy): a `RawSpan`, so no pointer crosses the module's
    /// public surface and the view cannot outlive the call.
    public func withBody<Result>(_ read: (RawSpan) throws -> Result) rethrows -> Result {
        if let ownedBody { return try read(ownedBody.span.bytes) }
        return try read(bodyView.bytes)
    }

    /// The connection whose headers a server-made request reads, `nil` for a request made by hand.
    var connectionForLookup: OpaquePointer? { ownedHeaders == nil ? connection : nil }

    /// The value of the first header called `name` (any ASCII case), or `nil`. Builds no header list.
    /// - Complexity: O(n) in the number of headers.
    public func header(_ name: String) -> String? {
        if let ownedHeaders {
            for header in ownedHeaders where ASCII.equalIgnoringCase(header.name, name) { return header.value }
            return nil
        }
        guard let connection else { return nil }
        // libmicrohttpd compares names ignoring ASCII case and returns the first match, in arrival order.
        let value = name.withCString { MHD_lookup_connection_value(connection, .HEADER_KIND, $0) }
        return value.map { String(cString: $0) }
    }
}

extension HTTPRequest {
    /// Whether the first header called `name` (any ASCII case) is exactly `value`, byte for byte, read in place:
    /// no `String` is made of the header (a 16-byte value such as `application/json` would be a heap allocation).
    /// - Complexity: O(n) in the number of headers, plus O(value bytes).
    public func header(_ name: String, is value: String) -> Bool {
        guard let connection else { return header(name) == value }
        return name.withCString { key in
            guard let found = MHD_lookup_connection_value(connection, .HEADER_KIND, key) else { return false }
            var expected = value
            return expected.withUTF8 { bytes in
                for i in 0..<bytes.count {
                    let byte = UInt8(bitPattern: found[i])
                    if byte == 0 || byte != bytes[i] { return false }  // the header ends first, or differs
                }
                return found[bytes.count] == 0
            }
        }
    }
}

/// Appends one header to the `[(name:value:)]` array that `cls` points to, name lowercased (ASCII).
private func collectHeader(
    _ cls: UnsafeMutableRawPointer?,
    _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?,
    _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let headers = cls.assumingMemoryBound(to: [(name: String, value: String)].self)
    headers.pointee.append((ASCII.lowercased(cString: key), value.map { String(cString: $0) } ?? ""))
    return .YES
}

/// The request headers of `connection`, in arrival order, names lowercased.
private func collectedHeaders(of connection: OpaquePointer) -> [(name: String, value: String)] {
    var headers: [(name: String, value: String)] = []
    withUnsafeMutablePointer(to: &headers) { pointer in
        _ = MHD_get_connection_values(connection, .HEADER_KIND, collectHeader, pointer)
    }
    return headers
}
