import Foundation
import HTTPServer
import LayoutAPI
import LayoutEngine
import LayoutRuntime
import LayoutService

/// Issue 13's timeline target: a 64-offset scroll timeline over the typical request (3 sections × 100 explicit
/// items, visible elements) costs less than 8× one single-offset request, both through `LayoutService.handle`
/// (bytes in, bytes out: decode, lay out, query, encode) in the same run. The typical request is the flow of
/// `CodecBenchmarks.request`; the waterfall is the same collection as a 3-column CHT waterfall. The 64 offsets are
/// a fling from the top to the bottom of the content, evenly spaced; both encodings are measured. The allocator
/// is tuned as layoutd tunes it (`AllocatorTuning`).
enum TimelineBenchmarks {
    static func run() {
        // As layoutd serves: its allocator settings (set at startup, before any thread) keep a response's few
        // hundred kilobytes in the heap instead of mapping and faulting them in on every call.
        AllocatorTuning.apply()
        print(
            "timeline: LayoutService.handle, 64-offset timeline vs one offset, typical request (visible); "
                + "best of 15 interleaved rounds")
        print(BenchmarkTiming.row("request", ["1 offset µs", "64 full µs", "ratio", "64 delta µs", "ratio"]))
        for family in ["flow", "waterfall"] {
            let single = body(family, offsets: nil)
            let service = LayoutService(configuration: ServiceConfiguration())
            let height = contentHeight(single)
            let offsets = fling(height: height)
            let full = body(family, offsets: offsets, encoding: "full")
            let delta = body(family, offsets: offsets, encoding: "delta")
            // One closure per body, each holding its request (a noncopyable value: no array of requests).
            let calls = [single, full, delta].map { body in
                let request = HTTPRequest(
                    method: "POST", path: "/layout", headers: [(name: "Content-Type", value: "application/json")],
                    body: body)
                let response = service.handle(request)
                precondition(response.status == 200, "\(family): status \(response.status)")
                return { blackHole(service.handle(request)) }
            }
            let seconds = interleavedBestSeconds(calls)
            print(
                BenchmarkTiming.row(
                    "\(family) (300 items, visible)",
                    [
                        String(format: "%.1f", seconds[0] * 1e6), String(format: "%.1f", seconds[1] * 1e6),
                        String(format: "%.2fx", seconds[1] / seconds[0]), String(format: "%.1f", seconds[2] * 1e6),
                        String(format: "%.2fx", seconds[2] / seconds[0]),
                    ]))
        }
        print("target: the 64-offset timeline under 8x one single-offset request")
    }

    /// Seconds per call of each body, the best of `rounds` rounds in which the bodies take turns (each repeated
    /// for at least `minimumRound`): on a shared machine the load changes over seconds, and taking turns exposes
    /// every body to the same load, so the ratios hold up better than with one body timed after the other.
    static func interleavedBestSeconds(
        _ bodies: [() -> Void], rounds: Int = 15, minimumRound: Double = 0.1
    ) -> [Double] {
        for body in bodies { body() }
        var best = [Double](repeating: .infinity, count: bodies.count)
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            for (i, body) in bodies.enumerated() {
                var calls = 0
                let start = clock.now
                var elapsed = 0.0
                repeat {
                    body()
                    calls += 1
                    elapsed = BenchmarkTiming.seconds(clock.now - start)
                } while elapsed < minimumRound
                best[i] = Swift.min(best[i], elapsed / Double(calls))
            }
        }
        return best
    }

    /// 64 offsets evenly spaced from the top (`-contentInset.top`) to the bottom of content `height` tall in the
    /// typical request's 667-point view with insets 64 and 34, each on the pixel grid of its scale 3 (so most are
    /// thirds: `245.33333333333334`, as a client computing them with `CGFloat` sends).
    static func fling(height: Double) -> [Double] {
        (0..<64).map { k in ((-64 + Double(k) * (height + 34 + 64 - 667) / 63) * 3).rounded() / 3 }
    }

    /// The typical request (`CodecBenchmarks.request(sections: 3, perSection: 100, elements: "visible")`) of
    /// `family`, with `contentOffsets` when `offsets` is given.
    static func body(_ family: String, offsets: [Double]?, encoding: String = "full") -> [UInt8] {
        var text = String(
            decoding: CodecBenchmarks.request(sections: 3, perSection: 100, elements: "visible"), as: UTF8.self)
        if family == "waterfall" {
            let start = text.range(of: "\"layout\": {")!
            let end = text.range(of: "\"pinning\":")!
            text.replaceSubrange(
                start.upperBound..<end.lowerBound,
                with: "\"type\": \"waterfall\", \"columnCount\": 3, \"minimumColumnSpacing\": 8, "
                    + "\"minimumInteritemSpacing\": 10, \"sectionInset\": {\"top\": 10, \"left\": 16, \"bottom\": 10, "
                    + "\"right\": 16}, \"headerHeight\": 44, ")
        }
        if let offsets {
            let list = offsets.map { "{\"x\": 0, \"y\": \($0)}" }.joined(separator: ", ")
            text = text.replacingOccurrences(of: "\"scale\": 3}", with: "\"scale\": 3, \"contentOffsets\": [\(list)]}")
            text = text.replacingOccurrences(
                of: "\"elements\": \"visible\"}",
                with: "\"elements\": \"visible\", \"timelineEncoding\": \"\(encoding)\"}")
            precondition(text.contains("contentOffsets") && text.contains("timelineEncoding"), "request shape changed")
        }
        return Array(text.utf8)
    }

    /// The content height of a request's layout.
    static func contentHeight(_ body: [UInt8]) -> Double {
        let request = try! LayoutRequestDecoder.decode(body)
        return try! computeLayout(request.description, elements: .visible).contentSize.height
    }
}
