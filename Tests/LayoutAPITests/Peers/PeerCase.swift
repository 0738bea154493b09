// A peer's own test re-expressed once, as a row of a table, and run twice: through the engine
// (`computeLayout` on a `LayoutDescription`) and through the wire (`LayoutAPI.respond(toBody:)` on the same
// request as JSON, its answer parsed back with Foundation's JSONSerialization, a reader independent of ours).
// Each step also checks that the JSON decodes to exactly the engine's description and query, so the two runs
// lay out one input.
import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// One test of a peer's suite: its name, and the layouts it looks at with what it expects of each.
struct PeerCase: Sendable, CustomTestStringConvertible {
    /// The peer's test method, verbatim (plus ` at scale N` for a test the port runs at several scales).
    var name: String
    var steps: [PeerStep]

    init(_ name: String, _ steps: PeerStep...) {
        self.init(name, steps: steps)
    }

    init(_ name: String, steps: [PeerStep]) {
        self.name = name
        self.steps = steps
    }

    var testDescription: String { name }
}

/// One layout of a peer test: the input in both forms, the query, and the expectations.
struct PeerStep: Sendable {
    var description: LayoutDescription
    /// The same request as a `POST /layout` body, `elements` included.
    var json: String
    var elements: ElementsQuery
    var expectations: [PeerExpectation]
}

/// An element a peer test asks for by index path.
enum PeerElement: Sendable, Hashable, CustomStringConvertible {
    case cell(Int, Int)
    case header(Int)
    case footer(Int)

    var description: String {
        switch self {
        case .cell(let s, let i): "cell [\(s), \(i)]"
        case .header(let s): "header \(s)"
        case .footer(let s): "footer \(s)"
        }
    }

    /// Whether `a` is this element.
    func matches(_ a: ObservedAttribute) -> Bool {
        switch self {
        case .cell(let s, let i): a.category == .cell && a.section == s && a.item == i
        case .header(let s): a.kind == "header" && a.section == s
        case .footer(let s): a.kind == "footer" && a.section == s
        }
    }
}

/// One assertion of a peer test, remembering where the table states it so a failure points at that row.
struct PeerExpectation: Sendable {
    enum Check: Sendable {
        case contentSize(Size)
        case contentWidth(Double)
        case contentHeight(Double)
        /// No attribute at all in the answer.
        case noAttributes
        case frame(PeerElement, Rect)
        /// The element is not in the answer.
        case absent(PeerElement)
        /// How many attributes the answer holds.
        case count(Int)
        /// The answer's index paths, in order.
        case indexPaths([[Int]])
        /// The frames of every element of a category (and kind), compared as a multiset.
        case frameSet(ElementCategory, kind: String?, [Rect])
        case pinned(PeerElement, Bool)
        case zIndex(PeerElement, Int)
        /// The frames of every element of a category (and kind), in answer order.
        case frames(ElementCategory, kind: String?, [Rect])
        /// The elements marked `estimated`, in answer order.
        case estimated([PeerElement])
        /// The cells' ids, in answer order (`nil` for a cell without one).
        case cellIDs([String?])
        /// The anchor the answer reports (`nil`: none).
        case anchor(Anchor?)
        /// The offset the answer says it was computed at (`nil`: none written, the request's own).
        case contentOffset(Point?)
    }

    var check: Check
    var sourceLocation: SourceLocation

