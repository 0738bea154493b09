import Foundation
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
            (#"{"x": 2e15, "y": 0}"#, "/collectionView/contentOffsets/0/x"),
            (#"{"x": -2000000000000000, "y": 0}"#, "/collectionView/contentOffsets/0/x"),
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

    /// A flow request whose first section's first item is `item`, followed by enough items that at least 64 bytes
    /// remain after it (the compact item reader's condition), so `item` is read by it whenever it can be.
    static func compactRequest(_ item: String) -> String {
        flowRequest(
            sections: "[{\"items\": [" + item + String(repeating: #", {"width": 1, "height": 1}"#, count: 3) + "]}]")
    }

    @Test(
        "items in the spellings encoders write read exactly what a correctly rounded conversion of their text gives",
        arguments: [
            // Real inputs: a third of 375 - 2 * 16 - 2 * 8 (an integer), a third of 359 written with 17 and with 15
            // significant digits, heights like 33.1 and 45.5, a point at scale 3.
            "109", "119.66666666666667", "119.666666666667", "33.1", "45.5", "0.3333333333333", "0",
            // One or two fraction digits, multiples of a half or a quarter (read without a division) and not.
            "30.0", "2.5", "0.25", "12.75", "0.2", "0.05", "999999.5", "4503599627370.5",
            // 15 digit characters (the most the compact reader takes), a leading zero counting as one.
            "123456789012345", "12345678901234.5", "1.23456789012345", "0.12345678901234",
            // Beyond it (the other readers): 16 and 17 digit characters, 2^53 + 1, a long tail of zeros.
            "0.123456789012345", "1234567890123456", "9007199254740993", "0.000000000000001", "1.0000000000000000001",
            // Exponents, a subnormal, the smallest normal: never the compact reader.
            "1e3", "1.5E+2", "4.9406564584124654e-324", "2.2250738585072014e-308", "0.1e-310",
        ])
    func compactItemsExact(_ number: String) throws {
        let expected = try #require(Double(number))  // the standard library's correctly rounded conversion
        let limits = APILimits(maxMagnitude: 1e16)
        for item in [
            #"{"width":\#(number),"height":\#(number)}"#, #"{"width": \#(number), "height": \#(number)}"#,
            #" { "height": \#(number) , "width": \#(number) }"#, #"{"height":\#(number),"width":\#(number)}"#,
        ] {
            let request = try decoded(Self.compactRequest(item), limits: limits)
            guard case .explicit(let sizes) = flow(request)?.sections.first?.items else {
                Issue.record("no explicit items for \(item)")
                continue
            }
            #expect(sizes.first?.width.bitPattern == expected.bitPattern, "\(item)")
            #expect(sizes.first?.height.bitPattern == expected.bitPattern, "\(item)")
            #expect(sizes.count == 4)
        }
    }

    @Test(
        "an item the compact reader declines, followed by more items, still reports at its exact pointer",
        arguments: [
            (#"{"width":01,"height":1}"#, "/sections/0/items/0/width"),
            (#"{"width":1,"width":2,"height":3}"#, "/sections/0/items/0/width"),
            (#"{"height":1,"height":2,"width":3}"#, "/sections/0/items/0/height"),
            (#"{"width":-1,"height":1}"#, "/sections/0/items/0/width"),
            (#"{"width":1,"height":2000000000}"#, "/sections/0/items/0/height"),
            (#"{"width":1,"height":1.}"#, "/sections/0/items/0/height"),
            // A grammar error after a complete number: located at the object being read, as the general reader does.
            (#"{"width":1,"height":1.5.5}"#, "/sections/0/items/0"),
            (#"{"width":1}"#, "/sections/0/items/0/height"),
            (#"{"width":1,"height":2,"depth":3}"#, "/sections/0/items/0/depth"),
        ])
    func compactItemsDecline(_ item: String, _ pointer: String) {
        #expect(pointers(problem(Self.compactRequest(item))) == [pointer], "\(item)")
        // The same item last in the body (fewer than 64 bytes follow it): the same pointer.
        #expect(pointers(problem(flowRequest(sections: "[{\"items\": [" + item + "]}]"))) == [pointer], "\(item)")
    }

    /// The numbers of `compactItemsExact`, now read inside an items run.
    static let runNumbers = [
        "109", "119.66666666666667", "119.666666666667", "33.1", "45.5", "0.3333333333333", "0", "30.0", "2.5", "0.25",
        "12.75", "0.2", "0.05", "0.5", "1.0", "7.7", "999999.5", "4503599627370.5", "99999999999999.5",
        "99999999999999.1",
        "123456789012345", "12345678901234.5", "1.23456789012345", "0.12345678901234", "0.123456789012345",
        "1234567890123456", "123456789012345.5", "9007199254740993", "0.000000000000001", "1.0000000000000000001",
        "1e3",
        "1.5E+2", "4.9406564584124654e-324", "2.2250738585072014e-308", "0.1e-310",
    ]

    /// `count` items of `filler` with `item` at `index`, joined by `separator`.
    static func items(_ item: String, at index: Int, count: Int, filler: String, separator: String) -> String {
        (0..<count).map { $0 == index ? item : filler }.joined(separator: separator)
    }

    @Test(
        "items read by the run after the first, in every spelling, equal a correctly rounded conversion of their text",
        arguments: runNumbers)
    func runItemsExact(_ number: String) throws {
        let expected = try #require(Double(number))
        let limits = APILimits(maxMagnitude: 1e16)
        let spellings = [
            (", ", #"{"width": \#(number), "height": \#(number)}"#, #"{"width": 1, "height": 1}"#),
            (",", #"{"width":\#(number),"height":\#(number)}"#, #"{"width":1,"height":1}"#),
            (", ", #"{"width":\#(number),"height":\#(number)}"#, #"{"width": 1, "height": 1}"#),
            (",", #"{"width": \#(number), "height": \#(number)}"#, #"{"width":1,"height":1}"#),
            (" , ", #"{"height": \#(number), "width": \#(number)}"#, #"{"width": 1, "height": 1}"#),
            (",\n  ", #"{"width": \#(number), "height": \#(number)}"#, #"{"width": 1, "height": 1}"#),
        ]
        for (separator, item, filler) in spellings {
            // Index 11 is the last, near the body's end: the run takes it only when its reader's bytes are all left.
            for index in [1, 2, 5, 11] {
                let list = Self.items(item, at: index, count: 12, filler: filler, separator: separator)
                let request = try decoded(flowRequest(sections: "[{\"items\": [" + list + "]}]"), limits: limits)
                guard case .explicit(let sizes) = flow(request)?.sections.first?.items else {
                    Issue.record("no explicit items for \(item)")
                    continue
                }
                #expect(sizes.count == 12)
                #expect(sizes[index].width.bitPattern == expected.bitPattern, "\(item) at \(index)")
                #expect(sizes[index].height.bitPattern == expected.bitPattern, "\(item) at \(index)")
                #expect(sizes.enumerated().allSatisfy { $0.offset == index || $0.element == Size(width: 1, height: 1) })
            }
        }
    }

    @Test(
        "an item the run declines reports at its exact pointer, whatever its place and spelling",
        arguments: [
            (#"{"width": 01, "height": 1}"#, "width"), (#"{"width": 1, "height": 00}"#, "height"),
            (#"{"width": -1, "height": 1}"#, "width"), (#"{"width": 1, "height": 2000000000}"#, "height"),
            (#"{"width": 1, "height": 1000000000.5}"#, "height"), (#"{"width": 1., "height": 1}"#, "width"),
            (#"{"width": 1, "height": 1.}"#, "height"), (#"{"width": 1, "height": 1.5.5}"#, ""),
            (#"{"width": 1.5e, "height": 1}"#, "width"), (#"{"width": 1}"#, "height"),
            (#"{"width": 1, "height": 2, "depth": 3}"#, "depth"), (#"{"width": 1, "width": 2, "height": 3}"#, "width"),
            (#"{"width": 1, "height": true}"#, "height"), (#"{"width": "1", "height": 1}"#, "width"),
            (#"{"width": 1, "height": 1234567890123456789}"#, "height"),
        ])
    func runItemsDecline(_ item: String, _ member: String) {
        let minified = item.replacingOccurrences(of: ": ", with: ":").replacingOccurrences(of: ", ", with: ",")
        for (spelling, separator, filler) in [
            (item, ", ", #"{"width": 1, "height": 1}"#), (minified, ",", #"{"width":1,"height":1}"#),
        ] {
            for index in [0, 1, 3, 7, 11] {
                let list = Self.items(spelling, at: index, count: 12, filler: filler, separator: separator)
                let pointer = "/sections/0/items/\(index)" + (member.isEmpty ? "" : "/" + member)
                #expect(
                    pointers(problem(flowRequest(sections: "[{\"items\": [" + list + "]}]"))) == [pointer],
                    "\(spelling) at \(index)")
            }
        }
    }

    @Test("grammar errors between a run's items are located as the general reader locates them")
    func runSeparatorErrors() {
        let filler = #"{"width": 1, "height": 1}"#
        let fillers = Array(repeating: filler, count: 4).joined(separator: ", ")
        for (list, pointer) in [
            (fillers + ", " + fillers + ",]", "/sections/0/items/8"),  // a trailing comma: the element expected
            (fillers + " " + fillers, "/sections/0/items"),  // a missing comma: the array
            (fillers + ",, " + fillers, "/sections/0/items/4"),
            (fillers + ", " + #"{"width": 1, "height": 1]"#, "/sections/0/items/4"),
        ] {
            let error = problem(flowRequest(sections: "[{\"items\": [" + list + "]}]"))
            #expect(error?.title == "Malformed JSON", "\(list)")
            #expect(pointers(error) == [pointer], "\(list)")
        }
    }

    @Test("the run stops at maxItems and at maxDepth as the general reader does")
    func runLimits() {
        let list = Array(repeating: #"{"width": 1, "height": 1}"#, count: 12).joined(separator: ", ")
        let body = flowRequest(sections: "[{\"items\": [" + list + "]}, {\"items\": [" + list + "]}]")
        let tooMany = problem(body, limits: APILimits(maxItems: 17))
        #expect(tooMany?.status == 413)
        #expect(pointers(tooMany) == ["/sections/1/items"])
        let exactly = try? LayoutRequestDecoder.decode(Array(body.utf8), limits: APILimits(maxItems: 24))
        #expect(exactly != nil)
        // `{"sections": [{"items": [{` is five levels deep.
        #expect((try? LayoutRequestDecoder.decode(Array(body.utf8), limits: APILimits(maxDepth: 5))) != nil)
        let deep = problem(body, limits: APILimits(maxDepth: 4))
        #expect(deep?.title == "Malformed JSON")
        #expect(pointers(deep) == ["/sections/0/items/0"])
    }

    /// The outcome of decoding `body` from memory where it is followed by `after` repeated to 80 bytes: the
    /// request, or the problem's status, detail and errors.
    static func outcome(_ body: String, followedBy after: String) -> String {
        let bytes = Array(body.utf8)
        let memory = bytes + [UInt8](String(repeating: after, count: 80).utf8.prefix(80))
        return memory.withUnsafeBytes { all in
            do throws(APIError) {
                let request = try LayoutRequestDecoder.decode(UnsafeRawBufferPointer(rebasing: all[..<bytes.count]))
                return "\(request)"
            } catch {
                return "\(error.status) \(error.detail) \(error.errors)"
            }
        }
    }

    @Test(
        "the run reads nothing past the body's end: a body cut in its last items decodes alike whatever follows it",
        arguments: ["1", "47", "123456789012345", "12345678901234.5", "1.23456789012345", "41.5"])
    func runStopsAtTheEnd(_ number: String) {
        let spellings = [
            (", ", #"{"width": \#(number), "height": \#(number)}"#),
            (",", #"{"width":\#(number),"height":\#(number)}"#),
            (", ", #"{"height": \#(number), "width": \#(number)}"#),
        ]
        let prefix =
            #"{"collectionView":{"size":{"width":375,"height":667}},"layout":{"type":"flow"},"sections":[{"items":["#
        for (separator, item) in spellings {
            let list = [String](repeating: item, count: 4).joined(separator: separator)
            let body = prefix + list + "]}]}"
            // Every cut in the last two items and the tail; in memory after the body: bytes that would complete an
            // item or the body, or that would continue a number.
            let last = Array(body)
            for cut in 1...Swift.min(2 * item.count + 6, last.count - prefix.count) {
                let text = String(last.dropLast(cut))
                let reference = Self.outcome(text, followedBy: " ")
                for after in ["9", "}", "}]}]}", ", " + item, separator + item + "]}]}"] {
                    #expect(Self.outcome(text, followedBy: after) == reference, "\(text) + \(after)")
                }
            }
            #expect(Self.outcome(body, followedBy: "9") == Self.outcome(body, followedBy: " "))
        }
    }

    @Test("waterfall items: a run, then full-span items, then a run again, at their indices")
    func waterfallRuns() throws {
        let plain = #"{"width": 10, "height": 20.5}"#
        let spanning = #"{"width": 1, "height": 2, "fullSpan": true}"#
        let list = [plain, plain, spanning, plain, plain, plain, spanning, plain].joined(separator: ", ")
        let body = """
            {"collectionView": {"size": {"width": 375, "height": 667}},
             "layout": {"type": "waterfall"}, "sections": [{"items": [\(list)]}]}
            """
        let request = try decoded(body)
        guard case .waterfall(let layout) = request.description.family,
            case .explicit(let sizes) = layout.sections.first?.items
        else {
            Issue.record("no waterfall items")
            return
        }
        #expect(sizes.count == 8)
        #expect(sizes[1] == Size(width: 10, height: 20.5))
        #expect(sizes[2] == Size(width: 1, height: 2))
        #expect(sizes[7] == Size(width: 10, height: 20.5))
        #expect(layout.sections.first?.fullSpanItems == [2, 6])
    }

    @Test("seeded random short decimals read by the run equal the standard library's conversion, bit for bit")
    func runRandomDecimals() throws {
        var state: UInt64 = 0x1414_1414
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
        var texts: [String] = []
        for _ in 0..<3000 {
            // 1 to 15 digit characters, a point anywhere (or none), no leading zero but a lone `0` before the point.
            let digits = Int(next(15)) + 1
            var text = String(next(9) + 1)
            for _ in 1..<digits { text += String(next(10)) }
            let point = Int(next(UInt64(digits) + 1))
            if point < digits { text.insert(".", at: text.index(text.startIndex, offsetBy: point == 0 ? 1 : point)) }
            if next(4) == 0 && text.contains(".") { text = "0." + text.replacingOccurrences(of: ".", with: "") }
            if text.filter(\.isNumber).count > 15 { text = String(text.prefix(15)) }
            if text.hasSuffix(".") { text += "5" }
            texts.append(text)
        }
        // Both spellings, mixed: each item's own spelling decides its reading.
        let list = texts.enumerated().map { i, text in
            i % 2 == 0 ? #"{"width": \#(text), "height": 1}"# : #"{"width":\#(text),"height":1}"#
        }.joined(separator: ", ")
        let request = try decoded(
            flowRequest(sections: "[{\"items\": [" + list + "]}]"), limits: APILimits(maxMagnitude: 1e16))
        guard case .explicit(let sizes) = flow(request)?.sections.first?.items, sizes.count == texts.count else {
            Issue.record("no explicit items")
            return
        }
        for (text, size) in zip(texts, sizes) {
            let expected = try #require(Double(text))
            #expect(size.width.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test(
        "numbers of layout fields equal a correctly rounded conversion of their text, plain or not",
        arguments: runNumbers)
    func layoutNumbersExact(_ number: String) throws {
        let expected = try #require(Double(number))
        let request = try decoded(
            flowRequest(layout: #""minimumLineSpacing": \#(number), "minimumInteritemSpacing": 1"#),
            limits: APILimits(maxMagnitude: 1e16))
        #expect(flow(request)?.minimumLineSpacing.bitPattern == expected.bitPattern)
    }

    @Test(
        "a number the plain reader declines reports as the general reader does",
        arguments: [
            // (number, minimumLineSpacing's problem, columnCount's problem; nil: decoded)
            ("01", "Malformed JSON /layout/minimumLineSpacing", "Malformed JSON /layout/columnCount"),
            ("1.", "Malformed JSON /layout/minimumLineSpacing", "Malformed JSON /layout/columnCount"),
            ("1e", "Malformed JSON /layout/minimumLineSpacing", "Malformed JSON /layout/columnCount"),
            ("1.5.5", "Malformed JSON /layout", "Malformed JSON /layout"),  // after a complete number: the object
            ("-1", "Invalid request /layout/minimumLineSpacing", nil),  // a column count below 1 is the engine's 422
            ("-0", nil, nil),
            ("2e9", "Invalid request /layout/minimumLineSpacing", "Invalid request /layout/columnCount"),
            ("2000000000", "Invalid request /layout/minimumLineSpacing", "Invalid request /layout/columnCount"),
            ("1.5", nil, "Invalid request /layout/columnCount"), ("3", nil, nil),
        ] as [(String, String?, String?)])
    func layoutNumbersDecline(_ number: String, _ spacing: String?, _ columns: String?) throws {
        func outcome(_ body: String) -> String? {
            do {
                _ = try LayoutRequestDecoder.decode(Array(body.utf8))
                return nil
            } catch {
                return error.title + " " + error.errors.map(\.pointer).joined(separator: ", ")
            }
        }
        #expect(
            outcome(flowRequest(layout: #""minimumLineSpacing": \#(number), "minimumInteritemSpacing": 1"#)) == spacing)
        let body =
            #"{"collectionView": {"size": {"width": 1, "height": 1}}, "layout": {"type": "waterfall", "#
            + #""columnCount": \#(number), "minimumColumnSpacing": 1}, "sections": []}"#
        #expect(outcome(body) == columns)
    }

    @Test(
        "insets and sizes read by the number-object fast path equal the general reading",
        arguments: [
            // (sectionInset, itemSize, the insets and the size expected)
            (
                #"{"top": 10, "left": 16, "bottom": 10, "right": 16}"#, #"{"width": 50, "height": 50}"#,
                [10.0, 16, 10, 16, 50, 50]
            ),
            (
                #"{"right":0.5,"top":33.1}"#, #"{"height":45.5,"width":119.66666666666667}"#,
                [33.1, 0, 0, 0.5, 119.66666666666667, 45.5]
            ),
            // Exponents and escaped names: the general reader.
            (#" { "bottom" : 1e1 , "left" : 2 } "#, #"{ "width" : 5E0 , "height" : 0 }"#, [0, 2, 10, 0, 5, 0]),
            (#"{"t\u006fp": 1}"#, #"{"w\u0069dth": 1, "height": 2}"#, [1, 0, 0, 0, 1, 2]),
            (#"{}"#, #"{"width": 1000000000, "height": 0.000000000000001}"#, [0, 0, 0, 0, 1e9, 1e-15]),
        ] as [(String, String, [Double])])
    func numberObjects(_ insets: String, _ size: String, _ expected: [Double]) throws {
        let request = try decoded(flowRequest(layout: #""sectionInset": \#(insets), "itemSize": \#(size)"#))
        let layout = try #require(flow(request))
        let found = [
            layout.sectionInset.top, layout.sectionInset.left, layout.sectionInset.bottom, layout.sectionInset.right,
            layout.itemSize.width, layout.itemSize.height,
        ]
        #expect(found.map(\.bitPattern) == expected.map(\.bitPattern))
    }

    @Test(
        "an insets or size the fast path declines reports at its exact pointer",
        arguments: [
            (#""sectionInset": {"top": 1, "top": 2}"#, "/layout/sectionInset/top"),
            (#""sectionInset": {"top": -1}"#, "/layout/sectionInset/top"),
            (#""sectionInset": {"top": 1, "middle": 2}"#, "/layout/sectionInset/middle"),
            (#""sectionInset": {"top": 2000000000}"#, "/layout/sectionInset/top"),
            (#""sectionInset": {"top": "1"}"#, "/layout/sectionInset/top"),
            (#""sectionInset": {"top": 01}"#, "/layout/sectionInset/top"),
            (#""sectionInset": {"top": 1,}"#, "/layout/sectionInset"),
            (#""itemSize": {"width": 1}"#, "/layout/itemSize/height"),
            (#""itemSize": {"height": 1, "width": 1.}"#, "/layout/itemSize/width"),
            (#""itemSize": {"height": 1, "width": 1, "depth": 1}"#, "/layout/itemSize/depth"),
        ])
    func numberObjectsDecline(_ member: String, _ pointer: String) {
        #expect(pointers(problem(flowRequest(layout: member))) == [pointer], "\(member)")
    }
}
