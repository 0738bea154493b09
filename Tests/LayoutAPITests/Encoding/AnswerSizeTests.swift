import LayoutAPI
import LayoutEngine
import Testing

/// The answer-size limit (`APILimits.maxAnswerBytes`): a larger answer is a 422 at `/elements`,
/// found before it is built (a cheap bound, measured exactly only when the bound is over), so an answer within
/// the limit is never refused and nothing larger than the limit is ever reserved for one.
@Suite("answers larger than the configured size are refused before they are built")
struct AnswerSizeTests {
    /// `n` full-width cells 10 points tall, one under the other from y 0, every element asked for.
    static func column(_ n: Int) -> String {
        #"""
        {"collectionView": {"size": {"width": 375, "height": 100}},
         "layout": {"type": "flow", "itemSize": {"width": 375, "height": 10}, "minimumLineSpacing": 0},
         "sections": [{"itemCount": \#(n)}], "elements": "all"}
        """#
    }

    static func limits(maxAnswerBytes: Int) -> APILimits {
        var limits = APILimits()
        limits.maxAnswerBytes = maxAnswerBytes
        return limits
    }

    /// The body of `column(50)`, counted by hand from the contract's text. `{"contentSize":{"width":375,"height":`
    /// is 37 bytes, `500` 3, `},"attributes":[` 16 and `]}` 2. A cell is
    /// `{"indexPath":[0,I],"category":"cell","frame":{"x":0,"y":Y,"width":375,"height":10},"zIndex":0}`: 97 bytes
    /// with a two-digit I and a three-digit Y (items 10...49), 95 with one-digit I and two-digit Y (items 1...9),
    /// 94 for item 0 (I 0, Y 0); 49 commas between the 50 cells.
    /// 37 + 3 + 16 + 94 + 9 · 95 + 40 · 97 + 49 + 2 = 4,936.
    static let columnOf50Bytes = 4_936

    @Test("an answer of exactly the limit is answered; one byte more than the limit is a 422 at /elements")
    func exactBoundary() throws {
        let body = Array(Self.column(50).utf8)
        let exact = LayoutAPI.respond(toBody: body, limits: Self.limits(maxAnswerBytes: Self.columnOf50Bytes))
        #expect(exact.status == 200)
        #expect(exact.body.count == Self.columnOf50Bytes)
        let under = LayoutAPI.respond(toBody: body, limits: Self.limits(maxAnswerBytes: Self.columnOf50Bytes - 1))
        #expect(under.status == 422)
        #expect(pointers(under.problem) == ["/elements"])
        #expect(
            under.problem?.errors.first?.detail
                == "the answer would be larger than the limit of 4935 bytes; ask for a smaller rect with "
                + "\"elements\": {\"rect\": ...} instead")
        // The cheap bound (324 bytes a cell) is far over 4,936 here, so the limit was met by the exact count.
        let result = try LayoutAPI.compute(try decoded(Self.column(50)))
        #expect(LayoutResponseEncoder.reservation(for: result, maxBytes: .max)! > 50 * 300)
        #expect(LayoutResponseEncoder.reservation(for: result, maxBytes: Self.columnOf50Bytes) == Self.columnOf50Bytes)
        #expect(LayoutResponseEncoder.reservation(for: result, maxBytes: Self.columnOf50Bytes - 1) == nil)
    }

    /// The repeated kind (attacks.py's first) at the contract's bound: 128 bytes repeated on each of 10,000
    /// supplementaries is more than 1.28 MB, over a 1 MiB limit.
    @Test("a 128-byte elementKind on 10,000 supplementaries over a 1 MiB limit is a 422 with nothing reserved")
    func repeatedKindOverTheLimit() throws {
        let kind = String(repeating: "k", count: 128)
        let json = BoundedStringTests.anchoredKindRequest(kind, itemCount: 10_000)
        let limits = Self.limits(maxAnswerBytes: 1 << 20)
        let answer = LayoutAPI.respond(toBody: Array(json.utf8), limits: limits)
        #expect(answer.status == 422)
        #expect(pointers(answer.problem) == ["/elements"])
        #expect(answer.body.count < 1_000)
        // What the encoder would reserve: nothing (the refusal comes before any buffer its size is made), though
        // the cheap bound alone was over the limit and the same answer fits a larger one.
        let result = try LayoutAPI.compute(try decoded(json), limits: limits)
        #expect(result.attributes.count == 20_000)
        #expect(LayoutResponseEncoder.reservation(for: result, maxBytes: 1 << 20) == nil)
        let body = try LayoutAPI.encode(result)
        #expect(body.count > 1 << 20 && body.count < 8 << 20)
        #expect(LayoutResponseEncoder.reservation(for: result, maxBytes: body.count) == body.count)
    }

    /// The reservation is the plain bound when that fits, the exact size when only that fits, nothing otherwise:
    /// never more than the limit, never less than the body.
    @Test("for every limit the encoder reserves at most the limit and at least the body", arguments: [0, 1, 7, 64])
    func reservationProperty(n: Int) throws {
        let result = try LayoutAPI.compute(try decoded(Self.column(n)))
        let size = try LayoutAPI.encode(result).count
        let bound = try #require(LayoutResponseEncoder.reservation(for: result, maxBytes: .max))
        for limit in [0, size - 1, size, size + 1, bound - 1, bound, bound + 1] {
            let reserved = LayoutResponseEncoder.reservation(for: result, maxBytes: limit)
            if limit < size {
                #expect(reserved == nil, "limit \(limit)")
            } else {
                let reserved = try #require(reserved, "limit \(limit)")
                #expect(reserved <= limit && reserved >= size, "limit \(limit)")
                #expect(reserved == (limit >= bound ? bound : size), "limit \(limit)")
            }
        }
    }

    /// A timeline counts every entry: three offsets of the 50-cell column give three copies of its cells.
    @Test("a timeline's answer counts every entry, anchors and offsets included, and its boundary is exact")
    func timelineBoundary() throws {
        let json = Self.column(50).replacing(
            #""size": {"width": 375, "height": 100}"#,
            with: #""size": {"width": 375, "height": 100}, "contentOffsets": [{"x": 0, "y": 0}, {"x": 0, "y": 100}, "#
                + #"{"x": 0, "y": 200}]"#
        ).replacing(#""elements": "all""#, with: #""elements": "visible", "anchor": "report""#)
        let full = LayoutAPI.respond(toBody: Array(json.utf8))
        #expect(full.status == 200)
        let size = full.body.count
        let exact = LayoutAPI.respond(toBody: Array(json.utf8), limits: Self.limits(maxAnswerBytes: size))
        #expect(exact.status == 200 && exact.body == full.body)
        let under = LayoutAPI.respond(toBody: Array(json.utf8), limits: Self.limits(maxAnswerBytes: size - 1))
        #expect(under.status == 422)
        #expect(pointers(under.problem) == ["/elements"])
    }
}