    static func contentSize(_ w: Double, _ h: Double, at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .contentSize(Size(width: w, height: h)), sourceLocation: l)
    }
    static func contentWidth(_ w: Double, at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .contentWidth(w), sourceLocation: l)
    }
    static func contentHeight(_ h: Double, at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .contentHeight(h), sourceLocation: l)
    }
    static func noAttributes(at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .noAttributes, sourceLocation: l)
    }
    static func frame(_ e: PeerElement, _ r: Rect, at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .frame(e, r), sourceLocation: l)
    }
    static func frame(
        _ e: PeerElement, _ x: Double, _ y: Double, _ w: Double, _ h: Double, at l: SourceLocation = #_sourceLocation
    ) -> Self {
        Self(check: .frame(e, Rect(x: x, y: y, width: w, height: h)), sourceLocation: l)
    }
    static func absent(_ e: PeerElement, at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .absent(e), sourceLocation: l)
    }
    static func count(_ n: Int, at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .count(n), sourceLocation: l)
    }
    static func indexPaths(_ paths: [[Int]], at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .indexPaths(paths), sourceLocation: l)
    }
    static func frameSet(
        _ category: ElementCategory, _ kind: String?, _ frames: [Rect], at l: SourceLocation = #_sourceLocation
    ) -> Self {
        Self(check: .frameSet(category, kind: kind, frames), sourceLocation: l)
    }
    static func pinned(_ e: PeerElement, _ value: Bool, at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .pinned(e, value), sourceLocation: l)
    }
    static func zIndex(_ e: PeerElement, _ value: Int, at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .zIndex(e, value), sourceLocation: l)
    }
    static func frames(
        _ category: ElementCategory, _ kind: String?, _ frames: [Rect], at l: SourceLocation = #_sourceLocation
    ) -> Self {
        Self(check: .frames(category, kind: kind, frames), sourceLocation: l)
    }
    static func estimated(_ elements: [PeerElement], at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .estimated(elements), sourceLocation: l)
    }
    static func cellIDs(_ ids: [String?], at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .cellIDs(ids), sourceLocation: l)
    }
    static func anchor(_ anchor: Anchor?, at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .anchor(anchor), sourceLocation: l)
    }
    static func contentOffset(_ offset: Point?, at l: SourceLocation = #_sourceLocation) -> Self {
        Self(check: .contentOffset(offset), sourceLocation: l)
    }
}

/// One attribute of an answer, whichever run produced it.
struct ObservedAttribute: Equatable {
    var section: Int
    var item: Int
    var category: ElementCategory
    /// `nil` for cells.
    var kind: String?
    var frame: Rect
    var zIndex: Int
    /// Headers and footers only, as on the wire.
    var pinned: Bool?
    var estimated: Bool = false
    var id: String?
}

/// An answer, whichever run produced it.
struct ObservedLayout {
    var contentSize: Size
    var attributes: [ObservedAttribute]
    var anchor: Anchor?
    var contentOffset: Point?

    /// The answer of `computeLayout`, as the wire would carry it.
    init(_ result: LayoutResult) {
        contentSize = result.contentSize
        attributes = result.attributes.map { a in
            let kind = result.kindName(of: a)
            return ObservedAttribute(
                section: a.section, item: a.item, category: a.category, kind: kind, frame: a.frame, zIndex: a.zIndex,
                pinned: kind == "header" || kind == "footer" ? a.pinned : nil, estimated: a.estimated,
                id: a.category == .cell ? result.annotations.id(section: a.section, item: a.item) : nil)
        }
        anchor = result.anchor
        contentOffset = result.contentOffset
    }

    /// A `200` body parsed with JSONSerialization; `nil` when it is not the contract's shape.
    init?(json body: [UInt8]) {
        guard let root = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
            let size = root["contentSize"] as? [String: Any], let list = root["attributes"] as? [[String: Any]]
        else { return nil }
        func number(_ any: Any?) -> Double { (any as? NSNumber)?.doubleValue ?? .nan }
        var attributes: [ObservedAttribute] = []
        for a in list {
            guard let path = a["indexPath"] as? [Int], path.count == 2,
                let category = (a["category"] as? String).flatMap(ElementCategory.init(rawValue:)),
                let f = a["frame"] as? [String: Any], let zIndex = (a["zIndex"] as? NSNumber)?.intValue
            else { return nil }
            attributes.append(
                ObservedAttribute(
                    section: path[0], item: path[1], category: category, kind: a["kind"] as? String,
                    frame: Rect(
                        x: number(f["x"]), y: number(f["y"]), width: number(f["width"]), height: number(f["height"])),
                    zIndex: zIndex, pinned: (a["pinned"] as? NSNumber)?.boolValue,
                    estimated: (a["estimated"] as? NSNumber)?.boolValue ?? false, id: a["id"] as? String))
        }
        self.contentSize = Size(width: number(size["width"]), height: number(size["height"]))
        self.attributes = attributes
        if let offset = root["contentOffset"] as? [String: Any] {
            contentOffset = Point(x: number(offset["x"]), y: number(offset["y"]))
        }
        if let anchor = root["anchor"] {
            guard let parsed = Self.anchor(anchor) else { return nil }
            self.anchor = parsed
        }
    }

