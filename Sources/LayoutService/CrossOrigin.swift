public import HTTPServer

/// Which web pages may read the service's answers from another origin (CORS, the Fetch standard): none, the default,
/// so a browser keeps every page but the service's own (the playground) from reading an answer; any; or the pages of
/// a list of origins.
///
/// A browser asks before it sends a page's `POST /layout` with `Content-Type: application/json` (a preflight,
/// `OPTIONS /layout`), and shows the page an answer only when it names the page's origin. So with origins allowed:
/// - `OPTIONS /layout` is answered 204, and for an allowed `Origin` with what the page may send
///   (`Access-Control-Allow-Methods`, `-Allow-Headers`, `-Max-Age`);
/// - every answer of the main listener to an allowed `Origin` names it (`Access-Control-Allow-Origin`) and lets the
///   page read `ETag`, `Retry-After` and `Layout-Contract` (`Access-Control-Expose-Headers`), the server's own
///   answers (413, 503…) included;
/// - with a list, every answer says `Vary: Origin`, since whether it names an origin depends on the request's;
/// - an origin not allowed gets the same answers without any of these headers, and its browser refuses them to the
///   page. CORS protects the browser's user, not the service: a program that is not a browser reads every answer
///   whatever this says (keys and rates are the edge's, docs/operations.md).
///
/// Credentials (cookies, TLS client certificates) are never allowed: the service has no sessions, and a page sends
/// an API key, when the edge asks for one, in `Authorization`, which the preflight allows.
public struct CrossOriginPolicy: Sendable, Equatable {
    /// Who may read the answers.
    enum Allowed: Sendable, Equatable {
        case none
        case any
        /// Origins as browsers serialise them (`https://app.example.com`, `http://127.0.0.1:8000`).
        case list(Set<String>)
    }

    let allowed: Allowed

    /// No page of another origin may read an answer (the default).
    public static let none = CrossOriginPolicy(allowed: .none)
    /// Every page may read the answers (`Access-Control-Allow-Origin: *`).
    public static let any = CrossOriginPolicy(allowed: .any)

    init(allowed: Allowed) {
        self.allowed = allowed
    }

    /// The pages of `origins` may read the answers; each must be `Origin`'s serialisation (see `parse`).
    public init(origins: Set<String>) {
        allowed = origins.isEmpty ? .none : .list(origins)
    }

    /// Whether any page of another origin may read an answer: then `OPTIONS /layout` is answered.
    public var isEnabled: Bool { allowed != .none }

    /// The methods the preflight allows and `Allow` lists beside the route's own.
    static let preflightMethod = "OPTIONS"

    /// The request headers a page may send (`Access-Control-Allow-Headers`): the body's media type and coding, the
    /// answer's (`Accept` picks SVG), a validator, the contract version the request needs, and `Authorization` for
    /// the edge's API key (the service itself ignores it). The browser lists only the headers that are not
    /// CORS-safelisted; allowing the others too keeps the list one a reader can check against what a client sends.
    static let allowedHeaders =
        "Content-Type, Content-Encoding, Accept, Accept-Encoding, If-None-Match, Layout-Contract, Authorization"

    /// The answer headers a page may read beyond the safelisted ones (`Access-Control-Expose-Headers`).
    static let exposedHeaders = "ETag, Retry-After, Layout-Contract"

    /// How long a browser may keep a preflight's answer, in seconds: two hours, Chromium's own ceiling (Firefox
    /// keeps one a day); one page's requests then cost one preflight, and a changed list reaches browsers within
    /// two hours.
    static let maxAgeSeconds = 7200

    /// Parses the `--cors-origins` value: `*` for any origin, or origins separated by commas, each
    /// `scheme://host[:port]` with scheme `http` or `https` (a trailing `/` is dropped, scheme and host are compared
    /// ignoring case, a default port is dropped: as a browser writes `Origin`). Empty: none. An error message for
    /// anything else: a path, a wildcard inside an origin, `null`.
    public static func parse(_ text: String) -> Result<CrossOriginPolicy, CrossOriginError> {
        let entries = text.split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        if entries == ["*"] { return .success(.any) }
        var origins: Set<String> = []
        for entry in entries {
            guard let origin = serialised(entry) else {
                return .failure(
                    CrossOriginError(
                        message: "\"\(entry)\" is not an origin: write * alone, or scheme://host[:port] with scheme "
                            + "http or https and nothing after the host or port (no path, no wildcard)"))
            }
            origins.insert(origin)
        }
        return .success(CrossOriginPolicy(origins: origins))
    }

    /// `entry` as a browser serialises an origin, or `nil` when it is not one.
    static func serialised(_ entry: String) -> String? {
        var text = entry
        if text.hasSuffix("/") { text.removeLast() }
        let parts = text.split(separator: "://", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let scheme = parts[0].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        var authority = parts[1].lowercased()
        guard !authority.isEmpty, !authority.contains(where: { "/?#@*\\ ".contains($0) }) else { return nil }
        // The port: digits after the last colon outside an IPv6 literal's brackets.
        if let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") {
            let port = authority[authority.index(after: colon)...]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCIIDigit), let number = Int(port),
                number <= 65535
            else { return nil }
            let host = authority[..<colon]
            guard !host.isEmpty else { return nil }
            let isDefault = (scheme == "http" && number == 80) || (scheme == "https" && number == 443)
            authority = isDefault ? String(host) : "\(host):\(number)"
        }
        return "\(scheme)://\(authority)"
    }

    /// The value of `Access-Control-Allow-Origin` for a request from `origin`, or `nil` when it is not allowed.
    func allowOrigin(_ origin: String?) -> String? {
        switch allowed {
        case .none: nil
        case .any: "*"
        case .list(let origins): origin.flatMap { origins.contains($0) ? $0 : nil }
        }
    }

    /// The headers every answer to a request from `origin` carries: for an allowed origin, itself and the headers
    /// its page may read; with a list, `Vary: Origin` whatever the origin. Empty when no origin is allowed.
    func answerHeaders(origin: String?) -> [(name: String, value: String)] {
        guard isEnabled else { return [] }
        var headers: [(name: String, value: String)] = []
        if let allow = allowOrigin(origin) {
            headers.append((name: "Access-Control-Allow-Origin", value: allow))
            headers.append((name: "Access-Control-Expose-Headers", value: Self.exposedHeaders))
        }
        if case .list = allowed { headers.append((name: "Vary", value: "Origin")) }
        return headers
    }

    /// The answer to a preflight (`OPTIONS`) on a route answering `methods`, from `origin`: 204, `Allow`, and for an
    /// allowed origin what its page may send and for how long (the service adds `answerHeaders`, as to every answer).
    /// A disallowed origin gets the 204 without them, which its browser takes as a refusal.
    func preflight(methods: [String], origin: String?) -> HTTPResponse {
        var headers: [(name: String, value: String)] = [
            (name: "Allow", value: (methods + [Self.preflightMethod]).joined(separator: ", "))
        ]
        if allowOrigin(origin) != nil {
            headers.append((name: "Access-Control-Allow-Methods", value: methods.joined(separator: ", ")))
            headers.append((name: "Access-Control-Allow-Headers", value: Self.allowedHeaders))
            headers.append((name: "Access-Control-Max-Age", value: String(Self.maxAgeSeconds)))
        }
        headers.append(ContractVersion.header)
        return HTTPResponse(status: 204, headers: headers)
    }
}

/// A `--cors-origins` value that is not `*` or a list of origins.
public struct CrossOriginError: Error, Sendable {
    public let message: String
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
