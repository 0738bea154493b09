// SwiftClient's photo feed scrolled without a round trip per frame (contract v4): one range answer for the top
// two screens of offsets, computed here at three offsets, then a ScrollRangeModel scrolled down for a second at
// 2,000 points a second, asking the service only when it runs short.
//
//     ScrollRange [base URL]       default http://127.0.0.1:8080
//
// Prints the range answer's size, the first pinned header's `follows` and its frame at three offsets, and how
// many requests the model made; exits 1 when the service cannot be reached or refuses (the problem says where).
import Foundation
import LayoutClient

let base = CommandLine.arguments.dropFirst().first ?? "http://127.0.0.1:8080"
guard let baseURL = URL(string: base) else {
    print("not a URL: \(base)")
    exit(2)
}
let client = Layoutd.Client(baseURL: baseURL)

// The same feed as SwiftClient's: three columns of (390 - 2 × 1) / 3 points, a sticky 40-point header per day.
let side = (390 - 2 * 1.0) / 3
let request = Layoutd.Request(
    collectionView: Layoutd.CollectionView(
        size: Layoutd.Size(CGSize(width: 390, height: 844)), contentInset: Layoutd.Insets(top: 47, bottom: 34),
        scale: 3),
    layout: Layoutd.FlowLayout(
        pinning: Layoutd.Pinning(headers: .all), itemSize: Layoutd.Size(width: side, height: side),
        minimumLineSpacing: 1, minimumInteritemSpacing: 1, headerReferenceSize: Layoutd.Size(width: 0, height: 40)),
    sections: [23, 9, 41, 4].map { Layoutd.FlowSection(.uniform(count: $0)) })

do throws(Layoutd.ClientError) {
    // From the top (-contentInset.top) to two screens below it.
    let answer = try await client.scrollRange(request, from: -47, to: -47 + 2 * 844)
    let followers = answer.response.attributes.filter { $0.follows != nil }
    print(
        "range \(answer.scrollRange.from)...\(answer.scrollRange.to): \(answer.response.attributes.count) attributes, "
            + "\(followers.count) follow the scroll")
    if let header = followers.first, let follows = header.follows {
        let bounds = "min \(follows.min.map { "\($0)" } ?? "none") max \(follows.max.map { "\($0)" } ?? "none")"
        print("header \(header.indexPath[0]) follows: offset \(follows.offset) \(bounds) zIndex \(follows.zIndex)")
        for offset in [-47.0, 600, 1641] {
            let shown = answer.attributes(at: offset)
            let frame = shown.first { $0.kind == .sectionHeader && $0.indexPath == header.indexPath }?.frame
            print("at \(offset): \(shown.count) visible; header \(header.indexPath[0]) at \(frame?.cgRect ?? .null)")
        }
    }
} catch .problem(let problem) {
    print("refused: \(problem.status) \(problem.detail) at \(problem.pointer ?? "")")
    exit(1)
} catch {
    print("failed: \(error)")
    exit(1)
}

// The model, as a collection view would drive it: an offset every frame; it asks for ranges on its own.
let model = Layoutd.ScrollRangeModel(request: request, offset: -47, transport: client)
var shownBeforeTheirAnswer = 0
for frame in 1...60 {
    try? await Task.sleep(nanoseconds: 16_666_667)
    let offset = -47 + Double(frame) * 2000 / 60
    model.scrolled(to: offset)
    if !model.isCovered(offset) { shownBeforeTheirAnswer += 1 }
}
if let error = model.lastError {
    print("model failed: \(error)")
    exit(1)
}
print(
    "model: 60 frames from -47 to \(-47 + 2000.0), \(model.requestCount) requests, "
        + "\(shownBeforeTheirAnswer) frames shown before their range arrived")
