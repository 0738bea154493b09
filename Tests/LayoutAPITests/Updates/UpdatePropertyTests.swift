import Foundation
import LayoutAPI
import Testing

/// Updates that animate, every family × the changes apps make × the three policies × `visible`, a
/// rect and `all`: a request with `previous` answers
/// - byte for byte the new request's own answer (the same body without `previous` and `updateAnimation`), with
///   `"updates"` added at its end;
/// - `updates.from` the previous offset and `updates.to` the new one (given, or resolved from an anchor);
/// - `updates.elements` exactly what `UpdateOracle` derives from the contract and two single-offset answers: the
///   previous request at its offset with `elements: "all"` and the new request at its offset with `elements:
///   "all"`, matched by the identity rules, filtered by the request's `elements`.
@Suite("Update properties: updates equal the contract's derivation from the two single-offset answers")
struct UpdatePropertyTests {
    /// One scenario run; nil when a side is a 422 (a generated layout no family can satisfy), which is counted.
    static func check(_ scenario: UpdateScenario) -> (checked: Bool, issues: [String], met: Set<String>) {
        var s = scenario
        var issues: [String] = []
        var met = Set<String>()
        func fail(_ what: String) { issues.append("\(s): \(what)") }

        // The previous side at its offset: its content, then the anchor it reports there.
        let probe = LayoutAPI.respond(
            toBody: Array(s.previousBody(offset: nil, extra: [("elements", .string("all"))]).utf8))
        guard probe.status == 200, let probeAnswer = wireAnswer(probe.body) else { return (false, [], []) }
        let horizontal = s.orientation.horizontal
        let previousExtent = horizontal ? probeAnswer.contentSize.width : probeAnswer.contentSize.height
        let range = s.scrollRange(extent: previousExtent, previous: true)
        let u = (range.min + (range.max - range.min) * s.previousFraction).rounded()
        let p = s.physicalOffset(u, contentWidth: probeAnswer.contentSize.width, previous: true)
        let reported = LayoutAPI.respond(
            toBody: Array(s.previousBody(offset: p, extra: [("anchor", .string("report"))]).utf8))
        guard reported.status == 200,
            let reportedJSON = try? JSONSerialization.jsonObject(with: Data(reported.body)) as? [String: Any],
            let anchor = reportedJSON["anchor"] as? [String: Any]
        else {
            fail("the previous request at its offset answered \(reported.status)")
            return (true, issues, met)
        }
        // The anchor item deleted (by id, else by its index path in the same section).
        if s.changes.contains(.deleteAnchor), let item = anchor["item"] {
            if let id = item as? String {
                for k in s.new.indices { s.new[k].items.removeAll { $0.id == id } }
            } else if let path = item as? [Int], path[0] < s.new.count, path[1] < s.new[path[0]].items.count {
                s.new[path[0]].items.remove(at: path[1])
            }
        }

        // The new request's own members: its offset (the reported anchor, an edge, or given), its elements.
        var own: [(String, JSON)] = []
        var newOffset: (x: Double, y: Double)?
        switch s.newOffset {
        case .reportedAnchor:
            own.append(("anchor", anchorJSON(anchor)))
        case .edge(let position):
            own.append(("anchor", .object([("position", .string(position))])))
        case .given(let v):
            let newProbe = LayoutAPI.respond(
                toBody: Array(s.body(s.new, offset: nil, extra: [("elements", .string("all"))]).utf8))
            guard let width = wireAnswer(newProbe.body)?.contentSize.width else { return (false, [], []) }
            newOffset = s.physicalOffset(v, contentWidth: width)
        }
        let newAll = LayoutAPI.respond(
            toBody: Array(s.body(s.new, offset: newOffset, extra: own + [("elements", .string("all"))]).utf8))
        guard newAll.status == 200, let newAllAnswer = wireAnswer(newAll.body) else {
            return (false, [], [])
        }
        let n = newAllAnswer.contentOffset.map { ($0.x, $0.y) } ?? newOffset ?? (0, 0)
        // A given offset is where the answer stands; without one (an anchor) the answer says where.
        if newOffset == nil && newAllAnswer.contentOffset == nil { fail("an anchor answered no contentOffset") }

        let elements: JSON
        var query: (new: WireLayoutAnswer.Frame?, previous: WireLayoutAnswer.Frame?)
        switch s.elements {
        case "all":
            elements = .string("all")
            query = (nil, nil)
        case "rect":
            let size = newAllAnswer.contentSize
            let r = WireLayoutAnswer.Frame(
                x: horizontal ? size.width * s.rectFraction - 100 : 20,
                y: horizontal ? 10 : size.height * s.rectFraction - 100, width: horizontal ? 300 : 200,
                height: horizontal ? 200 : 300)
            elements = .object([
                (
                    "rect",
                    .object([
                        ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)),
                        ("height", .number(r.height)),
                    ])
                )
            ])
            query = (r, r)
        default:
            elements = .string("visible")
            query = (
                WireLayoutAnswer.Frame(x: n.0, y: n.1, width: s.size.width, height: s.size.height),
                WireLayoutAnswer.Frame(
                    x: p.x, y: p.y, width: s.previousSize?.width ?? s.size.width,
                    height: s.previousSize?.height ?? s.size.height)
            )
        }
        let ownBody = s.body(s.new, offset: newOffset, extra: own + [("elements", elements)])
        let ownAnswer = LayoutAPI.respond(toBody: Array(ownBody.utf8))
        let previousJSON = s.previousMember(offset: p)
        let updateBody = s.body(
            s.new, offset: newOffset,
            extra: own + [
                ("elements", elements), ("previous", previousJSON), ("updateAnimation", .string(s.animation)),
            ])
        let update = LayoutAPI.respond(toBody: Array(updateBody.utf8))
        guard update.status == 200, ownAnswer.status == 200 else {
            fail(
                "answered \(update.status) (the new request alone \(ownAnswer.status)): \(String(decoding: update.body, as: UTF8.self).prefix(300))"
            )
            return (true, issues, met)
        }

        // The rest of the answer, byte for byte.
        let rest = Array(ownAnswer.body.dropLast())
        let marker = Array(#","updates":{"#.utf8)
        if !(update.body.starts(with: rest) && Array(update.body[rest.count...].prefix(marker.count)) == marker
            && update.body.last == UInt8(ascii: "}"))
        {
            fail("the answer is not the new request's own answer followed by updates")
        }

        // The previous side at its offset, every element.
        let previousAll = LayoutAPI.respond(
            toBody: Array(s.previousBody(offset: p, extra: [("elements", .string("all"))]).utf8))
        guard let previousAllAnswer = wireAnswer(previousAll.body), let answer = wireAnswer(update.body),
            let updates = answer.updates
        else {
            fail("unreadable answers")
            return (true, issues, met)
        }
        if updates.from != WireLayoutAnswer.Point(x: p.x, y: p.y) { fail("updates.from \(updates.from) is not \(p)") }
        if updates.to != WireLayoutAnswer.Point(x: n.0, y: n.1) { fail("updates.to \(updates.to) is not \(n)") }

        func side(_ answer: WireLayoutAnswer, _ sections: [UpdateScenario.Section], _ q: WireLayoutAnswer.Frame?)
            -> UpdateOracle.Side
        {
            var offsets: [Int: (x: Double, y: Double)] = [:]
            for (k, section) in sections.enumerated() { if let o = section.orthogonal { offsets[k] = (o, 0) } }
            return UpdateOracle.Side(
                answer: answer, sectionIDs: sections.map(\.id), layoutKinds: s.layoutBanner ? ["banner"] : [],
                orthogonalOffsets: offsets, query: q)
        }
        let d = horizontal ? p.x - n.0 : p.y - n.1
        let expected = UpdateOracle.elements(
            previous: side(previousAllAnswer, s.previous, query.previous), new: side(newAllAnswer, s.new, query.new),
            animation: s.animation, d: d, horizontal: horizontal)
        if updates.elements.count != expected.count {
            fail("\(updates.elements.count) elements, the contract derives \(expected.count)")
        }
        for e in updates.elements { met.insert("\(e.change) \(e.category)") }
        for (k, (got, want)) in zip(updates.elements, expected).enumerated() where got != want {
            fail("element \(k): \(got)\n    the contract derives \(want)")
            break
        }
        return (true, issues, met)
    }

    /// A reported anchor as a request's `anchor` member.
    static func anchorJSON(_ anchor: [String: Any]) -> JSON {
        var members: [(String, JSON)] = [("position", .string(anchor["position"] as? String ?? "top"))]
        if let id = anchor["item"] as? String { members.append(("item", .string(id))) }
        if let path = anchor["item"] as? [Int] {
            members.append(("item", .array(path.map { .number(Double($0)) })))
        }
        if let d = anchor["distance"] as? NSNumber { members.append(("distance", .number(d.doubleValue))) }
        return .object(members)
    }

    @Test("updates equal the contract's derivation", arguments: UpdateScenario.Family.allCases)
    func derivation(family: UpdateScenario.Family) {
        var checked = 0
        var seen: (changes: Set<String>, animations: Set<String>, elements: Set<String>) = ([], [], [])
        var met = Set<String>()
        for round in 0..<160 {
            let scenario = UpdateScenario(
                seed: UInt64(round) &+ 1000 &* UInt64(UpdateScenario.Family.allCases.firstIndex(of: family)! + 1),
                family: family)
            let (ran, issues, elements) = Self.check(scenario)
            met.formUnion(elements)
            for issue in issues.prefix(2) { Issue.record(Comment(rawValue: issue)) }
            if ran {
                checked += 1
                seen.changes.formUnion(scenario.changes.map(\.rawValue))
                seen.animations.insert(scenario.animation)
                seen.elements.insert(scenario.elements)
            }
        }
        // Most scenarios are layouts the family answers; every change, policy and query was met.
        #expect(checked >= 120, "only \(checked) of 160 scenarios laid out")
        #expect(seen.changes.count == UpdateScenario.Change.allCases.count, "changes met: \(seen.changes.sorted())")
        #expect(seen.animations.count == 3)
        #expect(seen.elements.count == 3)
        // Every change of every category the family has was answered (waterfall and iglist have no decorations).
        let categories =
            family == .magazine || family == .compositional
            ? ["cell", "supplementary", "decoration"] : ["cell", "supplementary"]
        for change in ["inserted", "deleted", "moved", "unchanged"] {
            for category in categories {
                #expect(met.contains("\(change) \(category)"), "no \(change) \(category) was listed")
            }
        }
    }
}
