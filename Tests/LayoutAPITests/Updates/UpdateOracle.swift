// The contract's updates derived from two single-offset answers ("Updates that animate"), written from the
// contract's text alone: the previous request at its offset with `elements: "all"`, the new request at its
// resolved offset with `elements: "all"`, matched by the identity rules, filtered by the request's `elements`,
// the missing ends filled by the policy table. Answers are read with JSONDecoder (which reads numbers exactly).
import Foundation
import LayoutAPI

/// An answer as the wire holds it.
struct WireLayoutAnswer: Decodable {
    struct Size: Decodable, Equatable {
        var width: Double
        var height: Double
    }
    struct Point: Decodable, Equatable {
        var x: Double
        var y: Double
    }
    struct Frame: Decodable, Equatable, CustomStringConvertible {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var description: String { "(\(x), \(y), \(width), \(height))" }
    }
    struct Attributes: Decodable {
        var indexPath: [Int]
        var id: String?
        var category: String
        var kind: String?
        var frame: Frame
        var zIndex: Int
        var orthogonal: Bool?
    }
    struct End: Decodable, Equatable, CustomStringConvertible {
        var frame: Frame
        var zIndex: Int
        var alpha: Double
        var description: String { "\(frame) z\(zIndex) α\(alpha)" }
    }
    struct Element: Decodable, Equatable, CustomStringConvertible {
        var change: String
        var indexPath: [Int]?
        var previousIndexPath: [Int]?
        var id: String?
        var category: String
        var kind: String?
        var from: End
        var to: End
        var description: String {
            "\(change) \(category) \(kind ?? "") \(indexPath.map { "\($0)" } ?? "-") <- "
                + "\(previousIndexPath.map { "\($0)" } ?? "-") \(id ?? "") from \(from) to \(to)"
        }
    }
    struct Updates: Decodable {
        var from: Point
        var to: Point
        var elements: [Element]
    }
    var contentSize: Size
    var contentOffset: Point?
    var attributes: [Attributes]
    var updates: Updates?
}

/// Reads an answer body; nil when it is not a layout answer.
func wireAnswer(_ body: [UInt8]) -> WireLayoutAnswer? {
    try? JSONDecoder().decode(WireLayoutAnswer.self, from: Data(body))
}

/// The oracle: what `updates.elements` must be.
struct UpdateOracle {
    /// One side's sections' ids and the index of its sections by id.
    struct Side {
        var answer: WireLayoutAnswer
        var sectionIDs: [String?]
        /// The kinds of the layout's own boundary items (compositional: index path [0, 0]).
        var layoutKinds: Set<String>
        /// Each section's orthogonal content offset (`"orthogonal": true` elements are tested against the query
        /// rect moved by it).
        var orthogonalOffsets: [Int: (x: Double, y: Double)]
        /// The query rect on this side (nil: every element).
        var query: WireLayoutAnswer.Frame?

        func sectionIndex(of id: String) -> Int? { sectionIDs.firstIndex { $0 == id } }

        /// The positive-area test of `elements`, with rule 12's moved rect for orthogonal elements.
        func selects(_ a: WireLayoutAnswer.Attributes) -> Bool {
            guard var q = query else { return true }
            if a.orthogonal == true, let o = orthogonalOffsets[a.indexPath[0]] {
                q.x += o.x
                q.y += o.y
            }
            let f = a.frame
            return Swift.min(f.x + f.width, q.x + q.width) - Swift.max(f.x, q.x) > 0
                && Swift.min(f.y + f.height, q.y + q.height) - Swift.max(f.y, q.y) > 0
        }

        func isLayoutLevel(_ a: WireLayoutAnswer.Attributes) -> Bool {
            a.category == "supplementary" && a.indexPath == [0, 0] && layoutKinds.contains(a.kind ?? "")
        }
    }

