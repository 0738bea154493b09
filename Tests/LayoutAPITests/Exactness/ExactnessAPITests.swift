// The exactness round through the whole pipeline: impossible numbers become located 422s, coordinates reach
// ±1e15, and the one pipeline answers every caller alike.
import Foundation
import LayoutEngine
import Testing

@testable import LayoutAPI

@Suite("Exactness through the pipeline")
struct ExactnessAPITests {
    static func respond(_ json: String) -> LayoutAPI.Answer {
        LayoutAPI.respond(toBody: Array(json.utf8))
    }

    static func pointer(_ answer: LayoutAPI.Answer) -> String? {
        answer.problem?.errors.first?.pointer
    }

    @Test("an infinite waterfall height is a 422 at /sections/0/items/0, never a zero in the body")
    func infiniteHeightIsLocated422() {
        // Column width 155 (320 - 10, halved); 100·155/5e-324 = +inf.
        let answer = Self.respond(
            #"{"collectionView":{"size":{"width":320,"height":480}},"layout":{"type":"waterfall"},"#
                + #""sections":[{"items":[{"width":5e-324,"height":100},{"width":100,"height":100}]}],"elements":"all"}"#
        )
        #expect(answer.status == 422)
        #expect(Self.pointer(answer) == "/sections/0/items/0")
    }

    @Test("content longer than 1e15 is a 422 at the uniform section's itemCount")
    func contentPastRangeIsLocated422() {
        // Items 60 wide in 100: one a line (60 + 10 + 60 > 100). 10^12 lines of 2000 + 10: about 2.01e15 > 1e15.
        let answer = Self.respond(
            #"{"collectionView":{"size":{"width":100,"height":480}},"layout":{"type":"flow","itemSize":{"width":60,"height":2000}},"#
                + #""sections":[{"itemCount":1000000000000}],"elements":{"rect":{"x":0,"y":0,"width":1,"height":1}}}"#)
        #expect(answer.status == 422)
        #expect(Self.pointer(answer) == "/sections/0/itemCount")
    }

    @Test("contentOffset and rect reach ±1e15 and stop there")
    func coordinatesReachOneQuadrillion() {
        let base =
            #"{"collectionView":{"size":{"width":375,"height":667},"contentOffset":{"x":0,"y":Y}},"#
            + #""layout":{"type":"flow"},"sections":[{"itemCount":10}]}"#
        #expect(Self.respond(base.replacingOccurrences(of: "Y", with: "1e15")).status == 200)
        #expect(Self.respond(base.replacingOccurrences(of: "Y", with: "-1e15")).status == 200)
        let beyond = Self.respond(base.replacingOccurrences(of: "Y", with: "1.000001e15"))
        #expect(beyond.status == 400)
        #expect(Self.pointer(beyond) == "/collectionView/contentOffset/y")
        let rect =
            #"{"collectionView":{"size":{"width":375,"height":667}},"layout":{"type":"flow"},"#
            + #""sections":[{"itemCount":10}],"elements":{"rect":{"x":-1e15,"y":5e14,"width":2e15,"height":1}}}"#
        #expect(Self.respond(rect).status == 200)
    }

    @Test("lastLineAlignment is read, and an unknown value is a 400 at its pointer")
    func lastLineAlignmentDecodes() throws {
        let body =
            #"{"collectionView":{"size":{"width":375,"height":667}},"layout":{"type":"flow","lastLineAlignment":"LL"},"sections":[]}"#
        for (name, value) in [("grid", FlowLastLineAlignment.grid), ("start", .start), ("justified", .justified)] {
            let request = try LayoutAPI.decode(Array(body.replacingOccurrences(of: "LL", with: name).utf8))
            guard case .flow(let flow) = request.description.family else {
                Issue.record("not flow")
                continue
            }
            #expect(flow.lastLineAlignment == value)
        }
        let bad = Self.respond(body.replacingOccurrences(of: "LL", with: "left"))
        #expect(bad.status == 400)
        #expect(Self.pointer(bad) == "/layout/lastLineAlignment")
    }
}
