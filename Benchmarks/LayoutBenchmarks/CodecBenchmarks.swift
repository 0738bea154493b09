import Foundation
import LayoutAPI
import LayoutEngine

/// Issue 3/5's codec targets: decode and encode MB/s against Foundation on the same bytes, in one run.
enum CodecBenchmarks {
    /// A flow request with `sections` sections of `perSection` explicit items of varied, fractional sizes,
    /// asking for `elements` (`"all"` or `"visible"`).
    static func request(sections: Int, perSection: Int, elements: String = "all") -> [UInt8] {
        var text = """
            {"collectionView": {"size": {"width": 375, "height": 667}, "contentInset": {"top": 64, "bottom": 34},
              "scale": 3},
             "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}, "minimumLineSpacing": 10,
              "minimumInteritemSpacing": 8, "sectionInset": {"top": 10, "left": 16, "bottom": 10, "right": 16},
              "headerReferenceSize": {"width": 0, "height": 44}, "pinning": {"headers": "all", "offset": 0, "zIndex": 2048}},
             "sections": [
            """
        var state: UInt64 = 12345
        for s in 0..<sections {
            text += s == 0 ? "{\"items\": [" : ", {\"items\": ["
            var items: [String] = []
            items.reserveCapacity(perSection)
            for _ in 0..<perSection {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let w = 40 + Int(state >> 58)
                let h = Double(60 + Int((state >> 40) % 200)) / 2
                items.append("{\"width\": \(w), \"height\": \(h)}")
            }
            text += items.joined(separator: ", ") + "]}"
        }
        text += "], \"elements\": \"\(elements)\"}"
        return Array(text.utf8)
    }

    static func run() {
        let typical = request(sections: 3, perSection: 100)
        let large = request(sections: 2, perSection: 100_000)
        print("codec: best of 7 rounds; MB/s = body bytes / time; ratio = ours / Foundation")
        print(BenchmarkTiming.row("payload", ["bytes", "ours MB/s", "Foundation", "ratio"]))
        decode("decode typical (3 x 100 items)", typical)
        decode("decode large (200,000 items)", large)
        encodeLarge()
        wholePath(typical)
    }

    /// Decoding the same bytes: ours into the engine's description, Foundation's into Codable mirrors.
    static func decode(_ label: String, _ body: [UInt8]) {
        let data = Data(body)
        // Both must accept the payload before they are timed.
        guard (try? LayoutRequestDecoder.decode(body)) != nil,
            (try? JSONDecoder().decode(Mirror.Request.self, from: data)) != nil
        else { fatalError("\(label): payload rejected") }
        let ours = BenchmarkTiming.bestSeconds { blackHole(try? LayoutRequestDecoder.decode(body)) }
        let decoder = JSONDecoder()
        let foundation = BenchmarkTiming.bestSeconds(rounds: 3) {
            blackHole(try? decoder.decode(Mirror.Request.self, from: data))
        }
        report(label, bytes: body.count, ours: ours, foundation: foundation)
    }

    /// Encoding every attribute of 100,000 items: ours from `LayoutResult`, Foundation from the same values
    /// copied into Codable mirrors (the copy is made once, outside the timing).
    static func encodeLarge() {
        let body = request(sections: 1, perSection: 100_000)
        let request = try! LayoutRequestDecoder.decode(body)
        let result = try! computeLayout(
            request.description, elements: .all, limits: LayoutLimits(maxAttributes: 200_000))
        let mirror = Mirror.Response(
            contentSize: Mirror.Size(width: result.contentSize.width, height: result.contentSize.height),
            attributes: result.attributes.map { a in
                Mirror.Attribute(
                    indexPath: [a.section, a.item], category: a.category.rawValue,
                    kind: a.category == .cell ? nil : result.kindName(of: a),
                    frame: Mirror.Frame(x: a.frame.x, y: a.frame.y, width: a.frame.width, height: a.frame.height),
                    zIndex: a.zIndex, pinned: a.category == .supplementary ? a.pinned : nil)
            })
        let ourBytes = (try? LayoutResponseEncoder.encode(result))?.count ?? 0
        let encoder = JSONEncoder()
        let foundationBytes = (try! encoder.encode(mirror)).count
        let ours = BenchmarkTiming.bestSeconds { blackHole(try? LayoutResponseEncoder.encode(result)) }
        let foundation = BenchmarkTiming.bestSeconds(rounds: 3) { blackHole(try? encoder.encode(mirror)) }
        let label = "encode large (\(result.attributes.count) attributes)"
        // Each side's MB/s over its own output; the ratio is of times, since the work is the same values.
        let oursRate = BenchmarkTiming.megabytesPerSecond(ourBytes, ours)
        let theirRate = BenchmarkTiming.megabytesPerSecond(foundationBytes, foundation)
        print(
            BenchmarkTiming.row(
                label,
                [
                    "\(ourBytes)", String(format: "%.0f", oursRate), String(format: "%.1f", theirRate),
                    String(format: "%.1fx", foundation / ours),
                ]))
    }

    /// Bytes in, bytes out, in process: decode, lay out, encode the typical request.
    static func wholePath(_ body: [UInt8]) {
        let seconds = BenchmarkTiming.bestSeconds { blackHole(LayoutAPI.respond(toBody: body, limits: APILimits())) }
        print(
            String(
                format: "whole path, typical request: %.1f µs per request (%.0f requests/s on one core)",
                seconds * 1e6, 1 / seconds))
    }

    static func report(_ label: String, bytes: Int, ours: Double, foundation: Double) {
        print(
            BenchmarkTiming.row(
                label,
                [
                    "\(bytes)", String(format: "%.0f", BenchmarkTiming.megabytesPerSecond(bytes, ours)),
                    String(format: "%.1f", BenchmarkTiming.megabytesPerSecond(bytes, foundation)),
                    String(format: "%.1fx", foundation / ours),
                ]))
    }
}
