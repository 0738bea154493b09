import Foundation
import HTTPServer
import LayoutAPI
import LayoutRuntime
import Testing

@testable import LayoutService

/// A process collector that reports fixed figures.
struct FixedProcess: ProcessCollector {
    var metrics: ProcessStatistics
    func collect() -> ProcessStatistics { metrics }
}

@Suite("/metrics: requests by family, problems by type, the process collector")
struct MetricsLabelTests {
    static func samples(_ service: LayoutService) -> [String: Double] {
        MetricsTests.parse(String(decoding: service.handle(ServiceSupport.get("/metrics")).body, as: UTF8.self))
    }

    static func family(_ name: String) -> String { #"layoutd_requests_total{family="\#(name)"}"# }
    static func problem(_ type: String) -> String { #"layoutd_problems_total{type="\#(type)"}"# }

    @Test("POST /layout answers count under their family; a body that did not decode under undecoded")
    func families() throws {
        let service = LayoutService()
        for name in ["flow", "waterfall", "iglist", "magazine", "compositional-example-a", "flow"] {
            #expect(service.handle(ServiceSupport.post(try ServiceSupport.example("\(name).json"))).status == 200)
        }
        _ = service.handle(ServiceSupport.post("{"))  // 400 malformed JSON
        _ = service.handle(ServiceSupport.post(#"{"layout":{"type":"flow"}}"#))  // 400 invalid: no collectionView
        _ = service.handle(ServiceSupport.post("{}", contentType: "text/plain"))  // 415
        _ = service.handle(ServiceSupport.get("/layout"))  // 405: not a POST, not counted by family
        let samples = Self.samples(service)
        #expect(samples[Self.family("flow")] == 2)
        #expect(samples[Self.family("waterfall")] == 1)
        #expect(samples[Self.family("iglist")] == 1)
        #expect(samples[Self.family("magazine")] == 1)
        #expect(samples[Self.family("compositional")] == 1)
        #expect(samples[Self.family("undecoded")] == 3)
        // Every POST /layout answer is counted once: the families add up to http_requests_total's POST /layout.
        let families = ["flow", "waterfall", "iglist", "magazine", "compositional", "undecoded"]
        let posts = samples.filter { $0.key.hasPrefix(#"http_requests_total{method="POST",route="/layout""#) }
        #expect(families.map { samples[Self.family($0)] ?? 0 }.reduce(0, +) == posts.values.reduce(0, +))
    }

    @Test("a request that decodes but cannot be laid out counts under its family and as unprocessable")
    func unprocessable() {
        let service = LayoutService(configuration: ServiceConfiguration(limits: .init(maxAttributes: 10)))
        let body =
            #"{"collectionView":{"size":{"width":100,"height":100}},"layout":{"type":"waterfall"},"sections":[{"itemCount":1000,"itemSize":{"width":10,"height":10}}],"elements":"all"}"#
        #expect(service.handle(ServiceSupport.post(body)).status == 422)
        let samples = Self.samples(service)
        #expect(samples[Self.family("waterfall")] == 1)
        #expect(samples[Self.family("undecoded")] == 0)
        #expect(samples[Self.problem("/problems/unprocessable-layout")] == 1)
    }

    @Test("problem answers count by their type; other answers not at all")
    func problems() {
        let service = LayoutService()
        _ = service.handle(ServiceSupport.post("{"))
        _ = service.handle(ServiceSupport.post("[1,"))
        _ = service.handle(ServiceSupport.post(#"{"collectionView":1}"#))
        _ = service.handle(ServiceSupport.post("{}", contentType: "text/plain"))
        _ = service.handle(ServiceSupport.get("/layout"))
        _ = service.handle(ServiceSupport.get("/nope"))
        _ = service.handle(ServiceSupport.get("/healthz"))
        let samples = Self.samples(service)
        #expect(samples[Self.problem("/problems/malformed-json")] == 2)
        #expect(samples[Self.problem("/problems/invalid-request")] == 1)
        #expect(samples[Self.problem("/problems/unsupported-media-type")] == 1)
        #expect(samples[Self.problem("/problems/method-not-allowed")] == 1)
        #expect(samples[Self.problem("/problems/not-found")] == 1)
        let total = samples.filter { $0.key.hasPrefix("layoutd_problems_total") }.values.reduce(0, +)
        #expect(total == 6)
    }

    @Test("the server's own answers: its problems by status, a POST /layout as undecoded, libmicrohttpd's not")
    func serverAnswers() {
        let service = LayoutService()
        service.record(ServerAnswer(method: "POST", path: "/layout", status: 413, bytes: 300))
        service.record(ServerAnswer(method: "POST", path: "/layout", status: 400, bytes: 200))
        service.record(ServerAnswer(method: "GET", path: "/healthz", status: 503, bytes: 200))
        // libmicrohttpd's own 431 has a body it built itself: not a problem answer.
        service.record(ServerAnswer(method: "", path: "/layout", status: 431, bytes: nil))
        let samples = Self.samples(service)
        #expect(samples[Self.problem("/problems/too-large")] == 1)
        #expect(samples[Self.problem("/problems/malformed-request")] == 1)
        #expect(samples[Self.problem("/problems/unavailable")] == 1)
        #expect(samples.filter { $0.key.hasPrefix("layoutd_problems_total") }.values.reduce(0, +) == 3)
        #expect(samples[Self.family("undecoded")] == 2)
        // The counted type is the one the server's answer carries.
        for status in [400, 413, 500, 503] {
            let body = ServiceSupport.json(Problems.serverResponse(status: status, detail: "d"))
            #expect(body["type"] as? String == ProblemType(serverStatus: status).uri)
        }
    }

    /// The `/problems/...` names in `text`, in order of appearance.
    static func problemTypes(in text: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "/problems/[a-z-]+")
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).map { String(text[Range($0.range, in: text)!]) })
    }

    @Test("the problem types are one catalogue: openapi.yaml's list, and no type is written anywhere else")
    func closedSet() throws {
        let known = Set(ProblemType.allCases.map(\.uri))
        #expect(known.count == ProblemType.allCases.count)
        // openapi.yaml's `Problem.type` description names each type.
        let spec = try String(
            contentsOf: ServiceSupport.repositoryRoot.appendingPathComponent("openapi.yaml"), encoding: .utf8)
        let problem = try #require(spec.range(of: "    Problem:\n"))
        let description = String(spec[problem.upperBound...].prefix(1200))
        #expect(Self.problemTypes(in: description) == known)
        // Every module that answers problems spells no type of its own: each comes from the catalogue.
        for module in ["LayoutAPI", "LayoutService", "LayoutSVG", "HTTPServer", "layoutd"] {
            let folder = ServiceSupport.repositoryRoot.appendingPathComponent("Sources/\(module)")
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
            where file.hasSuffix(".swift") && file != "ProblemType.swift" {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                #expect(Self.problemTypes(in: text).isEmpty, "\(module)/\(file) spells a problem type")
            }
        }
    }

    @Test("the process collector's figures come first, with Prometheus' names, help texts and types")
    func processMetrics() {
        let process = ProcessStatistics(
            cpuSeconds: 1.25, residentMemoryBytes: 15_335_424, virtualMemoryBytes: 179_810_304,
            openFileDescriptors: 11, maxFileDescriptors: 1024, startTimeSeconds: 1_796_166_328.88)
        let service = LayoutService(processCollector: FixedProcess(metrics: process))
        let text = String(decoding: service.handle(ServiceSupport.get("/metrics")).body, as: UTF8.self)
        #expect(
            text.hasPrefix(
                """
                # HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.
                # TYPE process_cpu_seconds_total counter
                process_cpu_seconds_total 1.25
                # HELP process_open_fds Number of open file descriptors.
                # TYPE process_open_fds gauge
                process_open_fds 11
                # HELP process_max_fds Maximum number of open file descriptors.
                # TYPE process_max_fds gauge
                process_max_fds 1024
                # HELP process_virtual_memory_bytes Virtual memory size in bytes.
                # TYPE process_virtual_memory_bytes gauge
                process_virtual_memory_bytes 179810304
                # HELP process_resident_memory_bytes Resident memory size in bytes.
                # TYPE process_resident_memory_bytes gauge
                process_resident_memory_bytes 15335424
                # HELP process_start_time_seconds Start time of the process since unix epoch in seconds.
                # TYPE process_start_time_seconds gauge
                process_start_time_seconds 1796166328.88
                # HELP http_requests_total
                """))
    }

    @Test("a figure the collector could not read is left out; without a collector there are none")
    func missingFigures() {
        let partial = LayoutService(processCollector: FixedProcess(metrics: ProcessStatistics(openFileDescriptors: 4)))
        let text = String(decoding: partial.handle(ServiceSupport.get("/metrics")).body, as: UTF8.self)
        #expect(text.contains("\nprocess_open_fds 4\n") || text.hasPrefix("# HELP process_open_fds"))
        #expect(!text.contains("process_cpu_seconds_total") && !text.contains("process_max_fds"))
        let none = String(decoding: LayoutService().handle(ServiceSupport.get("/metrics")).body, as: UTF8.self)
        #expect(!none.contains("process_"))
    }
}
