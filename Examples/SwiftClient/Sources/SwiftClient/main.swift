// A photo feed as an app would ask layoutd for it: a three-column grid on a 390-point iPhone at scale 3, under a
// 47-point status bar and above a 34-point home indicator, with a sticky header per day, scrolled 600 points down.
//
//     SwiftClient [base URL]       default http://127.0.0.1:8080
//
// Prints the content size and every visible element with its UIKit kind and frame; exits 1 when the service
// cannot be reached or refuses the request (the problem's pointer says where).
import Foundation
import LayoutClient

let base = CommandLine.arguments.dropFirst().first ?? "http://127.0.0.1:8080"
guard let baseURL = URL(string: base) else {
    print("not a URL: \(base)")
    exit(2)
}
let client = Layoutd.Client(baseURL: baseURL)

// Three columns: (390 - 2 × 1) / 3 = 129.333… points, the width a UICollectionViewFlowLayout app computes.
let side = (390 - 2 * 1.0) / 3
let days = [23, 9, 41, 4]
let request = Layoutd.Request(
    collectionView: Layoutd.CollectionView(
        size: Layoutd.Size(CGSize(width: 390, height: 844)),
        contentInset: Layoutd.Insets(top: 47, bottom: 34),
        contentOffset: Layoutd.Point(CGPoint(x: 0, y: 600)),
        scale: 3),
    layout: Layoutd.FlowLayout(
        pinning: Layoutd.Pinning(headers: .all),
        itemSize: Layoutd.Size(width: side, height: side),
        minimumLineSpacing: 1,
        minimumInteritemSpacing: 1,
        headerReferenceSize: Layoutd.Size(width: 0, height: 40)),
    sections: days.map { Layoutd.FlowSection(.uniform(count: $0)) },
    elements: .visible)

do throws(Layoutd.ClientError) {
    let response = try await client.layout(request)
    print("contentSize \(response.contentSize.cgSize)")
    for attributes in response.attributes {
        let kind = attributes.representedElementKind ?? "cell"
        let pinned = attributes.pinned == true ? " pinned" : ""
        print("\(Array(attributes.indexPath)) \(kind) \(attributes.frame.cgRect) z\(attributes.zIndex)\(pinned)")
    }
    let headers = response.attributes.filter { $0.kind == .sectionHeader }
    print(
        "\(response.cells.count) visible cells, \(headers.count) headers (\(headers.filter { $0.pinned == true }.count) pinned)"
    )
} catch .problem(let problem) {
    print("refused: \(problem.status) \(problem.detail) at \(problem.pointer ?? "")")
    exit(1)
} catch {
    print("failed: \(error)")
    exit(1)
}
