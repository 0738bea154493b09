import Foundation
import HTTPServer
import LayoutClient
import LayoutService

/// Issue 35's client cost: `ScrollRangeAnswer.fling(at:velocity:startOffset:)` over a three-screen range of the
/// typical request with `layout.snapping` (cells, and Android's next-in-the-direction rule over the cells visible at
/// release), per call, against Foundation's `JSONDecoder` reading one single-offset answer into `Layoutd.Response`:
/// what a client would pay, besides the round trip, to ask the service for each fling. Both in one run, interleaved.
enum ClientFlingBenchmarks {
    static func run() {
        let service = LayoutService(configuration: ServiceConfiguration())
        let typical = CodecBenchmarks.request(sections: 3, perSection: 100, elements: "visible")
        guard var request = try? JSONDecoder().decode(Layoutd.Request<Layoutd.FlowLayout>.self, from: Data(typical))
        else { return }
        for (name, snapping) in [
            ("cells, nearest", Layoutd.Snapping(policy: .item)),
            ("Android's next cell", Layoutd.Snapping(preset: .androidPagerSnapHelper)),
        ] {
            request.layout.snapping = snapping
            guard let first = ClientRangeBenchmarks.answer(service, request, as: Layoutd.Response.self) else {
                print("client-fling: the typical request is not answered")
                return
            }
            let v = request.collectionView.size.height
            let top = -(request.collectionView.contentInset?.top ?? 0)
            let bottom = first.contentSize.height + (request.collectionView.contentInset?.bottom ?? 0) - v
            let middle = ((top + bottom) / 2 * 3).rounded() / 3
            var ranged = request
            ranged.elements = .scrollRange(from: middle - v, to: middle + v)
            guard let rangeBytes = ClientRangeBenchmarks.body(service, ranged),
                let response = try? JSONDecoder().decode(Layoutd.ScrollRangeResponse.self, from: rangeBytes)
            else {
                print("client-fling: the range answer does not decode")
                return
            }
            let answer = Layoutd.ScrollRangeAnswer(response, request: ranged)
            var single = request
            single.collectionView.contentOffset = answer.contentOffset(at: middle)
            guard let singleBytes = ClientRangeBenchmarks.body(service, single) else { return }
            // 64 releases across the range, each at four velocities.
            let releases = (0..<64).map { k in ((middle - v + Double(k) * 2 * v / 63) * 3).rounded() / 3 }
            let velocities = [-7.5, -0.5, 0.02, 3]
            let flings = releases.flatMap { o in velocities.map { (o, $0) } }
            let answered = flings.filter { answer.fling(at: $0.0, velocity: $0.1) != nil }.count
            print(
                "client-fling (\(name)): \(response.snapPoints?.count ?? 0) snap points, \(flings.count) flings "
                    + "(\(answered) answered from the range); a single-offset answer of \(singleBytes.count) bytes")
            let seconds = TimelineBenchmarks.interleavedBestSeconds([
                { for (o, velocity) in flings { blackHole(answer.fling(at: o, velocity: velocity)) } },
                { blackHole(try? JSONDecoder().decode(Layoutd.Response.self, from: singleBytes)) },
            ])
            let perCall = seconds[0] / Double(flings.count)
            print(BenchmarkTiming.row("per call", ["µs", "vs decode"]))
            print(
                BenchmarkTiming.row(
                    "fling(at:velocity:)",
                    [String(format: "%.2f", perCall * 1e6), ClientRangeBenchmarks.ratio(perCall, seconds[1])]))
            print(BenchmarkTiming.row("decode one answer", [String(format: "%.2f", seconds[1] * 1e6), "1"]))
        }
    }
}
