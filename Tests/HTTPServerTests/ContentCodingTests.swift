import Testing

@testable import HTTPServer

/// The header rules of content codings and validators, without a server: `Accept-Encoding` (RFC 9110 §12.5.3),
/// `Content-Encoding` of a request body (§8.4), qvalues (§12.4.2) and `If-None-Match` (§13.1.2).
@Suite("Content codings and entity tags: the header rules")
struct ContentCodingTests {
    /// The header as the server reads it: each string one `Accept-Encoding` line.
    func accept(_ lines: [String]) -> AcceptEncoding {
        var accept = AcceptEncoding()
        for line in lines { accept.add(Array(line.utf8)) }
        return accept
    }

    @Test(
        "Accept-Encoding decides gzip for a body of 1 KiB and one of 100 bytes",
        arguments: [
            // (lines, gzip for 1024 bytes, gzip for 100 bytes), each by RFC 9110 §12.5.3 and the 1 KiB rule:
            ([], false, false),  // no header: identity (curl without --compressed)
            ([""], false, false),  // empty: the client wants no coding
            (["gzip"], true, false),  // small bodies stay identity
            (["GZIP"], true, false),  // codings ignore case
            (["x-gzip"], true, false),  // x-gzip is gzip
            (["gzip, deflate, br"], true, false),
            (["deflate, br"], false, false),  // nothing the server has
            (["*"], true, false),  // * stands for gzip, which is not listed
            (["gzip;q=0"], false, false),  // q=0 refuses
            (["gzip;q=0, *"], false, false),  // a coding listed by name is not covered by *
            (["*;q=0"], false, false),  // nothing acceptable: identity all the same
            (["gzip, identity;q=0"], true, true),  // identity refused: even a small body is compressed
            (["gzip, *;q=0"], true, true),  // identity refused through *
            (["gzip, *;q=0, identity"], true, false),  // identity by name overrides *
            (["gzip;q=0.5, identity"], false, false),  // identity (q=1) ranks above gzip (q=0.5)
            (["gzip;q=0.5, identity;q=0.5"], true, false),  // a tie goes to gzip
            (["gzip;q=0.5"], true, false),  // identity not listed: it ranks below any listed coding
            (["gzip;q=0.5, *;q=0.8"], false, false),  // identity through * (0.8) above gzip (0.5)
            (["gzip ; Q=0.001"], true, false),  // spaces around ;, Q in upper case, the smallest q
            (["gzip;q=1.000"], true, false),
            (["gzip;q=2"], false, false),  // not a qvalue: the element is ignored
            (["gzip;q=0.0001"], false, false),  // four decimals: not a qvalue
            (["gzip;q="], false, false),
            (["gzip;level=9"], true, false),  // another parameter is ignored
            (["deflate", "gzip"], true, false),  // two lines are one list
            (["gzip;q=0", "gzip"], false, false),  // the first mention of a coding counts
            ([" , ,gzip,"], true, false),  // empty elements are skipped
        ])
    func acceptEncoding(lines: [String], large: Bool, small: Bool) {
        let parsed = accept(lines)
        #expect(parsed.choosesGzip(bodyCount: 1024) == large)
        #expect(parsed.choosesGzip(bodyCount: 100) == small)
    }

    @Test("the 1 KiB rule: 1023 bytes stay identity, 1024 are compressed")
    func threshold() {
        #expect(AcceptEncoding.minimumCompressedBytes == 1024)
        #expect(!accept(["gzip"]).choosesGzip(bodyCount: 1023))
        #expect(accept(["gzip"]).choosesGzip(bodyCount: 1024))
    }

    @Test(
        "qvalues in thousandths",
        arguments: [
            ("0", 0), ("0.", 0), ("0.5", 500), ("0.25", 250), ("0.001", 1), ("1", 1000), ("1.", 1000),
            ("1.000", 1000),
        ])
    func qvalue(text: String, thousandths: Int) {
        #expect(WeightedList.qvalue(Array(text.utf8)) == thousandths)
    }

    @Test("text that is not a qvalue", arguments: ["", "2", "1.001", "1.5", "0.0001", ".5", "-0", "0,5", "q", "01"])
    func notQvalue(text: String) {
        #expect(WeightedList.qvalue(Array(text.utf8)) == nil)
    }

