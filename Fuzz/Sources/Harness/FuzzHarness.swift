public import LayoutAPI
import LayoutEngine

/// What every fuzz target checks on one body: the one `POST /layout` pipeline (`LayoutAPI.respond`, the path the
/// server and the CLI serve) answers a documented status with well-formed JSON, the same bytes again, and, for a
/// layout, geometry that means something:
/// - every number finite and within ±1e15 (the contract's range);
/// - every frame that is not pinned inside the content along the scroll axis (across it, a flow item wider
///   than its line and centred groups may overhang: documented);
/// - a request with uniform sections it can list (at most `limits.maxItems` items) answers like its explicit
///   equivalent, every attribute within 1e-6 (or is refused for the same reason);
/// - the 200 body is exactly the encoding of the layout checked;
/// - an anchor (contract v3) resolves to a finite offset within `[minY, maxY]` along the scroll axis, the other
///   coordinate keeping the request's, and every answer asked to report one does, naming an item it has.
///
/// `violation` names the first broken rule (the test suite replays saved findings through it); `check` turns
/// one into a `fatalError` so libFuzzer records the input.
public enum FuzzHarness {
    /// Limits small enough that one input runs in milliseconds, so the fuzzer spends its time on paths, not on
    /// encoding large answers; the 413 and 422 limit paths stay reachable with short inputs.
    /// The candidate budget is smaller too (100,000), so an input of narrow items reaches its 422 in
    /// milliseconds.
    public static let limits: APILimits = {
        var limits = APILimits(
            maxItems: 2_000, maxSections: 500, maxUniformItemCount: 1_000_000_000_000, maxDepth: 32,
            maxMagnitude: 1e9, maxColumnCount: 1_000, maxAttributes: 2_000)
        limits.workBudget = 100_000
        return limits
    }()

    /// Statuses `LayoutAPI.respond` may give; 500 is a bug whatever the input.
    static let allowedStatuses: Set<Int> = [200, 400, 413, 422]

    /// How far a uniform section's attribute may be from its explicit equivalent's.
    static let tolerance = 1e-6

    /// Runs one body through the pipeline and checks the answer; a violation is a `fatalError`.
    /// - Complexity: O(body bytes + laid-out items + returned attributes), twice for a listable request.
    public static func check(_ body: [UInt8], limits: APILimits = FuzzHarness.limits) {
        if let problem = violation(body, limits: limits) { fatalError(problem) }
    }

    /// The first rule `body`'s answer breaks, or nil.
    public static func violation(_ body: [UInt8], limits: APILimits = FuzzHarness.limits) -> String? {
        let first = LayoutAPI.respond(toBody: body, limits: limits)
        guard allowedStatuses.contains(first.status) else {
            return "status \(first.status) for a \(body.count)-byte body"
        }
        let expectedType = first.status == 200 ? "application/json" : "application/problem+json"
        guard first.mediaType.name == expectedType else {
            return "status \(first.status) came with content type \(first.mediaType.name)"
        }
        var validator = JSONValidator(first.body)
        guard validator.validateDocument() else {
            return
                "status \(first.status): the body is not RFC 8259 JSON: \(String(decoding: first.body, as: UTF8.self))"
        }
        let second = LayoutAPI.respond(toBody: body, limits: limits)
        guard second.status == first.status, second.body == first.body else {
            return "the same body gave two different answers (\(first.status), \(second.status))"
        }
        if let integral = integralWithFraction(first.body) { return integral }
        guard let request = first.request else { return nil }
        let computed: LayoutResult
        do throws(APIError) {
            computed = try LayoutAPI.compute(request, limits: limits)
        } catch {
            return first.status == error.status ? nil : "the pipeline said \(first.status), the engine \(error.status)"
        }
        guard first.status == 200 else { return "the engine laid out what the pipeline refused (\(first.status))" }
        guard (try? LayoutAPI.encode(computed, limits: limits)) == first.body else {
            return "the body is not the layout's encoding"
        }
        if let broken = geometry(computed, request.description) { return broken }
        if let broken = anchors(computed, request.description) { return broken }
        return uniformEqualsExplicit(request, computed, limits: limits)
    }

