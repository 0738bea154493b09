import Foundation
import HTTPServer
import LayoutClient
import LayoutService

/// Issue 28's client cost: `ScrollRangeAnswer.attributes(at:)` over a three-screen range of the typical request
/// (offsets from a screen above the middle of the content to a screen below it, so the answer shows three
/// screens), per call, against Foundation's `JSONDecoder` reading one single-offset answer of the same size into
/// `Layoutd.Response`, which is what a client pays per offset when it asks the service at every frame. Both in one
/// run, interleaved. Also: reading the range answer itself and indexing it, once per answer.
enum ClientRangeBenchmarks {
    static func run() {
        let service = LayoutService(configuration: ServiceConfiguration())
        let typical = CodecBenchmarks.request(sections: 3, perSection: 100, elements: "visible")
        guard let request = try? JSONDecoder().decode(Layoutd.Request<Layoutd.FlowLayout>.self, from: Data(typical)),
            let first = answer(service, request, as: Layoutd.Response.self)
        else {
            print("client-range: the typical request is not answered")
            return
        }
        // Offsets: from -contentInset.top to the bottom, V the visible height; the range is two screens of offsets
        // around the middle, on the pixel grid of scale 3.
        let v = request.collectionView.size.height
        let top = -(request.collectionView.contentInset?.top ?? 0)
        let bottom = first.contentSize.height + (request.collectionView.contentInset?.bottom ?? 0) - v
        let middle = ((top + bottom) / 2 * 3).rounded() / 3
        let range = Layoutd.ScrollRange(from: middle - v, to: middle + v)

        var ranged = request
        ranged.elements = .scrollRange(from: range.from, to: range.to)
        let served = body(service, ranged)
        let rangeBytes: Data
        var source = "the service's range answer"
        if let served {
            rangeBytes = served
        } else {
            source = "built from the all-elements answer (the service does not answer scroll ranges yet)"
            rangeBytes = builtRangeAnswer(service, request, range)
        }
        guard let response = try? JSONDecoder().decode(Layoutd.ScrollRangeResponse.self, from: rangeBytes) else {
            print("client-range: the range answer does not decode")
            return
        }
        let rangeAnswer = Layoutd.ScrollRangeAnswer(response, request: ranged)
        var single = request
        single.collectionView.contentOffset = rangeAnswer.contentOffset(at: middle)
        guard let singleBytes = body(service, single),
            let singleAnswer = try? JSONDecoder().decode(Layoutd.Response.self, from: singleBytes)
        else { return }
        let offsets = (0..<64).map { k in ((range.from + Double(k) * range.length / 63) * 3).rounded() / 3 }
        let shown = offsets.map { rangeAnswer.attributes(at: $0).count }

        print("client-range: typical request, offsets \(range.from)...\(range.to) (\(source))")
        print(
            "  range answer: \(response.attributes.count) attributes, \(rangeBytes.count) bytes; single-offset answer "
                + "at \(middle): \(singleAnswer.attributes.count) attributes, \(singleBytes.count) bytes; "
                + "attributes(at:) returns \(shown.min() ?? 0)...\(shown.max() ?? 0)")
        let seconds = TimelineBenchmarks.interleavedBestSeconds([
            { for o in offsets { blackHole(rangeAnswer.attributes(at: o)) } },
            { blackHole(try? JSONDecoder().decode(Layoutd.Response.self, from: singleBytes)) },
            { blackHole(try? JSONDecoder().decode(Layoutd.ScrollRangeResponse.self, from: rangeBytes)) },
            { blackHole(Layoutd.ScrollRangeAnswer(response, request: ranged)) },
        ])
        let perCall = seconds[0] / Double(offsets.count)
        print(BenchmarkTiming.row("per call", ["µs", "vs decode"]))
        print(
            BenchmarkTiming.row("attributes(at:)", [String(format: "%.2f", perCall * 1e6), ratio(perCall, seconds[1])]))
        print(BenchmarkTiming.row("decode one answer", [String(format: "%.2f", seconds[1] * 1e6), "1"]))
        print(
            BenchmarkTiming.row(
                "decode the range answer", [String(format: "%.2f", seconds[2] * 1e6), ratio(seconds[2], seconds[1])]))
        print(
            BenchmarkTiming.row(
                "index the range answer", [String(format: "%.2f", seconds[3] * 1e6), ratio(seconds[3], seconds[1])]))
    }

    static func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.4fx", a / b) }

    /// The service's answer body to `request`, or `nil` when it is not a 200.
    static func body<F>(_ service: LayoutService, _ request: Layoutd.Request<F>) -> Data? {
        guard let bytes = try? Layoutd.Client.encode(request) else { return nil }
        let response = service.handle(
            HTTPRequest(
                method: "POST", path: "/layout", headers: [(name: "Content-Type", value: "application/json")],
                body: Array(bytes)))
        return response.status == 200 ? Data(response.body) : nil
    }

    static func answer<F, A: Decodable>(_ service: LayoutService, _ request: Layoutd.Request<F>, as: A.Type) -> A? {
        body(service, request).flatMap { try? JSONDecoder().decode(A.self, from: $0) }
    }

    /// Until the service answers scroll ranges: the typical request's range answer built from its every-element
    /// answer, for timing only. Its headers get `follows` by the contract's formula for a header that
    /// `until: nextSection` bounds (`c = contentInset.top + pinning.offset`, `lo` its resting y, `hi` the next
    /// header's y, or the content's end, less its height; zIndex 2048, the request's), and every section meeting
    /// the range's content keeps its header: a few attributes more than the service would answer, never fewer.
    static func builtRangeAnswer(
        _ service: LayoutService, _ request: Layoutd.Request<Layoutd.FlowLayout>, _ range: Layoutd.ScrollRange
    ) -> Data {
        var all = request
        all.elements = .all
        guard let every = answer(service, all, as: Layoutd.Response.self) else { return Data() }
        let v = request.collectionView.size.height
        let c = (request.collectionView.contentInset?.top ?? 0) + (request.layout.pinning?.offset ?? 0)
        let headers = every.attributes.filter { $0.kind == .sectionHeader }
        var attributes: [Layoutd.Attributes] = []
        for a in every.attributes {
            let meets = a.frame.y < range.to + v && range.from < a.frame.maxY
            guard a.kind == .sectionHeader else {
                if meets { attributes.append(a) }
                continue
            }
            let section = a.indexPath[0]
            let next = headers.first { $0.indexPath[0] > section }?.frame.y ?? every.contentSize.height
            let sectionMeets = a.frame.y < range.to + v && range.from < next
            guard sectionMeets else { continue }
            var pinned = a
            pinned.follows = Layoutd.Follows(
                offset: c, min: a.frame.y, max: max(a.frame.y, next - a.frame.height), zIndex: 2048)
            attributes.append(pinned)
        }
        let built = Layoutd.ScrollRangeResponse(
            contentSize: every.contentSize, scrollRange: range, attributes: attributes)
        return (try? JSONEncoder().encode(built)) ?? Data()
    }
}
