// Sends every example through the Swift client openapi-generator (`swift6`) generated, and compares what it reads.
//
//     RoundTrip http://127.0.0.1:PORT Examples/*.json
//
// For each file: the generated `LayoutRequest` decodes it (choosing the family's request) and encodes it back to
// the same JSON; `LayoutAPI.computeLayout` posts it to the live server; the `LayoutResponse` it decodes, encoded
// again, equals the JSON the server answers for the file's own bytes (posted raw with URLSession), and every
// decoded frame equals the raw frame number for number. A scroll range example's answer decodes as
// `AttributesInScrollRangeResponse`, its range and every header's `follows` number for number. Each request names
// the contract it needs (`layoutContract: "5"`) and each answer's `Layout-Contract` header is read from the
// generated client's response: 5; a request naming contract 6 fails with the server's 406, a `Problem` naming 5.
import Foundation
import LayoutdGenerated

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The JSON text of any value with sorted keys, for comparing two documents independently of key order.
func canonical(_ data: Data) throws -> Data {
    try JSONSerialization.data(
        withJSONObject: JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
        options: [.sortedKeys, .fragmentsAllowed])
}

/// The case a decoded request took (`typeFlowLayoutRequest`, ...): the family the union chose.
func describe(_ request: LayoutRequest) -> String {
    Mirror(reflecting: request).children.first?.label ?? "\(request)"
}

/// Every decoded attribute of an answer: an attributes or range response's, or each timeline entry's in order.
func allAttributes(_ answer: LayoutResponse) -> [LayoutAttributes] {
    switch answer {
    case .typeAttributesInScrollRangeResponse(let response): response.attributes
    case .typeAttributesResponse(let response): response.attributes
    case .typeTimelineResponse(let response): response.timeline.flatMap(\.attributes)
    }
}

/// Every raw attribute object of an answer, in the same order.
func allAttributes(_ wire: [String: Any]) -> [[String: Any]]? {
    if let attributes = wire["attributes"] as? [[String: Any]] { return attributes }
    guard let timeline = wire["timeline"] as? [[String: Any]] else { return nil }
    return timeline.flatMap { $0["attributes"] as? [[String: Any]] ?? [] }
}

/// The frame of one decoded attribute, whatever its category.
func frame(of attributes: LayoutAttributes) -> Frame {
    switch attributes {
    case .typeCellAttributes(let cell): cell.frame
    case .typeSupplementaryAttributes(let supplementary): supplementary.frame
    case .typeDecorationAttributes(let decoration): decoration.frame
    }
}

/// The `follows` of one decoded attribute: only a header or footer of a range answer has one.
func follows(of attributes: LayoutAttributes) -> Follows? {
    guard case .typeSupplementaryAttributes(let supplementary) = attributes else { return nil }
    return supplementary.follows
}

/// Whether a decoded number is the one sent, within 4 ulps (JSONSerialization on Linux, below); both absent counts.
func same(_ value: Double?, _ sent: Any?) -> Bool {
    guard let value else { return sent == nil }
    guard let sentValue = (sent as? NSNumber)?.doubleValue else { return false }
    return abs(sentValue - value) <= 4 * sentValue.ulp
}

/// The `Layout-Contract` of a response's headers (any case), or nil.
func contract(_ header: [String: String]) -> String? {
    header.first { $0.key.lowercased() == "layout-contract" }?.value
}

