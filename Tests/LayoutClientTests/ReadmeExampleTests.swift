import Foundation
import HTTPServer
import LayoutClient
import LayoutInProcess
import Testing
import UIKitLayoutCheck
import UIKitStandIn

@Suite("The README's Swift client example")
struct ReadmeExampleTests {
    @Test("compiles and runs as written against the live server")
    func readmeExample() async throws {
        try await LiveServer.with { live in
            let client = live.client
            // From here on, the README's example (only the base URL differs).
            let request = Layoutd.Request(
                collectionView: Layoutd.CollectionView(
                    size: Layoutd.Size(width: 375, height: 667), contentOffset: Layoutd.Point(x: 0, y: 100)),
                layout: Layoutd.FlowLayout(
                    pinning: Layoutd.Pinning(headers: .all),
                    itemSize: Layoutd.Size(width: 100, height: 100), sectionInset: Layoutd.Insets(all: 10),
                    headerReferenceSize: Layoutd.Size(width: 0, height: 44)),
                sections: [Layoutd.FlowSection(.uniform(count: 5))],
                elements: .all)
            do throws(Layoutd.ClientError) {
                let response = try await client.layout(request)
                print(response.contentSize)
                for a in response.attributes { print(a.indexPath, a.category, a.frame.cgRect, a.pinned ?? false) }
                // The same grid as LayoutClientTests.flowGrid: 44 + 10 + 100 + 10 + 100 + 10 = 274.
                #expect(response.contentSize == Layoutd.Size(width: 375, height: 274))
                #expect(response.attributes.count == 6)
            } catch .problem(let problem) {
                print(problem.status, problem.detail, problem.errors.map(\.pointer))
                Issue.record("the example's request was refused")
            } catch {
                print(error)
                Issue.record("the example failed: \(error)")
            }
        }
    }

    @Test("the remote layout's lines compile and run as written, against the live server and the UIKit driver")
    @MainActor
    func remoteLayout() async throws {
        let live = try LiveServer()
        defer { live.server.stop() }
        let client = live.client
        let request = RemoteLayoutScenarioTests.chat(["m1", "m2", "m3"])
        let newRequest = RemoteLayoutScenarioTests.chat(["m0", "m1", "m2", "m3"])
        let newMessages = ["m0", "m1", "m2", "m3"]
        let collectionView = CollectionViewDriver(
            size: CGSize(width: 390, height: 844), layout: UICollectionViewLayout(), itemCounts: [3])
        collectionView.standInTraitCollection.standInDisplayScale = 3
        collectionView.standInAdjustedContentInset = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        collectionView.itemIDs = [["m1", "m2", "m3"]]
        var messages = ["m1", "m2", "m3"] {
            didSet { collectionView.itemIDs = [messages] }
        }
        // From here on, the README's lines.
        let model = Layoutd.ScrollRangeModel(
            request: request, offset: 0, transport: client, fallback: Layoutd.InProcessTransport())
        let layout = Layoutd.RemoteCollectionViewLayout(model: model)
        collectionView.collectionViewLayout = layout
        try await layout.performBatchUpdates(layout.fetchUpdate(to: newRequest)) { messages = newMessages }
        // The batch inserted m0 at the top, as UIKit's bookkeeping checks, and the model holds the new data.
        #expect(collectionView.standInCalls == ["insertItems [[0, 0]]"])
        #expect(collectionView.inconsistentBatches.isEmpty && collectionView.invalidIndexPaths.isEmpty)
        #expect(model.itemCounts == [4] && messages == newMessages)
    }
}
