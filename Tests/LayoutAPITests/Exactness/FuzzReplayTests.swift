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
}
