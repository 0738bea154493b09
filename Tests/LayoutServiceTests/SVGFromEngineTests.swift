import Foundation
import HTTPServer
import LayoutAPI
import LayoutEngine
import LayoutSVG
import LayoutService
import Testing

/// The picture is drawn from the engine's own answer: its section bands and pin lines are
/// the engine's (`LayoutGuides`), no second layout is made, and drawing is bounded by elements and by the answer
/// size.
@Suite("the SVG picture draws the engine's answer, within its bounds")
struct SVGFromEngineTests {
    let service = LayoutService()

    /// The picture of `body` through the pipeline, with `limits`.
    func answer(_ body: String, limits: APILimits = APILimits()) -> LayoutAPI.Answer {
        LayoutAPI.respond(toBody: Array(body.utf8), limits: limits, renderer: SVGRenderer.renderer)
    }

    /// `body` with `"elements": "all"`.
    static func all(_ body: String) throws -> String {
        var object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] ?? [:]
        object["elements"] = "all"
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    /// The number after `name="` in `text`.
    static func number(_ name: String, in text: Substring) -> Double? {
        guard let start = text.firstRange(of: "\(name)=\"")?.upperBound else { return nil }
        return Double(text[start...].prefix { $0 != "\"" })
    }

    /// Whether any object in `json` has `pinToVisibleBounds: true` with an alignment of `edge`'s (a boundary item:
    /// header-edge `top…`, `leading`, `trailing`; footer-edge `bottom…`).
    static func pinsToVisibleBounds(_ json: Any, footer: Bool) -> Bool {
        if let object = json as? [String: Any] {
            if object["pinToVisibleBounds"] as? Bool == true, let alignment = object["alignment"] as? String,
                alignment.hasPrefix("bottom") == footer
            {
                return true
            }
            return object.values.contains { pinsToVisibleBounds($0, footer: footer) }
        }
        if let array = json as? [Any] { return array.contains { pinsToVisibleBounds($0, footer: footer) } }
        return false
    }

    static func selects(_ selection: SectionSelection) -> Bool {
        switch selection {
        case .none: false
        case .all: true
        case .sections(let set): !set.isEmpty
        }
    }

