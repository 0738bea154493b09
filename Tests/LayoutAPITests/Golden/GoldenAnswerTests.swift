// Golden answers: each request under Tests/Fixtures answered through `LayoutAPI.respond` and compared byte for
// byte with the answer recorded beside it, so any change to what the service sends shows up here, with the
// first byte that moved. The fixtures detect change; whether an answer is right is what the other suites pin.
// With RECORD_FIXTURES=1 in the environment the test writes the answers instead and passes (Tests/Fixtures/README.md);
// under CI (CI=true) recording is refused: the run fails and compares the recorded answers as always.
//
// Per fixture `<name>`: `<name>.request.json` (the body), optional `<name>.limits.json` (APILimits members, for
// a limit that default limits would need megabytes to reach), and, recorded, `<name>.answer.json` (the body's
// exact bytes) and `<name>.status` (status and media type). Every `Examples/<stem>.json` is fixture
// `example-<stem>`, its request a byte-for-byte copy of the example.
import Foundation
import LayoutAPI
import Testing

@Suite("Golden answers: every fixture request answered byte for byte as recorded")
struct GoldenAnswerTests {
    static let fixtures = Repository.url("Tests/Fixtures")
    static let examples = Repository.url("Examples")
    static let environment = ProcessInfo.processInfo.environment
    /// RECORD_FIXTURES=1 asks to record; CI never may (it would pass by writing what it should compare).
    static let recordingAsked = environment["RECORD_FIXTURES"] == "1"
    static let underCI = environment["CI"] == "true"
    static let recording = recordingAsked && !underCI

    @Test("recording is refused under CI")
    func noRecordingUnderCI() {
        #expect(
            !(Self.recordingAsked && Self.underCI),
            "RECORD_FIXTURES=1 with CI=true: CI compares the recorded answers and never writes them")
    }

    /// Every fixture name: the requests on disk and one per example (whose copy recording writes).
    static func names() -> [String] {
        let requests = files(in: fixtures, ending: ".request.json")
        let fromExamples = files(in: examples, ending: ".json").map { "example-" + $0 }
        return Array(Set(requests + fromExamples)).sorted()
    }

    /// The names of the files in `folder` ending in `suffix`, without it.
    static func files(in folder: URL, ending suffix: String) -> [String] {
        let list = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return list.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
    }

    @Test("each request answers exactly its recorded bytes and status", arguments: names())
    func answer(_ name: String) throws {
        let request = try requestBytes(name)
        let limits = try limits(name)
        let answer = LayoutAPI.respond(toBody: request, limits: limits)
        let status = "\(answer.status) \(answer.mediaType.name)\n"
        let answerURL = Self.fixtures.appendingPathComponent(name + ".answer.json")
        let statusURL = Self.fixtures.appendingPathComponent(name + ".status")
        if Self.recording {
            try Data(answer.body).write(to: answerURL)
            try Data(status.utf8).write(to: statusURL)
            print("GoldenAnswerTests: recorded \(name) (\(answer.status), \(answer.body.count) bytes)")
            return
        }
        guard let recorded = try? Data(contentsOf: answerURL), let recordedStatus = try? Data(contentsOf: statusURL)
        else {
            Issue.record("\(name): no recorded answer; record with RECORD_FIXTURES=1 (Tests/Fixtures/README.md)")
            return
        }
        #expect(String(decoding: recordedStatus, as: UTF8.self) == status, "\(name): status")
        if let difference = Self.difference(expected: Array(recorded), actual: answer.body) {
            Issue.record("\(name).answer.json: \(difference)")
        }
    }

    @Test("no recorded answer, status or limits is left without its request")
    func noOrphans() throws {
        let names = Set(Self.names())
        for suffix in [".answer.json", ".status", ".limits.json"] {
            for orphan in Self.files(in: Self.fixtures, ending: suffix) where !names.contains(orphan) {
                if Self.recording, suffix != ".limits.json" {
                    try FileManager.default.removeItem(at: Self.fixtures.appendingPathComponent(orphan + suffix))
                    print("GoldenAnswerTests: removed \(orphan + suffix), whose request is gone")
                } else {
                    Issue.record("\(orphan + suffix) has no \(orphan).request.json")
                }
            }
        }
        #expect(names.count >= 30, "the fixtures folder looks empty: \(names.count) fixtures")
    }

    /// The request body; an example's comes from Examples/ and its copy in the fixtures must match it.
    func requestBytes(_ name: String) throws -> [UInt8] {
        let copy = Self.fixtures.appendingPathComponent(name + ".request.json")
        guard name.hasPrefix("example-") else { return Array(try Data(contentsOf: copy)) }
        let example = Array(
            try Data(
                contentsOf: Self.examples.appendingPathComponent(String(name.dropFirst("example-".count)) + ".json")))
        if Self.recording {
            try Data(example).write(to: copy)
        } else if let stored = try? Data(contentsOf: copy) {
            if let difference = Self.difference(expected: Array(stored), actual: example) {
                Issue.record("\(name).request.json is not Examples' copy: \(difference)")
            }
        } else {
            Issue.record("\(name).request.json is missing; record with RECORD_FIXTURES=1")
        }
        return example
    }

    /// `<name>.limits.json`'s members over the default limits.
    func limits(_ name: String) throws -> APILimits {
        var limits = APILimits()
        let url = Self.fixtures.appendingPathComponent(name + ".limits.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return limits }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Int])
        for (key, value) in object {
            switch key {
            case "maxItems": limits.maxItems = value
            case "maxSections": limits.maxSections = value
            case "maxUniformItemCount": limits.maxUniformItemCount = value
            case "maxDepth": limits.maxDepth = value
            case "maxMagnitude": limits.maxMagnitude = Double(value)
            case "maxColumnCount": limits.maxColumnCount = value
            case "maxAttributes": limits.maxAttributes = value
            case "workBudget": limits.workBudget = value
            default: Issue.record("\(name).limits.json: unknown limit \(key)")
            }
        }
        return limits
    }

    /// Where `actual` (what the code answers now) first departs from `expected` (what was recorded): the byte,
    /// its line and column, and the text around it in both; `nil` when they are equal.
    static func difference(expected: [UInt8], actual: [UInt8]) -> String? {
        guard expected != actual else { return nil }
        let common = min(expected.count, actual.count)
        let first = (0..<common).first { expected[$0] != actual[$0] } ?? common
        let before = expected[..<first]
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let column = first - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        func around(_ bytes: [UInt8]) -> String {
            let start = max(0, first - 60)
            let end = min(bytes.count, first + 60)
            let text = String(decoding: bytes[start..<end], as: UTF8.self).replacingOccurrences(of: "\n", with: "\\n")
            return (start > 0 ? "…" : "") + text + (end < bytes.count ? "…" : "")
        }
        return """
            first difference at byte \(first) (line \(line), column \(column)); \
            recorded \(expected.count) bytes, answered \(actual.count)
              recorded: \(around(expected))
              answered: \(around(actual))
            """
    }
}
