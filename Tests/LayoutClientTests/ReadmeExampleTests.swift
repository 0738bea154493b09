import Foundation
import LayoutClient
import Testing

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
                for attributes in response.attributes {
                    print(
                        attributes.indexPath, attributes.category, attributes.frame.cgRect, attributes.pinned ?? false)
                }
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
}
