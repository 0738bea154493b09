import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// problem+json bodies and the one mapping from engine errors to HTTP.
@Suite("Problem details")
struct ProblemEncoderTests {
    /// The body parsed by Foundation.
    static func parsed(_ error: APIError) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(ProblemEncoder.encode(error))) as? [String: Any])
    }

    @Test("a validation problem has type, title, status, detail and located errors")
    func shape() throws {
        let error = try #require(problem(flowRequest(sections: #"[{"items": [{"width": 1, "height": -2}]}]"#)))
        let json = try Self.parsed(error)
        #expect(json["type"] as? String == "/problems/invalid-request")
        #expect(json["title"] as? String == "Invalid request")
        #expect(json["status"] as? Int == 400)
        #expect((json["detail"] as? String)?.contains("/sections/0/items/0/height") == true)
        let errors = try #require(json["errors"] as? [[String: String]])
        #expect(errors == [["pointer": "/sections/0/items/0/height", "detail": "must be a finite number >= 0"]])
        // Key order as RFC 9457 lists the members.
        let text = String(decoding: ProblemEncoder.encode(error), as: UTF8.self)
        #expect(
            text.hasPrefix(#"{"type":"/problems/invalid-request","title":"Invalid request","status":400,"detail":"#))
    }

    @Test("strings are JSON-escaped: quotes, backslashes, control characters, and non-ASCII kept")
    func escaping() throws {
        let error = APIError(
            .invalidRequest, detail: "q\"b\\s line\nbreak\u{01}é", errors: [(pointer: "/a~1b", detail: "tab\there")])
        let text = String(decoding: ProblemEncoder.encode(error), as: UTF8.self)
        #expect(text.contains(#""detail":"q\"b\\s line\nbreak\u0001é""#))
        let json = try Self.parsed(error)
        #expect(json["detail"] as? String == "q\"b\\s line\nbreak\u{01}é")
        #expect((json["errors"] as? [[String: String]])?.first?["detail"] == "tab\there")
    }

    @Test("a problem without errors omits the member")
    func noErrors() throws {
        let json = try Self.parsed(APIError(.notFound, detail: "x"))
        #expect(json["errors"] == nil)
        #expect(json["status"] as? Int == 404)
    }

    @Test("a key written with escapes is reported unescaped, then pointer-escaped")
    func pointerOfEscapedKey() {
        let error = problem(flowRequest(extra: #""a\/b~c": 1"#))
        #expect(pointers(error) == ["/a~1b~0c"])
    }

    static let engineErrors: [(LayoutError, String)] = [
        (.columnCountOutOfRange(section: nil, value: 0), "/layout/columnCount"),
        (.columnCountOutOfRange(section: 3, value: -1), "/sections/3/columnCount"),
        (.unsupportedScrollDirection(family: "waterfall", direction: .horizontal), "/layout/scrollDirection"),
        (.widthDivisorOutOfRange(section: 1, item: 4, value: 0), "/sections/1/items/4/widthMode/fractional"),
        (.widthDivisorOutOfRange(section: 2, item: nil, value: 0), "/sections/2/item/widthMode/fractional"),
        (.tooManyAttributes(limit: 100), "/elements"),
        (.workBudgetExceeded(limit: 5, at: .section(7, .itemCount)), "/sections/7/itemCount"),
        (.sectionInsetExceedsContent(at: .layout(.sectionInset)), "/layout/sectionInset"),
        (.sectionInsetExceedsContent(at: .section(2, .inset)), "/sections/2/inset"),
        (.columnSpacingExceedsSection(at: .section(0, .minimumColumnSpacing)), "/sections/0/minimumColumnSpacing"),
        (.requiresVerticalScrolling(at: .layout(.verticalLayoutDirection)), "/layout/verticalLayoutDirection"),
        (
            .compositional(.negativeSize, at: .collectionView(.readableContentInsets)),
            "/collectionView/readableContentInsets"
        ),
        (.compositional(.pinningSelection, at: .layout(.pinning, .until)), "/layout/pinning/until"),
        (
            .compositional(
                .duplicateElementKind("badge"),
                at: .layout(.section, .group).appending(
                    .field(.subitems), .element(1), .field(.supplementaryItems), .element(0), .field(.elementKind))),
            "/layout/section/group/subitems/1/supplementaryItems/0/elementKind"
        ),
        (
            .compositional(.groupCannotFit, at: .section(3, .layout, .group, .repeatingSubitem)),
            "/sections/3/layout/group/repeatingSubitem"
        ),
        (
            .compositional(
                .negativeSize,
                at: .layout(.section).appending(.field(.decorationItems), .element(2), .field(.contentInsets))),
            "/layout/section/decorationItems/2/contentInsets"
        ),
        (
            .inPrevious(
                .sectionInsetExceedsContent(at: .section(1, .inset)), hasOwnLayout: false, hasOwnCollectionView: false),
            "/previous/sections/1/inset"
        ),
    ]

    @Test("every engine error is a 422 at the field that caused it", arguments: engineErrors)
    func engineErrorMapping(error: LayoutError, pointer: String) {
        let api = APIError(error)
        #expect(api.status == 422)
        #expect(api.errors.map(\.pointer) == [pointer])
    }

    @Test("respond answers a zero-column waterfall with 422 and a horizontal waterfall at scrollDirection")
    func respondMapsEngineErrors() throws {
        let zero =
            #"{"collectionView": {"size": {"width": 320, "height": 480}}, "layout": {"type": "waterfall", "columnCount": 0}, "sections": [{"itemCount": 3}]}"#
        let response = LayoutAPI.respond(toBody: Array(zero.utf8), limits: APILimits())
        #expect(response.status == 422)
        #expect(response.mediaType == .problemJSON)
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""pointer":"/layout/columnCount""#))
        let horizontal =
            #"{"collectionView": {"size": {"width": 320, "height": 480}}, "layout": {"type": "waterfall", "scrollDirection": "horizontal"}, "sections": []}"#
        let h = LayoutAPI.respond(toBody: Array(horizontal.utf8), limits: APILimits())
        #expect(h.status == 422)
        #expect(String(decoding: h.body, as: UTF8.self).contains(#""pointer":"/layout/scrollDirection""#))
    }

    @Test("respond answers a valid request with 200 application/json that Foundation parses")
    func respondOK() throws {
        let body = flowRequest(sections: #"[{"itemCount": 3}]"#, extra: #""elements": "all""#)
        let response = LayoutAPI.respond(toBody: Array(body.utf8), limits: APILimits())
        #expect(response.status == 200)
        #expect(response.mediaType == .json)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect((json["attributes"] as? [Any])?.count == 3)
    }

    @Test("respond answers malformed bytes with 400, never 500")
    func respondMalformed() {
        for body in [[UInt8](), [0xFF], Array("{".utf8), Array("null".utf8)] {
            #expect(LayoutAPI.respond(toBody: body, limits: APILimits()).status == 400)
        }
    }
}