    /// The section of `to` that section `s` of `from` matches: by id, else the same index when both have none.
    static func section(_ s: Int, from: Side, to: Side) -> Int? {
        if s < from.sectionIDs.count, let id = from.sectionIDs[s] { return to.sectionIndex(of: id) }
        return s < to.sectionIDs.count && to.sectionIDs[s] == nil ? s : nil
    }

    /// The element of `to` that `a` (of `from`) matches.
    static func counterpart(_ a: WireLayoutAnswer.Attributes, from: Side, to: Side) -> Int? {
        let attributes = to.answer.attributes
        if from.isLayoutLevel(a) {
            return attributes.firstIndex { to.isLayoutLevel($0) && $0.kind == a.kind }
        }
        if a.category == "cell", let id = a.id {
            return attributes.firstIndex { $0.category == "cell" && $0.id == id }
        }
        guard let s = section(a.indexPath[0], from: from, to: to) else { return nil }
        return attributes.firstIndex {
            $0.indexPath == [s, a.indexPath[1]] && $0.category == a.category && $0.kind == a.kind
                && !to.isLayoutLevel($0) && (a.category != "cell" || $0.id == nil)
        }
    }

    static func end(_ a: WireLayoutAnswer.Attributes, zIndex: Int? = nil, alpha: Double = 1) -> WireLayoutAnswer.End {
        WireLayoutAnswer.End(frame: a.frame, zIndex: zIndex ?? a.zIndex, alpha: alpha)
    }

    /// The elements: those the new layout has, in its order, selected on either side; then those only the
    /// previous layout has, selected there, in its order. `d` is `previousOffset - newOffset` along the scroll
    /// axis (`horizontal`).
    static func elements(
        previous: Side, new: Side, animation: String, d: Double, horizontal: Bool
    ) -> [WireLayoutAnswer.Element] {
        var result: [WireLayoutAnswer.Element] = []
        var matchedBefore = Set<Int>()
        for a in new.answer.attributes {
            let c = counterpart(a, from: new, to: previous)
            if let c { matchedBefore.insert(c) }
            guard new.selects(a) || c.map({ previous.selects(previous.answer.attributes[$0]) }) == true else {
                continue
            }
            let to = end(a)
            var from: WireLayoutAnswer.End
            let change: String
            if let c {
                let b = previous.answer.attributes[c]
                // Element in both: its own previous attributes; `magazine`: zIndex 0.
                from = end(b, zIndex: animation == "magazine" ? 0 : nil)
                change = b.indexPath == a.indexPath ? "unchanged" : "moved"
            } else {
                change = "inserted"
                switch animation {
                case "none": from = to  // UIKit's documented nil: the final attributes at both ends
                case "fade": from = end(a, alpha: 0)  // to's frame and zIndex, alpha 0
                default:
                    // magazine: to's frame moved by d (cells only), to's zIndex, alpha 0
                    from = end(a, alpha: 0)
                    if a.category == "cell" {
                        if horizontal { from.frame.x += d } else { from.frame.y += d }
                    }
                }
            }
            result.append(
                WireLayoutAnswer.Element(
                    change: change, indexPath: a.indexPath,
                    previousIndexPath: c.map { previous.answer.attributes[$0].indexPath },
                    id: a.category == "cell" ? a.id : nil, category: a.category, kind: a.kind, from: from, to: to))
        }
        for (j, b) in previous.answer.attributes.enumerated() where !matchedBefore.contains(j) && previous.selects(b) {
            let from = end(b)
            let to: WireLayoutAnswer.End
            switch animation {
            case "none": to = from  // the same attributes at both ends
            case "fade": to = end(b, alpha: 0)  // from's frame and zIndex, alpha 0
            default: to = end(b, zIndex: 0, alpha: 0)  // magazine: from's frame, zIndex 0, alpha 0
            }
            result.append(
                WireLayoutAnswer.Element(
                    change: "deleted", indexPath: nil, previousIndexPath: b.indexPath,
                    id: b.category == "cell" ? b.id : nil, category: b.category, kind: b.kind, from: from, to: to))
        }
        return result
    }
}