    /// An anchor object as the contract writes it: `{"position": …}`, with `item` (an id or `[section, item]`)
    /// and `distance` for `topItem` and `bottomItem`.
    static func anchor(_ any: Any) -> Anchor? {
        guard let object = any as? [String: Any], let position = object["position"] as? String else { return nil }
        switch position {
        case "top": return object.count == 1 ? .top : nil
        case "bottom": return object.count == 1 ? .bottom : nil
        case "topItem", "bottomItem":
            guard object.count == 3, let distance = (object["distance"] as? NSNumber)?.doubleValue else { return nil }
            let item: ItemRef
            if let id = object["item"] as? String {
                item = .id(id)
            } else if let path = object["item"] as? [Int], path.count == 2 {
                item = .indexPath(section: path[0], item: path[1])
            } else {
                return nil
            }
            return position == "topItem" ? .topItem(item, distance: distance) : .bottomItem(item, distance: distance)
        default: return nil
        }
    }

    /// Checks every expectation; `run` names the path in failure messages.
    func check(_ expectations: [PeerExpectation], run: String) {
        for e in expectations {
            let at = e.sourceLocation
            switch e.check {
            case .contentSize(let s):
                #expect(contentSize == s, "\(run): contentSize \(contentSize)", sourceLocation: at)
            case .contentWidth(let w):
                #expect(contentSize.width == w, "\(run): contentSize \(contentSize)", sourceLocation: at)
            case .contentHeight(let h):
                #expect(contentSize.height == h, "\(run): contentSize \(contentSize)", sourceLocation: at)
            case .noAttributes:
                #expect(attributes.isEmpty, "\(run): \(attributes.count) attributes", sourceLocation: at)
            case .frame(let element, let r):
                let frame = attributes.first(where: element.matches)?.frame
                #expect(frame == r, "\(run): \(element) is \(String(describing: frame))", sourceLocation: at)
            case .absent(let element):
                #expect(!attributes.contains(where: element.matches), "\(run): \(element) present", sourceLocation: at)
            case .count(let n):
                #expect(attributes.count == n, "\(run): \(attributes.count) attributes", sourceLocation: at)
            case .indexPaths(let paths):
                let actual = attributes.map { [$0.section, $0.item] }
                #expect(actual == paths, "\(run)", sourceLocation: at)
            case .frameSet(let category, let kind, let frames):
                let actual = attributes.filter { $0.category == category && (kind == nil || $0.kind == kind) }
                #expect(
                    sortedFrames(actual.map(\.frame)) == sortedFrames(frames), "\(run): \(category) \(kind ?? "")",
                    sourceLocation: at)
            case .pinned(let element, let value):
                let pinned = attributes.first(where: element.matches)?.pinned
                #expect(pinned == value, "\(run): \(element) pinned \(String(describing: pinned))", sourceLocation: at)
            case .zIndex(let element, let value):
                let z = attributes.first(where: element.matches)?.zIndex
                #expect(z == value, "\(run): \(element) zIndex \(String(describing: z))", sourceLocation: at)
            case .frames(let category, let kind, let frames):
                let actual = attributes.filter { $0.category == category && (kind == nil || $0.kind == kind) }
                #expect(actual.map(\.frame) == frames, "\(run): \(category) \(kind ?? "")", sourceLocation: at)
            case .estimated(let elements):
                let marked = attributes.filter(\.estimated)
                #expect(
                    marked.count == elements.count && zip(elements, marked).allSatisfy { $0.matches($1) },
                    "\(run): estimated \(marked.map { [$0.section, $0.item] }) \(marked.map { $0.kind ?? "cell" })",
                    sourceLocation: at)
            case .cellIDs(let ids):
                let actual = attributes.filter { $0.category == .cell }.map(\.id)
                #expect(actual == ids, "\(run)", sourceLocation: at)
            case .anchor(let anchor):
                #expect(self.anchor == anchor, "\(run)", sourceLocation: at)
            case .contentOffset(let offset):
                #expect(contentOffset == offset, "\(run)", sourceLocation: at)
            }
        }
    }

    /// Frames in a fixed order, so two lists compare as multisets (MagazineLayout's `FrameHelpers` compare sets).
    private func sortedFrames(_ frames: [Rect]) -> [Rect] {
        frames.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }
}

