// Every input saved under Fuzz/ (findings in Fuzz/crashers, seeds in Fuzz/corpus and Fuzz/corpus-structured)
// replayed through the fuzz oracle, so a fixed finding stays fixed and the oracle itself is exercised in CI.
import Foundation
import LayoutAPI
import LayoutEngine
import Testing

@testable import FuzzHarness

@Suite("Fuzz findings replayed")
struct FuzzReplayTests {
    static let fuzz = Repository.url("Fuzz")

    /// Each saved input with the request body it stands for: a `StructuredFuzz` input (or a structured seed) is
    /// a list of choices that `RequestGenerator` turns into a body; every other file is a body.
    static func inputs() throws -> [(name: String, body: [UInt8])] {
        var result: [(String, [UInt8])] = []
        for folder in ["crashers", "corpus", "corpus-structured"] {
            let dir = fuzz.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            for name in names where name != "README.md" {
                let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent(name)))
                let structured =
                    folder == "corpus-structured" || (name.hasPrefix("StructuredFuzz-") && !name.hasSuffix(".json"))
                if structured {
                    var generator = RequestGenerator(bytes)
                    result.append(("\(folder)/\(name)", generator.body()))
                } else {
                    result.append(("\(folder)/\(name)", bytes))
                }
            }
        }
        return result
    }

    @Test("every saved crasher and seed passes the fuzz oracle")
    func everySavedInputPassesTheOracle() throws {
        let inputs = try Self.inputs()
        #expect(inputs.count >= 10, "found \(inputs.count) inputs under \(Self.fuzz.path)")
        #expect(inputs.contains { $0.name.hasPrefix("crashers/") })
        for input in inputs {
            #expect(FuzzHarness.violation(input.body) == nil, "\(input.name)")
        }
    }

    @Test("the oracle has teeth: an impossible number, a frame outside the content, uniform != explicit")
    func oracleNamesBrokenGeometry() {
        let flow = FlowLayoutDescription(sections: [FlowSectionDescription(items: .uniform(count: 3, item: nil))])
        let description = LayoutDescription(
            collectionView: CollectionViewDescription(size: Size(width: 375, height: 667)), family: .flow(flow))
        func cell(_ y: Double, _ height: Double) -> LayoutAttributes {
            LayoutAttributes(section: 0, item: 0, category: .cell, frame: Rect(x: 0, y: y, width: 50, height: height))
        }
        // Content 50 tall (three 50×50 items on one line).
        let good = LayoutResult(contentSize: Size(width: 375, height: 50), attributes: [cell(0, 50)])
        #expect(FuzzHarness.geometry(good, description) == nil)
        let infinite = LayoutResult(contentSize: Size(width: 375, height: 50), attributes: [cell(0, .infinity)])
        #expect(FuzzHarness.geometry(infinite, description) != nil)
        let tooFar = LayoutResult(contentSize: Size(width: 375, height: 50), attributes: [cell(2e15, 50)])
        #expect(FuzzHarness.geometry(tooFar, description) != nil)
        let below = LayoutResult(contentSize: Size(width: 375, height: 50), attributes: [cell(10, 50)])
        #expect(FuzzHarness.geometry(below, description) != nil)
        // The real layout of the request agrees with its listed equivalent; a shifted one does not.
        let request = LayoutRequest(description: description, elements: .all)
        let real = try? computeLayout(description, elements: .all)
        #expect(real.map { FuzzHarness.uniformEqualsExplicit(request, $0, limits: FuzzHarness.limits) } == .some(nil))
        if var shifted = real {
            shifted.attributes[1].frame.x += 1e-3
            #expect(FuzzHarness.uniformEqualsExplicit(request, shifted, limits: FuzzHarness.limits) != nil)
        }
    }

    /// Ten 50 × 50 items in lines of seven (375 wide): content 110 tall in a 100-tall view with insets 10 and 20,
    /// so the scroll range is `[-10, 110 - 100 + 20] = [-10, 30]`.
    @Test("the oracle has teeth for anchors: an offset outside the scroll range or not finite, a missing report")
    func oracleNamesBrokenAnchors() throws {
        let flow = FlowLayoutDescription(sections: [FlowSectionDescription(items: .uniform(count: 10, item: nil))])
        var description = LayoutDescription(
            collectionView: CollectionViewDescription(
                size: Size(width: 375, height: 100), contentInset: EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)),
            family: .flow(flow), anchor: .resolve(.topItem(.indexPath(section: 0, item: 9), distance: 0)))
        var result = try computeLayout(description)
        // Item 9 is on the second line at 60: 60 - 10 = 50, clamped to 30.
        #expect(result.contentOffset == Point(x: 0, y: 30))
        #expect(FuzzHarness.anchors(result, description) == nil)
        for y in [-10.5, 30.5, .nan, .infinity] {
            result.contentOffset = Point(x: 0, y: y)
            #expect(FuzzHarness.anchors(result, description) != nil, "\(y)")
        }
        result.contentOffset = Point(x: 3, y: 0)
        #expect(FuzzHarness.anchors(result, description) != nil, "the other coordinate moved")
        result.contentOffset = Point(x: 0, y: 0)
        result.anchor = nil
        #expect(FuzzHarness.anchors(result, description) != nil, "no anchor reported")
        result.anchor = .topItem(.indexPath(section: 0, item: 10), distance: 0)
        #expect(FuzzHarness.anchors(result, description) != nil, "an item the request does not have")
        result.anchor = .topItem(.id("nobody"), distance: 0)
        #expect(FuzzHarness.anchors(result, description) != nil, "an id the request does not have")
        description.anchor = nil
        #expect(FuzzHarness.anchors(result, description) == nil)
    }

    /// The generator's requests with ids, estimates and anchors, seeded: each passes the whole oracle, and among them anchors
    /// are resolved and reported, ids repeated and estimates refused. (Most generated requests carry a
    /// deliberate fault somewhere, so about one in twenty is laid out: the counts are small but not zero.)
    @Test("generated requests with ids, estimates and anchors pass the oracle, and reach their answers and 400s")
    func generatedDataThatChangesRequests() {
        var resolved = 0
        var reported = 0
        var refused = 0
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<600 {
            let bytes = (0..<2000).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 33)
            }
            var generator = RequestGenerator(bytes)
            let body = generator.body()
            #expect(FuzzHarness.violation(body) == nil, "\(String(decoding: body, as: UTF8.self))")
            let answer = LayoutAPI.respond(toBody: body, limits: FuzzHarness.limits)
            switch (answer.status, answer.request?.description.anchor) {
            case (200, .resolve?): resolved += 1
            case (200, .report?): reported += 1
            default: break
            }
            let text = String(decoding: answer.body, as: UTF8.self)
            if text.contains("repeats the id") || text.contains("has no size") { refused += 1 }
        }
        #expect(
            resolved >= 2 && reported >= 2 && refused >= 10,
            "resolved \(resolved), reported \(reported), refused \(refused)")
    }
}
