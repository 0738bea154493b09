import Testing

@testable import LayoutEngine

/// Seed article 002: a `UICollectionViewFlowLayout` subclass that pins only section 2's
/// header under a 64-point navigation bar, with zIndex 20 and no bound:
///
///     offset  = collectionView.contentOffset.y + _naviHeight
///     headerY = firstItemAttributes.frame.origin.y - rect.height - self.sectionInset.top
///     rect.y  = max(offset, headerY)
///
/// which the contract spells `pinning: {headers: [2], offset: 64, until: "never", zIndex: 20}`. The article's first
/// snippet, `sectionHeadersPinToVisibleBounds = true`, is `pinning: {headers: "all"}`.
///
/// The page (a music app's "find music" screen): 375 × 667, header {375, 40}, section inset 10 all round,
/// sections of 1 banner (355×150), 6, 12 and 6 items of 110×150. Room 375 - 20 = 355 → 3 items a line
/// (110 + 120 + 120 = 350 <= 355). Hand layout:
/// - section 0: header 0..40, banner 50..200, ends 210;
/// - section 1: header 210..250, lines at 260 and 420, ends 580;
/// - section 2: header 580..620, lines at 630, 790, 950, 1110, items end 1260, ends 1270;
/// - section 3: header 1270..1310, lines at 1320 and 1480, ends 1640 (contentSize height).
@Suite("One pinned flow header under a navigation bar")
struct FlowNavigationBarHeaderTests {
    static let naviHeight = 64.0
    static let pinSectionIndex = 2

    static let flow = FlowLayoutDescription(
        sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), headerReferenceSize: size(375, 40),
        sections: [
            flowSection(count: 1, 355, 150), flowSection(count: 6, 110, 150), flowSection(count: 12, 110, 150),
            flowSection(count: 6, 110, 150),
        ])

    static let articlePinning = PinningDescription(
        headers: .sections([pinSectionIndex]), offset: naviHeight, until: .never, zIndex: 20)

    static let restingHeaderYs = [0.0, 210, 580, 1270]

    func layout(_ offsetY: Double, _ pinning: PinningDescription, _ elements: ElementsQuery = .all) -> LayoutResult {
        run(flowRequest(Self.flow, in: collectionView(375, 667, offsetY: offsetY), pinning: pinning), elements)
    }

    @Test("the page lays out as computed by hand")
    func restingLayout() {
        let r = layout(0, .none)
        #expect((0..<4).map { r.header($0)?.frame.y } == Self.restingHeaderYs)
        expectFrame(r.cell(0, 0)?.frame, rect(10, 50, 355, 150))  // one item, room exactly 355: x 10
        // Section 2, full lines: gap (355 - 330) / 2 = 12.5 → x 10, 132.5, 255; first line at 630.
        expectFrames(
            Array(r.cellFrames(2).prefix(3)),
            [rect(10, 630, 110, 150), rect(132.5, 630, 110, 150), rect(255, 630, 110, 150)])
        #expect(r.contentSize == size(375, 1640))
    }

    @Test(
        "section 2's header follows the article's formula at every offset; other headers stay at rest",
        arguments: [-64.0, -20, 0, 100, 400, 515, 516, 517, 600, 900, 973, 1200, 1500, 2000])
    func sweep(offsetY: Double) {
        let r = layout(offsetY, Self.articlePinning)
        // The article's own formula, with its headerY read from the resting first item (sectionInset.top 10).
        let firstItemY = layout(offsetY, .none).cell(Self.pinSectionIndex, 0)!.frame.y
        let headerY = firstItemY - 40 - 10
        #expect(headerY == 580)
        let expectedY = max(offsetY + Self.naviHeight, headerY)
        let header = r.header(Self.pinSectionIndex)
        expectFrame(header?.frame, rect(0, expectedY, 375, 40))
        // Pinned (and at zIndex 20) exactly when the header left its resting place: offsetY + 64 > 580.
        #expect(header?.pinned == (offsetY + 64 > 580))
        #expect(header?.zIndex == (offsetY + 64 > 580 ? 20 : 0))
        for s in [0, 1, 3] {
            #expect(r.header(s)?.frame.y == Self.restingHeaderYs[s])
            #expect(r.header(s)?.pinned == false && r.header(s)?.zIndex == 0)
        }
        // Like the article's layoutAttributesForElementsInRect, the visible query returns the pinned header
        // whenever it is pinned (it then sits inside the bounds, 64 below their top).
        if offsetY + 64 > 580 {
            #expect(layout(offsetY, Self.articlePinning, .visible).header(Self.pinSectionIndex) != nil)
        }
    }

    @Test(
        "sectionHeadersPinToVisibleBounds (headers all) pins every header until the next section",
        arguments: [0.0, 100, 200, 300, 600, 1000, 1250, 1300, 1500, 1700])
    func pinToVisibleBounds(offsetY: Double) {
        // UIKit's sticky headers: y = min(max(resting, offsetY), nextSectionStart - 40), sections end at
        // 210, 580, 1270, 1640.
        let r = layout(offsetY, PinningDescription(headers: .all))
        let ends = [210.0, 580, 1270, 1640]
        for s in 0..<4 {
            let expected = min(max(Self.restingHeaderYs[s], offsetY), ends[s] - 40)
            #expect(r.header(s)?.frame.y == expected, "section \(s) at \(offsetY)")
            #expect(r.header(s)?.zIndex == (expected != Self.restingHeaderYs[s] ? 1024 : 0))
        }
    }
}
