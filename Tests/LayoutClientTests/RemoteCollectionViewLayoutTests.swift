import Foundation
import LayoutClient
import Testing
import UIKitLayoutCheck
import UIKitStandIn

/// `Layoutd.RemoteCollectionViewLayout` compiled against `UIKitStandIn` (the UIKit signatures it uses, declared
/// here so it builds without UIKit) and called the way UIKit calls a layout. This checks the glue between UIKit's
/// questions and the model; UIKit itself, and a device, are not involved.
@Suite("RemoteCollectionViewLayout against the UIKit stand-in")
@MainActor
struct RemoteCollectionViewLayoutTests {
    let clock = FakeClock()
    let transport: FakeTransport

    init() { transport = FakeTransport(clock: clock) }

    /// `ScrollRangeAnswerTests.flow`'s request: a 100 × 200 view over two sections (3 and 2 cells), headers pinned.
    static let request = Layoutd.Request(
        collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 100, height: 200)),
        layout: Layoutd.FlowLayout(
            pinning: Layoutd.Pinning(headers: .all), itemSize: Layoutd.Size(width: 100, height: 100),
            headerReferenceSize: Layoutd.Size(width: 0, height: 40)),
        sections: [Layoutd.FlowSection(.uniform(count: 3)), Layoutd.FlowSection(.uniform(count: 2))])

    /// A layout on a model holding `ScrollRangeAnswerTests.flow` (offsets 100...250), in a collection view at 100.
    func layout() -> (Layoutd.RemoteCollectionViewLayout<Layoutd.FlowLayout>, UICollectionView) {
        let model = Layoutd.ScrollRangeModel(request: Self.request, offset: 100, transport: transport, clock: clock)
        model.update(Self.request, answer: ScrollRangeAnswerTests.flow.response)
        let layout = Layoutd.RemoteCollectionViewLayout(model: model)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        view.contentOffset = CGPoint(x: 0, y: 100)
        return (layout, view)
    }

    @Test("prepare, the content size and the elements in a rect: the model's answer at the prepared offset")
    func elementsInRect() throws {
        let (layout, _) = layout()
        layout.prepare()
        #expect(layout.model.offset == 100)
        #expect(layout.collectionViewContentSize == CGSize(width: 100, height: 580))
        let shown = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 100, height: 200)))
        // ScrollRangeAnswerTests.pinnedAtTop: header 0 pinned at 100 (zIndex 1024), then cells 0.0 to 0.2.
        #expect(shown.map(\.frame.origin.y) == [100, 40, 140, 240])
        #expect(shown[0].zIndex == 1024 && shown[0].representedElementKind == "UICollectionElementKindSectionHeader")
        #expect(shown[1...].allSatisfy { $0.representedElementKind == nil && $0.zIndex == 0 })
        #expect(shown.map(\.indexPath) == [[0, 0], [0, 0], [0, 1], [0, 2]])
    }

    @Test("one item, supplementary or decoration by index path, at the prepared offset")
    func lookups() {
        let (layout, _) = layout()
        layout.prepare()
        #expect(layout.layoutAttributesForItem(at: [0, 2])?.frame.origin.y == 240)
        #expect(layout.layoutAttributesForItem(at: [1, 1]) == nil, "visible nowhere in the range")
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: "UICollectionElementKindSectionHeader", at: [0, 0])
        #expect(header?.frame.origin.y == 100 && header?.zIndex == 1024)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: [0, 0]) == nil)
    }

    @Test("a bounds change reports the offset and invalidates while a header follows the scroll, or the size changed")
    func boundsChange() {
        let (layout, view) = layout()
        layout.prepare()
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 150, width: 100, height: 200)))
        #expect(layout.model.offset == 150)
        view.bounds = CGRect(x: 0, y: 150, width: 200, height: 200)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: view.bounds))
        let before = transport.calls.count
        layout.prepare()
        // The new width replaces the request; what is held stays shown, and nothing is asked until the change has
        // paused for `relayoutQuiet` (0.05 s).
        #expect(layout.model.request.collectionView.size == Layoutd.Size(width: 200, height: 200))
        #expect(layout.model.isCovered(150) && transport.calls.count == before && transport.singleCalls.isEmpty)
        // Then, with no place reported yet, the place is reported against what is shown, to be resolved against
        // the new width.
        clock.advance(by: 0.05)
        #expect(transport.calls.count == before && transport.singleCalls.count == 1)
    }

    @Test("without followers a bounds change inside the held range does not invalidate")
    func noFollowers() {
        let model = Layoutd.ScrollRangeModel(
            request: FakeTransport.request(itemCount: 1000), offset: 0, transport: transport, clock: clock)
        transport.answer(0)
        let layout = Layoutd.RemoteCollectionViewLayout(model: model)
        _ = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 800), collectionViewLayout: layout)
        layout.prepare()
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 100, height: 800)))
    }

    @Test("a fling's proposed offset is kept and its range asked for; the answer invalidates the layout")
    func fling() throws {
        let (layout, _) = layout()
        layout.prepare()
        // The content's last offset is 580 - 200 = 380; 370 is not held (100...250).
        let proposed = CGPoint(x: 0, y: 370)
        #expect(
            layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: 0, y: 3))
                == proposed)
        let call = try #require(transport.calls.indices.last)
        #expect(transport.calls[call].range.contains(370) && layout.model.flingTarget == 370)
        let before = layout.standInInvalidations
        transport.answer(call)
        #expect(layout.standInInvalidations == before + 1)
    }

    @Test("an orthogonal section's elements are shown moved by its orthogonalContentOffset")
    func orthogonal() throws {
        // Cells unscrolled at x 110 and 220 in a section scrolled to x 200: on screen at -90 and 20.
        let request = Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 100, height: 200)),
            layout: Layoutd.CompositionalLayout(),
            sections: [
                Layoutd.CompositionalSection(.uniform(count: 2), orthogonalContentOffset: Layoutd.Point(x: 200, y: 0))
            ])
        let cells = [110.0, 220].enumerated().map { i, x in
            Layoutd.Attributes(
                indexPath: [0, i], category: .cell, frame: Layoutd.Rect(x: x, y: 0, width: 100, height: 100),
                orthogonal: true)
        }
        let model = Layoutd.ScrollRangeModel(request: request, offset: 0, transport: transport, clock: clock)
        model.update(
            request,
            answer: Layoutd.ScrollRangeResponse(
                contentSize: Layoutd.Size(width: 100, height: 100), scrollRange: Layoutd.ScrollRange(from: 0, to: 0),
                attributes: cells))
        let layout = Layoutd.RemoteCollectionViewLayout(model: model)
        _ = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        layout.prepare()
        let shown = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 200)))
        #expect(shown.map(\.frame.origin.x) == [-90, 20])
    }

    @Test("the adapter reads the safe area, layout margins and readable content insets; only compositional sends them")
    func layoutGuides() {
        func view(_ layout: UICollectionViewLayout) -> UICollectionView {
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            view.standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            view.contentOffset = CGPoint(x: 0, y: 500)
            // The readable content guide in the scroll view's coordinates: 20 in from each side, 55 below the top
            // and 42 above the bottom of the bounds at offset 500.
            view.standInReadableContentGuide.standInLayoutFrame = CGRect(x: 20, y: 555, width: 350, height: 747)
            return view
        }
        let cv = Layoutd.CollectionView(view(UICollectionViewLayout()))
        #expect(cv.safeAreaInsets == Layoutd.Insets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(cv.layoutMargins == Layoutd.Insets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(cv.readableContentInsets == Layoutd.Insets(top: 55, left: 20, bottom: 42, right: 20))
        #expect(Layoutd.CollectionView(view(UICollectionViewLayout()), layoutGuides: false).safeAreaInsets == nil)

        // A compositional model takes them at `prepare()`; a flow model, which does not read them, does not.
        let compositional = Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 390, height: 844)),
            layout: Layoutd.CompositionalLayout(), sections: [Layoutd.CompositionalSection(.uniform(count: 3))])
        let c = Layoutd.RemoteCollectionViewLayout(
            model: Layoutd.ScrollRangeModel(request: compositional, offset: 0, transport: transport, clock: clock))
        let compositionalView = view(c)
        c.prepare()
        #expect(c.model.request.collectionView.safeAreaInsets == cv.safeAreaInsets)
        #expect(c.model.request.collectionView.readableContentInsets == cv.readableContentInsets)
        #expect(compositionalView.collectionViewLayout === c)
        let f = Layoutd.RemoteCollectionViewLayout(
            model: Layoutd.ScrollRangeModel(
                request: FakeTransport.request(itemCount: 3), offset: 0, transport: transport, clock: clock))
        let flowView = view(f)
        flowView.bounds.size = CGSize(width: 100, height: 800)
        f.prepare()
        #expect(
            f.model.request.collectionView.safeAreaInsets == nil && f.model.request.collectionView.layoutMargins == nil)
    }
}