    /// Each example drawn with every element: in each panel (a timeline has several), a header pin line exactly
    /// when `pinning.headers` selects a section or a header-edge boundary item has `pinToVisibleBounds` (footers
    /// likewise), at the contract's place computed here from the panel's visible rect `v`: vertically
    /// `v.minY + contentInset.top + pinning.offset` and `v.maxY - contentInset.bottom`; horizontally the same
    /// along x; mirrored horizontally `v.maxX - contentInset.right - pinning.offset` and `v.minX +
    /// contentInset.left`. Section bands touch, in order, from 0 to the content's end (IGListKit's may overlap).
    @Test("every example's pin lines are where the contract pins, and its section bands are the engine's")
    func examplesPinLinesAndBands() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: ServiceSupport.repositoryRoot.appendingPathComponent("Examples").path
        ).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 20)
        for name in names {
            let body = try Self.all(try ServiceSupport.example(name))
            let json = try JSONSerialization.jsonObject(with: Data(body.utf8))
            let d = try LayoutAPI.decode(Array(body.utf8)).description
            let answer = answer(body)
            #expect(answer.status == 200, "\(name)")
            let svg = String(decoding: answer.body, as: UTF8.self)
            let horizontal = d.scrollDirection == .horizontal
            let mirrored = horizontal && d.isMirrored
            let i = d.collectionView.contentInset
            let p = d.pinning
            let header = Self.selects(p.headers) || Self.pinsToVisibleBounds(json, footer: false)
            let footer = Self.selects(p.footers) || Self.pinsToVisibleBounds(json, footer: true)
            // A timeline's panels are nested <svg> documents, each with its own visible rect and pin lines.
            let panels = svg.split(separator: "<svg", omittingEmptySubsequences: false).filter {
                $0.contains("class=\"visible\"")
            }
            #expect(!panels.isEmpty, "\(name)")
            for panel in panels {
                let lines = panel.split(separator: "\n")
                let visible = try #require(lines.first { $0.hasPrefix("<rect class=\"visible\"") })
                let v = Rect(
                    x: try #require(Self.number("x", in: visible)), y: try #require(Self.number("y", in: visible)),
                    width: try #require(Self.number("width", in: visible)),
                    height: try #require(Self.number("height", in: visible)))
                let pins = lines.filter { $0.hasPrefix("<line class=\"pin-line\"") }
                var expected: [(title: String, at: Double)] = []
                if header {
                    let at =
                        mirrored
                        ? v.maxX - i.right - p.offset
                        : horizontal ? v.minX + i.left + p.offset : v.minY + i.top + p.offset
                    expected.append(("header pin line", at))
                }
                if footer {
                    let at = mirrored ? v.minX + i.left : horizontal ? v.maxX - i.right : v.maxY - i.bottom
                    expected.append(("footer pin line", at))
                }
                #expect(pins.count == expected.count, "\(name)")
                for (line, (title, at)) in zip(pins, expected) {
                    #expect(line.contains("<title>\(title)"), "\(name)")
                    let (a, b) = horizontal ? ("x1", "x2") : ("y1", "y2")
                    #expect(Self.number(a, in: line) == at && Self.number(b, in: line) == at, "\(name): \(line)")
                }
            }
            // Every section's band is the engine's (with "all" the extent covers the content): the guides of the
            // same request's layout, each drawn as a dashed rect at its numbers to hundredths.
            let guides = try #require(
                try LayoutAPI.compute(try LayoutAPI.decode(Array(body.utf8)), guides: true).guides)
            let drawn = svg.split(separator: "\n").filter { $0.hasPrefix("<rect class=\"section\"") }
            let single = panels.count == 1
            if single { #expect(drawn.count == guides.sectionBands.count, "\(name)") }
            for (index, band) in guides.sectionBands.enumerated() where single {
                let at = drawn.first { $0.contains("<title>section \(index):") }
                #expect(at.map { Self.number("x", in: $0) } == Self.hundredths(band.x), "\(name) section \(index)")
                #expect(at.map { Self.number("y", in: $0) } == Self.hundredths(band.y), "\(name) section \(index)")
                #expect(
                    at.map { Self.number("height", in: $0) } == Self.hundredths(band.height), "\(name) section \(index)"
                )
            }
        }
    }

    static func hundredths(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    /// The pointers of a problem's errors.
    func pointers(_ problem: APIError?) -> [String] { problem?.errors.map(\.pointer) ?? [] }

    /// compositional-pinned-empty-section at contentOffset.y 150 in a 375×400 view without insets: its boundary
    /// header and footer have `pinToVisibleBounds` (no `pinning.headers`), so the header line is at 150 + 0 + 0 =
    /// 150 and the footer line at 150 + 400 - 0 = 550. The renderer used to draw none for it.
    @Test("a compositional pinToVisibleBounds layout gets the pin lines its boundary items pin at")
    func compositionalPinLines() throws {
        let svg = String(
            decoding: answer(try ServiceSupport.example("compositional-pinned-empty-section.json")).body, as: UTF8.self)
        #expect(svg.contains("<line class=\"pin-line\" x1=\"0\" y1=\"150\" x2=\"375\" y2=\"150\""))
        #expect(svg.contains("<line class=\"pin-line\" x1=\"0\" y1=\"550\" x2=\"375\" y2=\"550\""))
        #expect(svg.contains(">pin line y 150</text>") && svg.contains(">footer pin y 550</text>"))
    }

    /// timeline-delta: a 100×100 view over a flow whose headers all pin (offset 0, no insets), at y 0, 50, 110, 0:
    /// each panel's header line is at its own offset.
    @Test("each timeline panel draws the pin line of its own offset")
    func timelinePanels() throws {
        let svg = String(decoding: answer(try ServiceSupport.example("timeline-delta.json")).body, as: UTF8.self)
        let panels = svg.split(separator: "<svg x=\"").dropFirst()
        #expect(panels.count == 4)
        for (panel, y) in zip(panels, [0, 50, 110, 0]) {
            #expect(panel.contains("<line class=\"pin-line\" x1=\"0\" y1=\"\(y)\" x2=\"100\" y2=\"\(y)\""))
            #expect(panel.contains("<rect class=\"visible\" x=\"0\" y=\"\(y)\" width=\"100\" height=\"100\""))
        }
    }

    /// 13 magazine sections of 4,096 half-width items, once past the work budget: the JSON and the picture are both
    /// answered, and the picture has its bands, the answer's own layout's.
    @Test("the picture's bands come from the answer's layout")
    func noSecondLayout() throws {
        let sections = Array(
            repeating: #"{"itemCount": 4096, "item": {"widthMode": "halfWidth", "height": 10}}"#, count: 13)
        let body = #"""
            {"collectionView": {"size": {"width": 375, "height": 667}},
             "layout": {"type": "magazine"}, "sections": [\#(sections.joined(separator: ","))]}
            """#
        #expect(LayoutAPI.respond(toBody: Array(body.utf8)).status == 200)
        let picture = answer(body)
        #expect(picture.status == 200)
        let svg = String(decoding: picture.body, as: UTF8.self)
        #expect(svg.contains("<rect class=\"section\" x=\"0\" y=\"0\" width=\"375\""))
    }

    /// A 165-byte request that asks for much: 99,999 flow cells, every one asked for, as a picture.
    @Test("a picture of more elements than --max-svg-elements is a 422 at /elements, before anything is drawn")
    func elementBound() throws {
        let body = #"""
            {"collectionView": {"size": {"width": 375, "height": 667}}, "layout": {"type": "flow",
             "itemSize": {"width": 1, "height": 1}}, "sections": [{"itemCount": 99999}], "elements": "all"}
            """#
        let refused = answer(body)
        #expect(refused.status == 422)
        #expect(pointers(refused.problem) == ["/elements"])
        #expect(
            refused.problem?.detail
                == "the picture would draw more than 5000 elements; ask for a smaller rect with "
                + "\"elements\": {\"rect\": ...}, or for JSON")
        // The bound counts bands and elements: 4,999 cells and their one section are 5,000 and drawn (200,000
        // units of the 300,000: 40 an element); 5,000 cells and the section are 5,001.
        #expect(answer(body.replacing("99999", with: "4999")).status == 200)
        #expect(answer(body.replacing("99999", with: "5000")).status == 422)
        var limits = APILimits()
        limits.maxSVGElements = 5
        #expect(answer(body.replacing("99999", with: "4"), limits: limits).status == 200)
        #expect(answer(body.replacing("99999", with: "5"), limits: limits).status == 422)
    }

    /// 49,000 one-cell sections, every element asked for: 49,000 cells and 49,000 bands.
    @Test("a picture of many one-cell sections counts their bands and is refused at /elements")
    func sectionBandsCount() throws {
        let sections = Array(repeating: #"{"itemCount": 1}"#, count: 49_000).joined(separator: ",")
        let body = #"""
            {"collectionView": {"size": {"width": 375, "height": 667}}, "layout": {"type": "flow",
             "itemSize": {"width": 10, "height": 10}}, "sections": [\#(sections)], "elements": "all"}
            """#
        let refused = answer(body)
        #expect(refused.status == 422)
        #expect(pointers(refused.problem) == ["/elements"])
    }

    /// The answer size bounds SVG too: the picture of flow.json is some kilobytes; with a limit below its size
    /// it is a 422, with a limit of exactly its size it is answered.
    @Test("a picture larger than --max-answer-bytes is a 422 at /elements; one of exactly the limit is answered")
    func answerSize() throws {
        let body = try ServiceSupport.example("flow.json")
        let full = answer(body)
        #expect(full.status == 200)
        var limits = APILimits()
        limits.maxAnswerBytes = full.body.count
        let exact = answer(body, limits: limits)
        #expect(exact.status == 200 && exact.body == full.body)
        limits.maxAnswerBytes = full.body.count - 1
        let over = answer(body, limits: limits)
        #expect(over.status == 422)
        #expect(pointers(over.problem) == ["/elements"])
    }
}