    /// Finite numbers within ±1e15; unpinned frames inside the content along the scroll axis (not for compositional
    /// layouts, whose elements may overhang by design).
    static func geometry(_ result: LayoutResult, _ description: LayoutDescription) -> String? {
        let limit = 1e15
        func inRange(_ v: Double) -> Bool { v.magnitude <= limit }
        guard inRange(result.contentSize.width), inRange(result.contentSize.height) else {
            return "content size \(result.contentSize) is not a possible number"
        }
        let horizontal = description.scrollDirection == .horizontal
        let length = horizontal ? result.contentSize.width : result.contentSize.height
        // CHT's documented quirk (WaterfallQuirkTests): an empty section ends minimumInteritemSpacing above where its
        // items would start, so each empty waterfall section may pull the following content (and the content's end)
        // back over what came before by that much.
        let overhang = emptySectionPullBack(description)
        let boundsChecked = holdsFramesInsideContent(description)
        let slack = tolerance * (1 + length) + overhang
        // Content shorter than the visible area with `shortContentAlignment: bottom` sits at the visible area's
        // bottom: frames reach the visible height while contentSize keeps the content's (both are rounded to whole
        // points for the shift, so up to a point further).
        let cv = description.collectionView
        let visible = (cv.size.height - cv.contentInset.top - cv.contentInset.bottom).rounded()
        let end = description.shortContentAlignment == .bottom ? Swift.max(length, visible + 1) : length
        for a in result.attributes {
            let f = a.frame
            guard inRange(f.x), inRange(f.y), inRange(f.x + f.width), inRange(f.y + f.height) else {
                return "\(a) holds an impossible number"
            }
            if a.pinned || !boundsChecked { continue }
            let (low, high) = horizontal ? (f.x, f.x + f.width) : (f.y, f.y + f.height)
            guard low >= -slack, high <= end + slack else {
                return "\(a) lies outside the content (length \(length))"
            }
        }
        return nil
    }

    /// A resolved offset finite and within the scroll range `[minY, maxY]` along the axis (`minY = -inset at the
    /// start`, `maxY = max(content length - bounds length + inset at the end, minY)`; a mirrored layout's range is
    /// its mirror image, so either end may be the lower when the content is short), its other coordinate the
    /// request's (or its default), or exactly the request's offset when the anchor names an item the request does
    /// not have; a reported anchor on every answer that asked for one, with a finite distance and an item the
    /// request has.
    static func anchors(_ result: LayoutResult, _ d: LayoutDescription) -> String? {
        guard let request = d.anchor else { return nil }
        let reported = result.timeline.map { $0.map(\.anchor) } ?? [result.anchor]
        for anchor in reported {
            guard let anchor else { return "the request asked for an anchor and an answer has none" }
            if let broken = reportedAnchor(anchor, d) { return broken }
        }
        guard case .resolve(let anchor) = request else { return nil }
        guard let offset = result.contentOffset else { return "an anchor was resolved but no contentOffset answered" }
        guard offset.x.isFinite, offset.y.isFinite else { return "the resolved offset \(offset) is not finite" }
        let requested = d.resolvedContentOffset(contentSize: result.contentSize)
        if case .topItem(let ref, _) = anchor, !has(ref, d) { return keeps(offset, requested) }
        if case .bottomItem(let ref, _) = anchor, !has(ref, d) { return keeps(offset, requested) }
        let cv = d.collectionView
        let horizontal = d.scrollDirection == .horizontal
        let (value, other, length, bounds, start, end) =
            horizontal
            ? (offset.x, offset.y, result.contentSize.width, cv.size.width, cv.contentInset.left, cv.contentInset.right)
            : (
                offset.y, offset.x, result.contentSize.height, cv.size.height, cv.contentInset.top,
                cv.contentInset.bottom
            )
        let far = length - bounds + end
        let (low, high) = (Swift.min(-start, far), Swift.max(-start, far))
        let slack = tolerance * (1 + far.magnitude + start.magnitude)
        guard value >= low - slack, value <= high + slack else {
            return "the resolved offset \(value) lies outside the scroll range [\(low), \(high)]"
        }
        guard other == (horizontal ? requested.y : requested.x) else {
            return "the resolved offset \(offset) moved the other coordinate of \(requested)"
        }
        return nil
    }

    /// An anchor naming an item the request does not have keeps the request's offset (or its default).
    static func keeps(_ offset: Point, _ requested: Point) -> String? {
        offset == requested ? nil : "an anchor naming no item moved the offset \(requested) to \(offset)"
    }

    /// A reported anchor's distance is finite and its item one the request has.
    static func reportedAnchor(_ anchor: Anchor, _ d: LayoutDescription) -> String? {
        switch anchor {
        case .top, .bottom: return nil
        case .topItem(let ref, let distance), .bottomItem(let ref, let distance):
            guard distance.isFinite else { return "a reported anchor's distance \(distance) is not finite" }
            return has(ref, d) ? nil : "a reported anchor names \(ref), which the request does not have"
        }
    }

