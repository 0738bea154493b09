import LayoutAPI
import LayoutEngine
import Testing

/// Every string an answer repeats is bounded when it is read: `elementKind` 1 to 128 UTF-8 bytes
/// (boundary, anchored and decoration items), item ids 1 to 256, so no short request multiplies into a huge
/// answer.
@Suite("strings an answer repeats are bounded where they are read")
struct BoundedStringTests {
    typealias C = Compositional

    /// The first attack of Tests/reliability/attacks.py: one group whose item carries an anchored supplementary of `kind`, over a uniform
    /// section of 49,999 items, every element asked for.
    static func anchoredKindRequest(_ kind: String, itemCount: Int = 49_999) -> String {
        C.request(
            #"""
            "section": {"group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 1"#)),
             "subitems": [{\#(C.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#)),
              "supplementaryItems": [{"elementKind": "\#(kind)", \#(C.size(#""absolute": 1"#, #""absolute": 1"#)),
               "containerAnchor": {"edges": ["top"]}}]}]}}
            """#, sections: #"[{"itemCount": \#(itemCount)}]"#)
    }

    static let anchoredKindPointer = "/layout/section/group/subitems/0/supplementaryItems/0/elementKind"

    @Test("the 43 KB request of a 42,600-byte anchored elementKind over 49,999 items is a 400 at the kind")
    func longAnchoredKind() {
        let body = Self.anchoredKindRequest(String(repeating: "k", count: 42_600))
        #expect(body.utf8.count > 42_600 && body.utf8.count < 44_000)
        let answer = LayoutAPI.respond(toBody: Array(body.utf8))
        #expect(answer.status == 400)
        #expect(pointers(answer.problem) == [Self.anchoredKindPointer])
        #expect(answer.problem?.errors.first?.detail == "must be a string of 1 to 128 UTF-8 bytes")
        #expect(answer.body.count < 1_000, "the problem does not echo the kind")
    }

    /// 128 bytes in UTF-8 are allowed whatever the characters: 64 two-byte `é` are 128 bytes, 65 are 130; 43
    /// three-byte `€` are 129.
    @Test(
        "an elementKind of 1 to 128 UTF-8 bytes is read; 0 or 129 and more bytes is a 400 at it",
        arguments: [
            ("k", true), (String(repeating: "k", count: 128), true), (String(repeating: "é", count: 64), true),
            ("", false), (String(repeating: "k", count: 129), false), (String(repeating: "é", count: 65), false),
            (String(repeating: "€", count: 43), false),
        ])
    func kindLength(kind: String, accepted: Bool) throws {
        let body = Self.anchoredKindRequest(kind, itemCount: 1)
        if accepted {
            let result = try C.result(body)
            #expect(result.kindNames == [kind])
        } else {
            #expect(pointers(problem(body)) == [Self.anchoredKindPointer])
        }
    }

    /// The bound is on the unescaped bytes: `\u0041` is one byte `A`.
    @Test("escapes count as the bytes they stand for")
    func escapedKind() throws {
        let body = Self.anchoredKindRequest(String(repeating: #"\u0041"#, count: 128), itemCount: 1)
        #expect(try C.result(body).kindNames == [String(repeating: "A", count: 128)])
        let over = Self.anchoredKindRequest(String(repeating: #"\u0041"#, count: 129), itemCount: 1)
        #expect(pointers(problem(over)) == [Self.anchoredKindPointer])
    }

    @Test("boundary, decoration and layout-level kinds are bounded at their own pointers")
    func everyKind() {
        let long = String(repeating: "k", count: 129)
        let item = #"{\#(C.size(#""fractionalWidth": 1"#, #""fractionalHeight": 1"#))}"#
        let body = C.request(
            #"""
            "boundarySupplementaryItems": [{"elementKind": "\#(long)", "alignment": "top",
              \#(C.size(#""fractionalWidth": 1"#, #""absolute": 10"#))}],
            "section": {"boundarySupplementaryItems": [{"elementKind": "\#(long)", "alignment": "bottom",
              \#(C.size(#""fractionalWidth": 1"#, #""absolute": 10"#))}],
             "decorationItems": [{"elementKind": "\#(long)"}],
             "group": {"group": "horizontal", \#(C.size(#""fractionalWidth": 1"#, #""absolute": 10"#)),
              "subitems": [\#(item)]}}
            """#, sections: #"[{"itemCount": 1}]"#)
        #expect(
            Set(pointers(problem(body))) == [
                "/layout/boundarySupplementaryItems/0/elementKind",
                "/layout/section/boundarySupplementaryItems/0/elementKind",
                "/layout/section/decorationItems/0/elementKind",
            ])
    }

    @Test("an elementKind that is not a string is a 400 at it")
    func kindNotString() {
        let body = Self.anchoredKindRequest("k", itemCount: 1).replacing(
            #""elementKind": "k""#, with: #""elementKind": 7"#)
        #expect(pointers(problem(body)) == [Self.anchoredKindPointer])
    }

    /// A name of 128 bytes is quoted; one of 129 is not (no field's name comes near either).
    @Test("an unknown member's name is quoted in the pointer up to 128 bytes; a longer one names its object")
    func longUnknownName() throws {
        let short = String(repeating: "n", count: 128)
        let shortProblem = problem(flowRequest(extra: #""collectionView2": 1, "\#(short)": 1"#))
        #expect(pointers(shortProblem) == ["/collectionView2", "/" + short])
        let long = String(repeating: "n", count: 129)
        let longProblem = problem(flowRequest(layout: #""\#(long)": [1, 2, {"a": "b"}]"#))
        #expect(pointers(longProblem) == ["/layout"])
        #expect(
            longProblem?.errors.first?.detail == "has an unknown field for a flow layout whose name is 129 bytes long")
        // A million-byte name costs the problem nothing: its body stays small.
        let huge = String(repeating: "n", count: 1_000_000)
        let answer = LayoutAPI.respond(toBody: Array(flowRequest(extra: #""\#(huge)": 1"#).utf8))
        #expect(answer.status == 400)
        #expect(answer.body.count < 1_000)
        // A grammar error just after such a name is located at its object too.
        let malformed = problem(#"{"layout": {"\#(long)" 1}}"#)
        #expect(pointers(malformed) == ["/layout"])
    }
}
