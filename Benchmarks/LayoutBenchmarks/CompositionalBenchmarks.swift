import Foundation
import HTTPServer
import LayoutService

/// Issue 12's query target: a visible query into a 1,000,000,000-item uniform compositional section, through
/// `LayoutService.handle` (bytes in, routing, decode, layout, encode, bytes out), against the same query into a
/// 1,000-item section in the same run. A section repeats one solved group, so the ratio should be about 1.
enum CompositionalBenchmarks {
    /// A phone-sized list of nested groups (a big item beside two stacked ones) with a pinned header and item
    /// badges, scrolled to the start of its middle group, or for the billion items to group 4,000,000 (item
    /// 12,000,000 at y 832,000,044: the wire's numbers stop at 1e9, and the section is 3.5e10 points tall), so
    /// both queries see the same rows.
    static func body(count: Int) -> [UInt8] {
        // A header of 44, then groups 200 tall, 8 apart, of 3 items.
        let groups = (count + 2) / 3
        let middle = 44 + Double(Swift.min(groups / 2, 4_000_000)) * 208
        let text = """
            {"collectionView": {"size": {"width": 375, "height": 812}, "scale": 3,
              "contentOffset": {"x": 0, "y": \(Int(middle))}},
             "layout": {"type": "compositional", "section": {
               "contentInsets": {"leading": 8, "trailing": 8}, "interGroupSpacing": 8,
               "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top", "pinToVisibleBounds": true,
                 "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}}],
               "group": {"group": "horizontal", "interItemSpacing": {"fixed": 8},
                 "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 200}},
                 "subitems": [
                   {"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"fractionalHeight": 1}},
                    "supplementaryItems": [{"elementKind": "badge",
                      "layoutSize": {"widthDimension": {"absolute": 20}, "heightDimension": {"absolute": 20}},
                      "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}}]},
                   {"group": "vertical", "interItemSpacing": {"fixed": 8},
                    "layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"fractionalHeight": 1}},
                    "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1},
                      "heightDimension": {"fractionalHeight": 0.5}}}]}]}}},
             "sections": [{"itemCount": \(count)}]}
            """
        return Array(text.utf8)
    }

    static func run() {
        print("compositional: LayoutService.handle, visible query mid-content, one uniform section; best of 7")
        print(BenchmarkTiming.row("section", ["1,000 µs", "10^9 µs", "attributes", "ratio"]))
        let service = LayoutService(configuration: ServiceConfiguration())
        func request(_ count: Int) -> HTTPRequest {
            HTTPRequest(
                method: "POST", path: "/layout", headers: [(name: "Content-Type", value: "application/json")],
                body: body(count: count))
        }
        let small = request(1_000)
        let huge = request(1_000_000_000)
        let answer = service.handle(huge)
        precondition(answer.status == 200, "status \(answer.status): \(String(decoding: answer.body, as: UTF8.self))")
        func count(_ body: [UInt8]) -> Int {
            String(decoding: body, as: UTF8.self).components(separatedBy: "\"indexPath\"").count - 1
        }
        let attributes = count(answer.body)
        let smallAnswer = service.handle(small)
        precondition(smallAnswer.status == 200)
        precondition(attributes > 1 && attributes == count(smallAnswer.body), "the two queries see different rows")
        let baseline = BenchmarkTiming.bestSeconds { blackHole(service.handle(small)) }
        let seconds = BenchmarkTiming.bestSeconds { blackHole(service.handle(huge)) }
        print(
            BenchmarkTiming.row(
                "compositional visible query",
                [
                    String(format: "%.2f", baseline * 1e6), String(format: "%.2f", seconds * 1e6), "\(attributes)",
                    String(format: "%.2fx", seconds / baseline),
                ]))
        print("target: the billion-item visible query well under a millisecond, about 1x the 1,000-item one")
    }
}
