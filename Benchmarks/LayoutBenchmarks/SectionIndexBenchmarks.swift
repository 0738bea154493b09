import Foundation
import HTTPServer
import LayoutEngine
import LayoutRuntime
import LayoutService

/// Issue 27's section index: queries cost what they meet, not the sections above them.
/// 1. A 64-offset timeline over 100,000 sections (6 uniform 100×100 items each under a 30-point pinned header)
///    against one offset of the same request, both through `LayoutService.handle` (bytes in, bytes out): the
///    body, its decoding and the layout are the same, so the ratio is what the 63 further queries add. Target:
///    at most 3×.
/// 2. What one visible query adds in 100,000 sections against 100 sections: per entry of a 64-offset timeline,
///    `(T64 - T1) / 63` through `computeLayout`, the offsets a fling over each content.
enum SectionIndexBenchmarks {
    static func run() {
        AllocatorTuning.apply()
        print("sections: LayoutService.handle and computeLayout over many sections; best of 15 interleaved rounds")
        let service = LayoutService(configuration: ServiceConfiguration())
        let one = body(sections: 100_000, offsets: [5_000_000])
        let fling = (0..<64).map { Double($0) * 375_000 }
        let timeline = body(sections: 100_000, offsets: fling)
        let calls = [one, timeline].map { body in
            let request = HTTPRequest(
                method: "POST", path: "/layout", headers: [(name: "Content-Type", value: "application/json")],
                body: body)
            let response = service.handle(request)
            precondition(response.status == 200, "status \(response.status)")
            return { blackHole(service.handle(request)) }
        }
        let seconds = TimelineBenchmarks.interleavedBestSeconds(calls, rounds: 15, minimumRound: 0.3)
        print(BenchmarkTiming.row("request", ["1 offset ms", "64 offsets ms", "ratio"]))
        print(
            BenchmarkTiming.row(
                "100,000 sections, handle",
                [
                    String(format: "%.2f", seconds[0] * 1e3), String(format: "%.2f", seconds[1] * 1e3),
                    String(format: "%.3fx", seconds[1] / seconds[0]),
                ]))
        print("target: the 64-offset timeline at most 3x one offset")

        // Per query: a fling over each content, engine only.
        var perQuery: [Double] = []
        for n in [100, 100_000] {
            let height = Double(n) * 240
            let offsets = (0..<64).map { Point(x: 0, y: Double($0) * (height - 667) / 63) }
            var single = description(sections: n)
            single.collectionView.contentOffset = offsets[32]
            var many = description(sections: n)
            many.collectionView.contentOffsets = offsets
            let s = TimelineBenchmarks.interleavedBestSeconds(
                [{ blackHole(try! computeLayout(single)) }, { blackHole(try! computeLayout(many)) }], rounds: 9,
                minimumRound: 0.3)
            perQuery.append((s[1] - s[0]) / 63)
        }
        print(BenchmarkTiming.row("one visible query", ["100 sect. µs", "100,000 µs", "ratio"]))
        print(
            BenchmarkTiming.row(
                "per timeline entry, computeLayout",
                [
                    String(format: "%.2f", perQuery[0] * 1e6), String(format: "%.2f", perQuery[1] * 1e6),
                    String(format: "%.2fx", perQuery[1] / perQuery[0]),
                ]))
    }

    static func description(sections n: Int) -> LayoutDescription {
        let flow = FlowLayoutDescription(
            itemSize: Size(width: 100, height: 100), headerReferenceSize: Size(width: 0, height: 30),
            sections: Array(repeating: FlowSectionDescription(items: .uniform(count: 6, item: nil)), count: n))
        return LayoutDescription(
            collectionView: CollectionViewDescription(size: Size(width: 375, height: 667)), family: .flow(flow),
            pinning: PinningDescription(headers: .all))
    }

    static func body(sections n: Int, offsets: [Double]) -> [UInt8] {
        let list = offsets.map { "{\"x\": 0, \"y\": \($0)}" }.joined(separator: ", ")
        let view =
            offsets.count == 1
            ? "\"contentOffset\": {\"x\": 0, \"y\": \(offsets[0])}" : "\"contentOffsets\": [\(list)]"
        let sections = Array(repeating: "{\"itemCount\": 6}", count: n).joined(separator: ",")
        return Array(
            """
            {"collectionView": {"size": {"width": 375, "height": 667}, \(view)},
             "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100},
                        "headerReferenceSize": {"width": 0, "height": 30}, "pinning": {"headers": "all"}},
             "sections": [\(sections)]}
            """.utf8)
    }
}