extension PeerCase {
    /// Every step through `computeLayout`.
    func runThroughEngine() {
        for step in steps {
            do {
                let result = try computeLayout(step.description, elements: step.elements)
                ObservedLayout(result).check(step.expectations, run: "engine")
            } catch {
                Issue.record("engine: \(name) threw \(error)")
            }
        }
    }

    /// Every step through `LayoutAPI.respond(toBody:)`, after checking its JSON says what the description says.
    func runThroughWire() {
        for step in steps {
            let answer = LayoutAPI.respond(toBody: Array(step.json.utf8))
            #expect(
                answer.request?.description == step.description,
                "wire: the JSON does not decode to the engine's description:\n\(step.json)")
            #expect(answer.request?.elements == step.elements, "wire: the JSON's elements are not the engine's")
            guard answer.status == 200, let layout = ObservedLayout(json: answer.body) else {
                Issue.record("wire: status \(answer.status): \(String(decoding: answer.body, as: UTF8.self))")
                continue
            }
            layout.check(step.expectations, run: "wire")
        }
    }

    /// How many expectations the case states (each is checked once per run).
    var expectationCount: Int { steps.reduce(0) { $0 + $1.expectations.count } }
}

/// JSON text for the numbers and values the peer setups write.
enum PeerJSON {
    /// An anchor as the contract writes it.
    static func anchor(_ anchor: Anchor) -> String {
        func item(_ ref: ItemRef) -> String {
            switch ref {
            case .id(let id): "\"\(id)\""
            case .indexPath(let s, let i): "[\(s), \(i)]"
            }
        }
        return switch anchor {
        case .top: #"{"position": "top"}"#
        case .bottom: #"{"position": "bottom"}"#
        case .topItem(let ref, let d): #"{"position": "topItem", "item": \#(item(ref)), "distance": \#(number(d))}"#
        case .bottomItem(let ref, let d):
            #"{"position": "bottomItem", "item": \#(item(ref)), "distance": \#(number(d))}"#
        }
    }

    /// A number, integral ones without a fraction.
    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    static func size(_ s: Size) -> String { "{\"width\": \(number(s.width)), \"height\": \(number(s.height))}" }

    static func point(_ p: Point) -> String { "{\"x\": \(number(p.x)), \"y\": \(number(p.y))}" }

    static func insets(_ i: EdgeInsets) -> String {
        "{\"top\": \(number(i.top)), \"left\": \(number(i.left)), \"bottom\": \(number(i.bottom)), "
            + "\"right\": \(number(i.right))}"
    }

    /// The `elements` member's value.
    static func elements(_ query: ElementsQuery) -> String {
        switch query {
        case .visible: "\"visible\""
        case .all: "\"all\""
        case .rect(let r):
            "{\"rect\": {\"x\": \(number(r.x)), \"y\": \(number(r.y)), \"width\": \(number(r.width)), "
                + "\"height\": \(number(r.height))}}"
        case .scrollRange(let from, let to):
            "{\"scrollRange\": {\"from\": \(number(from)), \"to\": \(number(to))}}"
        }
    }
}
