import Foundation
import LayoutClient
import LayoutInProcess
import SeededRandom
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `Layoutd.InProcessTransport` answers what the server answers, byte for byte: the same bytes POSTed to the live
/// server and handed to the in-process pipeline give the same status, content type and body, for every example
/// request and for a seeded sweep of variants of them (ranges, offsets, anchors, `scrollTo`, and requests the
/// service refuses).
@Suite("Layoutd.InProcessTransport: the server's answers, byte for byte")
struct InProcessTransportTests {
    /// The live server's answer to `body`: status, content type and bytes, with no content coding.
    static func post(_ body: Data, to live: LiveServer) async throws -> (Int, String, [UInt8]) {
        var request = URLRequest(url: live.client.baseURL.appendingPathComponent("layout"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        request.httpBody = body
        let (data, response) = try await LiveServer.session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http.value(forHTTPHeaderField: "Content-Type") ?? "", [UInt8](data))
    }

    /// Every example request, and `variants` seeded variants of each.
    static func bodies(variants: Int) throws -> [(String, Data)] {
        var rng = SplitMix64(seed: 34)
        var result: [(String, Data)] = []
        for name in LiveServer.exampleNames {
            let bytes = try Data(contentsOf: LiveServer.examples.appendingPathComponent(name))
            result.append((name, bytes))
            guard let json = try JSONSerialization.jsonObject(with: bytes) as? [String: Any] else { continue }
            for v in 0..<variants {
                var request = json
                var collectionView = request["collectionView"] as? [String: Any] ?? [:]
                switch v % 6 {
                case 0, 1:
                    // A scroll range somewhere in (or past) the content, sometimes inverted (a 400).
                    let from = Double(rng.next() % 6000) - 500
                    let to = from + Double(rng.next() % 3000) - (v % 6 == 1 ? 200 : 0)
                    request["elements"] = ["scrollRange": ["from": from, "to": to]]
                    request.removeValue(forKey: "scrollTo")
                    request.removeValue(forKey: "anchor")
                    request.removeValue(forKey: "previous")
                    request.removeValue(forKey: "updateAnimation")
                    collectionView.removeValue(forKey: "contentOffsets")
                case 2:
                    // Another offset, with an anchor report.
                    collectionView["contentOffset"] = ["x": 0, "y": Double(rng.next() % 4000) - 100]
                    collectionView.removeValue(forKey: "contentOffsets")
                    request["anchor"] = "report"
                    request.removeValue(forKey: "scrollTo")
                case 3:
                    // scrollTo an index path that may not exist (a 400 when it does not).
                    request["scrollTo"] = [
                        "indexPath": [Int(rng.next() % 3), Int(rng.next() % 40)], "position": "top",
                    ]
                    request.removeValue(forKey: "anchor")
                    request.removeValue(forKey: "previous")
                    request.removeValue(forKey: "updateAnimation")
                    collectionView.removeValue(forKey: "contentOffsets")
                case 4:
                    // A size no layout can use (a 400 at /collectionView/size/width).
                    collectionView["size"] = ["width": -Double(rng.next() % 100) - 1, "height": 500]
                default:
                    // A member the contract does not have (a 400 at it).
                    request["unknown\(rng.next() % 100)"] = 1
                }
                request["collectionView"] = collectionView
                let data = try JSONSerialization.data(withJSONObject: request, options: [.sortedKeys])
                result.append(("\(name) variant \(v)", data))
            }
            // Cut short: malformed JSON (a 400).
            result.append(("\(name) cut short", bytes.prefix(bytes.count / 2)))
        }
        return result
    }

    @Test("every example and 12 seeded variants of each: the same status, content type and body")
    func sameBytes() async throws {
        let bodies = try Self.bodies(variants: 12)
        let engine = Layoutd.InProcessTransport.self
        var compared = 0
        var statuses: [Int: Int] = [:]
        try await LiveServer.with { live in
            for (name, body) in bodies {
                let (status, contentType, served) = try await Self.post(body, to: live)
                let local = engine.respond(toBody: [UInt8](body))
                #expect(local.status == status, "\(name)")
                #expect(contentType.hasPrefix(local.contentType), "\(name): \(contentType) vs \(local.contentType)")
                #expect(local.body == served, "\(name): \(local.body.count) bytes vs \(served.count)")
                compared += 1
                statuses[status, default: 0] += 1
            }
        }
        print(
            "IN-PROCESS compared \(compared) requests, byte for byte; statuses \(statuses.sorted { $0.key < $1.key })")
        // Each example, 12 variants and one cut short; answers (200) and refusals (400, 422) both.
        #expect(compared == LiveServer.exampleNames.count * 14)
        #expect(statuses[200, default: 0] > 0 && statuses[400, default: 0] > 0 && statuses[422, default: 0] > 0)
    }

    @Test("the transport's answers decode as the client's do, problems included")
    @MainActor
    func decoded() throws {
        let engine = Layoutd.InProcessTransport()
        let request = RequestBodyTests.feed
        let range = try engine.scrollRange(request).get()
        #expect(range.scrollRange == Layoutd.ScrollRange(from: 40_000, to: 41_704) && !range.attributes.isEmpty)
        var bad = request
        bad.collectionView.size.width = -1
        guard case .failure(.problem(let problem)) = engine.scrollRange(bad) else {
            Issue.record("a negative width was answered")
            return
        }
        #expect(problem.status == 400 && problem.pointer == "/collectionView/size/width")
    }
}
