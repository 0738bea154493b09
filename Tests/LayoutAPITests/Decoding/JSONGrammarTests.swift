import LayoutAPI
import LayoutEngine
import Testing

/// RFC 8259's grammar, exactly: every malformed body is a 400 located where parsing stopped.
@Suite("JSON grammar")
struct JSONGrammarTests {
    /// Bodies that are not JSON, with the pointer where parsing failed: a bad or missing value is located at its
    /// own place (`[1,]` at `/1`), a bad separator at the container holding it (`[1 2]` at the array).
    static let malformed: [(String, String)] = [
        ("", ""),
        ("   ", ""),
        ("{", ""),
        ("{\"collectionView\": }", "/collectionView"),
        ("{\"sections\": [1,]}", "/sections/1"),
        ("{\"sections\": [1 2]}", "/sections"),
        ("{\"sections\": [],}", ""),
        ("{\"sections\": []} x", ""),
        ("{\"sections\": []}{}", ""),
        ("{'sections': []}", ""),
        ("{\"a\": 01}", "/a"),
        ("{\"a\": -}", "/a"),
        ("{\"a\": 1.}", "/a"),
        ("{\"a\": .5}", "/a"),
        ("{\"a\": 1e}", "/a"),
        ("{\"a\": +1}", "/a"),
        ("{\"a\": NaN}", "/a"),
        ("{\"a\": Infinity}", "/a"),
        ("{\"a\": tru}", "/a"),
        ("{\"a\": nul}", "/a"),
        ("{\"a\": \"x\ty\"}", "/a"),
        ("{\"a\": \"\\x\"}", "/a"),
        ("{\"a\": \"\\u12G4\"}", "/a"),
        ("{\"a\": \"\\uD800\"}", "/a"),
        ("{\"a\": \"\\uDC00\"}", "/a"),
        ("{\"a\": \"\\uD800\\u0041\"}", "/a"),
        ("{\"a\": \"unterminated}", "/a"),
        ("{\"a\" 1}", "/a"),
        ("{\"a\": [1, {\"b\": [true false]}]}", "/a/1/b"),
        ("{\"a~b/c\": [}", "/a~0b~1c/0"),
        ("[1, 2", ""),
    ]

    @Test("malformed bodies are 400 with the pointer where parsing stopped", arguments: malformed)
    func malformedBodies(body: String, pointer: String) {
        let error = problem(body)
        #expect(error?.status == 400)
        #expect(error?.title == "Malformed JSON")
        #expect(pointers(error) == [pointer])
    }

    /// Invalid UTF-8 inside strings: a lone continuation byte, an overlong form, an encoded surrogate, a value
    /// above U+10FFFF, and a truncated sequence.
    static let badUTF8: [[UInt8]] = [
        [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ]

    @Test("strings must be valid UTF-8", arguments: badUTF8)
    func invalidUTF8(bytes: [UInt8]) {
        let body = Array("{\"a\": \"".utf8) + bytes + Array("\"}".utf8)
        let error = problem(body)
        #expect(error?.status == 400)
        #expect(error?.detail.contains("UTF-8") == true)
    }

    @Test("valid escapes and UTF-8 in an unknown field's value pass the grammar and fail only as unknown")
    func validStrings() {
        let body = #"{"x": ["é ✓ 𝄞", "\"\\\/\b\f\n\r\t", "\u00e9\uD834\uDD1E", 1e-7, -0, 0.5E+3, true, null, {}]}"#
        let error = problem(body)
        #expect(error?.status == 400)
        #expect(pointers(error).contains("/x"))
        #expect(error?.errors.first { $0.pointer == "/x" }?.detail == "unknown field")
    }

    @Test(
        "numbers RFC 8259 allows and some parsers refuse are read",
        arguments: [
            ("0e1", 0.0), ("-0.0E-0", -0.0), ("0.5e1", 5.0), ("1E+2", 100.0), ("12.50e-1", 1.25),
        ])
    func validNumbers(text: String, value: Double) throws {
        let request = try decoded(flowRequest(layout: "\"pinning\": {\"offset\": \(text)}"))
        #expect(request.description.pinning.offset == value)
        #expect(request.description.pinning.offset.sign == value.sign)
    }

    @Test("a grammar error inside a value the schema reads names that member")
    func grammarErrorInSchemaValue() {
        #expect(pointers(problem(flowRequest(layout: #""minimumLineSpacing": 01"#))) == ["/layout/minimumLineSpacing"])
        #expect(pointers(problem(flowRequest(layout: #""lineAlignment": "cent\q""#))) == ["/layout/lineAlignment"])
        #expect(
            pointers(problem(flowRequest(layout: #""sectionHeadersPinToVisibleBounds": tru"#))) == [
                "/layout/sectionHeadersPinToVisibleBounds"
            ])
        #expect(
            pointers(problem(flowRequest(layout: #""pinning": {"stickHeight": nul}"#))) == [
                "/layout/pinning/stickHeight"
            ])
        #expect(pointers(problem(flowRequest(sections: #"[{"itemCount": 1.}]"#))) == ["/sections/0/itemCount"])
    }

    @Test("10,000 nested arrays fail at depth 64 without recursion")
    func deepNesting() {
        let body = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let error = problem(body)
        #expect(error?.status == 400)
        // The root is depth 1, so the 65th '[' is the first too deep: 63 indices below the root, then one more.
        let expected = String(repeating: "/0", count: 64)
        #expect(pointers(error) == [expected])
        #expect(error?.detail.contains("64") == true)
    }

    @Test("deep nesting inside an unknown field is bounded too, and the limit is configurable")
    func deepNestingInsideObject() {
        let body = "{\"x\": " + String(repeating: "{\"k\":", count: 100) + "1" + String(repeating: "}", count: 101)
        let error = problem(body)
        #expect(error?.status == 400)
        #expect(pointers(error).last?.hasPrefix("/x/k/k/k") == true)
        let shallow = problem(flowRequest(), limits: APILimits(maxDepth: 2))
        #expect(shallow?.status == 400)
        #expect(pointers(shallow) == ["/collectionView/size"])
    }

    @Test("an escaped member name is read as its unescaped text")
    func escapedKeys() throws {
        let body =
            #"{"collectionView": {"s\u0069ze": {"w\u0069dth": 320, "height": 480}}, "layout": {"\u0074ype": "fl\u006fw"}, "sections": []}"#
        let request = try decoded(body)
        #expect(request.description.collectionView.size.width == 320)
    }

    @Test("duplicate member names are rejected at the second one")
    func duplicateKeys() {
        let error = problem(
            #"{"collectionView": {"size": {"width": 1, "width": 2, "height": 3}}, "layout": {"type": "flow"}, "sections": []}"#
        )
        #expect(error?.status == 400)
        #expect(pointers(error) == ["/collectionView/size/width"])
        #expect(error?.errors.first?.detail == "duplicate field")
    }
}
