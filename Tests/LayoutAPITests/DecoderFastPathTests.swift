import LayoutAPI
import LayoutEngine
import Testing

/// The decoder's shortcuts (`layout` read in one pass when `type` comes first, the item fast path) must answer
/// exactly what the general reading answers: the same values, and the same errors in the same order.
@Suite("Decoder fast paths")
struct DecoderFastPathTests {
    /// `n` unknown members `"u0": 1, ...` for a `layout` object.
    static func unknownMembers(_ n: Int) -> String {
        (0..<n).map { "\"u\($0)\": 1" }.joined(separator: ", ")
    }

    @Test("a grammar error after more than 20 contract errors in layout is still malformed JSON, wherever type is")
    func grammarErrorWins() {
        // Pass 1 validates the whole `layout` before pass 2 collects any unknown field, so the bad literal at
        // `/layout/z` is found first: malformed JSON there, not the 20 errors the unknown fields would give.
        let members = Self.unknownMembers(25) + ", \"z\": tru"
        for layout in [#"{"type": "flow", "# + members + "}", "{" + members + #", "type": "flow"}"#] {
            let body =
                #"{"collectionView": {"size": {"width": 1, "height": 1}}, "layout": "# + layout
                + #", "sections": []}"#
            let error = problem(body)
            #expect(error?.title == "Malformed JSON")
            #expect(pointers(error) == ["/layout/z"])
        }
    }

    @Test("contract errors in layout come in body order, the same with type first or last")
    func contractErrorsInOrder() {
        let expected = ["/layout/u0", "/layout/minimumLineSpacing", "/layout/u2"]
        for layout in [
            #"{"type": "flow", "u0": 1, "minimumLineSpacing": -1, "u2": 1}"#,
            #"{"u0": 1, "minimumLineSpacing": -1, "u2": 1, "type": "flow"}"#,
        ] {
            let body =
                #"{"collectionView": {"size": {"width": 1, "height": 1}}, "layout": "# + layout
                + #", "sections": []}"#
            let error = problem(body)
            #expect(error?.title == "Invalid request")
            #expect(pointers(error) == expected)
        }
    }

    @Test("more than 20 contract errors in layout stop at the 20th; without type only the type is reported")
    func tooManyErrors() {
        func body(_ layout: String) -> String {
            #"{"collectionView": {"size": {"width": 1, "height": 1}}, "layout": "# + layout + #", "sections": []}"#
        }
        // With `type` the fields are read and each unknown one is reported until the 20th stops decoding.
        let typed = problem(body("{\"type\": \"flow\", " + Self.unknownMembers(30) + "}"))
        #expect(typed?.title == "Invalid request")
        #expect(pointers(typed) == (0..<20).map { "/layout/u\($0)" })
        // Without it no family's fields can be read: the object is only validated, and `type` is missing.
        let untyped = problem(body("{" + Self.unknownMembers(30) + "}"))
        #expect(untyped?.title == "Invalid request")
        #expect(pointers(untyped) == ["/layout/type"])
    }

    @Test("an unknown type first: only the type is reported, the rest is skipped unread")
    func unknownTypeFirst() {
        let body =
            #"{"collectionView": {"size": {"width": 1, "height": 1}}, "#
            + #""layout": {"type": "grid", "u0": 1, "itemSize": 3}, "sections": []}"#
        let error = problem(body)
        #expect(error?.title == "Invalid request")
        #expect(pointers(error) == ["/layout/type"])
    }

    @Test("a duplicate type after the first is a duplicate field")
    func duplicateType() {
        let body =
            #"{"collectionView": {"size": {"width": 1, "height": 1}}, "#
            + #""layout": {"type": "flow", "type": "flow"}, "sections": []}"#
        let error = problem(body)
        #expect(error?.title == "Invalid request")
        #expect(pointers(error) == ["/layout/type"])
    }

    @Test("a timeline's offsets read by the point fast path equal the general reading, errors included")
    func pointFastPath() throws {
        // The first spelling of each pair takes the fast path; the second (an exponent, or an extra space inside
        // the key's quotes is not JSON...) takes the general reader: both must give the same points.
        let pairs: [(String, String)] = [
            (#"{"x": 0, "y": -64}"#, #"{"y": -6.4e1, "x": 0e0}"#),
            (#"{"y":12.5,"x":-0.25}"#, #"{"x": -2.5e-1, "y": 1.25E1}"#),
            (#"{ "x" : -0 , "y" : 999999999.999999 }"#, #"{"x": -0.0e0, "y": 9.99999999999999e8}"#),
            (#"{"x": 123456789012345, "y": 1}"#, #"{"x": 1.23456789012345e14, "y": 1}"#),
        ]
        let limits = APILimits(maxMagnitude: 1e15)
        for (fast, general) in pairs {
            func offsets(_ point: String) throws -> [Point]? {
                let body =
                    #"{"collectionView": {"size": {"width": 1, "height": 1}, "contentOffsets": ["# + point + ", "
                    + point + #"]}, "layout": {"type": "flow"}, "sections": []}"#
                return try decoded(body, limits: limits).description.collectionView.contentOffsets
            }
            let a = try offsets(fast)
            let b = try offsets(general)
            #expect(a == b, "\(fast) vs \(general)")
            #expect(a?.first.map { $0.x.sign } == b?.first.map { $0.x.sign }, "the sign of zero")
        }
        // Out of range, repeated or missing members fall back to the general reader and its located errors.
        for (point, pointer) in [
            (#"{"x": 2e9, "y": 0}"#, "/collectionView/contentOffsets/0/x"),
            (#"{"x": -2000000000, "y": 0}"#, "/collectionView/contentOffsets/0/x"),
            (#"{"x": 1, "x": 2, "y": 0}"#, "/collectionView/contentOffsets/0/x"),
            (#"{"x": 1}"#, "/collectionView/contentOffsets/0/y"),
            (#"{"x": 1, "y": 2, "z": 3}"#, "/collectionView/contentOffsets/0/z"),
        ] {
            let body =
                #"{"collectionView": {"size": {"width": 1, "height": 1}, "contentOffsets": ["# + point
                + #"]}, "layout": {"type": "flow"}, "sections": []}"#
            #expect(pointers(problem(body)) == [pointer], "\(point)")
        }
    }
}