    /// `Accept` and `Accept-Encoding` are one list grammar, read by one reader: each element's value and weight, an
    /// element with a weight that is not a qvalue left out, parameters other than `q` skipped, the last `q` kept.
    @Test(
        "the weighted-list reader: values and weights as listed",
        arguments: [
            ("gzip, identity;q=0.5", ["gzip 1000", "identity 500"]),
            (" text/html ;level=1; q=0.25 ,, */*;q=0", ["text/html 250", "*/* 0"]),
            ("image/svg+xml;q=2, application/json", ["application/json 1000"]),
            ("a;q=0.5;q=0.7, b;q=1;q=x, c;novalue", ["a 700", "c 1000"]),
            ("", []), (" , ;q=1", []),
        ])
    func weightedList(list: String, elements: [String]) {
        var read: [String] = []
        WeightedList.forEach(Array(list.utf8)) { value, weight in
            read.append("\(String(decoding: value, as: UTF8.self)) \(weight)")
        }
        #expect(read == elements)
    }

    @Test("Accept: the highest valid weight among the ranges named, ignoring case; nil when none is listed")
    func acceptWeight() {
        #expect(Accept.highestWeight(in: nil, among: ["*/*"]) == nil)
        #expect(Accept.highestWeight(in: "image/svg+xml;q=2", among: ["image/svg+xml"]) == nil)
        #expect(Accept.highestWeight(in: "Image/SVG+xml;q=0.3, image/svg+xml;q=0.2", among: ["image/svg+xml"]) == 300)
        #expect(Accept.highestWeight(in: "application/*;q=0.1, */*;q=0.4", among: ["application/json", "*/*"]) == 400)
        #expect(Accept.highestWeight(in: "text/html", among: ["application/json", "*/*"]) == nil)
    }

    @Test(
        "the coding of a request body",
        arguments: [
            ("gzip", RequestCoding.gzip), ("x-gzip", .gzip), ("GZip", .gzip), (" gzip\t", .gzip),
            ("identity", .identity), ("", .identity), ("deflate", .unsupported), ("br", .unsupported),
            ("compress", .unsupported), ("zstd", .unsupported), ("gzip, gzip", .unsupported),
            ("gzip, identity", .unsupported), ("gzip;q=1", .unsupported),
        ])
    func requestCoding(value: String, expected: RequestCoding) {
        #expect(RequestCoding(Array(value.utf8)) == expected)
    }

    @Test(
        "If-None-Match against the tag \"abc\" by weak comparison",
        arguments: [
            (["\"abc\""], true), (["W/\"abc\""], true), (["\"x\", \"abc\""], true), (["\"x\",\"abc\""], true),
            (["\"x\"", "W/\"abc\""], true),  // two lines are one list
            (["*"], true), (["  *  "], true), (["\"abc"], false), (["abc"], false), (["\"ab\""], false),
            (["\"abcd\""], false), (["\"ABC\""], false), ([""], false),
            (["\"x\", abc, \"abc\""], false),  // not a list past abc
            (["\"a,b\", \"abc\""], true),  // a comma inside a tag is part of it
        ])
    func ifNoneMatch(values: [String], matches: Bool) {
        let lines = values.map { Array($0.utf8) }
        #expect(EntityTag.matches(ifNoneMatch: lines, tag: "\"abc\"") == matches)
        // The tag as the server sends it compressed (weak) compares the same.
        #expect(EntityTag.matches(ifNoneMatch: lines, tag: "W/\"abc\"") == matches)
    }

    @Test("only * matches an answer without a tag")
    func noTag() {
        #expect(EntityTag.matches(ifNoneMatch: [Array("*".utf8)], tag: nil))
        #expect(!EntityTag.matches(ifNoneMatch: [Array("\"abc\"".utf8)], tag: nil))
    }

    @Test("a tag is weakened once")
    func weakened() {
        #expect(EntityTag.weakened("\"abc\"") == "W/\"abc\"")
        #expect(EntityTag.weakened("W/\"abc\"") == "W/\"abc\"")
    }

    @Test(
        "the compression window is the smallest at least as large as the body, from 2^9 to 2^15",
        arguments: [
            (0, 9), (1, 9), (512, 9), (513, 10), (1024, 10), (1703, 11), (32768, 15), (32769, 15), (1 << 20, 15),
        ])
    func window(count: Int, bits: Int32) {
        #expect(GzipCompressor.windowBits(for: count) == bits)
    }
}
