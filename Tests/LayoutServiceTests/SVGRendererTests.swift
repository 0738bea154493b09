import Foundation
import HTTPServer
import LayoutService
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SVG picture (`Accept: image/svg+xml`) of the examples, checked against hand-computed geometry.
@Suite("the SVG picture shows what an iOS engineer needs to read a layout")
struct SVGRendererTests {
    let service = LayoutService()

    /// The picture of `Examples/name`, with `"elements": "all"` unless `all` is false.
    func picture(_ name: String, all: Bool = true, replacing: [(String, String)] = []) throws -> String {
        var body = try ServiceSupport.example(name)
        for (old, new) in replacing { body = body.replacingOccurrences(of: old, with: new) }
        if all {
            var object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] ?? [:]
            object["elements"] = "all"
            body = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        }
        let response = service.handle(ServiceSupport.post(body, accept: "image/svg+xml"))
        #expect(response.status == 200)
        return String(decoding: response.body, as: UTF8.self)
    }

    /// The elements drawn: `<g class="KIND[ outside]"` groups.
    func groups(_ svg: String) -> (inside: Int, outside: Int) {
        let lines = svg.split(separator: "\n").filter { $0.hasPrefix("<g class=\"") }
        let elements = lines.filter { line in
            ["cell", "header", "footer", "decoration", "pinned"].contains { line.hasPrefix("<g class=\"\($0)") }
        }
        let outside = elements.filter { $0.contains(" outside\"") }.count
        return (elements.count - outside, outside)
    }

    // Seed 002 at 600 (hand computation in LayoutHandlerTests): sections end at 170, 460, 870 and 1400; the
    // visible rect is y 600..<1267. Outside it: section 0 (header, 3 cells), section 1 (header, 6 cells) and
    // section 3's last line (items 9-11 at 1280..1390): 14 of 4 headers + 30 cells = 34.
    @Test("with elements all every element is drawn, those outside the visible rect dimmed")
    func everyElement() throws {
        let svg = try picture("seed-002-flow-pin-section.json")
        let drawn = groups(svg)
        #expect(drawn.inside + drawn.outside == 34)
        #expect(drawn.outside == 14)
        #expect(svg.contains("<g class=\"cell outside\" opacity=\"0.4\">"))
        // The elements inside are exactly those the visible query answers.
        let visible = service.handle(ServiceSupport.post(try ServiceSupport.example("seed-002-flow-pin-section.json")))
        #expect((ServiceSupport.json(visible)["attributes"] as? [Any])?.count == drawn.inside)
        #expect((try? XMLDocument(data: Data(svg.utf8))) != nil, "the picture is well-formed XML")
    }

    @Test("labels are index paths, [section, item], never decimals like 3.10")
    func labels() throws {
        let svg = try picture("seed-002-flow-pin-section.json")
        #expect(svg.contains(">[3, 10]</text>"))
        #expect(svg.contains(">header [2, 0] pinned</text>"))
        #expect(svg.contains(">header [3, 0]</text>"))
        #expect(!svg.contains(">3.10<"))
    }

    @Test("sections are drawn and named at their bounds, the pin line at offset + inset.top + pinning.offset")
    func sectionsAndPinLine() throws {
        let svg = try picture("seed-002-flow-pin-section.json")
        for (index, start, height) in [(0, 0, 170), (1, 170, 290), (2, 460, 410), (3, 870, 530)] {
            #expect(svg.contains("class=\"section\" x=\"0\" y=\"\(start)\" width=\"375\" height=\"\(height)\""))
            #expect(svg.contains(">section \(index)</text>"))
        }
        // 600 + contentInset.top 0 + pinning.offset 64 = 664, across the visible rect.
        #expect(svg.contains("<line class=\"pin-line\" x1=\"0\" y1=\"664\" x2=\"375\" y2=\"664\""))
        #expect(svg.contains(">pin line y 664</text>"))
        #expect(svg.contains("class=\"visible\" x=\"0\" y=\"600\" width=\"375\" height=\"667\""))
    }

    @Test("rulers give the coordinates every 100 points on both axes")
    func rulers() throws {
        let svg = try picture("seed-002-flow-pin-section.json")
        let rulers = svg.split(separator: "\n").first { $0.hasPrefix("<g class=\"rulers\"") }.map(String.init) ?? ""
        // y from 0 to the end of the content, 1400; x from 0 to 300 (the content is 375 wide).
        for y in stride(from: 0, through: 1400, by: 100) {
            #expect(rulers.contains("text-anchor=\"end\">\(y)</text>"), "y \(y)")
        }
        for x in stride(from: 0, through: 300, by: 100) {
            #expect(rulers.contains("text-anchor=\"middle\">\(x)</text>"), "x \(x)")
        }
        #expect(!rulers.contains(">1500<"))
    }

    @Test("the legend names every kind of mark")
    func legend() throws {
        let svg = try picture("flow.json")
        for entry in [
            "cell", "header", "footer", "decoration (background)", "pinned header or footer",
            "outside the visible rect",
            "visible rect", "contentInset (bars)", "pin line", "section bounds",
        ] {
            #expect(svg.contains(">\(entry)</text>"), "\(entry)")
        }
    }

    // flow-sticky-grid: an iPhone 15 (393×852) with contentInset 103 top, 34 bottom, scrolled to the top (-103).
    @Test("the adjusted inset is shaded where the bars cover the visible rect, and labelled")
    func insetBars() throws {
        let svg = try picture("flow-sticky-grid.json")
        #expect(svg.contains("<rect x=\"0\" y=\"-103\" width=\"393\" height=\"103\" fill=\"#1f2430\""))
        // The bottom bar: -103 + 852 - 34 = 715, 34 tall.
        #expect(svg.contains("<rect x=\"0\" y=\"715\" width=\"393\" height=\"34\" fill=\"#1f2430\""))
        #expect(svg.contains(">contentInset.top 103</text>"))
        #expect(svg.contains(">contentInset.bottom 34</text>"))
        // sectionHeadersPinToVisibleBounds pins at -103 + 103 + 0 = 0.
        #expect(svg.contains("<line class=\"pin-line\" x1=\"0\" y1=\"0\" x2=\"393\" y2=\"0\""))
        // The scroll range's reach: content plus inset, from -103.
        #expect(svg.contains("class=\"scroll-range\" x=\"0\" y=\"-103\""))
    }

    @Test("an update draws each element's start where it is on screen against the new offset, and a line to its end")
    func updateStarts() throws {
        // The worked example: A–D at 180, A–E at 290 (d = -110). A start is drawn at its `from` moved by 290 - 180
        // = 110. Under fade E's from is y 440, drawn at 550 (below the visible rect, which ends at 540); under
        // magazine y 330, drawn at 440, where it ends. B's from y 110 is drawn at 220.
        let fade = try picture("chat-append-fade.json", all: false)
        #expect(fade.contains(#"<g class="update-start"><rect x="0" y="550" width="375" height="100""#))
        #expect(fade.contains(#"<rect x="0" y="220" width="375" height="100""#))
        #expect(fade.contains("inserted [0, 4] from, alpha 0"))
        let magazine = try picture("chat-append-magazine.json", all: false)
        #expect(magazine.contains(#"<g class="update-start"><rect x="0" y="440" width="375" height="100""#))
        #expect(!magazine.contains(#"y="550""#))
    }

    @Test("a magazine background is drawn as a decoration and labelled beside the content")
    func decorations() throws {
        let svg = try picture("magazine.json")
        #expect(svg.contains("<g class=\"decoration\">"))
        #expect(svg.contains(">background [0, 0]</text>"))
    }

    @Test("a horizontal layout pins along x: the pin line is vertical at contentOffset.x + inset.left + offset")
    func horizontal() throws {
        let svg = try picture("flow-horizontal.json")
        #expect(svg.contains("<line class=\"pin-line\" x1=\"500\" y1=\"0\" x2=\"500\" y2=\"300\""))
        #expect(svg.contains(">pin line x 500</text>"))
        // Section 0 is header 40 + inset 10 + four columns of 140 with 10 between + inset 10 = 650 wide.
        #expect(svg.contains("class=\"section\" x=\"0\" y=\"0\" width=\"650\" height=\"300\""))
        #expect(svg.contains("class=\"section\" x=\"650\" y=\"0\" width=\"650\" height=\"300\""))
    }

    // rtl-horizontal-flow (its openapi description computes it): visible x 300..<600, contentInset.right 20;
    // header 0 pins with its right edge at 600 - 20 = 580 (frame x 540, width 40).
    @Test("right to left, a horizontal layout's headers pin to the right edge: the pin line is drawn there")
    func rightToLeft() throws {
        let svg = try picture("rtl-horizontal-flow.json")
        #expect(svg.contains("<line class=\"pin-line\" x1=\"580\" y1=\"0\" x2=\"580\" y2=\"200\""))
        #expect(svg.contains("<rect x=\"540\" y=\"0\" width=\"40\" height=\"200\" fill=\"#ffd9a0\""))
        // Mirrored bands: section 0 ends at the right end (780 - 390 = 390 wide from x 390), section 1 at the left.
        #expect(svg.contains("class=\"section\" x=\"390\" y=\"0\" width=\"390\" height=\"200\""))
        #expect(svg.contains("class=\"section\" x=\"0\" y=\"0\" width=\"390\" height=\"200\""))
    }

    // scroll-to: the answer is computed at y 90 (openapi's example computes it), not at the request's default -10.
    @Test("scrollTo: the visible rect is drawn at the offset the answer was computed at")
    func scrollTo() throws {
        let svg = try picture("scroll-to.json", all: false)
        #expect(svg.contains("class=\"visible\" x=\"0\" y=\"90\" width=\"100\" height=\"100\""))
        #expect(svg.contains("contentOffset (0, 90)"))
    }

    @Test("a visible query draws what it returns and says how to see the rest")
    func visibleOnly() throws {
        let svg = try picture("seed-002-flow-pin-section.json", all: false)
        #expect(groups(svg).inside == 20)
        #expect(groups(svg).outside == 0)
        #expect(svg.contains("ask for \"all\" to draw every element"))
        // The sections the query skipped are still outlined.
        #expect(svg.contains("class=\"section\" x=\"0\" y=\"0\" width=\"375\" height=\"170\""))
    }

    @Test("a rect query is outlined beside the visible rect")
    func rectQuery() throws {
        let svg = try picture(
            "seed-002-flow-pin-section.json", all: false,
            replacing: [
                (
                    "\"sections\": [",
                    "\"elements\": {\"rect\": {\"x\": 0, \"y\": 100, \"width\": 200, \"height\": 50}},\n  \"sections\": ["
                )
            ])
        #expect(svg.contains("<rect class=\"query\" x=\"0\" y=\"100\" width=\"200\" height=\"50\""))
        // Header [0, 0] ends at 40 and line 0 holds [0, 0] and [0, 1] within x 0..<200 (x 10 and 132.5), y 50..160.
        #expect(groups(svg).inside + groups(svg).outside == 2)
        #expect(svg.contains("(elements: rect)"))
    }

    /// A picture is drawn from what the request means: every example, its members in reverse order and white
    /// space around every token (`ServiceSupport.respelled`, checked to mean the same to Foundation's reader),
    /// draws the same bytes as written, and so does its JSON answer.
    @Test("a picture depends on what the request says, not how it is written: members reordered, spaces added")
    func pictureIndependentOfSpelling() throws {
        for name in try ServiceSupport.exampleNames() {
            let body = try ServiceSupport.example(name)
            let respelled = ServiceSupport.respelled(body)
            #expect(respelled != body)
            let meaning = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? NSDictionary
            #expect(meaning == (try JSONSerialization.jsonObject(with: Data(respelled.utf8)) as? NSDictionary))
            for accept in ["image/svg+xml", "application/json"] {
                let written = service.handle(ServiceSupport.post(body, accept: accept))
                let other = service.handle(ServiceSupport.post(respelled, accept: accept))
                #expect(written.status == 200 && other.status == 200, "\(name) as \(accept)")
                #expect(written.body == other.body, "\(name) as \(accept)")
            }
        }
    }

    /// Every Unicode scalar XML 1.0 cannot hold: the C0 controls but tab, line feed and carriage return, and the
    /// noncharacters U+FFFE and U+FFFF (its `Char` production; a lone surrogate cannot reach a Swift string).
    static let unrepresentableInXML: [Unicode.Scalar] =
        (0x00...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) }.compactMap(Unicode.Scalar.init) + [
            "\u{FFFE}", "\u{FFFF}",
        ]

    /// A JSON string literal of `scalars`, every one written as a `\u` escape.
    static func jsonString(_ scalars: [Unicode.Scalar]) -> String {
        "\"" + scalars.map { String(format: "\\u%04x", $0.value) }.joined() + "\""
    }

    @Test("characters XML 1.0 cannot hold are drawn as U+FFFD, so every picture is well-formed XML")
    func unrepresentableCharacters() throws {
        // One kind per such character, each between letters (also U+FFFE before a combining accent, which makes
        // them one Character), on boundary headers, a decoration and an anchored badge; tab, line feed and
        // carriage return are XML's own and drawn as they are. Explicit items carry ids of the same characters.
        let kinds = Self.unrepresentableInXML.map { [Unicode.Scalar("a"), $0, "b"] } + [["\u{FFFE}", "\u{301}"]]
        let headers = kinds.map { kind in
            #"{"elementKind":\#(Self.jsonString(kind)),"alignment":"top","#
                + #""layoutSize":{"widthDimension":{"fractionalWidth":1},"heightDimension":{"absolute":30}}}"#
        }
        let badge =
            #"{"elementKind":\#(Self.jsonString(["x", "\u{1B}", "\t", "\n", "\r", "y"])),"#
            + #""layoutSize":{"widthDimension":{"absolute":20},"heightDimension":{"absolute":20}},"#
            + #""containerAnchor":{"edges":["top","trailing"]}}"#
        let ids = Self.unrepresentableInXML.map { #"{"width":1,"height":1,"id":\#(Self.jsonString([$0, "i"]))}"# }
        let body =
            #"{"collectionView":{"size":{"width":375,"height":2000}},"layout":{"type":"compositional","section":{"#
            + #""boundarySupplementaryItems":[\#(headers.joined(separator: ","))],"#
            + #""decorationItems":[{"elementKind":\#(Self.jsonString(["d", "\u{0}", "\u{FFFF}"]))}],"#
            + #""group":{"group":"horizontal","layoutSize":{"widthDimension":{"fractionalWidth":1},"#
            + #""heightDimension":{"absolute":100}},"subitems":[{"layoutSize":{"widthDimension":{"fractionalWidth":1},"#
            + #""heightDimension":{"fractionalHeight":1}},"supplementaryItems":[\#(badge)]}]}}},"#
            + #""sections":[{"items":[\#(ids.joined(separator: ","))]}],"elements":"all"}"#
        let response = service.handle(ServiceSupport.post(body, accept: "image/svg+xml"))
        #expect(response.status == 200)
        let svg = String(decoding: response.body, as: UTF8.self)
        let written = Set(svg.unicodeScalars.filter(Self.unrepresentableInXML.contains).map(\.value))
        #expect(written.isEmpty, "written raw: \(written.sorted().map { "U+" + String($0, radix: 16) })")
        // The first header's kind, "a\u{0}b", is drawn with U+FFFD in its place; the badge keeps its whitespace.
        #expect(svg.contains(">a\u{FFFD}b [0, 0]</text>") || svg.contains("a\u{FFFD}b [0, 0]:"))
        #expect(svg.contains("x\u{FFFD}\t\n\ry [0, 0]"))
        #expect(svg.contains("\u{FFFD}\u{301} [0, 0]"))
        #expect((try? XMLDocument(data: Data(svg.utf8))) != nil, "the picture is well-formed XML")
    }

    @Test("a billion-item section draws only the neighbourhood of the visible rect")
    func hugeContent() throws {
        let body =
            #"{"collectionView":{"size":{"width":375,"height":667},"contentOffset":{"x":0,"y":5000000}},"#
            + #""layout":{"type":"flow","itemSize":{"width":100,"height":100}},"sections":[{"itemCount":1000000000}]}"#
        let response = service.handle(ServiceSupport.post(body, accept: "image/svg+xml"))
        #expect(response.status == 200)
        let svg = String(decoding: response.body, as: UTF8.self)
        // The extent is the visible rect and its elements, plus at most 2000 points of content around them.
        #expect(svg.count < 200_000)
        #expect(svg.contains("class=\"visible\" x=\"0\" y=\"5000000\""))
    }
}
