// Large uniform magazine sections use a closed form: the same frames as the row-by-row walk, the same band
// answers, the same end; a billion items cost O(1).
import Testing

@testable import LayoutEngine

@Suite("Magazine uniform sections in closed form")
struct MagazineUniformTests {
    static let count = 5000

    @Test(
        "closed form equals the row-by-row walk",
        arguments: [MagazineItem(widthMode: .fractional(divisor: 3), height: 25.5), mag(fullWidthIgnoringInsets, 40)])
    func closedFormMatchesWalk(item: MagazineItem) {
        func layout(_ items: ItemList<MagazineItem>) -> MagazineLayoutDescription {
            MagazineLayoutDescription(
                sectionInsets: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6),
                itemInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), horizontalSpacing: 8,
                verticalSpacing: 6.5,
                sections: [
                    MagazineSectionDescription(items: items, headerHeight: 12, footerHeight: 9, background: true),
                    MagazineSectionDescription(items: .explicit([mag(halfWidth, 10)]), headerHeight: 12),
                ])
        }
        let closed = magazineRequest(layout(.uniform(count: Self.count, item: item)), width: 375, scale: 2)
        let walked = magazineRequest(
            layout(.explicit(Array(repeating: item, count: Self.count))), width: 375, scale: 2)
        let a = run(closed)
        #expect(a.contentSize == run(walked).contentSize)
        #expect(a.attributes == run(walked).attributes)
        for band in [rect(0, 0, 375, 1), rect(0, 4321.5, 375, 200), rect(0, a.contentSize.height - 50, 375, 60)] {
            #expect(run(closed, .rect(band)).attributes == run(walked, .rect(band)).attributes)
        }
    }

    @Test("a billion-item section answers a band deep inside it")
    func billionItems() {
        let d = MagazineLayoutDescription(
            sections: [MagazineSectionDescription(items: .uniform(count: 1_000_000_000, item: mag(halfWidth, 10)))])
        let r = run(magazineRequest(d, width: 100), .rect(rect(0, 1_000_000_000, 100, 10)))
        // 2 per row, rows of 10: 500_000_000 rows, height 5_000_000_000; row 100_000_000 at y 1e9.
        #expect(r.contentSize.height == 5_000_000_000)
        #expect(r.attributes.map(\.item) == [200_000_000, 200_000_001])
        expectFrames(r.attributes.map(\.frame), [rect(0, 1e9, 50, 10), rect(50, 1e9, 50, 10)])
        #expect(r.attributes.map(\.zIndex) == [800_000_000, 799_999_999])
    }
}
