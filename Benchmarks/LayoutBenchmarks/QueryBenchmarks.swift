import Foundation
import LayoutEngine

/// Issue 5's query target: the visible query into a 1,000,000,000-item uniform section in under 50 µs, flow and
/// waterfall, each against the same query into a 1,000-item uniform section in the same run (the ratio shows
/// whether the billion items cost anything at all).
///
/// Each call is a whole `computeLayout(.visible)`: the resting layout (O(1) for a uniform section), pinning of
/// the section's header, the query, and the attributes array it returns.
enum QueryBenchmarks {
    static func run() {
        print("query: whole computeLayout(.visible) mid-content, one uniform section with a pinned header; best of 7")
        print(BenchmarkTiming.row("family", ["1,000 µs", "10^9 µs", "attributes", "ratio"]))
        for family in ["flow", "waterfall", "flow RTL horizontal"] {
            let small = scrolledToMiddle(description(family, count: 1_000))
            let huge = scrolledToMiddle(description(family, count: 1_000_000_000))
            let returned = try! computeLayout(huge, elements: .visible).attributes.count
            precondition(returned > 1, "\(family): the visible query returned \(returned) attributes")
            let baseline = BenchmarkTiming.bestSeconds { blackHole(try? computeLayout(small, elements: .visible)) }
            let seconds = BenchmarkTiming.bestSeconds { blackHole(try? computeLayout(huge, elements: .visible)) }
            print(
                BenchmarkTiming.row(
                    "\(family) visible query",
                    [
                        String(format: "%.2f", baseline * 1e6), String(format: "%.2f", seconds * 1e6), "\(returned)",
                        String(format: "%.2fx", seconds / baseline),
                    ]))
        }
        print("target: the billion-item visible query under 50 µs")
    }

    /// `EngineBenchmarks.scrolledToMiddle`, along x for a horizontal layout.
    static func scrolledToMiddle(_ description: LayoutDescription) -> LayoutDescription {
        guard description.scrollDirection == .horizontal else { return EngineBenchmarks.scrolledToMiddle(description) }
        var d = description
        let width = try! computeLayout(description, elements: .visible).contentSize.width
        d.collectionView.contentOffset.x = (width / 2).rounded()
        return d
    }

    /// One uniform section of `count` items (50×50 flow items; waterfall aspect 1:1.5 in 3 columns); the
    /// right-to-left flow scrolls horizontally and mirrors (issue 13: mirroring costs nothing per item either).
    static func description(_ family: String, count: Int) -> LayoutDescription {
        let pinning = PinningDescription(headers: .all, zIndex: 2048)
        if family == "flow RTL horizontal" {
            var d = description("flow", count: count)
            d.scrollDirection = .horizontal
            d.collectionView.layoutDirection = .rightToLeft
            d.flipsHorizontallyInOppositeLayoutDirection = true
            return d
        }
        if family == "flow" {
            let flow = FlowLayoutDescription(
                itemSize: Size(width: 50, height: 50), minimumLineSpacing: 10, minimumInteritemSpacing: 8,
                sectionInset: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16),
                headerReferenceSize: Size(width: 0, height: 44),
                sections: [FlowSectionDescription(items: .uniform(count: count, item: nil))])
            return LayoutDescription(collectionView: EngineBenchmarks.phone, family: .flow(flow), pinning: pinning)
        }
        let waterfall = WaterfallLayoutDescription(
            columnCount: 3, headerHeight: 44, sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
            itemSize: Size(width: 100, height: 150),
            sections: [WaterfallSectionDescription(items: .uniform(count: count, item: nil))])
        return LayoutDescription(
            collectionView: EngineBenchmarks.phone, family: .waterfall(waterfall), pinning: pinning)
    }
}
