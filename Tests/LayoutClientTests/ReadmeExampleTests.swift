import Foundation
import LayoutClient
import Testing

@Suite("The README's LayoutClient example")
struct ReadmeExampleTests {
    @Test("compiles and runs as written against the live server")
    func readmeExample() async throws {
        try await LiveServer.with { live in
            let client = live.client
            // From here on, the README's example (only the base URL differs).
            let request = LayoutRequest(
                collectionView: CollectionView(
                    size: Size(width: 375, height: 667), contentOffset: Point(x: 0, y: 100)),
                layout: .flow(
                    Layout.Flow(
                        itemSize: Size(width: 100, height: 100), sectionInset: Insets(all: 10),
                        headerReferenceSize: Size(width: 0, height: 44)),
                    pinning: Pinning(headers: .all)),
                sections: [.uniform(count: 5)],
                elements: .all)
            do throws(LayoutClientError) {
                let response = try await client.layout(request)
                print(response.contentSize)
                for attributes in response.attributes {
                    print(attributes.indexPath, attributes.category, attributes.frame, attributes.pinned ?? false)
                }
                // The same grid as LayoutClientTests.flowGrid: 44 + 10 + 100 + 10 + 100 + 10 = 274.
                #expect(response.contentSize == Size(width: 375, height: 274))
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
