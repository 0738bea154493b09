import Foundation
import LayoutClient
import Testing
import UIKitLayoutCheck
import UIKitStandIn

/// `Layoutd.RemoteCollectionViewLayout`'s update hooks, compiled against `UIKitStandIn` and called in the order
/// UIKit documents for a batch of updates: `prepare()`, `prepare(forCollectionViewUpdates:)`, the offset, the
/// appearing and disappearing questions, `finalizeCollectionViewUpdates()`. The expected numbers are the
/// contract's worked example as `UpdateIndexTests` derives them; UIKit itself, and a device, are not involved.
@Suite("RemoteCollectionViewLayout's update hooks against the UIKit stand-in")
@MainActor
struct RemoteCollectionViewLayoutUpdateTests {
    let clock = FakeClock()
    let transport: FakeTransport

    init() { transport = FakeTransport(clock: clock) }

    typealias Worked = UpdateIndexTests

    /// The chat's messages A–D (or A–E) of 375 × 100, 10 apart, in 375 × 250, bottom to top.
    nonisolated static func chat(_ count: Int) -> Layoutd.Request<Layoutd.FlowLayout> {
        Layoutd.Request(
            collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 375, height: 250)),
            layout: Layoutd.FlowLayout(verticalLayoutDirection: .bottomToTop, minimumLineSpacing: 10),
            sections: [
                Layoutd.FlowSection(
                    .items(
                        ["A", "B", "C", "D", "E"].prefix(count).map {
                            Layoutd.Item(Layoutd.Size(width: 375, height: 100), id: $0)
                        }))
            ])
    }

    /// A layout over the chat's four messages in a collection view scrolled to `offset`, with E appended
    /// (`update(_:answer:updates:)`) and the update answer of `policy` handed in.
    func appended(
        policy: String, at offset: Double = Worked.previousOffset
    ) throws -> (Layoutd.RemoteCollectionViewLayout<Layoutd.FlowLayout>, UICollectionView) {
        let model = Layoutd.ScrollRangeModel(
            request: Self.chat(4), offset: offset, transport: transport, clock: clock)
        let layout = Layoutd.RemoteCollectionViewLayout(model: model)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 250), collectionViewLayout: layout)
        view.contentOffset = CGPoint(x: 0, y: offset)
        layout.prepare()
        let answer = try Worked.answer("example-chat-append-\(policy)")
        let request = Self.chat(5).updating(
            from: Self.chat(4), at: Layoutd.Point(x: 0, y: Worked.previousOffset),
            animation: policy == "magazine" ? .magazine : .fade)
        layout.update(request, updates: answer.updates)
        return (layout, view)
    }

    @Test("the data changes: the model takes the request without previous, the updates wait for the batch")
    func handedIn() throws {
        let (layout, _) = try appended(policy: "fade")
        #expect(layout.model.request.previous == nil && layout.model.request.updateAnimation == nil)
        #expect(layout.model.request.sections == Self.chat(5).sections)
        #expect(layout.pendingUpdates != nil && layout.animating == nil)
        // Outside a batch nothing is answered from them.
        #expect(layout.initialLayoutAttributesForAppearingItem(at: [0, 4]) == nil)
    }

    @Test(
        "a batch: E appears from its from with alpha 0, the offset ends at 290, B–D keep their frames",
        arguments: ["fade", "magazine"])
    func batch(policy: String) throws {
        let (layout, _) = try appended(policy: policy)
        layout.prepare()
        layout.prepare(forCollectionViewUpdates: [])
        #expect(layout.pendingUpdates == nil && layout.animating != nil)
        // The offset the batch ends at is the resolved one, and the queries answer there.
        let proposed = CGPoint(x: 0, y: Worked.previousOffset)
        #expect(layout.targetContentOffset(forProposedContentOffset: proposed) == CGPoint(x: 0, y: Worked.newOffset))
        #expect(layout.model.offset == Worked.newOffset)

        // E: from y 440 (fade) or 440 + d = 330 (magazine), zIndex 0, alpha 0, as a cell at [0, 4].
        let e = try #require(layout.initialLayoutAttributesForAppearingItem(at: [0, 4]))
        let fromY = Worked.y(4) + (policy == "magazine" ? Worked.d : 0)
        #expect(e.frame == CGRect(x: 0, y: fromY, width: 375, height: 100))
        #expect(e.alpha == 0 && e.zIndex == 0)
        #expect(e.indexPath == [0, 4] && e.representedElementKind == nil)
        // C appears (on screen after) from where it was, y 220, opaque; B disappears (on screen before) to where it
        // goes, y 110, opaque: unchanged messages keep their content frames and move with the offset.
        let c = try #require(layout.initialLayoutAttributesForAppearingItem(at: [0, 2]))
        #expect(c.frame.origin.y == Worked.y(2) && c.alpha == 1)
        let b = try #require(layout.finalLayoutAttributesForDisappearingItem(at: [0, 1]))
        #expect(b.frame.origin.y == Worked.y(1) && b.alpha == 1 && b.indexPath == [0, 1])
        // A is listed on neither side: UIKit's own answer (the stand-in's nil).
        #expect(layout.initialLayoutAttributesForAppearingItem(at: [0, 0]) == nil)
        // No header in this chat.
        #expect(
            layout.initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: "UICollectionElementKindSectionHeader", at: [0, 0]) == nil)

        layout.finalizeCollectionViewUpdates()
        #expect(layout.animating == nil)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: [0, 4]) == nil)
        // The next batch, without updates, keeps the proposed offset.
        layout.prepare(forCollectionViewUpdates: [])
        #expect(layout.targetContentOffset(forProposedContentOffset: proposed) == proposed)
    }

    @Test("scrolled 5 up since the answer: both sides are shown 5 higher, so E keeps its place on screen")
    func drift() throws {
        let (layout, view) = try appended(policy: "fade", at: Worked.previousOffset - 5)
        layout.prepare()
        layout.prepare(forCollectionViewUpdates: [])
        let target = layout.targetContentOffset(forProposedContentOffset: view.contentOffset)
        #expect(target == CGPoint(x: 0, y: Worked.newOffset - 5))
        // E starts at 440 − 180 = 260 on screen and ends at 440 − 290 = 150, as without the drift.
        let e = try #require(layout.initialLayoutAttributesForAppearingItem(at: [0, 4]))
        let start = Double(e.frame.origin.y - view.contentOffset.y)
        #expect(start == Worked.y(4) - Worked.previousOffset)
        let d = try #require(layout.finalLayoutAttributesForDisappearingItem(at: [0, 3]))
        let end = Double(d.frame.origin.y - target.y)
        #expect(end == Worked.y(3) - Worked.newOffset)
    }

    @Test("a deleted section: the supplementary and decoration hooks answer by UIKit's kinds")
    func deletedSection() throws {
        let answer = try UpdateIndexTests.answer(json: UpdateIndexTests.deletedSection)
        let layout = Layoutd.RemoteCollectionViewLayout(
            model: Layoutd.ScrollRangeModel(
                request: FakeTransport.request(itemCount: 1), offset: 0, transport: transport, clock: clock))
        _ = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 250), collectionViewLayout: layout)
        layout.pendingUpdates = answer.updates
        layout.prepare()
        layout.prepare(forCollectionViewUpdates: [])
        let header = "UICollectionElementKindSectionHeader"
        // s1's header appears at [0, 0] from y 140 (zIndex 0, opaque); s0's header disappears from [0, 0] at its own
        // frame, zIndex 0, alpha 0.
        let appearing = try #require(
            layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: [0, 0]))
        #expect(appearing.frame == CGRect(x: 0, y: 140, width: 375, height: 40))
        #expect(appearing.zIndex == 0 && appearing.alpha == 1 && appearing.representedElementKind == header)
        let gone = try #require(
            layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: header, at: [0, 0]))
        #expect(gone.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(gone.zIndex == 0 && gone.alpha == 0 && gone.indexPath == [0, 0])
        // The backgrounds: s1's from 140…280, s0's gone at 0…140.
        let background = try #require(
            layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: "background", at: [0, 0]))
        #expect(background.frame == CGRect(x: 0, y: 140, width: 375, height: 140) && background.alpha == 1)
        #expect(background.representedElementKind == "background")
        let oldBackground = try #require(
            layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "background", at: [0, 0]))
        #expect(oldBackground.frame == CGRect(x: 0, y: 0, width: 375, height: 140) && oldBackground.alpha == 0)
        // A, deleted from [0, 0]: its own frame, y 40, alpha 0.
        let a = try #require(layout.finalLayoutAttributesForDisappearingItem(at: [0, 0]))
        #expect(a.frame.origin.y == 40 && a.alpha == 0)
        // No footer.
        #expect(
            layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: "UICollectionElementKindSectionFooter", at: [0, 0]) == nil)
    }
}
