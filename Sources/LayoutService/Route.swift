/// The service's routes; anything else is `.unknown` (404), and the route name is the metrics label.
public enum Route: String, Sendable, CaseIterable {
    case layout = "/layout"
    case healthz = "/healthz"
    case readyz = "/readyz"
    case metrics = "/metrics"
    case openAPI = "/openapi.yaml"
    case playground = "/"
    case unknown = "other"

    /// The routes the admin listener answers: liveness, readiness and metrics, for probes and scrapers that must
    /// get through while every main connection and worker is busy.
    public static let admin: Set<Route> = [.healthz, .readyz, .metrics]

    /// The route of a request path (the query string is not part of it).
    public init(path: String) {
        self = Route(rawValue: path) ?? .unknown
    }

    /// The route at `index` in `allCases`, `nil` past them.
    init?(index: Int) {
        guard Self.allCases.indices.contains(index) else { return nil }
        self = Self.allCases[index]
    }

    /// The route's position in `allCases` (the metrics' index and the HTTP server's `Routing.route`).
    public var index: Int {
        switch self {
        case .layout: 0
        case .healthz: 1
        case .readyz: 2
        case .metrics: 3
        case .openAPI: 4
        case .playground: 5
        case .unknown: 6
        }
    }

    /// Methods each route answers; the `Allow` header of a 405.
    public var allowedMethods: [String] {
        switch self {
        case .layout: ["POST"]
        case .healthz, .readyz, .metrics, .openAPI, .playground: ["GET", "HEAD"]
        case .unknown: []
        }
    }
}
