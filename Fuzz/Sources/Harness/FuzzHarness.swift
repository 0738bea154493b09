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
/// - the 200 body is exactly the encoding of the layout checked.
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
        guard first.contentType == expectedType else {
            return "status \(first.status) came with content type \(first.contentType)"
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
        guard (try? LayoutAPI.encode(computed)) == first.body else { return "the body is not the layout's encoding" }
        if let broken = geometry(computed, request.description) { return broken }
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
        for a in result.attributes {
            let f = a.frame
            guard inRange(f.x), inRange(f.y), inRange(f.x + f.width), inRange(f.y + f.height) else {
                return "\(a) holds an impossible number"
            }
            if a.pinned || !boundsChecked { continue }
            let (low, high) = horizontal ? (f.x, f.x + f.width) : (f.y, f.y + f.height)
            guard low >= -slack, high <= length + slack else {
                return "\(a) lies outside the content (length \(length))"
            }
        }
        return nil
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
