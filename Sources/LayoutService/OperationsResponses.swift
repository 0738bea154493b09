import HTTPServer
import LayoutPlayground

/// The answers of the operations routes and how caches may treat them: health, readiness and metrics describe this
/// moment, so no cache may store them (`no-store`: a cache in front would otherwise answer a stale health check or
/// stale metrics, choosing its own freshness lifetime); the OpenAPI document and the playground are fixed for the
/// process, so caches keep them and revalidate (`CachedRepresentation`).
enum OperationsResponses {
    /// `GET /healthz`.
    static let healthy = state(200, "ok")
    /// `GET /readyz` while accepting work.
    static let ready = state(200, "ready")
    /// `GET /readyz` once draining.
    static let draining = state(503, "draining")
    /// `GET /openapi.yaml`.
    static let openAPI = CachedRepresentation(
        contentType: "application/yaml; charset=utf-8", text: OpenAPIDocument.text)
    /// `GET /`.
    static let playground = CachedRepresentation(contentType: "text/html; charset=utf-8", text: Playground.html)

    /// Builds the fixed answers, hashing the two documents' bytes for their tags: called once at start-up, so no
    /// request pays for it.
    static func prepare() {
        _ = (healthy, ready, draining, openAPI, playground)
    }

    /// `GET /metrics` with the metrics' text.
    static func metrics(_ text: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: metricsHeaders, body: Array(text.utf8))
    }

    private static let noStore = (name: "Cache-Control", value: "no-store")
    private static let metricsHeaders = [
        (name: "Content-Type", value: "text/plain; version=0.0.4; charset=utf-8"), noStore, ContractVersion.header,
    ]

    /// A health document `{"status":"…"}` with `status`.
    private static func state(_ status: Int, _ word: String) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [(name: "Content-Type", value: "application/json"), noStore, ContractVersion.header],
            body: Array(#"{"status":"\#(word)"}"#.utf8))
    }
}