    /// Whether the request has the item `ref` names.
    static func has(_ ref: ItemRef, _ d: LayoutDescription) -> Bool {
        switch ref {
        case .id(let id): d.annotations.index[id] != nil
        case .indexPath(let s, let i): s >= 0 && s < d.sectionCount && i >= 0 && i < itemCount(d.family, section: s)
        }
    }

    /// The number of items of section `s` of `family`.
    static func itemCount(_ family: LayoutFamily, section s: Int) -> Int {
        switch family {
        case .flow(let f): f.sections[s].items.count
        case .waterfall(let f): f.sections[s].items.count
        case .iglist(let f): f.sections[s].items.count
        case .magazine(let f): f.sections[s].items.count
        case .compositional(let f): f.sections[s].items.count
        }
    }

    /// Whether the content-bounds check applies. Not to compositional layouts: UIKit lets their elements reach past
    /// the stacked content by design (an item taller than its group, a custom provider's frames, badges and boundary
    /// items moved by their offsets; the decisions listed in openapi.yaml's CompositionalLayout), so there only the
    /// numbers are held finite and within ±1e15.
    /// Nor to IGListKit's layout, whose contentSize is its last section's bottom: an earlier section sharing that
    /// section's row with taller items reaches below it (a zero-width collection puts every item in one row).
    static func holdsFramesInsideContent(_ description: LayoutDescription) -> Bool {
        switch description.family {
        case .compositional, .iglist: false
        default: true
        }
    }

    /// The sum of the empty waterfall sections' `minimumInteritemSpacing` (0 for the other families).
    static func emptySectionPullBack(_ description: LayoutDescription) -> Double {
        guard case .waterfall(let waterfall) = description.family else { return 0 }
        var total = 0.0
        for section in waterfall.sections where section.items.count == 0 {
            total += section.minimumInteritemSpacing ?? waterfall.minimumInteritemSpacing
        }
        return total
    }

    /// The same query on the request with every uniform section listed item by item gives the same attributes.
    static func uniformEqualsExplicit(_ request: LayoutRequest, _ uniform: LayoutResult, limits: APILimits) -> String? {
        guard request.description.hasUniformSections,
            let listed = request.description.listingUniformSections(maxItems: limits.maxItems)
        else { return nil }
        let explicit: LayoutResult
        do throws(LayoutError) {
            explicit = try computeLayout(listed, elements: request.elements, limits: limits.layoutLimits)
        } catch {
            // A listed section may be refused where the closed form answers only for the attribute or compute
            // budget (more elements are examined one by one): not a disagreement about geometry.
            switch error {
            case .tooManyAttributes, .workBudgetExceeded: return nil
            default: return "the uniform request was answered but its explicit equivalent refused: \(error)"
            }
        }
        func close(_ a: Double, _ b: Double) -> Bool { (a - b).magnitude <= tolerance }
        guard close(uniform.contentSize.width, explicit.contentSize.width),
            close(uniform.contentSize.height, explicit.contentSize.height)
        else { return "uniform content \(uniform.contentSize) but explicit \(explicit.contentSize)" }
        guard uniform.attributes.count == explicit.attributes.count else {
            return "uniform gave \(uniform.attributes.count) attributes, explicit \(explicit.attributes.count)"
        }
        for (u, e) in zip(uniform.attributes, explicit.attributes) {
            let same =
                u.section == e.section && u.item == e.item && u.category == e.category && u.kind == e.kind
                && u.pinned == e.pinned && u.zIndex == e.zIndex && close(u.frame.x, e.frame.x)
                && close(u.frame.y, e.frame.y) && close(u.frame.width, e.frame.width)
                && close(u.frame.height, e.frame.height)
            if !same { return "uniform \(u) but explicit \(e)" }
        }
        return nil
    }

    /// The contract's number format: an integral value never carries a fraction (`64.0`). Only numbers are
    /// looked at: a string (a problem's pointer echoes the request's member names) may hold any text.
    static func integralWithFraction(_ body: [UInt8]) -> String? {
        var inString = false
        var escaped = false
        var i = 0
        while i < body.count {
            let c = body[i]
            if inString {
                if escaped {
                    escaped = false
                } else if c == UInt8(ascii: "\\") {
                    escaped = true
                } else if c == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "."), i + 2 < body.count, body[i + 1] == UInt8(ascii: "0"),
                [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(body[i + 2])
            {
                let text = String(decoding: body, as: UTF8.self)
                return "the response writes an integral value with a fraction: \(text.prefix(400))"
            }
            i += 1
        }
        return nil
    }
}