/// A request needing contract 6 through the generated client: the server's 406, a `Problem` naming its own contract.
func laterContract(path: String, configuration: LayoutdGeneratedAPIConfiguration) async -> Bool {
    do {
        let request = try JSONDecoder().decode(LayoutRequest.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        _ = try await LayoutAPI.computeLayout(
            layoutRequest: request, layoutContract: "6", apiConfiguration: configuration)
        print("swift: FAIL a request needing contract 6 was answered")
        return false
    } catch {
        guard case .error(let status, let data?, let response, _) = error as? ErrorResponse,
            let problem = try? JSONDecoder().decode(Problem.self, from: data),
            let header = (response as? HTTPURLResponse)?.allHeaderFields as? [String: String]
        else {
            print("swift: FAIL a request needing contract 6: \(error)")
            return false
        }
        let ok =
            status == 406 && problem.type == "/problems/unsupported-contract" && contract(header) == "5"
            && problem.detail == "this server speaks layout contract 5; the request needs contract 6"
        print("swift: \(ok ? "ok" : "FAIL") a request needing contract 6: \(status) \(problem.type): \(problem.detail)")
        return ok
    }
}

func rawAnswer(base: String, body: Data) async throws -> Data {
    var request = URLRequest(url: URL(string: base + "/layout")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = body
    let (data, response) = try await URLSession.shared.data(for: request)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        throw CocoaError(.fileReadCorruptFile)
    }
    return data
}

func roundTrip(base: String, path: String, configuration: LayoutdGeneratedAPIConfiguration) async -> (Bool, Int) {
    let name = URL(fileURLWithPath: path).lastPathComponent
    do {
        let body = try Data(contentsOf: URL(fileURLWithPath: path))
        let request = try JSONDecoder().decode(LayoutRequest.self, from: body)
        let encoder = JSONEncoder()
        guard try canonical(encoder.encode(request)) == canonical(body) else {
            print("swift: FAIL \(name): \(describe(request)) does not encode back to the example")
            return (false, 0)
        }
        let response = try await LayoutAPI.computeLayoutWithRequestBuilder(
            layoutRequest: request, layoutContract: "5", apiConfiguration: configuration
        ).execute()
        let answer = response.body
        guard let contract = contract(response.header), contract == "5" else {
            print(
                "swift: FAIL \(name): the answer's Layout-Contract is \(contract(response.header) ?? "missing"), not 5")
            return (false, 0)
        }
        let raw = try await rawAnswer(base: base, body: body)
        let typedAttributes = allAttributes(answer)
        guard
            let wire = try JSONSerialization.jsonObject(with: raw) as? [String: Any],
            let wireAttributes = allAttributes(wire)
        else {
            print("swift: FAIL \(name): the raw answer is not a layout response")
            return (false, 0)
        }
        var mismatches: [String] = []
        if wireAttributes.count != typedAttributes.count {
            mismatches.append("\(typedAttributes.count) attributes decoded, \(wireAttributes.count) sent")
        }
        for (index, (typed, sent)) in zip(typedAttributes, wireAttributes).enumerated() {
            let f = frame(of: typed)
            let sentFrame = sent["frame"] as? [String: Any] ?? [:]
            let numbers = ["x": f.x, "y": f.y, "width": f.width, "height": f.height]
            // Within 4 ulps: the wire side is read with JSONSerialization, which on Linux is not correctly rounded
            // (it reads 417.00000000000006 2 ulps above the double that text names; JSONDecoder, which the generated
            // client uses, and Double(String) read it exactly). The re-encoded answer below is compared as text.
            for (key, value) in numbers {
                guard let sentValue = (sentFrame[key] as? NSNumber)?.doubleValue,
                    abs(sentValue - value) <= 4 * sentValue.ulp
                else {
                    mismatches.append("attributes[\(index)].frame.\(key): \(value) vs \(sentFrame[key] ?? "nil")")
                    continue
                }
            }
        }
        // An update example's `updates`, each element's two frames read number for number.
        var updateCount = 0
        if let wireUpdates = (wire["updates"] as? [String: Any])?["elements"] as? [[String: Any]] {
            guard case .typeAttributesResponse(let response) = answer, let typed = response.updates?.elements,
                typed.count == wireUpdates.count
            else {
                print("swift: FAIL \(name): the generated client did not read the \(wireUpdates.count) update elements")
                return (false, 0)
            }
            for (index, (element, sent)) in zip(typed, wireUpdates).enumerated() {
                for (end, frame) in [("from", element.from.frame), ("to", element.to.frame)] {
                    let sentFrame = (sent[end] as? [String: Any])?["frame"] as? [String: Any] ?? [:]
                    for (key, value) in ["x": frame.x, "y": frame.y, "width": frame.width, "height": frame.height] {
                        guard let sentValue = (sentFrame[key] as? NSNumber)?.doubleValue,
                            abs(sentValue - value) <= 4 * sentValue.ulp
                        else {
                            mismatches.append("updates.elements[\(index)].\(end).frame.\(key): \(value)")
                            continue
                        }
                    }
                }
            }
            updateCount = typed.count
        }
        // A range example's range, and each follower's four numbers as the generated `Follows` read
        // them (an absent bound stays absent); a range answer without any follower would check nothing here.
        var followerCount = 0
        var pointCount = 0
        if let wireRange = wire["scrollRange"] as? [String: Any] {
            guard case .typeAttributesInScrollRangeResponse(let response) = answer else {
                let shape = Mirror(reflecting: answer).children.first?.label ?? ""
                print("swift: FAIL \(name): a range answer decoded as \(shape)")
                return (false, 0)
            }
            if !same(response.scrollRange.from, wireRange["from"]) || !same(response.scrollRange.to, wireRange["to"]) {
                mismatches.append("scrollRange \(response.scrollRange) vs \(wireRange)")
            }
            for (index, (typed, sent)) in zip(typedAttributes, wireAttributes).enumerated() {
                let read = follows(of: typed)
                guard let sentFollows = sent["follows"] as? [String: Any] else {
                    if read != nil { mismatches.append("attributes[\(index)] read a follows the server did not send") }
                    continue
                }
                guard let read, same(read.offset, sentFollows["offset"]), same(read.min, sentFollows["min"]),
                    same(read.max, sentFollows["max"]), read.zIndex == (sentFollows["zIndex"] as? Int)
                else {
                    mismatches.append(
                        "attributes[\(index)].follows read as \(String(describing: read)), sent \(sentFollows)")
                    continue
                }
                followerCount += 1
            }
            // A range of a layout with snapping: its snap points, offset for offset.
            if let wirePoints = wire["snapPoints"] as? [[String: Any]] {
                let read = response.snapPoints ?? []
                if read.count != wirePoints.count
                    || zip(read, wirePoints).contains(where: { !same($0.offset, $1["offset"]) })
                {
                    mismatches.append("snapPoints read as \(read.map(\.offset)), sent \(wirePoints.count) points")
                }
                pointCount = wirePoints.count
            }
            if followerCount == 0 && pointCount == 0 {
                mismatches.append("a scroll range example whose answer has no follows and no snap points")
            }
        }
        // A fling example's resting offset, read as the generated `FlingResult`.
        var flung = ""
        if let wireFling = wire["fling"] as? [String: Any],
            let wireRest = wireFling["restingOffset"] as? [String: Any]
        {
            let read: FlingResult?
            switch answer {
            case .typeAttributesResponse(let response): read = response.fling
            case .typeAttributesInScrollRangeResponse(let response): read = response.fling
            default: read = nil
            }
            if let read, same(read.restingOffset.x, wireRest["x"]), same(read.restingOffset.y, wireRest["y"]) {
                flung = ", flung to (\(read.restingOffset.x), \(read.restingOffset.y))"
            } else {
                mismatches.append("fling read as \(String(describing: read)), sent \(wireFling)")
            }
        }
        if try canonical(encoder.encode(answer)) != canonical(raw) {
            mismatches.append("the re-encoded answer differs from the raw JSON")
        }
        if !mismatches.isEmpty {
            print("swift: FAIL \(name): " + mismatches.prefix(3).joined(separator: "; "))
            return (false, 0)
        }
        let shape = Mirror(reflecting: answer).children.first?.label ?? ""
        let updates = updateCount > 0 ? ", \(updateCount) update elements" : ""
        let followers = followerCount > 0 ? ", \(followerCount) follows" : ""
        let points = pointCount > 0 ? ", \(pointCount) snap points" : ""
        print(
            "swift: ok \(name): \(describe(request)) -> \(shape), \(typedAttributes.count) frames equal to the raw JSON"
                + updates + followers + points + flung)
        return (true, typedAttributes.count)
    } catch {
        print("swift: FAIL \(name): \(error)")
        return (false, 0)
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard let base = arguments.first, arguments.count > 1 else {
    print("usage: RoundTrip http://127.0.0.1:PORT Examples/*.json")
    exit(2)
}
let configuration = LayoutdGeneratedAPIConfiguration(
    basePath: base, apiResponseQueue: DispatchQueue(label: "layoutd.responses"))
var passed = 0
var frames = 0
for path in arguments.dropFirst() {
    let (ok, count) = await roundTrip(base: base, path: path, configuration: configuration)
    if ok {
        passed += 1
        frames += count
    }
}
let total = arguments.count - 1
let later = await laterContract(path: String(arguments.dropFirst().first!), configuration: configuration)
print(
    "swift: \(passed) of \(total) examples round-tripped with Layout-Contract 5 read from each answer, \(frames) frames "
        + "compared; \(total - passed + (later ? 0 : 1)) failures")
exit(passed == total && later ? 0 : 1)
