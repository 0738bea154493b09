import Foundation
import HTTPServer
import Testing

@testable import LayoutService

@Suite("/metrics: the HTTP server's queue, bytes in flight, refusals and closures; the admin routes")
struct ServerMetricsTests {
    static func text(_ service: LayoutService) -> String {
        String(decoding: service.handle(ServiceSupport.get("/metrics")).body, as: UTF8.self)
    }

    @Test("a fresh server's figures: every reason of every counter exported from 0, the gauges at their values")
    func fresh() {
        let counters = HTTPServerCounters()
        let samples = MetricsTests.parse(Self.text(LayoutService(serverCounters: counters)))
        for reason in ["keep_alive_idle", "head_deadline", "request_deadline", "inactivity"] {
            #expect(samples[#"layoutd_connections_closed_total{reason="\#(reason)"}"#] == 0)
        }
        for reason in ["connection_limit", "per_client_limit"] {
            #expect(samples[#"layoutd_connections_refused_total{reason="\#(reason)"}"#] == 0)
        }
        for reason in ["queue_full", "bytes_in_flight", "stopping"] {
            #expect(samples[#"layoutd_requests_refused_total{reason="\#(reason)"}"#] == 0)
        }
        for gauge in [
            "layoutd_connections_open", "layoutd_queue_depth", "layoutd_queue_capacity", "layoutd_workers",
            "layoutd_workers_busy", "layoutd_requests_abandoned_total", "layoutd_requests_inline_total",
            "layoutd_memory_trims_total", "layoutd_bytes_in_flight",
            "layoutd_bytes_in_flight_limit",
        ] {
            #expect(samples[gauge] == 0, "\(gauge)")
        }
    }

    @Test("a running server's figures reach /metrics: its queue capacity, workers and bytes-in-flight bound")
    func running() throws {
        let counters = HTTPServerCounters()
        var configuration = HTTPServerConfiguration(host: "127.0.0.1", port: 0, logsLibraryErrors: false)
        configuration.workers = 3
        configuration.queueDepth = 17
        configuration.maxBytesInFlight = 50 << 20
        let server = try HTTPServer(
            configuration: configuration, handler: { _ in HTTPResponse(status: 200) },
            errorResponder: { status, _ in HTTPResponse(status: status) }, counters: counters)
        defer { server.stop() }
        let samples = MetricsTests.parse(Self.text(LayoutService(serverCounters: counters)))
        #expect(samples["layoutd_queue_capacity"] == 17)
        #expect(samples["layoutd_workers"] == 3)
        #expect(samples["layoutd_bytes_in_flight_limit"] == Double(50 << 20))
    }

    @Test("without the server's counters /metrics has none of its figures")
    func none() {
        #expect(!Self.text(LayoutService()).contains("layoutd_queue_depth"))
    }

    @Test("the admin listener answers /healthz, /readyz and /metrics, and 404 for every other route")
    func adminRoutes() {
        let service = LayoutService()
        #expect(service.handleAdmin(ServiceSupport.get("/healthz")).status == 200)
        #expect(service.handleAdmin(ServiceSupport.get("/readyz")).status == 200)
        #expect(service.handleAdmin(ServiceSupport.get("/metrics")).status == 200)
        for path in ["/openapi.yaml", "/", "/layout", "/nowhere"] {
            #expect(service.handleAdmin(ServiceSupport.get(path)).status == 404, "\(path)")
        }
        #expect(service.handleAdmin(ServiceSupport.post("{}")).status == 404)
        service.beginDraining()
        #expect(service.handleAdmin(ServiceSupport.get("/readyz")).status == 503)
    }

    @Test("/layout goes to the workers whatever the method; the cheap routes stay on the I/O threads")
    func offloads() {
        #expect(LayoutService.routing(method: "POST", path: "/layout") == Routing(route: 0, offloaded: true))
        #expect(LayoutService.routing(method: "GET", path: "/layout").offloaded)
        for path in ["/healthz", "/readyz", "/metrics", "/openapi.yaml", "/", "/other"] {
            #expect(!LayoutService.routing(method: "GET", path: path).offloaded, "\(path)")
            #expect(!LayoutService.adminRouting(method: "POST", path: path).offloaded, "\(path)")
        }
    }

    /// The HTTP server routes a request once, from its head, and hands the route back on the request
    /// (`HTTPRequest.route`, held by AdmissionTests' "the route named from the head reaches the handler"): the index
    /// the service gives a route is the route it reads back; a request made by hand has none and is routed by path.
    @Test("a route's index, handed to the HTTP server, reads back as the same route")
    func routedOnce() {
        let service = LayoutService()
        for route in Route.allCases {
            #expect(Route(index: route.index) == route)
            #expect(LayoutService.routing(method: "GET", path: route.rawValue).route == route.index)
        }
        #expect(Route(index: Route.allCases.count) == nil)
        #expect(service.handle(ServiceSupport.get("/healthz")).body == Array(#"{"status":"ok"}"#.utf8))
    }
}
